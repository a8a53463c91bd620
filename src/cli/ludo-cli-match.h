/* ludo-cli-match.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define LUDO_CLI_MATCH_USAGE \
  "match [--rules LIST] [--games N] [--seed S] [--jobs J] --seats r=AI,g=AI,y=AI,b=AI"

/* `ludo-cli match`: argv[0] is the command name ("match"), the options
 * follow. Returns the process exit status. */
int ludo_cli_match (int    argc,
                    char **argv);

G_END_DECLS
