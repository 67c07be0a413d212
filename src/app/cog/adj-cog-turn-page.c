/* adj-cog-turn-page.c: Clash of Giants III, the turn and its phases
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the game stands in the Sequence of Play (6.2): the turn on the
 * battle's turn track (night turns marked, 15.0), every step of the turn
 * with the current one, what it asks (the engine's prompt), the night's
 * own rules on a night turn (15.1-15.3) with the surrender reminder of the
 * Night Phase, and at the Game Turn End the Automatic Victory (6.3.6).
 *
 * The header, the turn track, the sequence and the night's rules are made
 * once per battle and an action sets only their marks and words that
 * changed (the night's rows, made again at every step of a night turn,
 * were most of an action there); the turn end's few rows are made again
 * when what they show changes.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-game.h"
#include "adj-cog-page.h"
#include "adj-cog-turn-page.h"

struct _AdjCogTurnPage
{
  GtkWidget       parent_instance;
  AdjCogPageParts parts;
  GtkWidget      *header;  /* the turn, above what the step asks */
  AdjCogBattle   *battle;  /* the rows' battle (a ref), NULL before */
  GtkWidget      *title;   /* in the header: the battle's title */
  GtkWidget      *turn_label;
  GtkWidget      *night;
  GtkWidget      *options;
  GPtrArray      *cells;   /* the turn track's labels */
  GtkWidget      *ending;  /* the turn end's section */
  char           *ending_key;  /* what it was made for */
  GtkWidget      *night_rules; /* the night's section (15) */
  GtkWidget      *surrender;   /* its reminder in the Night Phase (15.3) */
  GPtrArray      *steps;   /* the sequence of play's rows */
  GtkWidget      *sequence;    /* its heading and list */
};

ADJ_COG_PAGE_DEFINE (AdjCogTurnPage, adj_cog_turn_page, ADJ_TYPE_COG_TURN_PAGE, "cog-turn",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-turn-page.ui")

static void
adj_cog_turn_page_start (AdjCogTurnPage *self)
{
  /* What the step asks comes first on this page. */
  self->parts.bar_first = TRUE;
  self->parts.in_place = TRUE;
  self->cells = g_ptr_array_new ();
  self->steps = g_ptr_array_new ();
}

static void
adj_cog_turn_page_forget (AdjCogTurnPage *self)
{
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->ending_key, g_free);
}

static void
set_class (GtkWidget *widget, const char *css_class, gboolean on)
{
  if (on && !gtk_widget_has_css_class (widget, css_class))
    gtk_widget_add_css_class (widget, css_class);
  else if (!on && gtk_widget_has_css_class (widget, css_class))
    gtk_widget_remove_css_class (widget, css_class);
}

static void
set_text (GtkWidget *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
}

/* The header and the turn track, made once per battle (the track may
 * have a hundred turns): an action sets the words and marks that changed. */
static void
build_header (AdjCogTurnPage *self, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  GtkWidget *body = self->header;
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *track = gtk_flow_box_new ();

  adj_cog_clear (body);
  g_ptr_array_set_size (self->cells, 0);
  self->title = adj_label_new (adj_cog_battle_get_title (b), "dim-label");
  gtk_box_append (GTK_BOX (body), self->title);
  self->turn_label = adj_label_new ("", "title-1");
  gtk_widget_set_name (self->turn_label, "turn-label");
  gtk_box_append (GTK_BOX (line), self->turn_label);
  self->night = gtk_label_new (_("Night (15)"));
  gtk_widget_set_name (self->night, "night-label");
  gtk_widget_set_valign (self->night, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->night, "night-badge");
  gtk_box_append (GTK_BOX (line), self->night);
  gtk_box_append (GTK_BOX (body), line);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (track), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (track), 12);
  gtk_widget_set_name (track, "turn-track");
  gtk_accessible_update_property (GTK_ACCESSIBLE (track), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Turn track"), -1);
  for (guint t = 0; t < adj_cog_battle_n_turns (b); t++)
    {
      const AdjCogTurn *info = adj_cog_battle_turn (b, t);
      g_autofree char *text = info->time ? g_strdup_printf ("%s · %s", info->label, info->time) : g_strdup (info->label);
      GtkWidget *cell = gtk_label_new (text);
      gtk_widget_add_css_class (cell, "track-turn");
      if (info->night)
        gtk_widget_add_css_class (cell, "night");
      gtk_flow_box_append (GTK_FLOW_BOX (track), cell);
      /* A cell of the track: read out with what it is, not a Tab stop. */
      gtk_widget_set_focusable (gtk_widget_get_parent (cell), FALSE);
      /* Not the turn now nor past: set on the first update. */
      g_object_set_data (G_OBJECT (cell), "state", GINT_TO_POINTER (-1));
      g_ptr_array_add (self->cells, cell);
    }
  gtk_box_append (GTK_BOX (body), track);
  self->options = adj_label_new ("", "caption");
  gtk_box_append (GTK_BOX (body), self->options);
}

static void
update_header (AdjCogTurnPage *self, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  gboolean over = adj_cog_state_step (s) == ADJ_COG_STEP_GAME_OVER;
  g_autofree char *turn = adj_cog_turn_name (s, adj_cog_state_turn (s));
  g_autofree char *title = over ? g_strdup (_("Game Over")) : g_strdup_printf ("%c%s", g_ascii_toupper (turn[0]), turn + 1);

  set_text (self->turn_label, title);
  gtk_widget_set_visible (self->night, !over && adj_cog_state_is_night (s));
  for (guint t = 0; t < self->cells->len; t++)
    {
      const AdjCogTurn *info = adj_cog_battle_turn (b, t);
      GtkWidget *cell = self->cells->pdata[t];
      gboolean now = !over && t == adj_cog_state_turn (s);
      gboolean past = t < adj_cog_state_turn (s) || over;
      int state = past ? 1 : now ? 2 : 0;
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "state")) == state)
        continue;
      g_object_set_data (G_OBJECT (cell), "state", GINT_TO_POINTER (state));
      set_class (cell, "past", past);
      set_class (cell, "current", !past && now);
      g_autofree char *text = info->time ? g_strdup_printf ("%s · %s", info->label, info->time) : g_strdup (info->label);
      g_autofree char *cell_turn = g_strdup_printf (_("Turn %s"), text);
      /* TRANSLATORS: a turn of the turn track at night, "Turn 7 · 9 PM, night" */
      g_autofree char *name = info->night ? g_strdup_printf (_("%s, night"), cell_turn) : g_strdup (cell_turn);
      g_autofree char *a11y = now ? g_strdup_printf (_("%s, the turn now"), name) : g_strdup (name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (cell)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      a11y, -1);
    }

  g_autoptr (GString) options = g_string_new (NULL);
  if (adj_cog_state_option (s, ADJ_COG_OPTION_HIDDEN_ARTILLERY))
    g_string_append (options, _("Greater Artillery Realism (6.3.2): drawn Artillery Markers lie face down."));
  if (adj_cog_state_option (s, ADJ_COG_OPTION_HISTORICAL_ENTRY))
    g_string_append_printf (options, "%s%s", options->len ? " " : "",
                            _("Historical arrivals (9.2): no Early Entry, delay or Entry Hex rolls."));
  set_text (self->options, options->str);
  gtk_widget_set_visible (self->options, options->len > 0);
}

/* Whether @step is played this turn: the Artillery/SCM Phase by day, the
 * Night Phase at night (6.2, 15.1). */
static gboolean
step_this_turn (AdjCogStep step, gboolean night)
{
  if (step == ADJ_COG_STEP_ARTILLERY)
    return !night;
  if (step == ADJ_COG_STEP_SURRENDER || step == ADJ_COG_STEP_REPLACE_CSA || step == ADJ_COG_STEP_REPLACE_UNION)
    return night;
  return step != ADJ_COG_STEP_GAME_OVER;
}

/* The sequence of play: a row per step, made once; an action moves the
 * marks (the icon, "now", the dimming) on the rows whose state changed. */
static void
build_sequence (AdjCogTurnPage *self, GtkWidget *body)
{
  GtkWidget *list = adj_cog_section (body, _("Sequence of Play (6.2)"), NULL);

  gtk_widget_set_name (list, "turn-steps");
  g_ptr_array_set_size (self->steps, 0);
  for (AdjCogStep step = 0; step < ADJ_COG_STEP_GAME_OVER; step++)
    {
      GtkWidget *row = adj_cog_row (adj_cog_step_name (step), NULL);
      GtkWidget *icon = gtk_image_new ();
      GtkWidget *tag = gtk_label_new (_("now"));
      g_autofree char *name = g_strdup_printf ("step:%s", adj_cog_step_id (step));

      gtk_widget_set_name (row, name);
      gtk_widget_set_visible (icon, FALSE);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_widget_add_css_class (tag, "journal-now");
      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      gtk_widget_set_visible (tag, FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
      g_object_set_data (G_OBJECT (row), "icon", icon);
      g_object_set_data (G_OBJECT (row), "tag", tag);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (self->steps, row);
    }
}

static void
update_sequence (AdjCogTurnPage *self, const AdjCogState *s)
{
  gboolean night = adj_cog_state_is_night (s);
  AdjCogStep now = adj_cog_state_step (s);

  for (AdjCogStep step = 0; step < ADJ_COG_STEP_GAME_OVER; step++)
    {
      GtkWidget *row = self->steps->pdata[step];
      GtkWidget *icon = g_object_get_data (G_OBJECT (row), "icon");
      gboolean played = step_this_turn (step, night);
      const char *subtitle = adj_cog_step_phase (step);
      const char *icon_name = step == now ? "go-next-symbolic" : step < now ? "object-select-symbolic" : NULL;
      g_autofree char *skipped = NULL;
      if (!played)
        /* TRANSLATORS: a phase, then why it is not played this turn */
        skipped = g_strdup_printf (_("%s: not on this turn (%s)"), subtitle,
                                   step == ADJ_COG_STEP_ARTILLERY ? _("day turns only, 15.1") : _("night turns only"));
      if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), skipped != NULL ? skipped : subtitle) != 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), skipped != NULL ? skipped : subtitle);
      gtk_widget_set_visible (icon, icon_name != NULL && played);
      if (icon_name != NULL && played && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (icon)), icon_name) != 0)
        gtk_image_set_from_icon_name (GTK_IMAGE (icon), icon_name);
      set_class (row, "journal-cursor", step == now);
      gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "tag"), step == now);
      set_class (row, "dim-label", !played || step < now);
    }
}

/* The night's rules and the Night Phase's reminder, made once. */
static void
build_night (AdjCogTurnPage *self, GtkWidget *body)
{
  GtkWidget *list = adj_cog_section (body, _("A Night Turn (15)"), NULL);
  static const char *const rules[][2] = {
    { N_("No Artillery Markers and no SCMs"), "15.1" },
    { N_("No combat; units may not move next to an enemy unit"), "15.2" },
    { N_("Each player may withhold one Command Marker from the cup"), "15.1" },
    { N_("A formation whose CM was withheld may rebuild one unit"), "9.6" },
    { N_("At the end, surrounded units next to an enemy surrender"), "15.3" },
  };
  gtk_widget_set_name (list, "night-rules");
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autofree char *rule = g_strdup_printf (_("Rule %s"), rules[i][1]);
      g_autofree char *name = g_strdup_printf ("night-rule:%u", i);
      GtkWidget *row = adj_cog_row (_(rules[i][0]), rule);

      gtk_widget_set_name (row, name);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  self->surrender = adj_label_new (_("Night Phase surrender (15.3), both sides at once: a unit is surrounded "
                                     "when it cannot trace a path of hexes, free of enemy units and of enemy "
                                     "zones of control not negated by a friendly unit, to one of its side's "
                                     "Reinforcement hexes named by the battle book. Every surrounded unit next "
                                     "to an enemy unit surrenders: record each on the Forces page."),
                                   "combat-problem");
  gtk_widget_set_name (self->surrender, "surrender-reminder");
  gtk_box_append (GTK_BOX (body), self->surrender);
}

static void
on_victory (GtkButton *button, AdjCogTurnPage *self)
{
  AdjCogSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  GtkWidget *error = g_object_get_data (G_OBJECT (button), "error");
  adj_cog_game_apply (self->parts.session, adj_cog_move_side (ADJ_COG_MOVE_AUTOMATIC_VICTORY, side), error);
}

static void
add_turn_end (AdjCogTurnPage *self, const AdjCogState *s)
{
  GtkWidget *body = self->ending;
  gboolean over = adj_cog_state_step (s) == ADJ_COG_STEP_GAME_OVER;
  GtkWidget *list = adj_cog_section (body, over ? _("Final Victory Points (5.1)") : _("Game Turn End (6.3.6)"),
                                     over ? _("The battle book says who wins on these points.")
                                          : _("If a side has met the battle book's Automatic Victory, the game "
                                              "ends now; otherwise the markers leave their tracks and the next "
                                              "turn begins."));
  GtkWidget *error = adj_game_error_label_new ("victory-error");

  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      g_autofree char *vp = g_strdup_printf (ngettext ("%d victory point", "%d victory points",
                                                       adj_cog_state_vp (s, side)),
                                             adj_cog_state_vp (s, side));
      GtkWidget *row = adj_cog_row (adj_cog_side_name (s, side), vp);
      g_autofree char *name = g_strdup_printf ("turn-vp:%s", adj_cog_side_id (side));
      gtk_widget_set_name (row, name);
      if (!over)
        {
          /* TRANSLATORS: %s is a side, "Automatic Victory for the Union" */
          g_autofree char *a11y = g_strdup_printf (_("Automatic Victory for the %s"), adj_cog_side_name (s, side));
          g_autofree char *button_name = g_strdup_printf ("automatic-victory:%s", adj_cog_side_id (side));
          GtkWidget *button = adj_cog_button (_("_Automatic Victory"), button_name, a11y);
          g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
          g_object_set_data (G_OBJECT (button), "error", error);
          g_signal_connect (button, "clicked", G_CALLBACK (on_victory), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  if (over && adj_cog_state_automatic_victory (s) >= 0)
    {
      /* TRANSLATORS: %s is a side */
      g_autofree char *text = g_strdup_printf (_("Automatic Victory for the %s (6.3.6)"),
                                               adj_cog_side_name (s, adj_cog_state_automatic_victory (s)));
      gtk_box_append (GTK_BOX (body), adj_label_new (text, "title-3"));
    }
  gtk_box_append (GTK_BOX (body), error);
}

static void
adj_cog_turn_page_refresh (AdjCogTurnPage *self)
{
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  if (s == NULL)
    return;
  AdjCogBattle *b = (AdjCogBattle *) adj_cog_state_battle (s);
  AdjCogStep step = adj_cog_state_step (s);
  gboolean over = step == ADJ_COG_STEP_GAME_OVER;
  g_autofree char *key = NULL;

  if (self->header == NULL)
    {
      self->header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      gtk_widget_insert_before (self->header, gtk_widget_get_parent (self->parts.body), self->parts.next_bar);
    }
  if (b != self->battle)
    {
      g_clear_pointer (&self->battle, adj_cog_battle_unref);
      self->battle = adj_cog_battle_ref (b);
      g_clear_pointer (&self->ending_key, g_free);
      build_header (self, s);
      adj_cog_clear (self->parts.body);
      /* As the body spaces its children. */
      self->ending = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      gtk_box_append (GTK_BOX (self->parts.body), self->ending);
      self->night_rules = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      gtk_box_append (GTK_BOX (self->parts.body), self->night_rules);
      build_night (self, self->night_rules);
      self->sequence = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      gtk_box_append (GTK_BOX (self->parts.body), self->sequence);
      build_sequence (self, self->sequence);
    }
  update_header (self, s);
  /* The turn end's few rows, made again when what they show changes. */
  if (step == ADJ_COG_STEP_TURN_END || over)
    key = g_strdup_printf ("%d %d %d %d", over, adj_cog_state_vp (s, ADJ_COG_CSA), adj_cog_state_vp (s, ADJ_COG_UNION),
                           adj_cog_state_automatic_victory (s));
  if (g_strcmp0 (key, self->ending_key) != 0)
    {
      g_free (self->ending_key);
      self->ending_key = g_steal_pointer (&key);
      adj_cog_clear (self->ending);
      if (self->ending_key != NULL)
        add_turn_end (self, s);
    }
  gtk_widget_set_visible (self->ending, self->ending_key != NULL);
  gtk_widget_set_visible (self->night_rules, !over && adj_cog_state_is_night (s));
  gtk_widget_set_visible (self->surrender, step == ADJ_COG_STEP_SURRENDER);
  gtk_widget_set_visible (self->sequence, !over);
  if (!over)
    update_sequence (self, s);
}
