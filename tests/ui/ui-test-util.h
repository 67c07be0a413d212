/* ui-test-util.h: waiting, finding, screenshots and the game for the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-journal-model.h"
#include "adj-new-game-dialog.h"
#include "adj-glory-session.h"

G_BEGIN_DECLS

typedef gboolean (*UiTestCondition) (gpointer data);

void        ui_test_init                (void);
void        ui_test_iterate_until       (UiTestCondition  condition,
                                         gpointer         data,
                                         const char      *what);
guint       ui_test_painted_frames      (GtkWindow       *window);
void        ui_test_wait_for_frame      (GtkWindow       *window,
                                         guint            frames_before);
void        ui_test_wait_for_new_frame  (GtkWindow       *window);
GtkWindow  *ui_test_find_toplevel       (GType            type);
void        ui_test_wait_for_toplevel   (GType            type,
                                         const char      *what);
void        ui_test_close_and_wait      (GtkWindow       *window);
GtkWidget  *ui_test_find_descendant     (GtkWidget       *widget,
                                         GType            type);
/* The note (AdwToast) on screen once the one it replaced has gone: a
 * replaced note slides out for a while, and is freed under the caller. */
GtkWidget  *ui_test_shown_toast         (GtkWindow       *window);
void        ui_test_resize_from_outside (GtkWindow       *window,
                                         int              width,
                                         int              height);
void        ui_test_save_screenshot     (GtkWindow       *window,
                                         const char      *name);
double      ui_test_mean_brightness     (GtkWindow       *window);

/* The application's main window after its first frame: creates, registers
 * and activates *app (non-unique) on the first call. The first AdjWindow
 * of the application, whatever window is active (dialogs, editors). */
GtkWindow  *ui_test_main_window         (AdjApplication **app);
/* Destroys the application's windows and drops *app (end of main()). */
void        ui_test_app_quit            (AdjApplication **app);
/* The descendant of @root (or @root) with this widget name, or NULL. */
GtkWidget  *ui_test_find_named          (GtkWidget       *root,
                                         const char      *name);
/* The same, failing the test when there is none. */
GtkWidget  *ui_test_named               (GtkWidget       *root,
                                         const char      *name);
/* Waits (with the usual deadline) until a widget of that name under @root
 * is mapped, and returns it. */
GtkWidget  *ui_test_wait_for_named      (GtkWidget       *root,
                                         const char      *name);
/* Appends every descendant of @root of @type to @out, in tree order. */
void        ui_test_collect             (GtkWidget       *root,
                                         GType            type,
                                         GPtrArray       *out);
/* The @i-th descendant of @root of @type, in tree order; fails if fewer. */
GtkWidget  *ui_test_nth                 (GtkWidget       *root,
                                         GType            type,
                                         guint            i);
/* UiTestCondition predicates on a widget. */
gboolean    ui_test_is_mapped           (gpointer         widget);
gboolean    ui_test_is_unmapped         (gpointer         widget);

/* Widget shortcuts (ui-test-widgets.c); @name is a widget name under @root,
 * the test failing when there is none. */

/* @haystack is not NULL and holds @needle; says what it lacks otherwise. */
gboolean    ui_test_contains            (const char      *haystack,
                                         const char      *needle);
const char *ui_test_label_text          (GtkWidget       *root,
                                         const char      *name);
void        ui_test_type_into           (GtkWidget       *root,
                                         const char      *name,
                                         const char      *text);
void        ui_test_set_switch          (GtkWidget       *root,
                                         const char      *name,
                                         gboolean         active);
/* Selects the @position-th choice of an AdwComboRow. */
void        ui_test_set_choice          (GtkWidget       *root,
                                         const char      *name,
                                         guint            position);
/* Emits "clicked" at once (gtk_widget_activate() clicks ~250 ms later). */
void        ui_test_click               (GtkWidget       *root,
                                         const char      *name);
/* Shows the sidebar page @name (win.page) and returns its widget, of the
 * type named @type_name (NULL: the window's stack's child @name), once
 * mapped and painted. */
GtkWidget  *ui_test_show_page           (GtkWindow       *window,
                                         const char      *name,
                                         const char      *type_name);
/* The same, once mapped: before its first frame is painted. */
GtkWidget  *ui_test_map_page            (GtkWindow       *window,
                                         const char      *name,
                                         const char      *type_name);
/* Scrolls @page's scrolled window to its end, or to its top. */
void        ui_test_scroll_page         (GtkWidget       *page,
                                         gboolean         end);
/* Screenshots @page's top and end, light and dark: @name.png,
 * @name-end.png, @name-dark.png, @name-end-dark.png. Leaves it at the top
 * in the default style. */
void        ui_test_page_screenshots    (GtkWindow       *window,
                                         GtkWidget       *page,
                                         const char      *name);
/* The text of the Journal page's line for @step (shown on screen), and a
 * click on it. */
const char *ui_test_journal_line        (GtkWidget       *root,
                                         guint            step);
void        ui_test_activate_journal_line (GtkWidget     *root,
                                         guint            step);
/* Waits for a message dialog and checks its @heading. */
AdwMessageDialog *ui_test_wait_for_dialog (const char    *heading);
/* Answers @dialog with @response and waits for it to close. */
void        ui_test_respond             (AdwMessageDialog *dialog,
                                         const char      *response);

/* Real key presses through the X server (ui-test-keys.c), heard as a
 * keyboard's: gives @window the keyboard first. @keyval with @mods held
 * (Control, Shift, Alt); @text is letters and digits typed one by one. */
void        ui_test_focus_window        (GtkWindow       *window);
void        ui_test_press_key           (GtkWindow       *window,
                                         guint            keyval,
                                         GdkModifierType  mods);
void        ui_test_press_key_until     (GtkWindow       *window,
                                         guint            keyval,
                                         GdkModifierType  mods,
                                         gboolean       (*done) (gpointer data),
                                         gpointer         data,
                                         const char      *what);
void        ui_test_type_keys           (GtkWindow       *window,
                                         const char      *text);

/* The game and the player's data dir (ui-test-game.c). */

/* Makes a fresh temporary data dir from @template (g_dir_make_tmp) and
 * points XDG_DATA_HOME at it; call first in main(). Returns the dir. */
const char *ui_test_user_dir_setup      (const char      *template);
/* The dir made by ui_test_user_dir_setup(). */
const char *ui_test_user_dir            (void);
/* Removes the dir and all the app wrote in it (autosave, its previous and
 * damaged copies, battles, maps, chart values); after ui_test_app_quit(). */
void        ui_test_user_dir_cleanup    (void);

/* The game the autosave holds: autosave.json and its log, or with
 * @previous the pair kept before them; NULL when they do not load. */
AdjJournal *ui_test_load_autosave       (gboolean         previous);
/* The main window's game session, and its state (NULL without a game). */
AdjGameSession     *ui_test_session     (AdjApplication **app);
const AdjGameState *ui_test_state       (AdjApplication **app);
/* Applies @action (taken) to the Glory III game; the test fails if it is
 * refused. */
void                ui_test_apply       (AdjApplication **app, AdjAction *action);
/* The Glory III game's unit @id; the test fails if there is none. */
guint               ui_test_unit        (AdjApplication **app, const char *id);
/* The journal's cursor: the actions in effect. */
guint       ui_test_journal_length      (AdjApplication **app);
/* Opens a unit editor's picker and returns its list of the game's units. */
GtkWidget  *ui_test_picker_list         (GtkWidget       *editor);
/* Picks the game's unit @id into a unit editor through its picker's list. */
void        ui_test_pick                (GtkWidget       *editor,
                                         const char      *id);
/* On the sample battle's first turn (5.22): the Confederates hold out
 * csa-first#1, both sides select every AM they may (3.B), the held-out AM
 * is drawn (3.C.1) and @group_id's command acts, advanced to @step
 * (3.C.2.a). Every action must be accepted. */
void        ui_test_play_sample_to_step (AdjApplication **app,
                                         const char      *group_id,
                                         AdjStep          step);
/* A new game on the sample battle (Glory III, or the Fixed Glory variant),
 * played as above to @step of @group_id's activation. */
void        ui_test_start_sample_game   (AdjApplication **app,
                                         gboolean         fixed_glory,
                                         const char      *group_id,
                                         AdjStep          step);
/* An action that moves the game on with nothing happening: typed
 * initiative rolls, no AM held out or put in the pool, the pool's first
 * AM drawn, each command of the drawn AM acting and done at once, Next
 * otherwise. */
AdjAction  *ui_test_quiet_action        (const AdjGameState *state);
/* New Game, past "Start a New Game?" when the game in play has changes:
 * the dialog on the list of games (@game NULL) or on @game's scenarios. */
AdjNewGameDialog *ui_test_open_new_game (AdjApplication **app,
                                         const char      *game);
/* Glory III's scenarios: the battles. */
AdjNewGameDialog *ui_test_open_battle_picker (AdjApplication **app);
/* Activates the list row named @name under @root, as Enter or a click on
 * it would. */
void        ui_test_activate_row        (GtkWidget       *root,
                                         const char      *name);
/* The application's combat charts, as the pages use them. */
AdjCombatCharts *ui_test_combat_charts  (AdjApplication  *app);

G_END_DECLS
