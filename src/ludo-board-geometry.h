/* ludo-board-geometry.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

/* The board is a 15 × 15 grid; every coordinate below is in cell units,
 * (0, 0) being the top-left corner of the board drawing. */
#define LUDO_BOARD_CELLS 15

/* The longest path a move can take: leaving base, or 56 squares of track and
 * home column, plus the place it starts from. */
#define LUDO_BOARD_MAX_PATH (LUDO_PROGRESS_HOME + 1)

typedef struct
{
  double x;
  double y;
} LudoBoardPoint;

void     ludo_board_geometry_track_cell  (guint               square,
                                          int                *col,
                                          int                *row);
void     ludo_board_geometry_place       (LudoColour          colour,
                                          guint               progress,
                                          guint               slot,
                                          LudoBoardPoint     *centre);
void     ludo_board_geometry_base_rect   (LudoColour          colour,
                                          double             *x,
                                          double             *y,
                                          double             *size);
void     ludo_board_geometry_die_centre  (LudoColour          colour,
                                          LudoBoardPoint     *centre);
guint    ludo_board_geometry_path        (LudoColour          colour,
                                          guint               from,
                                          guint               to,
                                          guint               slot,
                                          LudoBoardPoint     *points);
gboolean ludo_board_geometry_same_square (LudoColour          a,
                                          guint               pa,
                                          LudoColour          b,
                                          guint               pb);

G_END_DECLS
