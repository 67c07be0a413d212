/* adj-cog-command-page.c: Clash of Giants III, the Operational Phase
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Command Marker cup (6.3.3): every CM in play goes in with the SCMs
 * available; a CM arriving this turn may be set aside until the cup is
 * empty; at night each player may withhold one (15.1). The players take
 * turns at the cup (ruling 8 of docs/cog.md); each draw is blind from a
 * recorded seed or typed from a real cup, with the chance beforehand that
 * it is one's own. The drawn marker's formations roll on their Command
 * Tracks (the battle's, typed from its battle book), an SCM's modifier
 * added, for their movement allowance; then the side's one Combat Action.
 * At night the formations of a withheld CM take their replacements (9.6).
 * The activation's own parts are in adj-cog-activation.c.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-activation.h"
#include "adj-cog-command-page.h"
#include "adj-cog-game.h"
#include "adj-cog-page.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"
#include "adj-cup-view.h"

struct _AdjCogCommandPage
{
  GtkWidget       parent_instance;
  AdjCogPageParts parts;
  GtkWidget      *error;
  AdjCogBattle   *battle;   /* the markers' battle (a ref), NULL before */
  GtkWidget      *top;      /* what the step asks, made again when its key changes */
  char           *top_key;  /* what top shows: the activation's marker and turn */
  GtkWidget      *tracks;   /* the Command Tracks this turn, kept per battle, last */
  GtkWidget      *markers;  /* the markers' section, kept per battle */
  GtkWidget      *markers_help;
  GPtrArray      *cm_rows;  /* per Command Marker */
  GPtrArray      *scm_rows; /* per Special Command Marker */
};

ADJ_COG_PAGE_DEFINE (AdjCogCommandPage, adj_cog_command_page, ADJ_TYPE_COG_COMMAND_PAGE, "cog-command",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-command-page.ui")

static void
adj_cog_command_page_start (AdjCogCommandPage *self)
{
  self->parts.in_place = TRUE;
  self->cm_rows = g_ptr_array_new ();
  self->scm_rows = g_ptr_array_new ();
}

static void
adj_cog_command_page_forget (AdjCogCommandPage *self)
{
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  g_clear_pointer (&self->top_key, g_free);
  g_clear_pointer (&self->cm_rows, g_ptr_array_unref);
  g_clear_pointer (&self->scm_rows, g_ptr_array_unref);
}

/* A marker row's box of choices and which it shows (a bit per choice). */
#define CHOICES "adj-choices"
#define CHOICES_SHOWN "adj-choices-shown"

static const char *
status_text (AdjCogMarkerStatus status)
{
  switch (status)
    {
    case ADJ_COG_CM_OFF:
      return _("not in play yet");
    case ADJ_COG_CM_READY:
      return _("in play");
    case ADJ_COG_CM_CUP:
      return _("in the cup");
    case ADJ_COG_CM_ASIDE:
      return _("set aside until the cup is empty (6.3.3)");
    case ADJ_COG_CM_WITHHELD:
      return _("withheld for replacements (15.1)");
    case ADJ_COG_CM_REPLACED:
      return _("out of the cup: an SCM takes its place this turn");
    case ADJ_COG_CM_DRAWN:
      return _("drawn: on its Command Track");
    case ADJ_COG_CM_OUT:
      return _("out of the game: its formations are destroyed (6.3.3)");
    default:
      return _("not available this turn");
    }
}

static void
on_marker_move (GtkButton *button, AdjCogCommandPage *self)
{
  AdjCogMoveType type = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "type"));
  guint cm = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cm"));
  adj_cog_game_apply (self->parts.session, adj_cog_move_marker (type, cm), self->error);
}

static gboolean
choice_allowed (const AdjCogState *s, guint cm, AdjCogMoveType type)
{
  g_autoptr (AdjCogMove) m = adj_cog_move_marker (type, cm);
  g_autoptr (AdjCogState) after = adj_cog_game_try (s, m, NULL);
  return after != NULL;
}

/* A button for a cup choice (one the engine accepts now). */
static void
add_choice (AdjCogCommandPage *self, const AdjCogState *s, GtkWidget *box, guint cm, AdjCogMoveType type)
{
  const AdjCogCommandMarker *marker = adj_cog_battle_cm (adj_cog_state_battle (s), cm);
  gboolean aside = type == ADJ_COG_MOVE_SET_ASIDE;
  /* TRANSLATORS: accessible names, %s is a Command Marker */
  g_autofree char *a11y = g_strdup_printf (aside ? _("Set %s aside") : _("Withhold %s"), marker->name);
  g_autofree char *name = g_strdup_printf ("%s:%s", adj_cog_move_type_id (type), marker->id);
  GtkWidget *button = adj_cog_button (aside ? _("Set _Aside") : _("_Withhold"), name, a11y);
  g_object_set_data (G_OBJECT (button), "type", GINT_TO_POINTER (type));
  g_object_set_data (G_OBJECT (button), "cm", GUINT_TO_POINTER (cm));
  g_signal_connect (button, "clicked", G_CALLBACK (on_marker_move), self);
  gtk_box_append (GTK_BOX (box), button);
}

/* The markers' section: a row per marker, made once per battle. */
static void
build_markers (AdjCogCommandPage *self, const AdjCogState *s, GtkWidget *box)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  GtkWidget *list = adj_cog_section (box, _("Command Markers"), NULL);

  gtk_widget_set_name (list, "command-markers");
  self->markers_help = adj_label_new ("", "dim-label");
  gtk_box_insert_child_after (GTK_BOX (box), self->markers_help, gtk_widget_get_prev_sibling (list));
  g_ptr_array_set_size (self->cm_rows, 0);
  g_ptr_array_set_size (self->scm_rows, 0);
  for (guint i = 0; i < adj_cog_battle_n_cms (b); i++)
    {
      const AdjCogCommandMarker *m = adj_cog_battle_cm (b, i);
      /* TRANSLATORS: a marker and its side */
      g_autofree char *title = g_strdup_printf (_("%s (%s)"), m->name, adj_cog_side_name (s, m->side));
      GtkWidget *row = adj_cog_row (title, NULL);
      GtkWidget *choices = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *name = g_strdup_printf ("cm:%s", m->id);
      gtk_widget_set_name (row, name);
      gtk_widget_set_valign (choices, GTK_ALIGN_CENTER);
      gtk_widget_set_visible (choices, FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), choices);
      g_object_set_data (G_OBJECT (row), CHOICES, choices);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (self->cm_rows, row);
    }
  for (guint i = 0; i < adj_cog_battle_n_scms (b); i++)
    {
      const AdjCogSpecialMarker *m = adj_cog_battle_scm (b, i);
      /* TRANSLATORS: a Special Command Marker and its side */
      g_autofree char *title = g_strdup_printf (_("%s (%s, SCM)"), m->name, adj_cog_side_name (s, m->side));
      GtkWidget *row = adj_cog_row (title, NULL);
      g_autofree char *name = g_strdup_printf ("scm:%s", m->id);
      gtk_widget_set_name (row, name);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (self->scm_rows, row);
    }
}

/* Each marker's status, and its cup choices made again only when they
 * change. */
static void
update_markers (AdjCogCommandPage *self, const AdjCogState *s)
{
  gboolean filling = adj_cog_state_step (s) == ADJ_COG_STEP_CUP;
  const char *help = !filling ? NULL
                     : adj_cog_state_is_night (s)
                       ? _("Every CM goes into the cup. A CM arriving this turn may be set "
                           "aside until the cup is empty (6.3.3). Tonight each player may "
                           "withhold one: its formations may take replacements (15.1, 9.6).")
                       : _("Every CM goes into the cup with the SCMs available. A CM "
                           "arriving this turn may be set aside until the cup is empty, "
                           "so its formations move later (6.3.3).");

  if (help != NULL && g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->markers_help)), help) != 0)
    gtk_label_set_text (GTK_LABEL (self->markers_help), help);
  gtk_widget_set_visible (self->markers_help, help != NULL);
  for (guint i = 0; i < self->cm_rows->len; i++)
    {
      GtkWidget *row = self->cm_rows->pdata[i];
      GtkWidget *choices = g_object_get_data (G_OBJECT (row), CHOICES);
      guint shown = 0;

      adj_cog_row_set_subtitle (row, status_text (adj_cog_state_cm_status (s, i)));
      if (filling && choice_allowed (s, i, ADJ_COG_MOVE_SET_ASIDE))
        shown |= 1;
      if (filling && choice_allowed (s, i, ADJ_COG_MOVE_WITHHOLD))
        shown |= 2;
      if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), CHOICES_SHOWN)) == shown)
        continue;
      g_object_set_data (G_OBJECT (row), CHOICES_SHOWN, GUINT_TO_POINTER (shown));
      adj_cog_clear (choices);
      if (shown & 1)
        add_choice (self, s, choices, i, ADJ_COG_MOVE_SET_ASIDE);
      if (shown & 2)
        add_choice (self, s, choices, i, ADJ_COG_MOVE_WITHHOLD);
      gtk_widget_set_visible (choices, shown != 0);
    }
  for (guint i = 0; i < self->scm_rows->len; i++)
    {
      AdjCogMarkerStatus st = adj_cog_state_scm_status (s, i);
      gtk_widget_set_visible (self->scm_rows->pdata[i], st != ADJ_COG_CM_OFF);
      adj_cog_row_set_subtitle (self->scm_rows->pdata[i], status_text (st));
    }
}

static void
on_draw_blind (AdjCogCommandPage *self)
{
  adj_cog_game_apply (self->parts.session, adj_cog_move_cm_draw_virtual (adj_game_session_new_seed ()), self->error);
}

static void
on_type_clicked (AdjCupView *cup, AdjCogCommandPage *self)
{
  adj_cup_view_begin_pick (cup, NULL, 1, _("Tick the marker drawn from the real cup"));
}

static void
on_picked (AdjCupView *cup, GArray *picked, AdjCogCommandPage *self)
{
  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  guint markers[ADJ_COG_MAX_CMS_IN_CUP];
  gboolean special[ADJ_COG_MAX_CMS_IN_CUP];
  if (s == NULL || picked->len != 1)
    return;
  adj_cog_state_cm_cup (s, markers, special);
  guint k = g_array_index (picked, guint, 0);
  adj_cog_game_apply (self->parts.session, adj_cog_move_cm_draw_typed (special[k], markers[k]), self->error);
}

static void
add_cup (AdjCogCommandPage *self, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  guint markers[ADJ_COG_MAX_CMS_IN_CUP], groups[ADJ_COG_MAX_CMS_IN_CUP], own[ADJ_COG_N_SIDES] = { 0 };
  gboolean special[ADJ_COG_MAX_CMS_IN_CUP];
  const char *names[ADJ_COG_MAX_CMS_IN_CUP];
  const char *sides[] = { adj_cog_side_name (s, ADJ_COG_CSA), adj_cog_side_name (s, ADJ_COG_UNION) };
  guint n = adj_cog_state_cm_cup (s, markers, special);
  AdjCupView *cup = ADJ_CUP_VIEW (adj_cup_view_new ());

  for (guint i = 0; i < n; i++)
    {
      names[i] = special[i] ? adj_cog_battle_scm (b, markers[i])->name : adj_cog_battle_cm (b, markers[i])->name;
      groups[i] = special[i] ? adj_cog_battle_scm (b, markers[i])->side : adj_cog_battle_cm (b, markers[i])->side;
      own[groups[i]]++;
    }
  /* TRANSLATORS: %s is a side: who puts his hand in the cup (the players take turns) */
  g_autofree char *who = g_strdup_printf (_("The %s player draws the next marker; the marker drawn activates its "
                                            "owner's formations (6.3.3)."),
                                          adj_cog_side_name (s, adj_cog_state_drawer (s)));
  GtkWidget *label = adj_label_new (who, "heading");
  gtk_widget_set_name (label, "drawer");
  gtk_box_append (GTK_BOX (self->top), label);
  gtk_widget_set_name (GTK_WIDGET (cup), "cm-cup");
  adj_cup_view_set_groups (cup, sides, ADJ_COG_N_SIDES);
  adj_cup_view_set_contents (cup, names, groups, n, MIN (n, 1));
  adj_cup_view_set_labels (cup, _("_Draw a Marker Blindly"), _("_Type the Marker Drawn from a Real Cup…"));
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      /* One marker drawn: own + 1 counts, all but the first two nil. */
      g_autofree double *p = g_new0 (double, own[side] + 1);
      p[0] = 1;
      if (n > 0)
        adj_cup_own_distribution (own[side], own[ADJ_COG_OTHER (side)], 1, p);
      adj_cup_view_set_chances (cup, side, p, MIN (own[side] + 1, 2));
    }
  g_signal_connect_swapped (cup, "draw-blind", G_CALLBACK (on_draw_blind), self);
  g_signal_connect (cup, "type-clicked", G_CALLBACK (on_type_clicked), self);
  g_signal_connect (cup, "picked", G_CALLBACK (on_picked), self);
  gtk_box_append (GTK_BOX (self->top), GTK_WIDGET (cup));
}

/* What the step's part shows, when it can be updated in place rather
 * than made again: the marker drawn in an activation (its formations'
 * rows are kept), the words before the Operational Phase; NULL for a
 * step whose part is made again (the cup, replacements). */
static char *
top_key (const AdjCogState *s)
{
  AdjCogStep step = adj_cog_state_step (s);
  gboolean special;
  guint index;
  AdjCogSide side;

  if (step == ADJ_COG_STEP_ACTIVATION)
    return adj_cog_state_active_marker (s, &special, &index, &side)
      ? g_strdup_printf ("activation %d %u %d %d", special, index, side, adj_cog_state_turn (s))
      : g_strdup ("activation");
  if (step == ADJ_COG_STEP_DRAW || step == ADJ_COG_STEP_REPLACE_CSA || step == ADJ_COG_STEP_REPLACE_UNION)
    return NULL;
  return g_strdup_printf ("before %d", step < ADJ_COG_STEP_CUP);
}

static void refresh_top (AdjCogCommandPage *self, const AdjCogState *s);

static void
adj_cog_command_page_refresh (AdjCogCommandPage *self)
{
  /* Hidden, the page waits: showing it refreshes it (its map). */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  if (s == NULL)
    return;
  AdjCogBattle *b = (AdjCogBattle *) adj_cog_state_battle (s);
  gboolean made = b != self->battle;
  if (made)
    {
      g_clear_pointer (&self->battle, adj_cog_battle_unref);
      g_clear_pointer (&self->top_key, g_free);
      self->battle = adj_cog_battle_ref (b);
      adj_cog_clear (self->parts.body);
      self->top = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      self->error = adj_game_error_label_new ("command-error");
      self->markers = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);  /* as the body spaces */
      self->tracks = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      /* The Command Tracks last: a formation's line appears there with
       * its roll (and the section with the turn's first), and nothing on
       * the page moves for it; above the markers, a roll moved them down
       * under the pointer and had GTK paint them again. */
      gtk_box_append (GTK_BOX (self->parts.body), self->top);
      gtk_box_append (GTK_BOX (self->parts.body), self->error);
      gtk_box_append (GTK_BOX (self->parts.body), self->markers);
      gtk_box_append (GTK_BOX (self->parts.body), self->tracks);
      build_markers (self, s, self->markers);
    }
  /* A change clears the last refusal, as a page made again did. */
  if (gtk_widget_get_visible (self->error))
    adj_game_error_label_set (self->error, NULL);
  adj_cog_tracks_update (self->tracks, s);
  update_markers (self, s);
  refresh_top (self, s);
  /* Rows made since: title boxes GTK 4.8 does not search per height
   * (rows done before are skipped). The markers and the Command Tracks,
   * below the fold, are laid out after the page's first frame. */
  adj_flat_rows (self->parts.body);
  if (made)
    {
      adj_first_frame_show_after (GTK_WIDGET (self), self->markers);
      adj_first_frame_show_after (GTK_WIDGET (self), self->tracks);
    }
}

static void
refresh_top (AdjCogCommandPage *self, const AdjCogState *s)
{
  /* What the step asks: the same activation updated in place, anything
   * else made again. */
  g_autofree char *key = top_key (s);
  if (key != NULL && g_strcmp0 (key, self->top_key) == 0)
    {
      if (adj_cog_state_step (s) == ADJ_COG_STEP_ACTIVATION)
        adj_cog_activation_update (self->top, self->parts.session, s, self->error);
      return;
    }
  g_free (self->top_key);
  self->top_key = g_steal_pointer (&key);
  adj_cog_clear (self->top);
  switch (adj_cog_state_step (s))
    {
    case ADJ_COG_STEP_DRAW:
      add_cup (self, s);
      break;
    case ADJ_COG_STEP_ACTIVATION:
      adj_cog_activation_add (self->top, self->parts.session, s, self->error);
      break;
    case ADJ_COG_STEP_REPLACE_CSA:
    case ADJ_COG_STEP_REPLACE_UNION:
      adj_cog_replacements_add (self->top, self->parts.session, s, self->error);
      break;
    default:
      if (adj_cog_state_step (s) < ADJ_COG_STEP_CUP)
        gtk_box_append (GTK_BOX (self->top),
                        adj_label_new (_("The Operational Phase begins after the Artillery/SCM Phase."), "dim-label"));
      break;
    }
  gtk_widget_set_visible (self->top, gtk_widget_get_first_child (self->top) != NULL);
}
