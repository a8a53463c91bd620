/* ludo-board-fan.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-fan.h"

/* How the pawns on one square are laid out. One colour's pawns (a stack or
 * a blockade) stand close together, as one group with a count badge.
 * Pawns of different colours (partners in team play, opponents on a safe
 * square, docs/rules.md §4.2 and §5a.2) stand apart, side by side, one
 * pawn per colour, none behind another, so that each can be told and
 * pointed at; the drawing, the pointer and the keyboard cursor all read
 * this one layout. */

guint
ludo_board_fan_layout (const guint8     counts[LUDO_N_COLOURS],
                       LudoBoardFanPawn pawns[LUDO_BOARD_FAN_MAX])
{
  guint n_colours = 0;
  guint total = 0;
  guint shown = 0;
  double scale, spacing;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (counts[c] > 0)
      {
        n_colours++;
        total += counts[c];
      }

  if (total == 0)
    return 0;

  /* Several colours show one pawn each, with its own count where it
   * stands for more: every colour in sight and its number plain. */
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      guint k = counts[c];

      if (n_colours > 1)
        k = MIN (k, 1);
      for (guint i = 0; i < k && shown < LUDO_BOARD_FAN_MAX; i++)
        pawns[shown++] = (LudoBoardFanPawn) { c, 0, 0, 1.0 };
    }

  if (shown == 1)
    return 1;

  if (n_colours == 1)
    {
      /* Smaller and closer together the more there are, to stay on the
       * square, slightly staggered like a pile. */
      scale = shown == 2 ? 0.8 : shown == 3 ? 0.7 : 0.6;
      spacing = scale / 4;
    }
  else
    {
      /* Apart by about a pawn's width, so that none hides another. */
      scale = shown == 2 ? 0.64 : shown == 3 ? 0.54 : 0.5;
      spacing = shown == 2 ? 0.46 : shown == 3 ? 0.31 : 0.24;
    }

  for (guint i = 0; i < shown; i++)
    {
      double off = (i - (shown - 1) / 2.0) * spacing;

      pawns[i].dx = off;
      /* Low enough that the first head stays inside the square: on the
       * board's top row nothing is drawn beyond its edge. */
      pawns[i].dy = 0.03 + (n_colours == 1 ? off / 4 : 0);
      pawns[i].scale = scale;
    }

  return shown;
}

/* Where @colour's pawns stand on a square holding @counts, from its
 * centre: beside the middle when other colours share the square, else the
 * middle itself. Returns FALSE when @colour has no pawn there. */
gboolean
ludo_board_fan_centre (const guint8  counts[LUDO_N_COLOURS],
                       LudoColour    colour,
                       double       *dx,
                       double       *dy)
{
  LudoBoardFanPawn pawns[LUDO_BOARD_FAN_MAX];
  guint n = ludo_board_fan_layout (counts, pawns);
  guint mine = 0;
  gboolean shared = FALSE;

  *dx = *dy = 0;
  for (guint i = 0; i < n; i++)
    {
      if (pawns[i].colour != colour)
        {
          shared = TRUE;
          continue;
        }
      *dx += pawns[i].dx;
      *dy += pawns[i].dy;
      mine++;
    }

  if (mine == 0)
    return FALSE;

  if (shared)
    {
      *dx /= mine;
      *dy /= mine;
    }
  else
    *dx = *dy = 0;
  return TRUE;
}
