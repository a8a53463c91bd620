/* ludo-rules.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Which moves the rules allow, and why the others are not allowed; the
 * position's own queries. ludo-rules-apply.c plays a move. */

#include "config.h"

#include "ludo-rules.h"

#include <string.h>

#include "ludo-notation.h"
#include "ludo-rules-private.h"

/* The track squares of progress @from + 1 up to @to (≤ 51), as a mask. The
 * span is at most six squares and may wrap around square 51 to square 0. */
static inline guint64
track_span (guint colour,
            guint from,
            guint to)
{
  guint64 bits = (BIT (to - from) - 1) << square_of (colour, from + 1u);

  return (bits | (bits >> LUDO_TRACK_SQUARES)) & TRACK_MASK;
}

/* The track squares that are walls for @colour (docs/rules.md §8.8). */
static inline guint64
opposing_walls (const LudoRules    *rules,
                const LudoPosition *pos,
                guint               colour)
{
  if (!rules->blockades)
    return 0;
  if (rules->team)
    return pos->stacked[colour ^ 1u] | pos->stacked[colour ^ 3u];
  return pos->stacked[(colour + 1u) & 3u] | pos->stacked[(colour + 2u) & 3u]
         | pos->stacked[(colour + 3u) & 3u];
}

/* The single move of a pawn at @from with @roll, by mask operations only;
 * explain_place() walks the same rules square by square. */
static inline gboolean
single_is_legal (guint   colour,
                 guint   from,
                 guint   roll,
                 guint64 own,
                 guint64 walls,
                 gboolean share)
{
  guint to;

  if (from == LUDO_PROGRESS_BASE)
    {
      guint64 start = BIT (13u * colour);

      if (roll != 6 || (walls & start) != 0)
        return FALSE;
      return share || (own & start) == 0;
    }

  to = from + roll;
  if (to > LUDO_PROGRESS_HOME)
    return FALSE;

  if (from < LUDO_PROGRESS_LAST_TRACK)
    {
      guint last = MIN (to, LUDO_PROGRESS_LAST_TRACK);

      if ((walls & track_span (colour, from, last)) != 0)
        return FALSE;
      if (to <= LUDO_PROGRESS_LAST_TRACK && !share && (own & BIT (square_of (colour, to))) != 0)
        return FALSE;
    }

  if (to >= LUDO_PROGRESS_HOME_COLUMN)
    {
      guint lo = MAX (from + 1u, (guint) LUDO_PROGRESS_HOME_COLUMN);
      guint hi = MIN (to, (guint) LUDO_PROGRESS_HOME - 1u);

      if (lo <= hi && (own & ((BIT (hi - lo + 1u) - 1) << lo)) != 0)
        return FALSE;
    }

  return TRUE;
}

/* The colour owning a wall on @square for @colour, in colour order. */
static gint
wall_owner (const LudoRules    *rules,
            const LudoPosition *pos,
            guint               colour,
            guint               square)
{
  if (!rules->blockades)
    return LUDO_COLOUR_NONE;
  for (guint o = 0; o < LUDO_N_COLOURS; o++)
    if (is_opponent (rules, colour, o) && (pos->stacked[o] & BIT (square)) != 0)
      return (gint) o;
  return LUDO_COLOUR_NONE;
}

/* Why the pawns of @colour at @from cannot move (docs/rules.md §7 order), or
 * LUDO_BLOCK_NONE when they can. */
static LudoBlockReason
explain_place (const LudoRules    *rules,
               const LudoPosition *pos,
               guint               colour,
               guint               from,
               guint               roll,
               gint               *blocker)
{
  gboolean share = rules->blockades || rules->pachisi;
  guint64 own = pos->occupied[colour];
  guint to;

  *blocker = LUDO_COLOUR_NONE;

  if (from == LUDO_PROGRESS_BASE)
    {
      guint start = 13u * colour;

      if (roll != 6)
        return LUDO_BLOCK_NEEDS_SIX;
      *blocker = wall_owner (rules, pos, colour, start);
      if (*blocker != LUDO_COLOUR_NONE)
        return LUDO_BLOCK_BLOCKADE_ON_START;
      if (!share && (own & BIT (start)) != 0)
        {
          *blocker = (gint) colour;
          return LUDO_BLOCK_OWN_PAWN;
        }
      return LUDO_BLOCK_NONE;
    }

  if (from >= LUDO_PROGRESS_HOME)
    return LUDO_BLOCK_FINISHED;

  to = from + roll;
  if (to > LUDO_PROGRESS_HOME)
    return LUDO_BLOCK_OVERSHOOTS_HOME;

  for (guint q = from + 1; q <= to; q++)
    {
      if (q <= LUDO_PROGRESS_LAST_TRACK)
        {
          *blocker = wall_owner (rules, pos, colour, square_of (colour, q));
          if (*blocker != LUDO_COLOUR_NONE)
            return q < to ? LUDO_BLOCK_BLOCKADE_IN_PATH : LUDO_BLOCK_BLOCKADE_ON_TARGET;
        }
      else if (q < LUDO_PROGRESS_HOME && (own & BIT (q)) != 0)
        {
          *blocker = (gint) colour;
          return LUDO_BLOCK_HOME_COLUMN_BLOCKED;
        }
    }

  if (to <= LUDO_PROGRESS_LAST_TRACK && !share && (own & BIT (square_of (colour, to))) != 0)
    {
      *blocker = (gint) colour;
      return LUDO_BLOCK_OWN_PAWN;
    }

  return LUDO_BLOCK_NONE;
}

/**
 * ludo_rules_check:
 * @rules: the rule options
 * @seated: a bit mask of the seated colours (bit c for colour c)
 * @error: return location for a %LUDO_NOTATION_ERROR_RULES error
 *
 * Checks that the options can be played with these seats: every game needs
 * two, team play all four.
 *
 * Returns: %TRUE when they can
 */
gboolean
ludo_rules_check (const LudoRules  *rules,
                  guint             seated,
                  GError          **error)
{
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((seated & ~ALL_SEATS) != 0 || g_bit_nth_lsf (seated, -1) == g_bit_nth_msf (seated, -1))
    {
      g_set_error_literal (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES,
                           "a game needs at least two seated colours");
      return FALSE;
    }
  if (rules->team && (seated & ALL_SEATS) != ALL_SEATS)
    {
      g_set_error_literal (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES,
                           "team play needs four seats");
      return FALSE;
    }
  return TRUE;
}

/**
 * ludo_position_init_game:
 * @pos: the position to fill
 * @seated: a bit mask of the seated colours, at least two bits of 0xf
 * @first: the colour to roll first, a seated one
 *
 * Sets up a new game: every pawn in base, nobody ranked.
 */
void
ludo_position_init_game (LudoPosition *pos,
                         guint         seated,
                         LudoColour    first)
{
  g_return_if_fail (pos != NULL);
  g_return_if_fail ((seated & ~ALL_SEATS) == 0);
  g_return_if_fail (g_bit_nth_msf (seated, -1) != g_bit_nth_lsf (seated, -1));
  g_return_if_fail (first >= LUDO_COLOUR_RED && first <= LUDO_COLOUR_BLUE);
  g_return_if_fail ((seated & BIT (first)) != 0);

  memset (pos, 0, sizeof *pos);
  pos->seated = (guint8) seated;
  pos->turn = (gint8) first;
  memset (pos->ranking, LUDO_COLOUR_NONE, sizeof pos->ranking);
}

/**
 * ludo_position_is_over:
 * @pos: a position
 *
 * Returns: %TRUE when the game is over (nobody is to roll)
 */
gboolean
ludo_position_is_over (const LudoPosition *pos)
{
  g_return_val_if_fail (pos != NULL, TRUE);

  return pos->turn == LUDO_COLOUR_NONE;
}

/**
 * ludo_position_has_finished:
 * @pos: a position
 * @colour: a colour
 *
 * Returns: %TRUE when @colour is seated and has all four pawns home
 */
gboolean
ludo_position_has_finished (const LudoPosition *pos,
                            LudoColour          colour)
{
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE, FALSE);

  return (pos->seated & BIT (colour)) != 0 && is_finished (pos, colour);
}

/**
 * ludo_position_count_at:
 * @pos: a position
 * @colour: a colour
 * @progress: a progress, 0..57
 *
 * Returns: how many pawns of @colour stand at @progress
 */
guint
ludo_position_count_at (const LudoPosition *pos,
                        LudoColour          colour,
                        guint               progress)
{
  guint n = 0;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE, 0);

  for (guint i = 0; i < LUDO_N_PAWNS; i++)
    n += pos->progress[colour][i] == progress;
  return n;
}

/**
 * ludo_rules_moving_colour:
 * @rules: the rule options
 * @pos: a position
 *
 * The colour whose pawns the roll moves: the colour on turn, or in team play
 * its partner once the colour on turn has all its pawns home.
 *
 * Returns: that colour, or %LUDO_COLOUR_NONE when the game is over
 */
LudoColour
ludo_rules_moving_colour (const LudoRules    *rules,
                          const LudoPosition *pos)
{
  g_return_val_if_fail (rules != NULL, LUDO_COLOUR_NONE);
  g_return_val_if_fail (pos != NULL, LUDO_COLOUR_NONE);

  if (pos->turn < 0 || pos->turn >= LUDO_N_COLOURS)
    return LUDO_COLOUR_NONE;
  if (rules->team && is_finished (pos, (guint) pos->turn))
    return (LudoColour) (pos->turn ^ 2);
  return (LudoColour) pos->turn;
}

/**
 * ludo_rules_generate_moves:
 * @rules: the rule options
 * @pos: a position
 * @roll: the roll in hand, 1..6
 * @moves: (out caller-allocates) (array fixed-size=8): room for
 *   %LUDO_MAX_MOVES moves
 *
 * Lists every legal move of the moving colour, sorted by FROM then count,
 * each distinct move once (docs/rules.md §6). Allocates nothing.
 *
 * Returns: the number of moves; 0 when the roll is lost or the game is over
 */
guint
ludo_rules_generate_moves (const LudoRules    *rules,
                           const LudoPosition *pos,
                           guint               roll,
                           LudoMove           *moves)
{
  const guint8 *pr;
  gboolean share;
  guint64 own, walls;
  guint colour;
  guint n = 0;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (roll >= 1 && roll <= 6, 0);
  g_return_val_if_fail (moves != NULL, 0);

  if ((guint) pos->turn >= LUDO_N_COLOURS)
    return 0;
  colour = (guint) pos->turn;
  if (rules->team && is_finished (pos, colour))
    colour ^= 2u;

  pr = pos->progress[colour];
  own = pos->occupied[colour];
  walls = opposing_walls (rules, pos, colour);
  share = rules->blockades || rules->pachisi;

  for (guint i = 0; i < LUDO_N_PAWNS;)
    {
      guint from = pr[i];
      guint count = 1;

      while (i + count < LUDO_N_PAWNS && pr[i + count] == from)
        count++;
      i += count;

      if (from == LUDO_PROGRESS_HOME)
        break;
      if (!single_is_legal (colour, from, roll, own, walls, share))
        continue;

      moves[n].colour = (gint8) colour;
      moves[n].from = (guint8) from;
      moves[n].to = (guint8) (from == LUDO_PROGRESS_BASE ? LUDO_PROGRESS_START : from + roll);
      moves[n].count = 1;
      n++;

      if (rules->pachisi && count >= 2 && from != LUDO_PROGRESS_BASE
          && from <= LUDO_PROGRESS_LAST_TRACK
          && (from + roll <= LUDO_PROGRESS_LAST_TRACK || from + roll == LUDO_PROGRESS_HOME))
        {
          moves[n] = moves[n - 1];
          moves[n].count = (guint8) count;
          n++;
        }
    }

  return n;
}

/**
 * ludo_rules_explain_full:
 * @rules: the rule options
 * @pos: a position
 * @roll: the roll in hand, 1..6
 * @stacks: whether to list the stacks that cannot move whole too
 * @blocked: (out caller-allocates) (array fixed-size=4): room for
 *   %LUDO_N_PAWNS places
 *
 * Like ludo_rules_explain(), and with @stacks also lists, in the same
 * ascending order, every Pachisi stack that only one of its pawns can
 * leave: the whole stack would stop in the home column
 * (%LUDO_BLOCK_STACK_HOME_COLUMN, with no blocker). A place is listed at
 * most once, so %LUDO_N_PAWNS entries are still enough.
 *
 * Returns: the number of places listed; 0 when the game is over
 */
guint
ludo_rules_explain_full (const LudoRules    *rules,
                         const LudoPosition *pos,
                         guint               roll,
                         gboolean            stacks,
                         LudoBlockedPlace   *blocked)
{
  LudoColour colour;
  guint n = 0;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (roll >= 1 && roll <= 6, 0);
  g_return_val_if_fail (blocked != NULL, 0);

  colour = ludo_rules_moving_colour (rules, pos);
  if (colour == LUDO_COLOUR_NONE)
    return 0;

  for (guint i = 0; i < LUDO_N_PAWNS; i++)
    {
      const guint8 *pr = pos->progress[colour];
      guint from = pr[i];
      guint count = 1;
      LudoBlockReason reason;
      gint blocker;

      if (i > 0 && pr[i - 1] == from)
        continue;
      while (i + count < LUDO_N_PAWNS && pr[i + count] == from)
        count++;

      reason = explain_place (rules, pos, (guint) colour, from, roll, &blocker);
      /* The single move is legal; the stack's only rule of its own is
       * that it may not stop in the home column (docs/rules.md §5.2), the one
       * case ludo_rules_generate_moves() leaves its stack move out. */
      if (reason == LUDO_BLOCK_NONE && stacks && rules->pachisi && count >= 2
          && from >= LUDO_PROGRESS_START && from <= LUDO_PROGRESS_LAST_TRACK
          && from + roll >= LUDO_PROGRESS_HOME_COLUMN && from + roll < LUDO_PROGRESS_HOME)
        reason = LUDO_BLOCK_STACK_HOME_COLUMN;
      if (reason == LUDO_BLOCK_NONE)
        continue;
      blocked[n].colour = (gint8) colour;
      blocked[n].from = (guint8) from;
      blocked[n].reason = (guint8) reason;
      blocked[n].blocker = (gint8) blocker;
      n++;
    }

  return n;
}

/**
 * ludo_rules_explain:
 * @rules: the rule options
 * @pos: a position
 * @roll: the roll in hand, 1..6
 * @blocked: (out caller-allocates) (array fixed-size=4): room for
 *   %LUDO_N_PAWNS places
 *
 * Explains, for every distinct place of the moving colour's pawns that has
 * no legal move, why not (docs/rules.md §7 gives the reasons and their order),
 * in ascending progress.
 *
 * Returns: the number of blocked places; 0 when the game is over
 */
guint
ludo_rules_explain (const LudoRules    *rules,
                    const LudoPosition *pos,
                    guint               roll,
                    LudoBlockedPlace   *blocked)
{
  return ludo_rules_explain_full (rules, pos, roll, FALSE, blocked);
}

/**
 * ludo_rules_is_legal:
 * @rules: the rule options
 * @pos: a position
 * @roll: the roll in hand, 1..6
 * @move: a move
 *
 * Returns: %TRUE when @move is one of the legal moves for @roll
 */
gboolean
ludo_rules_is_legal (const LudoRules    *rules,
                     const LudoPosition *pos,
                     guint               roll,
                     const LudoMove     *move)
{
  LudoMove moves[LUDO_MAX_MOVES];
  guint n;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (roll >= 1 && roll <= 6, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  n = ludo_rules_generate_moves (rules, pos, roll, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].colour == move->colour && moves[i].from == move->from
        && moves[i].to == move->to && moves[i].count == move->count)
      return TRUE;
  return FALSE;
}

