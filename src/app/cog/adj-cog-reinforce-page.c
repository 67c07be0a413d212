/* adj-cog-reinforce-page.c: Clash of Giants III, the reinforcements of the turn
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Mutual Reinforcement Phase (6.3.1), the CSA first: Early Entry for a
 * formation due next turn (9.3, if the player wishes), then the delay of
 * Variable Reinforcements (9.4) and the Entry Hex roll (9.2) for those due
 * now. Each roll is typed from the table or rolled here; before the roll
 * the row says what every face does, asked of the engine face by face.
 * The schedule below shows every reinforcement, its rolls, its listed and
 * alternate Entry Hexes and where it is bound.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-game.h"
#include "adj-cog-page.h"
#include "adj-cog-reinforce-page.h"
#include "adj-roll-row.h"

struct _AdjCogReinforcePage
{
  GtkWidget       parent_instance;
  AdjCogPageParts parts;
  AdjCogBattle   *battle;     /* the schedule's battle (a ref), NULL before */
  GtkWidget      *now;        /* the step's heading, its words set in place */
  GtkWidget      *rolls;      /* the step's rolls, made again when they change */
  GString        *rolls_key;  /* what the rolls were made for */
  GPtrArray      *schedule;   /* per reinforcement, its row */
};

ADJ_COG_PAGE_DEFINE (AdjCogReinforcePage, adj_cog_reinforce_page, ADJ_TYPE_COG_REINFORCE_PAGE, "cog-reinforcements",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-reinforce-page.ui")

static void
adj_cog_reinforce_page_start (AdjCogReinforcePage *self)
{
  self->parts.in_place = TRUE;
  self->schedule = g_ptr_array_new ();
  self->rolls_key = g_string_new (NULL);
}

static void
adj_cog_reinforce_page_forget (AdjCogReinforcePage *self)
{
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  g_clear_pointer (&self->schedule, g_ptr_array_unref);
  if (self->rolls_key != NULL)
    g_string_free (self->rolls_key, TRUE);
  self->rolls_key = NULL;
}

static const char *
formation_name (const AdjCogState *s, guint r)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  return adj_cog_battle_formation (b, adj_cog_battle_reinforcement (b, r)->formation)->name;
}

static AdjCogSide
reinforcement_side (const AdjCogState *s, guint r)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  return adj_cog_battle_formation (b, adj_cog_battle_reinforcement (b, r)->formation)->side;
}

/* What a face does: the turn it now arrives on, or its Entry Hex. */
static char *
face_text (const AdjCogState *before, const AdjCogState *after, guint r, gpointer data)
{
  AdjCogMoveType type = GPOINTER_TO_INT (data);
  AdjCogGroupInfo g;
  adj_cog_state_group (after, r, &g);
  if (type == ADJ_COG_MOVE_ENTRY_ROLL)
    /* TRANSLATORS: a lettered Entry Hex */
    return g_strdup_printf (_("Entry Hex %s"), adj_cog_battle_entry_hex (adj_cog_state_battle (after), g.bound_for));
  if (g.turn == adj_cog_state_turn (before))
    return g_strdup (_("enters this turn"));
  g_autofree char *turn = adj_cog_turn_name (after, g.turn);
  /* TRANSLATORS: %s is a turn, "enters on turn 3 (1500)" */
  return g_strdup_printf (_("enters on %s"), turn);
}

static GtkWidget *
roll_row (AdjCogReinforcePage *self, const AdjCogState *s, guint r, AdjCogMoveType type, const char *faces)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  const AdjCogReinforcement *rf = adj_cog_battle_reinforcement (b, r);
  const char *what = type == ADJ_COG_MOVE_EARLY_ENTRY ? _("Early Entry (9.3)")
                     : type == ADJ_COG_MOVE_VARIABLE_ENTRY ? _("Delay (9.4)") : _("Entry Hex (9.2)");
  /* TRANSLATORS: a formation, then what the roll is: "Gray 2nd Division: Early Entry (9.3)" */
  g_autofree char *title = g_strdup_printf (_("%s: %s"), formation_name (s, r), what);
  GtkWidget *row = adj_roll_row_new (ADJ_DIE_D6, title, faces);
  g_autofree char *name = g_strdup_printf ("%s:%s", adj_cog_move_type_id (type), rf->id);

  gtk_widget_set_name (row, name);
  adj_cog_roll_row_bind (row, self->parts.session, type, r);
  return row;
}

/* The step's rolls: a row per reinforcement that rolls now, with what
 * each face would do. They are made again only when those words change
 * (a roll, a step of the Reinforcement Phase), so an action elsewhere in
 * the turn leaves them, and the layout, alone. */
static void
add_rolls (AdjCogReinforcePage *self, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  AdjCogStep step = adj_cog_state_step (s);
  gboolean early = step == ADJ_COG_STEP_EARLY_CSA || step == ADJ_COG_STEP_EARLY_UNION;
  gboolean historical = adj_cog_state_option (s, ADJ_COG_OPTION_HISTORICAL_ENTRY);
  g_autoptr (GPtrArray) faces = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) key = g_string_new (NULL);
  GtkWidget *list = NULL;

  g_string_append_printf (key, "%d %d", step, historical);
  for (guint r = 0; r < adj_cog_battle_n_reinforcements (b); r++)
    {
      AdjCogMoveType type;
      char *f = NULL;
      if (adj_cog_state_reinforcement_roll (s, r, &type))
        {
          f = adj_cog_game_faces (s, type, r, face_text, GINT_TO_POINTER (type));
          g_string_append_printf (key, "\n%u %d %s", r, type, f);
        }
      g_ptr_array_add (faces, f);
    }
  if (g_str_equal (key->str, self->rolls_key->str) && gtk_widget_get_first_child (self->rolls) != NULL)
    return;
  g_string_assign (self->rolls_key, key->str);
  adj_cog_clear (self->rolls);
  for (guint r = 0; r < adj_cog_battle_n_reinforcements (b); r++)
    {
      AdjCogMoveType type;
      if (faces->pdata[r] == NULL || !adj_cog_state_reinforcement_roll (s, r, &type))
        continue;
      if (list == NULL)
        {
          /* TRANSLATORS: %s is a side, "Confederate rolls" */
          g_autofree char *title = g_strdup_printf (_("%s Rolls"), adj_cog_side_name (s, reinforcement_side (s, r)));
          list = adj_cog_section (self->rolls, title,
                                  early ? _("A formation due next turn may try to enter early, one at a time; "
                                            "each tries once, and a formation advanced or delayed rolls nothing "
                                            "more (9.3). Trying is your choice: end the step when you are done.")
                                        : _("Each formation due this turn rolls for its delay, then (unless "
                                            "delayed) for its Entry Hex (9.4, 9.2)."));
          gtk_widget_set_name (list, "reinforcement-rolls");
        }
      gtk_list_box_append (GTK_LIST_BOX (list), roll_row (self, s, r, type, faces->pdata[r]));
    }
  if (list == NULL && step <= ADJ_COG_STEP_REINFORCE_UNION)
    gtk_box_append (GTK_BOX (self->rolls),
                    adj_label_new (historical
                                     ? _("Historical arrivals are in play: every formation enters on its listed turn "
                                         "and hex, without rolls (9.2, optional rule).")
                                     : _("Nobody rolls in this step."),
                                   "dim-label"));
  gtk_widget_set_visible (self->rolls, gtk_widget_get_first_child (self->rolls) != NULL);
}

/* One line per reinforcement: due when and where, its rolls, where bound. */
static char *
schedule_line (const AdjCogState *s, guint r)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  const AdjCogReinforcement *rf = adj_cog_battle_reinforcement (b, r);
  AdjCogGroupInfo g;
  GString *line = g_string_new (NULL);
  g_autofree char *printed = adj_cog_turn_name (s, rf->turn);

  adj_cog_state_group (s, r, &g);
  /* TRANSLATORS: the printed turn and Entry Hex of a reinforcement */
  g_string_append_printf (line, _("Due on %s at Entry Hex %s"), printed, adj_cog_battle_entry_hex (b, rf->entry));
  if (rf->alternate >= 0)
    g_string_append_printf (line, _(", alternate %s on a roll of 5\u20136"), adj_cog_battle_entry_hex (b, (guint) rf->alternate));
  if (g.early_roll)
    g_string_append_printf (line, _(". Early Entry roll %d"), g.early_roll);
  if (g.variable_roll)
    g_string_append_printf (line, _(". Delay roll %d"), g.variable_roll);
  if (g.entry_roll)
    g_string_append_printf (line, _(". Entry Hex roll %d"), g.entry_roll);
  if (g.arrived)
    g_string_append_printf (line, _(". Arrived at Entry Hex %s."), adj_cog_battle_entry_hex (b, g.bound_for));
  else
    {
      g_autofree char *when = adj_cog_turn_name (s, g.turn);
      /* TRANSLATORS: where and when a reinforcement will arrive as things stand */
      g_string_append_printf (line, _(". Bound for Entry Hex %s on %s."), adj_cog_battle_entry_hex (b, g.bound_for),
                              when);
    }
  return g_string_free (line, FALSE);
}

/* The schedule: a row per reinforcement, made once per battle; an action
 * sets the lines that changed. */
static void
add_schedule (AdjCogReinforcePage *self, const AdjCogState *s, GtkWidget *box)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  g_ptr_array_set_size (self->schedule, 0);
  if (adj_cog_battle_n_reinforcements (b) == 0)
    {
      gtk_box_append (GTK_BOX (box), adj_label_new (_("This battle has no reinforcements."), "dim-label"));
      return;
    }
  GtkWidget *list = adj_cog_section (box, _("Reinforcement Schedule"),
                                     _("When two formations of both sides reach one Entry Hex, the CSA keeps it "
                                       "and the Union moves to the nearest lower lettered hex (9.2). Arriving "
                                       "units leave their Entry Hex on the turn they enter (9.5)."));
  gtk_widget_set_name (list, "reinforcement-schedule");
  for (guint r = 0; r < adj_cog_battle_n_reinforcements (b); r++)
    {
      g_autofree char *title = g_strdup_printf ("%s (%s)", formation_name (s, r),
                                                adj_cog_side_name (s, reinforcement_side (s, r)));
      GtkWidget *row = adj_cog_row (title, NULL);
      g_autofree char *name = g_strdup_printf ("schedule:%s", adj_cog_battle_reinforcement (b, r)->id);
      gtk_widget_set_name (row, name);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (self->schedule, row);
    }
}

static void
adj_cog_reinforce_page_refresh (AdjCogReinforcePage *self)
{
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  if (s == NULL)
    return;
  AdjCogBattle *b = (AdjCogBattle *) adj_cog_state_battle (s);
  g_autofree char *now = g_strdup_printf ("%s: %s", adj_cog_step_phase (adj_cog_state_step (s)),
                                          adj_cog_step_name (adj_cog_state_step (s)));

  if (b != self->battle)
    {
      GtkWidget *schedule = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);  /* as the body spaces */
      g_clear_pointer (&self->battle, adj_cog_battle_unref);
      self->battle = adj_cog_battle_ref (b);
      adj_cog_clear (self->parts.body);
      self->now = adj_label_new (now, "heading");
      gtk_widget_set_name (self->now, "reinforcement-step");
      self->rolls = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      g_string_truncate (self->rolls_key, 0);
      gtk_box_append (GTK_BOX (self->parts.body), self->now);
      gtk_box_append (GTK_BOX (self->parts.body), self->rolls);
      gtk_box_append (GTK_BOX (self->parts.body), schedule);
      add_schedule (self, s, schedule);
    }
  /* The heading and the long schedule are kept and set where they
   * differ; the step's few rolls are made again when they change. */
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->now)), now) != 0)
    gtk_label_set_text (GTK_LABEL (self->now), now);
  add_rolls (self, s);
  for (guint r = 0; r < self->schedule->len; r++)
    {
      g_autofree char *line = schedule_line (s, r);
      GtkWidget *row = self->schedule->pdata[r];
      if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), line) != 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), line);
    }
}
