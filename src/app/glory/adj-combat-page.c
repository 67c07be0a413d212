/* adj-combat-page.c: what the combat calculator pages share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A combat page costs nothing at start-up: its content is a GtkBuilder
 * file loaded the first time the page is shown, and its entry widgets are
 * built then. On every map the page takes the application's charts (the
 * shipped ones with the player's own values) as fresh combat charts, and
 * drops them on unmap, so a value typed on the Charts page meanwhile is
 * what the next answer uses (docs/design.md principle 3).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-application.h"
#include "adj-glory-session.h"
#include "adj-columns.h"
#include "adj-combat-page.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"
#include "adj-label.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"
#include "adj-window-actions.h"

typedef struct
{
  AdjCombatCharts *charts;
  gboolean         built;
  GtkStack        *state_stack;
  GtkWidget       *answer_box;
  AdjColumns      *columns;
  GtkLabel        *problem_label;
  GtkLabel        *headline;    /* the answer in a line, above the entry */
  AdwStatusPage   *error_page;
  /* The game and turn whose conditions the page last took (never read
   * through: only compared). */
  gconstpointer    synced_game;
  int              synced_turn, synced_fixed;
  AdjGameSession  *watched;   /* while mapped: a new game or turn shows at once */
} AdjCombatPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (AdjCombatPage, adj_combat_page, GTK_TYPE_WIDGET)

static AdjCombatCharts *
load_charts (GtkWidget *widget, GPtrArray **charts, GError **error)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;

  if (!ADJ_IS_APPLICATION (app))
    {
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("The page is not in an Adjutant window."));
      return NULL;
    }
  *charts = adj_application_get_charts (ADJ_APPLICATION (app), error);
  if (*charts == NULL)
    return NULL;
  return adj_combat_charts_new (*charts, error);
}

static void
load_content (AdjCombatPage *self)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);
  AdjCombatPageClass *klass = ADJ_COMBAT_PAGE_GET_CLASS (self);
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (klass->resource);

  priv->state_stack = GTK_STACK (gtk_builder_get_object (builder, "state_stack"));
  priv->answer_box = GTK_WIDGET (gtk_builder_get_object (builder, "answer_box"));
  priv->problem_label = GTK_LABEL (gtk_builder_get_object (builder, "problem_label"));
  priv->error_page = ADW_STATUS_PAGE (gtk_builder_get_object (builder, "error_page"));
  klass->load (self, builder);

  /* The answer in a line over both columns: when they stack on a smaller
   * window the entry comes first and the answer below the fold, so the
   * line keeps it in sight. */
  GtkWidget *columns = GTK_WIDGET (gtk_builder_get_object (builder, "columns"));
  priv->columns = ADJ_IS_COLUMNS (columns) ? ADJ_COLUMNS (columns) : NULL;
  GtkWidget *clamp = columns != NULL ? gtk_widget_get_parent (columns) : NULL;
  if (ADW_IS_CLAMP (clamp))
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      priv->headline = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_set_name (GTK_WIDGET (priv->headline), "answer-headline");
      gtk_label_set_xalign (priv->headline, 0);
      /* Three lines kept, whatever it says: a roll typed lengthens it,
       * and a line more would push every button below down (issue 25).
       * Longer is cut, the whole in its tooltip and for a screen reader. */
      adj_label_reserve_lines (priv->headline, 3);
      gtk_widget_add_css_class (GTK_WIDGET (priv->headline), "answer-headline");
      gtk_widget_set_margin_top (GTK_WIDGET (priv->headline), 18);
      gtk_widget_set_margin_start (GTK_WIDGET (priv->headline), 12);
      gtk_widget_set_margin_end (GTK_WIDGET (priv->headline), 12);
      gtk_widget_set_visible (GTK_WIDGET (priv->headline), FALSE);
      g_object_ref (columns);
      adw_clamp_set_child (ADW_CLAMP (clamp), box);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (priv->headline));
      gtk_box_append (GTK_BOX (box), columns);
      g_object_unref (columns);
    }
  gtk_widget_set_parent (GTK_WIDGET (priv->state_stack), GTK_WIDGET (self));
}

const AdjCombatCharts *
adj_combat_page_get_charts (AdjCombatPage *self)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);
  return priv->charts;
}

void
adj_combat_page_recompute (AdjCombatPage *self)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);

  if (priv->charts != NULL && priv->built)
    {
      ADJ_COMBAT_PAGE_GET_CLASS (self)->recompute (self);
      /* Rows the answer or the entry just made (docs/design.md); their
       * wrapping labels measured once, not width after width. */
      adj_flat_rows (GTK_WIDGET (priv->state_stack));
      adj_label_plain_natural_widths (GTK_WIDGET (priv->state_stack));
    }
}

void
adj_combat_page_show_problem (AdjCombatPage *self, const char *problem, gboolean answer_valid)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);

  gtk_label_set_text (priv->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (priv->problem_label), problem != NULL);
  for (GtkWidget *w = gtk_widget_get_first_child (priv->answer_box); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (w != GTK_WIDGET (priv->problem_label))
      gtk_widget_set_sensitive (w, answer_valid);
}

void
adj_combat_page_set_headline (AdjCombatPage *self, const char *text)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);

  if (priv->headline == NULL)
    return;
  gtk_label_set_text (priv->headline, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (priv->headline), text != NULL);
}

void
adj_combat_page_show_invalid (AdjCombatPage *self, const GError *error)
{
  adj_combat_page_set_headline (self, NULL);
  adj_combat_page_show_problem (self, error != NULL ? error->message
                                : _("A field holds an impossible value: the answer follows once it is fixed."),
                                FALSE);
}

/* Night and the variant follow the game in play, once per game and turn,
 * so what the player changes for a what-if stays until the game moves on. */
static void
sync_game_conditions (AdjCombatPage *self)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);
  AdjCombatPageClass *klass = ADJ_COMBAT_PAGE_GET_CLASS (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  AdjGameSession *session = GTK_IS_WINDOW (root) ? adj_window_get_session (GTK_WINDOW (root)) : NULL;
  const AdjGameState *state = session != NULL ? adj_glory_session_get_state (session) : NULL;

  if (klass->game_conditions == NULL)
    return;
  if (state == NULL)
    {
      priv->synced_game = NULL;
      return;
    }
  gconstpointer game = adj_game_session_get_journal (session);
  int turn = (int) adj_game_state_get_turn (state), fixed = adj_game_state_fixed_glory (state);
  if (game == priv->synced_game && turn == priv->synced_turn && fixed == priv->synced_fixed)
    return;
  priv->synced_game = game;
  priv->synced_turn = turn;
  priv->synced_fixed = fixed;
  klass->game_conditions (self, state);
}

static void
adj_combat_page_map (GtkWidget *widget)
{
  AdjCombatPage *self = ADJ_COMBAT_PAGE (widget);
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);
  AdjCombatPageClass *klass = ADJ_COMBAT_PAGE_GET_CLASS (self);
  g_autoptr (GError) error = NULL;
  GPtrArray *charts = NULL;

  GTK_WIDGET_CLASS (adj_combat_page_parent_class)->map (widget);
  if (priv->state_stack == NULL)
    load_content (self);

  g_clear_pointer (&priv->charts, adj_combat_charts_free);
  priv->charts = load_charts (widget, &charts, &error);
  if (priv->charts == NULL)
    {
      adw_status_page_set_description (priv->error_page, error->message);
      gtk_stack_set_visible_child_name (priv->state_stack, "error");
      return;
    }
  if (!priv->built)
    {
      GtkWidget *holder = gtk_widget_get_parent (widget);
      int width = holder != NULL ? gtk_widget_get_width (holder) : 0;

      klass->build (self, charts);
      priv->built = TRUE;
      /* In a window too narrow for two columns the answer is under the
       * entry, below the fold: laid out just after the page's first frame
       * (docs/design.md, "Every game within a frame"). */
      if (priv->columns != NULL && width > 0 && !adj_columns_side_by_side_in (priv->columns, width))
        adj_first_frame_show_after (widget, priv->answer_box);
    }
  if (klass->refresh != NULL)
    klass->refresh (self, charts);
  sync_game_conditions (self);
  if (klass->game_conditions != NULL && priv->watched == NULL)
    {
      GtkRoot *root = gtk_widget_get_root (widget);
      AdjGameSession *session = GTK_IS_WINDOW (root) ? adj_window_get_session (GTK_WINDOW (root)) : NULL;
      if (session != NULL)
        {
          priv->watched = g_object_ref (session);
          g_signal_connect_swapped (session, "changed", G_CALLBACK (sync_game_conditions), self);
        }
    }
  gtk_stack_set_visible_child_name (priv->state_stack, "page");
  adj_combat_page_recompute (self);
}

static void
unwatch (AdjCombatPage *self)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (self);

  if (priv->watched == NULL)
    return;
  g_signal_handlers_disconnect_by_func (priv->watched, sync_game_conditions, self);
  g_clear_object (&priv->watched);
}

static void
adj_combat_page_unmap (GtkWidget *widget)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (ADJ_COMBAT_PAGE (widget));

  unwatch (ADJ_COMBAT_PAGE (widget));
  g_clear_pointer (&priv->charts, adj_combat_charts_free);
  GTK_WIDGET_CLASS (adj_combat_page_parent_class)->unmap (widget);
}

static void
adj_combat_page_dispose (GObject *object)
{
  AdjCombatPagePrivate *priv = adj_combat_page_get_instance_private (ADJ_COMBAT_PAGE (object));

  unwatch (ADJ_COMBAT_PAGE (object));
  if (priv->state_stack != NULL)
    gtk_widget_unparent (GTK_WIDGET (priv->state_stack));
  priv->state_stack = NULL;
  g_clear_pointer (&priv->charts, adj_combat_charts_free);
  G_OBJECT_CLASS (adj_combat_page_parent_class)->dispose (object);
}

static void
adj_combat_page_class_init (AdjCombatPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_combat_page_dispose;
  widget_class->map = adj_combat_page_map;
  widget_class->unmap = adj_combat_page_unmap;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  /* The types the content files name. */
  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_MODIFIER_LIST);
  g_type_ensure (ADJ_TYPE_OUTCOME_CHART);
  g_type_ensure (ADJ_TYPE_ROLL_ENTRY);
}

static void
adj_combat_page_init (AdjCombatPage *self)
{
}
