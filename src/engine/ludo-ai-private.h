/* ludo-ai-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-ai.h"

G_BEGIN_DECLS

/**
 * LudoAiValues:
 * @colour: each colour's worth in the position (pawn progress, minus the
 *   expected loss to captures and to walls in its way)
 *
 * One evaluation serves every point of view: a side's score is read off it
 * with _ludo_ai_side_score().
 */
typedef struct
{
  double colour[LUDO_N_COLOURS];
} LudoAiValues;

guint64  _ludo_ai_next_random   (guint64            *state);
guint    _ludo_ai_random_below  (guint64            *state,
                                 guint               n);

gboolean _ludo_ai_opposing      (const LudoRules    *rules,
                                 LudoColour          a,
                                 LudoColour          b);
void     _ludo_ai_evaluate      (const LudoRules    *rules,
                                 const LudoPosition *pos,
                                 LudoAiValues       *values);
double   _ludo_ai_side_score    (const LudoRules    *rules,
                                 const LudoPosition *pos,
                                 const LudoAiValues *values,
                                 LudoColour          me);
guint    _ludo_ai_pick_best     (const double       *scores,
                                 guint               n,
                                 guint64            *rng_state);

guint    _ludo_ai_choose_easy   (const LudoRules    *rules,
                                 const LudoPosition *pos,
                                 guint               roll,
                                 const LudoMove     *moves,
                                 guint               n_moves,
                                 guint64            *rng_state);
guint    _ludo_ai_choose_medium (const LudoRules    *rules,
                                 const LudoPosition *pos,
                                 guint               roll,
                                 const LudoMove     *moves,
                                 guint               n_moves,
                                 guint64            *rng_state);
guint    _ludo_ai_choose_hard   (const LudoRules    *rules,
                                 const LudoPosition *pos,
                                 guint               roll,
                                 const LudoMove     *moves,
                                 guint               n_moves,
                                 guint64            *rng_state);

G_END_DECLS
