/* ludo-board-geometry.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-geometry.h"

/* Red's quarter of the track, from its start square (absolute square 0) to
 * the square before green's start; the other colours' quarters are the same
 * cells turned by a quarter turn clockwise, which is why board.svg puts red
 * top-left, green top-right, yellow bottom-right and blue bottom-left. */
static const gint8 red_quarter[13][2] = {
  { 1, 6 }, { 2, 6 }, { 3, 6 }, { 4, 6 }, { 5, 6 },
  { 6, 5 }, { 6, 4 }, { 6, 3 }, { 6, 2 }, { 6, 1 }, { 6, 0 },
  { 7, 0 }, { 8, 0 },
};

/* Base slots as drawn in board.svg, relative to the base's top-left corner. */
static const double base_slots[LUDO_N_PAWNS][2] = {
  { 1.6, 1.6 }, { 4.4, 1.6 }, { 1.6, 4.4 }, { 4.4, 4.4 },
};

static void
turn_point (double  x,
            double  y,
            guint   quarters,
            double *out_x,
            double *out_y)
{
  for (guint i = 0; i < quarters % 4; i++)
    {
      double t = x;

      x = LUDO_BOARD_CELLS - y;
      y = t;
    }

  *out_x = x;
  *out_y = y;
}

void
ludo_board_geometry_track_cell (guint  square,
                                int   *col,
                                int   *row)
{
  const gint8 *cell;
  double x, y;

  g_return_if_fail (square < LUDO_TRACK_SQUARES);

  cell = red_quarter[square % 13];
  turn_point (cell[0] + 0.5, cell[1] + 0.5, square / 13, &x, &y);
  *col = (int) x;
  *row = (int) y;
}

/* The centre of a place: @slot picks one of the four base slots (p = 0);
 * other places ignore it. Home is the centre of the colour's triangle. */
void
ludo_board_geometry_place (LudoColour      colour,
                           guint           progress,
                           guint           slot,
                           LudoBoardPoint *centre)
{
  double x, y;

  g_return_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE);
  g_return_if_fail (progress <= LUDO_PROGRESS_HOME);

  if (progress == LUDO_PROGRESS_BASE)
    {
      x = base_slots[slot % LUDO_N_PAWNS][0];
      y = base_slots[slot % LUDO_N_PAWNS][1];
    }
  else if (progress <= LUDO_PROGRESS_LAST_TRACK)
    {
      int col, row;

      ludo_board_geometry_track_cell (ludo_rules_absolute_square (colour, progress), &col, &row);
      centre->x = col + 0.5;
      centre->y = row + 0.5;
      return;
    }
  else if (progress < LUDO_PROGRESS_HOME)
    {
      /* Red's home column runs along row 7 from column 1 towards the centre. */
      x = progress - LUDO_PROGRESS_HOME_COLUMN + 1.5;
      y = 7.5;
    }
  else
    {
      x = 6.5;
      y = 7.5;
    }

  turn_point (x, y, (guint) colour, &centre->x, &centre->y);
}

void
ludo_board_geometry_base_rect (LudoColour  colour,
                               double     *x,
                               double     *y,
                               double     *size)
{
  double x0, y0, x1, y1;

  turn_point (0, 0, (guint) colour, &x0, &y0);
  turn_point (6, 6, (guint) colour, &x1, &y1);
  *x = MIN (x0, x1);
  *y = MIN (y0, y1);
  *size = 6;
}

void
ludo_board_geometry_die_centre (LudoColour      colour,
                                LudoBoardPoint *centre)
{
  turn_point (3, 3, (guint) colour, &centre->x, &centre->y);
}

/* The places a pawn visits, one per hop, starting with the place it leaves:
 * leaving base is one hop from @slot to the start square. Returns the number
 * of points written (at most LUDO_BOARD_MAX_PATH). */
guint
ludo_board_geometry_path (LudoColour      colour,
                          guint           from,
                          guint           to,
                          guint           slot,
                          LudoBoardPoint *points)
{
  guint n = 0;

  g_return_val_if_fail (from < to && to <= LUDO_PROGRESS_HOME, 0);

  ludo_board_geometry_place (colour, from, slot, &points[n++]);
  for (guint p = from + 1; p <= to; p++)
    ludo_board_geometry_place (colour, p, 0, &points[n++]);

  return n;
}

/* Whether two places are drawn on the same cell: track places of different
 * colours can meet on one absolute square, home-column squares and bases
 * never do, and home is one triangle per colour. */
gboolean
ludo_board_geometry_same_square (LudoColour a,
                                 guint      pa,
                                 LudoColour b,
                                 guint      pb)
{
  gboolean a_track = pa >= LUDO_PROGRESS_START && pa <= LUDO_PROGRESS_LAST_TRACK;
  gboolean b_track = pb >= LUDO_PROGRESS_START && pb <= LUDO_PROGRESS_LAST_TRACK;

  if (a_track && b_track)
    return ludo_rules_absolute_square (a, pa) == ludo_rules_absolute_square (b, pb);

  return a == b && pa == pb;
}
