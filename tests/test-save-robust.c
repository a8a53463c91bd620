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
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ludo-game-private.h"
#include "ludo-game.h"
#include "ludo-save-slot.h"
#include "ludo-text-quote.h"

#define H  LUDO_SEAT_HUMAN
#define CE LUDO_SEAT_COMPUTER_EASY
#define CM LUDO_SEAT_COMPUTER_MEDIUM
#define CR LUDO_SEAT_COMPUTER_RANDOM
#define E  LUDO_SEAT_EMPTY

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
run_pending (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
roll (LudoGame *game,
      guint     value)
{
  g_autoptr(GError) error = NULL;

  _ludo_game_push_die (game, value);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
  _ludo_game_flush_save (game);
  run_pending ();
}

/* Issue 26 (2): two games claiming one save; the second is told so. */
static void
test_slot_two_claims (void)
{
  g_autofree char *path = test_path ("saved-game.ini");
  g_autoptr(GError) error = NULL;
  LudoSaveSlot *first = ludo_save_slot_claim (path, &error);
  LudoSaveSlot *second;

  g_assert_no_error (error);
  g_assert_nonnull (first);
  g_assert_cmpstr (ludo_save_slot_get_path (first), ==, path);

  second = ludo_save_slot_claim (path, &error);
  g_assert_null (second);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);

  /* Once the first lets go, the slot is free. */
  ludo_save_slot_release (first);
  second = ludo_save_slot_claim (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (second);
  ludo_save_slot_release (second);
}

/* Issue 26 (2): another process holds the slot; once it is killed, its
 * lock is gone. */
static void
test_slot_killed_process (void)
{
  g_autofree char *path = test_path ("saved-game.ini");
  g_autoptr(GError) error = NULL;
  LudoSaveSlot *slot;
  int ready[2];
  int status;
  char byte;
  pid_t child;

  g_assert_cmpint (pipe (ready), ==, 0);
  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      LudoSaveSlot *held = ludo_save_slot_claim (path, NULL);

      if (held == NULL || write (ready[1], "y", 1) != 1)
        _exit (1);
      for (;;)
        pause ();
    }
  close (ready[1]);
  g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
  close (ready[0]);

  slot = ludo_save_slot_claim (path, &error);
  g_assert_null (slot);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);

  g_assert_cmpint (kill (child, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);

  slot = ludo_save_slot_claim (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (slot);
  ludo_save_slot_release (slot);
}

/* Issue 26 (4): temporary files of saves a crash interrupted are cleared
 * away at the next start; anything else next to the save stays. */
static void
test_stale_temporaries (void)
{
  static const char * const stale[] = { "saved-game.ini.Q2yKZ3", "saved-game.ini.aaaaaa" };
  static const char * const kept[] = {
    "saved-game.ini.backup", "saved-game.ini.broken-20260101-120000", "saved-game.ini",
    "other.ini.Q2yKZ3",
  };
  g_autofree char *valid = valid_save ();
  LudoSaveSlot *slot;

  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = test_path (kept[i]);

      /* The player's own file with a name like a temporary one. */
      write_text (path, i == 0 ? "my notes" : valid);
    }
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = test_path (stale[i]);

      write_text (path, i == 0 ? valid : "");
    }

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "Removed *saved-game.ini.*");
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "Removed *saved-game.ini.*");
  {
    g_autofree char *save = test_path ("saved-game.ini");

    slot = ludo_save_slot_claim (save, NULL);
  }
  g_test_assert_expected_messages ();
  g_assert_nonnull (slot);

  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = test_path (stale[i]);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = test_path (kept[i]);

      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
  ludo_save_slot_release (slot);
}

typedef struct
{
  guint  failed;
  guint  recovered;
  char  *message;
} SaveNews;

static void
save_failed_cb (LudoGame   *game,
                const char *message,
                SaveNews   *news)
{
  news->failed++;
  g_free (news->message);
  news->message = g_strdup (message);
}

static void
save_recovered_cb (LudoGame *game,
                   SaveNews *news)
{
  news->recovered++;
}

static LudoGame *
saving_game (const char *path,
             SaveNews   *news)
{
  const LudoRules rules = { 0 };
  const LudoSeat seats[] = { H, H, E, E };
  LudoGame *game = ludo_game_new_full (&rules, seats, 7, path);

  g_signal_connect (game, "save-failed", G_CALLBACK (save_failed_cb), news);
  g_signal_connect (game, "save-recovered", G_CALLBACK (save_recovered_cb), news);
  _ludo_game_flush_save (game);
  run_pending ();
  return game;
}

/* Issue 26 (3): the reason a save failed names the save, never the
 * temporary file it is written through. The name is one the folder takes
 * but that is too long for the temporary one beside it. */
static void
test_message_names_save (void)
{
  g_autofree char *name = g_strnfill (250, 's');
  g_autofree char *path = test_path (name);
  g_autofree char *quoted = g_strdup_printf ("“%s”", path);
  g_autofree char *folder = g_path_get_dirname (path);
  SaveNews news = { 0 };
  LudoGame *game;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  game = saving_game (path, &news);
  g_assert_cmpuint (news.failed, ==, 1);
  g_test_message ("%s", news.message);
  g_assert_nonnull (strstr (news.message, quoted));

  g_assert_finalize_object (game);
  g_free (news.message);
}

/* Issue 26 (5): after a failure, the first good save says so, once. */
static void
test_recovered (void)
{
  g_autofree char *blocker = test_path ("blocker");
  g_autofree char *path = g_build_filename (blocker, "game.ini", NULL);
  SaveNews news = { 0 };
  LudoGame *game;

  write_text (blocker, "in the way");
  game = saving_game (path, &news);
  g_assert_cmpuint (news.failed, ==, 1);
  g_assert_cmpuint (news.recovered, ==, 0);
  roll (game, 2);
  g_assert_cmpuint (news.failed, ==, 2);

  g_assert_cmpint (g_unlink (blocker), ==, 0);
  roll (game, 2);
  g_assert_cmpuint (news.failed, ==, 2);
  g_assert_cmpuint (news.recovered, ==, 1);
  roll (game, 2);
  g_assert_cmpuint (news.recovered, ==, 1);
  g_assert_finalize_object (game);
  g_free (news.message);
}

/* Issue 26 (6): a save that is a link is written through it: the link
 * stays, and its target is the save. */
static void
test_symlink (void)
{
  g_autofree char *target = test_path ("elsewhere/real-game.ini");
  g_autofree char *dangling_target = test_path ("elsewhere/new-game.ini");
  g_autofree char *link = test_path ("ludo/saved-game.ini");
  g_autofree char *dangling = test_path ("ludo/other-game.ini");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudoGame) loaded = NULL;
  SaveNews news = { 0 };
  GStatBuf info;
  LudoGame *game;

  write_text (target, "");
  write_text (link, "");
  g_assert_cmpint (g_unlink (link), ==, 0);
  g_assert_cmpint (symlink ("../elsewhere/real-game.ini", link), ==, 0);
  g_assert_cmpint (symlink (dangling_target, dangling), ==, 0);

  game = saving_game (link, &news);
  roll (game, 3);
  g_assert_cmpuint (news.failed, ==, 0);

  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  loaded = ludo_game_load (target, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludo_game_get_seed (loaded), ==, 7);
  g_assert_cmpint (ludo_game_get_current_colour (loaded), ==, ludo_game_get_current_colour (game));
  g_assert_finalize_object (game);

  /* A link to a file not there yet makes it. */
  game = saving_game (dangling, &news);
  g_assert_cmpint (g_lstat (dangling, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  g_assert_true (g_file_test (dangling_target, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (news.failed, ==, 0);
  g_assert_finalize_object (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/save-robust/quote", test_quote);
  g_test_add_func ("/ludo/save-robust/long-value", test_long_value);
  g_test_add_func ("/ludo/save-robust/random-bytes", test_random_bytes);
  g_test_add_func ("/ludo/save-robust/slot-two-claims", test_slot_two_claims);
  g_test_add_func ("/ludo/save-robust/slot-killed-process", test_slot_killed_process);
  g_test_add_func ("/ludo/save-robust/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/ludo/save-robust/message-names-save", test_message_names_save);
  g_test_add_func ("/ludo/save-robust/recovered", test_recovered);
  g_test_add_func ("/ludo/save-robust/symlink", test_symlink);

  return g_test_run ();
}
