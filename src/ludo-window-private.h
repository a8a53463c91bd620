/* ludo-window-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-board.h"
#include "ludo-move-log.h"
#include "ludo-window.h"

G_BEGIN_DECLS

/* For the tests: the parts of the window they look at. */
LudoBoard  *_ludo_window_get_board       (LudoWindow *self);
GtkWindow  *_ludo_window_get_prompt      (LudoWindow *self);
GtkWidget  *_ludo_window_get_over_view   (LudoWindow *self);
GtkListBox *_ludo_window_get_ranking     (LudoWindow *self);
LudoMoveLog *_ludo_window_get_move_log   (LudoWindow *self);
const char *_ludo_window_get_event_text  (LudoWindow *self);
const char *_ludo_window_get_over_title  (LudoWindow *self);
const char *_ludo_window_get_status_text (LudoWindow *self);
const char *_ludo_window_get_turn_text   (LudoWindow *self);
const char *_ludo_window_get_turn_role   (LudoWindow *self);
const char *_ludo_window_get_rules_text  (LudoWindow *self);

G_END_DECLS
