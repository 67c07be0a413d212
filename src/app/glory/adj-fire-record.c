/* adj-fire-record.c: record in the game that units fired
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A calculator's firing units that were picked from the game, each with
 * what the engine says of it now: it may fire, it has fired, or the rule
 * that keeps it from firing (9.12, 9.13, 10.31; Fixed Glory). One button
 * records a fire move for every unit that may fire, as one step through
 * the session, so one undo takes it back and the Journal page and the
 * autosave see it; the engine then refuses the same unit a second time in
 * the same span.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-fire-record.h"
#include "adj-glory-session.h"
#include "adj-game-session.h"
#include "adj-window-actions.h"

struct _AdjFireRecord
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkWidget      *rows;      /* GtkBox of (name, status) rows */
  GtkWidget      *button;
  GtkWidget      *error;

  AdjFireKind     kind;
  GArray         *units;     /* int, battle indexes of game units */
  int             target;
  AdjGameSession *session;
  gboolean        watching;
};

G_DEFINE_FINAL_TYPE (AdjFireRecord, adj_fire_record, GTK_TYPE_WIDGET)

static const AdjGameState *
game_state (AdjFireRecord *self)
{
  return self->session != NULL ? adj_glory_session_get_state (self->session) : NULL;
}

static GtkWidget *
row_status (GtkWidget *row)
{
  return gtk_widget_get_last_child (row);
}

static void
set_status (GtkWidget *label, const char *text, const char *css)
{
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_remove_css_class (label, "error");
  gtk_widget_remove_css_class (label, "success");
  gtk_widget_remove_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, css);
}

/* Rows for the units, then what the engine says of each. */
static void
refresh (AdjFireRecord *self)
{
  const AdjGameState *state = game_state (self);
  AdjBattle *battle = state != NULL ? adj_game_state_get_battle (state) : NULL;
  gboolean any_may = FALSE;
  GtkWidget *row = gtk_widget_get_first_child (self->rows);

  gtk_widget_set_visible (self->box, state != NULL && self->units->len > 0);
  if (state == NULL)
    return;
  for (guint i = 0; i < self->units->len; i++, row = gtk_widget_get_next_sibling (row))
    {
      guint unit = (guint) g_array_index (self->units, int, i);
      g_autoptr (GError) error = NULL;

      if (row == NULL)
        {
          g_autofree char *name = g_strdup_printf ("fire-record-unit-%u", i);
          row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          gtk_widget_set_name (row, name);
          gtk_box_append (GTK_BOX (row), gtk_label_new (NULL));
          gtk_box_append (GTK_BOX (row), gtk_label_new (NULL));
          for (GtkWidget *l = gtk_widget_get_first_child (row); l != NULL; l = gtk_widget_get_next_sibling (l))
            {
              gtk_label_set_wrap (GTK_LABEL (l), TRUE);
              gtk_label_set_xalign (GTK_LABEL (l), 0);
            }
          gtk_widget_set_name (row_status (row), "fire-record-status");
          gtk_box_append (GTK_BOX (self->rows), row);
        }
      gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (row)), adj_battle_get_unit (battle, unit)->name);
      if (adj_game_state_fire_check (state, unit, self->kind, self->target, &error))
        {
          set_status (row_status (row), _("May fire: not recorded yet"), "dim-label");
          any_may = TRUE;
        }
      else
        /* The engine's reason, with its rule; a unit that has fired is
         * refused a second fire in the same span. */
        set_status (row_status (row), error->message,
                    adj_game_state_unit_fired (state, unit, self->kind) ? "success" : "error");
    }
  while (row != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (row);
      gtk_box_remove (GTK_BOX (self->rows), row);
      row = next;
    }
  gtk_widget_set_sensitive (self->button, any_may);
}

/* Every unit that may fire so now, recorded as one step (the engine
 * leaves out those whose rows say why not). */
static void
on_record (AdjFireRecord *self)
{
  const AdjGameState *state = game_state (self);
  g_autoptr (GError) error = NULL;

  adj_game_error_label_set (self->error, NULL);
  if (state == NULL)
    return;
  g_autoptr (GPtrArray) moves = adj_fire_record_moves (state, self->kind, (const int *) self->units->data,
                                                       self->units->len, self->target);
  if (moves->len > 0
      && !adj_game_session_apply_group (self->session, (gconstpointer const *) moves->pdata, moves->len, &error))
    adj_game_error_label_set (self->error, error->message);
  refresh (self);
}

void
adj_fire_record_set (AdjFireRecord *self, const int *units, guint n_units, int target)
{
  g_return_if_fail (ADJ_IS_FIRE_RECORD (self));

  g_array_set_size (self->units, 0);
  for (guint i = 0; i < n_units; i++)
    {
      gboolean seen = FALSE;
      for (guint k = 0; k < self->units->len; k++)
        seen |= g_array_index (self->units, int, k) == units[i];
      if (units[i] >= 0 && !seen)
        g_array_append_val (self->units, units[i]);
    }
  self->target = target;
  adj_game_error_label_set (self->error, NULL);
  refresh (self);
}

static void
on_session_changed (AdjFireRecord *self)
{
  const AdjGameState *state = game_state (self);
  AdjBattle *battle = state != NULL ? adj_game_state_get_battle (state) : NULL;

  /* Another game: its units are not these. */
  for (guint i = 0; i < self->units->len; i++)
    if (battle == NULL || (guint) g_array_index (self->units, int, i) >= adj_battle_n_units (battle))
      {
        g_array_set_size (self->units, 0);
        break;
      }
  refresh (self);
}

static void
adj_fire_record_root (GtkWidget *widget)
{
  AdjFireRecord *self = ADJ_FIRE_RECORD (widget);

  GTK_WIDGET_CLASS (adj_fire_record_parent_class)->root (widget);
  if (!self->watching)
    {
      self->session = adj_window_watch_session (widget, G_CALLBACK (on_session_changed));
      self->watching = self->session != NULL;
    }
  on_session_changed (self);
}

static void
adj_fire_record_dispose (GObject *object)
{
  AdjFireRecord *self = ADJ_FIRE_RECORD (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->units, g_array_unref);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (adj_fire_record_parent_class)->dispose (object);
}

static void
adj_fire_record_class_init (AdjFireRecordClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_fire_record_dispose;
  widget_class->root = adj_fire_record_root;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
adj_fire_record_init (AdjFireRecord *self)
{
  self->units = g_array_new (FALSE, FALSE, sizeof (int));
  self->target = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_visible (self->box, FALSE);
}

GtkWidget *
adj_fire_record_new (AdjFireKind kind)
{
  AdjFireRecord *self = g_object_new (ADJ_TYPE_FIRE_RECORD, NULL);
  GtkWidget *heading = gtk_label_new (_("Who fired, in the game"));
  const char *label;

  self->kind = kind;
  switch (kind)
    {
    case ADJ_FIRE_ACTIVATION: label = _("_Record Artillery Fire"); break;
    case ADJ_FIRE_RETURN: label = _("_Record Return Fire"); break;
    case ADJ_FIRE_OFFENSIVE: label = _("_Record Offensive Fire"); break;
    case ADJ_FIRE_DEFENSIVE:
    default: label = _("_Record Defensive Fire"); break;
    }
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->box), heading);
  self->rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_name (self->rows, "fire-record-units");
  gtk_box_append (GTK_BOX (self->box), self->rows);

  self->button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (self->button, "fire-record");
  gtk_widget_set_halign (self->button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_set_tooltip_text (self->button, _("Note in the game's journal that these units fired, so "
                                               "that they may not fire again while the rules say so "
                                               "(undo takes it back)"));
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (on_record), self);
  gtk_box_append (GTK_BOX (self->box), self->button);

  self->error = adj_game_error_label_new ("fire-record-error");
  gtk_box_append (GTK_BOX (self->box), self->error);
  return GTK_WIDGET (self);
}
