/* ludo-learn-playout.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-learn-playout.h"

#include "engine/ludo-ai-private.h"

#define MAX_ROLLS 100000

static guint
choose (const LearnTable   *table,
        const LudoPosition *pos,
        guint               roll,
        const LudoMove     *moves,
        guint               n_moves,
        LudoColour          learner,
        guint64            *rng)
{
  LudoAiLevel level = pos->turn == (gint8) learner ? LUDO_AI_MEDIUM : table->opponents;

  if (n_moves == 1)
    return 0;
  return ludo_ai_choose_move (level, &table->rules, pos, roll, moves, n_moves, rng);
}

/* Plays on until a colour finishes; TRUE if it is @learner. */
static gboolean
play_out (const LearnTable *table,
          LudoPosition      pos,
          LudoColour        learner,
          guint64           dice,
          guint64           rng)
{
  for (guint i = 0; i < MAX_ROLLS && pos.n_ranked == 0; i++)
    {
      LudoMove moves[LUDO_MAX_MOVES];
      guint roll = 1 + _ludo_ai_random_below (&dice, 6);
      guint n = ludo_rules_generate_moves (&table->rules, &pos, roll, moves);

      ludo_rules_apply (&table->rules, &pos, roll,
                        n > 0 ? &moves[choose (table, &pos, roll, moves, n, learner, &rng)] : NULL,
                        NULL);
    }

  return pos.n_ranked > 0 && pos.ranking[0] == (gint8) learner;
}

/* Plays every move out @playouts times, counting the mover's wins. Play-out
 * k uses the same dice for every move, so that the moves' differences are
 * measured with less noise than their rates. */
void
learn_rate_moves (const LearnTable   *table,
                  const LudoPosition *pos,
                  guint               roll,
                  const LudoMove     *moves,
                  guint               n_moves,
                  guint               playouts,
                  guint64             dice,
                  guint              *wins)
{
  for (guint m = 0; m < n_moves; m++)
    {
      wins[m] = 0;
      for (guint k = 0; k < playouts; k++)
        {
          LudoPosition child = *pos;

          ludo_rules_apply (&table->rules, &child, roll, &moves[m], NULL);
          wins[m] += play_out (table, child, pos->turn,
                               dice + k * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15),
                               dice ^ (k * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9)));
        }
    }
}

LudoColour
learn_start_game (guint64       seed,
                  guint         game,
                  guint64      *dice,
                  guint64      *rng,
                  LudoPosition *pos)
{
  *dice = seed ^ (G_GUINT64_CONSTANT (0xd1b54a32d192ed03) * (game + 1));
  *rng = _ludo_ai_next_random (dice);
  ludo_position_init_game (pos, 0xf, (LudoColour) _ludo_ai_random_below (dice, 4));

  return (LudoColour) (game % LUDO_N_COLOURS);
}

void
learn_play_game (const LearnTable *table,
                 guint64           seed,
                 guint             game,
                 LearnChoiceFunc   on_choice,
                 gpointer          user_data)
{
  guint64 dice, rng;
  LudoPosition pos;
  LudoColour learner = learn_start_game (seed, game, &dice, &rng, &pos);

  for (guint i = 0; i < MAX_ROLLS && pos.n_ranked == 0; i++)
    {
      LudoMove moves[LUDO_MAX_MOVES];
      guint roll = 1 + _ludo_ai_random_below (&dice, 6);
      guint n = ludo_rules_generate_moves (&table->rules, &pos, roll, moves);
      guint chosen = n > 0 ? choose (table, &pos, roll, moves, n, learner, &rng) : 0;

      if (n > 1 && pos.turn == (gint8) learner)
        on_choice (&pos, roll, moves, n, chosen, user_data);
      ludo_rules_apply (&table->rules, &pos, roll, n > 0 ? &moves[chosen] : NULL, NULL);
    }
}
