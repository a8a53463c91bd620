/* test-ai.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The computer players: legal and reproducible choices at every level and
 * under every rule combination, the decisions a strong player must get
 * right in hand-made positions, and `ludo-cli match` end to end. Nothing
 * here depends on timing. */

#include "config.h"

#include <string.h>

#include "engine/ludo-ai.h"
#include "engine/ludo-notation.h"
#include "engine/ludo-rules.h"
#include "engine-test-util.h"

static guint64
next_random (guint64 *state)
{
  guint64 z;

  *state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  z = *state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static LudoRules
rules_from_bits (guint bits)
{
  LudoRules rules = { 0, };

  ludo_rules_set_flags (&rules, (LudoRuleFlags) bits);
  return rules;
}

static void
test_level_names (void)
{
  for (guint i = 0; i < LUDO_AI_N_LEVELS; i++)
    {
      LudoAiLevel level = LUDO_AI_N_LEVELS;
      const char *name = ludo_ai_level_name ((LudoAiLevel) i);

      g_assert_nonnull (name);
      g_assert_true (ludo_ai_level_from_name (name, &level));
      g_assert_cmpint (level, ==, i);
    }

  g_assert_cmpstr (ludo_ai_level_name (LUDO_AI_RANDOM), ==, "random");
  g_assert_cmpstr (ludo_ai_level_name (LUDO_AI_HARD), ==, "hard");
  g_assert_false (ludo_ai_level_from_name ("Hard", NULL));
  g_assert_false (ludo_ai_level_from_name ("", NULL));
  g_assert_false (ludo_ai_level_from_name ("expert", NULL));
}

/* Plays games with random moves under every rule combination and asks each
 * level for its choice wherever there is one: the answer must be an index
 * of the list, and asking again with the same random state must give the
 * same answer and leave the state the same. */
static void
test_legal_and_reproducible (void)
{
  /* Every combination of the house-rule table, two games each. */
  for (guint bits = 0; bits < 1u << LUDO_N_RULES; bits++)
    {
      LudoRules rules = rules_from_bits (bits);
      guint64 dice = 1000 + bits;
      guint asked[LUDO_AI_N_LEVELS] = { 0, };
      guint game;

      for (game = 0; game < 2; game++)
        {
          LudoPosition pos;
          guint rolls;

          ludo_position_init_game (&pos, 0xf, (LudoColour) (game % LUDO_N_COLOURS));
          for (rolls = 0; rolls < 5000 && !ludo_position_is_over (&pos); rolls++)
            {
              LudoMove moves[LUDO_MAX_MOVES];
              guint roll = 1 + (guint) (next_random (&dice) % 6);
              guint n = ludo_rules_generate_moves (&rules, &pos, roll, moves);

              if (n == 0)
                {
                  ludo_rules_apply (&rules, &pos, roll, NULL, NULL);
                  continue;
                }

              for (guint level = 0; level < LUDO_AI_N_LEVELS; level++)
                {
                  guint64 state = next_random (&dice);
                  guint64 again = state;
                  guint chosen, repeated;

                  /* The search is the slow one: ask it at every eighth roll. */
                  if (level == LUDO_AI_HARD && rolls % 8 != 0)
                    continue;
                  chosen = ludo_ai_choose_move ((LudoAiLevel) level, &rules, &pos, roll,
                                                moves, n, &state);
                  repeated = ludo_ai_choose_move ((LudoAiLevel) level, &rules, &pos, roll,
                                                  moves, n, &again);
                  g_assert_cmpuint (chosen, <, n);
                  g_assert_cmpuint (chosen, ==, repeated);
                  g_assert_cmpuint (state, ==, again);
                  g_assert_true (ludo_rules_is_legal (&rules, &pos, roll, &moves[chosen]));
                  asked[level]++;
                }

              ludo_rules_apply (&rules, &pos, roll, &moves[next_random (&dice) % n], NULL);
            }
          g_assert_true (ludo_position_is_over (&pos));
        }

      for (guint level = 0; level < LUDO_AI_N_LEVELS; level++)
        g_assert_cmpuint (asked[level], >, level == LUDO_AI_HARD ? 50 : 500);
    }
}

/* The random level spreads its choices over all the moves. */
static void
test_random_is_uniform (void)
{
  LudoRules rules = { 0, };
  LudoPosition pos;
  LudoMove moves[LUDO_MAX_MOVES];
  guint counts[LUDO_MAX_MOVES] = { 0, };
  guint64 state = 42;
  guint n;

  g_assert_true (ludo_notation_parse_position ("r:0,10,20,30/0,0,0,0/-/-", &rules, &pos, NULL));
  n = ludo_rules_generate_moves (&rules, &pos, 6, moves);
  g_assert_cmpuint (n, ==, 4);

  for (guint i = 0; i < 4000; i++)
    counts[ludo_ai_choose_move (LUDO_AI_RANDOM, &rules, &pos, 6, moves, n, &state)]++;
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (counts[i], >, 850);
      g_assert_cmpuint (counts[i], <, 1150);
    }
}

/* Asks @level for its move in @position with @roll, under @rules_list, from
 * several random states, and checks that it is always @expected. */
static void
assert_choice (LudoAiLevel  level,
               const char  *rules_list,
               const char  *position,
               guint        roll,
               const char  *expected)
{
  g_autoptr(GError) error = NULL;
  LudoRules rules;
  LudoPosition pos;
  LudoMove moves[LUDO_MAX_MOVES];
  guint n;

  g_assert_true (ludo_notation_parse_rules (rules_list, &rules, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_notation_parse_position (position, &rules, &pos, &error));
  g_assert_no_error (error);
  n = ludo_rules_generate_moves (&rules, &pos, roll, moves);
  g_assert_cmpuint (n, >, 1);

  for (guint64 seed = 0; seed < 8; seed++)
    {
      char text[LUDO_NOTATION_MOVE_MAX];
      guint64 state = seed * 7919;
      guint chosen = ludo_ai_choose_move (level, &rules, &pos, roll, moves, n, &state);

      g_assert_cmpuint (chosen, <, n);
      ludo_notation_format_move (&moves[chosen], text);
      if (g_strcmp0 (text, expected) != 0)
        g_error ("%s in %s (rules '%s', roll %u) chose %s, expected %s",
                 ludo_ai_level_name (level), position, rules_list, roll, text, expected);
    }
}

/* A Pachisi stack of the last two pawns can go home in one move: that move
 * wins, the single move does not. */
static void
test_hard_takes_winning_move (void)
{
  assert_choice (LUDO_AI_HARD, "pachisi", "r:51,51,57,57/0,0,10,20/-/-", 6, "r:51-57x2");
  assert_choice (LUDO_AI_HARD, "pachisi,blockades", "r:51,51,57,57/0,0,10,20/0,0,0,0/-", 6,
                 "r:51-57x2");
}

/* In team play red, already home, moves yellow's pawns; the stack move
 * brings yellow's last two home and wins for the team. */
static void
test_hard_finishes_partner (void)
{
  assert_choice (LUDO_AI_HARD, "team,pachisi", "r:57,57,57,57/0,0,5,9/51,51,57,57/0,0,0,30", 6,
                 "y:51-57x2");
  assert_choice (LUDO_AI_MEDIUM, "team,pachisi", "r:57,57,57,57/0,0,5,9/51,51,57,57/0,0,0,30", 6,
                 "y:51-57x2");
}

/* Green's runner (progress 45) stands three squares in front of red's pawn
 * at progress 3: taking it costs green 45 steps. The other move gains
 * nothing comparable. */
static void
test_captures_runner (void)
{
  assert_choice (LUDO_AI_HARD, "", "r:0,0,3,30/0,0,0,45/-/-", 3, "r:3-6");
  assert_choice (LUDO_AI_MEDIUM, "", "r:0,0,3,30/0,0,0,45/-/-", 3, "r:3-6");
  assert_choice (LUDO_AI_EASY, "", "r:0,0,3,30/0,0,0,45/-/-", 3, "r:3-6");
}

/* Red's pawn at progress 48 has green pawns one, two and three squares
 * behind it: it is lost unless it reaches the home column now. */
static void
test_saves_threatened_pawn (void)
{
  assert_choice (LUDO_AI_HARD, "", "r:0,0,10,48/0,32,33,34/-/-", 5, "r:48-53");
  assert_choice (LUDO_AI_MEDIUM, "", "r:0,0,10,48/0,32,33,34/-/-", 5, "r:48-53");
  /* The same with four players: blue and yellow far away. */
  assert_choice (LUDO_AI_HARD, "", "r:0,0,10,48/0,32,33,34/0,0,0,2/0,0,0,1", 5, "r:48-53");

  /* No home column to hide in: green's pawn two squares behind red's 30
   * hits it with a 2. Both moves gain five steps; only running from 30 to
   * 35 takes that pawn out of reach of a single roll. */
  assert_choice (LUDO_AI_HARD, "", "r:0,0,10,30/0,0,0,15/-/-", 5, "r:30-35");
  assert_choice (LUDO_AI_MEDIUM, "", "r:0,0,10,30/0,0,0,15/-/-", 5, "r:30-35");
}

/* Nothing threatens either red pawn before or after the move, and both
 * moves gain two steps: the leading pawn runs, so that it reaches the home
 * column sooner and fewer pawns stay exposed for long. */
static void
test_medium_runs_leader (void)
{
  assert_choice (LUDO_AI_MEDIUM, "", "r:0,0,10,30/0,0,0,0/-/-", 2, "r:30-32");
  assert_choice (LUDO_AI_MEDIUM, "blockades", "r:0,0,10,30/0,0,0,0/-/-", 2, "r:30-32");
}

/* With blockades, red's wall on green's start square (red progress 14)
 * keeps all four green pawns in base. Moving the other pawn the same
 * distance is as good a move in every other respect. */
static void
test_hard_keeps_useful_blockade (void)
{
  assert_choice (LUDO_AI_HARD, "blockades", "r:0,14,14,30/0,0,0,0/-/-", 3, "r:30-33");
  assert_choice (LUDO_AI_HARD, "blockades", "r:0,14,14,30/0,0,0,0/0,0,0,20/0,0,0,0", 3,
                 "r:30-33");
}

/* With blockades, red's pawn at 11 can join the one at 14, green's start
 * square: the wall keeps all four green pawns in base. */
static void
test_builds_blockade_on_start (void)
{
  assert_choice (LUDO_AI_HARD, "blockades", "r:0,0,11,14/0,0,0,0/-/-", 3, "r:11-14");
  assert_choice (LUDO_AI_MEDIUM, "blockades", "r:0,0,11,14/0,0,0,0/-/-", 3, "r:11-14");
}

/* With blockades: green's runner at progress 45 is six squares short of
 * its home column, and red's pawn at 9 stands three squares in front of
 * it. Joining red's pawn at 12 builds a wall on the runner's last track
 * square, which it can neither take nor pass; running the pawn at 12 or
 * at 30 instead leaves the runner free and the pawn at 9 in its reach. */
static void
test_walls_in_runner (void)
{
  assert_choice (LUDO_AI_HARD, "blockades", "r:0,9,12,30/0,0,0,45/0,0,0,0/0,0,0,0", 3, "r:9-12");
  assert_choice (LUDO_AI_MEDIUM, "blockades", "r:0,9,12,30/0,0,0,45/0,0,0,0/0,0,0,0", 3, "r:9-12");
}

/* With blockades, red's wall at 20 stops nobody (no opponent behind it),
 * and holding it would send red's 40 to land three squares in front of
 * green's pawn. Breaking the wall is the cheaper move. */
static void
test_breaks_idle_blockade (void)
{
  assert_choice (LUDO_AI_HARD, "blockades", "r:0,20,20,40/0,0,0,29/-/-", 4, "r:20-24");
  assert_choice (LUDO_AI_MEDIUM, "blockades", "r:0,20,20,40/0,0,0,29/-/-", 4, "r:20-24");
}

/* Pachisi stacking: red's pair at 30 has a green pawn two squares behind.
 * Moving the whole stack takes both pawns out of reach of a single roll;
 * moving one leaves the other exposed. */
static void
test_stack_escapes (void)
{
  assert_choice (LUDO_AI_HARD, "pachisi", "r:0,0,30,30/0,0,0,15/-/-", 5, "r:30-35x2");
  assert_choice (LUDO_AI_MEDIUM, "pachisi", "r:0,0,30,30/0,0,0,15/-/-", 5, "r:30-35x2");
}

/* Safe squares (docs/rules.md §5a). Red's 9 stands on square 8, a safe
 * square, with green's 43 and 45 five and three squares behind it: there it
 * risks nothing, three squares further on it would face both. Without safe
 * squares it is in danger where it stands, and moving on is no worse. */
static void
test_waits_on_safe_square (void)
{
  assert_choice (LUDO_AI_MEDIUM, "safe", "r:0,0,9,30/0,0,43,45/-/-", 3, "r:30-33");
  assert_choice (LUDO_AI_HARD, "safe", "r:0,0,9,30/0,0,43,45/-/-", 3, "r:30-33");
  assert_choice (LUDO_AI_MEDIUM, "", "r:0,0,9,30/0,0,43,45/-/-", 3, "r:9-12");
}

/* Green's 38 and 39 stand one and two squares behind red's start square.
 * With safe squares a pawn leaving base there risks nothing (the
 * evaluation's side of this is tested in test-ai-learned.c). */
static void
test_leaves_base_onto_safe_start (void)
{
  assert_choice (LUDO_AI_MEDIUM, "safe", "r:0,0,0,20/0,0,38,39/-/-", 6, "r:0-1");
  assert_choice (LUDO_AI_HARD, "safe", "r:0,0,0,20/0,0,38,39/-/-", 6, "r:0-1");
}

/* The player lines ("player" table) up to the number of decisions:
 * everything but the timings, which differ from run to run. The decisions
 * (rolls with a choice) follow from the games alone, and unlike the wins
 * they differ between two seeds all but surely. */
static char *
match_results (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  GString *results = g_string_new (NULL);
  guint n_players = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;

      if (lines[i][0] == '\0' || g_str_has_prefix (lines[i], "match:")
          || g_str_has_prefix (lines[i], "win rates") || g_str_has_prefix (lines[i], "player")
          || g_str_has_prefix (lines[i], "team"))
        continue;
      fields = g_strsplit_set (lines[i], " ", -1);
      /* Collapse the column padding. */
      {
        GPtrArray *words = g_ptr_array_new ();

        for (guint k = 0; fields[k] != NULL; k++)
          if (fields[k][0] != '\0')
            g_ptr_array_add (words, fields[k]);
        if (words->len == 14)
          {
            /* colour ai games wins win% [ low, high] decisions mean median
             * max cpu-mean cpu-max */
            g_assert_true (strchr ("rgyb", ((char *) words->pdata[0])[0]) != NULL);
            for (guint k = 0; k <= 8; k++)
              g_string_append_printf (results, "%s%c", (char *) words->pdata[k],
                                      k < 8 ? ' ' : '\n');
            n_players++;
          }
        g_ptr_array_free (words, TRUE);
      }
    }

  g_assert_cmpuint (n_players, >, 0);
  return g_string_free (results, FALSE);
}

static void
test_cli_match (void)
{
  const char *one_job[] = { "match", "--games", "12", "--seed", "7",
                            "--seats", "r=hard,g=random,y=easy,b=medium", NULL };
  const char *two_jobs[] = { "match", "--games", "12", "--seed", "7", "--jobs", "2",
                             "--seats", "r=hard,g=random,y=easy,b=medium", NULL };
  const char *other_seed[] = { "match", "--games", "12", "--seed", "8",
                               "--seats", "r=hard,g=random,y=easy,b=medium", NULL };
  g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_autofree char *res1 = NULL, *res2 = NULL, *res3 = NULL;
  g_auto(GStrv) lines = NULL;
  guint64 total_wins = 0;
  int status;

  run_tool ("LUDO_CLI", one_job, &status, &out1, &err1);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err1, ==, "");
  g_assert_true (g_str_has_prefix (out1, "match: 12 games, rules standard, seed 7"));
  g_assert_nonnull (strstr (out1, "Wilson"));
  res1 = match_results (out1);

  /* Four players, each listed once, in the order given; every game has
   * exactly one winner. */
  lines = g_strsplit (res1, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_true (g_str_has_prefix (lines[0], "r hard 12 "));
  g_assert_true (g_str_has_prefix (lines[1], "g random 12 "));
  g_assert_true (g_str_has_prefix (lines[2], "y easy 12 "));
  g_assert_true (g_str_has_prefix (lines[3], "b medium 12 "));
  for (guint i = 0; i < 4; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);

      total_wins += g_ascii_strtoull (fields[3], NULL, 10);
    }
  g_assert_cmpuint (total_wins, ==, 12);

  /* The same seed gives the same games whatever the number of threads. */
  run_tool ("LUDO_CLI", two_jobs, &status, &out2, &err2);
  g_assert_cmpint (status, ==, 0);
  res2 = match_results (out2);
  g_assert_cmpstr (res1, ==, res2);

  /* Another seed gives other games: the seed reaches the dice. */
  run_tool ("LUDO_CLI", other_seed, &status, &out3, &err3);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err3, ==, "");
  res3 = match_results (out3);
  g_assert_true (g_str_has_prefix (out3, "match: 12 games, rules standard, seed 8"));
  g_assert_cmpstr (res3, !=, res1);
}

static void
test_cli_match_team (void)
{
  const char *args[] = { "match", "--rules", "team,blockades", "--games", "4",
                         "--seats", "r=medium,g=random,y=hard,b=easy", NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_tool ("LUDO_CLI", args, &status, &out, &err);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "\nteam "));
  g_assert_nonnull (strstr (out, "\nr+y    medium+hard "));
  g_assert_nonnull (strstr (out, "\ng+b    random+easy "));
}

static void
test_cli_match_errors (void)
{
  static const char * const bad[][8] = {
    { "match", NULL },
    { "match", "--seats", "r=hard", NULL },
    { "match", "--seats", "r=hard,r=easy", NULL },
    { "match", "--seats", "r=hard,x=easy", NULL },
    { "match", "--seats", "r=hard,g=genius", NULL },
    { "match", "--seats", "r=hard,g", NULL },
    { "match", "--games", "0", "--seats", "r=hard,g=easy", NULL },
    { "match", "--games", "many", "--seats", "r=hard,g=easy", NULL },
    { "match", "--seed", "-1", "--seats", "r=hard,g=easy", NULL },
    { "match", "--jobs", "0", "--seats", "r=hard,g=easy", NULL },
    { "match", "--rules", "team", "--seats", "r=hard,g=easy", NULL },
    { "match", "--rules", "chess", "--seats", "r=hard,g=easy", NULL },
    { "match", "--frobnicate", "--seats", "r=hard,g=easy", NULL },
    { "match", "--seats", "r=hard,g=easy", "extra", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      int status;

      run_tool ("LUDO_CLI", bad[i], &status, &out, &err);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      /* One line, naming the tool. */
      g_assert_true (g_str_has_prefix (err, "ludo-cli: "));
      g_assert_nonnull (strchr (err, '\n'));
      g_assert_cmpstr (strchr (err, '\n'), ==, "\n");
    }
}

/* The reason given for a move names the first plain fact that holds
 * (issue 23: the hint's words come from here). */
static void
test_explain_move (void)
{
  static const struct { const char *rules, *position; guint roll; const char *move;
                        LudoAiReason reason; } cases[] = {
    /* Red's 12 lands on green's 3 (both on absolute square 15). */
    { "", "r:0,0,12,30/0,0,0,3/-/-", 4, "r:12-16", LUDO_AI_REASON_CAPTURES },
    { "", "r:0,0,12,30/0,0,0,3/-/-", 4, "r:30-34", LUDO_AI_REASON_SAFE },
    { "", "r:0,0,30,53/0,0,0,0/-/-", 4, "r:53-57", LUDO_AI_REASON_HOME },
    /* Green's 4 is three squares behind red's 20. */
    { "", "r:0,0,20,40/0,0,0,4/-/-", 5, "r:20-25", LUDO_AI_REASON_ESCAPES },
    { "", "r:0,0,20,48/0,0,0,0/-/-", 5, "r:48-53", LUDO_AI_REASON_HOME_COLUMN },
    { "", "r:0,0,0,40/0,0,0,0/-/-", 6, "r:0-1", LUDO_AI_REASON_LEAVES_BASE },
    /* Red's pair on 10 stands in front of green's pawn on 45 (absolute 5). */
    { "blockades", "r:0,0,7,10/0,0,0,45/-/-", 3, "r:7-10", LUDO_AI_REASON_BLOCKADE },
    /* Still within reach of green's 40 (absolute 0) after the move. */
    { "", "r:0,0,2,40/0,0,0,40/-/-", 1, "r:2-3", LUDO_AI_REASON_PROGRESS },
    { "", "r:0,0,0,40/0,0,0,0/-/-", 3, "r:40-43", LUDO_AI_REASON_ONLY_MOVE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoRules rules = rules_from (cases[i].rules);
      LudoPosition pos = position_from (&rules, cases[i].position);
      LudoMove moves[LUDO_MAX_MOVES];
      LudoMove move = move_from (cases[i].move);
      guint n = ludo_rules_generate_moves (&rules, &pos, cases[i].roll, moves);
      gboolean legal = FALSE;

      g_test_message ("%s %s with %u: %s", cases[i].rules, cases[i].position, cases[i].roll,
                      cases[i].move);
      for (guint m = 0; m < n; m++)
        legal |= memcmp (&moves[m], &move, sizeof move) == 0;
      g_assert_true (legal);
      g_assert_cmpint (ludo_ai_explain_move (&rules, &pos, cases[i].roll, &move, n), ==,
                       cases[i].reason);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/ai/level-names", test_level_names);
  g_test_add_func ("/ludo/ai/legal-and-reproducible", test_legal_and_reproducible);
  g_test_add_func ("/ludo/ai/random/uniform", test_random_is_uniform);
  g_test_add_func ("/ludo/ai/hard/takes-winning-move", test_hard_takes_winning_move);
  g_test_add_func ("/ludo/ai/team/finishes-partner", test_hard_finishes_partner);
  g_test_add_func ("/ludo/ai/captures-runner", test_captures_runner);
  g_test_add_func ("/ludo/ai/saves-threatened-pawn", test_saves_threatened_pawn);
  g_test_add_func ("/ludo/ai/medium/runs-leader", test_medium_runs_leader);
  g_test_add_func ("/ludo/ai/hard/keeps-useful-blockade", test_hard_keeps_useful_blockade);
  g_test_add_func ("/ludo/ai/builds-blockade-on-start", test_builds_blockade_on_start);
  g_test_add_func ("/ludo/ai/walls-in-runner", test_walls_in_runner);
  g_test_add_func ("/ludo/ai/breaks-idle-blockade", test_breaks_idle_blockade);
  g_test_add_func ("/ludo/ai/stack-escapes", test_stack_escapes);
  g_test_add_func ("/ludo/ai/explain-move", test_explain_move);
  g_test_add_func ("/ludo/ai/safe/waits-on-safe-square", test_waits_on_safe_square);
  g_test_add_func ("/ludo/ai/safe/leaves-base-onto-safe-start", test_leaves_base_onto_safe_start);
  g_test_add_func ("/ludo/ai/cli/match", test_cli_match);
  g_test_add_func ("/ludo/ai/cli/match-team", test_cli_match_team);
  g_test_add_func ("/ludo/ai/cli/match-errors", test_cli_match_errors);

  return g_test_run ();
}
