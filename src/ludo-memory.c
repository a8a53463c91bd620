/* ludo-memory.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Giving freed memory back to the system at the two moments that leave
 * much of it: after rasterising the SVGs (librsvg's scratch surfaces for
 * filters and clips) and once the first frame is on screen (the first
 * layout's styles, text and the saved game's parsing). glibc keeps freed
 * heap memory mapped until told otherwise: without this the window
 * waiting for a person held 1.2 MiB more, measured with build-aux/bench-window. */

#include "config.h"

#include "ludo-memory.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

void
ludo_memory_release (void)
{
#ifdef __GLIBC__
  malloc_trim (0);
#endif
}

static gboolean
release_cb (gpointer data)
{
  ludo_memory_release ();
  return G_SOURCE_REMOVE;
}

static void
first_frame_cb (GdkFrameClock *clock,
                gpointer       data)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, data);
  /* Low priority: after whatever the first frame set going, once the main
   * loop has nothing else to do. */
  g_idle_add_full (G_PRIORITY_LOW, release_cb, NULL, NULL);
}

/* Call once @toplevel is realized (its frame clock exists). */
void
ludo_memory_release_after_first_frame (GtkWidget *toplevel)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (toplevel);

  g_return_if_fail (clock != NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), NULL);
}
