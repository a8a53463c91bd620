/* ludo-ai-learned.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-ai-private.h"

/* A learned correction to the evaluation, under the standard rules, with
 * blockades and with safe squares.
 *
 * The hand-made evaluation ranks a player's moves well enough to win 55% of
 * games against three random players under the standard rules (69% with
 * blockades), yet play-outs showed that it leaves about 0.4% of the chance
 * to win behind at every choice: played to the end many times over, the
 * move it picked was often not the best. The correction below was fitted
 * to such play-outs (build-aux/learn-weights): for thousands of choices
 * from real games, every move was played out 1,500 times or more, and a
 * linear model of features of the position after the move was fitted to
 * the differences between the moves' win rates. It is used only where it
 * was fitted: all four seats playing for first place, before anybody has
 * finished, without team play or Pachisi stacking. */

/* How far each colour's pawns went, and how many stand where. */
typedef struct
{
  guint   total[LUDO_N_COLOURS];
  guint   n_base[LUDO_N_COLOURS];
  guint   n_out[LUDO_N_COLOURS];
  /* Squares colour c may not end on or pass: the other colours' blockades
   * (none under the standard rules). */
  guint64 walls_for[LUDO_N_COLOURS];
} Census;

static void
census_init (Census             *census,
             const LudoPosition *pos)
{
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      census->total[c] = census->n_base[c] = census->n_out[c] = 0;
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        {
          guint q = pos->progress[c][i];

          census->total[c] += q;
          if (q == LUDO_PROGRESS_BASE)
            census->n_base[c]++;
          else if (q < LUDO_PROGRESS_HOME)
            census->n_out[c]++;
        }
    }
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      census->walls_for[c] = 0;
      for (guint o = 0; o < LUDO_N_COLOURS; o++)
        if (o != c)
          census->walls_for[c] |= pos->stacked[o];
    }
}

static inline double
pawn_worth (guint progress)
{
  return (progress + 8) / (double) LUDO_PROGRESS_HOME;
}

/* What threatens my pawn at @q (absolute square @a) from colour @o, and
 * what it threatens of @o's pawns ahead of it. */
static void
add_threats (const LudoRules    *rules,
             const LudoPosition *pos,
             const Census       *census,
             guint               me,
             guint               q,
             guint               o,
             double             *f)
{
  guint a = ludo_rules_absolute_square (me, q);
  /* The progress at which @o would land on my square. */
  guint target = (a + 2 * LUDO_TRACK_SQUARES - 13 * o) % LUDO_TRACK_SQUARES + 1;
  /* A random player picks any of its movable places alike. */
  double pick = 1.0 / (census->n_out[o] + (census->n_base[o] > 0 ? 1 : 0));
  double worth = pawn_worth (q);

  guint64 walls = census->walls_for[o];
  guint start = ludo_rules_absolute_square (o, LUDO_PROGRESS_START);
  gboolean can_leave = census->n_base[o] > 0 && ((walls >> start) & 1) == 0;

  /* A pawn in a blockade cannot be taken, nor one on a safe square. */
  if (target <= LUDO_PROGRESS_LAST_TRACK && ((pos->stacked[me] >> a) & 1) == 0
      && !ludo_rules_is_safe_square (rules, a))
    {
      for (guint j = 0; j < LUDO_N_PAWNS; j++)
        {
          guint qo = pos->progress[o][j];
          guint d;

          if (qo < LUDO_PROGRESS_START || qo >= target)
            continue;
          d = target - qo;
          if (d > 12
              || (walls != 0 && (walls & _ludo_ai_squares_ahead (ludo_rules_absolute_square (o, qo), d)) != 0))
            continue;
          if (d <= 6)
            {
              f[LUDO_FEATURE_HITTABLE]++;
              f[LUDO_FEATURE_HITTABLE_WORTH] += worth;
              f[LUDO_FEATURE_HITTABLE_PICKED] += worth * pick;
            }
          else
            {
              f[LUDO_FEATURE_HITTABLE_AFTER_SIX] += worth;
            }
        }
      if (can_leave && target == LUDO_PROGRESS_START)
        f[LUDO_FEATURE_ON_START_OF_BASE] += worth;
      else if (can_leave && target <= LUDO_PROGRESS_START + 6
               && (walls & _ludo_ai_squares_ahead (start, target - 1)) == 0)
        f[LUDO_FEATURE_NEAR_START_OF_BASE] += worth;
    }

  for (guint j = 0; j < LUDO_N_PAWNS; j++)
    {
      guint qo = pos->progress[o][j];
      guint d;

      if (qo < LUDO_PROGRESS_START || qo > LUDO_PROGRESS_LAST_TRACK)
        continue;
      d = (ludo_rules_absolute_square (o, qo) + LUDO_TRACK_SQUARES - a) % LUDO_TRACK_SQUARES;
      if (d >= 1 && d <= 6 && q + d <= LUDO_PROGRESS_LAST_TRACK
          && !ludo_rules_is_safe_square (rules, (a + d) % LUDO_TRACK_SQUARES)
          && (census->walls_for[me] & _ludo_ai_squares_ahead (a, d)) == 0)
        f[LUDO_FEATURE_CAN_HIT_WORTH] += pawn_worth (qo);
    }
}

void
_ludo_ai_learned_features (const LudoRules    *rules,
                           const LudoPosition *pos,
                           LudoColour          me,
                           double             *f)
{
  Census census;
  guint n_track = 0;
  guint leader = 0;
  double others = 0.0, best_other = 0.0;

  for (guint k = 0; k < LUDO_N_FEATURES; k++)
    f[k] = 0.0;
  census_init (&census, pos);

  for (guint i = 0; i < LUDO_N_PAWNS; i++)
    {
      guint q = pos->progress[me][i];

      if (q == LUDO_PROGRESS_BASE)
        {
          f[LUDO_FEATURE_IN_BASE]++;
          continue;
        }
      if (q == LUDO_PROGRESS_HOME)
        {
          f[LUDO_FEATURE_HOME]++;
          continue;
        }
      if (q >= LUDO_PROGRESS_HOME_COLUMN)
        {
          f[LUDO_FEATURE_HOME_COLUMN]++;
          f[LUDO_FEATURE_HOME_COLUMN_LEFT] += LUDO_PROGRESS_HOME - q;
          continue;
        }

      n_track++;
      leader = MAX (leader, q);
      f[LUDO_FEATURE_TRACK_BAND + (q - 1) * LUDO_N_TRACK_BANDS / LUDO_PROGRESS_LAST_TRACK]++;
      if (census.walls_for[me] != 0
          && (census.walls_for[me]
              & _ludo_ai_squares_ahead (ludo_rules_absolute_square (me, q),
                                        MIN (6u, LUDO_PROGRESS_LAST_TRACK - q))) != 0)
        f[LUDO_FEATURE_WALLED_AHEAD]++;
      if (q == LUDO_PROGRESS_START && census.n_base[me] > 0)
        f[LUDO_FEATURE_START_SHUT] = 1.0;
      for (guint o = 0; o < LUDO_N_COLOURS; o++)
        if (o != (guint) me && (pos->seated & (1u << o)) != 0
            && pos->progress[o][0] != LUDO_PROGRESS_HOME)
          add_threats (rules, pos, &census, me, q, o, f);
    }

  /* Pawns close behind one another get in each other's way. */
  for (guint i = 0; i < LUDO_N_PAWNS; i++)
    for (guint j = 0; j < LUDO_N_PAWNS; j++)
      {
        guint a = pos->progress[me][i], b = pos->progress[me][j];

        if (a >= LUDO_PROGRESS_START && b > a && b - a <= 6 && b < LUDO_PROGRESS_HOME)
          f[LUDO_FEATURE_CLOSE_PAIRS]++;
      }

  /* Rolls below 6 that would be lost: the pawns are stuck. */
  if (pos->progress[me][0] != LUDO_PROGRESS_HOME)
    {
      LudoPosition mine = *pos;
      LudoMove moves[LUDO_MAX_MOVES];

      mine.turn = (gint8) me;
      for (guint roll = 1; roll <= 5; roll++)
        if (ludo_rules_generate_moves (rules, &mine, roll, moves) == 0)
          f[LUDO_FEATURE_LOST_ROLLS]++;
    }

  for (guint o = 0; o < LUDO_N_COLOURS; o++)
    if (o != (guint) me && (pos->seated & (1u << o)) != 0)
      {
        double done = census.total[o] / (double) LUDO_PROGRESS_HOME;

        others += done;
        best_other = MAX (best_other, done);
        if ((pos->stacked[me] >> ludo_rules_absolute_square (o, LUDO_PROGRESS_START)) & 1)
          f[LUDO_FEATURE_WALL_KEEPS_BASE] += census.n_base[o];
      }

  f[LUDO_FEATURE_TRACK_SQUARED] = n_track * n_track;
  f[LUDO_FEATURE_TRACK] = n_track;
  f[LUDO_FEATURE_OTHERS_DONE] = others;
  f[LUDO_FEATURE_BEST_OTHER_DONE] = best_other;
  f[LUDO_FEATURE_MINE_DONE] = census.total[me] / (double) LUDO_PROGRESS_HOME;
  f[LUDO_FEATURE_LEADER] = leader / (double) LUDO_PROGRESS_LAST_TRACK;
  f[LUDO_FEATURE_ANY_IN_BASE] = census.n_base[me] > 0 ? 1.0 : 0.0;
  f[LUDO_FEATURE_MY_WALLS] = __builtin_popcountll (pos->stacked[me]);
}

/* Fitted by build-aux/learn-weights (README, "Computer players"): the
 * weight of the hand-made score, of each feature, and a constant. The
 * result is a chance to win. */
static const double standard_weights[LUDO_N_FEATURES + 2] = {
#include "ludo-ai-learned-weights.h"
};

static const double blockade_weights[LUDO_N_FEATURES + 2] = {
#include "ludo-ai-learned-weights-blockades.h"
};

/* Safe squares change which moves pay (waiting on a star, coming out onto
 * a start square that cannot be hit): on choices of games with safe
 * squares that no fit had seen, the standard weights left 0.431% of the
 * chance to win behind per choice and these 0.398%, and `medium` won
 * 69.9% of 20,000 games against three random players (seed 2) with them
 * against 68.2% with the standard ones. */
static const double safe_weights[LUDO_N_FEATURES + 2] = {
#include "ludo-ai-learned-weights-safe.h"
};

/* With both blockades and safe squares the blockade weights, fitted
 * without safe squares, still play better than the safe ones, fitted
 * without walls: `medium` won 77.2% against 76.3% of 20,000 games against
 * three random players (seed 2). Walls change the game more than safe
 * squares do, and a fourth table would need a round of its own. */
static const double *
weights_for (const LudoRules *rules)
{
  if (rules->blockades)
    return blockade_weights;
  return rules->safe ? safe_weights : standard_weights;
}

gboolean
_ludo_ai_learned_applies (const LudoRules    *rules,
                          const LudoPosition *pos,
                          LudoColour          me)
{
  return !rules->team && !rules->pachisi
         && pos->seated == (1u << LUDO_N_COLOURS) - 1
         && pos->n_ranked == 0
         && pos->progress[me][0] != LUDO_PROGRESS_HOME;
}

double
_ludo_ai_learned_score (const LudoRules    *rules,
                        const LudoPosition *pos,
                        LudoColour          me,
                        double              score)
{
  const double *w = weights_for (rules);
  double f[LUDO_N_FEATURES];
  double chance = w[0] * score + w[LUDO_N_FEATURES + 1];

  _ludo_ai_learned_features (rules, pos, me, f);
  for (guint k = 0; k < LUDO_N_FEATURES; k++)
    chance += w[k + 1] * f[k];

  return CLAMP (chance, 0.001, 0.999);
}
