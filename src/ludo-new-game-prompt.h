/* ludo-new-game-prompt.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LUDO_TYPE_NEW_GAME_PROMPT (ludo_new_game_prompt_get_type ())

G_DECLARE_FINAL_TYPE (LudoNewGamePrompt, ludo_new_game_prompt, LUDO, NEW_GAME_PROMPT, GtkWindow)

LudoNewGamePrompt *ludo_new_game_prompt_new (GtkWindow *parent);

G_END_DECLS
