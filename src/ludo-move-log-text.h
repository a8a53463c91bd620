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
char       *ludo_move_log_text_move     (LudoGame          *game,
                                         const LudoOutcome *outcome);
const char *ludo_move_log_text_blockade (const LudoOutcome *outcome);
char       *ludo_move_log_text_step     (const char *roll_text,
                                         const char *move_text);

G_END_DECLS
