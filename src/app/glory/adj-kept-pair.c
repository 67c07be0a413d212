/* adj-kept-pair.c: a part shown and the one shown before it
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An undo and its redo swap the two rather than make either again: a
 * part made anew is styled, measured and laid out anew, which cost the
 * Activation Markers page a frame per action (docs/design.md, "Every
 * game within a frame").
 */

#include "config.h"

#include "adj-kept-pair.h"

/* The part of @pair that shows @state, or NULL. */
GtkWidget *
adj_kept_pair_find (AdjKeptPair *pair, AdjPartShows shows, const AdjGameState *state, int drawn)
{
  if (pair->shown != NULL && shows (pair->shown, state, drawn))
    return pair->shown;
  if (pair->spare != NULL && shows (pair->spare, state, drawn))
    return pair->spare;
  return NULL;
}

/* @part (NULL: none) is shown now, held by @pair; the one shown before
 * becomes the spare, and the spare before it leaves @box. */
void
adj_kept_pair_show (AdjKeptPair *pair, GtkBox *box, GtkWidget *part)
{
  if (pair->shown != NULL && pair->shown != part)
    {
      if (pair->spare != NULL && pair->spare != part && gtk_widget_get_parent (pair->spare) == GTK_WIDGET (box))
        gtk_box_remove (box, pair->spare);
      g_set_object (&pair->spare, pair->shown);
    }
  else if (pair->spare == part)
    g_clear_object (&pair->spare);
  if (part != NULL)
    g_object_ref_sink (part);
  g_clear_object (&pair->shown);
  pair->shown = part;
}

gboolean
adj_kept_pair_holds (const AdjKeptPair *pair, GtkWidget *part)
{
  return part != NULL && (part == pair->shown || part == pair->spare);
}

void
adj_kept_pair_clear (AdjKeptPair *pair)
{
  g_clear_object (&pair->shown);
  g_clear_object (&pair->spare);
}
