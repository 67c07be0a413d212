/* adj-dog-dispute.h: a disputed matter settled by 1d6 (4.1)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_DISPUTE (adj_dog_dispute_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogDispute, adj_dog_dispute, ADJ, DOG_DISPUTE, GtkWidget)

GtkWidget *adj_dog_dispute_new (void);

G_END_DECLS
