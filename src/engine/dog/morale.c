/* Morale tests from the player's own factor table (morale.h). */
#include "dog/morale.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "dog/json.h"

gboolean
adj_dog_morale_passes (int total, int face)
{
  return face > total;
}

void
adj_dog_morale_chance (int total, guint *pass_faces, double *pass)
{
  guint faces = 0, n = 0;
  for (int face = 1; face <= 6; face++)
    if (adj_dog_morale_passes (total, face))
      {
        faces |= 1u << (face - 1);
        n++;
      }
  if (pass_faces != NULL)
    *pass_faces = faces;
  if (pass != NULL)
    *pass = n / 6.0;
}

gboolean
adj_dog_morale_test (const AdjDogSheets *sheets, const AdjDogMoraleInput *in, AdjDogMoraleResult *out,
                     GError **error)
{
  *out = (AdjDogMoraleResult) { .test = in->test };
  if ((guint) in->test >= ADJ_DOG_N_TESTS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("not a morale test (18.2)"));
      return FALSE;
    }
  g_autoptr (GArray) mods = adj_modifiers_new ();
  for (guint i = 0; i < in->n_uses; i++)
    {
      const AdjDogFactorUse *u = &in->uses[i];
      if (u->factor >= sheets->factors->len)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("your morale table has no factor %u"), u->factor);
          return FALSE;
        }
      const AdjDogFactor *f = &g_array_index (sheets->factors, AdjDogFactor, u->factor);
      for (guint j = 0; j < i; j++)
        if (in->uses[j].factor == u->factor)
          {
            g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("'%s' is counted twice"), f->text);
            return FALSE;
          }
      if (!f->applies[in->test])
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("your morale table gives '%s' no value for a %s test"),
                       f->text, adj_dog_test_name (in->test));
          return FALSE;
        }
      if (u->times < 1 || u->times > ADJ_DOG_MAX_FACTOR_TIMES)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("'%s' may count 1 to %d times"), f->text,
                       ADJ_DOG_MAX_FACTOR_TIMES);
          return FALSE;
        }
      if (u->times == 1)
        adj_modifiers_add (mods, f->value[in->test], "18.2", "%s", f->text);
      else
        /* TRANSLATORS: a factor of the player's morale table and how many times it counts */
        adj_modifiers_add (mods, u->times * f->value[in->test], "18.2", _("%s (× %d)"), f->text, u->times);
    }
  out->modifiers = g_steal_pointer (&mods);
  out->total = adj_modifiers_total (out->modifiers);
  out->need = CLAMP (out->total + 1, 1, 7);
  adj_dog_morale_chance (out->total, &out->pass_faces, &out->pass);
  out->fail = 1.0 - out->pass;
  out->pass_text = sheets->pass_text[in->test];
  out->fail_text = sheets->fail_text[in->test];
  return TRUE;
}

void
adj_dog_morale_result_clear (AdjDogMoraleResult *r)
{
  g_clear_pointer (&r->modifiers, g_array_unref);
}

json_object *
adj_dog_morale_result_to_json (const AdjDogMoraleResult *r)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "test", json_object_new_string (adj_dog_test_to_string (r->test)));
  json_object *mods = adj_modifiers_to_json (r->modifiers);
  for (size_t i = 0; i < json_object_array_length (mods); i++)
    json_object_object_add (json_object_array_get_idx (mods, i), "source", json_object_new_string ("user"));
  json_object_object_add (o, "factors", mods);
  json_object_object_add (o, "total", json_object_new_int (r->total));
  json_object_object_add (o, "need", json_object_new_int (r->need));
  json_object *faces = json_object_new_array ();
  for (int f = 1; f <= 6; f++)
    if (r->pass_faces & (1u << (f - 1)))
      json_object_array_add (faces, json_object_new_int (f));
  json_object_object_add (o, "pass_faces", faces);
  json_object_object_add (o, "pass", adj_dog_json_chance (r->pass));
  json_object_object_add (o, "fail", adj_dog_json_chance (r->fail));
  if (r->pass_text)
    json_object_object_add (o, "pass_result", json_object_new_string (r->pass_text));
  if (r->fail_text)
    json_object_object_add (o, "fail_result", json_object_new_string (r->fail_text));
  json_object_object_add (o, "rule", json_object_new_string ("18.2"));
  return o;
}
