/* What core/jsonread.c (the parser) and core/jsonreadval.c (the values)
 * share: the node array itself. */
#pragma once

#include "core/jsonread.h"

G_BEGIN_DECLS

enum {
  FLAG_ESCAPED = 1 << 0, /* a string whose text still holds escapes */
  FLAG_KEY = 1 << 1,     /* a member's name, before its value */
  FLAG_BIG = 1 << 2,     /* an integer past INT64_MAX */
};

struct _AdjJsonNode {
  AdjJsonDoc *doc;
  guint32 start;  /* offset in the text; a string's, after its quote */
  guint32 len;
  guint32 next;   /* the node after this value and all it holds */
  guint32 count;  /* elements or members */
  guint32 up;     /* the container it is in, or G_MAXUINT32 */
  guint8 type;    /* json_type */
  guint8 flags;
};

struct _AdjJsonDoc {
  char *text;     /* the copy, where strings end in NUL and unescape */
  AdjJsonNode *nodes;
  guint32 n_nodes;
};

/* A hex digit's value, or -1. */
int         adj_jsonread_hex_value (char c);
/* A string's text, unescaped in place the first time. */
const char *adj_jsonread_cook (AdjJsonNode *n);

G_END_DECLS
