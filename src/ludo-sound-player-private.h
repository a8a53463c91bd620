/* ludo-sound-player-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-sound-player.h"

G_BEGIN_DECLS

/* Hook for tests: the media stream that plays @sound, NULL until loaded. */
GtkMediaStream *_ludo_sound_player_get_stream (LudoSoundPlayer *self,
                                               LudoSound        sound);

G_END_DECLS
