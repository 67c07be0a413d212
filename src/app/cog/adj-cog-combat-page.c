/* adj-cog-combat-page.c: Clash of Giants III, one combat from choice to result
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In an activation with its Combat Action declared (or an SCM's attacks),
 * the players pick the attackers and the units of the defending hex, the
 * artillery each side commits (the attacker first, 13.3), the terrain and
 * the flank. The engine checks the combat against the game and answers:
 * the odds rounded for the defender with every factor (12.9.1), the Combat
 * Chart's column with the source of each cell, and before anyone rolls the
 * exact chance of every step loss and retreat for every unit. Then the
 * rolls, typed or rolled, each unit's result, and Apply: the combat and
 * all its results as one journal step, undone as one. A chart cell the
 * battle leaves blank comes from the player's own Combat Chart, entered
 * in the same step (docs/cog.md).
 *
 * The choices are made once per battle and updated in place (a long
 * game's action costs what a short one's does); the combat worked out
 * below them, a few rows whatever the game's length, is made again when
 * the choice or the game changes.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-chart-page.h"
#include "adj-cog-combat-page.h"
#include "adj-cog-combat.h"
#include "adj-cog-game.h"
#include "adj-place.h"
#include "adj-cog-page.h"
#include "adj-flat-rows.h"

struct _AdjCogCombatPage
{
  GtkWidget          parent_instance;
  AdjCogPageParts    parts;
  AdjCogCombatChoice choice;
  GtkWidget         *error;
  /* Where the choice was made: a new game, turn, step or activation, or
   * an undo, starts a new combat; a chart value typed meanwhile does not. */
  gpointer           journal;
  guint              cursor;
  char              *where;
  char              *blank;     /* the chart page's row of the blank cell that refuses the combat */
  guint              build_id;  /* an update waiting for the main loop */
  AdjCogBattle      *battle;    /* the battle the body was made for (a ref), NULL before */
  GtkWidget         *status;    /* why there is no combat now, hidden when there may be */
  GtkWidget         *choices;   /* adj-cog-combat-choose.c's, per battle */
  GtkWidget         *result;    /* the combat worked out, made again */
  gboolean           hint;      /* result holds only the hint to choose units */
};

ADJ_COG_PAGE_DEFINE (AdjCogCombatPage, adj_cog_combat_page, ADJ_TYPE_COG_COMBAT_PAGE, "cog-combat",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-combat-page.ui")

static void
adj_cog_combat_page_start (AdjCogCombatPage *self)
{
  self->parts.in_place = TRUE;
  adj_cog_combat_choice_init (&self->choice, 0);
}

static void
adj_cog_combat_page_forget (AdjCogCombatPage *self)
{
  g_clear_handle_id (&self->build_id, g_source_remove);
  adj_cog_combat_choice_clear (&self->choice);
  g_clear_pointer (&self->where, g_free);
  g_clear_pointer (&self->blank, g_free);
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
}

void
adj_cog_combat_choice_init (AdjCogCombatChoice *c, guint n_units)
{
  *c = (AdjCogCombatChoice) { .n_units = n_units, .attacker_am = -1, .defender_am = -1, .choosing_am = -1 };
  c->attacker = g_new0 (gboolean, n_units + 1);
  c->role = g_new0 (guint8, n_units + 1);
  c->cavalry_try = g_new0 (gboolean, n_units + 1);
  c->not_rolling = g_new0 (gboolean, n_units + 1);
  c->roll = g_new0 (int, n_units + 1);
}

void
adj_cog_combat_choice_clear (AdjCogCombatChoice *c)
{
  g_clear_pointer (&c->attacker, g_free);
  g_clear_pointer (&c->role, g_free);
  g_clear_pointer (&c->cavalry_try, g_free);
  g_clear_pointer (&c->not_rolling, g_free);
  g_clear_pointer (&c->roll, g_free);
}

void
adj_cog_combat_choice_forget_rolls (AdjCogCombatChoice *c)
{
  for (guint u = 0; u < c->n_units; u++)
    c->roll[u] = 0;
  c->virtual_rolls = FALSE;
}

AdjCogMove *
adj_cog_combat_choice_move (const AdjCogCombatChoice *c, const AdjCogState *s)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_COMBAT);
  AdjCogCombatMove *cm = &m->combat;

  for (guint u = 0; u < c->n_units; u++)
    {
      if (c->attacker[u] && cm->n_attackers < ADJ_COG_MAX_COMBAT_UNITS)
        cm->attackers[cm->n_attackers++] = u;
      if (c->role[u] == ADJ_COG_ROLE_DEFENDS && cm->n_defenders < ADJ_COG_MAX_COMBAT_UNITS)
        {
          cm->defenders[cm->n_defenders++] = u;
          if (c->cavalry_try[u])
            cm->cavalry[cm->n_cavalry++] = (AdjCogUnitRoll) { u, c->roll[u] };
        }
      if (c->role[u] == ADJ_COG_ROLE_RETREATED_IN && cm->n_retreated_in < ADJ_COG_MAX_COMBAT_UNITS)
        cm->retreated_in[cm->n_retreated_in++] = u;
    }
  cm->attacker_am = c->attacker_am;
  cm->defender_am = c->defender_am;
  cm->higher_ground = c->higher_ground;
  cm->town = c->town;
  cm->steep_slope = c->steep_slope;
  cm->flank = c->flank;
  cm->terrain = c->terrain;
  /* Who rolls: the defenders that stand after the cavalry's rolls, and
   * the attackers the attacker chose or, until he does, the engine's
   * default within the loss limit (12.9.2). */
  AdjCogCombatSetup st;
  if (adj_cog_combat_setup (s, cm, &st, NULL) && !st.all_retreated)
    {
      gboolean rollers[ADJ_COG_MAX_COMBAT_UNITS];
      for (guint i = 0; i < st.n_staying && !st.input.defender_immune; i++)
        {
          guint u = cm->defenders[st.staying[i]];
          cm->defender_rolls[cm->n_defender_rolls++] = (AdjCogUnitRoll) { u, c->roll[u] };
        }
      adj_cog_combat_rollers (&st.input, rollers);
      for (guint i = 0; i < cm->n_attackers && !st.input.attacker_immune; i++)
        {
          guint u = cm->attackers[i];
          if (c->rollers_chosen ? !c->not_rolling[u] : rollers[i])
            cm->attacker_rolls[cm->n_attacker_rolls++] = (AdjCogUnitRoll) { u, c->roll[u] };
        }
    }
  adj_cog_combat_setup_clear (&st);
  if (c->virtual_rolls)
    {
      m->has_seed = TRUE;
      m->seed = c->seed;
    }
  return m;
}

static void update (AdjCogCombatPage *self);

static gboolean
update_now (gpointer data)
{
  AdjCogCombatPage *self = data;
  self->build_id = 0;
  update (self);
  return G_SOURCE_REMOVE;
}

/* A choice changed: the page follows once the widget that changed has
 * finished its signal (it may be among the combat's rows made again). */
static void
on_changed (gpointer page)
{
  AdjCogCombatPage *self = page;
  if (self->build_id == 0)
    self->build_id = g_idle_add (update_now, self);
}

/* Every roll typed: the moves that apply the combat in @game, the cells
 * of the player's chart it needs first. */
static void
on_apply (AdjCogCombatPage *self)
{
  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogChartValues) values = adj_cog_player_chart_load (NULL);
  g_autoptr (AdjCogState) with = NULL;
  g_autoptr (AdjCogMove) m = NULL;
  AdjCogCombatSetup st;

  if (s == NULL)
    return;
  with = adj_cog_game_with_player_chart (s, values);
  m = adj_cog_combat_choice_move (&self->choice, with);
  if (!adj_cog_combat_setup (with, &m->combat, &st, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      adj_cog_combat_setup_clear (&st);
      return;
    }
  int col = st.all_retreated ? -1 : (int) st.odds.column;
  adj_cog_combat_setup_clear (&st);

  g_autoptr (GPtrArray) moves = col >= 0 && values != NULL ? adj_cog_chart_values_moves (values, s, (guint) col)
                                                          : g_ptr_array_new_with_free_func ((GDestroyNotify) adj_cog_move_free);
  g_autoptr (AdjCogState) before = adj_cog_state_ref ((AdjCogState *) s);
  for (guint i = 0; i < moves->len; i++)
    {
      AdjCogState *next = adj_cog_game_try (before, moves->pdata[i], &error);
      if (next == NULL)
        {
          adj_game_error_label_set (self->error, error->message);
          return;
        }
      adj_cog_state_unref (before);
      before = next;
    }
  g_autoptr (GPtrArray) group = adj_cog_combat_group (before, m, &error);
  if (group == NULL)
    {
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  for (guint i = 0; i < group->len; i++)
    g_ptr_array_add (moves, adj_cog_move_copy (group->pdata[i]));
  g_clear_pointer (&self->where, g_free);  /* applied: the next combat starts afresh */
  adj_cog_game_apply_group (self->parts.session, moves, self->error);
}

/* Why no combat may be applied now, or NULL. */
static const char *
status_text (const AdjCogState *s)
{
  gboolean special;
  guint index;
  AdjCogSide side;

  if (adj_cog_state_step (s) != ADJ_COG_STEP_ACTIVATION || !adj_cog_state_active_marker (s, &special, &index, &side))
    return _("Combat happens in an activation, after the formation's movement (12.1). No formation is active now.");
  if (adj_cog_state_is_night (s))
    return _("No combat at night (15.2).");
  if (!adj_cog_state_combat_open (s))
    return _("The side has not declared its Combat Action in this activation (6.3.3): you may work out a combat "
             "here, but it is applied only after the declaration, on the Command Cup page.");
  return NULL;
}

/* The chart page's name for the first blank cell of @col, or NULL. */
static char *
blank_cell_name (const AdjCogState *with, guint col)
{
  const AdjChart *chart = adj_cog_battle_chart (adj_cog_state_battle (with));
  for (guint r = 0; col < adj_chart_n_columns (chart) && r < 3; r++)
    if (adj_cog_state_chart_cell (with, r, col, NULL)->blank)
      return g_strdup_printf ("cell:%s:%s", adj_chart_column_key (chart, col), adj_cog_chart_row_key (r));
  return NULL;
}

static GtkWidget *
find_chart_page (GtkWidget *widget)
{
  if (ADJ_IS_COG_CHART_PAGE (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_chart_page (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
on_go_chart (AdjCogCombatPage *self)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkWidget *chart = root != NULL ? find_chart_page (root) : NULL;
  if (chart != NULL && self->blank != NULL)
    adj_cog_chart_page_focus_cell (ADJ_COG_CHART_PAGE (chart), self->blank);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.page", "s", "cog-chart");
}

/* The combat the choice makes, worked out by the engine: made again at
 * every change, the player's place kept. */
static void
build_result (AdjCogCombatPage *self, const AdjCogState *s)
{
  GtkWidget *body = self->result;
  g_autoptr (AdjCogChartValues) values = adj_cog_player_chart_load (NULL);
  g_autoptr (AdjCogState) with = adj_cog_game_with_player_chart (s, values);
  g_autoptr (AdjCogMove) m = adj_cog_combat_choice_move (&self->choice, with);
  g_autoptr (GError) error = NULL;
  AdjCogCombatSetup st;

  if (m->combat.n_attackers == 0 || m->combat.n_defenders == 0)
    {
      /* Nothing chosen, as after every action: the hint stays. */
      if (self->hint)
        return;
      adj_cog_clear (body);
      self->error = NULL;
      self->hint = TRUE;
      gtk_box_append (GTK_BOX (body), adj_label_new (_("Choose the attackers and the units of the defending hex."),
                                                     "dim-label"));
      return;
    }
  g_autoptr (AdjPlace) place = adj_place_save (self->parts.scroller);
  adj_cog_clear (body);
  self->error = NULL;
  self->hint = FALSE;
  if (!adj_cog_combat_setup (with, &m->combat, &st, &error))
    {
      GtkWidget *label = adj_label_new (error->message, "combat-problem");
      gtk_widget_set_name (label, "combat-refusal");
      gtk_box_append (GTK_BOX (body), label);
      if (g_error_matches (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND))
        {
          /* The link lands on the blank cell itself (12.9). */
          g_clear_pointer (&self->blank, g_free);
          self->blank = blank_cell_name (with, st.odds.column);
          GtkWidget *go = adj_cog_button (_("Type It on the _Combat Chart Page"), "go-chart", NULL);
          g_signal_connect_swapped (go, "clicked", G_CALLBACK (on_go_chart), self);
          gtk_widget_set_halign (go, GTK_ALIGN_START);
          gtk_box_append (GTK_BOX (body), go);
        }
      adj_cog_combat_setup_clear (&st);
      return;
    }
  adj_cog_combat_add_odds (body, s, with, &st, &self->choice, on_changed, self);
  adj_cog_combat_add_rolls (body, with, &st, &self->choice, on_changed, self);
  adj_cog_combat_setup_clear (&st);

  GtkWidget *apply = adj_cog_button (_("_Apply the Combat"), "combat-apply",
                                     _("Apply the combat and its results as one step"));
  gtk_widget_add_css_class (apply, "suggested-action");
  gtk_widget_add_css_class (apply, "pill");
  gtk_widget_set_halign (apply, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (apply, "clicked", G_CALLBACK (on_apply), self);
  self->error = adj_game_error_label_new ("combat-error");
  /* Apply under Roll All, the results below it: the last roll typed
   * makes them longer and moves it not (issue 25). */
  GtkWidget *rolls = gtk_widget_get_last_child (body), *after = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (rolls); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (g_strcmp0 (gtk_widget_get_name (c), "combat-roll-all") == 0)
      after = c;
  g_assert (after != NULL);
  gtk_box_insert_child_after (GTK_BOX (rolls), apply, after);
  gtk_box_insert_child_after (GTK_BOX (rolls), self->error, apply);
}

/* The page as the game and the choice stand: the parts made once per
 * battle, their rows set where they differ, the combat made again. */
static void
update (AdjCogCombatPage *self)
{
  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  GtkWidget *body = self->parts.body;

  if (s == NULL)
    {
      adj_cog_clear (body);
      g_clear_pointer (&self->battle, adj_cog_battle_unref);
      self->status = self->choices = self->result = self->error = NULL;
      return;
    }
  AdjCogBattle *b = (AdjCogBattle *) adj_cog_state_battle (s);
  gboolean made = b != self->battle;
  if (made)
    {
      adj_cog_clear (body);
      g_clear_pointer (&self->battle, adj_cog_battle_unref);
      self->battle = adj_cog_battle_ref (b);
      self->status = adj_label_new ("", "combat-problem");
      gtk_widget_set_name (self->status, "combat-status");
      self->choices = adj_cog_combat_choices_new (b, &self->choice, on_changed, self);
      self->result = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      self->error = NULL;
      self->hint = FALSE;
      gtk_box_append (GTK_BOX (body), self->status);
      gtk_box_append (GTK_BOX (body), self->choices);
      gtk_box_append (GTK_BOX (body), self->result);
    }

  const char *status = status_text (s);
  if (status != NULL && g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->status)), status) != 0)
    gtk_label_set_text (GTK_LABEL (self->status), status);
  gtk_widget_set_visible (self->status, status != NULL);
  gboolean special;
  guint index;
  AdjCogSide side;
  gboolean active = adj_cog_state_step (s) == ADJ_COG_STEP_ACTIVATION && !adj_cog_state_is_night (s)
                    && adj_cog_state_active_marker (s, &special, &index, &side);
  gtk_widget_set_visible (self->choices, active);
  gtk_widget_set_visible (self->result, active);
  if (!active)
    return;
  adj_cog_combat_choices_update (self->choices, s);
  /* A unit's row is made the first time it may take part: its title box
   * a grid, so that GTK 4.8 does not search its width per height (rows
   * done before are skipped). */
  adj_flat_rows (self->choices);
  build_result (self, s);
  if (made)
    adj_cog_combat_choices_show_later (self->choices, GTK_WIDGET (self));
}

/* The game changed: a new combat starts from nothing, unless only a
 * chart value was typed (or the page is shown again). */
static void
adj_cog_combat_page_refresh (AdjCogCombatPage *self)
{
  /* Hidden, the page only follows where the combat stands: showing it
   * updates it (its map refreshes). */
  gboolean shown = gtk_widget_get_mapped (GTK_WIDGET (self));
  const AdjCogState *s = shown ? adj_cog_page_refresh (&self->parts)
                         : self->parts.built ? adj_cog_game_state (self->parts.session) : NULL;
  AdjJournal *journal = self->parts.session != NULL ? adj_game_session_get_journal (self->parts.session) : NULL;
  guint cursor = journal != NULL ? adj_journal_get_cursor (journal) : 0;
  gboolean special = FALSE;
  guint index = 0;
  AdjCogSide side = 0;
  g_autofree char *where = NULL;

  if (s != NULL)
    {
      gboolean active = adj_cog_state_active_marker (s, &special, &index, &side);
      where = g_strdup_printf ("%u/%d/%d/%d/%u", adj_cog_state_turn (s), adj_cog_state_step (s), active, special,
                               index);
    }
  if (s == NULL || journal != self->journal || cursor < self->cursor || g_strcmp0 (where, self->where) != 0)
    {
      adj_cog_combat_choice_clear (&self->choice);
      adj_cog_combat_choice_init (&self->choice, s != NULL ? adj_cog_battle_n_units (adj_cog_state_battle (s)) : 0);
      g_free (self->where);
      self->where = g_steal_pointer (&where);
    }
  self->journal = journal;
  self->cursor = cursor;
  if (!shown)
    return;
  g_clear_handle_id (&self->build_id, g_source_remove);
  update (self);
}
