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
 * the main loop of the thread that made the writer.
 */

#include "config.h"

#include "ludo-save-writer.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

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

  g_mutex_lock (&self->mutex);
  message = g_steal_pointer (&self->error_message);
  g_clear_pointer (&self->report_source, g_source_unref);
  g_mutex_unlock (&self->mutex);

  /* The owner may drop the writer from here: touch nothing after it. */
  self->failed_func (message, self->user_data);

  return G_SOURCE_REMOVE;
}

/* Failures that come before the main loop hears of the first one are
 * folded into one report with the newest reason. */
static void
add_failure (LudoSaveWriter *self,
             const char     *message)
{
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
      if (!written)
        add_failure (self, error->message);
    }
  self->running = FALSE;
  g_cond_broadcast (&self->done_cond);
  g_mutex_unlock (&self->mutex);
}

/*
 * ludo_save_writer_write_file:
 *
 * Writes @data to @path atomically, creating the folders on the way. It
 * blocks: the worker does it, and so does an explicit save.
 */
gboolean
ludo_save_writer_write_file (const char  *path,
                             const char  *data,
                             gsize        length,
                             GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (!make_parent_folder (path, error))
    return FALSE;

  return g_file_set_contents (path, data, length, error);
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
