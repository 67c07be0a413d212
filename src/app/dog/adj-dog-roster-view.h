/* adj-dog-roster-view.h: an army list's points, problems and 8.5 guide
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/roster.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_ROSTER_VIEW (adj_dog_roster_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogRosterView, adj_dog_roster_view, ADJ, DOG_ROSTER_VIEW, GtkWidget)

GtkWidget *adj_dog_roster_view_new (void);
/* Shows @roster: the total against the limit, what keeps the list from
 * the field, the troop-ratio guide and every line with its working. */
void       adj_dog_roster_view_set (AdjDogRosterView   *self,
                                    const AdjDogRoster *roster);

G_END_DECLS
