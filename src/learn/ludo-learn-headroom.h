/* ludo-learn-headroom.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-learn-playout.h"

G_BEGIN_DECLS

int learn_headroom (const LearnTable *table,
                    guint             games,
                    guint             playouts,
                    guint64           seed,
                    double            sample);

G_END_DECLS
