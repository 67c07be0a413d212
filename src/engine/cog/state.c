/* The game state: making, copying, comparing, reading. */
#include "cog/state-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonutil.h"
#include "core/procedure.h"

/* A state and its arrays are one block: the struct, then each array (one
 * spare item each, as before) at an aligned offset. A replay copies a
 * state for every move, and one allocation instead of fifteen made that
 * copy (and its free) the dearest part of applying a move. Sets the
 * array pointers of @s when it is not NULL; returns the block's size. */
#define PLACE(field, count)                                            \
  G_STMT_START {                                                       \
    size = (size + 15) & ~(gsize) 15;                                  \
    if (s != NULL)                                                     \
      s->field = (gpointer) ((guint8 *) s + size);                     \
    size += ((gsize) (count) + 1) * sizeof *s->field;                  \
  } G_STMT_END

static gsize
place (AdjCogState *s, const AdjCogBattle *b)
{
  gsize size = sizeof (AdjCogState);
  PLACE (unit_steps, b->n_units);
  PLACE (unit_status, b->n_units);
  PLACE (unit_flags, b->n_units);
  PLACE (groups, b->n_reinforcements);
  PLACE (cms, b->n_cms);
  PLACE (scms, b->n_scms);
  PLACE (scm_roll, b->n_scms);
  PLACE (ams, b->n_ams);
  PLACE (ma, b->n_formations);
  PLACE (ma_roll, b->n_formations);
  PLACE (rolled, b->n_formations);
  PLACE (replaced, b->n_formations);
  PLACE (control, b->n_hexes);
  PLACE (chart, 3 * b->n_columns);
  return size;
}

#undef PLACE

static AdjCogState *
alloc (AdjCogBattle *b)
{
  AdjCogState *s = g_malloc0 (place (NULL, b));
  place (s, b);
  g_atomic_ref_count_init (&s->ref);
  s->battle = adj_cog_battle_ref (b);
  return s;
}

static const char *const option_ids[] = { ADJ_COG_OPTION_HISTORICAL_ENTRY, ADJ_COG_OPTION_HIDDEN_ARTILLERY,
                                          ADJ_PROCEDURE_MEMBER };

static gboolean
read_options (json_object *options, const char *where, gboolean *historical, gboolean *hidden, int *procedure,
              GError **error)
{
  const char *w = where ? where : "options";
  *historical = *hidden = FALSE;
  *procedure = ADJ_PROCEDURE_CURRENT;
  if (options == NULL)
    return TRUE;
  if (!json_object_is_type (options, json_type_object))
    return adj_cog_refuse (error, _("%s: expected an object"), w);
  json_object_object_foreach (options, key, value)
    {
      gboolean known = FALSE;
      (void) value;
      for (guint i = 0; i < G_N_ELEMENTS (option_ids); i++)
        known |= g_str_equal (key, option_ids[i]);
      if (!known)
        return adj_cog_refuse (error, _("%s.%s: Clash of Giants III has no such option"), w, key);
    }
  return adj_json_get_bool_opt (options, ADJ_COG_OPTION_HISTORICAL_ENTRY, historical, w, error)
         && adj_json_get_bool_opt (options, ADJ_COG_OPTION_HIDDEN_ARTILLERY, hidden, w, error)
         && adj_procedure_from_options (options, ADJ_PROCEDURE_CURRENT, procedure, w, error);
}

AdjCogState *
adj_cog_state_new (AdjCogBattle *b, json_object *options, const char *where, GError **error)
{
  gboolean historical, hidden;
  int procedure;
  if (!read_options (options, where, &historical, &hidden, &procedure, error))
    return NULL;
  AdjCogState *s = alloc (b);
  s->historical_entry = historical;
  s->hidden_artillery = hidden;
  s->procedure = procedure;
  for (guint i = 0; i < b->n_units; i++)
    {
      s->unit_steps[i] = (guint8) b->units[i].start_steps;
      s->unit_status[i] = b->units[i].arrives < 0 ? ADJ_COG_UNIT_ON_MAP : ADJ_COG_UNIT_WAITING;
    }
  for (guint i = 0; i < b->n_reinforcements; i++)
    s->groups[i] = (CogGroup) { .turn = (guint8) b->reinforcements[i].turn, .entry = -1 };
  for (guint i = 0; i < b->n_cms; i++)
    {
      gboolean start = b->cms[i].turn < 0 && b->cms[i].n_arrives == 0;
      s->cms[i] = (CogMarker) { start ? ADJ_COG_CM_READY : ADJ_COG_CM_OFF, -1 };
    }
  for (guint i = 0; i < b->n_ams; i++)
    {
      gboolean start = b->ams[i].turn < 0 && b->ams[i].arrives < 0;
      s->ams[i] = !start ? ADJ_COG_AM_OFF : b->ams[i].always_available ? ADJ_COG_AM_ALWAYS : ADJ_COG_AM_POOL;
    }
  for (guint i = 0; i < b->n_formations; i++)
    s->ma[i] = -1;
  for (guint i = 0; i < b->n_hexes; i++)
    s->control[i] = (gint8) b->hexes[i].control;
  s->active = -1;
  s->withheld[0] = s->withheld[1] = -1;
  s->automatic_victory = -1;
  adj_cog_state_init_chart (s);
  adj_cog_begin_turn (s, 0);
  return s;
}

AdjCogState *
adj_cog_state_copy (const AdjCogState *s)
{
  AdjCogState *copy = g_memdup2 (s, place (NULL, s->battle));
  place (copy, s->battle);
  g_atomic_ref_count_init (&copy->ref);
  adj_cog_battle_ref (copy->battle);
  return copy;
}

AdjCogState *
adj_cog_state_ref (AdjCogState *s)
{
  g_atomic_ref_count_inc (&s->ref);
  return s;
}

void
adj_cog_state_unref (AdjCogState *s)
{
  if (s == NULL || !g_atomic_ref_count_dec (&s->ref))
    return;
  adj_cog_battle_unref (s->battle);
  g_free (s);
}

#define SAME(field, count) (memcmp (a->field, b->field, (count) * sizeof *a->field) == 0)

gboolean
adj_cog_state_equal (const AdjCogState *a, const AdjCogState *b)
{
  const AdjCogBattle *bt = a->battle;
  if (a->battle != b->battle && g_strcmp0 (a->battle->hash, b->battle->hash) != 0)
    return FALSE;
  if (a->historical_entry != b->historical_entry || a->hidden_artillery != b->hidden_artillery
      || a->procedure != b->procedure
      || a->turn != b->turn || a->step != b->step || a->active != b->active
      || a->active_special != b->active_special || a->draws != b->draws
      || a->combat_action_now != b->combat_action_now || a->n_pending != b->n_pending
      || a->automatic_victory != b->automatic_victory
      || memcmp (a->combat_action_used, b->combat_action_used, sizeof a->combat_action_used) != 0
      || memcmp (a->withheld, b->withheld, sizeof a->withheld) != 0
      || memcmp (a->steps_lost, b->steps_lost, sizeof a->steps_lost) != 0
      || memcmp (a->vp_extra, b->vp_extra, sizeof a->vp_extra) != 0)
    return FALSE;
  for (guint i = 0; i < a->n_pending; i++)
    if (a->pending[i].unit != b->pending[i].unit || a->pending[i].kind != b->pending[i].kind
        || a->pending[i].retreat != b->pending[i].retreat)
      return FALSE;
  for (guint i = 0; i < bt->n_reinforcements; i++)
    {
      const CogGroup *x = &a->groups[i], *y = &b->groups[i];
      if (x->turn != y->turn || x->fixed != y->fixed || x->early_roll != y->early_roll
          || x->variable_roll != y->variable_roll || x->entry_roll != y->entry_roll || x->arrived != y->arrived
          || x->entry != y->entry)
        return FALSE;
    }
  for (guint i = 0; i < 3 * bt->n_columns; i++)
    if (a->chart[i].blank != b->chart[i].blank || a->chart[i].is_text != b->chart[i].is_text
        || a->chart[i].value != b->chart[i].value)
      return FALSE;
  for (guint i = 0; i < bt->n_cms; i++)
    if (a->cms[i].status != b->cms[i].status || a->cms[i].arrived_turn != b->cms[i].arrived_turn)
      return FALSE;
  for (guint i = 0; i < bt->n_scms; i++)
    if (a->scms[i].status != b->scms[i].status || a->scms[i].arrived_turn != b->scms[i].arrived_turn)
      return FALSE;
  return SAME (unit_steps, bt->n_units) && SAME (unit_status, bt->n_units) && SAME (unit_flags, bt->n_units)
         && SAME (scm_roll, bt->n_scms) && SAME (ams, bt->n_ams) && SAME (ma, bt->n_formations)
         && SAME (ma_roll, bt->n_formations) && SAME (rolled, bt->n_formations)
         && SAME (replaced, bt->n_formations) && SAME (control, bt->n_hexes);
}

const AdjCogBattle *adj_cog_state_battle (const AdjCogState *s) { return s->battle; }
guint adj_cog_state_turn (const AdjCogState *s) { return s->turn; }
AdjCogStep adj_cog_state_step (const AdjCogState *s) { return s->step; }
const AdjCogTurn *adj_cog_state_turn_info (const AdjCogState *s) { return &s->battle->turns[s->turn]; }
gboolean adj_cog_state_is_night (const AdjCogState *s) { return s->battle->turns[s->turn].night; }

gboolean
adj_cog_state_option (const AdjCogState *s, const char *id)
{
  if (g_strcmp0 (id, ADJ_COG_OPTION_HISTORICAL_ENTRY) == 0)
    return s->historical_entry;
  if (g_strcmp0 (id, ADJ_COG_OPTION_HIDDEN_ARTILLERY) == 0)
    return s->hidden_artillery;
  return FALSE;
}

AdjCogUnitStatus
adj_cog_state_unit_status (const AdjCogState *s, guint unit)
{
  g_return_val_if_fail (unit < s->battle->n_units, ADJ_COG_UNIT_ELIMINATED);
  return s->unit_status[unit];
}

int
adj_cog_state_unit_steps (const AdjCogState *s, guint unit)
{
  g_return_val_if_fail (unit < s->battle->n_units, 0);
  return s->unit_steps[unit];
}

gboolean
adj_cog_state_formation_destroyed (const AdjCogState *s, guint formation)
{
  gboolean any = FALSE;
  for (guint i = 0; i < s->battle->n_units; i++)
    if (s->battle->units[i].formation == formation)
      {
        if (s->unit_status[i] != ADJ_COG_UNIT_ELIMINATED)
          return FALSE;
        any = TRUE;
      }
  return any;
}

gboolean
adj_cog_marker_destroyed (const AdjCogState *s, const guint *formations, guint n)
{
  for (guint i = 0; i < n; i++)
    if (!adj_cog_state_formation_destroyed (s, formations[i]))
      return FALSE;
  return TRUE;
}

void
adj_cog_state_group (const AdjCogState *s, guint r, AdjCogGroupInfo *out)
{
  g_return_if_fail (r < s->battle->n_reinforcements);
  const CogGroup *g = &s->groups[r];
  *out = (AdjCogGroupInfo) { g->turn, g->fixed, g->early_roll, g->variable_roll, g->entry_roll, g->arrived,
                             g->entry, adj_cog_group_entry (s, r) };
}

AdjCogMarkerStatus adj_cog_state_cm_status (const AdjCogState *s, guint cm) { return s->cms[cm].status; }
AdjCogMarkerStatus adj_cog_state_scm_status (const AdjCogState *s, guint scm) { return s->scms[scm].status; }
AdjCogAmStatus adj_cog_state_am_status (const AdjCogState *s, guint am) { return s->ams[am]; }

int
adj_cog_state_formation_ma (const AdjCogState *s, guint f, int *roll)
{
  if (roll != NULL)
    *roll = s->ma_roll[f];
  return s->ma[f];
}

gboolean
adj_cog_state_active_marker (const AdjCogState *s, gboolean *special, guint *index, AdjCogSide *side)
{
  if (s->active < 0)
    return FALSE;
  *special = s->active_special;
  *index = (guint) s->active;
  *side = s->active_special ? s->battle->scms[s->active].side : s->battle->cms[s->active].side;
  return TRUE;
}

AdjCogSide
adj_cog_state_drawer (const AdjCogState *s)
{
  /* Ruling (docs/cog.md): the players take turns at the cup, the CSA first. */
  return s->draws % 2 == 0 ? ADJ_COG_CSA : ADJ_COG_UNION;
}

gboolean adj_cog_state_combat_action_used (const AdjCogState *s, AdjCogSide side) { return s->combat_action_used[side]; }
int adj_cog_state_automatic_victory (const AdjCogState *s) { return s->automatic_victory; }

const guint *
adj_cog_state_active_formations (const AdjCogState *s, guint *n)
{
  if (s->active < 0)
    {
      *n = 0;
      return NULL;
    }
  if (s->active_special)
    {
      *n = s->battle->scms[s->active].n_formations;
      return s->battle->scms[s->active].formations;
    }
  *n = s->battle->cms[s->active].n_formations;
  return s->battle->cms[s->active].formations;
}

gboolean
adj_cog_formation_needs_roll (const AdjCogState *s, guint formation)
{
  for (guint i = 0; i < s->battle->n_units; i++)
    if (s->battle->units[i].formation == formation && s->battle->units[i].type == ADJ_COG_INFANTRY
        && s->unit_status[i] == ADJ_COG_UNIT_ON_MAP)
      return TRUE;
  return FALSE;
}

gboolean
adj_cog_state_combat_open (const AdjCogState *s)
{
  guint n;
  const guint *f = adj_cog_state_active_formations (s, &n);
  if (s->step != ADJ_COG_STEP_ACTIVATION || adj_cog_state_is_night (s))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!s->rolled[f[i]] && adj_cog_formation_needs_roll (s, f[i]))
      return FALSE;  /* attacks come after the formation's movement (6.3.3) */
  return s->combat_action_now || s->active_special;
}

gboolean
adj_cog_state_needs_command_roll (const AdjCogState *s, guint formation)
{
  guint n;
  const guint *f = adj_cog_state_active_formations (s, &n);
  for (guint i = 0; s->step == ADJ_COG_STEP_ACTIVATION && i < n; i++)
    if (f[i] == formation)
      return !s->rolled[formation] && adj_cog_formation_needs_roll (s, formation);
  return FALSE;
}
