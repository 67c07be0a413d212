/* adj-tgtw-page.c: what every page of The Glory that Was shares
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A page is built when it is first shown (start-up pays only for the first
 * frame): the step bar on top, then the page's own content from its
 * GtkBuilder file, in a clamp that scrolls. Without a game of this ruleset
 * the page offers to start one. While the page is shown it follows every
 * change of the game; hidden, it catches up when shown again.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-modifier-list.h"
#include "adj-tgtw-common.h"
#include "adj-tgtw-page.h"
#include "adj-tgtw-step-bar.h"
#include "adj-window-actions.h"
#include "adj-label.h"
#include "adj-first-frame.h"

typedef struct
{
  AdjGameSession *session;
  GtkStack       *stack;
  GtkWidget      *step_bar;
  gboolean        refreshing;
  gboolean        unfolded;
} AdjTgtwPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (AdjTgtwPage, adj_tgtw_page, GTK_TYPE_WIDGET)

const AdjTgtwState *
adj_tgtw_page_get_state (AdjTgtwPage *self)
{
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);
  return adj_tgtw_session_state (priv->session);
}

gboolean
adj_tgtw_page_is_refreshing (AdjTgtwPage *self)
{
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);
  return priv->refreshing;
}

gboolean
adj_tgtw_page_is_unfolded (AdjTgtwPage *self)
{
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);
  return priv->unfolded;
}

void
adj_tgtw_page_refresh (AdjTgtwPage *self)
{
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);
  AdjTgtwPageClass *klass = ADJ_TGTW_PAGE_GET_CLASS (self);
  const AdjTgtwState *state;

  if (priv->stack == NULL || priv->refreshing || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  state = adj_tgtw_session_state (priv->session);
  gtk_stack_set_visible_child_name (priv->stack, state != NULL || !klass->needs_game ? "game" : "empty");
  adj_tgtw_step_bar_update (ADJ_TGTW_STEP_BAR (priv->step_bar), priv->session);
  if (state == NULL && klass->needs_game)
    return;
  priv->refreshing = TRUE;
  klass->refresh (self, state);
  priv->refreshing = FALSE;
}

gboolean
adj_tgtw_page_apply (AdjTgtwPage *self, AdjTgtwMove **moves, guint n, GtkWidget *error_label)
{
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);

  if (priv->session == NULL)
    {
      for (guint i = 0; i < n; i++)
        adj_tgtw_move_free (moves[i]);
      return FALSE;
    }
  return adj_tgtw_apply_moves (priv->session, moves, n, error_label);
}

static GtkWidget *
empty_page (void)
{
  GtkWidget *status = adw_status_page_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_New Game…"));

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "applications-games-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Game of The Glory that Was"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                   _("Start a game on a scenario, or open a saved one, to keep its books here."));
  gtk_widget_set_name (button, "tgtw-new-game");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.new-game-of");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", ADJ_TGTW_RULESET_ID);
  adw_status_page_set_child (ADW_STATUS_PAGE (status), button);
  return status;
}

static void
build (AdjTgtwPage *self)
{
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);
  AdjTgtwPageClass *klass = ADJ_TGTW_PAGE_GET_CLASS (self);
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (klass->resource);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);

  priv->stack = GTK_STACK (gtk_stack_new ());
  /* Each of its pages as wide and tall as it needs, not as the largest
   * hidden one: the one hidden is not measured. */
  gtk_stack_set_hhomogeneous (priv->stack, FALSE);
  gtk_stack_set_vhomogeneous (priv->stack, FALSE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  priv->step_bar = adj_tgtw_step_bar_new (klass->name);
  gtk_box_append (GTK_BOX (box), priv->step_bar);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (gtk_builder_get_object (builder, "content")));
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  /* The game first: the page's own scroller is its first (the tests'). */
  gtk_stack_add_named (priv->stack, scroller, "game");
  gtk_stack_add_named (priv->stack, empty_page (), "empty");
  gtk_widget_set_parent (GTK_WIDGET (priv->stack), GTK_WIDGET (self));
  priv->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (adj_tgtw_page_refresh));
  klass->load (self, builder);
}

static gboolean
unfold_now (gpointer data)
{
  AdjTgtwPage *self = data;
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);

  /* Disposed meanwhile, or unfolded already. */
  if (priv->unfolded)
    return G_SOURCE_REMOVE;
  priv->unfolded = TRUE;
  ADJ_TGTW_PAGE_GET_CLASS (self)->unfold (self);
  return G_SOURCE_REMOVE;
}

static void
adj_tgtw_page_map (GtkWidget *widget)
{
  AdjTgtwPage *self = ADJ_TGTW_PAGE (widget);
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (self);
  gboolean first = priv->stack == NULL;

  if (first)
    build (self);
  if (first && ADJ_TGTW_PAGE_GET_CLASS (self)->unfold == NULL)
    priv->unfolded = TRUE;
  /* The page's first frame on screen: the rest in the next. */
  if (first && !priv->unfolded)
    adj_first_frame_call_after (widget, unfold_now, self);
  GTK_WIDGET_CLASS (adj_tgtw_page_parent_class)->map (widget);
  adj_tgtw_page_refresh (self);
  /* Before the page's first frame: the rows its first refresh made. */
  if (first)
    adj_label_plain_natural_widths (widget);
}

static void
adj_tgtw_page_dispose (GObject *object)
{
  AdjTgtwPagePrivate *priv = adj_tgtw_page_get_instance_private (ADJ_TGTW_PAGE (object));

  priv->unfolded = TRUE;
  if (priv->stack != NULL)
    gtk_widget_unparent (GTK_WIDGET (priv->stack));
  priv->stack = NULL;
  g_clear_object (&priv->session);
  G_OBJECT_CLASS (adj_tgtw_page_parent_class)->dispose (object);
}

static void
adj_tgtw_page_class_init (AdjTgtwPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_tgtw_page_dispose;
  GTK_WIDGET_CLASS (klass)->map = adj_tgtw_page_map;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  klass->needs_game = TRUE;
  /* The types the pages' GtkBuilder files name. */
  g_type_ensure (ADJ_TYPE_MODIFIER_LIST);
  g_type_ensure (ADJ_TYPE_OUTCOME_CHART);
  g_type_ensure (ADJ_TYPE_ROLL_ENTRY);
}

static void
adj_tgtw_page_init (AdjTgtwPage *self)
{
}
