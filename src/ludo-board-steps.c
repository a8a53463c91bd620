/* ludo-board-steps.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-private.h"

#include "ludo-board-text.h"


static void start_next_step (LudoBoard *self);

static gboolean
animations_enabled (LudoBoard *self)
{
  gboolean enabled = TRUE;

  if (self->animation_speed == LUDO_ANIMATION_SPEED_OFF)
    return FALSE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled,
                NULL);

  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static double
hop_duration (LudoBoard *self)
{
  switch (self->animation_speed)
    {
    case LUDO_ANIMATION_SPEED_SLOW: return 260;
    case LUDO_ANIMATION_SPEED_FAST: return 90;
    case LUDO_ANIMATION_SPEED_NORMAL:
    case LUDO_ANIMATION_SPEED_OFF:
    default:
      return 160;
    }
}

static void
apply_step (LudoBoard           *self,
            const LudoBoardStep *step)
{
  if (step->kind == LUDO_BOARD_STEP_DIE)
    {
      self->die_face = step->roll;
      self->die_colour = step->colour;
    }
  else
    {
      self->shown = step->after;
      self->has_last_move = TRUE;
      self->last_move = step->move;
    }
}

static void
step_done_cb (gpointer user_data)
{
  LudoBoard *self = user_data;

  g_assert (LUDO_IS_BOARD (self));
  g_assert (self->steps->len > 0);

  apply_step (self, &g_array_index (self->steps, LudoBoardStep, 0));
  g_array_remove_index (self->steps, 0);
  start_next_step (self);
}

static void
start_next_step (LudoBoard *self)
{
  LudoBoardStep *step;

  if (self->steps->len == 0)
    {
      _ludo_board_sync_state (self);
      _ludo_board_update_animating (self);
      /* Last: the release may let a computer play at once. */
      if (self->holding)
        {
          self->holding = FALSE;
          if (self->game != NULL)
            ludo_game_release (self->game);
        }
      return;
    }

  step = &g_array_index (self->steps, LudoBoardStep, 0);
  if (step->kind == LUDO_BOARD_STEP_DIE)
    ludo_board_animation_start (&self->animation, GTK_WIDGET (self), 4 * step->hop_ms,
                                step_done_cb, self);
  else
    ludo_board_animation_start (&self->animation, GTK_WIDGET (self),
                                step->hops_ms + step->flight_ms, step_done_cb, self);
}

static void
enqueue_step (LudoBoard     *self,
              LudoBoardStep *step)
{
  /* Steps already queued keep their order even if animations were just
   * switched off: the new one waits behind them. */
  if (!_ludo_board_is_busy (self) && !animations_enabled (self))
    {
      apply_step (self, step);
      _ludo_board_sync_state (self);
      return;
    }

  g_array_append_val (self->steps, *step);
  if (!self->holding)
    {
      self->holding = TRUE;
      ludo_game_hold (self->game);
    }
  if (!ludo_board_animation_is_running (&self->animation))
    start_next_step (self);
  _ludo_board_sync_state (self);
  _ludo_board_update_animating (self);
}

void
_ludo_board_skip_animations (LudoBoard *self)
{
  /* Each skip runs the step's done callback, which starts the next. */
  while (ludo_board_animation_is_running (&self->animation))
    ludo_board_animation_skip (&self->animation);
}

void
_ludo_board_drop_steps (LudoBoard *self)
{
  ludo_board_animation_stop (&self->animation);
  g_array_set_size (self->steps, 0);
  _ludo_board_update_animating (self);
  if (self->holding)
    {
      self->holding = FALSE;
      if (self->game != NULL)
        ludo_game_release (self->game);
    }
}

void
_ludo_board_dice_rolled_cb (LudoBoard *self,
                            int        colour,
                            guint      value)
{
  LudoBoardStep step = { 0 };

  g_assert (LUDO_IS_BOARD (self));

  /* A player's roll the board did not ask for came from the window's Roll
   * button, or from Space while the focus was elsewhere: the keys' cursor
   * on the board would now be stale. */
  if (!self->rolling && colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE &&
      ludo_game_get_seat (self->game, colour) == LUDO_SEAT_HUMAN)
    self->keyboard_cursor = FALSE;

  step.kind = LUDO_BOARD_STEP_DIE;
  step.colour = colour;
  step.roll = value;
  step.hop_ms = hop_duration (self);
  enqueue_step (self, &step);
}

void
_ludo_board_pawn_moved_cb (LudoBoard *self,
                           int        colour,
                           guint      from,
                           guint      to,
                           guint      count)
{
  LudoBoardCounts before;
  LudoBoardCounts after;
  LudoBoardStep step = { 0 };
  guint captured[LUDO_N_COLOURS] = { 0 };

  g_assert (LUDO_IS_BOARD (self));
  g_return_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE);
  g_return_if_fail (from < to && to <= LUDO_PROGRESS_HOME);

  step.kind = LUDO_BOARD_STEP_MOVE;
  step.colour = colour;
  step.move = (LudoMove) { colour, from, to, MAX (count, 1) };
  step.before = self->known;
  step.after = *ludo_game_get_position (self->game);
  self->known = step.after;

  /* Captured pawns are the other colours' track pawns that went home to base. */
  _ludo_board_count_pawns (&step.before, before);
  _ludo_board_count_pawns (&step.after, after);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      guint slot = before[c][LUDO_PROGRESS_BASE];

      if ((int) c == colour)
        continue;
      for (guint p = LUDO_PROGRESS_START; p <= LUDO_PROGRESS_LAST_TRACK; p++)
        for (guint k = after[c][p]; k < before[c][p] && step.n_captured < LUDO_MAX_CAPTURES; k++)
          {
            step.captured[step.n_captured] = (LudoCapture) { c, p };
            step.captured_slot[step.n_captured] =
              _ludo_board_base_slot (self, c, MIN (slot, LUDO_N_PAWNS - 1));
            step.n_captured++;
            slot++;
            captured[c]++;
          }
    }

  step.n_path = ludo_board_geometry_path (colour, from, to,
                                          _ludo_board_leaving_slot (self, &step.before, colour),
                                          step.path);
  step.hop_ms = hop_duration (self);
  /* Leaving base is one long hop: give it the time of two. */
  step.hops_ms = step.hop_ms * (step.n_path - 1 + (from == LUDO_PROGRESS_BASE ? 1 : 0));
  step.flight_ms = step.n_captured > 0 ? 3 * step.hop_ms : 0;

  g_free (self->announcement);
  self->announcement = ludo_board_text_move (&step.move, captured);

  enqueue_step (self, &step);
}
