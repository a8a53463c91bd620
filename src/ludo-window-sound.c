/* ludo-window-sound.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window's player hears: each event the board shows, as the
 * board shows it, so that the sounds keep the animation's pace and a
 * capture sounds when the captured pawn flies, not when the game decides
 * it. With animations off the board tells nothing but the end of the
 * game, which is all that is heard then. The "sound" setting turns it all
 * off, from the preferences or the main menu (win.sound). */

#include "config.h"

#include "ludo-window.h"

#include "ludo-sound-player.h"
#include "ludo-window-private.h"
#include "ludo-window-text.h"

/* The end sounds like a win when a person at the table won, alone or with
 * the partner in team play; otherwise it closes more softly. */
static LudoSound
game_over_sound (LudoGame   *game,
                 LudoColour  winner)
{
  if (ludo_window_text_is_human (game, winner))
    return LUDO_SOUND_WIN;
  if (ludo_game_get_rules (game)->team &&
      ludo_window_text_is_human (game, ludo_rules_partner (winner)))
    return LUDO_SOUND_WIN;
  return LUDO_SOUND_GAME_OVER;
}

static void
board_event_shown_cb (LudoWindow     *self,
                      LudoBoardEvent  event,
                      int             colour)
{
  static const LudoSound sounds[] = {
    [LUDO_BOARD_EVENT_DIE_ROLLED] = LUDO_SOUND_ROLL,
    [LUDO_BOARD_EVENT_ROLL_LOST] = LUDO_SOUND_LOST_ROLL,
    [LUDO_BOARD_EVENT_PAWN_LEFT_BASE] = LUDO_SOUND_LEAVE_BASE,
    [LUDO_BOARD_EVENT_PAWN_HOPPED] = LUDO_SOUND_HOP,
    [LUDO_BOARD_EVENT_BLOCKADE_FORMED] = LUDO_SOUND_BLOCKADE,
    [LUDO_BOARD_EVENT_PAWN_HOME] = LUDO_SOUND_HOME,
    [LUDO_BOARD_EVENT_CAPTURED] = LUDO_SOUND_CAPTURE,
  };

  g_assert (LUDO_IS_WINDOW (self));

  if (event == LUDO_BOARD_EVENT_GAME_OVER)
    ludo_sound_player_play (self->sound_player, game_over_sound (self->game, colour));
  else if (event < G_N_ELEMENTS (sounds))
    ludo_sound_player_play (self->sound_player, sounds[event]);
}

void
_ludo_window_init_sound (LudoWindow *self)
{
  g_autoptr(GAction) action = g_settings_create_action (self->settings, "sound");

  self->sound_player = ludo_sound_player_new ();
  g_settings_bind (self->settings, "sound", self->sound_player, "enabled", G_SETTINGS_BIND_GET);
  g_action_map_add_action (G_ACTION_MAP (self), action);
  g_signal_connect_object (self->board, "event-shown", G_CALLBACK (board_event_shown_cb), self,
                           G_CONNECT_SWAPPED);
}

void
_ludo_window_dispose_sound (LudoWindow *self)
{
  /* The settings' action can outlive the window's action group, which
   * does not disconnect from its actions when it goes: taken out of the
   * group first, it cannot tell a group that is gone of a change of the
   * setting. */
  if (g_action_map_lookup_action (G_ACTION_MAP (self), "sound") != NULL)
    g_action_map_remove_action (G_ACTION_MAP (self), "sound");
  g_clear_object (&self->sound_player);
}

LudoSoundPlayer *
_ludo_window_get_sound_player (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return self->sound_player;
}
