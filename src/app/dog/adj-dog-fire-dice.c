/* adj-dog-fire-dice.c: a unit's shooting dice from the player's charts
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The firing unit's formation, the target class (14) and the range band
 * are the player's; the engine works out the blocks of stands (18.3,
 * 18.3.1) and reads each block's dice and hit number from his own Small
 * Arms or Artillery chart. A value his chart lacks is shown as missing
 * and typed here, once: it is saved to his sheets. The shooting page
 * listens to "changed" and asks for the dice.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-dog-fire-dice.h"

#define N_BLOCK_ROWS 3

struct _AdjDogFireDicePanel
{
  GtkWidget      parent_instance;

  AdjDogSheets  *sheets;              /* borrowed from the page */
  AdjDogShooter  shooter;
  gboolean       has_unit;
  char          *range;
  AdjDogFireDice dice;
  gboolean       valid;
  GtkWidget     *box, *list, *formation, *facing, *facing_row, *target, *range_row, *bands, *summary;
  GtkWidget     *block_row[N_BLOCK_ROWS], *block_dice[N_BLOCK_ROWS], *block_hit[N_BLOCK_ROWS];
};

G_DEFINE_FINAL_TYPE (AdjDogFireDicePanel, adj_dog_fire_dice, GTK_TYPE_WIDGET)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void value_typed (AdjDogFireDicePanel *self, GtkSpinButton *spin);

static void
set_spin (AdjDogFireDicePanel *self, GtkWidget *spin, int value)
{
  if (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)) == value)
    return;
  g_signal_handlers_block_by_func (spin, value_typed, self);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  g_signal_handlers_unblock_by_func (spin, value_typed, self);
}

static void
set_text (GtkWidget *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
}

/* Asks the engine for the dice and shows them, each block a row. */
static void
update (AdjDogFireDicePanel *self)
{
  gboolean square = adw_combo_row_get_selected (ADW_COMBO_ROW (self->formation)) == 1;
  gboolean guns = self->shooter.chart == ADJ_DOG_CHART_ARTILLERY;
  g_autoptr (GError) error = NULL;

  gtk_widget_set_visible (self->box, self->has_unit);
  if (!self->has_unit || self->sheets == NULL)
    {
      self->valid = FALSE;
      return;
    }
  gtk_widget_set_visible (self->formation, !guns);
  gtk_widget_set_visible (self->facing_row, !guns && square);
  AdjDogShooter sh = self->shooter;
  sh.target = (AdjDogTarget) adw_combo_row_get_selected (ADW_COMBO_ROW (self->target));
  g_free (self->range);
  self->range = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->range_row))));
  sh.range = self->range;
  if (!guns && square)
    adj_dog_shooter_set_square (&sh, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->facing)));
  g_autofree const char **bands = adj_dog_sheets_fire_ranges (self->sheets, sh.chart);
  g_autofree char *joined = g_strjoinv (", ", (char **) bands);
  g_autofree char *bands_text = bands[0] != NULL
    /* Translators: the range bands of the player's chart */
    ? g_strdup_printf (_("Bands on your %s chart: %s"), adj_dog_chart_name (sh.chart), joined)
    : g_strdup_printf (_("Your %s chart has no range band yet: type one as your sheet words it."),
                       adj_dog_chart_name (sh.chart));
  set_text (self->bands, bands_text);
  self->valid = adj_dog_fire_dice (self->sheets, &sh, &self->dice, &error);
  for (guint i = 0; i < N_BLOCK_ROWS; i++)
    {
      gboolean shown = self->valid && i < self->dice.n;
      gtk_widget_set_visible (self->block_row[i], shown);
      if (!shown)
        continue;
      const AdjDogFireBlock *b = &self->dice.block[i];
      g_autofree char *title = guns
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gun", "%d guns", (gulong) b->blocks), b->blocks)
        /* Translators: how many blocks, and the stands of the table they fire on */
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d block on the %d-stand table",
                                        "%d blocks on the %d-stand table", (gulong) b->blocks),
                           b->blocks, b->stands);
      const char *subtitle = b->dice == 0 || b->hit == 0
        ? _("Missing from your chart: type the dice a block rolls and the face that hits; it is kept on Your Sheets")
        : _("Dice a block rolls, and the face that hits: your chart");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->block_row[i]), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->block_row[i]), subtitle);
      set_spin (self, self->block_dice[i], b->dice);
      set_spin (self, self->block_hit[i], b->hit);
      adj_dog_mark_error (self->block_dice[i], b->dice == 0);
      adj_dog_mark_error (self->block_hit[i], b->hit == 0);
    }
  g_autofree char *summary = NULL;
  if (!self->valid)
    summary = g_strdup (error->message);
  else if (!self->dice.complete)
    summary = g_strdup (_("Some values are missing from your chart: type them above."));
  else
    {
      g_autofree char *idle = self->dice.idle > 0
        /* Translators: stands left over after the blocks (18.3) */
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, " %d stand left over does not fire (18.3).",
                                        " %d stands left over do not fire (18.3).", (gulong) self->dice.idle),
                           self->dice.idle)
        : g_strdup ("");
      summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d die from your chart.%s%s",
                                              "%d dice from your chart.%s%s", (gulong) self->dice.total_dice),
                                 self->dice.total_dice, idle,
                                 self->dice.class4 ? _(" Class 4 in line, 8 stands or more: one missed die is "
                                                       "rolled again (8.4).")
                                                   : "");
    }
  set_text (self->summary, summary);
  adj_dog_mark_error (self->summary, !self->valid);
}

static void
changed (AdjDogFireDicePanel *self)
{
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A value typed for a block: into the player's sheets, saved at once. */
static void
value_typed (AdjDogFireDicePanel *self, GtkSpinButton *spin)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "block"));
  gboolean is_hit = g_object_get_data (G_OBJECT (spin), "hit") != NULL;
  g_autoptr (GError) error = NULL;
  if (self->sheets == NULL || !self->valid || i >= self->dice.n)
    return;
  const AdjDogFireBlock *b = &self->dice.block[i];
  int v = gtk_spin_button_get_value_as_int (spin);
  AdjDogTarget target = (AdjDogTarget) adw_combo_row_get_selected (ADW_COMBO_ROW (self->target));
  gboolean ok = is_hit ? adj_dog_sheets_set_fire_hit (self->sheets, self->shooter.chart, b->stands, self->range,
                                                      target, v, &error)
                       : adj_dog_sheets_set_fire_dice (self->sheets, self->shooter.chart, b->stands, self->range, v,
                                                       &error);
  if (ok)
    {
      g_autofree char *path = adj_dog_sheets_user_path ();
      g_autofree char *dir = g_path_get_dirname (path);
      g_mkdir_with_parents (dir, 0700);
      ok = adj_dog_sheets_save_file (self->sheets, path, &error);
    }
  if (!ok)
    {
      set_text (self->summary, error->message);
      adj_dog_mark_error (self->summary, TRUE);
      return;
    }
  changed (self);
}

void
adj_dog_fire_dice_set_sheets (AdjDogFireDicePanel *self, AdjDogSheets *sheets)
{
  self->sheets = sheets;
  if (self->has_unit && gtk_editable_get_text (GTK_EDITABLE (self->range_row))[0] == '\0' && sheets != NULL)
    {
      g_autofree const char **bands = adj_dog_sheets_fire_ranges (sheets, self->shooter.chart);
      if (bands[0] != NULL)
        gtk_editable_set_text (GTK_EDITABLE (self->range_row), bands[0]);
    }
  update (self);
}

void
adj_dog_fire_dice_set_unit (AdjDogFireDicePanel *self, const AdjDogGameUnit *unit, int stands)
{
  self->has_unit = unit != NULL && stands > 0;
  if (self->has_unit)
    adj_dog_shooter_for_unit (unit, stands, &self->shooter);
  adj_dog_fire_dice_set_sheets (self, self->sheets);
}

gboolean
adj_dog_fire_dice_get (AdjDogFireDicePanel *self, AdjDogFireDice *out)
{
  if (!self->has_unit || !self->valid || !self->dice.complete)
    return FALSE;
  *out = self->dice;
  return TRUE;
}

static GtkWidget *
combo (AdjDogFireDicePanel *self, const char *name, const char *title, GListModel *model)
{
  GtkWidget *row = adw_combo_row_new ();
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  adj_dog_set_label (row, title);
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (changed), self);
  return row;
}

static const char *
target_name (int t)
{
  return adj_dog_target_name ((AdjDogTarget) t);
}

static void
adj_dog_fire_dice_dispose (GObject *object)
{
  AdjDogFireDicePanel *self = ADJ_DOG_FIRE_DICE (object);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->range, g_free);
  G_OBJECT_CLASS (adj_dog_fire_dice_parent_class)->dispose (object);
}

static void
adj_dog_fire_dice_class_init (AdjDogFireDicePanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_dog_fire_dice_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
adj_dog_fire_dice_init (AdjDogFireDicePanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_top (self->box, 6);
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_box_append (GTK_BOX (self->box), self->list);
  const char *formations[] = { _("Line"), _("Square (18.3.1)"), NULL };
  g_autoptr (GtkStringList) fm = gtk_string_list_new (formations);
  self->formation = combo (self, "dog-dice-formation", _("Formation"), G_LIST_MODEL (fm));
  self->facing = adj_dog_spin_new ("dog-dice-facing", _("Sides of the square facing the target"), 1, 4, 1);
  g_signal_connect_swapped (self->facing, "value-changed", G_CALLBACK (changed), self);
  self->facing_row = adj_dog_suffix_row (_("Sides of the square facing the target"),
                                         _("Each fires its own stands (18.3.1)"), self->facing);
  gtk_list_box_append (GTK_LIST_BOX (self->list), self->facing_row);
  g_autoptr (GtkStringList) tm = adj_dog_names_model (target_name, 0, ADJ_DOG_N_TARGETS);
  self->target = combo (self, "dog-dice-target", _("Target class (14)"), G_LIST_MODEL (tm));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->target), ADJ_DOG_TARGET_LINE);
  self->range_row = adw_entry_row_new ();
  gtk_widget_set_name (self->range_row, "dog-dice-range");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->range_row), _("Range band"));
  adj_dog_set_label (self->range_row, _("Range band"));
  gtk_list_box_append (GTK_LIST_BOX (self->list), self->range_row);
  g_signal_connect_swapped (self->range_row, "changed", G_CALLBACK (changed), self);
  for (guint i = 0; i < N_BLOCK_ROWS; i++)
    {
      g_autofree char *dn = g_strdup_printf ("dog-dice-block-%u-dice", i);
      g_autofree char *hn = g_strdup_printf ("dog-dice-block-%u-hit", i);
      GtkWidget *spins = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      self->block_dice[i] = adj_dog_spin_new (dn, _("Dice a block rolls"), 0, ADJ_DOG_MAX_BLOCK_DICE, 0);
      self->block_hit[i] = adj_dog_spin_new (hn, _("Hits on"), 0, 6, 0);
      g_object_set_data (G_OBJECT (self->block_dice[i]), "block", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (self->block_hit[i]), "block", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (self->block_hit[i]), "hit", GINT_TO_POINTER (1));
      gtk_box_append (GTK_BOX (spins), self->block_dice[i]);
      gtk_box_append (GTK_BOX (spins), self->block_hit[i]);
      g_signal_connect_swapped (self->block_dice[i], "value-changed", G_CALLBACK (value_typed), self);
      g_signal_connect_swapped (self->block_hit[i], "value-changed", G_CALLBACK (value_typed), self);
      self->block_row[i] = adj_dog_suffix_row (_("Block"), NULL, spins);
      gtk_list_box_append (GTK_LIST_BOX (self->list), self->block_row[i]);
    }
  self->bands = adj_dog_label_new (NULL, "dim-label");
  gtk_widget_set_name (self->bands, "dog-dice-bands");
  gtk_box_append (GTK_BOX (self->box), self->bands);
  self->summary = adj_dog_label_new (NULL, NULL);
  gtk_widget_set_name (self->summary, "dog-dice-summary");
  gtk_box_append (GTK_BOX (self->box), self->summary);
  gtk_widget_set_visible (self->box, FALSE);
}

GtkWidget *
adj_dog_fire_dice_new (void)
{
  return g_object_new (ADJ_TYPE_DOG_FIRE_DICE, NULL);
}
