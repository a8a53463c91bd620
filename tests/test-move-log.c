/* test-move-log.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>

#include "engine/ludo-notation.h"
#include "game-test-util.h"
#include "ludo-game-private.h"
#include "ludo-move-log.h"
#include "ludo-move-log-text.h"

/* The move log follows a game through its signals: these tests play the
 * game through the model's own API, with dice they choose, and read the
 * sentences the log shows. */

static const LudoSeat all_humans[LUDO_N_COLOURS] = {
  LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN,
};

static const LudoSeat red_against_computers[LUDO_N_COLOURS] = {
  LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY,
};

static LudoMoveLog *
log_of (LudoGame *game)
{
  LudoMoveLog *log = g_object_ref_sink (ludo_move_log_new ());

  ludo_move_log_set_game (log, game);
  return log;
}

/* Plays the legal move of the roll in hand that leaves @from with @count
 * pawns. */
static void
move (LudoGame *game,
      guint     from,
      guint     count)
{
  g_autoptr(GError) error = NULL;
  LudoMove moves[LUDO_MAX_MOVES];
  guint n = ludo_game_get_moves (game, moves);

  for (guint i = 0; i < n; i++)
    {
      if (moves[i].from != from || moves[i].count != count)
        continue;
      g_assert_true (ludo_game_move (game, &moves[i], &error));
      g_assert_no_error (error);
      return;
    }

  g_assert_not_reached ();
}

static void
assert_newest (LudoMoveLog *log,
               LudoColour   colour,
               const char  *text)
{
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), >=, 1);
  g_assert_cmpstr (_ludo_move_log_get_shown_text (log, 0), ==, text);
  g_assert_cmpint (_ludo_move_log_get_shown_colour (log, 0), ==, colour);
}

/* The player at the computer reads "You"; the roll shows before the move. */
static void
test_roll_then_move (void)
{
  g_autoptr(LudoGame) game = game_at_position ("", red_against_computers,
                                               "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  g_autoptr(LudoMoveLog) log = log_of (game);

  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 0);
  g_assert_cmpstr (_ludo_move_log_get_placeholder_text (log), ==, "No moves yet");

  game_roll (game, 6);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 1);
  assert_newest (log, LUDO_COLOUR_RED, "You rolled a 6");

  move (game, LUDO_PROGRESS_BASE, 1);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 1);
  assert_newest (log, LUDO_COLOUR_RED, "You rolled a 6: a pawn left base");

  /* The 6 gave another roll: a new entry on top, the old one unchanged. */
  game_roll (game, 3);
  move (game, LUDO_PROGRESS_START, 1);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 2);
  assert_newest (log, LUDO_COLOUR_RED, "You rolled a 3: a pawn moved on");
  g_assert_cmpstr (_ludo_move_log_get_shown_text (log, 1), ==, "You rolled a 6: a pawn left base");
}

/* With several people at the table every entry names its colour; a lost
 * roll is one sentence with its reason. */
static void
test_lost_rolls_and_home (void)
{
  g_autoptr(LudoGame) game = game_at_position ("", all_humans,
                                               "r:57,57,57,50/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  g_autoptr(LudoMoveLog) log = log_of (game);

  game_roll (game, 3);
  move (game, 50, 1);
  assert_newest (log, LUDO_COLOUR_RED, "Red rolled a 3: a pawn entered the home column");

  game_roll (game, 2);
  assert_newest (log, LUDO_COLOUR_GREEN,
                 "Green cannot move with a 2: a 6 is needed to leave base");
  game_roll (game, 2);
  game_roll (game, 2);
  assert_newest (log, LUDO_COLOUR_BLUE, "Blue cannot move with a 2: a 6 is needed to leave base");

  game_roll (game, 4);
  move (game, 53, 1);
  assert_newest (log, LUDO_COLOUR_RED,
                 "Red rolled a 4: a pawn reached home. Red has brought all four pawns home");
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 5);
  g_assert_cmpint (_ludo_move_log_get_shown_colour (log, 2), ==, LUDO_COLOUR_YELLOW);
}

/* One roll and one move from a position, and the sentence they make. */
typedef struct
{
  const char     *path;
  const char     *rules;
  const LudoSeat *seats;
  const char     *position;
  guint           roll;
  guint           from;
  guint           count;
  const char     *expected;
} OneMove;

static const OneMove one_moves[] = {
  /* Green's p 48 is red's p 9. */
  { "/ludo/move-log/capture", "", red_against_computers,
    "r:0,0,0,5/48,0,0,0/0,0,0,0/0,0,0,0", 4, 5, 1,
    "You rolled a 4: a pawn moved on. You captured a green pawn" },
  /* A stack taken at once is one sentence with the count. */
  { "/ludo/move-log/capture-stack", "pachisi", all_humans,
    "r:0,0,0,5/48,48,0,0/0,0,0,0/0,0,0,0", 4, 5, 1,
    "Red rolled a 4: a pawn moved on. Red captured 2 green pawns" },
  /* In team play one move can take pawns of both opponents; each colour
   * gets its own sentence. Green's 48 and blue's 22 are red's 9. */
  { "/ludo/move-log/capture-two-colours", "team", all_humans,
    "r:0,0,0,5/0,0,0,48/0,0,0,0/0,0,0,22", 4, 5, 1,
    "Red rolled a 4: a pawn moved on. Red captured a green pawn. Red captured a blue pawn" },
  /* A Pachisi stack moves as one; with blockades it is a wall on the move,
   * which is no news either. */
  { "/ludo/move-log/stack", "blockades,pachisi", all_humans,
    "r:0,0,8,8/0,0,0,0/0,0,0,0/0,0,0,0", 2, 8, 2,
    "Red rolled a 2: a stack of 2 pawns moved on" },
  /* A finished team player moves its partner's pawns. */
  { "/ludo/move-log/team-partner", "team", red_against_computers,
    "r:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", 6, LUDO_PROGRESS_BASE, 1,
    "You rolled a 6: one of the yellow pawns left base" },
  /* With a partner's pawn the player who rolled is the one who captures.
   * Yellow's 9 is green's 22. */
  { "/ludo/move-log/team-partner-captures", "team", red_against_computers,
    "r:57,57,57,57/0,0,0,22/0,0,0,5/0,0,0,0", 4, 5, 1,
    "You rolled a 4: one of the yellow pawns moved on. You captured a green pawn" },
  /* On a safe square nothing is captured, and the log says why
   * (docs/rules.md §5a.2): red's 9 is a star, red's 1 its start square,
   * blue's 14. */
  { "/ludo/move-log/safe-square", "safe", red_against_computers,
    "r:0,0,0,5/48,0,0,0/0,0,0,0/0,0,0,0", 4, 5, 1,
    "You rolled a 4: a pawn moved on. A green pawn is on a safe square: you cannot capture it" },
  { "/ludo/move-log/safe-start-square", "pachisi,safe", all_humans,
    "r:0,0,0,0/0,0,0,0/0,0,0,0/14,14,0,0", 6, LUDO_PROGRESS_BASE, 1,
    "Red rolled a 6: a pawn left base. "
    "2 blue pawns are on a safe square: Red cannot capture them" },
};

static void
test_one_move (gconstpointer data)
{
  const OneMove *one = data;
  g_autoptr(LudoGame) game = game_at_position (one->rules, one->seats, one->position, 1);
  g_autoptr(LudoMoveLog) log = log_of (game);

  game_roll (game, one->roll);
  move (game, one->from, one->count);
  assert_newest (log, LUDO_COLOUR_RED, one->expected);
}

static void
test_blockades (void)
{
  g_autoptr(LudoGame) game = game_at_position ("blockades", all_humans,
                                               "r:0,0,5,8/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  g_autoptr(LudoMoveLog) log = log_of (game);

  game_roll (game, 3);
  move (game, 5, 1);
  assert_newest (log, LUDO_COLOUR_RED,
                 "Red rolled a 3: a pawn moved on. A blockade was formed");

  for (int c = LUDO_COLOUR_GREEN; c < LUDO_N_COLOURS; c++)
    game_roll (game, 1);

  game_roll (game, 2);
  move (game, 8, 1);
  assert_newest (log, LUDO_COLOUR_RED,
                 "Red rolled a 2: a pawn moved on. A blockade was broken up");

  /* Neither without the blockade rule: two pawns may not share a square,
   * and pawns in a row are no news. */
  g_clear_object (&game);
  game = game_at_position ("", all_humans, "r:0,0,5,9/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  ludo_move_log_set_game (log, game);
  game_roll (game, 3);
  move (game, 5, 1);
  assert_newest (log, LUDO_COLOUR_RED, "Red rolled a 3: a pawn moved on");
}

/* When the finished partner is a computer, the pawns it moves are the
 * player's own: "your pawns", as a capture says "your pawn". */
static void
test_team_partner_moves_yours (void)
{
  g_autoptr(LudoGame) game = game_at_position ("team", red_against_computers,
                                               "y:0,0,5,9/0,0,0,0/57,57,57,57/0,0,0,0", 1);
  /* Records as the game gives them: who rolled, and the pawns that moved. */
  const LudoOutcome partner_one = { .roller = LUDO_COLOUR_YELLOW, .roll = 3, .moved = TRUE,
                                    .move = { LUDO_COLOUR_RED, 5, 8, 1 } };
  const LudoOutcome partner_stack = { .roller = LUDO_COLOUR_YELLOW, .roll = 3, .moved = TRUE,
                                      .move = { LUDO_COLOUR_RED, 9, 12, 2 } };
  const LudoOutcome own_one = { .roller = LUDO_COLOUR_RED, .roll = 3, .moved = TRUE,
                                .move = { LUDO_COLOUR_RED, 5, 8, 1 } };
  g_autofree char *one = ludo_move_log_text_move (game, &partner_one);
  g_autofree char *stack = ludo_move_log_text_move (game, &partner_stack);
  g_autofree char *own = ludo_move_log_text_move (game, &own_one);

  g_assert_cmpstr (one, ==, "one of your pawns moved on");
  g_assert_cmpstr (stack, ==, "a stack of 2 of your pawns moved on");
  g_assert_cmpstr (own, ==, "a pawn moved on");
}

static GtkWidget *
find_list (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The scrolled window sizes the popover for the list's height at its
 * natural width: the list must get that width, neither less (its minimum
 * is its natural width) nor more, or a wrapped entry's last line is cut
 * off (or blank space is left below the last entry). */
static void
test_width (void)
{
  g_autoptr(LudoGame) game = game_at_position ("team", red_against_computers,
                                               "r:57,57,57,57/0,0,0,0/0,0,10,20/0,0,0,0", 1);
  g_autoptr(LudoMoveLog) log = log_of (game);
  GtkWidget *list = find_list (GTK_WIDGET (log));
  int minimum, natural, height, height_for_width;

  g_assert_nonnull (list);
  game_roll (game, 4);
  move (game, 20, 1);
  assert_newest (log, LUDO_COLOUR_RED, "You rolled a 4: one of the yellow pawns moved on");

  gtk_widget_measure (list, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (natural, ==, minimum);
  gtk_widget_measure (list, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  gtk_widget_measure (list, GTK_ORIENTATION_VERTICAL, natural, NULL, &height_for_width,
                      NULL, NULL);
  g_test_message ("list %d px wide, %d px high", natural, height);
  g_assert_cmpint (height, ==, height_for_width);
}

/* While the board still shows earlier events, the log holds back. */
static void
test_paused (void)
{
  g_autoptr(LudoGame) game = game_at_position ("", all_humans,
                                               "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  g_autoptr(LudoMoveLog) log = log_of (game);

  ludo_move_log_set_paused (log, TRUE);
  game_roll (game, 6);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 0);

  ludo_move_log_set_paused (log, FALSE);
  assert_newest (log, LUDO_COLOUR_RED, "Red rolled a 6");

  /* A change to a shown entry waits as well. */
  ludo_move_log_set_paused (log, TRUE);
  move (game, LUDO_PROGRESS_BASE, 1);
  game_roll (game, 2);
  assert_newest (log, LUDO_COLOUR_RED, "Red rolled a 6");
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 1);

  ludo_move_log_set_paused (log, FALSE);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 2);
  assert_newest (log, LUDO_COLOUR_RED, "Red rolled a 2");
  g_assert_cmpstr (_ludo_move_log_get_shown_text (log, 1), ==, "Red rolled a 6: a pawn left base");
}

/* A new game starts an empty log; a resumed one says why it is empty; a
 * game resumed with a roll in hand shows that roll. */
static void
test_new_game (void)
{
  g_autoptr(LudoGame) game = game_at_position ("", all_humans,
                                               "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  g_autoptr(LudoGame) other = game_at_position ("", all_humans,
                                                "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  g_autoptr(LudoMoveLog) log = log_of (game);

  game_roll (game, 6);
  move (game, LUDO_PROGRESS_BASE, 1);
  game_roll (game, 6);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 2);

  ludo_move_log_set_game (log, other);
  g_assert_true (ludo_move_log_get_game (log) == other);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 0);
  g_assert_cmpstr (_ludo_move_log_get_placeholder_text (log), ==, "No moves yet");

  /* The old game is no longer followed. */
  move (game, LUDO_PROGRESS_START, 1);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 0);

  ludo_move_log_set_game (log, game);
  g_assert_cmpstr (_ludo_move_log_get_placeholder_text (log), ==,
                   "The moves made before the game was resumed are not listed.");
  g_assert_null (_ludo_move_log_get_footnote (log));
  game_roll (game, 6);
  ludo_move_log_set_game (log, NULL);
  ludo_move_log_set_game (log, game);
  g_assert_cmpuint (_ludo_move_log_get_n_shown (log), ==, 1);
  assert_newest (log, LUDO_COLOUR_RED, "Red rolled a 6");
  /* Once it lists moves, the list says it is not the whole game. */
  g_assert_cmpstr (_ludo_move_log_get_footnote (log), ==,
                   "The moves made before the game was resumed are not listed.");
  move (game, 7, 1);
  assert_newest (log, LUDO_COLOUR_RED, "Red rolled a 6: a pawn moved on");
}

/* A long game keeps the newest entries only. */
static void
test_limit (void)
{
  g_autoptr(LudoGame) game = game_at_position ("", all_humans,
                                               "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  g_autoptr(LudoMoveLog) log = log_of (game);
  guint n_shown;
  g_autofree char *footnote = NULL;

  for (guint i = 0; i < 1000; i++)
    game_roll (game, 1 + i % 5);

  n_shown = _ludo_move_log_get_n_shown (log);
  g_assert_cmpuint (n_shown, >=, 100);
  g_assert_cmpuint (n_shown, <, 1000);
  /* Roll 999 was a 5 by blue; the oldest kept is in order with it. */
  assert_newest (log, LUDO_COLOUR_BLUE, "Blue cannot move with a 5: a 6 is needed to leave base");
  g_assert_cmpint (_ludo_move_log_get_shown_colour (log, n_shown - 1), ==,
                   (LudoColour) ((1000 - n_shown) % LUDO_N_COLOURS));
  /* Below the list, a note that it does not go back to the start. */
  footnote = g_strdup_printf ("Only the latest %u rolls are listed.", n_shown);
  g_assert_cmpstr (_ludo_move_log_get_footnote (log), ==, footnote);

  /* A new game starts a full list again. */
  g_clear_object (&game);
  game = game_at_position ("", all_humans, "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 1);
  ludo_move_log_set_game (log, game);
  game_roll (game, 3);
  g_assert_null (_ludo_move_log_get_footnote (log));
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
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ludo/move-log/no-display", no_display);
      return g_test_run ();
    }

  g_test_add_func ("/ludo/move-log/roll-then-move", test_roll_then_move);
  g_test_add_func ("/ludo/move-log/lost-rolls-and-home", test_lost_rolls_and_home);
  for (guint i = 0; i < G_N_ELEMENTS (one_moves); i++)
    g_test_add_data_func (one_moves[i].path, &one_moves[i], test_one_move);
  g_test_add_func ("/ludo/move-log/blockades", test_blockades);
  g_test_add_func ("/ludo/move-log/team-partner-moves-yours", test_team_partner_moves_yours);
  g_test_add_func ("/ludo/move-log/width", test_width);
  g_test_add_func ("/ludo/move-log/paused", test_paused);
  g_test_add_func ("/ludo/move-log/new-game", test_new_game);
  g_test_add_func ("/ludo/move-log/limit", test_limit);

  return g_test_run ();
}
