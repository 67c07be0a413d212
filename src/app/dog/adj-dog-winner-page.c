/* adj-dog-winner-page.c: points lost and the winner (19.2)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What each side has lost, thing by thing: a unit destroyed, surrendered
 * or routed off counts its full cost, one routing or under half strength
 * half, a general killed or captured his post's cost (19.2, 15.5). Their
 * difference gives the result from 19.2's table, printed for an 800-point
 * game and scaled to this game's size as docs/dog.md rules. Shown as it
 * stands at any moment, and final once the game has ended; with the
 * objectives option, who took his objectives decides.
 *
 * The groups and the table's rows are made once for the battle, a side's
 * loss rows kept while it has as many losses; an action sets only the
 * words that changed. A long game has lost more: on the page's first
 * showing only the first few loss rows are made, and what is below them
 * waits for its first frame, so that showing costs what a short game's
 * does (docs/design.md, a page within 100 ms).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-label.h"
#include "adj-dog-winner-page.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"
#include "adj-window-actions.h"

/* Loss rows made before the page's first frame: about a screenful under
 * the result at the window's first size, about as many rows as a short
 * game shows in all, the table's with its own. */
#define FIRST_ROWS 8

struct _AdjDogWinnerPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;
  GPtrArray      *groups;
  GPtrArray      *table_rows;
  GPtrArray      *loss_rows[2];   /* per side: a row per loss (or "nothing lost") */
  AdjDogBattle   *battle;         /* the rows' battle (a ref), NULL before */
  guint           budget;         /* loss rows a refresh may make (FIRST_ROWS on a first showing) */
  gboolean        short_of_rows;  /* some loss rows are still to be made */

  /* Template children */
  GtkStack       *state_stack;
  GtkLabel       *when_label;
  GtkLabel       *result_label;
  GtkLabel       *detail_label;
  GtkBox         *sides_box;
  AdwPreferencesGroup *table_group;
  GtkWidget      *goto_turn;
};

G_DEFINE_FINAL_TYPE (AdjDogWinnerPage, adj_dog_winner_page, GTK_TYPE_WIDGET)

/* Row data: its value label. */
#define VALUE "adj-value"

static void
set_label (GtkLabel *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* A row of words and a value (hidden while it has none). */
static GtkWidget *
info_row (const char *name)
{
  GtkWidget *row = adj_dog_suffix_row ("", NULL, NULL);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (label, FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  g_object_set_data (G_OBJECT (row), VALUE, label);
  if (name != NULL)
    gtk_widget_set_name (row, name);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* Measured height-for-width only, its words at their plain width. */
  adj_flat_rows (row);
  adj_label_plain_natural_widths (row);
  return row;
}

static void
set_row (GtkWidget *row, const char *title, const char *subtitle, const char *value)
{
  GtkLabel *label = g_object_get_data (G_OBJECT (row), VALUE);

  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_visible (GTK_WIDGET (label), value != NULL);
  if (value != NULL)
    set_label (label, value);
}

/* A side's title and loss rows, making at most *budget new ones: FALSE
 * when some are still to be made. */
static gboolean
show_side (AdjDogWinnerPage *self, const AdjDogState *state, int side, guint *budget)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  g_autoptr (GArray) losses = adj_dog_state_losses (state, side);
  g_autofree char *total = adj_dog_halves_text (adj_dog_state_lost (state, side));
  AdwPreferencesGroup *group = self->groups->pdata[side];
  GPtrArray *rows = self->loss_rows[side];
  /* Translators: an army and the points it has lost */
  g_autofree char *title = g_strdup_printf (_("%s has lost %s points"), adj_dog_battle_army_name (battle, side), total);
  guint n = MAX (losses->len, 1);

  if (g_strcmp0 (adw_preferences_group_get_title (group), title) != 0)
    adw_preferences_group_set_title (group, title);
  while (rows->len < n && *budget > 0)
    {
      g_autofree char *name = g_strdup_printf ("dog-lost:%d:%u", side, rows->len);
      GtkWidget *row = info_row (name);
      adw_preferences_group_add (group, row);
      g_ptr_array_add (rows, row);
      (*budget)--;
    }
  for (guint i = 0; i < MIN (losses->len, rows->len); i++)
    {
      const AdjDogLoss *l = &g_array_index (losses, AdjDogLoss, i);
      const char *who = l->general ? adj_dog_battle_general (battle, l->index)->name
                                   : adj_dog_battle_unit (battle, l->index)->name;
      g_autofree char *points = adj_dog_halves_text (l->halves);
      /* Translators: why a unit counts lost, whether in full or half, and the rule */
      g_autofree char *why = g_strdup_printf (_("%s: %s (%s)"), l->why, l->full ? _("its full cost") : _("half its cost"),
                                              l->rule);
      set_row (rows->pdata[i], who, why, points);
    }
  if (losses->len == 0 && rows->len > 0)
    set_row (rows->pdata[0], _("Nothing lost"), NULL, NULL);
  /* Rows beyond those needed go (an undone loss): a hidden last row would
   * keep the list's rounded corners from the last one shown. */
  while (rows->len > n)
    {
      adw_preferences_group_remove (group, rows->pdata[rows->len - 1]);
      g_ptr_array_set_size (rows, rows->len - 1);
    }
  return rows->len == n;
}

/* 19.2's bands as printed, and what they are at this game's size. */
static void
show_table (AdjDogWinnerPage *self, const AdjDogState *state, const AdjDogVictory *v)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  const AdjDogRules *rules = adj_dog_battle_get_rules (battle);
  int size = adj_dog_battle_get_size (battle);
  g_autofree char *description = size == rules->victory_size
    ? g_strdup_printf (_("As printed, for a game of %d points."), rules->victory_size)
    /* Translators: the printed game size, this game's, and the ruling's reason */
    : g_strdup_printf (_("Printed for %d points; for this game of %d every limit is scaled by %d/%d, so each band "
                         "keeps its share of the armies (a ruling: docs/dog.md)."),
                       rules->victory_size, size, size, rules->victory_size);

  if (g_strcmp0 (adw_preferences_group_get_description (self->table_group), description) != 0)
    adw_preferences_group_set_description (self->table_group, description);
  for (int b = 0; b < ADJ_DOG_N_BANDS; b++)
    {
      const AdjDogBand *band = &rules->victory[b];
      g_autofree char *printed = band->to >= 0 ? g_strdup_printf (_("printed %d to %d"), band->from, band->to)
                                               : g_strdup_printf (_("printed %d or more"), band->from);
      g_autofree char *here = b < ADJ_DOG_N_BANDS - 1 ? g_strdup_printf (_("up to %g here"), v->limit[b])
                                                      : g_strdup_printf (_("more than %g here"), v->limit[b - 1]);
      g_autofree char *sub = g_strdup_printf ("%s; %s", printed, here);
      GtkWidget *row = self->table_rows->pdata[b];
      GtkWidget *mark = g_object_get_data (G_OBJECT (row), "mark");
      gboolean now = !v->objectives && (int) v->result == b;

      set_row (row, adj_dog_result_name ((AdjDogResult) b), sub, NULL);
      gtk_widget_set_visible (mark, now);
      if (now != gtk_widget_has_css_class (row, "accent"))
        {
          if (now)
            gtk_widget_add_css_class (row, "accent");
          else
            gtk_widget_remove_css_class (row, "accent");
        }
    }
}

/* The sides' groups and the table's rows for the game's battle. */
static void
build (AdjDogWinnerPage *self, const AdjDogState *state)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);

  if (battle == self->battle)
    return;
  g_clear_pointer (&self->battle, adj_dog_battle_unref);
  self->battle = adj_dog_battle_ref (battle);
  for (guint i = 0; i < self->groups->len; i++)
    gtk_box_remove (self->sides_box, self->groups->pdata[i]);
  g_ptr_array_set_size (self->groups, 0);
  for (int side = 0; side < 2; side++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      g_autofree char *name = g_strdup_printf ("dog-winner-lost-%d", side);

      gtk_widget_set_name (group, name);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), "");
      adj_label_wrap_group_title (ADW_PREFERENCES_GROUP (group));  /* an army's name */
      adj_flat_rows (group);
      gtk_box_append (self->sides_box, group);
      g_ptr_array_add (self->groups, group);
      g_ptr_array_set_size (self->loss_rows[side], 0);
    }
  adj_flat_rows (GTK_WIDGET (self->table_group));
  adj_dog_group_clear (self->table_group, self->table_rows);
  for (int b = 0; b < ADJ_DOG_N_BANDS; b++)
    {
      g_autofree char *name = g_strdup_printf ("dog-winner-band-%d", b);
      GtkWidget *row = info_row (name);
      GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

      adj_dog_set_label (mark, _("The result now"));
      gtk_widget_set_visible (mark, FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
      g_object_set_data (G_OBJECT (row), "mark", mark);
      adw_preferences_group_add (self->table_group, row);
      g_ptr_array_add (self->table_rows, row);
    }
}

static void
refresh (AdjDogWinnerPage *self)
{
  const AdjDogState *state = self->built ? adj_dog_page_state (self->session, self->state_stack) : NULL;
  AdjDogVictory v;
  gboolean taken[2];

  /* Hidden, it waits: its showing refreshes it. */
  if (state == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  gboolean ended = adj_dog_state_objectives (state, taken);
  adj_dog_state_victory (state, &v);

  build (self, state);
  g_autofree char *when = ended ? g_strdup_printf (_("The game is over after turn %d."), adj_dog_state_get_turn (state))
                                : g_strdup (_("If the game ended now:"));
  set_label (self->when_label, when);
  g_autofree char *result = v.winner < 0 ? g_strdup_printf (_("%s: neither side wins"), adj_dog_result_name (v.result))
                            /* Translators: the winning army and the result of 19.2 */
                            : g_strdup_printf (_("%s wins: %s"), adj_dog_battle_army_name (battle, v.winner),
                                               adj_dog_result_name (v.result));
  set_label (self->result_label, result);
  g_autofree char *difference = adj_dog_halves_text (v.difference);
  g_autofree char *detail = NULL;
  if (v.objectives)
    detail = ended ? g_strdup_printf (_("Decided by objectives (19.2): %s %s its objectives, %s %s."),
                                      adj_dog_battle_army_name (battle, 0), taken[0] ? _("took") : _("did not take"),
                                      adj_dog_battle_army_name (battle, 1), taken[1] ? _("took") : _("did not take"))
                   : g_strdup (_("Decided by objectives (19.2): say who took his when the game ends, on The Turn."));
  else
    detail = g_strdup_printf (_("A difference of %s points lost (19.2)."), difference);
  set_label (self->detail_label, detail);

  /* What follows a side still short of rows is hidden until it has them. */
  guint budget = self->budget;
  gboolean complete = TRUE;
  for (int side = 0; side < 2; side++)
    {
      gtk_widget_set_visible (self->groups->pdata[side], complete);
      if (complete)
        complete = show_side (self, state, side, &budget);
    }
  self->short_of_rows = !complete;
  gtk_widget_set_visible (GTK_WIDGET (self->table_group), complete && !v.objectives);
  gtk_widget_set_visible (self->goto_turn, complete);
  if (complete && !v.objectives)
    show_table (self, state, &v);
}

static gboolean
show_below_fold (gpointer data)
{
  AdjDogWinnerPage *self = data;

  if (self->session != NULL && self->short_of_rows)  /* not disposed, not made since */
    refresh (self);
  return G_SOURCE_REMOVE;
}

static void
adj_dog_winner_page_map (GtkWidget *widget)
{
  AdjDogWinnerPage *self = ADJ_DOG_WINNER_PAGE (widget);

  if (!self->built)
    {
      self->built = TRUE;
      self->session = adj_dog_page_init (widget, &self->state_stack, "starred-symbolic", G_CALLBACK (refresh));
      self->groups = g_ptr_array_new ();
      self->table_rows = g_ptr_array_new ();
      self->loss_rows[0] = g_ptr_array_new ();
      self->loss_rows[1] = g_ptr_array_new ();
    }
  GTK_WIDGET_CLASS (adj_dog_winner_page_parent_class)->map (widget);
  /* What this showing made, before its first frame: the loss rows below
   * the first few are made after it. */
  self->budget = gtk_widget_get_frame_clock (widget) != NULL ? FIRST_ROWS : G_MAXUINT;
  refresh (self);
  self->budget = G_MAXUINT;
  adj_label_plain_natural_widths (widget);
  if (self->short_of_rows)
    adj_first_frame_call_after (widget, show_below_fold, self);
}

static void
adj_dog_winner_page_dispose (GObject *object)
{
  AdjDogWinnerPage *self = ADJ_DOG_WINNER_PAGE (object);

  g_clear_object (&self->session);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_WINNER_PAGE);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->table_rows, g_ptr_array_unref);
  g_clear_pointer (&self->loss_rows[0], g_ptr_array_unref);
  g_clear_pointer (&self->loss_rows[1], g_ptr_array_unref);
  g_clear_pointer (&self->battle, adj_dog_battle_unref);
  G_OBJECT_CLASS (adj_dog_winner_page_parent_class)->dispose (object);
}

static void
adj_dog_winner_page_class_init (AdjDogWinnerPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_winner_page_dispose;
  widget_class->map = adj_dog_winner_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-winner-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogWinnerPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjDogWinnerPage, when_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogWinnerPage, result_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogWinnerPage, detail_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogWinnerPage, sides_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogWinnerPage, table_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogWinnerPage, goto_turn);
}

static void
adj_dog_winner_page_init (AdjDogWinnerPage *self)
{
  self->budget = G_MAXUINT;
}
