/* ludo-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-cli-private.h"
#include "ludo-cli-match.h"

#include <stdio.h>
#include <string.h>

#include "engine/ludo-notation.h"
#include "engine/ludo-rules.h"

#define EXIT_ILLEGAL   1
#define EXIT_MALFORMED 2

#define BENCH_DEFAULT_GAMES 10000
/* No position leaves every colour stuck for good (a chain of walls each
 * blocking the next must end somewhere), so random games end; one still
 * running after this many rolls is a bug, reported rather than looped on. */
#define BENCH_MAX_ROLLS     10000000

static int cmd_moves (int argc, char **argv);
static int cmd_apply (int argc, char **argv);
static int cmd_bench (int argc, char **argv);

#define USAGE_MOVES "moves [--explain | --explain-stacks] [--rules LIST] POSITION ROLL"
#define USAGE_APPLY "apply [--rules LIST] POSITION ROLL MOVE"
#define USAGE_BENCH "bench [--rules LIST] [--games N] [--seed S]"

/* One line per subcommand; the usage text is only for --help. */
static const struct
{
  const char     *name;
  LudoCliCommand  run;
  const char     *usage;
} commands[] = {
  { "moves", cmd_moves, USAGE_MOVES },
  { "apply", cmd_apply, USAGE_APPLY },
  { "bench", cmd_bench, USAGE_BENCH },
  { "match", ludo_cli_match, LUDO_CLI_MATCH_USAGE },
};

int
_ludo_cli_fail (int         status,
                const char *format,
                ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* The message quotes the user's arguments: keep it on one line. */
  for (char *s = message; *s != '\0'; s++)
    if ((guchar) *s < 0x20 || *s == 0x7f)
      *s = '?';
  fflush (stdout);
  fprintf (stderr, "ludo-cli: %s\n", message);
  return status;
}

static gboolean
parse_count (const char *text,
             guint64    *value)
{
  guint64 v = 0;

  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *s = text; *s != '\0'; s++)
    {
      guint digit = (guint) (*s - '0');

      if (*s < '0' || *s > '9'
          || v > G_MAXUINT64 / 10 || (v == G_MAXUINT64 / 10 && digit > G_MAXUINT64 % 10))
        return FALSE;
      v = v * 10 + digit;
    }
  *value = v;
  return TRUE;
}

/* Options may come in any order, before, between or after the positional
 * arguments; a lone `--` ends them. Prints its own error. */
gboolean
_ludo_cli_parse_args (int             argc,
                      char          **argv,
                      LudoCliOptions  allowed,
                      guint           n_positional,
                      const char     *usage,
                      LudoCliArgs    *args)
{
  gboolean options_done = FALSE;

  memset (args, 0, sizeof *args);

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = NULL;
      const char *eq;
      gsize name_len;
      LudoCliOptions option;

      if (options_done || arg[0] != '-' || arg[1] != '-')
        {
          if (args->n_args >= n_positional || args->n_args >= LUDO_CLI_MAX_ARGS)
            {
              _ludo_cli_fail (EXIT_MALFORMED, "unexpected argument '%s'; usage: ludo-cli %s",
                              arg, usage);
              return FALSE;
            }
          args->args[args->n_args++] = arg;
          continue;
        }
      if (arg[2] == '\0')
        {
          options_done = TRUE;
          continue;
        }

      eq = strchr (arg, '=');
      name_len = eq != NULL ? (gsize) (eq - arg) : strlen (arg);
#define IS(name) (name_len == strlen (name) && strncmp (arg, name, name_len) == 0)
      if (IS ("--rules"))
        option = LUDO_CLI_OPTION_RULES;
      else if (IS ("--explain"))
        option = LUDO_CLI_OPTION_EXPLAIN;
      else if (IS ("--explain-stacks"))
        option = LUDO_CLI_OPTION_EXPLAIN_STACKS;
      else if (IS ("--games"))
        option = LUDO_CLI_OPTION_GAMES;
      else if (IS ("--seed"))
        option = LUDO_CLI_OPTION_SEED;
      else
        option = 0;
#undef IS

      if ((option & allowed) == 0)
        {
          _ludo_cli_fail (EXIT_MALFORMED, "unknown option '%.*s'; usage: ludo-cli %s",
                          (int) name_len, arg, usage);
          return FALSE;
        }

      if (option == LUDO_CLI_OPTION_EXPLAIN || option == LUDO_CLI_OPTION_EXPLAIN_STACKS)
        {
          if (eq != NULL)
            {
              _ludo_cli_fail (EXIT_MALFORMED, "%.*s takes no value", (int) name_len, arg);
              return FALSE;
            }
          args->explain = TRUE;
          args->explain_stacks |= option == LUDO_CLI_OPTION_EXPLAIN_STACKS;
          continue;
        }

      if (eq != NULL)
        value = eq + 1;
      else if (i + 1 < argc)
        value = argv[++i];
      else
        {
          _ludo_cli_fail (EXIT_MALFORMED, "%s needs a value; usage: ludo-cli %s", arg, usage);
          return FALSE;
        }

      switch (option)
        {
        case LUDO_CLI_OPTION_RULES:
          {
            g_autoptr(GError) error = NULL;

            if (!ludo_notation_parse_rules (value, &args->rules, &error))
              {
                _ludo_cli_fail (EXIT_MALFORMED, "%s", error->message);
                return FALSE;
              }
          }
          break;
        case LUDO_CLI_OPTION_GAMES:
          if (!parse_count (value, &args->games) || args->games == 0
              || args->games > LUDO_CLI_MAX_GAMES)
            {
              /* The same words as match's. */
              _ludo_cli_fail (EXIT_MALFORMED, "--games must be a whole number from 1 to %d, "
                              "not '%s'", LUDO_CLI_MAX_GAMES, value);
              return FALSE;
            }
          args->have_games = TRUE;
          break;
        case LUDO_CLI_OPTION_SEED:
          if (!parse_count (value, &args->seed))
            {
              _ludo_cli_fail (EXIT_MALFORMED, "--seed needs a whole number from 0 to %"
                              G_GUINT64_FORMAT ", not '%s'", G_MAXUINT64, value);
              return FALSE;
            }
          args->have_seed = TRUE;
          break;
        case LUDO_CLI_OPTION_EXPLAIN:
        case LUDO_CLI_OPTION_EXPLAIN_STACKS:
        default:
          g_assert_not_reached ();
        }
    }

  if (args->n_args != n_positional)
    {
      _ludo_cli_fail (EXIT_MALFORMED, "missing arguments; usage: ludo-cli %s", usage);
      return FALSE;
    }
  return TRUE;
}

void
_ludo_cli_rng_init (LudoCliRng *rng,
                    guint64     seed)
{
  /* splitmix64 spreads any seed, 0 included, over the whole state. */
  for (guint i = 0; i < G_N_ELEMENTS (rng->s); i++)
    {
      guint64 z = (seed += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

      z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
      rng->s[i] = z ^ (z >> 31);
    }
}

/* Reads the POSITION ROLL pair every position command starts with. */
static int
read_position (const LudoCliArgs *args,
               LudoPosition      *pos,
               guint             *roll)
{
  g_autoptr(GError) error = NULL;

  if (!ludo_notation_parse_position (args->args[0], &args->rules, pos, &error)
      || !ludo_notation_parse_roll (args->args[1], roll, &error))
    return _ludo_cli_fail (EXIT_MALFORMED, "%s", error->message);
  return 0;
}

static int
cmd_moves (int    argc,
           char **argv)
{
  LudoCliArgs args;
  LudoPosition pos;
  LudoMove moves[LUDO_MAX_MOVES];
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  char buf[LUDO_NOTATION_MOVE_MAX];
  guint roll, n, n_blocked;
  int status;

  if (!_ludo_cli_parse_args (argc, argv,
                             LUDO_CLI_OPTION_RULES | LUDO_CLI_OPTION_EXPLAIN
                             | LUDO_CLI_OPTION_EXPLAIN_STACKS,
                             2, USAGE_MOVES, &args))
    return EXIT_MALFORMED;
  if ((status = read_position (&args, &pos, &roll)) != 0)
    return status;

  n = ludo_rules_generate_moves (&args.rules, &pos, roll, moves);
  for (guint i = 0; i < n; i++)
    {
      ludo_notation_format_move (&moves[i], buf);
      puts (buf);
    }
  if (n == 0)
    puts ("none");

  /* docs/rules.md §7 fixes --explain to the places with no legal move;
   * --explain-stacks adds, in place order, the Pachisi stacks that only
   * one pawn can leave, written as the stack move they cannot make:
   * `r:48x2 blocked stack-home-column`. */
  if (args.explain)
    {
      n_blocked = ludo_rules_explain_full (&args.rules, &pos, roll, args.explain_stacks,
                                           blocked);
      for (guint i = 0; i < n_blocked; i++)
        {
          printf ("%c:%u", ludo_notation_colour_letter ((LudoColour) blocked[i].colour),
                  blocked[i].from);
          if (blocked[i].reason == LUDO_BLOCK_STACK_HOME_COLUMN)
            printf ("x%u", ludo_position_count_at (&pos, blocked[i].colour, blocked[i].from));
          printf (" blocked %s\n",
                  ludo_notation_block_reason_name ((LudoBlockReason) blocked[i].reason));
        }
    }

  return 0;
}

static int
cmd_apply (int    argc,
           char **argv)
{
  g_autoptr(GError) error = NULL;
  LudoCliArgs args;
  LudoPosition pos;
  LudoMove move;
  LudoMove moves[LUDO_MAX_MOVES];
  char buf[LUDO_NOTATION_POSITION_MAX];
  char move_buf[LUDO_NOTATION_MOVE_MAX];
  gboolean is_none = FALSE;
  guint roll, n;
  int status;

  if (!_ludo_cli_parse_args (argc, argv, LUDO_CLI_OPTION_RULES, 3, USAGE_APPLY, &args))
    return EXIT_MALFORMED;
  if ((status = read_position (&args, &pos, &roll)) != 0)
    return status;
  if (!ludo_notation_parse_move (args.args[2], &move, &is_none, &error))
    return _ludo_cli_fail (EXIT_MALFORMED, "%s", error->message);

  if (ludo_position_is_over (&pos))
    return _ludo_cli_fail (EXIT_ILLEGAL, "the game is over: nobody moves");

  n = ludo_rules_generate_moves (&args.rules, &pos, roll, moves);
  if (is_none)
    {
      if (n > 0)
        {
          ludo_notation_format_move (&moves[0], move_buf);
          return _ludo_cli_fail (EXIT_ILLEGAL, "a legal move exists: %s with roll %u, "
                                 "so the roll cannot be passed as none", move_buf, roll);
        }
      ludo_rules_apply (&args.rules, &pos, roll, NULL, NULL);
    }
  else
    {
      ludo_notation_format_move (&move, move_buf);
      if (!ludo_rules_is_legal (&args.rules, &pos, roll, &move))
        return _ludo_cli_fail (EXIT_ILLEGAL, "%s is not a legal move with roll %u",
                               move_buf, roll);
      ludo_rules_apply (&args.rules, &pos, roll, &move, NULL);
    }

  ludo_notation_format_position (&pos, buf);
  puts (buf);
  return 0;
}

static int
cmd_bench (int    argc,
           char **argv)
{
  LudoCliArgs args;
  LudoCliRng rng;
  guint64 games, total_moves = 0;
  gint64 start, elapsed;
  double seconds;

  if (!_ludo_cli_parse_args (argc, argv,
                             LUDO_CLI_OPTION_RULES | LUDO_CLI_OPTION_GAMES | LUDO_CLI_OPTION_SEED,
                             0, USAGE_BENCH, &args))
    return EXIT_MALFORMED;

  games = args.have_games ? args.games : BENCH_DEFAULT_GAMES;
  _ludo_cli_rng_init (&rng, args.have_seed ? args.seed : 1);

  start = g_get_monotonic_time ();
  for (guint64 g = 0; g < games; g++)
    {
      LudoPosition pos;
      guint64 rolls = 0;

      guint first = _ludo_cli_below ((guint32) _ludo_cli_rng_next (&rng), LUDO_N_COLOURS);

      ludo_position_init_game (&pos, 0xf, (LudoColour) first);
      while (pos.turn != LUDO_COLOUR_NONE)
        {
          LudoMove moves[LUDO_MAX_MOVES];
          guint64 r = _ludo_cli_rng_next (&rng);
          guint roll = _ludo_cli_below ((guint32) (r >> 32), 6) + 1;
          guint n = ludo_rules_generate_moves (&args.rules, &pos, roll, moves);

          if (n > 0)
            {
              ludo_rules_apply (&args.rules, &pos, roll, &moves[_ludo_cli_below ((guint32) r, n)],
                                NULL);
              total_moves++;
            }
          else
            ludo_rules_apply (&args.rules, &pos, roll, NULL, NULL);

          if (G_UNLIKELY (++rolls > BENCH_MAX_ROLLS))
            {
              char buf[LUDO_NOTATION_POSITION_MAX];

              ludo_notation_format_position (&pos, buf);
              return _ludo_cli_fail (EXIT_ILLEGAL, "game %" G_GUINT64_FORMAT " did not end "
                                     "after %d rolls, at %s", g + 1, BENCH_MAX_ROLLS, buf);
            }
        }
    }
  elapsed = g_get_monotonic_time () - start;
  seconds = MAX (elapsed, 1) / 1e6;

  printf ("games %" G_GUINT64_FORMAT " moves %" G_GUINT64_FORMAT " seconds %.3f "
          "games/s %.0f moves/s %.0f\n",
          games, total_moves, seconds, games / seconds, total_moves / seconds);
  return 0;
}

static void
print_usage (FILE *out)
{
  fputs ("Usage:\n  ludo-cli --help | --version\n", out);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  ludo-cli %s\n", commands[i].usage);
  fputs ("\nLIST is a comma-separated subset of ", out);
  for (guint i = 0; i < LUDO_N_RULES; i++)
    fprintf (out, "%s%s", i > 0 ? "," : "", ludo_rule_info (i)->nick);
  fputs (":\n", out);
  for (guint i = 0; i < LUDO_N_RULES; i++)
    fprintf (out, "  %-10s %s\n", ludo_rule_info (i)->nick, ludo_rule_info (i)->description);
  fputs ("--explain-stacks also names the Pachisi stacks that cannot move whole\n"
         "(C:FROMxN blocked stack-home-column).\n"
         "Exit status: 0 success, 1 illegal move, 2 malformed input or usage.\n", out);
}

int
main (int    argc,
      char **argv)
{
  if (argc < 2)
    return _ludo_cli_fail (EXIT_MALFORMED, "no command given; try 'ludo-cli --help'");

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return 0;
    }

  if (strcmp (argv[1], "--version") == 0 || strcmp (argv[1], "-V") == 0)
    {
      printf ("ludo-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  return _ludo_cli_fail (EXIT_MALFORMED, "unknown command '%s'; try 'ludo-cli --help'", argv[1]);
}
