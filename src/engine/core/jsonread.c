/* The one-pass JSON reader (core/jsonread.h). Its refusals follow
 * json-c's strict mode as adj_json_parse() uses it, quirks included (a
 * "1." or a NaN reads; "01" does not), with json-c's own descriptions, so
 * that a file refused before is refused alike, at the same place. */
#include "core/jsonread-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonutil.h"

/* A container being read: for the path of a refused text. */
typedef struct {
  guint32 node;
  guint32 index;
  guint32 key;
} Frame;

typedef struct {
  AdjJsonDoc *doc;
  char *t;
  gsize len;
  gsize pos;
  guint32 cap;
  int depth;
  Frame stack[ADJ_JSON_MAX_DEPTH + 1];
  const char *what;
  GError **error;
  gboolean failed;
  /* A NUL in a text is refused after the syntax, as adj_json_parse does:
   * the first in a value (by its path), else the first in a name. */
  char *nul_value_path;
  gssize nul_key_at;
} Parser;

void
adj_json_line_col (const char *text, gsize offset, int *line, int *col)
{
  *line = 1;
  *col = 1;
  for (gsize i = 0; i < offset; i++)
    {
      if (text[i] == '\n')
        {
          (*line)++;
          *col = 1;
        }
      else
        (*col)++;
    }
}

gsize
adj_json_first_bad_utf8 (const char *text, gsize len)
{
  gsize i = 0;
  /* Files are mostly ASCII: eight bytes at a time until one is not. */
  for (; i + 8 <= len; i += 8)
    {
      guint64 w;
      memcpy (&w, text + i, 8);
      if (w & G_GUINT64_CONSTANT (0x8080808080808080))
        break;
    }
  const char *end = NULL;
  while (i < len && !g_utf8_validate_len (text + i, len - i, &end))
    {
      if (*end != '\0')
        return (gsize) (end - text);
      i = (gsize) (end - text) + 1;
    }
  return len;
}

/* ---- parsing ---- */

static gboolean
fail_at (Parser *P, gsize offset, enum json_tokener_error jerr)
{
  int line, col;
  if (P->failed)
    return FALSE;
  P->failed = TRUE;
  /* A NUL byte where json-c looks for anything ends its text. */
  if (offset < P->len && P->t[offset] == '\0' && jerr != json_tokener_error_depth)
    jerr = json_tokener_error_parse_eof;
  adj_json_line_col (P->t, MIN (offset, P->len), &line, &col);
  g_set_error (P->error, ADJ_ERROR, jerr == json_tokener_error_depth ? ADJ_ERROR_TOO_LARGE : ADJ_ERROR_PARSE,
               "%s: line %d, column %d: %s", P->what, line, col,
               jerr == json_tokener_error_depth ? _("nested deeper than any Adjutant file may be")
                                                : json_tokener_error_desc (jerr));
  return FALSE;
}

static gboolean
fail_early (Parser *P)
{
  if (P->failed)
    return FALSE;
  P->failed = TRUE;
  g_set_error (P->error, ADJ_ERROR, ADJ_ERROR_PARSE, _("%s: the JSON text ends too early"), P->what);
  return FALSE;
}

/* Byte classes, looked up once per byte: white space (json-c's four,
 * not \f or \v), and
 * the bytes that end the plain run of a string. */
enum { SPACE = 1, STRING_STOP = 2, NAME_STOP = 4 };
static const guint8 byte_class[256] = {
  [' '] = SPACE, ['\n'] = SPACE, ['\r'] = SPACE, ['\t'] = SPACE,
  ['"'] = STRING_STOP, ['\\'] = STRING_STOP | NAME_STOP, [0] = STRING_STOP | NAME_STOP, ['\''] = NAME_STOP,
};

static inline gboolean
is_space (char c)
{
  return byte_class[(guint8) c] & SPACE;
}

static inline void
skip_space (Parser *P)
{
  const char *t = P->t;
  gsize pos = P->pos, len = P->len;
  /* Saves are indented: runs of spaces eight at a time. */
  while (pos < len && is_space (t[pos]))
    {
      pos++;
      guint64 w;
      while (pos + 8 <= len && (memcpy (&w, t + pos, 8), w == G_GUINT64_CONSTANT (0x2020202020202020)))
        pos += 8;
    }
  P->pos = pos;
}

static guint32
new_node (Parser *P, json_type type)
{
  AdjJsonDoc *doc = P->doc;
  if (doc->n_nodes == P->cap)
    {
      P->cap = P->cap < 64 ? 64 : P->cap * 2;
      doc->nodes = g_renew (AdjJsonNode, doc->nodes, P->cap);
    }
  guint32 i = doc->n_nodes++;
  guint32 up = P->depth > 0 ? P->stack[P->depth - 1].node : G_MAXUINT32;
  doc->nodes[i] = (AdjJsonNode) { doc, (guint32) P->pos, 0, i + 1, 0, up, (guint8) type, 0 };
  return i;
}

static void
note_nul_in_value (Parser *P)
{
  if (P->nul_value_path != NULL)
    return;
  GString *path = g_string_new ("$");
  for (int d = 0; d < P->depth; d++)
    {
      const Frame *f = &P->stack[d];
      if (P->doc->nodes[f->node].type == json_type_array)
        g_string_append_printf (path, "[%u]", f->index);
      else
        {
          g_string_append_c (path, '.');
          g_string_append (path, adj_jsonread_cook (&P->doc->nodes[f->key]));
        }
    }
  P->nul_value_path = g_string_free (path, FALSE);
}

/* A string from after its opening quote (@quote; a name's may be ') to
 * after its closing one, which becomes the NUL that ends it. */
static gboolean
parse_string (Parser *P, gboolean key, char quote)
{
  guint32 i = new_node (P, json_type_string);
  const char *t = P->t;
  gsize pos = ++P->pos, len = P->len;
  guint8 flags = key ? FLAG_KEY : 0;
  guint8 stop = quote == '"' ? STRING_STOP : NAME_STOP;
  P->doc->nodes[i].start = (guint32) pos;
  for (;;)
    {
      /* The common run: no quote, backslash or NUL. */
      while (pos < len && !(byte_class[(guint8) t[pos]] & stop))
        pos++;
      if (pos >= len)
        return fail_early (P);
      char c = t[pos];
      if (c == quote)
        break;
      if (c == '\0')
        return fail_at (P, pos + 1, json_tokener_error_parse_eof);
      /* An escape. */
      flags |= FLAG_ESCAPED;
      gsize at = pos++;
      if (pos >= len)
        return fail_early (P);
      c = t[pos];
      if (c == 'u')
        {
          guint v = 0;
          for (int k = 0; k < 4; k++)
            {
              if (++pos >= len)
                return fail_early (P);
              int h = adj_jsonread_hex_value (t[pos]);
              if (h < 0)
                return fail_at (P, pos, json_tokener_error_parse_string);
              v = v * 16 + (guint) h;
            }
          if (v == 0)
            {
              if (key && P->nul_key_at < 0)
                P->nul_key_at = (gssize) at;
              else if (!key)
                note_nul_in_value (P);
            }
        }
      else if (strchr ("\"\\/bfnrt", c) == NULL || c == '\0')
        return fail_at (P, pos, json_tokener_error_parse_string);
      pos++;
    }
  AdjJsonNode *n = &P->doc->nodes[i];
  n->len = (guint32) (pos - n->start);
  n->flags = flags;
  P->t[pos] = '\0';
  P->pos = pos + 1;
  return TRUE;
}

/* @word from @P->pos; a mismatch is refused where it is, as json-c does. */
static gboolean
parse_word (Parser *P, const char *word, json_type type, enum json_tokener_error jerr)
{
  guint32 i = new_node (P, type);
  gsize n = strlen (word);
  for (gsize k = 0; k < n; k++)
    {
      if (P->pos + k >= P->len)
        return fail_early (P);
      if (P->t[P->pos + k] != word[k])
        return fail_at (P, P->pos + k, jerr);
    }
  P->doc->nodes[i].len = (guint32) n;
  P->pos += n;
  return TRUE;
}

static inline gboolean
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

/* After a number: a character that may follow a value; anything else is
 * refused as json-c does ("number expected"). json-c also ends one at a
 * comment or an I (of -Infinity) and lets the container refuse what comes. */
static gboolean
number_ends (char c)
{
  return is_space (c) || c == ',' || c == ']' || c == '}' || c == '/' || c == 'I' || c == 'i';
}

/* A number, read as json-c reads one: first the run of characters that
 * may make one (digits; one '.', one exponent; a sign at the start, after
 * the '.' or after the exponent), then the whole run checked. */
static gboolean
parse_number (Parser *P)
{
  guint32 i = new_node (P, json_type_int);
  const char *t = P->t;
  gsize pos = P->pos, len = P->len, start = P->pos;
  gboolean is_double = FALSE, exponent = FALSE, minus_ok = TRUE, plus_ok = FALSE;

  for (; pos < len; pos++)
    {
      char c = t[pos];
      if (is_digit (c))
        minus_ok = plus_ok = FALSE;
      else if ((c == 'e' || c == 'E') && !exponent)
        exponent = is_double = minus_ok = plus_ok = TRUE;
      else if (c == '.' && !is_double)
        is_double = minus_ok = plus_ok = TRUE;
      else if ((c == '-' && minus_ok) || (c == '+' && plus_ok))
        minus_ok = plus_ok = FALSE;
      else
        break;
    }
  if (pos >= len)
    return fail_early (P);
  if (P->depth > 0 && !number_ends (t[pos]))
    return fail_at (P, pos, json_tokener_error_parse_number);
  gboolean negative = t[start] == '-';
  if (negative && pos - start == 1 && (t[pos] == 'I' || t[pos] == 'i'))
    {
      P->doc->n_nodes--;
      if (!parse_word (P, "-Infinity", json_type_double, json_tokener_error_parse_unexpected))
        return FALSE;
      return TRUE;
    }
  AdjJsonNode *n = &P->doc->nodes[i];
  n->len = (guint32) (pos - start);
  if (is_double)
    {
      /* The whole run must be a number to strtod ("1." is, "1e" not). */
      char buf[64];
      g_autofree char *big = n->len < sizeof buf ? NULL : g_strndup (t + start, n->len);
      if (big == NULL)
        {
          memcpy (buf, t + start, n->len);
          buf[n->len] = '\0';
        }
      char *end = NULL;
      const char *num = big != NULL ? big : buf;
      g_ascii_strtod (num, &end);
      if (end != num + n->len)
        return fail_at (P, pos, json_tokener_error_parse_number);
      n->type = json_type_double;
      P->pos = pos;
      return TRUE;
    }
  gsize digits = start + (negative ? 1 : 0);
  if (digits == pos)
    return fail_at (P, pos, json_tokener_error_parse_number);
  if (!negative)
    {
      /* json-c's leading zeros: "0", "00" and "-01" read; "01" not. */
      guint64 v = 0;
      gboolean big = FALSE, nonzero = FALSE;
      for (gsize k = digits; k < pos; k++)
        {
          guint d = (guint) (t[k] - '0');
          nonzero |= d != 0;
          if (v > (G_MAXUINT64 - d) / 10)
            big = TRUE;
          else if (!big)
            v = v * 10 + d;
        }
      if (nonzero && t[digits] == '0')
        return fail_at (P, pos, json_tokener_error_parse_number);
      /* Past INT64_MAX: held as unsigned (a seed), as json-c does. */
      if (big || v > (guint64) G_MAXINT64)
        n->flags |= FLAG_BIG;
    }
  P->pos = pos;
  return TRUE;
}

static gboolean parse_value (Parser *P);

static gboolean
push (Parser *P, guint32 node)
{
  P->stack[P->depth++] = (Frame) { node, 0, 0 };
  return TRUE;
}

static gboolean
parse_array (Parser *P)
{
  guint32 i = new_node (P, json_type_array);
  if (!push (P, i))
    return FALSE;
  Frame *f = &P->stack[P->depth - 1];
  P->pos++;
  skip_space (P);
  if (P->pos >= P->len)
    return fail_early (P);
  if (P->t[P->pos] != ']')
    for (;;)
      {
        if (!parse_value (P))
          return FALSE;
        f->index++;
        skip_space (P);
        if (P->pos >= P->len)
          return fail_early (P);
        char c = P->t[P->pos];
        if (c == ']')
          break;
        if (c != ',')
          return fail_at (P, P->pos, c == '\0' ? json_tokener_error_parse_eof
                                               : json_tokener_error_parse_array);
        P->pos++;
        skip_space (P);
        if (P->pos < P->len && P->t[P->pos] == ']')
          return fail_at (P, P->pos, json_tokener_error_parse_unexpected);
      }
  P->pos++;
  P->depth--;
  AdjJsonNode *n = &P->doc->nodes[i];
  n->count = f->index;
  n->next = P->doc->n_nodes;
  return TRUE;
}

static gboolean
parse_object (Parser *P)
{
  guint32 i = new_node (P, json_type_object);
  if (!push (P, i))
    return FALSE;
  Frame *f = &P->stack[P->depth - 1];
  P->pos++;
  skip_space (P);
  if (P->pos >= P->len)
    return fail_early (P);
  if (P->t[P->pos] != '}')
    for (;;)
      {
        char c = P->t[P->pos];
        /* json-c's strict mode lets a name be in single quotes. */
        if (c != '"' && c != '\'')
          return fail_at (P, P->pos, c == '\0' ? json_tokener_error_parse_eof
                                   : c == '}' && f->index > 0 ? json_tokener_error_parse_unexpected
                                               : json_tokener_error_parse_object_key_name);
        f->key = P->doc->n_nodes;
        if (!parse_string (P, TRUE, c))
          return FALSE;
        skip_space (P);
        if (P->pos >= P->len)
          return fail_early (P);
        if (P->t[P->pos] != ':')
          return fail_at (P, P->pos, json_tokener_error_parse_object_key_sep);
        P->pos++;
        if (!parse_value (P))
          return FALSE;
        f->index++;
        skip_space (P);
        if (P->pos >= P->len)
          return fail_early (P);
        c = P->t[P->pos];
        if (c == '}')
          break;
        if (c != ',')
          return fail_at (P, P->pos, c == '\0' ? json_tokener_error_parse_eof
                                               : json_tokener_error_parse_object_value_sep);
        P->pos++;
        skip_space (P);
        if (P->pos >= P->len)
          return fail_early (P);
      }
  P->pos++;
  P->depth--;
  AdjJsonNode *n = &P->doc->nodes[i];
  n->count = f->index;
  n->next = P->doc->n_nodes;
  return TRUE;
}

static gboolean
parse_value (Parser *P)
{
  skip_space (P);
  if (P->pos >= P->len)
    return fail_early (P);
  /* json-c counts values, not containers: inside the 32nd container
   * nothing more, not even a number. */
  if (P->depth >= ADJ_JSON_MAX_DEPTH)
    return fail_at (P, P->pos, json_tokener_error_depth);
  switch (P->t[P->pos])
    {
    case '{':
      return parse_object (P);
    case '[':
      return parse_array (P);
    case '"':
      return parse_string (P, FALSE, '"');
    case 't':
    case 'T':
      return parse_word (P, "true", json_type_boolean, json_tokener_error_parse_boolean);
    case 'f':
    case 'F':
      return parse_word (P, "false", json_type_boolean, json_tokener_error_parse_boolean);
    case 'n':
      return parse_word (P, "null", json_type_null, json_tokener_error_parse_null);
    case 'N':
      return parse_word (P, "NaN", json_type_double, json_tokener_error_parse_null);
    case 'I':
      return parse_word (P, "Infinity", json_type_double, json_tokener_error_parse_unexpected);
    case '-':
    case '0' ... '9':
      return parse_number (P);
    case '\0':
      return fail_at (P, P->pos, json_tokener_error_parse_eof);
    default:
      return fail_at (P, P->pos, json_tokener_error_parse_unexpected);
    }
}

AdjJsonDoc *
adj_jsonread_parse (const char *text, gsize len, const char *what, GError **error)
{
  if (len > ADJ_JSON_MAX_BYTES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("%s: %zu bytes is over the %u MiB limit"), what, len,
                   ADJ_JSON_MAX_BYTES / (1024u * 1024u));
      return NULL;
    }
  /* JSON is UTF-8: a bad byte refused here never reaches a message. */
  gsize bad = adj_json_first_bad_utf8 (text, len);
  if (bad < len)
    {
      int line, col;
      adj_json_line_col (text, bad, &line, &col);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE, _("%s: line %d, column %d: the text is not valid UTF-8"),
                   what, line, col);
      return NULL;
    }

  AdjJsonDoc *doc = g_new0 (AdjJsonDoc, 1);
  doc->text = g_malloc (len + 1);
  memcpy (doc->text, text, len);
  doc->text[len] = '\0';
  Parser P = { .doc = doc, .t = doc->text, .len = len, .what = what, .error = error, .nul_key_at = -1 };
  /* A save has about one node for every 10 bytes: room for all at once. */
  P.cap = (guint32) MIN (len / 8 + 16, (gsize) G_MAXUINT32 / 2);
  doc->nodes = g_new (AdjJsonNode, P.cap);

  gboolean ok = parse_value (&P);
  if (ok)
    {
      AdjJsonNode *root = &doc->nodes[0];
      /* json-c reads a number or a word at the very end as one that may
       * go on. */
      if (P.pos >= len && root->type != json_type_string && root->type != json_type_array
          && root->type != json_type_object && root->type != json_type_null)
        ok = fail_early (&P);
    }
  if (ok)
    {
      skip_space (&P);
      if (P.pos < len)
        {
          if (P.t[P.pos] == '\0')
            {
              int line, col;
              adj_json_line_col (P.t, P.pos, &line, &col);
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE,
                           _("%s: line %d, column %d: unexpected text after the JSON value"), what, line, col);
              ok = FALSE;
            }
          else
            ok = fail_at (&P, P.pos, json_tokener_error_parse_unexpected);
        }
    }
  if (ok && doc->nodes[0].type == json_type_null)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: $: expected an object, found null"), what);
      ok = FALSE;
    }
  if (ok && P.nul_value_path != NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: %s: a text may not hold a NUL character (\\u0000)"),
                   what, P.nul_value_path);
      ok = FALSE;
    }
  if (ok && P.nul_key_at >= 0)
    {
      int line, col;
      adj_json_line_col (text, (gsize) P.nul_key_at, &line, &col);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s: line %d, column %d: a name may not hold a NUL character (\\u0000)"), what, line, col);
      ok = FALSE;
    }
  g_free (P.nul_value_path);
  if (!ok)
    {
      adj_jsonread_free (doc);
      return NULL;
    }
  return doc;
}

void
adj_jsonread_free (AdjJsonDoc *doc)
{
  if (doc == NULL)
    return;
  g_free (doc->text);
  g_free (doc->nodes);
  g_free (doc);
}

AdjJsonVal
adj_jsonread_root (const AdjJsonDoc *doc)
{
  return &doc->nodes[0];
}
