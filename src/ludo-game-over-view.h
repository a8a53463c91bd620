/* ludo-game-over-view.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-game.h"

G_BEGIN_DECLS

#define LUDO_TYPE_GAME_OVER_VIEW (ludo_game_over_view_get_type ())

G_DECLARE_FINAL_TYPE (LudoGameOverView, ludo_game_over_view, LUDO, GAME_OVER_VIEW, GtkWidget)

void        ludo_game_over_view_show_result (LudoGameOverView *self,
                                             LudoGame         *game);

/* For the tests. */
GtkListBox *_ludo_game_over_view_get_ranking (LudoGameOverView *self);
const char *_ludo_game_over_view_get_title   (LudoGameOverView *self);

G_END_DECLS
