/* adj-cog-combat-artillery.c: the Combat page's artillery
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each side may commit one Artillery Marker available now, the attacker
 * first (13.1, 13.3); with the optional rule of 6.3.2 each chooses behind
 * a "pass the device" cover from what only he may see. The rows are made
 * again only when the markers on offer change; a choice or an action
 * that leaves them sets the rows' menus and texts in place, so the menu
 * just used keeps its place and the focus.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-combat.h"
#include "adj-cog-game.h"
#include "adj-device-cover.h"

typedef struct {
  AdjCogCombatChoice *choice;
  AdjCogCombatChanged changed;
  gpointer page;
  gboolean updating;         /* the page sets its widgets: no choice is made */
  GtkWidget *list;
  char *key;                 /* what the rows were made for */
  GtkWidget *cover_slot, *cover;
  int cover_for;             /* the side behind the cover, -1 */
} Artillery;

static void
artillery_free (Artillery *a)
{
  g_free (a->key);
  g_free (a);
}

/* The section of a widget the player used (the cover's buttons are in
 * it too), NULL while the page sets it. */
static Artillery *
chosen (gpointer widget)
{
  Artillery *a = adj_cog_combat_data_of (widget, "combat-artillery");
  return a != NULL && !a->updating ? a : NULL;
}

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
set_am (Artillery *ctx, gboolean attacker, int am)
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
  adj_cog_combat_choice_forget_rolls (ctx->choice);
  ctx->changed (ctx->page);
}

static void
on_am_drop (GtkDropDown *drop, GParamSpec *pspec, gpointer data)
{
  Artillery *ctx = chosen (drop);
  if (ctx == NULL)
    return;
  guint k = gtk_drop_down_get_selected (drop);
  const guint *ams = g_object_get_data (G_OBJECT (drop), "ams");
  set_am (ctx, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (drop), "attacker")), k == 0 ? -1 : (int) ams[k - 1]);
}

static void
on_choose (GtkButton *button, gpointer data)
{
  Artillery *ctx = chosen (button);
  if (ctx == NULL)
    return;
  ctx->choice->choosing_am = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  ctx->changed (ctx->page);
}

static void
on_declare (GtkButton *button, gpointer data)
{
  Artillery *ctx = chosen (button);
  if (ctx == NULL)
    return;
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

/* A side's artillery row: behind the cover a button (its state set by
 * update_am_row), else a menu of the markers available now. */
static void
add_am_row (GtkWidget *list, const AdjCogState *s, AdjCogSide side, gboolean attacker, gboolean hidden)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
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
      /* TRANSLATORS: %s is a side: choose its artillery behind the cover */
      g_autofree char *a11y = g_strdup_printf (_("Choose the %s artillery"), adj_cog_side_name (s, side));
      GtkWidget *button = adj_cog_button (_("_Choose…"), name, a11y);
      g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
      g_signal_connect (button, "clicked", G_CALLBACK (on_choose), NULL);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      g_object_set_data (G_OBJECT (row), "control", button);
      return;
    }
  const char **names = g_new0 (const char *, n + 2);
  names[0] = _("No artillery");
  for (guint i = 0; i < n; i++)
    names[i + 1] = adj_cog_battle_am (b, ams[i])->name;
  GtkWidget *drop = gtk_drop_down_new_from_strings (names);
  g_free (names);
  g_object_set_data_full (G_OBJECT (drop), "ams", g_memdup2 (ams, (n + 1) * sizeof *ams), g_free);
  g_object_set_data (G_OBJECT (drop), "n-ams", GUINT_TO_POINTER (n));
  g_object_set_data (G_OBJECT (drop), "attacker", GINT_TO_POINTER (attacker));
  gtk_widget_set_name (drop, name);
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect (drop, "notify::selected", G_CALLBACK (on_am_drop), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
  g_object_set_data (G_OBJECT (row), "control", drop);
}

/* What the side chose, in its row. */
static void
update_am_row (GtkWidget *row, const AdjCogState *s, const AdjCogCombatChoice *choice, gboolean attacker,
               gboolean hidden)
{
  int chosen = attacker ? choice->attacker_am : choice->defender_am;
  GtkWidget *control = g_object_get_data (G_OBJECT (row), "control");
  if (hidden)
    {
      /* Declared markers are used, so named; the rest is the owner's. */
      gboolean declared = attacker ? choice->attacker_declared : choice->defender_declared;
      const char *subtitle = chosen >= 0 ? adj_cog_battle_am (adj_cog_state_battle (s), (guint) chosen)->name
                             : declared ? _("No artillery") : _("Not declared yet");
      if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_sensitive (control, attacker || choice->attacker_declared);
      return;
    }
  const guint *ams = g_object_get_data (G_OBJECT (control), "ams");
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (control), "n-ams")), selected = 0;
  for (guint i = 0; i < n; i++)
    if ((int) ams[i] == chosen)
      selected = i + 1;
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (control)) != selected)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (control), selected);
}

/* The markers each side may use now, and how they are chosen: the rows
 * are made again only when these change. */
static char *
am_key (const AdjCogState *s, AdjCogSide side, gboolean hidden)
{
  GString *key = g_string_new (NULL);
  g_string_append_printf (key, "%d %d", hidden, side);
  for (guint k = 0; k < 2; k++)
    {
      guint ams[ADJ_COG_MAX_AMS];
      guint n = available_ams (s, k == 0 ? side : ADJ_COG_OTHER (side), ams);
      g_string_append_c (key, '|');
      for (guint i = 0; i < n; i++)
        g_string_append_printf (key, " %u", ams[i]);
    }
  return g_string_free (key, FALSE);
}

void
adj_cog_combat_artillery_update (GtkWidget *artillery, const AdjCogState *s, AdjCogSide side)
{
  Artillery *ctx = g_object_get_data (G_OBJECT (artillery), "combat-artillery");
  AdjCogCombatChoice *choice = ctx->choice;
  gboolean hidden = adj_cog_state_option (s, ADJ_COG_OPTION_HIDDEN_ARTILLERY);
  g_autofree char *key = am_key (s, side, hidden);

  ctx->updating = TRUE;
  if (g_strcmp0 (key, ctx->key) != 0)
    {
      adj_cog_clear (ctx->list);
      add_am_row (ctx->list, s, side, TRUE, hidden);
      add_am_row (ctx->list, s, ADJ_COG_OTHER (side), FALSE, hidden);
      g_free (ctx->key);
      ctx->key = g_steal_pointer (&key);
    }
  update_am_row (gtk_widget_get_first_child (ctx->list), s, choice, TRUE, hidden);
  update_am_row (gtk_widget_get_last_child (ctx->list), s, choice, FALSE, hidden);
  ctx->updating = FALSE;

  int choosing = hidden ? choice->choosing_am : -1;
  if (ctx->cover != NULL && choosing == ctx->cover_for)
    {
      /* The same side still choosing: its markers as the game is now. */
      Choosing *ch = g_object_get_data (G_OBJECT (ctx->cover), "choosing");
      adj_cog_state_unref (ch->state);
      ch->state = adj_cog_state_ref ((AdjCogState *) s);
      return;
    }
  adj_cog_clear (ctx->cover_slot);
  ctx->cover = NULL;
  ctx->cover_for = choosing;
  gtk_widget_set_visible (ctx->cover_slot, choosing >= 0);
  if (choosing < 0)
    return;
  ctx->cover = adj_device_cover_new ();
  Choosing *ch = g_new (Choosing, 1);
  *ch = (Choosing) { adj_cog_state_ref ((AdjCogState *) s), choosing, choosing == (int) side };
  g_object_set_data_full (G_OBJECT (ctx->cover), "choosing", ch, (GDestroyNotify) choosing_free);
  gtk_widget_set_name (ctx->cover, "am-cover");
  adj_device_cover_show (ADJ_DEVICE_COVER (ctx->cover), adj_cog_side_name (s, choosing),
                         _("Which Artillery Marker he commits to this combat, from those only he may see "
                           "(6.3.2, Greater Artillery Realism)."));
  g_signal_connect (ctx->cover, "lifted", G_CALLBACK (on_cover_lifted), NULL);
  gtk_box_append (GTK_BOX (ctx->cover_slot), ctx->cover);
}

GtkWidget *
adj_cog_combat_artillery_new (AdjCogCombatChoice *choice, AdjCogCombatChanged changed, gpointer page)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);  /* as the page spaces */
  Artillery *a = g_new0 (Artillery, 1);

  *a = (Artillery) { .choice = choice, .changed = changed, .page = page, .cover_for = -1 };
  g_object_set_data_full (G_OBJECT (box), "combat-artillery", a, (GDestroyNotify) artillery_free);
  a->list = adj_cog_section (box, _("Artillery (13.1, 13.3)"),
                             _("Each side may add one Artillery Marker, +1 to its strength; the attacker "
                               "declares first."));
  gtk_widget_set_name (a->list, "artillery");
  a->cover_slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_visible (a->cover_slot, FALSE);
  gtk_box_append (GTK_BOX (box), a->cover_slot);
  return box;
}
