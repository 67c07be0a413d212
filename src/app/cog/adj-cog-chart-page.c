/* adj-cog-chart-page.c: Clash of Giants III, the Combat Chart
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Combat Chart (12.9) column by column, every cell with where it comes
 * from: printed in the rulebook (only the cells of 12.9.2's examples), the
 * battle file's, typed by the players in this game, the player's own, or
 * not entered. The player types the cells the rulebook leaves to the
 * player aid card: they are kept in his data dir for every game (docs/
 * cog.md) and, in a game whose battle leaves that cell blank, entered in
 * it at once as a step of the journal. Nothing here is invented: a blank
 * cell stays blank until someone types it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-chart-page.h"
#include "adj-cog-game.h"
#include "adj-cog-page.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"

struct _AdjCogChartPage
{
  GtkWidget       parent_instance;
  AdjCogPageParts parts;
  GtkWidget      *error;
  GPtrArray      *extra;   /* columns added without a game ("3-1") */
  GString        *shown;   /* what the rows were made for: the game's cells */
  GString        *battle;  /* the battle the rows were made for */
  GPtrArray      *cells;   /* the game's cell rows, column by column, 3 a column */
  char           *focus;   /* a cell row to focus once shown, or NULL */
  guint           focus_id;  /* the focus given once the page switch is over */
};

ADJ_COG_PAGE_DEFINE (AdjCogChartPage, adj_cog_chart_page, ADJ_TYPE_COG_CHART_PAGE, "cog-chart",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-chart-page.ui")

static void
adj_cog_chart_page_start (AdjCogChartPage *self)
{
  self->extra = g_ptr_array_new_with_free_func (g_free);
  self->shown = g_string_new (NULL);
  self->battle = g_string_new (NULL);
  self->cells = g_ptr_array_new ();
  /* The rows are made again only when the chart changes. */
  self->parts.in_place = TRUE;
}

static void
adj_cog_chart_page_forget (AdjCogChartPage *self)
{
  g_clear_pointer (&self->extra, g_ptr_array_unref);
  g_clear_pointer (&self->focus, g_free);
  g_clear_handle_id (&self->focus_id, g_source_remove);
  if (self->shown != NULL)
    g_string_free (self->shown, TRUE);
  self->shown = NULL;
  if (self->battle != NULL)
    g_string_free (self->battle, TRUE);
  self->battle = NULL;
  g_clear_pointer (&self->cells, g_ptr_array_unref);
}

static char *
cell_text (gboolean immune, int value, guint row)
{
  return immune ? g_strdup ("N") : g_strdup_printf (row < 2 ? "%+d" : "%d", value);
}

/* "N", "-2", "+1", "3": a value for row @row, or an error. */
static gboolean
parse_cell (const char *text, guint row, gboolean *immune, int *value, GError **error)
{
  char *end = NULL;
  *immune = g_ascii_strcasecmp (text, "N") == 0;
  if (*immune)
    return adj_cog_chart_check_value (row, TRUE, 0, error);
  gint64 v = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' || v < -99 || v > 99)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   row < 2 ? _("Type a whole number from -6 to +6, or N") : _("Type a whole number from 0 to 99"));
      return FALSE;
    }
  *value = (int) v;
  return adj_cog_chart_check_value (row, FALSE, *value, error);
}

static void adj_cog_chart_page_refresh (AdjCogChartPage *self);
static void rebuild (AdjCogChartPage *self);

/* Saves the player's value (or clears it when the text is empty) and, in
 * a game whose battle leaves the cell blank, enters it there too. */
typedef struct {
  AdjCogChartPage *page;
  char *column, *text;
  guint row;
} Typed;

static void
typed_free (Typed *t)
{
  g_object_unref (t->page);
  g_free (t->column);
  g_free (t->text);
  g_free (t);
}

static gboolean
save_typed (gpointer data)
{
  Typed *t = data;
  AdjCogChartPage *self = t->page;
  const char *column = t->column, *text = t->text;
  guint row = t->row;
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogChartValues) values = adj_cog_player_chart_load (&error);
  g_autofree char *path = adj_cog_player_chart_path ();
  gboolean immune = FALSE;
  int value = 0;

  if (values == NULL)
    {
      adj_game_error_label_set (self->error, error->message);
      return G_SOURCE_REMOVE;
    }
  if (*text == '\0')
    adj_cog_chart_values_clear (values, column, row);
  else if (!parse_cell (text, row, &immune, &value, &error)
           || !adj_cog_chart_values_set (values, column, row, immune, value, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return G_SOURCE_REMOVE;
    }
  if (!adj_cog_chart_values_save_file (values, path, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return G_SOURCE_REMOVE;
    }
  adj_game_error_label_set (self->error, NULL);

  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  int col = s != NULL ? adj_chart_find_column (adj_cog_battle_chart (adj_cog_state_battle (s)), column) : -1;
  if (*text != '\0' && col >= 0)
    {
      const AdjChartCell *now = adj_cog_state_chart_cell (s, row, (guint) col, NULL);
      gboolean same = !now->blank && now->is_text == immune && (immune || now->value == value);
      if (!same && adj_chart_cell (adj_cog_battle_chart (adj_cog_state_battle (s)), row, (guint) col)->blank)
        {
          adj_cog_game_apply (self->parts.session, adj_cog_move_chart ((guint) col, row, immune, value), self->error);
          return G_SOURCE_REMOVE;  /* the game's change refreshes the page */
        }
    }
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* The row that emits "apply" is among those the page lays out again: the
 * value is saved once its signal is over. */
static void
on_apply (AdwEntryRow *entry, AdjCogChartPage *self)
{
  Typed *t = g_new0 (Typed, 1);
  t->page = g_object_ref (self);
  t->column = g_strdup (g_object_get_data (G_OBJECT (entry), "column"));
  t->row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "row"));
  t->text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_idle_add_full (G_PRIORITY_DEFAULT, save_typed, t, (GDestroyNotify) typed_free);
}

static GtkWidget *
fixed_row (const char *what, const char *value, const char *from, gboolean printed)
{
  GtkWidget *row = adj_cog_row (what, from);
  GtkWidget *label = gtk_label_new (value);
  gtk_widget_add_css_class (label, "chart-cell");
  gtk_widget_add_css_class (label, printed ? "rulebook" : "user");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static GtkWidget *
entry_row (AdjCogChartPage *self, const char *what, const char *column, guint row, const char *text,
           const char *from)
{
  GtkWidget *entry = adw_entry_row_new ();
  GtkWidget *label = gtk_label_new (from);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), what);
  gtk_editable_set_text (GTK_EDITABLE (entry), text != NULL ? text : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (entry), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (entry), label);
  g_object_set_data (G_OBJECT (entry), "from", label);
  g_object_set_data_full (G_OBJECT (entry), "column", g_strdup (column), g_free);
  g_object_set_data (G_OBJECT (entry), "row", GUINT_TO_POINTER (row));
  g_signal_connect (entry, "apply", G_CALLBACK (on_apply), self);
  return entry;
}

/* A cell the players type: its text (NULL: empty) and where it comes
 * from, in the game (@col >= 0) or without one. */
static void
typed_cell (const AdjCogState *s, int col, const char *column, guint r, const AdjCogChartValues *values,
            char **value, char **from)
{
  gboolean own_immune = FALSE, in_game = FALSE;
  int own = 0;
  gboolean has_own = adj_cog_chart_values_get (values, column, r, &own_immune, &own);
  const AdjChartCell *game = col >= 0 ? adj_cog_state_chart_cell (s, r, (guint) col, &in_game) : NULL;

  if (in_game)
    {
      g_autofree char *mine = has_own ? cell_text (own_immune, own, r) : NULL;
      *value = cell_text (game->is_text, game->value, r);
      *from = has_own && g_strcmp0 (mine, *value) != 0
                ? g_strdup_printf (_("Typed in this game; your chart says %s"), mine)
                : g_strdup (_("Your value, typed in this game"));
    }
  else if (has_own)
    {
      *value = cell_text (own_immune, own, r);
      *from = g_strdup (col >= 0 ? _("Your value: enters the game with its first combat at these odds")
                                 : _("Your value"));
    }
  else
    {
      *value = NULL;
      *from = g_strdup (_("Not entered"));
    }
}

/* One column: each cell with its source; the cells the rulebook and the
 * battle fill are fixed, the others typed. @col < 0: no game. */
static void
add_column (AdjCogChartPage *self, GtkWidget *box, const AdjCogState *s, int col, const char *column,
            const AdjCogChartValues *values)
{
  /* TRANSLATORS: a column of the Combat Chart, "2-1" odds */
  g_autofree char *title = g_strdup_printf (_("Odds %s"), column);
  GtkWidget *list = adj_cog_section (box, title, NULL);
  g_autofree char *list_name = g_strdup_printf ("column:%s", column);

  gtk_widget_set_name (list, list_name);
  for (guint r = 0; r < 3; r++)
    {
      g_autofree char *what = g_strdup (adj_cog_chart_row_name (r));
      g_autofree char *name = g_strdup_printf ("cell:%s:%s", column, adj_cog_chart_row_key (r));
      int printed;
      const char *cite = NULL;
      const AdjChartCell *battle = col >= 0 ? adj_chart_cell (adj_cog_battle_chart (adj_cog_state_battle (s)), r, (guint) col)
                                            : NULL;
      GtkWidget *row, *typed = NULL;

      what[0] = g_ascii_toupper (what[0]);
      if (battle != NULL ? battle->source == ADJ_CELL_RULEBOOK
                         : adj_cog_chart_printed_cell (column, adj_cog_chart_row_key (r), &printed, &cite))
        {
          g_autofree char *value = battle != NULL ? cell_text (FALSE, battle->value, r) : cell_text (FALSE, printed, r);
          /* TRANSLATORS: the rulebook's example that prints a cell */
          g_autofree char *from = g_strdup_printf (_("Printed in the rulebook (%s)"),
                                                   battle != NULL && battle->cite ? battle->cite : cite);
          row = fixed_row (what, value, from, TRUE);
        }
      else if (battle != NULL && !battle->blank)
        {
          g_autofree char *value = cell_text (battle->is_text, battle->value, r);
          row = fixed_row (what, value, _("The battle file's value: change it in the battle editor"), FALSE);
        }
      else
        {
          g_autofree char *value = NULL, *from = NULL;
          typed_cell (s, col, column, r, values, &value, &from);
          row = typed = entry_row (self, what, column, r, value, from);
        }
      /* NULL: a fixed cell, the battle's, which does not change in a game. */
      if (col >= 0)
        g_ptr_array_add (self->cells, typed);
      gtk_widget_set_name (row, name);
      /* TRANSLATORS: a cell of the Combat Chart: its row at its odds */
      g_autofree char *a11y = g_strdup_printf (_("%s at %s"), what, column);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

static void
on_add_column (AdwEntryRow *entry, AdjCogChartPage *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autoptr (GError) error = NULL;
  AdjRatio odds;
  if (!adj_ratio_parse (text, &odds, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  g_ptr_array_add (self->extra, g_strdup_printf ("%d-%d", odds.num, odds.den));
  rebuild (self);
}

static int
compare_odds (gconstpointer a, gconstpointer b)
{
  AdjRatio x, y;
  adj_ratio_parse (*(const char * const *) a, &x, NULL);
  adj_ratio_parse (*(const char * const *) b, &y, NULL);
  gint64 l = (gint64) x.num * y.den, r = (gint64) y.num * x.den;
  return l < r ? -1 : l > r;
}

/* Without a game: the printed columns, the player's and those he adds. */
static GPtrArray *
own_columns (AdjCogChartPage *self, const AdjCogChartValues *values)
{
  g_autoptr (AdjChart) printed = adj_cog_chart_printed ();
  g_autoptr (GPtrArray) mine = adj_cog_chart_values_columns (values);
  GPtrArray *all = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *sources[] = { mine, self->extra };

  for (guint c = 0; c < adj_chart_n_columns (printed); c++)
    g_ptr_array_add (all, g_strdup (adj_chart_column_key (printed, c)));
  for (guint k = 0; k < G_N_ELEMENTS (sources); k++)
    for (guint i = 0; i < sources[k]->len; i++)
      {
        gboolean seen = FALSE;
        for (guint j = 0; j < all->len; j++)
          seen |= compare_odds (&all->pdata[j], &sources[k]->pdata[i]) == 0;
        if (!seen)
          g_ptr_array_add (all, g_strdup (sources[k]->pdata[i]));
      }
  g_ptr_array_sort (all, compare_odds);
  return all;
}

/* What the page shows of the game: its battle and every cell of the
 * game's chart (the player's own values change only through this page,
 * which then makes its rows again itself). */
static void
describe_battle (const AdjCogState *s, GString *out)
{
  g_string_truncate (out, 0);
  if (s == NULL)
    return;
  g_string_append_printf (out, "%p %s", (gpointer) adj_cog_state_battle (s),
                          adj_cog_battle_get_title (adj_cog_state_battle (s)));
}

static void
describe_game (const AdjCogState *s, GString *out)
{
  describe_battle (s, out);
  if (s == NULL)
    return;
  const AdjChart *chart = adj_cog_battle_chart (adj_cog_state_battle (s));
  for (guint r = 0; r < adj_chart_n_rows (chart); r++)
    for (guint c = 0; c < adj_chart_n_columns (chart); c++)
      {
        gboolean in_game = FALSE;
        const AdjChartCell *cell = adj_cog_state_chart_cell (s, r, c, &in_game);
        g_string_append_printf (out, " %d%d%d%d%s", cell->blank, cell->is_text, cell->value, in_game,
                                cell->is_text && cell->text != NULL ? cell->text : "");
      }
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The cell asked for takes the focus once the page shows its rows; the
 * window keeps the focused control in view (adj-focus-scroll). */
static void
focus_asked (AdjCogChartPage *self)
{
  GtkWidget *row;
  if (self->focus == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self))
      || (row = find_named (self->parts.body, self->focus)) == NULL)
    return;
  g_clear_pointer (&self->focus, g_free);
  gtk_widget_grab_focus (row);
}

/* From the main loop: a page switch gives the focus to the page shown
 * after mapping it (the stack moves it a control on when it is there). */
static gboolean
focus_later (gpointer data)
{
  AdjCogChartPage *self = data;
  self->focus_id = 0;
  focus_asked (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_focus (AdjCogChartPage *self)
{
  if (self->focus != NULL && self->focus_id == 0)
    self->focus_id = g_idle_add (focus_later, self);
}

void
adj_cog_chart_page_focus_cell (AdjCogChartPage *self, const char *name)
{
  g_return_if_fail (ADJ_IS_COG_CHART_PAGE (self));
  g_free (self->focus);
  self->focus = g_strdup (name);
  if (self->parts.built)
    schedule_focus (self);
}

/* The same battle, other cells entered in the game (a combat enters the
 * player's value at its odds, undo takes it out): the typed rows take
 * their new text and source in place, no row is made. */
static void
update_cells (AdjCogChartPage *self, const AdjCogState *s, GString *now)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogChartValues) values = adj_cog_player_chart_load (&error);
  const AdjChart *chart = adj_cog_battle_chart (adj_cog_state_battle (s));

  if (values == NULL)
    values = adj_cog_chart_values_new ();  /* reported when the rows were made */
  for (guint c = 0; c < adj_chart_n_columns (chart); c++)
    for (guint r = 0; r < 3 && c * 3 + r < self->cells->len; r++)
      {
        GtkWidget *row = g_ptr_array_index (self->cells, c * 3 + r);
        g_autofree char *value = NULL, *from = NULL;
        if (row == NULL)
          continue;
        typed_cell (s, (int) c, adj_chart_column_key (chart, c), r, values, &value, &from);
        if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), value != NULL ? value : "") != 0)
          gtk_editable_set_text (GTK_EDITABLE (row), value != NULL ? value : "");
        gtk_label_set_label (g_object_get_data (G_OBJECT (row), "from"), from);
      }
  g_string_assign (self->shown, now->str);
}

/* On a change of the game, or when shown: the rows are made again only
 * for another battle; a change of the game's cells updates the typed rows
 * in place, and an action elsewhere leaves the chart's rows alone. */
static void
adj_cog_chart_page_refresh (AdjCogChartPage *self)
{
  if (!self->parts.built)
    return;
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  g_autoptr (GString) now = g_string_new (NULL);

  gtk_stack_set_visible_child_name (self->parts.state_stack, "game");
  describe_game (s, now);
  if (gtk_widget_get_first_child (self->parts.body) == NULL)
    rebuild (self);
  else if (!g_str_equal (now->str, self->shown->str))
    {
      g_autoptr (GString) battle = g_string_new (NULL);
      describe_battle (s, battle);
      if (s != NULL && g_str_equal (battle->str, self->battle->str))
        update_cells (self, s, now);
      else
        rebuild (self);
    }
  schedule_focus (self);
}

static void
rebuild (AdjCogChartPage *self)
{
  if (!self->parts.built)
    return;
  /* The chart is shown with or without a game. */
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  gtk_stack_set_visible_child_name (self->parts.state_stack, "game");
  gboolean first = gtk_widget_get_first_child (self->parts.body) == NULL;
  adj_cog_clear (self->parts.body);
  g_ptr_array_set_size (self->cells, 0);
  describe_game (s, self->shown);
  describe_battle (s, self->battle);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogChartValues) values = adj_cog_player_chart_load (&error);

  self->error = adj_game_error_label_new ("chart-error");
  if (values == NULL)
    {
      /* A damaged file is reported and left alone: no value is used. */
      adj_game_error_label_set (self->error, error->message);
      values = adj_cog_chart_values_new ();
    }
  gtk_box_append (GTK_BOX (self->parts.body),
                  adj_label_new (s != NULL ? adj_cog_battle_get_title (adj_cog_state_battle (s))
                                           : _("Your Combat Chart, for every game"),
                                 "heading"));
  gtk_box_append (GTK_BOX (self->parts.body),
                  adj_label_new (_("A DRM is a whole number from -6 to +6, or N: that side's units cannot be "
                                   "affected (12.9). The Attacker Loss Limit is how many attackers roll (12.9.2). "
                                   "Type a value and press Enter or the apply button; empty it to forget yours."),
                                 "dim-label"));
  gtk_box_append (GTK_BOX (self->parts.body), self->error);
  /* The columns after the first two, below the fold, are laid out after
   * the page's first frame, when it first shows and no cell is to be
   * focused. */
  GtkWidget *later = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);  /* as the body spaces */
  if (s != NULL)
    {
      const AdjChart *chart = adj_cog_battle_chart (adj_cog_state_battle (s));
      for (guint c = 0; c < adj_chart_n_columns (chart); c++)
        add_column (self, c < 2 ? self->parts.body : later, s, (int) c, adj_chart_column_key (chart, c), values);
    }
  else
    {
      g_autoptr (GPtrArray) columns = own_columns (self, values);
      for (guint c = 0; c < columns->len; c++)
        add_column (self, c < 2 ? self->parts.body : later, NULL, -1, columns->pdata[c], values);
    }
  if (gtk_widget_get_first_child (later) == NULL)
    {
      g_object_ref_sink (later);  /* two columns or fewer: not needed */
      g_object_unref (later);
    }
  else
    {
      gtk_box_append (GTK_BOX (self->parts.body), later);
      if (first && self->focus == NULL)
        adj_first_frame_show_after (GTK_WIDGET (self), later);
    }
  adj_flat_rows (self->parts.body);
  if (s != NULL)
    return;
  GtkWidget *list = adj_cog_section (self->parts.body, _("Another Column"), NULL);
  GtkWidget *add = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add), _("Odds, such as 3-1"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (add), TRUE);
  gtk_widget_set_name (add, "add-column");
  g_signal_connect (add, "apply", G_CALLBACK (on_add_column), self);
  gtk_list_box_append (GTK_LIST_BOX (list), add);
}
