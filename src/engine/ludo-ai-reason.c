/* ludo-ai-reason.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Why a move is good, in one word a person can be told: the hint "What
 * would the computer play?" shows hard's move and this reason. The
 * reason describes the move, not hard's arithmetic: the first of a fixed
 * list of plain facts that holds. */

#include "config.h"

#include "ludo-ai.h"
#include "ludo-ai-private.h"

/* Whether a pawn of @colour at track progress @progress could be captured
 * by an opponent's next roll: an opponent's pawn on the track 1..6
 * squares behind it that would still be on the track there. Blockades in
 * between are not looked at: the hint only needs a fair picture. */
static gboolean
within_reach (const LudoRules    *rules,
              const LudoPosition *pos,
              LudoColour          colour,
              guint               progress)
{
  guint square;

  if (progress < LUDO_PROGRESS_START || progress > LUDO_PROGRESS_LAST_TRACK)
    return FALSE;
  square = ludo_rules_absolute_square (colour, progress);
  if (ludo_rules_is_safe_square (rules, square))
    return FALSE;

  for (int c = LUDO_COLOUR_RED; c <= LUDO_COLOUR_BLUE; c++)
    {
      if (!(pos->seated & (1u << c)) || !_ludo_ai_opposing (rules, colour, c))
        continue;
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        {
          guint p = pos->progress[c][i];
          guint behind;

          if (p < LUDO_PROGRESS_START || p > LUDO_PROGRESS_LAST_TRACK)
            continue;
          behind = (square + LUDO_TRACK_SQUARES - ludo_rules_absolute_square (c, p)) %
                   LUDO_TRACK_SQUARES;
          if (behind >= 1 && behind <= 6 && p + behind <= LUDO_PROGRESS_LAST_TRACK)
            return TRUE;
        }
    }

  return FALSE;
}

/* An opponent's pawn on the track 1..6 squares behind the square of
 * @colour's @progress: a runner the blockade there stands in front of. */
static gboolean
runner_behind (const LudoRules    *rules,
               const LudoPosition *pos,
               LudoColour          colour,
               guint               progress)
{
  guint square = ludo_rules_absolute_square (colour, progress);

  for (int c = LUDO_COLOUR_RED; c <= LUDO_COLOUR_BLUE; c++)
    {
      if (!(pos->seated & (1u << c)) || !_ludo_ai_opposing (rules, colour, c))
        continue;
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        {
          guint p = pos->progress[c][i];
          guint behind;

          if (p < LUDO_PROGRESS_START || p > LUDO_PROGRESS_LAST_TRACK)
            continue;
          behind = (square + LUDO_TRACK_SQUARES - ludo_rules_absolute_square (c, p)) %
                   LUDO_TRACK_SQUARES;
          if (behind >= 1 && behind <= 6 && p + behind <= LUDO_PROGRESS_LAST_TRACK)
            return TRUE;
        }
    }

  return FALSE;
}

/**
 * ludo_ai_explain_move:
 * @rules: the rules in force
 * @pos: the position, with the player to move on turn
 * @roll: the roll in hand
 * @move: one of the legal moves for @roll
 * @n_moves: how many legal moves there were
 *
 * Says in one word why @move is worth playing, the first of these that
 * holds: it is the only move; it captures; it brings a pawn home; it
 * takes a pawn that could be captured out of reach; it forms a blockade
 * in front of an opponent's pawn; it enters the home column; it brings a
 * pawn out of base; it takes the pawn on without leaving it where it can
 * be captured; else it is simply the best race forward.
 *
 * Returns: the reason
 */
LudoAiReason
ludo_ai_explain_move (const LudoRules    *rules,
                      const LudoPosition *pos,
                      guint               roll,
                      const LudoMove     *move,
                      guint               n_moves)
{
  LudoPosition after;
  LudoOutcome outcome;
  LudoMove played;

  g_return_val_if_fail (rules != NULL, LUDO_AI_REASON_PROGRESS);
  g_return_val_if_fail (pos != NULL, LUDO_AI_REASON_PROGRESS);
  g_return_val_if_fail (move != NULL, LUDO_AI_REASON_PROGRESS);

  if (n_moves == 1)
    return LUDO_AI_REASON_ONLY_MOVE;

  after = *pos;
  played = *move;
  ludo_rules_apply (rules, &after, roll, &played, &outcome);

  if (outcome.n_captured > 0)
    return LUDO_AI_REASON_CAPTURES;
  if (move->to == LUDO_PROGRESS_HOME)
    return LUDO_AI_REASON_HOME;
  if (within_reach (rules, pos, move->colour, move->from) &&
      !within_reach (rules, &after, move->colour, move->to))
    return LUDO_AI_REASON_ESCAPES;
  if (outcome.blockade_formed && runner_behind (rules, &after, move->colour, move->to))
    return LUDO_AI_REASON_BLOCKADE;
  if (move->from <= LUDO_PROGRESS_LAST_TRACK && move->to >= LUDO_PROGRESS_HOME_COLUMN)
    return LUDO_AI_REASON_HOME_COLUMN;
  if (move->from == LUDO_PROGRESS_BASE)
    return LUDO_AI_REASON_LEAVES_BASE;
  if (!within_reach (rules, &after, move->colour, move->to))
    return LUDO_AI_REASON_SAFE;
  return LUDO_AI_REASON_PROGRESS;
}
