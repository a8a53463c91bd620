/* test-window-undo.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Undo in the window: win.undo (Ctrl+Z, the main menu, the game-over
 * view) puts the board, the move log, the header and the status line back
 * as they were at the person's decision, with nothing left animating, and
 * is disabled when there is nothing to take back. */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "engine/ludo-notation.h"
#include "game-test-util.h"
#include "ludo-board-private.h"
#include "ludo-game-private.h"
#include "window-test-util.h"

static const LudoSeat red_against_blue[LUDO_N_COLOURS] = {
  LUDO_SEAT_HUMAN, LUDO_SEAT_EMPTY, LUDO_SEAT_EMPTY, LUDO_SEAT_COMPUTER_EASY,
};

/* The main menu's item for win.undo. */
static gboolean
menu_has_undo (GMenuModel *menu)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL && menu_has_undo (section))
        return TRUE;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action) &&
          g_str_equal (action, "win.undo"))
        return TRUE;
    }

  return FALSE;
}

static gboolean
is_undo_button (GtkWidget  *widget,
                const char *unused)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.undo") == 0;
}

static gboolean
can_undo (Fixture *fixture)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window), "undo");
}

static void
undo (Fixture *fixture)
{
  g_assert_true (can_undo (fixture));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
}

/* What the player sees, in one text: the board's pawns and die, the
 * header, the status line, the news, the move log, the game-over view. */
static char *
view_text (Fixture *fixture)
{
  LudoBoard *board = _ludo_window_get_board (fixture->window);
  LudoMoveLog *log = _ludo_window_get_move_log (fixture->window);
  GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (fixture->window));
  GtkWidget *badge = find_widget (titlebar, gtk_widget_has_css_class, "roll-label");
  char shown[LUDO_NOTATION_POSITION_MAX];
  GString *text = g_string_new (NULL);

  ludo_notation_format_position (&board->shown, shown);
  g_string_append_printf (text, "board %s die %u\n", shown, board->die_face);
  g_string_append_printf (text, "turn %s roll %s\n", _ludo_window_get_turn_text (fixture->window),
                          gtk_widget_get_visible (badge) ? gtk_label_get_label (GTK_LABEL (badge))
                                                         : "-");
  g_string_append_printf (text, "status %s\n", _ludo_window_get_status_text (fixture->window));
  g_string_append_printf (text, "news %s\n", _ludo_window_get_event_text (fixture->window));
  for (guint i = 0; i < _ludo_move_log_get_n_shown (log); i++)
    g_string_append_printf (text, "log %s\n", _ludo_move_log_get_shown_text (log, i));
  g_string_append_printf (text, "over %d\n",
                          gtk_widget_get_visible (_ludo_window_get_over_view (fixture->window)));
  return g_string_free (text, FALSE);
}

static void
assert_view (Fixture    *fixture,
             const char *expected)
{
  g_autofree char *text = view_text (fixture);

  g_assert_cmpstr (text, ==, expected);
}

/* Nothing is left to show: no scene queued or playing. */
static void
assert_still (Fixture *fixture)
{
  LudoBoard *board = _ludo_window_get_board (fixture->window);

  g_assert_false (ludo_board_get_animating (board));
  g_assert_false (ludo_board_animation_is_running (&board->animation));
  g_assert_cmpuint (board->scenes->len, ==, 0);
}

static void
roll (Fixture *fixture,
      guint    value)
{
  _ludo_game_push_die (ludo_window_get_game (fixture->window), value);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (_ludo_window_get_board (fixture->window));
}

/* Shows everything and lets the computer play until red is to roll. */
static void
play_to_red (Fixture *fixture)
{
  LudoGame *game = ludo_window_get_game (fixture->window);
  LudoBoard *board = _ludo_window_get_board (fixture->window);

  while (ludo_game_get_phase (game) != LUDO_PHASE_AWAITING_ROLL ||
         ludo_board_get_animating (board))
    {
      g_assert_cmpint (ludo_game_get_phase (game), !=, LUDO_PHASE_OVER);
      if (ludo_board_get_animating (board))
        _ludo_board_finish_animations (board);
      else
        g_main_context_iteration (NULL, TRUE);
    }
  iterate ();
}

static void
test_restores_view (Fixture       *fixture,
                    gconstpointer  data)
{
  LudoMove capture = { LUDO_COLOUR_RED, 10, 14, 1 };
  g_autofree char *before = NULL;
  LudoBoard *board;
  LudoGame *game;

  /* Red's 4 would send blue's pawn on red's 14 back to base. */
  save_game_at ("r:0,0,0,10/-/-/0,0,0,27", red_against_blue);
  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  ludo_game_set_computer_delay (game, 0);
  g_assert_false (can_undo (fixture));

  roll (fixture, 4);
  g_assert_false (can_undo (fixture));
  before = view_text (fixture);

  /* Taken back while the board still shows the capture: the scene is
   * dropped, not finished, and the board shows the position at once. */
  click_move (fixture, &capture);
  g_assert_true (ludo_board_get_animating (board));
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_BLUE);
  undo (fixture);
  assert_still (fixture);
  assert_view (fixture, before);
  g_assert_false (can_undo (fixture));
  g_assert_true (g_str_has_prefix (_ludo_board_get_description (board),
                                   _("The last move was taken back.")));
  iterate ();
  assert_still (fixture);
  assert_view (fixture, before);

  /* After the computer has played and red has rolled again, the move log
   * loses every roll since, and red's 4 is in hand again. */
  click_move (fixture, &capture);
  play_to_red (fixture);
  roll (fixture, 1);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (_ludo_window_get_move_log (fixture->window)),
                    >=, 3);
  undo (fixture);
  assert_still (fixture);
  assert_view (fixture, before);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == GTK_WIDGET (board));

  /* The pawn can be moved again, by the board as by the game. */
  click_move (fixture, &capture);
  _ludo_board_finish_animations (board);
  g_assert_cmpint (ludo_game_get_position (game)->progress[LUDO_COLOUR_RED][3], ==, 14);
}

static void
test_undo_after_game_over (Fixture       *fixture,
                           gconstpointer  data)
{
  LudoMove last = { LUDO_COLOUR_RED, 51, 57, 1 };
  g_autofree char *before = NULL;
  GtkWidget *button;
  LudoGame *game;

  save_game_at ("r:51,57,57,57/-/-/0,0,0,0", red_against_blue);
  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);

  roll (fixture, 6);
  before = view_text (fixture);
  click_move (fixture, &last);
  _ludo_board_finish_animations (_ludo_window_get_board (fixture->window));
  iterate ();
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  g_assert_true (gtk_widget_get_visible (_ludo_window_get_over_view (fixture->window)));

  /* The game-over view offers it beside New Game. */
  button = find_widget (_ludo_window_get_over_view (fixture->window), is_undo_button, NULL);
  g_assert_nonnull (button);
  g_assert_true (can_undo (fixture));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  assert_still (fixture);
  assert_view (fixture, before);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) ==
                 GTK_WIDGET (_ludo_window_get_board (fixture->window)));
}

/* Taken back while a Pachisi stack's choice is open, the choice goes:
 * it was for another roll. */
static void
test_stack_choice_closes (Fixture       *fixture,
                          gconstpointer  data)
{
  LudoMove stack = { LUDO_COLOUR_RED, 5, 8, 2 };
  g_autofree char *before = NULL;
  GtkWidget *popover;
  LudoBoard *board;
  LudoGame *game;

  save_game_with_rules ("pachisi", "r:0,0,5,5/-/-/0,0,0,0", red_against_blue);
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  ludo_game_set_computer_delay (game, 0);
  popover = _ludo_board_get_choice_popover (board);

  roll (fixture, 3);
  before = view_text (fixture);
  g_assert_true (ludo_game_move (game, &stack, NULL));
  /* Blue's 2 is lost: red rolls again, and clicks the stack. */
  _ludo_game_push_die (game, 2);
  play_to_red (fixture);
  roll (fixture, 1);
  stack.from = 8;
  stack.to = 9;
  click_move (fixture, &stack);
  iterate ();
  g_assert_true (gtk_widget_get_visible (popover));

  undo (fixture);
  iterate ();
  g_assert_false (gtk_widget_get_visible (popover));
  assert_view (fixture, before);
}

/* Taken back after the play-out of the computers' places, the game has
 * the pace of the settings again. */
static void
test_undo_play_out (Fixture       *fixture,
                    gconstpointer  data)
{
  const LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY,
  };
  LudoMove last = { LUDO_COLOUR_RED, 55, 57, 1 };
  g_autofree char *before = NULL;
  LudoBoard *board;
  LudoGame *game;

  save_game_at ("r:55,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", seats);
  g_settings_set_string (fixture->settings, "animation-speed", "normal");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);

  roll (fixture, 2);
  before = view_text (fixture);
  click_move (fixture, &last);
  g_assert_cmpint (ludo_board_get_animation_speed (board), ==, LUDO_ANIMATION_SPEED_OFF);
  while (ludo_game_get_phase (game) != LUDO_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);
  iterate ();

  undo (fixture);
  assert_still (fixture);
  assert_view (fixture, before);
  g_assert_cmpint (ludo_board_get_animation_speed (board), ==, LUDO_ANIMATION_SPEED_NORMAL);
  g_assert_cmpuint (ludo_game_get_computer_delay (game), ==, 600);
}

/* A game resumed from its save can take back the moves made before. */
static void
test_resumed_window (Fixture       *fixture,
                     gconstpointer  data)
{
  LudoMove move = { LUDO_COLOUR_RED, 10, 12, 1 };
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudoGame) saved = game_at_position ("", red_against_blue,
                                                "r:0,0,0,10/-/-/0,0,0,1", 5);
  LudoGame *game;

  _ludo_game_push_die (saved, 2);
  g_assert_true (ludo_game_roll (saved, &error));
  g_assert_true (ludo_game_move (saved, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (ludo_game_save (saved, path, &error));
  g_assert_no_error (error);

  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  g_assert_true (can_undo (fixture));
  undo (fixture);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_last_roll (game), ==, 2);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (_ludo_window_get_move_log (fixture->window)),
                    ==, 1);
  g_assert_false (can_undo (fixture));
}

static gboolean
is_undo_shortcut (GtkWidget  *widget,
                  const char *unused)
{
  g_autofree char *action = NULL;

  if (!GTK_IS_SHORTCUTS_SHORTCUT (widget))
    return FALSE;
  g_object_get (widget, "action-name", &action, NULL);
  return g_strcmp0 (action, "win.undo") == 0;
}

static gboolean
is_primary_menu (GtkWidget  *widget,
                 const char *unused)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* Ctrl+Z, the main menu's item, and the shortcuts window lists it. */
static void
test_shortcut (Fixture       *fixture,
               gconstpointer  data)
{
  g_auto(GStrv) accels = NULL;
  GtkShortcutsWindow *overlay;
  GtkWidget *titlebar;
  GtkWidget *menu_button;

  open_window (fixture);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app), "win.undo");
  g_assert_cmpuint (g_strv_length (accels), ==, 1);
  g_assert_cmpstr (accels[0], ==, "<Control>z");

  titlebar = gtk_window_get_titlebar (GTK_WINDOW (fixture->window));
  menu_button = find_widget (titlebar, is_primary_menu, NULL);
  g_assert_nonnull (menu_button);
  g_assert_true (menu_has_undo (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button))));

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (fixture->window));
  g_assert_nonnull (overlay);
  g_assert_nonnull (find_widget (GTK_WIDGET (overlay), is_undo_shortcut, NULL));
}

int
main (int   argc,
      char *argv[])
{
  if (!init_window_tests (&argc, &argv, "/ludo/window/undo/no-display"))
    return g_test_run ();

#define ADD(path, func) \
  g_test_add ("/ludo/window/undo/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("restores-view", test_restores_view);
  ADD ("after-game-over", test_undo_after_game_over);
  ADD ("play-out", test_undo_play_out);
  ADD ("stack-choice-closes", test_stack_choice_closes);
  ADD ("resumed", test_resumed_window);
  ADD ("shortcut", test_shortcut);
#undef ADD

  return g_test_run ();
}
