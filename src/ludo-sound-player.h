/* ludo-sound-player.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * LudoSound:
 * @LUDO_SOUND_ROLL: the die tumbles
 * @LUDO_SOUND_HOP: a pawn steps onto the next square (quiet)
 * @LUDO_SOUND_LEAVE_BASE: a pawn comes out of its base
 * @LUDO_SOUND_CAPTURE: a captured pawn flies back to its base
 * @LUDO_SOUND_BLOCKADE: pawns form a blockade
 * @LUDO_SOUND_HOME: a pawn reaches home
 * @LUDO_SOUND_LOST_ROLL: a roll that moves nothing
 * @LUDO_SOUND_WIN: a person at the table wins
 * @LUDO_SOUND_GAME_OVER: the game ends with a computer first (softer)
 *
 * The game's sounds. The nicks are the names of their files in
 * data/sounds/, which build-aux/make-sounds makes.
 */
typedef enum
{
  LUDO_SOUND_ROLL,
  LUDO_SOUND_HOP,
  LUDO_SOUND_LEAVE_BASE,
  LUDO_SOUND_CAPTURE,
  LUDO_SOUND_BLOCKADE,
  LUDO_SOUND_HOME,
  LUDO_SOUND_LOST_ROLL,
  LUDO_SOUND_WIN,
  LUDO_SOUND_GAME_OVER,
} LudoSound;

#define LUDO_N_SOUNDS (LUDO_SOUND_GAME_OVER + 1)

#define LUDO_TYPE_SOUND_PLAYER (ludo_sound_player_get_type ())

G_DECLARE_FINAL_TYPE (LudoSoundPlayer, ludo_sound_player, LUDO, SOUND_PLAYER, GObject)

LudoSoundPlayer *ludo_sound_player_new          (void);
gboolean         ludo_sound_player_get_enabled  (LudoSoundPlayer *self);
void             ludo_sound_player_set_enabled  (LudoSoundPlayer *self,
                                                 gboolean         enabled);
gboolean         ludo_sound_player_get_ready    (LudoSoundPlayer *self);
void             ludo_sound_player_play         (LudoSoundPlayer *self,
                                                 LudoSound        sound);

G_END_DECLS
