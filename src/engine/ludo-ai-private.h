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

guint64  _ludo_ai_squares_ahead (guint               from,
                                 guint               d);
gboolean _ludo_ai_opposing      (const LudoRules    *rules,
                                 LudoColour          a,
                                 LudoColour          b);
void     _ludo_ai_evaluate      (const LudoRules    *rules,
                                 const LudoPosition *pos,
                                 LudoAiValues       *values);
double   _ludo_ai_hand_score    (const LudoRules    *rules,
                                 const LudoPosition *pos,
                                 const LudoAiValues *values,
                                 LudoColour          me);
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

/* The features of a position that the learned correction weighs, from one
 * colour's point of view (ludo-ai-learned.c); the order is the order of
 * the fitted weights. */
#define LUDO_N_TRACK_BANDS 10

typedef enum
{
  LUDO_FEATURE_TRACK_BAND = 0,    /* pawns on the track, by tenths of it */
  LUDO_FEATURE_HOME_COLUMN = LUDO_FEATURE_TRACK_BAND + LUDO_N_TRACK_BANDS,
  LUDO_FEATURE_HOME,
  LUDO_FEATURE_IN_BASE,
  LUDO_FEATURE_HITTABLE,          /* opponent pawns 1..6 behind a pawn */
  LUDO_FEATURE_HITTABLE_WORTH,    /* the same, weighed by what the pawn is worth */
  LUDO_FEATURE_HITTABLE_AFTER_SIX,/* 7..12 behind: a 6 and another roll */
  LUDO_FEATURE_ON_START_OF_BASE,  /* on the start square of a colour with pawns in base */
  LUDO_FEATURE_NEAR_START_OF_BASE,/* up to 6 squares past it */
  LUDO_FEATURE_CAN_HIT_WORTH,     /* opponent pawns 1..6 ahead, by worth */
  LUDO_FEATURE_TRACK_SQUARED,
  LUDO_FEATURE_OTHERS_DONE,       /* the opponents' progress, in pawns' worth */
  LUDO_FEATURE_BEST_OTHER_DONE,
  LUDO_FEATURE_MINE_DONE,
  LUDO_FEATURE_TRACK,
  LUDO_FEATURE_HITTABLE_PICKED,   /* hittable, by a random attacker's odds of picking it */
  LUDO_FEATURE_LEADER,            /* progress of the leading track pawn */
  LUDO_FEATURE_START_SHUT,        /* own pawn on the start square, pawns in base */
  LUDO_FEATURE_LOST_ROLLS,        /* rolls 1..5 with no move */
  LUDO_FEATURE_HOME_COLUMN_LEFT,  /* steps left to home in the home column */
  LUDO_FEATURE_CLOSE_PAIRS,       /* own pawns 1..6 apart */
  LUDO_FEATURE_ANY_IN_BASE,
  /* Blockades only (zero under the standard rules): */
  LUDO_FEATURE_MY_WALLS,          /* own blockades */
  LUDO_FEATURE_WALL_KEEPS_BASE,   /* opponent pawns in base behind an own blockade on their start */
  LUDO_FEATURE_WALLED_AHEAD,      /* own pawns with an opposing blockade 1..6 ahead */
  LUDO_N_FEATURES
} LudoFeature;

void     _ludo_ai_learned_features (const LudoRules    *rules,
                                    const LudoPosition *pos,
                                    LudoColour          me,
                                    double             *features);
gboolean _ludo_ai_learned_applies  (const LudoRules    *rules,
                                    const LudoPosition *pos,
                                    LudoColour          me);
double   _ludo_ai_learned_score    (const LudoRules    *rules,
                                    const LudoPosition *pos,
                                    LudoColour          me,
                                    double              score);

G_END_DECLS
