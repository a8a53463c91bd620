/* ludo-rules.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-rules.h"

#include "ludo-notation.h"
#include "ludo-rules-private.h"

/* Bit layout of LudoPosition.occupied and .stacked: bit s (0..51) is the
 * absolute track square s; in .occupied, bit p (52..56) is the colour's own
 * home-column square of progress p. The home column shares the word so that
 * one AND answers "is an own pawn in the way" anywhere on the path. */
#define BIT(n)            (G_GUINT64_CONSTANT (1) << (n))
#define TRACK_MASK        (BIT (LUDO_TRACK_SQUARES) - 1)
#define ALL_SEATS         0xfu

static inline guint
square_of (guint colour,
           guint progress)
{
  guint s = 13u * colour + progress - 1u;

  return s >= LUDO_TRACK_SQUARES ? s - LUDO_TRACK_SQUARES : s;
}

/* The progress at which @colour stands on absolute track square @square. */
static inline guint
progress_at_square (guint colour,
                    guint square)
{
  guint p = square + LUDO_TRACK_SQUARES - 13u * colour;

  return (p >= LUDO_TRACK_SQUARES ? p - LUDO_TRACK_SQUARES : p) + 1u;
}

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

static inline gboolean
is_finished (const LudoPosition *pos,
             guint               colour)
{
  return pos->progress[colour][0] == LUDO_PROGRESS_HOME;
}

static inline gboolean
is_opponent (const LudoRules *rules,
             guint            colour,
             guint            other)
{
  if (other == colour)
    return FALSE;
  return !rules->team || other != (colour ^ 2u);
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
      guint from = pos->progress[colour][i];
      LudoBlockReason reason;
      gint blocker;

      if (i > 0 && pos->progress[colour][i - 1] == from)
        continue;
      reason = explain_place (rules, pos, (guint) colour, from, roll, &blocker);
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

/**
 * ludo_rules_apply:
 * @rules: the rule options
 * @pos: the position, changed in place
 * @roll: the roll that was made, 1..6
 * @move: (nullable): a legal move for @roll, or %NULL when the roll is lost
 *   (no legal move exists)
 * @outcome: (out caller-allocates) (optional): what the move did
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
  LudoOutcome local;
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

  if (outcome == NULL)
    outcome = &local;
  outcome->n_captured = 0;
  outcome->finished = LUDO_COLOUR_NONE;
  outcome->extra_roll = FALSE;
  outcome->game_over = FALSE;

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

      /* Nothing is captured on a safe square (docs/rules.md §5a.2): opposing pawns
       * share it. */
      if (move->to <= LUDO_PROGRESS_LAST_TRACK
          && !ludo_rules_is_safe_square (rules, square_of (colour, move->to)))
        {
          guint square = square_of (colour, move->to);

          for (guint o = 0; o < LUDO_N_COLOURS; o++)
            {
              guint8 *po;
              guint at;

              if ((pos->occupied[o] & BIT (square)) == 0 || !is_opponent (rules, colour, o))
                continue;
              po = pos->progress[o];
              at = progress_at_square (o, square);
              for (guint i = 0; i < LUDO_N_PAWNS; i++)
                if (po[i] == at)
                  {
                    po[i] = LUDO_PROGRESS_BASE;
                    if (outcome->n_captured < LUDO_MAX_CAPTURES)
                      {
                        outcome->captured[outcome->n_captured].colour = (gint8) o;
                        outcome->captured[outcome->n_captured].from = (guint8) at;
                        outcome->n_captured++;
                      }
                  }
              sort4 (po);
              refresh_colour (pos, o);
            }
        }

      if (pr[0] == LUDO_PROGRESS_HOME)
        {
          outcome->finished = (gint8) colour;
          rank (pos, colour);
          if (game_is_over (rules, pos))
            {
              complete_ranking (rules, pos, roller);
              pos->turn = LUDO_COLOUR_NONE;
              outcome->game_over = TRUE;
              return;
            }
        }
    }

  if (roll == 6 && outcome->finished != (gint8) roller)
    {
      outcome->extra_roll = TRUE;
      return;
    }

  for (guint k = 1; k <= LUDO_N_COLOURS; k++)
    {
      guint c = (roller + k) % LUDO_N_COLOURS;

      if ((pos->seated & BIT (c)) != 0 && (rules->team || !is_finished (pos, c)))
        {
          pos->turn = (gint8) c;
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
