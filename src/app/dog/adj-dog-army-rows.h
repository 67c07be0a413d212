/* adj-dog-army-rows.h: the rows of an army list's units, staff and guns
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/army.h>

G_BEGIN_DECLS

/* A unit's expander row and its fields. Widget names are
 * "PREFIX-unit-N-FIELD" (name, arm, class, stands, rifled, gun, horse,
 * general, remove). */
typedef struct {
  GtkWidget *expander;
  GtkWidget *name, *arm, *klass, *stands, *rifled, *gun, *horse, *general, *remove;
  GtkWidget *stands_row, *rifled_row, *horse_row;
  GtkWidget *error;
  GArray    *generals;  /* the general row's choices: staff indexes, -1 for none */
} AdjDogUnitRow;

AdjDogUnitRow *adj_dog_unit_row_new       (const char       *prefix,
                                           guint             index,
                                           GListModel       *arms,
                                           GListModel       *classes,
                                           GListModel       *guns);
void           adj_dog_unit_row_free      (AdjDogUnitRow    *row);
/* Shows @unit of @army (its general among the army's staff). */
void           adj_dog_unit_row_show      (AdjDogUnitRow    *row,
                                           const AdjDogArmy *army,
                                           const AdjDogUnit *unit);
/* The unit as the fields say now; @current gives its id. The strings are
 * the row's and @current's: use the result before the row changes. */
void           adj_dog_unit_row_read      (AdjDogUnitRow    *row,
                                           const AdjDogUnit *current,
                                           AdjDogUnit       *out);
/* The engine's refusal under the fields, the field @member marked; NULL
 * clears it. */
void           adj_dog_unit_row_set_error (AdjDogUnitRow    *row,
                                           const char       *message,
                                           const char       *member);
/* Calls @changed (GtkWidget *field) whenever a field changes; the field
 * carries the row as "adj-dog-row" and @data as "adj-dog-data" (NULL it
 * there to stop the calls). */
void           adj_dog_unit_row_connect   (AdjDogUnitRow    *row,
                                           GCallback         changed,
                                           gpointer          data);

/* A staff officer: his name, with his rank and cost in the title, and a
 * remove button ("PREFIX-staff-N", "PREFIX-staff-N-remove"). */
GtkWidget     *adj_dog_staff_row_new      (const char       *prefix,
                                           guint             index,
                                           const AdjDogStaff *staff,
                                           int               cost,
                                           GtkWidget       **remove);
/* A loose gun model: name, kind, horse artillery and remove
 * ("PREFIX-gun-N-name", "-kind", "-horse", "-remove"). */
typedef struct {
  GtkWidget *expander, *name, *kind, *horse, *remove;
} AdjDogGunRow;

AdjDogGunRow  *adj_dog_gun_row_new        (const char       *prefix,
                                           guint             index,
                                           const AdjDogGunModel *gun,
                                           GListModel       *guns);

G_END_DECLS
