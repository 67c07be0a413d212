/* An activation (6.3.3, 10.1): the drawn formation's Command Track roll
 * for its movement allowance, an SCM's modifier to it, and the one Combat
 * Action each side may declare in a turn (12.2). */
#include "cog/state-private.h"

#include "core/i18n.h"

static AdjCogState *
command_roll (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint n, f = (guint) m->index;
  const guint *fs = adj_cog_state_active_formations (s, &n);
  gboolean ours = FALSE;
  for (guint i = 0; i < n; i++)
    ours |= fs[i] == f;
  if (s->step != ADJ_COG_STEP_ACTIVATION || !ours)
    {
      adj_cog_refuse (error, _("10.1: only a formation the drawn marker activates rolls on its Command Track"));
      return NULL;
    }
  if (s->rolled[f])
    {
      adj_cog_refuse (error, _("10.1: %s has rolled for this activation"), s->battle->formations[f].name);
      return NULL;
    }
  /* 6.3.3: some SCMs modify the roll; the track's ends read beyond it. */
  int drm = s->active_special ? s->battle->scms[s->active].command_drm : 0;
  AdjCogState *ns = adj_cog_state_copy (s);
  ns->rolled[f] = 1;
  ns->ma_roll[f] = (guint8) m->roll;
  ns->ma[f] = (gint8) adj_cog_formation_ma (&s->battle->formations[f], s->turn, m->roll + drm);
  return ns;
}

static AdjCogState *
combat_action (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  gboolean special;
  guint index, n;
  AdjCogSide side;
  const char *why = NULL;
  const guint *fs = adj_cog_state_active_formations (s, &n);
  if (s->step != ADJ_COG_STEP_ACTIVATION || !adj_cog_state_active_marker (s, &special, &index, &side))
    why = _("6.3.3: a Combat Action is declared at the end of an activation");
  else if (adj_cog_state_is_night (s))
    why = _("15.2: no combat at night");
  else if (special)
    why = _("12.2: no Combat Action in an SCM activation");
  else if (side != m->side)
    why = _("6.3.3: only the player whose formation is active declares a Combat Action");
  else if (s->combat_action_used[side])
    why = _("6.3.3: one Combat Action per side per turn");
  for (guint i = 0; why == NULL && i < n; i++)
    if (!s->rolled[fs[i]] && adj_cog_formation_needs_roll (s, fs[i]))
      why = _("6.3.3: the Combat Action comes after the formation's movement: roll on its Command Track first");
  if (why != NULL)
    {
      adj_cog_refuse (error, "%s", why);
      return NULL;
    }
  AdjCogState *ns = adj_cog_state_copy (s);
  ns->combat_action_used[side] = TRUE;
  ns->combat_action_now = TRUE;
  return ns;
}

AdjCogState *
adj_cog_apply_activation (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  if (m->type == ADJ_COG_MOVE_COMMAND_ROLL)
    {
      if (m->index < 0 || (guint) m->index >= s->battle->n_formations)
        {
          adj_cog_refuse (error, _("10.1: no such formation"));
          return NULL;
        }
      return command_roll (s, m, error);
    }
  return combat_action (s, m, error);
}
