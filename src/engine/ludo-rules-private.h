/* ludo-rules-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-rules.h"

G_BEGIN_DECLS

void _ludo_rules_rank_parsed (const LudoRules *rules,
                              LudoPosition    *pos);

G_END_DECLS
