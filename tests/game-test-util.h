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

G_END_DECLS
