/* game-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-game.h"

G_BEGIN_DECLS

LudoGame *game_at_position (const char     *rules_text,
                            const LudoSeat *seats,
                            const char     *position,
                            guint32         seed);

char     *game_position_text   (LudoGame       *game);
void      game_assert_position (LudoGame       *game,
                                const char     *expected);
void      game_play            (LudoGame       *game,
                                const char     *move_text);
void      game_roll            (LudoGame       *game,
                                guint           value);

G_END_DECLS
