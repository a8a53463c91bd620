/* ludo-rules-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-rules.h"

G_BEGIN_DECLS

/* Shared by ludo-rules.c (which moves are legal and why not) and
 * ludo-rules-apply.c (playing them): both read the position's masks.
 *
 * Bit layout of LudoPosition.occupied and .stacked: bit s (0..51) is the
 * absolute track square s; in .occupied, bit p (52..56) is the colour's own
 * home-column square of progress p. The home column shares the word so that
 * one AND answers "is an own pawn in the way" anywhere on the path. */
#define BIT(n)            (G_GUINT64_CONSTANT (1) << (n))
#define TRACK_MASK        (BIT (LUDO_TRACK_SQUARES) - 1)
#define ALL_SEATS         0xfu

static inline guint
square_of (guint colour,
           guint progress)
{
  guint s = 13u * colour + progress - 1u;

  return s >= LUDO_TRACK_SQUARES ? s - LUDO_TRACK_SQUARES : s;
}

/* The progress at which @colour stands on absolute track square @square. */
static inline guint
progress_at_square (guint colour,
                    guint square)
{
  guint p = square + LUDO_TRACK_SQUARES - 13u * colour;

  return (p >= LUDO_TRACK_SQUARES ? p - LUDO_TRACK_SQUARES : p) + 1u;
}

static inline gboolean
is_finished (const LudoPosition *pos,
             guint               colour)
{
  return pos->progress[colour][0] == LUDO_PROGRESS_HOME;
}

static inline gboolean
is_opponent (const LudoRules *rules,
             guint            colour,
             guint            other)
{
  if (other == colour)
    return FALSE;
  return !rules->team || other != (colour ^ 2u);
}

void _ludo_rules_rank_parsed (const LudoRules *rules,
                              LudoPosition    *pos);

G_END_DECLS
