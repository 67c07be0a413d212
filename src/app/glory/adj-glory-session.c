/* adj-glory-session.c: a Glory III game in the window's session
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-glory-session.h"

#define ADJ_SAMPLE_BATTLE "sample-cedar-creek.json"

static gboolean
is_glory (AdjGameSession *session)
{
  return adj_game_session_get_ruleset (session) == &adj_glory_ruleset;
}

const AdjGameState *
adj_glory_session_get_state (AdjGameSession *session)
{
  return is_glory (session) ? adj_game_session_get_game_state (session) : NULL;
}

AdjBattle *
adj_glory_session_get_battle (AdjGameSession *session)
{
  AdjJournal *journal = adj_game_session_get_journal (session);
  return is_glory (session) ? adj_journal_get_scenario (journal) : NULL;
}

gboolean
adj_glory_session_new_game (AdjGameSession *session, AdjBattle *battle, const AdjGameOptions *options,
                            GError **error)
{
  json_object *o = adj_game_options_to_json (options);
  gboolean ok = adj_game_session_start (session, &adj_glory_ruleset, battle, o, error);
  json_object_put (o);
  return ok;
}

AdjBattle *
adj_glory_session_load_sample (GError **error)
{
  g_autofree char *path = adj_paths_data_file ("battles", ADJ_SAMPLE_BATTLE, NULL);
  return adj_battle_load_file (path, error);
}
