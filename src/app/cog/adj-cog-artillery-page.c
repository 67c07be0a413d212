/* adj-cog-artillery-page.c: Clash of Giants III, the Artillery/SCM Phase
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * 6.3.2: every Artillery Marker in play goes into one cup, except those
 * the battle sets apart, and half of them, rounded down, are drawn. Before
 * the draw each side's exact chance of getting 0, 1, ... of its own (the
 * engine's hypergeometric numbers); the draw blind from a recorded seed,
 * or typed from a real cup. With the optional rule "Greater Artillery
 * Realism" a side's drawn markers are its secret until used: each side
 * sees its own only behind a "pass the device" cover, the other a count
 * (adj_cog_state_am_view), and a real cup's draw is typed by each player
 * for his own side behind the cover. Then the SCMs' availability rolls.
 *
 * The page keeps its parts (made once per battle) and, at every change of
 * the game, sets only what differs: the cup is made again only when what
 * is in it changes, the drawn markers' rows and each SCM's row are kept
 * and their words set (an SCM's roll row is made when its roll is due).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-artillery-page.h"
#include "adj-cog-game.h"
#include "adj-cog-page.h"
#include "adj-cup-view.h"
#include "adj-device-cover.h"
#include "adj-roll-row.h"

struct _AdjCogArtilleryPage
{
  GtkWidget       parent_instance;
  AdjCogPageParts parts;

  /* A real cup's draw typed side by side behind the cover: the side
   * typing (-1: none) and the markers ticked so far (AM indexes). */
  int             typing;
  GArray         *typed;
  /* The side whose markers the cover is for (-1: none). */
  int             showing;
  GtkWidget      *error;

  /* The parts, made once per battle (a ref), each shown in its step. */
  AdjCogBattle   *battle;
  GtkWidget      *night;     /* the night turn's words */
  GtkWidget      *before;    /* before the phase */
  GtkWidget      *cup_box;   /* the cup, made again when cup_key changes */
  char           *cup_key;
  GtkWidget      *drawn_box; /* the markers drawn, made again when drawn_key changes */
  char           *drawn_key;
  GtkWidget      *side_rows[ADJ_COG_N_SIDES];
  GtkWidget      *scm_box;
  GPtrArray      *scm_rows;  /* per SCM: its row of words; its roll row in "adj-roll-row" while due */
};

ADJ_COG_PAGE_DEFINE (AdjCogArtilleryPage, adj_cog_artillery_page, ADJ_TYPE_COG_ARTILLERY_PAGE, "cog-artillery",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-artillery-page.ui")

static void
adj_cog_artillery_page_start (AdjCogArtilleryPage *self)
{
  self->parts.in_place = TRUE;
  self->typing = -1;
  self->showing = -1;
  self->scm_rows = g_ptr_array_new ();
}

static void
adj_cog_artillery_page_forget (AdjCogArtilleryPage *self)
{
  g_clear_pointer (&self->typed, g_array_unref);
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  g_clear_pointer (&self->cup_key, g_free);
  g_clear_pointer (&self->drawn_key, g_free);
  g_clear_pointer (&self->scm_rows, g_ptr_array_unref);
}

static gboolean
hidden_rule (const AdjCogState *s)
{
  return adj_cog_state_option (s, ADJ_COG_OPTION_HIDDEN_ARTILLERY);
}

/* The AMs in the cup, in battle order (as the engine's draw counts them). */
static guint
cup_markers (const AdjCogState *s, guint *ams)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  guint n = 0;
  for (guint i = 0; i < adj_cog_battle_n_ams (b); i++)
    if (adj_cog_state_am_status (s, i) == ADJ_COG_AM_POOL)
      ams[n++] = i;
  return n;
}

static void
reset_typing (AdjCogArtilleryPage *self)
{
  self->typing = -1;
  if (self->typed != NULL)
    g_array_set_size (self->typed, 0);
}

static void
on_draw_blind (AdjCogArtilleryPage *self)
{
  reset_typing (self);
  adj_cog_game_apply (self->parts.session, adj_cog_move_am_draw_virtual (adj_game_session_new_seed ()), self->error);
}

static void adj_cog_artillery_page_refresh (AdjCogArtilleryPage *self);

static void
on_type_clicked (AdjCupView *cup, AdjCogArtilleryPage *self)
{
  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  if (s == NULL)
    return;
  if (!hidden_rule (s))
    {
      AdjCogAmCup counts;
      adj_cog_state_am_cup (s, &counts);
      adj_cup_view_begin_pick (cup, NULL, (int) counts.draw, _("Tick the markers drawn from the real cup"));
      return;
    }
  /* Each player ticks his own, behind the cover: the CSA first (9.1). */
  reset_typing (self);
  self->typing = ADJ_COG_CSA;
  adj_cog_artillery_page_refresh (self);
}

static void
on_picked (AdjCupView *cup, GArray *picked, AdjCogArtilleryPage *self)
{
  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  guint ams[ADJ_COG_MAX_AMS];
  if (s == NULL)
    return;
  cup_markers (s, ams);
  if (self->typed == NULL)
    self->typed = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < picked->len; i++)
    g_array_append_val (self->typed, ams[g_array_index (picked, guint, i)]);
  if (self->typing == ADJ_COG_CSA)
    {
      self->typing = ADJ_COG_UNION;
      adj_cog_artillery_page_refresh (self);
      return;
    }
  g_autoptr (AdjCogMove) m = adj_cog_move_am_draw_typed ((const guint *) self->typed->data, self->typed->len);
  g_autoptr (GError) error = NULL;
  reset_typing (self);
  if (!adj_game_session_apply (self->parts.session, m, &error))
    {
      /* Back to a new cup, with the engine's refusal. */
      g_clear_pointer (&self->cup_key, g_free);
      adj_cog_artillery_page_refresh (self);
      adj_game_error_label_set (self->error, error->message);
    }
}

static void
on_pick_cancelled (AdjCogArtilleryPage *self)
{
  if (self->typing >= 0)
    {
      reset_typing (self);
      adj_cog_artillery_page_refresh (self);
    }
}

static AdjCupView *
new_cup (AdjCogArtilleryPage *self, const AdjCogState *s, gboolean chances)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  guint ams[ADJ_COG_MAX_AMS], groups[ADJ_COG_MAX_AMS];
  const char *names[ADJ_COG_MAX_AMS];
  const char *sides[] = { adj_cog_side_name (s, ADJ_COG_CSA), adj_cog_side_name (s, ADJ_COG_UNION) };
  guint n = cup_markers (s, ams);
  AdjCogAmCup counts;
  AdjCupView *cup = ADJ_CUP_VIEW (adj_cup_view_new ());

  adj_cog_state_am_cup (s, &counts);
  for (guint i = 0; i < n; i++)
    {
      names[i] = adj_cog_battle_am (b, ams[i])->name;
      groups[i] = adj_cog_battle_am (b, ams[i])->side;
    }
  gtk_widget_set_name (GTK_WIDGET (cup), "am-cup");
  adj_cup_view_set_groups (cup, sides, ADJ_COG_N_SIDES);
  adj_cup_view_set_contents (cup, names, groups, n, counts.draw);
  adj_cup_view_set_labels (cup, _("_Draw Half Blindly"), _("_Type the Draw from a Real Cup…"));
  for (AdjCogSide side = ADJ_COG_CSA; chances && side <= ADJ_COG_UNION; side++)
    {
      guint own = counts.in_cup[side];
      g_autofree double *p = g_new0 (double, own + 1);
      adj_cog_am_chances (own, counts.in_cup[ADJ_COG_OTHER (side)], p);
      adj_cup_view_set_chances (cup, side, p, own + 1);
    }
  g_signal_connect_swapped (cup, "draw-blind", G_CALLBACK (on_draw_blind), self);
  g_signal_connect (cup, "type-clicked", G_CALLBACK (on_type_clicked), self);
  g_signal_connect (cup, "picked", G_CALLBACK (on_picked), self);
  g_signal_connect_swapped (cup, "pick-cancelled", G_CALLBACK (on_pick_cancelled), self);
  return cup;
}

/* With the optional rule: the typing side's own markers, behind the cover. */
static void
on_typing_lifted (AdjDeviceCover *cover, AdjCogArtilleryPage *self)
{
  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  guint ams[ADJ_COG_MAX_AMS];
  gboolean mask[ADJ_COG_MAX_AMS];
  if (s == NULL || self->typing < 0)
    return;
  guint n = cup_markers (s, ams);
  for (guint i = 0; i < n; i++)
    mask[i] = adj_cog_battle_am (adj_cog_state_battle (s), ams[i])->side == (AdjCogSide) self->typing;
  AdjCupView *cup = new_cup (self, s, FALSE);
  /* TRANSLATORS: %s is a side */
  g_autofree char *heading = g_strdup_printf (_("Tick the %s markers you drew, and only those"),
                                              adj_cog_side_name (s, self->typing));
  gtk_box_append (adj_device_cover_get_content (cover), GTK_WIDGET (cup));
  adj_cup_view_begin_pick (cup, mask, -1, heading);
}

static void
add_cup (AdjCogArtilleryPage *self, const AdjCogState *s)
{
  GtkWidget *body = self->cup_box;
  gtk_box_append (GTK_BOX (body), adj_label_new (_("The Artillery Marker Cup (6.3.2)"), "heading"));
  if (self->typing >= 0)
    {
      GtkWidget *cover = adj_device_cover_new ();
      gtk_widget_set_name (cover, "am-typing-cover");
      adj_device_cover_show (ADJ_DEVICE_COVER (cover), adj_cog_side_name (s, self->typing),
                             _("Each player ticks the markers of his own side he drew from the real cup, "
                               "which the other may not see (6.3.2, Greater Artillery Realism)."));
      g_signal_connect (cover, "lifted", G_CALLBACK (on_typing_lifted), self);
      gtk_box_append (GTK_BOX (body), cover);
      return;
    }
  gtk_box_append (GTK_BOX (body), GTK_WIDGET (new_cup (self, s, TRUE)));
  /* Those the battle sets apart are no secret: the battle book says so. */
  const AdjCogBattle *b = adj_cog_state_battle (s);
  g_autoptr (GString) apart = g_string_new (NULL);
  for (guint i = 0; i < adj_cog_battle_n_ams (b); i++)
    if (adj_cog_state_am_status (s, i) == ADJ_COG_AM_ALWAYS)
      g_string_append_printf (apart, "%s%s (%s)", apart->len ? ", " : "", adj_cog_battle_am (b, i)->name,
                              adj_cog_side_name (s, adj_cog_battle_am (b, i)->side));
  if (apart->len > 0)
    {
      /* TRANSLATORS: the Artillery Markers kept out of the cup (6.3.2) */
      g_autofree char *text = g_strdup_printf (_("Set apart from the cup, available every day turn: %s."), apart->str);
      GtkWidget *label = adj_label_new (text, "dim-label");
      gtk_widget_set_name (label, "am-set-apart");
      gtk_box_append (GTK_BOX (body), label);
    }
}

/* What @viewer may see of @owner's markers this turn, in words. */
static char *
view_line (const AdjCogState *s, AdjCogSide owner, AdjCogSide viewer)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  guint ams[ADJ_COG_MAX_AMS], hidden;
  guint n = adj_cog_state_am_view (s, owner, viewer, ams, &hidden);
  GString *line = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      const AdjCogArtilleryMarker *am = adj_cog_battle_am (b, ams[i]);
      AdjCogAmStatus st = adj_cog_state_am_status (s, ams[i]);
      const char *how = st == ADJ_COG_AM_USED ? _("used") : st == ADJ_COG_AM_ALWAYS ? _("set apart, always available")
                                                                                      : _("drawn");
      g_string_append_printf (line, "%s%s (%s)", line->len ? "; " : "", am->name, how);
    }
  if (hidden > 0)
    /* TRANSLATORS: the opponent's drawn Artillery Markers he may not name (6.3.2, optional rule) */
    g_string_append_printf (line, ngettext ("%s%u face down", "%s%u face down", hidden), line->len ? "; " : "",
                            hidden);
  if (line->len == 0)
    g_string_append (line, _("no artillery this turn"));
  return g_string_free (line, FALSE);
}

static void
on_show_side (GtkButton *button, AdjCogArtilleryPage *self)
{
  self->showing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  adj_cog_artillery_page_refresh (self);
}

static void
on_own_lifted (AdjDeviceCover *cover, AdjCogArtilleryPage *self)
{
  const AdjCogState *s = adj_cog_game_state (self->parts.session);
  if (s == NULL || self->showing < 0)
    return;
  const AdjCogBattle *b = adj_cog_state_battle (s);
  guint ams[ADJ_COG_MAX_AMS], hidden;
  guint n = adj_cog_state_am_view (s, self->showing, self->showing, ams, &hidden);
  /* TRANSLATORS: %s is a side */
  g_autofree char *title = g_strdup_printf (_("The %s Artillery This Turn"), adj_cog_side_name (s, self->showing));
  GtkWidget *list = adj_cog_section (GTK_WIDGET (adj_device_cover_get_content (cover)), title,
                                     _("Each marker adds 1 to one combat a turn in which a unit of its formation "
                                       "takes part; one per side in a combat, the attacker declaring first "
                                       "(13.1, 13.3)."));
  gtk_widget_set_name (list, "own-artillery");
  for (guint i = 0; i < n; i++)
    {
      const AdjCogArtilleryMarker *am = adj_cog_battle_am (b, ams[i]);
      const char *formation = am->formation >= 0 ? adj_cog_battle_formation (b, (guint) am->formation)->name
                                                 : _("any formation of its side");
      gboolean used = adj_cog_state_am_status (s, ams[i]) == ADJ_COG_AM_USED;
      /* TRANSLATORS: the formation an Artillery Marker serves, and whether it is used (13.1) */
      g_autofree char *sub = g_strdup_printf (used ? _("For %s; used this turn") : _("For %s; available"), formation);
      gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_row (am->name, sub));
    }
  if (n == 0)
    gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_row (_("No artillery this turn"), NULL));
}

static void
add_drawn (AdjCogArtilleryPage *self, const AdjCogState *s)
{
  GtkWidget *list = adj_cog_section (self->drawn_box, _("Artillery This Turn (6.3.2)"),
                                     hidden_rule (s) ? _("Greater Artillery Realism: each player sees his own drawn "
                                                         "markers, the other only how many, until they are used.")
                                                     : _("The drawn markers are handed to their sides."));
  gtk_widget_set_name (list, "artillery-drawn");
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      /* What both players may see (the opponent's view of this side),
       * set by update_drawn. */
      GtkWidget *row = adj_cog_row (adj_cog_side_name (s, side), NULL);
      self->side_rows[side] = row;
      g_autofree char *name = g_strdup_printf ("artillery:%s", adj_cog_side_id (side));
      gtk_widget_set_name (row, name);
      if (hidden_rule (s))
        {
          /* TRANSLATORS: %s is a side: the button that shows his own markers behind the cover */
          g_autofree char *a11y = g_strdup_printf (_("Show the %s player his artillery"), adj_cog_side_name (s, side));
          g_autofree char *button_name = g_strdup_printf ("show-artillery:%s", adj_cog_side_id (side));
          GtkWidget *button = adj_cog_button (_("_Show…"), button_name, a11y);
          g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
          g_signal_connect (button, "clicked", G_CALLBACK (on_show_side), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  if (hidden_rule (s) && self->showing >= 0)
    {
      GtkWidget *cover = adj_device_cover_new ();
      gtk_widget_set_name (cover, "artillery-cover");
      adj_device_cover_show (ADJ_DEVICE_COVER (cover), adj_cog_side_name (s, self->showing),
                             _("His Artillery Markers for this turn, which the other player may not see."));
      g_signal_connect (cover, "lifted", G_CALLBACK (on_own_lifted), self);
      gtk_box_append (GTK_BOX (self->drawn_box), cover);
    }
}

/* The markers drawn: the section made again when the rule or the cover
 * changes (and while a side's own markers are shown behind the cover,
 * which lists them as they stand), each side's line set in place. */
static void
update_drawn (AdjCogArtilleryPage *self, const AdjCogState *s)
{
  g_autofree char *key = g_strdup_printf ("%d %d", hidden_rule (s), hidden_rule (s) ? self->showing : -1);
  if (g_strcmp0 (key, self->drawn_key) != 0 || (hidden_rule (s) && self->showing >= 0))
    {
      adj_cog_clear (self->drawn_box);
      add_drawn (self, s);
      g_free (self->drawn_key);
      self->drawn_key = g_steal_pointer (&key);
    }
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      g_autofree char *line = view_line (s, side, ADJ_COG_OTHER (side));
      adj_cog_row_set_subtitle (self->side_rows[side], line);
    }
}

static char *
scm_face (const AdjCogState *before, const AdjCogState *after, guint scm, gpointer data)
{
  return g_strdup (adj_cog_state_scm_status (after, scm) == ADJ_COG_CM_UNAVAILABLE ? _("not available this turn")
                                                                                   : _("available this turn"));
}

/* The SCMs' section and a row per SCM, made once per battle. */
static void
build_scms (AdjCogArtilleryPage *self, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  g_ptr_array_set_size (self->scm_rows, 0);
  if (adj_cog_battle_n_scms (b) == 0)
    return;
  GtkWidget *list = adj_cog_section (self->scm_box, _("Special Command Markers (6.3.2)"),
                                     _("Set out the SCMs in play this turn; the battle book makes some roll to be "
                                       "available. They go into the Command Marker cup."));
  gtk_widget_set_name (list, "scms");
  for (guint i = 0; i < adj_cog_battle_n_scms (b); i++)
    {
      const AdjCogSpecialMarker *m = adj_cog_battle_scm (b, i);
      g_autofree char *name = g_strdup_printf ("scm:%s", m->id);
      g_autofree char *title = g_strdup_printf ("%s (%s)", m->name, adj_cog_side_name (s, m->side));
      GtkWidget *row = adj_cog_row (title, NULL);
      gtk_widget_set_name (row, name);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (self->scm_rows, row);
    }
}

/* Each SCM's roll while it is due (its row made then, before the row of
 * words, which hides), or its status in words. */
static void
update_scms (AdjCogArtilleryPage *self, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  for (guint i = 0; i < self->scm_rows->len; i++)
    {
      const AdjCogSpecialMarker *m = adj_cog_battle_scm (b, i);
      GtkWidget *row = self->scm_rows->pdata[i];
      GtkWidget *roll_row = g_object_get_data (G_OBJECT (row), "adj-roll-row");
      gboolean due;
      int roll = adj_cog_state_scm_roll (s, i, &due);
      AdjCogMarkerStatus st = adj_cog_state_scm_status (s, i);

      gtk_widget_set_visible (row, !due);
      if (!due && roll_row != NULL)
        {
          gtk_list_box_remove (GTK_LIST_BOX (gtk_widget_get_parent (row)), roll_row);
          g_object_set_data (G_OBJECT (row), "adj-roll-row", NULL);
        }
      if (due && roll_row == NULL)
        {
          /* TRANSLATORS: an SCM and its side */
          g_autofree char *title = g_strdup_printf (_("%s (%s): availability"), m->name, adj_cog_side_name (s, m->side));
          g_autofree char *faces = adj_cog_game_faces (s, ADJ_COG_MOVE_SCM_ROLL, i, scm_face, NULL);
          roll_row = adj_roll_row_new (ADJ_DIE_D6, title, faces);
          gtk_widget_set_name (roll_row, gtk_widget_get_name (row));
          adj_cog_roll_row_bind (roll_row, self->parts.session, ADJ_COG_MOVE_SCM_ROLL, i);
          gtk_list_box_insert (GTK_LIST_BOX (gtk_widget_get_parent (row)), roll_row,
                               gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
          g_object_set_data (G_OBJECT (row), "adj-roll-row", roll_row);
        }
      if (due)
        continue;
      g_autofree char *sub = st == ADJ_COG_CM_OFF ? g_strdup (_("Not in play this turn"))
                             : st == ADJ_COG_CM_OUT ? g_strdup (_("Out of the game: its formations are destroyed"))
                             : st == ADJ_COG_CM_UNAVAILABLE ? g_strdup_printf (_("Rolled %d: not available this turn"), roll)
                             : roll > 0 ? g_strdup_printf (_("Rolled %d: available this turn"), roll)
                             : g_strdup (_("In play this turn"));
      adj_cog_row_set_subtitle (row, sub);
    }
}

/* What the cup shows: who is typing, the markers in it and how many are
 * drawn (a new cup view for a new key). */
static char *
cup_key (AdjCogArtilleryPage *self, const AdjCogState *s)
{
  guint ams[ADJ_COG_MAX_AMS];
  guint n = cup_markers (s, ams);
  AdjCogAmCup counts;
  GString *key = g_string_new (NULL);

  adj_cog_state_am_cup (s, &counts);
  g_string_append_printf (key, "%d %u:", self->typing, counts.draw);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, " %u", ams[i]);
  return g_string_free (key, FALSE);
}

static void
adj_cog_artillery_page_refresh (AdjCogArtilleryPage *self)
{
  /* Hidden, the page waits: showing it refreshes it (its map). */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  if (s == NULL)
    return;
  AdjCogBattle *b = (AdjCogBattle *) adj_cog_state_battle (s);
  if (b != self->battle)
    {
      GtkWidget *body = self->parts.body;
      g_clear_pointer (&self->battle, adj_cog_battle_unref);
      g_clear_pointer (&self->cup_key, g_free);
      g_clear_pointer (&self->drawn_key, g_free);
      self->battle = adj_cog_battle_ref (b);
      adj_cog_clear (body);
      self->night = adj_label_new (_("A night turn: no Artillery Markers and no SCMs are used (15.1)."), "heading");
      self->before = adj_label_new (_("The markers are drawn in the Artillery/SCM Phase, after the reinforcements."),
                                    "dim-label");
      /* As the body spaces. */
      self->cup_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      self->drawn_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      self->scm_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      self->error = adj_game_error_label_new ("artillery-error");
      gtk_box_append (GTK_BOX (body), self->night);
      gtk_box_append (GTK_BOX (body), self->cup_box);
      gtk_box_append (GTK_BOX (body), self->before);
      gtk_box_append (GTK_BOX (body), self->drawn_box);
      gtk_box_append (GTK_BOX (body), self->error);
      gtk_box_append (GTK_BOX (body), self->scm_box);
      build_scms (self, s);
    }
  /* A change clears the last refusal, as a page made again did. */
  if (gtk_widget_get_visible (self->error))
    adj_game_error_label_set (self->error, NULL);

  AdjCogAmCup counts;
  adj_cog_state_am_cup (s, &counts);
  gboolean night = adj_cog_state_is_night (s);
  gboolean cup = !night && adj_cog_state_step (s) == ADJ_COG_STEP_ARTILLERY && counts.in_cup[0] + counts.in_cup[1] > 0;
  gboolean before = !night && !cup && adj_cog_state_step (s) < ADJ_COG_STEP_ARTILLERY;
  gboolean drawn = !night && !cup && !before;

  gtk_widget_set_visible (self->night, night);
  gtk_widget_set_visible (self->before, before);
  /* The cup goes with its step: no cup view stays behind. */
  g_autofree char *key = cup ? cup_key (self, s) : NULL;
  if (g_strcmp0 (key, self->cup_key) != 0)
    {
      adj_cog_clear (self->cup_box);
      if (cup)
        add_cup (self, s);
      g_free (self->cup_key);
      self->cup_key = g_steal_pointer (&key);
    }
  gtk_widget_set_visible (self->cup_box, cup);
  /* The markers drawn stay, hidden, from one turn to the next. */
  if (drawn)
    update_drawn (self, s);
  gtk_widget_set_visible (self->drawn_box, drawn);
  gtk_widget_set_visible (self->scm_box, !night && self->scm_rows->len > 0);
  if (!night)
    update_scms (self, s);
}
