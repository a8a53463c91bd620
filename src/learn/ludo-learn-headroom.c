/* ludo-learn-headroom.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How much better than `medium` could a player be that knew which move
 * wins most often? At a share of `medium`'s choices every move is played
 * out; where the best of them is not `medium`'s pick, the two are played
 * out again on fresh dice, so that the gain is not inflated by the luck
 * that made the best look best. The mean gain per choice, times the choices
 * in a game, is what always taking the better move would add to `medium`'s
 * chance to win (to first order); it is a floor, since play-outs miss
 * differences smaller than their noise. */

#include "config.h"

#include <math.h>
#include <stdio.h>

#include "ludo-learn-headroom.h"

#include "engine/ludo-ai-private.h"

typedef struct
{
  guint  choices;   /* `medium`'s choices with more than one move */
  guint  sampled;
  guint  differ;    /* sampled choices where the best play-out was another move */
  double gain;      /* summed over the sampled choices */
  double gain_squared;
} Headroom;

static void
measure_choice (const LearnTable   *table,
                const LudoPosition *pos,
                guint               roll,
                const LudoMove     *moves,
                guint               n_moves,
                guint               chosen,
                guint               playouts,
                guint64            *sampler,
                Headroom           *headroom)
{
  guint wins[LUDO_MAX_MOVES];
  guint best = 0;
  LudoMove pair[2];
  double gain;

  learn_rate_moves (table, pos, roll, moves, n_moves, playouts,
                    _ludo_ai_next_random (sampler), wins);
  for (guint m = 1; m < n_moves; m++)
    if (wins[m] > wins[best])
      best = m;
  headroom->sampled++;
  if (best == chosen)
    return;

  headroom->differ++;
  pair[0] = moves[best];
  pair[1] = moves[chosen];
  learn_rate_moves (table, pos, roll, pair, 2, playouts, _ludo_ai_next_random (sampler), wins);
  gain = ((double) wins[0] - (double) wins[1]) / playouts;
  headroom->gain += gain;
  headroom->gain_squared += gain * gain;
}

typedef struct
{
  const LearnTable *table;
  guint             playouts;
  guint64           sampler;
  double            sample;
  Headroom          headroom;
} Measure;

static void
on_choice (const LudoPosition *pos,
           guint               roll,
           const LudoMove     *moves,
           guint               n_moves,
           guint               chosen,
           gpointer            user_data)
{
  Measure *measure = user_data;

  measure->headroom.choices++;
  if (_ludo_ai_random_below (&measure->sampler, 1000000) < measure->sample * 1e6)
    measure_choice (measure->table, pos, roll, moves, n_moves, chosen,
                    measure->playouts, &measure->sampler, &measure->headroom);
}

int
learn_headroom (const LearnTable *table,
                guint             games,
                guint             playouts,
                guint64           seed,
                double            sample)
{
  Measure measure = { table, playouts, seed * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d), sample, { 0 } };
  const Headroom *headroom = &measure.headroom;
  double per_choice, error, per_game;

  for (guint g = 0; g < games; g++)
    learn_play_game (table, seed, g, on_choice, &measure);

  if (headroom->sampled == 0)
    {
      fprintf (stderr, "ludo-learn: no choice was sampled; play more games or sample more\n");
      return 1;
    }
  per_choice = headroom->gain / headroom->sampled;
  /* Choices without a better move count as a gain of 0. */
  error = sqrt (MAX (headroom->gain_squared / headroom->sampled - per_choice * per_choice, 0.0)
                / headroom->sampled);
  per_game = (double) headroom->choices / games;
  printf ("games %u choices %u (%.1f a game) sampled %u another move best %u\n",
          games, headroom->choices, per_game, headroom->sampled, headroom->differ);
  printf ("gain per choice %.5f (standard error %.5f), per game %.4f (standard error %.4f)\n",
          per_choice, error, per_choice * per_game, error * per_game);

  return 0;
}
