/* ludo-learn-playout.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "engine/ludo-ai.h"

G_BEGIN_DECLS

/**
 * LearnTable:
 * @rules: the rules in force
 * @opponents: how the three colours other than the learner play
 *
 * The games ludo-learn plays: `medium` is the learner, at one colour.
 */
typedef struct
{
  LudoRules   rules;
  LudoAiLevel opponents;
} LearnTable;

/* Called at each of the learner's choices between two or more moves,
 * before @chosen is played. */
typedef void (*LearnChoiceFunc) (const LudoPosition *pos,
                                 guint               roll,
                                 const LudoMove     *moves,
                                 guint               n_moves,
                                 guint               chosen,
                                 gpointer            user_data);

/* Game @game of a series: the learner sits at each colour in turn, and the
 * first to roll is drawn from @dice, which then gives the game's rolls;
 * @rng is for the players' own choices. Returns the learner's colour. */
LudoColour learn_start_game (guint64             seed,
                             guint               game,
                             guint64            *dice,
                             guint64            *rng,
                             LudoPosition       *pos);
void  learn_play_game  (const LearnTable   *table,
                        guint64             seed,
                        guint               game,
                        LearnChoiceFunc     on_choice,
                        gpointer            user_data);
void  learn_rate_moves (const LearnTable   *table,
                        const LudoPosition *pos,
                        guint               roll,
                        const LudoMove     *moves,
                        guint               n_moves,
                        guint               playouts,
                        guint64             dice,
                        guint              *wins);

G_END_DECLS
