/* ludo-board-animation.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-animation.h"

static void
finish (LudoBoardAnimation *self)
{
  LudoBoardAnimationDone done = self->done;
  gpointer user_data = self->user_data;

  /* Clear first: @done may start the next animation on this struct. */
  self->done = NULL;
  self->user_data = NULL;
  self->elapsed_ms = self->duration_ms;
  if (self->widget != NULL)
    gtk_widget_queue_draw (self->widget);
  if (done != NULL)
    done (user_data);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  LudoBoardAnimation *self = user_data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->start_time == 0)
    self->start_time = now;
  self->elapsed_ms = MIN ((now - self->start_time) / 1000.0, self->duration_ms);
  if (self->tick != NULL)
    self->tick (self->user_data, self->elapsed_ms);

  if (self->elapsed_ms >= self->duration_ms)
    {
      self->tick_id = 0;
      finish (self);
      return G_SOURCE_REMOVE;
    }

  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

void
ludo_board_animation_start (LudoBoardAnimation     *self,
                            GtkWidget              *widget,
                            double                  duration_ms,
                            LudoBoardAnimationDone  done,
                            gpointer                user_data)
{
  g_return_if_fail (self->tick_id == 0);

  self->widget = widget;
  self->duration_ms = MAX (duration_ms, 1.0);
  self->elapsed_ms = 0;
  /* The first frame sets the start, so a slow first frame does not eat the
   * beginning of the animation. */
  self->start_time = 0;
  self->done = done;
  self->user_data = user_data;
  self->tick_id = gtk_widget_add_tick_callback (widget, tick_cb, self, NULL);
  gtk_widget_queue_draw (widget);
}

void
ludo_board_animation_set_tick (LudoBoardAnimation     *self,
                               LudoBoardAnimationTick  tick)
{
  self->tick = tick;
}

/* Jumps to the end and calls the done callback. */
void
ludo_board_animation_skip (LudoBoardAnimation *self)
{
  if (self->tick_id == 0)
    return;

  gtk_widget_remove_tick_callback (self->widget, self->tick_id);
  self->tick_id = 0;
  finish (self);
}

/* Removes the tick callback without calling the done callback (teardown). */
void
ludo_board_animation_stop (LudoBoardAnimation *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (self->widget, self->tick_id);
  self->tick_id = 0;
  self->done = NULL;
  self->user_data = NULL;
}

gboolean
ludo_board_animation_is_running (LudoBoardAnimation *self)
{
  return self->tick_id != 0;
}

double
ludo_board_animation_elapsed (LudoBoardAnimation *self)
{
  return self->elapsed_ms;
}

/* The ease-in-out cubic curve. */
double
ludo_board_ease_in_out (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  if (t < 0.5)
    return 4 * t * t * t;
  t = 2 * t - 2;
  return 0.5 * t * t * t + 1;
}
