/* fuzz-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A libFuzzer target for ludo-cli's arguments: the input, split at NUL
 * bytes, is the argument list after the program name, run through the
 * real main() (built as ludo_cli_main()). Whatever the arguments, the
 * tool must return one of its exit statuses (docs/rules.md §7), without
 * crashing. bench and match play as many games as they are told, so the
 * target gives them one unless the input names a number itself; an input
 * asking for more than a few games is skipped. match parses its options
 * with GOptionContext, whose --help prints the help and exits the process,
 * as it should for the tool: such inputs are skipped too. */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#define CHECK(cond) G_STMT_START { \
    if (!(cond)) \
      { \
        g_printerr ("check failed: %s (line %d)\n", #cond, __LINE__); \
        abort (); \
      } \
  } G_STMT_END

#define MAX_ARGS 12
#define MAX_GAMES 3

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
int ludo_cli_main (int    argc,
                   char **argv);

/* GOptionContext's help options: --help…, and -h or -? among short ones. */
static gboolean
asks_for_help (GPtrArray *args)
{
  for (guint i = 2; i < args->len; i++)
    {
      const char *arg = g_ptr_array_index (args, i);

      if (strcmp (arg, "--") == 0)
        return FALSE;
      if (g_str_has_prefix (arg, "--help") ||
          (arg[0] == '-' && arg[1] != '-' && strpbrk (arg, "h?") != NULL))
        return TRUE;
    }
  return FALSE;
}

/* bench and match: TRUE if the games asked for (default or not) are few.
 * Every --games counts: the last one given wins. */
static gboolean
few_games (GPtrArray *args)
{
  gboolean named = FALSE;

  for (guint i = 1; i < args->len; i++)
    {
      const char *arg = g_ptr_array_index (args, i);
      const char *value = NULL;
      guint64 n;

      if (g_str_has_prefix (arg, "--games="))
        value = arg + strlen ("--games=");
      else if (strcmp (arg, "--games") == 0 && i + 1 < args->len)
        value = g_ptr_array_index (args, i + 1);
      else if (g_str_has_prefix (arg, "--games"))
        return FALSE;
      /* A number that is no number is refused by the tool, quickly. */
      if (value != NULL &&
          g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &n, NULL) && n > MAX_GAMES)
        return FALSE;
      named |= value != NULL;
    }

  if (!named)
    g_ptr_array_add (args, g_strdup ("--games=1"));
  return TRUE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char **argv = NULL;
  gsize start = 0;
  int status;

  g_ptr_array_add (args, g_strdup ("ludo-cli"));
  for (gsize i = 0; i <= size && args->len <= MAX_ARGS; i++)
    if (i == size || data[i] == '\0')
      {
        g_ptr_array_add (args, g_strndup ((const char *) data + start, i - start));
        start = i + 1;
      }
  if (size == 0)
    g_ptr_array_set_size (args, 1);

  if (args->len > 1)
    {
      const char *command = g_ptr_array_index (args, 1);

      if ((strcmp (command, "bench") == 0 || strcmp (command, "match") == 0) && !few_games (args))
        return 0;
      if (strcmp (command, "match") == 0 && asks_for_help (args))
        return 0;
    }

  /* main() may reorder its argv, as getopt does: a copy of the pointers. */
  argv = g_new0 (char *, args->len + 1);
  memcpy (argv, args->pdata, args->len * sizeof (char *));
  status = ludo_cli_main ((int) args->len, argv);
  CHECK (status == 0 || status == 1 || status == 2);
  return 0;
}
