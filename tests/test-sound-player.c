/* test-sound-player.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * The sound player on its own: its files, its seam (the "play" signal),
 * muting, and that it really plays, through GTK's GStreamer backend, on a
 * machine without any audio device: silently, without a warning (the tests
 * run with G_DEBUG=fatal-warnings). tests/meson.build takes every real
 * audio output out of GStreamer's reach, so that this holds on a desktop
 * too and the tests never make a sound.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ludo-enums.h"
#include "ludo-sound-output.h"
#include "ludo-sound-player-private.h"

static void
record_play_cb (LudoSoundPlayer *player,
                LudoSound        sound,
                GArray          *played)
{
  g_array_append_val (played, sound);
}

static void
stop_play_cb (LudoSoundPlayer *player,
              LudoSound        sound,
              gpointer         user_data)
{
  g_signal_stop_emission_by_name (player, "play");
}

static void
wait_until_ready (LudoSoundPlayer *player)
{
  /* No clock: the worker thread reports back through the main loop. */
  while (!ludo_sound_player_get_ready (player))
    g_main_context_iteration (NULL, TRUE);
}

static void
drain_main_context (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static char *
resource_path (LudoSound sound)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (LUDO_TYPE_SOUND);

  return g_strdup_printf ("%s/sounds/%s.ogg", APP_PATH,
                          g_enum_get_value (enum_class, sound)->value_nick);
}

/* Every sound has its file among the resources: a small Ogg Vorbis file. */
static void
test_files (void)
{
  for (LudoSound sound = 0; sound < LUDO_N_SOUNDS; sound++)
    {
      g_autofree char *path = resource_path (sound);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                         &error);
      const guint8 *data;
      gsize size;

      g_assert_no_error (error);
      data = g_bytes_get_data (bytes, &size);
      g_assert_cmpuint (size, >, 4000);
      g_assert_cmpuint (size, <, 16 * 1024);
      g_assert_cmpmem (data, 4, "OggS", 4);
      /* The first page holds the Vorbis identification header alone,
       * right after the page header and its segment table. */
      g_assert_cmpmem (data + 27 + data[26], 7, "\001vorbis", 7);
    }
}

/* A new player is off: it loads nothing and plays nothing until the window
 * turns it on. */
static void
test_off_by_default (void)
{
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (LudoSound));
  LudoSoundPlayer *player = ludo_sound_player_new ();

  g_signal_connect (player, "play", G_CALLBACK (record_play_cb), played);
  g_assert_false (ludo_sound_player_get_enabled (player));
  ludo_sound_player_play (player, LUDO_SOUND_ROLL);
  drain_main_context ();
  g_assert_cmpuint (played->len, ==, 0);
  g_assert_false (ludo_sound_player_get_ready (player));
  g_assert_null (_ludo_sound_player_get_stream (player, LUDO_SOUND_ROLL));

  g_assert_finalize_object (player);
}

/* Enabled, each request is told in order; muted, none is. */
static void
test_muted_requests_nothing (void)
{
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (LudoSound));
  LudoSoundPlayer *player = ludo_sound_player_new ();

  g_signal_connect (player, "play", G_CALLBACK (record_play_cb), played);
  /* Not the speakers: the test watches the requests only. */
  g_signal_connect (player, "play", G_CALLBACK (stop_play_cb), NULL);

  _ludo_sound_player_assume_output (player, TRUE);

  ludo_sound_player_set_enabled (player, TRUE);
  ludo_sound_player_play (player, LUDO_SOUND_ROLL);
  ludo_sound_player_play (player, LUDO_SOUND_CAPTURE);
  g_assert_cmpuint (played->len, ==, 2);
  g_assert_cmpint (g_array_index (played, LudoSound, 0), ==, LUDO_SOUND_ROLL);
  g_assert_cmpint (g_array_index (played, LudoSound, 1), ==, LUDO_SOUND_CAPTURE);

  ludo_sound_player_set_enabled (player, FALSE);
  for (LudoSound sound = 0; sound < LUDO_N_SOUNDS; sound++)
    ludo_sound_player_play (player, sound);
  g_assert_cmpuint (played->len, ==, 2);

  g_object_set (player, "enabled", TRUE, NULL);
  ludo_sound_player_play (player, LUDO_SOUND_HOME);
  g_assert_cmpuint (played->len, ==, 3);
  g_assert_cmpint (g_array_index (played, LudoSound, 2), ==, LUDO_SOUND_HOME);

  wait_until_ready (player);
  g_assert_finalize_object (player);
}

static void
wait_until_ended (GtkMediaStream *stream)
{
  while (!gtk_media_stream_get_ended (stream) && gtk_media_stream_get_error (stream) == NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* Every sound plays to its end (here into GStreamer's fake sink, as the
 * test machine has no audio device), and nothing warns. */
static void
test_plays_every_sound (void)
{
  LudoSoundPlayer *player = ludo_sound_player_new ();

  _ludo_sound_player_assume_output (player, TRUE);

  ludo_sound_player_set_enabled (player, TRUE);
  /* Asked for before the files are loaded: dropped, not waited for. */
  ludo_sound_player_play (player, LUDO_SOUND_ROLL);
  g_assert_false (ludo_sound_player_get_ready (player));
  wait_until_ready (player);

  for (LudoSound sound = 0; sound < LUDO_N_SOUNDS; sound++)
    ludo_sound_player_play (player, sound);
  for (LudoSound sound = 0; sound < LUDO_N_SOUNDS; sound++)
    {
      GtkMediaStream *stream = _ludo_sound_player_get_stream (player, sound);

      g_assert_nonnull (stream);
      g_assert_true (GTK_IS_MEDIA_FILE (stream));
      wait_until_ended (stream);
      g_assert_no_error (gtk_media_stream_get_error (stream));
      g_assert_true (gtk_media_stream_is_prepared (stream));
      g_assert_true (gtk_media_stream_has_audio (stream));
      g_assert_true (gtk_media_stream_get_ended (stream));
    }

  /* A sound plays again from its start, while it plays too (the hops). */
  ludo_sound_player_play (player, LUDO_SOUND_HOP);
  ludo_sound_player_play (player, LUDO_SOUND_HOP);
  wait_until_ended (_ludo_sound_player_get_stream (player, LUDO_SOUND_HOP));
  g_assert_no_error (gtk_media_stream_get_error (_ludo_sound_player_get_stream (player,
                                                                                LUDO_SOUND_HOP)));

  g_assert_finalize_object (player);
}

/* Muting silences what is still sounding. */
static void
test_mute_cuts_off (void)
{
  LudoSoundPlayer *player = ludo_sound_player_new ();
  GtkMediaStream *win;

  _ludo_sound_player_assume_output (player, TRUE);

  ludo_sound_player_set_enabled (player, TRUE);
  wait_until_ready (player);
  win = _ludo_sound_player_get_stream (player, LUDO_SOUND_WIN);
  ludo_sound_player_play (player, LUDO_SOUND_WIN);
  g_assert_true (gtk_media_stream_get_playing (win));

  ludo_sound_player_set_enabled (player, FALSE);
  g_assert_false (gtk_media_stream_get_playing (win));

  g_assert_finalize_object (player);
}

/* The "play" signal is the only way to the speakers: a handler that stops
 * it keeps the sound from starting. */
static void
test_stopped_emission_plays_nothing (void)
{
  LudoSoundPlayer *player = ludo_sound_player_new ();
  GtkMediaStream *home;

  _ludo_sound_player_assume_output (player, TRUE);

  ludo_sound_player_set_enabled (player, TRUE);
  wait_until_ready (player);
  home = _ludo_sound_player_get_stream (player, LUDO_SOUND_HOME);

  g_signal_connect (player, "play", G_CALLBACK (stop_play_cb), NULL);
  ludo_sound_player_play (player, LUDO_SOUND_HOME);
  g_assert_false (gtk_media_stream_get_playing (home));

  g_signal_handlers_disconnect_by_func (player, stop_play_cb, NULL);
  ludo_sound_player_play (player, LUDO_SOUND_HOME);
  g_assert_true (gtk_media_stream_get_playing (home));

  g_assert_finalize_object (player);
}

/* A player dropped while GStreamer still starts goes at once; the worker's
 * late answer finds nobody to load for. */
static void
test_dropped_while_loading (void)
{
  LudoSoundPlayer *player = ludo_sound_player_new ();
  LudoSoundPlayer *other;

  _ludo_sound_player_assume_output (player, TRUE);

  ludo_sound_player_set_enabled (player, TRUE);
  g_assert_finalize_object (player);

  /* Whenever the first player's worker answers, before or after the next
   * player is ready, it must find the first one gone and do nothing. */
  other = ludo_sound_player_new ();
  _ludo_sound_player_assume_output (other, TRUE);
  ludo_sound_player_set_enabled (other, TRUE);
  wait_until_ready (other);
  drain_main_context ();
  g_assert_finalize_object (other);
}

/* Without GTK's media backend (GTK_MEDIA=none in tests/meson.build) the
 * game is silent, and says nothing either. */
static void
test_no_media_backend (void)
{
  LudoSoundPlayer *player = ludo_sound_player_new ();

  _ludo_sound_player_assume_output (player, TRUE);

  ludo_sound_player_set_enabled (player, TRUE);
  wait_until_ready (player);
  for (LudoSound sound = 0; sound < LUDO_N_SOUNDS; sound++)
    {
      GtkMediaStream *stream = _ludo_sound_player_get_stream (player, sound);

      ludo_sound_player_play (player, sound);
      g_assert_nonnull (gtk_media_stream_get_error (stream));
      g_assert_false (gtk_media_stream_get_playing (stream));
    }
  drain_main_context ();

  g_assert_finalize_object (player);
}

static void
no_display (void)
{
  g_test_skip ("no display");
}

/* Where the session has no audio output, the player loads nothing (so
 * GStreamer's sinks never start, and never print their failures), stays
 * unready, and still tells each request through "play". */
static void
test_silent_without_output (void)
{
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (LudoSound));
  LudoSoundPlayer *player = ludo_sound_player_new ();

  _ludo_sound_player_assume_output (player, FALSE);
  g_signal_connect (player, "play", G_CALLBACK (record_play_cb), played);
  ludo_sound_player_set_enabled (player, TRUE);
  ludo_sound_player_play (player, LUDO_SOUND_CAPTURE);
  drain_main_context ();

  g_assert_cmpuint (played->len, ==, 1);
  g_assert_false (ludo_sound_player_get_ready (player));
  for (LudoSound sound = 0; sound < LUDO_N_SOUNDS; sound++)
    g_assert_null (_ludo_sound_player_get_stream (player, sound));

  g_assert_finalize_object (player);
}

/* An output is a sound server (named, or its socket in the runtime folder)
 * or an ALSA card; nothing else counts. */
static void
test_output_probe (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ludo-sound-XXXXXX", NULL);
  g_autofree char *pulse = g_build_filename (dir, "pulse", NULL);
  g_autofree char *socket = g_build_filename (pulse, "native", NULL);
  g_autofree char *cards = g_build_filename (dir, "cards", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);

  g_assert_false (ludo_sound_output_probe (NULL, dir, missing));
  g_assert_false (ludo_sound_output_probe ("", NULL, NULL));
  g_assert_true (ludo_sound_output_probe ("unix:/run/user/1000/pulse/native", NULL, NULL));

  g_assert_true (g_file_set_contents (cards, "--- no soundcards ---\n", -1, NULL));
  g_assert_false (ludo_sound_output_probe (NULL, dir, cards));
  g_assert_true (g_file_set_contents (cards, "", -1, NULL));
  g_assert_false (ludo_sound_output_probe (NULL, dir, cards));
  g_assert_true (g_file_set_contents (cards,
                                      " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n", -1, NULL));
  g_assert_true (ludo_sound_output_probe (NULL, dir, cards));

  g_assert_cmpint (g_mkdir (pulse, 0700), ==, 0);
  g_assert_true (g_file_set_contents (socket, "", -1, NULL));
  g_assert_true (ludo_sound_output_probe (NULL, dir, missing));

  g_assert_cmpint (g_remove (socket), ==, 0);
  g_assert_cmpint (g_rmdir (pulse), ==, 0);
  g_assert_cmpint (g_remove (cards), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/sound/files", test_files);
  g_test_add_func ("/ludo/sound/output-probe", test_output_probe);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ludo/sound/no-display", no_display);
      return g_test_run ();
    }

  if (g_strcmp0 (g_getenv ("GTK_MEDIA"), "none") == 0)
    {
      g_test_add_func ("/ludo/sound/no-media-backend", test_no_media_backend);
      return g_test_run ();
    }

  g_test_add_func ("/ludo/sound/off-by-default", test_off_by_default);
  g_test_add_func ("/ludo/sound/muted-requests-nothing", test_muted_requests_nothing);
  g_test_add_func ("/ludo/sound/plays-every-sound", test_plays_every_sound);
  g_test_add_func ("/ludo/sound/silent-without-output", test_silent_without_output);
  g_test_add_func ("/ludo/sound/mute-cuts-off", test_mute_cuts_off);
  g_test_add_func ("/ludo/sound/stopped-emission-plays-nothing",
                   test_stopped_emission_plays_nothing);
  g_test_add_func ("/ludo/sound/dropped-while-loading", test_dropped_while_loading);

  return g_test_run ();
}
