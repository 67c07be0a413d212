/* adj-los-questions.c: the 9.4 questions to look up on a map on the table
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per question of adj_losquery_init: a field for each hex's level,
 * and No/Woods, None/Friendly/Enemy or None/Steep/Sheer buttons for the
 * others. A row shows only while adj_losquery_is_asked says that it
 * matters; nothing counts as answered until the player answers it, so a
 * forgotten question never turns into a silent "no". Emits "changed"
 * whenever an answer does.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-los-questions.h"

struct _AdjLosQuestions
{
  GtkWidget            parent_instance;

  AdwPreferencesGroup *group;
  gboolean             has_query;
  AdjLosQuery          query;
  AdjLosAnswer        *answers; /* one per question */
  GPtrArray           *rows;    /* in question order */
  gboolean             building;
};

G_DEFINE_FINAL_TYPE (AdjLosQuestions, adj_los_questions, GTK_TYPE_WIDGET)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct {
  const char *key;
  const char *label;
  int value;
} Choice;

static const Choice woods_choices[] = { { "no", N_("No"), 0 }, { "yes", N_("Woods"), 1 } };
static const Choice unit_choices[] = { { "none", N_("None"), ADJ_UNIT_NONE },
                                       { "friendly", N_("Friendly"), ADJ_UNIT_FRIENDLY },
                                       { "enemy", N_("Enemy"), ADJ_UNIT_ENEMY } };
static const Choice slope_choices[] = { { "none", N_("None"), 0 },
                                        { "steep", N_("Steep"), ADJ_SIDE_STEEP },
                                        { "sheer", N_("Sheer"), ADJ_SIDE_SHEER } };

gboolean
adj_los_parse_level (const char *text, int *level)
{
  g_autofree char *clean = g_strstrip (g_strdup (text));
  GString *ascii = g_string_new (clean);
  gint64 v;

  g_string_replace (ascii, "\u2212", "-", 0);
  gboolean ok = g_ascii_string_to_signed (ascii->str, 10, ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX, &v, NULL);
  g_string_free (ascii, TRUE);
  if (ok)
    *level = (int) v;
  return ok;
}

static void
clear_rows (AdjLosQuestions *self)
{
  for (guint i = 0; self->rows != NULL && i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, self->rows->pdata[i]);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
}

static void
update_rows (AdjLosQuestions *self)
{
  for (guint i = 0; i < self->query.questions->len; i++)
    gtk_widget_set_visible (self->rows->pdata[i], adj_losquery_is_asked (&self->query, self->answers, i));
}

static void
answered (AdjLosQuestions *self)
{
  update_rows (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_level_answer (GtkEditable *entry, AdjLosQuestions *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "question"));
  GtkWidget *row = self->rows->pdata[i];
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  int v = 0;

  if (self->building)
    return;
  gboolean ok = adj_los_parse_level (text, &v);
  self->answers[i].given = ok;
  self->answers[i].value = v;
  if (ok || *text == '\0')
    {
      gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), "");
    }
  else
    {
      g_autofree char *msg = g_strdup_printf (_("A whole number from \u2212%d to %d"),
                                              -ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX);
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), msg);
    }
  answered (self);
}

static void
on_choice_answer (GtkToggleButton *button, AdjLosQuestions *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "question"));

  if (self->building || !gtk_toggle_button_get_active (button))
    return;
  self->answers[i].given = TRUE;
  self->answers[i].value = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  answered (self);
}

static GtkWidget *
level_field (AdjLosQuestions *self, guint i, const char *name, const char *title)
{
  const AdjLosAnswer *a = &self->answers[i];
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 4);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 4);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_widget_set_name (entry, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  if (a->given)
    {
      char v[16];
      g_snprintf (v, sizeof v, "%d", a->value);
      gtk_editable_set_text (GTK_EDITABLE (entry), v);
    }
  g_object_set_data (G_OBJECT (entry), "question", GUINT_TO_POINTER (i));
  g_signal_connect (entry, "changed", G_CALLBACK (on_level_answer), self);
  return entry;
}

static GtkWidget *
choice_buttons (AdjLosQuestions *self, guint i, const char *name, const Choice *choices, guint n)
{
  const AdjLosAnswer *a = &self->answers[i];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkToggleButton *first = NULL;

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint c = 0; c < n; c++)
    {
      GtkWidget *b = gtk_toggle_button_new_with_label (_(choices[c].label));
      g_autofree char *button_name = g_strdup_printf ("%s:%s", name, choices[c].key);
      gtk_widget_set_name (b, button_name);
      if (first != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b), first);
      else
        first = GTK_TOGGLE_BUTTON (b);
      if (a->given && a->value == choices[c].value)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), TRUE);
      g_object_set_data (G_OBJECT (b), "question", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (b), "value", GINT_TO_POINTER (choices[c].value));
      g_signal_connect (b, "toggled", G_CALLBACK (on_choice_answer), self);
      gtk_box_append (GTK_BOX (box), b);
    }
  return box;
}

/* Rows and their fields are named for tests and scripts:
 * "row:q:level:0509" holds the field "q:level:0509", "row:q:woods:0508"
 * the buttons "q:woods:0508:no" and "q:woods:0508:yes", and so on. */
static GtkWidget *
question_row (AdjLosQuestions *self, guint i)
{
  const AdjLosQuestion *x = &g_array_index (self->query.questions, AdjLosQuestion, i);
  GtkWidget *row = adw_action_row_new ();
  char id[ADJ_HEX_ID_SIZE], other[ADJ_HEX_ID_SIZE];
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;
  GtkWidget *field;

  adj_hex_format (x->hex, id);
  switch (x->kind)
    {
    case ADJ_LOSQ_LEVEL:
      title = g_strdup_printf (_("Elevation level of hex %s"), id);
      name = g_strdup_printf ("q:level:%s", id);
      field = level_field (self, i, name, title);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), field);
      break;
    case ADJ_LOSQ_WOODS:
      title = g_strdup_printf (_("Woods in hex %s?"), id);
      name = g_strdup_printf ("q:woods:%s", id);
      field = choice_buttons (self, i, name, woods_choices, G_N_ELEMENTS (woods_choices));
      break;
    case ADJ_LOSQ_UNIT:
      title = g_strdup_printf (_("A combat unit in hex %s?"), id);
      name = g_strdup_printf ("q:unit:%s", id);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("9.4, 9.51"));
      field = choice_buttons (self, i, name, unit_choices, G_N_ELEMENTS (unit_choices));
      break;
    case ADJ_LOSQ_SLOPE:
    default:
      adj_hex_format (x->other, other);
      title = g_strdup_printf (_("Slope on the hexside %s–%s?"), id, other);
      name = g_strdup_printf ("q:slope:%s-%s", id, other);
      field = choice_buttons (self, i, name, slope_choices, G_N_ELEMENTS (slope_choices));
      break;
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), field);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  g_autofree char *row_name = g_strconcat ("row:", name, NULL);
  gtk_widget_set_name (row, row_name);
  return row;
}

gboolean
adj_los_questions_set_line (AdjLosQuestions *self, AdjColumnShift shift, AdjHex from, int from_level,
                            AdjHex to, int to_level, GError **error)
{
  AdjLosQuery query;

  g_return_val_if_fail (ADJ_IS_LOS_QUESTIONS (self), FALSE);
  if (self->has_query && adj_hex_equal (from, self->query.from) && adj_hex_equal (to, self->query.to)
      && from_level == self->query.from_level && to_level == self->query.to_level
      && shift == self->query.grid.shift)
    return TRUE;
  if (!adj_losquery_init (&query, shift, from, from_level, to, to_level, error))
    {
      adj_losquery_clear (&query);
      return FALSE;
    }

  AdjLosAnswer *answers = g_new0 (AdjLosAnswer, MAX (query.questions->len, 1));
  for (guint i = 0; self->has_query && i < query.questions->len; i++)
    {
      const AdjLosQuestion *x = &g_array_index (query.questions, AdjLosQuestion, i);
      int old = adj_losquery_find (&self->query, x->kind, x->hex, x->other);
      if (old >= 0)
        answers[i] = self->answers[old];
    }
  clear_rows (self);
  if (self->has_query)
    adj_losquery_clear (&self->query);
  g_free (self->answers);
  self->query = query;
  self->has_query = TRUE;
  self->answers = answers;

  self->rows = g_ptr_array_new ();
  self->building = TRUE;
  for (guint i = 0; i < query.questions->len; i++)
    {
      GtkWidget *row = question_row (self, i);
      g_ptr_array_add (self->rows, row);
      adw_preferences_group_add (self->group, row);
    }
  self->building = FALSE;
  update_rows (self);
  return TRUE;
}

const AdjLosQuery *
adj_los_questions_get_query (AdjLosQuestions *self)
{
  g_return_val_if_fail (ADJ_IS_LOS_QUESTIONS (self), NULL);
  return self->has_query ? &self->query : NULL;
}

guint
adj_los_questions_count_open (AdjLosQuestions *self)
{
  guint open = 0;

  g_return_val_if_fail (ADJ_IS_LOS_QUESTIONS (self), 0);
  for (guint i = 0; self->has_query && i < self->query.questions->len; i++)
    if (!self->answers[i].given && adj_losquery_is_asked (&self->query, self->answers, i))
      open++;
  return open;
}

gboolean
adj_los_questions_solve (AdjLosQuestions *self, AdjLosResult *result, GError **error)
{
  g_return_val_if_fail (ADJ_IS_LOS_QUESTIONS (self) && self->has_query, FALSE);
  return adj_losquery_solve (&self->query, self->answers, result, error);
}

static AdjHexGrid
query_bounds (const AdjLosQuery *q)
{
  AdjHexGrid g;

  adj_hexgrid_init (&g, MIN (q->from.col, q->to.col), MAX (q->from.col, q->to.col),
                    MIN (q->from.row, q->to.row), MAX (q->from.row, q->to.row), q->grid.shift);
  for (guint i = 0; i < q->questions->len; i++)
    {
      const AdjLosQuestion *x = &g_array_index (q->questions, AdjLosQuestion, i);
      AdjHex hexes[2] = { x->hex, x->kind == ADJ_LOSQ_SLOPE ? x->other : x->hex };
      for (guint k = 0; k < 2; k++)
        {
          g.first_col = MIN (g.first_col, hexes[k].col);
          g.last_col = MAX (g.last_col, hexes[k].col);
          g.first_row = MIN (g.first_row, hexes[k].row);
          g.last_row = MAX (g.last_row, hexes[k].row);
        }
    }
  return g;
}

AdjHexMap *
adj_los_questions_to_map (AdjLosQuestions *self, guint8 **known, guint8 **units)
{
  g_return_val_if_fail (ADJ_IS_LOS_QUESTIONS (self) && self->has_query, NULL);
  const AdjLosQuery *q = &self->query;
  AdjHexGrid g = query_bounds (q);
  AdjHexMap *map = adj_hexmap_new ("answers", &g);
  guint8 *k = g_new0 (guint8, adj_hexmap_size (map));
  guint8 *u = g_new0 (guint8, adj_hexmap_size (map));

  adj_hexmap_set_level (map, q->from, q->from_level, NULL);
  adj_hexmap_set_level (map, q->to, q->to_level, NULL);
  k[adj_hexmap_index (map, q->from)] = 1;
  k[adj_hexmap_index (map, q->to)] = 1;
  for (guint i = 0; i < q->questions->len; i++)
    {
      const AdjLosQuestion *x = &g_array_index (q->questions, AdjLosQuestion, i);
      int v = self->answers[i].value;
      if (!self->answers[i].given)
        continue;
      switch (x->kind)
        {
        case ADJ_LOSQ_LEVEL:
          adj_hexmap_set_level (map, x->hex, v, NULL);
          k[adj_hexmap_index (map, x->hex)] = 1;
          break;
        case ADJ_LOSQ_WOODS:
          adj_hexmap_set_terrain (map, x->hex, v ? ADJ_TERRAIN_WOODS : ADJ_TERRAIN_CLEAR, NULL);
          break;
        case ADJ_LOSQ_UNIT:
          u[adj_hexmap_index (map, x->hex)] = (guint8) v;
          break;
        case ADJ_LOSQ_SLOPE:
        default:
          adj_hexmap_set_hexside (map, x->hex, x->other, (guint) v, NULL);
          break;
        }
    }
  *known = k;
  *units = u;
  return map;
}

static void
adj_los_questions_dispose (GObject *object)
{
  AdjLosQuestions *self = ADJ_LOS_QUESTIONS (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer ((GtkWidget **) &self->group, gtk_widget_unparent);
  if (self->has_query)
    adj_losquery_clear (&self->query);
  self->has_query = FALSE;
  g_clear_pointer (&self->answers, g_free);
  G_OBJECT_CLASS (adj_los_questions_parent_class)->dispose (object);
}

static void
adj_los_questions_class_init (AdjLosQuestionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_los_questions_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
adj_los_questions_init (AdjLosQuestions *self)
{
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group, _("What Lies Between"));
  adw_preferences_group_set_description (self->group,
                                         _("Look these up on your map. Further questions appear when an answer makes them matter."));
  gtk_widget_set_parent (GTK_WIDGET (self->group), GTK_WIDGET (self));
}
