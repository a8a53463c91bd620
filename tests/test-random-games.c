/* test-random-games.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Plays many complete random games under every option combination and
 * follows each one with a second, deliberately naive model of docs/rules.md that
 * shares no code with the engine: it walks every path square by square and
 * counts pawns by scanning the board. After every roll the two models must
 * agree exactly (position, turn, ranking, captures, extra roll, game over),
 * and on a regular sample of positions the naive model's move list and
 * explanations must equal the engine's. Independent board invariants are
 * checked as well, and every game must end within a generous roll cap. */

#include "config.h"

#include <string.h>

#include "ludo-notation.h"
#include "ludo-rules.h"
#include "rules-reference.h"

#define TRACK_BITS ((G_GUINT64_CONSTANT (1) << LUDO_TRACK_SQUARES) - 1)

/* Far beyond any game seen (a few thousand rolls at most): reaching it
 * means a game that does not end. */
#define ROLL_CAP 50000

/* Every STRIDE-th position gets the full comparison; the first
 * FULL_GAMES games of each run get it on every position. */
#define STRIDE     10
#define FULL_GAMES 50

static const char colour_letters[] = "rgyb";

/* ---------------------------------------------------------------------- */
/* A small PRNG of our own (splitmix64), so runs do not depend on GLib's.  */
/* ---------------------------------------------------------------------- */

typedef struct
{
  guint64 state;
} Prng;

static guint64
prng_next (Prng *prng)
{
  guint64 z = (prng->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static guint
prng_below (Prng  *prng,
            guint  n)
{
  return (guint) (prng_next (prng) % n);
}

/* ---------------------------------------------------------------------- */
/* Checks                                                                  */
/* ---------------------------------------------------------------------- */

typedef struct
{
  const char *name;
  LudoRules   rules;
  guint       seated;
  guint       n_games;
  guint64     seed;

  /* What the games exercised, so that a run that never met a rule fails. */
  guint64     rolls, moves, lost_rolls, captures, multi_captures, stack_moves;
  guint64     partner_moves, walls_met, full_checks;
  guint64     spared, shared_squares, walls_over_opponents;
} Run;

/* Board invariants that hold in every reachable position, computed from
 * scratch. */
static void
check_board (const Run     *run,
             const Ref     *ref,
             const guint64  occupied[4],
             const guint64  stacked[4])
{
  for (int c = 0; c < 4; c++)
    {
      if (!ref_seated (ref, c))
        continue;
      for (int i = 0; i < 4; i++)
        {
          int p = ref->prog[c][i];

          g_assert_cmpint (p, >=, 0);
          g_assert_cmpint (p, <=, HOME);
          /* One pawn per home-column square. */
          if (p >= 52 && p <= 56)
            g_assert_cmpint (ref_count_at (ref, c, p), ==, 1);
        }
      /* No own pawns sharing a track square under standard rules. */
      if (!ref_shares (&run->rules))
        g_assert_cmphex (stacked[c], ==, 0);
      /* Opposing sides share a track square only where §5a allows it. */
      for (int b = c + 1; b < 4; b++)
        if (ref_opposing (&run->rules, c, b) && ref_seated (ref, b))
          for (int sq = 0; sq < 52; sq++)
            if (occupied[c] & occupied[b] & (G_GUINT64_CONSTANT (1) << sq))
              g_assert_true (ref_may_share (&run->rules, sq, ref_count_abs (ref, c, sq),
                                            ref_count_abs (ref, b, sq)));
    }
}

/* Counts the squares where opposing pawns stand together, and those where
 * one of them is a blockade (§5a.2, §5a.4), so that a run with safe squares
 * that never met them fails. */
static void
count_sharing (Run       *run,
               const Ref *ref)
{
  for (int sq = 0; sq < 52; sq++)
    for (int c = 0; c < 4; c++)
      for (int b = c + 1; b < 4; b++)
        {
          int nc = ref_count_abs (ref, c, sq), nb = ref_count_abs (ref, b, sq);

          if (nc == 0 || nb == 0 || !ref_opposing (&run->rules, c, b))
            continue;
          run->shared_squares++;
          if (run->rules.blockades && (nc >= 2 || nb >= 2))
            run->walls_over_opponents++;
        }
}

static void
check_same (const Run          *run,
            const Ref          *ref,
            const LudoPosition *pos)
{
  guint64 occupied[4], stacked[4];

  ref_masks (ref, occupied, stacked);
  check_board (run, ref, occupied, stacked);
  g_assert_cmpuint (pos->seated, ==, ref->seated);
  g_assert_cmpint (pos->turn, ==, ref->turn);
  for (int c = 0; c < 4; c++)
    {
      if (ref_seated (ref, c))
        for (int i = 0; i < 4; i++)
          g_assert_cmpint (pos->progress[c][i], ==, ref->prog[c][i]);
      g_assert_cmphex (pos->occupied[c] & TRACK_BITS, ==, occupied[c]);
      g_assert_cmphex (pos->stacked[c] & TRACK_BITS, ==, stacked[c]);
    }
  g_assert_cmpint (pos->n_ranked, ==, ref->n_ranked);
  for (int i = 0; i < ref->n_ranked; i++)
    g_assert_cmpint (pos->ranking[i], ==, ref->ranking[i]);
  g_assert_cmpint (!!ludo_position_is_over (pos), ==, ref->turn < 0);
}

static void
check_moves_equal (const LudoMove *got,
                   guint           n_got,
                   const LudoMove *want,
                   guint           n_want)
{
  g_assert_cmpuint (n_got, ==, n_want);
  for (guint i = 0; i < n_got; i++)
    {
      g_assert_cmpint (got[i].colour, ==, want[i].colour);
      g_assert_cmpuint (got[i].from, ==, want[i].from);
      g_assert_cmpuint (got[i].to, ==, want[i].to);
      g_assert_cmpuint (got[i].count, ==, want[i].count);
    }
}

/* The expensive comparison: move list, explanations, legality of every
 * candidate move, notation round trips. */
static void
check_full (Run                *run,
            const Ref          *ref,
            const LudoPosition *pos,
            int                 roll,
            const LudoMove     *moves,
            guint               n_moves)
{
  LudoMove want[LUDO_MAX_MOVES];
  LudoBlockedPlace blocked[LUDO_N_PAWNS], want_blocked[LUDO_N_PAWNS];
  guint n_want, n_blocked, n_want_blocked;
  char buf[LUDO_NOTATION_POSITION_MAX];
  g_autofree char *text = ref_format (ref);
  g_autoptr(GError) error = NULL;
  LudoPosition parsed;
  int m = ref_moving (&run->rules, ref);

  run->full_checks++;
  g_assert_cmpint (ludo_rules_moving_colour (&run->rules, pos), ==, m);

  n_want = ref_moves (&run->rules, ref, roll, want);
  check_moves_equal (moves, n_moves, want, n_want);

  n_blocked = ludo_rules_explain (&run->rules, pos, roll, blocked);
  n_want_blocked = ref_explain (&run->rules, ref, roll, want_blocked);
  g_assert_cmpuint (n_blocked, ==, n_want_blocked);
  for (guint i = 0; i < n_blocked; i++)
    {
      g_assert_cmpint (blocked[i].colour, ==, want_blocked[i].colour);
      g_assert_cmpuint (blocked[i].from, ==, want_blocked[i].from);
      g_assert_cmpuint (blocked[i].reason, ==, want_blocked[i].reason);
      g_assert_cmpint (blocked[i].blocker, ==, want_blocked[i].blocker);
      if (blocked[i].reason >= LUDO_BLOCK_BLOCKADE_ON_START &&
          blocked[i].reason <= LUDO_BLOCK_BLOCKADE_ON_TARGET)
        run->walls_met++;
    }

  /* Legality of every move a pawn place could name with this roll. */
  if (m >= 0)
    for (int i = 0; i < 4; i++)
      {
        int p = ref->prog[m][i];
        int count = ref_count_at (ref, m, p);

        if (p == HOME || (i > 0 && p == ref->prog[m][i - 1]))
          continue;

        for (int k = 1; k <= count; k++)
          {
            LudoMove cand = { .colour = m, .from = p, .to = p == 0 ? 1 : p + roll, .count = k };
            gboolean listed = FALSE;

            if (cand.to > HOME)
              continue;
            for (guint j = 0; j < n_want; j++)
              if (memcmp (&want[j], &cand, sizeof cand) == 0)
                listed = TRUE;
            g_assert_cmpint (!!ludo_rules_is_legal (&run->rules, pos, roll, &cand), ==, listed);
          }
      }

  /* Notation: the engine writes what the naive formatter writes, reads it
   * back to the same position, and every move survives a round trip. */
  ludo_notation_format_position (pos, buf);
  g_assert_cmpstr (buf, ==, text);
  g_assert_true (ludo_notation_parse_position (buf, &run->rules, &parsed, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_position_validate (&run->rules, pos, &error));
  g_assert_no_error (error);
  g_assert_cmpint (parsed.turn, ==, pos->turn);
  g_assert_cmpuint (parsed.seated, ==, pos->seated);
  for (int c = 0; c < 4; c++)
    if (ref_seated (ref, c))
      g_assert_cmpmem (parsed.progress[c], 4, pos->progress[c], 4);
  for (guint i = 0; i < n_moves; i++)
    {
      char mbuf[LUDO_NOTATION_MOVE_MAX];
      LudoMove back;
      gboolean is_none = TRUE;
      g_autofree char *want_text = NULL;

      ludo_notation_format_move (&moves[i], mbuf);
      want_text = moves[i].count > 1 ?
        g_strdup_printf ("%c:%u-%ux%u", colour_letters[moves[i].colour], moves[i].from,
                         moves[i].to, moves[i].count) :
        g_strdup_printf ("%c:%u-%u", colour_letters[moves[i].colour], moves[i].from,
                         moves[i].to);
      g_assert_cmpstr (mbuf, ==, want_text);
      g_assert_true (ludo_notation_parse_move (mbuf, &back, &is_none, &error));
      g_assert_false (is_none);
      g_assert_cmpmem (&back, sizeof back, &moves[i], sizeof back);
    }
}

/* The chosen move's path, walked again on its own: it never crosses or ends
 * on an opposing wall, and it never lands on or jumps an own pawn in the home
 * column. */
static void
check_path (const Run      *run,
            const Ref      *ref,
            const LudoMove *move)
{
  int m = move->colour;
  int first = move->from == 0 ? 1 : move->from + 1;

  for (int q = first; q <= move->to; q++)
    {
      if (q <= 51 && run->rules.blockades)
        for (int c = 0; c < 4; c++)
          if (ref_opposing (&run->rules, m, c))
            g_assert_cmpint (ref_count_abs (ref, c, ref_abs (m, q)), <, 2);
      if (q >= 52 && q <= 56)
        g_assert_cmpint (ref_count_at (ref, m, q), ==, 0);
    }
}

static void
check_outcome (const Run          *run,
               const Ref          *before,
               const LudoPosition *after,
               const LudoOutcome  *got,
               const RefOutcome   *want)
{
  int got_per_colour[4] = { 0 }, want_per_colour[4] = { 0 };

  g_assert_cmpuint (got->n_captured, ==, want->n_captured);
  g_assert_cmpuint (got->n_captured, <=, LUDO_MAX_CAPTURES);
  for (guint i = 0; i < got->n_captured; i++)
    {
      gboolean found = FALSE;

      got_per_colour[got->captured[i].colour]++;
      want_per_colour[want->captured_colour[i]]++;
      for (int j = 0; j < want->n_captured; j++)
        if (want->captured_colour[j] == got->captured[i].colour &&
            want->captured_from[j] == got->captured[i].from)
          found = TRUE;
      g_assert_true (found);
    }
  /* Captured pawns are in base now. */
  for (int c = 0; c < 4; c++)
    {
      g_assert_cmpint (got_per_colour[c], ==, want_per_colour[c]);
      if (got_per_colour[c] > 0)
        g_assert_cmpuint (ludo_position_count_at (after, c, 0), ==,
                          (guint) (ref_count_at (before, c, 0) + got_per_colour[c]));
    }
  /* Spared pawns: the same ones, on the move's target, only on a safe
   * square; a captured pawn never stood on one. */
  g_assert_cmpuint (got->n_spared, ==, want->n_spared);
  for (guint i = 0; i < got->n_spared; i++)
    {
      gboolean found = FALSE;

      for (int j = 0; j < want->n_spared; j++)
        if (want->spared_colour[j] == got->spared[i].colour &&
            want->spared_from[j] == got->spared[i].from)
          found = TRUE;
      g_assert_true (found);
      g_assert_true (ref_safe (&run->rules, got->spared[i].square));
      g_assert_cmpint (got->spared[i].square, ==,
                       ref_abs (got->move.colour, got->move.to));
      g_assert_cmpint (ludo_position_count_at (after, got->spared[i].colour, got->spared[i].from),
                       ==, ref_count_at (before, got->spared[i].colour, got->spared[i].from));
    }
  for (guint i = 0; i < got->n_captured; i++)
    g_assert_false (ref_safe (&run->rules, got->captured[i].square));
  g_assert_cmpint (got->finished, ==, want->finished);
  g_assert_cmpint (!!got->extra_roll, ==, want->extra_roll);
  g_assert_cmpint (!!got->game_over, ==, want->game_over);
}

/* ---------------------------------------------------------------------- */
/* Games                                                                   */
/* ---------------------------------------------------------------------- */

static void
play_game (Run  *run,
           Prng *prng,
           guint game)
{
  LudoPosition pos;
  Ref ref;
  int seats[4], n_seats = 0, first;
  guint64 positions = 0;

  for (int c = 0; c < 4; c++)
    if (run->seated & (1u << c))
      seats[n_seats++] = c;
  first = seats[prng_below (prng, n_seats)];

  ludo_position_init_game (&pos, run->seated, first);
  memset (&ref, 0, sizeof ref);
  ref.seated = run->seated;
  ref.turn = first;
  check_same (run, &ref, &pos);

  while (ref.turn >= 0)
    {
      int roll = 1 + (int) prng_below (prng, 6);
      LudoMove moves[LUDO_MAX_MOVES];
      guint n = ludo_rules_generate_moves (&run->rules, &pos, roll, moves);
      LudoOutcome outcome;
      RefOutcome want;
      Ref before = ref;
      const LudoMove *chosen = NULL;

      g_assert_cmpuint (n, <=, LUDO_MAX_MOVES);
      if (game < FULL_GAMES || positions % STRIDE == 0)
        check_full (run, &ref, &pos, roll, moves, n);

      if (n > 0)
        {
          chosen = &moves[prng_below (prng, n)];
          /* In every other game, half of the choices prefer joining an own
           * pawn, so that blockades and stacks form far more often than
           * uniform play would build them. */
          if (game % 2 == 1 && prng_below (prng, 2) == 0)
            {
              guint joins[LUDO_MAX_MOVES], n_joins = 0;

              for (guint i = 0; i < n; i++)
                if (moves[i].to >= 1 && moves[i].to <= 51 &&
                    ref_count_at (&ref, moves[i].colour, moves[i].to) > 0)
                  joins[n_joins++] = i;
              if (n_joins > 0)
                chosen = &moves[joins[prng_below (prng, n_joins)]];
            }
          g_assert_cmpint (chosen->colour, ==, ref_moving (&run->rules, &ref));
          check_path (run, &ref, chosen);
          run->moves++;
          if (chosen->count > 1)
            run->stack_moves++;
          if (chosen->colour != ref.turn)
            run->partner_moves++;
        }
      else
        run->lost_rolls++;

      memset (&outcome, 0xa5, sizeof outcome);
      ludo_rules_apply (&run->rules, &pos, roll, chosen, &outcome);
      ref_apply (&run->rules, &ref, roll, chosen, &want);

      check_outcome (run, &before, &pos, &outcome, &want);
      check_same (run, &ref, &pos);
      run->captures += want.n_captured;
      if (want.n_captured > 1)
        run->multi_captures++;
      run->spared += want.n_spared;
      if (run->rules.safe)
        count_sharing (run, &ref);

      run->rolls++;
      positions++;
      if (positions > ROLL_CAP)
        {
          g_autofree char *text = ref_format (&ref);

          g_error ("%s game %u does not end after %d rolls: %s", run->name, game, ROLL_CAP,
                   text);
        }
    }

  /* The game is over and the ranking names every seated colour once. */
  g_assert_cmpuint (pos.n_ranked, ==, (guint) n_seats);
  for (int i = 0; i < n_seats; i++)
    {
      g_assert_true (pos.seated & (1u << pos.ranking[i]));
      for (int j = 0; j < i; j++)
        g_assert_cmpint (pos.ranking[i], !=, pos.ranking[j]);
    }
  check_full (run, &ref, &pos, 6, NULL, 0);
}

static void
test_run (gconstpointer data)
{
  Run run = *(const Run *) data;
  Prng prng = { run.seed };

  for (guint game = 0; game < run.n_games; game++)
    play_game (&run, &prng, game);

  g_test_message ("%s: %u games, %" G_GUINT64_FORMAT " rolls, %" G_GUINT64_FORMAT " moves, %"
                  G_GUINT64_FORMAT " lost rolls, %" G_GUINT64_FORMAT " captures (%"
                  G_GUINT64_FORMAT " of several pawns), %" G_GUINT64_FORMAT " stack moves, %"
                  G_GUINT64_FORMAT " partner moves, %" G_GUINT64_FORMAT " walls met, %"
                  G_GUINT64_FORMAT " full checks, %" G_GUINT64_FORMAT " spared, %"
                  G_GUINT64_FORMAT " shared squares (%" G_GUINT64_FORMAT " with a wall)",
                  run.name, run.n_games, run.rolls, run.moves, run.lost_rolls, run.captures,
                  run.multi_captures, run.stack_moves, run.partner_moves, run.walls_met,
                  run.full_checks, run.spared, run.shared_squares, run.walls_over_opponents);

  /* The games must have met the rules they are meant to exercise. */
  g_assert_cmpuint (run.captures, >, 0);
  g_assert_cmpuint (run.lost_rolls, >, 0);
  g_assert_cmpuint (run.full_checks * 10, >=, run.rolls);
  if (run.rules.blockades)
    g_assert_cmpuint (run.walls_met, >, 0);
  if (run.rules.pachisi)
    g_assert_cmpuint (run.stack_moves, >, 0);
  if (run.rules.team)
    {
      g_assert_cmpuint (run.partner_moves, >, 0);
      g_assert_cmpuint (run.multi_captures, >, 0);
    }
  /* Several pawns on one square can only be taken without blockades: a
   * Pachisi stack, or partners sharing a square. */
  if (run.rules.pachisi && !run.rules.blockades && run.seated == 0xf)
    g_assert_cmpuint (run.multi_captures, >, 0);
  /* Safe squares spared pawns and held opponents together; with blockades a
   * wall stood over an opposing pawn (§5a.4). Without `safe`, never. */
  if (run.rules.safe)
    {
      g_assert_cmpuint (run.spared, >, 0);
      g_assert_cmpuint (run.shared_squares, >, 0);
      if (run.rules.blockades && run.seated == 0xf)
        g_assert_cmpuint (run.walls_over_opponents, >, 0);
    }
  else
    g_assert_cmpuint (run.spared, ==, 0);
}

/* ---------------------------------------------------------------------- */
/* Random positions                                                        */
/* ---------------------------------------------------------------------- */

static int
random_progress (Prng *prng)
{
  guint k = prng_below (prng, 20);

  if (k < 5)
    return 0;
  if (k < 7)
    return HOME;
  if (k < 9)
    return 52 + (int) prng_below (prng, 5);
  return 1 + (int) prng_below (prng, 51);
}

/* A position with pawns packed closely enough that walls, shared squares
 * and captures are common; about half of them break some rule. */
static void
random_position (const Run *run,
                 Prng      *prng,
                 Ref       *ref)
{
  int seats[4], n_seats = 0;

  memset (ref, 0, sizeof *ref);
  ref->seated = run->seated;
  for (int c = 0; c < 4; c++)
    {
      if (!ref_seated (ref, c))
        continue;
      seats[n_seats++] = c;
      for (int i = 0; i < 4; i++)
        {
          guint k = prng_below (prng, 10);

          if (i > 0 && k < 2 && ref_shares (&run->rules))
            ref->prog[c][i] = ref->prog[c][prng_below (prng, i)];   /* pair up */
          else if (k == 4 && run->rules.safe)
            {
              /* On a start square or the square eight past it, where
               * opponents may meet (§5a.1). */
              int sq = 13 * (int) prng_below (prng, 4) + 8 * (int) prng_below (prng, 2);
              int p = (sq - 13 * c + 52 * 2) % 52 + 1;

              ref->prog[c][i] = p <= 51 ? p : random_progress (prng);
            }
          else if (k < 4)
            {
              /* Near another colour's pawn: on it, or a few squares off. */
              int other = (int) prng_below (prng, 4);
              int q = ref->prog[other][prng_below (prng, 4)];

              if (ref_seated (ref, other) && q >= 1 && q <= 51)
                {
                  int sq = (ref_abs (other, q) + 52 + (int) prng_below (prng, 7) - 3) % 52;
                  int p = (sq - 13 * c + 52 * 2) % 52 + 1;

                  ref->prog[c][i] = p <= 51 ? p : random_progress (prng);
                }
              else
                ref->prog[c][i] = random_progress (prng);
            }
          else
            ref->prog[c][i] = random_progress (prng);
        }
      /* Sometimes a finished colour, which matters in team play. */
      if (prng_below (prng, 12) == 0)
        for (int i = 0; i < 4; i++)
          ref->prog[c][i] = HOME;
    }
  if (ref_game_over (&run->rules, ref) ? prng_below (prng, 8) != 0 : prng_below (prng, 12) == 0)
    ref->turn = -1;
  else
    ref->turn = seats[prng_below (prng, n_seats)];
}

/* The position written with its pawns in scrambled order. */
static char *
scrambled_text (const Ref *ref,
                Prng      *prng)
{
  GString *s = g_string_new (NULL);

  g_string_append_c (s, ref->turn < 0 ? '-' : colour_letters[ref->turn]);
  g_string_append_c (s, ':');
  for (int c = 0; c < 4; c++)
    {
      int v[4];

      if (c > 0)
        g_string_append_c (s, '/');
      if (!ref_seated (ref, c))
        {
          g_string_append_c (s, '-');
          continue;
        }
      memcpy (v, ref->prog[c], sizeof v);
      for (int i = 3; i > 0; i--)
        {
          int j = (int) prng_below (prng, i + 1), tmp = v[i];

          v[i] = v[j];
          v[j] = tmp;
        }
      g_string_append_printf (s, "%d,%d,%d,%d", v[0], v[1], v[2], v[3]);
    }
  return g_string_free (s, FALSE);
}

/* The same verdict from ludo_position_validate() on a position built by
 * hand, as the model builds one, with its masks from
 * ludo_position_refresh(). */
static void
check_validate (const Run *run,
                const Ref *ref,
                gboolean   want_ok)
{
  LudoPosition pos;
  Ref ranked = *ref;
  g_autoptr(GError) error = NULL;

  memset (&pos, 0, sizeof pos);
  pos.seated = ref->seated;
  pos.turn = ref->turn;
  for (int c = 0; c < 4; c++)
    if (ref_seated (ref, c))
      for (int i = 0; i < 4; i++)
        pos.progress[c][i] = ref->prog[c][i];
  ranked.n_ranked = 0;
  for (int c = 0; c < 4; c++)
    if (ref_seated (ref, c) && ref_finished (ref, c))
      ranked.ranking[ranked.n_ranked++] = c;
  if (want_ok && ref->turn < 0)
    ref_complete_ranking (&run->rules, &ranked, 0);
  pos.n_ranked = ranked.n_ranked;
  for (int i = 0; i < ranked.n_ranked; i++)
    pos.ranking[i] = ranked.ranking[i];
  ludo_position_refresh (&pos);

  g_assert_cmpint (!!ludo_position_validate (&run->rules, &pos, &error), ==, want_ok);
  if (want_ok)
    {
      g_assert_no_error (error);
      if (ref->turn >= 0 || !run->rules.team)
        check_same (run, &ranked, &pos);
    }
  else
    g_assert_nonnull (error);
}

static void
test_positions (gconstpointer data)
{
  Run run = *(const Run *) data;
  Prng prng = { run.seed };
  guint valid = 0, invalid = 0;

  for (guint n = 0; n < run.n_games; n++)
    {
      Ref ref;
      LudoPosition pos;
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      gboolean want_ok, ok;

      random_position (&run, &prng, &ref);
      text = scrambled_text (&ref, &prng);
      for (int c = 0; c < 4; c++)
        ref_sort (ref.prog[c]);
      want_ok = ref_valid (&run.rules, &ref);
      ok = ludo_notation_parse_position (text, &run.rules, &pos, &error);
      if (ok != want_ok)
        g_error ("%s: position %s %s, expected it %s", run.name, text,
                 ok ? "accepted" : "rejected", want_ok ? "accepted" : "rejected");
      check_validate (&run, &ref, want_ok);
      if (!ok)
        {
          int code = run.rules.team && run.seated != 0xf ? LUDO_NOTATION_ERROR_RULES
                                                         : LUDO_NOTATION_ERROR_UNREACHABLE;

          g_assert_error (error, LUDO_NOTATION_ERROR, code);
          invalid++;
          continue;
        }
      valid++;
      if (run.rules.safe)
        count_sharing (&run, &ref);

      /* Ranking on parse: the finished colours in colour order; a complete
       * ranking only for a standard game that is over (team play needs the
       * last roller, which a position does not record). */
      for (int c = 0; c < 4; c++)
        if (ref_seated (&ref, c) && ref_finished (&ref, c))
          ref.ranking[ref.n_ranked++] = c;
      if (ref.turn < 0)
        {
          if (!run.rules.team)
            {
              ref_complete_ranking (&run.rules, &ref, 0);
              check_same (&run, &ref, &pos);
            }
          else
            g_assert_cmpuint (pos.n_ranked, ==, 4);
        }
      else
        check_same (&run, &ref, &pos);

      for (int roll = 1; roll <= 6; roll++)
        {
          LudoMove moves[LUDO_MAX_MOVES];
          guint n_moves = ludo_rules_generate_moves (&run.rules, &pos, roll, moves);

          check_full (&run, &ref, &pos, roll, moves, n_moves);

          /* Arbitrary move records are legal exactly when listed. */
          for (guint k = 0; k < 8; k++)
            {
              LudoMove junk = {
                .colour = (gint8) ((int) prng_below (&prng, 6) - 1),
                .from = (guint8) prng_below (&prng, 64),
                .to = (guint8) prng_below (&prng, 64),
                .count = (guint8) prng_below (&prng, 6),
              };
              gboolean listed = FALSE;

              if (k % 2 == 0 && n_moves > 0)
                {
                  /* A near miss of a listed move. */
                  junk = moves[prng_below (&prng, n_moves)];
                  switch (prng_below (&prng, 3))
                    {
                    case 0:
                      junk.count = (guint8) prng_below (&prng, 6);
                      break;
                    case 1:
                      junk.to = (guint8) (junk.to + prng_below (&prng, 3) - 1);
                      break;
                    default:
                      junk.colour = (gint8) prng_below (&prng, 4);
                      break;
                    }
                }
              for (guint j = 0; j < n_moves; j++)
                if (memcmp (&moves[j], &junk, sizeof junk) == 0)
                  listed = TRUE;
              g_assert_cmpint (!!ludo_rules_is_legal (&run.rules, &pos, roll, &junk), ==, listed);
            }

          if (ref.turn < 0)
            continue;
          for (guint i = 0; i <= n_moves; i++)
            {
              LudoPosition after = pos;
              Ref ref_after = ref;
              LudoOutcome outcome;
              RefOutcome want;
              const LudoMove *move = i < n_moves ? &moves[i] : NULL;

              if (move == NULL && n_moves > 0)
                break;
              ludo_rules_apply (&run.rules, &after, roll, move, &outcome);
              ref_apply (&run.rules, &ref_after, roll, move, &want);
              check_outcome (&run, &ref, &after, &outcome, &want);
              check_same (&run, &ref_after, &after);
              run.captures += want.n_captured;
              if (want.n_captured > 1)
                run.multi_captures++;
              run.spared += want.n_spared;
              if (move != NULL && move->count > 1)
                run.stack_moves++;
              if (move != NULL && move->colour != ref.turn)
                run.partner_moves++;
              run.moves++;
            }
        }
    }

  g_test_message ("%s: %u valid and %u malformed positions, %" G_GUINT64_FORMAT " moves, %"
                  G_GUINT64_FORMAT " captures (%" G_GUINT64_FORMAT " of several pawns), %"
                  G_GUINT64_FORMAT " stack moves, %" G_GUINT64_FORMAT " partner moves, %"
                  G_GUINT64_FORMAT " walls met, %" G_GUINT64_FORMAT " spared, %"
                  G_GUINT64_FORMAT " shared squares (%" G_GUINT64_FORMAT " with a wall)",
                  run.name, valid, invalid, run.moves, run.captures, run.multi_captures,
                  run.stack_moves, run.partner_moves, run.walls_met, run.spared,
                  run.shared_squares, run.walls_over_opponents);
  g_assert_cmpuint (valid, >, run.n_games / 4);
  g_assert_cmpuint (invalid, >, run.n_games / 10);
  if (run.rules.blockades)
    g_assert_cmpuint (run.walls_met, >, run.n_games / 10);
  if (run.rules.pachisi)
    g_assert_cmpuint (run.stack_moves, >, 0);
  if (run.rules.team)
    g_assert_cmpuint (run.partner_moves, >, 0);
  if (run.rules.safe)
    {
      g_assert_cmpuint (run.spared, >, 0);
      g_assert_cmpuint (run.shared_squares, >, 0);
      if (run.rules.blockades)
        g_assert_cmpuint (run.walls_over_opponents, >, 0);
    }
  else
    g_assert_cmpuint (run.spared, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  /* Every combination of the four house rules plays half the games that each
   * of the eight combinations without `safe` played before, so that the
   * suite's run time stays where it was. */
  static const struct { guint seated; const char *name; guint n_games; } seatings[] = {
    { 0xf, "four-seats", 10000 },
    { 0x3, "red-green", 300 },
    { 0x5, "red-yellow", 200 },
    { 0xa, "green-blue", 200 },
    { 0xd, "three-seats", 300 },
    { 0x7, "three-seats-rgy", 200 },
  };
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func (g_free);
  guint divisor;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  /* The sanitizer run of build-aux/check plays a tenth of the games: it looks
   * for memory errors, which the full count in the plain run would not find
   * any better, at twenty times the cost. */
  divisor = (guint) CLAMP (g_ascii_strtoull (g_getenv ("LUDO_TEST_GAMES_DIVISOR") != NULL ?
                                             g_getenv ("LUDO_TEST_GAMES_DIVISOR") : "1",
                                             NULL, 10), 1, 100);

  /* The combinations come from the house-rule table: flags 0 to 15. */
  for (guint flags = 0; flags < (1u << LUDO_N_RULES); flags++)
    {
      LudoRules rules = { 0 };
      g_autofree char *list = NULL;

      ludo_rules_set_flags (&rules, (LudoRuleFlags) flags);
      list = ludo_notation_format_rules (&rules);

      for (guint j = 0; j < G_N_ELEMENTS (seatings); j++)
        {
          Run *run;
          g_autofree char *path = NULL;

          if (rules.team && seatings[j].seated != 0xf)
            continue;
          run = g_new0 (Run, 1);
          run->rules = rules;
          run->seated = seatings[j].seated;
          run->n_games = MAX (seatings[j].n_games / divisor, 10);
          run->seed = G_GUINT64_CONSTANT (0x1d0c0ffee) + 7919 * flags + 104729 * j;
          path = g_strdup_printf ("/random/%s/%s", list[0] != '\0' ? list : "standard",
                                  seatings[j].name);
          run->name = g_intern_string (path);
          g_ptr_array_add (runs, run);
          g_test_add_data_func (path, run, test_run);
        }

      /* Random positions, four seats and two. */
      for (guint seated = 0x3; seated <= 0xf; seated += 0xc)
        {
          Run *run;
          g_autofree char *path = NULL;

          if (rules.team && seated != 0xf)
            continue;
          run = g_new0 (Run, 1);
          run->rules = rules;
          run->seated = seated;
          run->n_games = MAX (10000 / divisor, 10);
          run->seed = G_GUINT64_CONSTANT (0x5eed) + 31 * flags + seated;
          path = g_strdup_printf ("/random/%s/positions-%s", list[0] != '\0' ? list : "standard",
                                  seated == 0xf ? "four-seats" : "red-green");
          run->name = g_intern_string (path);
          g_ptr_array_add (runs, run);
          g_test_add_data_func (path, run, test_positions);
        }
    }

  return g_test_run ();
}
