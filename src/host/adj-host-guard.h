/* Who may talk to the host (docs/devices.md, "Security"): one random
 * token per side and hosting session, compared in constant time, and a
 * limit on wrong tokens per remote address. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Wrong tokens an address may send in ADJ_HOST_GUARD_WINDOW before it is
 * refused for that long without a look at its token. */
#define ADJ_HOST_GUARD_TRIES 8
#define ADJ_HOST_GUARD_WINDOW (60 * G_TIME_SPAN_SECOND)

typedef struct _AdjHostGuard AdjHostGuard;

/* New tokens for both sides, from the kernel's random source. */
AdjHostGuard *adj_host_guard_new (GError **error);
void          adj_host_guard_free (AdjHostGuard *guard);
/* 32 hex digits: 128 random bits. */
const char   *adj_host_guard_token (const AdjHostGuard *guard, int side);

typedef enum {
  ADJ_HOST_GUARD_OK,
  ADJ_HOST_GUARD_WRONG,    /* no token, or none of ours */
  ADJ_HOST_GUARD_LIMITED,  /* too many wrong ones from this address lately */
} AdjHostGuardVerdict;

/* The side @token belongs to (*side), asked from @address at @now
 * (monotonic microseconds). A wrong token counts against @address. */
AdjHostGuardVerdict adj_host_guard_check (AdjHostGuard *guard, const char *address, const char *token,
                                          gint64 now, int *side);
/* A seed for a roll the host makes for a device, from the kernel's
 * random source. */
guint64       adj_host_guard_seed (void);
/* The token of an "Authorization: Bearer TOKEN" header, or NULL. */
const char   *adj_host_guard_bearer (const char *authorization);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjHostGuard, adj_host_guard_free)

G_END_DECLS
