/* adj-pool-page.c: the Activation Markers without a cup
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The AM pool of 3.A.2-3.C: each player picks his AMs in secret behind a
 * "pass the device" cover (and the Initiative Player his held-out AM,
 * 5.23; an AdjPoolChoose); then the app draws blindly (or records what came out of a real
 * cup), shows the drawn AM with the commands it activates (4.23, 4.24),
 * lets the player start one, and works out a Combined Activation (4.25)
 * with the engine's calculator before the roll, whose result stays shown
 * there. While a command acts, an AdjStepBar goes through its steps and
 * ends the activation, and the next draw follows here: a turn needs no
 * detour through Turn & Phase. The page is made from the engine's state
 * after every change, keeping the parts that would be made the same; of
 * its own it keeps only what is not game state — whether to animate a
 * draw (the chooser keeps which side lifted its cover).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-pill.h"
#include "adj-glory-session.h"
#include "adj-window-actions.h"
#include "adj-ca-panel.h"
#include "adj-drawn-am.h"
#include "adj-flat-rows.h"
#include "adj-kept-pair.h"
#include "adj-label.h"
#include "adj-pool-choose.h"
#include "adj-pool-page.h"
#include "adj-pool-text.h"
#include "adj-step-bar.h"
#include "adj-tooltip.h"

struct _AdjPoolPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;  /* the template is built on the first map */
  gboolean        animate_draw;
  GtkWidget      *ca_error;
  GtkWidget      *real_draw;
  GtkWidget      *real_draw_error;
  GArray         *real_draw_ams;
  /* Kept in the pool box, hidden when not wanted, so that an action
   * between a draw and the drawn AM costs no new rows (docs/design.md,
   * "Every game within a frame"): made once, or once per battle. */
  GtkWidget      *step_bar;
  GtkWidget      *draw_box;
  char           *draw_battle;  /* the hash of the battle it lists */
  GtkWidget      *status_group;
  GtkWidget      *pool_count;
  GtkWidget      *set_aside_row;
  GtkWidget      *set_aside_count;
  AdjKeptPair     cards;        /* the drawn AM */
  AdjKeptPair     ca_panels;    /* its Combined Activation */
  GtkWidget      *prompt;
  GtkWidget      *ca_result;    /* a Combined Activation's roll (4.25) */

  /* Template children */
  GtkStack       *state_stack;
  AdjPoolChoose  *chooser;
  GtkBox         *pool_box;
};

G_DEFINE_FINAL_TYPE (AdjPoolPage, adj_pool_page, GTK_TYPE_WIDGET)

static void refresh (AdjPoolPage *self);

static gboolean
apply (AdjPoolPage *self, AdjAction *action, GtkWidget *error_widget)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) owned = action;

  if (adj_game_session_apply (self->session, action, &error))
    return TRUE;
  if (error_widget != NULL)
    adj_game_error_label_set (error_widget, error->message);
  return FALSE;
}

/* The secret choice (3.A.2, 3.B) is the chooser's; its move is recorded here. */
static void
on_choose_move (AdjPoolChoose *chooser, AdjAction *move, AdjPoolPage *self)
{
  g_autoptr (GError) error = NULL;

  if (!adj_game_session_apply (self->session, move, &error))
    adj_pool_choose_refused (chooser, error->message);
}

/* ---- the pool, the draw and the drawn AM (3.C, 4.22-4.25) ---- */

/* Starting a command or combining, from the drawn AM's widgets. */
static void
on_move (GtkWidget *widget, AdjAction *move, AdjPoolPage *self)
{
  apply (self, adj_action_copy (move), self->ca_error);
}

static void
on_draw (GtkButton *button, AdjPoolPage *self)
{
  const AdjGameState *state = adj_glory_session_get_state (self->session);
  g_autoptr (GError) error = NULL;
  AdjAction *action = adj_action_draw_virtual (state, adj_game_session_new_seed (), &error);

  if (action == NULL)
    {
      g_warning ("blind draw refused: %s", error->message);
      return;
    }
  self->animate_draw = TRUE;
  apply (self, action, NULL);
}

static void
on_real_draw (GtkButton *button, AdjPoolPage *self)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->real_draw));

  if (self->real_draw_ams == NULL || selected >= self->real_draw_ams->len)
    return;
  apply (self, adj_action_draw (g_array_index (self->real_draw_ams, guint, selected)), self->real_draw_error);
}

/* A part made for the page asks no width at a height (docs/design.md,
 * "Every page within its budget"): shown again after a change of step, it
 * is measured at the page's width only. */
static GtkWidget *
flattened (GtkWidget *part)
{
  adj_flat_rows (part);
  adj_label_plain_natural_widths (part);
  return part;
}

#define PILE_NAMES_SHOWN 12

/* The AMs set aside, in the four lines their row shows: the first names,
 * in the order they were set aside, and "and more" past them, so a pile
 * of eighty AMs costs no more to show than a pile of ten. How many is the
 * row's badge: the words stay the same once the first names are there,
 * and a row whose wrapping subtitle changes is measured anew at many
 * widths (GTK 4.8), a frame's worth late in a turn. */
static char *
pile_text (AdjBattle *battle, const GArray *aside)
{
  GString *pile = g_string_new (NULL);

  for (guint i = 0; i < aside->len && i < PILE_NAMES_SHOWN; i++)
    {
      g_autofree char *name = adj_battle_am_title (battle, g_array_index (aside, guint, i));
      g_string_append_printf (pile, "%s%s", i > 0 ? ", " : "", name);
    }
  if (aside->len > PILE_NAMES_SHOWN)
    /* Translators: after the first names of the AMs set aside (a badge counts them) */
    g_string_append (pile, _(" and more"));
  if (aside->len == 0)
    g_string_append (pile, _("None yet"));
  return g_string_free (pile, FALSE);
}

static void
label_set_if (GtkLabel *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static GtkWidget *
count_badge (const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_name (label, name);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "pool-count");
  return label;
}

/* The pool's count and the pile set aside, made once and then set only
 * where the words changed. */
static GtkWidget *
update_status_group (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) aside = adj_game_state_set_aside (state);
  g_autofree char *count = g_strdup_printf ("%u", adj_game_state_pool_count (state));
  g_autofree char *aside_count = g_strdup_printf ("%u", aside->len);
  g_autofree char *pile = pile_text (battle, aside);

  if (self->status_group == NULL)
    {
      GtkWidget *row;

      self->status_group = g_object_ref_sink (adw_preferences_group_new ());
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->status_group), _("Pool (3.B, 3.C)"));
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("AMs in the pool"));
      self->pool_count = count_badge ("pool-count");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->pool_count);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->status_group), row);

      self->set_aside_row = adw_action_row_new ();
      gtk_widget_set_name (self->set_aside_row, "set-aside-row");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->set_aside_row), _("Set aside this turn (3.C.2.c)"));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->set_aside_row), 4);
      self->set_aside_count = count_badge ("set-aside-count");
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->set_aside_row), self->set_aside_count);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->status_group), self->set_aside_row);
      flattened (self->status_group);
    }
  label_set_if (GTK_LABEL (self->pool_count), count);
  label_set_if (GTK_LABEL (self->set_aside_count), aside_count);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (self->set_aside_row)), pile) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->set_aside_row), pile);
  return self->status_group;
}

static GtkWidget *
build_draw_group (AdjPoolPage *self, AdjBattle *battle)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *draw = adj_pill_button_new (_("_Draw an AM"), "draw-button", TRUE);
  GtkWidget *group = adw_preferences_group_new ();
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *record = gtk_button_new_with_mnemonic (_("_Record"));

  adj_tooltip_set (draw, _("Adjutant draws one AM blindly from the pool (4.22)"));
  g_signal_connect (draw, "clicked", G_CALLBACK (on_draw), self);
  gtk_box_append (GTK_BOX (box), draw);

  /* Secrets stay secret (4.21): the list is every AM of the battle, not
   * the pool, which would show what the other side put in; the engine
   * refuses one that is not in it. */
  g_clear_pointer (&self->real_draw_ams, g_array_unref);
  self->real_draw_ams = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint am = 0; am < adj_battle_n_ams (battle); am++)
    {
      g_autofree char *name = adj_battle_am_title (battle, am);
      /* TRANSLATORS: an AM, then its side */
      g_autofree char *item = g_strdup_printf (_("%s (%s)"), name,
                                               adj_pool_side_name (battle, adj_battle_am_side (battle, am)));
      g_array_append_val (self->real_draw_ams, am);
      gtk_string_list_append (names, item);
    }
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Drawn from a Real Cup?"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Pick the AM that came out of the cup: every AM of the battle is "
                                           "listed, so the list tells nobody what is in the pool"));
  self->real_draw = adw_combo_row_new ();
  gtk_widget_set_name (self->real_draw, "real-draw-combo");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->real_draw), _("The AM that came out"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->real_draw), G_LIST_MODEL (names));
  g_object_unref (names);
  gtk_widget_set_name (record, "real-draw-record");
  gtk_accessible_update_property (GTK_ACCESSIBLE (record), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Record the AM that came out of the cup"), -1);
  gtk_widget_set_valign (record, GTK_ALIGN_CENTER);
  g_signal_connect (record, "clicked", G_CALLBACK (on_real_draw), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->real_draw), record);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->real_draw);
  gtk_box_append (GTK_BOX (box), group);
  self->real_draw_error = adj_game_error_label_new ("real-draw-error");
  gtk_box_append (GTK_BOX (box), self->real_draw_error);
  return box;
}

/* The same battle lists the same AMs: the box made for it is kept, the
 * player's pick in the list with it. */
static GtkWidget *
draw_group (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);

  if (self->draw_box == NULL || g_strcmp0 (self->draw_battle, adj_battle_get_hash (battle)) != 0)
    {
      g_clear_object (&self->draw_box);
      self->draw_box = g_object_ref_sink (flattened (build_draw_group (self, battle)));
      g_free (self->draw_battle);
      self->draw_battle = g_strdup (adj_battle_get_hash (battle));
    }
  else
    adj_game_error_label_set (self->real_draw_error, NULL);
  return self->draw_box;
}

/* The Combined Activation rolled under this AM (4.25), where it was
 * rolled: one line kept, its words and colour set when they change (a
 * label made anew at every step of the activation was measured anew). */
static GtkWidget *
ca_result (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) groups = NULL;
  g_autoptr (GString) names = NULL;
  g_autofree char *text = NULL;
  gboolean success;
  int roll;

  if (!adj_game_state_ca_result (state, &roll, &success))
    return NULL;
  groups = adj_game_state_activated_groups (state);
  names = g_string_new (NULL);
  for (guint i = 0; i < groups->len; i++)
    if (adj_game_state_group_tried_ca (state, g_array_index (groups, guint, i)))
      g_string_append_printf (names, "%s%s", names->len > 0 ? " + " : "",
                              adj_battle_get_group (battle, g_array_index (groups, guint, i))->name);
  text = success
    /* TRANSLATORS: the leaders ("A + B"), then the roll */
    ? g_strdup_printf (_("Combined Activation of %s, roll %d: they act together (4.25)"), names->str, roll)
    : g_strdup_printf (_("Combined Activation of %s, roll %d: failed, their units are Out of Command and act "
                         "one by one (4.25)"), names->str, roll);
  label_set_if (GTK_LABEL (self->ca_result), text);
  gtk_widget_remove_css_class (self->ca_result, success ? "warning" : "success");
  gtk_widget_add_css_class (self->ca_result, success ? "success" : "warning");
  return self->ca_result;
}

static gboolean
ca_panel_shows (GtkWidget *part, const AdjGameState *state, int drawn)
{
  return adj_ca_panel_shows (part, state);
}

/* The drawn AM's card, kept or made (a fresh draw always made, to swing in). */
static GtkWidget *
drawn_card (AdjPoolPage *self, const AdjGameState *state, int drawn)
{
  GtkWidget *card = drawn >= 0 && !self->animate_draw
                      ? adj_kept_pair_find (&self->cards, adj_drawn_am_shows, state, drawn) : NULL;

  /* A step of the same activation (a command acting, then done): the
   * card shown takes the new words in place. Another AM: the card not
   * shown takes it if it can (not a fresh draw, which swings in). */
  if (drawn >= 0 && card == NULL && !self->animate_draw && self->cards.shown != NULL
      && adj_drawn_am_retarget (self->cards.shown, state, drawn))
    card = self->cards.shown;
  if (drawn >= 0 && card == NULL && !self->animate_draw && self->cards.spare != NULL && self->cards.shown == NULL
      && adj_drawn_am_retarget (self->cards.spare, state, drawn))
    card = self->cards.spare;
  if (drawn >= 0 && card == NULL)
    {
      card = flattened (adj_drawn_am_new (state, drawn, self->animate_draw));
      g_signal_connect (card, "move", G_CALLBACK (on_move), self);
    }
  self->animate_draw = FALSE;
  adj_kept_pair_show (&self->cards, self->pool_box, card);
  return card;
}

/* The Combined Activation panel (4.25) under a drawn AM (@wanted) whose
 * leaders may still combine, kept or made. */
static GtkWidget *
ca_panel (AdjPoolPage *self, const AdjGameState *state, gboolean wanted)
{
  GtkWidget *ca = NULL;

  if (wanted && adj_action_type_expected (state, ADJ_ACTION_COMBINE))
    {
      ca = adj_kept_pair_find (&self->ca_panels, ca_panel_shows, state, -1);
      /* Another AM's leaders: the panel not shown takes them if it can. */
      if (ca == NULL && self->ca_panels.spare != NULL && self->ca_panels.shown == NULL
          && adj_ca_panel_retarget (self->ca_panels.spare, state))
        ca = self->ca_panels.spare;
      if (ca == NULL && (ca = adj_ca_panel_new (state, self->ca_error)) != NULL)
        {
          flattened (ca);
          g_signal_connect (ca, "move", G_CALLBACK (on_move), self);
        }
    }
  adj_kept_pair_show (&self->ca_panels, self->pool_box, ca);
  return ca;
}

/* Whether @child stays in the pool box, hidden, when not shown. */
static gboolean
kept_hidden (AdjPoolPage *self, GtkWidget *child)
{
  return child == self->step_bar || child == self->draw_box || child == self->status_group
         || adj_kept_pair_holds (&self->cards, child) || adj_kept_pair_holds (&self->ca_panels, child)
         || child == self->ca_error || child == self->ca_result
         || child == self->prompt;
}

/* The page's parts in their order. The parts made once (the draw, the
 * pool's status, the step bar, the prompt) and the last two drawn AMs
 * stay in the box and are hidden when not shown: an action then sets
 * words and visibility, and no part is measured anew that was not
 * changed. */
static void
build_pool (AdjPoolPage *self, const AdjGameState *state)
{
  AdjPhase phase = adj_game_state_get_phase (state);
  int drawn = adj_game_state_drawn_am (state);
  GtkWidget *parts[8], *card, *ca, *child, *next;
  guint n = 0;

  adj_game_error_label_set (self->ca_error, NULL);
  if (phase == ADJ_PHASE_DRAW)
    parts[n++] = draw_group (self, state);
  card = drawn_card (self, state, drawn);
  ca = ca_panel (self, state, card != NULL);
  if (card != NULL)
    {
      parts[n++] = card;
      GtkWidget *rolled = ca_result (self, state);
      if (rolled != NULL)
        parts[n++] = rolled;
      /* The acting command's steps and the end of the activation, here. */
      if (adj_game_state_get_step (state) != ADJ_STEP_CHOOSE)
        parts[n++] = self->step_bar;
      if (ca != NULL)
        parts[n++] = ca;
      parts[n++] = self->ca_error;
    }
  else if (phase == ADJ_PHASE_RECOVERY)
    /* 3.D: the way on (Next) and to the rolls (the Boxes), not a line. */
    parts[n++] = self->step_bar;
  else if (phase != ADJ_PHASE_DRAW)
    {
      AdjPrompt p;
      adj_game_state_prompt (state, &p);
      g_autofree char *text = adj_game_session_prompt_sentence (p.text, p.rule);
      label_set_if (GTK_LABEL (self->prompt), text);
      parts[n++] = self->prompt;
    }
  parts[n++] = update_status_group (self, state);
  g_assert (n <= G_N_ELEMENTS (parts));

  /* The parts not shown: hidden if kept, else out. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->pool_box)); child != NULL; child = next)
    {
      gboolean shown = FALSE;
      next = gtk_widget_get_next_sibling (child);
      for (guint i = 0; i < n && !shown; i++)
        shown = parts[i] == child;
      if (shown)
        continue;
      if (kept_hidden (self, child))
        gtk_widget_set_visible (child, FALSE);
      else
        gtk_box_remove (self->pool_box, child);
    }
  for (guint i = 0; i < n; i++)
    {
      if (gtk_widget_get_parent (parts[i]) == NULL)
        gtk_box_append (self->pool_box, parts[i]);
      if (gtk_widget_get_prev_sibling (parts[i]) != (i > 0 ? parts[i - 1] : NULL))
        gtk_box_reorder_child_after (self->pool_box, parts[i], i > 0 ? parts[i - 1] : NULL);
      /* The error line shows itself when it has something to say. */
      if (parts[i] != self->ca_error)
        gtk_widget_set_visible (parts[i], TRUE);
    }
  gtk_stack_set_visible_child_name (self->state_stack, "pool");
}

static void
refresh (AdjPoolPage *self)
{
  const AdjGameState *state = self->session ? adj_glory_session_get_state (self->session) : NULL;

  /* A hidden page catches up when it is shown (map): an action costs
   * only the page on screen. */
  if (!self->built || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (state == NULL)
    {
      gtk_stack_set_visible_child_name (self->state_stack, "empty");
      return;
    }
  AdjPhase phase = adj_game_state_get_phase (state);
  if (phase == ADJ_PHASE_HOLD_OUT || phase == ADJ_PHASE_SELECTION)
    {
      adj_pool_choose_update (self->chooser, state,
                              adj_journal_get_generation (adj_game_session_get_journal (self->session)));
      gtk_stack_set_visible_child_name (self->state_stack, "choose");
      return;
    }
  adj_pool_choose_forget (self->chooser);
  build_pool (self, state);
}

/* Built when first shown, not at start-up: a page the player never opens
 * costs nothing, and the window paints its first frame sooner. */
static void
ensure_built (AdjPoolPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (refresh));
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->chooser, "move", G_CALLBACK (on_choose_move), self);
  self->step_bar = g_object_ref_sink (flattened (adj_step_bar_new ("pool", TRUE)));
  self->ca_error = g_object_ref_sink (adj_game_error_label_new ("activation-error"));
  self->prompt = g_object_ref_sink (gtk_label_new (NULL));
  gtk_label_set_wrap (GTK_LABEL (self->prompt), TRUE);
  gtk_widget_set_name (self->prompt, "pool-prompt");
  gtk_widget_add_css_class (self->prompt, "dim-label");
  self->ca_result = g_object_ref_sink (gtk_label_new (NULL));
  gtk_widget_set_name (self->ca_result, "ca-result");
  gtk_label_set_wrap (GTK_LABEL (self->ca_result), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->ca_result), 0);
  gtk_label_set_selectable (GTK_LABEL (self->ca_result), TRUE);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (self->ca_result), GTK_NATURAL_WRAP_NONE);
}

static void
adj_pool_page_map (GtkWidget *widget)
{
  AdjPoolPage *self = ADJ_POOL_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_pool_page_parent_class)->map (widget);
  refresh (self);
}

static void
adj_pool_page_dispose (GObject *object)
{
  AdjPoolPage *self = ADJ_POOL_PAGE (object);

  g_clear_object (&self->session);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_POOL_PAGE);
  g_clear_object (&self->step_bar);
  g_clear_object (&self->ca_error);
  g_clear_object (&self->prompt);
  g_clear_object (&self->ca_result);
  g_clear_object (&self->draw_box);
  g_clear_object (&self->status_group);
  adj_kept_pair_clear (&self->cards);
  adj_kept_pair_clear (&self->ca_panels);
  G_OBJECT_CLASS (adj_pool_page_parent_class)->dispose (object);
}

static void
adj_pool_page_finalize (GObject *object)
{
  AdjPoolPage *self = ADJ_POOL_PAGE (object);

  g_clear_pointer (&self->real_draw_ams, g_array_unref);
  g_free (self->draw_battle);
  G_OBJECT_CLASS (adj_pool_page_parent_class)->finalize (object);
}

static void
adj_pool_page_class_init (AdjPoolPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_pool_page_dispose;
  object_class->finalize = adj_pool_page_finalize;
  widget_class->map = adj_pool_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (ADJ_TYPE_POOL_CHOOSE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-pool-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, chooser);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, pool_box);
}

static void
adj_pool_page_init (AdjPoolPage *self)
{
  /* Its lists' rows drawn the cheap way (style.css) */
  gtk_widget_add_css_class (GTK_WIDGET (self), "pool-page");
}
