/* test-window-sound.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The sounds a window asks for, through the sound player's "play" signal
 * (not by listening), and when: each as the board shows its event, on the
 * animation's frames, never when the game decides it. The board runs at
 * the fast speed on the real frame clock; nothing here measures time. */

#include "config.h"

#include <gtk/gtk.h>

#include "game-test-util.h"
#include "ludo-board-private.h"
#include "ludo-game-private.h"
#include "window-test-util.h"

/* One request, with what the board was showing when it came. */
typedef struct
{
  LudoSound          sound;
  gboolean           in_scene;
  LudoBoardSceneKind kind;
  double             elapsed_ms;
  double             hop_ms;
  double             hops_ms;
  double             duration_ms;
  gboolean           animating;
} Request;

typedef struct
{
  LudoBoard *board;
  GArray    *requests;
  /* How many requests there were when the game told of the last roll. */
  guint      at_roll_played;
} Recorder;

static void
play_cb (LudoSoundPlayer *player,
         LudoSound        sound,
         Recorder        *recorder)
{
  LudoBoardScene *scene = _ludo_board_current_scene (recorder->board);
  Request request = { .sound = sound, .animating = ludo_board_get_animating (recorder->board) };

  if (scene != NULL)
    {
      request.in_scene = TRUE;
      request.kind = scene->kind;
      request.elapsed_ms = ludo_board_animation_elapsed (&recorder->board->animation);
      request.hop_ms = scene->hop_ms;
      request.hops_ms = scene->hops_ms;
      request.duration_ms = scene->kind == LUDO_BOARD_SCENE_DIE ? 4 * scene->hop_ms
                                                               : scene->hops_ms + scene->flight_ms;
    }
  g_array_append_val (recorder->requests, request);
}

static void
roll_played_cb (LudoGame          *game,
                const LudoOutcome *outcome,
                Recorder          *recorder)
{
  recorder->at_roll_played = recorder->requests->len;
}

/* Opens the window on a game saved at @position, with red and blue at the
 * table (@blue a person or the computer), and starts recording. */
static LudoGame *
open_game (Fixture    *fixture,
           Recorder   *recorder,
           const char *rules,
           const char *position,
           LudoSeat    blue,
           const char *speed)
{
  const LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_EMPTY, LUDO_SEAT_EMPTY, blue,
  };
  LudoGame *game;

  save_game_with_rules (rules, position, seats);
  g_settings_set_string (fixture->settings, "animation-speed", speed);
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);

  recorder->board = _ludo_window_get_board (fixture->window);
  recorder->requests = g_array_new (FALSE, TRUE, sizeof (Request));
  g_signal_connect (_ludo_window_get_sound_player (fixture->window), "play",
                    G_CALLBACK (play_cb), recorder);
  g_signal_connect (game, "roll-played", G_CALLBACK (roll_played_cb), recorder);
  return game;
}

static void
recorder_clear (Fixture  *fixture,
                Recorder *recorder)
{
  g_signal_handlers_disconnect_by_data (_ludo_window_get_sound_player (fixture->window), recorder);
  g_signal_handlers_disconnect_by_data (ludo_window_get_game (fixture->window), recorder);
  g_clear_pointer (&recorder->requests, g_array_unref);
}

static void
wait_until_shown (LudoBoard *board)
{
  iterate ();
  while (ludo_board_get_animating (board))
    g_main_context_iteration (NULL, TRUE);
  iterate ();
}

static void
roll (Fixture  *fixture,
      Recorder *recorder,
      guint     value)
{
  _ludo_game_push_die (ludo_window_get_game (fixture->window), value);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  wait_until_shown (recorder->board);
}

static void
move_from (Fixture  *fixture,
           Recorder *recorder,
           guint     from)
{
  LudoMove moves[LUDO_MAX_MOVES];
  guint n = ludo_game_get_moves (ludo_window_get_game (fixture->window), moves);

  for (guint i = 0; i < n; i++)
    if (moves[i].from == from)
      {
        click_move (fixture, &moves[i]);
        wait_until_shown (recorder->board);
        return;
      }
  g_assert_not_reached ();
}

static const Request *
request (Recorder *recorder,
         guint     i)
{
  g_assert_cmpuint (i, <, recorder->requests->len);
  return &g_array_index (recorder->requests, Request, i);
}

static void
assert_sounds (Recorder        *recorder,
               const LudoSound *expected,
               guint            n_expected)
{
  for (guint i = 0; i < MIN (n_expected, recorder->requests->len); i++)
    g_assert_cmpint (request (recorder, i)->sound, ==, expected[i]);
  g_assert_cmpuint (recorder->requests->len, ==, n_expected);
}

/* The die sounds as it starts to tumble, on the die's scene. */
static void
assert_roll_request (const Request *r)
{
  g_assert_cmpint (r->sound, ==, LUDO_SOUND_ROLL);
  g_assert_true (r->in_scene);
  g_assert_cmpint (r->kind, ==, LUDO_BOARD_SCENE_DIE);
  g_assert_cmpfloat (r->elapsed_ms, <, r->duration_ms);
}

/* Red's pawn on 5 rolls 3 and lands on blue's pawn (blue's 21 is red's 8):
 * three hops, each heard as the pawn lands, then the capture as the
 * captured pawn takes off, not when the game decided it. */
static void
test_capture_follows_flight (Fixture       *fixture,
                             gconstpointer  data)
{
  const LudoSound expected[] = {
    LUDO_SOUND_ROLL, LUDO_SOUND_HOP, LUDO_SOUND_HOP, LUDO_SOUND_HOP, LUDO_SOUND_CAPTURE,
  };
  Recorder recorder = { 0 };

  open_game (fixture, &recorder, "", "r:0,0,0,5/-/-/0,0,0,21", LUDO_SEAT_HUMAN, "fast");
  roll (fixture, &recorder, 3);
  move_from (fixture, &recorder, 5);

  assert_sounds (&recorder, expected, G_N_ELEMENTS (expected));
  assert_roll_request (request (&recorder, 0));
  /* When the game told of the move, only the die had been heard. */
  g_assert_cmpuint (recorder.at_roll_played, ==, 1);
  for (guint i = 1; i <= 3; i++)
    {
      const Request *hop = request (&recorder, i);

      g_assert_true (hop->in_scene);
      g_assert_cmpint (hop->kind, ==, LUDO_BOARD_SCENE_MOVE);
      g_assert_cmpfloat (hop->elapsed_ms, >=, i * hop->hop_ms);
    }
  /* The flight starts when the pawn has landed, and the board is still
   * showing it. */
  g_assert_true (request (&recorder, 4)->in_scene);
  g_assert_cmpint (request (&recorder, 4)->kind, ==, LUDO_BOARD_SCENE_MOVE);
  g_assert_cmpfloat (request (&recorder, 4)->elapsed_ms, >=, request (&recorder, 4)->hops_ms);
  g_assert_cmpfloat (request (&recorder, 4)->hops_ms, <, request (&recorder, 4)->duration_ms);

  recorder_clear (fixture, &recorder);
}

/* With blockades: a 6 brings a pawn out of base (heard as it leaves), the
 * extra 6 takes it from 1 to 7 onto red's other pawn, and the landing
 * that forms the blockade sounds like one. */
static void
test_leave_base_and_blockade (Fixture       *fixture,
                              gconstpointer  data)
{
  const LudoSound expected[] = {
    LUDO_SOUND_ROLL, LUDO_SOUND_LEAVE_BASE,
    LUDO_SOUND_ROLL, LUDO_SOUND_HOP, LUDO_SOUND_HOP, LUDO_SOUND_HOP, LUDO_SOUND_HOP,
    LUDO_SOUND_HOP, LUDO_SOUND_BLOCKADE,
  };
  Recorder recorder = { 0 };
  const Request *blockade;

  open_game (fixture, &recorder, "blockades", "r:0,0,0,7/-/-/0,0,0,30", LUDO_SEAT_HUMAN,
             "fast");
  roll (fixture, &recorder, 6);
  move_from (fixture, &recorder, LUDO_PROGRESS_BASE);
  g_assert_cmpint (request (&recorder, 1)->kind, ==, LUDO_BOARD_SCENE_MOVE);
  roll (fixture, &recorder, 6);
  move_from (fixture, &recorder, 1);

  assert_sounds (&recorder, expected, G_N_ELEMENTS (expected));
  assert_roll_request (request (&recorder, 2));
  blockade = request (&recorder, 8);
  g_assert_true (blockade->in_scene);
  g_assert_cmpint (blockade->kind, ==, LUDO_BOARD_SCENE_MOVE);
  g_assert_cmpfloat (blockade->elapsed_ms, >=, 6 * blockade->hop_ms);
  g_assert_cmpfloat (blockade->elapsed_ms, >=, blockade->hops_ms);

  recorder_clear (fixture, &recorder);
}

/* Red's last pawn reaches home: the landing sounds as home, and then,
 * once the board has shown it, red's win. */
static void
test_home_and_win (Fixture       *fixture,
                   gconstpointer  data)
{
  const LudoSound expected[] = {
    LUDO_SOUND_ROLL, LUDO_SOUND_HOP, LUDO_SOUND_HOME, LUDO_SOUND_WIN,
  };
  Recorder recorder = { 0 };

  open_game (fixture, &recorder, "", "r:55,57,57,57/-/-/0,0,0,0", LUDO_SEAT_HUMAN, "fast");
  roll (fixture, &recorder, 2);
  move_from (fixture, &recorder, 55);

  assert_sounds (&recorder, expected, G_N_ELEMENTS (expected));
  g_assert_cmpint (request (&recorder, 2)->kind, ==, LUDO_BOARD_SCENE_MOVE);
  g_assert_cmpfloat (request (&recorder, 2)->elapsed_ms, >=, 2 * request (&recorder, 2)->hop_ms);
  /* No game-over sound while the game's end was still being shown. */
  g_assert_cmpuint (recorder.at_roll_played, ==, 1);
  g_assert_false (request (&recorder, 3)->in_scene);
  g_assert_false (request (&recorder, 3)->animating);
  g_assert_cmpint (ludo_game_get_phase (ludo_window_get_game (fixture->window)), ==,
                   LUDO_PHASE_OVER);

  recorder_clear (fixture, &recorder);
}

/* The computer wins: the end closes softly, after its last pawn is home.
 * Red's roll (pushed before the window could let blue roll) is lost, and
 * blue's 2 brings its last pawn home. */
static void
test_computer_wins (Fixture       *fixture,
                    gconstpointer  data)
{
  const LudoSound expected[] = {
    LUDO_SOUND_ROLL, LUDO_SOUND_LOST_ROLL,
    LUDO_SOUND_ROLL, LUDO_SOUND_HOP, LUDO_SOUND_HOME, LUDO_SOUND_GAME_OVER,
  };
  Recorder recorder = { 0 };
  LudoGame *game;

  game = open_game (fixture, &recorder, "", "r:0,0,0,0/-/-/55,57,57,57",
                    LUDO_SEAT_COMPUTER_EASY, "fast");
  _ludo_game_push_die (game, 3);
  _ludo_game_push_die (game, 2);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  while (ludo_game_get_phase (game) != LUDO_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);
  wait_until_shown (recorder.board);

  assert_sounds (&recorder, expected, G_N_ELEMENTS (expected));
  g_assert_false (request (&recorder, 5)->animating);

  recorder_clear (fixture, &recorder);
}

/* A roll that moves nothing: heard when the die comes to rest on it. */
static void
test_lost_roll (Fixture       *fixture,
                gconstpointer  data)
{
  const LudoSound expected[] = { LUDO_SOUND_ROLL, LUDO_SOUND_LOST_ROLL };
  Recorder recorder = { 0 };
  const Request *lost;

  open_game (fixture, &recorder, "", "r:0,0,0,0/-/-/0,0,0,0", LUDO_SEAT_HUMAN, "fast");
  roll (fixture, &recorder, 3);

  assert_sounds (&recorder, expected, G_N_ELEMENTS (expected));
  lost = request (&recorder, 1);
  g_assert_true (lost->in_scene);
  g_assert_cmpint (lost->kind, ==, LUDO_BOARD_SCENE_DIE);
  g_assert_cmpfloat (lost->elapsed_ms, ==, lost->duration_ms);
  /* The game told of the lost roll before the die was seen to tumble. */
  g_assert_cmpuint (recorder.at_roll_played, ==, 0);

  recorder_clear (fixture, &recorder);
}

/* With animations off the board moves nothing, and nothing is heard but
 * the end of the game. */
static void
test_animations_off (Fixture       *fixture,
                     gconstpointer  data)
{
  const LudoSound expected[] = { LUDO_SOUND_WIN };
  Recorder recorder = { 0 };

  open_game (fixture, &recorder, "", "r:55,57,57,57/-/-/0,0,0,0", LUDO_SEAT_HUMAN, "off");
  roll (fixture, &recorder, 2);
  move_from (fixture, &recorder, 55);

  assert_sounds (&recorder, expected, G_N_ELEMENTS (expected));

  recorder_clear (fixture, &recorder);
}

/* The main menu's Sound item is the "sound" setting: off, the player asks
 * for nothing; on again, it does. */
static void
test_menu_mutes (Fixture       *fixture,
                 gconstpointer  data)
{
  Recorder recorder = { 0 };
  GActionGroup *actions;
  g_autoptr(GVariant) state = NULL;

  open_game (fixture, &recorder, "", "r:0,0,0,0/-/-/0,0,0,0", LUDO_SEAT_HUMAN, "fast");
  actions = G_ACTION_GROUP (fixture->window);
  state = g_action_group_get_action_state (actions, "sound");
  g_assert_true (g_variant_get_boolean (state));

  g_action_group_activate_action (actions, "sound", NULL);
  g_assert_false (g_settings_get_boolean (fixture->settings, "sound"));
  g_assert_false (ludo_sound_player_get_enabled (_ludo_window_get_sound_player (fixture->window)));
  roll (fixture, &recorder, 3);
  g_assert_cmpuint (recorder.requests->len, ==, 0);

  g_settings_set_boolean (fixture->settings, "sound", TRUE);
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (actions, "sound");
  g_assert_true (g_variant_get_boolean (state));
  roll (fixture, &recorder, 3);
  g_assert_cmpuint (recorder.requests->len, ==, 2);

  recorder_clear (fixture, &recorder);
}

/* A game that was already over when the window opened ended before: its
 * end is not heard again. */
static void
test_restored_end_is_silent (Fixture       *fixture,
                             gconstpointer  data)
{
  Recorder recorder = { 0 };

  open_game (fixture, &recorder, "", "-:57,57,57,57/-/-/0,0,0,0", LUDO_SEAT_HUMAN, "fast");
  g_assert_cmpint (ludo_game_get_phase (ludo_window_get_game (fixture->window)), ==,
                   LUDO_PHASE_OVER);
  wait_until_shown (recorder.board);
  g_assert_cmpuint (recorder.requests->len, ==, 0);

  recorder_clear (fixture, &recorder);
}

int
main (int   argc,
      char *argv[])
{
  if (!init_window_tests (&argc, &argv, "/ludo/window/sound/no-display"))
    return g_test_run ();

#define ADD(path, func) \
  g_test_add ("/ludo/window/sound/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("capture-follows-flight", test_capture_follows_flight);
  ADD ("leave-base-and-blockade", test_leave_base_and_blockade);
  ADD ("home-and-win", test_home_and_win);
  ADD ("computer-wins", test_computer_wins);
  ADD ("lost-roll", test_lost_roll);
  ADD ("animations-off", test_animations_off);
  ADD ("menu-mutes", test_menu_mutes);
  ADD ("restored-end-is-silent", test_restored_end_is_silent);
#undef ADD

  return g_test_run ();
}
