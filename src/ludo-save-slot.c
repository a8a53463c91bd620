/* ludo-save-slot.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * The right to play the saved game. Two copies of Ludo started without a
 * session bus are two processes: both would restore the same game and
 * then overwrite each other's saves for ever. Whoever claims the slot
 * first holds an exclusive flock() on `<save>.lock` next to the save until
 * it lets go; anybody else is told the slot is busy. The kernel drops the
 * lock with the last descriptor, so a copy that was killed leaves nothing
 * that blocks the next one; the lock file itself stays, empty.
 *
 * flock() rather than fcntl(): its locks belong to the open file, so a
 * second claim from the same process is refused too.
 *
 * Claiming the slot is also the moment to clear away what a killed writer
 * left: the temporary files `<save>.XXXXXX` of an atomic replace that
 * never got to its rename. Nobody else can be writing them while the slot
 * is held.
 */

#include "config.h"

#include "ludo-save-slot.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "ludo-save-writer.h"

struct _LudoSaveSlot
{
  char *path;
  int   fd;
};

/* The names g_mkstemp() makes of `<base>.XXXXXX`. */
static gboolean
is_temporary_of (const char *name,
                 const char *base)
{
  gsize n = strlen (base);

  if (strncmp (name, base, n) != 0 || name[n] != '.' || strlen (name + n + 1) != 6)
    return FALSE;

  for (const char *p = name + n + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;

  return TRUE;
}

static gboolean
starts_as_save (const char *file)
{
  char head[7] = { 0 };
  int fd = g_open (file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0);
  gboolean is_save;

  if (fd < 0)
    return FALSE;
  is_save = read (fd, head, 6) == 6 && strcmp (head, "[Ludo]") == 0;
  close (fd);
  return is_save;
}

static void
remove_temporaries (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = NULL;
      GStatBuf info;

      if (!is_temporary_of (name, base))
        continue;
      file = g_build_filename (folder, name, NULL);
      /* Only what a save writes: a plain file, empty or a saved game. A
       * file of the player's that happens to have such a name stays. */
      if (g_lstat (file, &info) == 0 && S_ISREG (info.st_mode) &&
          (info.st_size == 0 || starts_as_save (file)) && g_unlink (file) == 0)
        g_message ("Removed %s, left over from a save that never finished", file);
    }
}

/**
 * ludo_save_slot_claim:
 * @path: the saved game
 * @error: return location for an error
 *
 * Claims @path for this game, and clears away the temporary files a save
 * interrupted by a crash left there. Where no lock can be made at all (a
 * read-only folder) the claim succeeds unlocked: nothing can be saved
 * there, by this copy or another, and the saved game may still be read.
 *
 * Returns: (transfer full) (nullable): the slot, to give back with
 *   ludo_save_slot_release(); %NULL with %G_IO_ERROR_BUSY while another
 *   game holds it
 */
LudoSaveSlot *
ludo_save_slot_claim (const char  *path,
                      GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *lock_path = NULL;
  g_autofree char *target = NULL;
  LudoSaveSlot *self;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  folder = g_path_get_dirname (path);
  lock_path = g_strconcat (path, ".lock", NULL);
  g_mkdir_with_parents (folder, 0700);

  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      g_message ("Could not make the lock file %s: %s", lock_path, g_strerror (errno));
    }
  else if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      close (fd);
      if (saved_errno == EWOULDBLOCK)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("Another Ludo window is playing the saved game"));
          return NULL;
        }
      g_message ("Could not lock %s: %s", lock_path, g_strerror (saved_errno));
      fd = -1;
    }

  self = g_new0 (LudoSaveSlot, 1);
  self->path = g_strdup (path);
  self->fd = fd;

  remove_temporaries (path);
  /* A save through a link is written next to its target. */
  target = ludo_save_writer_resolve_path (path);
  if (g_strcmp0 (target, path) != 0)
    remove_temporaries (target);

  return self;
}

const char *
ludo_save_slot_get_path (LudoSaveSlot *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->path;
}

/**
 * ludo_save_slot_release:
 *
 * Lets the slot go: the next claim, from here or another copy, succeeds.
 */
void
ludo_save_slot_release (LudoSaveSlot *self)
{
  if (self == NULL)
    return;

  if (self->fd >= 0)
    close (self->fd);
  g_free (self->path);
  g_free (self);
}
