/* adj-cover-editor.c: the other enemy hexes in front of a charging hex and
 * who covers them (10.12)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A unit with several enemies in front must charge them all unless another
 * friendly unit has the rest in front too (10.12). Folded by default, the
 * row asks how many other enemy hexes the charging hex has in front; for
 * each, who covers it: nobody, another charging hex, or a stack not in the
 * charge, described by what 10.12 reads of it (its top unit's type,
 * disordered or not, and whether it is another Leader's, 4.25). The rule
 * itself is the engine's (adj_charge_check).
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-combat-text.h"
#include "adj-cover-editor.h"
#include "adj-label.h"
#include "adj-spin-check.h"

/* The choices of a "covered by" row: then the other charging hexes. */
enum { BY_NOBODY, BY_STACK, BY_FIRST_HEX };

typedef struct {
  GtkWidget *by;          /* AdwComboRow */
  GtkWidget *kind;        /* AdwComboRow, the covering stack's top unit */
  GtkWidget *disordered_row, *other_row;
  GtkSwitch *disordered, *other;
  guint      hexes[ADJ_CHARGE_MAX_HEXES];  /* choice BY_FIRST_HEX + i: charging hex hexes[i] */
  guint      n_hexes;
} Enemy;

struct _AdjCoverEditor
{
  AdwExpanderRow  parent_instance;

  guint           self_index, n_charging;
  GtkSpinButton  *count;
  Enemy           enemies[ADJ_COVER_MAX_ENEMIES];
  gboolean        updating;
};

G_DEFINE_FINAL_TYPE (AdjCoverEditor, adj_cover_editor, ADW_TYPE_EXPANDER_ROW)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const AdjCombatKind kinds[] = {
  ADJ_COMBAT_INFANTRY, ADJ_COMBAT_MOUNTED_CAVALRY, ADJ_COMBAT_DISMOUNTED_CAVALRY,
  ADJ_COMBAT_ARTILLERY, ADJ_COMBAT_HORSE_ARTILLERY,
};

static guint
n_enemies (AdjCoverEditor *self)
{
  return (guint) gtk_spin_button_get_value_as_int (self->count);
}

void
adj_cover_editor_get (AdjCoverEditor *self, AdjCoverHex *out)
{
  g_return_if_fail (ADJ_IS_COVER_EDITOR (self));
  memset (out, 0, sizeof *out);
  out->n_enemies = MIN (n_enemies (self), ADJ_COVER_MAX_ENEMIES);
  for (guint i = 0; i < out->n_enemies; i++)
    {
      const Enemy *e = &self->enemies[i];
      AdjCoverChoice *c = &out->enemies[i];
      guint by = adw_combo_row_get_selected (ADW_COMBO_ROW (e->by));
      guint kind = adw_combo_row_get_selected (ADW_COMBO_ROW (e->kind));

      c->by = by == BY_STACK ? ADJ_COVER_STACK
              : by >= BY_FIRST_HEX && by - BY_FIRST_HEX < e->n_hexes ? ADJ_COVER_CHARGING
              : ADJ_COVER_NOBODY;
      c->hex = c->by == ADJ_COVER_CHARGING ? e->hexes[by - BY_FIRST_HEX] : 0;
      c->kind = kinds[MIN (kind, G_N_ELEMENTS (kinds) - 1)];
      c->disordered = gtk_switch_get_active (e->disordered);
      c->other_command = gtk_switch_get_active (e->other);
    }
}

/* The folded row says what is entered; the stack's rows show only when a
 * stack covers. */
static void
update (AdjCoverEditor *self)
{
  AdjCoverHex hex;
  GString *summary = g_string_new (NULL);

  adj_cover_editor_get (self, &hex);
  for (guint i = 0; i < ADJ_COVER_MAX_ENEMIES; i++)
    {
      const Enemy *e = &self->enemies[i];
      const AdjCoverChoice *c = &hex.enemies[i];
      gboolean shown = i < hex.n_enemies, stack = shown && c->by == ADJ_COVER_STACK;
      g_autofree char *by = NULL;

      gtk_widget_set_visible (e->by, shown);
      gtk_widget_set_visible (e->kind, stack);
      gtk_widget_set_visible (e->disordered_row, stack);
      gtk_widget_set_visible (e->other_row, stack);
      if (!shown)
        continue;
      by = c->by == ADJ_COVER_NOBODY ? g_strdup (_("not covered"))
           : c->by == ADJ_COVER_STACK ? g_strdup (_("covered by a stack not charging"))
           : g_strdup_printf (_("covered by hex %u"), c->hex + 1);
      g_string_append_printf (summary, "%s%s", summary->len > 0 ? "; " : "", by);
    }
  if (hex.n_enemies == 0)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), _("None"));
  else
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u hex: %s", "%u hexes: %s", hex.n_enemies),
                                               hex.n_enemies, summary->str);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), text);
    }
  g_string_free (summary, TRUE);
}

static void
on_changed (AdjCoverEditor *self)
{
  if (self->updating)
    return;
  update (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The charging hex enemy @e's row has chosen, or G_MAXUINT. */
static guint
chosen_hex (const Enemy *e)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (e->by));
  return selected >= BY_FIRST_HEX && selected - BY_FIRST_HEX < e->n_hexes ? e->hexes[selected - BY_FIRST_HEX]
                                                                          : G_MAXUINT;
}

/* The "covered by" choices of enemy @e: the charging hexes but this one.
 * A charging hex chosen before stays chosen as @want (G_MAXUINT: gone). */
static void
set_by_choices (AdjCoverEditor *self, Enemy *e, guint want)
{
  GtkStringList *model = GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (e->by)));
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (e->by));
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (model));
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  e->n_hexes = 0;
  for (guint h = 0; h < self->n_charging && h < ADJ_CHARGE_MAX_HEXES; h++)
    if (h != self->self_index)
      {
        e->hexes[e->n_hexes++] = h;
        g_ptr_array_add (labels, g_strdup_printf (_("Charging hex %u"), h + 1));
      }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (model, BY_FIRST_HEX, n_old - BY_FIRST_HEX, (const char *const *) labels->pdata);
  if (selected >= BY_FIRST_HEX)
    {
      selected = BY_NOBODY;
      for (guint i = 0; i < e->n_hexes; i++)
        if (e->hexes[i] == want)
          selected = BY_FIRST_HEX + i;
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (e->by), selected);
}

void
adj_cover_editor_remove_hex (AdjCoverEditor *self, guint removed)
{
  g_return_if_fail (ADJ_IS_COVER_EDITOR (self));
  self->updating = TRUE;
  if (self->self_index > removed)
    self->self_index--;
  self->n_charging = self->n_charging > 0 ? self->n_charging - 1 : 0;
  for (guint i = 0; i < ADJ_COVER_MAX_ENEMIES; i++)
    {
      Enemy *e = &self->enemies[i];
      guint want = chosen_hex (e);
      set_by_choices (self, e, want == removed || want == G_MAXUINT ? G_MAXUINT
                               : want > removed ? want - 1 : want);
    }
  self->updating = FALSE;
  update (self);
}

void
adj_cover_editor_set_hexes (AdjCoverEditor *self, guint self_index, guint n_charging, guint max_enemies)
{
  AdjCoverHex before, after;

  g_return_if_fail (ADJ_IS_COVER_EDITOR (self));
  adj_cover_editor_get (self, &before);
  self->updating = TRUE;
  self->self_index = self_index;
  self->n_charging = n_charging;
  max_enemies = MIN (max_enemies, ADJ_COVER_MAX_ENEMIES);
  gtk_spin_button_set_range (self->count, 0, max_enemies);
  for (guint i = 0; i < ADJ_COVER_MAX_ENEMIES; i++)
    {
      Enemy *e = &self->enemies[i];
      /* TRANSLATORS: an enemy hex in front of charging hex 1, named 1a, 1b... */
      g_autofree char *title = g_strdup_printf (_("Enemy hex %u%c"), self_index + 1, 'a' + i);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (e->by), title);
      set_by_choices (self, e, chosen_hex (e));
    }
  gtk_widget_set_visible (GTK_WIDGET (self), max_enemies > 0);
  self->updating = FALSE;
  update (self);
  adj_cover_editor_get (self, &after);
  if (memcmp (&before, &after, sizeof before) != 0)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
adj_cover_editor_class_init (AdjCoverEditorClass *klass)
{
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
adj_cover_editor_init (AdjCoverEditor *self)
{
}

static GtkWidget *
switch_row (AdjCoverEditor *self, const char *name, const char *title, const char *subtitle,
            GtkSwitch **out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_name (sw, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (sw, "notify::active", G_CALLBACK (on_changed), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  gtk_widget_add_css_class (row, "cover-detail");
  *out = GTK_SWITCH (sw);
  return row;
}

static GtkWidget *
combo_row (AdjCoverEditor *self, const char *name, const char *title, const char *const *items)
{
  GtkWidget *row = adw_combo_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new (items)));
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (on_changed), self);
  return row;
}

static void
add_enemy_rows (AdjCoverEditor *self, guint i)
{
  Enemy *e = &self->enemies[i];
  const char *by[] = { _("Nobody"), _("A stack not charging"), NULL };
  const char *kind_labels[G_N_ELEMENTS (kinds) + 1] = { NULL };
  g_autofree char *by_name = g_strdup_printf ("cover-by-%u", i);
  g_autofree char *kind_name = g_strdup_printf ("cover-kind-%u", i);
  g_autofree char *dis_name = g_strdup_printf ("cover-disordered-%u", i);
  g_autofree char *other_name = g_strdup_printf ("cover-other-command-%u", i);

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    kind_labels[k] = adj_text_combat_kind (kinds[k]);
  e->by = combo_row (self, by_name, "", by);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (e->by), _("Covered by"));
  e->kind = combo_row (self, kind_name, _("Its top unit"), kind_labels);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (e->kind), _("Only a stack's top unit covers"));
  gtk_widget_add_css_class (e->kind, "cover-detail");
  e->disordered_row = switch_row (self, dis_name, _("Disordered"), _("Artillery and disordered units do not cover"),
                                  &e->disordered);
  e->other_row = switch_row (self, other_name, _("Of another Leader's command"),
                             _("Covers only in a Combined Activation (4.25)"), &e->other);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), e->by);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), e->kind);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), e->disordered_row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), e->other_row);
}

GtkWidget *
adj_cover_editor_new (void)
{
  AdjCoverEditor *self = g_object_new (ADJ_TYPE_COVER_EDITOR, NULL);
  GtkWidget *count_row = adw_action_row_new ();
  GtkWidget *count = gtk_spin_button_new_with_range (0, ADJ_COVER_MAX_ENEMIES, 1);
  adj_spin_check_attach (GTK_SPIN_BUTTON (count));

  gtk_widget_set_name (GTK_WIDGET (self), "cover");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Other enemy hexes in front (10.12)"));
  adj_label_name_expander (ADW_EXPANDER_ROW (self));
  adw_action_row_set_title_lines (ADW_ACTION_ROW (count_row), 0);

  gtk_widget_set_name (count, "cover-count");
  gtk_widget_set_valign (count, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (count), TRUE);
  self->count = GTK_SPIN_BUTTON (count);
  g_signal_connect_swapped (count, "value-changed", G_CALLBACK (on_changed), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (count_row), _("Enemy hexes in front it does not charge"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (count), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Enemy hexes in front it does not charge"), -1);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (count_row),
                               _("Each must be covered: in front of another friendly unit too"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (count_row), count);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (count_row), count);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), count_row);
  for (guint i = 0; i < ADJ_COVER_MAX_ENEMIES; i++)
    add_enemy_rows (self, i);
  adj_cover_editor_set_hexes (self, 0, 1, ADJ_COVER_MAX_ENEMIES);
  return GTK_WIDGET (self);
}
