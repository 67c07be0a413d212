/* adj-dog-morale-page.c: a morale test from the player's own table (18.2)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player picks the unit and the test; the factors of his own morale
 * table (Your Sheets) that say what of the unit they count are filled
 * from the engine's state of that unit (issue 26), the others start at
 * nought, and he confirms or changes them: nothing carries over from the
 * previous unit. A unit that owes its rally test, or lost stands to
 * shooting this phase, starts on that test. The engine adds them with
 * their sources and gives the die needed and the exact chance to pass,
 * drawn as bars; the unit passes when its 1d6 is higher than the total.
 * The roll is typed or rolled, and recorded as one step of the journal;
 * what passing or failing does is the player's sheet's to say, and the
 * Units page is offered to apply it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-dog-common.h"
#include "adj-dog-morale-page.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"
#include "adj-window-actions.h"

#include <core/procedure.h>
#include <dog/combat.h>

struct _AdjDogMoralePage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;
  AdjDogSheets   *sheets;
  GArray         *units;       /* the unit row's choices: battle units in play */
  GtkStringList  *unit_names;
  GPtrArray      *factor_rows;
  GPtrArray      *factor_spins;  /* GtkSpinButton with "adj-dog-factor" */
  GtkWidget      *mods, *chart, *roll, *record, *error, *recorded, *goto_units, *provenance;
  GtkWidget      *then_order, *then_routs, *then_halts;
  guint           compute_idle;  /* a count changed: the answer is redone after its focus has moved */

  /* Template children */
  GtkStack       *state_stack;
  AdwComboRow    *unit_row;
  AdwComboRow    *test_row;
  AdwPreferencesGroup *factors_group;
  GtkWidget      *no_sheet_box;
  GtkLabel       *no_sheet_label;
  GtkBox         *answer_box;
  GtkLabel       *need_label;
  GtkLabel       *results_label;
};

G_DEFINE_FINAL_TYPE (AdjDogMoralePage, adj_dog_morale_page, GTK_TYPE_WIDGET)

static AdjDogTest
current_test (AdjDogMoralePage *self)
{
  return (AdjDogTest) adw_combo_row_get_selected (self->test_row);
}

/* The factors counted now, as the engine takes them. */
static GArray *
factor_uses (AdjDogMoralePage *self)
{
  GArray *uses = g_array_new (FALSE, FALSE, sizeof (AdjDogFactorUse));
  for (guint i = 0; i < self->factor_spins->len; i++)
    {
      GtkSpinButton *spin = self->factor_spins->pdata[i];
      AdjDogFactorUse use = { GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "adj-dog-factor")),
                              gtk_spin_button_get_value_as_int (spin) };
      if (use.times > 0)
        g_array_append_val (uses, use);
    }
  return uses;
}

static void
compute (AdjDogMoralePage *self)
{
  g_autoptr (GArray) uses = factor_uses (self);
  AdjDogMoraleInput in = { current_test (self), (AdjDogFactorUse *) uses->data, uses->len };
  AdjDogMoraleResult r;
  g_autoptr (GError) error = NULL;

  if (self->sheets == NULL)
    return;
  adj_game_error_label_set (self->error, NULL);
  if (!adj_dog_morale_test (self->sheets, &in, &r, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  adj_modifier_list_set (ADJ_MODIFIER_LIST (self->mods), r.modifiers, r.total, _("Total of your factors"));
  g_autofree char *need = r.need <= 1 ? g_strdup (_("Passes on any roll"))
                          : r.need >= 7 ? g_strdup (_("Cannot pass: it needs more than a 6"))
                          /* Translators: the lowest face of 1d6 that passes a morale test */
                          : g_strdup_printf (_("Needs %d or more on 1d6"), r.need);
  gtk_label_set_text (self->need_label, need);

  int face = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->roll));
  g_autofree char *pass_faces = adj_dog_faces_text (r.pass_faces);
  g_autofree char *fail_faces = adj_dog_faces_text (~r.pass_faces & 0x3f);
  AdjOutcomeBar bars[2] = {
    { (char *) _("Passes"), g_strdup_printf (_("faces %s"), pass_faces), NULL, r.pass, FALSE,
      face >= 1 && adj_dog_morale_passes (r.total, face) },
    { (char *) _("Fails"), g_strdup_printf (_("faces %s"), fail_faces), NULL, r.fail, FALSE,
      face >= 1 && !adj_dog_morale_passes (r.total, face) },
  };
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (self->chart), bars, 2);
  g_free (bars[0].detail);
  g_free (bars[1].detail);

  g_autofree char *results = r.pass_text != NULL || r.fail_text != NULL
    /* Translators: what the player's sheet says passing and failing do */
    ? g_strdup_printf (_("Your sheet: passing, %s; failing, %s."), r.pass_text ? r.pass_text : _("not entered"),
                       r.fail_text ? r.fail_text : _("not entered"))
    : g_strdup (_("What passing and failing do is not entered on your sheet for this test."));
  gtk_label_set_text (self->results_label, results);
  if (face < 1)
    adj_roll_entry_set_result (ADJ_ROLL_ENTRY (self->roll), NULL, NULL, NULL);
  else
    {
      gboolean passes = adj_dog_morale_passes (r.total, face);
      g_autofree char *shown = g_strdup_printf ("%d", face);
      const char *sheet = passes ? r.pass_text : r.fail_text;
      adj_roll_entry_set_result (ADJ_ROLL_ENTRY (self->roll), shown, passes ? _("Passes") : _("Fails"), sheet);
    }
  adj_dog_morale_result_clear (&r);
}

/* A count typed and left with Tab commits its value while the focus is
 * moving, perhaps into the list of factors counted; rebuilding that list
 * there pulled the row out from under the focus and froze the window
 * (issue 26). The answer is redone once the move has ended. */
static gboolean
compute_idle (gpointer data)
{
  AdjDogMoralePage *self = data;

  self->compute_idle = 0;
  compute (self);
  return G_SOURCE_REMOVE;
}

static void
on_count_changed (AdjDogMoralePage *self)
{
  if (self->compute_idle == 0)
    self->compute_idle = g_idle_add (compute_idle, self);
}

/* The unit chosen, or -1. */
static int
current_unit (AdjDogMoralePage *self)
{
  guint selected = adw_combo_row_get_selected (self->unit_row);
  return selected < self->units->len ? g_array_index (self->units, int, selected) : -1;
}

/* Every count from the unit now (the engine's), or nought. */
static void
fill_from_unit (AdjDogMoralePage *self)
{
  const AdjDogState *state = self->session != NULL ? adj_dog_session_get_state (self->session) : NULL;
  int unit = current_unit (self);
  g_autoptr (GArray) uses = NULL;

  if (state != NULL && unit >= 0 && self->sheets != NULL)
    uses = adj_dog_morale_from_unit (self->sheets, state, (guint) unit, current_test (self),
                                     adj_dog_combat_phase_stands (adj_game_session_get_journal (self->session),
                                                                  (guint) unit));
  for (guint i = 0; i < self->factor_spins->len; i++)
    {
      GtkSpinButton *spin = self->factor_spins->pdata[i];
      guint factor = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "adj-dog-factor"));
      int times = 0;
      for (guint k = 0; uses != NULL && k < uses->len; k++)
        if (g_array_index (uses, AdjDogFactorUse, k).factor == factor)
          times = g_array_index (uses, AdjDogFactorUse, k).times;
      gtk_spin_button_set_value (spin, times);
    }
}

/* A new unit: its own test (the cause, when the state gives one) and its
 * own counts. */
static void
on_unit_changed (AdjDogMoralePage *self)
{
  const AdjDogState *state = self->session != NULL ? adj_dog_session_get_state (self->session) : NULL;
  int unit = current_unit (self);

  if (state != NULL && unit >= 0)
    {
      int cause = adj_dog_morale_cause (state, (guint) unit,
                                        adj_dog_combat_phase_stands (adj_game_session_get_journal (self->session),
                                                                     (guint) unit));
      if (cause >= 0 && (AdjDogTest) cause != current_test (self))
        {
          /* Rebuilds the factors, filled from the unit. */
          adw_combo_row_set_selected (self->test_row, (guint) cause);
          return;
        }
    }
  fill_from_unit (self);
  compute (self);
}

/* A row per factor of the player's table that counts in this test. */
static void
build_factors (AdjDogMoralePage *self)
{
  AdjDogTest test = current_test (self);
  guint shown = 0;

  adj_dog_group_clear (self->factors_group, self->factor_rows);
  g_ptr_array_set_size (self->factor_spins, 0);
  for (guint i = 0; self->sheets != NULL && i < self->sheets->factors->len; i++)
    {
      const AdjDogFactor *f = &g_array_index (self->sheets->factors, AdjDogFactor, i);
      if (!f->applies[test])
        continue;
      g_autofree char *name = g_strdup_printf ("dog-morale-factor-%u", i);
      /* Translators: a factor's value on the player's own sheet */
      g_autofree char *sub = f->from == ADJ_DOG_FROM_NONE ? g_strdup_printf (_("%+d, your value"), f->value[test])
        /* Translators: a factor's value on the player's sheet, and what of the unit fills its count */
        : g_strdup_printf (_("%+d, your value; counted from the unit: %s"), f->value[test], adj_dog_from_name (f->from));
      g_autofree char *a11y = g_strdup_printf (_("Times %s counts"), f->text);
      GtkWidget *spin = adj_dog_spin_new (name, a11y, 0, ADJ_DOG_MAX_FACTOR_TIMES, 0);
      GtkWidget *row = adj_dog_suffix_row (f->text, sub, spin);
      g_autofree char *row_name = g_strdup_printf ("dog-morale-factor-row-%u", i);
      gtk_widget_set_name (row, row_name);
      adj_dog_set_label (spin, a11y);
      g_object_set_data (G_OBJECT (spin), "adj-dog-factor", GUINT_TO_POINTER (i));
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (on_count_changed), self);
      g_ptr_array_add (self->factor_spins, spin);
      g_ptr_array_add (self->factor_rows, row);
      adw_preferences_group_add (self->factors_group, row);
      shown++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->factors_group), shown > 0);
  gtk_widget_set_visible (self->no_sheet_box, shown == 0);
  g_autofree char *none = g_strdup_printf (_("Your morale table has no factor for a %s test yet. Adjutant does not "
                                             "invent them: they come from your reference sheets."),
                                           adj_dog_test_name (test));
  gtk_label_set_text (self->no_sheet_label, none);
  fill_from_unit (self);
  compute (self);
}

static void
load_sheets (AdjDogMoralePage *self)
{
  g_autofree char *path = adj_dog_sheets_user_path ();
  g_autoptr (GError) error = NULL;
  AdjDogSheets *sheets = adj_dog_sheets_load_file (path, &error);

  g_clear_pointer (&self->sheets, adj_dog_sheets_free);
  self->sheets = sheets != NULL ? sheets : adj_dog_sheets_new ();
  adj_game_error_label_set (self->error, sheets == NULL ? error->message : NULL);
  build_factors (self);
}

/* The item of @owed that names unit @id, or NULL. */
static const AdjStepItem *
owed_by (GPtrArray *owed, const char *id)
{
  for (guint i = 0; i < owed->len; i++)
    {
      const AdjStepItem *it = owed->pdata[i];
      for (guint j = 0; j < it->units->len; j++)
        if (g_str_equal (it->units->pdata[j], id))
          return it;
    }
  return NULL;
}

static void
refresh (AdjDogMoralePage *self)
{
  /* Hidden, the page waits: it catches up when shown (map). Its list of
   * units cost a long game's every action some 0.6 ms while hidden. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  const AdjDogState *state = self->built ? adj_dog_page_state (self->session, self->state_stack) : NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint selected;
  int was;

  if (state == NULL)
    return;
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  /* The engine's list of what the phase owes: those units are marked. */
  g_autoptr (GPtrArray) owed = adj_dog_state_owed (state);
  selected = adw_combo_row_get_selected (self->unit_row);
  was = selected < self->units->len ? g_array_index (self->units, int, selected) : -1;
  g_array_set_size (self->units, 0);
  selected = 0;
  for (guint i = 0; i < adj_dog_battle_n_units (battle); i++)
    {
      const AdjDogGameUnit *u = adj_dog_battle_unit (battle, i);
      int index = (int) i;
      if (!adj_dog_state_in_play (state, i))
        continue;
      if (index == was)
        selected = self->units->len;
      g_array_append_val (self->units, index);
      /* Translators: a unit and its army */
      g_autofree char *name = g_strdup_printf (_("%s (%s)"), u->name, adj_dog_battle_army_name (battle, u->side));
      const AdjStepItem *owes = owed_by (owed, u->id);
      g_ptr_array_add (names, owes != NULL
                                /* Translators: a unit (and army), what the phase still owes of it, the rule */
                                ? g_strdup_printf (_("%s: %s (%s)"), name,
                                                  g_str_equal (owes->rule, "18.3")
                                                    ? _("must test for casualties from shooting")
                                                    : _("must try to rally"),
                                                  owes->rule)
                                : g_steal_pointer (&name));
    }
  g_ptr_array_add (names, NULL);
  g_signal_handlers_block_by_func (self->unit_row, on_unit_changed, self);
  adj_dog_string_list_update (self->unit_names, (const char * const *) names->pdata);
  adj_dog_choice_set (GTK_WIDGET (self->unit_row), selected);
  g_signal_handlers_unblock_by_func (self->unit_row, on_unit_changed, self);
  /* The unit chosen is another (the first time, or it left play). */
  if (current_unit (self) != was)
    on_unit_changed (self);
}

/* What the player's sheet says the result does, recorded with the test as
 * one step: the unit's order, and whether it routs or halts. Only what
 * changes goes in (the engine refuses a unit "already disordered"). */
static void
add_consequences (AdjDogMoralePage *self, int unit, GPtrArray *moves)
{
  const AdjDogUnitState *now = adj_dog_state_unit (adj_dog_session_get_state (self->session), (guint) unit);
  guint order = adw_combo_row_get_selected (ADW_COMBO_ROW (self->then_order));

  if (order > 0 && (int) order - 1 != (int) now->order)
    g_ptr_array_add (moves, adj_dog_move_unit (ADJ_DOG_MOVE_ORDER, unit, (int) order - 1, FALSE));
  if (gtk_switch_get_active (GTK_SWITCH (self->then_routs)) && !now->routing)
    g_ptr_array_add (moves, adj_dog_move_unit (ADJ_DOG_MOVE_ROUTING, unit, 0, TRUE));
  if (gtk_switch_get_active (GTK_SWITCH (self->then_halts)) && !now->halted)
    g_ptr_array_add (moves, adj_dog_move_unit (ADJ_DOG_MOVE_HALTED, unit, 0, TRUE));
}

static void
reset_consequences (AdjDogMoralePage *self)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->then_order), 0);
  gtk_switch_set_active (GTK_SWITCH (self->then_routs), FALSE);
  gtk_switch_set_active (GTK_SWITCH (self->then_halts), FALSE);
}

static void
on_record (AdjDogMoralePage *self)
{
  guint selected = adw_combo_row_get_selected (self->unit_row);
  int face = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->roll));
  g_autoptr (GArray) uses = factor_uses (self);
  AdjDogMoraleInput in = { current_test (self), (AdjDogFactorUse *) uses->data, uses->len };
  AdjDogMoraleResult r;
  g_autoptr (GError) error = NULL;

  if (selected >= self->units->len || face < 1)
    {
      adj_game_error_label_set (self->error, selected >= self->units->len ? _("Choose the unit first.")
                                                                          : _("Type or roll the die first."));
      return;
    }
  if (!adj_dog_morale_test (self->sheets, &in, &r, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  g_autoptr (GPtrArray) texts = g_ptr_array_new ();
  for (guint i = 0; i < r.modifiers->len; i++)
    g_ptr_array_add (texts, g_array_index (r.modifiers, AdjModifier, i).text);
  g_ptr_array_add (texts, NULL);
  int u = g_array_index (self->units, int, selected);
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  g_ptr_array_add (moves, adj_dog_move_morale (u, in.test, r.total, adj_dog_roll_typed (face),
                                               (const char * const *) texts->pdata));
  adj_dog_morale_result_clear (&r);
  add_consequences (self, u, moves);
  if (!adj_dog_session_apply_group (self->session, moves, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  reset_consequences (self);
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  g_autofree char *line = adj_journal_describe (journal, adj_journal_get_cursor (journal) - 1);
  gtk_label_set_text (GTK_LABEL (self->recorded), line);
  gtk_widget_set_visible (self->recorded, TRUE);
  gtk_widget_set_visible (self->goto_units, TRUE);
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (self->roll), -1);
}

static const char *test_name (int i) { return adj_dog_test_name ((AdjDogTest) i); }
static const char *order_name (int i) { return i == 0 ? _("unchanged") : adj_dog_order_name ((AdjDogOrder) (i - 1)); }

static void
build_consequences (AdjDogMoralePage *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr (GtkStringList) orders = adj_dog_names_model (order_name, 0, ADJ_DOG_ORDER_SHAKEN + 2);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("With the Result"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("What your sheet says the result does to the unit, recorded with the test "
                                           "as one step."));
  self->then_order = adw_combo_row_new ();
  gtk_widget_set_name (self->then_order, "dog-morale-then-order");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->then_order), _("Order (18.2.8)"));
  adj_dog_set_label (self->then_order, _("Order after the test"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->then_order), G_LIST_MODEL (orders));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->then_order);
  self->then_routs = gtk_switch_new ();
  gtk_widget_set_name (self->then_routs, "dog-morale-then-routs");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), adj_dog_suffix_row (_("Routs (18.4.14)"), NULL,
                                                                                self->then_routs));
  self->then_halts = gtk_switch_new ();
  gtk_widget_set_name (self->then_halts, "dog-morale-then-halts");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), adj_dog_suffix_row (_("Halts (18.2.9)"), NULL,
                                                                                self->then_halts));
  gtk_box_append (self->answer_box, group);
}

static void
build (AdjDogMoralePage *self)
{
  self->units = g_array_new (FALSE, FALSE, sizeof (int));
  self->unit_names = gtk_string_list_new (NULL);
  self->factor_rows = g_ptr_array_new ();
  self->factor_spins = g_ptr_array_new ();
  adw_combo_row_set_model (self->unit_row, G_LIST_MODEL (self->unit_names));
  g_autoptr (GtkStringList) tests = adj_dog_names_model (test_name, 0, ADJ_DOG_N_TESTS);
  adw_combo_row_set_model (self->test_row, G_LIST_MODEL (tests));
  adj_dog_set_label (GTK_WIDGET (self->unit_row), _("Unit"));
  adj_dog_set_label (GTK_WIDGET (self->test_row), _("Test"));
  g_signal_connect_swapped (self->test_row, "notify::selected", G_CALLBACK (build_factors), self);
  g_signal_connect_swapped (self->unit_row, "notify::selected", G_CALLBACK (on_unit_changed), self);

  self->provenance = adj_dog_label_new (_("Your values"), "chart-legend");
  gtk_widget_add_css_class (self->provenance, "user");
  gtk_widget_set_halign (self->provenance, GTK_ALIGN_START);
  gtk_box_append (self->answer_box, self->provenance);
  self->mods = adj_modifier_list_new ();
  gtk_widget_set_name (self->mods, "dog-morale-factors");
  gtk_box_append (self->answer_box, self->mods);
  self->chart = adj_outcome_chart_new ();
  gtk_widget_set_name (self->chart, "dog-morale-chart");
  gtk_box_append (self->answer_box, self->chart);
  self->roll = adj_roll_entry_new ();
  gtk_widget_set_name (self->roll, "dog-morale-roll");
  adj_roll_entry_set_dice (ADJ_ROLL_ENTRY (self->roll), ADJ_DIE_D6, 1);
  adj_roll_entry_set_caption (ADJ_ROLL_ENTRY (self->roll), _("rolled"));
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (compute), self);
  gtk_box_append (self->answer_box, self->roll);
  build_consequences (self);
  self->error = adj_game_error_label_new ("dog-morale-error");
  gtk_box_append (self->answer_box, self->error);
  self->record = gtk_button_new_with_mnemonic (_("_Record the Test"));
  gtk_widget_set_name (self->record, "dog-morale-record");
  gtk_widget_set_halign (self->record, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->record, "pill");
  gtk_widget_add_css_class (self->record, "suggested-action");
  g_signal_connect_swapped (self->record, "clicked", G_CALLBACK (on_record), self);
  /* Under the roll's answer: typing the roll moves it not (issue 25). */
  adj_roll_entry_set_action (ADJ_ROLL_ENTRY (self->roll), self->record);
  self->recorded = adj_dog_label_new (NULL, "heading");
  gtk_widget_set_name (self->recorded, "dog-morale-recorded");
  gtk_widget_set_visible (self->recorded, FALSE);
  gtk_box_append (self->answer_box, self->recorded);
  self->goto_units = adj_dog_goto_button_new ("dog-morale-goto-units", _("More on _Units"), "dog-units");
  gtk_widget_set_halign (self->goto_units, GTK_ALIGN_START);
  gtk_widget_set_visible (self->goto_units, FALSE);
  gtk_box_append (self->answer_box, self->goto_units);
}

static void
adj_dog_morale_page_map (GtkWidget *widget)
{
  AdjDogMoralePage *self = ADJ_DOG_MORALE_PAGE (widget);

  if (!self->built)
    {
      self->built = TRUE;
      self->session = adj_dog_page_init (widget, &self->state_stack, "adjutant-die-symbolic", G_CALLBACK (refresh));
      build (self);
    }
  GTK_WIDGET_CLASS (adj_dog_morale_page_parent_class)->map (widget);
  /* The sheets may have changed on their page since. */
  load_sheets (self);
  refresh (self);
}

static void
adj_dog_morale_page_dispose (GObject *object)
{
  AdjDogMoralePage *self = ADJ_DOG_MORALE_PAGE (object);

  g_clear_handle_id (&self->compute_idle, g_source_remove);
  g_clear_object (&self->session);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_MORALE_PAGE);
  g_clear_pointer (&self->sheets, adj_dog_sheets_free);
  g_clear_pointer (&self->units, g_array_unref);
  g_clear_pointer (&self->factor_rows, g_ptr_array_unref);
  g_clear_pointer (&self->factor_spins, g_ptr_array_unref);
  g_clear_object (&self->unit_names);
  G_OBJECT_CLASS (adj_dog_morale_page_parent_class)->dispose (object);
}

static void
adj_dog_morale_page_class_init (AdjDogMoralePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_morale_page_dispose;
  widget_class->map = adj_dog_morale_page_map;
  g_type_ensure (ADJ_TYPE_COLUMNS);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-morale-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, unit_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, test_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, factors_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, no_sheet_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, no_sheet_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, answer_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, need_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogMoralePage, results_label);
}

static void
adj_dog_morale_page_init (AdjDogMoralePage *self)
{
}
