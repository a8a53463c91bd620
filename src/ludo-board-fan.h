/* ludo-board-fan.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

/* At most this many pawns are drawn on one square; a badge gives the
 * count. */
#define LUDO_BOARD_FAN_MAX 4

/* One pawn drawn on a square: its offset from the square's centre, in
 * cells, and its size relative to a lone pawn. */
typedef struct
{
  LudoColour colour;
  double     dx;
  double     dy;
  double     scale;
} LudoBoardFanPawn;

guint    ludo_board_fan_layout (const guint8      counts[LUDO_N_COLOURS],
                                LudoBoardFanPawn  pawns[LUDO_BOARD_FAN_MAX]);
gboolean ludo_board_fan_centre (const guint8      counts[LUDO_N_COLOURS],
                                LudoColour        colour,
                                double           *dx,
                                double           *dy);

G_END_DECLS
