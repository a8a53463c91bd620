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
gboolean     ludo_ai_level_from_name (const char         *name,
                                      LudoAiLevel        *level);
const char  *ludo_ai_level_name      (LudoAiLevel         level);

G_END_DECLS
