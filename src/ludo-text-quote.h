/* ludo-text-quote.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How many characters of a value a message quotes: enough to recognise
 * it, short enough for a status line. */
#define LUDO_TEXT_QUOTE_MAX   40
/* How many characters of a message from a library (which may quote a
 * whole line of the file) reach the player. */
#define LUDO_TEXT_MESSAGE_MAX 200

char *ludo_text_quote      (const char *value);
char *ludo_text_quote_full (const char *text,
                            gssize      length,
                            gsize       max_chars);

G_END_DECLS
