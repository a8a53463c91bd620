/* ludo-window-stats.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window keeps the statistics (ludo-stats.c) of the games it plays:
 * each game that ends counts, and a game in progress that a new game
 * replaces counts as abandoned. Quitting is not abandoning: the game is
 * saved and comes back next time. A file that cannot be read or written
 * is told in the status line, like the saved game's. */

#include "config.h"

#include <glib/gi18n.h>

#include "ludo-window-private.h"

static void
write_failed (LudoWindow *self,
              GError     *error)
{
  _ludo_window_set_event (self, g_strdup_printf (_("The statistics could not be saved: %s"),
                                                 error->message));
  _ludo_window_update_status (self);
}

void
_ludo_window_init_stats (LudoWindow *self)
{
  g_autofree char *path = ludo_stats_get_default_path ();

  self->stats = ludo_stats_new (path);
}

/* Reads the file; a damaged one is kept aside and the player told once. */
void
_ludo_window_load_stats (LudoWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  if (ludo_stats_load (self->stats, &aside, &error))
    return;

  g_message ("Could not read the statistics: %s", error->message);
  if (aside != NULL)
    {
      g_autofree char *name = g_filename_display_basename (aside);

      _ludo_window_set_event (self,
                              /* Translators: %s is the name of the file
                               * the damaged statistics were kept in */
                              g_strdup_printf (_("The statistics could not be read and start "
                                                 "afresh; the old file was kept as “%s”."),
                                               name));
    }
  else
    {
      _ludo_window_set_event (self, g_strdup_printf (_("The statistics could not be read: %s"),
                                                     error->message));
    }
  _ludo_window_update_status (self);
}

static void
game_over_cb (LudoWindow *self,
              LudoGame   *game)
{
  g_autoptr(GError) error = NULL;

  if (!ludo_stats_record_game (self->stats, game, &error))
    write_failed (self, error);
}

/* Called before the window lets go of its game for @next. */
void
_ludo_window_stats_game_changing (LudoWindow *self,
                                  LudoGame   *next)
{
  g_autoptr(GError) error = NULL;
  LudoGame *old = self->game;

  if (next != NULL)
    g_signal_connect_object (next, "game-over", G_CALLBACK (game_over_cb), self,
                             G_CONNECT_SWAPPED);

  /* A game nobody has rolled in yet is no game abandoned. */
  if (old == NULL || old == next || ludo_game_get_phase (old) == LUDO_PHASE_OVER
      || ludo_game_get_last_roll (old) == 0)
    return;

  if (!ludo_stats_record_abandoned (self->stats, old, &error))
    write_failed (self, error);
}

/**
 * ludo_window_get_stats:
 * @self: a #LudoWindow
 *
 * Returns: (transfer none): the statistics of the games played here
 */
LudoStats *
ludo_window_get_stats (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return self->stats;
}
