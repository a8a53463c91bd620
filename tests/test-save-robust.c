/* test-save-robust.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a file, a disk or a second copy of the game can do to the saved
 * game (issue 26): whatever the file holds, the message about it is short
 * and fit for a label. */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ludo-game.h"
#include "ludo-text-quote.h"

#define H  LUDO_SEAT_HUMAN
#define CE LUDO_SEAT_COMPUTER_EASY
#define CM LUDO_SEAT_COMPUTER_MEDIUM
#define CR LUDO_SEAT_COMPUTER_RANDOM

/* The longest message about a damaged save, in characters: its sentence
 * and a short excerpt, never the whole value. */
#define MESSAGE_MAX 300

/* G_TEST_OPTION_ISOLATE_DIRS gives every test its own empty data folder. */
static char *
test_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "saves", name, NULL);
}

static char *
valid_save (void)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, CE, CM, CR };
  g_autofree char *path = test_path ("template.ini");
  g_autoptr(GError) error = NULL;
  LudoGame *game = ludo_game_new (&rules, seats, 31);
  char *text = NULL;

  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_finalize_object (game);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (path), ==, 0);
  return text;
}

/* @text with the line of @key (or a new line, when @key is NULL) holding
 * @length bytes of @value. */
static GBytes *
with_raw_line (const char *text,
               const char *key,
               const char *value,
               gsize       length)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *prefix = key != NULL ? g_strconcat (key, "=", NULL) : NULL;
  GByteArray *out = g_byte_array_new ();
  gboolean replaced = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0' && lines[i + 1] == NULL)
        break;
      if (prefix != NULL && g_str_has_prefix (lines[i], prefix))
        {
          g_byte_array_append (out, (const guint8 *) prefix, strlen (prefix));
          g_byte_array_append (out, (const guint8 *) value, length);
          replaced = TRUE;
        }
      else
        g_byte_array_append (out, (const guint8 *) lines[i], strlen (lines[i]));
      g_byte_array_append (out, (const guint8 *) "\n", 1);
    }
  if (key == NULL)
    {
      g_byte_array_append (out, (const guint8 *) value, length);
      g_byte_array_append (out, (const guint8 *) "\n", 1);
      replaced = TRUE;
    }
  g_assert_true (replaced);
  return g_byte_array_free_to_bytes (out);
}

static void
assert_fit_for_a_label (const char *message)
{
  g_assert_true (g_utf8_validate (message, -1, NULL));
  g_assert_cmpuint (g_utf8_strlen (message, -1), <=, MESSAGE_MAX);
  for (const char *p = message; *p != '\0'; p = g_utf8_next_char (p))
    g_assert_false (g_unichar_iscntrl (g_utf8_get_char (p)));
}

/* Loads @bytes as the saved game and checks the message refusing it. */
static void
check_message (GBytes *bytes)
{
  g_autofree char *path = test_path ("saved-game.ini");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  LudoGame *game;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, data, length, &error));
  g_assert_no_error (error);

  game = ludo_game_load (path, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("refused: %.400s", error->message);
  assert_fit_for_a_label (error->message);
}

/* Issue 26 (1): 60 KB in any entry the loader quotes, under the size
 * limit, made a message GTK took minutes to lay out. */
static void
test_long_value (void)
{
  static const char * const keys[] = {
    "format-version", "rules", "seat-red", "seed", "draws", "position",
    "ranking", "phase", "roll", "last-move",
  };
  g_autofree char *valid = valid_save ();
  gsize length = 60 * 1024;
  g_autofree char *value = g_malloc (length);

  for (gsize i = 0; i < length; i++)
    value[i] = "x\t\x01\x1b"[i % 4];
  /* A valid number first, for the entries that must be one. */
  memcpy (value, "1", 1);

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autoptr(GBytes) bytes = with_raw_line (valid, keys[k], value, length);

      g_test_message ("60 KB of %s", keys[k]);
      check_message (bytes);
    }

  /* A line that is no entry at all, which the key file parser quotes. */
  {
    g_autoptr(GBytes) bytes = with_raw_line (valid, NULL, value + 1, length - 1);

    check_message (bytes);
  }
}

/* Issue 26 (1): random bytes were printed raw in the status line. */
static void
test_random_bytes (void)
{
  g_autofree char *valid = valid_save ();
  gsize length = 60 * 1024;
  g_autofree char *value = g_malloc (length);
  GRand *rand = g_rand_new_with_seed (26);

  for (guint round = 0; round < 20; round++)
    {
      static const char * const keys[] = { "rules", "position", "seat-red", "last-move", NULL };
      g_autoptr(GBytes) bytes = NULL;

      for (gsize i = 0; i < length; i++)
        {
          /* Anything but the end of the line. */
          do
            value[i] = (char) g_rand_int_range (rand, 0, 256);
          while (value[i] == '\n' || value[i] == '\r');
        }
      bytes = with_raw_line (valid, keys[round % 5], value, length);
      check_message (bytes);
    }
  g_rand_free (rand);
}

static void
test_quote (void)
{
  static const char invalid[] = "ab\xff\xfe" "c";
  g_autofree char *plain = ludo_text_quote ("standard");
  g_autofree char *bad = ludo_text_quote_full (invalid, sizeof invalid - 1, 11);
  g_autofree char *controls = ludo_text_quote ("a\nb\tc\x1b[31m\xe2\x80\xae" "d");
  g_autofree char *greek = ludo_text_quote_full ("φράγμα και πιόνι", -1, 6);
  g_autofree char *nul = ludo_text_quote_full ("a\0b", 3, 10);
  g_autofree char *cut = ludo_text_quote_full (invalid, sizeof invalid - 1, 5);

  g_assert_cmpstr (plain, ==, "standard");
  g_assert_cmpstr (bad, ==, "ab\\xff\\xfec");
  /* Invisible characters (here the right-to-left override) are shown as
   * code points. */
  g_assert_cmpstr (controls, ==, "a\\nb\\tc\\x1b[31m\\u{202E}d");
  g_assert_cmpstr (greek, ==, "φράγμα…");
  g_assert_cmpstr (nul, ==, "a\\x00b");
  /* An escape that does not fit is left out whole. */
  g_assert_cmpstr (cut, ==, "ab…");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/save-robust/quote", test_quote);
  g_test_add_func ("/ludo/save-robust/long-value", test_long_value);
  g_test_add_func ("/ludo/save-robust/random-bytes", test_random_bytes);

  return g_test_run ();
}
