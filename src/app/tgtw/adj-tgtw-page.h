/* adj-tgtw-page.h: what every page of The Glory that Was shares
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_PAGE (adj_tgtw_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (AdjTgtwPage, adj_tgtw_page, ADJ, TGTW_PAGE, GtkWidget)

struct _AdjTgtwPageClass
{
  GtkWidgetClass parent_class;

  /* The page's name for win.page ("turn"). */
  const char *name;
  /* Its content: a GtkBuilder file whose object "content" goes under the
   * step bar, loaded when the page is first shown. */
  const char *resource;
  /* Without a game of The Glory that Was the page says so and offers a
   * new one; a page that does not need one (the charts) still shows. */
  gboolean    needs_game;

  /* Takes the subclass's objects from the content and connects them. */
  void (*load)    (AdjTgtwPage        *self,
                   GtkBuilder         *builder);
  /* Shows @state (NULL only for a page that does not need a game); on
   * every change of the game while the page is shown, and when shown. */
  void (*refresh) (AdjTgtwPage        *self,
                   const AdjTgtwState *state);
  /* May be NULL. Called once, when the page's first frame is painted:
   * makes or shows what is below the fold, so that the first showing
   * pays only for what it shows (docs/design.md). */
  void (*unfold)  (AdjTgtwPage        *self);
};

/* The game's state, or NULL. */
const AdjTgtwState *adj_tgtw_page_get_state     (AdjTgtwPage *self);
/* TRUE while refresh runs: the page's own handlers ignore the changes it
 * makes to its widgets then. */
gboolean            adj_tgtw_page_is_refreshing (AdjTgtwPage *self);
/* TRUE once unfold has run (or the page has none). */
gboolean            adj_tgtw_page_is_unfolded   (AdjTgtwPage *self);
/* Runs refresh now (a choice on the page changed what it shows). */
void                adj_tgtw_page_refresh       (AdjTgtwPage *self);
/* Applies @moves (freed) as one step; the refusal goes to @error_label. */
gboolean            adj_tgtw_page_apply         (AdjTgtwPage *self,
                                                 AdjTgtwMove **moves,
                                                 guint        n_moves,
                                                 GtkWidget   *error_label);

G_END_DECLS
