/* ludo-move-log.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-game.h"

G_BEGIN_DECLS

#define LUDO_TYPE_MOVE_LOG (ludo_move_log_get_type ())

G_DECLARE_FINAL_TYPE (LudoMoveLog, ludo_move_log, LUDO, MOVE_LOG, GtkWidget)

LudoMoveLog *ludo_move_log_new        (void);
LudoGame    *ludo_move_log_get_game   (LudoMoveLog *self);
void         ludo_move_log_set_game   (LudoMoveLog *self,
                                       LudoGame    *game);
gboolean     ludo_move_log_get_paused (LudoMoveLog *self);
void         ludo_move_log_set_paused (LudoMoveLog *self,
                                       gboolean     paused);

/* For the tests: the entries shown, newest first. */
guint        _ludo_move_log_get_n_shown    (LudoMoveLog *self);
const char  *_ludo_move_log_get_shown_text (LudoMoveLog *self,
                                            guint        index);
LudoColour   _ludo_move_log_get_shown_colour (LudoMoveLog *self,
                                              guint        index);
const char  *_ludo_move_log_get_placeholder_text (LudoMoveLog *self);
const char  *_ludo_move_log_get_footnote         (LudoMoveLog *self);

G_END_DECLS
