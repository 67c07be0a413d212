/* adj-cog-activation.c: an activation and the night's replacements
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The drawn marker's formations and their Command Tracks (10.2): the six
 * movement allowances as the battle file gives them for this turn (a
 * track with a second range reads it on the turns the battle book says),
 * then the roll, with an SCM's modifier (6.3.3), each face's allowance
 * asked of the engine before the roll. A formation of cavalry alone moves
 * by its printed allowance (3.2.5). After movement, the side's one Combat
 * Action (6.3.3, 12.2), or an SCM's own attacks; then the Combat page.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "adj-cog-activation.h"
#include "adj-cog-game.h"
#include "adj-roll-row.h"

static AdjGameSession *
session_of (gpointer widget)
{
  return g_object_get_data (G_OBJECT (widget), "session");
}

/* The track as the battle gives it this turn: die 1..6 and allowances. */
static GtkWidget *
track_grid (const AdjCogState *s, guint f)
{
  const AdjCogFormation *formation = adj_cog_battle_formation (adj_cog_state_battle (s), f);
  GtkWidget *grid = gtk_grid_new ();
  g_autoptr (GString) a11y = g_string_new (_("Command Track:"));

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_attach (GTK_GRID (grid), adj_label_new (_("Die"), "dim-label"), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), adj_label_new (_("MA"), "heading"), 0, 1, 1, 1);
  for (int roll = 1; roll <= 6; roll++)
    {
      int ma = adj_cog_formation_ma (formation, adj_cog_state_turn (s), roll);
      g_autofree char *die = g_strdup_printf ("%d", roll);
      g_autofree char *value = g_strdup_printf ("%d", ma);
      gtk_grid_attach (GTK_GRID (grid), adj_label_new (die, "dim-label"), roll, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), adj_label_new (value, "numeric"), roll, 1, 1, 1);
      /* TRANSLATORS: one face of a Command Track, "die 3: 4 MP" */
      g_string_append_printf (a11y, _(" die %d: %d MP;"), roll, ma);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y->str, -1);
  return grid;
}

static char *
ma_face (const AdjCogState *before, const AdjCogState *after, guint f, gpointer data)
{
  /* TRANSLATORS: a movement allowance in movement points */
  return g_strdup_printf (_("%d MP"), adj_cog_state_formation_ma (after, f, NULL));
}

/* A formation's roll row ("command_roll:ID", made when first needed) or
 * its result ("ma:ID"), whichever the state asks for. */
static void
update_formation (GtkWidget *list, AdjGameSession *session, const AdjCogState *s, guint f)
{
  const AdjCogFormation *formation = adj_cog_battle_formation (adj_cog_state_battle (s), f);
  GtkWidget *roll_row = g_object_get_data (G_OBJECT (list), "adj-roll-row");
  GtkWidget *ma_row = g_object_get_data (G_OBJECT (list), "adj-ma-row");
  gboolean needs = adj_cog_state_needs_command_roll (s, f);
  /* One slot for the two: the row that takes over keeps the height of
   * the one it replaces (as last drawn), so the rows and sections below
   * stay where they are when a result appears or an undo takes it back,
   * and need not be drawn again. */
  GtkWidget *shown = roll_row != NULL && gtk_widget_get_visible (roll_row) ? roll_row : ma_row;
  graphene_rect_t drawn;  /* the border box, as a size request counts it */
  int w, h = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list), "adj-slot"));

  if (gtk_widget_compute_bounds (shown, shown, &drawn))
    h = MAX (h, (int) ceilf (graphene_rect_get_height (&drawn)));

  if (needs && roll_row == NULL)
    {
      g_autofree char *faces = adj_cog_game_faces (s, ADJ_COG_MOVE_COMMAND_ROLL, f, ma_face, NULL);
      g_autofree char *title = g_strdup_printf (_("%s: Command Track roll (10.1)"), formation->name);
      g_autofree char *row_name = g_strdup_printf ("command_roll:%s", formation->id);

      roll_row = adj_roll_row_new (ADJ_DIE_D6, title, faces);
      gtk_widget_set_name (roll_row, row_name);
      adj_cog_roll_row_bind (roll_row, session, ADJ_COG_MOVE_COMMAND_ROLL, f);
      gtk_list_box_insert (GTK_LIST_BOX (list), roll_row, 1);
      g_object_set_data (G_OBJECT (list), "adj-roll-row", roll_row);
    }
  if (roll_row != NULL)
    {
      GtkWidget *next = needs ? roll_row : ma_row;
      if (next != shown && h > 0)
        {
          g_object_set_data (G_OBJECT (list), "adj-slot", GINT_TO_POINTER (h));
          gtk_widget_get_size_request (next, &w, NULL);
          gtk_widget_set_size_request (next, w, h);
        }
      gtk_widget_set_visible (roll_row, needs);
    }
  gtk_widget_set_visible (ma_row, !needs);
  if (needs)
    return;

  int roll = 0, ma = adj_cog_state_formation_ma (s, f, &roll);
  g_autofree char *result = ma >= 0
    /* TRANSLATORS: the roll and the movement allowance it gave (10.1) */
    ? g_strdup_printf (_("Rolled %d: movement allowance %d this turn"), roll, ma)
    : g_strdup (_("Cavalry alone: each unit moves by its printed allowance (3.2.5)"));
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ma_row)), result) != 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (ma_row), result);
      gtk_label_set_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (ma_row))), result);
    }
}

/* The row of a formation's result: its title in one label that may end
 * in "…" after more lines than it needs at 360 px, not an action row's
 * boxes, which lay each new result out at many widths (1.2 ms a roll). */
static GtkWidget *
result_row_new (void)
{
  GtkWidget *row = g_object_new (ADW_TYPE_PREFERENCES_ROW, "activatable", FALSE, "title", "", NULL);
  GtkWidget *label = adj_label_new (NULL, NULL);

  gtk_label_set_lines (GTK_LABEL (label), 6);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  /* Centred in the row's slot, which may be as tall as the roll row. */
  gtk_label_set_yalign (GTK_LABEL (label), 0.5);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 15);
  gtk_widget_set_margin_bottom (label, 15);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  return row;
}

static void
add_formation (GtkWidget *body, AdjGameSession *session, const AdjCogState *s, guint f, int drm,
               const char *drm_source)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  const AdjCogFormation *formation = adj_cog_battle_formation (b, f);
  g_autofree char *description = drm != 0
    /* TRANSLATORS: an SCM's modifier to the Command Track roll (6.3.3); the modified roll reads the track's ends */
    ? g_strdup_printf (_("Its Command Track, typed from the battle book (10.2); %s adds %+d to the roll (6.3.3)."),
                       drm_source, drm)
    : g_strdup (_("Its Command Track, typed from the battle book (10.2)."));
  GtkWidget *list = adj_cog_section (body, formation->name, description);
  g_autofree char *name = g_strdup_printf ("formation:%s", formation->id);
  g_autofree char *row_name = g_strdup_printf ("ma:%s", formation->id);
  GtkWidget *ma_row = result_row_new ();

  gtk_widget_set_name (list, name);
  gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_box_row (track_grid (s, f)));
  gtk_widget_set_name (ma_row, row_name);
  gtk_list_box_append (GTK_LIST_BOX (list), ma_row);
  g_object_set_data (G_OBJECT (list), "adj-ma-row", ma_row);
  g_object_set_data (G_OBJECT (list), "adj-formation", GUINT_TO_POINTER (f + 1));
  update_formation (list, session, s, f);
}

static void
on_combat_action (GtkButton *button, GtkWidget *error)
{
  /* The side plus one: 0 is no side yet. */
  AdjCogSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side")) - 1;
  adj_cog_game_apply (session_of (button), adj_cog_move_side (ADJ_COG_MOVE_COMBAT_ACTION, side), error);
}

/* A wrapping line of the Combat Action's row, as the welcome page's rows
 * have them (adj-feature-row.c): its height asked for a width only. */
static GtkWidget *
action_label (const char *text, gboolean subtitle)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), subtitle ? 0.0 : 1.0);
  /* A floor for the narrowest width, not a character a line. */
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_widget_set_hexpand (label, TRUE);
  if (subtitle)
    {
      gtk_widget_add_css_class (label, "feature-subtitle");
      gtk_widget_add_css_class (label, "dim-label");
    }
  return label;
}

/* The Combat Action's row, made: a grid as the welcome page's rows, its
 * subtitle a stack of two lines, what the action does and the
 * engine's refusal. A roll, or its undo, only turns the stack: its lines
 * keep their words, so GTK lays no text out again, and a homogeneous
 * stack keeps the row's height and asks no size of the rows around it
 * (setting one label's words each roll cost 0.6 ms late in a battle). */
static GtkWidget *
action_row_new (void)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = action_label (_("The side's one Combat Action (6.3.3, 12.2)"), FALSE);
  GtkWidget *lines = gtk_stack_new ();
  GtkWidget *accepted = action_label (_("Once a turn, after this formation's movement: every unit of the "
                                        "side may then attack, not only this formation's."), TRUE);

  gtk_widget_add_css_class (grid, "feature-row");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);
  gtk_stack_set_hhomogeneous (GTK_STACK (lines), TRUE);
  gtk_stack_set_vhomogeneous (GTK_STACK (lines), TRUE);
  gtk_stack_add_named (GTK_STACK (lines), accepted, "accepted");
  gtk_stack_add_named (GTK_STACK (lines), action_label ("", TRUE), "refused");
  gtk_grid_attach (GTK_GRID (grid), title, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), lines, 0, 1, 1, 1);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, accepted, NULL, -1);
  g_object_set_data (G_OBJECT (row), "adj-lines", lines);
  return row;
}

/* The row's subtitle: what the action does, or @why it is refused. */
static void
action_row_set_why (GtkWidget *row, const char *why)
{
  GtkStack *lines = g_object_get_data (G_OBJECT (row), "adj-lines");
  GtkWidget *shown = gtk_stack_get_child_by_name (lines, why == NULL ? "accepted" : "refused");

  if (why != NULL && g_strcmp0 (gtk_label_get_text (GTK_LABEL (shown)), why) != 0)
    gtk_label_set_text (GTK_LABEL (shown), why);
  if (gtk_stack_get_visible_child (lines) != shown)
    {
      gtk_stack_set_visible_child (lines, shown);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, shown, NULL, -1);
    }
}

/* The row of the side's one Combat Action: the engine's answer in its
 * subtitle, its Declare button made when the engine first accepts it,
 * then kept and greyed while it refuses (an undone roll), so the row
 * keeps its shape; set in place as the formation rolls and moves (6.3.3,
 * 12.2). */
static void
update_action_row (GtkWidget *row, AdjGameSession *session, const AdjCogState *s, AdjCogSide side, GtkWidget *error)
{
  g_autoptr (AdjCogMove) m = adj_cog_move_side (ADJ_COG_MOVE_COMBAT_ACTION, side);
  g_autoptr (GError) why = NULL;
  g_autoptr (AdjCogState) after = adj_cog_game_try (s, m, &why);
  GtkWidget *button = g_object_get_data (G_OBJECT (row), "adj-declare");

  action_row_set_why (row, after != NULL ? NULL : why->message);
  if (after == NULL)
    {
      if (button != NULL)
        gtk_widget_set_sensitive (button, FALSE);
      return;
    }
  if (button == NULL)
    {
      button = adj_cog_button (_("_Declare"), "declare-combat-action", NULL);
      g_object_set_data (G_OBJECT (button), "session", session);
      g_signal_connect (button, "clicked", G_CALLBACK (on_combat_action), error);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_grid_attach (GTK_GRID (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))), button, 1, 0, 1, 2);
      g_object_set_data (G_OBJECT (row), "adj-declare", button);
    }
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side")) != (int) side + 1)
    {
      /* TRANSLATORS: %s is a side */
      g_autofree char *a11y = g_strdup_printf (_("Declare the %s Combat Action"), adj_cog_side_name (s, side));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER ((int) side + 1));
    }
  gtk_widget_set_sensitive (button, TRUE);
}

static void
add_combat (GtkWidget *body, AdjGameSession *session, const AdjCogState *s, gboolean special, AdjCogSide side,
            GtkWidget *error)
{
  GtkWidget *list = adj_cog_section (body, _("Combat"), NULL);
  gtk_widget_set_name (list, "activation-combat");
  g_object_set_data (G_OBJECT (body), "adj-action-row", NULL);
  if (adj_cog_state_is_night (s))
    {
      gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_row (_("No combat at night (15.2)"),
                                                             _("Units may not move next to an enemy unit tonight.")));
      return;
    }
  if (adj_cog_state_combat_open (s))
    {
      GtkWidget *row = adj_cog_row (special ? _("This SCM's formations may attack (12.2)")
                                            : _("The Combat Action is declared (6.3.3)"),
                                    _("Every attack, one hex at a time, on the Combat page."));
      GtkWidget *go = adj_cog_button (_("_Combat…"), "go-combat", _("Go to the Combat page"));
      gtk_actionable_set_action_target (GTK_ACTIONABLE (go), "s", "cog-combat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (go), "win.page");
      gtk_widget_add_css_class (go, "suggested-action");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), go);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      return;
    }
  /* A grid like the welcome page's rows: it asks the engine's answer
   * its height for a width only; an action row's boxes ask it its width
   * for a height too, a search over layouts of its text at many widths
   * (2 ms a roll late in a battle). */
  GtkWidget *row = action_row_new ();
  gtk_widget_set_name (row, "combat-action");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  g_object_set_data (G_OBJECT (body), "adj-action-row", row);
}

/* The Combat section, made again only when its kind changes (night, the
 * Combat Action declared, or to declare: the box's "adj-combat-key");
 * the row of the action to declare is updated in place. */
static void
update_combat (GtkWidget *box, AdjGameSession *session, const AdjCogState *s, GtkWidget *error)
{
  gboolean special;
  guint index;
  AdjCogSide side;

  if (!adj_cog_state_active_marker (s, &special, &index, &side))
    return;
  g_autofree char *key = g_strdup_printf ("%d %d %d", adj_cog_state_is_night (s), adj_cog_state_combat_open (s),
                                          special);
  if (g_strcmp0 (g_object_get_data (G_OBJECT (box), "adj-combat-key"), key) != 0)
    {
      adj_cog_clear (box);
      add_combat (box, session, s, special, side, error);
      g_object_set_data_full (G_OBJECT (box), "adj-combat-key", g_steal_pointer (&key), g_free);
    }
  GtkWidget *row = g_object_get_data (G_OBJECT (box), "adj-action-row");
  if (row != NULL)
    update_action_row (row, session, s, side, error);
}

void
adj_cog_activation_add (GtkWidget *body, AdjGameSession *session, const AdjCogState *s, GtkWidget *error)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  gboolean special;
  guint index, n;
  AdjCogSide side;
  const guint *formations;

  if (!adj_cog_state_active_marker (s, &special, &index, &side))
    return;
  const char *marker = special ? adj_cog_battle_scm (b, index)->name : adj_cog_battle_cm (b, index)->name;
  if (special)
    {
      n = adj_cog_battle_scm (b, index)->n_formations;
      formations = adj_cog_battle_scm (b, index)->formations;
    }
  else
    {
      n = adj_cog_battle_cm (b, index)->n_formations;
      formations = adj_cog_battle_cm (b, index)->formations;
    }
  /* TRANSLATORS: the marker drawn and its side */
  g_autofree char *title = g_strdup_printf (_("Drawn: %s (%s)"), marker, adj_cog_side_name (s, side));
  GtkWidget *label = adj_label_new (title, "title-3");
  gtk_widget_set_name (label, "active-marker");
  gtk_box_append (GTK_BOX (body), label);
  int drm = special ? adj_cog_battle_scm (b, index)->command_drm : 0;
  for (guint i = 0; i < n; i++)
    add_formation (body, session, s, formations[i], drm, marker);
  gtk_box_append (GTK_BOX (body),
                  adj_label_new (_("Move the active formations on the table up to their allowance; then the "
                                   "Combat Action, or end the activation."),
                                 "dim-label"));
  GtkWidget *combat = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);  /* as the body spaces */
  gtk_widget_set_name (combat, "activation-combat-box");
  gtk_box_append (GTK_BOX (body), combat);
  update_combat (combat, session, s, error);
}

void
adj_cog_activation_update (GtkWidget *body, AdjGameSession *session, const AdjCogState *s, GtkWidget *error)
{
  for (GtkWidget *c = gtk_widget_get_first_child (body); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      guint f = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (c), "adj-formation"));
      if (f > 0)
        update_formation (c, session, s, f - 1);
      else if (g_strcmp0 (gtk_widget_get_name (c), "activation-combat-box") == 0)
        update_combat (c, session, s, error);
    }
}

static void
on_replace (GtkButton *button, GtkWidget *error)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit"));
  adj_cog_game_apply (session_of (button), adj_cog_move_unit (ADJ_COG_MOVE_REPLACEMENT, unit, 0), error);
}

void
adj_cog_replacements_add (GtkWidget *body, AdjGameSession *session, const AdjCogState *s, GtkWidget *error)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  AdjCogSide side = adj_cog_state_step (s) == ADJ_COG_STEP_REPLACE_CSA ? ADJ_COG_CSA : ADJ_COG_UNION;
  /* TRANSLATORS: %s is a side */
  g_autofree char *title = g_strdup_printf (_("%s Replacements (9.6)"), adj_cog_side_name (s, side));
  GtkWidget *list = adj_cog_section (body, title,
                                     _("Each formation of the CM withheld tonight may give one reduced unit a step "
                                       "back, or bring back an eliminated unit of two or three steps with one, "
                                       "stacked with a unit of its formation. Only units not next to an enemy: "
                                       "that is yours to check."));
  guint offered = 0;

  gtk_widget_set_name (list, "replacements");
  for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
    {
      g_autoptr (AdjCogMove) m = adj_cog_move_unit (ADJ_COG_MOVE_REPLACEMENT, u, 0);
      g_autoptr (AdjCogState) after = adj_cog_game_try (s, m, NULL);
      if (after == NULL)
        continue;
      g_autofree char *line = adj_cog_unit_line (s, u);
      const AdjCogUnit *unit = adj_cog_battle_unit (b, u);
      GtkWidget *row = adj_cog_row (line, adj_cog_battle_formation (b, unit->formation)->name);
      /* TRANSLATORS: %s is a unit */
      g_autofree char *a11y = g_strdup_printf (_("Rebuild %s"), unit->name);
      g_autofree char *name = g_strdup_printf ("replace:%s", unit->id);
      GtkWidget *button = adj_cog_button (_("_Rebuild"), name, a11y);
      g_object_set_data (G_OBJECT (button), "unit", GUINT_TO_POINTER (u));
      g_object_set_data (G_OBJECT (button), "session", session);
      g_signal_connect (button, "clicked", G_CALLBACK (on_replace), error);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      offered++;
    }
  if (offered == 0)
    gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_row (_("No unit may be rebuilt now"),
                                                           _("No CM of this side was withheld, or its formations "
                                                             "have taken theirs or have nothing to rebuild.")));
}

void
adj_cog_tracks_update (GtkWidget *body, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  GtkWidget *list = g_object_get_data (G_OBJECT (body), "adj-tracks");
  gboolean any = FALSE;

  if (list == NULL)
    {
      list = adj_cog_section (body, _("On the Command Tracks This Turn"), NULL);
      gtk_widget_set_name (list, "tracks");
      g_object_set_data (G_OBJECT (body), "adj-tracks", list);
      for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
        {
          const AdjCogFormation *formation = adj_cog_battle_formation (b, f);
          g_autofree char *title = g_strdup_printf ("%s (%s)", formation->name, adj_cog_side_name (s, formation->side));
          g_autofree char *name = g_strdup_printf ("track:%s", formation->id);
          GtkWidget *row = adj_cog_row (title, "");
          /* One line each, which they fit at 360 px: GTK 4.8 lays a
           * wrapping line out at many widths in an action row, each
           * time the row shows (0.3 ms a Command Track roll). */
          adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
          adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
          gtk_widget_set_name (row, name);
          gtk_widget_set_visible (row, FALSE);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
    }
  GtkWidget *row = gtk_widget_get_first_child (list);
  for (guint f = 0; f < adj_cog_battle_n_formations (b) && row != NULL; f++, row = gtk_widget_get_next_sibling (row))
    {
      int roll, ma = adj_cog_state_formation_ma (s, f, &roll);
      gtk_widget_set_visible (row, ma >= 0);
      if (ma < 0)
        continue;
      any = TRUE;
      g_autofree char *sub = g_strdup_printf (_("Rolled %d: movement allowance %d this turn"), roll, ma);
      adj_cog_row_set_subtitle (row, sub);
    }
  /* The heading, its list and the list's rows show when a formation has rolled. */
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (list), any);
  gtk_widget_set_visible (list, any);
}
