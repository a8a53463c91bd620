/* ludo-learn-foresight.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How much would it take to win 80% of games against three random players?
 * This player cheats: before each of its choices it sees the next HORIZON
 * rolls of the game, whoever makes them, and how the random players will
 * choose among their moves. It plays each of its moves through those rolls
 * (choosing like `medium` wherever its own turn comes up again), scores the
 * position reached with `medium`'s evaluation, and takes the best. With a
 * horizon of 0 it is `medium`. No fair player can know what it knows, so
 * the win rate at each horizon says how much foresight a given rate needs;
 * nothing here is used by the game. */

#include "config.h"

#include <math.h>
#include <stdio.h>

#include "ludo-learn-foresight.h"
#include "ludo-learn-playout.h"

#include "engine/ludo-ai-private.h"

/* Enough for any game: in 100,000 games of `medium` against three random
 * players, first place took at most 819 rolls (1,168 with blockades). A
 * game still undecided after them would count as lost. */
#define MAX_ROLLS 4000

/* A game's future, drawn before it starts: the rolls in order, and for each
 * roll the number that picks a random player's move (any of its legal
 * moves alike, as `random` does). */
typedef struct
{
  guint8  roll[MAX_ROLLS];
  guint64 pick[MAX_ROLLS];
} Future;

/* Plays rolls @from .. @to - 1 of @future, as long as nobody has finished. */
static void
play_rolls (const LudoRules *rules,
            const Future    *future,
            LudoPosition    *pos,
            LudoColour       player,
            guint            from,
            guint            to)
{
  guint64 rng = 0;

  for (guint i = from; i < MIN (to, MAX_ROLLS) && pos->n_ranked == 0; i++)
    {
      LudoMove moves[LUDO_MAX_MOVES];
      guint n = ludo_rules_generate_moves (rules, pos, future->roll[i], moves);
      guint chosen = 0;

      if (n > 1)
        chosen = pos->turn == (gint8) player
                 ? ludo_ai_choose_move (LUDO_AI_MEDIUM, rules, pos, future->roll[i], moves, n, &rng)
                 : (guint) (future->pick[i] % n);
      ludo_rules_apply (rules, pos, future->roll[i], n > 0 ? &moves[chosen] : NULL, NULL);
    }
}

static double
score_after (const LudoRules    *rules,
             const LudoPosition *pos,
             LudoColour          player)
{
  LudoAiValues values;

  if (pos->n_ranked > 0)
    return pos->ranking[0] == (gint8) player ? 1.0 : 0.0;
  _ludo_ai_evaluate (rules, pos, &values);
  return _ludo_ai_side_score (rules, pos, &values, player);
}

/* The move that looks best once the next @horizon rolls have been played. */
static guint
choose_with_foresight (const LudoRules    *rules,
                       const Future       *future,
                       const LudoPosition *pos,
                       guint               now,
                       const LudoMove     *moves,
                       guint               n_moves,
                       guint               horizon,
                       guint64            *rng)
{
  LudoColour player = (LudoColour) pos->turn;
  double scores[LUDO_MAX_MOVES];

  for (guint m = 0; m < n_moves; m++)
    {
      LudoPosition child = *pos;

      ludo_rules_apply (rules, &child, future->roll[now], &moves[m], NULL);
      play_rolls (rules, future, &child, player, now + 1, now + 1 + horizon);
      scores[m] = score_after (rules, &child, player);
    }

  return _ludo_ai_pick_best (scores, n_moves, rng);
}

/* Game @game of a series, seated as ludo-learn seats its games. TRUE if
 * the player finished first. */
static gboolean
play_game (const LudoRules *rules,
           Future          *future,
           guint64          seed,
           guint            game,
           guint            horizon)
{
  guint64 dice, rng;
  LudoPosition pos;
  LudoColour player = learn_start_game (seed, game, &dice, &rng, &pos);

  for (guint i = 0; i < MAX_ROLLS; i++)
    {
      future->roll[i] = (guint8) (1 + _ludo_ai_random_below (&dice, 6));
      future->pick[i] = _ludo_ai_next_random (&dice);
    }

  for (guint i = 0; i < MAX_ROLLS && pos.n_ranked == 0; i++)
    {
      LudoMove moves[LUDO_MAX_MOVES];
      guint roll = future->roll[i];
      guint n = ludo_rules_generate_moves (rules, &pos, roll, moves);
      guint chosen = 0;

      if (n > 1 && pos.turn == (gint8) player)
        chosen = horizon == 0
                 ? ludo_ai_choose_move (LUDO_AI_MEDIUM, rules, &pos, roll, moves, n, &rng)
                 : choose_with_foresight (rules, future, &pos, i, moves, n, horizon, &rng);
      else if (n > 1)
        chosen = (guint) (future->pick[i] % n);
      ludo_rules_apply (rules, &pos, roll, n > 0 ? &moves[chosen] : NULL, NULL);
    }

  return pos.n_ranked > 0 && pos.ranking[0] == (gint8) player;
}

int
learn_foresight (const LudoRules *rules,
                 guint            games,
                 guint            horizon,
                 guint64          seed)
{
  g_autofree Future *future = g_new (Future, 1);
  guint wins = 0;
  double rate, error;

  for (guint g = 0; g < games; g++)
    wins += play_game (rules, future, seed, g, horizon);

  rate = (double) wins / games;
  error = sqrt (rate * (1.0 - rate) / games);
  printf ("games %u horizon %u wins %u win %.4f (standard error %.4f)\n",
          games, horizon, wins, rate, error);

  return 0;
}
