/* adj-cog-combat-choose.c: the Combat page's choices
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The attackers (the active side's units on the map), the units of the
 * defending hex (all of them defend together, 12.3; a unit that retreated
 * into it earlier in this Combat Action is marked so, 12.10.5; cavalry may
 * try to retreat before combat, 14.3), each side's artillery, the attacker
 * first (13.3) and, with the optional rule of 6.3.2, chosen behind a
 * "pass the device" cover from what only its owner may see, and the
 * terrain of the defender's hex with the flank (12.11, 12.12). Adjutant
 * has no map: the players say which units share the hex and what terrain
 * it is; the engine checks the rest.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-combat.h"
#include "adj-columns.h"
#include "adj-cog-game.h"
#include "adj-device-cover.h"
#include "adj-spin-check.h"

typedef struct {
  AdjCogCombatChoice *choice;
  AdjCogCombatChanged changed;
  gpointer page;
} Ctx;

static Ctx *
ctx_new (GtkWidget *owner, AdjCogCombatChoice *choice, AdjCogCombatChanged changed, gpointer page)
{
  Ctx *ctx = g_new (Ctx, 1);
  *ctx = (Ctx) { choice, changed, page };
  g_object_set_data_full (G_OBJECT (owner), "combat-ctx", ctx, g_free);
  return ctx;
}

static Ctx *
ctx_of (gpointer widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      Ctx *ctx = g_object_get_data (G_OBJECT (w), "combat-ctx");
      if (ctx != NULL)
        return ctx;
    }
  g_return_val_if_reached (NULL);
}

static guint
unit_of (gpointer widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "unit"));
}

/* Any change to the combat makes typed rolls meaningless. */
static void
changed (Ctx *ctx)
{
  for (guint u = 0; u < ctx->choice->n_units; u++)
    ctx->choice->roll[u] = 0;
  ctx->choice->virtual_rolls = FALSE;
  ctx->changed (ctx->page);
}

static void
on_attacker (GtkCheckButton *check, gpointer data)
{
  Ctx *ctx = ctx_of (check);
  ctx->choice->attacker[unit_of (check)] = gtk_check_button_get_active (check);
  changed (ctx);
}

static GtkWidget *
check_row (const char *title, const char *subtitle, const char *name, gboolean active, GCallback cb, guint unit)
{
  GtkWidget *row = adj_cog_row (title, subtitle);
  GtkWidget *check = gtk_check_button_new ();
  gtk_widget_set_name (check, name);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (check), "unit", GUINT_TO_POINTER (unit));
  g_signal_connect (check, "toggled", cb, NULL);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

static void
add_attackers (GtkWidget *body, const AdjCogState *s, AdjCogCombatChoice *choice, AdjCogSide side)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  /* TRANSLATORS: %s is a side */
  g_autofree char *title = g_strdup_printf (_("Attackers: %s"), adj_cog_side_name (s, side));
  GtkWidget *list = adj_cog_section (body, title,
                                     _("Units next to the defending hex; none may attack twice in this Combat "
                                       "Action, nor be Out of Command (12.3, 10.4). Cavalry never attacks "
                                       "infantry, nor with it (14.2)."));
  gtk_widget_set_name (list, "attackers");
  /* The units that may attack first; then, greyed, those that may not
   * now, each with the engine's reason (9.5, 12.2, 12.3). */
  for (int pass = 0; pass < 2; pass++)
    for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
      {
        const AdjCogUnit *unit = adj_cog_battle_unit (b, u);
        if (adj_cog_battle_formation (b, unit->formation)->side != side
            || adj_cog_state_unit_status (s, u) != ADJ_COG_UNIT_ON_MAP || !unit->may_attack)
          continue;
        g_autofree char *why = choice->attacker[u] ? NULL : adj_cog_combat_attacker_refusal (s, u);
        if ((why != NULL) != (pass == 1))
          continue;
        g_autofree char *line = adj_cog_unit_line (s, u);
        g_autofree char *name = g_strdup_printf ("attacker:%s", unit->id);
        GtkWidget *row = check_row (line, why != NULL ? why : adj_cog_battle_formation (b, unit->formation)->name,
                                    name, choice->attacker[u], G_CALLBACK (on_attacker), u);
        gtk_widget_set_sensitive (row, why == NULL);
        gtk_list_box_append (GTK_LIST_BOX (list), row);
      }
}

static void
on_role (GtkDropDown *drop, GParamSpec *pspec, gpointer data)
{
  Ctx *ctx = ctx_of (drop);
  guint u = unit_of (drop);
  ctx->choice->role[u] = (guint8) gtk_drop_down_get_selected (drop);
  if (ctx->choice->role[u] != ADJ_COG_ROLE_DEFENDS)
    ctx->choice->cavalry_try[u] = FALSE;
  changed (ctx);
}

static void
on_cavalry (GtkCheckButton *check, gpointer data)
{
  Ctx *ctx = ctx_of (check);
  ctx->choice->cavalry_try[unit_of (check)] = gtk_check_button_get_active (check);
  changed (ctx);
}

static void
add_defenders (GtkWidget *body, const AdjCogState *s, AdjCogCombatChoice *choice, AdjCogSide enemy)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  /* TRANSLATORS: %s is a side */
  g_autofree char *title = g_strdup_printf (_("The Defending Hex: %s"), adj_cog_side_name (s, enemy));
  GtkWidget *list = adj_cog_section (body, title,
                                     _("Every unit in the hex defends (12.3). A unit that retreated into it "
                                       "earlier in this Combat Action adds nothing and is eliminated if the "
                                       "defenders lose any step (12.10.5)."));
  static const char *const roles[] = { N_("Not in this combat"), N_("Defends"), N_("Retreated into the hex"), NULL };
  const char *translated[] = { _(roles[0]), _(roles[1]), _(roles[2]), NULL };

  gtk_widget_set_name (list, "defenders");
  for (int pass = 0; pass < 2; pass++)
    for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
      {
        const AdjCogUnit *unit = adj_cog_battle_unit (b, u);
        if (adj_cog_battle_formation (b, unit->formation)->side != enemy
            || adj_cog_state_unit_status (s, u) != ADJ_COG_UNIT_ON_MAP)
          continue;
        /* As the attackers: who may be attacked first, the others greyed
         * with the reason. */
        g_autofree char *why = choice->role[u] != 0 ? NULL : adj_cog_combat_defender_refusal (s, u);
        if ((why != NULL) != (pass == 1))
          continue;
        g_autofree char *line = adj_cog_unit_line (s, u);
        GtkWidget *row = adj_cog_row (line, why != NULL ? why : adj_cog_battle_formation (b, unit->formation)->name);
        gtk_widget_set_sensitive (row, why == NULL);
        GtkWidget *drop = gtk_drop_down_new_from_strings (translated);
        g_autofree char *name = g_strdup_printf ("defender:%s", unit->id);
        /* TRANSLATORS: %s is a unit: its part in the combat */
        g_autofree char *a11y = g_strdup_printf (_("%s in this combat"), unit->name);
        gtk_widget_set_name (drop, name);
        gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
        gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), choice->role[u]);
        gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
        g_object_set_data (G_OBJECT (drop), "unit", GUINT_TO_POINTER (u));
        g_signal_connect (drop, "notify::selected", G_CALLBACK (on_role), NULL);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
        gtk_list_box_append (GTK_LIST_BOX (list), row);
        if (unit->type == ADJ_COG_CAVALRY && choice->role[u] == ADJ_COG_ROLE_DEFENDS)
          {
            /* TRANSLATORS: %s is a cavalry unit (14.3) */
            g_autofree char *try = g_strdup_printf (_("%s tries to retreat before combat (14.3)"), unit->name);
            g_autofree char *try_name = g_strdup_printf ("cavalry:%s", unit->id);
            gtk_list_box_append (GTK_LIST_BOX (list),
                                 check_row (try, _("Only a hex of cavalry alone, attacked by a force without cavalry: "
                                                   "a roll of its TER or less and it retreats 3 hexes first."),
                                            try_name, choice->cavalry_try[u], G_CALLBACK (on_cavalry), u));
          }
      }
}

/* ---- artillery (13.1, 13.3; 6.3.2's optional rule) ---- */

static guint
available_ams (const AdjCogState *s, AdjCogSide side, guint *out)
{
  guint ams[ADJ_COG_MAX_AMS], hidden, n = 0;
  guint k = adj_cog_state_am_view (s, side, side, ams, &hidden);
  for (guint i = 0; i < k; i++)
    if (adj_cog_state_am_available (s, ams[i], side))
      out[n++] = ams[i];
  return n;
}

static void
set_am (Ctx *ctx, gboolean attacker, int am)
{
  if (attacker)
    {
      ctx->choice->attacker_am = am;
      ctx->choice->attacker_declared = TRUE;
    }
  else
    {
      ctx->choice->defender_am = am;
      ctx->choice->defender_declared = TRUE;
    }
  ctx->choice->choosing_am = -1;
  changed (ctx);
}

static void
on_am_drop (GtkDropDown *drop, GParamSpec *pspec, gpointer data)
{
  Ctx *ctx = ctx_of (drop);
  guint k = gtk_drop_down_get_selected (drop);
  const guint *ams = g_object_get_data (G_OBJECT (drop), "ams");
  set_am (ctx, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (drop), "attacker")), k == 0 ? -1 : (int) ams[k - 1]);
}

static void
on_choose (GtkButton *button, gpointer data)
{
  Ctx *ctx = ctx_of (button);
  ctx->choice->choosing_am = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  ctx->changed (ctx->page);
}

static void
on_declare (GtkButton *button, gpointer data)
{
  Ctx *ctx = ctx_of (button);
  set_am (ctx, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "attacker")),
          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "am")));
}

typedef struct {
  AdjCogState *state;
  AdjCogSide side;
  gboolean attacker;
} Choosing;

static void
choosing_free (Choosing *ch)
{
  adj_cog_state_unref (ch->state);
  g_free (ch);
}

/* Behind the cover: the owner's available markers, one button each. */
static void
on_cover_lifted (AdjDeviceCover *cover, gpointer data)
{
  Choosing *ch = g_object_get_data (G_OBJECT (cover), "choosing");
  const AdjCogBattle *b = adj_cog_state_battle (ch->state);
  guint ams[ADJ_COG_MAX_AMS];
  guint n = available_ams (ch->state, ch->side, ams);
  GtkWidget *list = adj_cog_section (GTK_WIDGET (adj_device_cover_get_content (cover)),
                                     _("Your Artillery Markers Available Now"),
                                     _("One, where a unit of its formation takes part (13.1); using it reveals it."));
  gtk_widget_set_name (list, "am-choices");
  for (guint i = 0; i <= n; i++)
    {
      int am = i < n ? (int) ams[i] : -1;
      const char *title = am >= 0 ? adj_cog_battle_am (b, (guint) am)->name : _("No artillery");
      GtkWidget *row = adj_cog_row (title, NULL);
      g_autofree char *name = g_strdup_printf ("use-am:%s", am >= 0 ? adj_cog_battle_am (b, (guint) am)->id : "none");
      /* TRANSLATORS: %s is an Artillery Marker, or "No artillery" */
      g_autofree char *a11y = g_strdup_printf (_("Declare: %s"), title);
      GtkWidget *button = adj_cog_button (_("_Declare"), name, a11y);
      g_object_set_data (G_OBJECT (button), "attacker", GINT_TO_POINTER (ch->attacker));
      g_object_set_data (G_OBJECT (button), "am", GINT_TO_POINTER (am));
      g_signal_connect (button, "clicked", G_CALLBACK (on_declare), NULL);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

static void
add_am_row (GtkWidget *list, const AdjCogState *s, AdjCogCombatChoice *choice, AdjCogSide side, gboolean attacker,
            gboolean hidden)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  int chosen = attacker ? choice->attacker_am : choice->defender_am;
  const char *who = attacker ? _("Attacker") : _("Defender");
  /* TRANSLATORS: "Attacker: Union", the side committing artillery */
  g_autofree char *title = g_strdup_printf (_("%s: %s"), who, adj_cog_side_name (s, side));
  GtkWidget *row = adj_cog_row (title, NULL);
  g_autofree char *name = g_strdup_printf ("%s-am", attacker ? "attacker" : "defender");
  g_autofree char *row_name = g_strdup_printf ("%s-row", name);
  guint ams[ADJ_COG_MAX_AMS];
  guint n = available_ams (s, side, ams);

  gtk_widget_set_name (row, row_name);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  if (hidden)
    {
      /* Declared markers are used, so named; the rest is the owner's. */
      gboolean declared = attacker ? choice->attacker_declared : choice->defender_declared;
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   chosen >= 0 ? adj_cog_battle_am (b, (guint) chosen)->name
                                   : declared ? _("No artillery") : _("Not declared yet"));
      /* TRANSLATORS: %s is a side: choose its artillery behind the cover */
      g_autofree char *a11y = g_strdup_printf (_("Choose the %s artillery"), adj_cog_side_name (s, side));
      GtkWidget *button = adj_cog_button (_("_Choose…"), name, a11y);
      gtk_widget_set_sensitive (button, attacker || choice->attacker_declared);
      g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
      g_signal_connect (button, "clicked", G_CALLBACK (on_choose), NULL);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      return;
    }
  const char **names = g_new0 (const char *, n + 2);
  guint *copy = g_memdup2 (ams, (n + 1) * sizeof *ams);
  guint selected = 0;
  names[0] = _("No artillery");
  for (guint i = 0; i < n; i++)
    {
      names[i + 1] = adj_cog_battle_am (b, ams[i])->name;
      if ((int) ams[i] == chosen)
        selected = i + 1;
    }
  GtkWidget *drop = gtk_drop_down_new_from_strings (names);
  g_free (names);
  g_object_set_data_full (G_OBJECT (drop), "ams", copy, g_free);
  g_object_set_data (G_OBJECT (drop), "attacker", GINT_TO_POINTER (attacker));
  gtk_widget_set_name (drop, name);
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), selected);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect (drop, "notify::selected", G_CALLBACK (on_am_drop), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
}

static void
add_artillery (GtkWidget *body, const AdjCogState *s, AdjCogCombatChoice *choice, AdjCogSide side)
{
  gboolean hidden = adj_cog_state_option (s, ADJ_COG_OPTION_HIDDEN_ARTILLERY);
  GtkWidget *list = adj_cog_section (body, _("Artillery (13.1, 13.3)"),
                                     _("Each side may add one Artillery Marker, +1 to its strength; the attacker "
                                       "declares first."));
  gtk_widget_set_name (list, "artillery");
  add_am_row (list, s, choice, side, TRUE, hidden);
  add_am_row (list, s, choice, ADJ_COG_OTHER (side), FALSE, hidden);
  if (!hidden || choice->choosing_am < 0)
    return;
  GtkWidget *cover = adj_device_cover_new ();
  Choosing *ch = g_new (Choosing, 1);
  *ch = (Choosing) { adj_cog_state_ref ((AdjCogState *) s), choice->choosing_am, choice->choosing_am == (int) side };
  g_object_set_data_full (G_OBJECT (cover), "choosing", ch, (GDestroyNotify) choosing_free);
  gtk_widget_set_name (cover, "am-cover");
  adj_device_cover_show (ADJ_DEVICE_COVER (cover), adj_cog_side_name (s, choice->choosing_am),
                         _("Which Artillery Marker he commits to this combat, from those only he may see "
                           "(6.3.2, Greater Artillery Realism)."));
  g_signal_connect (cover, "lifted", G_CALLBACK (on_cover_lifted), NULL);
  gtk_box_append (GTK_BOX (body), cover);
}

/* ---- terrain and flank (12.11, 12.12) ---- */

static void
on_flag (GtkSwitch *sw, GParamSpec *pspec, gpointer data)
{
  Ctx *ctx = ctx_of (sw);
  gboolean *flag = (gboolean *) ((char *) ctx->choice + GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (sw), "offset")));
  *flag = gtk_switch_get_active (sw);
  changed (ctx);
}

static void
add_switch (GtkWidget *list, const char *title, const char *subtitle, const char *name, gsize offset,
            AdjCogCombatChoice *choice)
{
  GtkWidget *row = adj_cog_row (title, subtitle);
  GtkWidget *sw = gtk_switch_new ();
  gtk_widget_set_name (sw, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (sw), *(gboolean *) ((char *) choice + offset));
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (sw), "offset", GSIZE_TO_POINTER (offset));
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_flag), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

static void
on_terrain (GtkSpinButton *spin, gpointer data)
{
  Ctx *ctx = ctx_of (spin);
  ctx->choice->terrain = gtk_spin_button_get_value_as_int (spin);
  changed (ctx);
}

/* 12.12 from the attacking hexsides, asked of the engine. */
static void
on_direction (GtkToggleButton *toggle, gpointer data)
{
  Ctx *ctx = ctx_of (toggle);
  guint bit = 1u << GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "direction"));
  if (gtk_toggle_button_get_active (toggle))
    ctx->choice->directions |= bit;
  else
    ctx->choice->directions &= ~bit;
  ctx->choice->flank = adj_cog_flanked (ctx->choice->directions);
  changed (ctx);
}

static void
add_terrain (GtkWidget *body, AdjCogCombatChoice *choice)
{
  GtkWidget *list = adj_cog_section (body, _("The Defender's Hex (12.11, 12.12)"),
                                     _("Terrain counts for the defending stack, not each unit (12.11.1)."));
  gtk_widget_set_name (list, "terrain");
  add_switch (list, _("On higher ground than every attacker"),
              _("A hill attacked only from below: +1 (12.11.4); never flanked (12.12)"), "higher-ground",
              G_STRUCT_OFFSET (AdjCogCombatChoice, higher_ground), choice);
  add_switch (list, _("Attacked across a Steep Slope"), _("+1 (12.11.1)"), "steep-slope",
              G_STRUCT_OFFSET (AdjCogCombatChoice, steep_slope), choice);
  add_switch (list, _("A town"), _("-1, never below 1; every retreat is 3 hexes (12.11.5, 12.10.1)"), "town",
              G_STRUCT_OFFSET (AdjCogCombatChoice, town), choice);

  GtkWidget *row = adj_cog_row (_("Other defence factors"), _("From the battle's Terrain Effects Chart (12.11.1)"));
  GtkWidget *spin = gtk_spin_button_new_with_range (-3, 3, 1);
  adj_spin_check_attach (GTK_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), choice->terrain);
  gtk_widget_set_name (spin, "terrain-factors");
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Other defence factors"), -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_terrain), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  gtk_list_box_append (GTK_LIST_BOX (list), row);

  add_switch (list, _("Flank attack"), _("The defenders' TER -2, never below 1 (12.12)"), "flank",
              G_STRUCT_OFFSET (AdjCogCombatChoice, flank), choice);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *line = adj_wrap_box_new (4, 4);
  gtk_box_append (GTK_BOX (box), adj_label_new (_("Or mark the hexsides the attack comes from, clockwise around the "
                                                  "defender: four or more, three not touching, or two opposite "
                                                  "flank it (12.12)."),
                                                "dim-label"));
  for (guint d = 0; d < 6; d++)
    {
      g_autofree char *label = g_strdup_printf ("%u", d + 1);
      g_autofree char *name = g_strdup_printf ("hexside-%u", d + 1);
      /* TRANSLATORS: one of the six hexsides around the defending hex */
      g_autofree char *a11y = g_strdup_printf (_("Attacked from hexside %u"), d + 1);
      GtkWidget *toggle = gtk_toggle_button_new_with_label (label);
      gtk_widget_set_name (toggle, name);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), (choice->directions >> d) & 1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      g_object_set_data (G_OBJECT (toggle), "direction", GUINT_TO_POINTER (d));
      g_signal_connect (toggle, "toggled", G_CALLBACK (on_direction), NULL);
      adj_wrap_box_append (ADJ_WRAP_BOX (line), toggle);
    }
  gtk_box_append (GTK_BOX (box), line);
  gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_box_row (box));
}

void
adj_cog_combat_add_choices (GtkWidget *body, const AdjCogState *s, AdjCogCombatChoice *choice,
                            AdjCogCombatChanged changed_cb, gpointer page)
{
  gboolean special;
  guint index;
  AdjCogSide side;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  if (!adj_cog_state_active_marker (s, &special, &index, &side))
    return;
  ctx_new (box, choice, changed_cb, page);
  gtk_box_append (GTK_BOX (body), box);
  add_attackers (box, s, choice, side);
  add_defenders (box, s, choice, ADJ_COG_OTHER (side));
  add_artillery (box, s, choice, side);
  add_terrain (box, choice);
}
