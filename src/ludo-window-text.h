/* ludo-window-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-game.h"

G_BEGIN_DECLS

const char *ludo_window_text_player      (LudoGame   *game,
                                          LudoColour  colour);
char       *ludo_window_text_short_player (LudoGame  *game,
                                           LudoColour colour,
                                           guint      max_chars);
const char *ludo_window_text_pawn_colour (LudoColour  colour);
const char *ludo_window_text_pawns_colour (LudoColour colour);
LudoColour  ludo_window_text_sole_human  (LudoGame   *game);
gboolean    ludo_window_text_is_human    (LudoGame   *game,
                                          LudoColour  colour);
const char *ludo_window_text_seat_role   (LudoGame   *game,
                                          LudoColour  colour);
char       *ludo_window_text_player_seat (LudoGame   *game,
                                          LudoColour  colour);
char       *ludo_window_text_lost_roll   (LudoGame          *game,
                                          const LudoOutcome *outcome);
char       *ludo_window_text_prompt      (LudoGame   *game,
                                          LudoColour  roll_colour,
                                          guint       roll_value);
const char *ludo_window_text_place       (guint       place);
char       *ludo_window_text_capture     (LudoGame   *game,
                                          LudoColour  by,
                                          LudoColour  colour,
                                          guint       n_captured);
char       *ludo_window_text_captures    (LudoGame          *game,
                                          const LudoOutcome *outcome);
char       *ludo_window_text_spared      (LudoGame          *game,
                                          const LudoOutcome *outcome);
char       *ludo_window_text_finished    (LudoGame   *game,
                                          LudoColour  colour);
char       *ludo_window_text_rule_names  (const LudoRules   *rules,
                                          const char        *separator,
                                          gboolean           keep_together);
char       *ludo_window_text_rules       (LudoGame   *game);
const char *ludo_window_text_with_partner (LudoColour partner);

G_END_DECLS
