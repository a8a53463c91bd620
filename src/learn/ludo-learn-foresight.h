/* ludo-learn-foresight.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

/* Already at 8 rolls the player wins about 90%: further is of no use. */
#define MAX_FORESIGHT 12

int learn_foresight (const LudoRules *rules,
                     guint            games,
                     guint            horizon,
                     guint64          seed);

G_END_DECLS
