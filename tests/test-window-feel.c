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

#include "engine/ludo-ai.h"
#include "game-test-util.h"
#include "ludo-board-private.h"
#include "ludo-game-private.h"
#include "ludo-preferences-window.h"
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


static GtkWidget *
open_preferences (Fixture *fixture)
{
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "preferences", NULL);
  iterate ();
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (fixture->app)); l; l = l->next)
    if (LUDO_IS_PREFERENCES_WINDOW (l->data))
      return l->data;
  g_assert_not_reached ();
}

static GtkWidget *
preferences_part (GtkWidget  *prefs,
                  const char *name)
{
  GObject *object = gtk_widget_get_template_child (prefs, LUDO_TYPE_PREFERENCES_WINDOW, name);

  g_assert_nonnull (object);
  return GTK_WIDGET (object);
}

/* Red leaves base with a 6 and moves on with a 2: a game in progress. */
static void
play_a_move (Fixture *fixture)
{
  LudoGame *game = ludo_window_get_game (fixture->window);
  LudoMove move = { .colour = LUDO_COLOUR_RED, .from = LUDO_PROGRESS_BASE };

  ludo_game_hold (game);
  _ludo_game_push_die (game, 6);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  iterate ();
  click_move (fixture, &move);
  iterate ();
  g_assert_true (ludo_window_is_game_in_progress (fixture->window));
}

/* Defect 4: New Game Now in the preferences asks, as Ctrl+N does, before
 * it abandons the game in progress. */
static void
test_new_game_now_asks (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWidget *prefs, *button;
  LudoGame *game;

  open_window (fixture);
  play_a_move (fixture);
  game = ludo_window_get_game (fixture->window);

  prefs = open_preferences (fixture);
  g_settings_set_boolean (fixture->settings, "blockades", TRUE);
  button = preferences_part (prefs, "new_game_button");
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  iterate ();

  g_assert_true (ludo_window_get_game (fixture->window) == game);
  g_assert_nonnull (_ludo_window_get_prompt (fixture->window));
  gtk_window_destroy (_ludo_window_get_prompt (fixture->window));
  iterate ();
  ludo_game_release (game);
}

/* Iterates until @widget has been given a height other than @old: the
 * deadline only guards against a window that never lays out. */
static int
wait_for_height (GtkWidget *widget,
                 int        old)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (gtk_widget_get_height (widget) == old && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  return gtk_widget_get_height (widget);
}

/* Defect 4 too: the button stays put when the banner's details wrap. */
static void
test_new_game_now_stays_put (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkWidget *prefs, *banner, *button;
  GtkLabel *details;
  graphene_rect_t before, after;
  int height;

  open_window (fixture);
  play_a_move (fixture);
  prefs = open_preferences (fixture);
  banner = preferences_part (prefs, "banner");
  button = preferences_part (prefs, "new_game_button");
  details = GTK_LABEL (preferences_part (prefs, "banner_details"));

  gtk_label_set_text (details, "One line.");
  height = wait_for_height (banner, 0);
  g_assert_true (gtk_widget_compute_bounds (button, banner, &before));

  gtk_label_set_text (details, "Many lines: the game in progress keeps its own rules and "
                      "players, and this sentence goes on long enough to wrap at any width "
                      "the preferences window has when it opens, even in a wide window.");
  g_assert_cmpint (wait_for_height (banner, height), >, height);
  g_assert_true (gtk_widget_compute_bounds (button, banner, &after));
  g_assert_cmpfloat (before.origin.y, ==, after.origin.y);

  gtk_window_destroy (GTK_WINDOW (prefs));
  ludo_game_release (ludo_window_get_game (fixture->window));
}

static gboolean
is_visible_popover_saying (GtkWidget  *widget,
                           const char *text)
{
  GtkWidget *child;

  if (!GTK_IS_POPOVER (widget) || !gtk_widget_get_visible (widget))
    return FALSE;
  child = gtk_popover_get_child (GTK_POPOVER (widget));
  return GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0;
}

/* Defect 3: emptying the table is refused where the player is looking: at
 * the drop-down, not only in a line below the list, off-screen. */
static void
test_empty_table_says_why (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *prefs, *dropdown;
  g_autofree char *green = NULL;

  g_settings_set_string (fixture->settings, "seat-yellow", "empty");
  g_settings_set_string (fixture->settings, "seat-blue", "empty");
  open_window (fixture);
  prefs = open_preferences (fixture);
  dropdown = preferences_part (prefs, "seat_green_dropdown");

  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);
  iterate ();
  green = g_settings_get_string (fixture->settings, "seat-green");
  g_assert_cmpstr (green, ==, "computer");
  g_assert_nonnull (find_widget (dropdown, is_visible_popover_saying,
                                 _("A game needs at least two players: take another seat "
                                   "before you leave this one empty.")));

  /* Closed, it goes; closing the window with it up warns of nothing. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);
  iterate ();
  gtk_window_destroy (GTK_WINDOW (prefs));
  iterate ();
}

/* Defect 10: choosing a level or a speed never widens the drop-downs (in
 * Greek «Χωρίς κίνηση» is far longer than «Γρήγορη»), so the rows never
 * reflow. */
static void
assert_dropdowns_steady (Fixture *fixture)
{
  static const char * const names[] = { "level_red_dropdown", "speed_dropdown",
                                         "seat_green_dropdown" };
  GtkWidget *prefs = open_preferences (fixture);

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      GtkDropDown *dropdown = GTK_DROP_DOWN (preferences_part (prefs, names[n]));
      guint kept = gtk_drop_down_get_selected (dropdown);
      int first = -1;

      for (guint i = 0; i < g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)); i++)
        {
          int width;

          gtk_drop_down_set_selected (dropdown, i);
          gtk_widget_measure (GTK_WIDGET (dropdown), GTK_ORIENTATION_HORIZONTAL, -1,
                              NULL, &width, NULL, NULL);
          g_test_message ("%s, item %u: %d px", names[n], i, width);
          if (first < 0)
            first = width;
          g_assert_cmpint (width, ==, first);
        }
      gtk_drop_down_set_selected (dropdown, kept);
    }
  gtk_window_destroy (GTK_WINDOW (prefs));
}

static void
test_dropdowns_steady (Fixture       *fixture,
                       gconstpointer  data)
{
  open_window (fixture);
  assert_dropdowns_steady (fixture);
}

static void
test_greek_dropdowns_steady (void)
{
  if (g_test_subprocess ())
    {
      Fixture fixture = { 0 };

      fixture_set_up (&fixture, NULL);
      open_window (&fixture);
      g_assert_cmpstr (g_dpgettext2 (GETTEXT_PACKAGE, "animation speed", "Off"), !=, "Off");
      assert_dropdowns_steady (&fixture);
      fixture_tear_down (&fixture, NULL);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* Defect 7: in team play the header names the partner of the player on
 * turn, and the board rings the partner's yard too. */
static void
test_team_partner_cue (Fixture       *fixture,
                       gconstpointer  data)
{
  LudoBoard *board;

  g_settings_set_boolean (fixture->settings, "team-play", TRUE);
  open_window (fixture);
  board = _ludo_window_get_board (fixture->window);
  ludo_game_hold (ludo_window_get_game (fixture->window));

  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, "Red");
  g_assert_cmpstr (_ludo_window_get_turn_role (fixture->window), ==, "you · with Yellow");
  g_assert_cmpint (_ludo_board_partner_shown (board), ==, LUDO_COLOUR_YELLOW);

  /* Without team play, no partner. */
  ludo_game_release (ludo_window_get_game (fixture->window));
  g_settings_set_boolean (fixture->settings, "team-play", FALSE);
  ludo_window_start_new_game (fixture->window);
  iterate ();
  ludo_game_hold (ludo_window_get_game (fixture->window));
  g_assert_cmpstr (_ludo_window_get_turn_role (fixture->window), ==, "you");
  g_assert_cmpint (_ludo_board_partner_shown (board), ==, LUDO_COLOUR_NONE);
  ludo_game_release (ludo_window_get_game (fixture->window));
}

/* Fewer clicks: with the auto-move setting on (the default), a roll that
 * leaves one move plays it; the board still shows it, and the status line
 * does not ask for a move nobody has to choose. */
static void
test_auto_move (Fixture       *fixture,
                gconstpointer  data)
{
  LudoBoard *board;
  LudoGame *game;
  g_autofree char *position = NULL;

  g_settings_reset (fixture->settings, "auto-move");
  g_settings_set_string (fixture->settings, "animation-speed", "very-fast");
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = _ludo_window_get_board (fixture->window);
  g_assert_true (ludo_game_get_auto_move (game));
  ludo_game_hold (game);

  /* Four pawns in base: a 6 is one move. */
  _ludo_game_push_die (game, 6);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  g_assert_true (ludo_board_get_animating (board));
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_true (ludo_game_get_last_move (game, &(LudoMove) { 0 }));
  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==,
                   "You rolled a 6: roll again (Space)");

  /* Switched off, the person chooses even the only move. */
  g_settings_set_boolean (fixture->settings, "auto-move", FALSE);
  g_assert_false (ludo_game_get_auto_move (game));
  _ludo_game_push_die (game, 2);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (board);
  iterate ();
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  ludo_game_release (game);
}

/* The hint: while a person owes a move, the H key (win.hint) points the
 * board at hard's move and the status bar says why; Enter plays it, and
 * the hint goes with the move. */
static void
test_hint (Fixture       *fixture,
           gconstpointer  data)
{
  static const LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_EMPTY, LUDO_SEAT_EMPTY,
  };
  g_autofree char *expected = NULL;
  GtkWidget *board;
  LudoGame *game;

  /* Red's 12 can land on green's 3 (both on absolute square 15) with a 4. */
  save_game_at ("r:0,0,12,30/0,0,0,3/-/-", seats);
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  board = GTK_WIDGET (_ludo_window_get_board (fixture->window));
  ludo_game_hold (game);

  /* No move owed yet: nothing to hint, and Roll in the slot. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window), "hint"));
  g_assert_true (gtk_widget_get_child_visible (roll_button (fixture)));

  _ludo_game_push_die (game, 4);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  iterate ();
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window), "hint"));
  g_assert_true (gtk_widget_get_child_visible (find_button (GTK_WIDGET (fixture->window),
                                                            _("_Hint"))));
  g_assert_false (gtk_widget_get_child_visible (roll_button (fixture)));

  g_action_group_activate_action (G_ACTION_GROUP (fixture->window), "hint", NULL);
  expected = g_strdup_printf (_("The computer would move the marked pawn: %s"),
                              _ludo_window_hint_reason_text (LUDO_AI_REASON_CAPTURES));
  g_assert_cmpstr (_ludo_window_get_event_text (fixture->window), ==, expected);
  g_assert_true (focus_of (fixture) == board);
  g_assert_cmpstr (ludo_board_get_hint (LUDO_BOARD (board)), ==, _("Press Enter to move this pawn"));

  g_assert_true (gtk_widget_activate_action (board, "board.activate", NULL));
  iterate ();
  {
    LudoMove last;

    g_assert_true (ludo_game_get_last_move (game, &last));
    g_assert_cmpuint (last.from, ==, 12);
    g_assert_cmpuint (last.to, ==, 16);
  }
  g_assert_cmpstr (_ludo_window_get_event_text (fixture->window), !=, expected);
  _ludo_board_finish_animations (LUDO_BOARD (board));
  iterate ();
  g_assert_true (gtk_widget_get_child_visible (roll_button (fixture)));
  ludo_game_release (game);
}

int
main (int   argc,
      char *argv[])
{
  /* A child started by a Greek test runs in Greek. */
  set_up_language (argc, argv, "/ludo/window/feel/greek/");
  if (!init_window_tests (&argc, &argv, "/ludo/window/feel/no-display"))
    return g_test_run ();

#define ADD(path, func) \
  g_test_add ("/ludo/window/feel/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("menu-gives-keys-back", test_menu_gives_keys_back);
  ADD ("roll-badge-names-you", test_roll_badge_names_you);
  ADD ("roll-badge-hides-previous", test_roll_badge_hides_previous);
  ADD ("new-game-now-asks", test_new_game_now_asks);
  ADD ("new-game-now-stays-put", test_new_game_now_stays_put);
  ADD ("empty-table-says-why", test_empty_table_says_why);
  ADD ("dropdowns-steady", test_dropdowns_steady);
  ADD ("team-partner-cue", test_team_partner_cue);
  ADD ("auto-move", test_auto_move);
  ADD ("hint", test_hint);
#undef ADD
  g_test_add_func ("/ludo/window/feel/greek/dropdowns-steady", test_greek_dropdowns_steady);

  return g_test_run ();
}
