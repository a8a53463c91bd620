/* test-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Runs the real `ludo-cli` (path in LUDO_CLI) and checks the contract of
 * docs/rules.md §7: what it prints, and that every kind of bad input ends with
 * one line on stderr, nothing on stdout and exit status 2 (malformed input)
 * or 1 (a move that is not legal), never a crash. */

#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib.h>

#include "engine/ludo-rules.h"

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
  /* §7's --explain lists only places with no legal move; --explain-stacks
   * also names the stack that would stop in the home column (§5.2). */
  { "/cli/moves/explain-leaves-stacks-out",
    { "moves", "--explain", "--rules", "pachisi", "r:0,0,48,48/0,0,0,0/-/-", "4" }, 0,
    "r:48-52\nr:0 blocked needs-six\n" },
  { "/cli/moves/explain-stacks",
    { "moves", "--explain-stacks", "--rules", "pachisi", "r:0,0,48,48/0,0,0,0/-/-", "4" }, 0,
    "r:48-52\nr:0 blocked needs-six\nr:48x2 blocked stack-home-column\n" },
  { "/cli/moves/explain-stacks-with-explain",
    { "moves", "--explain", "--explain-stacks", "--rules", "pachisi",
      "r:48,48,48,57/0,0,0,0/-/-", "6" }, 0,
    "r:48-54\nr:48x3 blocked stack-home-column\nr:57 blocked finished\n" },
  { "/cli/moves/team-partner",
    { "moves", "--rules", "team", "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", "6" }, 0,
    "y:0-1\ny:10-16\n" },
  { "/cli/moves/team-partner-explain",
    { "moves", "--explain", "--rules", "team", "r:57,57,57,57/0,0,0,0/0,0,57,57/0,0,0,0", "3" },
    0, "none\ny:0 blocked needs-six\ny:57 blocked finished\n" },
  { "/cli/moves/all-rules",
    { "moves", "--rules", "blockades,team,pachisi", "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", "6" },
    0, "y:0-1\ny:32-38\n" },
  { "/cli/moves/safe", { "moves", "--rules", "safe", "r:0,0,0,5/0,0,0,48/-/-", "4" }, 0,
    "r:5-9\n" },
  /* §5a, point by point. Squares: red p is p − 1, green p is p + 12,
   * yellow p is p + 25, blue p is p − 14 (mod 52); 0, 8, 13, 21, 26, 34,
   * 39 and 47 are safe. */
  { "/cli/apply/5a.2-leave-base-onto-opponent",
    { "apply", "--rules", "safe", "r:0,0,0,0/0,0,0,40/-/-", "6", "r:0-1" }, 0,
    "r:0,0,0,1/0,0,0,40/-/-\n" },
  { "/cli/apply/5a.2-two-opponents-stay",
    { "apply", "--rules", "safe", "r:0,0,0,5/0,0,0,48/-/0,0,0,22", "4", "r:5-9" }, 0,
    "g:0,0,0,9/0,0,0,48/-/0,0,0,22\n" },
  { "/cli/apply/5a.2-without-safe-captures",
    { "apply", "r:0,0,0,0/0,0,0,40/-/-", "6", "r:0-1" }, 0, "r:0,0,0,1/0,0,0,0/-/-\n" },
  { "/cli/moves/5a.3-own-pawn-on-safe-square",
    { "moves", "--explain", "--rules", "safe", "r:0,0,5,9/0,0,0,0/-/-", "4" }, 0,
    "r:9-13\nr:0 blocked needs-six\nr:5 blocked own-pawn\n" },
  { "/cli/moves/5a.3-own-pawn-on-safe-start",
    { "moves", "--explain", "--rules", "safe", "r:0,0,0,1/0,0,0,0/-/-", "6" }, 0,
    "r:1-7\nr:0 blocked own-pawn\n" },
  { "/cli/apply/5a.3-capture-elsewhere",
    { "apply", "--rules", "safe", "r:0,0,0,10/-/-/0,0,0,26", "3", "r:10-13" }, 0,
    "b:0,0,0,13/-/-/0,0,0,0\n" },
  { "/cli/apply/5a.3-passing-a-safe-square",
    { "apply", "--rules", "safe", "r:0,0,0,5/0,0,0,48/-/-", "6", "r:5-11" }, 0,
    "r:0,0,0,11/0,0,0,48/-/-\n" },
  { "/cli/moves/5a.4-blockade-on-safe-square",
    { "moves", "--explain", "--rules", "blockades,safe", "r:0,0,0,5/0,0,48,48/-/-", "4" }, 0,
    "none\nr:0 blocked needs-six\nr:5 blocked blockade-on-target\n" },
  { "/cli/moves/5a.4-blockade-on-safe-square-not-passed",
    { "moves", "--explain", "--rules", "blockades,safe", "r:0,0,0,5/0,0,48,48/-/-", "6" }, 0,
    "r:0-1\nr:5 blocked blockade-in-path\n" },
  { "/cli/moves/5a.4-blockade-on-safe-start",
    { "moves", "--explain", "--rules", "blockades,safe", "r:0,0,0,0/0,0,40,40/-/-", "6" }, 0,
    "none\nr:0 blocked blockade-on-start\n" },
  { "/cli/apply/5a.4-blockade-forms-over-opponent",
    { "apply", "--rules", "blockades,safe", "r:0,0,0,1/0,0,0,40/-/-", "6", "r:0-1" }, 0,
    "r:0,0,1,1/0,0,0,40/-/-\n" },
  { "/cli/apply/5a.4-pawn-leaves-blockade-square",
    { "apply", "--rules", "blockades,safe", "g:0,0,1,1/0,0,0,40/-/-", "3", "g:40-43" }, 0,
    "r:0,0,1,1/0,0,0,43/-/-\n" },
  { "/cli/apply/5a.5-stack-onto-stack",
    { "apply", "--rules", "pachisi,safe", "r:0,0,5,5/0,0,48,48/-/-", "4", "r:5-9x2" }, 0,
    "g:0,0,9,9/0,0,48,48/-/-\n" },
  { "/cli/apply/5a.5-team-shares-safe-square",
    { "apply", "--rules", "team,safe", "g:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", "6", "g:0-1" },
    0, "g:0,0,0,14/0,0,0,1/0,0,0,40/0,0,0,0\n" },
  /* Yellow joins its partner's blockade on square 13, where a green pawn
   * stood before the blockade formed; that pawn stays. */
  { "/cli/apply/5a.5-team-joins-partner-blockade-on-safe-square",
    { "apply", "--rules", "blockades,team,safe", "y:0,0,14,14/0,0,0,1/0,0,0,35/0,0,0,0", "5",
      "y:35-40" }, 0, "b:0,0,14,14/0,0,0,1/0,0,0,40/0,0,0,0\n" },
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
  { "/cli/apply/safe-square", { "apply", "--rules", "pachisi,safe", "r:0,0,0,5/0,0,48,48/-/-",
    "4", "r:5-9" }, 0, "g:0,0,0,9/0,0,48,48/-/-\n" },
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
  /* With safe squares opponents share a safe square and only a safe one;
   * with blockades, not as two pairs (docs/rules.md §8.13). */
  { "/cli/moves/8.13-opponents-share-safe-square",
    { "moves", "--rules", "safe", "r:0,0,0,1/0,0,0,40/-/-", "6" }, 0, "r:1-7\n" },
  { "/cli/bad-position/8.13-opponents-off-safe-square",
    { "moves", "--rules", "safe", "r:0,0,0,2/0,0,0,41/-/-", "6" }, 2, NULL, "share" },
  { "/cli/bad-position/8.13-two-pairs-on-safe-square",
    { "moves", "--rules", "blockades,safe", "r:0,0,1,1/0,0,40,40/-/-", "6" }, 2, NULL,
    "blockade" },
  { "/cli/moves/8.13-pair-and-opponent-on-safe-square",
    { "moves", "--rules", "blockades,safe", "r:0,0,1,1/0,0,0,40/-/-", "6" }, 0,
    "r:0-1\nr:1-7\n" },
  { "/cli/bad-position/own-pair-standard", { "moves", "r:0,0,5,5/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/home-column-pair",
    { "moves", "--rules", "blockades,pachisi", "r:0,0,53,53/0,0,0,0/-/-", "6" }, 2 },
  { "/cli/bad-position/both-teams-home", { "moves", "--rules", "team",
    "-:57,57,57,57/57,57,57,57/57,57,57,57/57,57,57,57", "6" }, 2 },
  { "/cli/bad-position/apply", { "apply", "r:0,0,5,5/0,0,0,0/-/-", "6", "none" }, 2 },
  { "/cli/bad-position/not-utf8", { "moves", "r:0,0,0,\xff/0,0,0,0/-/-", "6" }, 2 },

  /* Rolls, moves, rules, usage (exit 2). */
  { "/cli/bad-roll/zero", { "moves", START, "0" }, 2 },
  { "/cli/bad-roll/seven", { "moves", START, "7" }, 2, NULL, "7" },
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
  { "/cli/usage/unknown-command", { "frobnicate", START, "6" }, 2, NULL, "frobnicate" },
  /* A control character quoted back keeps the message on one line. */
  { "/cli/usage/unknown-command-newline", { "frob\nnicate", START, "6" }, 2, NULL,
    "'frob?nicate'" },
  { "/cli/usage/extra-argument", { "apply", START, "6", "r:0-1", "r:1-7" }, 2 },
  { "/cli/usage/extra-argument-moves", { "moves", START, "6", "5" }, 2 },
  { "/cli/usage/unknown-option", { "moves", "--frobnicate", START, "6" }, 2 },
  { "/cli/usage/explain-stacks-value", { "moves", "--explain-stacks=yes", START, "6" }, 2, NULL,
    "--explain-stacks" },
  { "/cli/usage/explain-stacks-apply", { "apply", "--explain-stacks", START, "6", "r:0-1" }, 2 },
  /* docs/rules.md §7: bench takes as many games as match at most, and says
   * so, rather than running on for days. */
  { "/cli/usage/bench-too-many-games", { "bench", "--games", "4294967296" }, 2, NULL,
    "--games must be a whole number from 1 to 100000000, not '4294967296'" },
  { "/cli/usage/bench-games-over-cap", { "bench", "--games", "100000001" }, 2, NULL,
    "100000000" },
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
  { "/cli/illegal/5a.4-blockade-on-safe-square", { "apply", "--rules", "blockades,safe",
    "r:0,0,0,5/0,0,48,48/-/-", "4", "r:5-9" }, 1, NULL, "r:5-9" },
  { "/cli/illegal/5a.3-own-pawn-on-safe-square", { "apply", "--rules", "safe",
    "r:0,0,5,9/0,0,0,0/-/-", "4", "r:5-9" }, 1, NULL, "r:5-9" },
  { "/cli/illegal/stack-into-home-column", { "apply", "--rules", "pachisi",
    "r:0,0,51,51/0,0,0,0/-/-", "3", "r:51-54x2" }, 1, NULL, "r:51-54x2" },
  { "/cli/illegal/none-when-a-move-exists", { "apply", START, "6", "none" }, 1, NULL, "r:0-1" },
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

/* Runs the CLI with the given arguments, expecting success, and returns
 * its standard output. */
static char *
run_ok (const char *const *args)
{
  const char *cli = g_getenv ("LUDO_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  g_autofree char *err = NULL;
  int wait_status = 0;

  if (cli == NULL)
    g_error ("LUDO_CLI is not set: run this test through `meson test`");
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 0);
  g_assert_cmpstr (err, ==, "");
  return out;
}

/* The help names every rule of the house-rule table, with what it does. */
static void
test_help (void)
{
  const char *args[] = { "--help", NULL };
  g_autofree char *out = run_ok (args);

  g_assert_nonnull (strstr (out, "subset of blockades,team,pachisi,safe:"));
  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      g_autofree char *line = g_strdup_printf ("  %-10s %s\n", ludo_rule_info (i)->nick,
                                               ludo_rule_info (i)->description);

      g_assert_nonnull (strstr (out, line));
    }
  g_assert_nonnull (strstr (out, "--explain-stacks"));
}

/* The version is the project's, for bug reports and the man page. */
static void
test_version (void)
{
  const char *args[] = { "--version", NULL };
  g_autofree char *out = run_ok (args);

  g_assert_cmpstr (out, ==, "ludo-cli " PACKAGE_VERSION "\n");
}

/* docs/rules.md §7: the last line is `games N moves M seconds T games/s G
 * moves/s V`, and a seed makes the games repeatable. */
static void
test_bench (void)
{
  g_autoptr(GRegex) regex = g_regex_new ("^games 40 moves ([0-9]+) seconds [0-9.]+ "
                                         "games/s [0-9.]+ moves/s [0-9.]+$", 0, 0, NULL);

  /* Every combination of the house-rule table's rules. */
  for (guint flags = 0; flags < 1u << LUDO_N_RULES; flags++)
    {
      g_autoptr(GString) list = g_string_new (NULL);
      const char *args[] = { "bench", "--rules", NULL, "--games", "40", "--seed", "11", NULL };
      g_autofree char *out1 = NULL;
      g_autofree char *out2 = NULL;
      g_auto(GStrv) lines1 = NULL;
      g_auto(GStrv) lines2 = NULL;
      const char *last1;
      const char *last2;
      g_autoptr(GMatchInfo) m1 = NULL;
      g_autoptr(GMatchInfo) m2 = NULL;
      g_autofree char *moves1 = NULL;
      g_autofree char *moves2 = NULL;

      for (guint i = 0; i < LUDO_N_RULES; i++)
        if ((flags & ludo_rule_info (i)->flag) != 0)
          g_string_append_printf (list, "%s%s", list->len > 0 ? "," : "",
                                  ludo_rule_info (i)->nick);
      args[2] = list->str;
      out1 = run_ok (args);
      out2 = run_ok (args);
      lines1 = g_strsplit (g_strchomp (out1), "\n", -1);
      lines2 = g_strsplit (g_strchomp (out2), "\n", -1);
      last1 = lines1[g_strv_length (lines1) - 1];
      last2 = lines2[g_strv_length (lines2) - 1];

      g_test_message ("rules \"%s\": %s", list->str, last1);
      g_assert_true (g_regex_match (regex, last1, 0, &m1));
      g_assert_true (g_regex_match (regex, last2, 0, &m2));
      moves1 = g_match_info_fetch (m1, 1);
      moves2 = g_match_info_fetch (m2, 1);
      g_assert_cmpstr (moves1, ==, moves2);
      /* A pawn needs one move out of base and at least ten more (56 steps,
       * six at most each) to get home, and a game ends only when at least
       * eight pawns (a team) or twelve (three colours) are home. */
      g_assert_cmpuint (g_ascii_strtoull (moves1, NULL, 10), >=, 40 * 8 * 11);
    }
}

static void
check_match_table (const char *rules,
                   guint       n_games,
                   guint       winners_per_game)
{
  const char *args[] = { "match", "--rules", rules, "--games", "0", "--seed", "5",
                         "--seats", "r=random,g=random,y=random,b=random", NULL };
  g_autofree char *games = g_strdup_printf ("%u", n_games);
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GRegex) ci = g_regex_new ("\\[\\s*([0-9.]+),\\s*([0-9.]+)\\]", 0, 0, NULL);
  gint col_games = -1, col_wins = -1, col_pct = -1, col_mean = -1, col_median = -1;
  gint col_max = -1;
  guint rows = 0, total_wins = 0;

  args[4] = games;
  out = run_ok (args);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *bare = NULL;
      g_auto(GStrv) cols = NULL;
      g_autofree char *low_text = NULL;
      g_autofree char *high_text = NULL;
      double low, high, pct;

      if (g_str_has_prefix (lines[i], "player"))
        {
          /* Column names, with the two-word "95% CI" taken out. */
          g_auto(GStrv) halves = g_strsplit (lines[i], "95% CI", 2);
          g_autofree char *header = g_strjoinv (" ", halves);
          g_auto(GStrv) names = g_strsplit_set (header, " ", -1);
          guint k = 0;

          for (guint j = 0; names[j] != NULL; j++)
            {
              if (names[j][0] == '\0')
                continue;
              if (g_str_equal (names[j], "games"))
                col_games = (gint) k;
              else if (g_str_equal (names[j], "wins"))
                col_wins = (gint) k;
              else if (g_str_equal (names[j], "win%"))
                col_pct = (gint) k;
              else if (g_str_equal (names[j], "mean-ms"))
                col_mean = (gint) k;
              else if (g_str_equal (names[j], "median-ms"))
                col_median = (gint) k;
              else if (g_str_equal (names[j], "max-ms"))
                col_max = (gint) k;
              k++;
            }
          continue;
        }
      if (strlen (lines[i]) < 2 || strchr ("rgyb", lines[i][0]) == NULL || lines[i][1] != ' ')
        continue;

      g_test_message ("%s", lines[i]);
      g_assert_cmpint (col_games, >=, 0);
      g_assert_cmpint (col_wins, >=, 0);
      g_assert_cmpint (col_pct, >=, 0);
      g_assert_cmpint (col_mean, >=, 0);
      g_assert_cmpint (col_max, >=, 0);
      g_assert_true (g_regex_match (ci, lines[i], 0, &match));
      low_text = g_match_info_fetch (match, 1);
      high_text = g_match_info_fetch (match, 2);
      low = g_ascii_strtod (low_text, NULL);
      high = g_ascii_strtod (high_text, NULL);
      bare = g_regex_replace_literal (ci, lines[i], -1, 0, "", 0, NULL);
      {
        g_auto(GStrv) parts = g_strsplit_set (bare, " ", -1);
        GPtrArray *tokens = g_ptr_array_new ();

        for (guint j = 0; parts[j] != NULL; j++)
          if (parts[j][0] != '\0')
            g_ptr_array_add (tokens, g_strdup (parts[j]));
        g_ptr_array_add (tokens, NULL);
        cols = (GStrv) g_ptr_array_free (tokens, FALSE);
      }
      g_assert_cmpuint (g_strv_length (cols), >, (guint) col_max);

      g_assert_cmpuint (g_ascii_strtoull (cols[col_games], NULL, 10), ==, n_games);
      total_wins += (guint) g_ascii_strtoull (cols[col_wins], NULL, 10);
      pct = g_ascii_strtod (cols[col_pct], NULL);
      g_assert_cmpfloat_with_epsilon (pct, 100.0 * g_ascii_strtod (cols[col_wins], NULL) / n_games,
                                      0.01);
      g_assert_cmpfloat (low, >=, 0.0);
      g_assert_cmpfloat (high, <=, 100.0);
      g_assert_cmpfloat (low, <=, pct);
      g_assert_cmpfloat (pct, <=, high);
      g_assert_cmpfloat (g_ascii_strtod (cols[col_mean], NULL), <=,
                         g_ascii_strtod (cols[col_max], NULL));
      if (col_median >= 0)
        g_assert_cmpfloat (g_ascii_strtod (cols[col_median], NULL), <=,
                           g_ascii_strtod (cols[col_max], NULL));
      rows++;
    }
  g_assert_cmpuint (rows, ==, 4);
  /* One winner per game, two in team play. */
  g_assert_cmpuint (total_wins, ==, winners_per_game * n_games);
}

static void
test_match (void)
{
  check_match_table ("", 12, 1);
  check_match_table ("blockades,team", 8, 2);
  check_match_table ("pachisi,safe", 8, 1);
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
  g_test_add_func ("/cli/help/rules", test_help);
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/bench/last-line-and-seed", test_bench);
  g_test_add_func ("/cli/match/consistent-table", test_match);

  return g_test_run ();
}
