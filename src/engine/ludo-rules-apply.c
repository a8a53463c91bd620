/* ludo-rules-apply.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Playing a roll: the pawns move, captures, rankings, the end of the game
 * and the next turn, and the record of all that (LudoOutcome) for whoever
 * asked for it. ludo-rules.c says which moves are legal. */

#include "config.h"

#include "ludo-rules.h"

#include <string.h>

#include "ludo-rules-private.h"

/* The mask bit of each colour's pawn places, as a constant table so that
 * recomputing a colour's masks costs four loads; base and home have none. */
#define PLACE_BIT(c, p) \
  ((p) >= 1 && (p) <= 51 ? BIT ((13 * (c) + (p) + 51) % LUDO_TRACK_SQUARES) \
   : (p) >= 52 && (p) <= 56 ? BIT (p) : 0)
#define PLACE_BITS_2(c, p) PLACE_BIT (c, p), PLACE_BIT (c, (p) + 1)
#define PLACE_BITS_8(c, p) \
  PLACE_BITS_2 (c, p), PLACE_BITS_2 (c, (p) + 2), PLACE_BITS_2 (c, (p) + 4), \
  PLACE_BITS_2 (c, (p) + 6)
#define PLACE_BITS_64(c) \
  { PLACE_BITS_8 (c, 0), PLACE_BITS_8 (c, 8), PLACE_BITS_8 (c, 16), PLACE_BITS_8 (c, 24), \
    PLACE_BITS_8 (c, 32), PLACE_BITS_8 (c, 40), PLACE_BITS_8 (c, 48), PLACE_BITS_8 (c, 56) }

static const guint64 place_bits[LUDO_N_COLOURS][64] = {
  PLACE_BITS_64 (0), PLACE_BITS_64 (1), PLACE_BITS_64 (2), PLACE_BITS_64 (3),
};

static inline void
sort4 (guint8 *v)
{
#define SWAP_IF(a, b) G_STMT_START { \
    if (v[a] > v[b]) { guint8 t_ = v[a]; v[a] = v[b]; v[b] = t_; } \
  } G_STMT_END
  SWAP_IF (0, 1);
  SWAP_IF (2, 3);
  SWAP_IF (0, 2);
  SWAP_IF (1, 3);
  SWAP_IF (1, 2);
#undef SWAP_IF
}

/* Recomputes one colour's masks from its sorted progress values: equal
 * values sit side by side, so a stack shows as two equal neighbouring bits. */
static inline void
refresh_colour (LudoPosition *pos,
                guint         colour)
{
  const guint8 *pr = pos->progress[colour];
  const guint64 *bits = place_bits[colour];
  guint64 b0, b1, b2, b3;

  if (G_UNLIKELY ((pos->seated & BIT (colour)) == 0))
    {
      pos->occupied[colour] = pos->stacked[colour] = 0;
      return;
    }
  b0 = bits[pr[0] & 63];
  b1 = bits[pr[1] & 63];
  b2 = bits[pr[2] & 63];
  b3 = bits[pr[3] & 63];
  pos->occupied[colour] = b0 | b1 | b2 | b3;
  pos->stacked[colour] = ((b0 & b1) | (b1 & b2) | (b2 & b3)) & TRACK_MASK;
}

static void
rank (LudoPosition *pos,
      guint         colour)
{
  for (guint i = 0; i < pos->n_ranked; i++)
    if (pos->ranking[i] == (gint8) colour)
      return;
  if (pos->n_ranked < LUDO_N_COLOURS)
    pos->ranking[pos->n_ranked++] = (gint8) colour;
}

static gboolean
game_is_over (const LudoRules    *rules,
              const LudoPosition *pos)
{
  guint unfinished = 0;

  if (rules->team)
    return (is_finished (pos, 0) && is_finished (pos, 2))
           || (is_finished (pos, 1) && is_finished (pos, 3));

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if ((pos->seated & BIT (c)) != 0 && !is_finished (pos, c))
      unfinished++;
  return unfinished <= 1;
}

/* docs/rules.md §8.6: in team play the winners go
 * first, in finishing order; unfinished losers follow in turn order after
 * @last_roller. */
static void
complete_ranking (const LudoRules *rules,
                  LudoPosition    *pos,
                  guint            last_roller)
{
  if (rules->team)
    {
      guint winners = is_finished (pos, 0) && is_finished (pos, 2) ? 0 : 1;
      gint8 old[LUDO_N_COLOURS];
      guint n_old = MIN (pos->n_ranked, LUDO_N_COLOURS);

      memcpy (old, pos->ranking, sizeof old);
      pos->n_ranked = 0;
      for (guint i = 0; i < n_old; i++)
        if (old[i] >= 0 && ((guint) old[i] & 1u) == winners)
          rank (pos, (guint) old[i]);
      for (guint i = 0; i < n_old; i++)
        if (old[i] >= 0 && ((guint) old[i] & 1u) != winners)
          rank (pos, (guint) old[i]);
      /* A winner always has finished, so only losers are left here. */
      for (guint k = 1; k <= LUDO_N_COLOURS; k++)
        rank (pos, (last_roller + k) % LUDO_N_COLOURS);
      return;
    }

  for (guint k = 1; k <= LUDO_N_COLOURS; k++)
    {
      guint c = (last_roller + k) % LUDO_N_COLOURS;

      if ((pos->seated & BIT (c)) != 0)
        rank (pos, c);
    }
}

/* The notation carries no ranking and no last roller: colour order stands
 * in for both (docs/rules.md §8.6). */
void
_ludo_rules_rank_parsed (const LudoRules *rules,
                         LudoPosition    *pos)
{
  pos->n_ranked = 0;
  memset (pos->ranking, LUDO_COLOUR_NONE, sizeof pos->ranking);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if ((pos->seated & BIT (c)) != 0 && is_finished (pos, c))
      rank (pos, c);
  if (pos->turn == LUDO_COLOUR_NONE)
    complete_ranking (rules, pos, LUDO_N_COLOURS - 1);
}

/* The record's first part, before the position changes: who rolled, what,
 * and for a lost roll why nothing could move. */
static void
outcome_begin (const LudoRules    *rules,
               const LudoPosition *pos,
               guint               roll,
               const LudoMove     *move,
               LudoOutcome        *outcome)
{
  outcome->roller = pos->turn;
  outcome->roll = (guint8) roll;
  outcome->moved = move != NULL;
  if (move != NULL)
    outcome->move = *move;
  else
    memset (&outcome->move, 0, sizeof outcome->move);
  outcome->n_captured = 0;
  outcome->n_spared = 0;
  outcome->blockade_formed = FALSE;
  outcome->blockade_broken = FALSE;
  outcome->finished = LUDO_COLOUR_NONE;
  outcome->finished_rank = 0;
  outcome->extra_roll = FALSE;
  outcome->game_over = FALSE;
  outcome->next = pos->turn;
  outcome->n_blocked = move == NULL
                       ? (guint8) ludo_rules_explain (rules, pos, roll, outcome->blocked)
                       : 0;
}

/* With blockades, whether a single pawn made or unmade a pair. A stack's
 * move takes every pawn of its place along (ludo_rules_generate_moves()),
 * so its blockade moves with it. */
static void
note_blockades (const LudoPosition *pos,
                const LudoMove     *move,
                LudoOutcome        *outcome)
{
  LudoColour colour = move->colour;

  if (move->count != 1)
    return;
  if (move->to <= LUDO_PROGRESS_LAST_TRACK)
    outcome->blockade_formed = ludo_position_count_at (pos, colour, move->to) == 2;
  if (move->from >= LUDO_PROGRESS_START && move->from <= LUDO_PROGRESS_LAST_TRACK)
    outcome->blockade_broken = ludo_position_count_at (pos, colour, move->from) == 1;
}

static void
add_pawn (LudoCapture *list,
          guint8      *n,
          guint        max,
          guint        colour,
          guint        progress,
          guint        square)
{
  if (*n >= max)
    return;
  list[*n].colour = (gint8) colour;
  list[*n].from = (guint8) progress;
  list[*n].square = (guint8) square;
  (*n)++;
}

/* Opponents on @square go back to base, except on a safe square
 * (docs/rules.md §5a.2), where they stay and share it. */
static void
capture (const LudoRules *rules,
         LudoPosition    *pos,
         guint            colour,
         guint            square,
         LudoOutcome     *outcome)
{
  gboolean safe = ludo_rules_is_safe_square (rules, square);

  if (safe && outcome == NULL)
    return;

  for (guint o = 0; o < LUDO_N_COLOURS; o++)
    {
      guint8 *po;
      guint at;

      if ((pos->occupied[o] & BIT (square)) == 0 || !is_opponent (rules, colour, o))
        continue;
      po = pos->progress[o];
      at = progress_at_square (o, square);
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        {
          if (po[i] != at)
            continue;
          if (safe)
            {
              add_pawn (outcome->spared, &outcome->n_spared, LUDO_MAX_SPARED, o, at, square);
              continue;
            }
          po[i] = LUDO_PROGRESS_BASE;
          if (outcome != NULL)
            add_pawn (outcome->captured, &outcome->n_captured, LUDO_MAX_CAPTURES, o, at, square);
        }
      if (!safe)
        {
          sort4 (po);
          refresh_colour (pos, o);
        }
    }
}

static guint
rank_of (const LudoPosition *pos,
         gint                colour)
{
  for (guint i = 0; i < pos->n_ranked; i++)
    if (pos->ranking[i] == colour)
      return i + 1;
  return 0;
}

/**
 * ludo_rules_apply:
 * @rules: the rule options
 * @pos: the position, changed in place
 * @roll: the roll that was made, 1..6
 * @move: (nullable): a legal move for @roll, or %NULL when the roll is lost
 *   (no legal move exists)
 * @outcome: (out caller-allocates) (optional): the record of what the roll
 *   did; %NULL costs nothing extra, as fast play-outs need
 *
 * Plays @move: moves the pawns, sends captured pawns to base, ranks a colour
 * that finishes, ends the game when it is over, and passes the turn unless
 * the roll gives another roll.
 */
void
ludo_rules_apply (const LudoRules *rules,
                  LudoPosition    *pos,
                  guint            roll,
                  const LudoMove  *move,
                  LudoOutcome     *outcome)
{
  gint finished = LUDO_COLOUR_NONE;
  guint roller;

  g_return_if_fail (rules != NULL);
  g_return_if_fail (pos != NULL);
  g_return_if_fail (roll >= 1 && roll <= 6);
  g_return_if_fail (pos->turn >= 0 && pos->turn < LUDO_N_COLOURS);
  g_return_if_fail (move == NULL
                    || (move->colour >= 0 && move->colour < LUDO_N_COLOURS
                        && move->count >= 1 && move->count <= LUDO_N_PAWNS
                        && move->to <= LUDO_PROGRESS_HOME
                        && move->from < move->to));

  if (outcome != NULL)
    outcome_begin (rules, pos, roll, move, outcome);

  roller = (guint) pos->turn;

  if (move != NULL)
    {
      guint colour = (guint) move->colour;
      guint8 *pr = pos->progress[colour];
      guint left = move->count;

      for (guint i = 0; i < LUDO_N_PAWNS && left > 0; i++)
        if (pr[i] == move->from)
          {
            pr[i] = move->to;
            left--;
          }
      sort4 (pr);
      refresh_colour (pos, colour);

      if (outcome != NULL && rules->blockades)
        note_blockades (pos, move, outcome);

      if (move->to <= LUDO_PROGRESS_LAST_TRACK)
        capture (rules, pos, colour, square_of (colour, move->to), outcome);

      if (pr[0] == LUDO_PROGRESS_HOME)
        {
          finished = (gint) colour;
          rank (pos, colour);
          if (game_is_over (rules, pos))
            {
              complete_ranking (rules, pos, roller);
              pos->turn = LUDO_COLOUR_NONE;
              if (outcome != NULL)
                {
                  outcome->finished = (gint8) finished;
                  outcome->finished_rank = (guint8) rank_of (pos, finished);
                  outcome->game_over = TRUE;
                  outcome->next = LUDO_COLOUR_NONE;
                }
              return;
            }
        }
    }

  if (outcome != NULL && finished != LUDO_COLOUR_NONE)
    {
      outcome->finished = (gint8) finished;
      outcome->finished_rank = (guint8) rank_of (pos, finished);
    }

  if (roll == 6 && finished != (gint) roller)
    {
      if (outcome != NULL)
        outcome->extra_roll = TRUE;
      return;
    }

  for (guint k = 1; k <= LUDO_N_COLOURS; k++)
    {
      guint c = (roller + k) % LUDO_N_COLOURS;

      if ((pos->seated & BIT (c)) != 0 && (rules->team || !is_finished (pos, c)))
        {
          pos->turn = (gint8) c;
          if (outcome != NULL)
            outcome->next = (gint8) c;
          return;
        }
    }
}

/**
 * ludo_position_refresh:
 * @pos: a position whose public fields were set by hand
 *
 * Sorts each colour's progress values and recomputes the engine's private
 * fields. While the game goes on, the ranking is made to hold exactly the
 * finished colours: those already ranked keep their order, the others
 * follow in colour order.
 */
void
ludo_position_refresh (LudoPosition *pos)
{
  g_return_if_fail (pos != NULL);

  pos->reserved = 0;
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      sort4 (pos->progress[c]);
      refresh_colour (pos, c);
    }

  if (pos->turn != LUDO_COLOUR_NONE)
    {
      gint8 old[LUDO_N_COLOURS];
      guint n_old = MIN (pos->n_ranked, LUDO_N_COLOURS);

      memcpy (old, pos->ranking, sizeof old);
      pos->n_ranked = 0;
      memset (pos->ranking, LUDO_COLOUR_NONE, sizeof pos->ranking);
      for (guint i = 0; i < n_old; i++)
        if (old[i] >= 0 && old[i] < LUDO_N_COLOURS && (pos->seated & BIT (old[i])) != 0
            && is_finished (pos, (guint) old[i]))
          rank (pos, (guint) old[i]);
      for (guint c = 0; c < LUDO_N_COLOURS; c++)
        if ((pos->seated & BIT (c)) != 0 && is_finished (pos, c))
          rank (pos, c);
    }
}
