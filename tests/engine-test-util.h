/* engine-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-rules.h"

G_BEGIN_DECLS

#define TRACK_BITS   ((G_GUINT64_CONSTANT (1) << LUDO_TRACK_SQUARES) - 1)
/* Every combination of the house rules, one bit each (LudoRuleFlags). */
#define N_RULE_LISTS (1u << LUDO_N_RULES)

extern const char *const reason_names[LUDO_BLOCK_STACK_HOME_COLUMN + 1];
extern const char        colour_letters[];

const char   *rule_list       (LudoRuleFlags           flags);
LudoRules     rules_from      (const char             *list);
LudoPosition  position_from   (const LudoRules        *rules,
                               const char             *text);
LudoMove      move_from       (const char             *text);
char         *format_position (const LudoPosition     *pos);
char         *format_moves    (const LudoMove         *moves,
                               guint                   n);
char         *format_explain  (const LudoBlockedPlace *blocked,
                               guint                   n);
char         *format_captures (const LudoOutcome      *outcome);
char         *format_outcome  (const LudoOutcome      *outcome);
char         *format_ranking  (const LudoPosition     *pos);
void          assert_masks    (const LudoPosition     *pos);
void          run_tool        (const char             *env_name,
                               const char *const      *args,
                               int                    *status,
                               char                  **out,
                               char                  **err);

G_END_DECLS
