/* ludo-sound-output.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Whether this session has anywhere to send sound, asked before GStreamer
 * is started at all. Without an output, GStreamer's automatic sink tries
 * each library it knows (ALSA, OpenAL, ...), and those libraries print
 * their failures straight to stderr, once per sound, and keep pipelines in
 * memory that can never play. A game on a machine with no audio (CI, Xvfb,
 * a server) must be silent without a word, so it does not start them.
 *
 * An output is a sound server (PulseAudio, or PipeWire through its
 * PulseAudio socket, which is what a Flatpak with --socket=pulseaudio sees)
 * or an ALSA sound card.
 */

#include "config.h"

#include "ludo-sound-output.h"

#include <gio/gio.h>
#include <string.h>

/* The arguments are what the session says: $PULSE_SERVER, the user's
 * runtime folder and the kernel's list of ALSA cards (/proc/asound/cards,
 * which reads "--- no soundcards ---" when there are none). */
gboolean
ludo_sound_output_probe (const char *pulse_server,
                         const char *runtime_dir,
                         const char *alsa_cards_file)
{
  g_autofree char *cards = NULL;

  if (pulse_server != NULL && pulse_server[0] != '\0')
    return TRUE;

  if (runtime_dir != NULL)
    {
      g_autofree char *socket = g_build_filename (runtime_dir, "pulse", "native", NULL);

      if (g_file_test (socket, G_FILE_TEST_EXISTS))
        return TRUE;
    }

  if (alsa_cards_file != NULL && g_file_get_contents (alsa_cards_file, &cards, NULL, NULL))
    {
      g_strstrip (cards);
      return cards[0] != '\0' && strstr (cards, "no soundcards") == NULL;
    }

  return FALSE;
}

gboolean
ludo_sound_output_available (void)
{
  return ludo_sound_output_probe (g_getenv ("PULSE_SERVER"), g_get_user_runtime_dir (),
                                  "/proc/asound/cards");
}
