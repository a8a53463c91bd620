/* ludo-window-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-board.h"
#include "ludo-game-over-view.h"
#include "ludo-move-log.h"
#include "ludo-notice-bar.h"
#include "ludo-save-slot.h"
#include "ludo-settings.h"
#include "ludo-sound-player.h"
#include "ludo-stats.h"
#include "ludo-window.h"

G_BEGIN_DECLS

/* Shared by ludo-window.c (what the window shows) and ludo-window-game.c
 * (the game it plays and that game's signals). */
struct _LudoWindow
{
  GtkApplicationWindow parent_instance;

  GSettings *settings;
  LudoGame *game;
  LudoSoundPlayer *sound_player;
  LudoStats *stats;
  GtkWindow *prompt;
  /* The game the computers wait on while the prompt asks the player. */
  LudoGame *held_game;

  /* The last event worth telling the player ("Green captured your pawn"),
   * kept until the next human roll so that quick computer turns do not
   * hide it. */
  char *event_text;
  /* A player's own lost roll is old news once the turn comes back to them. */
  LudoColour event_expires_for;

  /* Who rolled last, so that the header never shows the previous
   * player's roll next to the current player's name without saying so. */
  LudoColour roll_colour;
  guint roll_value;
  /* The player the header names, which lags behind the game while the
   * board catches up. */
  LudoColour header_colour;
  /* LUDO_BENCHMARK: the frame clock is watched once per window. */
  gboolean frames_watched;
  /* Every person at the table has finished: the computers play out the
   * places left without pauses or animations. */
  gboolean playing_out;
  guint update_source;
  /* The status line asked the player on turn to move, directly or through
   * a pawn's hint. */
  gboolean status_asks_move;

  /* The right to the saved game (ludo-window-notices.c), and where the
   * window tells of its files and settings. */
  LudoSaveSlot *save_slot;
  LudoNoticeBar *notice_bar;

  /* Template children */
  LudoBoard *board;
  GtkLabel *event_label;
  LudoGameOverView *over_view;
  GtkWidget *roll_button;
  GtkLabel *roll_label;
  GtkLabel *rules_label;
  GtkLabel *status_label;
  LudoMoveLog *move_log;
  GtkMenuButton *moves_button;
  GtkWidget *turn_swatch;
  GtkLabel *turn_label;
  GtkLabel *turn_role;
};

void        _ludo_window_set_event            (LudoWindow *self,
                                               char       *text);
void        _ludo_window_update_status        (LudoWindow *self);
void        _ludo_window_update_all           (LudoWindow *self);
void        _ludo_window_queue_update         (LudoWindow *self);
void        _ludo_window_bind_board_speed     (LudoWindow *self);
void        _ludo_window_speed_changed_cb     (LudoWindow *self);
void        _ludo_window_names_changed_cb     (LudoWindow *self,
                                               const char *key);
void        _ludo_window_start_game           (LudoWindow *self);
void        _ludo_window_init_stats           (LudoWindow *self);
void        _ludo_window_load_stats           (LudoWindow *self);
void        _ludo_window_stats_game_changing  (LudoWindow *self,
                                               LudoGame   *next);
void        _ludo_window_restore_or_start_game (LudoWindow *self);
void        _ludo_window_init_sound           (LudoWindow *self);
void        _ludo_window_init_feel            (LudoWindow *self);
void        _ludo_window_init_hint            (LudoWindow *self);
const char *_ludo_window_hint_reason_text     (int         reason);
void        _ludo_window_class_init_a11y      (GtkWidgetClass *widget_class);
void        _ludo_window_init_a11y            (LudoWindow *self);
void        _ludo_window_dispose_sound        (LudoWindow *self);
void        _ludo_window_init_notices         (LudoWindow *self);
void        _ludo_window_finalize_notices     (LudoWindow *self);
gboolean    _ludo_window_claim_save           (LudoWindow *self);
const char *_ludo_window_get_save_path        (LudoWindow *self);
void        _ludo_window_restore_failed       (LudoWindow *self,
                                               const char *text);
void        _ludo_window_save_failed          (LudoWindow *self,
                                               const char *message);
void        _ludo_window_save_recovered       (LudoWindow *self);
void        _ludo_window_show_repairs         (LudoWindow *self,
                                               LudoSettingsRepairs repairs);
void        _ludo_window_init_undo            (LudoWindow *self);
void        _ludo_window_undo_set_game        (LudoWindow *self,
                                               LudoGame   *game);

/* For the tests: the parts of the window they look at. */
LudoBoard  *_ludo_window_get_board       (LudoWindow *self);
GtkWindow  *_ludo_window_get_prompt      (LudoWindow *self);
GtkWidget  *_ludo_window_get_over_view   (LudoWindow *self);
LudoSoundPlayer *_ludo_window_get_sound_player (LudoWindow *self);
GtkListBox *_ludo_window_get_ranking     (LudoWindow *self);
LudoMoveLog *_ludo_window_get_move_log   (LudoWindow *self);
const char *_ludo_window_get_event_text  (LudoWindow *self);
const char *_ludo_window_get_over_title  (LudoWindow *self);
const char *_ludo_window_get_status_text (LudoWindow *self);
const char *_ludo_window_get_turn_text   (LudoWindow *self);
const char *_ludo_window_get_turn_role   (LudoWindow *self);
const char *_ludo_window_get_rules_text  (LudoWindow *self);
LudoNoticeBar *_ludo_window_get_notice_bar (LudoWindow *self);

G_END_DECLS
