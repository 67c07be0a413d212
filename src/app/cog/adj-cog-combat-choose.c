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
 * it is; the engine checks the rest. The artillery's section is
 * adj-cog-combat-artillery.c's.
 *
 * The sections are made once per battle and a unit's row the first time
 * it may take part; a change of the game or of a choice then sets only
 * the texts and states that differ, so a long game's action costs what a
 * short one's does and nothing under the pointer is replaced.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-combat.h"
#include "adj-columns.h"
#include "adj-first-frame.h"
#include "adj-cog-game.h"
#include "adj-spin-check.h"

typedef struct {
  AdjCogCombatChoice *choice;
  AdjCogCombatChanged changed;
  gpointer page;
  gboolean updating;         /* the page sets its widgets: no choice is made */
  GtkWidget *attackers, *defenders;  /* the lists */
  GtkWidget **attacker_rows; /* per unit, NULL until the unit may take part */
  GtkWidget **defender_rows;
  GtkWidget **cavalry_rows;
  GtkWidget *artillery;      /* adj-cog-combat-artillery.c's */
  GtkWidget *later;          /* the artillery and the terrain, below the fold */
  GPtrArray *switches;       /* terrain and flank */
  GtkWidget *terrain;
  GtkWidget *hexsides[6];
} Ctx;

static void
ctx_free (Ctx *ctx)
{
  g_free (ctx->attacker_rows);
  g_free (ctx->defender_rows);
  g_free (ctx->cavalry_rows);
  g_ptr_array_unref (ctx->switches);
  g_free (ctx);
}

gpointer
adj_cog_combat_data_of (gpointer widget, const char *key)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      gpointer data = g_object_get_data (G_OBJECT (w), key);
      if (data != NULL)
        return data;
    }
  g_return_val_if_reached (NULL);
}

/* The context of a widget the player changed, NULL while the page sets it. */
static Ctx *
ctx_chosen (gpointer widget)
{
  Ctx *ctx = adj_cog_combat_data_of (widget, "combat-ctx");
  return ctx != NULL && !ctx->updating ? ctx : NULL;
}

static guint
unit_of (gpointer widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "unit"));
}

static void
changed (Ctx *ctx)
{
  adj_cog_combat_choice_forget_rolls (ctx->choice);
  ctx->changed (ctx->page);
}

/* A section's heading follows its side; the list is named after it. */
static void
set_heading (GtkWidget *list, const char *title)
{
  GtkWidget *heading = g_object_get_data (G_OBJECT (list), "heading");
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (heading)), title) == 0)
    return;
  gtk_label_set_text (GTK_LABEL (heading), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

/* A row's texts and state, each set only where it differs: an unchanged
 * row is not laid out again. @labelled takes the title as its name. */
static void
set_row (GtkWidget *row, const char *title, const char *subtitle, gboolean sensitive, GtkWidget *labelled)
{
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (labelled != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (labelled), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_sensitive (row, sensitive);
  gtk_widget_set_visible (row, TRUE);
}

/* The units that may take part first, then those that may not now,
 * greyed with the engine's reason (9.5, 12.2, 12.3): a row moves between
 * the two as the game changes, no row is made again. */
static int
by_refusal (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data)
{
  const char *keys[] = { "refused", "unit", "sub" };
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      guint x = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (a), keys[k]));
      guint y = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), keys[k]));
      if (x != y)
        return x < y ? -1 : 1;
    }
  return 0;
}

static void
set_refused (GtkWidget *row, gboolean refused)
{
  if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "refused")) == (guint) refused)
    return;
  g_object_set_data (G_OBJECT (row), "refused", GUINT_TO_POINTER (refused));
  if (gtk_widget_get_parent (row) != NULL)
    gtk_list_box_row_changed (GTK_LIST_BOX_ROW (row));
}

static void
hide_row (GtkWidget *row)
{
  if (row != NULL)
    gtk_widget_set_visible (row, FALSE);
}

static void
on_attacker (GtkCheckButton *check, gpointer data)
{
  Ctx *ctx = ctx_chosen (check);
  if (ctx == NULL)
    return;
  ctx->choice->attacker[unit_of (check)] = gtk_check_button_get_active (check);
  changed (ctx);
}

static void
set_check (GtkWidget *row, gboolean active)
{
  GtkCheckButton *check = g_object_get_data (G_OBJECT (row), "check");
  if (gtk_check_button_get_active (check) != active)
    gtk_check_button_set_active (check, active);
}

/* A row with a check box, its texts set by set_row. */
static GtkWidget *
check_row (GtkWidget *list, const char *name, GCallback cb, guint unit, guint sub)
{
  GtkWidget *row = adj_cog_row (NULL, NULL);
  GtkWidget *check = gtk_check_button_new ();
  gtk_widget_set_name (check, name);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (check), "unit", GUINT_TO_POINTER (unit));
  g_object_set_data (G_OBJECT (row), "check", check);
  g_object_set_data (G_OBJECT (row), "unit", GUINT_TO_POINTER (unit));
  g_object_set_data (G_OBJECT (row), "sub", GUINT_TO_POINTER (sub));
  g_signal_connect (check, "toggled", cb, NULL);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return row;
}

/* A unit a list offers: of @side, on the map and, among the attackers,
 * one that may attack at all. */
static gboolean
listed (const AdjCogState *s, guint u, AdjCogSide side, gboolean attacking)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  const AdjCogUnit *unit = adj_cog_battle_unit (b, u);
  return adj_cog_battle_formation (b, unit->formation)->side == side
         && adj_cog_state_unit_status (s, u) == ADJ_COG_UNIT_ON_MAP && (!attacking || unit->may_attack);
}

static GtkWidget *
attacker_row (Ctx *ctx, const AdjCogUnit *unit, guint u)
{
  g_autofree char *name = g_strdup_printf ("attacker:%s", unit->id);
  return check_row (ctx->attackers, name, G_CALLBACK (on_attacker), u, 0);
}

static void
on_role (GtkDropDown *drop, GParamSpec *pspec, gpointer data)
{
  Ctx *ctx = ctx_chosen (drop);
  if (ctx == NULL)
    return;
  guint u = unit_of (drop);
  ctx->choice->role[u] = (guint8) gtk_drop_down_get_selected (drop);
  if (ctx->choice->role[u] != ADJ_COG_ROLE_DEFENDS)
    ctx->choice->cavalry_try[u] = FALSE;
  changed (ctx);
}

static void
on_cavalry (GtkCheckButton *check, gpointer data)
{
  Ctx *ctx = ctx_chosen (check);
  if (ctx == NULL)
    return;
  ctx->choice->cavalry_try[unit_of (check)] = gtk_check_button_get_active (check);
  changed (ctx);
}

static GtkWidget *
defender_row (Ctx *ctx, const AdjCogUnit *unit, guint u)
{
  static const char *const roles[] = { N_("Not in this combat"), N_("Defends"), N_("Retreated into the hex"), NULL };
  const char *translated[] = { _(roles[0]), _(roles[1]), _(roles[2]), NULL };
  GtkWidget *row = adj_cog_row (NULL, NULL);
  GtkWidget *drop = gtk_drop_down_new_from_strings (translated);
  g_autofree char *name = g_strdup_printf ("defender:%s", unit->id);
  /* TRANSLATORS: %s is a unit: its part in the combat */
  g_autofree char *a11y = g_strdup_printf (_("%s in this combat"), unit->name);

  gtk_widget_set_name (drop, name);
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  g_object_set_data (G_OBJECT (drop), "unit", GUINT_TO_POINTER (u));
  g_object_set_data (G_OBJECT (row), "drop", drop);
  g_object_set_data (G_OBJECT (row), "unit", GUINT_TO_POINTER (u));
  g_signal_connect (drop, "notify::selected", G_CALLBACK (on_role), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
  gtk_list_box_append (GTK_LIST_BOX (ctx->defenders), row);
  return row;
}

/* 14.3: a defending cavalry unit's try to retreat before combat. */
static void
update_cavalry (Ctx *ctx, const AdjCogUnit *unit, guint u, gboolean refused)
{
  GtkWidget *row = ctx->cavalry_rows[u];
  if (unit->type != ADJ_COG_CAVALRY || ctx->choice->role[u] != ADJ_COG_ROLE_DEFENDS)
    {
      hide_row (row);
      return;
    }
  if (row == NULL)
    {
      g_autofree char *name = g_strdup_printf ("cavalry:%s", unit->id);
      row = ctx->cavalry_rows[u] = check_row (ctx->defenders, name, G_CALLBACK (on_cavalry), u, 1);
    }
  /* TRANSLATORS: %s is a cavalry unit (14.3) */
  g_autofree char *try = g_strdup_printf (_("%s tries to retreat before combat (14.3)"), unit->name);
  set_refused (row, refused);
  set_row (row, try,
           _("Only a hex of cavalry alone, attacked by a force without cavalry: a roll of its TER or less and it "
             "retreats 3 hexes first."),
           TRUE, g_object_get_data (G_OBJECT (row), "check"));
  set_check (row, ctx->choice->cavalry_try[u]);
}

/* The attackers' list or the defending hex's: a row per unit listed, the
 * others' rows hidden; each row's texts and control as the game and the
 * choice stand. */
static void
update_units (Ctx *ctx, const AdjCogState *s, AdjCogSide side, gboolean attacking)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  AdjCogCombatChoice *choice = ctx->choice;
  GtkWidget *list = attacking ? ctx->attackers : ctx->defenders;
  GtkWidget **rows = attacking ? ctx->attacker_rows : ctx->defender_rows;
  /* TRANSLATORS: %s is a side */
  g_autofree char *title = g_strdup_printf (attacking ? _("Attackers: %s") : _("The Defending Hex: %s"),
                                            adj_cog_side_name (s, side));

  set_heading (list, title);
  for (guint u = 0; u < choice->n_units; u++)
    {
      const AdjCogUnit *unit = adj_cog_battle_unit (b, u);
      GtkWidget *row = rows[u];
      if (!listed (s, u, side, attacking))
        {
          hide_row (row);
          if (!attacking)
            hide_row (ctx->cavalry_rows[u]);
          continue;
        }
      /* Who may take part first, the others greyed with the reason. */
      gboolean chosen = attacking ? choice->attacker[u] : choice->role[u] != ADJ_COG_ROLE_NONE;
      g_autofree char *why = chosen ? NULL
                             : attacking ? adj_cog_combat_attacker_refusal (s, u)
                                         : adj_cog_combat_defender_refusal (s, u);
      g_autofree char *line = adj_cog_unit_line (s, u);
      if (row == NULL)
        row = rows[u] = attacking ? attacker_row (ctx, unit, u) : defender_row (ctx, unit, u);
      set_refused (row, why != NULL);
      set_row (row, line, why != NULL ? why : adj_cog_battle_formation (b, unit->formation)->name, why == NULL,
               g_object_get_data (G_OBJECT (row), "check"));
      if (attacking)
        {
          set_check (row, choice->attacker[u]);
          continue;
        }
      GtkDropDown *drop = g_object_get_data (G_OBJECT (row), "drop");
      if (gtk_drop_down_get_selected (drop) != choice->role[u])
        gtk_drop_down_set_selected (drop, choice->role[u]);
      update_cavalry (ctx, unit, u, why != NULL);
    }
}

/* ---- terrain and flank (12.11, 12.12) ---- */

static gboolean *
flag_of (Ctx *ctx, GtkWidget *sw)
{
  return (gboolean *) ((char *) ctx->choice + GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (sw), "offset")));
}

static void
on_flag (GtkSwitch *sw, GParamSpec *pspec, gpointer data)
{
  Ctx *ctx = ctx_chosen (sw);
  if (ctx == NULL)
    return;
  *flag_of (ctx, GTK_WIDGET (sw)) = gtk_switch_get_active (sw);
  changed (ctx);
}

static void
add_switch (Ctx *ctx, GtkWidget *list, const char *title, const char *subtitle, const char *name, gsize offset)
{
  GtkWidget *row = adj_cog_row (title, subtitle);
  GtkWidget *sw = gtk_switch_new ();
  gtk_widget_set_name (sw, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (sw), "offset", GSIZE_TO_POINTER (offset));
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_flag), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  g_ptr_array_add (ctx->switches, sw);
}

static void
on_terrain (GtkSpinButton *spin, gpointer data)
{
  Ctx *ctx = ctx_chosen (spin);
  if (ctx == NULL)
    return;
  ctx->choice->terrain = gtk_spin_button_get_value_as_int (spin);
  changed (ctx);
}

/* 12.12 from the attacking hexsides, asked of the engine. */
static void
on_direction (GtkToggleButton *toggle, gpointer data)
{
  Ctx *ctx = ctx_chosen (toggle);
  if (ctx == NULL)
    return;
  guint bit = 1u << GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "direction"));
  if (gtk_toggle_button_get_active (toggle))
    ctx->choice->directions |= bit;
  else
    ctx->choice->directions &= ~bit;
  ctx->choice->flank = adj_cog_flanked (ctx->choice->directions);
  changed (ctx);
}

static void
add_terrain (Ctx *ctx, GtkWidget *body)
{
  GtkWidget *list = adj_cog_section (body, _("The Defender's Hex (12.11, 12.12)"),
                                     _("Terrain counts for the defending stack, not each unit (12.11.1)."));
  gtk_widget_set_name (list, "terrain");
  add_switch (ctx, list, _("On higher ground than every attacker"),
              _("A hill attacked only from below: +1 (12.11.4); never flanked (12.12)"), "higher-ground",
              G_STRUCT_OFFSET (AdjCogCombatChoice, higher_ground));
  add_switch (ctx, list, _("Attacked across a Steep Slope"), _("+1 (12.11.1)"), "steep-slope",
              G_STRUCT_OFFSET (AdjCogCombatChoice, steep_slope));
  add_switch (ctx, list, _("A town"), _("-1, never below 1; every retreat is 3 hexes (12.11.5, 12.10.1)"), "town",
              G_STRUCT_OFFSET (AdjCogCombatChoice, town));

  GtkWidget *row = adj_cog_row (_("Other defence factors"), _("From the battle's Terrain Effects Chart (12.11.1)"));
  GtkWidget *spin = gtk_spin_button_new_with_range (-3, 3, 1);
  adj_spin_check_attach (GTK_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
  gtk_widget_set_name (spin, "terrain-factors");
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Other defence factors"), -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_terrain), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  ctx->terrain = spin;

  add_switch (ctx, list, _("Flank attack"), _("The defenders' TER -2, never below 1 (12.12)"), "flank",
              G_STRUCT_OFFSET (AdjCogCombatChoice, flank));
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
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      g_object_set_data (G_OBJECT (toggle), "direction", GUINT_TO_POINTER (d));
      g_signal_connect (toggle, "toggled", G_CALLBACK (on_direction), NULL);
      adj_wrap_box_append (ADJ_WRAP_BOX (line), toggle);
      ctx->hexsides[d] = toggle;
    }
  gtk_box_append (GTK_BOX (box), line);
  gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_box_row (box));
}

/* The choice as it stands: a new combat puts every control back. */
static void
update_terrain (Ctx *ctx)
{
  for (guint i = 0; i < ctx->switches->len; i++)
    {
      GtkSwitch *sw = ctx->switches->pdata[i];
      if (gtk_switch_get_active (sw) != *flag_of (ctx, GTK_WIDGET (sw)))
        gtk_switch_set_active (sw, *flag_of (ctx, GTK_WIDGET (sw)));
    }
  if (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ctx->terrain)) != ctx->choice->terrain)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (ctx->terrain), ctx->choice->terrain);
  for (guint d = 0; d < 6; d++)
    {
      gboolean on = (ctx->choice->directions >> d) & 1;
      if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ctx->hexsides[d])) != on)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ctx->hexsides[d]), on);
    }
}

/* A section whose list is sorted by refusal, its heading set later. */
static GtkWidget *
unit_section (GtkWidget *box, const char *name, const char *description)
{
  GtkWidget *list = adj_cog_section (box, "", description);
  gtk_widget_set_name (list, name);
  g_object_set_data (G_OBJECT (list), "heading",
                     gtk_widget_get_prev_sibling (gtk_widget_get_prev_sibling (list)));
  gtk_list_box_set_sort_func (GTK_LIST_BOX (list), by_refusal, NULL, NULL);
  return list;
}

GtkWidget *
adj_cog_combat_choices_new (const AdjCogBattle *battle, AdjCogCombatChoice *choice, AdjCogCombatChanged changed_cb,
                            gpointer page)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  guint n = adj_cog_battle_n_units (battle);
  Ctx *ctx = g_new0 (Ctx, 1);

  *ctx = (Ctx) { .choice = choice, .changed = changed_cb, .page = page, .switches = g_ptr_array_new () };
  ctx->attacker_rows = g_new0 (GtkWidget *, n + 1);
  ctx->defender_rows = g_new0 (GtkWidget *, n + 1);
  ctx->cavalry_rows = g_new0 (GtkWidget *, n + 1);
  g_object_set_data_full (G_OBJECT (box), "combat-ctx", ctx, (GDestroyNotify) ctx_free);
  ctx->attackers = unit_section (box, "attackers",
                                 _("Units next to the defending hex; none may attack twice in this Combat "
                                   "Action, nor be Out of Command (12.3, 10.4). Cavalry never attacks "
                                   "infantry, nor with it (14.2)."));
  ctx->defenders = unit_section (box, "defenders",
                                 _("Every unit in the hex defends (12.3). A unit that retreated into it "
                                   "earlier in this Combat Action adds nothing and is eliminated if the "
                                   "defenders lose any step (12.10.5)."));
  ctx->later = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);  /* as the box spaces */
  gtk_box_append (GTK_BOX (box), ctx->later);
  ctx->artillery = adj_cog_combat_artillery_new (choice, changed_cb, page);
  gtk_box_append (GTK_BOX (ctx->later), ctx->artillery);
  add_terrain (ctx, ctx->later);
  return box;
}

void
adj_cog_combat_choices_show_later (GtkWidget *choices, GtkWidget *page)
{
  Ctx *ctx = g_object_get_data (G_OBJECT (choices), "combat-ctx");
  adj_first_frame_show_after (page, ctx->later);
}

void
adj_cog_combat_choices_update (GtkWidget *choices, const AdjCogState *s)
{
  Ctx *ctx = g_object_get_data (G_OBJECT (choices), "combat-ctx");
  gboolean special;
  guint index;
  AdjCogSide side;

  if (!adj_cog_state_active_marker (s, &special, &index, &side))
    return;
  g_return_if_fail (ctx->choice->n_units == adj_cog_battle_n_units (adj_cog_state_battle (s)));
  ctx->updating = TRUE;
  update_units (ctx, s, side, TRUE);
  update_units (ctx, s, ADJ_COG_OTHER (side), FALSE);
  adj_cog_combat_artillery_update (ctx->artillery, s, side);
  update_terrain (ctx);
  ctx->updating = FALSE;
}
