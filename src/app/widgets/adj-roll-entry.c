/* adj-roll-entry.c: a die roll, typed in or rolled by the app
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player types what his real die showed, or presses Roll for a virtual
 * roll through the engine's generator (seeded once from g_random). The
 * field reads as its die does (a Glory d10 0-9, a 0 being zero; The Glory
 * that Was's d10 1-10; a total of several d6): anything else is refused
 * under the field with the engine's words, and the page gets no roll until
 * it is fixed. The page that owns the field puts the adjusted roll and the
 * chart's result under it.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include <adjutant-engine.h>

#include "adj-roll-entry.h"

struct _AdjRollEntry
{
  GtkWidget  parent_instance;

  AdjRng     rng;
  AdjDie     die;
  guint      count;  /* dice summed */
  int        roll;

  GtkWidget *box;
  GtkEntry  *entry;
  GtkWidget *roll_button;
  GtkLabel  *source;    /* where a roll rolled elsewhere came from */
  GtkLabel  *error;
  GtkWidget *result_box;
  GtkLabel  *adjusted;
  GtkLabel  *caption;
  GtkLabel  *result;
  GtkLabel  *detail;
  GtkWidget *action;    /* the page's button(s) under the answer, or NULL */
  gboolean   reserved;  /* the answer's place is kept, shown or not */
};

static void adj_roll_entry_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjRollEntry, adj_roll_entry, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, adj_roll_entry_buildable_init))

static GtkBuildableIface *parent_buildable;

enum {
  PROP_0,
  PROP_ROLL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_roll_value (AdjRollEntry *self, int roll)
{
  if (self->roll == roll)
    return;
  self->roll = roll;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROLL]);
}

/* One die: the engine says what it reads; several: a total in range. */
static gboolean
parse_total (AdjRollEntry *self, const char *text, int *out, GError **error)
{
  int lo = adj_dice_sum_min (self->die, self->count), hi = adj_dice_sum_max (self->die, self->count);
  char *end = NULL;
  long v;

  if (self->count == 1)
    return adj_die_parse (self->die, text, out, error);
  v = strtol (text, &end, 10);
  if (end == text || *end != '\0' || v < lo || v > hi)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   /* Translators: the number of dice, then the lowest and highest total */
                   _("Type the total of the %u dice: from %d to %d."), self->count, lo, hi);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

static void
on_entry_changed (AdjRollEntry *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  int value = -1;

  g_autoptr (GError) error = NULL;

  if (*text != '\0' && !parse_total (self, text, &value, &error))
    {
      gtk_label_set_text (self->error, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error), TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->entry), "error");
      set_roll_value (self, -1);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
  set_roll_value (self, *text == '\0' ? -1 : value);
}

int
adj_roll_entry_get_roll (AdjRollEntry *self)
{
  g_return_val_if_fail (ADJ_IS_ROLL_ENTRY (self), -1);
  return self->roll;
}

void
adj_roll_entry_set_roll (AdjRollEntry *self, int roll)
{
  g_autofree char *text = NULL;

  g_return_if_fail (ADJ_IS_ROLL_ENTRY (self));
  if (roll >= adj_dice_sum_min (self->die, self->count))
    text = g_strdup_printf ("%d", roll);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), text != NULL ? text : "");
}

void
adj_roll_entry_set_from (AdjRollEntry *self, int roll, const char *source)
{
  g_return_if_fail (ADJ_IS_ROLL_ENTRY (self));
  adj_roll_entry_set_roll (self, roll);
  gtk_editable_set_editable (GTK_EDITABLE (self->entry), source == NULL);
  gtk_widget_set_sensitive (self->roll_button, source == NULL);
  gtk_label_set_text (self->source, source != NULL ? source : "");
  gtk_widget_set_visible (GTK_WIDGET (self->source), source != NULL);
  /* Read aloud with the field: why it takes no typing. */
  if (source != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, source,
                                    GTK_ACCESSIBLE_PROPERTY_READ_ONLY, TRUE, -1);
  else
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_READ_ONLY);
    }
}

void
adj_roll_entry_roll (AdjRollEntry *self)
{
  g_return_if_fail (ADJ_IS_ROLL_ENTRY (self));
  int total = 0;

  for (guint i = 0; i < self->count; i++)
    total += adj_rng_roll (&self->rng, self->die);
  adj_roll_entry_set_roll (self, total);
}

void
adj_roll_entry_set_dice (AdjRollEntry *self, AdjDie die, guint count)
{
  g_autofree char *range = NULL;

  g_return_if_fail (ADJ_IS_ROLL_ENTRY (self) && count >= 1 && count <= 12);
  self->die = die;
  self->count = count;
  range = g_strdup_printf ("%d\u2013%d", adj_dice_sum_min (die, count), adj_dice_sum_max (die, count));
  gtk_entry_set_placeholder_text (self->entry, range);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  on_entry_changed (self);
}

void
adj_roll_entry_set_result (AdjRollEntry *self, const char *adjusted, const char *result,
                           const char *detail)
{
  g_return_if_fail (ADJ_IS_ROLL_ENTRY (self));
  /* A page that shows answers keeps their place from its first call on:
   * typing a roll then moves nothing below it (a button under the
   * pointer stays there). */
  if (!self->reserved)
    {
      self->reserved = TRUE;
      gtk_widget_add_css_class (self->result_box, "reserved");
      gtk_widget_set_visible (self->result_box, TRUE);
    }
  gtk_widget_set_child_visible (self->result_box, adjusted != NULL);
  gtk_label_set_text (self->adjusted, adjusted != NULL ? adjusted : "");
  gtk_label_set_text (self->result, result != NULL ? result : "");
  gtk_label_set_text (self->detail, detail != NULL ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail), adjusted != NULL && detail != NULL && *detail != '\0');
}

void
adj_roll_entry_set_action (AdjRollEntry *self, GtkWidget *action)
{
  g_return_if_fail (ADJ_IS_ROLL_ENTRY (self));
  g_return_if_fail (self->action == NULL && GTK_IS_WIDGET (action));
  /* Under the answer's kept place and above its detail, which may run to
   * many lines: the action stays put whatever the roll says. */
  self->action = action;
  gtk_widget_add_css_class (self->result_box, "with-action");
  gtk_box_insert_child_after (GTK_BOX (self->box), action, self->result_box);
  g_object_ref (self->detail);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->detail))), GTK_WIDGET (self->detail));
  gtk_box_insert_child_after (GTK_BOX (self->box), GTK_WIDGET (self->detail), action);
  g_object_unref (self->detail);
}

/* <child type="action"> in a template: adj_roll_entry_set_action(). */
static void
adj_roll_entry_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type)
{
  if (g_strcmp0 (type, "action") == 0 && GTK_IS_WIDGET (child))
    adj_roll_entry_set_action (ADJ_ROLL_ENTRY (buildable), GTK_WIDGET (child));
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
adj_roll_entry_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = adj_roll_entry_add_child;
}

void
adj_roll_entry_set_caption (AdjRollEntry *self, const char *caption)
{
  g_return_if_fail (ADJ_IS_ROLL_ENTRY (self));
  gtk_label_set_text (self->caption, caption);
}

static void
adj_roll_entry_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AdjRollEntry *self = ADJ_ROLL_ENTRY (object);

  switch (prop_id)
    {
    case PROP_ROLL:
      g_value_set_int (value, self->roll);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_roll_entry_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  AdjRollEntry *self = ADJ_ROLL_ENTRY (object);

  switch (prop_id)
    {
    case PROP_ROLL:
      adj_roll_entry_set_roll (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_roll_entry_dispose (GObject *object)
{
  AdjRollEntry *self = ADJ_ROLL_ENTRY (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (adj_roll_entry_parent_class)->dispose (object);
}

static void
adj_roll_entry_class_init (AdjRollEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_roll_entry_dispose;
  object_class->get_property = adj_roll_entry_get_property;
  object_class->set_property = adj_roll_entry_set_property;

  /* Up to twelve ten-sided dice summed (adj_roll_entry_set_dice). */
  properties[PROP_ROLL] = g_param_spec_int ("roll", NULL, NULL, -1, 120, -1,
                                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                            | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rollentry");
}

static GtkLabel *
add_label (GtkWidget *box, const char *name, const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
adj_roll_entry_init (AdjRollEntry *self)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *caption = gtk_label_new_with_mnemonic (_("_Die roll"));
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *roll = gtk_button_new ();
  GtkWidget *roll_content = adw_button_content_new ();
  GtkWidget *numbers = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  self->roll = -1;
  adj_rng_init (&self->rng, ((guint64) g_random_int () << 32) | g_random_int ());

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  gtk_label_set_mnemonic_widget (GTK_LABEL (caption), entry);
  gtk_widget_set_name (entry, "roll-entry");
  gtk_entry_set_max_length (GTK_ENTRY (entry), 3);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 3);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 3);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "0\u20139");
  self->die = ADJ_DIE_D10;
  self->count = 1;
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
  gtk_widget_set_tooltip_text (entry, _("Type what your die showed"));
  self->entry = GTK_ENTRY (entry);
  g_signal_connect_swapped (entry, "changed", G_CALLBACK (on_entry_changed), self);

  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (roll_content), "adjutant-die-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (roll_content), _("_Roll"));
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (roll_content), TRUE);
  gtk_button_set_child (GTK_BUTTON (roll), roll_content);
  gtk_widget_set_name (roll, "roll-button");
  gtk_widget_set_tooltip_text (roll, _("Let Adjutant roll the die"));
  g_signal_connect_swapped (roll, "clicked", G_CALLBACK (adj_roll_entry_roll), self);

  gtk_box_append (GTK_BOX (line), caption);
  gtk_box_append (GTK_BOX (line), entry);
  gtk_box_append (GTK_BOX (line), roll);
  gtk_box_append (GTK_BOX (self->box), line);

  self->roll_button = roll;
  self->source = add_label (self->box, "roll-source", "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->source), FALSE);
  self->error = add_label (self->box, "roll-error", "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);

  /* The adjusted roll big on the left, the chart's answer beside it. */
  self->result_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (self->result_box, "roll-result");
  gtk_box_append (GTK_BOX (self->box), self->result_box);
  gtk_widget_set_valign (numbers, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->result_box), numbers);
  self->adjusted = add_label (numbers, "roll-adjusted", "title-1");
  gtk_label_set_xalign (self->adjusted, 0.5);
  self->caption = add_label (numbers, "roll-adjusted-caption", "caption");
  gtk_label_set_text (self->caption, _("adjusted"));
  gtk_label_set_xalign (self->caption, 0.5);
  gtk_widget_add_css_class (GTK_WIDGET (self->caption), "dim-label");
  gtk_widget_set_hexpand (words, TRUE);
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->result_box), words);
  self->result = add_label (words, "roll-result", "heading");
  self->detail = add_label (words, "roll-detail", "dim-label");
  gtk_widget_set_visible (self->result_box, FALSE);
}

GtkWidget *
adj_roll_entry_new (void)
{
  return g_object_new (ADJ_TYPE_ROLL_ENTRY, NULL);
}
