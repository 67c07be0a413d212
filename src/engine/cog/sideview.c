/* Clash of Giants III for one side's device (sideview.h).
 *
 * One thing is secret, and only with Greater Artillery Realism (6.3.2,
 * ruling 1 in docs/cog.md): the Artillery Markers a side drew this turn
 * lie face down until it uses one (13.1 reveals it). The other side
 * knows how many were drawn (the journal says it), not which: a view
 * names neither the other side's markers drawn nor those left in the
 * cup, since the one would tell the other. The summary (a referee's)
 * names them all; a view rewrites its "artillery". */
#include "cog/sideview.h"

#include "cog/apply.h"
#include "cog/battle-private.h"
#include "cog/cups.h"
#include "cog/state-private.h"
#include "core/error.h"
#include "core/i18n.h"

/* Whether @viewer may not see where @am is now. */
static gboolean
face_down (const AdjCogState *s, guint am, int viewer)
{
  const AdjCogArtilleryMarker *m = &s->battle->ams[am];
  return s->hidden_artillery && (int) m->side != viewer
         && (s->ams[am] == ADJ_COG_AM_DRAWN || s->ams[am] == ADJ_COG_AM_SET_ASIDE);
}

json_object *
adj_cog_state_view (const AdjCogState *s, int side)
{
  g_return_val_if_fail (side >= -1 && side <= 1, NULL);
  json_object *o = adj_cog_state_summary (s);
  json_object *artillery = json_object_object_get (o, "artillery");
  guint hidden[ADJ_COG_N_SIDES] = { 0 };
  for (guint i = 0; i < s->battle->n_ams; i++)
    if (face_down (s, i, side))
      {
        json_object_object_add (artillery, s->battle->ams[i].id, json_object_new_string ("face-down"));
        hidden[s->battle->ams[i].side] += s->ams[i] == ADJ_COG_AM_DRAWN;
      }
  json_object *counts = json_object_new_object ();
  for (int k = 0; k < ADJ_COG_N_SIDES; k++)
    json_object_object_add (counts, adj_cog_side_id ((AdjCogSide) k), json_object_new_int ((int) hidden[k]));
  json_object_object_add (o, "artillery_face_down", counts);

  /* The side's own markers it may still use this turn, by name (13.1). */
  if (side >= 0)
    {
      json_object *mine = json_object_new_array ();
      for (guint i = 0; i < s->battle->n_ams; i++)
        if (adj_cog_state_am_available (s, i, (AdjCogSide) side))
          {
            json_object *am = json_object_new_object ();
            json_object_object_add (am, "id", json_object_new_string (s->battle->ams[i].id));
            json_object_object_add (am, "name", json_object_new_string (s->battle->ams[i].name));
            json_object_array_add (mine, am);
          }
      json_object_object_add (o, "my_artillery", mine);
    }
  return o;
}

int
adj_cog_move_side_of (const AdjCogMove *m, const AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  switch (m->type)
    {
    case ADJ_COG_MOVE_CM_DRAW:
      return (int) adj_cog_state_drawer (s);  /* the players take turns at the cup (6.3.3) */
    case ADJ_COG_MOVE_SET_ASIDE:
    case ADJ_COG_MOVE_WITHHOLD:
      return m->index >= 0 && (guint) m->index < b->n_cms ? (int) b->cms[m->index].side : -1;
    case ADJ_COG_MOVE_COMMAND_ROLL:
      return m->index >= 0 && (guint) m->index < b->n_formations ? (int) b->formations[m->index].side : -1;
    case ADJ_COG_MOVE_COMBAT_ACTION:
    case ADJ_COG_MOVE_AUTOMATIC_VICTORY:
      return (int) m->side;
    default:
      /* The Artillery draw both watch, stepping on, combats and their
       * results, which are played on the shared screen. */
      return -1;
    }
}

AdjCogMove *
adj_cog_move_virtual (const AdjCogState *s, const char *kind, guint64 seed, GError **error)
{
  if (g_strcmp0 (kind, adj_cog_move_type_id (ADJ_COG_MOVE_AM_DRAW)) == 0)
    return adj_cog_move_am_draw_virtual (seed);
  if (g_strcmp0 (kind, adj_cog_move_type_id (ADJ_COG_MOVE_CM_DRAW)) == 0)
    return adj_cog_move_cm_draw_virtual (seed);
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("the app does not roll or draw a %s now"),
               kind != NULL ? kind : "?");
  return NULL;
}

char *
adj_cog_move_describe_for (const AdjCogMove *m, const AdjCogState *before, const AdjCogState *after, int viewer)
{
  char *line = adj_cog_move_describe (m, before, after);
  if (m->type != ADJ_COG_MOVE_AM_DRAW || !before->hidden_artillery || viewer < 0)
    return line;
  /* 6.3.2: the drawer's own markers, face down to the other side only. */
  GString *out = g_string_new (line);
  g_free (line);
  guint n = 0;
  for (guint i = 0; i < after->battle->n_ams; i++)
    if (after->ams[i] == ADJ_COG_AM_DRAWN && (int) after->battle->ams[i].side == viewer)
      g_string_append_printf (out, "%s%s", n++ ? ", " : _("; yours: "), after->battle->ams[i].name);
  return g_string_free (out, FALSE);
}
