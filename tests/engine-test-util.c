/* engine-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Helpers shared by the engine tests: they read and write positions, moves
 * and explanations in the notation of docs/rules.md §6, so that the tests compare
 * text that reads like the rule book. */

#include "config.h"

#include "engine-test-util.h"

#include <string.h>
#include <sys/wait.h>

#include "ludo-notation.h"

/* Our own names, indexed by the engine's enum, so that a renumbered or
 * misnamed reason shows up as a failure. */
const char *const reason_names[LUDO_BLOCK_STACK_HOME_COLUMN + 1] = {
  [LUDO_BLOCK_NONE] = "none",
  [LUDO_BLOCK_NEEDS_SIX] = "needs-six",
  [LUDO_BLOCK_OWN_PAWN] = "own-pawn",
  [LUDO_BLOCK_BLOCKADE_ON_START] = "blockade-on-start",
  [LUDO_BLOCK_BLOCKADE_IN_PATH] = "blockade-in-path",
  [LUDO_BLOCK_BLOCKADE_ON_TARGET] = "blockade-on-target",
  [LUDO_BLOCK_OVERSHOOTS_HOME] = "overshoots-home",
  [LUDO_BLOCK_HOME_COLUMN_BLOCKED] = "home-column-blocked",
  [LUDO_BLOCK_FINISHED] = "finished",
  [LUDO_BLOCK_STACK_HOME_COLUMN] = "stack-home-column",
};

const char colour_letters[] = "rgyb";

/* One of the N_RULE_LISTS combinations, in the notation of `--rules`,
 * built from the house-rule table so that a new rule joins every loop over
 * the combinations. The string lives as long as the test. */
const char *
rule_list (LudoRuleFlags flags)
{
  GString *s = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < LUDO_N_RULES; i++)
    if ((flags & ludo_rule_info (i)->flag) != 0)
      g_string_append_printf (s, "%s%s", s->len > 0 ? "," : "", ludo_rule_info (i)->nick);
  text = g_string_free (s, FALSE);
  return g_intern_string (text);
}

LudoRules
rules_from (const char *list)
{
  g_autoptr(GError) error = NULL;
  LudoRules rules;

  memset (&rules, 0, sizeof rules);
  if (!ludo_notation_parse_rules (list, &rules, &error))
    g_error ("rules \"%s\" rejected: %s", list, error->message);
  return rules;
}

LudoPosition
position_from (const LudoRules *rules,
               const char      *text)
{
  g_autoptr(GError) error = NULL;
  LudoPosition pos;

  memset (&pos, 0, sizeof pos);
  if (!ludo_notation_parse_position (text, rules, &pos, &error))
    g_error ("position \"%s\" rejected: %s", text, error->message);
  return pos;
}

char *
format_position (const LudoPosition *pos)
{
  char buf[LUDO_NOTATION_POSITION_MAX];
  gsize len;

  len = ludo_notation_format_position (pos, buf);
  g_assert_cmpuint (len, ==, strlen (buf));
  g_assert_cmpuint (len, <, sizeof buf);
  return g_strdup (buf);
}

char *
format_moves (const LudoMove *moves,
              guint           n)
{
  GString *s = g_string_new (NULL);

  if (n == 0)
    g_string_append (s, "none");
  for (guint i = 0; i < n; i++)
    {
      char buf[LUDO_NOTATION_MOVE_MAX];
      gsize len = ludo_notation_format_move (&moves[i], buf);

      g_assert_cmpuint (len, ==, strlen (buf));
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, buf);
    }
  return g_string_free (s, FALSE);
}

char *
format_explain (const LudoBlockedPlace *blocked,
                guint                   n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (blocked[i].colour, >=, 0);
      g_assert_cmpint (blocked[i].colour, <, LUDO_N_COLOURS);
      g_assert_cmpuint (blocked[i].reason, >, LUDO_BLOCK_NONE);
      g_assert_cmpuint (blocked[i].reason, <=, LUDO_BLOCK_STACK_HOME_COLUMN);
      if (i > 0)
        g_string_append (s, "; ");
      g_string_append_printf (s, "%c:%u blocked %s",
                              colour_letters[blocked[i].colour], blocked[i].from,
                              reason_names[blocked[i].reason]);
    }
  return g_string_free (s, FALSE);
}

LudoMove
move_from (const char *text)
{
  g_autoptr(GError) error = NULL;
  LudoMove move;
  gboolean is_none = TRUE;

  memset (&move, 0, sizeof move);
  if (!ludo_notation_parse_move (text, &move, &is_none, &error))
    g_error ("move \"%s\" rejected: %s", text, error->message);
  g_assert_false (is_none);
  return move;
}

static gint
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The pawns a move sent home, as sorted "c:from" words, so that the engine's
 * capture order does not matter. */
char *
format_captures (const LudoOutcome *outcome)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  GString *s = g_string_new (NULL);

  g_assert_cmpuint (outcome->n_captured, <=, LUDO_MAX_CAPTURES);
  for (guint i = 0; i < outcome->n_captured; i++)
    g_ptr_array_add (words, g_strdup_printf ("%c:%u",
                                             colour_letters[outcome->captured[i].colour],
                                             outcome->captured[i].from));
  g_ptr_array_sort (words, compare_strings);
  for (guint i = 0; i < words->len; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, g_ptr_array_index (words, i));
    }
  return g_string_free (s, FALSE);
}

static char *
format_pawns (const LudoCapture *pawns,
              guint              n)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (pawns[i].colour, >=, 0);
      g_assert_cmpint (pawns[i].colour, <, LUDO_N_COLOURS);
      g_assert_cmpuint (pawns[i].from, >=, LUDO_PROGRESS_START);
      g_assert_cmpuint (pawns[i].from, <=, LUDO_PROGRESS_LAST_TRACK);
      /* The square is the one the progress names (docs/rules.md §1). */
      g_assert_cmpuint (pawns[i].square, ==,
                        ludo_rules_absolute_square (pawns[i].colour, pawns[i].from));
      g_ptr_array_add (words, g_strdup_printf ("%c:%u@%u", colour_letters[pawns[i].colour],
                                               pawns[i].from, pawns[i].square));
    }
  g_ptr_array_sort (words, compare_strings);
  g_ptr_array_add (words, NULL);
  return g_strjoinv (",", (char **) words->pdata);
}

/* The whole record of an applied roll as one line, only what is not the
 * default spelled out: "r 4 r:10-14 captured=g:1@13 next=g",
 * "r 3 none blocked=[r:0 blocked needs-six] next=g". Pawn lists are sorted,
 * so that the engine's order does not matter. */
char *
format_outcome (const LudoOutcome *outcome)
{
  GString *s = g_string_new (NULL);

  g_assert_cmpint (outcome->roller, >=, 0);
  g_assert_cmpint (outcome->roller, <, LUDO_N_COLOURS);
  g_assert_cmpuint (outcome->n_captured, <=, LUDO_MAX_CAPTURES);
  g_assert_cmpuint (outcome->n_spared, <=, LUDO_MAX_SPARED);
  g_assert_cmpuint (outcome->n_blocked, <=, LUDO_N_PAWNS);
  g_string_append_printf (s, "%c %u ", colour_letters[outcome->roller], outcome->roll);
  if (outcome->moved)
    {
      char buf[LUDO_NOTATION_MOVE_MAX];

      ludo_notation_format_move (&outcome->move, buf);
      g_string_append (s, buf);
      g_assert_cmpuint (outcome->n_blocked, ==, 0);
    }
  else
    {
      g_autofree char *why = format_explain (outcome->blocked, outcome->n_blocked);

      g_string_append_printf (s, "none blocked=[%s]", why);
      g_assert_cmpuint (outcome->n_captured + outcome->n_spared, ==, 0);
    }
  if (outcome->n_captured > 0)
    {
      g_autofree char *pawns = format_pawns (outcome->captured, outcome->n_captured);

      g_string_append_printf (s, " captured=%s", pawns);
    }
  if (outcome->n_spared > 0)
    {
      g_autofree char *pawns = format_pawns (outcome->spared, outcome->n_spared);

      g_string_append_printf (s, " spared=%s", pawns);
    }
  if (outcome->blockade_formed)
    g_string_append (s, " formed");
  if (outcome->blockade_broken)
    g_string_append (s, " broken");
  if (outcome->finished != LUDO_COLOUR_NONE)
    g_string_append_printf (s, " finished=%c#%u", colour_letters[outcome->finished],
                            outcome->finished_rank);
  else
    g_assert_cmpuint (outcome->finished_rank, ==, 0);
  if (outcome->extra_roll)
    g_string_append (s, " again");
  if (outcome->game_over)
    {
      g_string_append (s, " over");
      g_assert_cmpint (outcome->next, ==, LUDO_COLOUR_NONE);
    }
  else
    {
      g_assert_cmpint (outcome->next, >=, 0);
      g_assert_cmpint (outcome->next, <, LUDO_N_COLOURS);
      g_string_append_printf (s, " next=%c", colour_letters[outcome->next]);
    }
  return g_string_free (s, FALSE);
}

char *
format_ranking (const LudoPosition *pos)
{
  GString *s = g_string_new (NULL);

  g_assert_cmpuint (pos->n_ranked, <=, LUDO_N_COLOURS);
  for (guint i = 0; i < pos->n_ranked; i++)
    {
      g_assert_cmpint (pos->ranking[i], >=, 0);
      g_assert_cmpint (pos->ranking[i], <, LUDO_N_COLOURS);
      g_string_append_c (s, colour_letters[pos->ranking[i]]);
    }
  return g_string_free (s, FALSE);
}

/* Independent check of the private occupancy masks against the progress. */
void
assert_masks (const LudoPosition *pos)
{
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      guint count[LUDO_TRACK_SQUARES] = { 0 };
      guint64 occupied = 0, stacked = 0;

      if ((pos->seated & (1u << c)) != 0)
        for (guint i = 0; i < LUDO_N_PAWNS; i++)
          {
            guint p = pos->progress[c][i];

            if (p >= 1 && p <= 51)
              count[(13 * c + p - 1) % 52]++;
          }
      for (guint sq = 0; sq < LUDO_TRACK_SQUARES; sq++)
        {
          if (count[sq] >= 1)
            occupied |= G_GUINT64_CONSTANT (1) << sq;
          if (count[sq] >= 2)
            stacked |= G_GUINT64_CONSTANT (1) << sq;
        }
      /* Only the 52 track bits are specified; the engine may keep other
       * bookkeeping above them. */
      g_assert_cmphex (pos->occupied[c] & TRACK_BITS, ==, occupied);
      g_assert_cmphex (pos->stacked[c] & TRACK_BITS, ==, stacked);
    }
}

/* Runs the program that the environment variable @env_name names (meson
 * test sets it) with @args, and hands back its exit status and output. */
void
run_tool (const char        *env_name,
          const char *const *args,
          int               *status,
          char             **out,
          char             **err)
{
  const char *tool = g_getenv (env_name);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status;

  if (tool == NULL)
    g_error ("%s is not set: run this test through `meson test`", env_name);

  g_ptr_array_add (argv, (char *) tool);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  *status = WEXITSTATUS (wait_status);
}
