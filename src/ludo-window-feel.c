/* ludo-window-feel.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How play feels (issue 23): the game plays a person's only move by
 * itself when the `auto-move` setting says so (the game decides which
 * moves are distinct; the window only passes the setting on), and the
 * board turns the first person's colour to the bottom left when
 * `turn-board` is on. */

#include "config.h"

#include "ludo-window-private.h"

static void
apply_auto_move (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  if (self->game != NULL)
    ludo_game_set_auto_move (self->game, g_settings_get_boolean (self->settings, "auto-move"));
}

/* The first person in the order of play, the one a turned board faces;
 * with only computers at the table, nobody. */
static LudoColour
first_person (LudoGame *game)
{
  for (int c = LUDO_COLOUR_RED; c <= LUDO_COLOUR_BLUE; c++)
    if (ludo_game_get_seat (game, c) == LUDO_SEAT_HUMAN)
      return c;
  return LUDO_COLOUR_NONE;
}

static void
apply_turn_board (LudoWindow *self)
{
  LudoColour colour = LUDO_COLOUR_NONE;

  g_assert (LUDO_IS_WINDOW (self));

  if (self->game != NULL && g_settings_get_boolean (self->settings, "turn-board"))
    colour = first_person (self->game);
  ludo_board_set_bottom_left (self->board, colour);
}

static void
game_changed_cb (LudoWindow *self)
{
  apply_auto_move (self);
  apply_turn_board (self);
}

void
_ludo_window_init_feel (LudoWindow *self)
{
  g_signal_connect_object (self->settings, "changed::auto-move",
                           G_CALLBACK (apply_auto_move), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::turn-board",
                           G_CALLBACK (apply_turn_board), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::game", G_CALLBACK (game_changed_cb), NULL);
}
