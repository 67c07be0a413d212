/* Tokens and the limit on wrong ones (adj-host-guard.h). */
#include "adj-host-guard.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include "core/error.h"

#define TOKEN_BYTES 16

typedef struct {
  guint wrong;
  gint64 since;  /* the first wrong token of the window */
} Strikes;

struct _AdjHostGuard {
  char token[2][TOKEN_BYTES * 2 + 1];
  GHashTable *strikes;  /* address -> Strikes */
};

static gboolean
random_bytes (guint8 *buf, gsize len, GError **error)
{
  gsize got = 0;
  while (got < len)
    {
      ssize_t n = getrandom (buf + got, len - got, 0);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = errno;
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "no random source for the tokens: %s", g_strerror (saved));
          return FALSE;
        }
      got += (gsize) n;
    }
  return TRUE;
}

AdjHostGuard *
adj_host_guard_new (GError **error)
{
  AdjHostGuard *g = g_new0 (AdjHostGuard, 1);
  for (int side = 0; side < 2; side++)
    {
      guint8 bytes[TOKEN_BYTES];
      if (!random_bytes (bytes, sizeof bytes, error))
        {
          g_free (g);
          return NULL;
        }
      for (int i = 0; i < TOKEN_BYTES; i++)
        g_snprintf (g->token[side] + 2 * i, 3, "%02x", bytes[i]);
    }
  g->strikes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return g;
}

void
adj_host_guard_free (AdjHostGuard *g)
{
  if (g == NULL)
    return;
  g_hash_table_unref (g->strikes);
  explicit_bzero (g->token, sizeof g->token);
  g_free (g);
}

const char *
adj_host_guard_token (const AdjHostGuard *g, int side)
{
  g_return_val_if_fail (side == 0 || side == 1, NULL);
  return g->token[side];
}

/* The same time whatever the token holds: nothing to learn by timing. */
static gboolean
same_token (const char *a, const char *expected)
{
  gsize len = strlen (expected);
  guint diff = 0;
  gsize i = 0;
  for (; i < len; i++)
    {
      diff |= (guint) (guchar) a[i] ^ (guchar) expected[i];
      if (a[i] == '\0')
        break;  /* shorter: already different, and nothing past its end is read */
    }
  return diff == 0 && i == len && a[len] == '\0';
}

AdjHostGuardVerdict
adj_host_guard_check (AdjHostGuard *g, const char *address, const char *token, gint64 now, int *side)
{
  const char *key = address != NULL ? address : "";
  Strikes *s = g_hash_table_lookup (g->strikes, key);
  if (s != NULL && now - s->since > ADJ_HOST_GUARD_WINDOW)
    {
      g_hash_table_remove (g->strikes, key);
      s = NULL;
    }
  if (s != NULL && s->wrong >= ADJ_HOST_GUARD_TRIES)
    return ADJ_HOST_GUARD_LIMITED;
  if (token != NULL)
    for (int i = 0; i < 2; i++)
      if (same_token (token, g->token[i]))
        {
          *side = i;
          return ADJ_HOST_GUARD_OK;
        }
  if (s == NULL)
    {
      s = g_new0 (Strikes, 1);
      s->since = now;
      g_hash_table_insert (g->strikes, g_strdup (key), s);
    }
  s->wrong++;
  return ADJ_HOST_GUARD_WRONG;
}

guint64
adj_host_guard_seed (void)
{
  guint64 seed = 0;
  if (!random_bytes ((guint8 *) &seed, sizeof seed, NULL))
    seed = ((guint64) g_random_int () << 32) | g_random_int ();
  return seed;
}

const char *
adj_host_guard_bearer (const char *authorization)
{
  if (authorization == NULL || g_ascii_strncasecmp (authorization, "Bearer ", 7) != 0)
    return NULL;
  const char *token = authorization + 7;
  while (*token == ' ')
    token++;
  return *token != '\0' ? token : NULL;
}
