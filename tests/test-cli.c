/* test-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Runs the real `ludo-cli` (path in LUDO_CLI) and checks the contract of
 * RULES.md §7: what it prints, and that every kind of bad input ends with
 * one line on stderr, nothing on stdout and exit status 2 (malformed input)
 * or 1 (a move that is not legal), never a crash. */

#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib.h>

#define MAX_ARGS 8

typedef struct
{
  const char *path;
  const char *args[MAX_ARGS];   /* after the program name, NULL-terminated */
  int         status;           /* expected exit status */
  const char *out;              /* expected stdout when status is 0 */
  const char *err_mentions;     /* text the error line must contain, or NULL */
} CliCase;

#define START "r:0,0,0,0/0,0,0,0/-/-"
#define OVER  "-:57,57,57,57/0,0,0,0/-/-"

static const CliCase cases[] = {
  /* Output. */
  { "/cli/moves/one-move", { "moves", START, "6" }, 0, "r:0-1\n" },
  { "/cli/moves/none", { "moves", START, "5" }, 0, "none\n" },
  { "/cli/moves/several-sorted", { "moves", "r:9,0,0,5/0,0,0,0/-/-", "6" }, 0,
    "r:0-1\nr:5-11\nr:9-15\n" },
  { "/cli/moves/explain-none", { "moves", "--explain", START, "5" }, 0,
    "none\nr:0 blocked needs-six\n" },
  { "/cli/moves/explain-nothing-blocked", { "moves", "--explain", START, "6" }, 0, "r:0-1\n" },
  { "/cli/moves/explain-several", { "moves", "--explain", "r:1,5,54,57/0,0,0,0/-/-", "4" }, 0,
    "r:5-9\nr:1 blocked own-pawn\nr:54 blocked overshoots-home\nr:57 blocked finished\n" },
  { "/cli/moves/explain-blockades",
    { "moves", "--explain", "--rules", "blockades", "r:0,0,0,5/0,0,48,48/-/-", "6" }, 0,
    "r:0-1\nr:5 blocked blockade-in-path\n" },
  { "/cli/moves/explain-blockade-on-start",
    { "moves", "--explain", "--rules", "blockades", "r:0,0,0,0/0,0,40,40/-/-", "6" }, 0,
    "none\nr:0 blocked blockade-on-start\n" },
  { "/cli/moves/explain-home-column",
    { "moves", "--explain", "r:0,0,50,53/0,0,0,0/-/-", "4" }, 0,
    "r:53-57\nr:0 blocked needs-six\nr:50 blocked home-column-blocked\n" },
  { "/cli/moves/pachisi-stack", { "moves", "--rules", "pachisi", "r:0,0,5,5/0,0,0,0/-/-", "3" }, 0,
    "r:5-8\nr:5-8x2\n" },
  { "/cli/moves/team-partner",
    { "moves", "--rules", "team", "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", "6" }, 0,
    "y:0-1\ny:10-16\n" },
  { "/cli/moves/team-partner-explain",
    { "moves", "--explain", "--rules", "team", "r:57,57,57,57/0,0,0,0/0,0,57,57/0,0,0,0", "3" },
    0, "none\ny:0 blocked needs-six\ny:57 blocked finished\n" },
  { "/cli/moves/all-rules",
    { "moves", "--rules", "blockades,team,pachisi", "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", "6" },
    0, "y:0-1\ny:32-38\n" },
  { "/cli/moves/empty-rules-is-standard", { "moves", "--rules", "", "r:0,0,5,9/0,0,0,0/-/-", "4" },
    0, "r:9-13\n" },
  { "/cli/moves/game-over", { "moves", OVER, "6" }, 0, "none\n" },
  { "/cli/moves/game-over-explain", { "moves", "--explain", OVER, "3" }, 0, "none\n" },
  { "/cli/apply/capture", { "apply", "r:0,0,0,10/0,0,0,1/-/-", "4", "r:10-14" }, 0,
    "g:0,0,0,14/0,0,0,0/-/-\n" },
  { "/cli/apply/canonical-output", { "apply", "r:10,0,0,0/0,1,0,0/-/-", "4", "r:10-14" }, 0,
    "g:0,0,0,14/0,0,0,0/-/-\n" },
  { "/cli/apply/six-rolls-again", { "apply", START, "6", "r:0-1" }, 0,
    "r:0,0,0,1/0,0,0,0/-/-\n" },
  { "/cli/apply/lost-roll", { "apply", "r:55,56,57,57/0,0,0,0/-/-", "3", "none" }, 0,
    "g:55,56,57,57/0,0,0,0/-/-\n" },
  { "/cli/apply/lost-six", { "apply", "r:55,56,57,57/0,0,0,0/-/-", "6", "none" }, 0,
    "r:55,56,57,57/0,0,0,0/-/-\n" },
  { "/cli/apply/game-over", { "apply", "r:57,57,57,54/0,0,0,0/-/-", "3", "r:54-57" }, 0,
    OVER "\n" },
  { "/cli/apply/stack-move", { "apply", "--rules", "pachisi", "r:0,0,51,51/0,0,0,0/-/-", "6",
    "r:51-57x2" }, 0, "r:0,0,57,57/0,0,0,0/-/-\n" },
  { "/cli/apply/team-partner", { "apply", "--rules", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", "3", "y:10-13" }, 0,
    "g:57,57,57,57/0,0,0,0/0,0,0,13/0,0,0,0\n" },
  { "/cli/apply/team-win", { "apply", "--rules", "blockades,team",
    "y:57,57,57,57/0,0,0,0/57,57,57,54/0,0,0,0", "3", "y:54-57" }, 0,
    "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0\n" },

  /* Malformed positions (exit 2). */
  { "/cli/bad-position/empty", { "moves", "", "6" }, 2 },
  { "/cli/bad-position/no-colon", { "moves", "r0,0,0,0/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/bad-turn-letter", { "moves", "x:0,0,0,0/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/three-fields", { "moves", "r:0,0,0,0/0,0,0,0/-", "6" }, 2 },
  { "/cli/bad-position/five-fields", { "moves", "r:0,0,0,0/0,0,0,0/-/-/-", "6" }, 2 },
  { "/cli/bad-position/three-values", { "moves", "r:0,0,0/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/five-values", { "moves", "r:0,0,0,0,0/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/empty-value", { "moves", "r:0,,0,0/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/not-digits", { "moves", "r:0,0,0,a/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/sign", { "moves", "r:0,0,0,+1/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/negative", { "moves", "r:0,0,0,-1/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/beyond-home", { "moves", "r:0,0,0,58/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/huge-number",
    { "moves", "r:0,0,0,18446744073709551617/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/trailing-text", { "moves", START "x", "6" }, 2 },
  { "/cli/bad-position/one-seat", { "moves", "r:0,0,0,0/-/-/-", "6" }, 2 },
  { "/cli/bad-position/turn-empty-seat", { "moves", "y:0,0,0,0/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/turn-finished", { "moves", "r:57,57,57,57/0,0,0,0/0,0,0,0/-", "6" }, 2 },
  { "/cli/bad-position/over-too-soon", { "moves", "-:0,0,0,0/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/turn-after-game-over", { "moves", "g:57,57,57,57/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/everyone-finished", { "moves", "-:57,57,57,57/57,57,57,57/-/-", "6" }, 2 },
  { "/cli/bad-position/opponents-share", { "moves", "r:0,0,0,1/0,0,0,40/-/-", "6" }, 2 },
  { "/cli/bad-position/own-pair-standard", { "moves", "r:0,0,5,5/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/home-column-pair",
    { "moves", "--rules", "blockades,pachisi", "r:0,0,53,53/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/both-teams-home", { "moves", "--rules", "team",
    "-:57,57,57,57/57,57,57,57/57,57,57,57/57,57,57,57", "6" }, 2 },
  { "/cli/bad-position/apply", { "apply", "r:0,0,5,5/0,0,0,0/-/-", "6", "none" }, 2 },
  { "/cli/bad-position/not-utf8", { "moves", "r:0,0,0,\xff/0,0,0,0/-/-", "6" }, 2 },

  /* Rolls, moves, rules, usage (exit 2). */
  { "/cli/bad-roll/zero", { "moves", START, "0" }, 2 },
  { "/cli/bad-roll/seven", { "moves", START, "7" }, 2 },
  { "/cli/bad-roll/letters", { "moves", START, "six" }, 2 },
  { "/cli/bad-roll/empty", { "moves", START, "" }, 2 },
  { "/cli/bad-roll/trailing", { "moves", START, "6x" }, 2 },
  { "/cli/bad-roll/apply", { "apply", START, "9", "r:0-1" }, 2 },
  { "/cli/bad-move/no-colon", { "apply", START, "6", "r0-1" }, 2 },
  { "/cli/bad-move/bad-colour", { "apply", START, "6", "x:0-1" }, 2 },
  { "/cli/bad-move/no-target", { "apply", START, "6", "r:0" }, 2 },
  { "/cli/bad-move/bad-count", { "apply", START, "6", "r:0-1x" }, 2 },
  { "/cli/bad-move/letters", { "apply", START, "6", "r:a-b" }, 2 },
  { "/cli/bad-move/empty", { "apply", START, "6", "" }, 2 },
  { "/cli/bad-rules/unknown", { "moves", "--rules", "foo", START, "6" }, 2, NULL, "foo" },
  { "/cli/bad-rules/unknown-among-known", { "moves", "--rules", "blockades,foo", START, "6" }, 2,
    NULL, "foo" },
  { "/cli/bad-rules/team-three-seats",
    { "moves", "--rules", "team", "r:0,0,0,0/0,0,0,0/0,0,0,0/-", "6" }, 2 },
  { "/cli/bad-rules/team-two-seats",
    { "apply", "--rules", "team,pachisi", START, "6", "r:0-1" }, 2 },
  { "/cli/usage/no-arguments", { NULL }, 2 },
  { "/cli/usage/unknown-command", { "frobnicate", START, "6" }, 2 },
  { "/cli/usage/unknown-option", { "moves", "--frobnicate", START, "6" }, 2 },
  { "/cli/usage/moves-without-arguments", { "moves" }, 2 },
  { "/cli/usage/moves-without-roll", { "moves", START }, 2 },
  { "/cli/usage/apply-without-arguments", { "apply" }, 2 },
  { "/cli/usage/apply-without-move", { "apply", START, "6" }, 2 },
  { "/cli/usage/rules-without-list", { "moves", START, "6", "--rules" }, 2 },

  /* Moves that are not legal (exit 1). */
  { "/cli/illegal/wrong-distance", { "apply", "r:0,0,0,10/0,0,0,0/-/-", "3", "r:10-14" }, 1,
    NULL, "r:10-14" },
  { "/cli/illegal/wrong-colour", { "apply", START, "6", "g:0-1" }, 1, NULL, "g:0-1" },
  { "/cli/illegal/needs-six", { "apply", START, "5", "r:0-5" }, 1, NULL, "r:0-5" },
  { "/cli/illegal/own-pawn", { "apply", "r:0,0,1,5/0,0,0,0/-/-", "4", "r:1-5" }, 1, NULL,
    "r:1-5" },
  { "/cli/illegal/blockade", { "apply", "--rules", "blockades", "r:0,0,0,5/0,0,48,48/-/-", "4",
    "r:5-9" }, 1, NULL, "r:5-9" },
  { "/cli/illegal/stack-into-home-column", { "apply", "--rules", "pachisi",
    "r:0,0,51,51/0,0,0,0/-/-", "3", "r:51-54x2" }, 1, NULL, "r:51-54x2" },
  { "/cli/illegal/none-when-a-move-exists", { "apply", START, "6", "none" }, 1 },
  { "/cli/illegal/game-over", { "apply", OVER, "6", "none" }, 1 },
  { "/cli/illegal/game-over-move", { "apply", OVER, "6", "g:0-1" }, 1 },
};

static void
test_cli_case (gconstpointer data)
{
  const CliCase *tc = data;
  const char *cli = g_getenv ("LUDO_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int wait_status = 0;

  if (cli == NULL)
    g_error ("LUDO_CLI is not set: run this test through `meson test`");

  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; i < MAX_ARGS && tc->args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) tc->args[i]);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &wait_status, &error));
  g_assert_no_error (error);

  /* Never a crash: the process exits on its own. */
  g_assert_true (WIFEXITED (wait_status));
  if (WEXITSTATUS (wait_status) != tc->status)
    g_test_message ("stdout: %s\nstderr: %s", out, err);
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, tc->status);

  if (tc->status == 0)
    {
      g_assert_cmpstr (out, ==, tc->out);
      g_assert_cmpstr (err, ==, "");
    }
  else
    {
      const char *newline = strchr (err, '\n');

      g_assert_cmpstr (out, ==, "");
      /* One non-empty line. */
      g_assert_nonnull (newline);
      if (newline == NULL)
        return;
      g_assert_cmpint (newline - err, >, 0);
      g_assert_cmpstr (newline + 1, ==, "");
      if (tc->err_mentions != NULL)
        g_assert_nonnull (strstr (err, tc->err_mentions));
    }
}

/* A very long argument is bad input like any other. */
static void
test_long_position (void)
{
  const char *cli = g_getenv ("LUDO_CLI");
  g_autofree char *pos = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  GString *s = g_string_new ("r:");
  int wait_status = 0;

  if (cli == NULL)
    g_error ("LUDO_CLI is not set: run this test through `meson test`");
  for (guint i = 0; i < 20000; i++)
    g_string_append (s, "0,");
  g_string_append (s, "0/0,0,0,0/-/-");
  pos = g_string_free (s, FALSE);

  {
    const char *argv[] = { cli, "moves", pos, "6", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                                 &err, &wait_status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strchr (err, '\n'));
  if (strchr (err, '\n') != NULL)
    g_assert_cmpstr (strchr (err, '\n') + 1, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_cli_case);
  g_test_add_func ("/cli/bad-position/very-long", test_long_position);

  return g_test_run ();
}
