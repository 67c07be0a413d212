/* Shared by the Clash of Giants III tests: the demonstration battle, moves
 * typed as JSON (so every move also goes through its loader), checks. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* data/cog/demo-crossroads.json, parsed (free with json_object_put). */
json_object  *ch_demo_json (void);
AdjCogBattle *ch_demo (void);
/* A battle from JSON text; the test fails if it does not load. */
AdjCogBattle *ch_battle_from_json (json_object *root);
AdjJournal   *ch_game (AdjCogBattle *b, const char *options_json);

const AdjCogState *ch_state (const AdjJournal *j);
/* Applies the move in @json as one step; fails the test on a refusal. */
void          ch_apply (AdjJournal *j, const char *json);
/* The move must be refused with a message containing @expect. */
void          ch_refuse (AdjJournal *j, const char *json, const char *expect);
/* Ends the current step. */
void          ch_next (AdjJournal *j);
/* Resolves the combat in @json and applies it with its results as one
 * group; returns the number of moves in the group. */
guint         ch_combat (AdjJournal *j, const char *json);
AdjCogMove   *ch_move (const AdjJournal *j, const char *json);

/* Plays on with virtual draws and rolls (and nothing else) until the
 * step @step of turn index @turn. */
void          ch_play_until (AdjJournal *j, guint turn, const char *step);

/* From the end of the Artillery/SCM Phase of the first turn: the cup
 * filled, the Blue 1st Division's CM drawn, its roll of 4 and the Union's
 * Combat Action declared. */
void          ch_blue_1_attacks (AdjJournal *j);

guint ch_unit (const AdjCogBattle *b, const char *id);
guint ch_am (const AdjCogBattle *b, const char *id);
guint ch_cm (const AdjCogBattle *b, const char *id);

G_END_DECLS
