/* ludo-game-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-game.h"
#include "ludo-save-writer.h"

G_BEGIN_DECLS

/* Reading the whole saved history back must stay quick even for a file
 * written to make us spin: no real game comes anywhere near this. */
#define LUDO_GAME_MAX_DRAWS G_GUINT64_CONSTANT (10000000)

/* What a computer player on turn does next. */
typedef enum
{
  LUDO_COMPUTER_ROLL,    /* roll */
  LUDO_COMPUTER_CHOOSE,  /* pick one of the legal moves for the roll in hand */
  LUDO_COMPUTER_APPLY,   /* play the move picked, once the game is not held */
} LudoComputerAction;

/* Shared by ludo-game.c (the object), ludo-game-state.c (the state and
 * its queries), ludo-game-actions.c (what changes it) and
 * ludo-game-file.c (saving it). */
struct _LudoGame
{
  GObject       parent_instance;

  LudoRules     rules;
  LudoSeat      seats[LUDO_N_COLOURS];
  char         *names[LUDO_N_COLOURS];  /* NULL: the colour's name (ludo-game-names.c) */
  guint32       seed;
  char         *save_path;
  guint         computer_delay;
  /* A person's roll that leaves one move plays it at once. */
  gboolean      auto_move;

  /* The dice: every value drawn from the GRand is counted, so that a saved
   * game can replay the draws and continue with the same dice. */
  GRand        *rand;
  guint64       n_draws;
  GArray       *forced_dice;

  LudoPosition  pos;
  LudoPhase     phase;
  guint         roll;
  guint         last_roll;
  gboolean      has_last_move;
  LudoMove      last_move;
  gboolean      valid;

  /* The state before the current computer roll, for saving mid-turn. */
  guint64       draws_before_roll;
  guint         last_roll_before_roll;

  LudoComputerAction computer_next;
  LudoMove      chosen;
  guint         hold_count;
  guint         timeout_id;
  gboolean      thinking;
  GCancellable *cancellable;

  /* Made by the first save to save-path; it writes in the background. */
  LudoSaveWriter *save_writer;

  /* The states before each decision of a person at the table, newest
   * last, and how many rolls the game has had (ludo-game-history.c). */
  GArray       *history;
  guint64       n_rolls;
};

typedef enum
{
  SIGNAL_DICE_ROLLED,
  SIGNAL_ROLL_PLAYED,
  SIGNAL_TURN_CHANGED,
  SIGNAL_GAME_OVER,
  SIGNAL_SAVE_FAILED,
  SIGNAL_SAVE_RECOVERED,
  SIGNAL_UNDONE,
  N_SIGNALS
} LudoGameSignal;

/* The state that properties show, taken before a step, to notify only
 * what the step really changed. */
typedef struct
{
  LudoColour current;
  LudoColour moving;
  LudoPhase  phase;
  guint      last_roll;
  gboolean   can_undo;
} LudoGameObserved;

/*
 * LudoGameState:
 *
 * Everything that a saved game holds beyond the construct-only options:
 * the part of a game that changes while it is played. A computer turn that
 * has rolled but not moved yet is described as it was before the roll
 * (draws and last roll rewound), so that a resumed game rolls the same die
 * again and stays deterministic.
 */
typedef struct
{
  LudoPosition pos;
  LudoPhase    phase;
  guint        roll;
  guint        last_roll;
  gboolean     has_last_move;
  LudoMove     last_move;
  guint64      draws;
} LudoGameState;

LudoGame  *_ludo_game_new_from_position (const LudoRules        *rules,
                                         const LudoSeat         *seats,
                                         guint32                 seed,
                                         const LudoPosition     *pos);
void       _ludo_game_get_state         (LudoGame               *self,
                                         LudoGameState          *state);
void       _ludo_game_restore_state     (LudoGame               *self,
                                         const LudoGameState    *state);
void       _ludo_game_set_state         (LudoGame               *self,
                                         const LudoGameState    *state);
void       _ludo_game_set_save_path     (LudoGame               *self,
                                         const char             *path);
LudoPhase  _ludo_game_phase_for         (const LudoSeat         *seats,
                                         const LudoPosition     *pos,
                                         guint                   roll);
void       _ludo_game_update_phase      (LudoGame               *self);
void       _ludo_game_observe           (LudoGame               *self,
                                         LudoGameObserved       *observed);
void       _ludo_game_notify_changes    (LudoGame               *self,
                                         const LudoGameObserved *old);
void       _ludo_game_emit              (LudoGame               *self,
                                         LudoGameSignal          signal,
                                         ...);
void       _ludo_game_schedule          (LudoGame               *self);
void       _ludo_game_autosave          (LudoGame               *self);
void       _ludo_game_flush_save        (LudoGame               *self);
void       _ludo_game_push_die          (LudoGame               *self,
                                         guint                   value);
gboolean   _ludo_game_is_thinking       (LudoGame               *self);
void       _ludo_game_clear_names       (LudoGame               *self);
void       _ludo_game_history_push      (LudoGame               *self);
void       _ludo_game_history_save      (LudoGame               *self,
                                         GKeyFile               *key_file);
void       _ludo_game_history_load      (LudoGame               *self,
                                         GKeyFile               *key_file);

G_END_DECLS
