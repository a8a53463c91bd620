/* test-game.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "engine-test-util.h"
#include "engine/ludo-notation.h"
#include "game-log.h"
#include "game-test-util.h"
#include "ludo-game-private.h"
#include "ludo-game.h"

#define H LUDO_SEAT_HUMAN
#define E LUDO_SEAT_EMPTY
#define CR LUDO_SEAT_COMPUTER_RANDOM
#define CE LUDO_SEAT_COMPUTER_EASY
#define CM LUDO_SEAT_COMPUTER_MEDIUM
#define CH LUDO_SEAT_COMPUTER_HARD

/* A line of the game log for a roll that moved pawns (not a lost roll). */
#define MOVE_LINE "roll-played [rgyb] [1-6] [rgyb]:"

/* Iterates the main context until nothing is left to dispatch. */
static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_construct_properties (void)
{
  const LudoRules rules = { .blockades = TRUE, .pachisi = TRUE };
  const LudoSeat seats[] = { CE, H, E, CH };
  LudoMove moves[LUDO_MAX_MOVES];
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  LudoMove last;
  LudoGame *game;
  gboolean blockades, team, pachisi, safe;
  LudoSeat red, green, yellow, blue;
  guint seed, delay, last_roll;
  int current, moving;
  LudoPhase phase;
  char *save_path;

  game = ludo_game_new (&rules, seats, 1234);
  g_object_get (game,
                "blockades", &blockades, "team-play", &team, "pachisi", &pachisi,
                "safe-squares", &safe, "seat-red", &red, "seat-green", &green,
                "seat-yellow", &yellow, "seat-blue", &blue,
                "seed", &seed, "save-path", &save_path,
                "current-colour", &current, "moving-colour", &moving,
                "phase", &phase, "last-roll", &last_roll,
                "computer-delay", &delay,
                NULL);

  g_assert_true (blockades);
  g_assert_false (team);
  g_assert_true (pachisi);
  g_assert_false (safe);
  g_assert_cmpint (red, ==, CE);
  g_assert_cmpint (green, ==, H);
  g_assert_cmpint (yellow, ==, E);
  g_assert_cmpint (blue, ==, CH);
  g_assert_cmpuint (seed, ==, 1234);
  g_assert_null (save_path);
  g_assert_cmpint (current, ==, LUDO_COLOUR_RED);
  g_assert_cmpint (moving, ==, LUDO_COLOUR_RED);
  g_assert_cmpint (phase, ==, LUDO_PHASE_COMPUTER_THINKING);
  g_assert_cmpuint (last_roll, ==, 0);
  g_assert_cmpuint (delay, ==, 600);

  g_assert_cmpuint (ludo_rules_get_flags (ludo_game_get_rules (game)), ==,
                    LUDO_RULE_BLOCKADES | LUDO_RULE_PACHISI);
  g_assert_cmpint (ludo_game_get_seat (game, LUDO_COLOUR_GREEN), ==, H);
  g_assert_cmpuint (ludo_game_get_seed (game), ==, 1234);
  g_assert_cmpuint (ludo_game_get_ranking (game, NULL), ==, 0);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 0);
  g_assert_cmpuint (ludo_game_explain (game, blocked), ==, 0);
  g_assert_false (ludo_game_get_last_move (game, &last));
  game_assert_position (game, "r:0,0,0,0/0,0,0,0/-/0,0,0,0");

  g_assert_finalize_object (game);
}

static void
test_construct_first_seated (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { E, E, H, H };
  LudoGame *game = ludo_game_new (&rules, seats, 1);

  /* The first seated colour in turn order opens; a human waits to roll. */
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_YELLOW);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);
  game_assert_position (game, "y:-/-/0,0,0,0/0,0,0,0");

  g_assert_finalize_object (game);
}

static void
test_construct_invalid (void)
{
  const LudoRules standard = { 0 };
  const LudoRules team = { .team = TRUE };
  const LudoSeat one[] = { H, E, E, E };
  const LudoSeat three[] = { H, CE, CE, E };
  const LudoSeat four[] = { H, CE, CE, CE };
  g_autoptr(GError) error = NULL;
  LudoGame *game;

  g_assert_true (ludo_game_setup_is_valid (&standard, three, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_game_setup_is_valid (&team, four, &error));
  g_assert_no_error (error);

  g_assert_false (ludo_game_setup_is_valid (&standard, one, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_INVALID_SETUP);
  g_clear_error (&error);

  g_assert_false (ludo_game_setup_is_valid (&team, three, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_INVALID_SETUP);
  g_clear_error (&error);

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*ludo_game_setup_is_valid*");
  game = ludo_game_new (&team, three, 1);
  g_test_assert_expected_messages ();
  g_assert_null (game);

  /* Through g_object_new() the game cannot be refused: it is inert. */
  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*Invalid LudoGame setup*");
  game = g_object_new (LUDO_TYPE_GAME, "seat-green", E, "seat-yellow", E, "seat-blue", E,
                       NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  g_assert_false (ludo_game_roll (game, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_WRONG_PHASE);
  g_assert_finalize_object (game);
}

/* One construct-only property per row of the house-rule table, named by
 * its key, for every combination of the rules. */
static void
test_rule_properties (void)
{
  const LudoSeat seats[] = { H, CE, CE, CE };

  for (guint flags = 0; flags < 1u << LUDO_N_RULES; flags++)
    {
      LudoRules rules = { 0 };
      LudoGame *game;

      ludo_rules_set_flags (&rules, flags);
      game = ludo_game_new (&rules, seats, 1);
      g_assert_cmpuint (ludo_rules_get_flags (ludo_game_get_rules (game)), ==, flags);
      for (guint i = 0; i < LUDO_N_RULES; i++)
        {
          const LudoRuleInfo *info = ludo_rule_info (i);
          GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (game), info->key);
          gboolean on = !((flags & info->flag) != 0);

          g_assert_nonnull (pspec);
          g_assert_true ((pspec->flags & G_PARAM_CONSTRUCT_ONLY) != 0);
          g_object_get (game, info->key, &on, NULL);
          g_assert_cmpint (on, ==, (flags & info->flag) != 0);
        }
      g_assert_finalize_object (game);
    }
}

static void
test_signals_roll_and_move (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,0/0,0,0,0/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);
  LudoMove moves[LUDO_MAX_MOVES];
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  LudoMove last;

  game_roll (game, 6);
  game_log_assert (log, (const char *[]) {
    "notify last-roll", "notify phase", "dice-rolled r 6", NULL });
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_last_roll (game), ==, 6);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 1);
  g_assert_cmpint (moves[0].colour, ==, LUDO_COLOUR_RED);
  g_assert_cmpuint (moves[0].from, ==, 0);
  g_assert_cmpuint (moves[0].to, ==, 1);
  g_assert_cmpuint (moves[0].count, ==, 1);
  g_assert_cmpuint (ludo_game_explain (game, blocked), ==, 0);

  /* A six gives another roll: the phase changes, the turn does not. */
  game_play (game, "r:0-1");
  game_log_assert (log, (const char *[]) {
    "notify can-undo", "notify phase", "roll-played r 6 r:0-1 again next=r", NULL });
  game_assert_position (game, "r:0,0,0,1/0,0,0,0/-/-");
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_cmpuint (ludo_game_get_last_roll (game), ==, 6);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 0);
  g_assert_true (ludo_game_get_last_move (game, &last));
  g_assert_cmpuint (last.from, ==, 0);
  g_assert_cmpuint (last.to, ==, 1);

  /* The explanation covers the pawns that cannot move with this roll. */
  game_roll (game, 2);
  game_log_assert (log, (const char *[]) {
    "notify last-roll", "notify phase", "dice-rolled r 2", NULL });
  g_assert_cmpuint (ludo_game_explain (game, blocked), ==, 1);
  g_assert_cmpuint (blocked[0].from, ==, 0);
  g_assert_cmpuint (blocked[0].reason, ==, LUDO_BLOCK_NEEDS_SIX);

  game_play (game, "r:1-3");
  game_log_assert (log, (const char *[]) {
    "notify current-colour", "notify moving-colour", "notify phase",
    "roll-played r 2 r:1-3 next=g", "turn-changed g", NULL });
  game_assert_position (game, "g:0,0,0,3/0,0,0,0/-/-");

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

/* With auto-move, a person's roll that leaves one distinct move plays
 * it: four pawns in base are one move with a 6; two places to choose from
 * wait for the person, and so does a computer's roll (issue 23). */
static void
test_auto_move (void)
{
  const LudoSeat seats[] = { H, LUDO_SEAT_COMPUTER_EASY, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,0/0,0,0,0/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);
  LudoMove moves[LUDO_MAX_MOVES];

  ludo_game_hold (game);
  g_assert_false (ludo_game_get_auto_move (game));
  ludo_game_set_auto_move (game, TRUE);
  g_assert_true (ludo_game_get_auto_move (game));

  game_roll (game, 6);
  game_log_assert (log, (const char *[]) {
    "notify last-roll", "notify phase", "dice-rolled r 6",
    "notify can-undo", "notify phase", "roll-played r 6 r:0-1 again next=r", NULL });
  game_assert_position (game, "r:0,0,0,1/0,0,0,0/-/-");
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);

  /* A 6 again: its own pawn stands on the start square, so moving on
   * from 1 is the only move. */
  game_roll (game, 6);
  game_assert_position (game, "r:0,0,0,7/0,0,0,0/-/-");

  /* And again: leave base or move on from 7, a choice. */
  game_roll (game, 6);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 2);

  game_log_free (g_steal_pointer (&log));
  ludo_game_release (game);
  g_assert_finalize_object (game);
}

static void
test_signals_lost_roll (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,0/0,0,0,0/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);
  LudoMove moves[LUDO_MAX_MOVES];

  game_roll (game, 3);
  game_log_assert (log, (const char *[]) {
    "notify current-colour", "notify last-roll", "notify moving-colour",
    "dice-rolled r 3", "roll-played r 3 none blocked=[r:0 blocked needs-six] next=g",
    "turn-changed g", NULL });
  game_assert_position (game, "g:0,0,0,0/0,0,0,0/-/-");
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 0);

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_signals_lost_six (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:52,53,54,55/0,0,0,0/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);

  /* A lost six still gives another roll: no turn change. */
  game_roll (game, 6);
  game_log_assert (log, (const char *[]) {
    "notify last-roll", "dice-rolled r 6",
    "roll-played r 6 none blocked=[r:52 blocked overshoots-home; r:53 blocked overshoots-home; "
    "r:54 blocked overshoots-home; r:55 blocked overshoots-home] again next=r", NULL });
  game_assert_position (game, "r:52,53,54,55/0,0,0,0/-/-");
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_signals_lost_reason (void)
{
  static const struct {
    const char *rules;
    const char *position;
    guint       roll;
    const char *expected;
  } cases[] = {
    /* Every place with its own reason, in ascending order. */
    { "", "r:0,55,57,57/0,0,0,0/-/-", 3,
      "roll-played r 3 none blocked=[r:0 blocked needs-six; r:55 blocked overshoots-home; "
      "r:57 blocked finished] next=g" },
    { "", "r:55,57,57,57/0,0,0,0/-/-", 3,
      "roll-played r 3 none blocked=[r:55 blocked overshoots-home; r:57 blocked finished] "
      "next=g" },
    { "", "r:55,56,57,57/0,0,0,0/-/-", 2,
      "roll-played r 2 none blocked=[r:55 blocked home-column-blocked; "
      "r:56 blocked overshoots-home; r:57 blocked finished] next=g" },
    /* A green blockade on red's start square keeps red in base. */
    { "blockades", "r:0,0,0,0/40,40,0,0/-/-", 6,
      "roll-played r 6 none blocked=[r:0 blocked blockade-on-start] again next=r" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const LudoSeat seats[] = { H, H, E, E };
      LudoGame *game = game_at_position (cases[i].rules, seats, cases[i].position, 1);
      g_autoptr(GameLog) log = game_log_new (game, FALSE);
      g_autofree char *dice = g_strdup_printf ("dice-rolled r %u", cases[i].roll);
      const char *turn = cases[i].roll == 6 ? NULL : "turn-changed g";

      g_test_message ("%s roll %u", cases[i].position, cases[i].roll);
      game_roll (game, cases[i].roll);
      game_log_assert (log, (const char *[]) { dice, cases[i].expected, turn, NULL });

      game_log_free (g_steal_pointer (&log));
      g_assert_finalize_object (game);
    }
}

static void
test_signals_capture (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,10/0,0,0,1/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);

  game_roll (game, 4);
  game_log_clear (log);

  /* Red lands on green's start square and sends that pawn home. */
  game_play (game, "r:10-14");
  game_log_assert (log, (const char *[]) {
    "notify can-undo", "notify current-colour", "notify moving-colour", "notify phase",
    "roll-played r 4 r:10-14 captured=g:1@13 next=g", "turn-changed g", NULL });
  game_assert_position (game, "g:0,0,0,14/0,0,0,0/-/-");

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_signals_capture_stack (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("pachisi", seats, "r:0,0,0,10/0,0,1,1/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, FALSE);

  game_roll (game, 4);
  game_play (game, "r:10-14");
  game_log_assert (log, (const char *[]) {
    "dice-rolled r 4", "roll-played r 4 r:10-14 captured=g:1@13,g:1@13 next=g",
    "turn-changed g", NULL });
  game_assert_position (game, "g:0,0,0,14/0,0,0,0/-/-");

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_signals_stack_move (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("pachisi", seats, "r:0,0,5,5/0,0,0,0/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, FALSE);
  g_autoptr(GError) error = NULL;
  LudoMove moves[LUDO_MAX_MOVES];
  LudoMove stack = move_from ("r:5-8x2");

  game_roll (game, 3);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 2);
  g_assert_true (ludo_game_move (game, &stack, &error));
  g_assert_no_error (error);
  game_log_assert (log, (const char *[]) {
    "dice-rolled r 3", "roll-played r 3 r:5-8x2 next=g", "turn-changed g", NULL });
  game_assert_position (game, "g:0,0,8,8/0,0,0,0/-/-");

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_signals_finish (void)
{
  const LudoSeat three[] = { H, H, H, E };
  const LudoSeat two[] = { H, H, E, E };
  LudoColour ranking[LUDO_N_COLOURS];
  g_autoptr(GError) error = NULL;
  LudoGame *game;
  GameLog *log;

  /* A finishing six gives no extra roll: the finished player is skipped. */
  game = game_at_position ("", three, "r:51,57,57,57/0,0,0,0/0,0,0,0/-", 1);
  log = game_log_new (game, FALSE);
  game_roll (game, 6);
  game_play (game, "r:51-57");
  game_log_assert (log, (const char *[]) {
    "dice-rolled r 6", "roll-played r 6 r:51-57 finished=r#1 next=g", "turn-changed g",
    NULL });
  g_assert_cmpuint (ludo_game_get_ranking (game, ranking), ==, 1);
  g_assert_cmpint (ranking[0], ==, LUDO_COLOUR_RED);
  game_log_free (log);
  g_assert_finalize_object (game);

  /* With two players the first to finish ends the game. */
  game = game_at_position ("", two, "r:51,57,57,57/0,0,0,0/-/-", 1);
  log = game_log_new (game, TRUE);
  game_roll (game, 6);
  game_log_clear (log);
  game_play (game, "r:51-57");
  game_log_assert (log, (const char *[]) {
    "notify can-undo", "notify current-colour", "notify moving-colour", "notify phase",
    "roll-played r 6 r:51-57 finished=r#1 over", "game-over", NULL });
  g_assert_cmpuint (log->n_game_over, ==, 1);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_NONE);
  g_assert_cmpint (ludo_game_get_moving_colour (game), ==, LUDO_COLOUR_NONE);
  g_assert_cmpuint (ludo_game_get_ranking (game, ranking), ==, 2);
  g_assert_cmpint (ranking[0], ==, LUDO_COLOUR_RED);
  g_assert_cmpint (ranking[1], ==, LUDO_COLOUR_GREEN);
  game_assert_position (game, "-:57,57,57,57/0,0,0,0/-/-");

  g_assert_false (ludo_game_roll (game, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_WRONG_PHASE);
  game_log_free (log);
  g_assert_finalize_object (game);
}

static void
test_signals_team_partner (void)
{
  const LudoSeat seats[] = { H, H, H, H };
  LudoGame *game = game_at_position ("team", seats, "r:57,57,57,57/0,0,0,0/0,0,0,1/0,0,0,0", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);

  /* Red's pawns are home: red rolls and moves yellow's. */
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_RED);
  g_assert_cmpint (ludo_game_get_moving_colour (game), ==, LUDO_COLOUR_YELLOW);

  game_roll (game, 2);
  game_play (game, "y:1-3");
  game_log_assert (log, (const char *[]) {
    "notify last-roll", "notify phase", "dice-rolled r 2",
    "notify can-undo", "notify current-colour", "notify moving-colour", "notify phase",
    "roll-played r 2 y:1-3 next=g", "turn-changed g", NULL });

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

/* What a move would do, asked of the game before it is made: the record
 * roll-played would carry, with nothing changed. */
static void
test_preview_move (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  static const struct { const char *rules, *record; } cases[] = {
    { "", "r 4 r:10-14 captured=g:1@13 next=g" },
    /* Green's start square is safe (docs/rules.md §5a). */
    { "safe", "r 4 r:10-14 spared=g:1@13 next=g" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoGame *game = game_at_position (cases[i].rules, seats, "r:0,0,0,10/0,0,0,1/-/-", 1);
      g_autoptr(GameLog) log = game_log_new (game, TRUE);
      LudoMove move = move_from ("r:10-14");
      LudoMove other = move_from ("r:0-4");
      g_autofree char *text = NULL;
      LudoOutcome outcome;

      /* No roll in hand, no preview. */
      g_assert_false (ludo_game_preview_move (game, &move, &outcome));
      game_roll (game, 4);
      game_log_clear (log);

      g_assert_true (ludo_game_preview_move (game, &move, &outcome));
      text = format_outcome (&outcome);
      g_assert_cmpstr (text, ==, cases[i].record);
      g_assert_false (ludo_game_preview_move (game, &other, &outcome));

      game_assert_position (game, "r:0,0,0,10/0,0,0,1/-/-");
      g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
      g_assert_cmpuint (log->lines->len, ==, 0);

      game_log_free (g_steal_pointer (&log));
      g_assert_finalize_object (game);
    }
}

typedef struct
{
  char      *position;
  LudoPhase  phase;
  int        current;
  guint      last_roll;
  guint      n_moves;
} Observed;

static void
observe (LudoGame *game,
         Observed *observed)
{
  LudoMove moves[LUDO_MAX_MOVES];

  observed->position = game_position_text (game);
  observed->phase = ludo_game_get_phase (game);
  observed->current = ludo_game_get_current_colour (game);
  observed->last_roll = ludo_game_get_last_roll (game);
  observed->n_moves = ludo_game_get_moves (game, moves);
}

/* Runs a request that must fail and checks that it changed nothing. */
static void
assert_refused (LudoGame   *game,
                GameLog    *log,
                const char *move_text,
                int         code)
{
  g_autoptr(GError) error = NULL;
  Observed before, after;
  gboolean done;

  observe (game, &before);
  if (move_text != NULL)
    {
      LudoMove move = move_from (move_text);

      done = ludo_game_move (game, &move, &error);
    }
  else
    {
      done = ludo_game_roll (game, &error);
    }
  observe (game, &after);

  g_assert_false (done);
  g_assert_error (error, LUDO_ERROR, code);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_cmpstr (before.position, ==, after.position);
  g_assert_cmpint (before.phase, ==, after.phase);
  g_assert_cmpint (before.current, ==, after.current);
  g_assert_cmpuint (before.last_roll, ==, after.last_roll);
  g_assert_cmpuint (before.n_moves, ==, after.n_moves);
  g_assert_cmpuint (log->lines->len, ==, 0);

  g_free (before.position);
  g_free (after.position);
}

static void
test_requests_human (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,10/0,0,0,1/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);

  assert_refused (game, log, "r:10-14", LUDO_ERROR_WRONG_PHASE);

  game_roll (game, 4);
  game_log_clear (log);

  assert_refused (game, log, NULL, LUDO_ERROR_WRONG_PHASE);
  assert_refused (game, log, "g:1-5", LUDO_ERROR_NOT_YOUR_TURN);
  assert_refused (game, log, "r:10-13", LUDO_ERROR_ILLEGAL_MOVE);
  assert_refused (game, log, "r:10-14x2", LUDO_ERROR_ILLEGAL_MOVE);
  assert_refused (game, log, "r:0-4", LUDO_ERROR_ILLEGAL_MOVE);
  assert_refused (game, log, "r:1-5", LUDO_ERROR_ILLEGAL_MOVE);

  game_play (game, "r:10-14");
  game_assert_position (game, "g:0,0,0,14/0,0,0,0/-/-");

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_requests_computer_and_over (void)
{
  const LudoSeat seats[] = { H, CR, E, E };
  LudoGame *game;
  GameLog *log;

  game = game_at_position ("", seats, "g:0,0,0,0/0,0,0,0/-/-", 1);
  log = game_log_new (game, TRUE);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_COMPUTER_THINKING);
  assert_refused (game, log, NULL, LUDO_ERROR_NOT_YOUR_TURN);
  assert_refused (game, log, "g:0-1", LUDO_ERROR_NOT_YOUR_TURN);
  assert_refused (game, log, "r:0-1", LUDO_ERROR_NOT_YOUR_TURN);
  game_log_free (log);
  g_assert_finalize_object (game);

  game = game_at_position ("", seats, "-:57,57,57,57/0,0,0,0/-/-", 1);
  log = game_log_new (game, TRUE);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  assert_refused (game, log, NULL, LUDO_ERROR_WRONG_PHASE);
  assert_refused (game, log, "g:0-1", LUDO_ERROR_WRONG_PHASE);
  game_log_free (log);
  g_assert_finalize_object (game);
}

static void
test_requests_programmer_errors (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,0/0,0,0,0/-/-", 1);
  LudoMove moves[LUDO_MAX_MOVES];

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*LUDO_IS_GAME*");
  g_assert_false (ludo_game_roll (NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*move != NULL*");
  g_assert_false (ludo_game_move (game, NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*hold_count > 0*");
  ludo_game_release (game);
  g_test_assert_expected_messages ();

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*LUDO_IS_GAME*");
  g_assert_cmpuint (ludo_game_get_moves (NULL, moves), ==, 0);
  g_test_assert_expected_messages ();

  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_finalize_object (game);
}

static void
test_computer_delay_restarts_wait (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { CR, CR, E, E };
  LudoGame *game = ludo_game_new (&rules, seats, 2);
  g_autoptr(GameLog) log = game_log_new (game, FALSE);

  /* The first roll waits for the default delay; lowering the delay to
   * nothing restarts that wait, so the roll is due at once. */
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 600);
  ludo_game_set_computer_delay (game, 0);
  g_assert_cmpuint (log->lines->len, ==, 0);
  while (log->lines->len == 0 && g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (log->lines->len, >, 0);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (log->lines, 0), "dice-rolled r "));

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_computer_delay_property (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = ludo_game_new (&rules, seats, 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);

  ludo_game_set_computer_delay (game, 600);
  game_log_assert (log, (const char *[]) { NULL });

  g_object_set (game, "computer-delay", 25, NULL);
  game_log_assert (log, (const char *[]) { "notify computer-delay", NULL });
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 25);

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

/* Plays a game of humans by a fixed recipe: the n-th move takes the
 * (n mod count)-th legal move. Returns the log as one string. */
static char *
play_scripted (guint32 seed,
               guint   steps)
{
  const LudoRules rules = { .blockades = TRUE };
  const LudoSeat seats[] = { H, H, H, H };
  LudoGame *game = ludo_game_new (&rules, seats, seed);
  GameLog *log = game_log_new (game, TRUE);
  char *text;

  for (guint step = 0; step < steps && ludo_game_get_phase (game) != LUDO_PHASE_OVER; step++)
    {
      g_autoptr(GError) error = NULL;
      LudoMove moves[LUDO_MAX_MOVES];
      guint n;

      g_assert_true (ludo_game_roll (game, &error));
      g_assert_no_error (error);

      n = ludo_game_get_moves (game, moves);
      if (n > 0)
        {
          g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
          g_assert_true (ludo_game_move (game, &moves[step % n], &error));
          g_assert_no_error (error);
        }
    }

  text = game_log_to_string (log);
  game_log_free (log);
  g_assert_finalize_object (game);

  return text;
}

static void
test_determinism_humans (void)
{
  g_autofree char *first = play_scripted (42, 300);
  g_autofree char *second = play_scripted (42, 300);
  g_autofree char *other = play_scripted (43, 300);

  g_assert_cmpstr (first, ==, second);
  g_assert_cmpstr (first, !=, other);
}

/* Runs a game of computers with no delay to its end and checks it. */
static char *
run_computers (const LudoRules *rules,
               const LudoSeat  *seats,
               guint32          seed)
{
  LudoGame *game = ludo_game_new (rules, seats, seed);
  GameLog *log = game_log_new (game, FALSE);
  LudoColour ranking[LUDO_N_COLOURS];
  guint n_seated = 0, n_ranked, seen = 0, lines;
  char *text;

  ludo_game_set_computer_delay (game, 0);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_COMPUTER_THINKING);

  /* Nothing happens before the main loop runs. */
  g_assert_cmpuint (log->lines->len, ==, 0);

  game_log_run_until (log, "game-over");

  /* The end is final: nothing is left to run and nothing more comes. */
  lines = log->lines->len;
  drain ();
  g_assert_cmpuint (log->lines->len, ==, lines);
  g_assert_cmpuint (log->n_game_over, ==, 1);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_NONE);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (seats[c] != E)
      n_seated++;
  n_ranked = ludo_game_get_ranking (game, ranking);
  g_assert_cmpuint (n_ranked, ==, n_seated);
  for (guint i = 0; i < n_ranked; i++)
    {
      g_assert_cmpint (seats[ranking[i]], !=, E);
      g_assert_false (seen & (1u << ranking[i]));
      seen |= 1u << ranking[i];
    }
  if (rules->team)
    g_assert_cmpint (ranking[1], ==, ludo_rules_partner (ranking[0]));

  text = game_log_to_string (log);
  game_log_free (log);
  g_assert_finalize_object (game);

  return text;
}

static void
test_computers_to_the_end (void)
{
  static const LudoSeat seatings[][LUDO_N_COLOURS] = {
    { CR, CE, CM, CR },
    { CM, CE, CR, CE },
    { CH, CR, CM, CE },
  };
  static const LudoSeat partial[][LUDO_N_COLOURS] = {
    { CR, E, CE, E },
    { E, CM, CR, CE },
  };

  for (guint options = 0; options < 1u << LUDO_N_RULES; options++)
    {
      LudoRules rules = { 0 };

      ludo_rules_set_flags (&rules, options);

      for (guint32 seed = 1; seed <= 6; seed++)
        {
          const LudoSeat *seats = seatings[seed % G_N_ELEMENTS (seatings)];
          g_autofree char *text = NULL;

          g_test_message ("options %u seed %u", options, seed);
          text = run_computers (&rules, seats, seed);
          g_assert_true (g_regex_match_simple (MOVE_LINE, text, G_REGEX_MULTILINE, 0));

          if (!rules.team)
            {
              g_autofree char *fewer = NULL;

              fewer = run_computers (&rules, partial[seed % G_N_ELEMENTS (partial)], seed);
              g_assert_true (g_regex_match_simple (MOVE_LINE, fewer, G_REGEX_MULTILINE, 0));
            }
        }
    }
}

static void
test_computers_deterministic (void)
{
  const LudoRules rules = { .pachisi = TRUE };
  const LudoSeat seats[] = { CE, CM, CR, CM };
  g_autofree char *first = run_computers (&rules, seats, 77);
  g_autofree char *second = run_computers (&rules, seats, 77);
  g_autofree char *other = run_computers (&rules, seats, 78);

  g_assert_cmpstr (first, ==, second);
  g_assert_cmpstr (first, !=, other);
}

static void
test_computers_hard (void)
{
  const LudoRules rules = { .blockades = TRUE };
  const LudoSeat seats[] = { CH, CR, CH, CR };
  g_autofree char *first = run_computers (&rules, seats, 5);
  g_autofree char *second = run_computers (&rules, seats, 5);

  /* The search runs in a thread, and still the game is the same. */
  g_assert_cmpstr (first, ==, second);
}

static void
test_human_and_computers (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, CR, CE, CM };
  LudoGame *game = ludo_game_new (&rules, seats, 11);
  g_autoptr(GameLog) log = game_log_new (game, FALSE);
  guint human_turns = 0;

  ludo_game_set_computer_delay (game, 0);

  while (ludo_game_get_phase (game) != LUDO_PHASE_OVER)
    {
      g_autoptr(GError) error = NULL;
      LudoMove moves[LUDO_MAX_MOVES];

      switch (ludo_game_get_phase (game))
        {
        case LUDO_PHASE_AWAITING_ROLL:
          g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_RED);
          human_turns++;
          g_assert_true (ludo_game_roll (game, &error));
          g_assert_no_error (error);
          break;

        case LUDO_PHASE_AWAITING_MOVE:
          g_assert_cmpuint (ludo_game_get_moves (game, moves), >, 0);
          g_assert_true (ludo_game_move (game, &moves[0], &error));
          g_assert_no_error (error);
          break;

        case LUDO_PHASE_COMPUTER_THINKING:
          g_assert_cmpint (ludo_game_get_current_colour (game), !=, LUDO_COLOUR_RED);
          g_main_context_iteration (NULL, TRUE);
          break;

        case LUDO_PHASE_OVER:
        default:
          g_assert_not_reached ();
        }
    }

  g_assert_cmpuint (human_turns, >, 0);
  g_assert_cmpuint (log->n_game_over, ==, 1);

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static guint
count_prefix (GameLog    *log,
              const char *prefix)
{
  g_autoptr(GRegex) regex = g_regex_new (prefix, G_REGEX_ANCHORED, 0, NULL);
  guint n = 0;

  for (guint i = 0; i < log->lines->len; i++)
    if (g_regex_match (regex, g_ptr_array_index (log->lines, i), 0, NULL))
      n++;

  return n;
}

static void
hold_twice_cb (LudoGame *game,
               int       colour,
               guint     value,
               gpointer  user_data)
{
  gboolean *held = user_data;

  if (!*held)
    {
      ludo_game_hold (game);
      ludo_game_hold (game);
      *held = TRUE;
    }
}

static void
test_hold_release (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { CR, CR, CR, CR };
  LudoGame *game = ludo_game_new (&rules, seats, 3);
  g_autoptr(GameLog) log = game_log_new (game, FALSE);
  gboolean held = FALSE;
  guint lines;

  ludo_game_set_computer_delay (game, 0);
  g_signal_connect (game, "dice-rolled", G_CALLBACK (hold_twice_cb), &held);

  /* Held from inside the first roll's signal: the step ends, and then
   * nothing is scheduled at all. */
  game_log_run_until (log, "dice-rolled");
  drain ();
  lines = log->lines->len;
  g_assert_cmpuint (count_prefix (log, "dice-rolled"), ==, 1);
  g_assert_cmpuint (count_prefix (log, MOVE_LINE), ==, 0);

  /* Holds nest. */
  ludo_game_release (game);
  drain ();
  g_assert_cmpuint (log->lines->len, ==, lines);

  /* The last release continues, but only from the main loop. */
  ludo_game_release (game);
  g_assert_cmpuint (log->lines->len, ==, lines);
  game_log_run_until (log, "");
  g_assert_cmpuint (log->lines->len, >, lines);

  /* A hold taken while a step waits cancels that step until release. */
  ludo_game_hold (game);
  lines = log->lines->len;
  drain ();
  g_assert_cmpuint (log->lines->len, ==, lines);
  ludo_game_release (game);
  game_log_run_until (log, "game-over");
  g_assert_cmpuint (log->n_game_over, ==, 1);

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

/* Runs the game until a hard computer has rolled and its search is running
 * in a thread. */
static void
run_until_thinking (LudoGame *game,
                    GameLog  *log)
{
  while (!_ludo_game_is_thinking (game))
    {
      g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_COMPUTER_THINKING);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
test_hold_while_thinking (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { CH, E, CH, E };
  LudoGame *game = ludo_game_new (&rules, seats, 8);
  g_autoptr(GameLog) log = game_log_new (game, FALSE);
  guint moved;

  ludo_game_set_computer_delay (game, 0);
  run_until_thinking (game, log);
  moved = count_prefix (log, MOVE_LINE);

  /* The choice comes back while held: it waits for the release. */
  ludo_game_hold (game);
  while (_ludo_game_is_thinking (game))
    g_main_context_iteration (NULL, TRUE);
  drain ();
  g_assert_cmpuint (count_prefix (log, MOVE_LINE), ==, moved);

  /* The roll in hand has a move: the next record is that move. */
  ludo_game_release (game);
  game_log_run_until (log, "roll-played");
  g_assert_cmpuint (count_prefix (log, MOVE_LINE), ==, moved + 1);

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_dispose_while_thinking (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { CH, E, CH, E };
  LudoGame *game = ludo_game_new (&rules, seats, 8);
  GameLog *log = game_log_new (game, FALSE);
  guint lines;

  ludo_game_set_computer_delay (game, 0);
  run_until_thinking (game, log);
  lines = log->lines->len;

  /* The game goes away mid-search; the thread's answer must find nothing
   * to act on. */
  g_assert_finalize_object (game);
  g_main_context_iteration (NULL, TRUE);
  drain ();
  g_assert_cmpuint (log->lines->len, ==, lines);
  g_assert_null (log->game);
  game_log_free (log);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/game/construct/properties", test_construct_properties);
  g_test_add_func ("/ludo/game/construct/first-seated", test_construct_first_seated);
  g_test_add_func ("/ludo/game/construct/invalid", test_construct_invalid);
  g_test_add_func ("/ludo/game/construct/rule-properties", test_rule_properties);
  g_test_add_func ("/ludo/game/signals/roll-and-move", test_signals_roll_and_move);
  g_test_add_func ("/ludo/game/auto-move", test_auto_move);
  g_test_add_func ("/ludo/game/signals/lost-roll", test_signals_lost_roll);
  g_test_add_func ("/ludo/game/signals/lost-six", test_signals_lost_six);
  g_test_add_func ("/ludo/game/signals/lost-reason", test_signals_lost_reason);
  g_test_add_func ("/ludo/game/signals/capture", test_signals_capture);
  g_test_add_func ("/ludo/game/signals/capture-stack", test_signals_capture_stack);
  g_test_add_func ("/ludo/game/signals/stack-move", test_signals_stack_move);
  g_test_add_func ("/ludo/game/signals/finish", test_signals_finish);
  g_test_add_func ("/ludo/game/signals/team-partner", test_signals_team_partner);
  g_test_add_func ("/ludo/game/preview-move", test_preview_move);
  g_test_add_func ("/ludo/game/requests/human", test_requests_human);
  g_test_add_func ("/ludo/game/requests/computer-and-over", test_requests_computer_and_over);
  g_test_add_func ("/ludo/game/requests/programmer-errors", test_requests_programmer_errors);
  g_test_add_func ("/ludo/game/computer-delay/property", test_computer_delay_property);
  g_test_add_func ("/ludo/game/computer-delay/restarts-wait", test_computer_delay_restarts_wait);
  g_test_add_func ("/ludo/game/determinism/humans", test_determinism_humans);
  g_test_add_func ("/ludo/game/computers/to-the-end", test_computers_to_the_end);
  g_test_add_func ("/ludo/game/computers/deterministic", test_computers_deterministic);
  g_test_add_func ("/ludo/game/computers/hard", test_computers_hard);
  g_test_add_func ("/ludo/game/computers/with-human", test_human_and_computers);
  g_test_add_func ("/ludo/game/hold/release", test_hold_release);
  g_test_add_func ("/ludo/game/hold/while-thinking", test_hold_while_thinking);
  g_test_add_func ("/ludo/game/dispose/while-thinking", test_dispose_while_thinking);

  return g_test_run ();
}
