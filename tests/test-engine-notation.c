/* test-engine-notation.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The notation of docs/rules.md §6 and §7 as the engine reads and writes it:
 * positions (every malformed or unreachable kind of §8.10), rule
 * lists, rolls and moves. Expectations come from the rule book alone. */

#include "config.h"

#include <string.h>

#include "engine-test-util.h"
#include "ludo-notation.h"
#include "ludo-rules.h"

static void
test_notation_example (void)
{
  LudoRules rules = rules_from ("");
  LudoPosition pos = position_from (&rules, "r:0,0,5,9/1,0,0,0/-/-");
  g_autofree char *text = format_position (&pos);

  /* docs/rules.md §6: red to roll, two red pawns in base and two on 5 and 9,
   * green's pawn on its start square, yellow and blue not playing. */
  g_assert_cmpint (pos.turn, ==, LUDO_COLOUR_RED);
  g_assert_cmpuint (pos.seated, ==, 0x3);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_RED, 0), ==, 2);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_RED, 5), ==, 1);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_RED, 9), ==, 1);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_GREEN, 1), ==, 1);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_GREEN, 0), ==, 3);
  g_assert_cmpstr (text, ==, "r:0,0,5,9/0,0,0,1/-/-");
  g_assert_cmpuint (pos.progress[LUDO_COLOUR_RED][0], ==, 0);
  g_assert_cmpuint (pos.progress[LUDO_COLOUR_RED][3], ==, 9);
  assert_masks (&pos);
}

static void
test_notation_pair (void)
{
  static const char *text = "r:0,0,5,5/1,0,0,0/-/-";
  g_autoptr(GError) error = NULL;
  LudoRules rules;
  LudoPosition pos;

  /* §6: a red pair is a blockade, a stack, or malformed. */
  rules = rules_from ("blockades");
  pos = position_from (&rules, text);
  assert_masks (&pos);
  g_assert_cmphex (pos.stacked[LUDO_COLOUR_RED], ==, G_GUINT64_CONSTANT (1) << 4);
  rules = rules_from ("pachisi");
  pos = position_from (&rules, text);
  g_assert_cmphex (pos.stacked[LUDO_COLOUR_RED], ==, G_GUINT64_CONSTANT (1) << 4);
  rules = rules_from ("");
  g_assert_false (ludo_notation_parse_position (text, &rules, &pos, &error));
  g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_UNREACHABLE);
}

static void
test_notation_input_order (void)
{
  static const struct { const char *rules, *input, *canonical; } cases[] = {
    { "", "r:9,5,0,0/0,0,1,0/-/-", "r:0,0,5,9/0,0,0,1/-/-" },
    { "", "g:57,3,0,12/0,0,0,0/-/-", "g:0,3,12,57/0,0,0,0/-/-" },
    { "team", "y:1,2,3,4/5,6,7,8/0,0,0,0/0,57,0,57",
      "y:1,2,3,4/5,6,7,8/0,0,0,0/0,0,57,57" },
    { "blockades,pachisi", "b:-/20,1,20,1/-/56,55,54,53", "b:-/1,1,20,20/-/53,54,55,56" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoRules rules = rules_from (cases[i].rules);
      LudoPosition pos = position_from (&rules, cases[i].input);
      g_autofree char *text = format_position (&pos);
      LudoPosition again = position_from (&rules, text);
      g_autofree char *text2 = format_position (&again);

      g_assert_cmpstr (text, ==, cases[i].canonical);
      g_assert_cmpstr (text2, ==, cases[i].canonical);
      for (guint c = 0; c < LUDO_N_COLOURS; c++)
        for (guint j = 1; j < LUDO_N_PAWNS; j++)
          g_assert_cmpuint (pos.progress[c][j - 1], <=, pos.progress[c][j]);
      assert_masks (&pos);
    }
}

typedef struct
{
  const char *rules;
  const char *text;
} BadPosition;

/* Every kind of malformed or unreachable position (docs/rules.md §8.10). */
static const BadPosition bad_positions[] = {
  { "", "" },
  { "", "r" },
  { "", "r:" },
  { "", "r:0,0,0,0/0,0,0,0/-" },
  { "", "r:0,0,0,0/0,0,0,0/-/-/-" },
  { "", "r:0,0,0,0/0,0,0,0/-/-/" },
  { "", "r:0,0,0,0/0,0,0,0/-/- " },
  { "", " r:0,0,0,0/0,0,0,0/-/-" },
  { "", "r:0,0,0,0/0,0,0,0/-/-x" },
  { "", "x:0,0,0,0/0,0,0,0/-/-" },
  { "", "r;0,0,0,0/0,0,0,0/-/-" },
  { "", "r0,0,0,0/0,0,0,0/-/-" },
  { "", ":0,0,0,0/0,0,0,0/-/-" },
  { "", "rg:0,0,0,0/0,0,0,0/-/-" },
  { "", "r:0,0,0/0,0,0,0/-/-" },
  { "", "r:0,0,0,0,0/0,0,0,0/-/-" },
  { "", "r:0,0,0,0/0,0,0,0,/-/-" },
  { "", "r:0,,0,0/0,0,0,0/-/-" },
  { "", "r:,0,0,0/0,0,0,0/-/-" },
  { "", "r:0,0,0,58/0,0,0,0/-/-" },
  { "", "r:0,0,0,100/0,0,0,0/-/-" },
  { "", "r:0,0,0,99999999999999999999/0,0,0,0/-/-" },
  { "", "r:0,0,0,-1/0,0,0,0/-/-" },
  { "", "r:0,0,0,+1/0,0,0,0/-/-" },
  { "", "r:0,0,0,a/0,0,0,0/-/-" },
  { "", "r:0,0,0,1a/0,0,0,0/-/-" },
  { "", "r:0,0,0, 1/0,0,0,0/-/-" },
  { "", "r:0,0,0,0x1/0,0,0,0/-/-" },
  { "", "r:0;0;0;0/0,0,0,0/-/-" },
  { "", "r:0,0,0,0/--/-/-" },
  { "", "r:0,0,0,0//-/-" },
  { "", "r:0,0,0,0/0,0,0,0/-/-,-" },
  { "", "r:0,0,0,0/-/-/-" },                     /* one seat */
  { "", "-:-/-/-/-" },                           /* no seat */
  { "", "y:0,0,0,0/0,0,0,0/-/-" },               /* TURN an empty seat */
  { "", "r:57,57,57,57/0,0,0,0/0,0,0,0/-" },     /* TURN finished */
  { "blockades,pachisi", "g:0,0,0,0/57,57,57,57/0,0,0,0/-" },
  { "", "-:0,0,0,0/0,0,0,0/-/-" },               /* over too soon */
  { "", "-:57,57,57,57/0,0,0,0/0,0,0,0/-" },
  { "", "g:57,57,57,57/0,0,0,0/-/-" },           /* game over, TURN set */
  { "", "-:57,57,57,57/57,57,57,57/-/-" },       /* everyone finished */
  { "team", "-:57,57,57,57/57,57,57,57/57,57,57,57/57,57,57,57" },
  { "team", "-:57,57,57,57/57,57,57,57/0,0,0,0/0,0,0,0" },     /* no team complete */
  { "team", "g:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0" },     /* over, TURN set */
  { "", "r:0,0,0,1/0,0,0,40/-/-" },              /* red and green on square 0 */
  { "blockades", "r:0,0,0,1/0,0,0,40/-/-" },
  { "team", "r:0,0,0,1/0,0,0,40/0,0,0,0/0,0,0,0" },
  { "pachisi", "r:0,0,1,1/0,0,0,40/-/-" },
  { "", "r:0,0,0,14/0,0,0,0/0,0,0,40/-" },       /* red and yellow, no team */
  { "", "r:0,0,0,1/0,0,0,0/0,0,0,27/0,0,0,14" },
  { "", "r:0,0,5,5/0,0,0,0/-/-" },               /* own pair, standard */
  { "team", "r:0,0,5,5/0,0,0,0/0,0,0,0/0,0,0,0" },
  { "", "r:0,0,0,0/0,0,51,51/-/-" },
  { "", "r:0,0,53,53/0,0,0,0/-/-" },             /* home-column pairs */
  { "blockades", "r:0,0,53,53/0,0,0,0/-/-" },
  { "pachisi", "r:0,0,56,56/0,0,0,0/-/-" },
  { "blockades,team,pachisi", "r:0,52,52,0/0,0,0,0/0,0,0,0/0,0,0,0" },
  { "safe", "r:0,0,0,2/0,0,0,41/-/-" },          /* opponents off a safe square */
  { "blockades,safe", "r:0,0,1,1/0,0,40,40/-/-" },       /* two sides' pairs */
  { "blockades,team,safe", "r:0,0,1,1/0,0,0,0/0,0,0,0/0,0,14,14" },
  { "safe", "r:0,0,1,1/0,0,0,0/-/-" },           /* own pair, safe or not */
  { "team,safe", "r:0,0,0,2/0,0,0,41/0,0,0,0/0,0,0,0" },
  { "pachisi,safe", "r:0,0,2,2/0,0,41,41/-/-" },  /* stacks off a safe square */
  { "blockades,pachisi,safe", "r:0,0,9,9/0,0,48,48/-/-" },
};

static void
test_bad_positions (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_positions); i++)
    {
      LudoRules rules = rules_from (bad_positions[i].rules);
      LudoPosition pos;
      g_autoptr(GError) error = NULL;
      gboolean ok;

      g_test_message ("rules \"%s\" position \"%s\"", bad_positions[i].rules,
                      bad_positions[i].text);
      ok = ludo_notation_parse_position (bad_positions[i].text, &rules, &pos, &error);
      g_assert_false (ok);
      if (ok)
        continue;
      g_assert_nonnull (error);
      g_assert_true (error->domain == LUDO_NOTATION_ERROR);
      g_assert_true (error->code == LUDO_NOTATION_ERROR_SYNTAX ||
                     error->code == LUDO_NOTATION_ERROR_UNREACHABLE);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_cmpuint (strlen (error->message), >, 0);
    }
}

/* The same positions, good under the rules in force. */
static void
test_good_positions (void)
{
  static const BadPosition good[] = {
    { "team", "r:0,0,0,1/0,0,0,0/0,0,0,27/0,0,0,0" },         /* partners share */
    { "blockades,team", "r:0,0,1,1/0,0,0,0/0,0,27,27/0,0,0,0" },
    { "blockades", "r:0,0,5,5/0,0,0,0/-/-" },
    { "pachisi", "r:5,5,5,5/0,0,0,0/-/-" },
    { "", "r:0,0,57,57/0,0,0,0/-/-" },
    { "", "r:52,53,54,55/0,0,0,0/-/-" },
    { "", "r:0,0,0,0/0,0,0,0/-/-" },
    { "", "g:-/0,0,0,0/0,0,0,0/-" },
    { "", "-:57,57,57,57/57,57,57,57/0,0,0,0/-" },
    { "team", "r:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0" },      /* finished still plays */
    { "team", "r:57,57,57,57/57,57,57,57/0,0,0,0/0,0,0,0" },
    { "team", "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0" },
    { "blockades,team,pachisi", "b:14,14,14,14/0,0,0,0/40,40,40,40/0,0,0,0" },
    /* Opponents share a safe square (docs/rules.md §8.13). */
    { "safe", "r:0,0,0,1/0,0,0,40/-/-" },
    { "safe", "r:0,0,0,9/0,0,0,48/0,0,0,35/0,0,0,22" },
    { "blockades,safe", "r:0,0,1,1/0,0,0,40/-/-" },
    { "pachisi,safe", "r:0,0,1,1/0,0,40,40/-/-" },
    { "blockades,team,safe", "r:0,0,1,1/0,0,0,40/0,0,27,27/0,0,0,0" },
    { "blockades,pachisi,safe", "r:0,0,9,9/0,0,0,48/-/0,0,0,22" },
    { "team,safe", "r:0,0,0,9/0,0,0,48/0,0,0,35/0,0,0,22" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      LudoRules rules = rules_from (good[i].rules);
      LudoPosition pos;
      g_autoptr(GError) error = NULL;

      g_test_message ("rules \"%s\" position \"%s\"", good[i].rules, good[i].text);
      g_assert_true (ludo_notation_parse_position (good[i].text, &rules, &pos, &error));
      g_assert_no_error (error);
      g_clear_error (&error);
      g_assert_true (ludo_position_validate (&rules, &pos, &error));
      g_assert_no_error (error);
      g_clear_error (&error);
      assert_masks (&pos);
    }
}

static void
test_team_needs_four_seats (void)
{
  static const char *const texts[] = {
    "r:0,0,0,0/0,0,0,0/0,0,0,0/-",
    "r:0,0,0,0/-/0,0,0,0/-",
    "g:-/0,0,0,0/0,0,0,0/0,0,0,0",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      LudoRules rules = rules_from ("blockades,team");
      LudoPosition pos;
      g_autoptr(GError) error = NULL;

      g_assert_false (ludo_notation_parse_position (texts[i], &rules, &pos, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES);
    }
}

static void
test_rules_notation (void)
{
  static const char *const bad[] = {
    "foo", "blockade", "blockades,foo", "Team", "blockades team", "blockades;team",
  };

  for (guint flags = 0; flags < N_RULE_LISTS; flags++)
    {
      const char *list = rule_list (flags);
      LudoRules rules = rules_from (list);
      LudoRules again;
      g_autofree char *text = ludo_notation_format_rules (&rules);
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (rules.blockades, ==, strstr (list, "blockades") != NULL);
      g_assert_cmpint (rules.team, ==, strstr (list, "team") != NULL);
      g_assert_cmpint (rules.pachisi, ==, strstr (list, "pachisi") != NULL);
      g_assert_cmpint (rules.safe, ==, strstr (list, "safe") != NULL);
      g_assert_cmpuint (ludo_rules_get_flags (&rules), ==, flags);
      g_assert_true (ludo_notation_parse_rules (text, &again, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (ludo_rules_get_flags (&again), ==, flags);
    }

  /* Any order is a subset all the same. */
  {
    LudoRules rules = rules_from ("pachisi,team,blockades");

    g_assert_true (rules.blockades && rules.team && rules.pachisi);
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      LudoRules rules;
      g_autoptr(GError) error = NULL;

      g_test_message ("rules \"%s\"", bad[i]);
      g_assert_false (ludo_notation_parse_rules (bad[i], &rules, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES);
    }
}

static void
test_roll_notation (void)
{
  static const char *const bad[] = {
    "", "0", "7", "-1", "a", "6a", "66", " 6", "6 ", "+6", "1.0", "9999999999999999999",
  };

  for (guint roll = 1; roll <= 6; roll++)
    {
      char text[2] = { (char) ('0' + roll), 0 };
      guint got = 0;
      g_autoptr(GError) error = NULL;

      g_assert_true (ludo_notation_parse_roll (text, &got, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (got, ==, roll);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      guint got = 0;
      g_autoptr(GError) error = NULL;

      g_test_message ("roll \"%s\"", bad[i]);
      g_assert_false (ludo_notation_parse_roll (bad[i], &got, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_ROLL);
    }
}

static void
test_move_notation (void)
{
  static const struct { const char *text; gint colour; guint from, to, count; } good[] = {
    { "r:0-1", LUDO_COLOUR_RED, 0, 1, 1 },
    { "g:12-17", LUDO_COLOUR_GREEN, 12, 17, 1 },
    { "r:30-36x2", LUDO_COLOUR_RED, 30, 36, 2 },
    { "y:51-57x4", LUDO_COLOUR_YELLOW, 51, 57, 4 },
    { "b:52-57", LUDO_COLOUR_BLUE, 52, 57, 1 },
  };
  static const char *const bad[] = {
    "", "r", "r:", "r:0", "r:0-", "r-0-1", "r:0:1", "x:0-1", "R:0-1x", "r:a-1", "r:0-b",
    "r:0-1x", "r:0-1y2", "r:0-1x2x2", " r:0-1", "r:0-1 ", "r:-1-1", "nonee", "None",
    "r:0-1,r:1-2",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      LudoMove move;
      gboolean is_none = TRUE;
      char buf[LUDO_NOTATION_MOVE_MAX];
      g_autoptr(GError) error = NULL;

      g_assert_true (ludo_notation_parse_move (good[i].text, &move, &is_none, &error));
      g_assert_no_error (error);
      g_assert_false (is_none);
      g_assert_cmpint (move.colour, ==, good[i].colour);
      g_assert_cmpuint (move.from, ==, good[i].from);
      g_assert_cmpuint (move.to, ==, good[i].to);
      g_assert_cmpuint (move.count, ==, good[i].count);
      ludo_notation_format_move (&move, buf);
      g_assert_cmpstr (buf, ==, good[i].text);
    }

  {
    LudoMove move;
    gboolean is_none = FALSE;
    g_autoptr(GError) error = NULL;

    g_assert_true (ludo_notation_parse_move ("none", &move, &is_none, &error));
    g_assert_no_error (error);
    g_assert_true (is_none);
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      LudoMove move;
      gboolean is_none = FALSE;
      g_autoptr(GError) error = NULL;

      g_test_message ("move \"%s\"", bad[i]);
      g_assert_false (ludo_notation_parse_move (bad[i], &move, &is_none, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX);
    }
}

static void
test_reason_names (void)
{
  for (guint r = LUDO_BLOCK_NEEDS_SIX; r <= LUDO_BLOCK_STACK_HOME_COLUMN; r++)
    g_assert_cmpstr (ludo_notation_block_reason_name (r), ==, reason_names[r]);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    g_assert_cmpint (ludo_notation_colour_letter (c), ==, colour_letters[c]);
  g_assert_cmpuint (ludo_rules_partner (LUDO_COLOUR_RED), ==, LUDO_COLOUR_YELLOW);
  g_assert_cmpuint (ludo_rules_partner (LUDO_COLOUR_GREEN), ==, LUDO_COLOUR_BLUE);
  g_assert_cmpuint (ludo_rules_absolute_square (LUDO_COLOUR_GREEN, 1), ==, 13);
  g_assert_cmpuint (ludo_rules_absolute_square (LUDO_COLOUR_GREEN, 40), ==, 0);
  g_assert_cmpuint (ludo_rules_absolute_square (LUDO_COLOUR_BLUE, 51), ==, 37);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/engine/notation/6-example", test_notation_example);
  g_test_add_func ("/engine/notation/6-pair", test_notation_pair);
  g_test_add_func ("/engine/notation/6-input-order", test_notation_input_order);
  g_test_add_func ("/engine/notation/6-bad-positions", test_bad_positions);
  g_test_add_func ("/engine/notation/6-good-positions", test_good_positions);
  g_test_add_func ("/engine/team/4.1-needs-four-seats", test_team_needs_four_seats);
  g_test_add_func ("/engine/notation/7-rules", test_rules_notation);
  g_test_add_func ("/engine/notation/7-roll", test_roll_notation);
  g_test_add_func ("/engine/notation/6-moves", test_move_notation);
  g_test_add_func ("/engine/notation/7-reason-names", test_reason_names);

  return g_test_run ();
}
