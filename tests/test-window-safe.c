/* test-window-safe.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window with safe squares (docs/rules.md §5a): the header names the
 * rule, and the status line says why a landing captured nothing, from the
 * game's record of the roll. */

#include "config.h"

#include <gtk/gtk.h>

#include "ludo-board-private.h"
#include "ludo-game-private.h"
#include "ludo-window-text.h"
#include "window-test-util.h"

static const LudoSeat red_against_computers[LUDO_N_COLOURS] = {
  LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY,
};

/* The status line's news once red, a person, has rolled @roll and made
 * @move at @position under @rules. */
static const char *
news_after_move (Fixture        *fixture,
                 const char     *rules,
                 const char     *position,
                 guint           roll,
                 const LudoMove *move)
{
  g_autoptr(GError) error = NULL;
  LudoGame *game;

  save_game_with_rules (rules, position, red_against_computers);
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

/* Red's 9 is a star square; green's 48 is that square. */
static void
test_spared_on_star (Fixture       *fixture,
                     gconstpointer  data)
{
  const LudoMove move = { LUDO_COLOUR_RED, 5, 9, 1 };

  g_assert_cmpstr (news_after_move (fixture, "safe", "r:0,0,0,5/48,0,0,0/0,0,0,0/0,0,0,0", 4,
                                    &move),
                   ==, "A green pawn is on a safe square: you cannot capture it");
  g_assert_cmpstr (_ludo_window_get_rules_text (fixture->window), ==, "Safe\u00a0squares");
}

/* The same landing without the rule captures: the news is the record's. */
static void
test_captured_without_safe (Fixture       *fixture,
                            gconstpointer  data)
{
  const LudoMove move = { LUDO_COLOUR_RED, 5, 9, 1 };

  g_assert_cmpstr (news_after_move (fixture, "", "r:0,0,0,5/48,0,0,0/0,0,0,0/0,0,0,0", 4,
                                    &move),
                   ==, "You captured a green pawn");
}

/* Leaving base onto the start square spares what stands there, pawns of
 * both opponents in team play each in their own sentence (§5a.2, §5a.5).
 * Green's 40 and blue's 14 are red's start square. */
static void
test_spared_leaving_base (Fixture       *fixture,
                          gconstpointer  data)
{
  const LudoMove move = { LUDO_COLOUR_RED, LUDO_PROGRESS_BASE, LUDO_PROGRESS_START, 1 };

  g_assert_cmpstr (news_after_move (fixture, "team,safe", "r:0,0,0,0/0,0,0,40/0,0,0,0/0,0,0,14",
                                    6, &move),
                   ==, "A green pawn is on a safe square: you cannot capture it. "
                       "A blue pawn is on a safe square: you cannot capture it");
}

/* Each point of view: yours, an opponent landing on yours, two others. */
static void
test_spared_texts (Fixture       *fixture,
                   gconstpointer  data)
{
  LudoOutcome outcome = { .roller = LUDO_COLOUR_GREEN, .roll = 3, .moved = TRUE, .n_spared = 1,
                          .spared = { { LUDO_COLOUR_RED, 0, 9 } } };
  g_autofree char *yours = NULL;
  g_autofree char *two = NULL;
  g_autofree char *others = NULL;
  g_autofree char *none = NULL;
  LudoGame *game;

  save_game_with_rules ("safe", "r:0,0,0,9/0,0,0,45/0,0,0,0/0,0,0,0", red_against_computers);
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);

  yours = ludo_window_text_spared (game, &outcome);
  g_assert_cmpstr (yours, ==, "Your pawn is on a safe square: Green cannot capture it");
  outcome.n_spared = 2;
  outcome.spared[1] = outcome.spared[0];
  two = ludo_window_text_spared (game, &outcome);
  g_assert_cmpstr (two, ==, "2 of your pawns are on a safe square: Green cannot capture them");
  outcome.roller = LUDO_COLOUR_BLUE;
  outcome.spared[0].colour = outcome.spared[1].colour = LUDO_COLOUR_YELLOW;
  others = ludo_window_text_spared (game, &outcome);
  g_assert_cmpstr (others, ==,
                   "2 yellow pawns are on a safe square: Blue cannot capture them");
  outcome.n_spared = 0;
  none = ludo_window_text_spared (game, &outcome);
  g_assert_null (none);
}

int
main (int   argc,
      char *argv[])
{
  if (!init_window_tests (&argc, &argv, "/ludo/window/safe/no-display"))
    return g_test_run ();

#define ADD(path, func) \
  g_test_add ("/ludo/window/safe/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("spared-on-star", test_spared_on_star);
  ADD ("captured-without-safe", test_captured_without_safe);
  ADD ("spared-leaving-base", test_spared_leaving_base);
  ADD ("spared-texts", test_spared_texts);
#undef ADD

  return g_test_run ();
}
