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

/* Hook for tests: whether to take the session as having an audio output. */
void            _ludo_sound_player_assume_output (LudoSoundPlayer *self,
                                                  gboolean         has_output);

G_END_DECLS
