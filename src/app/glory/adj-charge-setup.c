/* adj-charge-setup.c: a charge typed in hex by hex, for the Charge and
 * Defensive Fire pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The conditions (night, the charge's kind, Fixed Glory), then the
 * charging hexes and the defending hexes, each an AdjStackEditor. Only one
 * side may have several hexes (10.11), so adding a second hex to one side
 * is offered only while the other side has one. Without a map the hexes
 * are placed around one centre hex, each charging hex next to every
 * defending one and to the charging hex before it, which is what a legal
 * combined charge looks like (10.24). Each charging hex also says which
 * other enemy hexes it has in front and who covers them (10.12,
 * AdjCoverEditor, shown on the Charge page).
 *
 * A charge is one situation, entered once: the window keeps one setup
 * (adj_charge_setup_get_shared), which the Charge and Defensive Fire pages
 * each take into their own column when shown, so both answer for the same
 * stacks, terrain, hexsides and Defensive Fire, and the charge tree on the
 * Charge page chains them.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-charge-setup.h"
#include "adj-combat-text.h"
#include "adj-cover-editor.h"
#include "adj-first-frame.h"

struct _AdjChargeSetup
{
  GtkWidget           parent_instance;

  AdjChargeSetupMode  mode;
  GtkWidget          *box;
  GtkSwitch          *night;
  GtkSwitch          *fixed_glory;
  GtkSwitch          *combined;      /* 4.25, for covering (10.12) */
  AdwComboRow        *kind;
  GtkBox             *stacks[2];     /* [1]: attackers, [0]: defenders */
  GtkWidget          *add[2];
  GtkWidget          *reset;
  GPtrArray          *editors[2];
  GArray             *charge_terrain;
  GArray             *df_terrain;
  gboolean            refitted_glory1;  /* from the game: 14.11 */
  char               *range_chart;      /* from the game: the battle's Artillery Range Chart, or NULL */
};

G_DEFINE_FINAL_TYPE (AdjChargeSetup, adj_charge_setup, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  SIGNAL_RESET,   /* New Charge: the pages' rolls start empty too */
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_option (AdjTerrainOption *o)
{
  g_free (o->key);
  g_free (o->label);
}

char *
adj_charge_setup_hex_name (gboolean attackers, guint i)
{
  /* The engine's notes name hexes: charging ones by number, defending
   * ones by letter, as in the rulebook's examples. */
  return attackers ? g_strdup_printf ("hex %u", i + 1) : g_strdup_printf ("hex %c", 'A' + i);
}

static void
emit_changed (AdjChargeSetup *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* A charging hex's covering row (Charge page only), or NULL. */
static AdjCoverEditor *
cover_of (AdjStackEditor *s)
{
  return g_object_get_data (G_OBJECT (s), "cover");
}

/* Titles, switches and buttons follow the number of hexes on each side. */
static void
update_stacks (AdjChargeSetup *self)
{
  guint n_att = self->editors[1]->len, n_def = self->editors[0]->len;
  gboolean fixed = self->fixed_glory != NULL && gtk_switch_get_active (self->fixed_glory);

  for (guint a = 0; a < n_att; a++)
    {
      AdjStackEditor *s = self->editors[1]->pdata[a];
      g_autofree char *title = g_strdup_printf (_("Charging Hex %u"), a + 1);
      g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) subtitles = g_ptr_array_new_with_free_func (g_free);

      adj_stack_editor_set_title (s, title);
      adj_stack_editor_set_removable (s, n_att > 1);
      for (guint d = 0; d < n_def; d++)
        {
          g_ptr_array_add (ids, g_strdup_printf ("rear-%u", d));
          g_ptr_array_add (titles, n_def == 1 ? g_strdup (_("Through a rear hexside"))
                                              : g_strdup_printf (_("Through a rear hexside of hex %c"), 'A' + d));
          g_ptr_array_add (subtitles, g_strdup (_("+1; +2 when another hex charges through the front (10.22)")));
        }
      g_ptr_array_add (ids, g_strdup ("stream"));
      g_ptr_array_add (titles, g_strdup (_("Across a stream")));
      g_ptr_array_add (subtitles, g_strdup (_("The odds are not rounded up for the attacker (10.42)")));
      if (fixed)
        {
          g_ptr_array_add (ids, g_strdup ("bridge"));
          g_ptr_array_add (titles, g_strdup (_("Across a bridge")));
          g_ptr_array_add (subtitles, g_strdup (_("Fixed Glory melee DRM")));
        }
      adj_stack_editor_set_flags (s, ids->len, (const char *const *) ids->pdata,
                                  (const char *const *) titles->pdata,
                                  (const char *const *) subtitles->pdata);
      if (cover_of (s) != NULL)
        {
          /* Three frontal hexes (7.13), the defending ones among them. */
          adj_cover_editor_set_hexes (cover_of (s), a, n_att, n_def < 3 ? 3 - n_def : 0);
          adj_stack_editor_add_row (s, GTK_WIDGET (cover_of (s)));
          if (self->mode != ADJ_CHARGE_SETUP_CHARGE)
            gtk_widget_set_visible (GTK_WIDGET (cover_of (s)), FALSE);
        }
    }
  for (guint d = 0; d < n_def; d++)
    {
      AdjStackEditor *s = self->editors[0]->pdata[d];
      g_autofree char *title = g_strdup_printf (_("Defending Hex %c"), 'A' + d);
      adj_stack_editor_set_title (s, title);
      adj_stack_editor_set_removable (s, n_def > 1);
        {
          g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
          g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
          g_autoptr (GPtrArray) subtitles = g_ptr_array_new_with_free_func (g_free);
          for (guint a = 0; a < n_att; a++)
            {
              g_ptr_array_add (ids, g_strdup_printf ("df-%u", a));
              g_ptr_array_add (titles, g_strdup_printf (_("Defensive Fire at hex %u"), a + 1));
              g_ptr_array_add (subtitles, g_strdup (_("Infantry firing at more than one hex: \u22121 each (10.32)")));
            }
          adj_stack_editor_set_flags (s, ids->len, (const char *const *) ids->pdata,
                                      (const char *const *) titles->pdata,
                                      (const char *const *) subtitles->pdata);
        }
    }
  /* 10.11: one side may have several stacks, and a hex has six sides. */
  gtk_widget_set_sensitive (self->add[1], n_def == 1 && n_att < ADJ_CHARGE_MAX_HEXES);
  gtk_widget_set_sensitive (self->add[0], n_att == 1 && n_def < ADJ_CHARGE_MAX_HEXES);
}

static void
set_stack_terrain (AdjChargeSetup *self, AdjStackEditor *s, gboolean attackers)
{
  if (!attackers && self->charge_terrain != NULL)
    adj_stack_editor_set_terrain (s, _("Terrain (charge DRM, 10.4)"), self->charge_terrain, TRUE);
  else if (attackers && self->df_terrain != NULL)
    adj_stack_editor_set_terrain (s, _("Terrain of the hex (Defensive Fire DRM)"), self->df_terrain, TRUE);
}

static void
on_stack_remove (AdjStackEditor *s, AdjChargeSetup *self)
{
  guint index;

  /* Covering choices follow the charging hexes they name (10.12). */
  if (g_ptr_array_find (self->editors[1], s, &index))
    for (guint a = 0; a < self->editors[1]->len; a++)
      if (a != index && cover_of (self->editors[1]->pdata[a]) != NULL)
        adj_cover_editor_remove_hex (cover_of (self->editors[1]->pdata[a]), index);
  for (guint side = 0; side < 2; side++)
    if (g_ptr_array_remove (self->editors[side], s))
      gtk_box_remove (self->stacks[side], GTK_WIDGET (s));
  update_stacks (self);
  emit_changed (self);
}

AdjStackEditor *
adj_charge_setup_add_stack (AdjChargeSetup *self, gboolean attackers)
{
  guint side = attackers ? 1 : 0;
  GtkWidget *s = adj_stack_editor_new (attackers ? ADJ_UNIT_ROLE_CHARGER : ADJ_UNIT_ROLE_DEFENDER,
                                       ADJ_STACK_MAX_UNITS, 1);

  g_return_val_if_fail (ADJ_IS_CHARGE_SETUP (self), NULL);
  g_ptr_array_add (self->editors[side], s);
  gtk_box_append (self->stacks[side], s);
  set_stack_terrain (self, ADJ_STACK_EDITOR (s), attackers);
  if (attackers)
    {
      GtkWidget *cover = adj_cover_editor_new ();
      g_object_set_data (G_OBJECT (s), "cover", cover);
      adj_stack_editor_add_row (ADJ_STACK_EDITOR (s), cover);
      g_signal_connect_swapped (cover, "changed", G_CALLBACK (emit_changed), self);
    }
  g_signal_connect_swapped (s, "changed", G_CALLBACK (emit_changed), self);
  g_signal_connect (s, "remove", G_CALLBACK (on_stack_remove), self);
  update_stacks (self);
  emit_changed (self);
  return ADJ_STACK_EDITOR (s);
}

static void
on_add_attacker (AdjChargeSetup *self)
{
  adj_charge_setup_add_stack (self, TRUE);
}

static void
on_add_defender (AdjChargeSetup *self)
{
  adj_charge_setup_add_stack (self, FALSE);
}

guint
adj_charge_setup_get_n_stacks (AdjChargeSetup *self, gboolean attackers)
{
  g_return_val_if_fail (ADJ_IS_CHARGE_SETUP (self), 0);
  return self->editors[attackers ? 1 : 0]->len;
}

AdjStackEditor *
adj_charge_setup_get_stack (AdjChargeSetup *self, gboolean attackers, guint i)
{
  g_return_val_if_fail (ADJ_IS_CHARGE_SETUP (self), NULL);
  g_return_val_if_fail (i < self->editors[attackers ? 1 : 0]->len, NULL);
  return self->editors[attackers ? 1 : 0]->pdata[i];
}

static gboolean
same_options (const GArray *a, const GArray *b)
{
  if (a == NULL || b == NULL || a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const AdjTerrainOption *x = &g_array_index (a, AdjTerrainOption, i);
      const AdjTerrainOption *y = &g_array_index (b, AdjTerrainOption, i);
      if (x->value != y->value || x->source != y->source || g_strcmp0 (x->key, y->key) != 0
          || g_strcmp0 (x->label, y->label) != 0)
        return FALSE;
    }
  return TRUE;
}

void
adj_charge_setup_set_charts (AdjChargeSetup *self, GPtrArray *charts, const AdjCombatCharts *combat)
{
  g_autoptr (GArray) charge = NULL;
  g_autoptr (GArray) df = NULL;

  g_return_if_fail (ADJ_IS_CHARGE_SETUP (self));
  charge = adj_terrain_options_new (charts, combat, ADJ_CHART_TERRAIN, "charge", NULL);
  g_array_set_clear_func (charge, (GDestroyNotify) clear_option);
  df = adj_terrain_options_new (charts, combat, ADJ_CHART_TERRAIN, "df", NULL);
  g_array_set_clear_func (df, (GDestroyNotify) clear_option);
  /* Each showing of Charge or Defensive Fire comes here: the terrain rows
   * are made anew only when the charts' rows changed. */
  if (same_options (charge, self->charge_terrain) && same_options (df, self->df_terrain))
    return;
  g_clear_pointer (&self->charge_terrain, g_array_unref);
  g_clear_pointer (&self->df_terrain, g_array_unref);
  self->charge_terrain = g_steal_pointer (&charge);
  self->df_terrain = g_steal_pointer (&df);
  for (guint side = 0; side < 2; side++)
    for (guint i = 0; i < self->editors[side]->len; i++)
      set_stack_terrain (self, self->editors[side]->pdata[i], side == 1);
}

static gboolean
read_stack (AdjStackEditor *s, gboolean attackers, guint i, AdjCombatStack *stack)
{
  g_autofree char *name = adj_charge_setup_hex_name (attackers, i);
  return adj_stack_editor_get_stack (s, name, stack);
}

void
adj_charge_setup_set_game (AdjChargeSetup *self, const AdjGameState *state)
{
  AdjChargeInput context = { 0 };

  g_return_if_fail (ADJ_IS_CHARGE_SETUP (self));
  /* The engine says what the game brings: night (13), the variant, and a
   * refitted Glory I battle's night Defensive Fire and range chart (14.11). */
  adj_game_state_charge_context (state, &context);
  self->refitted_glory1 = context.refitted_glory1;
  g_free (self->range_chart);
  self->range_chart = g_steal_pointer (&context.range_chart);
  gtk_switch_set_active (self->night, context.night);
  gtk_switch_set_active (self->fixed_glory, context.fixed_glory);
  adj_charge_input_clear (&context);
  emit_changed (self);
}

gboolean
adj_charge_setup_build_input (AdjChargeSetup *self, AdjChargeInput *in)
{
  guint n_att = self->editors[1]->len, n_def = self->editors[0]->len;
  gboolean ok = TRUE;
  AdjHexGrid grid;
  AdjHex centre = { 10, 10 };

  g_return_val_if_fail (ADJ_IS_CHARGE_SETUP (self), FALSE);
  memset (in, 0, sizeof *in);
  adj_hexgrid_init_unbounded (&grid, ADJ_SHIFT_ODD);
  in->shift = ADJ_SHIFT_ODD;
  in->night = gtk_switch_get_active (self->night);
  in->refitted_glory1 = self->refitted_glory1;
  in->range_chart = g_strdup (self->range_chart);
  in->fixed_glory = self->fixed_glory != NULL && gtk_switch_get_active (self->fixed_glory);
  in->kind = self->kind != NULL ? (AdjChargeKind) adw_combo_row_get_selected (self->kind) : ADJ_CHARGE_NORMAL;
  in->n_attackers = MIN (n_att, ADJ_CHARGE_MAX_HEXES);
  in->n_defenders = MIN (n_def, ADJ_CHARGE_MAX_HEXES);

  for (guint a = 0; a < in->n_attackers; a++)
    {
      AdjStackEditor *s = self->editors[1]->pdata[a];
      AdjCombatStack *st = &in->attackers[a];
      ok &= read_stack (s, TRUE, a, st);
      for (guint d = 0; d < in->n_defenders; d++)
        {
          g_autofree char *id = g_strdup_printf ("rear-%u", d);
          if (adj_stack_editor_get_flag (s, id))
            st->rear_mask |= 1u << d;
        }
      st->across_stream = adj_stack_editor_get_flag (s, "stream");
      st->across_bridge = in->fixed_glory && adj_stack_editor_get_flag (s, "bridge");
      /* The many side stands around the one (10.11). */
      st->hex = in->n_attackers > 1 ? adj_hexgrid_neighbour (&grid, centre, (AdjHexDir) a)
                : in->n_defenders > 1 ? centre : adj_hexgrid_neighbour (&grid, centre, ADJ_DIR_N);
    }
  for (guint d = 0; d < in->n_defenders; d++)
    {
      AdjStackEditor *s = self->editors[0]->pdata[d];
      AdjCombatStack *st = &in->defenders[d];
      ok &= read_stack (s, FALSE, d, st);
      for (guint a = 0; a < in->n_attackers; a++)
        {
          g_autofree char *id = g_strdup_printf ("df-%u", a);
          if (adj_stack_editor_get_flag (s, id))
            st->df_mask |= 1u << a;
        }
      st->hex = in->n_defenders > 1 ? adj_hexgrid_neighbour (&grid, centre, (AdjHexDir) d) : centre;
    }
  if (self->combined != NULL)
    {
      AdjCoverHex cover[ADJ_CHARGE_MAX_HEXES];
      in->combined_activation = gtk_switch_get_active (self->combined);
      for (guint a = 0; a < in->n_attackers; a++)
        adj_cover_editor_get (cover_of (self->editors[1]->pdata[a]), &cover[a]);
      adj_cover_layout (cover, in);
    }
  if (!ok)
    adj_charge_input_clear (in);
  return ok;
}

static void
adj_charge_setup_dispose (GObject *object)
{
  AdjChargeSetup *self = ADJ_CHARGE_SETUP (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (adj_charge_setup_parent_class)->dispose (object);
}

static void
adj_charge_setup_finalize (GObject *object)
{
  AdjChargeSetup *self = ADJ_CHARGE_SETUP (object);

  g_ptr_array_unref (self->editors[0]);
  g_ptr_array_unref (self->editors[1]);
  g_clear_pointer (&self->charge_terrain, g_array_unref);
  g_clear_pointer (&self->df_terrain, g_array_unref);
  g_free (self->range_chart);
  G_OBJECT_CLASS (adj_charge_setup_parent_class)->finalize (object);
}

static void
adj_charge_setup_class_init (AdjChargeSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_charge_setup_dispose;
  object_class->finalize = adj_charge_setup_finalize;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_RESET] = g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
adj_charge_setup_init (AdjChargeSetup *self)
{
  self->editors[0] = g_ptr_array_new ();
  self->editors[1] = g_ptr_array_new ();
  /* The charge's rows: a unit placed in one is greyed in the others. */
  g_object_set_data (G_OBJECT (self), "adj-picker-scope", GINT_TO_POINTER (1));
}

static GtkWidget *
add_button (AdjChargeSetup *self, const char *name, const char *label, GCallback callback)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();

  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "list-add-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), label);
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_set_name (button, name);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_tooltip_text (button, _("Only one side may have more than one hex in a charge (10.11)"));
  g_signal_connect_swapped (button, "clicked", callback, self);
  return button;
}

static GtkWidget *
charge_setup_new (void)
{
  AdjChargeSetup *self = g_object_new (ADJ_TYPE_CHARGE_SETUP, NULL);
  AdwPreferencesGroup *conditions = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  const char *kinds[] = { _("Charge"), _("Continued Attack (11.32)"), _("Counter-Attack (11.33)"), NULL };
  GtkWidget *kind = adw_combo_row_new ();

  self->mode = ADJ_CHARGE_SETUP_CHARGE;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  adw_preferences_group_set_title (conditions, _("Conditions"));
  self->night = adj_switch_row_add (conditions, "night", _("_Night"),
                                    _("No mounted charges; +2 to the checks a charge causes (13)"), FALSE);
  g_signal_connect_swapped (self->night, "notify::active", G_CALLBACK (emit_changed), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (kind), _("_Kind"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (kind), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (kind), G_LIST_MODEL (gtk_string_list_new (kinds)));
  gtk_widget_set_name (kind, "kind");
  adw_preferences_group_add (conditions, kind);
  self->kind = ADW_COMBO_ROW (kind);
  g_signal_connect_swapped (kind, "notify::selected", G_CALLBACK (emit_changed), self);

  self->fixed_glory = adj_switch_row_add (conditions, "fixed-glory", _("_Fixed Glory"),
                                          _("The house rules' melee: artillery melee strength, open-ground "
                                            "and bridge DRMs, no Defensive Fire"), FALSE);
  g_signal_connect_swapped (self->fixed_glory, "notify::active", G_CALLBACK (update_stacks), self);
  g_signal_connect_swapped (self->fixed_glory, "notify::active", G_CALLBACK (emit_changed), self);
  self->combined = adj_switch_row_add (conditions, "combined-activation", _("Combined _Activation (4.25)"),
                                       _("Several Leaders' units act as one: they may cover for "
                                         "each other (10.12)"), FALSE);
  g_signal_connect_swapped (self->combined, "notify::active", G_CALLBACK (emit_changed), self);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (conditions));

  for (int side = 1; side >= 0; side--)
    {
      self->stacks[side] = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 24));
      gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->stacks[side]));
      self->add[side] = side == 1 ? add_button (self, "add-attacker", _("Add _Charging Hex"),
                                                G_CALLBACK (on_add_attacker))
                                  : add_button (self, "add-defender", _("Add _Defending Hex"),
                                                G_CALLBACK (on_add_defender));
      gtk_box_append (GTK_BOX (self->box), self->add[side]);
    }
  GtkWidget *reset = gtk_button_new_with_mnemonic (_("_New Charge"));
  gtk_widget_set_name (reset, "charge-reset");
  gtk_widget_set_halign (reset, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (reset, "pill");
  gtk_widget_set_tooltip_text (reset, _("Start the next charge from one charging and one defending hex"));
  g_signal_connect_swapped (reset, "clicked", G_CALLBACK (adj_charge_setup_reset), self);
  gtk_box_append (GTK_BOX (self->box), reset);
  self->reset = reset;
  adj_charge_setup_reset (self);
  return GTK_WIDGET (self);
}

void
adj_charge_setup_reset (AdjChargeSetup *self)
{
  g_return_if_fail (ADJ_IS_CHARGE_SETUP (self));
  for (guint side = 0; side < 2; side++)
    while (self->editors[side]->len > 0)
      {
        GtkWidget *s = g_ptr_array_steal_index (self->editors[side], self->editors[side]->len - 1);
        gtk_box_remove (self->stacks[side], s);
      }
  adw_combo_row_set_selected (self->kind, ADJ_CHARGE_NORMAL);
  gtk_switch_set_active (self->combined, FALSE);
  adj_charge_setup_add_stack (self, TRUE);
  adj_charge_setup_add_stack (self, FALSE);
  /* The defender fires at the charging hex: Defensive Fire answers at once. */
  adj_stack_editor_set_flag (adj_charge_setup_get_stack (self, FALSE, 0), "df-0", TRUE);
  g_signal_emit (self, signals[SIGNAL_RESET], 0);
}

AdjChargeSetup *
adj_charge_setup_get_shared (GtkWidget *page)
{
  GtkRoot *root = gtk_widget_get_root (page);
  AdjChargeSetup *self;

  g_return_val_if_fail (root != NULL, NULL);
  self = g_object_get_data (G_OBJECT (root), "adj-glory-charge-setup");
  if (self == NULL)
    {
      self = ADJ_CHARGE_SETUP (g_object_ref_sink (charge_setup_new ()));
      g_object_set_data_full (G_OBJECT (root), "adj-glory-charge-setup", self, g_object_unref);
    }
  return self;
}

void
adj_charge_setup_place (AdjChargeSetup *self, GtkBox *box, AdjChargeSetupMode mode)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  g_return_if_fail (ADJ_IS_CHARGE_SETUP (self));
  if (parent != GTK_WIDGET (box))
    {
      g_object_ref (self);
      if (parent != NULL)
        gtk_box_remove (GTK_BOX (parent), GTK_WIDGET (self));
      gtk_box_append (box, GTK_WIDGET (self));
      g_object_unref (self);
    }
  self->mode = mode;
  /* The kind of charge and who covers whom (10.12, 11.32, 11.33) are the
   * Charge page's; Defensive Fire reads neither. */
  gtk_widget_set_visible (GTK_WIDGET (self->kind), mode == ADJ_CHARGE_SETUP_CHARGE);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->combined), ADW_TYPE_ACTION_ROW),
                          mode == ADJ_CHARGE_SETUP_CHARGE);
  update_stacks (self);
}

void
adj_charge_setup_get_game_ids (AdjChargeSetup *self, AdjGameUnitIds ids, AdjGameUnitRatings ratings)
{
  memset (ids, -1, sizeof (AdjGameUnitIds));
  memset (ratings, -1, sizeof (AdjGameUnitRatings));
  for (guint side = 0; side < 2; side++)
    {
      gboolean att = side == ADJ_SIDE_ATTACKER;
      for (guint s = 0; s < adj_charge_setup_get_n_stacks (self, att) && s < ADJ_CHARGE_MAX_HEXES; s++)
        {
          AdjStackEditor *stack = adj_charge_setup_get_stack (self, att, s);
          for (guint u = 0; u < adj_stack_editor_get_n_units (stack) && u < ADJ_STACK_MAX_UNITS; u++)
            adj_unit_editor_tie (adj_stack_editor_get_unit (stack, u), &ids[side][s][u], &ratings[side][s][u]);
        }
    }
}

void
adj_charge_setup_show_after (AdjChargeSetup *self, GtkWidget *page)
{
  g_return_if_fail (ADJ_IS_CHARGE_SETUP (self));
  adj_first_frame_show_after (page, GTK_WIDGET (self->stacks[0]));
  adj_first_frame_show_after (page, self->add[0]);
  adj_first_frame_show_after (page, self->reset);
}
