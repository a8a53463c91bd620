/* test-game-undo.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Undo in the model: ludo_game_undo(), the can-undo property, the undone
 * signal, the dice after an undo, and the history in the saved game. */

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
#define CM LUDO_SEAT_COMPUTER_MEDIUM
#define CH LUDO_SEAT_COMPUTER_HARD

static void
undo (LudoGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludo_game_undo (game, &error));
  g_assert_no_error (error);
}

/* The game stands at a person's decision: @colour to move with @value. */
static void
assert_decision (LudoGame   *game,
                 LudoColour  colour,
                 guint       value)
{
  LudoMove moves[LUDO_MAX_MOVES];

  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, colour);
  g_assert_cmpuint (ludo_game_get_last_roll (game), ==, value);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), >, 0);
}

/* Rolls the real dice for the people and lets the computers play, until a
 * person has a move to choose. */
static void
play_to_decision (LudoGame *game)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;

      switch (ludo_game_get_phase (game))
        {
        case LUDO_PHASE_AWAITING_MOVE:
          return;
        case LUDO_PHASE_AWAITING_ROLL:
          g_assert_true (ludo_game_roll (game, &error));
          g_assert_no_error (error);
          break;
        case LUDO_PHASE_COMPUTER_THINKING:
          g_main_context_iteration (NULL, TRUE);
          break;
        case LUDO_PHASE_OVER:
        default:
          g_assert_not_reached ();
        }
    }
}

static LudoMove
first_move (LudoGame *game)
{
  LudoMove moves[LUDO_MAX_MOVES];

  g_assert_cmpuint (ludo_game_get_moves (game, moves), >, 0);
  return moves[0];
}

static void
play_first_move (LudoGame *game)
{
  g_autoptr(GError) error = NULL;
  LudoMove move = first_move (game);

  g_assert_true (ludo_game_move (game, &move, &error));
  g_assert_no_error (error);
}

/* Everything the game saves, as text, to compare two states at once. */
static char *
state_text (LudoGame *game)
{
  g_autofree char *pos = game_position_text (game);
  LudoColour ranking[LUDO_N_COLOURS];
  char last[LUDO_NOTATION_MOVE_MAX] = "none";
  LudoMove move;
  GString *text = g_string_new (pos);
  guint n_ranked = ludo_game_get_ranking (game, ranking);

  if (ludo_game_get_last_move (game, &move))
    ludo_notation_format_move (&move, last);
  g_string_append_printf (text, " phase=%d roll=%u last=%s draws=%" G_GUINT64_FORMAT " ranked=",
                          ludo_game_get_phase (game), ludo_game_get_last_roll (game), last,
                          game->n_draws);
  for (guint i = 0; i < n_ranked; i++)
    g_string_append_c (text, ludo_notation_colour_letter (ranking[i]));
  return g_string_free (text, FALSE);
}

static void
assert_state (LudoGame   *game,
              const char *expected)
{
  g_autofree char *text = state_text (game);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_nothing_to_undo (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,10/0,0,0,1/-/-", 1);
  g_autoptr(GError) error = NULL;
  gboolean can_undo = TRUE;

  g_object_get (game, "can-undo", &can_undo, NULL);
  g_assert_false (can_undo);
  g_assert_false (ludo_game_undo (game, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_WRONG_PHASE);

  /* A roll is no decision: there is still nothing to take back. */
  game_roll (game, 4);
  g_assert_false (ludo_game_get_can_undo (game));

  g_assert_finalize_object (game);
}

static void
test_capture (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,10/0,0,0,1/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);

  game_roll (game, 4);
  game_log_clear (log);
  game_play (game, "r:10-14");
  game_log_assert (log, (const char *[]) {
    "notify can-undo", "notify current-colour", "notify moving-colour", "notify phase",
    "roll-played r 4 r:10-14 captured=g:1@13 next=g", "turn-changed g", NULL });
  game_assert_position (game, "g:0,0,0,14/0,0,0,0/-/-");

  /* The captured pawn comes back, and red has the same 4 in hand. */
  game_log_clear (log);
  undo (game);
  game_log_assert (log, (const char *[]) {
    "notify can-undo", "notify current-colour", "notify moving-colour", "notify phase",
    "undone 0", NULL });
  game_assert_position (game, "r:0,0,0,10/0,0,0,1/-/-");
  assert_decision (game, LUDO_COLOUR_RED, 4);
  g_assert_false (ludo_game_get_can_undo (game));

  /* A different choice is allowed. */
  game_play (game, "r:10-14");
  game_assert_position (game, "g:0,0,0,14/0,0,0,0/-/-");

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_stack_move (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("pachisi", seats, "r:0,0,5,5/0,0,0,0/-/-", 1);
  LudoMove stack = move_from ("r:5-8x2");
  LudoMove last;
  g_autoptr(GError) error = NULL;

  game_roll (game, 3);
  g_assert_true (ludo_game_move (game, &stack, &error));
  g_assert_no_error (error);
  game_assert_position (game, "g:0,0,8,8/0,0,0,0/-/-");

  undo (game);
  game_assert_position (game, "r:0,0,5,5/0,0,0,0/-/-");
  assert_decision (game, LUDO_COLOUR_RED, 3);
  g_assert_false (ludo_game_get_last_move (game, &last));

  /* This time one pawn of the stack. */
  game_play (game, "r:5-8");
  game_assert_position (game, "g:0,0,5,8/0,0,0,0/-/-");

  g_assert_finalize_object (game);
}

static void
test_blockade (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("blockades", seats, "r:0,0,5,8/0,0,0,45/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, FALSE);
  LudoMove last;

  /* Red builds a wall, green is stuck behind it and loses its roll. */
  game_roll (game, 3);
  game_play (game, "r:5-8");
  game_log_assert (log, (const char *[]) {
    "dice-rolled r 3", "roll-played r 3 r:5-8 formed next=g", "turn-changed g", NULL });
  game_assert_position (game, "g:0,0,8,8/0,0,0,45/-/-");
  game_roll (game, 3);
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_RED);

  /* Both rolls are taken back: the wall, and green's roll lost to it. */
  game_log_clear (log);
  undo (game);
  game_log_assert (log, (const char *[]) { "undone 1", NULL });
  game_assert_position (game, "r:0,0,5,8/0,0,0,45/-/-");
  assert_decision (game, LUDO_COLOUR_RED, 3);
  g_assert_false (ludo_game_get_last_move (game, &last));

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

static void
test_finished_player (void)
{
  const LudoSeat seats[] = { H, H, H, E };
  LudoGame *game = game_at_position ("", seats, "r:51,57,57,57/0,0,0,0/0,0,0,0/-", 1);
  LudoColour ranking[LUDO_N_COLOURS];

  game_roll (game, 6);
  game_play (game, "r:51-57");
  g_assert_cmpuint (ludo_game_get_ranking (game, ranking), ==, 1);
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_GREEN);

  undo (game);
  g_assert_cmpuint (ludo_game_get_ranking (game, ranking), ==, 0);
  game_assert_position (game, "r:51,57,57,57/0,0,0,0/0,0,0,0/-");
  assert_decision (game, LUDO_COLOUR_RED, 6);

  g_assert_finalize_object (game);
}

static void
test_game_over (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:51,57,57,57/0,0,0,0/-/-", 1);
  g_autoptr(GameLog) log = game_log_new (game, TRUE);
  LudoColour ranking[LUDO_N_COLOURS];

  game_roll (game, 6);
  game_play (game, "r:51-57");
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  g_assert_true (ludo_game_get_can_undo (game));

  game_log_clear (log);
  undo (game);
  game_log_assert (log, (const char *[]) {
    "notify can-undo", "notify current-colour", "notify moving-colour", "notify phase",
    "undone 0", NULL });
  g_assert_cmpuint (ludo_game_get_ranking (game, ranking), ==, 0);
  assert_decision (game, LUDO_COLOUR_RED, 6);

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

/* Two people at one table: each undo takes back one person's move, the
 * latest, and leaves the other's standing. */
static void
test_several_people (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,10/0,0,0,1/-/-", 1);

  game_roll (game, 2);
  game_play (game, "r:10-12");
  game_roll (game, 3);
  game_play (game, "g:1-4");
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_RED);

  undo (game);
  game_assert_position (game, "g:0,0,0,12/0,0,0,1/-/-");
  assert_decision (game, LUDO_COLOUR_GREEN, 3);
  g_assert_true (ludo_game_get_can_undo (game));

  undo (game);
  game_assert_position (game, "r:0,0,0,10/0,0,0,1/-/-");
  assert_decision (game, LUDO_COLOUR_RED, 2);
  g_assert_false (ludo_game_get_can_undo (game));

  g_assert_finalize_object (game);
}

/* In team play a person whose pawns are home moves the partner's: that
 * move is the person's decision, taken back like any other. */
static void
test_team_partner (void)
{
  const LudoSeat seats[] = { H, CM, H, CM };
  LudoGame *game = game_at_position ("team", seats, "r:57,57,57,57/0,0,0,0/0,0,0,1/0,0,0,0", 1);

  game_roll (game, 2);
  game_play (game, "y:1-3");
  g_assert_true (ludo_game_get_can_undo (game));
  undo (game);
  game_assert_position (game, "r:57,57,57,57/0,0,0,0/0,0,0,1/0,0,0,0");
  assert_decision (game, LUDO_COLOUR_RED, 2);
  g_assert_cmpint (ludo_game_get_moving_colour (game), ==, LUDO_COLOUR_YELLOW);
  g_assert_false (ludo_game_get_can_undo (game));

  g_assert_finalize_object (game);
}

/* Against computers: an undo takes back their moves too, the dice come
 * back the same (the same roll in hand, and the same rolls after it), and
 * it can be repeated back to the first decision of the game. */
static void
test_computers_and_dice (void)
{
  const LudoSeat seats[] = { H, CM, CM, CM };
  const LudoRules rules = { 0 };
  LudoGame *game = ludo_game_new (&rules, seats, 20261202);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GameLog) log = NULL;
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  guint64 rolls_before;

  ludo_game_set_computer_delay (game, 0);
  log = game_log_new (game, FALSE);

  for (guint i = 0; i < 6; i++)
    {
      play_to_decision (game);
      g_ptr_array_add (states, state_text (game));
      play_first_move (game);
    }
  play_to_decision (game);
  after = state_text (game);

  /* Back to the last decision, with the roll then in hand: every roll
   * since is taken back, the person's new one included. */
  rolls_before = game->n_rolls;
  game_log_clear (log);
  undo (game);
  g_assert_cmpuint (rolls_before - game->n_rolls, >, 0);
  undone = g_strdup_printf ("undone %u", (guint) (rolls_before - game->n_rolls));
  game_log_assert (log, (const char *[]) { undone, NULL });
  assert_state (game, g_ptr_array_index (states, 5));

  /* The same choice again brings the same game back: the computers and
   * the dice do just what they did. */
  play_first_move (game);
  play_to_decision (game);
  assert_state (game, after);

  /* An undo while the computers play stops them there. */
  undo (game);
  play_first_move (game);
  if (ludo_game_get_phase (game) == LUDO_PHASE_COMPUTER_THINKING)
    {
      undo (game);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      assert_state (game, g_ptr_array_index (states, 5));
    }
  else
    undo (game);

  /* All the way back to the first decision, and no further. */
  for (guint i = 5; i-- > 0;)
    {
      g_assert_true (ludo_game_get_can_undo (game));
      undo (game);
      assert_state (game, g_ptr_array_index (states, i));
    }
  g_assert_false (ludo_game_get_can_undo (game));

  game_log_free (g_steal_pointer (&log));
  g_assert_finalize_object (game);
}

/* The hard computer chooses in a thread: an undo meanwhile drops its
 * choice, which must not be played on the position taken back. */
static void
test_undo_while_thinking (void)
{
  const LudoSeat seats[] = { H, CH, E, E };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,10/0,0,0,1/-/-", 1);
  g_autofree char *before = NULL;

  ludo_game_set_computer_delay (game, 0);
  game_roll (game, 2);
  before = state_text (game);
  game_play (game, "r:10-12");
  _ludo_game_push_die (game, 3);
  while (!_ludo_game_is_thinking (game))
    g_main_context_iteration (NULL, TRUE);

  undo (game);
  g_assert_false (_ludo_game_is_thinking (game));
  assert_state (game, before);

  /* Red moves again and green waits to roll when the thread's answer, the
   * only source ready, arrives: it must not become green's next step. */
  ludo_game_set_computer_delay (game, G_MAXUINT);
  game_play (game, "r:10-12");
  g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (game->computer_next, ==, LUDO_COMPUTER_ROLL);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_COMPUTER_THINKING);
  undo (game);
  assert_state (game, before);

  g_assert_finalize_object (game);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static LudoGame *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  LudoGame *game = ludo_game_load (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The save follows an undo, and the way back survives a resume. */
static void
test_resumed_game (void)
{
  const LudoSeat seats[] = { H, CM, CM, CM };
  const LudoRules rules = { 0 };
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.ini", NULL);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *after = NULL;
  LudoGame *game;
  LudoGame *back;

  game = ludo_game_new_full (&rules, seats, 77, path);
  ludo_game_set_computer_delay (game, 0);
  for (guint i = 0; i < 4; i++)
    {
      play_to_decision (game);
      g_ptr_array_add (states, state_text (game));
      play_first_move (game);
    }
  play_to_decision (game);
  after = state_text (game);

  /* The saved game after an undo is the position taken back. */
  undo (game);
  _ludo_game_flush_save (game);
  back = load (path);
  assert_state (back, g_ptr_array_index (states, 3));
  g_assert_true (ludo_game_get_can_undo (back));
  g_assert_finalize_object (back);

  /* Resumed at a later point, the game undoes the moves made before. */
  play_first_move (game);
  play_to_decision (game);
  assert_state (game, after);
  _ludo_game_flush_save (game);
  g_assert_finalize_object (game);

  /* A roll in hand is no completed step and is not saved: the resumed
   * game rolls it again, the same. */
  game = load (path);
  ludo_game_set_computer_delay (game, 0);
  play_to_decision (game);
  assert_state (game, after);
  for (guint i = 4; i-- > 0;)
    {
      undo (game);
      assert_state (game, g_ptr_array_index (states, i));
    }
  g_assert_false (ludo_game_get_can_undo (game));

  /* And moves made after resuming are undone as well, dice included. */
  play_first_move (game);
  play_to_decision (game);
  undo (game);
  assert_state (game, g_ptr_array_index (states, 0));

  g_assert_finalize_object (game);
}

/* A long game keeps its newest 300 steps in the file, which stays well
 * under the size a saved game may have. */
static void
test_long_history (void)
{
  const LudoSeat seats[] = { H, H, H, H };
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.ini", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  LudoGame *game = game_at_position ("", seats,
                                     "r:52,53,54,55/52,53,54,55/52,53,54,55/10,53,54,55", 1);
  LudoGame *back;
  gsize length;

  game_roll (game, 2);
  for (guint i = 0; i < 350; i++)
    _ludo_game_history_push (game);
  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  g_test_message ("%" G_GSIZE_FORMAT " bytes", length);
  g_assert_cmpuint (length, <, 48 * 1024);
  g_assert_nonnull (strstr (text, "\nstep-300="));
  g_assert_null (strstr (text, "\nstep-301="));

  back = load (path);
  for (guint i = 0; i < 300; i++)
    undo (back);
  g_assert_false (ludo_game_get_can_undo (back));
  g_assert_finalize_object (back);
  g_assert_finalize_object (game);
}

/* A damaged history costs the way back, never the game. */
static void
test_damaged_history (void)
{
  const LudoSeat seats[] = { H, H, E, E };
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.ini", NULL);
  g_autoptr(GError) error = NULL;
  const char *damage[] = {
    "step-1=x\n",
    "step-1=0 0 7 none r:0,0,0,10/0,0,0,1/-/- -\n",
    "step-1=0 0 2 none r:0,0,0,10/0,0,0,1/-/- r\n",
    "step-1=0 0 2 none r:0,0,0,99/0,0,0,1/-/- -\n",
    "step-1=0 0 2 none r:0,0,0,0/0,0,0,1/-/- -\n",
    "step-1=0 2 2 none r:0,0,0,10/0,0,0,1/-/- -\n",
    "step-1=999999 0 2 none r:0,0,0,10/0,0,0,1/-/- -\n",
    "step-1=0 0 2 g:5-1 r:0,0,0,10/0,0,0,1/-/- -\n",
  };
  LudoGame *game = game_at_position ("", seats, "r:0,0,0,10/0,0,0,1/-/-", 1);
  g_autofree char *good = NULL;
  LudoGame *back;

  game_roll (game, 2);
  game_play (game, "r:10-12");
  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  good = read_text (path);
  g_assert_nonnull (strstr (good,
                           "\n[Undo]\nrolls=1\nstep-1=0 1 2 none r:0,0,0,10/0,0,0,1/-/- -\n"));
  back = load (path);
  g_assert_true (ludo_game_get_can_undo (back));
  g_assert_finalize_object (back);

  for (guint i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      g_autoptr(GString) text = g_string_new (good);

      g_string_replace (text, "step-1=0 1 2 none r:0,0,0,10/0,0,0,1/-/- -\n", damage[i], 1);
      g_assert_true (g_file_set_contents (path, text->str, -1, &error));
      g_assert_no_error (error);
      back = load (path);
      game_assert_position (back, "g:0,0,0,12/0,0,0,1/-/-");
      g_assert_false (ludo_game_get_can_undo (back));
      g_assert_finalize_object (back);
    }

  g_assert_finalize_object (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/game/undo/nothing-to-undo", test_nothing_to_undo);
  g_test_add_func ("/ludo/game/undo/capture", test_capture);
  g_test_add_func ("/ludo/game/undo/stack-move", test_stack_move);
  g_test_add_func ("/ludo/game/undo/blockade", test_blockade);
  g_test_add_func ("/ludo/game/undo/finished-player", test_finished_player);
  g_test_add_func ("/ludo/game/undo/game-over", test_game_over);
  g_test_add_func ("/ludo/game/undo/several-people", test_several_people);
  g_test_add_func ("/ludo/game/undo/team-partner", test_team_partner);
  g_test_add_func ("/ludo/game/undo/computers-and-dice", test_computers_and_dice);
  g_test_add_func ("/ludo/game/undo/while-thinking", test_undo_while_thinking);
  g_test_add_func ("/ludo/game/undo/resumed-game", test_resumed_game);
  g_test_add_func ("/ludo/game/undo/long-history", test_long_history);
  g_test_add_func ("/ludo/game/undo/damaged-history", test_damaged_history);

  return g_test_run ();
}
