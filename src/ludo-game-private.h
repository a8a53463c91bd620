/* ludo-game-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-game.h"

G_BEGIN_DECLS

/* Reading the whole saved history back must stay quick even for a file
 * written to make us spin: no real game comes anywhere near this. */
#define LUDO_GAME_MAX_DRAWS G_GUINT64_CONSTANT (10000000)

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

LudoGame  *_ludo_game_new_from_position (const LudoRules     *rules,
                                         const LudoSeat      *seats,
                                         guint32              seed,
                                         const LudoPosition  *pos);
void       _ludo_game_get_state         (LudoGame            *self,
                                         LudoGameState       *state);
void       _ludo_game_restore_state     (LudoGame            *self,
                                         const LudoGameState *state);
void       _ludo_game_set_save_path     (LudoGame            *self,
                                         const char          *path);
LudoPhase  _ludo_game_phase_for         (const LudoSeat      *seats,
                                         const LudoPosition  *pos,
                                         guint                roll);
void       _ludo_game_push_die          (LudoGame            *self,
                                         guint                value);
gboolean   _ludo_game_is_thinking       (LudoGame            *self);

G_END_DECLS
