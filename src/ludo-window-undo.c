/* ludo-window-undo.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Taking a move back: the win.undo action (Ctrl+Z, the main menu, the
 * game-over view), enabled while the game's can-undo says there is a move
 * to take back, and what the window shows once the game went back. Which
 * move that is, and what goes with it, is the game's to decide
 * (ludo-game-history.c); the board and the move log follow its undone
 * signal by themselves. */

#include "config.h"

#include "ludo-window.h"

#include "ludo-window-private.h"

static void
update_action (LudoWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "undo");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               self->game != NULL && ludo_game_get_can_undo (self->game));
}

static void
undo_activate_cb (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  LudoWindow *self = LUDO_WINDOW (user_data);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || !ludo_game_undo (self->game, &error))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
undone_cb (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  /* The roll in hand is the header's roll again; the news was of moves
   * that are no more. */
  self->roll_colour = ludo_game_get_current_colour (self->game);
  self->roll_value = ludo_game_get_last_roll (self->game);
  self->event_expires_for = LUDO_COLOUR_NONE;
  _ludo_window_set_event (self, NULL);

  /* A person is to move again: the computers no longer play out alone. */
  if (self->playing_out)
    {
      self->playing_out = FALSE;
      _ludo_window_bind_board_speed (self);
      _ludo_window_speed_changed_cb (self);
    }

  _ludo_window_update_all (self);

  /* From the game-over view the keys go back to the board. */
  if (!gtk_widget_has_focus (GTK_WIDGET (self->board)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
_ludo_window_init_undo (LudoWindow *self)
{
  g_autoptr(GSimpleAction) action = g_simple_action_new ("undo", NULL);

  g_simple_action_set_enabled (action, FALSE);
  g_signal_connect_object (action, "activate", G_CALLBACK (undo_activate_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
}

/* Called for each game the window takes: set_game() disconnects the old
 * game's handlers. */
void
_ludo_window_undo_set_game (LudoWindow *self,
                            LudoGame   *game)
{
  g_signal_connect_object (game, "notify::can-undo", G_CALLBACK (update_action), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "undone", G_CALLBACK (undone_cb), self, G_CONNECT_SWAPPED);
  update_action (self);
}
