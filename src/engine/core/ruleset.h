/* A ruleset: one game system Adjutant hosts, as a const table of facts and
 * functions (docs/design.md, "Rulesets").
 *
 * The journal, the save loader, the CLI's generic commands and the app's
 * shell reach a game only through this table, so they name no game. Each
 * ruleset keeps its own scenario, state and move types; here they are
 * opaque pointers that only the ruleset's own functions read.
 *
 *   scenario  what a game is played on (a battle, armies, a turn track),
 *             loaded once, refcounted and shared by every state;
 *   state     immutable once made; applying a move returns a new one;
 *   move      a small record of one player action, die rolls included,
 *             so that a replay is exact.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/calculator.h"
#include "core/jsonread.h"

G_BEGIN_DECLS

/* A yes/no choice made when a game starts (a variant, an optional rule).
 * Its value is the boolean member @id of the game's options object. */
typedef struct {
  const char *id;
  const char *title;     /* N_(): translate with the "adjutant" domain */
  const char *subtitle;  /* N_(): what it changes, with its rule number */
} AdjRulesetSwitch;

/* What the current step asks of the players. */
typedef struct {
  const char *text;  /* short instruction in our own words (translated) */
  const char *rule;  /* the rule it follows, or NULL */
  int side;          /* the side that acts, or -1 for both or either */
} AdjStepPrompt;

typedef struct _AdjRuleset AdjRuleset;

struct _AdjRuleset {
  const char *id;           /* "glory": in saves and on the CLI */
  const char *name;         /* N_("Glory III") */
  const char *description;  /* N_(): one line for the new-game dialog */
  /* The "format" member of this ruleset's scenario files. */
  const char *scenario_format;
  /* The folder of shipped scenarios under the data dir. */
  const char *scenario_dir;
  /* Saves of format version 1 (before rulesets) belong to this ruleset. */
  gboolean reads_v1_saves;

  /* Scenario. from_json validates everything before it returns; @where
   * prefixes errors ("battle.json: $"). The hash is a digest of the
   * content: a journal replays only on the scenario it was played on. */
  gpointer     (*scenario_from_json) (json_object *root, const char *where, GError **error);
  json_object *(*scenario_to_json)   (gconstpointer scenario);
  gpointer     (*scenario_ref)       (gpointer scenario);
  void         (*scenario_unref)     (gpointer scenario);
  const char  *(*scenario_id)        (gconstpointer scenario);
  const char  *(*scenario_title)     (gconstpointer scenario);
  const char  *(*scenario_hash)      (gconstpointer scenario);

  /* Options: a JSON object fixed when the game starts and saved with it.
   * state_new refuses options the scenario does not allow (NULL means
   * the defaults); @where names the options object in errors. */
  const AdjRulesetSwitch *switches;
  guint n_switches;

  /* State. */
  gpointer     (*state_new)   (gpointer scenario, json_object *options, const char *where,
                               GError **error);
  gpointer     (*state_ref)   (gpointer state);
  void         (*state_unref) (gpointer state);
  gboolean     (*state_equal) (gconstpointer a, gconstpointer b);
  /* The pure transition: a new state, or NULL with @error naming the rule. */
  gpointer     (*state_apply) (gconstpointer state, gconstpointer move, GError **error);
  void         (*state_prompt) (gconstpointer state, AdjStepPrompt *out);
  /* "Turn 3 (0700), Activation Phase": where the game stands, one line. */
  char        *(*state_headline) (gconstpointer state);
  /* Where the game stands as JSON, by id (adjutant-cli RULESET replay). */
  json_object *(*state_summary) (gconstpointer state);

  /* Moves. A move's JSON is an object (the journal writes a group as an
   * array of them) and uses ids, not indexes, so a save reads well. It is
   * read from the fast reader's values (core/jsonread.h): a save holds
   * thousands; adj_ruleset_move_from_object reads one held by json-c. */
  gpointer     (*move_copy)      (gconstpointer move);
  void         (*move_free)      (gpointer move);
  json_object *(*move_to_json)   (gconstpointer move, gconstpointer scenario);
  gpointer     (*move_from_json) (AdjJsonVal obj, gconstpointer scenario, const char *where,
                                  GError **error);
  /* The move's kind as the save names it ("initiative"), for errors. */
  const char  *(*move_kind)      (gconstpointer move);
  /* One line for the journal: what happened, with the rule, as every
   * player may read it: a secret choice reads without what was chosen
   * ("Confederate holds out an AM"); the move that reveals it says it. */
  char        *(*move_describe)  (gconstpointer move, gconstpointer before, gconstpointer after);

  /* Sides: the id files and devices name side 0 or 1 by ("union"), and
   * its name (translated). */
  const char  *(*side_id)   (gconstpointer scenario, int side);
  const char  *(*side_name) (gconstpointer scenario, int side);

  /* The procedure (core/procedure.h, docs/design.md). Lists of
   * AdjStepItem: what the current step still owes before it can end,
   * each with its rule, side and units; what may be done now, one item
   * per kind of move (and side) with the units it may name. A move the
   * procedure forbids is refused by state_apply with the rule. */
  GPtrArray   *(*state_owed)  (gconstpointer state);
  GPtrArray   *(*state_legal) (gconstpointer state);
  /* What @side may see (-1: what both may see, as the shared screen or a
   * spectator): the summary less every choice the other side has not
   * revealed. Devices and the shared screen are built from views. */
  json_object *(*state_view)  (gconstpointer state, int side);
  /* The journal's line as @viewer's own device shows it: the line of
   * move_describe, with @viewer's own secret choices named. NULL: the
   * line of move_describe. */
  char        *(*move_describe_for) (gconstpointer move, gconstpointer before, gconstpointer after,
                                     int viewer);
  /* The side whose player makes @move in @state (0 or 1), or -1 when
   * either may (a roll both watch, a step both end): a player's device
   * may make only its side's moves and those of either. */
  int          (*move_side) (gconstpointer move, gconstpointer state);
  /* The move of @kind (as saves name it) that a roll or a blind draw by
   * the app makes now, from @seed: the draw from the pool, the roll the
   * step asks for. NULL with @error when @kind is not rolled now, or
   * needs choices the player must make. A device asks the host for it,
   * since what a blind draw picks from may be secret. NULL: none. */
  gpointer     (*move_virtual) (gconstpointer state, const char *kind, guint64 seed, GError **error);
  /* The calculators a player's device may run (the host computes):
   * @n_calculators of them, or none. */
  const AdjCalculator *calculators;
  guint        n_calculators;
};

/* The ruleset with @id in the NULL-terminated @rulesets, or NULL. */
const AdjRuleset *adj_ruleset_find (const AdjRuleset * const *rulesets, const char *id);
/* The ruleset whose scenario files have "format": @format, or NULL. */
const AdjRuleset *adj_ruleset_find_by_format (const AdjRuleset * const *rulesets, const char *format);
/* A refusal that lists the ids @rulesets knows. */
void              adj_ruleset_set_unknown_error (const AdjRuleset * const *rulesets, const char *where,
                                                 const char *id, GError **error);

/* The file name endings Adjutant proposes for its files (their MIME types,
 * data/io.github.adjutant.Adjutant.xml); any name loads. */
#define ADJ_GAME_SUFFIX     ".adjutant"
#define ADJ_SCENARIO_SUFFIX ".adjutant-scenario"

/* A scenario file already parsed: @root is its JSON, @what names it. */
gpointer          adj_scenario_from_json (const AdjRuleset * const *rulesets, const AdjRuleset *expected,
                                          json_object *root, const char *what,
                                          const AdjRuleset **out_ruleset, GError **error);
/* Scenario files: reads @path or @text, finds the ruleset by the file's
 * "format" (@expected, when not NULL, must be that ruleset: a file of
 * another game is refused by name), validates it whole, and returns the
 * scenario with *out_ruleset set. */
gpointer          adj_scenario_load_data (const AdjRuleset * const *rulesets, const AdjRuleset *expected,
                                          const char *text, gsize len, const char *what,
                                          const AdjRuleset **out_ruleset, GError **error);
gpointer          adj_scenario_load_file (const AdjRuleset * const *rulesets, const AdjRuleset *expected,
                                          const char *path, const AdjRuleset **out_ruleset,
                                          GError **error);
/* Writes the scenario atomically (adj_json_save_file). */
gboolean          adj_scenario_save_file (const AdjRuleset *ruleset, gconstpointer scenario,
                                          const char *path, GError **error);
/* Every scenario file of @ruleset in @dir (named *.json or
 * *.adjutant-scenario), sorted by title; any bad file
 * fails the whole load with its name and reason. The array frees with
 * the ruleset's unref. */
GPtrArray        *adj_scenario_load_dir (const AdjRuleset *ruleset, const char *dir, GError **error);
/* The same knowing @rulesets, so that a file of another of them is
 * refused by the name of its game, not as an unknown format. */
GPtrArray        *adj_scenario_load_dir_among (const AdjRuleset * const *rulesets, const AdjRuleset *ruleset,
                                               const char *dir, GError **error);

/* The procedure of @state through @ruleset (empty lists where the game
 * does not answer), and whether the current step owes anything. */
GPtrArray        *adj_ruleset_owed  (const AdjRuleset *ruleset, gconstpointer state);
GPtrArray        *adj_ruleset_legal (const AdjRuleset *ruleset, gconstpointer state);
/* The ids of side 0 and 1 in @scenario ("0" and "1" where the game names none). */
void              adj_ruleset_side_ids (const AdjRuleset *ruleset, gconstpointer scenario, const char *out[2]);

/* The move @obj (json-c's) read by @ruleset's move_from_json. */
gpointer          adj_ruleset_move_from_object (const AdjRuleset *ruleset, json_object *obj, gconstpointer scenario,
                                                const char *where, GError **error);

/* Whether @options (may be NULL) turns on the switch @id. */
gboolean          adj_ruleset_option_enabled (json_object *options, const char *id);

G_END_DECLS
