/* frame-timer.c: preloaded by build-aux/bench-window into any GTK 4 app
 * (this game, GNOME Chess, an empty window) so that all of them are timed
 * the same way: the moment a frame reaches the X server, which is when
 * GTK's cairo renderer flushes the window's Xlib surface, or when the GL
 * renderer swaps buffers. Both calls cross from GTK into another library,
 * so the dynamic linker lets this file stand in front of them.
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE
#include <cairo.h>
#include <dlfcn.h>
#include <stdio.h>
#include <time.h>

static void
report (const char *how)
{
  static int frames;
  struct timespec ts, cpu;

  /* The wall clock, and the processor time of the whole process, which
   * the machine's other work does not inflate. */
  clock_gettime (CLOCK_MONOTONIC, &ts);
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu);
  fprintf (stderr, "frame-timer: %s %d %.3f %.3f\n", how, ++frames,
           ts.tv_sec * 1e3 + ts.tv_nsec / 1e6, cpu.tv_sec * 1e3 + cpu.tv_nsec / 1e6);
}

void
cairo_surface_flush (cairo_surface_t *surface)
{
  static void (*real) (cairo_surface_t *);

  if (real == NULL)
    real = (void (*) (cairo_surface_t *)) dlsym (RTLD_NEXT, "cairo_surface_flush");
  real (surface);
  if (cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_XLIB)
    report ("cairo");
}

void
glXSwapBuffers (void          *display,
                unsigned long  drawable)
{
  static void (*real) (void *, unsigned long);

  if (real == NULL)
    real = (void (*) (void *, unsigned long)) dlsym (RTLD_NEXT, "glXSwapBuffers");
  real (display, drawable);
  report ("gl");
}
