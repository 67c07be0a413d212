/* adj-cog-game.c: what every Clash of Giants III page asks of the game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages never work a rule out themselves: a move is recorded through
 * the session (one step, one undo), and "what would this roll do" is the
 * engine's pure transition applied to the state at hand, face by face,
 * with nothing recorded.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-game.h"
#include "adj-cog-page.h"
#include "adj-roll-row.h"
#include "adj-label.h"

const AdjCogState *
adj_cog_game_state (AdjGameSession *session)
{
  if (session == NULL || adj_game_session_get_ruleset (session) != &adj_cog_ruleset)
    return NULL;
  return adj_game_session_get_game_state (session);
}

/* The pages rebuild on the session's "changed", which may drop the
 * label before the refusal is shown: it is kept alive meanwhile. */
static void
show_error (GtkWidget *error_label, gboolean ok, const GError *error)
{
  adj_game_error_label_set (error_label, ok ? NULL : error->message);
  g_clear_object (&error_label);
}

gboolean
adj_cog_game_apply (AdjGameSession *session, AdjCogMove *move, GtkWidget *error_label)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *label = error_label != NULL ? g_object_ref (error_label) : NULL;
  gboolean ok = adj_game_session_apply (session, move, &error);

  adj_cog_move_free (move);
  show_error (label, ok, error);
  return ok;
}

gboolean
adj_cog_game_apply_group (AdjGameSession *session, GPtrArray *moves, GtkWidget *error_label)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *label = error_label != NULL ? g_object_ref (error_label) : NULL;
  gboolean ok = adj_game_session_apply_group (session, (gconstpointer const *) moves->pdata, moves->len, &error);

  show_error (label, ok, error);
  return ok;
}

AdjCogState *
adj_cog_game_try (const AdjCogState *state, const AdjCogMove *move, GError **error)
{
  return adj_cog_ruleset.state_apply (state, move, error);
}

AdjCogMove *
adj_cog_game_roll_move (AdjCogMoveType type, guint index, int roll)
{
  if (roll >= 1)
    return adj_cog_move_roll (type, index, roll);
  return adj_cog_move_roll_virtual (type, index, adj_game_session_new_seed ());
}

char *
adj_cog_game_faces (const AdjCogState *state, AdjCogMoveType type, guint index, AdjCogFaceText text, gpointer data)
{
  char *results[6] = { NULL };
  GString *out = g_string_new (NULL);

  for (int face = 1; face <= 6; face++)
    {
      g_autoptr (AdjCogMove) move = adj_cog_move_roll (type, index, face);
      g_autoptr (AdjCogState) after = adj_cog_game_try (state, move, NULL);
      results[face - 1] = after != NULL ? text (state, after, index, data) : g_strdup (_("refused"));
    }
  for (int first = 0; first < 6;)
    {
      int last = first;
      while (last + 1 < 6 && g_strcmp0 (results[last + 1], results[first]) == 0)
        last++;
      g_autofree char *faces = first == last ? g_strdup_printf ("%d", first + 1)
                                             : g_strdup_printf ("%d\u2013%d", first + 1, last + 1);
      /* TRANSLATORS: die faces, their chance in six, what they do: "1–3 (3 in 6): enters this turn" */
      g_string_append_printf (out, _("%s%s (%d in 6): %s"), out->len ? " · " : "", faces, last - first + 1,
                              results[first]);
      first = last + 1;
    }
  for (int i = 0; i < 6; i++)
    g_free (results[i]);
  return g_string_free (out, FALSE);
}

const char *
adj_cog_side_name (const AdjCogState *state, AdjCogSide side)
{
  return adj_cog_battle_side_name (adj_cog_state_battle (state), side);
}

char *
adj_cog_turn_name (const AdjCogState *state, guint turn)
{
  const AdjCogBattle *b = adj_cog_state_battle (state);
  if (turn >= adj_cog_battle_n_turns (b))
    return g_strdup (_("after the last turn"));
  const AdjCogTurn *t = adj_cog_battle_turn (b, turn);
  /* TRANSLATORS: a turn's label and time on the turn track, "turn 3 (0600)" */
  return t->time != NULL ? g_strdup_printf (_("turn %s (%s)"), t->label, t->time)
                         : g_strdup_printf (_("turn %s"), t->label);
}

char *
adj_cog_unit_line (const AdjCogState *state, guint unit)
{
  const AdjCogUnit *u = adj_cog_battle_unit (adj_cog_state_battle (state), unit);
  GString *line = g_string_new (u->name);
  switch (adj_cog_state_unit_status (state, unit))
    {
    case ADJ_COG_UNIT_WAITING:
      g_string_append (line, _(", to arrive"));
      break;
    case ADJ_COG_UNIT_ELIMINATED:
      g_string_append (line, _(", eliminated"));
      break;
    default:
      /* TRANSLATORS: a unit's current and full steps (3.2.6) */
      g_string_append_printf (line, _(", %d of %d steps"), adj_cog_state_unit_steps (state, unit), u->steps);
      break;
    }
  /* TRANSLATORS: the Tactical Efficiency Rating (3.2.7) */
  g_string_append_printf (line, _(", TER %d"), u->ter);
  if (u->type == ADJ_COG_CAVALRY)
    g_string_append (line, _(", cavalry"));
  if (!u->may_attack)
    g_string_append (line, _(", never attacks"));
  return g_string_free (line, FALSE);
}

char *
adj_cog_player_chart_path (void)
{
  return adj_paths_user_file ("cog-combat-chart.json");
}

AdjCogChartValues *
adj_cog_player_chart_load (GError **error)
{
  g_autofree char *path = adj_cog_player_chart_path ();
  return adj_cog_chart_values_load_file (path, error);
}

AdjCogState *
adj_cog_game_with_player_chart (const AdjCogState *state, const AdjCogChartValues *values)
{
  AdjCogState *with = adj_cog_state_ref ((AdjCogState *) state);
  guint n = adj_chart_n_columns (adj_cog_battle_chart (adj_cog_state_battle (state)));
  for (guint col = 0; values != NULL && col < n; col++)
    {
      g_autoptr (GPtrArray) moves = adj_cog_chart_values_moves (values, with, col);
      for (guint i = 0; i < moves->len; i++)
        {
          AdjCogState *next = adj_cog_game_try (with, moves->pdata[i], NULL);
          if (next == NULL)
            continue;
          adj_cog_state_unref (with);
          with = next;
        }
    }
  return with;
}

const char *
adj_cog_page_for_step (const AdjCogState *state)
{
  switch (adj_cog_state_step (state))
    {
    case ADJ_COG_STEP_EARLY_CSA:
    case ADJ_COG_STEP_EARLY_UNION:
    case ADJ_COG_STEP_REINFORCE_CSA:
    case ADJ_COG_STEP_REINFORCE_UNION:
    case ADJ_COG_STEP_PLACE:
      return "cog-reinforcements";
    case ADJ_COG_STEP_ARTILLERY:
      return "cog-artillery";
    case ADJ_COG_STEP_ACTIVATION:
      return adj_cog_state_combat_open (state) ? "cog-combat" : "cog-command";
    case ADJ_COG_STEP_CUP:
    case ADJ_COG_STEP_DRAW:
    case ADJ_COG_STEP_REPLACE_CSA:
    case ADJ_COG_STEP_REPLACE_UNION:
      return "cog-command";
    case ADJ_COG_STEP_RETREAT:
    case ADJ_COG_STEP_SURRENDER:
      return "cog-forces";
    case ADJ_COG_STEP_TURN_END:
      return "cog-turn";  /* the Automatic Victory, with the points */
    default:
      return "cog-victory";
    }
}

const char *
adj_cog_page_title (const char *page)
{
  static const struct { const char *name, *title; } titles[] = {
    { "cog-turn", N_("Turn & Phase") },
    { "cog-reinforcements", N_("Reinforcements") },
    { "cog-artillery", N_("Artillery") },
    { "cog-command", N_("Command Cup") },
    { "cog-combat", N_("Combat") },
    { "cog-forces", N_("Forces") },
    { "cog-victory", N_("Victory Points") },
    { "cog-chart", N_("Combat Chart") },
  };
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_strcmp0 (titles[i].name, page) == 0)
      return _(titles[i].title);
  return page;
}

void
adj_cog_clear (GtkWidget *box)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_LIST_BOX (box))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

GtkWidget *
adj_cog_box_row (GtkWidget *child)
{
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_widget_set_margin_top (child, 8);
  gtk_widget_set_margin_bottom (child, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  return row;
}

typedef struct {
  AdjGameSession *session;  /* the page's, which outlives its rows */
  AdjCogMoveType type;
  guint index;
} RollBinding;

static void
on_roll_typed (AdjRollRow *row, int roll, RollBinding *b)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogMove) m = adj_cog_game_roll_move (b->type, b->index, roll);
  if (!adj_game_session_apply (b->session, m, &error))
    adj_roll_row_set_message (row, error->message, TRUE);
}

static void
on_roll_rolled (AdjRollRow *row, RollBinding *b)
{
  on_roll_typed (row, 0, b);
}

void
adj_cog_roll_row_bind (GtkWidget *row, AdjGameSession *session, AdjCogMoveType type, guint index)
{
  RollBinding *b = g_new (RollBinding, 1);
  *b = (RollBinding) { session, type, index };
  g_object_set_data_full (G_OBJECT (row), "roll-binding", b, g_free);
  g_signal_connect (row, "typed", G_CALLBACK (on_roll_typed), b);
  g_signal_connect (row, "rolled", G_CALLBACK (on_roll_rolled), b);
}

GtkWidget *
adj_cog_section (GtkWidget *box, const char *title, const char *description)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *heading = adj_label_new (title, "heading");

  gtk_widget_set_margin_top (heading, 6);
  gtk_box_append (GTK_BOX (box), heading);
  if (description != NULL)
    gtk_box_append (GTK_BOX (box), adj_label_new (description, "dim-label"));
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_box_append (GTK_BOX (box), list);
  return list;
}

#define ROW_LINES 12

GtkWidget *
adj_cog_row (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (title != NULL)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* Bounded lines, more than any text needs at 360 px: a label that may
   * end in "…" has a narrow minimum width at any height, so GTK 4.8's
   * box asks the row's text its width for a height in one search over
   * layouts, not in a search of such searches (a subtitle changed by a
   * Command Track roll: 69 layouts of it, now 33). */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), ROW_LINES);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), ROW_LINES);
  adj_label_plain_natural_widths (row);
  return row;
}

void
adj_cog_row_set_subtitle (GtkWidget *row, const char *subtitle)
{
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

GtkWidget *
adj_cog_button (const char *label, const char *name, const char *a11y)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), GTK_NATURAL_WRAP_NONE);
  if (a11y != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  return button;
}
