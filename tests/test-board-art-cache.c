/* test-board-art-cache.c: the board's pixels kept between starts.
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "ludo-board-art-cache.h"

static cairo_surface_t *
pattern_surface (int    size,
                 double hue)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgba (cr, hue, 1 - hue, 0.5, 0.6);
  cairo_arc (cr, size / 2.0, size / 2.0, size / 3.0, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int w = cairo_image_surface_get_width (a);
  int h = cairo_image_surface_get_height (a);

  if (w != cairo_image_surface_get_width (b) || h != cairo_image_surface_get_height (b))
    return FALSE;
  for (int row = 0; row < h; row++)
    if (memcmp (cairo_image_surface_get_data (a) + row * cairo_image_surface_get_stride (a),
                cairo_image_surface_get_data (b) + row * cairo_image_surface_get_stride (b),
                w * 4) != 0)
      return FALSE;
  return TRUE;
}

/* The store runs in a worker thread: wait for its file (the deadline is a
 * guard against a store that never comes, not a timing check). */
static void
wait_for_file (const char *path)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (!g_file_test (path, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
    g_usleep (1000);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
store (const char *path,
       const int  *sizes,
       guint       n)
{
  cairo_surface_t *images[4];

  for (guint i = 0; i < n; i++)
    images[i] = pattern_surface (sizes[i], i / 4.0);
  ludo_board_art_cache_store (path, n, images);
  for (guint i = 0; i < n; i++)
    cairo_surface_destroy (images[i]);
  wait_for_file (path);
}

/* What is stored comes back pixel for pixel, in the cache folder. */
static void
test_round_trip (void)
{
  const int sizes[] = { 60, 7, 11 };
  g_autofree char *key = NULL;
  g_autofree char *path = NULL;
  g_autofree char *folder = g_build_filename (g_get_user_cache_dir (), "ludo", NULL);
  cairo_surface_t *loaded[3] = { NULL, };
  GBytes *sources[2] = { g_bytes_new_static ("<svg/>", 6), g_bytes_new_static ("<svg></svg>", 11) };

  key = ludo_board_art_cache_key (sources, 2);
  path = ludo_board_art_cache_path (key, 60);
  g_assert_true (g_str_has_prefix (path, folder));
  g_assert_false (ludo_board_art_cache_load (path, 3, sizes, loaded));

  store (path, sizes, 3);
  g_assert_true (ludo_board_art_cache_load (path, 3, sizes, loaded));
  for (guint i = 0; i < 3; i++)
    {
      cairo_surface_t *expected = pattern_surface (sizes[i], i / 4.0);

      g_assert_true (same_pixels (loaded[i], expected));
      cairo_surface_destroy (expected);
      cairo_surface_destroy (loaded[i]);
    }

  g_bytes_unref (sources[0]);
  g_bytes_unref (sources[1]);
}

/* New drawings never meet old pixels: the key follows every byte. */
static void
test_key_follows_sources (void)
{
  GBytes *a = g_bytes_new_static ("<svg width='1'/>", 16);
  GBytes *b = g_bytes_new_static ("<svg width='2'/>", 16);
  g_autofree char *ka = ludo_board_art_cache_key (&a, 1);
  g_autofree char *kb = ludo_board_art_cache_key (&b, 1);
  g_autofree char *ka2 = ludo_board_art_cache_key (&a, 1);

  g_assert_cmpstr (ka, !=, kb);
  g_assert_cmpstr (ka, ==, ka2);
  g_bytes_unref (a);
  g_bytes_unref (b);
}

/* A file of other sizes, cut short, longer, or not one of ours, is
 * ignored, and nothing is handed back. */
static void
test_damaged_files_ignored (void)
{
  const int sizes[] = { 40, 9 };
  const int other[] = { 40, 10 };
  g_autofree char *path = ludo_board_art_cache_path ("0123456789abcdef", 40);
  g_autofree char *contents = NULL;
  cairo_surface_t *loaded[2] = { NULL, };
  gsize length;

  store (path, sizes, 2);
  g_assert_false (ludo_board_art_cache_load (path, 2, other, loaded));
  g_assert_false (ludo_board_art_cache_load (path, 1, sizes, loaded));
  g_assert_null (loaded[0]);

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length - 1, NULL));
  g_assert_false (ludo_board_art_cache_load (path, 2, sizes, loaded));
  g_assert_null (loaded[0]);
  g_assert_null (loaded[1]);

  contents = g_realloc (contents, length + 1);
  g_assert_true (g_file_set_contents (path, contents, length + 1, NULL));
  g_assert_false (ludo_board_art_cache_load (path, 2, sizes, loaded));

  g_assert_true (g_file_set_contents (path, "LUDOART1\xff\xff\xff\xff", 12, NULL));
  g_assert_false (ludo_board_art_cache_load (path, 2, sizes, loaded));
  g_assert_true (g_file_set_contents (path, "PNG", 3, NULL));
  g_assert_false (ludo_board_art_cache_load (path, 2, sizes, loaded));
  g_assert_null (loaded[0]);
}

/* Only the newest few sizes are kept, and a temporary file left by a
 * killed process goes once it is old. */
static void
test_prunes_old_files (void)
{
  const int sizes[] = { 8 };
  g_autofree char *folder = g_build_filename (g_get_user_cache_dir (), "ludo", NULL);
  g_autofree char *stale = g_build_filename (folder, "board-0123456789abcdef-8.bin.AB12CD", NULL);
  g_autofree char *fresh = g_build_filename (folder, "board-0123456789abcdef-9.bin.EF34GH", NULL);
  g_autofree char *newest = ludo_board_art_cache_path ("0123456789abcdef", 300);
  g_autofree char *oldest = ludo_board_art_cache_path ("0123456789abcdef", 200);
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  struct utimbuf long_ago = { 1000000000, 1000000000 };

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (stale, "", 0, NULL));
  g_assert_cmpint (g_utime (stale, &long_ago), ==, 0);
  g_assert_true (g_file_set_contents (fresh, "", 0, NULL));
  /* Five older sizes, each a second newer than the one before. */
  for (int px = 200; px < 205; px++)
    {
      g_autofree char *path = ludo_board_art_cache_path ("0123456789abcdef", px);
      struct utimbuf t = { 1500000000 + px, 1500000000 + px };

      g_assert_true (g_file_set_contents (path, "x", 1, NULL));
      g_assert_cmpint (g_utime (path, &t), ==, 0);
    }

  store (newest, sizes, 1);
  /* The pruning follows the file in the same worker (the deadline is a
   * guard, not a timing check). */
  while ((g_file_test (oldest, G_FILE_TEST_EXISTS) || g_file_test (stale, G_FILE_TEST_EXISTS)) &&
         g_get_monotonic_time () < deadline)
    g_usleep (1000);

  for (int px = 200; px < 205; px++)
    {
      g_autofree char *path = ludo_board_art_cache_path ("0123456789abcdef", px);

      g_assert_cmpint (g_file_test (path, G_FILE_TEST_EXISTS), ==, px >= 203);
    }
  g_assert_true (g_file_test (newest, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/board-art-cache/round-trip", test_round_trip);
  g_test_add_func ("/ludo/board-art-cache/key-follows-sources", test_key_follows_sources);
  g_test_add_func ("/ludo/board-art-cache/damaged-files-ignored", test_damaged_files_ignored);
  g_test_add_func ("/ludo/board-art-cache/prunes-old-files", test_prunes_old_files);

  return g_test_run ();
}
