/* ludo-save-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Writes the saved game in a worker thread: replacing a file ends in an
 * fsync, which on a busy disk would stall the main loop while the board
 * animates. One worker at most runs at a time and writes the texts in the
 * order they were queued, except that a text still waiting is replaced by a
 * newer one: only the newest state is worth writing. A failure goes back to
 * the main loop of the thread that made the writer, and so does the first
 * good write after one, so that the player stops being told of a problem
 * that has gone (a disk that was full).
 *
 * The save is replaced atomically through a temporary file next to it. A
 * save that is a symbolic link is written through it: replacing the link
 * by a plain file would fork the save, the link's target never updated
 * again. Every message names the save, never the temporary file, which
 * the player has never heard of.
 */

#include "config.h"

#include "ludo-save-writer.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <fcntl.h>
#include <unistd.h>

struct _LudoSaveWriter
{
  /* The owner's side: set once, used on the owner's thread. */
  GMainContext       *context;
  LudoSaveFailedFunc  failed_func;
  gpointer            user_data;

  /* Shared with the worker, under the mutex. */
  GMutex              mutex;
  GCond               done_cond;
  gboolean            running;
  char               *pending_path;
  char               *pending_data;
  gsize               pending_length;
  char               *error_message;
  /* The last write failed; the owner was last told it failed. */
  gboolean            failing;
  gboolean            told_failing;
  GSource            *report_source;
};

static gboolean
make_parent_folder (const char  *path,
                    GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  int saved_errno;

  if (g_mkdir_with_parents (folder, 0700) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               /* Translators: the first %s is a folder, the second why it failed */
               _("Could not create the folder “%s”: %s"),
               folder, g_strerror (saved_errno));
  return FALSE;
}

static void
writer_clear (LudoSaveWriter *self)
{
  g_mutex_clear (&self->mutex);
  g_cond_clear (&self->done_cond);
  g_free (self->pending_path);
  g_free (self->pending_data);
  g_free (self->error_message);
  g_main_context_unref (self->context);
}

static void
writer_release (LudoSaveWriter *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) writer_clear);
}

static gboolean
report_cb (gpointer user_data)
{
  LudoSaveWriter *self = user_data;
  g_autofree char *message = NULL;

  gboolean tell;

  g_mutex_lock (&self->mutex);
  message = g_steal_pointer (&self->error_message);
  g_clear_pointer (&self->report_source, g_source_unref);
  /* A failure followed by a good write before the owner heard of it is
   * no news at all. */
  tell = self->failing || self->told_failing;
  if (!self->failing)
    g_clear_pointer (&message, g_free);
  self->told_failing = self->failing;
  g_mutex_unlock (&self->mutex);

  /* The owner may drop the writer from here: touch nothing after it. */
  if (tell)
    self->failed_func (message, self->user_data);

  return G_SOURCE_REMOVE;
}

/* Failures that come before the main loop hears of the first one are
 * folded into one report with the newest reason; a good write after them
 * is reported as such. @message is %NULL for a good write. */
static void
add_result (LudoSaveWriter *self,
            const char     *message)
{
  gboolean was_failing = self->failing;

  self->failing = message != NULL;
  if (message == NULL && !was_failing)
    return;

  g_free (self->error_message);
  self->error_message = g_strdup (message);

  if (self->report_source != NULL)
    return;

  self->report_source = g_idle_source_new ();
  g_source_set_static_name (self->report_source, "[ludo] save failed");
  g_source_set_callback (self->report_source, report_cb, self, NULL);
  g_source_attach (self->report_source, self->context);
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  LudoSaveWriter *self = task_data;

  g_mutex_lock (&self->mutex);
  while (self->pending_path != NULL)
    {
      g_autofree char *path = g_steal_pointer (&self->pending_path);
      g_autofree char *data = g_steal_pointer (&self->pending_data);
      gsize length = self->pending_length;
      g_autoptr(GError) error = NULL;
      gboolean written;

      g_mutex_unlock (&self->mutex);
      written = ludo_save_writer_write_file (path, data, length, &error);
      g_mutex_lock (&self->mutex);

      /* The report is attached before running drops, so that whoever
       * waited in ludo_save_writer_flush() finds it in the main loop. */
      add_result (self, written ? NULL : error->message);
    }
  self->running = FALSE;
  g_cond_broadcast (&self->done_cond);
  g_mutex_unlock (&self->mutex);
}

/*
 * ludo_save_writer_resolve_path:
 *
 * Returns: (transfer full): where writing @path really writes: the file
 *   its chain of symbolic links ends at (which need not exist yet), or
 *   @path itself
 */
char *
ludo_save_writer_resolve_path (const char *path)
{
  g_autofree char *current = g_strdup (path);

  g_return_val_if_fail (path != NULL, NULL);

  /* As many links as the kernel follows before it gives up (ELOOP). */
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *target = g_file_read_link (current, NULL);
      g_autofree char *folder = NULL;

      if (target == NULL)
        return g_steal_pointer (&current);

      folder = g_path_get_dirname (current);
      g_free (current);
      current = g_path_is_absolute (target)
                ? g_steal_pointer (&target)
                : g_build_filename (folder, target, NULL);
    }

  /* A loop: writing there fails, and says so, with the name given. */
  return g_strdup (path);
}

static gboolean
failed (const char  *path,
        int          saved_errno,
        GError     **error)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               /* Translators: the first %s is a file name, the second why it failed */
               _("Could not write “%s”: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (n == 0)
            errno = ENOSPC;
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/*
 * ludo_save_writer_write_file:
 *
 * Writes @data to @path atomically, creating the folders on the way; a
 * link at @path is written through. It blocks: the worker does it, and so
 * does an explicit save.
 */
gboolean
ludo_save_writer_write_file (const char  *path,
                             const char  *data,
                             gsize        length,
                             GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *temporary = NULL;
  int saved_errno;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (!make_parent_folder (path, error))
    return FALSE;

  target = ludo_save_writer_resolve_path (path);
  if (g_strcmp0 (target, path) != 0 && !make_parent_folder (target, error))
    return FALSE;

  temporary = g_strconcat (target, ".XXXXXX", NULL);
  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    return failed (path, errno, error);

  /* The data reach the disk before the rename makes them the save: a
   * crash leaves the old save or the new one, never an empty file. */
  if (!write_all (fd, data, length) || fsync (fd) != 0)
    {
      saved_errno = errno;
      close (fd);
      g_unlink (temporary);
      return failed (path, saved_errno, error);
    }
  if (close (fd) != 0 || g_rename (temporary, target) != 0)
    {
      saved_errno = errno;
      g_unlink (temporary);
      return failed (path, saved_errno, error);
    }

  return TRUE;
}

/*
 * ludo_save_writer_move_aside:
 * @saved_errno: (out): why the rename failed, when it did
 *
 * Renames the file to <path>.broken-YYYYMMDD-HHMMSS, adding -2, -3, … if
 * needed: a damaged file is evidence and is never deleted or overwritten.
 * The caller tells the player of a failure in its own words.
 *
 * Returns: (transfer full) (nullable): the file's new name, or %NULL
 */
char *
ludo_save_writer_move_aside (const char *path,
                             int        *saved_errno)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *base = g_strdup_printf ("%s.broken-%s", path, stamp);
  g_autofree char *aside = g_strdup (base);

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (saved_errno != NULL, NULL);

  for (guint i = 2; g_file_test (aside, G_FILE_TEST_EXISTS); i++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s-%u", base, i);
    }

  if (g_rename (path, aside) == 0)
    return g_steal_pointer (&aside);

  *saved_errno = errno;
  return NULL;
}

/*
 * ludo_save_writer_new:
 * @failed_func: told of failed writes, from the main loop of this thread
 *
 * Returns: (transfer full): a writer, to give back with ludo_save_writer_close()
 */
LudoSaveWriter *
ludo_save_writer_new (LudoSaveFailedFunc failed_func,
                      gpointer           user_data)
{
  LudoSaveWriter *self;

  g_return_val_if_fail (failed_func != NULL, NULL);

  self = g_atomic_rc_box_new0 (LudoSaveWriter);
  self->context = g_main_context_ref_thread_default ();
  self->failed_func = failed_func;
  self->user_data = user_data;
  g_mutex_init (&self->mutex);
  g_cond_init (&self->done_cond);

  return self;
}

/*
 * ludo_save_writer_queue:
 * @data: (transfer full): what to write
 *
 * Writes @data to @path in the background, after the write in progress.
 */
void
ludo_save_writer_queue (LudoSaveWriter *self,
                        const char     *path,
                        char           *data,
                        gsize           length)
{
  g_autoptr(GTask) task = NULL;
  gboolean start;

  g_return_if_fail (self != NULL);
  g_return_if_fail (path != NULL);
  g_return_if_fail (data != NULL);

  g_mutex_lock (&self->mutex);
  g_free (self->pending_path);
  g_free (self->pending_data);
  self->pending_path = g_strdup (path);
  self->pending_data = data;
  self->pending_length = length;
  start = !self->running;
  self->running = TRUE;
  g_mutex_unlock (&self->mutex);

  if (!start)
    return;

  /* The worker keeps the writer alive, never the owner. */
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, ludo_save_writer_queue);
  g_task_set_task_data (task, g_atomic_rc_box_acquire (self), (GDestroyNotify) writer_release);
  g_task_run_in_thread (task, write_thread);
}

/*
 * ludo_save_writer_flush:
 *
 * Blocks until everything queued is on disk (or failed; a failure is then
 * already waiting in the main loop).
 */
void
ludo_save_writer_flush (LudoSaveWriter *self)
{
  g_return_if_fail (self != NULL);

  g_mutex_lock (&self->mutex);
  while (self->running)
    g_cond_wait (&self->done_cond, &self->mutex);
  g_mutex_unlock (&self->mutex);
}

/*
 * ludo_save_writer_close:
 *
 * Finishes every write queued, then lets the writer go: the failed
 * function is not called any more. A failure nobody will hear of now is
 * logged instead.
 */
void
ludo_save_writer_close (LudoSaveWriter *self)
{
  g_autofree char *message = NULL;

  g_return_if_fail (self != NULL);

  ludo_save_writer_flush (self);

  g_mutex_lock (&self->mutex);
  if (self->report_source != NULL)
    {
      g_source_destroy (self->report_source);
      g_clear_pointer (&self->report_source, g_source_unref);
    }
  message = g_steal_pointer (&self->error_message);
  g_mutex_unlock (&self->mutex);

  if (message != NULL)
    g_message ("Could not save the game: %s", message);

  self->failed_func = NULL;
  writer_release (self);
}
