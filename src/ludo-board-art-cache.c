/* ludo-board-art-cache.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Rasterising the board's SVGs is most of the game's start-up (README,
 * "Benchmarks": a few hundred milliseconds, more than GTK's own start),
 * and the window opens at the size it had last time. So the pixels of the
 * last few sizes are kept in the user's cache folder, and a start at one
 * of those sizes reads them back instead of rasterising.
 *
 * One file per size holds every image, uncompressed: reading 1.5 MB is
 * quicker than decoding a PNG, and the pixels come back exactly as cairo
 * made them. The file's name carries a hash of the SVGs (and this
 * format), so new art never meets old pixels; a file that is short,
 * damaged or of other sizes is ignored and replaced. It is written in a
 * worker thread, atomically, and only the newest few are kept.
 */

#include "config.h"

#include "ludo-board-art-cache.h"

#include <errno.h>
#include <gio/gio.h>
#include <string.h>

#define MAGIC "LUDOART1"
#define KEEP_FILES 3

char *
ludo_board_art_cache_key (GBytes * const *sources,
                          guint           n_sources)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *key = NULL;

  g_checksum_update (sum, (const guchar *) MAGIC, strlen (MAGIC));
  for (guint i = 0; i < n_sources; i++)
    {
      gsize size;
      const guchar *data = g_bytes_get_data (sources[i], &size);

      g_checksum_update (sum, data, size);
    }
  key = g_strdup (g_checksum_get_string (sum));
  key[16] = '\0';
  return g_steal_pointer (&key);
}

char *
ludo_board_art_cache_path (const char *key,
                           int         px)
{
  g_autofree char *name = g_strdup_printf ("board-%s-%d.bin", key, px);

  return g_build_filename (g_get_user_cache_dir (), "ludo", name, NULL);
}

static gboolean
read_u32 (const guchar **p,
          const guchar  *end,
          guint32       *value)
{
  if (end - *p < 4)
    return FALSE;
  memcpy (value, *p, 4);
  *p += 4;
  return TRUE;
}

/* Fills @images (each @sizes[i] pixels square) from the file at @path.
 * Returns FALSE, with nothing filled, when the file is missing or does not
 * hold exactly those images. */
gboolean
ludo_board_art_cache_load (const char       *path,
                           guint             n_images,
                           const int        *sizes,
                           cairo_surface_t **images)
{
  g_autofree char *contents = NULL;
  const guchar *p, *end;
  gsize length;
  guint32 count;
  guint i;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  p = (const guchar *) contents;
  end = p + length;
  if (length < strlen (MAGIC) || memcmp (p, MAGIC, strlen (MAGIC)) != 0)
    return FALSE;
  p += strlen (MAGIC);
  if (!read_u32 (&p, end, &count) || count != n_images)
    return FALSE;

  for (i = 0; i < n_images; i++)
    {
      guint32 w, h;
      cairo_surface_t *surface;
      guchar *data;
      int stride;

      if (!read_u32 (&p, end, &w) || !read_u32 (&p, end, &h) ||
          w != (guint32) sizes[i] || h != (guint32) sizes[i] ||
          (gsize) (end - p) < (gsize) w * h * 4)
        break;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
      if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
        {
          cairo_surface_destroy (surface);
          break;
        }
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);
      for (guint32 row = 0; row < h; row++, p += w * 4)
        memcpy (data + row * stride, p, w * 4);
      cairo_surface_mark_dirty (surface);
      images[i] = surface;
    }

  if (i == n_images && p == end)
    return TRUE;
  while (i-- > 0)
    g_clear_pointer (&images[i], cairo_surface_destroy);
  return FALSE;
}

typedef struct
{
  char *path;
  GPtrArray *images;
} StoreJob;

static void
store_job_free (StoreJob *job)
{
  g_free (job->path);
  g_ptr_array_unref (job->images);
  g_free (job);
}

static gint
newest_first (gconstpointer a,
              gconstpointer b)
{
  const GFileInfo *x = *(GFileInfo * const *) a, *y = *(GFileInfo * const *) b;
  guint64 tx = g_file_info_get_attribute_uint64 ((GFileInfo *) x, G_FILE_ATTRIBUTE_TIME_MODIFIED);
  guint64 ty = g_file_info_get_attribute_uint64 ((GFileInfo *) y, G_FILE_ATTRIBUTE_TIME_MODIFIED);

  return tx < ty ? 1 : tx > ty ? -1 : 0;
}

/* A window resized now and then would otherwise leave a file per size, and
 * a process killed while writing its temporary file. */
static void
prune (const char *folder)
{
  g_autoptr(GFile) dir = g_file_new_for_path (folder);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  GFileInfo *info;

  guint64 now = g_get_real_time () / G_USEC_PER_SEC;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (children == NULL)
    return;
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      const char *name = g_file_info_get_name (info);
      guint64 age = now - g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);

      if (g_str_has_prefix (name, "board-") && g_str_has_suffix (name, ".bin"))
        {
          g_ptr_array_add (files, info);
          continue;
        }
      /* Another start may be writing this one now; a minute is plenty. */
      if (g_str_has_prefix (name, "board-") && strstr (name, ".bin.") != NULL && age > 60)
        {
          g_autoptr(GFile) file = g_file_get_child (dir, name);

          g_file_delete (file, NULL, NULL);
        }
      g_object_unref (info);
    }
  g_ptr_array_sort (files, newest_first);
  for (guint i = KEEP_FILES; i < files->len; i++)
    {
      g_autoptr(GFile) file = g_file_get_child (dir, g_file_info_get_name (files->pdata[i]));

      g_file_delete (file, NULL, NULL);
    }
}

static void
store_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  StoreJob *job = task_data;
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_autofree char *folder = g_path_get_dirname (job->path);
  g_autoptr(GError) error = NULL;
  guint32 count = job->images->len;

  g_byte_array_append (out, (const guint8 *) MAGIC, strlen (MAGIC));
  g_byte_array_append (out, (const guint8 *) &count, 4);
  for (guint i = 0; i < job->images->len; i++)
    {
      cairo_surface_t *surface = job->images->pdata[i];
      guint32 w = cairo_image_surface_get_width (surface);
      guint32 h = cairo_image_surface_get_height (surface);
      int stride = cairo_image_surface_get_stride (surface);
      const guchar *data = cairo_image_surface_get_data (surface);

      g_byte_array_append (out, (const guint8 *) &w, 4);
      g_byte_array_append (out, (const guint8 *) &h, 4);
      for (guint32 row = 0; row < h; row++)
        g_byte_array_append (out, data + row * stride, w * 4);
    }

  /* A cache that cannot be written only costs the next start its time. */
  if (g_mkdir_with_parents (folder, 0700) != 0 ||
      !g_file_set_contents (job->path, (const char *) out->data, out->len, &error))
    g_debug ("The board's pixels are not kept for the next start: %s",
             error != NULL ? error->message : g_strerror (errno));
  else
    prune (folder);
  g_task_return_boolean (task, TRUE);
}

/* Writes @images to @path in a worker thread. The surfaces are only read
 * there, and held until the file is written. */
void
ludo_board_art_cache_store (const char       *path,
                            guint             n_images,
                            cairo_surface_t **images)
{
  g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);
  StoreJob *job = g_new0 (StoreJob, 1);

  job->path = g_strdup (path);
  job->images = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  for (guint i = 0; i < n_images; i++)
    {
      cairo_surface_flush (images[i]);
      g_ptr_array_add (job->images, cairo_surface_reference (images[i]));
    }
  g_task_set_name (task, "[ludo] keep the board's pixels");
  g_task_set_task_data (task, job, (GDestroyNotify) store_job_free);
  g_task_run_in_thread (task, store_thread);
}
