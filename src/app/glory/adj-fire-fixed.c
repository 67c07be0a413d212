/* adj-fire-fixed.c: the Fire page's answer under the Fixed Glory variant
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seed 001 fires every unit type through one table: the firing hexes'
 * firepower (at most 4 SP from a hex, at most 24 FP on the target), a
 * to-hit die with the target's terrain DRMs, and on a morale-check result
 * one die for every unit in the target hex. The engine
 * (adj_fixed_fire_resolve, fixedfireeffects.h) answers; this file shows
 * its numbers, the result of the two dice for each target unit, and hands
 * the engine's Disorders to AdjCombatApply.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-combat-text.h"
#include "adj-fire-page-private.h"

static const char *
fixed_text (AdjFixedResult r)
{
  switch (r)
    {
    case ADJ_FIXED_DISORDER: return _("Disorder");
    case ADJ_FIXED_CHECK: return _("Morale check for every unit in the hex");
    case ADJ_FIXED_MISS:
    default: return _("Miss");
    }
}

/* What a Disorder does to the unit as it stands (11.11, 11.41). */
static const char *
disorder_text (const AdjCombatUnit *unit)
{
  AdjUnitCondition now = unit->disordered ? ADJ_COND_DISORDERED : ADJ_COND_GOOD_ORDER;

  switch (adj_condition_disorder (now, unit->kind))
    {
    case ADJ_COND_WITHDRAWN: return _("withdrawn: its second Disorder (11.41)");
    case ADJ_COND_ELIMINATED: return _("eliminated: disordered artillery (11.41)");
    default: return _("disordered");
    }
}

/* Each firing hex's own FP, and what the engine noted about it, under
 * the hex's title. */
static void
show_hex_summaries (AdjFirePage *self, const AdjFixedFireInput *in)
{
  const AdjCombatCharts *charts = adj_combat_page_get_charts (ADJ_COMBAT_PAGE (self));

  for (guint h = 0; h < in->n_hexes; h++)
    {
      g_autoptr (GArray) parts = adj_modifiers_new ();
      g_autoptr (GArray) notes = adj_combat_notes_new ();
      int fp;

      if (!adj_fixed_hex_firepower (&in->hexes[h], charts, in->range_chart, &fp, parts, notes, NULL))
        {
          adj_fire_hexes_set_summary (self->hexes, h, NULL);
          continue;
        }
      GString *text = g_string_new (NULL);
      g_string_printf (text, _("%d FP from this hex"), fp);
      for (guint i = 0; i < notes->len; i++)
        g_string_append_printf (text, "\n%s", g_array_index (notes, AdjCombatNote, i).text);
      adj_fire_hexes_set_summary (self->hexes, h, text->str);
      g_string_free (text, TRUE);
    }
}

static void
show_chances (AdjFirePage *self, const AdjFixedFireResult *res)
{
  static const AdjFixedResult order[] = { ADJ_FIXED_DISORDER, ADJ_FIXED_CHECK, ADJ_FIXED_MISS };
  const double p[] = { res->p_disorder, res->p_check, res->p_miss };
  AdjOutcomeBar bars[G_N_ELEMENTS (order)] = { { 0 } };
  guint n = 0;

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      guint faces = 0;
      for (int f = 0; f <= 9; f++)
        faces |= res->face_result[f] == order[k] ? 1u << f : 0;
      if (faces == 0)
        continue;
      bars[n].label = g_strdup (fixed_text (order[k]));
      bars[n].detail = adj_text_faces (faces);
      bars[n].probability = p[k];
      bars[n].rolled = res->has_roll && res->result == order[k];
      n++;
    }
  adj_outcome_chart_set_bars (self->chart, bars, n);
  for (guint k = 0; k < n; k++)
    adj_outcome_bar_clear (&bars[k]);
}

static void
show_numbers (AdjFirePage *self, const AdjFixedFireInput *in, const AdjFixedFireResult *res)
{
  g_autofree char *fp = g_strdup_printf ("%d", res->fp);
  g_autofree char *fp_sub = res->raw_fp > res->fp
    ? g_strdup_printf (_("%d FP fire: at most %d hit one hex (Fixed Glory)"), res->raw_fp, ADJ_FIXED_MAX_FP)
    : g_strdup_printf (g_dngettext (NULL, "From %u firing hex (Fixed Glory)", "From %u firing hexes (Fixed Glory)",
                                    in->n_hexes), in->n_hexes);
  g_autofree char *drm = adj_text_signed (res->drm);
  g_autoptr (GArray) firepower = adj_modifiers_new ();

  adj_combat_page_show_problem (ADJ_COMBAT_PAGE (self), adj_combat_notes_any_illegal (res->notes)
                                ? _("The rules do not allow this fire as entered: see Rule Checks.") : NULL, TRUE);
  adj_fire_page_set_row (self, ROW_FP, fp, fp_sub);
  adj_fire_page_set_row (self, ROW_STRENGTH, NULL, NULL);
  adj_fire_page_set_row (self, ROW_RANGE, NULL, NULL);
  adj_fire_page_set_row (self, ROW_TOTAL, drm, _("Added to the to-hit roll, pegged at 0 to 9"));
  adj_note_list_fill (self->notes_list, GTK_WIDGET (self->notes_group), res->notes);

  /* Each unit's FP with its reason, and the cap as a row of its own so
   * the list adds up to the FP that counts. */
  adj_fixed_fire_firepower_rows (res, firepower);
  gtk_widget_set_visible (GTK_WIDGET (self->firepower_group), TRUE);
  adj_modifier_list_set (self->firepower, firepower, res->fp, _("Firepower (FP)"));
  adj_modifier_list_set (self->modifiers, res->modifiers, res->drm, _("To-hit DRM"));
}

static void
show_hits (AdjFirePage *self, const AdjCombatStack *target, const AdjFixedFireResult *res)
{
  adj_fire_page_clear_hits (self);
  for (guint u = 0; u < target->n_units; u++)
    {
      const AdjCombatUnit *unit = &target->units[u];
      g_autofree char *name = g_strdup_printf ("fire-target-%u", u);
      g_autofree char *sub = unit->disordered
        ? g_strdup_printf (_("Already disordered: %s"), disorder_text (unit))
        : g_strdup_printf (_("Auto-disorder, or a failed morale check at cohesion %d"), unit->cohesion);
      const char *title = target->n_units < 2 ? _("Target unit disordered")
                          : u == 0 ? _("Top unit disordered") : _("Bottom unit disordered");
      adj_fire_page_add_hit (self, name, title, res->p_unit_disordered[u], sub);
    }
}

/* The two dice and what they do to each unit in the target hex. */
static void
show_rolls (AdjFirePage *self, const AdjFixedFireInput *in, const AdjCombatStack *target,
            const AdjFixedFireResult *res)
{
  g_autofree char *who = adj_fire_page_describe_fire (self);
  GString *fx;

  if (!res->has_roll)
    {
      adj_roll_entry_set_result (self->roll, NULL, NULL, NULL);
      adj_roll_entry_set_result (self->check_roll, NULL, NULL, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->effects_label), FALSE);
      return;
    }
  g_autofree char *rolled = g_strdup_printf ("%d", in->roll);
  g_autofree char *drm = adj_text_signed (res->drm);
  g_autofree char *detail = g_strdup_printf (_("Fixed Glory fire table at %d FP with a to-hit DRM of %s."),
                                             res->fp, drm);
  adj_roll_entry_set_caption (self->roll, _("rolled"));
  adj_roll_entry_set_result (self->roll, rolled, fixed_text (res->result), detail);

  if (res->has_check_roll)
    {
      g_autofree char *check = g_strdup_printf ("%d", in->check_roll);
      guint n_fail = 0;
      for (guint u = 0; u < target->n_units; u++)
        n_fail += res->unit_fails[u];
      g_autofree char *fails = target->n_units < 2
        ? g_strdup (n_fail > 0 ? _("The unit fails") : _("The unit passes"))
        : g_strdup_printf (g_dngettext (NULL, "%u of %u units fails", "%u of %u units fail", n_fail), n_fail,
                           target->n_units);
      adj_roll_entry_set_caption (self->check_roll, _("rolled"));
      if (res->result == ADJ_FIXED_CHECK)
        adj_roll_entry_set_result (self->check_roll, check, fails,
                                   _("A unit fails when the die shows more than its cohesion (2.4)."));
      else
        adj_roll_entry_set_result (self->check_roll, check, _("Not needed"),
                                   _("Only a morale-check result reads this die."));
    }
  else
    adj_roll_entry_set_result (self->check_roll, NULL, NULL, NULL);

  fx = g_string_new (who);
  g_string_append_printf (fx, "\n%s", _("What happens:"));
  for (guint u = 0; u < target->n_units; u++)
    {
      const AdjCombatUnit *unit = &target->units[u];
      g_string_append_printf (fx, "\n\u2022 %s: ", unit->name);
      if (res->result == ADJ_FIXED_MISS)
        g_string_append (fx, _("no effect, a miss"));
      else if (res->result == ADJ_FIXED_DISORDER)
        g_string_append_printf (fx, _("%s by the to-hit roll"), disorder_text (unit));
      else if (!res->has_check_roll)
        g_string_append_printf (fx, _("checks morale at cohesion %d"), unit->cohesion);
      else if (res->unit_fails[u])
        g_string_append_printf (fx, _("the check die shows %d, more than its cohesion %d: %s"), in->check_roll,
                                unit->cohesion, disorder_text (unit));
      else
        g_string_append_printf (fx, _("the check die shows %d, not more than its cohesion %d: no effect"),
                                in->check_roll, unit->cohesion);
    }
  if (!adj_fixed_fire_decided (res))
    g_string_append_printf (fx, "\n%s", _("Type the morale-check die for the result."));
  gtk_label_set_text (self->effects_label, fx->str);
  gtk_widget_set_visible (GTK_WIDGET (self->effects_label), TRUE);
  g_string_free (fx, TRUE);
}

/* The Disorders for the game once the dice have decided: the engine's
 * effects on the target hex, tied to the game's units. */
static void
offer_apply (AdjFirePage *self, const AdjCombatStack *target, const AdjFixedFireResult *res)
{
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState state;
  AdjGameUnitIds ids;
  AdjGameUnitRatings ratings;

  if (!adj_fixed_fire_effects (target, res, &state, effects))
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      return;
    }
  memset (ids, -1, sizeof ids);
  memset (ratings, -1, sizeof ratings);
  for (guint u = 0; u < target->n_units; u++)
    adj_unit_editor_tie (adj_stack_editor_get_unit (self->target, u), &ids[ADJ_SIDE_DEFENDER][0][u],
                         &ratings[ADJ_SIDE_DEFENDER][0][u]);
  adj_fire_page_offer_fire_record (self, NULL);
  adj_combat_apply_set (self->apply, &state, effects, ids, ratings);
}

void
adj_fire_page_recompute_fixed (AdjFirePage *self)
{
  AdjFixedFireInput in = { 0 };
  AdjFixedFireResult res = { 0 };
  AdjCombatStack target = { 0 };
  g_autoptr (GError) error = NULL;
  int roll = adj_roll_entry_get_roll (self->roll), check = adj_roll_entry_get_roll (self->check_roll);
  gboolean ok = adj_fire_hexes_read (self->hexes, &in);

  ok &= adj_stack_editor_get_stack (self->target, "the target hex", &target);
  in.terrain = adj_stack_editor_get_terrain_keys (self->target);
  in.n_terrain = g_strv_length (in.terrain);
  in.n_targets = target.n_units;
  for (guint u = 0; u < target.n_units; u++)
    {
      in.cohesion[u] = target.units[u].cohesion;
      in.disordered[u] = target.units[u].disordered;
    }
  in.range_chart = g_strdup (adj_fire_page_range_chart (self));
  in.phase = adj_fire_occasion_phase (adj_fire_page_fire_occasion (self));
  in.has_roll = roll >= 0;
  in.roll = MAX (roll, 0);
  in.has_check_roll = check >= 0;
  in.check_roll = MAX (check, 0);
  if (ok && adj_fixed_fire_resolve (&in, adj_combat_page_get_charts (ADJ_COMBAT_PAGE (self)), &res, &error))
    {
      show_hex_summaries (self, &in);
      show_numbers (self, &in, &res);
      show_chances (self, &res);
      show_hits (self, &target, &res);
      show_rolls (self, &in, &target, &res);
      offer_apply (self, &target, &res);
    }
  else
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      adj_combat_page_show_invalid (ADJ_COMBAT_PAGE (self), error);
    }
  adj_combat_stack_clear (&target);
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);
}
