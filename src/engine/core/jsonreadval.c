/* The values of a document read by core/jsonread.c: walking it, strings
 * unescaped on demand, numbers as json-c holds them. */
#include "core/jsonread-private.h"

#include <string.h>

int
adj_jsonread_hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}


static void
put_utf8 (char **out, gunichar c)
{
  *out += g_unichar_to_utf8 (c, *out);
}

/* Unescapes a string in place (never longer than its escapes) the first
 * time it is asked for. Lone surrogates read as U+FFFD, as in json-c. */
const char *
adj_jsonread_cook (AdjJsonNode *n)
{
  char *s = n->doc->text + n->start;
  if (!(n->flags & FLAG_ESCAPED))
    return s;
  const char *p = s, *end = s + n->len;
  char *out = s;
  while (p < end)
    {
      if (*p != '\\')
        {
          *out++ = *p++;
          continue;
        }
      p++;
      char c = *p++;
      switch (c)
        {
        case 'b': *out++ = '\b'; break;
        case 'f': *out++ = '\f'; break;
        case 'n': *out++ = '\n'; break;
        case 'r': *out++ = '\r'; break;
        case 't': *out++ = '\t'; break;
        case 'u':
          {
            gunichar u = 0;
            for (int k = 0; k < 4; k++)
              u = u * 16 + (gunichar) adj_jsonread_hex_value (*p++);
            if (u >= 0xD800 && u <= 0xDBFF && end - p >= 6 && p[0] == '\\' && p[1] == 'u')
              {
                gunichar lo = 0;
                for (int k = 0; k < 4; k++)
                  lo = lo * 16 + (gunichar) adj_jsonread_hex_value (p[2 + k]);
                if (lo >= 0xDC00 && lo <= 0xDFFF)
                  {
                    u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
                    p += 6;
                  }
              }
            if (u >= 0xD800 && u <= 0xDFFF)
              u = 0xFFFD;
            put_utf8 (&out, u);
          }
          break;
        default: /* " \ / */
          *out++ = c;
          break;
        }
    }
  *out = '\0';
  n->len = (guint32) (out - s);
  n->flags &= (guint8) ~FLAG_ESCAPED;
  return s;
}

json_type
adj_jsonread_type (AdjJsonVal v)
{
  return v != NULL ? (json_type) v->type : json_type_null;
}

gboolean
adj_jsonread_is (AdjJsonVal v, json_type type)
{
  return adj_jsonread_type (v) == type;
}

guint
adj_jsonread_length (AdjJsonVal v)
{
  return v != NULL && (v->type == json_type_array || v->type == json_type_object) ? v->count : 0;
}

AdjJsonVal
adj_jsonread_first (AdjJsonVal v)
{
  if (v == NULL || v->count == 0 || (v->type != json_type_array && v->type != json_type_object))
    return NULL;
  return v + (v->type == json_type_object ? 2 : 1);
}

AdjJsonVal
adj_jsonread_next (AdjJsonVal v)
{
  if (v == NULL || v->up == G_MAXUINT32)
    return NULL;
  const AdjJsonNode *nodes = v->doc->nodes, *parent = &nodes[v->up];
  if (v->next >= parent->next)
    return NULL;
  /* Members come as a name, then its value. */
  return &nodes[v->next] + (parent->type == json_type_object ? 1 : 0);
}

const char *
adj_jsonread_key (AdjJsonVal v)
{
  AdjJsonNode *k = (AdjJsonNode *) (v - 1);
  return adj_jsonread_cook (k);
}

const char *
adj_jsonread_string (AdjJsonVal v)
{
  return v != NULL && v->type == json_type_string ? adj_jsonread_cook ((AdjJsonNode *) v) : NULL;
}

gsize
adj_jsonread_string_len (AdjJsonVal v)
{
  return adj_jsonread_string (v) != NULL ? v->len : 0;
}

gboolean
adj_jsonread_boolean (AdjJsonVal v)
{
  return v != NULL && v->type == json_type_boolean && v->doc->text[v->start] == 't';
}

gint64
adj_jsonread_int64 (AdjJsonVal v)
{
  if (v == NULL || v->type != json_type_int)
    return v != NULL && v->type == json_type_double ? (gint64) adj_jsonread_double (v) : 0;
  if (v->flags & FLAG_BIG)
    return G_MAXINT64;
  const char *p = v->doc->text + v->start, *end = p + v->len;
  gboolean negative = *p == '-';
  guint64 mag = 0;
  for (p += negative; p < end; p++)
    {
      guint d = (guint) (*p - '0');
      if (mag > ((guint64) G_MAXINT64 + 1 - d) / 10)
        return G_MININT64; /* only a negative one gets here */
      mag = mag * 10 + d;
    }
  if (negative)
    return mag >= (guint64) G_MAXINT64 + 1 ? G_MININT64 : -(gint64) mag;
  return (gint64) mag;
}

int
adj_jsonread_int (AdjJsonVal v)
{
  gint64 i = adj_jsonread_int64 (v);
  return i < G_MININT ? G_MININT : i > G_MAXINT ? G_MAXINT : (int) i;
}

/* An integer past INT64_MAX as json-c holds it: up to UINT64_MAX. */
static guint64
big_value (AdjJsonVal v)
{
  const char *p = v->doc->text + v->start, *end = p + v->len;
  guint64 value = 0;
  for (; p < end; p++)
    {
      guint d = (guint) (*p - '0');
      if (value > (G_MAXUINT64 - d) / 10)
        return G_MAXUINT64;
      value = value * 10 + d;
    }
  return value;
}

guint64
adj_jsonread_uint64 (AdjJsonVal v)
{
  if (v == NULL || v->type != json_type_int)
    return 0;
  if (v->flags & FLAG_BIG)
    return big_value (v);
  gint64 i = adj_jsonread_int64 (v);
  return i < 0 ? 0 : (guint64) i;
}

char *
adj_jsonread_number_text (AdjJsonVal v)
{
  return g_strndup (v->doc->text + v->start, v->len);
}

double
adj_jsonread_double (AdjJsonVal v)
{
  if (v == NULL || (v->type != json_type_double && v->type != json_type_int))
    return 0;
  char buf[64];
  g_autofree char *big = v->len < sizeof buf ? NULL : g_strndup (v->doc->text + v->start, v->len);
  if (big == NULL)
    {
      memcpy (buf, v->doc->text + v->start, v->len);
      buf[v->len] = '\0';
    }
  return g_ascii_strtod (big != NULL ? big : buf, NULL);
}

AdjJsonVal
adj_jsonread_index (AdjJsonVal v, guint i)
{
  if (v == NULL || v->type != json_type_array || i >= v->count)
    return NULL;
  const AdjJsonNode *n = v + 1;
  for (guint k = 0; k < i; k++)
    n = &v->doc->nodes[n->next];
  return n;
}

AdjJsonVal
adj_jsonread_get (AdjJsonVal v, const char *key)
{
  if (v == NULL || v->type != json_type_object)
    return NULL;
  AdjJsonVal found = NULL;
  const char *text = v->doc->text;
  const AdjJsonNode *k = v + 1;
  for (guint m = 0; m < v->count; m++)
    {
      if (k->flags & FLAG_ESCAPED)
        adj_jsonread_cook ((AdjJsonNode *) k);
      const AdjJsonNode *value = k + 1;
      /* Names end in a NUL where their quote was: no length needed. A
       * name that holds a NUL was refused. */
      const char *name = text + k->start;
      if (name[0] == key[0] && strcmp (name, key) == 0)
        found = value;
      k = &v->doc->nodes[value->next];
    }
  return found;
}
