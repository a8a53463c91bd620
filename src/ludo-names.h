/* ludo-names.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Long enough for a first and last name, short enough for the header. */
#define LUDO_NAME_MAX_CHARS 24

char *ludo_names_clean     (const char *raw);
char *ludo_names_real_name (void);

G_END_DECLS
