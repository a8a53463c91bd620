/* ludo-board-animation.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*LudoBoardAnimationDone) (gpointer user_data);
typedef void (*LudoBoardAnimationTick) (gpointer user_data,
                                        double   elapsed_ms);

/* A timed animation on the widget's frame clock, shaped like libadwaita's
 * AdwTimedAnimation: it runs for a duration, redraws the widget on every
 * frame and calls @done once at the end (or when skipped). It holds a tick
 * callback only while it runs. @tick, if set, hears of every frame's
 * elapsed time, the last frame's capped at the duration, but not of a
 * skip: what it marks in time is passed over with the rest. */
typedef struct
{
  GtkWidget              *widget;
  guint                   tick_id;
  gint64                  start_time;
  double                  duration_ms;
  double                  elapsed_ms;
  LudoBoardAnimationDone  done;
  LudoBoardAnimationTick  tick;
  gpointer                user_data;
} LudoBoardAnimation;

void     ludo_board_animation_start      (LudoBoardAnimation     *self,
                                          GtkWidget              *widget,
                                          double                  duration_ms,
                                          LudoBoardAnimationDone  done,
                                          gpointer                user_data);
void     ludo_board_animation_set_tick   (LudoBoardAnimation     *self,
                                          LudoBoardAnimationTick  tick);
void     ludo_board_animation_skip       (LudoBoardAnimation     *self);
void     ludo_board_animation_stop       (LudoBoardAnimation     *self);
gboolean ludo_board_animation_is_running (LudoBoardAnimation     *self);
double   ludo_board_animation_elapsed    (LudoBoardAnimation     *self);
double   ludo_board_ease_in_out          (double                  t);

G_END_DECLS
