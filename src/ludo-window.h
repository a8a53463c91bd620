/* ludo-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-application.h"
#include "ludo-game.h"
#include "ludo-stats.h"

G_BEGIN_DECLS

#define LUDO_TYPE_WINDOW (ludo_window_get_type ())

G_DECLARE_FINAL_TYPE (LudoWindow, ludo_window, LUDO, WINDOW, GtkApplicationWindow)

LudoWindow *ludo_window_new              (LudoApplication *application);
LudoGame   *ludo_window_get_game         (LudoWindow      *self);
gboolean    ludo_window_is_game_in_progress (LudoWindow   *self);
void        ludo_window_request_new_game (LudoWindow      *self);
void        ludo_window_start_new_game   (LudoWindow      *self);
LudoStats  *ludo_window_get_stats        (LudoWindow      *self);

G_END_DECLS
