/* adj-los-questions.h: the 9.4 questions to look up on a map on the table
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_LOS_QUESTIONS (adj_los_questions_get_type ())

G_DECLARE_FINAL_TYPE (AdjLosQuestions, adj_los_questions, ADJ, LOS_QUESTIONS, GtkWidget)

/* Asks about the line FROM→TO (adj_losquery_init); answers about the same
 * hexes carry over from the line asked before. The same line again keeps
 * the rows as they are. */
gboolean           adj_los_questions_set_line   (AdjLosQuestions  *self,
                                                 AdjColumnShift    shift,
                                                 AdjHex            from,
                                                 int               from_level,
                                                 AdjHex            to,
                                                 int               to_level,
                                                 GError          **error);
/* The line asked about, or NULL before the first. */
const AdjLosQuery *adj_los_questions_get_query  (AdjLosQuestions  *self);
/* Questions that matter now and have no answer yet. */
guint              adj_los_questions_count_open (AdjLosQuestions  *self);
gboolean           adj_los_questions_solve      (AdjLosQuestions  *self,
                                                 AdjLosResult     *result,
                                                 GError          **error);
/* The answers so far as a small map, to draw them: @known (a byte per
 * hex, 1 where the level is answered) and @units are for adj_los_view. */
AdjHexMap         *adj_los_questions_to_map     (AdjLosQuestions  *self,
                                                 guint8          **known,
                                                 guint8          **units);

/* An elevation level as typed: a whole number in the map format's range,
 * with a hyphen or the typographic minus sign. */
gboolean           adj_los_parse_level          (const char       *text,
                                                 int              *level);

G_END_DECLS
