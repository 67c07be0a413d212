#include "glory/combatunit.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"

static const char *const kind_names[ADJ_COMBAT_KIND_COUNT] = {
  "infantry", "mounted-cavalry", "dismounted-cavalry", "artillery", "horse-artillery",
};

static const char *const gun_names[] = { "S", "M", "L" };
static const char *const army_names[] = { "union", "confederate" };

const char *
adj_army_to_string (AdjArmy army)
{
  return (guint) army < G_N_ELEMENTS (army_names) ? army_names[army] : "?";
}

gboolean
adj_army_from_string (const char *text, AdjArmy *out, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (army_names); i++)
    if (g_strcmp0 (text, army_names[i]) == 0)
      {
        *out = (AdjArmy) i;
        return TRUE;
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("'%s' is not an army: union or confederate"),
               text ? text : "");
  return FALSE;
}

int
adj_cavalry_disorder_drop (AdjCombatKind kind, AdjArmy army)
{
  if (kind == ADJ_COMBAT_MOUNTED_CAVALRY)
    return 1;
  if (kind == ADJ_COMBAT_DISMOUNTED_CAVALRY)
    return army == ADJ_ARMY_CONFEDERATE ? 2 : 1;
  return 0;
}

int
adj_combat_unit_cohesion (const AdjCombatUnit *unit, GArray *mods)
{
  if (!unit->disordered || !unit->disorder_marker)
    return unit->cohesion;
  int drop = adj_cavalry_disorder_drop (unit->kind, unit->army);
  if (drop > 0 && mods != NULL)
    adj_modifiers_add (mods, -drop, "12.4",
                       /* TRANSLATORS: a unit, its printed cohesion, the cohesion it has now */
                       unit->kind == ADJ_COMBAT_DISMOUNTED_CAVALRY && unit->army == ADJ_ARMY_CONFEDERATE
                         ? _("%s: disordered dismounted Confederate cavalry without a disordered side, "
                             "cohesion %d counts as %d")
                         : _("%s: disordered cavalry without a disordered side, cohesion %d counts as %d"),
                       adj_combat_unit_label (unit), unit->cohesion, unit->cohesion - drop);
  return unit->cohesion - drop;
}

const char *
adj_combat_kind_to_string (AdjCombatKind kind)
{
  return (guint) kind < ADJ_COMBAT_KIND_COUNT ? kind_names[kind] : "unknown";
}

gboolean
adj_combat_kind_from_string (const char *text, AdjCombatKind *out, GError **error)
{
  for (guint i = 0; i < ADJ_COMBAT_KIND_COUNT; i++)
    if (g_strcmp0 (text, kind_names[i]) == 0)
      {
        *out = (AdjCombatKind) i;
        return TRUE;
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               _("'%s' is not a unit type: infantry, mounted-cavalry, dismounted-cavalry, "
               "artillery or horse-artillery"), text ? text : "");
  return FALSE;
}

const char *
adj_gun_range_to_string (AdjGunRange gun)
{
  return (guint) gun < G_N_ELEMENTS (gun_names) ? gun_names[gun] : "?";
}

gboolean
adj_gun_range_from_string (const char *text, AdjGunRange *out, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (gun_names); i++)
    if (g_strcmp0 (text, gun_names[i]) == 0)
      {
        *out = (AdjGunRange) i;
        return TRUE;
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               _("'%s' is not an artillery range type: S, M or L (9.11)"), text ? text : "");
  return FALSE;
}

gboolean
adj_combat_kind_is_artillery (AdjCombatKind kind)
{
  return kind == ADJ_COMBAT_ARTILLERY || kind == ADJ_COMBAT_HORSE_ARTILLERY;
}

gboolean
adj_combat_kind_is_foot (AdjCombatKind kind)
{
  return kind == ADJ_COMBAT_INFANTRY || kind == ADJ_COMBAT_DISMOUNTED_CAVALRY;
}

int
adj_combat_kind_max_retreat (AdjCombatKind kind)
{
  return kind == ADJ_COMBAT_MOUNTED_CAVALRY || kind == ADJ_COMBAT_HORSE_ARTILLERY ? 2 : 1;
}

const AdjCombatUnit *
adj_combat_stack_top_fighter (const AdjCombatStack *stack)
{
  for (guint i = 0; i < stack->n_units; i++)
    if (!adj_combat_kind_is_artillery (stack->units[i].kind))
      return &stack->units[i];
  return NULL;
}

void
adj_combat_stack_clear (AdjCombatStack *stack)
{
  for (guint i = 0; i < stack->n_units; i++)
    g_free (stack->units[i].name);
  for (guint i = 0; i < stack->n_terrain; i++)
    {
      g_free (stack->terrain[i].terrain);
      g_free (stack->terrain[i].text);
    }
  g_free (stack->terrain);
  g_strfreev (stack->fixed_terrain);
  g_free (stack->hex_id);
  g_free (stack->frontal_enemies);
  g_strfreev (stack->frontal_enemy_ids);
  g_clear_pointer (&stack->modifiers, g_array_unref);
  memset (stack, 0, sizeof *stack);
}

int
adj_ccdr_fail_faces (int cohesion, int drm)
{
  /* face + drm > cohesion  <=>  face >= cohesion - drm + 1 */
  int first = cohesion - drm + 1;
  return CLAMP (10 - first, 0, 10);
}

static void
note_clear (gpointer data)
{
  AdjCombatNote *n = data;
  g_free (n->rule);
  g_free (n->text);
}

GArray *
adj_combat_notes_new (void)
{
  GArray *notes = g_array_new (FALSE, TRUE, sizeof (AdjCombatNote));
  g_array_set_clear_func (notes, note_clear);
  return notes;
}

void
adj_combat_notes_add (GArray *notes, AdjNoteKind kind, const char *rule, const char *format, ...)
{
  va_list args;
  AdjCombatNote n = { kind, g_strdup (rule), NULL };
  va_start (args, format);
  n.text = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (notes, n);
}

gboolean
adj_combat_notes_any_illegal (const GArray *notes)
{
  for (guint i = 0; i < notes->len; i++)
    if (g_array_index (notes, AdjCombatNote, i).kind == ADJ_NOTE_ILLEGAL)
      return TRUE;
  return FALSE;
}

const char *
adj_note_kind_to_string (AdjNoteKind kind)
{
  switch (kind)
    {
    case ADJ_NOTE_ILLEGAL: return "illegal";
    case ADJ_NOTE_OPTION: return "option";
    case ADJ_NOTE_INFO: return "info";
    default: return "unknown";
    }
}

const char *
adj_combat_unit_label (const AdjCombatUnit *unit)
{
  static const char *const labels[ADJ_COMBAT_KIND_COUNT] = {
    NC_("unit kind", "infantry"), NC_("unit kind", "mounted cavalry"), NC_("unit kind", "dismounted cavalry"),
    NC_("unit kind", "artillery"), NC_("unit kind", "horse artillery"),
  };
  if (unit->name != NULL && *unit->name != '\0')
    return unit->name;
  return (guint) unit->kind < ADJ_COMBAT_KIND_COUNT ? g_dpgettext2 (GETTEXT_PACKAGE, "unit kind", labels[unit->kind])
                                                    : adj_combat_kind_to_string (unit->kind);
}

guint
adj_bits_count (guint mask)
{
  guint n = 0;
  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}
