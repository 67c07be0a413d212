/* adj-fire-page.c: the Fire calculator: Glory III's Artillery Fire (9),
 * or the Fixed Glory variant's fire
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Glory III: one or two batteries in a hex (9.3), the range in hexes on
 * the battle's range chart, the line of sight (9.21, 9.4: the player says
 * whether it is clear), night (13), the target hex with its units and
 * terrain, and the friendly units next to the target that misguided fire
 * may hit (9.5). With Fixed Glory on, the firing hexes of one combined
 * attack take the guns' place (adj-fire-fixed.c). The engine answers; the
 * page shows every DRM with its rule, the chance of each result, who is
 * hit, and the rolled result. The Fire selector says how the units fire
 * (9.12, 9.13; the variant's bombardment, defensive and offensive fire).
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include <adjutant-engine.h>

#include "adj-combat-text.h"
#include "adj-glory-session.h"
#include "adj-fire-page-private.h"
#include "adj-game-session.h"
#include "adj-window-actions.h"

G_DEFINE_FINAL_TYPE (AdjFirePage, adj_fire_page, ADJ_TYPE_COMBAT_PAGE)

void
adj_fire_page_set_row (AdjFirePage *self, guint row, const char *value, const char *subtitle)
{
  adj_value_row_set (self->rows[row], self->values[row], value, subtitle);
}

void
adj_fire_page_clear_hits (AdjFirePage *self)
{
  for (guint i = 0; i < self->hit_rows->len; i++)
    adw_preferences_group_remove (self->hits_group, self->hit_rows->pdata[i]);
  g_ptr_array_set_size (self->hit_rows, 0);
}

void
adj_fire_page_add_hit (AdjFirePage *self, const char *name, const char *title, double p, const char *subtitle)
{
  GtkLabel *value;
  g_autofree char *pct = adj_text_percent (p);
  GtkWidget *row = adj_value_row_new (title, name, &value);
  adj_value_row_set (row, value, pct, subtitle);
  adw_preferences_group_add (self->hits_group, row);
  g_ptr_array_add (self->hit_rows, row);
}

const char *
adj_fire_page_range_chart (AdjFirePage *self)
{
  guint i = adw_combo_row_get_selected (self->range_chart);
  return i < self->range_ids->len ? self->range_ids->pdata[i] : NULL;
}

/* The guns, range and target common to both tables; FALSE while a field
 * holds an impossible value. */
static gboolean
read_common (AdjFirePage *self, AdjCombatUnit guns[2], guint *n_guns, int *range,
             AdjCombatStack *target)
{
  gboolean ok = adj_number_entry_read (self->range, 1, 99, FALSE, NULL, range);

  *n_guns = MIN (adj_stack_editor_get_n_units (self->guns), 2);
  for (guint i = 0; i < *n_guns; i++)
    {
      ok &= adj_unit_editor_get_unit (adj_stack_editor_get_unit (self->guns, i), &guns[i]);
      guns[i].name = g_strdup_printf (i == 0 ? "battery 1" : "battery 2");
    }
  ok &= adj_stack_editor_get_stack (self->target, "the target hex", target);
  return ok;
}

/* The rolled result for the game: the engine says what it does to each
 * unit (9.22, 9.52, 11.25); the page ties its rows to the game's units. */
static void
offer_apply (AdjFirePage *self, const AdjFireInput *in, const AdjFireResult *res)
{
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState state;
  AdjGameUnitIds ids;
  AdjGameUnitRatings ratings;

  memset (ids, -1, sizeof ids);
  memset (ratings, -1, sizeof ratings);
  for (guint u = 0; u < in->target.n_units; u++)
    adj_unit_editor_tie (adj_stack_editor_get_unit (self->target, u), &ids[ADJ_SIDE_DEFENDER][0][u],
                         &ratings[ADJ_SIDE_DEFENDER][0][u]);
  for (guint f = 0; f < in->n_friends; f++)
    {
      guint st, un;
      adj_fire_friend_slot (f, &st, &un);
      adj_unit_editor_tie (adj_stack_editor_get_unit (self->friends, f), &ids[ADJ_SIDE_DEFENDER][st][un],
                           &ratings[ADJ_SIDE_DEFENDER][st][un]);
    }
  adj_fire_effects (in, res, &state, effects);
  adj_fire_page_offer_fire_record (self, &in->target);
  adj_combat_apply_set (self->apply, &state, effects, ids, ratings);
}

static void
recompute_classic (AdjFirePage *self, int roll)
{
  AdjFireInput in = { 0 };
  AdjFireResult res = { 0 };
  g_autoptr (GError) error = NULL;
  gboolean ok = read_common (self, in.guns, &in.n_guns, &in.range, &in.target);

  in.n_friends = MIN (adj_stack_editor_get_n_units (self->friends), ADJ_FIRE_MAX_FRIENDS);
  for (guint i = 0; i < in.n_friends; i++)
    {
      ok &= adj_unit_editor_get_unit (adj_stack_editor_get_unit (self->friends, i), &in.friends[i]);
      const char *game = adj_unit_editor_get_game_name (adj_stack_editor_get_unit (self->friends, i));
      in.friends[i].name = game != NULL ? g_strdup (game) : g_strdup_printf ("friend %u", i + 1);
    }
  in.los_clear = gtk_switch_get_active (self->los);
  in.night = gtk_switch_get_active (self->night);
  in.through_rear = adj_stack_editor_get_flag (self->target, "through-rear");
  in.range_chart = g_strdup (adj_fire_page_range_chart (self));
  in.has_roll = roll >= 0;
  in.roll = MAX (roll, 0);
  if (!ok || !adj_fire_resolve (&in, adj_combat_page_get_charts (ADJ_COMBAT_PAGE (self)), &res, &error))
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      adj_combat_page_show_invalid (ADJ_COMBAT_PAGE (self), error);
      adj_fire_result_clear (&res);
      adj_fire_input_clear (&in);
      return;
    }
  adj_combat_page_show_problem (ADJ_COMBAT_PAGE (self), res.allowed ? NULL : _("The rules do not allow this fire as entered: see Rule Checks."),
                TRUE);

  g_autofree char *strength = adj_text_signed (res.strength_drm);
  g_autofree char *range = adj_text_signed (res.range_drm);
  g_autofree char *total = adj_text_signed (res.total_drm);
  const AdjChart *chart = adj_combat_charts_range_chart (adj_combat_page_get_charts (ADJ_COMBAT_PAGE (self)), in.range_chart);
  g_autofree char *range_sub = res.range_cell != NULL
    ? g_strdup_printf (_("%d hexes on %s · %s"), in.range, adj_chart_get_title (chart),
                       adj_text_source (res.range_cell))
    : g_strdup (_("Out of range (9.11)"));
  adj_fire_page_set_row (self, ROW_FP, NULL, NULL);
  adj_fire_page_set_row (self, ROW_STRENGTH, strength, in.n_guns > 1 ? _("The higher of the two batteries (9.3)")
                                                      : _("The battery's Fire Strength (9.23)"));
  adj_fire_page_set_row (self, ROW_RANGE, range, range_sub);
  adj_fire_page_set_row (self, ROW_TOTAL, total, _("Added to the fire roll"));
  adj_note_list_fill (self->notes_list, GTK_WIDGET (self->notes_group), res.notes);
  gtk_widget_set_visible (GTK_WIDGET (self->firepower_group), FALSE);
  adj_modifier_list_set (self->modifiers, res.modifiers, res.total_drm, _("Total DRM"));

  AdjOutcomeBar bars[ADJ_FIRE_MAX_OUTCOMES] = { { 0 } };
  char *results[ADJ_FIRE_MAX_OUTCOMES] = { 0 };
  for (guint i = 0; i < res.n_outcomes; i++)
    {
      const AdjFireOutcome *o = &res.outcomes[i];
      g_autofree char *faces = adj_text_faces (o->faces);
      g_autofree char *what = adj_text_result (o->effect);
      if (o->misguided)
        {
          bars[i].label = g_strdup (_("Misguided: the target is unharmed, friends next to it check at +2 (9.52)"));
          bars[i].detail = g_strdup (faces);
        }
      else
        {
          const AdjFireRow *row = adj_combat_charts_fire_row_at (adj_combat_page_get_charts (ADJ_COMBAT_PAGE (self)), o->row);
          bars[i].label = g_strdup_printf (_("Target hex: %s"), what);
          bars[i].key = g_strdup_printf (_("row %s"), row->label);
          bars[i].detail = g_strdup_printf ("%s · %s", bars[i].key, faces);
          bars[i].provisional = row->cell->source == ADJ_CELL_PROVISIONAL;
          results[i] = adj_text_provenance (row->cell);
        }
      bars[i].probability = o->probability;
      bars[i].rolled = res.has_roll && i == res.outcome;
    }
  adj_outcome_chart_set_bars (self->chart, bars, res.n_outcomes);

  adj_fire_page_clear_hits (self);
  for (guint u = 0; u < in.target.n_units; u++)
    {
      g_autofree char *name = g_strdup_printf ("fire-target-%u", u);
      g_autofree char *withdrawn = adj_text_percent (res.p_withdrawn[u]);
      g_autofree char *sub = res.affected[u]
        ? g_strdup_printf (_("Withdrawn by a second Disorder: %s (11.41)"), withdrawn)
        : g_strdup (_("Not hit: adjacent fire at two infantry units hits one of them (9.22)"));
      const char *title = in.target.n_units < 2 ? _("Target unit disordered")
                          : u == 0 ? _("Top unit disordered") : _("Bottom unit disordered");
      adj_fire_page_add_hit (self, name, title, res.p_disordered[u], sub);
    }
  for (guint f = 0; f < in.n_friends; f++)
    {
      g_autofree char *name = g_strdup_printf ("fire-friend-%u", f);
      g_autofree char *title = g_strdup_printf (_("Friendly unit %u disordered"), f + 1);
      adj_fire_page_add_hit (self, name, title, res.p_friend_disordered[f], _("Misguided fire (9.52)"));
    }

  if (res.has_roll)
    {
      const AdjFireOutcome *o = &res.outcomes[res.outcome];
      g_autofree char *adjusted = g_strdup_printf ("%d", res.adjusted);
      g_autofree char *detail = o->misguided
        ? g_strdup (_("An unadjusted roll of 2 or less with friends next to the target (9.52)."))
        : g_strdup_printf (_("Artillery Fire Table, row %s: %s."),
                           adj_combat_charts_fire_row_at (adj_combat_page_get_charts (ADJ_COMBAT_PAGE (self)), o->row)->label, results[res.outcome]);
      g_autofree char *who = adj_fire_page_describe_fire (self);
      GString *fx = g_string_new (who);
      g_string_append_printf (fx, "\n%s", _("What happens:"));
      for (guint u = 0; u < in.target.n_units && !o->misguided; u++)
        {
          g_autofree char *what = adj_text_result (res.affected[u] ? o->effect : 0);
          g_string_append_printf (fx, "\n\u2022 %s: %s%s", in.target.units[u].name, what,
                                  res.affected[u] ? "" : _(" (not hit, 9.22)"));
        }
      for (guint f = 0; f < in.n_friends && o->misguided; f++)
        g_string_append_printf (fx, "\n\u2022 %s: %s", in.friends[f].name, _("checks cohesion at +2 (9.52)"));
      adj_roll_entry_set_caption (self->roll, _("adjusted"));
      adj_roll_entry_set_result (self->roll, adjusted, bars[res.outcome].label, detail);
      /* TRANSLATORS: the total DRM, the roll, the adjusted roll, the result */
      g_autofree char *headline = g_strdup_printf (_("Answer: total DRM %s; rolled %d, adjusted %d: %s"), total,
                                                   in.roll, res.adjusted, bars[res.outcome].label);
      adj_combat_page_set_headline (ADJ_COMBAT_PAGE (self), headline);
      gtk_label_set_text (self->effects_label, fx->str);
      gtk_widget_set_visible (GTK_WIDGET (self->effects_label), TRUE);
      g_string_free (fx, TRUE);
      offer_apply (self, &in, &res);
    }
  else
    {
      adj_roll_entry_set_result (self->roll, NULL, NULL, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->effects_label), FALSE);
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      /* TRANSLATORS: the total DRM of an artillery fire (9.3) */
      g_autofree char *headline = g_strdup_printf (_("Answer: total DRM %s, added to the fire roll (9.3)"), total);
      adj_combat_page_set_headline (ADJ_COMBAT_PAGE (self), headline);
    }

  for (guint i = 0; i < res.n_outcomes; i++)
    {
      adj_outcome_bar_clear (&bars[i]);
      g_free (results[i]);
    }
  adj_fire_result_clear (&res);
  adj_fire_input_clear (&in);
}

static const char *
occasion_text (AdjFireOccasion occasion)
{
  switch (occasion)
    {
    case ADJ_FIRE_OCCASION_ACTIVATION: return _("Activation fire (9.12)");
    case ADJ_FIRE_OCCASION_RETURN: return _("Return fire (9.13)");
    case ADJ_FIRE_OCCASION_BOMBARDMENT: return _("Bombardment");
    case ADJ_FIRE_OCCASION_DEFENSIVE: return _("Defensive fire");
    case ADJ_FIRE_OCCASION_OFFENSIVE:
    default: return _("Offensive fire");
    }
}

AdjFireOccasion
adj_fire_page_fire_occasion (AdjFirePage *self)
{
  gboolean fixed = gtk_switch_get_active (self->fixed_glory);
  guint n;
  const AdjFireOccasion *occasions = adj_fire_occasions (fixed, &n);

  return occasions[MIN (self->kind_selected[fixed], n - 1)];
}

static void
append_game_units (AdjStackEditor *stack, GArray *units)
{
  for (guint u = 0; u < adj_stack_editor_get_n_units (stack); u++)
    {
      int id = adj_unit_editor_get_game_unit (adj_stack_editor_get_unit (stack, u));
      g_array_append_val (units, id);
    }
}

/* The firing rows' game units (int; -1 for a unit typed in). */
static GArray *
firing_units (AdjFirePage *self)
{
  GArray *units = g_array_new (FALSE, FALSE, sizeof (int));

  if (gtk_switch_get_active (self->fixed_glory))
    for (guint h = 0; h < adj_fire_hexes_get_n_hexes (self->hexes); h++)
      append_game_units (adj_fire_hexes_get_hex (self->hexes, h), units);
  else
    append_game_units (self->guns, units);
  return units;
}

void
adj_fire_page_offer_fire_record (AdjFirePage *self, const AdjCombatStack *target)
{
  AdjFireOccasion occasion = adj_fire_page_fire_occasion (self);
  g_autoptr (GArray) units = firing_units (self);
  g_autoptr (GArray) target_units = g_array_new (FALSE, FALSE, sizeof (int));
  int answers = -1;

  if (target != NULL && occasion == ADJ_FIRE_OCCASION_RETURN)
    {
      /* One per row of the target hex: as many as @target has units. */
      append_game_units (self->target, target_units);
      answers = adj_fire_return_target (target, (const int *) target_units->data);
    }
  g_autoptr (GPtrArray) moves = adj_fire_record_moves (NULL, adj_fire_occasion_kind (occasion),
                                                       (const int *) units->data, units->len, answers);
  adj_combat_apply_set_prelude (self->apply, moves->len > 0 ? moves : NULL);
}

char *
adj_fire_page_describe_fire (AdjFirePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  AdjGameSession *session = GTK_IS_WINDOW (root) ? adj_window_get_session (GTK_WINDOW (root)) : NULL;
  const AdjGameState *state = session != NULL ? adj_glory_session_get_state (session) : NULL;
  g_autoptr (GArray) units = firing_units (self);
  GString *names = g_string_new (NULL);
  const char *kind = occasion_text (adj_fire_page_fire_occasion (self));
  char *text;

  for (guint i = 0; state != NULL && i < units->len; i++)
    {
      AdjBattle *battle = adj_game_state_get_battle (state);
      int unit = g_array_index (units, int, i);
      if (unit >= 0 && (guint) unit < adj_battle_n_units (battle))
        g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "",
                                adj_battle_get_unit (battle, (guint) unit)->name);
    }
  /* TRANSLATORS: "Defensive fire by Iron Brigade, 6th Wisconsin." */
  text = names->len > 0 ? g_strdup_printf (_("%s by %s."), kind, names->str)
                        : g_strdup_printf (_("%s, by units typed in."), kind);
  g_string_free (names, TRUE);
  return text;
}

static void
on_kind_selected (AdjFirePage *self)
{
  if (self->swapping_kinds)
    return;
  self->kind_selected[gtk_switch_get_active (self->fixed_glory)] = adw_combo_row_get_selected (self->kind);
  adj_combat_page_recompute (ADJ_COMBAT_PAGE (self));
}

/* The Fire selector's entries: the engine's occasions of each mode. */
static GListModel *
kind_model (gboolean fixed_glory)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  guint n;
  const AdjFireOccasion *occasions = adj_fire_occasions (fixed_glory, &n);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, occasion_text (occasions[i]));
  return G_LIST_MODEL (list);
}

static void
adj_fire_page_recompute (AdjCombatPage *page)
{
  AdjFirePage *self = ADJ_FIRE_PAGE (page);

  if (gtk_switch_get_active (self->fixed_glory))
    adj_fire_page_recompute_fixed (self);
  else
    recompute_classic (self, adj_roll_entry_get_roll (self->roll));
}

static void
clear_option (AdjTerrainOption *o)
{
  g_free (o->key);
  g_free (o->label);
}

/* Glory III's guns, range and friends, or Fixed Glory's firing hexes; the
 * target's terrain rows: the Terrain Effects Chart's fire column, or Fixed
 * Glory's own DRMs (its melee rows are for charges). */
static void
update_mode (AdjFirePage *self)
{
  gboolean fixed = gtk_switch_get_active (self->fixed_glory);

  self->swapping_kinds = TRUE;
  adw_combo_row_set_model (self->kind, self->kind_models[fixed]);
  adw_combo_row_set_selected (self->kind, self->kind_selected[fixed]);
  self->swapping_kinds = FALSE;
  gtk_label_set_text (self->intro_label,
                      fixed ? _("Enter every hex firing at the target this phase: Fixed Glory combines "
                                "them into one attack. The answer follows every change.")
                            : _("Enter the guns, the range and the target hex. The answer follows every change."));
  gtk_widget_set_visible (GTK_WIDGET (self->guns), !fixed);
  gtk_widget_set_visible (GTK_WIDGET (self->hexes), fixed);
  /* The firing hexes stand where the guns do, and out of the way (last)
   * while hidden, so the Glory III rows keep their order. */
  gtk_box_reorder_child_after (self->setup_box, GTK_WIDGET (self->hexes),
                               fixed ? GTK_WIDGET (self->fire_group) : GTK_WIDGET (self->friends));
  gtk_widget_set_visible (GTK_WIDGET (self->friends), !fixed);
  /* Each firing hex has its own range; the chart still gives the guns' DRM. */
  gtk_widget_set_visible (self->range_row, !fixed);
  gtk_widget_set_visible (self->los_row, !fixed);
  gtk_widget_set_visible (self->night_row, !fixed);
  gtk_widget_set_visible (GTK_WIDGET (self->shot_group), !fixed || self->range_ids->len > 1);
  adw_preferences_group_set_title (self->shot_group, fixed ? _("Range Chart") : _("Range and Conditions"));
  gtk_widget_set_visible (GTK_WIDGET (self->roll_label), fixed);
  gtk_widget_set_visible (GTK_WIDGET (self->check_label), fixed);
  gtk_widget_set_visible (GTK_WIDGET (self->check_roll), fixed);
  adw_preferences_group_set_description (self->roll_group,
                                         fixed ? _("The two dice rolled together: type what they showed, "
                                                   "or let Adjutant roll")
                                               : _("Type what the die showed, or let Adjutant roll"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[ROW_TOTAL]),
                                 fixed ? _("To-hit DRM") : _("Total DRM"));
  adw_preferences_group_set_description (self->modifiers_group,
                                         fixed ? _("Fixed Glory: added to the to-hit roll")
                                               : _("Added to the fire roll (9.23)"));
  {
    /* 9.22 is the Glory III table's; Fixed Glory hits the whole hex. */
    const char *ids[] = { "through-rear" };
    const char *flag_titles[] = { _("Fired at through a rear hexside") };
    const char *subtitles[] = { _("Adjacent fire at two infantry units hits the bottom one, "
                                  "else the top one (9.22)") };
    adj_stack_editor_set_flags (self->target, fixed ? 0 : 1, ids, flag_titles, subtitles);
  }
  adj_stack_editor_set_description (self->target, fixed ? _("Every unit in the hex takes the result; "
                                                            "one morale-check die for all (Fixed Glory)")
                                                        : NULL);
  if (fixed)
    adj_stack_editor_set_terrain (self->target, _("Terrain (Fixed Glory to-hit DRM)"), self->fixed_terrain, FALSE);
  else
    adj_stack_editor_set_terrain (self->target, _("Terrain (fire DRM, 9.23)"), self->fire_terrain, TRUE);
  adj_combat_page_recompute (ADJ_COMBAT_PAGE (self));
}

static void
adj_fire_page_build (AdjCombatPage *page, GPtrArray *charts)
{
  AdjFirePage *self = ADJ_FIRE_PAGE (page);
  static const char *names[] = { "fire-fp", "fire-strength", "fire-range-drm", "fire-total" };
  const char *titles[] = { _("Firepower"), _("Strength DRM"), _("Range DRM"), _("Total DRM") };
  AdwPreferencesGroup *fire = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *shot = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkStringList *chart_titles = gtk_string_list_new (NULL);
  GtkWidget *row;

  for (guint i = 0; i < N_ROWS; i++)
    {
      self->rows[i] = adj_value_row_new (titles[i], names[i], &self->values[i]);
      adw_preferences_group_add (self->summary_group, self->rows[i]);
    }
  gtk_widget_add_css_class (GTK_WIDGET (self->values[ROW_TOTAL]), "answer-total");

  /* Which rules, and how the units fire: recorded with the shot. */
  adw_preferences_group_set_title (fire, _("Fire"));
  self->fixed_glory = adj_switch_row_add (fire, "fire-fixed-glory", _("_Fixed Glory"),
                                          _("The house rules' fire: every unit type, firepower, "
                                            "to-hit roll, morale check"), FALSE);
  self->kind_models[0] = kind_model (FALSE);
  self->kind_models[1] = kind_model (TRUE);
  self->kind_selected[1] = 1;   /* defensive fire: infantry may take part */
  row = adw_combo_row_new ();
  gtk_widget_set_name (row, "fire-kind");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Fire _kind"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), self->kind_models[0]);
  adw_preferences_group_add (fire, row);
  self->kind = ADW_COMBO_ROW (row);
  gtk_box_append (self->setup_box, GTK_WIDGET (fire));
  self->fire_group = fire;

  self->guns = ADJ_STACK_EDITOR (adj_stack_editor_new (ADJ_UNIT_ROLE_GUN, 2, 1));
  gtk_widget_set_name (GTK_WIDGET (self->guns), "fire-guns");
  adj_stack_editor_set_title (self->guns, _("Firing Hex"));
  adj_stack_editor_set_description (self->guns, _("Two batteries stacked fire combined: the higher "
                                                  "strength, +2, the worse range DRM (9.3)"));
  gtk_box_append (self->setup_box, GTK_WIDGET (self->guns));

  self->hexes = ADJ_FIRE_HEXES (adj_fire_hexes_new ());
  gtk_widget_set_name (GTK_WIDGET (self->hexes), "fire-hexes");
  gtk_box_append (self->setup_box, GTK_WIDGET (self->hexes));

  adw_preferences_group_set_title (shot, _("Range and Conditions"));
  self->shot_group = shot;
  self->range_row = adj_number_row_new (_("_Range"), _("Hexes from the guns to the target, not counting the guns' hex (9.21)"),
                                        "fire-range", _("A whole number of hexes from 1 to 99."), &self->range);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->range_row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->range), "3");
  adw_preferences_group_add (shot, self->range_row);

  self->range_ids = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->range_ids, g_strdup (ADJ_CHART_RANGE_DEFAULT));
  gtk_string_list_append (chart_titles, adj_chart_get_title (adj_chart_find (charts, ADJ_CHART_RANGE_DEFAULT)));
  for (guint i = 0; i < charts->len; i++)
    {
      const char *id = adj_chart_get_id (charts->pdata[i]);
      if (g_str_has_prefix (id, ADJ_CHART_RANGE_PREFIX) && g_strcmp0 (id, ADJ_CHART_RANGE_DEFAULT) != 0)
        {
          g_ptr_array_add (self->range_ids, g_strdup (id));
          gtk_string_list_append (chart_titles, adj_chart_get_title (charts->pdata[i]));
        }
    }
  row = adw_combo_row_new ();
  gtk_widget_set_name (row, "fire-range-chart");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Range _chart (9.11)"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  /* The charts' titles are long: the chosen one reads under the title. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (chart_titles));
  gtk_widget_set_visible (row, self->range_ids->len > 1);
  adw_preferences_group_add (shot, row);
  self->range_chart = ADW_COMBO_ROW (row);

  self->los = adj_switch_row_add (shot, "fire-los", _("_Line of sight clear"),
                          _("Needed at 2 hexes or more (9.21); the Line of Sight page traces it (9.4)"), TRUE);
  self->los_row = gtk_widget_get_ancestor (GTK_WIDGET (self->los), ADW_TYPE_ACTION_ROW);
  self->night = adj_switch_row_add (shot, "fire-night", _("_Night"), _("Adjacent targets only (13)"), FALSE);
  self->night_row = gtk_widget_get_ancestor (GTK_WIDGET (self->night), ADW_TYPE_ACTION_ROW);
  gtk_box_append (self->setup_box, GTK_WIDGET (shot));

  self->target = ADJ_STACK_EDITOR (adj_stack_editor_new (ADJ_UNIT_ROLE_TARGET, 2, 1));
  gtk_widget_set_name (GTK_WIDGET (self->target), "fire-target");
  adj_stack_editor_set_title (self->target, _("Target Hex"));
  gtk_box_append (self->setup_box, GTK_WIDGET (self->target));

  self->friends = ADJ_STACK_EDITOR (adj_stack_editor_new (ADJ_UNIT_ROLE_TARGET, ADJ_FIRE_MAX_FRIENDS, 0));
  gtk_widget_set_name (GTK_WIDGET (self->friends), "fire-friends");
  adj_stack_editor_set_title (self->friends, _("Friendly Units Next to the Target"));
  adj_stack_editor_set_description (self->friends, _("Intervening friendly units adjacent to the target: "
                                                     "misguided fire may hit them (9.5)"));
  gtk_box_append (self->setup_box, GTK_WIDGET (self->friends));

  g_signal_connect_swapped (self->guns, "changed", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->hexes, "changed", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->target, "changed", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->friends, "changed", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->range, "changed", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->range_chart, "notify::selected", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->kind, "notify::selected", G_CALLBACK (on_kind_selected), self);
  g_signal_connect_swapped (self->los, "notify::active", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->night, "notify::active", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->fixed_glory, "notify::active", G_CALLBACK (update_mode), self);
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (adj_combat_page_recompute), self);
  g_signal_connect_swapped (self->check_roll, "notify::roll", G_CALLBACK (adj_combat_page_recompute), self);
  /* Apply right under the roll's answer, what the result says below it
   * (Fixed Glory's check roll too): typing a roll moves no button. */
  self->apply = ADJ_COMBAT_APPLY (adj_combat_apply_new ());
  adj_roll_entry_set_action (self->roll, GTK_WIDGET (self->apply));
}

static void
adj_fire_page_refresh (AdjCombatPage *page, GPtrArray *charts)
{
  AdjFirePage *self = ADJ_FIRE_PAGE (page);
  const AdjCombatCharts *combat = adj_combat_page_get_charts (page);

  g_clear_pointer (&self->fire_terrain, g_array_unref);
  g_clear_pointer (&self->fixed_terrain, g_array_unref);
  self->fire_terrain = adj_terrain_options_new (charts, combat, ADJ_CHART_TERRAIN, "fire", NULL);
  g_array_set_clear_func (self->fire_terrain, (GDestroyNotify) clear_option);
  self->fixed_terrain = adj_terrain_options_new (charts, combat, ADJ_CHART_FIXED, NULL, "melee-");
  g_array_set_clear_func (self->fixed_terrain, (GDestroyNotify) clear_option);
  update_mode (self);
}

static void
adj_fire_page_load (AdjCombatPage *page, GtkBuilder *builder)
{
  AdjFirePage *self = ADJ_FIRE_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (intro_label);
  GET (setup_box);
  GET (summary_group);
  GET (notes_group);
  GET (notes_list);
  GET (firepower_group);
  GET (modifiers_group);
  GET (firepower);
  GET (modifiers);
  GET (chart);
  GET (hits_group);
  GET (roll_group);
  GET (roll_label);
  GET (roll);
  GET (check_label);
  GET (check_roll);
  GET (effects_label);
#undef GET
}

static void
adj_fire_page_finalize (GObject *object)
{
  AdjFirePage *self = ADJ_FIRE_PAGE (object);

  g_clear_pointer (&self->range_ids, g_ptr_array_unref);
  g_clear_pointer (&self->hit_rows, g_ptr_array_unref);
  g_clear_pointer (&self->fire_terrain, g_array_unref);
  g_clear_pointer (&self->fixed_terrain, g_array_unref);
  g_clear_object (&self->kind_models[0]);
  g_clear_object (&self->kind_models[1]);
  G_OBJECT_CLASS (adj_fire_page_parent_class)->finalize (object);
}

static void
adj_fire_page_game_conditions (AdjCombatPage *page, const AdjGameState *state)
{
  AdjFirePage *self = ADJ_FIRE_PAGE (page);
  const char *chart = adj_battle_range_chart (adj_game_state_get_battle (state));
  guint index;

  gtk_switch_set_active (self->night, adj_game_state_is_night (state));
  gtk_switch_set_active (self->fixed_glory, adj_game_state_fixed_glory (state));
  /* The battle's Artillery Range Chart (14.11 for a refitted Glory I battle). */
  if (g_ptr_array_find_with_equal_func (self->range_ids, chart != NULL ? chart : "", g_str_equal, &index))
    adw_combo_row_set_selected (self->range_chart, index);
  else
    adw_combo_row_set_selected (self->range_chart, 0);
}

static void
adj_fire_page_class_init (AdjFirePageClass *klass)
{
  AdjCombatPageClass *page_class = ADJ_COMBAT_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_fire_page_finalize;
  page_class->resource = "/io/github/adjutant/Adjutant/glory/adj-fire-page.ui";
  page_class->load = adj_fire_page_load;
  page_class->build = adj_fire_page_build;
  page_class->refresh = adj_fire_page_refresh;
  page_class->recompute = adj_fire_page_recompute;
  page_class->game_conditions = adj_fire_page_game_conditions;
}

static void
adj_fire_page_init (AdjFirePage *self)
{
  self->hit_rows = g_ptr_array_new ();
}
