/* The Artillery Marker cup (6.3.2) and the Command Marker cup (6.3.3). */
#include "cog/cups.h"

#include "cog/state-private.h"
#include "core/cup.h"
#include "core/i18n.h"

guint
adj_cog_am_cup (const AdjCogState *s, guint *cup, guint *own_count, AdjCogSide side)
{
  guint n = 0, own = 0;
  for (guint i = 0; i < s->battle->n_ams; i++)
    if (s->ams[i] == ADJ_COG_AM_POOL)
      {
        if (cup != NULL)
          cup[n] = i;
        n++;
        own += s->battle->ams[i].side == side ? 1 : 0;
      }
  if (own_count != NULL)
    *own_count = own;
  return n;
}

void
adj_cog_state_am_cup (const AdjCogState *s, AdjCogAmCup *out)
{
  guint csa;
  guint n = adj_cog_am_cup (s, NULL, &csa, ADJ_COG_CSA);
  out->in_cup[ADJ_COG_CSA] = csa;
  out->in_cup[ADJ_COG_UNION] = n - csa;
  out->draw = n / 2;
}

guint
adj_cog_am_draw_size (guint own, guint other)
{
  return (own + other) / 2;
}

void
adj_cog_am_chances (guint own, guint other, double *out)
{
  adj_cup_own_distribution (own, other, adj_cog_am_draw_size (own, other), out);
}

static json_object *
chances_json (guint own, guint other)
{
  g_autofree double *p = g_new0 (double, own + 1);
  adj_cog_am_chances (own, other, p);
  json_object *o = json_object_new_object ();
  for (guint i = 0; i <= own; i++)
    {
      char key[4];
      g_snprintf (key, sizeof key, "%u", i);
      json_object_object_add (o, key, json_object_new_double (p[i]));
    }
  return o;
}

json_object *
adj_cog_am_cup_to_json (guint union_in_cup, guint csa_in_cup)
{
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "draw", json_object_new_int ((int) adj_cog_am_draw_size (union_in_cup, csa_in_cup)));
  json_object_object_add (out, "union", chances_json (union_in_cup, csa_in_cup));
  json_object_object_add (out, "csa", chances_json (csa_in_cup, union_in_cup));
  return out;
}

gboolean
adj_cog_state_am_available (const AdjCogState *s, guint am, AdjCogSide side)
{
  return am < s->battle->n_ams && !adj_cog_state_is_night (s) && s->battle->ams[am].side == side
         && (s->ams[am] == ADJ_COG_AM_DRAWN || s->ams[am] == ADJ_COG_AM_ALWAYS);
}

guint
adj_cog_state_am_view (const AdjCogState *s, AdjCogSide owner, AdjCogSide viewer, guint *ams, guint *hidden)
{
  guint n = 0;
  *hidden = 0;
  for (guint i = 0; i < s->battle->n_ams; i++)
    {
      AdjCogAmStatus st = s->ams[i];
      if (s->battle->ams[i].side != owner)
        continue;
      if (st == ADJ_COG_AM_DRAWN && viewer != owner && s->hidden_artillery)
        (*hidden)++;  /* face down until used */
      else if (st == ADJ_COG_AM_DRAWN || st == ADJ_COG_AM_ALWAYS || st == ADJ_COG_AM_USED)
        ams[n++] = i;
    }
  return n;
}

guint
adj_cog_state_cm_cup (const AdjCogState *s, guint *markers, gboolean *special)
{
  guint n = 0;
  for (guint i = 0; i < s->battle->n_cms; i++)
    if (s->cms[i].status == ADJ_COG_CM_CUP)
      {
        markers[n] = i;
        special[n++] = FALSE;
      }
  for (guint i = 0; i < s->battle->n_scms; i++)
    if (s->scms[i].status == ADJ_COG_CM_CUP)
      {
        markers[n] = i;
        special[n++] = TRUE;
      }
  return n;
}

void
adj_cog_fill_cup (AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  /* AMs left in the cup sit this turn out. */
  for (guint i = 0; i < b->n_ams; i++)
    if (s->ams[i] == ADJ_COG_AM_POOL && !adj_cog_state_is_night (s))
      s->ams[i] = ADJ_COG_AM_SET_ASIDE;
  for (guint i = 0; i < b->n_cms; i++)
    if (s->cms[i].status == ADJ_COG_CM_READY)
      /* 6.3.3: the CMs of destroyed formations leave the game. */
      s->cms[i].status = adj_cog_marker_destroyed (s, b->cms[i].formations, b->cms[i].n_formations) ? ADJ_COG_CM_OUT
                                                                                             : ADJ_COG_CM_CUP;
  for (guint i = 0; i < b->n_scms; i++)
    {
      if (s->scms[i].status != ADJ_COG_CM_READY)
        continue;
      if (adj_cog_marker_destroyed (s, b->scms[i].formations, b->scms[i].n_formations))
        {
          s->scms[i].status = ADJ_COG_CM_OUT;
          continue;
        }
      s->scms[i].status = ADJ_COG_CM_CUP;
      int cm = b->scms[i].replaces;
      if (cm >= 0 && s->cms[cm].status == ADJ_COG_CM_CUP)
        s->cms[cm].status = ADJ_COG_CM_REPLACED;
    }
}

static AdjCogState *
am_draw (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint cup[ADJ_COG_MAX_DRAWN], idx[ADJ_COG_MAX_DRAWN];
  guint n = adj_cog_am_cup (s, cup, NULL, ADJ_COG_CSA), k = n / 2;
  if (s->step != ADJ_COG_STEP_ARTILLERY || n == 0)
    {
      adj_cog_refuse (error, s->step != ADJ_COG_STEP_ARTILLERY ? _("6.3.2: the AMs are drawn in the Artillery/SCM Phase")
                                                              : _("6.3.2: the cup holds no Artillery Marker"));
      return NULL;
    }
  if (m->has_seed)
    {
      adj_cup_draw (n, k, m->seed, idx);
      for (guint i = 0; i < k; i++)
        idx[i] = cup[idx[i]];
      /* A save may list what the seed drew: it must be that. */
      for (guint i = 0; i < m->n_drawn; i++)
        if (m->n_drawn != k || m->drawn[i] != idx[i])
          {
            adj_cog_refuse (error, _("6.3.2: the markers listed are not those the seed draws"));
            return NULL;
          }
    }
  else
    {
      if (m->n_drawn != k)
        {
          adj_cog_refuse (error, _("6.3.2: draw half the %u markers in the cup, rounded down: %u"), n, k);
          return NULL;
        }
      for (guint i = 0; i < k; i++)
        {
          if (m->drawn[i] >= s->battle->n_ams || s->ams[m->drawn[i]] != ADJ_COG_AM_POOL)
            {
              adj_cog_refuse (error, _("6.3.2: that marker is not in the cup"));
              return NULL;
            }
          for (guint j = 0; j < i; j++)
            if (m->drawn[j] == m->drawn[i])
              {
                adj_cog_refuse (error, _("6.3.2: a marker is drawn once"));
                return NULL;
              }
          idx[i] = m->drawn[i];
        }
    }
  AdjCogState *ns = adj_cog_state_copy (s);
  for (guint i = 0; i < n; i++)
    ns->ams[cup[i]] = ADJ_COG_AM_SET_ASIDE;
  for (guint i = 0; i < k; i++)
    ns->ams[idx[i]] = ADJ_COG_AM_DRAWN;
  return ns;
}

int
adj_cog_state_scm_roll (const AdjCogState *s, guint scm, gboolean *due)
{
  g_return_val_if_fail (scm < s->battle->n_scms, 0);
  if (due != NULL)
    *due = s->step == ADJ_COG_STEP_ARTILLERY && s->scms[scm].status == ADJ_COG_CM_READY
           && s->battle->scms[scm].available_on != 0 && s->scm_roll[scm] == 0;
  return s->scm_roll[scm];
}

static AdjCogState *
scm_roll (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint i = (guint) m->index;
  gboolean due = FALSE;
  if (m->index >= 0 && i < s->battle->n_scms)
    adj_cog_state_scm_roll (s, i, &due);
  if (!due)
    {
      adj_cog_refuse (error, _("6.3.2: no roll is due for that SCM now"));
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  n->scm_roll[i] = (guint8) m->roll;
  if (!(s->battle->scms[i].available_on & (1u << (m->roll - 1))))
    n->scms[i].status = ADJ_COG_CM_UNAVAILABLE;
  return n;
}

static AdjCogState *
cup_choice (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint i = (guint) m->index;
  gboolean withhold = m->type == ADJ_COG_MOVE_WITHHOLD;
  if (m->index < 0 || i >= s->battle->n_cms || s->step != ADJ_COG_STEP_CUP)
    {
      adj_cog_refuse (error, _("6.3.3: CMs are set aside or withheld as the cup is filled"));
      return NULL;
    }
  AdjCogSide side = s->battle->cms[i].side;
  const char *why = NULL;
  if (!withhold && (s->cms[i].status != ADJ_COG_CM_CUP || s->cms[i].arrived_turn != (int) s->turn))
    why = _("6.3.3: only a CM arriving this turn may be set aside");
  else if (withhold && !adj_cog_state_is_night (s))
    why = _("15.1: a CM is withheld only on a night turn");
  else if (withhold && s->withheld[side] >= 0)
    why = _("15.1: each player withholds one CM at most");
  else if (withhold && s->cms[i].status != ADJ_COG_CM_CUP && s->cms[i].status != ADJ_COG_CM_ASIDE)
    why = _("15.1: that CM is not going into the cup");
  if (why != NULL)
    {
      adj_cog_refuse (error, "%s", why);
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  n->cms[i].status = withhold ? ADJ_COG_CM_WITHHELD : ADJ_COG_CM_ASIDE;
  if (withhold)
    n->withheld[side] = (int) i;
  return n;
}

static AdjCogState *
cm_draw (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint markers[ADJ_COG_MAX_CMS_IN_CUP];
  gboolean special[ADJ_COG_MAX_CMS_IN_CUP];
  guint n = adj_cog_state_cm_cup (s, markers, special), pick = 0;
  if (s->step != ADJ_COG_STEP_DRAW || n == 0)
    {
      adj_cog_refuse (error, _("6.3.3: no marker is to be drawn now"));
      return NULL;
    }
  if (m->has_seed)
    {
      adj_cup_draw (n, 1, m->seed, &pick);
      if (m->index >= 0 && (markers[pick] != (guint) m->index || special[pick] != m->special))
        {
          adj_cog_refuse (error, _("6.3.3: the marker named is not the one the seed draws"));
          return NULL;
        }
    }
  else
    {
      for (pick = 0; pick < n && !(markers[pick] == (guint) m->index && special[pick] == m->special); pick++)
        ;
      if (pick == n)
        {
          adj_cog_refuse (error, _("6.3.3: that marker is not in the cup"));
          return NULL;
        }
    }
  AdjCogState *ns = adj_cog_state_copy (s);
  ns->active = (int) markers[pick];
  ns->active_special = special[pick];
  (special[pick] ? ns->scms : ns->cms)[markers[pick]].status = ADJ_COG_CM_DRAWN;
  ns->draws++;
  ns->step = ADJ_COG_STEP_ACTIVATION;
  return ns;
}

AdjCogState *
adj_cog_apply_cups (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  switch (m->type)
    {
    case ADJ_COG_MOVE_AM_DRAW:
      return am_draw (s, m, error);
    case ADJ_COG_MOVE_SCM_ROLL:
      return scm_roll (s, m, error);
    case ADJ_COG_MOVE_CM_DRAW:
      return cm_draw (s, m, error);
    default:
      return cup_choice (s, m, error);
    }
}
