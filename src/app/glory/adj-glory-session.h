/* adj-glory-session.h: a Glory III game in the window's session
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shell's session holds any game; Glory's pages read it as Glory's
 * state and battle, and see nothing while another game is in play.
 */

#pragma once

#include "adj-game-session.h"

G_BEGIN_DECLS

/* NULL unless a Glory III game is in play. */
const AdjGameState *adj_glory_session_get_state  (AdjGameSession        *session);
AdjBattle          *adj_glory_session_get_battle (AdjGameSession        *session);

/* A new Glory III game on @battle; @options NULL for Glory III with the
 * battle's own AMs (the Fixed Glory variant and optional AMs otherwise). */
gboolean            adj_glory_session_new_game   (AdjGameSession        *session,
                                                  AdjBattle             *battle,
                                                  const AdjGameOptions  *options,
                                                  GError               **error);
/* The battle shipped as the sample (data/battles). */
AdjBattle          *adj_glory_session_load_sample (GError              **error);

G_END_DECLS
