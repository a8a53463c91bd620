/* ludo-board-layout.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Where things stand on the board as the widget shows it: the cell-unit
 * geometry of ludo-board-geometry.c turned with the board, pawns that
 * share a square set beside each other (ludo-board-fan.c), and all of it
 * scaled to the widget's allocation. The drawing, the pointer, the keys'
 * cursor, the stack's choice and the tests all ask here, so that they
 * agree on where a pawn is. */

#include "config.h"

#include "ludo-board-fan.h"
#include "ludo-board-private.h"

/* From cell units to widget coordinates. */
graphene_rect_t
_ludo_board_cell_rect (LudoBoard *self,
                       double     cx,
                       double     cy,
                       double     size)
{
  graphene_rect_t r;

  graphene_rect_init (&r,
                      self->ox + (cx - size / 2) * self->cell,
                      self->oy + (cy - size / 2) * self->cell,
                      size * self->cell,
                      size * self->cell);
  return r;
}

void
_ludo_board_place_centre (LudoBoard      *self,
                          LudoColour      colour,
                          guint           progress,
                          LudoBoardPoint *centre)
{
  ludo_board_geometry_place (_ludo_board_turned (self, colour), progress, 0, centre);
}

/* Where @colour's pawns at @progress are drawn in @pos: the middle of
 * their square, or beside it when other colours share the square
 * (ludo-board-fan.c). Returns whether they stand beside the middle. */
gboolean
_ludo_board_pawn_centre_in (LudoBoard          *self,
                            const LudoPosition *pos,
                            LudoColour          colour,
                            guint               progress,
                            LudoBoardPoint     *centre)
{
  guint8 counts[LUDO_N_COLOURS] = { 0 };
  double dx, dy;

  _ludo_board_place_centre (self, colour, progress, centre);
  if (progress < LUDO_PROGRESS_START || progress > LUDO_PROGRESS_LAST_TRACK)
    return FALSE;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (_ludo_board_is_seated (pos, c))
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        if (ludo_board_geometry_same_square (c, pos->progress[c][i], colour, progress))
          counts[c]++;

  if (!ludo_board_fan_centre (counts, colour, &dx, &dy) || (dx == 0 && dy == 0))
    return FALSE;

  centre->x += dx;
  centre->y += dy;
  return TRUE;
}

/* Where @colour's pawns at @progress are drawn as the board rests. The
 * halo, the keyboard's cursor and the pointer follow the pawn, not the
 * square. Returns whether the pawn stands beside the middle, where
 * highlights are drawn smaller to stay around it. */
gboolean
_ludo_board_pawn_centre (LudoBoard      *self,
                         LudoColour      colour,
                         guint           progress,
                         LudoBoardPoint *centre)
{
  return _ludo_board_pawn_centre_in (self, &self->shown, colour, progress, centre);
}

/* --- test hooks ------------------------------------------------------ */

gboolean
_ludo_board_get_place_rect (LudoBoard       *self,
                            LudoColour       colour,
                            guint            progress,
                            graphene_rect_t *rect)
{
  LudoBoardPoint c;

  g_return_val_if_fail (LUDO_IS_BOARD (self), FALSE);

  if (self->cell <= 0 || colour < LUDO_COLOUR_RED || colour > LUDO_COLOUR_BLUE ||
      progress > LUDO_PROGRESS_HOME)
    return FALSE;

  /* A base is where its next pawn to leave sits; a pawn on a square it
   * shares with other colours is beside the square's middle. */
  if (progress == LUDO_PROGRESS_BASE)
    ludo_board_geometry_place (_ludo_board_turned (self, colour), progress,
                               _ludo_board_leaving_slot (self, &self->shown, colour), &c);
  else
    _ludo_board_pawn_centre (self, colour, progress, &c);
  *rect = _ludo_board_cell_rect (self, c.x, c.y, 1.0);
  return TRUE;
}

void
_ludo_board_get_die_rect (LudoBoard       *self,
                          graphene_rect_t *rect)
{
  LudoBoardPoint c;
  LudoColour holder;

  g_return_if_fail (LUDO_IS_BOARD (self));

  holder = _ludo_board_die_holder (self);
  ludo_board_geometry_die_centre (_ludo_board_turned (self, holder != LUDO_COLOUR_NONE ? holder : 0),
                                 &c);
  *rect = _ludo_board_cell_rect (self, c.x, c.y, 1.4);
}
