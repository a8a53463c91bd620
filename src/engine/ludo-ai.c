/* ludo-ai.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-ai.h"

#include <string.h>

#include "ludo-ai-private.h"

static const char * const level_names[LUDO_AI_N_LEVELS] = {
  "random",
  "easy",
  "medium",
  "hard",
};

/* splitmix64: every state, zero included, is valid, and one 64-bit word is
 * all the caller has to keep. */
guint64
_ludo_ai_next_random (guint64 *state)
{
  guint64 z;

  *state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  z = *state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

guint
_ludo_ai_random_below (guint64 *state,
                       guint    n)
{
  g_assert (n > 0);

  /* The modulo bias over 2^64 is far below anything a game could notice. */
  return (guint) (_ludo_ai_next_random (state) % n);
}

/* The easy player knows a handful of rules of thumb, in this order: take a
 * pawn, bring one home, leave base, reach the home column, otherwise run
 * with the leading pawn. Now and then it just moves any pawn. */
#define EASY_CARELESS_PERCENT 15

guint
_ludo_ai_choose_easy (const LudoRules    *rules,
                      const LudoPosition *pos,
                      guint               roll,
                      const LudoMove     *moves,
                      guint               n_moves,
                      guint64            *rng_state)
{
  double scores[LUDO_MAX_MOVES];
  guint i;

  if (_ludo_ai_random_below (rng_state, 100) < EASY_CARELESS_PERCENT)
    return _ludo_ai_random_below (rng_state, n_moves);

  for (i = 0; i < n_moves; i++)
    {
      const LudoMove *move = &moves[i];
      LudoPosition child = *pos;
      LudoOutcome outcome;

      ludo_rules_apply (rules, &child, roll, move, &outcome);

      if (outcome.n_captured > 0)
        scores[i] = 1000 + outcome.n_captured;
      else if (move->to == LUDO_PROGRESS_HOME)
        scores[i] = 800;
      else if (move->from == LUDO_PROGRESS_BASE)
        scores[i] = 600;
      else if (move->to >= LUDO_PROGRESS_HOME_COLUMN && move->from < LUDO_PROGRESS_HOME_COLUMN)
        scores[i] = 400;
      else
        scores[i] = move->from;
    }

  return _ludo_ai_pick_best (scores, n_moves, rng_state);
}

guint
ludo_ai_choose_move (LudoAiLevel         level,
                     const LudoRules    *rules,
                     const LudoPosition *pos,
                     guint               roll,
                     const LudoMove     *moves,
                     guint               n_moves,
                     guint64            *rng_state)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (roll >= 1 && roll <= 6, 0);
  g_return_val_if_fail (moves != NULL, 0);
  g_return_val_if_fail (n_moves > 0, 0);
  g_return_val_if_fail (rng_state != NULL, 0);

  if (n_moves == 1)
    return 0;

  switch (level)
    {
    case LUDO_AI_EASY:
      return _ludo_ai_choose_easy (rules, pos, roll, moves, n_moves, rng_state);
    case LUDO_AI_MEDIUM:
      return _ludo_ai_choose_medium (rules, pos, roll, moves, n_moves, rng_state);
    case LUDO_AI_HARD:
      return _ludo_ai_choose_hard (rules, pos, roll, moves, n_moves, rng_state);
    case LUDO_AI_RANDOM:
    default:
      return _ludo_ai_random_below (rng_state, n_moves);
    }
}

gboolean
ludo_ai_level_from_name (const char  *name,
                         LudoAiLevel *level)
{
  guint i;

  g_return_val_if_fail (name != NULL, FALSE);

  for (i = 0; i < LUDO_AI_N_LEVELS; i++)
    {
      if (strcmp (name, level_names[i]) == 0)
        {
          if (level != NULL)
            *level = (LudoAiLevel) i;
          return TRUE;
        }
    }

  return FALSE;
}

const char *
ludo_ai_level_name (LudoAiLevel level)
{
  g_return_val_if_fail ((guint) level < LUDO_AI_N_LEVELS, NULL);

  return level_names[level];
}
