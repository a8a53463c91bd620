/* test-window-feel.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a new player tripped over (issue 23): where the keys go after a
 * menu, what the header's roll says, the prompts, the hint and the moves
 * the window makes by itself. */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "game-test-util.h"
#include "ludo-board-private.h"
#include "ludo-game-private.h"
#include "window-test-util.h"

static gboolean
is_primary_menu (GtkWidget  *widget,
                 const char *unused)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
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

static GtkWidget *
focus_of (Fixture *fixture)
{
  return gtk_root_get_focus (GTK_ROOT (fixture->window));
}

/* Defect 2: the main menu closed with Escape (or About closed) hands the
 * keys back to the board, so that Space rolls instead of opening the menu
 * again. */
static void
test_menu_gives_keys_back (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *titlebar, *menu_button, *popover;
  GtkWidget *board;

  open_window (fixture);
  board = GTK_WIDGET (_ludo_window_get_board (fixture->window));
  titlebar = gtk_window_get_titlebar (GTK_WINDOW (fixture->window));
  menu_button = find_widget (titlebar, is_primary_menu, NULL);
  g_assert_nonnull (menu_button);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));
  g_assert_nonnull (popover);

  /* Opened with F10 or a click: the keys go into the menu. */
  gtk_widget_grab_focus (menu_button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  iterate ();
  g_assert_true (gtk_widget_get_visible (popover));
  /* Escape pops it down. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  iterate ();
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_true (focus_of (fixture) == board);
}

/* Defect 5: the roll beside another player's name says "you" when it was
 * the person at the computer who rolled, and a person about to roll never
 * sees the previous player's roll as if it were theirs. */
static void
test_roll_badge_names_you (Fixture       *fixture,
                           gconstpointer  data)
{
  LudoBoard *board;
  LudoGame *game;

  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  ludo_game_hold (game);

  /* Red, the only person, loses a 3; green, a computer, is on turn. */
  _ludo_game_push_die (game, 3);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_GREEN);
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, _("Green"));
  g_assert_cmpstr (roll_badge_text (fixture), ==, "you rolled 3");
  ludo_game_release (game);
}

static void
test_roll_badge_hides_previous (Fixture       *fixture,
                                gconstpointer  data)
{
  LudoBoard *board;
  LudoGame *game;

  /* Two people at one table. */
  g_settings_set_string (fixture->settings, "seat-green", "human");
  g_settings_set_string (fixture->settings, "seat-yellow", "empty");
  g_settings_set_string (fixture->settings, "seat-blue", "empty");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);

  _ludo_game_push_die (game, 3);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_GREEN);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_null (roll_badge_text (fixture));

  /* Green's own roll shows. */
  _ludo_game_push_die (game, 2);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_RED);
  g_assert_null (roll_badge_text (fixture));
}

static void
no_display (void)
{
  g_test_skip ("no display");
}

int
main (int   argc,
      char *argv[])
{
  keep_system_mime_database ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ludo/window/feel/no-display", no_display);
      return g_test_run ();
    }

#define ADD(path, func) \
  g_test_add ("/ludo/window/feel/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("menu-gives-keys-back", test_menu_gives_keys_back);
  ADD ("roll-badge-names-you", test_roll_badge_names_you);
  ADD ("roll-badge-hides-previous", test_roll_badge_hides_previous);
#undef ADD

  return g_test_run ();
}
