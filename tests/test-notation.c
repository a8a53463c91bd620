/* test-notation.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "engine/ludo-notation.h"
#include "engine/ludo-rules.h"

#define OK  (-1)
#define SYN LUDO_NOTATION_ERROR_SYNTAX
#define UNR LUDO_NOTATION_ERROR_UNREACHABLE
#define RUL LUDO_NOTATION_ERROR_RULES
#define ROL LUDO_NOTATION_ERROR_ROLL

/* Field by field: padding bytes are not part of a position. */
static void
assert_same_position (const LudoPosition *a,
                      const LudoPosition *b)
{
  g_assert_cmpmem (a->progress, sizeof a->progress, b->progress, sizeof b->progress);
  g_assert_cmpuint (a->seated, ==, b->seated);
  g_assert_cmpint (a->turn, ==, b->turn);
  g_assert_cmpuint (a->n_ranked, ==, b->n_ranked);
  g_assert_cmpmem (a->ranking, a->n_ranked, b->ranking, b->n_ranked);
  g_assert_cmpmem (a->occupied, sizeof a->occupied, b->occupied, sizeof b->occupied);
  g_assert_cmpmem (a->stacked, sizeof a->stacked, b->stacked, sizeof b->stacked);
}

static LudoRules
rules_from (const char *list)
{
  LudoRules rules;
  g_autoptr(GError) error = NULL;

  g_assert_true (ludo_notation_parse_rules (list, &rules, &error));
  g_assert_no_error (error);
  return rules;
}

/* Well-formed positions and their canonical form. */
static const struct
{
  const char *rules;
  const char *text;
  const char *canonical;
} round_trips[] = {
  { "", "r:0,0,5,9/1,0,0,0/-/-", "r:0,0,5,9/0,0,0,1/-/-" },
  { "", "y:9,5,0,0/-/0,0,0,0/-", "y:0,0,5,9/-/0,0,0,0/-" },
  { "", "b:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", "b:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0" },
  { "", "y:-/-/00,000,7,057/0,0,0,1", "y:-/-/0,0,7,57/0,0,0,1" },
  { "", "r:52,53,54,55/56,57,57,0/-/-", "r:52,53,54,55/0,56,57,57/-/-" },
  /* A finished colour that no longer rolls, and the end of a game. */
  { "", "g:57,57,57,57/0,0,0,0/1,0,0,0/-", "g:57,57,57,57/0,0,0,0/0,0,0,1/-" },
  { "", "-:57,57,57,57/0,0,0,0/-/-", "-:57,57,57,57/0,0,0,0/-/-" },
  /* Red at 18 and green at 5 are both on square 17: only partners may. */
  { "team", "r:18,0,0,0/0,0,0,0/5,0,0,0/0,0,0,0", "r:0,0,0,18/0,0,0,0/0,0,0,5/0,0,0,0" },
  { "team", "r:57,57,57,57/0,0,0,0/1,0,0,0/0,0,0,0", "r:57,57,57,57/0,0,0,0/0,0,0,1/0,0,0,0" },
  { "team", "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0",
    "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0" },
  { "blockades", "r:0,0,5,5/-/-/0,0,0,0", "r:0,0,5,5/-/-/0,0,0,0" },
  { "pachisi", "r:5,5,5,5/-/-/0,0,0,0", "r:5,5,5,5/-/-/0,0,0,0" },
  { "blockades,team,pachisi", "b:9,9,0,0/0,0,0,0/22,22,22,0/0,0,0,0",
    "b:0,0,9,9/0,0,0,0/0,22,22,22/0,0,0,0" },
};

static void
test_position_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (round_trips); i++)
    {
      LudoRules rules = rules_from (round_trips[i].rules);
      g_autoptr(GError) error = NULL;
      LudoPosition pos, again;
      char buf[LUDO_NOTATION_POSITION_MAX];
      gsize len;

      g_test_message ("%s with rules '%s'", round_trips[i].text, round_trips[i].rules);
      g_assert_true (ludo_notation_parse_position (round_trips[i].text, &rules, &pos, &error));
      g_assert_no_error (error);
      len = ludo_notation_format_position (&pos, buf);
      g_assert_cmpstr (buf, ==, round_trips[i].canonical);
      g_assert_cmpuint (len, ==, strlen (round_trips[i].canonical));

      g_assert_true (ludo_notation_parse_position (buf, &rules, &again, &error));
      g_assert_no_error (error);
      assert_same_position (&pos, &again);
    }
}

static void
test_position_longest (void)
{
  LudoRules rules = rules_from ("");
  LudoPosition pos;
  char buf[LUDO_NOTATION_POSITION_MAX];
  const char *text = "-:57,57,57,57/57,57,57,57/57,57,57,57/51,52,53,56";

  g_assert_true (ludo_notation_parse_position (text, &rules, &pos, NULL));
  g_assert_cmpuint (ludo_notation_format_position (&pos, buf), ==, strlen (text));
  g_assert_cmpstr (buf, ==, text);
}

/* Every kind of malformed or unreachable position, with the error code it
 * must give and a part of the message that names the problem. */
static const struct
{
  const char *rules;
  const char *text;
  int         code;
  const char *message;
} bad_positions[] = {
  /* Syntax. */
  { "", NULL, SYN, "empty" },
  { "", "", SYN, "empty" },
  { "", "x:0,0,0,0/0,0,0,0/-/-", SYN, "colour to roll" },
  { "", "R:0,0,0,0/0,0,0,0/-/-", SYN, "colour to roll" },
  { "", " r:0,0,0,0/0,0,0,0/-/-", SYN, "colour to roll" },
  { "", "r", SYN, "':'" },
  { "", "r;0,0,0,0/0,0,0,0/-/-", SYN, "':'" },
  { "", "r:0,0,0,0/0,0,0,0/-", SYN, "four colours" },
  { "", "r:0,0,0,0/0,0,0,0/-/-/-", SYN, "four colours" },
  { "", "r:", SYN, "four colours" },
  { "", "r:0,0,0/0,0,0,0/-/-", SYN, "red has 3 pawns, a colour has exactly 4" },
  { "", "r:0,0,0,0/0,0,0,0,0/-/-", SYN, "green has 5 pawns, a colour has exactly 4" },
  { "", "r:0,0,0,0//-/-", SYN, "green is empty" },
  { "", "r:0,0,,0/0,0,0,0/-/-", SYN, "empty progress value" },
  { "", "r:0,0,0,/0,0,0,0/-/-", SYN, "empty progress value" },
  { "", "r:0,0,0,a/0,0,0,0/-/-", SYN, "not a plain decimal number" },
  { "", "r:0,0,0,-1/0,0,0,0/-/-", SYN, "not a plain decimal number" },
  { "", "r:0,0,0,+1/0,0,0,0/-/-", SYN, "not a plain decimal number" },
  { "", "r:0,0,0, 1/0,0,0,0/-/-", SYN, "not a plain decimal number" },
  { "", "r:0,0,0,0x1/0,0,0,0/-/-", SYN, "not a plain decimal number" },
  { "", "r:0,0,0,0/0,0,0,0/-/-\n", SYN, "blue has 1 pawn," },
  { "", "r:0,0,0,0/0,0,0,0/-/- ", SYN, "blue has 1 pawn," },
  { "", "r:0,0,0,0/0,0,0,0/--/-", SYN, "yellow has 1 pawn," },
  { "", "r:0,0,0,0/0,0,0,0/-/0,0,0,0\n", SYN, "not a plain decimal number" },
  { "", "r:0,0,0,58/0,0,0,0/-/-", SYN, "progress 58 is out of range 0..57" },
  { "", "r:0,0,0,0/0,0,0,0/-/0,0,0,99999999999999999999999999", SYN,
    "progress 99999999999999999999999999 is out of range 0..57" },
  { "", "r:0,0,0,0/0,0,0,0/-/0,0,0,4294967353", SYN, "out of range" },
  { "", "r:0,0,0,0/0,0,0,0/-/0,0,0,256", SYN, "out of range" },
  /* Seats and rules. */
  { "", "r:0,0,0,0/-/-/-", UNR, "at least two seated colours" },
  { "", "-:-/-/-/-", UNR, "at least two seated colours" },
  { "team", "r:0,0,0,0/0,0,0,0/0,0,0,0/-", RUL, "team play needs four seats" },
  { "team,blockades", "r:0,0,0,0/-/0,0,0,0/-", RUL, "team play needs four seats" },
  /* Pawns in places the rules cannot reach. */
  { "", "r:18,0,0,0/5,0,0,0/-/-", UNR, "red and green share track square 17" },
  { "blockades,pachisi", "r:18,18,0,0/5,0,0,0/-/-", UNR, "red and green share track square 17" },
  { "team", "r:18,0,0,0/5,0,0,0/0,0,0,0/0,0,0,0", UNR, "red and green share track square 17" },
  { "", "g:-/40,0,0,0/-/14,0,0,0", UNR, "green and blue share track square 0" },
  { "", "r:0,0,5,5/0,0,0,0/-/-", UNR, "two red pawns on track square 5 need blockades or pachisi" },
  { "team", "r:0,0,5,5/0,0,0,0/0,0,0,0/0,0,0,0", UNR, "need blockades or pachisi" },
  { "", "r:0,0,0,0/0,0,0,0/53,53,0,0/-", UNR, "two yellow pawns on home-column square 53" },
  { "blockades,pachisi", "r:0,0,0,0/0,0,0,0/56,56,0,0/-", UNR, "home-column square 56" },
  /* Who is to roll. */
  { "", "y:0,0,0,0/0,0,0,0/-/-", UNR, "seat is empty" },
  { "", "r:57,57,57,57/0,0,0,0/0,0,0,0/-", UNR, "has finished" },
  { "", "-:57,57,57,0/0,0,0,0/-/-", UNR, "not over" },
  { "", "r:57,57,57,57/0,0,0,0/-/-", UNR, "the game is over" },
  { "", "g:57,57,57,57/0,0,0,0/-/-", UNR, "the game is over" },
  { "", "-:57,57,57,57/57,57,57,57/-/-", UNR, "every seated colour has finished" },
  { "team", "-:57,57,57,57/57,57,57,57/57,57,57,57/57,57,57,57", UNR, "both teams" },
  { "team", "g:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0", UNR, "the game is over" },
  { "team", "-:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", UNR, "not over" },
};

static void
test_position_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_positions); i++)
    {
      LudoRules rules = rules_from (bad_positions[i].rules);
      g_autoptr(GError) error = NULL;
      LudoPosition pos, before;

      g_test_message ("'%s' with rules '%s'",
                      bad_positions[i].text != NULL ? bad_positions[i].text : "(null)",
                      bad_positions[i].rules);
      memset (&pos, 0x5a, sizeof pos);
      memset (&before, 0x5a, sizeof before);
      g_assert_false (ludo_notation_parse_position (bad_positions[i].text, &rules, &pos, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, bad_positions[i].code);
      g_test_message ("-> %s", error->message);
      g_assert_nonnull (strstr (error->message, bad_positions[i].message));
      g_assert_null (strchr (error->message, '\n'));
      /* A failed parse leaves the output alone. */
      g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
    }
}

static void
test_position_too_long (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new ("r:0,0,0,");
  LudoPosition pos;

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, '0');
  g_string_append (text, "/0,0,0,0/-/-");
  g_assert_false (ludo_notation_parse_position (text->str, NULL, &pos, &error));
  g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "too long"));
}

/* Positions built by hand and checked without going through the parser. */
static void
test_position_validate (void)
{
  LudoRules standard = rules_from ("");
  LudoRules team = rules_from ("team");
  g_autoptr(GError) error = NULL;
  LudoPosition pos;

  ludo_position_init_game (&pos, 0xf, LUDO_COLOUR_GREEN);
  g_assert_true (ludo_position_validate (&standard, &pos, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_position_validate (&team, &pos, &error));
  g_assert_no_error (error);

  /* The engine's own fields need not be sorted to be checked. */
  pos.progress[LUDO_COLOUR_RED][0] = 9;
  g_assert_true (ludo_position_validate (&standard, &pos, &error));
  g_assert_no_error (error);

  pos.progress[LUDO_COLOUR_RED][0] = 58;
  g_assert_false (ludo_position_validate (&standard, &pos, &error));
  g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "progress 58 is out of range 0..57"));
  g_clear_error (&error);

  pos.progress[LUDO_COLOUR_RED][0] = 0;
  pos.seated = 0x7;
  g_assert_false (ludo_position_validate (&team, &pos, &error));
  g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES);
  g_clear_error (&error);

  pos.seated = 0x1f;
  g_assert_false (ludo_position_validate (&standard, &pos, &error));
  g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX);
  g_clear_error (&error);

  pos.seated = 0xf;
  pos.turn = 7;
  g_assert_false (ludo_position_validate (&standard, &pos, &error));
  g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX);
  g_clear_error (&error);

  /* An empty seat's pawns are not looked at. */
  pos.turn = LUDO_COLOUR_RED;
  pos.seated = 0x3;
  pos.progress[LUDO_COLOUR_BLUE][0] = 200;
  g_assert_true (ludo_position_validate (&standard, &pos, &error));
  g_assert_no_error (error);
}

/* The ranking the parser gives (docs/rules.md §8.6). */
static const struct
{
  const char *rules;
  const char *text;
  const char *ranking;
} rankings[] = {
  { "", "r:0,0,0,0/0,0,0,0/-/-", "" },
  { "", "g:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0", "ry" },
  { "", "-:57,57,57,57/0,0,0,0/-/-", "rg" },
  { "", "-:0,0,0,0/57,57,57,57/-/57,57,57,57", "gbr" },
  { "team", "b:0,0,0,0/57,57,57,57/0,0,0,0/0,0,0,0", "g" },
  { "team", "-:57,57,57,57/0,0,0,1/57,57,57,57/57,57,57,57", "rybg" },
  { "team", "-:0,0,0,0/57,57,57,57/0,0,0,0/57,57,57,57", "gbry" },
  { "team", "-:0,0,0,0/57,57,57,57/57,57,57,57/57,57,57,57", "gbyr" },
};

static void
test_position_ranking (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (rankings); i++)
    {
      LudoRules rules = rules_from (rankings[i].rules);
      g_autoptr(GError) error = NULL;
      LudoPosition pos;
      char got[LUDO_N_COLOURS + 1] = { 0 };

      g_test_message ("%s", rankings[i].text);
      g_assert_true (ludo_notation_parse_position (rankings[i].text, &rules, &pos, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (pos.n_ranked, <=, LUDO_N_COLOURS);
      for (guint k = 0; k < pos.n_ranked; k++)
        got[k] = ludo_notation_colour_letter ((LudoColour) pos.ranking[k]);
      g_assert_cmpstr (got, ==, rankings[i].ranking);
    }
}

static const struct
{
  const char *text;
  int         code;
  const char *canonical;
} rule_lists[] = {
  { NULL, OK, "" },
  { "", OK, "" },
  { "blockades", OK, "blockades" },
  { "team", OK, "team" },
  { "pachisi", OK, "pachisi" },
  { "pachisi,blockades", OK, "blockades,pachisi" },
  { "team,pachisi,blockades", OK, "blockades,team,pachisi" },
  { "team,team", OK, "team" },
  { "blockade", RUL, NULL },
  { "Blockades", RUL, NULL },
  { "blockades,", RUL, NULL },
  { ",team", RUL, NULL },
  { "team,,pachisi", RUL, NULL },
  { "standard", RUL, NULL },
  { " team", RUL, NULL },
  { "team pachisi", RUL, NULL },
  { "teampachisi", RUL, NULL },
};

static void
test_rules (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_lists); i++)
    {
      g_autoptr(GError) error = NULL;
      LudoRules rules = { 0 };

      g_test_message ("'%s'", rule_lists[i].text ? rule_lists[i].text : "(null)");
      if (rule_lists[i].code == OK)
        {
          g_autofree char *text = NULL;
          LudoRules again;

          g_assert_true (ludo_notation_parse_rules (rule_lists[i].text, &rules, &error));
          g_assert_no_error (error);
          text = ludo_notation_format_rules (&rules);
          g_assert_cmpstr (text, ==, rule_lists[i].canonical);
          g_assert_true (ludo_notation_parse_rules (text, &again, NULL));
          g_assert_cmpmem (&rules, sizeof rules, &again, sizeof again);
        }
      else
        {
          rules.team = TRUE;
          g_assert_false (ludo_notation_parse_rules (rule_lists[i].text, &rules, &error));
          g_assert_error (error, LUDO_NOTATION_ERROR, rule_lists[i].code);
          g_assert_true (rules.team);
        }
    }
}

static void
test_rules_check (void)
{
  LudoRules team = rules_from ("team");
  LudoRules standard = rules_from ("blockades,pachisi");
  g_autoptr(GError) error = NULL;

  g_assert_true (ludo_rules_check (&team, 0xf, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_rules_check (&standard, 0x5, &error));
  g_assert_no_error (error);
  g_assert_false (ludo_rules_check (&team, 0xe, &error));
  g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES);
  g_assert_cmpstr (error->message, ==, "team play needs four seats");
}

static void
test_roll (void)
{
  static const char * const bad[] = {
    "", "0", "7", "06", "6 ", " 6", "+6", "-1", "a", "66", "1.0", "\xe2\x80\xa8",
    "9999999999999999999",
  };
  char text[2] = { 0 };
  guint roll;

  for (guint r = 1; r <= 6; r++)
    {
      g_autoptr(GError) error = NULL;

      text[0] = (char) ('0' + r);
      g_assert_true (ludo_notation_parse_roll (text, &roll, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (roll, ==, r);
    }

  for (guint i = 0; i <= G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      const char *t = i < G_N_ELEMENTS (bad) ? bad[i] : NULL;

      roll = 42;
      g_assert_false (ludo_notation_parse_roll (t, &roll, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_ROLL);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_cmpuint (roll, ==, 42);
    }
}

static const struct
{
  const char *text;
  gint8       colour;
  guint8      from;
  guint8      to;
  guint8      count;
  const char *canonical;
} good_moves[] = {
  { "r:0-1", LUDO_COLOUR_RED, 0, 1, 1, "r:0-1" },
  { "g:12-17", LUDO_COLOUR_GREEN, 12, 17, 1, "g:12-17" },
  { "r:30-36x2", LUDO_COLOUR_RED, 30, 36, 2, "r:30-36x2" },
  { "y:51-57x4", LUDO_COLOUR_YELLOW, 51, 57, 4, "y:51-57x4" },
  { "b:52-57", LUDO_COLOUR_BLUE, 52, 57, 1, "b:52-57" },
  { "b:007-08x03", LUDO_COLOUR_BLUE, 7, 8, 3, "b:7-8x3" },
  /* Well-formed but never legal: legality is the rules' business. */
  { "r:9-3", LUDO_COLOUR_RED, 9, 3, 1, "r:9-3" },
};

static void
test_move_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (good_moves); i++)
    {
      g_autoptr(GError) error = NULL;
      char buf[LUDO_NOTATION_MOVE_MAX];
      gboolean is_none = TRUE;
      LudoMove move;

      g_test_message ("%s", good_moves[i].text);
      g_assert_true (ludo_notation_parse_move (good_moves[i].text, &move, &is_none, &error));
      g_assert_no_error (error);
      g_assert_false (is_none);
      g_assert_cmpint (move.colour, ==, good_moves[i].colour);
      g_assert_cmpuint (move.from, ==, good_moves[i].from);
      g_assert_cmpuint (move.to, ==, good_moves[i].to);
      g_assert_cmpuint (move.count, ==, good_moves[i].count);
      g_assert_cmpuint (ludo_notation_format_move (&move, buf), ==,
                        strlen (good_moves[i].canonical));
      g_assert_cmpstr (buf, ==, good_moves[i].canonical);
    }
}

static void
test_move_none (void)
{
  char buf[LUDO_NOTATION_MOVE_MAX];
  gboolean is_none = FALSE;
  LudoMove move;

  g_assert_true (ludo_notation_parse_move ("none", &move, &is_none, NULL));
  g_assert_true (is_none);
  g_assert_cmpint (move.colour, ==, LUDO_COLOUR_NONE);
  g_assert_cmpuint (ludo_notation_format_move (&move, buf), ==, 4);
  g_assert_cmpstr (buf, ==, "none");
  g_assert_cmpuint (ludo_notation_format_move (NULL, buf), ==, 4);
  g_assert_cmpstr (buf, ==, "none");
  /* is_none is optional. */
  g_assert_true (ludo_notation_parse_move ("none", &move, NULL, NULL));
}

static void
test_move_malformed (void)
{
  static const char * const bad[] = {
    NULL, "", "r", "r:", "r:5", "r5-8", "r:5-", "r:-8", "r:5-8-9", "x:5-8", "R:5-8", "-:5-8",
    "r:5 -8", "r:5-8 ", " r:5-8", "r:+5-8", "r:5-8x", "r:5-8x1", "r:5-8x0", "r:5-8x5",
    "r:5-8x22222222222222222222", "r:5-8y2", "r:5-8x2x2", "r:58-59", "r:5-58",
    "r:5-99999999999999999999999", "None", "none ", "nonenone", "r:5\xff-8",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      LudoMove move = { 1, 2, 3, 1 };
      gboolean is_none = TRUE;

      g_test_message ("move %u", i);
      g_assert_false (ludo_notation_parse_move (bad[i], &move, &is_none, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_null (strchr (error->message, '\n'));
      g_assert_cmpint (move.colour, ==, 1);
      g_assert_true (is_none);
    }
}

static void
test_names (void)
{
  static const struct
  {
    LudoBlockReason reason;
    const char     *name;
  } reasons[] = {
    { LUDO_BLOCK_NEEDS_SIX, "needs-six" },
    { LUDO_BLOCK_OWN_PAWN, "own-pawn" },
    { LUDO_BLOCK_BLOCKADE_ON_START, "blockade-on-start" },
    { LUDO_BLOCK_BLOCKADE_IN_PATH, "blockade-in-path" },
    { LUDO_BLOCK_BLOCKADE_ON_TARGET, "blockade-on-target" },
    { LUDO_BLOCK_OVERSHOOTS_HOME, "overshoots-home" },
    { LUDO_BLOCK_HOME_COLUMN_BLOCKED, "home-column-blocked" },
    { LUDO_BLOCK_FINISHED, "finished" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
    g_assert_cmpstr (ludo_notation_block_reason_name (reasons[i].reason), ==, reasons[i].name);

  g_assert_cmpint (ludo_notation_colour_letter (LUDO_COLOUR_RED), ==, 'r');
  g_assert_cmpint (ludo_notation_colour_letter (LUDO_COLOUR_GREEN), ==, 'g');
  g_assert_cmpint (ludo_notation_colour_letter (LUDO_COLOUR_YELLOW), ==, 'y');
  g_assert_cmpint (ludo_notation_colour_letter (LUDO_COLOUR_BLUE), ==, 'b');
  g_assert_cmpint (ludo_notation_colour_letter (LUDO_COLOUR_NONE), ==, '-');
}

/* The parser hands the engine consistent private fields: a parsed position
 * and the same position set up by hand and refreshed agree. */
static void
test_position_refresh (void)
{
  LudoRules rules = rules_from ("blockades,pachisi");
  LudoPosition parsed, built;

  g_assert_true (ludo_notation_parse_position ("g:57,57,57,57/9,9,0,52/51,1,1,1/-",
                                               &rules, &parsed, NULL));
  ludo_position_init_game (&built, 0x7, LUDO_COLOUR_GREEN);
  memcpy (built.progress[LUDO_COLOUR_RED], (guint8[]) { 57, 57, 57, 57 }, LUDO_N_PAWNS);
  memcpy (built.progress[LUDO_COLOUR_GREEN], (guint8[]) { 52, 9, 0, 9 }, LUDO_N_PAWNS);
  memcpy (built.progress[LUDO_COLOUR_YELLOW], (guint8[]) { 1, 51, 1, 1 }, LUDO_N_PAWNS);
  ludo_position_refresh (&built);
  assert_same_position (&parsed, &built);
}

/* Programmer errors are reported as criticals, never as crashes. */
static void
test_preconditions (void)
{
  LudoRules rules = { 0 };
  LudoMove move;

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*reason*");
  g_assert_null (ludo_notation_block_reason_name ((LudoBlockReason) 99));
  g_test_assert_expected_messages ();

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*pos != NULL*");
  g_assert_false (ludo_notation_parse_position ("r:0,0,0,0/0,0,0,0/-/-", &rules, NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*rules != NULL*");
  g_assert_false (ludo_notation_parse_rules ("team", NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*move != NULL*");
  g_assert_false (ludo_notation_parse_move ("r:0-1", NULL, NULL, NULL));
  g_test_assert_expected_messages ();

  g_test_expect_message ("Ludo", G_LOG_LEVEL_CRITICAL, "*roll != NULL*");
  g_assert_false (ludo_notation_parse_roll ("6", NULL, NULL));
  g_test_assert_expected_messages ();

  /* A bad argument is not a bad input: the input alone never warns. */
  g_assert_false (ludo_notation_parse_move (NULL, &move, NULL, NULL));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/notation/position/round-trip", test_position_round_trip);
  g_test_add_func ("/ludo/notation/position/longest", test_position_longest);
  g_test_add_func ("/ludo/notation/position/malformed", test_position_malformed);
  g_test_add_func ("/ludo/notation/position/too-long", test_position_too_long);
  g_test_add_func ("/ludo/notation/position/validate", test_position_validate);
  g_test_add_func ("/ludo/notation/position/ranking", test_position_ranking);
  g_test_add_func ("/ludo/notation/position/refresh", test_position_refresh);
  g_test_add_func ("/ludo/notation/rules", test_rules);
  g_test_add_func ("/ludo/notation/rules/check", test_rules_check);
  g_test_add_func ("/ludo/notation/roll", test_roll);
  g_test_add_func ("/ludo/notation/move/round-trip", test_move_round_trip);
  g_test_add_func ("/ludo/notation/move/none", test_move_none);
  g_test_add_func ("/ludo/notation/move/malformed", test_move_malformed);
  g_test_add_func ("/ludo/notation/names", test_names);
  g_test_add_func ("/ludo/notation/preconditions", test_preconditions);

  return g_test_run ();
}
