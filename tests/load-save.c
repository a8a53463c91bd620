/* load-save.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ludo-load-save FILE: loads a saved game as the game does at start and
 * prints `draws N position P`, or the reason it cannot be loaded on
 * stderr with exit status 1. For build-aux/crash-test, which checks the
 * save a killed game leaves behind. */

#include "config.h"

#include <stdio.h>

#include "engine/ludo-notation.h"
#include "ludo-game.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(LudoGame) game = NULL;
  char position[LUDO_NOTATION_POSITION_MAX];
  guint64 draws;

  if (argc != 2)
    {
      fprintf (stderr, "usage: ludo-load-save FILE\n");
      return 2;
    }

  game = ludo_game_load (argv[1], &error);
  if (game == NULL)
    {
      fprintf (stderr, "ludo-load-save: %s\n", error->message);
      return 1;
    }
  ludo_game_hold (game);

  /* The draws are the game's clock: every die rolled adds one. The model
   * keeps them to itself; the file has them. */
  if (!g_key_file_load_from_file (key_file, argv[1], G_KEY_FILE_NONE, &error))
    {
      fprintf (stderr, "ludo-load-save: %s\n", error->message);
      return 1;
    }
  draws = g_key_file_get_uint64 (key_file, "Ludo", "draws", NULL);
  ludo_notation_format_position (ludo_game_get_position (game), position);
  printf ("draws %" G_GUINT64_FORMAT " position %s\n", draws, position);
  return 0;
}
