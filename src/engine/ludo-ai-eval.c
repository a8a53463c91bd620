/* ludo-ai-eval.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-ai-private.h"

/* The weights below were tuned with `ludo-cli match` (README, "Computer
 * players"). They are compile-time constants so that the players share no
 * mutable state and a build can try other values with -D. Units: one step
 * of progress. */

/* Worth of a pawn out of base beyond its progress: a captured pawn loses
 * this as well, since it needs a 6 and a turn to come back. */
#ifndef LUDO_AI_OUT_BONUS
#define LUDO_AI_OUT_BONUS 8.0
#endif
/* A pawn in the home column can no longer be captured. */
#ifndef LUDO_AI_SAFE_BONUS
#define LUDO_AI_SAFE_BONUS 6.0
#endif
#ifndef LUDO_AI_HOME_BONUS
#define LUDO_AI_HOME_BONUS 2.0
#endif
/* All four pawns home: first place, or at least a better rank. */
#ifndef LUDO_AI_FINISH_BONUS
#define LUDO_AI_FINISH_BONUS 1000.0
#endif
/* How likely an opponent that can capture does so: before the victim's
 * next turn, and later (when the victim can still run away first). */
#ifndef LUDO_AI_HIT_SOON
#define LUDO_AI_HIT_SOON 1.0
#endif
#ifndef LUDO_AI_HIT_LATE
#define LUDO_AI_HIT_LATE 0.35
#endif
/* A wall within reach ahead costs a pawn this much per roll it blocks; a
 * wall on the start square this much per pawn kept in base. */
#ifndef LUDO_AI_WALL_ROLL
#define LUDO_AI_WALL_ROLL 1.5
#endif
#ifndef LUDO_AI_WALL_BASE
#define LUDO_AI_WALL_BASE 3.0
#endif
/* How much the opponents' worth counts against a side's own, spread over
 * them, and the extra weight of the one who leads the race. */
#ifndef LUDO_AI_OPPONENTS
#define LUDO_AI_OPPONENTS 1.2
#endif
#ifndef LUDO_AI_LEADER
#define LUDO_AI_LEADER 0.3
#endif

#define ONE G_GUINT64_CONSTANT (1)

/* Everything about a position that the values need, worked out once. */
typedef struct
{
  const LudoRules    *rules;
  const LudoPosition *pos;
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
static inline guint64
ray (guint from,
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
  guint start = ludo_rules_absolute_square (o, LUDO_PROGRESS_START);
  guint rolls = 0;
  double chained = 0.0;
  double chance;
  guint i;

  if ((walls >> a) & 1)
    return 0.0;

  if (pos->progress[o][0] == LUDO_PROGRESS_BASE && !((walls >> start) & 1))
    {
      guint d = (a + LUDO_TRACK_SQUARES - start) % LUDO_TRACK_SQUARES;

      if (d == 0)
        rolls |= 1u << 6;
      else if (d <= 6 && (walls & ray (start, d)) == 0)
        chained += 1.0 / 36.0;
    }

  for (i = 0; i < LUDO_N_PAWNS; i++)
    {
      guint q = pos->progress[o][i];
      guint from, d;

      if (q < LUDO_PROGRESS_START || q > LUDO_PROGRESS_LAST_TRACK)
        continue;
      from = ludo_rules_absolute_square (o, q);
      d = (a + LUDO_TRACK_SQUARES - from) % LUDO_TRACK_SQUARES;
      if (d == 0 || d > 12 || q + d > LUDO_PROGRESS_LAST_TRACK)
        continue;
      if ((walls & ray (from, d)) != 0)
        continue;
      if (d <= 6)
        rolls |= 1u << d;
      else
        chained += 1.0 / 36.0;
    }

  chance = __builtin_popcount (rolls) / 6.0 + chained;
  return MIN (chance, 1.0);
}

/* The chance that square @a, where colour @c stands, is hit before long. */
static double
danger (const Board *board,
        guint        c,
        guint        a)
{
  const LudoPosition *pos = board->pos;
  double survive = 1.0;
  guint o;

  for (o = 0; o < LUDO_N_COLOURS; o++)
    {
      double chance;

      if (!is_seated (pos, o) || !_ludo_ai_opposing (board->rules, c, o))
        continue;
      chance = hit_chance (board, o, a);
      if (chance > 0.0)
        survive *= 1.0 - chance * (board->soon[o][c] ? LUDO_AI_HIT_SOON : LUDO_AI_HIT_LATE);
    }

  return 1.0 - survive;
}

static double
colour_value (const Board *board,
              guint        c)
{
  const LudoPosition *pos = board->pos;
  guint64 walls = board->wall_for[c];
  double value = 0.0;
  double last_danger = 0.0;
  guint last_q = 0;
  guint n_home = 0;
  guint i;

  for (i = 0; i < LUDO_N_PAWNS; i++)
    {
      guint q = pos->progress[c][i];

      if (q == LUDO_PROGRESS_BASE)
        {
          guint start = ludo_rules_absolute_square (c, LUDO_PROGRESS_START);

          if ((walls >> start) & 1)
            value -= LUDO_AI_WALL_BASE;
        }
      else if (q == LUDO_PROGRESS_HOME)
        {
          value += LUDO_AI_OUT_BONUS + q + LUDO_AI_SAFE_BONUS + LUDO_AI_HOME_BONUS;
          n_home++;
        }
      else if (q >= LUDO_PROGRESS_HOME_COLUMN)
        {
          value += LUDO_AI_OUT_BONUS + q + LUDO_AI_SAFE_BONUS;
        }
      else
        {
          guint a = ludo_rules_absolute_square (c, q);
          double worth = LUDO_AI_OUT_BONUS + q;

          /* Pawns sharing a square share its danger. */
          if (q != last_q)
            {
              last_danger = danger (board, c, a);
              last_q = q;
            }
          value += worth * (1.0 - last_danger);

          if (walls != 0)
            {
              guint reach = MIN (6u, LUDO_PROGRESS_LAST_TRACK - q);
              guint d;

              for (d = 1; d <= reach; d++)
                if ((walls >> ((a + d) % LUDO_TRACK_SQUARES)) & 1)
                  {
                    value -= LUDO_AI_WALL_ROLL * (7 - d);
                    break;
                  }
            }
        }
    }

  if (n_home == LUDO_N_PAWNS)
    value += LUDO_AI_FINISH_BONUS;

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

double
_ludo_ai_side_score (const LudoRules    *rules,
                     const LudoPosition *pos,
                     const LudoAiValues *values,
                     LudoColour          me)
{
  double mine = 0.0;
  double theirs = 0.0;
  double leader = 0.0;
  guint n_opponents = 0;
  guint c;

  for (c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (!is_seated (pos, c))
        continue;
      if (_ludo_ai_opposing (rules, me, c))
        {
          theirs += values->colour[c];
          leader = n_opponents == 0 ? values->colour[c] : MAX (leader, values->colour[c]);
          n_opponents++;
        }
      else
        {
          /* The partner's progress counts as one's own. */
          mine += values->colour[c];
        }
    }

  if (n_opponents == 0)
    return mine;

  return mine - LUDO_AI_OPPONENTS * theirs / n_opponents - LUDO_AI_LEADER * leader;
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
