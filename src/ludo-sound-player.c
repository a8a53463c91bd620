/* ludo-sound-player.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Plays the game's sounds with GTK's own GtkMediaFile, which GTK backs with
 * GStreamer (README.md, "Sounds", says why this and not libcanberra or
 * GSound). Each sound is one media file, loaded from the resources once and
 * rewound for every play, so a request costs the main loop no more than a
 * seek: decoding and output run in GStreamer's threads. Without an audio
 * output nothing is loaded at all (ludo-sound-output.c says why), and the
 * player stays silent, never ready.
 *
 * Loading must not stall the main loop either. The first use of GStreamer
 * in a process reads (and on the very first run builds) its plugin
 * registry, a fraction of a second or more; that happens in a worker
 * thread, and the media files are made afterwards, one per idle turn.
 * Sounds asked for before then are not played. GStreamer is opened there
 * as a module, not linked: linking it (and what it links) cost every start
 * milliseconds and most of a megabyte, sound or not.
 *
 * The "play" signal is the seam for tests: its default handler is the only
 * place that makes a sound, so a test can watch what the game asks for, in
 * which order, or stop the emission to keep the speakers out of it.
 */

#include "config.h"

#include "ludo-sound-player-private.h"

#include <gmodule.h>
#include <gtk/gtk.h>

#include "ludo-enums.h"
#include "ludo-sound-output.h"

struct _LudoSoundPlayer
{
  GObject          parent_instance;

  gboolean         enabled;
  /* Whether the session has an audio output: see ludo-sound-output.c. */
  gboolean         has_output;
  gboolean         loading;
  guint            n_loaded;
  guint            load_source;
  GtkMediaStream  *streams[LUDO_N_SOUNDS];
};

enum {
  PROP_0,
  PROP_ENABLED,
  PROP_READY,
  N_PROPS
};

enum {
  SIGNAL_PLAY,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (LudoSoundPlayer, ludo_sound_player, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static char *
sound_resource (LudoSound sound)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (LUDO_TYPE_SOUND);
  GEnumValue *value = g_enum_get_value (enum_class, sound);

  g_assert (value != NULL);

  return g_strdup_printf ("%s/sounds/%s.ogg", APP_PATH, value->value_nick);
}

static void
stream_error_cb (GtkMediaStream *stream,
                 GParamSpec     *pspec,
                 gpointer        user_data)
{
  const GError *error = gtk_media_stream_get_error (stream);

  /* A desktop without GStreamer's plugins is silent, not broken. */
  if (error != NULL)
    g_debug ("A sound cannot be played: %s", error->message);
}

static gboolean
load_next_cb (gpointer user_data)
{
  LudoSoundPlayer *self = user_data;
  g_autofree char *path = sound_resource (self->n_loaded);
  GtkMediaStream *stream = gtk_media_file_new_for_resource (path);

  g_signal_connect (stream, "notify::error", G_CALLBACK (stream_error_cb), NULL);
  stream_error_cb (stream, NULL, NULL);
  self->streams[self->n_loaded++] = stream;
  if (self->n_loaded < LUDO_N_SOUNDS)
    return G_SOURCE_CONTINUE;

  self->load_source = 0;
  self->loading = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READY]);
  return G_SOURCE_REMOVE;
}

static void
start_loading_files (LudoSoundPlayer *self)
{
  g_autoptr(GSource) source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_LOW);
  g_source_set_static_name (source, "[ludo] load sounds");
  g_source_set_callback (source, load_next_cb, self, NULL);
  self->load_source = g_source_attach (source, NULL);
}

/* GStreamer's own name for its library, major version 1 (the soname GTK's
 * media backend links). */
#define GSTREAMER_LIBRARY "libgstreamer-1.0.so.0"

typedef gboolean (*GstInitCheckFunc) (int *argc, char ***argv, GError **error);

static void
init_gstreamer_thread (GTask        *task,
                       gpointer      source_object,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;
  GstInitCheckFunc init_check = NULL;
  GModule *module;

  /* Kept open for the process's life, as GTK's media backend keeps it. */
  module = g_module_open (GSTREAMER_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (module == NULL)
    g_debug ("No GStreamer (%s): GTK's media backend plays the sounds if it can",
             g_module_error ());
  else if (!g_module_symbol (module, "gst_init_check", (gpointer *) &init_check))
    g_debug ("GStreamer without gst_init_check(): %s", g_module_error ());
  else if (!init_check (NULL, NULL, &error))
    g_debug ("GStreamer cannot start, so the game is silent: %s", error->message);
  g_task_return_boolean (task, TRUE);
}

static void
gstreamer_ready_cb (GObject      *source_object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(LudoSoundPlayer) self = g_weak_ref_get (weak);

  g_weak_ref_clear (weak);
  g_free (weak);
  /* The player may have gone while GStreamer started. */
  if (self != NULL)
    start_loading_files (self);
}

static void
start_loading (LudoSoundPlayer *self)
{
  g_autoptr(GTask) task = NULL;
  GWeakRef *weak;

  if (self->loading || self->n_loaded == LUDO_N_SOUNDS)
    return;
  if (!self->has_output)
    {
      g_debug ("No audio output (no sound server, no sound card): the game is silent");
      return;
    }

  self->loading = TRUE;
  /* Only a weak reference: the window may close before GStreamer is up. */
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  task = g_task_new (NULL, NULL, gstreamer_ready_cb, weak);
  g_task_set_name (task, "[ludo] start GStreamer");
  g_task_run_in_thread (task, init_gstreamer_thread);
}

static void
ludo_sound_player_real_play (LudoSoundPlayer *self,
                             LudoSound        sound)
{
  GtkMediaStream *stream = self->streams[sound];

  if (stream == NULL)
    return;

  /* Rewinding also restarts a sound still playing: a hop follows the last
   * one sooner than it ends at the fastest speed. */
  gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
}

static void
ludo_sound_player_dispose (GObject *object)
{
  LudoSoundPlayer *self = LUDO_SOUND_PLAYER (object);

  g_clear_handle_id (&self->load_source, g_source_remove);
  for (guint i = 0; i < LUDO_N_SOUNDS; i++)
    {
      if (self->streams[i] != NULL)
        g_signal_handlers_disconnect_by_func (self->streams[i], stream_error_cb, NULL);
      g_clear_object (&self->streams[i]);
    }

  G_OBJECT_CLASS (ludo_sound_player_parent_class)->dispose (object);
}

static void
ludo_sound_player_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  LudoSoundPlayer *self = LUDO_SOUND_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;

    case PROP_READY:
      g_value_set_boolean (value, ludo_sound_player_get_ready (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_sound_player_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  LudoSoundPlayer *self = LUDO_SOUND_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      ludo_sound_player_set_enabled (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_sound_player_class_init (LudoSoundPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludo_sound_player_dispose;
  object_class->get_property = ludo_sound_player_get_property;
  object_class->set_property = ludo_sound_player_set_property;

  /**
   * LudoSoundPlayer:enabled:
   *
   * Whether sounds are played; the window binds the "sound" setting here.
   * The sound files are loaded the first time it is on.
   */
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  /**
   * LudoSoundPlayer:ready:
   *
   * Whether the sound files are loaded. Sounds asked for before are
   * not heard, though the "play" signal tells of them all the same.
   */
  properties[PROP_READY] =
    g_param_spec_boolean ("ready", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudoSoundPlayer::play:
   * @self: the player
   * @sound: the #LudoSound asked for
   *
   * Emitted for each sound asked for while the player is enabled. The
   * default handler plays it.
   */
  signals[SIGNAL_PLAY] =
    g_signal_new_class_handler ("play",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST,
                                G_CALLBACK (ludo_sound_player_real_play),
                                NULL, NULL, NULL,
                                G_TYPE_NONE, 1, LUDO_TYPE_SOUND);
}

static void
ludo_sound_player_init (LudoSoundPlayer *self)
{
  self->has_output = ludo_sound_output_available ();
}

/* For the tests, which check the real playback where there is no audio
 * output (GStreamer then falls back on a sink that plays into nothing), and
 * the silence where there is one. Call it before enabling the player. */
void
_ludo_sound_player_assume_output (LudoSoundPlayer *self,
                                  gboolean         has_output)
{
  g_return_if_fail (LUDO_IS_SOUND_PLAYER (self));

  self->has_output = has_output;
}

/**
 * ludo_sound_player_new:
 *
 * Returns: (transfer full): a new player, off until it is enabled
 */
LudoSoundPlayer *
ludo_sound_player_new (void)
{
  return g_object_new (LUDO_TYPE_SOUND_PLAYER, NULL);
}

gboolean
ludo_sound_player_get_enabled (LudoSoundPlayer *self)
{
  g_return_val_if_fail (LUDO_IS_SOUND_PLAYER (self), FALSE);

  return self->enabled;
}

void
ludo_sound_player_set_enabled (LudoSoundPlayer *self,
                               gboolean         enabled)
{
  g_return_if_fail (LUDO_IS_SOUND_PLAYER (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;

  self->enabled = enabled;
  if (enabled)
    {
      start_loading (self);
    }
  else
    {
      /* Muting cuts off what is still sounding, the win's chord too. */
      for (guint i = 0; i < LUDO_N_SOUNDS; i++)
        if (self->streams[i] != NULL)
          gtk_media_stream_pause (self->streams[i]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

gboolean
ludo_sound_player_get_ready (LudoSoundPlayer *self)
{
  g_return_val_if_fail (LUDO_IS_SOUND_PLAYER (self), FALSE);

  return self->n_loaded == LUDO_N_SOUNDS;
}

/**
 * ludo_sound_player_play:
 * @self: a #LudoSoundPlayer
 * @sound: the sound to play
 *
 * Plays @sound if the player is enabled, without waiting for anything: a
 * sound the player cannot play yet (still loading, or no audio output)
 * is not heard.
 */
void
ludo_sound_player_play (LudoSoundPlayer *self,
                        LudoSound        sound)
{
  g_return_if_fail (LUDO_IS_SOUND_PLAYER (self));
  g_return_if_fail (sound < LUDO_N_SOUNDS);

  if (!self->enabled)
    return;

  g_signal_emit (self, signals[SIGNAL_PLAY], 0, sound);
}

GtkMediaStream *
_ludo_sound_player_get_stream (LudoSoundPlayer *self,
                               LudoSound        sound)
{
  g_return_val_if_fail (LUDO_IS_SOUND_PLAYER (self), NULL);
  g_return_val_if_fail (sound < LUDO_N_SOUNDS, NULL);

  return self->streams[sound];
}
