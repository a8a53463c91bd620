/* ludo-move-log-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-game.h"

G_BEGIN_DECLS

char       *ludo_move_log_text_roll     (LudoGame   *game,
                                         LudoColour  roller,
                                         guint       roll);
char       *ludo_move_log_text_move     (LudoGame   *game,
                                         LudoColour  roller,
                                         LudoColour  pawns,
                                         guint       from,
                                         guint       to,
                                         guint       count);
const char *ludo_move_log_text_blockade (LudoGame   *game,
                                         LudoColour  pawns,
                                         guint       from,
                                         guint       to,
                                         guint       count);
char       *ludo_move_log_text_step     (const char *roll_text,
                                         const char *move_text);

G_END_DECLS
