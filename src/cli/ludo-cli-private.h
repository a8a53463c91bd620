/* ludo-cli-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

/* The options a subcommand accepts; anything else is a usage error. */
typedef enum
{
  LUDO_CLI_OPTION_RULES   = 1 << 0,   /* --rules LIST, --rules=LIST */
  LUDO_CLI_OPTION_EXPLAIN = 1 << 1,   /* --explain */
  LUDO_CLI_OPTION_GAMES   = 1 << 2,   /* --games N (1 ≤ N ≤ LUDO_CLI_MAX_GAMES) */
  LUDO_CLI_OPTION_SEED    = 1 << 3,   /* --seed S (0 ≤ S < 2^64) */
  LUDO_CLI_OPTION_EXPLAIN_STACKS = 1 << 4,   /* --explain-stacks */
} LudoCliOptions;

#define LUDO_CLI_MAX_ARGS 8
/* bench and match alike: enough for any measurement, and a typing slip of
 * a few digits more fails at once instead of running for days. */
#define LUDO_CLI_MAX_GAMES 100000000

typedef struct
{
  LudoRules   rules;
  gboolean    explain;
  gboolean    explain_stacks;
  gboolean    have_games;
  guint64     games;
  gboolean    have_seed;
  guint64     seed;
  const char *args[LUDO_CLI_MAX_ARGS];
  guint       n_args;
} LudoCliArgs;

/* xoshiro256**: fast, good enough for dice, and the same on every machine. */
typedef struct
{
  guint64 s[4];
} LudoCliRng;

/* A subcommand: argv[0] is its name; returns the exit status. */
typedef int (*LudoCliCommand) (int    argc,
                               char **argv);

int      _ludo_cli_fail       (int                status,
                               const char        *format,
                               ...) G_GNUC_PRINTF (2, 3);
gboolean _ludo_cli_parse_args (int                argc,
                               char             **argv,
                               LudoCliOptions     allowed,
                               guint              n_positional,
                               const char        *usage,
                               LudoCliArgs       *args);
void     _ludo_cli_rng_init   (LudoCliRng        *rng,
                               guint64            seed);

static inline guint64
_ludo_cli_rng_next (LudoCliRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = s[1] * 5;
  guint64 t = s[1] << 17;

  result = ((result << 7) | (result >> 57)) * 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
  return result;
}

/* A uniform value in 0..n-1 from 32 random bits (n is small here). */
static inline guint
_ludo_cli_below (guint32 bits,
                 guint   n)
{
  return (guint) (((guint64) bits * n) >> 32);
}

G_END_DECLS
