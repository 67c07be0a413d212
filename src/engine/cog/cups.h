/* The two cups of Clash of Giants III, as the app and the CLI see them:
 * the Artillery Marker cup (6.3.2) with the chance of each count of a
 * side's own AMs before the draw, what each player may see after it
 * (6.3.2's optional rule, 13.3), and the Command Marker cup (6.3.3). */
#pragma once

#include <glib.h>

#include "cog/state.h"

G_BEGIN_DECLS

#define ADJ_COG_MAX_CMS_IN_CUP (ADJ_COG_MAX_CMS + ADJ_COG_MAX_SCMS)

/* Before the draw: the AMs in the cup per side, and how many will be
 * drawn (half, rounded down). Those the battle sets apart are not in it. */
typedef struct {
  guint in_cup[ADJ_COG_N_SIDES];
  guint draw;
} AdjCogAmCup;

void     adj_cog_state_am_cup (const AdjCogState *s, AdjCogAmCup *out);
/* The chance that a draw of floor((own + other) / 2) holds exactly i of
 * @own, for i = 0..own (hypergeometric): @out has own + 1 entries. */
guint    adj_cog_am_draw_size (guint own, guint other);
void     adj_cog_am_chances (guint own, guint other, double *out);
/* The draw's size and each side's chances as `adjutant-cli cog cup`
 * prints them: {"draw": n, "union": {"0": p, …}, "csa": {…}}. */
json_object *adj_cog_am_cup_to_json (guint union_in_cup, guint csa_in_cup);

/* What @viewer may see of @owner's Artillery Markers this turn: @ams gets
 * the ones it may name (its own: all it may use; the opponent's: those
 * used, and with the basic rule those drawn), *hidden how many of the
 * opponent's drawn markers lie face down (the optional rule of 6.3.2).
 * Returns the number written to @ams (room for every AM of the battle). */
guint    adj_cog_state_am_view (const AdjCogState *s, AdjCogSide owner, AdjCogSide viewer, guint *ams,
                                guint *hidden);
/* Whether @side may still use @am this turn (6.3.2, 13.1). */
gboolean adj_cog_state_am_available (const AdjCogState *s, guint am, AdjCogSide side);

/* An SCM's availability roll this turn (6.3.2), 0 before it; *due (may be
 * NULL) tells whether it is to be rolled now. */
int      adj_cog_state_scm_roll (const AdjCogState *s, guint scm, gboolean *due);

/* The markers in the CM cup now, CMs first then SCMs, in battle order;
 * @special[i] tells which. Returns the count (room for every marker). */
guint    adj_cog_state_cm_cup (const AdjCogState *s, guint *markers, gboolean *special);

G_END_DECLS
