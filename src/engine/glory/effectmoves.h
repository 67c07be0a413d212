/* A combat result applied to a game: which of its effects change a unit,
 * the cohesion check the next roll answers, and the journal move each
 * applied effect becomes (the one place effects become moves). The
 * calculators' units are tied to the game's by an AdjGameUnitIds table;
 * nothing here reads a widget. */
#pragma once

#include <glib.h>

#include "glory/action.h"
#include "glory/combateffects.h"

G_BEGIN_DECLS

/* The game's unit (a battle index) of each calculator unit, -1 for one
 * typed in: [side][stack][unit] as in AdjEffect. */
typedef int AdjGameUnitIds[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS];
/* The player's own cohesion rating for each calculator unit of the game
 * whose rating the player changed, -1 where the game's counts. */
typedef int AdjGameUnitRatings[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS];

/* Whether @e falls on a unit of the combat's own stacks (not on a unit a
 * retreat displaced). */
gboolean   adj_effect_on_stack (const AdjEffect *e);
/* Whether @e may change a unit of the combat's stacks: a check, a
 * Disorder, a withdrawal, an elimination or a retreat. */
gboolean   adj_effect_changes_unit (const AdjEffect *e);
/* The journal move for @e, an effect the engine applied
 * (adj_effects_apply's @applied), on the game's @unit, so the rolls that
 * decided a result go into the journal with it: a check with its roll
 * (typed: the value the player or the page rolled) and DRM, whose failure
 * makes the Disorder (2.4, 11.11); a Disorder, withdrawal or elimination
 * that no check made; a retreat of its length (one hex for a unit
 * displaced, 11.26). @rating >= 0: the player's own cohesion for the unit,
 * which its check rolls against (adj_action_check_against). NULL when it
 * is no move: a check's own Disorder, an advance, an offer, or a unit not
 * of the game (@unit below 0). */
AdjAction *adj_effect_move (const AdjEffect *e, int unit, int rating);
/* The same naming, for a Defensive Fire check, the game's units that fire
 * (10.33): those of the defending stack @e's shot came from in @ids, so
 * the engine knows whose fire the charger has taken (dfcheck.h). */
AdjAction *adj_effect_move_in (const AdjEffect *e, int unit, int rating, AdjGameUnitIds ids);
/* The game's units of the defending stack that fired @e, a Defensive Fire
 * check, into @out; how many (0 for another effect, or none picked). */
guint      adj_effect_firers (const AdjEffect *e, AdjGameUnitIds ids, guint out[ADJ_STACK_MAX_UNITS]);

/* adj_effects_apply() of the first @n_effects of @effects from @state
 * (left untouched); @after, if given, gets the conditions after them. */
gboolean   adj_effects_apply_first (const AdjCombatState *state, const GArray *effects, guint n_effects,
                                    const int *rolls, guint n_rolls, GArray *applied, AdjCombatState *after);
/* The index in @effects of the cohesion check the next roll answers: the
 * first effect the @n_rolls rolls given do not reach. -1 when they answer
 * every check the effects call for (a unit gone takes no more, 11.41). */
int        adj_effects_next_check (const AdjCombatState *state, const GArray *effects, const int *rolls,
                                   guint n_rolls);
/* How many of @rolls the first @n_effects of @effects use; all of them
 * when they do not reach that far. */
guint      adj_effects_rolls_used (const AdjCombatState *state, const GArray *effects, guint n_effects,
                                   const int *rolls, guint n_rolls);
/* Whether the cohesion checks of @a from @i on are those of @b from @j on
 * (the same unit, rating and DRM, in the same order): rolls typed for the
 * one answer the other. */
gboolean   adj_effects_same_checks (const GArray *a, guint i, const GArray *b, guint j);

G_END_DECLS
