/* ludo-bench.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-bench.h"

#include <time.h>

/* build-aux/bench-window reads these lines from stderr when LUDO_BENCHMARK
 * is set: marks of the start-up's phases on the monotonic clock (which the
 * script shares, so it can subtract the moment it spawned the process), and
 * the work of each frame as the frame clock saw it. Nothing is printed, and
 * nothing is connected, without the variable. */

gboolean
ludo_bench_enabled (void)
{
  static int enabled = -1;

  if (enabled < 0)
    enabled = g_getenv ("LUDO_BENCHMARK") != NULL;
  return enabled;
}

static gint64
cpu_time (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec * G_GINT64_CONSTANT (1000000) + ts.tv_nsec / 1000;
}

/* With the process's processor time (all threads), which unlike the wall
 * clock does not count the time the machine's other work took. */
void
ludo_bench_mark (const char *what)
{
  if (ludo_bench_enabled ())
    g_printerr ("ludo-benchmark: mark %s %.3f %.3f\n", what, g_get_monotonic_time () / 1000.0,
                cpu_time (CLOCK_PROCESS_CPUTIME_ID) / 1000.0);
}

/* The main thread's processor time, in µs. */
static gint64
thread_cpu_time (void)
{
  return cpu_time (CLOCK_THREAD_CPUTIME_ID);
}

typedef struct
{
  gint64 frame_start;
  gint64 frame_cpu_start;
  gboolean first_reported;
} FrameWatch;

static void
frame_start_cb (GdkFrameClock *clock,
                FrameWatch    *watch)
{
  /* The frame clock runs only the phases something asked for, so the
   * frame starts with whichever comes first; it ends with after-paint. */
  if (watch->frame_start == 0)
    {
      watch->frame_start = g_get_monotonic_time ();
      watch->frame_cpu_start = thread_cpu_time ();
    }
}

static void
frame_end_cb (GdkFrameClock *clock,
              FrameWatch    *watch)
{
  gint64 now = g_get_monotonic_time ();

  if (!watch->first_reported)
    {
      /* The older line, which the figures in the README were taken from. */
      watch->first_reported = TRUE;
      g_printerr ("ludo-benchmark: first-frame\n");
      ludo_bench_mark ("first-frame");
    }
  if (watch->frame_start != 0)
    g_printerr ("ludo-benchmark: frame %.3f %.3f %.3f\n",
                (now - watch->frame_start) / 1000.0, now / 1000.0,
                (thread_cpu_time () - watch->frame_cpu_start) / 1000.0);
  watch->frame_start = 0;
}

/* Call once the toplevel is realized (its frame clock exists). */
void
ludo_bench_watch_frames (GtkWidget *toplevel)
{
  static const char *phases[] = { "flush-events", "before-paint", "update", "layout", "paint" };
  GdkFrameClock *clock;
  FrameWatch *watch;

  if (!ludo_bench_enabled ())
    return;

  clock = gtk_widget_get_frame_clock (toplevel);
  g_return_if_fail (clock != NULL);
  watch = g_new0 (FrameWatch, 1);
  g_object_set_data_full (G_OBJECT (clock), "ludo-bench-watch", watch, g_free);
  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    g_signal_connect (clock, phases[i], G_CALLBACK (frame_start_cb), watch);
  g_signal_connect (clock, "after-paint", G_CALLBACK (frame_end_cb), watch);
}
