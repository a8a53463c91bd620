/* ludo-ai-eval.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-ai-private.h"

#include <math.h>

/* The evaluation estimates each colour's worth in steps of progress, then
 * turns the gaps between the colours into a chance of finishing first. */

typedef struct
{
  /* Worth of a pawn out of base beyond its progress: a captured pawn loses
   * this as well, since it needs a 6 to come back. */
  double out;
  /* Extra worth in the home column (no longer capturable), and at home. */
  double safe;
  double home;
  /* How likely an opponent that can capture does so: before the victim's
   * next turn, and later (when the victim may run away first). */
  double hit_soon;
  double hit_late;
  /* Cost of every pawn on the track beyond two: each is a target for as
   * long as it stands there, and with many out each stands longer. A pawn
   * on a safe square is no target and does not count (with safe squares
   * this raised `medium` from 66.9% to 68.2% of 20,000 games). */
  double crowd;
  /* A wall within reach ahead costs a pawn this much per roll it blocks; a
   * wall on the start square this much per pawn kept in base. */
  double wall_roll;
  double wall_base;
  /* Spread, in steps, of the race between two sides: a floor for the last
   * few rolls plus a part growing with the square root of the distance. */
  double sigma0;
  double sigma1;
  /* A bonus growing with the square of a track pawn's progress, so that a
   * step of a leading pawn is worth a little more than one of a trailing
   * pawn: the runner reaches the home column, where it can no longer be
   * taken, sooner, and fewer pawns stand on the track for long. */
  double lead;
} Weights;

/* Tuned with `ludo-cli match` against random players (README, "Computer
 * players"); hill-climbing every weight on 20,000-game samples found no
 * better point than these, apart from @lead (0.05 raised `medium` from
 * 52.7% to 54.6% of 10,000 games under the standard rules, from 67.6% to
 * 68.8% with blockades; 0.1 and more lost again). Constants, so that the
 * players share no mutable state; a build may try others with -D. Walls
 * make leaving base worth more (a pawn joining one on the start square is
 * safe) and captures rarer. */
#ifndef LUDO_AI_WEIGHTS_STANDARD
#define LUDO_AI_WEIGHTS_STANDARD  { 8.0, 1.5, 2.0, 1.0, 0.35, 5.0, 1.5, 3.0, 15.0, 1.5, 0.05 }
#endif
#ifndef LUDO_AI_WEIGHTS_BLOCKADES
#define LUDO_AI_WEIGHTS_BLOCKADES { 12.0, 1.5, 2.0, 0.5, 0.175, 2.5, 1.5, 3.0, 15.0, 1.5, 0.05 }
#endif

static const Weights standard_weights = LUDO_AI_WEIGHTS_STANDARD;
static const Weights blockade_weights = LUDO_AI_WEIGHTS_BLOCKADES;

#define CROWD_FREE 2

static inline const Weights *
weights_for (const LudoRules *rules)
{
  return rules->blockades ? &blockade_weights : &standard_weights;
}

static inline double
full_worth (const Weights *w)
{
  return LUDO_N_PAWNS * (w->out + LUDO_PROGRESS_HOME + w->safe + w->home);
}

#define ONE G_GUINT64_CONSTANT (1)

/* Everything about a position that the values need, worked out once. */
typedef struct
{
  const LudoRules    *rules;
  const LudoPosition *pos;
  const Weights      *w;
  /* Squares where colour c cannot end or pass (walls of its opponents). */
  guint64             wall_for[LUDO_N_COLOURS];
  /* Colour o's pawns move before colour c rolls again. */
  gboolean            soon[LUDO_N_COLOURS][LUDO_N_COLOURS];
} Board;

gboolean
_ludo_ai_opposing (const LudoRules *rules,
                   LudoColour       a,
                   LudoColour       b)
{
  if (a == b)
    return FALSE;
  if (rules->team && b == ludo_rules_partner (a))
    return FALSE;
  return TRUE;
}

static inline gboolean
is_seated (const LudoPosition *pos,
           guint               c)
{
  return (pos->seated & (1u << c)) != 0;
}

static inline gboolean
is_finished (const LudoPosition *pos,
             guint               c)
{
  return pos->progress[c][0] == LUDO_PROGRESS_HOME;
}

/* The track squares from + 1 .. from + d, wrapping round the ring. */
guint64
_ludo_ai_squares_ahead (guint from,
                        guint d)
{
  guint start = (from + 1) % LUDO_TRACK_SQUARES;

  if (start + d <= LUDO_TRACK_SQUARES)
    return ((ONE << d) - 1) << start;

  return (((ONE << (LUDO_TRACK_SQUARES - start)) - 1) << start)
         | ((ONE << (start + d - LUDO_TRACK_SQUARES)) - 1);
}

static void
board_init (Board              *board,
            const LudoRules    *rules,
            const LudoPosition *pos)
{
  guint64 stacked[LUDO_N_COLOURS] = { 0, };
  guint order[LUDO_N_COLOURS];
  guint c, o;

  board->rules = rules;
  board->pos = pos;
  board->w = weights_for (rules);

  if (rules->blockades)
    {
      for (c = 0; c < LUDO_N_COLOURS; c++)
        {
          guint i;

          if (!is_seated (pos, c))
            continue;
          /* Progress is sorted, so a pair is two neighbours. */
          for (i = 1; i < LUDO_N_PAWNS; i++)
            {
              guint q = pos->progress[c][i];

              if (q >= LUDO_PROGRESS_START && q <= LUDO_PROGRESS_LAST_TRACK
                  && q == pos->progress[c][i - 1])
                stacked[c] |= ONE << ludo_rules_absolute_square (c, q);
            }
        }
    }

  for (c = 0; c < LUDO_N_COLOURS; c++)
    {
      board->wall_for[c] = 0;
      for (o = 0; o < LUDO_N_COLOURS; o++)
        if (_ludo_ai_opposing (rules, c, o))
          board->wall_for[c] |= stacked[o];
    }

  /* Turn order from the colour to roll; at game over nobody moves soon. */
  for (c = 0; c < LUDO_N_COLOURS; c++)
    order[c] = pos->turn >= 0
               ? (c + LUDO_N_COLOURS - (guint) pos->turn) % LUDO_N_COLOURS
               : 0;

  for (c = 0; c < LUDO_N_COLOURS; c++)
    for (o = 0; o < LUDO_N_COLOURS; o++)
      {
        gboolean soon = order[o] < order[c];

        /* In team play a finished player's turns move its partner's pawns. */
        if (rules->team && is_finished (pos, ludo_rules_partner (o)))
          soon = soon || order[ludo_rules_partner (o)] < order[c];
        board->soon[o][c] = soon;
      }
}

/* The chance that attacker @o captures whatever stands on square @a in its
 * next turn, if it wants to. */
static double
hit_chance (const Board *board,
            guint        o,
            guint        a)
{
  const LudoPosition *pos = board->pos;
  guint64 walls = board->wall_for[o];
  guint rolls = 0;
  double chained = 0.0;
  double chance;
  guint target, i;

  if ((walls >> a) & 1)
    return 0.0;

  /* The square as the attacker counts it; 52 is the square before its
   * start, which it never reaches (it turns into its home column). */
  target = (a + 2 * LUDO_TRACK_SQUARES - 13 * o) % LUDO_TRACK_SQUARES + 1;
  if (target > LUDO_PROGRESS_LAST_TRACK)
    return 0.0;

  if (pos->progress[o][0] == LUDO_PROGRESS_BASE && target <= 7)
    {
      guint start = 13 * o;
      gboolean walled = (walls >> start) & 1;

      if (!walled && target == LUDO_PROGRESS_START)
        rolls |= 1u << 6;
      else if (!walled && (walls == 0 || (walls & _ludo_ai_squares_ahead (start, target - 1)) == 0))
        chained += 1.0 / 36.0;
    }

  for (i = 0; i < LUDO_N_PAWNS; i++)
    {
      guint q = pos->progress[o][i];
      guint d;

      if (q < LUDO_PROGRESS_START || q >= target)
        continue;
      d = target - q;
      if (d > 12)
        continue;
      if (walls != 0 && (walls & _ludo_ai_squares_ahead (ludo_rules_absolute_square (o, q), d)) != 0)
        continue;
      if (d <= 6)
        rolls |= 1u << d;
      else
        chained += 1.0 / 36.0;
    }

  chance = __builtin_popcount (rolls) / 6.0 + chained;
  return MIN (chance, 1.0);
}

/* The chance that square @a, where colour @c stands, is hit before long.
 * Nothing is ever hit on a safe square (docs/rules.md §5a.2): a pawn
 * waiting there keeps its whole worth, and a pawn just out of base on its
 * safe start square risks nothing until it moves on. */
static double
danger (const Board *board,
        guint        c,
        guint        a)
{
  const LudoPosition *pos = board->pos;
  double survive = 1.0;
  guint o;

  if (ludo_rules_is_safe_square (board->rules, a))
    return 0.0;

  for (o = 0; o < LUDO_N_COLOURS; o++)
    {
      double chance;

      if (!is_seated (pos, o) || !_ludo_ai_opposing (board->rules, c, o))
        continue;
      chance = hit_chance (board, o, a);
      if (chance > 0.0)
        survive *= 1.0 - chance * (board->soon[o][c] ? board->w->hit_soon : board->w->hit_late);
    }

  return 1.0 - survive;
}

static double
colour_value (const Board *board,
              guint        c)
{
  const LudoPosition *pos = board->pos;
  const Weights *w = board->w;
  guint64 walls = board->wall_for[c];
  double value = 0.0;
  double last_danger = 0.0;
  guint last_q = 0;
  guint n_track = 0;
  guint i;

  for (i = 0; i < LUDO_N_PAWNS; i++)
    {
      guint q = pos->progress[c][i];

      if (q == LUDO_PROGRESS_BASE)
        {
          guint start = ludo_rules_absolute_square (c, LUDO_PROGRESS_START);

          if ((walls >> start) & 1)
            value -= w->wall_base;
        }
      else if (q == LUDO_PROGRESS_HOME)
        {
          value += w->out + q + w->safe + w->home;
        }
      else if (q >= LUDO_PROGRESS_HOME_COLUMN)
        {
          value += w->out + q + w->safe;
        }
      else
        {
          guint a = ludo_rules_absolute_square (c, q);
          double worth = w->out + q;

          /* Pawns sharing a square share its danger. */
          if (q != last_q)
            {
              last_danger = danger (board, c, a);
              last_q = q;
            }
          value += worth * (1.0 - last_danger) + w->lead * q * q / LUDO_PROGRESS_LAST_TRACK;
          if (!ludo_rules_is_safe_square (board->rules, a))
            n_track++;

          if (walls != 0)
            {
              guint reach = MIN (6u, LUDO_PROGRESS_LAST_TRACK - q);
              guint d;

              for (d = 1; d <= reach; d++)
                if ((walls >> ((a + d) % LUDO_TRACK_SQUARES)) & 1)
                  {
                    value -= w->wall_roll * (7 - d);
                    break;
                  }
            }
        }
    }

  if (n_track > CROWD_FREE)
    value -= w->crowd * (n_track - CROWD_FREE);

  return value;
}

void
_ludo_ai_evaluate (const LudoRules    *rules,
                   const LudoPosition *pos,
                   LudoAiValues       *values)
{
  Board board;
  guint c;

  board_init (&board, rules, pos);

  for (c = 0; c < LUDO_N_COLOURS; c++)
    values->colour[c] = is_seated (pos, c) ? colour_value (&board, c) : 0.0;
}

static inline double
normal_cdf (double x)
{
  return 0.5 * erfc (-x * G_SQRT2 / 2);
}

/* The chance that a side needing @mine more steps' worth finishes before
 * one needing @theirs: the remaining times are taken as normal, with a
 * spread that grows with the distance left (dice and captures). */
static inline double
race_chance (const Weights *w,
             double         mine,
             double         theirs)
{
  double sigma = w->sigma0 + w->sigma1 * sqrt (MAX (mine + theirs, 0.0));

  /* Kept strictly between 0 and 1, so that no estimate ties with a game
   * actually won or lost. */
  return 0.001 + 0.998 * normal_cdf ((theirs - mine) / sigma);
}

double
_ludo_ai_hand_score (const LudoRules    *rules,
                     const LudoPosition *pos,
                     const LudoAiValues *values,
                     LudoColour          me)
{
  const Weights *w = weights_for (rules);
  double full = full_worth (w);
  double chance = 1.0;
  double mine;
  guint behind = 0;
  guint c;

  if (rules->team)
    {
      LudoColour partner = ludo_rules_partner (me);
      double theirs;

      if (is_finished (pos, me) && is_finished (pos, partner))
        return 1.0;
      if (is_finished (pos, (me + 1) % LUDO_N_COLOURS) && is_finished (pos, (me + 3) % LUDO_N_COLOURS))
        return 0.0;
      mine = 2 * full - values->colour[me] - values->colour[partner];
      theirs = 2 * full - values->colour[(me + 1) % LUDO_N_COLOURS]
               - values->colour[(me + 3) % LUDO_N_COLOURS];
      return race_chance (w, mine, theirs);
    }

  /* The score is the place to expect, counted down from first: one off
   * for every opponent already home, plus the chance to beat all others. */
  mine = full - values->colour[me];
  for (c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (c == (guint) me || !is_seated (pos, c))
        continue;
      if (is_finished (pos, c))
        {
          /* Opponents home after us do not count against us. */
          guint r;

          for (r = 0; r < pos->n_ranked && pos->ranking[r] != me; r++)
            if (pos->ranking[r] == (gint8) c)
              behind++;
        }
      else if (!is_finished (pos, me))
        {
          chance *= race_chance (w, mine, full - values->colour[c]);
        }
    }

  return chance - behind;
}

double
_ludo_ai_side_score (const LudoRules    *rules,
                     const LudoPosition *pos,
                     const LudoAiValues *values,
                     LudoColour          me)
{
  double score = _ludo_ai_hand_score (rules, pos, values, me);

  if (_ludo_ai_learned_applies (rules, pos, me))
    return _ludo_ai_learned_score (rules, pos, me, score);

  return score;
}

guint
_ludo_ai_pick_best (const double *scores,
                    guint         n,
                    guint64      *rng_state)
{
  guint best = 0;
  guint n_best = 1;
  guint i;

  /* Equal scores are common (two pawns in base give one move, symmetric
   * places); pick among them uniformly so no colour or place is favoured. */
  for (i = 1; i < n; i++)
    {
      if (scores[i] > scores[best] + 1e-9)
        {
          best = i;
          n_best = 1;
        }
      else if (scores[i] >= scores[best] - 1e-9)
        {
          n_best++;
          if (_ludo_ai_random_below (rng_state, n_best) == 0)
            best = i;
        }
    }

  return best;
}

guint
_ludo_ai_choose_medium (const LudoRules    *rules,
                        const LudoPosition *pos,
                        guint               roll,
                        const LudoMove     *moves,
                        guint               n_moves,
                        guint64            *rng_state)
{
  LudoColour me = ludo_rules_moving_colour (rules, pos);
  double scores[LUDO_MAX_MOVES];
  guint i;

  for (i = 0; i < n_moves; i++)
    {
      LudoPosition child = *pos;
      LudoOutcome outcome;
      LudoAiValues values;

      ludo_rules_apply (rules, &child, roll, &moves[i], &outcome);
      _ludo_ai_evaluate (rules, &child, &values);
      scores[i] = _ludo_ai_side_score (rules, &child, &values, me);
    }

  return _ludo_ai_pick_best (scores, n_moves, rng_state);
}
