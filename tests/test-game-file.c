/* test-game-file.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* G_TEST_OPTION_ISOLATE_DIRS gives every test its own empty data folder. */
static char *
test_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "saves", name, NULL);
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

static void
write_text (const char *path,
            const char *text)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static void
assert_same_state (LudoGame *a,
                   LudoGame *b)
{
  g_autofree char *pos_a = game_position_text (a);
  g_autofree char *pos_b = game_position_text (b);
  LudoColour rank_a[LUDO_N_COLOURS], rank_b[LUDO_N_COLOURS];
  LudoMove moves_a[LUDO_MAX_MOVES], moves_b[LUDO_MAX_MOVES];
  LudoMove last_a, last_b;
  guint n_a, n_b;

  g_assert_cmpstr (pos_a, ==, pos_b);
  g_assert_cmpint (ludo_game_get_phase (a), ==, ludo_game_get_phase (b));
  g_assert_cmpuint (ludo_game_get_seed (a), ==, ludo_game_get_seed (b));
  g_assert_cmpmem (ludo_game_get_rules (a), sizeof (LudoRules),
                   ludo_game_get_rules (b), sizeof (LudoRules));
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    g_assert_cmpint (ludo_game_get_seat (a, c), ==, ludo_game_get_seat (b, c));

  n_a = ludo_game_get_ranking (a, rank_a);
  n_b = ludo_game_get_ranking (b, rank_b);
  g_assert_cmpmem (rank_a, n_a * sizeof (LudoColour), rank_b, n_b * sizeof (LudoColour));

  n_a = ludo_game_get_moves (a, moves_a);
  n_b = ludo_game_get_moves (b, moves_b);
  g_assert_cmpmem (moves_a, n_a * sizeof (LudoMove), moves_b, n_b * sizeof (LudoMove));

  g_assert_cmpint (ludo_game_get_last_move (a, &last_a), ==,
                   ludo_game_get_last_move (b, &last_b));
  if (ludo_game_get_last_move (a, &last_a))
    g_assert_cmpmem (&last_a, sizeof last_a, &last_b, sizeof last_b);
}

/* One step of a game with a human at red: the human takes the
 * (counter mod n)-th legal move; computers play from the main loop. */
static void
drive (LudoGame *game,
       guint    *counter)
{
  g_autoptr(GError) error = NULL;
  LudoMove moves[LUDO_MAX_MOVES];
  guint n;

  switch (ludo_game_get_phase (game))
    {
    case LUDO_PHASE_AWAITING_ROLL:
      g_assert_true (ludo_game_roll (game, &error));
      g_assert_no_error (error);
      break;

    case LUDO_PHASE_AWAITING_MOVE:
      n = ludo_game_get_moves (game, moves);
      g_assert_cmpuint (n, >, 0);
      g_assert_true (ludo_game_move (game, &moves[(*counter)++ % n], &error));
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

static void
drive_to_end (LudoGame *game,
              guint    *counter)
{
  while (ludo_game_get_phase (game) != LUDO_PHASE_OVER)
    drive (game, counter);
}

static guint
last_index_of (GameLog    *log,
               const char *prefix)
{
  guint found = G_MAXUINT;

  for (guint i = 0; i < log->lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (log->lines, i), prefix))
      found = i;

  g_assert_cmpuint (found, !=, G_MAXUINT);
  return found;
}

static LudoGame *
load_ok (const char *path)
{
  g_autoptr(GError) error = NULL;
  LudoGame *game = ludo_game_load (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_null (ludo_game_get_save_path (game));
  ludo_game_set_computer_delay (game, 0);
  return game;
}

static void
check_round_trip (const LudoRules *rules,
                  const LudoSeat  *seats,
                  guint32          seed,
                  guint            human_moves,
                  gboolean         mid_computer_turn)
{
  g_autofree char *path = test_path ("round-trip.ini");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) events_a = NULL;
  g_auto(GStrv) events_b = NULL;
  LudoGame *a = ludo_game_new (rules, seats, seed);
  GameLog *log_a = game_log_new (a, FALSE);
  LudoGame *b;
  GameLog *log_b;
  guint counter_a = 0, counter_b, from;

  ludo_game_set_computer_delay (a, 0);

  /* Play into the game, then stop where the test wants to save. */
  while (counter_a < human_moves && ludo_game_get_phase (a) != LUDO_PHASE_OVER)
    drive (a, &counter_a);
  g_assert_cmpint (ludo_game_get_phase (a), !=, LUDO_PHASE_OVER);

  if (mid_computer_turn)
    {
      LudoMove moves[LUDO_MAX_MOVES];

      /* A computer has rolled and has yet to move. */
      do
        drive (a, &counter_a);
      while (ludo_game_get_phase (a) != LUDO_PHASE_COMPUTER_THINKING ||
             ludo_game_get_moves (a, moves) == 0);
      from = last_index_of (log_a, "dice-rolled");

      /* A hard player goes on to search in its thread before the save. */
      if (seats[ludo_game_get_current_colour (a)] == CH)
        {
          while (!_ludo_game_is_thinking (a))
            g_main_context_iteration (NULL, TRUE);
        }
    }
  else
    {
      /* The human has rolled and owes a move. */
      while (ludo_game_get_phase (a) != LUDO_PHASE_AWAITING_MOVE)
        drive (a, &counter_a);
      from = log_a->lines->len;
    }

  g_assert_true (ludo_game_save (a, path, &error));
  g_assert_no_error (error);

  b = load_ok (path);
  log_b = game_log_new (b, FALSE);
  counter_b = counter_a;
  if (!mid_computer_turn)
    assert_same_state (a, b);

  drive_to_end (a, &counter_a);
  drive_to_end (b, &counter_b);
  assert_same_state (a, b);

  events_a = game_log_events (log_a, from);
  events_b = game_log_events (log_b, 0);
  g_assert_cmpstrv (events_a, events_b);
  g_assert_cmpuint (log_b->n_game_over, ==, 1);

  game_log_free (log_a);
  game_log_free (log_b);
  g_assert_finalize_object (a);
  g_assert_finalize_object (b);
}

static void
test_round_trip (void)
{
  const LudoRules standard = { 0 };
  const LudoRules walls = { .blockades = TRUE, .pachisi = TRUE };
  const LudoRules team = { .team = TRUE };
  const LudoRules safe = { .safe = TRUE, .team = TRUE, .blockades = TRUE };
  const LudoSeat seats[] = { H, CE, CM, CR };
  const LudoSeat hard[] = { H, CH, CH, CH };

  check_round_trip (&standard, seats, 1, 10, FALSE);
  check_round_trip (&standard, seats, 2, 25, TRUE);
  check_round_trip (&walls, seats, 3, 15, FALSE);
  check_round_trip (&walls, seats, 4, 5, TRUE);
  check_round_trip (&team, seats, 5, 20, FALSE);
  check_round_trip (&team, seats, 6, 12, TRUE);
  check_round_trip (&safe, seats, 8, 15, FALSE);
  check_round_trip (&safe, seats, 9, 10, TRUE);

  /* The hard level thinks in a thread; a save taken meanwhile still
   * resumes the same game. */
  check_round_trip (&walls, hard, 7, 8, TRUE);
}

static void
test_round_trip_finished (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { CR, CE, E, CM };
  g_autofree char *path = test_path ("over.ini");
  g_autoptr(GError) error = NULL;
  LudoGame *a = ludo_game_new (&rules, seats, 9);
  LudoGame *b;
  guint counter = 0;

  ludo_game_set_computer_delay (a, 0);
  drive_to_end (a, &counter);
  g_assert_true (ludo_game_save (a, path, &error));
  g_assert_no_error (error);

  /* A finished game comes back finished, with the full ranking. */
  b = load_ok (path);
  assert_same_state (a, b);
  g_assert_cmpint (ludo_game_get_phase (b), ==, LUDO_PHASE_OVER);
  g_assert_cmpuint (ludo_game_get_ranking (b, NULL), ==, 3);

  g_assert_finalize_object (a);
  g_assert_finalize_object (b);
}

static void
test_saved_content (void)
{
  const LudoRules rules = { .blockades = TRUE, .pachisi = TRUE };
  const LudoSeat seats[] = { H, CE, E, CM };
  g_autofree char *path = test_path ("content.ini");
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  LudoGame *game = ludo_game_new (&rules, seats, 4242);
  g_autofree char *rules_text = NULL;
  g_autofree char *position = NULL;
  g_autofree char *seat = NULL;
  g_autofree char *phase = NULL;
  g_autofree char *move = NULL;

  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);

  g_assert_cmpint (g_key_file_get_integer (key_file, "Ludo", "format-version", NULL), ==, 1);
  rules_text = g_key_file_get_string (key_file, "Ludo", "rules", NULL);
  g_assert_cmpstr (rules_text, ==, "blockades,pachisi");
  seat = g_key_file_get_string (key_file, "Ludo", "seat-green", NULL);
  g_assert_cmpstr (seat, ==, "computer-easy");
  g_assert_cmpuint (g_key_file_get_uint64 (key_file, "Ludo", "seed", NULL), ==, 4242);
  g_assert_cmpuint (g_key_file_get_uint64 (key_file, "Ludo", "draws", NULL), ==, 0);
  position = g_key_file_get_string (key_file, "Ludo", "position", NULL);
  g_assert_cmpstr (position, ==, "r:0,0,0,0/0,0,0,0/-/0,0,0,0");
  phase = g_key_file_get_string (key_file, "Ludo", "phase", NULL);
  g_assert_cmpstr (phase, ==, "awaiting-roll");
  move = g_key_file_get_string (key_file, "Ludo", "last-move", NULL);
  g_assert_cmpstr (move, ==, "none");

  g_assert_finalize_object (game);
}

static void
test_autosave (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, H, E, E };
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "a", "b", "game.ini",
                                            NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *after_roll = NULL;
  g_autofree char *text = NULL;
  g_autofree char *aside = NULL;
  LudoGame *game;
  LudoGame *back;
  LudoMove move = { LUDO_COLOUR_RED, 0, 1, 1 };
  LudoMove last;

  /* A new game is written at once (in the background), folders included. */
  game = ludo_game_new_full (&rules, seats, 5, path);
  g_assert_cmpstr (ludo_game_get_save_path (game), ==, path);
  _ludo_game_flush_save (game);
  saved = read_text (path);

  /* A roll in hand is not a completed step: nothing is written. */
  _ludo_game_push_die (game, 6);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
  _ludo_game_flush_save (game);
  after_roll = read_text (path);
  g_assert_cmpstr (saved, ==, after_roll);

  g_assert_true (ludo_game_move (game, &move, &error));
  g_assert_no_error (error);
  _ludo_game_flush_save (game);
  back = load_ok (path);
  text = game_position_text (back);
  g_assert_cmpstr (text, ==, "r:0,0,0,1/0,0,0,0/-/-");
  g_assert_true (ludo_game_get_last_move (back, &last));
  g_assert_cmpint (last.to, ==, 1);
  g_assert_finalize_object (back);
  g_assert_finalize_object (game);

  /* Restoring brings it back, and it goes on saving to the same file. */
  game = ludo_game_restore (path, &aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_null (aside);
  g_assert_cmpstr (ludo_game_get_save_path (game), ==, path);
  _ludo_game_push_die (game, 2);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
  move = (LudoMove) { LUDO_COLOUR_RED, 1, 3, 1 };
  g_assert_true (ludo_game_move (game, &move, &error));
  g_assert_no_error (error);
  _ludo_game_flush_save (game);
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_nonnull (strstr (text, "position=g:0,0,0,3/0,0,0,0/-/-"));
  g_assert_finalize_object (game);
}

/* The file at @path holds what ludo_game_save() writes for @twin, byte for
 * byte. */
static void
assert_saved_as (const char *path,
                 LudoGame   *twin)
{
  g_autofree char *twin_path = test_path ("twin.ini");
  g_autofree char *text = read_text (path);
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ludo_game_save (twin, twin_path, &error));
  g_assert_no_error (error);
  expected = read_text (twin_path);
  g_assert_cmpstr (text, ==, expected);
}

/* Saves queued faster than the disk takes them may be merged, but once
 * they are written the file holds the newest state, never an older one.
 * A twin without a save path, played the same way, tells what that is. */
static void
test_autosave_burst (void)
{
  const LudoRules rules = { .blockades = TRUE };
  const LudoSeat seats[] = { H, H, H, H };
  g_autofree char *path = test_path ("burst.ini");
  LudoGame *game = ludo_game_new_full (&rules, seats, 77, path);
  LudoGame *twin = ludo_game_new (&rules, seats, 77);
  guint counter = 0;
  guint twin_counter = 0;

  for (guint round = 0; round < 3; round++)
    {
      /* A roll in hand is not saved: stop after a completed step. */
      for (guint i = 0;
           ludo_game_get_phase (game) != LUDO_PHASE_OVER
           && (i < 150 || ludo_game_get_phase (game) == LUDO_PHASE_AWAITING_MOVE);
           i++)
        {
          drive (game, &counter);
          drive (twin, &twin_counter);
        }

      _ludo_game_flush_save (game);
      assert_saved_as (path, twin);
    }

  /* Played to the end, the last state is the one on disk. */
  drive_to_end (game, &counter);
  drive_to_end (twin, &twin_counter);
  _ludo_game_flush_save (game);
  assert_saved_as (path, twin);
  g_assert_cmpint (ludo_game_get_phase (twin), ==, LUDO_PHASE_OVER);

  g_assert_finalize_object (game);
  g_assert_finalize_object (twin);
}

/* Letting the game go, as the window does at quit, right after a step
 * still leaves that step on disk: nothing waits for the main loop. */
static void
test_autosave_dispose (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, H, H, E };
  g_autofree char *path = test_path ("dispose.ini");

  for (guint steps = 1; steps <= 141; steps += 35)
    {
      LudoGame *game = ludo_game_new_full (&rules, seats, 31, path);
      LudoGame *twin = ludo_game_new (&rules, seats, 31);
      guint counter = 0;
      guint twin_counter = 0;

      /* Stop after a completed step, which is what queues a save. */
      for (guint i = 0; i < steps || ludo_game_get_phase (game) != LUDO_PHASE_AWAITING_ROLL; i++)
        {
          drive (game, &counter);
          drive (twin, &twin_counter);
        }
      g_assert_finalize_object (game);

      assert_saved_as (path, twin);
      g_assert_finalize_object (twin);
    }
}

static void
test_missing (void)
{
  g_autofree char *path = test_path ("missing.ini");
  g_autoptr(GError) error = NULL;
  char *aside = (char *) "unset";
  LudoGame *game;

  game = ludo_game_restore (path, &aside, &error);
  g_assert_null (game);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* ludo_game_load() itself reports the missing file. */
  game = ludo_game_load (path, &error);
  g_assert_null (game);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* A valid save of a new game of four, to damage one entry at a time. */
static char *
valid_save (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, CE, CM, CR };
  g_autofree char *path = test_path ("template.ini");
  g_autoptr(GError) error = NULL;
  LudoGame *game = ludo_game_new (&rules, seats, 31);
  char *text;

  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_finalize_object (game);

  text = read_text (path);
  g_assert_cmpint (g_unlink (path), ==, 0);
  return text;
}

static char *
with_entries (const char         *text,
              const char * const *entries)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (g_key_file_load_from_data (key_file, text, -1, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);

  for (guint i = 0; entries[i] != NULL; i += 2)
    {
      if (entries[i + 1] == NULL)
        {
          g_key_file_remove_key (key_file, "Ludo", entries[i], &error);
          g_assert_no_error (error);
          break;
        }
      g_key_file_set_value (key_file, "Ludo", entries[i], entries[i + 1]);
    }

  return g_key_file_to_data (key_file, NULL, NULL);
}

/* The file must be refused by ludo_game_load(), then moved aside intact by
 * ludo_game_restore(), after which the path is free for a new game. */
static void
check_refused (const char *text,
               gsize       length,
               int         code)
{
  g_autofree char *path = test_path ("saved-game.ini");
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  gsize kept_length;
  LudoGame *game;

  write_text (path, "");
  g_assert_true (g_file_set_contents (path, text, length, &error));
  g_assert_no_error (error);

  game = ludo_game_load (path, &error);
  g_assert_null (game);
  g_assert_error (error, LUDO_ERROR, code);
  g_test_message ("refused: %s", error->message);
  g_clear_error (&error);

  game = ludo_game_restore (path, &aside, &error);
  g_assert_null (game);
  g_assert_error (error, LUDO_ERROR, code);
  g_clear_error (&error);

  g_assert_nonnull (aside);
  g_assert_true (g_str_has_prefix (aside, path));
  g_assert_true (g_str_has_prefix (aside + strlen (path), ".broken-"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, &kept_length, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (kept, kept_length, text, length);

  game = ludo_game_restore (path, NULL, &error);
  g_assert_null (game);
  g_assert_no_error (error);
}

static void
test_corrupt (void)
{
  static const char * const damage[][8] = {
    { "format-version", NULL },
    { "format-version", "zero" },
    { "format-version", "0" },
    { "rules", "wizardry" },
    { "rules", "team", "seat-blue", "empty", "position", "r:0,0,0,0/0,0,0,0/0,0,0,0/-" },
    { "seat-red", "wizard" },
    { "seat-green", "empty", "seat-yellow", "empty", "seat-blue", "empty" },
    { "seat-yellow", "empty" },
    { "seed", "abc" },
    { "seed", "4294967296" },
    { "draws", "-1" },
    { "draws", "99999999999" },
    { "position", NULL },
    { "position", "r:0,0,0,0/0,0,0,0/0,0,0,99/0,0,0,0" },
    { "position", "r:0,0,0,0/0,0,0,0/0,0,0,0" },
    { "position", "-:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0" },
    { "position", "r:0,0,5,5/0,0,0,0/0,0,0,0/0,0,0,0" },
    { "ranking", "r" },
    { "ranking", "x,y" },
    { "phase", "thinking-hard" },
    { "phase", "awaiting-move" },
    { "phase", "computer-thinking" },
    { "roll", "7" },
    { "roll", "-1" },
    { "roll", "6" },
    { "roll", "3", "last-roll", "3", "phase", "awaiting-move" },
    { "last-roll", "9" },
    { "last-move", "r:9-2" },
    { "last-move", "y:0-1x9" },
  };
  g_autofree char *valid = valid_save ();

  for (guint i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      g_autofree char *text = with_entries (valid, damage[i]);

      g_test_message ("damage %s=%s", damage[i][0], damage[i][1]);
      check_refused (text, strlen (text), LUDO_ERROR_CORRUPT_SAVE);
    }
}

static void
test_corrupt_bytes (void)
{
  static const char garbage[] = "\x01\x02 not a key file \xff\xfe\n[[[\n";
  g_autofree char *valid = valid_save ();

  check_refused ("", 0, LUDO_ERROR_CORRUPT_SAVE);
  check_refused (garbage, sizeof garbage - 1, LUDO_ERROR_CORRUPT_SAVE);
  check_refused (valid, strlen (valid) / 2, LUDO_ERROR_CORRUPT_SAVE);
  check_refused ("[Other]\nformat-version=1\n", 25, LUDO_ERROR_CORRUPT_SAVE);
}

static void
test_valid_edits (void)
{
  static const char * const roll_in_hand[] = {
    "roll", "6", "last-roll", "6", "phase", "awaiting-move", NULL
  };
  g_autofree char *valid = valid_save ();
  g_autofree char *text = with_entries (valid, roll_in_hand);
  g_autofree char *path = test_path ("edited.ini");
  LudoMove moves[LUDO_MAX_MOVES];
  LudoGame *game;

  /* The checks refuse only what is wrong: a human's roll in hand loads. */
  write_text (path, text);
  game = load_ok (path);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 1);
  g_assert_cmpuint (moves[0].to, ==, 1);
  g_assert_finalize_object (game);
}

static void
test_ranking_order (void)
{
  static const char * const green_first[] = {
    "position", "y:57,57,57,57/57,57,57,57/0,0,0,0/0,0,0,0",
    "phase", "computer-thinking", "ranking", "g,r", NULL
  };
  static const char * const wrong_colours[] = {
    "position", "y:57,57,57,57/57,57,57,57/0,0,0,0/0,0,0,0",
    "phase", "computer-thinking", "ranking", "g,b", NULL
  };
  g_autofree char *valid = valid_save ();
  g_autofree char *text = with_entries (valid, green_first);
  g_autofree char *wrong = with_entries (valid, wrong_colours);
  g_autofree char *path = test_path ("ranking.ini");
  g_autofree char *again = test_path ("ranking-again.ini");
  g_autoptr(GError) error = NULL;
  LudoColour ranking[LUDO_N_COLOURS];
  LudoGame *game;
  LudoGame *back;

  /* The notation cannot tell who finished first; the file can. */
  write_text (path, text);
  game = load_ok (path);
  g_assert_cmpuint (ludo_game_get_ranking (game, ranking), ==, 2);
  g_assert_cmpint (ranking[0], ==, LUDO_COLOUR_GREEN);
  g_assert_cmpint (ranking[1], ==, LUDO_COLOUR_RED);

  g_assert_true (ludo_game_save (game, again, &error));
  g_assert_no_error (error);
  back = load_ok (again);
  assert_same_state (game, back);
  g_assert_finalize_object (back);
  g_assert_finalize_object (game);

  check_refused (wrong, strlen (wrong), LUDO_ERROR_CORRUPT_SAVE);
}

/* The phase a game must be in, read from the rest of its public state:
 * over when nobody is to roll, a computer's turn when a computer is, and
 * for a person a move owed exactly when the roll in hand has moves. */
static LudoPhase
phase_from_state (LudoGame *game)
{
  const LudoPosition *pos = ludo_game_get_position (game);
  LudoMove moves[LUDO_MAX_MOVES];
  LudoMove expected[LUDO_MAX_MOVES];
  LudoSeat seat;
  guint n;

  if (ludo_position_is_over (pos))
    return LUDO_PHASE_OVER;
  seat = ludo_game_get_seat (game, pos->turn);
  g_assert_cmpint (seat, !=, LUDO_SEAT_EMPTY);
  if (seat != LUDO_SEAT_HUMAN)
    return LUDO_PHASE_COMPUTER_THINKING;

  n = ludo_game_get_moves (game, moves);
  if (n == 0)
    return LUDO_PHASE_AWAITING_ROLL;
  /* The roll in hand is the one the die shows. */
  g_assert_cmpuint (ludo_rules_generate_moves (ludo_game_get_rules (game), pos,
                                               ludo_game_get_last_roll (game), expected), ==, n);
  g_assert_cmpmem (moves, n * sizeof (LudoMove), expected, n * sizeof (LudoMove));
  return LUDO_PHASE_AWAITING_MOVE;
}

/* Random damage of every kind: each variant either loads as a consistent
 * game or is refused with a LudoError; it never crashes or warns. */
static void
test_mutations (void)
{
  g_autofree char *valid = valid_save ();
  g_autofree char *path = test_path ("mutated.ini");
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  gsize length = strlen (valid);
  guint loaded = 0;

  for (guint i = 0; i < 2000; i++)
    {
      g_autofree char *text = g_strdup (valid);
      g_autoptr(GError) error = NULL;
      gsize text_length = length;
      guint n_changes = g_rand_int_range (rand, 1, 4);
      LudoGame *game;

      for (guint k = 0; k < n_changes && text_length > 0; k++)
        {
          gsize at = g_rand_int_range (rand, 0, (gint32) text_length);

          switch (g_rand_int_range (rand, 0, 3))
            {
            case 0:
              text[at] = (char) g_rand_int_range (rand, 1, 256);
              break;
            case 1:
              text[at] = "0123456789,:/-rgyb=\n"[g_rand_int_range (rand, 0, 20)];
              break;
            default:
              text_length = at;
              break;
            }
        }

      /* No fsync: thousands of them would make the test crawl. */
      g_assert_true (g_file_set_contents_full (path, text, text_length,
                                               G_FILE_SET_CONTENTS_NONE, 0600, &error));
      g_assert_no_error (error);

      game = ludo_game_load (path, &error);
      if (game != NULL)
        {
          LudoPhase phase = ludo_game_get_phase (game);

          g_assert_no_error (error);
          g_assert_cmpint (phase, ==, phase_from_state (game));
          loaded++;
          g_assert_finalize_object (game);
        }
      else
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == LUDO_ERROR);
          g_assert_true (error->code == LUDO_ERROR_CORRUPT_SAVE ||
                         error->code == LUDO_ERROR_FUTURE_SAVE);
        }
    }

  /* Some damage is harmless (a comment, a changed seed), most is not. */
  g_test_message ("%u of 2000 variants loaded", loaded);
  g_assert_cmpuint (loaded, >, 0);
  g_assert_cmpuint (loaded, <, 2000);
}

/* A game with safe squares is written as format 2 and comes back with
 * them; one without is still written as format 1, which older versions
 * read. A file written before format 2 existed still loads. */
static void
test_format_versions (void)
{
  const LudoRules safe = { .safe = TRUE, .pachisi = TRUE };
  const LudoRules walls = { .blockades = TRUE };
  const LudoSeat seats[] = { H, CE, E, CM };
  static const char old_file[] =
    "[Ludo]\n"
    "format-version=1\n"
    "rules=blockades\n"
    "seat-red=human\n"
    "seat-green=computer-medium\n"
    "seat-yellow=computer-easy\n"
    "seat-blue=computer-hard\n"
    "seed=20261130\n"
    "draws=61\n"
    "position=r:0,0,5,20/0,0,10,10/0,0,0,30/0,3,3,14\n"
    "ranking=\n"
    "phase=awaiting-move\n"
    "roll=4\n"
    "last-roll=4\n"
    "last-move=b:9-14\n";
  g_autofree char *path = test_path ("versions.ini");
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  LudoGame *game = ludo_game_new (&safe, seats, 77);
  LudoGame *loaded;

  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_key_file_get_integer (key_file, "Ludo", "format-version", NULL), ==, 2);
  loaded = load_ok (path);
  g_assert_cmpuint (ludo_rules_get_flags (ludo_game_get_rules (loaded)), ==,
                    LUDO_RULE_SAFE | LUDO_RULE_PACHISI);
  assert_same_state (game, loaded);
  g_assert_finalize_object (loaded);
  g_assert_finalize_object (game);

  game = ludo_game_new (&walls, seats, 78);
  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_key_file_get_integer (key_file, "Ludo", "format-version", NULL), ==, 1);
  g_assert_finalize_object (game);

  write_text (path, old_file);
  loaded = load_ok (path);
  g_assert_cmpuint (ludo_rules_get_flags (ludo_game_get_rules (loaded)), ==, LUDO_RULE_BLOCKADES);
  g_assert_cmpint (ludo_game_get_phase (loaded), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_last_roll (loaded), ==, 4);
  g_assert_finalize_object (loaded);
}

static void
test_future (void)
{
  static const char * const newer[] = { "format-version", "3", "position", "???", NULL };
  g_autofree char *valid = valid_save ();
  g_autofree char *text = with_entries (valid, newer);

  check_refused (text, strlen (text), LUDO_ERROR_FUTURE_SAVE);
}

static void
test_aside_never_overwritten (void)
{
  g_autofree char *path = test_path ("saved-game.ini");
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  write_text (path, "first damaged file");
  g_assert_null (ludo_game_restore (path, &first, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE);
  g_clear_error (&error);

  write_text (path, "second damaged file");
  g_assert_null (ludo_game_restore (path, &second, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE);

  g_assert_cmpstr (first, !=, second);
  text = read_text (first);
  g_assert_cmpstr (text, ==, "first damaged file");
  g_clear_pointer (&text, g_free);
  text = read_text (second);
  g_assert_cmpstr (text, ==, "second damaged file");
}

static void
test_unreadable (void)
{
  g_autofree char *path = test_path ("saved-game.ini");
  g_autofree char *aside = NULL;
  g_autoptr(GError) error = NULL;

  /* A folder where the file should be cannot be read as a game. */
  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  g_assert_null (ludo_game_restore (path, &aside, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (aside);
  g_assert_true (g_file_test (aside, G_FILE_TEST_IS_DIR));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
test_not_a_file (void)
{
  g_autofree char *path = test_path ("saved-game.ini");
  g_autofree char *aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;

  /* A pipe would block a plain read forever. */
  write_text (path, "");
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_assert_null (ludo_game_load (path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_null (ludo_game_restore (path, &aside, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_nonnull (aside);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_pointer (&aside, g_free);

  /* A huge file is refused without being read into memory. */
  write_text (path, "[Ludo]\nformat-version=1\n");
  g_assert_cmpint (truncate (path, 1024 * 1024 * 1024), ==, 0);
  g_assert_null (ludo_game_restore (path, &aside, &error));
  g_assert_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE);
  g_assert_nonnull (aside);
  file = g_file_new_for_path (aside);
  g_assert_true (g_file_query_exists (file, NULL));
}

typedef struct
{
  const char *folder;
  guint       count;
  GThread    *thread;
} Failures;

static void
count_failure_cb (LudoGame   *game,
                  const char *message,
                  Failures   *failures)
{
  /* The reason names the folder that could not be made. */
  g_assert_nonnull (strstr (message, failures->folder));
  failures->count++;
  failures->thread = g_thread_self ();
}

static void
run_pending (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_save_failed (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, H, E, E };
  g_autofree char *blocker = test_path ("blocker");
  g_autofree char *path = g_build_filename (blocker, "sub", "game.ini", NULL);
  g_autoptr(GError) error = NULL;
  Failures failures = { blocker, 0, NULL };
  LudoGame *game;
  GameLog *log;

  /* A plain file stands where a folder is needed. */
  write_text (blocker, "in the way");

  game = ludo_game_new_full (&rules, seats, 1, path);
  log = game_log_new (game, FALSE);
  g_signal_connect (game, "save-failed", G_CALLBACK (count_failure_cb), &failures);

  /* The first save failed while nobody could listen: it is reported from
   * the main loop, once, and never from the thread that wrote. */
  _ludo_game_flush_save (game);
  g_assert_cmpuint (log->lines->len, ==, 0);
  run_pending ();
  game_log_assert (log, (const char *[]) { "save-failed", NULL });
  g_assert_cmpuint (failures.count, ==, 1);
  g_assert_true (failures.thread == g_thread_self ());

  /* The game goes on; a failed save is reported after the step, from the
   * main loop. */
  _ludo_game_push_die (game, 3);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
  _ludo_game_flush_save (game);
  game_log_assert (log, (const char *[]) {
    "dice-rolled r 3", "roll-played r 3 none blocked=[r:0 blocked needs-six] next=g",
    "turn-changed g", NULL });
  run_pending ();
  game_log_assert (log, (const char *[]) { "save-failed", NULL });
  g_assert_cmpint (ludo_game_get_current_colour (game), ==, LUDO_COLOUR_GREEN);
  g_assert_cmpuint (failures.count, ==, 2);

  /* Steps that fail before the main loop runs are reported together. */
  for (guint i = 0; i < 3; i++)
    {
      _ludo_game_push_die (game, 2);
      g_assert_true (ludo_game_roll (game, &error));
      g_assert_no_error (error);
    }
  _ludo_game_flush_save (game);
  run_pending ();
  g_assert_cmpuint (failures.count, ==, 3);
  g_assert_true (failures.thread == g_thread_self ());

  g_assert_false (ludo_game_save (game, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_clear_error (&error);

  /* Once the way is clear the next step is saved, and nothing is reported. */
  g_assert_cmpint (g_unlink (blocker), ==, 0);
  _ludo_game_push_die (game, 4);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
  _ludo_game_flush_save (game);
  run_pending ();
  g_assert_cmpuint (failures.count, ==, 3);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  game_log_free (log);
  g_assert_finalize_object (game);
}

static void
count_writer_failure_cb (const char *message,
                         gpointer    user_data)
{
  guint *count = user_data;

  (*count)++;
}

/* A writer let go with a failure still unreported calls nobody back, not
 * even from the main loop later: its owner may be gone. It logs instead. */
static void
test_writer_close (void)
{
  g_autofree char *blocker = test_path ("blocker");
  g_autofree char *path = g_build_filename (blocker, "game.ini", NULL);
  LudoSaveWriter *writer;
  guint count = 0;

  write_text (blocker, "in the way");

  writer = ludo_save_writer_new (count_writer_failure_cb, &count);
  ludo_save_writer_queue (writer, path, g_strdup ("[Ludo]\n"), 7);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "Could not save the game: *");
  ludo_save_writer_close (writer);
  g_test_assert_expected_messages ();

  run_pending ();
  g_assert_cmpuint (count, ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
test_default_path (void)
{
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "ludo",
                                                "saved-game.ini", NULL);

  g_assert_cmpstr (path, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/game-file/round-trip", test_round_trip);
  g_test_add_func ("/ludo/game-file/round-trip-finished", test_round_trip_finished);
  g_test_add_func ("/ludo/game-file/content", test_saved_content);
  g_test_add_func ("/ludo/game-file/autosave", test_autosave);
  g_test_add_func ("/ludo/game-file/autosave-burst", test_autosave_burst);
  g_test_add_func ("/ludo/game-file/autosave-dispose", test_autosave_dispose);
  g_test_add_func ("/ludo/game-file/missing", test_missing);
  g_test_add_func ("/ludo/game-file/corrupt", test_corrupt);
  g_test_add_func ("/ludo/game-file/corrupt-bytes", test_corrupt_bytes);
  g_test_add_func ("/ludo/game-file/valid-edits", test_valid_edits);
  g_test_add_func ("/ludo/game-file/ranking-order", test_ranking_order);
  g_test_add_func ("/ludo/game-file/mutations", test_mutations);
  g_test_add_func ("/ludo/game-file/format-versions", test_format_versions);
  g_test_add_func ("/ludo/game-file/future", test_future);
  g_test_add_func ("/ludo/game-file/aside-never-overwritten", test_aside_never_overwritten);
  g_test_add_func ("/ludo/game-file/unreadable", test_unreadable);
  g_test_add_func ("/ludo/game-file/not-a-file", test_not_a_file);
  g_test_add_func ("/ludo/game-file/save-failed", test_save_failed);
  g_test_add_func ("/ludo/game-file/writer-close", test_writer_close);
  g_test_add_func ("/ludo/game-file/default-path", test_default_path);

  return g_test_run ();
}
