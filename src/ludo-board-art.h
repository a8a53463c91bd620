/* ludo-board-art.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

typedef enum
{
  LUDO_PIECE_PAWN,                                         /* + colour */
  LUDO_PIECE_BLOCKADE = LUDO_PIECE_PAWN + LUDO_N_COLOURS,  /* + colour */
  LUDO_PIECE_DIE = LUDO_PIECE_BLOCKADE + LUDO_N_COLOURS,   /* + face - 1 */
  LUDO_PIECE_HALO = LUDO_PIECE_DIE + 6,
  LUDO_PIECE_TARGET,
  LUDO_PIECE_BADGE,                                        /* + count - 2, counts 2..8 */
  LUDO_PIECE_LAST_FROM = LUDO_PIECE_BADGE + 7,
  LUDO_PIECE_DIE_TO_ROLL,
  LUDO_PIECE_SAFE,                                         /* + colour of the quarter */
  LUDO_PIECE_SAFE_START = LUDO_PIECE_SAFE + LUDO_N_COLOURS, /* + colour */
  LUDO_N_PIECES = LUDO_PIECE_SAFE_START + LUDO_N_COLOURS
} LudoPiece;

#define LUDO_BOARD_BADGE_MAX 8

/* How big each piece is drawn, in cells. */
double            ludo_board_art_piece_size (LudoPiece      piece);

typedef struct _LudoBoardArt LudoBoardArt;

LudoBoardArt     *ludo_board_art_new       (GError       **error);
void              ludo_board_art_free      (LudoBoardArt  *art);
void              ludo_board_art_ensure    (LudoBoardArt  *art,
                                            double         side,
                                            int            scale);
void              ludo_board_art_drop      (LudoBoardArt  *art);
gboolean          ludo_board_art_is_empty  (LudoBoardArt  *art);
gboolean          ludo_board_art_fits      (LudoBoardArt  *art,
                                            double         side,
                                            int            scale);
gboolean          ludo_board_art_set_dark  (LudoBoardArt  *art,
                                            gboolean       dark);
gboolean          ludo_board_art_get_dark  (LudoBoardArt  *art);
GdkTexture       *ludo_board_art_get_board (LudoBoardArt  *art);
GdkTexture       *ludo_board_art_get_piece (LudoBoardArt  *art,
                                            LudoPiece      piece);

void              ludo_board_art_set_for_cairo (LudoBoardArt          *art,
                                                gboolean               for_cairo);
void              ludo_board_art_append_board  (LudoBoardArt          *art,
                                                GtkSnapshot           *snapshot,
                                                const graphene_rect_t *r);
void              ludo_board_art_append_piece  (LudoBoardArt          *art,
                                                GtkSnapshot           *snapshot,
                                                LudoPiece              piece,
                                                const graphene_rect_t *r);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudoBoardArt, ludo_board_art_free)

G_END_DECLS
