/* ludo-preferences-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-game.h"

G_BEGIN_DECLS

#define LUDO_TYPE_PREFERENCES_WINDOW (ludo_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (LudoPreferencesWindow, ludo_preferences_window, LUDO, PREFERENCES_WINDOW,
                      GtkWindow)

LudoPreferencesWindow *ludo_preferences_window_new      (GtkWindow             *parent,
                                                         LudoGame              *game_in_progress);
LudoGame              *ludo_preferences_window_get_game (LudoPreferencesWindow *self);

G_END_DECLS
