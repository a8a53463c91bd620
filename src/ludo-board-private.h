/* ludo-board-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-board.h"

G_BEGIN_DECLS

/* Hooks for tests: they take the same paths as the gestures and the motion
 * controller, in widget coordinates. */
gboolean  _ludo_board_get_place_rect      (LudoBoard       *self,
                                           LudoColour       colour,
                                           guint            progress,
                                           graphene_rect_t *rect);
void      _ludo_board_get_die_rect        (LudoBoard       *self,
                                           graphene_rect_t *rect);
void      _ludo_board_click               (LudoBoard       *self,
                                           double           x,
                                           double           y);
void      _ludo_board_hover               (LudoBoard       *self,
                                           double           x,
                                           double           y);
gboolean  _ludo_board_is_animating        (LudoBoard       *self);
void      _ludo_board_finish_animations   (LudoBoard       *self);
GtkWidget *_ludo_board_get_choice_popover (LudoBoard       *self);

G_END_DECLS
