/* test-glory-a11y.c: every interactive widget of Glory's pages has a name
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With a game of the sample battle in play, each page of Glory III is
 * shown and every widget a player can reach with Tab (focusable, can take
 * focus, shown) is asked, through GTK's accessibility test API, whether it
 * has a name: its own label, or a relation to the label that names it. A
 * text field's inner GtkText is named by the field around it. The LOS
 * legend's cells are named with their row and column, and its decorative
 * cells are no Tab stops. The map's small hex ids are read in the light
 * style with at least 4.5:1 contrast.
 */

#include "config.h"

#include "adj-los-paint.h"
#include "ui-test-util.h"

static AdjApplication *app;

/* Whether a label below @w shows some text (a button's name from its
 * content). */
static gboolean
shows_text (GtkWidget *w)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    if ((GTK_IS_LABEL (c) && gtk_widget_get_visible (c) && *gtk_label_get_text (GTK_LABEL (c)) != '\0')
        || shows_text (c))
      return TRUE;
  return FALSE;
}

/* A button's name is its own label or the text it shows (an icon's
 * tooltip is no name); other widgets may be labelled by a label. */
static gboolean
named (GtkWidget *w)
{
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return TRUE;
  if (GTK_IS_BUTTON (w) || GTK_IS_MENU_BUTTON (w))
    return shows_text (w);
  return gtk_test_accessible_has_relation (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* The widget a player meets on @w, or NULL when it is part of a named one:
 * a text's entry, a spin button, an entry row, a drop-down's button. */
static GtkWidget *
reached (GtkWidget *w)
{
  if (GTK_IS_TEXT (w))
    {
      GtkWidget *owner = gtk_widget_get_ancestor (w, GTK_TYPE_SPIN_BUTTON);
      if (owner == NULL)
        owner = gtk_widget_get_ancestor (w, ADW_TYPE_ENTRY_ROW);
      if (owner == NULL)
        owner = gtk_widget_get_ancestor (w, GTK_TYPE_ENTRY);
      if (owner == NULL)
        owner = gtk_widget_get_ancestor (w, GTK_TYPE_PASSWORD_ENTRY);
      return owner != NULL ? owner : w;
    }
  GtkWidget *dd = gtk_widget_get_ancestor (w, GTK_TYPE_DROP_DOWN);
  if (dd != NULL && dd != w)
    return dd;
  /* A combo row shows its choice in a list item: the row names it. */
  GtkWidget *combo = gtk_widget_get_ancestor (w, ADW_TYPE_COMBO_ROW);
  if (combo != NULL && combo != w && gtk_widget_get_ancestor (w, GTK_TYPE_LIST_VIEW) != NULL)
    return combo;
  return w;
}

static void
collect_unnamed (GtkWidget *root, GString *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_get_mapped (c))
        continue;
      /* Containers pass the focus on to their children. */
      gboolean container = GTK_IS_SCROLLED_WINDOW (c) || GTK_IS_LIST_BOX (c) || GTK_IS_FLOW_BOX (c)
                           || GTK_IS_VIEWPORT (c) || GTK_IS_STACK (c);
      if (!container && gtk_widget_get_focusable (c) && gtk_widget_get_can_focus (c) && gtk_widget_is_sensitive (c))
        {
          GtkWidget *w = reached (c);
          /* A list box row or a flow box child is named by what it holds
           * when it is an AdwPreferencesRow; others must carry a name. */
          if (w != NULL && !named (w) && !ADW_IS_PREFERENCES_ROW (w))
            g_string_append_printf (out, "\n  %s \"%s\" in %s", G_OBJECT_TYPE_NAME (w), gtk_widget_get_name (w),
                                    G_OBJECT_TYPE_NAME (gtk_widget_get_parent (w)));
        }
      collect_unnamed (c, out);
    }
}

static void
check_page (const char *page, const char *type)
{
  GtkWidget *widget = ui_test_show_page (ui_test_main_window (&app), page, type);
  GString *unnamed = g_string_new (NULL);

  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  collect_unnamed (widget, unnamed);
  if (unnamed->len > 0)
    g_error ("%s: interactive widgets without a name:%s", page, unnamed->str);
  g_string_free (unnamed, TRUE);
}

static void
start_game (void)
{
  ui_test_show_page (ui_test_main_window (&app), "turn", "AdjTurnPage");
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
}

static void
test_pages (void)
{
  static const struct { const char *page, *type; } pages[] = {
    { "turn", "AdjTurnPage" }, { "pool", "AdjPoolPage" }, { "boxes", "AdjBoxesPage" },
    { "charts", "AdjChartsPage" }, { "charge", "AdjChargePage" }, { "deffire", "AdjDefFirePage" },
    { "fire", "AdjFirePage" }, { "los", "AdjLosPage" }, { "map-editor", "AdjMapEditor" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    check_page (pages[i].page, pages[i].type);
  /* The Activation Markers in the other states: the draw (the real cup's
   * list and record button), then choosing who acts with a Combined
   * Activation to work out. */
  g_autoptr (GError) error = NULL;
  while (adj_game_state_get_phase (ui_test_state (&app)) == ADJ_PHASE_ACTIVATION)
    {
      g_autoptr (AdjAction) a = ui_test_quiet_action (ui_test_state (&app));
      g_assert_true (adj_game_session_apply (ui_test_session (&app), a, &error));
    }
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_DRAW);
  check_page ("pool", "AdjPoolPage");
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  g_autoptr (AdjAction) draw = adj_action_draw ((guint) adj_battle_find_am (b, "vi-corps#1"));
  g_assert_true (adj_game_session_apply (ui_test_session (&app), draw, &error));
  check_page ("pool", "AdjPoolPage");
  g_assert_nonnull (ui_test_find_named (ui_test_show_page (ui_test_main_window (&app), "pool", "AdjPoolPage"),
                                        "ca-check:getty"));

  /* The map editor's tools, once shown. */
  GtkWidget *editor = ui_test_show_page (ui_test_main_window (&app), "map-editor", "AdjMapEditor");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_named (editor, "editor-panel")), TRUE);
  check_page ("map-editor", "AdjMapEditor");
}

/* The map's small hex ids: at least 4.5:1 against every shade of ground
 * (levels and woods) in the light style, as drawn on the LOS page. */
static void
test_hex_id_contrast (void)
{
  GtkWidget *los = ui_test_show_page (ui_test_main_window (&app), "los", "AdjLosPage");
  AdjLosPalette palette;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  adj_los_palette_get (los, &palette);
  for (guint level = 0; level <= 6; level++)
    for (guint woods = 0; woods < 2; woods++)
      {
        double shade = MIN (0.14 * level, 0.8);
        double ratio = adj_los_label_contrast (&palette, (Rgb) { 0.98, 0.98, 0.98 }, shade, woods);
        g_test_message ("light, shade %.2f%s: %.2f:1", shade, woods ? ", woods" : "", ratio);
        g_assert_cmpfloat (ratio, >=, 4.5);
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-glory-a11y-XXXXXX");
  /* GTK's accessibility test context, which answers the questions below. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/glory-a11y/start", start_game);
  g_test_add_func ("/ui/glory-a11y/every-page-named", test_pages);
  g_test_add_func ("/ui/glory-a11y/hex-id-contrast", test_hex_id_contrast);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
