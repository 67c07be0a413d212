/* adj-journal-page.c: the game's journal and its file
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every action of the game in the engine's own words, in the order
 * played, the newest at the end (where the list opens), with the undo/redo
 * cursor: actions after it are undone and can be redone, and clicking a
 * row moves the cursor there (docs/design.md principle 1).
 * A move group is one line that opens to its moves. The game's file with
 * Save, Open and the recent games.
 *
 * The list is a GtkListView over AdjJournalModel: rows exist only for the
 * lines on screen and are recycled, and an action announces only the
 * lines it adds or drops; the rows on screen follow the model's cursor.
 * So undo, redo and a new action cost the same after ten thousand actions
 * as after ten. A long game opens with its last steps only, below a line
 * for the earlier ones that shows more of them (GTK 4.8 keeps rows for up
 * to 200 lines of a long list, laid out on every frame). A row's text is
 * a GtkInscription given the lines its length takes, not a label measured
 * width-for-height.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-flat-rows.h"
#include "adj-game-session.h"
#include "adj-journal-keep.h"
#include "adj-journal-model.h"
#include "adj-journal-stick.h"
#include "adj-window-actions.h"
#include "adj-journal-page.h"

/* The list's clamp (adj-journal-page.ui) and the row's parts beside its
 * text, in pixels: its margins and padding, and the spacing. */
#define LIST_WIDTH 616
#define ROW_CHROME 28

typedef enum { ROW_NONE, ROW_DONE, ROW_NOW, ROW_UNDONE } RowState;

struct _AdjJournalPage
{
  GtkWidget        parent_instance;

  AdjGameSession  *session;
  gboolean         built;  /* the template is built on the first map */
  AdjJournalModel *model;
  guint            synced_game;  /* the session's game the model follows */
  AdjJournalStick  stick;        /* on its last line, as lines come */
  double           char_width;   /* the rows' font's average, in pixels */
  int              line_height;  /* a line of it, as laid out */
  int              lines_width;  /* the list's, when the rows' lines were set */
  guint            lines_source;
  GPtrArray       *rows;         /* Row, every one made */
  guint            cursor;       /* the model's, as the rows last showed it */
  AdjJournalKeep   keep;         /* the lines shown, as earlier ones come */

  /* Template children */
  GtkWidget       *content_box;
  AdwActionRow    *file_row;
  GtkWidget       *new_button;
  GtkWidget       *save_button;
  GtkWidget       *save_as_button;
  GtkMenuButton   *recent_button;
  GtkWidget       *actions_title;
  GtkLabel        *summary_label;
  GtkWidget       *scroller;
  GtkListView     *list_view;
};

G_DEFINE_FINAL_TYPE (AdjJournalPage, adj_journal_page, GTK_TYPE_WIDGET)

/* ---- Rows ---- */

typedef struct {
  GtkWidget *widget;  /* the list's row, bound: it takes the state's style */
  GtkWidget *box, *expander, *number, *text, *now;
  char      *line;    /* its whole text, for the tooltip */
  AdjJournalPage *page;
  GtkListItem *list_item;
  gboolean   bound;
  guint      step;    /* of the item bound */
  int        move;
  gboolean   earlier; /* the line for the steps not shown */
  RowState   state;
} Row;

static Row *
row_of (GtkListItem *list_item)
{
  return g_object_get_data (G_OBJECT (list_item), "adj-row");
}

static void
row_free (gpointer data)
{
  Row *row = data;

  if (row->page != NULL)
    g_ptr_array_remove_fast (row->page->rows, row);
  g_free (row->line);
  g_free (row);
}

/* A tooltip set on every change asks the display where the pointer is:
 * the text is given when a tooltip is asked for instead. It holds the
 * whole line, which the row may have cut short. */
static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, Row *row)
{
  const char *hint = row->earlier ? _("Click to show more of them; Home shows the start of the game")
                   : row->state == ROW_UNDONE ? _("Undone: click to redo up to here")
                   : row->state == ROW_DONE ? _("Click to go back to here")
                   : NULL;
  g_autofree char *text = NULL;

  if (row->line == NULL)
    return FALSE;
  text = hint != NULL ? g_strdup_printf ("%s\n%s", row->line, hint) : g_strdup (row->line);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static gboolean
on_expander_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  gtk_tooltip_set_text (tooltip, _("Show or hide the moves of this action"));
  return TRUE;
}

static void
on_expander_clicked (GtkButton *button, AdjJournalPage *self)
{
  Row *row = g_object_get_data (G_OBJECT (button), "adj-row");
  gboolean open = !adj_journal_model_get_expanded (self->model, row->step);

  adj_journal_model_set_expanded (self->model, row->step, open);
  gtk_button_set_icon_name (button, open ? "pan-down-symbolic" : "pan-end-symbolic");
  gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_EXPANDED, open, -1);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, AdjJournalPage *self)
{
  Row *row = g_new0 (Row, 1);

  row->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  row->expander = gtk_button_new_from_icon_name ("pan-end-symbolic");
  row->number = gtk_label_new (NULL);
  /* An inscription, not a wrapping label: its height is its lines, not
   * its text measured at the row's width, so the rows GTK 4.8 makes (up
   * to 200, all of the game shown) are laid out without shaping every
   * line several times over. */
  row->text = gtk_inscription_new (NULL);
  row->now = gtk_label_new (_("Now"));
  gtk_widget_add_css_class (row->box, "journal-row");
  gtk_widget_set_name (row->expander, "journal-expander");
  gtk_widget_add_css_class (row->expander, "flat");
  gtk_widget_add_css_class (row->expander, "journal-expander");
  gtk_widget_set_valign (row->expander, GTK_ALIGN_CENTER);
  gtk_widget_set_has_tooltip (row->expander, TRUE);
  g_signal_connect (row->expander, "query-tooltip", G_CALLBACK (on_expander_tooltip), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Show or hide the moves of this action"), -1);
  g_object_set_data (G_OBJECT (row->expander), "adj-row", row);
  g_signal_connect (row->expander, "clicked", G_CALLBACK (on_expander_clicked), self);
  gtk_label_set_width_chars (GTK_LABEL (row->number), 4);
  gtk_label_set_xalign (GTK_LABEL (row->number), 1);
  gtk_widget_add_css_class (row->number, "dim-label");
  gtk_widget_add_css_class (row->number, "numeric");
  gtk_widget_set_name (row->text, "journal-text");
  gtk_widget_set_hexpand (row->text, TRUE);
  gtk_inscription_set_xalign (GTK_INSCRIPTION (row->text), 0);
  gtk_inscription_set_wrap_mode (GTK_INSCRIPTION (row->text), PANGO_WRAP_WORD_CHAR);
  gtk_inscription_set_min_lines (GTK_INSCRIPTION (row->text), 1);
  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (row->text), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  gtk_widget_add_css_class (row->now, "journal-now");
  gtk_widget_set_valign (row->now, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row->box), row->number);
  gtk_box_append (GTK_BOX (row->box), row->text);
  gtk_box_append (GTK_BOX (row->box), row->now);
  gtk_box_append (GTK_BOX (row->box), row->expander);
  gtk_widget_set_has_tooltip (row->box, TRUE);
  g_signal_connect (row->box, "query-tooltip", G_CALLBACK (on_query_tooltip), row);
  gtk_list_item_set_child (list_item, row->box);
  row->page = self;
  row->list_item = list_item;
  g_ptr_array_add (self->rows, row);
  g_object_set_data_full (G_OBJECT (list_item), "adj-row", row, row_free);
}

static void set_text_lines (AdjJournalPage *self, Row *row, const char *text);

/* Done, now or undone: only a row whose state changes is touched. */
static void
update_row_state (GtkListItem *list_item, AdjJournalModel *model)
{
  Row *row = row_of (list_item);
  guint cursor = adj_journal_model_get_cursor (model);
  RowState state = row->earlier ? ROW_NONE
                 : row->step > cursor ? ROW_UNDONE : row->step == cursor ? ROW_NOW : ROW_DONE;
  gboolean now_moved = (state == ROW_NOW) != (row->state == ROW_NOW) && row->state != ROW_NONE;

  if (state == row->state && state != ROW_NONE)
    return;
  row->state = state;
  /* The "Now" marker takes room from the text. */
  if (now_moved && row->page != NULL && row->line != NULL)
    set_text_lines (row->page, row, row->line);
  gtk_list_item_set_activatable (list_item, state != ROW_NOW);
  gtk_widget_set_visible (row->now, state == ROW_NOW && row->move < 0);
  if (state == ROW_UNDONE)
    gtk_widget_add_css_class (row->widget, "journal-undone");
  else
    gtk_widget_remove_css_class (row->widget, "journal-undone");
  if (state == ROW_NOW)
    gtk_widget_add_css_class (row->widget, "journal-cursor");
  else
    gtk_widget_remove_css_class (row->widget, "journal-cursor");
}

/* One handler for all the rows GTK keeps (up to 200): only
 * those between the old cursor and the new change state, so only they are
 * looked at. */
static void
on_cursor_changed (AdjJournalModel *model, GParamSpec *pspec, AdjJournalPage *self)
{
  guint cursor = adj_journal_model_get_cursor (model);
  guint low = MIN (cursor, self->cursor), high = MAX (cursor, self->cursor);

  self->cursor = cursor;
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (row->bound && !row->earlier && row->step >= low && row->step <= high)
        update_row_state (row->list_item, model);
    }
}

/* A row's text is given the lines it takes at the list's width, from its
 * length in average characters (a little short of a line each, for the
 * words wrapped whole), at most four: a longer one ends in "…", whole in
 * the tooltip and in the row's accessible name. Not measured: shaping the
 * text is what the inscription spares. */
#define MAX_LINES 4

static void
set_text_lines (AdjJournalPage *self, Row *row, const char *text)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->list_view));
  int chars, lines;

  if (self->char_width <= 0)
    {
      /* Laid out once: a line of words, numbers and rule numbers as the
       * journal's are (the font's approximate width is narrower). */
      static const char sample[] = "Red Spearmen fire at blue unit 11.1.0, rolled 5 (virtual): disordered (10.31)";
      PangoLayout *layout = gtk_widget_create_pango_layout (row->text, sample);
      int sample_width;

      pango_layout_get_pixel_size (layout, &sample_width, &self->line_height);
      self->char_width = MAX (1.0, (double) sample_width / (sizeof sample - 1));
      g_object_unref (layout);
    }
  /* Before the first layout: the widest the list's clamp lets it be. */
  if (width <= 0)
    width = MIN (LIST_WIDTH, gtk_widget_get_width (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)))));
  /* Less the row's padding and spacing, the step's number, and the "Now"
   * marker and the group's button when shown. */
  chars = (int) ((width - ROW_CHROME) * 0.9 / self->char_width) - 5;
  if (row->state == ROW_NOW && row->move < 0)
    chars -= 9;
  if (gtk_widget_get_visible (row->expander))
    chars -= 6;
  chars = MAX (8, chars);
  lines = CLAMP ((g_utf8_strlen (text, -1) + chars - 1) / chars, 1, MAX_LINES);
  /* The height of the lines as Pango lays them out, which the font's
   * metrics (the inscription's own measure) may fall short of: the
   * inscription fits the lines that fit, and ends the last in "…". */
  gtk_widget_set_size_request (row->text, -1, lines * self->line_height + 1);
}

/* The window made wider or narrower: the rows' lines follow. */
static gboolean
update_lines (gpointer data)
{
  AdjJournalPage *self = data;

  self->lines_source = 0;
  self->lines_width = gtk_widget_get_width (GTK_WIDGET (self->list_view));
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (row->line != NULL)
        set_text_lines (self, row, row->line);
    }
  return G_SOURCE_REMOVE;
}

/* The page lays out its one child as a GtkBinLayout would, and notices
 * when the list is given another width. */
static void
measure_page (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
              int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
allocate_page (GtkWidget *widget, int width, int height, int baseline)
{
  AdjJournalPage *self = ADJ_JOURNAL_PAGE (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_allocate (child, width, height, baseline, NULL);
  if (self->built && self->lines_source == 0 && gtk_widget_get_width (GTK_WIDGET (self->list_view)) != self->lines_width)
    self->lines_source = g_idle_add (update_lines, self);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, AdjJournalPage *self)
{
  Row *row = row_of (list_item);
  AdjJournalItem *item = gtk_list_item_get_item (list_item);
  guint step = adj_journal_item_get_step (item);
  int move = adj_journal_item_get_move (item);
  gboolean group = move < 0 && adj_journal_model_get_n_moves (self->model, step) > 1;
  gboolean open = group && adj_journal_model_get_expanded (self->model, step) && !adj_journal_item_get_earlier (item);
  g_autofree char *text = adj_journal_model_describe (self->model, item);
  g_autofree char *name = move < 0 ? g_strdup_printf ("journal-row:%u", step)
                                   : g_strdup_printf ("journal-row:%u.%d", step, move + 1);
  g_autofree char *number = move < 0 ? g_strdup_printf ("%u", step) : NULL;

  row->widget = gtk_widget_get_parent (row->box);
  row->step = step;
  row->move = move;
  row->earlier = adj_journal_item_get_earlier (item);
  if (row->earlier)
    {
      group = FALSE;
      g_clear_pointer (&number, g_free);
      g_free (name);
      name = g_strdup ("journal-earlier");
    }
  gtk_widget_set_name (row->widget, name);
  gtk_label_set_text (GTK_LABEL (row->number), number != NULL ? number : "");
  gtk_inscription_set_text (GTK_INSCRIPTION (row->text), text);
  g_free (row->line);
  row->line = g_strdup (text);
  /* The row is what Tab and the arrows reach: it reads its line. */
  /* TRANSLATORS: a journal row's accessible name: its step number and what it did */
  g_autofree char *a11y = number != NULL ? g_strdup_printf (_("Step %s: %s"), number, text)
    /* Translators: the accessible name of the journal's first line, which
     * shows more of the earlier actions: how many there are */
    : row->earlier ? g_strdup_printf (_("Show earlier actions (%s)"), text)
    : g_strdup (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->widget), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  gtk_widget_set_visible (row->expander, group);
  gtk_button_set_icon_name (GTK_BUTTON (row->expander), open ? "pan-down-symbolic" : "pan-end-symbolic");
  gtk_accessible_update_state (GTK_ACCESSIBLE (row->expander), GTK_ACCESSIBLE_STATE_EXPANDED, open, -1);
  if (move >= 0)
    gtk_widget_add_css_class (row->widget, "journal-move");
  else
    gtk_widget_remove_css_class (row->widget, "journal-move");
  row->state = ROW_NONE;
  update_row_state (list_item, self->model);
  set_text_lines (self, row, text);
  row->bound = TRUE;
}

static void
unbind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, AdjJournalPage *self)
{
  Row *row = row_of (list_item);

  row->bound = FALSE;
  /* A row kept for later shows no line: it has no name of one either. */
  gtk_widget_set_name (row->widget, "journal-row");
}

/* The "earlier" line says how many there are still. */
static void
on_first_step_changed (AdjJournalModel *model, GParamSpec *pspec, AdjJournalPage *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (row->bound && row->earlier && adj_journal_model_get_first_step (model) > 0)
        {
          AdjJournalItem *item = gtk_list_item_get_item (row->list_item);
          g_autofree char *text = adj_journal_model_describe (model, item);
          g_autofree char *a11y = g_strdup_printf (_("Show earlier actions (%s)"), text);

          row->step = adj_journal_item_get_step (item);
          gtk_inscription_set_text (GTK_INSCRIPTION (row->text), text);
          g_free (row->line);
          row->line = g_strdup (text);
          gtk_accessible_update_property (GTK_ACCESSIBLE (row->widget), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
        }
    }
}

/* Steps shown for each activation of the "earlier" line: a few
 * screenfuls, made rows only as they are scrolled to. */
#define REVEAL_STEPS 100

/* The row of step @step's own line, if the list has made it. */
static Row *
step_row (AdjJournalPage *self, guint step)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (row->bound && !row->earlier && row->move < 0 && row->step == step)
        return row;
    }
  return NULL;
}

/* More of the earlier steps, above those shown, which stay in place (the
 * list itself keeps its place on the "earlier" line, at its top). */
static void
reveal_earlier (AdjJournalPage *self, guint n_steps, gboolean keep_place)
{
  guint first = adj_journal_model_get_first_step (self->model);
  Row *row = step_row (self, first);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  gboolean focused = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list_view));

  adj_journal_stick_release (&self->stick);
  adj_journal_keep_clear (&self->keep);
  if (keep_place)
    adj_journal_keep_begin (&self->keep, GTK_WIDGET (self), self->scroller, row != NULL ? row->widget : NULL);
  adj_journal_model_reveal (self->model, n_steps);
  /* From the keyboard: on the line kept, Up goes on to those revealed. */
  if (keep_place && focused && row != NULL && row->bound && row->step == first)
    gtk_widget_grab_focus (row->widget);
}

/* A click (or Enter) on a row moves the cursor to it: back, or redo. */
static void
on_activate (GtkListView *list, guint position, AdjJournalPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (list));
  g_autoptr (AdjJournalItem) item = g_list_model_get_item (model, position);

  if (item == NULL)
    return;
  if (adj_journal_item_get_earlier (item))
    reveal_earlier (self, REVEAL_STEPS, TRUE);
  else
    adj_game_session_set_cursor (self->session, adj_journal_item_get_step (item));
}

/* ---- The page ---- */

static void
refresh_file (AdjJournalPage *self)
{
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  const char *path = adj_game_session_get_path (self->session);

  gtk_widget_set_visible (self->new_button, journal == NULL);
  gtk_widget_set_visible (self->save_button, journal != NULL);
  gtk_widget_set_visible (self->save_as_button, journal != NULL);
  gtk_widget_set_visible (self->actions_title, journal != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), journal != NULL);
  gtk_widget_set_visible (self->scroller, journal != NULL);
  if (journal == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->file_row), _("No game in play"));
      adw_action_row_set_subtitle (self->file_row, _("Start a game on a scenario, or open a saved one."));
    }
  else
    {
      const AdjRuleset *rs = adj_journal_get_ruleset (journal);
      g_autofree char *base = path != NULL ? g_filename_display_basename (path) : NULL;
      /* The autosave's promise only while it keeps it. */
      gboolean autosaved = adj_game_session_get_autosave_error (self->session) == NULL;
      g_autofree char *subtitle = path == NULL
        ? g_strdup (autosaved ? _("Not saved in a file yet; the autosave keeps it safe")
                              : _("Not saved in a file yet, and the autosave could not keep it: save it now"))
        : adj_game_session_is_modified (self->session)
          /* Translators: the game's file name, and that it has unsaved changes */
          ? g_strdup_printf (_("%s — changed since it was saved"), base)
          : g_strdup (base);
      g_autofree char *title = g_strdup_printf ("%s · %s", _(rs->name),
                                                rs->scenario_title (adj_journal_get_scenario (journal)));
      guint length = adj_journal_get_length (journal);
      /* Translators: the journal's size and the undo/redo cursor */
      g_autofree char *summary = g_strdup_printf (ngettext ("%u action, %u in effect. Ctrl+Z undoes, Ctrl+Shift+Z redoes.",
                                                            "%u actions, %u in effect. Ctrl+Z undoes, Ctrl+Shift+Z redoes.",
                                                            length),
                                                  length, adj_journal_get_cursor (journal));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->file_row), title);
      adw_action_row_set_subtitle (self->file_row, subtitle);
      gtk_label_set_text (self->summary_label, summary);
    }
}

/* After every change of the session: the model follows the change alone,
 * and the file row says where the game is. A hidden page catches up when
 * it is shown, with the changes since (another game at once, so that the
 * model never holds a journal the session has let go). */
static void
refresh (AdjJournalPage *self)
{

  if (!self->built || self->session == NULL)
    return;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self))
      && adj_game_session_get_game_id (self->session) == self->synced_game)
    return;
  self->synced_game = adj_game_session_get_game_id (self->session);
  adj_journal_model_sync (self->model, adj_game_session_get_journal (self->session),
                          adj_game_session_get_game_id (self->session));
  adj_journal_stick_to_end (&self->stick);
  refresh_file (self);
}

static void
on_recent_changed (GMenuModel *menu, int position, int removed, int added, AdjJournalPage *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->recent_button), g_menu_model_get_n_items (menu) > 0);
}

/* Home (with Ctrl too) goes to the start of the game, as the list's own
 * binding does once every line is shown: an explicit request, worth the
 * rows it makes there. */
static gboolean
on_list_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, AdjJournalPage *self)
{
  if ((keyval == GDK_KEY_Home || keyval == GDK_KEY_KP_Home) && adj_journal_model_get_first_step (self->model) > 0)
    reveal_earlier (self, G_MAXUINT, FALSE);
  return GDK_EVENT_PROPAGATE;
}

static void
build_list (AdjJournalPage *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkNoSelection *selection;

  self->model = adj_journal_model_new ();
  selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->model)));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), self);
  gtk_list_view_set_factory (self->list_view, factory);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (factory);
  g_object_unref (selection);
  g_signal_connect (self->list_view, "activate", G_CALLBACK (on_activate), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_list_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list_view), keys);
  g_signal_connect_object (self->model, "notify::cursor", G_CALLBACK (on_cursor_changed), self, 0);
  g_signal_connect_object (self->model, "notify::first-step", G_CALLBACK (on_first_step_changed), self, 0);
  adj_journal_stick_init (&self->stick, self->list_view, self->scroller);
}

/* Built when first shown, not at start-up: a page the player never opens
 * costs nothing, and the window paints its first frame sooner. */
static void
ensure_built (AdjJournalPage *self)
{
  GtkRoot *root;
  GMenuModel *recent;

  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (refresh));
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The game's row: its long title and subtitle measured cheaply. */
  adj_flat_rows (GTK_WIDGET (self->file_row));
  build_list (self);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  recent = root != NULL ? g_object_get_data (G_OBJECT (root), "adj-recent-menu") : NULL;
  if (recent != NULL)
    {
      gtk_menu_button_set_menu_model (self->recent_button, recent);
      g_signal_connect_object (recent, "items-changed", G_CALLBACK (on_recent_changed), self, 0);
      on_recent_changed (recent, 0, 0, 0, self);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->recent_button), FALSE);
}

static void
adj_journal_page_map (GtkWidget *widget)
{
  AdjJournalPage *self = ADJ_JOURNAL_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_journal_page_parent_class)->map (widget);
  refresh (self);
}

static void
adj_journal_page_dispose (GObject *object)
{
  AdjJournalPage *self = ADJ_JOURNAL_PAGE (object);

  g_clear_object (&self->session);
  adj_journal_stick_clear (&self->stick);
  g_clear_handle_id (&self->lines_source, g_source_remove);
  adj_journal_keep_clear (&self->keep);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_JOURNAL_PAGE);
  g_clear_object (&self->model);
  /* Rows outliving the page (kept by the list) forget it. */
  for (guint i = 0; i < self->rows->len; i++)
    ((Row *) g_ptr_array_index (self->rows, i))->page = NULL;
  g_ptr_array_set_size (self->rows, 0);
  G_OBJECT_CLASS (adj_journal_page_parent_class)->dispose (object);
}

static void
adj_journal_page_finalize (GObject *object)
{
  g_ptr_array_unref (ADJ_JOURNAL_PAGE (object)->rows);
  G_OBJECT_CLASS (adj_journal_page_parent_class)->finalize (object);
}

static void
adj_journal_page_class_init (AdjJournalPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_journal_page_dispose;
  object_class->finalize = adj_journal_page_finalize;
  widget_class->map = adj_journal_page_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/shell/adj-journal-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, content_box);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, file_row);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, new_button);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, save_button);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, save_as_button);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, recent_button);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, actions_title);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, list_view);
}

static void
adj_journal_page_init (AdjJournalPage *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_set_layout_manager (GTK_WIDGET (self), gtk_custom_layout_new (NULL, measure_page, allocate_page));
}
