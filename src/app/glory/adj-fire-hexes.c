/* adj-fire-hexes.c: the firing hexes of one Fixed Glory fire attack
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fixed Glory combines all the fire at one enemy hex in a phase
 * into one attack. Each firing hex is an AdjStackEditor with up to two
 * units of any type (6.41), picked from the game or typed in, plus the
 * hex's range to the target, the guns' height above it (which counts only
 * from 2 hexes), and whether the hex is a town. The page hands them to the
 * engine as AdjFixedHex; the engine says what each fires.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-combat-text.h"
#include "adj-fire-hexes.h"

struct _AdjFireHexes
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkBox    *hexes_box;
  GtkWidget *add;
  GPtrArray *editors;   /* AdjStackEditor; "range", "height", "height-row" in its data */
};

G_DEFINE_FINAL_TYPE (AdjFireHexes, adj_fire_hexes, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
emit_changed (AdjFireHexes *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

char *
adj_fire_hexes_hex_name (guint i)
{
  return g_strdup_printf ("firing hex %u", i + 1);
}

static void
update_titles (AdjFireHexes *self)
{
  for (guint i = 0; i < self->editors->len; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Firing Hex %u"), i + 1);
      g_autofree char *name = g_strdup_printf ("fire-hex-%u", i);
      adj_stack_editor_set_title (self->editors->pdata[i], title);
      gtk_widget_set_name (self->editors->pdata[i], name);
      adj_stack_editor_set_removable (self->editors->pdata[i], self->editors->len > 1);
    }
  gtk_widget_set_sensitive (self->add, self->editors->len < ADJ_FIXED_MAX_HEXES);
}

/* The height row shows only where the engine counts it. */
static void
on_range_changed (GtkEntry *range, AdjStackEditor *hex)
{
  GtkWidget *height_row = g_object_get_data (G_OBJECT (hex), "height-row");
  int value = 1;

  adj_number_entry_read (range, 1, 99, FALSE, NULL, &value);
  gtk_widget_set_visible (height_row, adj_fixed_height_counts (value));
}

static void
on_hex_remove (AdjStackEditor *hex, AdjFireHexes *self)
{
  if (self->editors->len < 2 || !g_ptr_array_remove (self->editors, hex))
    return;
  gtk_box_remove (self->hexes_box, GTK_WIDGET (hex));
  update_titles (self);
  emit_changed (self);
}

AdjStackEditor *
adj_fire_hexes_add_hex (AdjFireHexes *self)
{
  const char *ids[] = { "fire-hex-town" };
  const char *titles[] = { _("Firing from a town") };
  const char *subtitles[] = { _("Infantry and dismounted cavalry fire as if disordered (Fixed Glory)") };
  GtkEntry *range, *height;
  GtkWidget *hex, *range_row, *height_row;

  g_return_val_if_fail (ADJ_IS_FIRE_HEXES (self), NULL);
  if (self->editors->len >= ADJ_FIXED_MAX_HEXES)
    return NULL;
  hex = adj_stack_editor_new (ADJ_UNIT_ROLE_FIRER, ADJ_STACK_MAX_UNITS, 1);
  range_row = adj_number_row_new (_("Range"), _("Hexes to the target: 1 when adjacent; only artillery "
                                                "reaches farther (Fixed Glory)"),
                                  "fire-hex-range", _("A whole number of hexes from 1 to 99."), &range);
  gtk_editable_set_text (GTK_EDITABLE (range), "1");
  adj_stack_editor_add_row (ADJ_STACK_EDITOR (hex), range_row);
  height_row = adj_number_row_new (_("Levels above the target"),
                                   _("Guns on higher ground count the range this much shorter, "
                                     "never under 2 hexes (Fixed Glory)"),
                                   "fire-hex-height", _("A whole number from 0 to 9."), &height);
  gtk_editable_set_text (GTK_EDITABLE (height), "0");
  gtk_widget_set_visible (height_row, FALSE);
  adj_stack_editor_add_row (ADJ_STACK_EDITOR (hex), height_row);
  adj_stack_editor_set_flags (ADJ_STACK_EDITOR (hex), G_N_ELEMENTS (ids), ids, titles, subtitles);

  g_object_set_data (G_OBJECT (hex), "range", range);
  g_object_set_data (G_OBJECT (hex), "height", height);
  g_object_set_data (G_OBJECT (hex), "height-row", height_row);
  g_signal_connect (range, "changed", G_CALLBACK (on_range_changed), hex);
  g_signal_connect_swapped (range, "changed", G_CALLBACK (emit_changed), self);
  g_signal_connect_swapped (height, "changed", G_CALLBACK (emit_changed), self);
  g_signal_connect_swapped (hex, "changed", G_CALLBACK (emit_changed), self);
  g_signal_connect (hex, "remove", G_CALLBACK (on_hex_remove), self);
  g_ptr_array_add (self->editors, hex);
  gtk_box_append (self->hexes_box, hex);
  update_titles (self);
  emit_changed (self);
  return ADJ_STACK_EDITOR (hex);
}

guint
adj_fire_hexes_get_n_hexes (AdjFireHexes *self)
{
  g_return_val_if_fail (ADJ_IS_FIRE_HEXES (self), 0);
  return self->editors->len;
}

AdjStackEditor *
adj_fire_hexes_get_hex (AdjFireHexes *self, guint i)
{
  g_return_val_if_fail (ADJ_IS_FIRE_HEXES (self) && i < self->editors->len, NULL);
  return self->editors->pdata[i];
}

gboolean
adj_fire_hexes_read (AdjFireHexes *self, AdjFixedFireInput *in)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (ADJ_IS_FIRE_HEXES (self), FALSE);
  in->n_hexes = MIN (self->editors->len, ADJ_FIXED_MAX_HEXES);
  for (guint h = 0; h < in->n_hexes; h++)
    {
      AdjStackEditor *editor = self->editors->pdata[h];
      AdjFixedHex *hex = &in->hexes[h];
      AdjCombatStack stack = { 0 };
      GtkWidget *height_row = g_object_get_data (G_OBJECT (editor), "height-row");

      hex->hex_id = adj_fire_hexes_hex_name (h);
      ok &= adj_stack_editor_get_stack (editor, hex->hex_id, &stack);
      /* The engine's lines say "<unit> at firing hex 1": the unit's name
       * is the game's, or its type (top and bottom in a stack, 6.43). */
      hex->n_units = stack.n_units;
      for (guint u = 0; u < stack.n_units; u++)
        {
          AdjUnitEditor *row = adj_stack_editor_get_unit (editor, u);
          const char *game = adj_unit_editor_get_game_name (row);
          g_autofree char *kind = g_strdelimit (g_strdup (adj_combat_kind_to_string (stack.units[u].kind)), "-", ' ');
          hex->units[u] = stack.units[u];
          hex->units[u].name = game != NULL ? g_strdup (game)
                               : stack.n_units < 2 ? g_strdup (kind)
                               : g_strdup_printf ("%s %s", u == 0 ? "top" : "bottom", kind);
        }
      adj_combat_stack_clear (&stack);
      hex->town = adj_stack_editor_get_flag (editor, "fire-hex-town");
      ok &= adj_number_entry_read (g_object_get_data (G_OBJECT (editor), "range"), 1, 99, FALSE, NULL,
                                   &hex->range);
      if (gtk_widget_get_visible (height_row))
        ok &= adj_number_entry_read (g_object_get_data (G_OBJECT (editor), "height"), 0, 9, FALSE, NULL,
                                     &hex->height);
    }
  return ok;
}

void
adj_fire_hexes_set_summary (AdjFireHexes *self, guint i, const char *summary)
{
  g_return_if_fail (ADJ_IS_FIRE_HEXES (self) && i < self->editors->len);
  adj_stack_editor_set_description (self->editors->pdata[i], summary);
}

static void
on_add (AdjFireHexes *self)
{
  adj_fire_hexes_add_hex (self);
}

static void
adj_fire_hexes_dispose (GObject *object)
{
  AdjFireHexes *self = ADJ_FIRE_HEXES (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (adj_fire_hexes_parent_class)->dispose (object);
}

static void
adj_fire_hexes_finalize (GObject *object)
{
  AdjFireHexes *self = ADJ_FIRE_HEXES (object);

  g_ptr_array_unref (self->editors);
  G_OBJECT_CLASS (adj_fire_hexes_parent_class)->finalize (object);
}

static void
adj_fire_hexes_class_init (AdjFireHexesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_fire_hexes_dispose;
  object_class->finalize = adj_fire_hexes_finalize;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
adj_fire_hexes_init (AdjFireHexes *self)
{
  self->editors = g_ptr_array_new ();
}

GtkWidget *
adj_fire_hexes_new (void)
{
  AdjFireHexes *self = g_object_new (ADJ_TYPE_FIRE_HEXES, NULL);
  GtkWidget *content = adw_button_content_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->hexes_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 24));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->hexes_box));

  self->add = gtk_button_new ();
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "list-add-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("Add Firing _Hex"));
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (self->add), content);
  gtk_widget_set_name (self->add, "fire-add-hex");
  gtk_widget_set_halign (self->add, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->add, "pill");
  gtk_widget_set_tooltip_text (self->add, _("All fire at one hex in a phase is one attack, "
                                            "from up to six hexes (Fixed Glory)"));
  g_signal_connect_swapped (self->add, "clicked", G_CALLBACK (on_add), self);
  gtk_box_append (GTK_BOX (self->box), self->add);

  adj_fire_hexes_add_hex (self);
  return GTK_WIDGET (self);
}
