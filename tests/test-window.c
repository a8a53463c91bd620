/* test-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "ludo-application.h"
#include "ludo-board-private.h"
#include "ludo-board-text.h"
#include "engine/ludo-notation.h"
#include "game-test-util.h"
#include "window-test-util.h"
#include "ludo-game-private.h"
#include "ludo-window-private.h"
#include "ludo-window-text.h"

/* The window tests run the real application object and its window, and play
 * the human seat only through what a player can reach: the window's
 * game.roll action (the Roll button and Space) and clicks on the board. */

static gboolean
watchdog_cb (gpointer data)
{
  g_error ("The window test made no progress for %u s", GPOINTER_TO_UINT (data));
  return G_SOURCE_REMOVE;
}

/* The Roll button follows the game.roll action, which the window turns on
 * exactly when a human is to roll. */
static void
assert_actions_match_phase (Fixture *fixture)
{
  LudoGame *game = ludo_window_get_game (fixture->window);
  gboolean can_roll = ludo_game_get_phase (game) == LUDO_PHASE_AWAITING_ROLL;

  g_assert_cmpint (gtk_widget_get_sensitive (roll_button (fixture)), ==, can_roll);
  g_assert_cmpint (gtk_widget_get_has_tooltip (roll_button (fixture)), ==, can_roll);
}

/* Runs the main loop until a human has something to do or the game ends;
 * returns the phase then. */
static LudoPhase
wait_for_human (Fixture *fixture)
{
  LudoGame *game = ludo_window_get_game (fixture->window);
  LudoBoard *board = _ludo_window_get_board (fixture->window);

  for (;;)
    {
      LudoPhase phase;

      iterate ();
      if (_ludo_board_is_animating (board))
        _ludo_board_finish_animations (board);

      phase = ludo_game_get_phase (game);
      assert_actions_match_phase (fixture);
      if (phase != LUDO_PHASE_COMPUTER_THINKING)
        return phase;

      g_main_context_iteration (NULL, TRUE);
    }
}

/* Counts the moves played; a lost roll is no move. */
static void
count_cb (LudoGame          *game,
          const LudoOutcome *outcome,
          gpointer           data)
{
  guint *counter = data;

  if (outcome->moved)
    (*counter)++;
}

/* Plays one human action through the UI. */
static void
play_human_step (Fixture *fixture)
{
  LudoGame *game = ludo_window_get_game (fixture->window);
  LudoMove moves[LUDO_MAX_MOVES];
  LudoMove played;
  guint n_moves;
  guint counter = 0;
  gulong handler;

  handler = g_signal_connect (game, "roll-played", G_CALLBACK (count_cb), &counter);

  switch (ludo_game_get_phase (game))
    {
    case LUDO_PHASE_AWAITING_ROLL:
      g_signal_emit_by_name (roll_button (fixture), "clicked");
      g_assert_cmpuint (ludo_game_get_last_roll (game), >=, 1);
      g_assert_cmpuint (ludo_game_get_last_roll (game), <=, 6);
      g_assert_cmpuint (counter, ==, 0);
      break;

    case LUDO_PHASE_AWAITING_MOVE:
      n_moves = ludo_game_get_moves (game, moves);
      g_assert_cmpuint (n_moves, >, 0);
      click_move (fixture, &moves[n_moves - 1]);
      /* The click played exactly that move of the roll in hand. */
      g_assert_cmpuint (counter, ==, 1);
      g_assert_true (ludo_game_get_last_move (game, &played));
      g_assert_cmpint (played.colour, ==, moves[n_moves - 1].colour);
      g_assert_cmpuint (played.from, ==, moves[n_moves - 1].from);
      g_assert_cmpuint (played.to, ==, moves[n_moves - 1].to);
      break;

    case LUDO_PHASE_COMPUTER_THINKING:
    case LUDO_PHASE_OVER:
    default:
      g_assert_not_reached ();
    }

  g_signal_handler_disconnect (game, handler);
}

static void
test_opens_with_board (Fixture       *fixture,
                       gconstpointer  data)
{
  LudoGame *game;
  LudoBoard *board;

  open_window (fixture);

  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  g_assert_true (LUDO_IS_GAME (game));
  g_assert_true (LUDO_IS_BOARD (board));
  g_assert_true (ludo_board_get_game (board) == game);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >=, 240);

  /* The settings reached the game and the board. */
  g_assert_cmpint (ludo_game_get_seat (game, LUDO_COLOUR_RED), ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (ludo_game_get_seat (game, LUDO_COLOUR_GREEN), ==, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 0);
  g_assert_cmpint (ludo_board_get_animation_speed (board), ==, LUDO_ANIMATION_SPEED_OFF);
  g_assert_nonnull (ludo_game_get_save_path (game));
  g_assert_cmpstr (_ludo_window_get_rules_text (fixture->window), ==, _("Standard rules"));

  /* The computers' pace follows the animation speed, also mid-game. */
  g_settings_set_string (fixture->settings, "animation-speed", "slow");
  g_assert_cmpint (ludo_board_get_animation_speed (board), ==, LUDO_ANIMATION_SPEED_SLOW);
  g_assert_cmpuint (ludo_game_get_computer_delay (game), >, 600);
  g_settings_set_string (fixture->settings, "animation-speed", "fast");
  g_assert_cmpuint (ludo_game_get_computer_delay (game), <, 600);
  g_assert_cmpuint (ludo_game_get_computer_delay (game), >, 0);
  g_settings_set_string (fixture->settings, "animation-speed", "off");
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 0);

  /* So does the highlighting of the moves. */
  g_settings_set_boolean (fixture->settings, "highlight-moves", FALSE);
  g_assert_false (ludo_board_get_highlight_moves (board));
  g_settings_set_boolean (fixture->settings, "highlight-moves", TRUE);
  g_assert_true (ludo_board_get_highlight_moves (board));

  /* The header names someone, and the over view stays hidden. */
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), !=, "");
  g_assert_false (gtk_widget_get_visible (_ludo_window_get_over_view (fixture->window)));

  wait_for_human (fixture);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_true (gtk_widget_get_sensitive (roll_button (fixture)));
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, "Red");
  g_assert_cmpstr (_ludo_window_get_turn_role (fixture->window), ==, "you");
}

static void
test_whole_game (Fixture       *fixture,
                 gconstpointer  data)
{
  LudoColour ranking[LUDO_N_COLOURS];
  GtkListBox *list;
  LudoGame *game;
  guint n_rows = 0;
  float swatch_x = 0;
  guint n_steps = 0;
  guint watchdog;

  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  watchdog = g_timeout_add_seconds (240, watchdog_cb, GUINT_TO_POINTER (240));

  while (wait_for_human (fixture) != LUDO_PHASE_OVER)
    {
      /* The player's own lost roll is shown until the turn comes back,
       * unless a 6 lets the same player roll again. */
      if (ludo_game_get_phase (game) == LUDO_PHASE_AWAITING_ROLL
          && g_str_has_prefix (_ludo_window_get_event_text (fixture->window), "No move"))
        g_assert_cmpuint (ludo_game_get_last_roll (game), ==, 6);

      play_human_step (fixture);
      n_steps++;
      g_assert_cmpuint (n_steps, <, 100000);
      /* The window never swaps the game behind the player's back. */
      g_assert_true (ludo_window_get_game (fixture->window) == game);
    }

  g_source_remove (watchdog);

  /* The game-over view shows the complete ranking. */
  g_assert_cmpuint (ludo_game_get_ranking (game, ranking), ==, 4);
  g_assert_true (gtk_widget_get_visible (_ludo_window_get_over_view (fixture->window)));
  list = _ludo_window_get_ranking (fixture->window);
  /* Let the card take its size. */
  while (gtk_widget_get_width (GTK_WIDGET (list)) == 0)
    g_main_context_iteration (NULL, TRUE);
  iterate ();
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      GtkWidget *swatch = gtk_widget_get_next_sibling (gtk_widget_get_first_child (box));
      graphene_point_t at;

      /* The colours line up, the winner's bold place notwithstanding. */
      g_assert_true (gtk_widget_compute_point (swatch, GTK_WIDGET (list),
                                               &GRAPHENE_POINT_INIT (0, 0), &at));
      if (n_rows == 0)
        swatch_x = at.x;
      g_assert_cmpfloat (at.x, ==, swatch_x);
      /* Only read: Tab goes past the rows to New Game. */
      g_assert_false (gtk_widget_get_focusable (row));
      g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
      /* The player finds their own row at a glance, won or lost. */
      g_assert_true (gtk_widget_has_css_class (box, "you") == (ranking[n_rows] == LUDO_COLOUR_RED));
      n_rows++;
    }
  g_assert_cmpuint (n_rows, ==, 4);
  if (ranking[0] == LUDO_COLOUR_RED)
    g_assert_cmpstr (_ludo_window_get_over_title (fixture->window), ==, _("You won!"));
  else
    g_assert_cmpstr (_ludo_window_get_over_title (fixture->window), !=, _("You won!"));
  g_assert_false (gtk_widget_get_sensitive (roll_button (fixture)));
  g_assert_false (ludo_window_is_game_in_progress (fixture->window));

  /* New Game from the over view starts at once, without a prompt. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "new-game", NULL);
  g_assert_null (_ludo_window_get_prompt (fixture->window));
  g_assert_true (ludo_window_get_game (fixture->window) != game);
  g_assert_false (gtk_widget_get_visible (_ludo_window_get_over_view (fixture->window)));
}

static void
test_new_game_prompt (Fixture       *fixture,
                      gconstpointer  data)
{
  LudoGame *game;
  GtkWindow *prompt;
  GtkWidget *button;
  LudoMove move;

  open_window (fixture);
  game = ludo_window_get_game (fixture->window);

  /* Nothing played yet: nothing to lose, no prompt. */
  g_assert_false (ludo_game_get_last_move (game, &move));
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "new-game", NULL);
  g_assert_null (_ludo_window_get_prompt (fixture->window));
  g_assert_true (ludo_window_get_game (fixture->window) != game);

  game = ludo_window_get_game (fixture->window);
  while (!ludo_game_get_last_move (game, &move))
    {
      wait_for_human (fixture);
      play_human_step (fixture);
    }
  g_assert_true (ludo_window_is_game_in_progress (fixture->window));

  /* Cancel keeps the game. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "new-game", NULL);
  prompt = _ludo_window_get_prompt (fixture->window);
  g_assert_nonnull (prompt);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (prompt)));
  g_assert_true (gtk_window_get_modal (prompt));
  g_assert_true (gtk_window_get_transient_for (prompt) == GTK_WINDOW (fixture->window));
  button = find_button (GTK_WIDGET (prompt), _("_Cancel"));
  g_assert_nonnull (button);
  /* Return must not throw the game away. */
  g_assert_true (gtk_window_get_focus (prompt) == button);
  g_assert_true (gtk_window_get_default_widget (prompt) == button);
  g_signal_emit_by_name (button, "clicked");
  iterate ();
  g_assert_null (_ludo_window_get_prompt (fixture->window));
  g_assert_true (ludo_window_get_game (fixture->window) == game);

  /* Escape is Cancel too. The prompt was opened from the header's New
   * Game with the keys; afterwards the focus is back on the board, where
   * Space rolls, not on the button, where Space would ask again. */
  button = find_button (GTK_WIDGET (fixture->window), _("_New Game"));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  g_signal_emit_by_name (button, "clicked");
  prompt = _ludo_window_get_prompt (fixture->window);
  g_assert_nonnull (prompt);
  gtk_window_close (prompt);
  iterate ();
  g_assert_null (_ludo_window_get_prompt (fixture->window));
  g_assert_true (ludo_window_get_game (fixture->window) == game);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) ==
                 GTK_WIDGET (_ludo_window_get_board (fixture->window)));

  /* New Game replaces it. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "new-game", NULL);
  prompt = _ludo_window_get_prompt (fixture->window);
  g_assert_nonnull (prompt);
  button = find_button (GTK_WIDGET (prompt), _("_New Game"));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  iterate ();
  g_assert_null (_ludo_window_get_prompt (fixture->window));
  g_assert_true (ludo_window_get_game (fixture->window) != game);
  g_assert_false (ludo_window_is_game_in_progress (fixture->window));

  /* The preferences' "New Game Now" is consent already: no second prompt. */
  game = ludo_window_get_game (fixture->window);
  while (!ludo_game_get_last_move (game, &move))
    {
      wait_for_human (fixture);
      play_human_step (fixture);
    }
  g_assert_true (ludo_window_is_game_in_progress (fixture->window));
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "start-new-game", NULL);
  g_assert_null (_ludo_window_get_prompt (fixture->window));
  g_assert_true (ludo_window_get_game (fixture->window) != game);
  g_assert_false (ludo_window_is_game_in_progress (fixture->window));
}

static void
format_game_position (LudoGame *game,
                      char     *buf)
{
  ludo_notation_format_position (ludo_game_get_position (game), buf);
}

static void
test_new_game_prompt_holds_computers (Fixture       *fixture,
                                      gconstpointer  data)
{
  LudoGame *game;
  LudoMove move;
  char before[LUDO_NOTATION_POSITION_MAX];
  char now[LUDO_NOTATION_POSITION_MAX];

  open_window (fixture);
  game = ludo_window_get_game (fixture->window);

  /* Stop right after a move of the human's hands the turn to the computers. */
  do
    {
      wait_for_human (fixture);
      play_human_step (fixture);
    }
  while (!ludo_game_get_last_move (game, &move) ||
         ludo_game_get_phase (game) != LUDO_PHASE_COMPUTER_THINKING);

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "new-game", NULL);
  g_assert_nonnull (_ludo_window_get_prompt (fixture->window));
  format_game_position (game, before);

  /* The computers play without delay in these tests: each of their steps
   * is an idle source, ready at once. Had they not waited for the player's
   * answer, the main loop would run them all, up to the human's next turn,
   * before it ran out of things to do. */
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 0);
  iterate ();
  format_game_position (game, now);
  g_assert_cmpstr (now, ==, before);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_COMPUTER_THINKING);

  /* Cancel lets them go on with the same game. */
  gtk_window_close (_ludo_window_get_prompt (fixture->window));
  wait_for_human (fixture);
  g_assert_true (ludo_window_get_game (fixture->window) == game);
  format_game_position (game, now);
  g_assert_cmpstr (now, !=, before);
}

static guint
count_seats (LudoGame *game)
{
  guint seated = 0;

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    if (ludo_game_get_seat (game, c) != LUDO_SEAT_EMPTY)
      seated++;

  return seated;
}

static void
test_invalid_settings (Fixture       *fixture,
                       gconstpointer  data)
{
  LudoGame *game;

  /* A single seat makes no game: the defaults stand in, with a message. */
  g_settings_set_string (fixture->settings, "seat-green", "empty");
  g_settings_set_string (fixture->settings, "seat-yellow", "empty");
  g_settings_set_string (fixture->settings, "seat-blue", "empty");

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "*seats*");
  open_window (fixture);
  g_test_assert_expected_messages ();

  game = ludo_window_get_game (fixture->window);
  g_assert_cmpuint (count_seats (game), >=, 2);

  /* Team play with three seats: the game is played without teams. */
  g_settings_set_string (fixture->settings, "seat-green", "computer");
  g_settings_set_string (fixture->settings, "seat-yellow", "computer");
  g_settings_set_boolean (fixture->settings, "team-play", TRUE);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "*eam*");
  ludo_window_start_new_game (fixture->window);
  g_test_assert_expected_messages ();

  game = ludo_window_get_game (fixture->window);
  g_assert_cmpuint (count_seats (game), ==, 3);
  g_assert_false (ludo_game_get_rules (game)->team);
  g_assert_cmpint (ludo_game_get_seat (game, LUDO_COLOUR_BLUE), ==, LUDO_SEAT_EMPTY);
}

static void
test_restores_saved_game (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(LudoGame) saved = NULL;
  LudoRules rules = { .blockades = TRUE };
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_HARD, LUDO_SEAT_EMPTY, LUDO_SEAT_COMPUTER_EASY,
  };
  LudoGame *game;

  saved = ludo_game_new (&rules, seats, 1234);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (ludo_game_save (saved, path, &error));
  g_assert_no_error (error);

  open_window (fixture);
  game = ludo_window_get_game (fixture->window);

  /* The saved table wins over the settings. */
  g_assert_true (ludo_game_get_rules (game)->blockades);
  g_assert_cmpint (ludo_game_get_seat (game, LUDO_COLOUR_GREEN), ==, LUDO_SEAT_COMPUTER_HARD);
  g_assert_cmpint (ludo_game_get_seat (game, LUDO_COLOUR_YELLOW), ==, LUDO_SEAT_EMPTY);
  g_assert_cmpuint (ludo_game_get_seed (game), ==, 1234);
  g_assert_cmpstr (ludo_game_get_save_path (game), ==, path);
  /* The house rules stay in sight. */
  g_assert_cmpstr (_ludo_window_get_rules_text (fixture->window), ==, _("Blockades"));
}

/* Red, a person, against three computers in team play: the news in the
 * status bar once red has rolled @roll and made @move at @position. */
static const char *
news_after_team_move (Fixture        *fixture,
                      const char     *position,
                      guint           roll,
                      const LudoMove *move)
{
  const LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY,
  };
  g_autoptr(GError) error = NULL;
  LudoGame *game;

  save_game_with_rules ("team", position, seats);
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  _ludo_game_push_die (game, roll);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_game_move (game, move, &error));
  g_assert_no_error (error);
  _ludo_board_finish_animations (_ludo_window_get_board (fixture->window));
  return _ludo_window_get_event_text (fixture->window);
}

/* One move can take pawns of both opponents: the status names each colour
 * with its own count. Green's 48 and blue's 22 are red's 9. */
static void
test_capture_two_colours (Fixture       *fixture,
                          gconstpointer  data)
{
  const LudoMove move = { LUDO_COLOUR_RED, 5, 9, 1 };

  g_assert_cmpstr (news_after_team_move (fixture, "r:0,0,0,5/0,0,0,48/0,0,0,0/0,0,0,22", 4,
                                         &move),
                   ==, "You captured a green pawn. You captured a blue pawn");
}

/* A finished player who captures with the partner's pawn is the one who
 * captured. Yellow's 9 is green's 22. */
static void
test_capture_with_partner_pawn (Fixture       *fixture,
                                gconstpointer  data)
{
  const LudoMove move = { LUDO_COLOUR_YELLOW, 5, 9, 1 };

  g_assert_cmpstr (news_after_team_move (fixture, "r:57,57,57,57/0,0,0,22/0,0,0,5/0,0,0,0", 4,
                                         &move),
                   ==, "You captured a green pawn");
}

static void
test_play_out_after_humans (Fixture       *fixture,
                            gconstpointer  data)
{
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY,
  };
  LudoMove moves[LUDO_MAX_MOVES];
  LudoBoard *board;
  LudoGame *game;

  /* Red is one roll of 2 away from winning. */
  save_game_at ("r:55,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", seats);

  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  g_assert_cmpint (ludo_board_get_animation_speed (board), ==, LUDO_ANIMATION_SPEED_NORMAL);
  g_assert_cmpuint (ludo_game_get_computer_delay (game), >, 0);

  _ludo_game_push_die (game, 2);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 1);
  click_move (fixture, &moves[0]);
  g_assert_cmpuint (ludo_game_get_ranking (game, NULL), ==, 1);

  /* Only the computers' places are left: they are not made to wait. */
  g_assert_cmpint (ludo_game_get_phase (game), !=, LUDO_PHASE_OVER);
  g_assert_cmpint (ludo_board_get_animation_speed (board), ==, LUDO_ANIMATION_SPEED_OFF);
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 0);
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==,
                   "The others play on for the places left…");
  while (ludo_game_get_phase (game) != LUDO_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_visible (_ludo_window_get_over_view (fixture->window)));
  g_assert_cmpstr (_ludo_window_get_over_title (fixture->window), ==, _("You won!"));
  /* The computers' news during the play-out never replaced the player's. */
  g_assert_cmpstr (_ludo_window_get_event_text (fixture->window), ==,
                   _("All your pawns are home!"));

  /* The next game has the pace of the settings again, and no old news. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "new-game", NULL);
  game = ludo_window_get_game (fixture->window);
  g_assert_cmpstr (_ludo_window_get_event_text (fixture->window), ==, "");
  g_assert_cmpint (ludo_game_get_phase (game), !=, LUDO_PHASE_OVER);
  g_assert_cmpint (ludo_board_get_animation_speed (board), ==, LUDO_ANIMATION_SPEED_NORMAL);
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 600);
}

static const char *
roll_badge_text (Fixture *fixture)
{
  GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (fixture->window));
  GtkWidget *badge = find_widget (titlebar, gtk_widget_has_css_class, "roll-label");

  g_assert_nonnull (badge);
  if (!gtk_widget_get_visible (badge))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (badge));
}

static void
test_header_follows_board (Fixture       *fixture,
                           gconstpointer  data)
{
  LudoBoard *board;
  LudoGame *game;

  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, _("Red"));

  /* A 3 with every pawn in base is lost: the game passes the turn to green
   * at once, while the board still tumbles red's die. */
  _ludo_game_push_die (game, 3);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_GREEN);
  g_assert_true (ludo_board_get_animating (board));
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, _("Red"));
  /* Whatever roll the header showed is over while the die tumbles. */
  g_assert_cmpstr (roll_badge_text (fixture), ==, _("rolling…"));

  _ludo_board_finish_animations (board);
  g_assert_false (ludo_board_get_animating (board));
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, _("Green"));
  g_assert_cmpstr (roll_badge_text (fixture), ==, "you rolled 3");
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==, "Green is playing…");
  g_assert_cmpstr (_ludo_window_get_event_text (fixture->window), ==,
                   _("No move possible with a 3: all your pawns need a 6 to leave base"));
}

/* The move log tells a roll only once the board has shown it, and opens
 * from the header with the keys. */
static void
test_move_log (Fixture       *fixture,
               gconstpointer  data)
{
  LudoMoveLog *log;
  LudoBoard *board;
  LudoGame *game;
  GtkWidget *popover;

  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  log = _ludo_window_get_move_log (fixture->window);
  g_assert_true (ludo_move_log_get_game (log) == game);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 0);

  _ludo_game_push_die (game, 3);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  g_assert_true (ludo_board_get_animating (board));
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 0);

  _ludo_board_finish_animations (board);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 1);
  g_assert_cmpstr (_ludo_move_log_get_shown_text (log, 0), ==,
                   _("No move possible with a 3: all your pawns need a 6 to leave base"));

  popover = gtk_widget_get_ancestor (GTK_WIDGET (log), GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-moves",
                                             NULL));
  iterate ();
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (log)));

  /* Closed again, the keys are the board's as before. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  iterate ();
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == GTK_WIDGET (board));

  /* A new game starts a new log. */
  ludo_window_start_new_game (fixture->window);
  g_assert_true (ludo_move_log_get_game (log) == ludo_window_get_game (fixture->window));
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 0);
}

/* Red, a person, against blue, a computer, from @position, with the
 * board's animations on. */
static void
open_red_against_blue (Fixture     *fixture,
                       const char  *position,
                       LudoGame   **game,
                       LudoBoard  **board)
{
  const LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_EMPTY, LUDO_SEAT_EMPTY, LUDO_SEAT_COMPUTER_EASY,
  };

  save_game_at (position, seats);
  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  open_window (fixture);
  *game = ludo_window_get_game (fixture->window);
  *board = _ludo_window_get_board (fixture->window);
}

static void
test_handover_follows_board (Fixture       *fixture,
                             gconstpointer  data)
{
  LudoBoard *board;
  LudoGame *game;

  /* Blue, a computer, plays; red, a person, comes next. */
  open_red_against_blue (fixture, "b:0,0,0,5/-/-/0,0,0,10", &game, &board);

  while (ludo_game_get_phase (game) != LUDO_PHASE_AWAITING_ROLL)
    g_main_context_iteration (NULL, TRUE);
  iterate ();

  /* The game has handed the turn to red, but blue's move is still on its
   * way: the window still tells of blue, and red cannot roll yet. */
  g_assert_true (ludo_board_get_animating (board));
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, _("Blue"));
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==, "Blue is playing…");
  g_assert_false (gtk_widget_get_sensitive (roll_button (fixture)));
  g_assert_cmpint (_ludo_board_die_holder (board), ==, LUDO_COLOUR_BLUE);

  _ludo_board_finish_animations (board);
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, _("Red"));
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==,
                   "Your turn: roll the die (Space)");
  g_assert_true (gtk_widget_get_sensitive (roll_button (fixture)));
  g_assert_cmpint (_ludo_board_die_holder (board), ==, LUDO_COLOUR_RED);
  g_assert_cmpint (_ludo_board_resting_die_piece (board), ==, LUDO_PIECE_DIE_TO_ROLL);
}

/* Where a click lands on @colour's pawn at @progress. */
static void
click_pawn (LudoBoard  *board,
            LudoColour  colour,
            guint       progress,
            gboolean    press)
{
  graphene_rect_t rect;
  double x, y;

  g_assert_true (_ludo_board_get_place_rect (board, colour, progress, &rect));
  x = rect.origin.x + rect.size.width / 2;
  y = rect.origin.y + rect.size.height / 2;
  if (press)
    _ludo_board_click (board, x, y);
  else
    _ludo_board_hover (board, x, y);
  iterate ();
}

/* The hint about the pawn under the pointer goes once another pawn is on
 * its way, and so does the request to choose: the status line never asks
 * for, or explains, a choice already made. */
static void
test_hint_leaves_with_move (Fixture       *fixture,
                            gconstpointer  data)
{
  LudoBoard *board;
  LudoGame *game;

  open_red_against_blue (fixture, "r:0,0,5,20/-/-/0,0,0,0", &game, &board);

  _ludo_game_push_die (game, 3);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==,
                   "You rolled a 3: choose a pawn to move");

  click_pawn (board, LUDO_COLOUR_RED, 5, FALSE);
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==,
                   "Click or press Enter to move this pawn");

  /* The other pawn moves: while it is on its way, the line is empty. */
  click_pawn (board, LUDO_COLOUR_RED, 20, TRUE);
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_BLUE);
  g_assert_true (ludo_board_get_animating (board));
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==, "");

  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==, "Blue is playing…");
}

static void
write_saved_game (const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
}

static void
test_broken_save (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) listing = NULL;
  const char *name;
  const char *event;
  gboolean kept = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "[Ludo]\nformat-version=1\nposition=zz\n", -1,
                                      &error));
  g_assert_no_error (error);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "*saved game*");
  open_window (fixture);
  g_test_assert_expected_messages ();

  /* A new game runs, the player is told, and the broken file is kept. */
  g_assert_true (LUDO_IS_GAME (ludo_window_get_game (fixture->window)));
  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "saved-game.ini.broken"))
      kept = TRUE;
  g_assert_true (kept);
  /* Where the file is kept, in full, and why it was put there: a notice
   * that stays until the player closes it. */
  event = ludo_notice_bar_get_text (_ludo_window_get_notice_bar (fixture->window), "restore");
  g_test_message ("%s", event);
  g_assert_nonnull (strstr (event, dir));
  g_assert_nonnull (strstr (event, "saved-game.ini.broken"));
  g_assert_true (g_str_has_prefix (event, "The saved game has no “rules” entry. "));
}

/* A game saved by a newer Ludo is set aside, and the player is told that
 * a newer version wrote it: it is not broken, and not lost. */
static void
test_future_save (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  const char *event;

  write_saved_game ("[Ludo]\nformat-version=3\n");
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "*newer version*");
  open_window (fixture);
  g_test_assert_expected_messages ();

  event = ludo_notice_bar_get_text (_ludo_window_get_notice_bar (fixture->window), "restore");
  g_test_message ("%s", event);
  g_assert_true (g_str_has_prefix (event, "The saved game was written by a newer version of "
                                          "Ludo (format 3). A new game has started"));
  g_assert_nonnull (strstr (event, dir));
}

static guint
count_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;

  return n;
}

/* A finished team game comes back with its result: the player's team won,
 * and both partners share the first place. */
static void
test_over_view_team (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkListBox *list;
  GtkWidget *first_row;
  GtkWidget *subtitle;

  write_saved_game ("[Ludo]\n"
                    "format-version=1\n"
                    "rules=team\n"
                    "seat-red=human\n"
                    "seat-green=computer-easy\n"
                    "seat-yellow=computer-medium\n"
                    "seat-blue=computer-hard\n"
                    "seed=99\n"
                    "draws=500\n"
                    "position=-:57,57,57,57/57,57,30,40/57,57,57,57/10,20,57,57\n"
                    "ranking=y,r,g,b\n"
                    "phase=over\n"
                    "roll=0\n"
                    "last-roll=2\n"
                    "last-move=y:55-57\n");

  open_window (fixture);

  g_assert_cmpint (ludo_game_get_phase (ludo_window_get_game (fixture->window)), ==,
                   LUDO_PHASE_OVER);
  g_assert_true (gtk_widget_get_visible (_ludo_window_get_over_view (fixture->window)));
  g_assert_false (gtk_widget_get_sensitive (roll_button (fixture)));
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, _("Game over"));
  g_assert_null (_ludo_window_get_turn_role (fixture->window));
  g_assert_cmpstr (_ludo_window_get_over_title (fixture->window), ==, _("Your team won!"));
  /* Yellow finished first, but the player is Red. */
  subtitle = find_widget (_ludo_window_get_over_view (fixture->window), gtk_widget_has_css_class,
                          "dim-label");
  g_assert_nonnull (subtitle);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (subtitle)), ==,
                   "Team play: Red and Yellow brought all eight pawns home first.");

  list = _ludo_window_get_ranking (fixture->window);
  g_assert_cmpuint (count_children (GTK_WIDGET (list)), ==, 4);
  first_row = gtk_widget_get_first_child (GTK_WIDGET (list));
  g_assert_true (gtk_widget_has_css_class (
                   gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (first_row)), "winner"));
  /* Red's partner shares the first place. */
  g_assert_true (gtk_widget_has_css_class (
                   gtk_list_box_row_get_child (
                     GTK_LIST_BOX_ROW (gtk_widget_get_next_sibling (first_row))),
                   "winner"));

  /* New Game is free to start: a finished game is not lost. */
  g_assert_false (ludo_window_is_game_in_progress (fixture->window));
}

static void
test_remembers_size (Fixture       *fixture,
                     gconstpointer  data)
{
  open_window (fixture);

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 812, 654);
  gtk_window_close (GTK_WINDOW (fixture->window));
  fixture->window = NULL;
  iterate ();

  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-width"), ==, 812);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-height"), ==, 654);

  open_window (fixture);
  {
    int width, height;

    gtk_window_get_default_size (GTK_WINDOW (fixture->window), &width, &height);
    g_assert_cmpint (width, ==, 812);
    g_assert_cmpint (height, ==, 654);
  }
}

static GtkWindow *
find_transient (GtkWindow *parent,
                GType      type)
{
  /* GTK owns the list of toplevels. */
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && gtk_window_get_transient_for (window) == parent
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }

  return NULL;
}

/* The menu's actions open their windows over the game window. */
static void
test_app_actions (Fixture       *fixture,
                  gconstpointer  data)
{
  static const struct {
    const char *action;
    const char *type_name;
  } cases[] = {
    { "preferences", "LudoPreferencesWindow" },
    { "rules", "LudoRulesWindow" },
    { "about", "GtkAboutDialog" },
  };

  open_window (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtkWindow *window;
      GType type;

      g_test_message ("app.%s", cases[i].action);
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->app),
                                                        cases[i].action));
      g_action_group_activate_action (G_ACTION_GROUP (fixture->app), cases[i].action, NULL);
      iterate ();

      /* The type exists once the action has made its first window. */
      type = g_type_from_name (cases[i].type_name);
      g_assert_true (type != G_TYPE_INVALID);
      window = find_transient (GTK_WINDOW (fixture->window), type);
      g_assert_nonnull (window);
      gtk_window_destroy (window);
      iterate ();
    }

  /* The keyboard shortcuts window comes from gtk/help-overlay.ui. */
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (
                   gtk_application_window_get_help_overlay (
                     GTK_APPLICATION_WINDOW (fixture->window))));
}

/* Quitting from the menu (Ctrl+Q) closes the window as the close button
 * would, so its size is remembered too. */
static void
test_quit (Fixture       *fixture,
           gconstpointer  data)
{
  open_window (fixture);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 700, 610);
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "quit", NULL);
  iterate ();

  g_assert_null (fixture->window);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-width"), ==, 700);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-height"), ==, 610);
}

static const LudoSeat one_human[LUDO_N_COLOURS] = {
  LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY,
  LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY,
};

static LudoGame *
game_at (const char *rules_list,
         const char *position)
{
  return game_at_position (rules_list, one_human, position, 1);
}

/* The roll beside the player on turn is never cut short, and its longest
 * text ("Green rolled 6", in Greek the longest of the four, or "rolling…")
 * still fits the window's narrowest width: a longer roll must not widen the
 * window under the player's hands. */
static void
assert_roll_badge_fits (Fixture *fixture)
{
  GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (fixture->window));
  GtkWidget *badge = find_widget (titlebar, gtk_widget_has_css_class, "roll-label");
  int narrowest;

  gtk_widget_get_size_request (GTK_WIDGET (fixture->window), &narrowest, NULL);
  g_assert_nonnull (badge);

  /* The four players' rolls, then the die still tumbling. */
  for (guint i = 0; i <= LUDO_N_COLOURS; i++)
    {
      LudoGame *game = ludo_window_get_game (fixture->window);
      g_autofree char *text = i < LUDO_N_COLOURS ?
                              g_strdup_printf (_("%s rolled %u"),
                                               ludo_window_text_player (game, i), 6) :
                              g_strdup (_("rolling…"));
      int label_min, label_nat, bar_min;

      gtk_label_set_label (GTK_LABEL (badge), text);
      gtk_widget_set_visible (badge, TRUE);
      gtk_widget_measure (badge, GTK_ORIENTATION_HORIZONTAL, -1,
                          &label_min, &label_nat, NULL, NULL);
      gtk_widget_measure (titlebar, GTK_ORIENTATION_HORIZONTAL, -1,
                          &bar_min, NULL, NULL, NULL);
      g_test_message ("%s: badge %d px, header at least %d px, window at least %d px",
                      text, label_nat, bar_min, narrowest);
      g_assert_cmpint (label_min, ==, label_nat);
      g_assert_cmpint (bar_min, <=, narrowest);
    }
}

static void
test_roll_badge_fits (Fixture       *fixture,
                      gconstpointer  data)
{
  open_window (fixture);
  assert_roll_badge_fits (fixture);
}

/* The status bar's height at @width with @event (NULL: none) above
 * @status. */
static int
status_bar_height (GtkWidget  *bar,
                   int         width,
                   const char *event,
                   const char *status)
{
  GtkWidget *event_label = find_widget (bar, gtk_widget_has_css_class, "event");
  GtkWidget *status_label = find_widget (bar, gtk_widget_has_css_class, "status");
  int height;

  g_assert_nonnull (event_label);
  g_assert_nonnull (status_label);
  gtk_widget_set_visible (event_label, event != NULL);
  gtk_label_set_label (GTK_LABEL (event_label), event != NULL ? event : "");
  gtk_label_set_label (GTK_LABEL (status_label), status);
  gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  g_test_message ("%d px wide: %d px high with “%s” above “%s”", width, height,
                  event != NULL ? event : "", status);
  return height;
}

/* The status bar keeps its height whatever it says: a long message (in
 * Greek a lost roll wraps) must not shrink the board and move the squares
 * under the pointer. Measured at the window's width and at its narrowest,
 * with the longest lost rolls above the line saying who plays, and the
 * longest hints under news of a capture. */
/* The sentence of a lost roll of @colour, on turn in @game, from the record
 * the engine makes of that roll. */
static char *
lost_roll_text (LudoGame   *game,
                LudoColour  colour,
                guint       roll)
{
  LudoPosition pos = *ludo_game_get_position (game);
  LudoMove moves[LUDO_MAX_MOVES];
  LudoOutcome outcome;

  g_assert_cmpint (pos.turn, ==, colour);
  g_assert_cmpuint (ludo_rules_generate_moves (ludo_game_get_rules (game), &pos, roll, moves),
                    ==, 0);
  ludo_rules_apply (ludo_game_get_rules (game), &pos, roll, NULL, &outcome);
  return ludo_window_text_lost_roll (game, &outcome);
}

static void
assert_status_bar_steady (Fixture *fixture)
{
  static const struct { const char *rules, *position; guint colour, roll; } lost[] = {
    { "", "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 3 },
    { "", "g:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_GREEN, 4 },
    { "team", "r:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 3 },
    { "team,blockades", "r:57,57,57,57/14,14,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 6 },
    /* Green's pair on its 40 stands on red's start square. */
    { "blockades", "r:0,0,0,0/40,40,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 6 },
    { "blockades", "r:0,0,5,8/48,48,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 4 },
    { "", "r:0,0,0,55/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 3 },
    /* Seen by several people at one table: red's pair on blue's start,
     * blue's on green's. */
    { "team,blockades", "g:40,40,0,0/57,57,57,57/0,0,0,0/0,0,0,0", LUDO_COLOUR_GREEN, 6 },
    { "blockades", "g:0,0,0,0/0,0,0,0/0,0,0,0/0,0,27,27", LUDO_COLOUR_GREEN, 6 },
  };
  GtkWidget *bar = find_widget (GTK_WIDGET (fixture->window), gtk_widget_has_css_class,
                                "status-bar");
  g_autoptr(LudoGame) game = game_at ("", "r:0,0,0,5/0,0,0,0/0,0,0,0/0,0,0,0");
  g_autofree char *playing = g_strdup_printf (_("%s is playing…"),
                                              ludo_window_text_player (game, LUDO_COLOUR_GREEN));
  g_autofree char *capture = ludo_window_text_capture (game, LUDO_COLOUR_GREEN,
                                                        LUDO_COLOUR_RED, 1);
  LudoBlockedPlace overshoot = { LUDO_COLOUR_RED, 55, LUDO_BLOCK_OVERSHOOTS_HOME,
                                 LUDO_COLOUR_NONE };
  g_autofree char *overshoots = ludo_board_text_blocked (&overshoot, 3);
  const char *hints[] = { ludo_board_text_stack_stays (FALSE), overshoots };
  /* The longest news of pawns left on a safe square (docs/rules.md §5a.2). */
  const LudoOutcome spared_outcome = { .roller = LUDO_COLOUR_YELLOW, .moved = TRUE,
                                       .n_spared = 2,
                                       .spared = { { LUDO_COLOUR_GREEN, 48, 8 },
                                                   { LUDO_COLOUR_GREEN, 48, 8 } } };
  g_autofree char *spared = ludo_window_text_spared (game, &spared_outcome);
  int widths[2];
  guint n_taller = 0;

  g_assert_nonnull (bar);
  widths[0] = gtk_widget_get_width (bar);
  g_assert_cmpint (widths[0], >, 0);
  gtk_widget_get_size_request (GTK_WIDGET (fixture->window), &widths[1], NULL);
  widths[1] -= gtk_widget_get_width (GTK_WIDGET (fixture->window)) - widths[0];
  g_assert_cmpint (widths[1], >, 0);


  /* Every text that needs more room is listed before the test fails. */
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      int quiet = status_bar_height (bar, widths[w], NULL, playing);

      for (guint i = 0; i < G_N_ELEMENTS (lost); i++)
        {
          g_autoptr(LudoGame) at = game_at (lost[i].rules, lost[i].position);
          g_autofree char *text = lost_roll_text (at, lost[i].colour, lost[i].roll);

          if (status_bar_height (bar, widths[w], text, playing) != quiet)
            n_taller++;
        }
      for (guint i = 0; i < G_N_ELEMENTS (hints); i++)
        if (status_bar_height (bar, widths[w], capture, hints[i]) != quiet)
          n_taller++;
      if (status_bar_height (bar, widths[w], spared, playing) != quiet)
        n_taller++;
    }
  g_assert_cmpuint (n_taller, ==, 0);
}

static void
test_status_bar_steady (Fixture       *fixture,
                        gconstpointer  data)
{
  open_window (fixture);
  assert_status_bar_steady (fixture);
}

/* The Greek catalogue reaches the window: the app runs in a child process
 * with LANGUAGE=el, as a Greek desktop would start it. */
static void
test_greek (void)
{
  if (g_test_subprocess ())
    {
      Fixture fixture = { 0 };
      const char *turn;

      fixture_set_up (&fixture, NULL);
      open_window (&fixture);

      turn = _ludo_window_get_turn_text (fixture.window);
      g_test_message ("Greek header: %s; status: %s",
                      turn, _ludo_window_get_status_text (fixture.window));
      /* The player's name and "you", in Greek. */
      g_assert_cmpstr (turn, ==, "Κόκκινος");
      g_assert_cmpstr (_ludo_window_get_turn_role (fixture.window), ==, "εσείς");
      g_assert_cmpstr (_ludo_window_get_status_text (fixture.window), ==,
                       "Σειρά σας: ρίξτε το ζάρι (Διάστημα)");
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (roll_button (&fixture))),
                       ==, "_Ρίξτε το ζάρι");
      assert_roll_badge_fits (&fixture);
      assert_status_bar_steady (&fixture);

      fixture_tear_down (&fixture, NULL);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
assert_lost_roll_text (const char *rules_list,
                       const char *position,
                       LudoColour  colour,
                       guint       roll,
                       const char *expected)
{
  g_autoptr(LudoGame) game = game_at (rules_list, position);
  g_autofree char *text = lost_roll_text (game, colour, roll);

  g_assert_cmpstr (text, ==, expected);
}

/* A finished team player rolls for its partner: the sentence must not
 * call the partner's pawns "your pawns". */
static void
test_lost_roll_text (void)
{
  assert_lost_roll_text ("", "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 3,
                         "No move possible with a 3: all your pawns need a 6 to leave base");
  assert_lost_roll_text ("", "g:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_GREEN, 4,
                         "Green cannot move with a 4: a 6 is needed to leave base");
  assert_lost_roll_text ("team", "r:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 3,
                         "No move possible with a 3: all your partner’s pawns need a 6 "
                         "to leave base");
  /* Green's pair on p 14 stands on yellow's start square. */
  assert_lost_roll_text ("team,blockades", "r:57,57,57,57/14,14,0,0/0,0,0,0/0,0,0,0",
                         LUDO_COLOUR_RED, 6,
                         "No move possible with a 6: a green blockade stands on your "
                         "partner’s start square");
  assert_lost_roll_text ("team,blockades", "r:57,57,57,57/0,0,0,0/56,0,0,0/0,0,0,0",
                         LUDO_COLOUR_RED, 4,
                         "No move possible with a 4: home needs an exact roll");
  /* Pawns in base obviously wait for a 6: the sentence names what stops
   * the pawn on the track. */
  assert_lost_roll_text ("", "r:0,0,0,55/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 3,
                         "No move possible with a 3: home needs an exact roll");
  /* Green's pair on red's p 9 stops one pawn on its target and the other
   * on its path: one blockade, one sentence. */
  assert_lost_roll_text ("blockades", "r:0,0,5,8/48,48,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 4,
                         "No move possible with a 4: a green blockade is in the way");
  /* The other players' lost rolls give their reasons too. Blue's pair on
   * its 27 stands on green's start square. */
  assert_lost_roll_text ("blockades", "g:0,0,0,0/0,0,0,0/0,0,0,0/27,27,0,0", LUDO_COLOUR_GREEN,
                         6, "Green cannot move with a 6: a blue blockade stands on its start "
                         "square");
  /* Red's pair on its 40 stands on blue's start square; green has finished
   * and rolls for blue. */
  assert_lost_roll_text ("team,blockades", "g:40,40,0,0/57,57,57,57/0,0,0,0/0,0,0,0",
                         LUDO_COLOUR_GREEN, 6,
                         "Green cannot move with a 6: a red blockade stands on the blue start "
                         "square");
  /* Red's pair on its 20 is green's 7, between green's 5 and 9. */
  assert_lost_roll_text ("blockades", "g:20,20,0,0/0,0,0,5/0,0,0,0/0,0,0,0", LUDO_COLOUR_GREEN,
                         4, "Green cannot move with a 4: a red blockade is in the way");
  assert_lost_roll_text ("", "g:0,0,0,0/0,0,0,55/0,0,0,0/0,0,0,0", LUDO_COLOUR_GREEN, 3,
                         "Green cannot move with a 3: home needs an exact roll");
  /* Reasons that differ on the track are left to the board's hints. */
  assert_lost_roll_text ("", "r:0,52,54,56/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED, 4,
                         "No move possible with a 4");
}

static void
assert_seated_prompt_text (const char     *rules_list,
                           const char     *position,
                           const LudoSeat *seats,
                           guint           roll,
                           const char     *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudoGame) game = game_at_position (rules_list, seats, position, 1);
  g_autofree char *text = NULL;

  _ludo_game_push_die (game, roll);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  text = ludo_window_text_prompt (game, LUDO_COLOUR_RED, roll);
  g_assert_cmpstr (text, ==, expected);
}

static void
assert_prompt_text (const char *rules_list,
                    const char *position,
                    guint       roll,
                    const char *expected)
{
  assert_seated_prompt_text (rules_list, position, one_human, roll, expected);
}

/* Nothing to choose with a single move; a stack's two ways to move are a
 * choice. */
static void
test_prompt_text (void)
{
  assert_prompt_text ("", "r:0,0,0,5/0,0,0,0/0,0,0,0/0,0,0,0", 3,
                      "You rolled a 3: one pawn can move");
  /* Four pawns glow, any of them leaves base: not "one pawn". */
  assert_prompt_text ("", "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 6,
                      "You rolled a 6: bring a pawn out of base");
  assert_prompt_text ("", "r:0,0,57,57/0,0,0,0/0,0,0,0/0,0,0,0", 6,
                      "You rolled a 6: bring a pawn out of base");
  assert_prompt_text ("", "r:0,0,0,5/0,0,0,0/0,0,0,0/0,0,0,0", 6,
                      "You rolled a 6: choose a pawn to move");
  assert_prompt_text ("pachisi", "r:0,0,8,8/0,0,0,0/0,0,0,0/0,0,0,0", 2,
                      "You rolled a 2: choose a pawn to move");
}

/* In team play a finished player moves its partner's pawns: the prompt
 * says whose pawns glow, whether one or several can move. */
static void
test_prompt_text_partner (void)
{
  const LudoSeat red_and_yellow[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY,
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY,
  };

  assert_prompt_text ("team", "r:57,57,57,57/0,0,0,0/0,0,10,20/0,0,0,0", 4,
                      "You rolled a 4: move one of the yellow pawns");
  assert_prompt_text ("team", "r:57,57,57,57/0,0,0,0/0,0,0,20/0,0,0,0", 3,
                      "You rolled a 3: move one of the yellow pawns");
  assert_prompt_text ("team", "r:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", 6,
                      "You rolled a 6: move one of the yellow pawns");
  /* Two people at the table: nobody is "you". */
  assert_seated_prompt_text ("team", "r:57,57,57,57/0,0,0,0/0,0,10,20/0,0,0,0",
                             red_and_yellow, 4, "Red rolled a 4: move one of the yellow pawns");
  /* Still playing its own pawns, a team player is told as before. */
  assert_prompt_text ("team", "r:0,0,10,20/0,0,0,0/0,0,30,40/0,0,0,0", 4,
                      "You rolled a 4: choose a pawn to move");
}

static void
assert_rules_text (const char *list,
                   const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudoGame) game = NULL;
  g_autofree char *text = NULL;
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN,
  };

  g_assert_true (ludo_notation_parse_rules (list, &rules, &error));
  g_assert_no_error (error);
  game = ludo_game_new (&rules, seats, 1);
  text = ludo_window_text_rules (game);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_rules_text (void)
{
  assert_rules_text ("", "Standard rules");
  assert_rules_text ("blockades", "Blockades");
  /* The line breaks only after a dot. */
  assert_rules_text ("pachisi,team", "Team\u00a0play\u00a0· Pachisi\u00a0stacking");
  assert_rules_text ("team,blockades,pachisi",
                     "Blockades\u00a0· Team\u00a0play\u00a0· Pachisi\u00a0stacking");
}

int
main (int   argc,
      char *argv[])
{
  /* A child started by test_greek() runs in Greek. */
  set_up_language (argc, argv, "/ludo/window/greek");
  if (!init_window_tests (&argc, &argv, "/ludo/window/no-display"))
    return g_test_run ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/ludo/window/opens-with-board", test_opens_with_board);
  ADD ("/ludo/window/whole-game", test_whole_game);
  ADD ("/ludo/window/new-game-prompt", test_new_game_prompt);
  ADD ("/ludo/window/new-game-prompt-holds-computers", test_new_game_prompt_holds_computers);
  ADD ("/ludo/window/invalid-settings", test_invalid_settings);
  ADD ("/ludo/window/restores-saved-game", test_restores_saved_game);
  ADD ("/ludo/window/broken-save", test_broken_save);
  ADD ("/ludo/window/future-save", test_future_save);
  ADD ("/ludo/window/capture-two-colours", test_capture_two_colours);
  ADD ("/ludo/window/capture-with-partner-pawn", test_capture_with_partner_pawn);
  ADD ("/ludo/window/play-out-after-humans", test_play_out_after_humans);
  ADD ("/ludo/window/header-follows-board", test_header_follows_board);
  ADD ("/ludo/window/handover-follows-board", test_handover_follows_board);
  ADD ("/ludo/window/move-log", test_move_log);
  ADD ("/ludo/window/hint-leaves-with-move", test_hint_leaves_with_move);
  ADD ("/ludo/window/over-view-team", test_over_view_team);
  ADD ("/ludo/window/remembers-size", test_remembers_size);
  ADD ("/ludo/window/quit", test_quit);
  ADD ("/ludo/window/app-actions", test_app_actions);
  ADD ("/ludo/window/roll-badge-fits", test_roll_badge_fits);
  ADD ("/ludo/window/status-bar-steady", test_status_bar_steady);
  g_test_add_func ("/ludo/window/greek", test_greek);
  g_test_add_func ("/ludo/window/lost-roll-text", test_lost_roll_text);
  g_test_add_func ("/ludo/window/prompt-text", test_prompt_text);
  g_test_add_func ("/ludo/window/prompt-text-partner", test_prompt_text_partner);
  g_test_add_func ("/ludo/window/rules-text", test_rules_text);

#undef ADD

  return g_test_run ();
}
