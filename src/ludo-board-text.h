/* ludo-board-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "engine/ludo-rules.h"
#include "ludo-types.h"

G_BEGIN_DECLS

const char *ludo_board_text_colour      (LudoColour              colour);
char       *ludo_board_text_blocked     (const LudoBlockedPlace *blocked,
                                         guint                   roll);
const char *ludo_board_text_movable     (gboolean                stack,
                                         gboolean                keys);
const char *ludo_board_text_stack_stays (gboolean                keys);
const char *ludo_board_text_roll_due    (void);
char       *ludo_board_text_move        (const LudoMove         *move,
                                         const guint             captured[LUDO_N_COLOURS]);
char       *ludo_board_text_spared      (const LudoOutcome      *outcome);
char       *ludo_board_text_rolled      (LudoColour              colour,
                                         guint                   roll);
char       *ludo_board_text_summary     (LudoPhase               phase,
                                         LudoColour              colour,
                                         guint                   roll,
                                         guint                   n_moves);

G_END_DECLS
