/* fuzz-save.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A libFuzzer target for the saved-game loader: the input is the bytes of
 * the file, read through ludo_game_load() as the game reads its save. A
 * file refused must come with a message fit for a label (valid UTF-8, one
 * line per reason, short); a file accepted must save and load back to the
 * same game. A failed check aborts. */

#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "engine/ludo-notation.h"
#include "ludo-game.h"

#define CHECK(cond) G_STMT_START { \
    if (!(cond)) \
      { \
        g_printerr ("check failed: %s (line %d)\n", #cond, __LINE__); \
        abort (); \
      } \
  } G_STMT_END

/* The longest message about a refused file: a reason or two with short
 * excerpts, and the file's name. */
#define MESSAGE_MAX 1000

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static char *folder;
static char *input_path;
static char *copy_path;

static void
remove_files (void)
{
  g_unlink (input_path);
  g_unlink (copy_path);
  g_rmdir (folder);
}

static void
check_message (const char *message)
{
  CHECK (g_utf8_validate (message, -1, NULL));
  CHECK (g_utf8_strlen (message, -1) <= MESSAGE_MAX);
  for (const char *p = message; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      CHECK (c == '\n' || !g_unichar_iscntrl (c));
    }
}

static void
check_same (LudoGame *a,
            LudoGame *b)
{
  char pos_a[LUDO_NOTATION_POSITION_MAX];
  char pos_b[LUDO_NOTATION_POSITION_MAX];
  LudoColour rank_a[LUDO_N_COLOURS];
  LudoColour rank_b[LUDO_N_COLOURS];
  guint n;

  ludo_notation_format_position (ludo_game_get_position (a), pos_a);
  ludo_notation_format_position (ludo_game_get_position (b), pos_b);
  CHECK (strcmp (pos_a, pos_b) == 0);
  CHECK (ludo_rules_get_flags (ludo_game_get_rules (a)) ==
         ludo_rules_get_flags (ludo_game_get_rules (b)));
  CHECK (ludo_game_get_seed (a) == ludo_game_get_seed (b));
  CHECK (ludo_game_get_phase (a) == ludo_game_get_phase (b));
  CHECK (ludo_game_get_current_colour (a) == ludo_game_get_current_colour (b));
  CHECK (ludo_game_get_last_roll (a) == ludo_game_get_last_roll (b));
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    CHECK (ludo_game_get_seat (a, c) == ludo_game_get_seat (b, c));
  n = ludo_game_get_ranking (a, rank_a);
  CHECK (n == ludo_game_get_ranking (b, rank_b));
  CHECK (memcmp (rank_a, rank_b, n * sizeof rank_a[0]) == 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudoGame) game = NULL;
  g_autoptr(LudoGame) again = NULL;

  FILE *file;

  if (input_path == NULL)
    {
      /* Saves end in an fsync(): in memory it costs nothing. */
      if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR))
        g_setenv ("TMPDIR", "/dev/shm", TRUE);
      folder = g_dir_make_tmp ("ludo-fuzz-save-XXXXXX", NULL);
      CHECK (folder != NULL);
      input_path = g_build_filename (folder, "saved-game.ini", NULL);
      copy_path = g_build_filename (folder, "copy.ini", NULL);
      atexit (remove_files);
    }

  file = fopen (input_path, "wb");
  CHECK (file != NULL);
  CHECK (fwrite (data, 1, size, file) == size);
  CHECK (fclose (file) == 0);

  game = ludo_game_load (input_path, &error);
  if (game == NULL)
    {
      CHECK (error != NULL);
      check_message (error->message);
      return 0;
    }
  CHECK (error == NULL);

  /* The computers wait: no main loop runs here. */
  ludo_game_hold (game);
  CHECK (ludo_game_save (game, copy_path, &error));
  again = ludo_game_load (copy_path, &error);
  CHECK (again != NULL);
  ludo_game_hold (again);
  check_same (game, again);
  return 0;
}
