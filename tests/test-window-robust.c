/* test-window-robust.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window tells of its saved game and settings (issue 26): the
 * notices under the board, each kept until its cause is gone or the
 * player closes it. */

#include "config.h"

#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <linux/fs.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "ludo-game-private.h"
#include "window-test-util.h"

static const LudoSeat seats[LUDO_N_COLOURS] = {
  LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_EMPTY, LUDO_SEAT_EMPTY,
};

static const char *
notice (Fixture    *fixture,
        const char *id)
{
  return ludo_notice_bar_get_text (_ludo_window_get_notice_bar (fixture->window), id);
}

/* The saves are written in a worker thread and their outcome comes back
 * through the main loop: wait for the notice to come or go (the deadline is a guard against
 * one that never does, not a timing check). */
static void
wait_for_save_notice (Fixture  *fixture,
                      LudoGame *game,
                      gboolean  shown)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while ((notice (fixture, "save") != NULL) != shown && g_get_monotonic_time () < deadline)
    {
      _ludo_game_flush_save (game);
      g_main_context_iteration (NULL, FALSE);
    }
}

static char *
read_save (void)
{
  g_autofree char *path = ludo_game_get_default_save_path ();
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Issue 26 (1): 60 KB in the saved game's rules made the window take
 * minutes to show; the notice quotes a short excerpt. */
static void
test_long_value (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *saved = NULL;
  g_autofree char *value = g_strnfill (60 * 1024, 'x');
  g_autoptr(GString) text = NULL;
  g_auto(GStrv) lines = NULL;
  const char *shown;

  save_game_at ("r:0,0,0,0/0,0,0,0/-/-", seats);
  saved = read_save ();
  text = g_string_new (NULL);
  for (char **line = lines = g_strsplit (saved, "\n", -1); *line != NULL; line++)
    if (g_str_has_prefix (*line, "rules="))
      g_string_append_printf (text, "rules=%s\n", value);
    else if (**line != '\0')
      g_string_append_printf (text, "%s\n", *line);
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));

  open_window (fixture);
  shown = notice (fixture, "restore");
  g_assert_nonnull (shown);
  g_test_message ("%s", shown);
  g_assert_cmpuint (g_utf8_strlen (shown, -1), <, 600);
  g_assert_null (strstr (shown, "\n"));
}

/* Issue 26 (2): a window that finds the saved game claimed by another
 * neither restores it nor writes it, and says so. */
static void
test_second_window (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  LudoSaveSlot *other;
  LudoGame *game;

  save_game_at ("r:0,0,0,0/0,0,0,0/-/-", seats);
  before = read_save ();
  other = ludo_save_slot_claim (path, &error);
  g_assert_no_error (error);

  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  g_assert_null (ludo_game_get_save_path (game));
  g_assert_cmpuint (ludo_game_get_seed (game), !=, 99);
  g_assert_nonnull (notice (fixture, "slot"));
  g_assert_nonnull (strstr (notice (fixture, "slot"), "not be saved"));

  /* A new game in this window is not saved either. */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "start-new-game", NULL);
  iterate ();
  game = ludo_window_get_game (fixture->window);
  g_assert_null (ludo_game_get_save_path (game));

  after = read_save ();
  g_assert_cmpstr (after, ==, before);
  ludo_save_slot_release (other);
}

/* The data folder refuses every change: read-only for a user, immutable
 * for root, whom permissions do not stop. */
static gboolean
lock_folder (const char *folder,
             gboolean    locked)
{
  int fd;
  int flags;
  gboolean done;

  if (getuid () != 0)
    return g_chmod (folder, locked ? 0500 : 0700) == 0;

  fd = g_open (folder, O_RDONLY | O_DIRECTORY, 0);
  if (fd < 0)
    return FALSE;
  done = ioctl (fd, FS_IOC_GETFLAGS, &flags) == 0;
  if (done)
    {
      flags = locked ? (flags | FS_IMMUTABLE_FL) : (flags & ~FS_IMMUTABLE_FL);
      done = ioctl (fd, FS_IOC_SETFLAGS, &flags) == 0;
    }
  close (fd);
  return done;
}

/* Issue 26 (3): a damaged save in a read-only folder: the reason it was
 * not restored stays, next to the reason the new game is not saved, which
 * names the save, not its temporary file. */
static void
test_read_only_folder (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *display = g_filename_display_name (path);
  const char *restore;
  const char *save;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "[Ludo]\nformat-version=1\n", -1, NULL));
  /* The lock file a window makes next to the save, made before the folder
   * is locked, as it would be after an earlier game. */
  {
    g_autoptr(LudoSaveSlot) slot = ludo_save_slot_claim (path, NULL);
  }
  if (!lock_folder (folder, TRUE))
    {
      g_test_skip ("the folder cannot be made read-only here");
      return;
    }

  open_window (fixture);
  _ludo_game_flush_save (ludo_window_get_game (fixture->window));
  iterate ();
  lock_folder (folder, FALSE);

  restore = notice (fixture, "restore");
  save = notice (fixture, "save");
  g_assert_nonnull (restore);
  g_assert_nonnull (save);
  g_test_message ("%s\n%s", restore, save);
  g_assert_nonnull (strstr (save, display));
  g_assert_null (strstr (save, ".ini."));
}

/* Issue 26 (5): the notice that saving failed goes with the next good
 * save. */
static void
test_save_recovers (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  LudoGame *game;

  /* A file where the save's folder should be stops every write. */
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (folder, "in the way", -1, NULL));
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  _ludo_game_flush_save (game);
  wait_for_save_notice (fixture, game, TRUE);
  g_assert_nonnull (notice (fixture, "save"));

  g_assert_cmpint (g_unlink (folder), ==, 0);
  _ludo_game_autosave (game);
  _ludo_game_flush_save (game);
  wait_for_save_notice (fixture, game, FALSE);
  g_assert_null (notice (fixture, "save"));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* Failing again, then a new game that saves: the new game's saves are
   * what counts. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  _ludo_game_autosave (game);
  _ludo_game_flush_save (game);
  wait_for_save_notice (fixture, game, TRUE);
  g_assert_nonnull (notice (fixture, "save"));
  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "start-new-game", NULL);
  game = ludo_window_get_game (fixture->window);
  _ludo_game_flush_save (game);
  wait_for_save_notice (fixture, game, FALSE);
  g_assert_null (notice (fixture, "save"));
}

/* Issue 26 (8): settings repaired to make a game are shown, not only
 * logged; a notice can be closed. */
static void
test_repairs_shown (Fixture       *fixture,
                    gconstpointer  data)
{
  LudoNoticeBar *bar;
  GtkWidget *close;

  g_settings_set_string (fixture->settings, "seat-red", "empty");
  g_settings_set_string (fixture->settings, "seat-green", "empty");
  g_settings_set_string (fixture->settings, "seat-yellow", "empty");
  g_settings_set_string (fixture->settings, "seat-blue", "empty");

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "*Fewer than two seats*");
  open_window (fixture);
  g_test_assert_expected_messages ();
  bar = _ludo_window_get_notice_bar (fixture->window);
  g_assert_nonnull (notice (fixture, "settings"));
  g_assert_nonnull (strstr (notice (fixture, "settings"), "default players"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));

  close = gtk_widget_get_last_child (gtk_widget_get_first_child (GTK_WIDGET (bar)));
  g_assert_true (GTK_IS_BUTTON (close));
  g_signal_emit_by_name (close, "clicked");
  g_assert_null (notice (fixture, "settings"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
}

int
main (int   argc,
      char *argv[])
{
  if (!init_window_tests (&argc, &argv, "/ludo/window/robust/no-display"))
    return g_test_run ();

#define ADD(path, func) \
  g_test_add ("/ludo/window/robust/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("long-value", test_long_value);
  ADD ("second-window", test_second_window);
  ADD ("read-only-folder", test_read_only_folder);
  ADD ("save-recovers", test_save_recovers);
  ADD ("repairs-shown", test_repairs_shown);
#undef ADD

  return g_test_run ();
}
