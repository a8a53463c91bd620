/* ludo-sound-output.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean ludo_sound_output_probe     (const char *pulse_server,
                                      const char *runtime_dir,
                                      const char *alsa_cards_file);
gboolean ludo_sound_output_available (void);

G_END_DECLS
