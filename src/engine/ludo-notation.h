/* ludo-notation.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ludo-rules.h"

G_BEGIN_DECLS

/* Longest canonical position: "r:" + 4 × "57,57,57,57" + 3 "/" + NUL. */
#define LUDO_NOTATION_POSITION_MAX 64
/* Longest move: "r:51-57x4" + NUL, with room to spare. */
#define LUDO_NOTATION_MOVE_MAX     16

#define LUDO_NOTATION_ERROR (ludo_notation_error_quark ())

typedef enum
{
  LUDO_NOTATION_ERROR_SYNTAX,       /* not of the form of docs/rules.md §6 */
  LUDO_NOTATION_ERROR_UNREACHABLE,  /* well-formed, but the rules in force cannot reach it */
  LUDO_NOTATION_ERROR_RULES,        /* an unknown rule name, or team play without four seats */
  LUDO_NOTATION_ERROR_ROLL,         /* a roll outside 1..6 */
} LudoNotationError;

GQuark       ludo_notation_error_quark        (void);

gboolean     ludo_notation_parse_rules        (const char         *list,
                                               LudoRules          *rules,
                                               GError            **error);
char        *ludo_notation_format_rules       (const LudoRules    *rules);
gboolean     ludo_notation_parse_roll         (const char         *text,
                                               guint              *roll,
                                               GError            **error);
gboolean     ludo_notation_parse_position     (const char         *text,
                                               const LudoRules    *rules,
                                               LudoPosition       *pos,
                                               GError            **error);
gboolean     ludo_position_validate           (const LudoRules    *rules,
                                               const LudoPosition *pos,
                                               GError            **error);
gsize        ludo_notation_format_position    (const LudoPosition *pos,
                                               char               *buf);
gboolean     ludo_notation_parse_move         (const char         *text,
                                               LudoMove           *move,
                                               gboolean           *is_none,
                                               GError            **error);
gsize        ludo_notation_format_move        (const LudoMove     *move,
                                               char               *buf);
const char  *ludo_notation_block_reason_name  (LudoBlockReason     reason);
char         ludo_notation_colour_letter      (LudoColour          colour);

G_END_DECLS
