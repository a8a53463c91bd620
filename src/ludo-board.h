/* ludo-board.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-game.h"

G_BEGIN_DECLS

/**
 * LudoBoardEvent:
 * @LUDO_BOARD_EVENT_DIE_ROLLED: the die starts to tumble
 * @LUDO_BOARD_EVENT_ROLL_LOST: the die comes to rest on a roll that moves
 *   nothing
 * @LUDO_BOARD_EVENT_PAWN_LEFT_BASE: a pawn starts its long hop out of base
 * @LUDO_BOARD_EVENT_PAWN_HOPPED: a pawn lands on a square on its way, or
 *   at the end of a move that does nothing more
 * @LUDO_BOARD_EVENT_BLOCKADE_FORMED: a pawn lands and forms a blockade
 * @LUDO_BOARD_EVENT_PAWN_HOME: a pawn lands home
 * @LUDO_BOARD_EVENT_CAPTURED: captured pawns start their flight to base
 * @LUDO_BOARD_EVENT_GAME_OVER: the board has shown the move that ended the
 *   game; the colour is the winner's
 *
 * What LudoBoard::event-shown tells, at the moment the board shows it.
 */
typedef enum
{
  LUDO_BOARD_EVENT_DIE_ROLLED,
  LUDO_BOARD_EVENT_ROLL_LOST,
  LUDO_BOARD_EVENT_PAWN_LEFT_BASE,
  LUDO_BOARD_EVENT_PAWN_HOPPED,
  LUDO_BOARD_EVENT_BLOCKADE_FORMED,
  LUDO_BOARD_EVENT_PAWN_HOME,
  LUDO_BOARD_EVENT_CAPTURED,
  LUDO_BOARD_EVENT_GAME_OVER,
} LudoBoardEvent;

#define LUDO_TYPE_BOARD (ludo_board_get_type ())

G_DECLARE_FINAL_TYPE (LudoBoard, ludo_board, LUDO, BOARD, GtkWidget)

GtkWidget          *ludo_board_new                 (void);
LudoGame           *ludo_board_get_game            (LudoBoard          *self);
void                ludo_board_set_game            (LudoBoard          *self,
                                                    LudoGame           *game);
LudoAnimationSpeed  ludo_board_get_animation_speed (LudoBoard          *self);
void                ludo_board_set_bottom_left     (LudoBoard          *self,
                                                    LudoColour          colour);
LudoColour          ludo_board_get_bottom_left     (LudoBoard          *self);
gboolean            ludo_board_point_at_move       (LudoBoard          *self,
                                                    const LudoMove     *move);
void                ludo_board_set_animation_speed (LudoBoard          *self,
                                                    LudoAnimationSpeed  speed);
gboolean            ludo_board_get_highlight_moves (LudoBoard          *self);
void                ludo_board_set_highlight_moves (LudoBoard          *self,
                                                    gboolean            highlight_moves);
const char         *ludo_board_get_hint            (LudoBoard          *self);
gboolean            ludo_board_get_animating       (LudoBoard          *self);
void                ludo_board_read_position       (LudoBoard          *self);
gboolean            ludo_board_get_dark_palette    (LudoBoard          *self);

G_END_DECLS
