/* adj-cog-combat-rolls.c: a combat's rolls and their results
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One field per die in the rules' order: the cavalry retreating before
 * combat (14.3), then each defender that stands (12.9.5, the defender
 * first), then each attacker that rolls (12.9.6). The players type what
 * their dice showed, or Roll All makes every roll from one seed the
 * journal keeps (the engine rolls them in that order). Once every die is
 * in, each unit's result as the engine reads it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-combat.h"
#include "adj-cog-game.h"

typedef struct {
  AdjCogCombatChoice *choice;
  AdjCogCombatChanged changed;
  gpointer page;
  AdjCogState *with;
  GtkWidget *results;
} Rolls;

static void
rolls_free (Rolls *r)
{
  adj_cog_state_unref (r->with);
  g_free (r);
}

static void
fill_results (Rolls *r)
{
  g_autoptr (AdjCogMove) m = adj_cog_combat_choice_move (r->choice, r->with);
  const AdjCogBattle *b = adj_cog_state_battle (r->with);
  AdjCogCombatResults res;
  g_autoptr (GError) error = NULL;

  adj_cog_clear (r->results);
  gboolean missing = FALSE;
  for (guint i = 0; i < m->combat.n_cavalry; i++)
    missing |= m->combat.cavalry[i].roll == 0;
  for (guint i = 0; i < m->combat.n_defender_rolls; i++)
    missing |= m->combat.defender_rolls[i].roll == 0;
  for (guint i = 0; i < m->combat.n_attacker_rolls; i++)
    missing |= m->combat.attacker_rolls[i].roll == 0;
  if (missing || !adj_cog_combat_results (r->with, m, &res, &error))
    {
      gtk_list_box_append (GTK_LIST_BOX (r->results),
                           adj_cog_row (missing ? _("Type every roll to see the results") : error->message, NULL));
      return;
    }
  const AdjCogUnitResult *lists[2] = { res.defenders, res.attackers };
  guint counts[2] = { m->combat.n_defenders, m->combat.n_attackers };
  for (guint l = 0; l < 2; l++)
    for (guint i = 0; i < counts[l]; i++)
      {
        const AdjCogUnitResult *u = &lists[l][i];
        g_autofree char *line = NULL;
        if (u->retreated_before)
          line = g_strdup (_("retreats 3 hexes before combat (14.3)"));
        else if (!u->rolled)
          line = g_strdup (_("does not roll"));
        else if (u->eliminated)
          /* TRANSLATORS: the natural and the modified roll, then the result */
          line = g_strdup_printf (_("rolls %d, %d modified: eliminated"), u->roll.natural, u->roll.modified);
        else if (u->roll.loss && l == 0)
          line = g_strdup_printf (ngettext ("rolls %d, %d modified: loses a step and retreats %d hex",
                                            "rolls %d, %d modified: loses a step and retreats %d hexes",
                                            u->roll.retreat),
                                  u->roll.natural, u->roll.modified, u->roll.retreat);
        else if (u->roll.loss)
          line = g_strdup_printf (_("rolls %d, %d modified: loses a step"), u->roll.natural, u->roll.modified);
        else
          line = g_strdup_printf (_("rolls %d, %d modified: no effect"), u->roll.natural, u->roll.modified);
        GtkWidget *row = adj_cog_row (adj_cog_battle_unit (b, u->unit)->name, line);
        g_autofree char *name = g_strdup_printf ("result:%s", adj_cog_battle_unit (b, u->unit)->id);
        gtk_widget_set_name (row, name);
        gtk_list_box_append (GTK_LIST_BOX (r->results), row);
      }
  for (guint i = 0; i < m->combat.n_retreated_in; i++)
    if (res.retreated_in[i].eliminated)
      gtk_list_box_append (GTK_LIST_BOX (r->results),
                           adj_cog_row (adj_cog_battle_unit (b, res.retreated_in[i].unit)->name,
                                        _("eliminated: it retreated into the hex (12.10.5)")));
  gtk_list_box_append (GTK_LIST_BOX (r->results),
                       adj_cog_row (res.hex_cleared ? _("The hex is cleared: the attackers may advance (12.9.7)")
                                                    : _("The defenders hold the hex"),
                                    NULL));
}

static void
on_entry_changed (GtkEditable *entry, Rolls *r)
{
  guint u = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "unit"));
  gboolean cavalry = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "cavalry"));
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  int roll = 0;

  if (*text != '\0' && !adj_die_parse (ADJ_DIE_D6, text, &roll, NULL))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      roll = 0;
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  r->choice->roll[u] = roll;
  r->choice->virtual_rolls = FALSE;
  /* A cavalry roll decides who stays to roll: the page is laid out again
   * once it is whole; any other roll only changes the results. */
  if (cavalry && roll > 0)
    r->changed (r->page);
  else
    fill_results (r);
}

static void
on_roll_all (GtkButton *button, Rolls *r)
{
  g_autoptr (AdjCogMove) m = adj_cog_combat_choice_move (r->choice, r->with);
  guint64 seed = adj_game_session_new_seed ();
  if (!adj_cog_combat_roll_virtual (r->with, m, seed, NULL))
    return;
  const AdjCogUnitRoll *lists[3] = { m->combat.cavalry, m->combat.defender_rolls, m->combat.attacker_rolls };
  guint counts[3] = { m->combat.n_cavalry, m->combat.n_defender_rolls, m->combat.n_attacker_rolls };
  for (guint l = 0; l < 3; l++)
    for (guint i = 0; i < counts[l]; i++)
      r->choice->roll[lists[l][i].unit] = lists[l][i].roll;
  r->choice->virtual_rolls = TRUE;
  r->choice->seed = seed;
  r->changed (r->page);
}

static void
add_roll (GtkWidget *list, Rolls *r, guint unit, const char *what, gboolean cavalry)
{
  const AdjCogUnit *u = adj_cog_battle_unit (adj_cog_state_battle (r->with), unit);
  /* TRANSLATORS: a unit and what its die is for */
  g_autofree char *title = g_strdup_printf (_("%s: %s"), u->name, what);
  GtkWidget *row = adj_cog_row (title, NULL);
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *name = g_strdup_printf ("%sroll:%s", cavalry ? "cavalry-" : "", u->id);
  g_autofree char *a11y = g_strdup_printf (_("Die roll: %s"), title);

  gtk_widget_set_name (entry, name);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 2);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 2);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 1);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "1\u20136");
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  if (r->choice->roll[unit] > 0)
    {
      g_autofree char *value = g_strdup_printf ("%d", r->choice->roll[unit]);
      gtk_editable_set_text (GTK_EDITABLE (entry), value);
    }
  g_object_set_data (G_OBJECT (entry), "unit", GUINT_TO_POINTER (unit));
  g_object_set_data (G_OBJECT (entry), "cavalry", GINT_TO_POINTER (cavalry));
  g_signal_connect (entry, "changed", G_CALLBACK (on_entry_changed), r);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

void
adj_cog_combat_add_rolls (GtkWidget *body, const AdjCogState *with, const AdjCogCombatSetup *st,
                          AdjCogCombatChoice *choice, AdjCogCombatChanged changed, gpointer page)
{
  g_autoptr (AdjCogMove) m = adj_cog_combat_choice_move (choice, with);
  Rolls *r = g_new0 (Rolls, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  *r = (Rolls) { choice, changed, page, adj_cog_state_ref ((AdjCogState *) with), NULL };
  g_object_set_data_full (G_OBJECT (box), "rolls", r, (GDestroyNotify) rolls_free);
  gtk_box_append (GTK_BOX (body), box);
  GtkWidget *list = adj_cog_section (box, _("The Rolls"),
                                     choice->virtual_rolls ? _("Rolled by Adjutant from one seed the journal keeps.")
                                                           : _("Type what your dice showed, the defender first "
                                                               "(12.9), or let Adjutant roll them all."));
  gtk_widget_set_name (list, "rolls");
  for (guint i = 0; i < m->combat.n_cavalry; i++)
    add_roll (list, r, m->combat.cavalry[i].unit, _("retreat before combat, its TER or less (14.3)"), TRUE);
  for (guint i = 0; i < m->combat.n_defender_rolls; i++)
    add_roll (list, r, m->combat.defender_rolls[i].unit, _("defends (12.9.5)"), FALSE);
  for (guint i = 0; i < m->combat.n_attacker_rolls; i++)
    add_roll (list, r, m->combat.attacker_rolls[i].unit, _("attacks (12.9.6)"), FALSE);

  GtkWidget *roll_all = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "adjutant-die-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("_Roll All for Me"));
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (roll_all), content);
  gtk_widget_set_name (roll_all, "combat-roll-all");
  gtk_widget_set_halign (roll_all, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (roll_all), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Let Adjutant roll every die of the combat"), -1);
  g_signal_connect (roll_all, "clicked", G_CALLBACK (on_roll_all), r);
  gtk_box_append (GTK_BOX (box), roll_all);

  r->results = adj_cog_section (box, _("Results"), NULL);
  gtk_widget_set_name (r->results, "combat-results");
  fill_results (r);
}
