/* ludo-window-game.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The game a window plays: a new one from the settings or the one saved
 * last time, the game's signals and what the window makes of them (news
 * for the status line, the header's roll), and the pace of the computer
 * players. ludo-window.c shows it all. */

#include "config.h"

#include "ludo-window.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludo-settings.h"
#include "ludo-window-private.h"
#include "ludo-window-text.h"

static void
game_state_changed_cb (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  _ludo_window_update_all (self);
}

static void
turn_changed_cb (LudoWindow *self,
                 LudoColour  colour)
{
  g_assert (LUDO_IS_WINDOW (self));

  if (colour != LUDO_COLOUR_NONE && colour == self->event_expires_for)
    _ludo_window_set_event (self, NULL);

  _ludo_window_update_all (self);
}

static void
dice_rolled_cb (LudoWindow *self,
                LudoColour  colour,
                guint       roll)
{
  g_assert (LUDO_IS_WINDOW (self));

  self->roll_colour = colour;
  self->roll_value = roll;

  /* The header waits for the board, but the roll it shows (often the
   * previous player's) is stale as soon as this die is in the air. */
  if (colour == self->header_colour && ludo_board_get_animating (self->board))
    {
      /* Translators: beside the player on turn, while the die tumbles. */
      gtk_label_set_label (self->roll_label, _("rolling…"));
      gtk_widget_set_visible (GTK_WIDGET (self->roll_label), TRUE);
    }

  /* A new human turn starts afresh: older news has been seen by now. */
  if (ludo_window_text_is_human (self->game, colour))
    _ludo_window_set_event (self, NULL);

  _ludo_window_update_all (self);
}

static guint
computer_delay_for_speed (LudoAnimationSpeed speed)
{
  /* The computers' pace follows the animations: a slow board gets slow
   * opponents, and "off" means the player wants no waiting at all. */
  switch (speed)
    {
    case LUDO_ANIMATION_SPEED_SLOW: return 1200;
    case LUDO_ANIMATION_SPEED_FAST: return 250;
    case LUDO_ANIMATION_SPEED_VERY_FAST: return 100;
    case LUDO_ANIMATION_SPEED_OFF: return 0;
    case LUDO_ANIMATION_SPEED_NORMAL:
    default:
      return 600;
    }
}

void
_ludo_window_speed_changed_cb (LudoWindow *self)
{
  LudoAnimationSpeed speed;

  g_assert (LUDO_IS_WINDOW (self));

  if (self->game == NULL || self->playing_out)
    return;

  speed = g_settings_get_enum (self->settings, "animation-speed");
  ludo_game_set_computer_delay (self->game, computer_delay_for_speed (speed));
}

void
_ludo_window_bind_board_speed (LudoWindow *self)
{
  /* Binding again also reads the setting back, after a play-out. */
  g_settings_bind (self->settings, "animation-speed", self->board, "animation-speed",
                   G_SETTINGS_BIND_GET);
}

/* Outside team play (where a finished player rolls for its partner), once
 * every person at the table has all four pawns home only the computers'
 * places are left to decide. Nobody waits for that. */
static gboolean
only_computers_left (LudoGame *game)
{
  const LudoPosition *pos = ludo_game_get_position (game);
  gboolean any_human = FALSE;

  if (ludo_game_get_rules (game)->team || ludo_game_get_phase (game) == LUDO_PHASE_OVER)
    return FALSE;

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (ludo_game_get_seat (game, c) != LUDO_SEAT_HUMAN)
        continue;
      if (!ludo_position_has_finished (pos, c))
        return FALSE;
      any_human = TRUE;
    }

  return any_human;
}

static void
play_out_if_only_computers_left (LudoWindow *self)
{
  if (self->playing_out || !only_computers_left (self->game))
    return;

  self->playing_out = TRUE;
  gtk_label_set_label (self->status_label, _("The others play on for the places left…"));
  g_settings_unbind (self->board, "animation-speed");
  ludo_board_set_animation_speed (self->board, LUDO_ANIMATION_SPEED_OFF);
  ludo_game_set_computer_delay (self->game, 0);
}

/* What a roll did, as the game's record tells it: a person's lost roll
 * and why, pawns captured or spared on a safe square, a player finished. The computers' lost rolls
 * are no news. */
static void
roll_played_cb (LudoWindow        *self,
                const LudoOutcome *outcome)
{
  g_assert (LUDO_IS_WINDOW (self));

  if (!outcome->moved)
    {
      if (ludo_window_text_is_human (self->game, outcome->roller))
        {
          _ludo_window_set_event (self, ludo_window_text_lost_roll (self->game, outcome));
          self->event_expires_for = outcome->roller;
        }
      _ludo_window_update_all (self);
      return;
    }

  if (outcome->n_captured == 0 && outcome->n_spared == 0 &&
      outcome->finished == LUDO_COLOUR_NONE)
    return;

  /* A finish is bigger news than the capture that came with it; a landing
   * on a safe square says why it captured nothing. */
  if (outcome->finished != LUDO_COLOUR_NONE)
    _ludo_window_set_event (self, ludo_window_text_finished (self->game, outcome->finished));
  else if (outcome->n_captured > 0)
    _ludo_window_set_event (self, ludo_window_text_captures (self->game, outcome));
  else
    _ludo_window_set_event (self, ludo_window_text_spared (self->game, outcome));
  _ludo_window_update_status (self);
  if (outcome->finished != LUDO_COLOUR_NONE)
    play_out_if_only_computers_left (self);
}

static void
save_failed_cb (LudoWindow *self,
                const char *message)
{
  g_assert (LUDO_IS_WINDOW (self));

  _ludo_window_save_failed (self, message);
}

static void
set_game (LudoWindow *self,
          LudoGame   *game)
{
  g_autofree char *rules_text = NULL;

  _ludo_window_stats_game_changing (self, game);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  if (!g_set_object (&self->game, game))
    return;

  self->roll_colour = LUDO_COLOUR_NONE;
  self->roll_value = 0;
  /* The game saves itself anew and reports its own failures. */
  _ludo_window_save_recovered (self);

  /* A restored game in the middle of a turn shows its roll in hand. */
  if (ludo_game_get_phase (game) == LUDO_PHASE_AWAITING_MOVE)
    {
      self->roll_colour = ludo_game_get_current_colour (game);
      self->roll_value = ludo_game_get_last_roll (game);
    }

  if (self->playing_out)
    {
      self->playing_out = FALSE;
      _ludo_window_bind_board_speed (self);
    }
  _ludo_window_speed_changed_cb (self);
  /* The board hears of each event first, so that the window's handlers
   * already know whether the board has something to show. */
  ludo_board_set_game (self->board, game);
  ludo_move_log_set_game (self->move_log, game);
  ludo_move_log_set_paused (self->move_log, ludo_board_get_animating (self->board));

  g_signal_connect_object (game, "notify::phase", G_CALLBACK (_ludo_window_queue_update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::current-colour", G_CALLBACK (_ludo_window_queue_update),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "dice-rolled", G_CALLBACK (dice_rolled_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "roll-played", G_CALLBACK (roll_played_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "turn-changed", G_CALLBACK (turn_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "game-over", G_CALLBACK (game_state_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "save-failed", G_CALLBACK (save_failed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "save-recovered", G_CALLBACK (_ludo_window_save_recovered),
                           self, G_CONNECT_SWAPPED);
  _ludo_window_undo_set_game (self, game);

  rules_text = ludo_window_text_rules (game);
  gtk_label_set_label (self->rules_label, rules_text);
  play_out_if_only_computers_left (self);

  _ludo_window_update_all (self);
  g_object_notify (G_OBJECT (self), "game");
}

static LudoGame *
new_game_from_settings (LudoWindow *self)
{
  g_autoptr(GError) error = NULL;
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];
  char *names[LUDO_N_COLOURS];
  LudoGame *game;

  _ludo_window_show_repairs (self, ludo_settings_read_setup (self->settings, &rules, seats));

  if (!ludo_game_setup_is_valid (&rules, seats, &error))
    {
      /* ludo_settings_read_setup() already repairs what it can; this only
       * catches a setup the model still refuses. */
      g_message ("The settings do not make a valid game (%s); using the defaults",
                 error->message);
      rules = (LudoRules) { 0 };
      seats[LUDO_COLOUR_RED] = LUDO_SEAT_HUMAN;
      for (int c = LUDO_COLOUR_GREEN; c < LUDO_N_COLOURS; c++)
        seats[c] = LUDO_SEAT_COMPUTER_MEDIUM;
    }

  game = ludo_game_new_full (&rules, seats, g_random_int (), _ludo_window_get_save_path (self));
  ludo_settings_read_names (self->settings, seats, names);
  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      ludo_game_set_player_name (game, c, names[c]);
      g_free (names[c]);
    }

  return game;
}

/* A name typed in the preferences shows at once, in the game in progress
 * too: it changes who a seat is called, not who sits there. */
void
_ludo_window_names_changed_cb (LudoWindow *self,
                               const char *key)
{
  LudoSeat seats[LUDO_N_COLOURS];
  char *names[LUDO_N_COLOURS];

  g_assert (LUDO_IS_WINDOW (self));

  if (self->game == NULL || !g_str_has_prefix (key, "name-"))
    return;

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    seats[c] = ludo_game_get_seat (self->game, c);
  ludo_settings_read_names (self->settings, seats, names);
  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      ludo_game_set_player_name (self->game, c, names[c]);
      g_free (names[c]);
    }
  _ludo_window_update_all (self);
}

void
_ludo_window_start_game (LudoWindow *self)
{
  g_autoptr(LudoGame) game = new_game_from_settings (self);

  _ludo_window_set_event (self, NULL);
  set_game (self, game);
}

/* A path as the player would type it: the home folder as "~". */
static char *
display_path (const char *path)
{
  const char *home = g_get_home_dir ();
  g_autofree char *shown = g_filename_display_name (path);
  g_autofree char *shown_home = g_filename_display_name (home);
  gsize n = strlen (shown_home);

  if (n > 1 && g_str_has_prefix (shown, shown_home) && shown[n] == G_DIR_SEPARATOR)
    return g_strconcat ("~", shown + n, NULL);

  return g_steal_pointer (&shown);
}

/* The game of the last session, or a new one. A saved game that cannot be
 * read has been moved aside by the model; the player hears of it once, here. */
void
_ludo_window_restore_or_start_game (LudoWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *moved_aside = NULL;
  g_autoptr(LudoGame) game = NULL;
  g_autofree char *news = NULL;

  /* Another window plays the saved game: this one neither restores nor
   * saves it. */
  if (!_ludo_window_claim_save (self))
    {
      _ludo_window_start_game (self);
      return;
    }

  game = ludo_game_restore (path, &moved_aside, &error);
  if (game != NULL)
    {
      set_game (self, game);
      return;
    }

  if (error != NULL)
    g_message ("Could not restore the saved game: %s", error->message);

  _ludo_window_start_game (self);

  if (moved_aside != NULL)
    {
      g_autofree char *where = display_path (moved_aside);

      /* The reason first: a game from a newer Ludo is not lost, and the
       * player should know to look for the file, and where. */
      if (error != NULL)
        /* Translators: the first %s says why the saved game could not be
         * read (a sentence without its full stop), the second is where
         * the file is now. */
        news = g_strdup_printf (_("%s. A new game has started; the old file was kept as “%s”."),
                                error->message, where);
      else
        news = g_strdup_printf (_("The saved game could not be read, so a new game has started. "
                                  "The old file was kept as “%s”."), where);
    }
  else if (error != NULL)
    {
      news = g_strdup_printf (_("The saved game could not be read, so a new game has started: %s"),
                              error->message);
    }
  if (news != NULL)
    _ludo_window_restore_failed (self, news);

  _ludo_window_update_status (self);
}
