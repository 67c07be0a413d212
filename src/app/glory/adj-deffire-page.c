/* adj-deffire-page.c: the Defensive Fire calculator (10.3)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The charge typed in as on the Charge page, plus which charging hexes each
 * defending hex fires at and the charging hexes' own terrain. For every
 * shot the engine's DF DRMs (10.34), the lowest face that disorders and its
 * chance; per charging hex the chance it is stopped (10.35) or withdrawn
 * (10.36); then the chained answer: how likely the charge still goes in and
 * the distribution of its results after the fire.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include <adjutant-engine.h>

#include "adj-charge-setup.h"
#include "adj-combat-text.h"
#include "adj-deffire-page.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-combat-apply.h"
#include "adj-fire-record.h"
#include "adj-roll-entry.h"
#include "adj-step-bar.h"

struct _AdjDefFirePage
{
  AdjCombatPage         parent_instance;

  AdjChargeSetup       *setup;
  GPtrArray            *target_rows;

  /* From ui/adj-deffire-page.ui, loaded on first map */
  GtkBox               *setup_box;
  GtkBox               *shots_box;
  AdwPreferencesGroup  *targets_group;
  GtkLabel             *charge_probability;
  AdjOutcomeChart      *chart;
  AdwPreferencesGroup  *notes_group;
  GtkListBox           *notes_list;

  /* The rolls, one per shot, and the result applied to the game */
  GtkBox               *rolls_box;
  GPtrArray            *roll_rows;    /* GtkBox: a label, an AdjRollEntry */
  AdjCombatApply       *apply;
  AdjFireRecord        *record;       /* the firing game units' DF (9.12, 10.31) */
};

G_DEFINE_FINAL_TYPE (AdjDefFirePage, adj_deffire_page, ADJ_TYPE_COMBAT_PAGE)

static GtkWidget *
named_label (const char *text, const char *name, const char *css)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

/* One shot: who fires at whom, what it needs, and its DRMs. */
static GtkWidget *
shot_card (const AdjChargeInput *in, const AdjDfShot *s, guint i)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *from = adj_charge_setup_hex_name (FALSE, s->firing);
  g_autofree char *at = adj_charge_setup_hex_name (TRUE, s->target);
  g_autofree char *title = g_strdup_printf (_("Defending %s fires at charging %s"), from, at);
  g_autofree char *needs = s->needs >= 10 ? g_strdup (_("No roll disorders"))
                                          : g_strdup_printf (_("Needs %d or more"), s->needs);
  g_autofree char *pct = adj_text_percent (s->probability);
  const AdjCombatUnit *top = adj_combat_stack_top_fighter (&in->attackers[s->target]);
  g_autofree char *against = g_strdup_printf (_("Against cohesion %d of the top charging unit (%s): "
                                                "%s to disorder it"),
                                              s->cohesion, top != NULL ? adj_combat_unit_label (top) : "",
                                              pct);
  g_autofree char *name = g_strdup_printf ("df-shot-%u", i);
  GtkWidget *needs_label = named_label (needs, "df-needs", "answer-value");
  GtkWidget *mods = adj_modifier_list_new ();

  gtk_widget_set_name (card, name);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "combat-card");
  gtk_box_append (GTK_BOX (head), named_label (title, "df-title", "heading"));
  gtk_widget_set_hexpand (gtk_widget_get_first_child (head), TRUE);
  gtk_label_set_xalign (GTK_LABEL (needs_label), 1);
  gtk_box_append (GTK_BOX (head), needs_label);
  gtk_box_append (GTK_BOX (card), head);
  gtk_box_append (GTK_BOX (card), named_label (against, "df-against", "dim-label"));
  adj_modifier_list_set (ADJ_MODIFIER_LIST (mods), s->modifiers, s->drm, _("DF DRM (10.34)"));
  gtk_box_append (GTK_BOX (card), mods);
  return card;
}

static void
show_targets (AdjDefFirePage *self, const AdjChargeInput *in, const AdjDfResult *df)
{
  for (guint i = 0; i < self->target_rows->len; i++)
    adw_preferences_group_remove (self->targets_group, self->target_rows->pdata[i]);
  g_ptr_array_set_size (self->target_rows, 0);
  for (guint a = 0; a < in->n_attackers; a++)
    {
      g_autofree char *hex = adj_charge_setup_hex_name (TRUE, a);
      g_autofree char *title = g_strdup_printf (_("Charging %s is stopped"), hex);
      g_autofree char *name = g_strdup_printf ("df-stopped-%u", a);
      g_autofree char *pct = adj_text_percent (df->p_disordered[a]);
      g_autofree char *withdrawn = adj_text_percent (df->p_withdrawn[a]);
      g_autofree char *sub = g_strdup_printf (_("Withdrawn by a second Disorder: %s"), withdrawn);
      GtkLabel *value;
      GtkWidget *row = adj_value_row_new (title, name, &value);
      adj_value_row_set (row, value, pct, sub);
      adw_preferences_group_add (self->targets_group, row);
      g_ptr_array_add (self->target_rows, row);
    }
}

static AdjRollEntry *
row_roll (GtkWidget *row)
{
  return ADJ_ROLL_ENTRY (gtk_widget_get_last_child (row));
}

/* One roll entry per shot, kept across recomputes (typed rolls stay). */
static void
sync_rolls (AdjDefFirePage *self, const AdjDfResult *df)
{
  while (self->roll_rows->len > df->n_shots)
    {
      GtkWidget *row = g_ptr_array_steal_index (self->roll_rows, self->roll_rows->len - 1);
      gtk_box_remove (self->rolls_box, row);
    }
  while (self->roll_rows->len < df->n_shots)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *entry = adj_roll_entry_new ();
      g_autofree char *name = g_strdup_printf ("df-roll-%u", self->roll_rows->len);
      gtk_widget_set_name (entry, name);
      gtk_box_append (GTK_BOX (row), named_label (NULL, "df-roll-label", NULL));
      gtk_box_append (GTK_BOX (row), entry);
      g_signal_connect_swapped (entry, "notify::roll", G_CALLBACK (adj_combat_page_recompute), self);
      gtk_box_append (self->rolls_box, row);
      g_ptr_array_add (self->roll_rows, row);
    }
  for (guint i = 0; i < df->n_shots; i++)
    {
      const AdjDfShot *shot = &df->shots[i];
      g_autofree char *from = adj_charge_setup_hex_name (FALSE, shot->firing);
      g_autofree char *at = adj_charge_setup_hex_name (TRUE, shot->target);
      g_autofree char *text = g_strdup_printf (_("Defending %s fires at charging %s"), from, at);
      GtkWidget *row = self->roll_rows->pdata[i];
      gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (row)), text);
      int roll = adj_roll_entry_get_roll (row_roll (row));
      /* The adjusted roll decides (10.33): shown as the answer, with the
       * roll, its DRM and the cohesion it meets. */
      int adjusted = adj_df_shot_adjusted (shot, roll);
      g_autofree char *shown = roll >= 0 ? g_strdup_printf ("%d", adjusted) : NULL;
      g_autofree char *drm = adj_text_signed (shot->drm);
      g_autofree char *detail = roll >= 0
        /* TRANSLATORS: the roll, its DRM ("+2"), the adjusted roll, the cohesion */
        ? g_strdup_printf (_("Rolled %d %s = %d against cohesion %d: higher disorders (10.33)"), roll, drm,
                           adjusted, shot->cohesion)
        : NULL;
      gboolean hit = adj_df_shot_disorders (shot, roll);
      adj_roll_entry_set_caption (row_roll (row), _("adjusted"));
      adj_roll_entry_set_result (row_roll (row), shown,
                                 hit ? _("The top charging unit is disordered (10.33)") : _("No effect (10.33)"),
                                 detail);
    }
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->rolls_box)), df->n_shots > 0);
}

/* With every shot rolled, the engine's Disorders (10.33; a second one
 * withdraws, 10.36, 11.41), offered to the game on picked units. */
/* New Charge: a new situation starts empty, the dice too. */
static void
on_new_charge (AdjDefFirePage *self)
{
  for (guint i = 0; i < self->roll_rows->len; i++)
    adj_roll_entry_set_roll (row_roll (self->roll_rows->pdata[i]), -1);
}

static void
offer_apply (AdjDefFirePage *self, const AdjChargeInput *in, const AdjDfResult *df)
{
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState state;
  AdjGameUnitIds ids;
  AdjGameUnitRatings ratings;
  int rolls[ADJ_DF_MAX_SHOTS];

  for (guint i = 0; i < df->n_shots; i++)
    rolls[i] = adj_roll_entry_get_roll (row_roll (self->roll_rows->pdata[i]));
  if (!adj_df_effects (in, df, rolls, &state, effects))
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      return;
    }
  adj_charge_setup_get_game_ids (self->setup, ids, ratings);
  adj_combat_apply_set (self->apply, &state, effects, ids, ratings);
}

/* The game units of the defending hexes that fire: their Defensive Fire
 * is used up for this enemy activation (9.12, 10.31). */
static void
offer_record (AdjDefFirePage *self, const AdjChargeInput *in, const AdjDfResult *df)
{
  int units[ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS];
  guint n = 0;
  guint fired = adj_df_firing_hexes (df);
  AdjGameUnitIds ids;
  AdjGameUnitRatings ratings;

  adj_charge_setup_get_game_ids (self->setup, ids, ratings);
  for (guint d = 0; d < in->n_defenders; d++)
    for (guint u = 0; (fired & (1u << d)) && u < in->defenders[d].n_units && u < ADJ_STACK_MAX_UNITS; u++)
      if (ids[ADJ_SIDE_DEFENDER][d][u] >= 0)
        units[n++] = ids[ADJ_SIDE_DEFENDER][d][u];
  adj_fire_record_set (self->record, units, n, -1);
  /* Applying the result records the fire too: one click, one undo. */
  adj_combat_apply_set_firers (self->apply, ADJ_FIRE_DEFENSIVE, units, n);
}

static int
by_row (gconstpointer a, gconstpointer b)
{
  const AdjChargeOutcome *x = a, *y = b;
  /* Table order; "no charge" (G_MAXUINT) last. */
  if (x->row != y->row)
    return x->row < y->row ? -1 : 1;
  return (int) x->offer - (int) y->offer;
}

static void
adj_deffire_page_recompute (AdjCombatPage *page)
{
  AdjDefFirePage *self = ADJ_DEFFIRE_PAGE (page);
  const AdjCombatCharts *charts = adj_combat_page_get_charts (page);
  AdjChargeInput in;
  AdjDfResult df = { 0 };
  g_autoptr (GError) error = NULL;
  GtkWidget *child;

  if (!adj_charge_setup_build_input (self->setup, &in))
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      adj_combat_apply_set_firers (self->apply, ADJ_FIRE_DEFENSIVE, NULL, 0);
      adj_fire_record_set (self->record, NULL, 0, -1);
      adj_combat_page_show_invalid (page, NULL);
      return;
    }
  if (!adj_deffire_resolve (&in, charts, &df, &error))
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      adj_combat_apply_set_firers (self->apply, ADJ_FIRE_DEFENSIVE, NULL, 0);
      adj_fire_record_set (self->record, NULL, 0, -1);
      adj_combat_page_show_invalid (page, error);
      adj_charge_input_clear (&in);
      return;
    }
  adj_combat_page_show_problem (page, adj_combat_notes_any_illegal (df.notes)
                                        ? _("The rules do not allow this fire as entered: see Rule Checks.")
                                        : NULL, TRUE);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->shots_box))) != NULL)
    gtk_box_remove (self->shots_box, child);
  for (guint i = 0; i < df.n_shots; i++)
    gtk_box_append (self->shots_box, shot_card (&in, &df.shots[i], i));
  if (df.n_shots == 0)
    gtk_box_append (self->shots_box,
                    named_label (_("No defending hex fires. Switch on Defensive Fire at a charging "
                                   "hex in a defending hex's group (10.32)."), "df-none", "dim-label"));

  show_targets (self, &in, &df);
  sync_rolls (self, &df);
  offer_apply (self, &in, &df);
  offer_record (self, &in, &df);
  g_autofree char *go = adj_text_percent (df.charge_probability);
  gtk_label_set_text (self->charge_probability, go);
  /* TRANSLATORS: the chance the charge still goes in, and the number of shots */
  g_autofree char *headline = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Answer: after %u shot the charge goes in %s (10.3)",
                                                            "Answer: after %u shots the charge goes in %s (10.3)",
                                                            df.n_shots), df.n_shots, go);
  adj_combat_page_set_headline (page, headline);

  AdjChargeOutcome *sorted = g_memdup2 (df.outcomes, sizeof df.outcomes[0] * MAX (df.n_outcomes, 1));
  qsort (sorted, df.n_outcomes, sizeof sorted[0], by_row);
  adj_outcome_chart_show_charge (self->chart, charts, sorted, df.n_outcomes, -1);
  g_free (sorted);
  adj_note_list_fill (self->notes_list, GTK_WIDGET (self->notes_group), df.notes);

  adj_df_result_clear (&df);
  adj_charge_input_clear (&in);
}

static void
adj_deffire_page_build (AdjCombatPage *page, GPtrArray *charts)
{
  AdjDefFirePage *self = ADJ_DEFFIRE_PAGE (page);

  /* The window's one charge, shared with the Charge page. */
  self->setup = adj_charge_setup_get_shared (GTK_WIDGET (self));
  g_signal_connect_object (self->setup, "changed", G_CALLBACK (adj_combat_page_recompute), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->setup, "reset", G_CALLBACK (on_new_charge), self, G_CONNECT_SWAPPED);

  /* The rolls, after the shots: typed or rolled, then applied to the game. */
  GtkWidget *shots = gtk_widget_get_ancestor (GTK_WIDGET (self->shots_box), ADW_TYPE_PREFERENCES_GROUP);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rolls"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Type what the die showed for each shot, or let Adjutant roll"));
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "combat-card");
  self->rolls_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 12));
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->rolls_box));
  self->apply = ADJ_COMBAT_APPLY (adj_combat_apply_new ());
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->apply));
  /* Under Apply, above what the result makes grow: no button moves. */
  self->record = ADJ_FIRE_RECORD (adj_fire_record_new (ADJ_FIRE_DEFENSIVE));
  adj_combat_apply_add_action (self->apply, GTK_WIDGET (self->record));
  /* The page that finishes step iv offers the next: Next, then the way
   * to the Charge page, without a trip through Activation Markers. */
  adj_combat_apply_add_action (self->apply, adj_step_bar_new ("deffire", FALSE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), card);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (shots)), group, shots);
}

static void
adj_deffire_page_refresh (AdjCombatPage *page, GPtrArray *charts)
{
  AdjDefFirePage *self = ADJ_DEFFIRE_PAGE (page);
  adj_charge_setup_place (self->setup, self->setup_box, ADJ_CHARGE_SETUP_DF);
  adj_charge_setup_set_charts (self->setup, charts, adj_combat_page_get_charts (page));
}

static void
adj_deffire_page_load (AdjCombatPage *page, GtkBuilder *builder)
{
  AdjDefFirePage *self = ADJ_DEFFIRE_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (setup_box);
  GET (shots_box);
  GET (targets_group);
  GET (charge_probability);
  GET (chart);
  GET (notes_group);
  GET (notes_list);
#undef GET
}

static void
adj_deffire_page_finalize (GObject *object)
{
  AdjDefFirePage *self = ADJ_DEFFIRE_PAGE (object);

  g_ptr_array_unref (self->target_rows);
  g_ptr_array_unref (self->roll_rows);
  G_OBJECT_CLASS (adj_deffire_page_parent_class)->finalize (object);
}

static void
adj_deffire_page_game_conditions (AdjCombatPage *page, const AdjGameState *state)
{
  adj_charge_setup_set_game (ADJ_DEFFIRE_PAGE (page)->setup, state);
}

static void
adj_deffire_page_class_init (AdjDefFirePageClass *klass)
{
  AdjCombatPageClass *page_class = ADJ_COMBAT_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_deffire_page_finalize;
  page_class->resource = "/io/github/adjutant/Adjutant/glory/adj-deffire-page.ui";
  page_class->load = adj_deffire_page_load;
  page_class->build = adj_deffire_page_build;
  page_class->refresh = adj_deffire_page_refresh;
  page_class->recompute = adj_deffire_page_recompute;
  page_class->game_conditions = adj_deffire_page_game_conditions;
}

static void
adj_deffire_page_init (AdjDefFirePage *self)
{
  self->target_rows = g_ptr_array_new ();
  self->roll_rows = g_ptr_array_new ();
}
