/* ludo-ai.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ludo-rules.h"

G_BEGIN_DECLS

typedef enum
{
  LUDO_AI_RANDOM,
  LUDO_AI_EASY,
  LUDO_AI_MEDIUM,
  LUDO_AI_HARD,
} LudoAiLevel;

#define LUDO_AI_N_LEVELS 4

/**
 * LudoAiReason:
 * @LUDO_AI_REASON_ONLY_MOVE: there was no other move
 * @LUDO_AI_REASON_CAPTURES: it sends an opponent's pawn back to base
 * @LUDO_AI_REASON_HOME: it brings a pawn home
 * @LUDO_AI_REASON_ESCAPES: it takes a pawn that could be captured out of reach
 * @LUDO_AI_REASON_BLOCKADE: it forms a blockade in front of an opponent's pawn
 * @LUDO_AI_REASON_HOME_COLUMN: it enters the home column, where nobody captures
 * @LUDO_AI_REASON_LEAVES_BASE: it brings a pawn out of base
 * @LUDO_AI_REASON_SAFE: it moves on to a square no opponent can reach next roll
 * @LUDO_AI_REASON_PROGRESS: none of these: the best race forward
 *
 * Why a move is worth playing, as ludo_ai_explain_move() says it; views
 * put it in words.
 */
typedef enum
{
  LUDO_AI_REASON_ONLY_MOVE,
  LUDO_AI_REASON_CAPTURES,
  LUDO_AI_REASON_HOME,
  LUDO_AI_REASON_ESCAPES,
  LUDO_AI_REASON_BLOCKADE,
  LUDO_AI_REASON_HOME_COLUMN,
  LUDO_AI_REASON_LEAVES_BASE,
  LUDO_AI_REASON_SAFE,
  LUDO_AI_REASON_PROGRESS,
} LudoAiReason;

/**
 * ludo_ai_choose_move:
 * @level: how strong the player is
 * @rules: the rules in force
 * @pos: the position, with the player to move on turn
 * @roll: the roll in hand
 * @moves: the legal moves, as ludo_rules_generate_moves() gave them
 * @n_moves: how many (at least one)
 * @rng_state: the caller's random state; the choice depends only on the
 *   arguments and this state, which it advances
 *
 * Returns: the index in @moves of the chosen move.
 */
guint        ludo_ai_choose_move     (LudoAiLevel         level,
                                      const LudoRules    *rules,
                                      const LudoPosition *pos,
                                      guint               roll,
                                      const LudoMove     *moves,
                                      guint               n_moves,
                                      guint64            *rng_state);
LudoAiReason ludo_ai_explain_move    (const LudoRules    *rules,
                                      const LudoPosition *pos,
                                      guint               roll,
                                      const LudoMove     *move,
                                      guint               n_moves);
gboolean     ludo_ai_level_from_name (const char         *name,
                                      LudoAiLevel        *level);
const char  *ludo_ai_level_name      (LudoAiLevel         level);

G_END_DECLS
