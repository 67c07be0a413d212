/* adj-combat-apply.c: a combat result applied to the current game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When every unit a result (11.1-11.3) touches was picked from the game,
 * the calculator offers to apply it. The cohesion checks the result calls
 * for (2.4) are asked for one at a time, typed or rolled, because which
 * check comes next depends on the ones before (a unit withdrawn takes no
 * more effects): the engine says which (adj_effects_next_check). It plays
 * the result with those rolls; each check (with its roll, whose failure
 * makes the Disorder), Disorder, withdrawal, elimination and retreat it
 * gives becomes a journal move (adj_effect_move), after the roll that
 * decided the result (the charge roll, 10.22), and the moves are checked
 * as a whole against the game state, then recorded through the session as
 * ONE move group, so one Apply is one undo step, the journal line shows
 * every roll, and the Journal page and the autosave see them. A unit whose
 * cohesion the player changed rolls its checks against the player's value,
 * which the journal names. Advances and offers are for the players to
 * carry out: they are listed, not applied.
 *
 * Each retreat asks for the one the player made on the table (an
 * AdjRetreatRow): its length (11.22) and path, which the engine expands
 * into the fords' and frontal hexes' Disorders, an elimination or a
 * withdrawal (11.24-11.27), and a friendly unit displaced with its check
 * (11.26), before the result is played. A prelude of actions from the
 * page (the record that a unit fired) goes first, in the same check and
 * the same recording.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-combat-apply.h"
#include "adj-glory-session.h"
#include "adj-combat-retreats.h"
#include "adj-game-session.h"
#include "adj-retreat-row.h"
#include "adj-roll-entry.h"
#include "adj-window-actions.h"

struct _AdjCombatApply
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkLabel       *status;
  GtkWidget      *retreats;    /* GtkBox of AdjRetreatRow */
  GPtrArray      *rows;        /* AdjRetreatRow, one per retreat of a game unit */
  GArray         *row_of;      /* int per effect of @effects: its row, or -1 */
  GtkWidget      *checks;      /* GtkBox of (label, AdjRollEntry) rows */
  GPtrArray      *rolls;       /* AdjRollEntry, one per check asked for */
  GtkLabel       *preview;
  GtkWidget      *button;
  GtkWidget      *last_action; /* the button, or the last widget added under it */
  GtkWidget      *error;
  GtkLabel       *done;

  AdjGameSession *session;
  gboolean        watching, applying, applied, friends_stale;
  /* Where the game stood just after this result was applied: a later
   * step (the fire recorded) leaves it applied; an undo past it does not. */
  AdjJournal     *applied_journal;
  guint           applied_cursor;
  GArray         *effects;     /* AdjEffect, own copy */
  GArray         *expanded;    /* @effects with each retreat's path expanded */
  guint           starts[ADJ_RETREATS_MAX_ROWS];  /* where each row's effects start in @expanded */
  GPtrArray      *prelude;     /* AdjAction, recorded before the result's; or NULL */
  GArray         *firers;      /* int: game units whose fire goes with the result */
  AdjFireKind     fire_kind;
  AdjAction      *decider;     /* the roll that decided the result, recorded first; or NULL */
  AdjCombatState  state;
  AdjGameUnitIds  ids;
  AdjGameUnitRatings ratings;
};

G_DEFINE_FINAL_TYPE (AdjCombatApply, adj_combat_apply, GTK_TYPE_WIDGET)

/* More checks than any charge result has (two per unit at most, and one
 * per unit displaced, 11.26). */
#define MAX_ROLLS (4 * ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS)

/* The game's unit an effect falls on, -1 for none; a displaced unit's
 * effects carry the number of the row that displaced it. */
static int
game_unit (AdjCombatApply *self, const AdjEffect *e)
{
  if (e->stack == ADJ_EFFECT_OTHER_UNIT)
    return e->unit < self->rows->len ? adj_retreat_row_get_displaced (self->rows->pdata[e->unit]) : -1;
  return adj_effect_on_stack (e) ? self->ids[e->side][e->stack][e->unit] : -1;
}

/* The player's own cohesion for the unit an effect falls on, or -1. */
static int
player_rating (AdjCombatApply *self, const AdjEffect *e)
{
  return adj_effect_on_stack (e) ? self->ratings[e->side][e->stack][e->unit] : -1;
}

static gboolean
play (AdjCombatApply *self, guint n_effects, const int *rolls, guint n_rolls, GArray *applied)
{
  return adj_effects_apply_first (&self->state, self->expanded, n_effects, rolls, n_rolls, applied, NULL);
}

/* @expanded and @starts from the result and the retreat rows, with the
 * rolls typed so far; FALSE when a row's choices are refused. */
static gboolean
expand (AdjCombatApply *self, const AdjGameState *game, const int *rolls, guint n_rolls)
{
  gboolean ok;

  g_clear_pointer (&self->expanded, g_array_unref);
  self->expanded = adj_combat_retreats_expand (self->effects, self->row_of, self->rows, &self->state, game,
                                               rolls, n_rolls, self->starts, &ok);
  return ok;
}

/* The journal moves of what the engine applied, after the prelude; the
 * effects that are no move (advances, offers, units not of the game) are
 * described in @others, for the players to carry out. */
static GPtrArray *
actions_of (AdjCombatApply *self, const AdjGameState *game, const GArray *applied, GString *others)
{
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_action_free);

  if (self->decider != NULL)
    g_ptr_array_add (actions, adj_action_copy (self->decider));
  for (guint i = 0; self->prelude != NULL && i < self->prelude->len; i++)
    g_ptr_array_add (actions, adj_action_copy (self->prelude->pdata[i]));
  /* The firers' fire as the game has it now: one that has fired already
   * (recorded on its own) is left out (9.12, 10.31). */
  if (game != NULL && self->firers != NULL && self->firers->len > 0)
    g_ptr_array_extend_and_steal (actions, adj_fire_record_moves (game, self->fire_kind, (const int *) self->firers->data,
                                                                  self->firers->len, -1));
  for (guint i = 0; i < applied->len; i++)
    {
      const AdjEffect *e = &g_array_index (applied, AdjEffect, i);
      /* A Defensive Fire check names the defenders that fired (10.33),
       * so the engine knows whose fire the charger has taken. */
      AdjAction *move = adj_effect_move_in (e, game_unit (self, e), player_rating (self, e), self->ids);

      if (move != NULL)
        g_ptr_array_add (actions, move);
      else if (others != NULL && e->kind != ADJ_EFFECT_CHECK)
        g_string_append_printf (others, "\n\u2022 %s (%s)", e->text, e->rule);
    }
  return actions;
}

/* The checks the engine rolled, with how they went, a line each. */
static void
append_checks (GString *text, const GArray *applied)
{
  for (guint i = 0; i < applied->len; i++)
    {
      const AdjEffect *e = &g_array_index (applied, AdjEffect, i);
      if (e->kind == ADJ_EFFECT_CHECK)
        g_string_append_printf (text, "%s (%s)\n", e->text, e->rule);
    }
}

static void
clear_rolls_from (AdjCombatApply *self, guint n)
{
  while (self->rolls->len > n)
    {
      GtkWidget *entry = g_ptr_array_steal_index (self->rolls, self->rolls->len - 1);
      gtk_box_remove (GTK_BOX (self->checks), gtk_widget_get_parent (entry));
    }
}

static void update (AdjCombatApply *self);

static void
ask_check (AdjCombatApply *self, guint n, const AdjEffect *e)
{
  if (self->rolls->len > n)
    return;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *text = g_strdup_printf (_("Cohesion check %u: %s (%s)"), n + 1, e->text, e->rule);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *entry = adj_roll_entry_new ();
  g_autofree char *name = g_strdup_printf ("check-roll-%u", n);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_name (entry, name);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), entry);
  gtk_box_append (GTK_BOX (self->checks), row);
  g_ptr_array_add (self->rolls, entry);
  g_signal_connect_swapped (entry, "notify::roll", G_CALLBACK (update), self);
}

static void
set_status (AdjCombatApply *self, const char *status)
{
  gtk_label_set_text (self->status, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status), status != NULL);
}

/* The rolls typed so far, up to the first empty one. */
static guint
typed_rolls (AdjCombatApply *self, int *rolls)
{
  guint k = 0;
  while (k < self->rolls->len && k < MAX_ROLLS && (rolls[k] = adj_roll_entry_get_roll (self->rolls->pdata[k])) >= 0)
    k++;
  return k;
}

/* The engine plays @actions as one group on @game (nothing is recorded),
 * describing each in @text; FALSE with its refusal. */
static gboolean
trial_run (const AdjGameState *game, GPtrArray *actions, GString *text, GError **error)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (AdjGameState) after = adj_action_apply_all (game, actions, lines, error);

  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (text, "\n\u2022 %s", (const char *) lines->pdata[i]);
  return after != NULL;
}

/* What the widget can say before the rolls: NULL when it may go on. */
static const char *
blocker (AdjCombatApply *self, const AdjGameState *game)
{
  gboolean any = FALSE, all_picked = TRUE;

  for (guint i = 0; i < self->effects->len; i++)
    {
      const AdjEffect *e = &g_array_index (self->effects, AdjEffect, i);
      if (adj_effect_changes_unit (e))
        {
          any = TRUE;
          all_picked &= game_unit (self, e) >= 0;
        }
    }
  if (game == NULL)
    return _("Start or open a game and pick its units to apply the result to it.");
  /* A prelude (the record that a unit fired) is worth recording alone. */
  if (!any && (self->prelude == NULL || self->prelude->len == 0))
    return _("The result changes no unit: there is nothing to apply.");
  if (!all_picked)
    return _("Pick every unit the result affects from the game to apply it.");
  return NULL;
}

/* The friendly units each retreat may displace (11.26): the game's
 * units on the map but those of this combat. */
static void
refresh_friends (AdjCombatApply *self, const AdjGameState *game)
{
  g_autoptr (GArray) combat = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint side = 0; side < 2; side++)
    for (guint s = 0; s < self->state.n_stacks[side] && s < ADJ_CHARGE_MAX_HEXES; s++)
      for (guint u = 0; u < self->state.n_units[side][s] && u < ADJ_STACK_MAX_UNITS; u++)
        if (self->ids[side][s][u] >= 0)
          g_array_append_val (combat, (guint) { (guint) self->ids[side][s][u] });
  for (guint r = 0; r < self->rows->len; r++)
    adj_retreat_row_set_friends (self->rows->pdata[r], game, combat);
  self->friends_stale = FALSE;
}

/* A retreat changed: a displaced unit's check comes or goes (11.26), so
 * the rolls typed after it may answer other checks now: those are asked
 * again, the ones before it stay. */
static void
on_row_changed (AdjRetreatRow *row, AdjCombatApply *self)
{
  const AdjGameState *game = self->session != NULL ? adj_glory_session_get_state (self->session) : NULL;
  guint r;
  int rolls[MAX_ROLLS];

  if (game != NULL && self->expanded != NULL && g_ptr_array_find (self->rows, row, &r))
    {
      g_autoptr (GArray) before = g_array_ref (self->expanded);
      guint start = self->starts[r];
      guint k = typed_rolls (self, rolls);
      expand (self, game, rolls, k);
      if (!adj_effects_same_checks (before, start, self->expanded, self->starts[r]))
        clear_rolls_from (self, adj_effects_rolls_used (&self->state, before, start, rolls, k));
    }
  update (self);
}

static void
update (AdjCombatApply *self)
{
  const AdjGameState *game = self->session != NULL ? adj_glory_session_get_state (self->session) : NULL;
  g_autoptr (GError) error = NULL;
  const char *why;
  int rolls[MAX_ROLLS];

  /* Shown with no result too (off): a roll typed then moves nothing. */
  gtk_widget_set_sensitive (self->button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->preview), FALSE);
  if (self->effects == NULL)
    {
      set_status (self, NULL);
      gtk_widget_set_visible (self->checks, FALSE);
      gtk_widget_set_visible (self->retreats, FALSE);
    }
  if (self->effects == NULL || self->applying)
    return;
  why = blocker (self, game);
  gtk_widget_set_visible (self->checks, why == NULL && !self->applied);
  gtk_widget_set_visible (self->retreats, why == NULL && !self->applied && self->rows->len > 0);
  if (why != NULL || self->applied)
    {
      set_status (self, why);
      return;
    }
  if (self->friends_stale)
    refresh_friends (self, game);

  guint k = typed_rolls (self, rolls);
  if (!expand (self, game, rolls, k))
    {
      set_status (self, _("Set each retreat as the rules allow it (11.2): see the message under it."));
      return;
    }
  g_autoptr (GArray) applied = adj_effects_new ();
  if (!play (self, self->expanded->len, rolls, k, applied))
    {
      /* The next check the result needs, as the engine finds it. */
      int next = adj_effects_next_check (&self->state, self->expanded, rolls, k);
      if (next >= 0 && k < MAX_ROLLS)
        ask_check (self, k, &g_array_index (self->expanded, AdjEffect, next));
      clear_rolls_from (self, k + 1);
      set_status (self, self->rows->len > 0
                          ? _("Set each retreat as made on the table, then type or roll each cohesion check "
                              "the result calls for (2.4, 11.2).")
                          : _("Type or roll each cohesion check the result calls for (2.4)."));
      gtk_widget_set_visible (self->checks, TRUE);
      return;
    }
  clear_rolls_from (self, k);
  set_status (self, NULL);
  gtk_widget_set_visible (self->checks, k > 0);

  g_autoptr (GPtrArray) actions = actions_of (self, game, applied, NULL);
  GString *text = g_string_new (NULL);
  append_checks (text, applied);
  g_string_append (text, actions->len > 0 ? _("The journal will record:")
                                          : _("No unit of the game changes: there is nothing to apply."));
  gboolean ok = trial_run (game, actions, text, &error);
  if (!ok)
    {
      g_autofree char *msg = g_strdup_printf (_("The game refuses the result: %s"), error->message);
      adj_game_error_label_set (self->error, msg);
    }
  else
    adj_game_error_label_set (self->error, NULL);
  gtk_label_set_text (self->preview, text->str);
  g_string_free (text, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->preview), ok);
  gtk_widget_set_sensitive (self->button, ok && actions->len > 0);
}

static void
on_apply (AdjCombatApply *self)
{
  const AdjGameState *game = self->session != NULL ? adj_glory_session_get_state (self->session) : NULL;
  g_autoptr (GArray) applied = adj_effects_new ();
  g_autoptr (GError) error = NULL;
  int rolls[MAX_ROLLS];
  guint k = typed_rolls (self, rolls);

  if (game == NULL || self->effects == NULL || self->applied || blocker (self, game) != NULL
      || !expand (self, game, rolls, k) || !play (self, self->expanded->len, rolls, k, applied))
    return;
  GString *others = g_string_new (NULL);
  g_autoptr (GPtrArray) actions = actions_of (self, game, applied, others);
  if (actions->len == 0)
    {
      /* Nothing changes in the game (the button says so by being off). */
      g_string_free (others, TRUE);
      return;
    }
  GString *text = g_string_new (NULL);
  append_checks (text, applied);
  g_string_append (text, _("Applied to the game:"));

  /* All or nothing: the whole list passes the engine's checks first. */
  if (!trial_run (game, actions, text, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("The game refuses the result: %s"), error->message);
      adj_game_error_label_set (self->error, msg);
      g_string_free (others, TRUE);
      g_string_free (text, TRUE);
      return;
    }
  /* One player action, one step: undo takes it all back at once. */
  self->applying = TRUE;
  if (!adj_game_session_apply_group (self->session, (gconstpointer const *) actions->pdata, actions->len, &error))
    adj_game_error_label_set (self->error, error->message);
  self->applying = FALSE;
  self->applied = TRUE;
  self->applied_journal = adj_game_session_get_journal (self->session);
  self->applied_cursor = self->applied_journal != NULL ? adj_journal_get_cursor (self->applied_journal) : 0;
  self->friends_stale = TRUE;
  if (others->len > 0)
    g_string_append_printf (text, "\n%s%s", _("For the players to carry out:"), others->str);
  gtk_label_set_text (self->done, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->done), TRUE);
  g_string_free (text, TRUE);
  g_string_free (others, TRUE);
  update (self);
}

void
adj_combat_apply_set_firers (AdjCombatApply *self, AdjFireKind kind, const int *units, guint n_units)
{
  g_return_if_fail (ADJ_IS_COMBAT_APPLY (self));
  if (self->firers == NULL)
    return;  /* disposed */
  g_array_set_size (self->firers, 0);
  g_array_append_vals (self->firers, units, n_units);
  self->fire_kind = kind;
  update (self);
}

static void
on_session_changed (AdjCombatApply *self)
{
  if (self->applying)
    return;
  /* A step after the result (the Defensive Fire recorded) leaves it
   * applied: one roll is applied once. */
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  if (self->applied && journal != NULL && journal == self->applied_journal
      && adj_journal_get_cursor (journal) >= self->applied_cursor)
    {
      self->friends_stale = TRUE;
      update (self);
      return;
    }
  /* Undo brings the units back as they were: the result may apply again. */
  self->applied = FALSE;
  self->friends_stale = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->done), FALSE);
  adj_game_error_label_set (self->error, NULL);
  update (self);
}

/* A row for each retreat of a unit picked from the game (11.2). */
static void
build_rows (AdjCombatApply *self)
{
  for (guint r = 0; r < self->rows->len; r++)
    gtk_box_remove (GTK_BOX (self->retreats), self->rows->pdata[r]);
  g_ptr_array_set_size (self->rows, 0);
  g_array_set_size (self->row_of, 0);
  g_clear_pointer (&self->expanded, g_array_unref);
  for (guint i = 0; self->effects != NULL && i < self->effects->len; i++)
    {
      const AdjEffect *e = &g_array_index (self->effects, AdjEffect, i);
      int unit = game_unit (self, e);
      int r = -1;
      if (e->kind == ADJ_EFFECT_RETREAT && adj_effect_on_stack (e) && unit >= 0 && self->rows->len < ADJ_RETREATS_MAX_ROWS)
        {
          g_autofree char *title = g_strdup_printf ("%s (%s)", e->text, e->rule);
          GtkWidget *row = adj_retreat_row_new (title, (guint) unit, e->hexes_max > 1, self->rows->len);
          g_signal_connect (row, "changed", G_CALLBACK (on_row_changed), self);
          gtk_box_append (GTK_BOX (self->retreats), row);
          r = (int) self->rows->len;
          g_ptr_array_add (self->rows, row);
        }
      g_array_append_val (self->row_of, r);
    }
  self->friends_stale = TRUE;
}

static gboolean
same_result (AdjCombatApply *self, const AdjCombatState *state, const GArray *effects, AdjGameUnitIds ids)
{
  if (effects == NULL || self->effects == NULL || effects->len != self->effects->len
      || memcmp (ids, self->ids, sizeof self->ids) != 0 || memcmp (state, &self->state, sizeof *state) != 0)
    return FALSE;
  for (guint i = 0; i < effects->len; i++)
    {
      const AdjEffect *a = &g_array_index (effects, AdjEffect, i);
      const AdjEffect *b = &g_array_index (self->effects, AdjEffect, i);
      if (a->kind != b->kind || a->side != b->side || a->stack != b->stack || a->unit != b->unit
          || g_strcmp0 (a->text, b->text) != 0)
        return FALSE;
    }
  return TRUE;
}

void
adj_combat_apply_set (AdjCombatApply *self, const AdjCombatState *state, const GArray *effects,
                      AdjGameUnitIds ids, AdjGameUnitRatings ratings)
{
  g_return_if_fail (ADJ_IS_COMBAT_APPLY (self));
  /* The player's own ratings may change with the same result. */
  if (ratings != NULL)
    memcpy (self->ratings, ratings, sizeof self->ratings);
  else
    memset (self->ratings, 0xff, sizeof self->ratings);  /* all -1: the game's */
  /* The same result asked again (the page shown again): rolls stay. */
  if (same_result (self, state, effects, ids))
    {
      update (self);
      return;
    }
  g_clear_pointer (&self->effects, g_array_unref);
  if (effects != NULL)
    {
      self->effects = adj_effects_new ();
      for (guint i = 0; i < effects->len; i++)
        {
          AdjEffect e = g_array_index (effects, AdjEffect, i);
          e.text = g_strdup (e.text);
          g_array_append_val (self->effects, e);
        }
      self->state = *state;
      memcpy (self->ids, ids, sizeof self->ids);
    }
  build_rows (self);
  self->applied = FALSE;
  clear_rolls_from (self, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->done), FALSE);
  adj_game_error_label_set (self->error, NULL);
  update (self);
}

void
adj_combat_apply_set_decider (AdjCombatApply *self, const AdjAction *roll)
{
  g_return_if_fail (ADJ_IS_COMBAT_APPLY (self));
  if (roll != NULL && self->decider != NULL && adj_action_equal (roll, self->decider))
    return;
  g_clear_pointer (&self->decider, adj_action_free);
  if (roll != NULL)
    self->decider = adj_action_copy (roll);
  adj_game_error_label_set (self->error, NULL);
  update (self);
}

void
adj_combat_apply_set_prelude (AdjCombatApply *self, GPtrArray *actions)
{
  g_return_if_fail (ADJ_IS_COMBAT_APPLY (self));
  g_clear_pointer (&self->prelude, g_ptr_array_unref);
  g_clear_pointer (&self->firers, g_array_unref);
  if (actions != NULL && actions->len > 0)
    {
      self->prelude = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_action_free);
      for (guint i = 0; i < actions->len; i++)
        g_ptr_array_add (self->prelude, adj_action_copy (actions->pdata[i]));
    }
  adj_game_error_label_set (self->error, NULL);
  update (self);
}

void
adj_combat_apply_add_action (AdjCombatApply *self, GtkWidget *action)
{
  g_return_if_fail (ADJ_IS_COMBAT_APPLY (self));
  gtk_box_insert_child_after (GTK_BOX (self->box), action, self->last_action);
  self->last_action = action;
}

static void
adj_combat_apply_root (GtkWidget *widget)
{
  AdjCombatApply *self = ADJ_COMBAT_APPLY (widget);

  GTK_WIDGET_CLASS (adj_combat_apply_parent_class)->root (widget);
  if (!self->watching)
    {
      self->session = adj_window_watch_session (widget, G_CALLBACK (on_session_changed));
      self->watching = self->session != NULL;
    }
  update (self);
}

static void
adj_combat_apply_dispose (GObject *object)
{
  AdjCombatApply *self = ADJ_COMBAT_APPLY (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->rolls, g_ptr_array_unref);
  g_clear_pointer (&self->effects, g_array_unref);
  g_clear_pointer (&self->expanded, g_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->row_of, g_array_unref);
  g_clear_pointer (&self->prelude, g_ptr_array_unref);
  g_clear_pointer (&self->firers, g_array_unref);
  g_clear_pointer (&self->decider, adj_action_free);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (adj_combat_apply_parent_class)->dispose (object);
}

static void
adj_combat_apply_class_init (AdjCombatApplyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_combat_apply_dispose;
  widget_class->root = adj_combat_apply_root;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static GtkLabel *
wrap_label (GtkWidget *box, const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_visible (label, FALSE);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
adj_combat_apply_init (AdjCombatApply *self)
{
  GtkWidget *heading = gtk_label_new (_("Apply to the game"));

  self->rolls = g_ptr_array_new ();
  self->firers = g_array_new (FALSE, FALSE, sizeof (int));
  memset (self->ratings, 0xff, sizeof self->ratings);  /* all -1: the game's */
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_add_css_class (self->box, "combat-apply");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->box), heading);

  /* The button first, always in its place: the checks, the preview and
   * the outcome grow below it, so it never moves under the pointer. */
  self->button = gtk_button_new_with_mnemonic (_("_Apply to Game"));
  gtk_widget_set_name (self->button, "combat-apply");
  gtk_widget_set_halign (self->button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->button, "suggested-action");
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_set_tooltip_text (self->button, _("Record the result in the game's journal (undo takes it back)"));
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (on_apply), self);
  gtk_box_append (GTK_BOX (self->box), self->button);
  self->last_action = self->button;

  self->status = wrap_label (self->box, "combat-apply-status");
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "dim-label");
  self->rows = g_ptr_array_new ();
  self->row_of = g_array_new (FALSE, FALSE, sizeof (int));
  self->retreats = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_name (self->retreats, "combat-apply-retreats");
  gtk_widget_set_visible (self->retreats, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->retreats);
  self->checks = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->checks);
  self->preview = wrap_label (self->box, "combat-apply-preview");


  self->error = adj_game_error_label_new ("combat-apply-error");
  gtk_box_append (GTK_BOX (self->box), self->error);
  self->done = wrap_label (self->box, "combat-applied");
}

GtkWidget *
adj_combat_apply_new (void)
{
  return g_object_new (ADJ_TYPE_COMBAT_APPLY, NULL);
}
