/* ludo-board.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-game.h"

G_BEGIN_DECLS

#define LUDO_TYPE_BOARD (ludo_board_get_type ())

G_DECLARE_FINAL_TYPE (LudoBoard, ludo_board, LUDO, BOARD, GtkWidget)

GtkWidget          *ludo_board_new                 (void);
LudoGame           *ludo_board_get_game            (LudoBoard          *self);
void                ludo_board_set_game            (LudoBoard          *self,
                                                    LudoGame           *game);
LudoAnimationSpeed  ludo_board_get_animation_speed (LudoBoard          *self);
void                ludo_board_set_animation_speed (LudoBoard          *self,
                                                    LudoAnimationSpeed  speed);
gboolean            ludo_board_get_highlight_moves (LudoBoard          *self);
void                ludo_board_set_highlight_moves (LudoBoard          *self,
                                                    gboolean            highlight_moves);
const char         *ludo_board_get_hint            (LudoBoard          *self);
gboolean            ludo_board_get_animating       (LudoBoard          *self);

G_END_DECLS
