/* test-ai-learned.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The learned correction of the evaluation: where it applies, what its
 * features measure in hand-made positions, that its score stays a chance,
 * and the tool that fits its weights (collect, then fit, bad input). */

#include "config.h"

#include <math.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "engine/ludo-ai-private.h"
#include "engine/ludo-notation.h"
#include "engine-test-util.h"

static void
parse (const char   *rules_list,
       const char   *text,
       LudoRules    *rules,
       LudoPosition *pos)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludo_notation_parse_rules (rules_list, rules, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_notation_parse_position (text, rules, pos, &error));
  g_assert_no_error (error);
}

static gboolean
applies (const char *rules_list,
         const char *text)
{
  LudoRules rules;
  LudoPosition pos;

  parse (rules_list, text, &rules, &pos);
  return _ludo_ai_learned_applies (&rules, &pos, LUDO_COLOUR_RED);
}

/* Fitted on four-player games for first place, under the standard rules,
 * with blockades and with safe squares: nowhere else. */
static void
test_applies (void)
{
  const char *four = "r:0,0,5,9/0,0,0,1/0,0,0,0/0,0,0,0";

  g_assert_true (applies ("", four));
  g_assert_true (applies ("blockades", four));
  g_assert_true (applies ("safe", four));
  g_assert_true (applies ("blockades,safe", four));
  g_assert_false (applies ("blockades,pachisi", four));
  g_assert_false (applies ("pachisi", four));
  g_assert_false (applies ("team", four));
  g_assert_false (applies ("", "r:0,0,5,9/0,0,0,1/-/-"));
  g_assert_false (applies ("", "r:0,0,5,9/0,0,0,1/-/0,0,0,0"));
  /* Once somebody has finished, first place is gone. */
  g_assert_false (applies ("", "r:0,0,5,9/57,57,57,57/0,0,0,0/0,0,0,0"));
}

static void
features_of (const char *rules_list,
             const char *text,
             double     *f)
{
  LudoRules rules;
  LudoPosition pos;

  parse (rules_list, text, &rules, &pos);
  _ludo_ai_learned_features (&rules, &pos, LUDO_COLOUR_RED, f);
}

/* Red: one pawn in base, one on its start square (which keeps the base
 * pawn in), one at 20 and one in the home column at 53. Green's pawn at 3
 * stands four squares behind red's 20, which is also six squares past
 * green's start square while green has pawns in base. */
static void
test_features (void)
{
  double f[LUDO_N_FEATURES];
  double worth20 = (20 + 8) / 57.0;

  features_of ("", "r:0,1,20,53/0,0,0,3/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_IN_BASE], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_ANY_IN_BASE], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_START_SHUT], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_HOME_COLUMN], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_HOME_COLUMN_LEFT], ==, 4);
  g_assert_cmpfloat (f[LUDO_FEATURE_HOME], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_TRACK_BAND + 0], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_TRACK_BAND + 3], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_TRACK], ==, 2);
  g_assert_cmpfloat (f[LUDO_FEATURE_TRACK_SQUARED], ==, 4);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE], ==, 1);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_HITTABLE_WORTH], worth20, 1e-12);
  /* Green can move its pawn at 3 or bring one out of base. */
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_HITTABLE_PICKED], worth20 / 2, 1e-12);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_NEAR_START_OF_BASE], worth20, 1e-12);
  g_assert_cmpfloat (f[LUDO_FEATURE_ON_START_OF_BASE], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_CAN_HIT_WORTH], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_LOST_ROLLS], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_CLOSE_PAIRS], ==, 0);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_LEADER], 20 / 51.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_MINE_DONE], 74 / 57.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_OTHERS_DONE], 3 / 57.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_BEST_OTHER_DONE], 3 / 57.0, 1e-12);

  /* Red's pawn at 14 stands on green's start square while three green
   * pawns wait in base; green's pawn at 2, one square ahead, can be taken. */
  features_of ("", "r:0,0,0,14/0,0,0,2/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_ON_START_OF_BASE], (14 + 8) / 57.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_CAN_HIT_WORTH], (2 + 8) / 57.0, 1e-12);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE], ==, 0);

  /* A pawn at 56 needs a 1; the pawns at 40 and 44 are close together. */
  features_of ("", "r:0,0,0,56/0,0,0,0/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_LOST_ROLLS], ==, 4);
  features_of ("", "r:0,0,40,44/0,0,0,0/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_CLOSE_PAIRS], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_LOST_ROLLS], ==, 0);
}

/* With safe squares (docs/rules.md §5a) a pawn on one is no target: red's
 * 14 on green's start square and red's 9 on square 8, with green's 45
 * three squares behind it, count as neither; green's 48 on square 8 cannot
 * be taken by red's 5, four squares behind it. */
static void
test_features_with_safe (void)
{
  double f[LUDO_N_FEATURES];

  features_of ("safe", "r:0,0,0,14/0,0,0,2/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_ON_START_OF_BASE], ==, 0);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_CAN_HIT_WORTH], (2 + 8) / 57.0, 1e-12);

  features_of ("", "r:0,0,0,9/0,0,0,45/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE], ==, 1);
  features_of ("safe", "r:0,0,0,9/0,0,0,45/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE_WORTH], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE_PICKED], ==, 0);

  features_of ("", "r:0,0,0,5/0,0,0,48/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_CAN_HIT_WORTH], (48 + 8) / 57.0, 1e-12);
  features_of ("safe", "r:0,0,0,5/0,0,0,48/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_CAN_HIT_WORTH], ==, 0);
}

/* The hand-made evaluation: a pawn on a safe square keeps its whole worth
 * however many opponents stand behind it, and red's pawn just out of base
 * onto its safe start square risks nothing; without safe squares both lose
 * part of their worth to the threat. */
static void
test_evaluation_with_safe (void)
{
  static const char *const threatened[] = {
    "r:0,0,0,9/0,0,43,45/-/-",          /* green 5 and 3 squares behind */
    "r:0,0,0,1/0,0,38,39/-/-",          /* green 2 and 1 squares behind */
  };
  static const char *const alone[] = {
    "r:0,0,0,9/0,0,0,0/-/-",
    "r:0,0,0,1/0,0,0,0/-/-",
  };

  for (guint i = 0; i < G_N_ELEMENTS (threatened); i++)
    {
      LudoRules rules;
      LudoPosition pos;
      LudoAiValues with, without, free;

      parse ("safe", threatened[i], &rules, &pos);
      _ludo_ai_evaluate (&rules, &pos, &with);
      parse ("safe", alone[i], &rules, &pos);
      _ludo_ai_evaluate (&rules, &pos, &free);
      g_assert_cmpfloat_with_epsilon (with.colour[LUDO_COLOUR_RED], free.colour[LUDO_COLOUR_RED],
                                      1e-9);
      parse ("", threatened[i], &rules, &pos);
      _ludo_ai_evaluate (&rules, &pos, &without);
      g_assert_cmpfloat (without.colour[LUDO_COLOUR_RED], <, with.colour[LUDO_COLOUR_RED] - 1.0);
    }
}

/* With blockades: blue's wall (blue 31, 31) stands between green's pawn
 * and red's 20 and across green's way out of base, so only blue's two
 * pawns themselves threaten that pawn; yellow's wall three squares ahead of red's 10 holds
 * it up, and cannot be taken. Red's own wall on green's start square keeps
 * green's three base pawns in. */
static void
test_features_with_blockades (void)
{
  double f[LUDO_N_FEATURES];

  features_of ("blockades", "r:0,0,10,20/0,0,0,3/0,0,39,39/0,0,31,31", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE], ==, 2);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_HITTABLE_PICKED], 2 * (20 + 8) / 57.0 / 3, 1e-12);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE_AFTER_SIX], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_NEAR_START_OF_BASE], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_CAN_HIT_WORTH], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_WALLED_AHEAD], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_MY_WALLS], ==, 0);

  features_of ("blockades", "r:0,0,14,14/0,0,0,3/0,0,0,0/0,0,0,0", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_MY_WALLS], ==, 1);
  g_assert_cmpfloat (f[LUDO_FEATURE_WALL_KEEPS_BASE], ==, 3);
  g_assert_cmpfloat (f[LUDO_FEATURE_ON_START_OF_BASE], ==, 0);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE], ==, 0);

  /* The same places without walls, under the standard rules, for contrast:
   * green's pawn now threatens red's 20 and can leave base onto its way,
   * and red's 10 can reach green's pawn as well as yellow's. */
  features_of ("", "r:0,0,10,20/0,0,0,3/0,0,0,39/0,0,0,31", f);
  g_assert_cmpfloat (f[LUDO_FEATURE_HITTABLE], ==, 2);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_HITTABLE_AFTER_SIX], (20 + 8) / 57.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_NEAR_START_OF_BASE], (20 + 8) / 57.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f[LUDO_FEATURE_CAN_HIT_WORTH], (39 + 8 + 3 + 8) / 57.0, 1e-12);
  g_assert_cmpfloat (f[LUDO_FEATURE_WALLED_AHEAD], ==, 0);
}

/* Along whole random games, with and without blockades and safe squares,
 * the corrected score stays a chance strictly between losing and winning;
 * where the correction does not apply (once a player has finished) the
 * score is the hand-made one. */
static void
test_score_is_a_chance (void)
{
  for (guint bits = 0; bits < 4; bits++)
    {
      LudoRules rules = { 0, };
      guint64 rng = 42 + bits;
      LudoPosition pos;
      guint checked = 0;

      rules.blockades = (bits & 1) != 0;
      rules.safe = (bits & 2) != 0;
      ludo_position_init_game (&pos, 0xf, LUDO_COLOUR_RED);
      while (!ludo_position_is_over (&pos))
        {
          LudoMove moves[LUDO_MAX_MOVES];
          guint roll = 1 + _ludo_ai_random_below (&rng, 6);
          guint n = ludo_rules_generate_moves (&rules, &pos, roll, moves);
          LudoAiValues values;

          _ludo_ai_evaluate (&rules, &pos, &values);
          for (guint c = 0; c < LUDO_N_COLOURS; c++)
            {
              double hand = _ludo_ai_hand_score (&rules, &pos, &values, c);
              double side = _ludo_ai_side_score (&rules, &pos, &values, c);

              if (_ludo_ai_learned_applies (&rules, &pos, c))
                {
                  g_assert_cmpfloat (side, >=, 0.001);
                  g_assert_cmpfloat (side, <=, 0.999);
                  checked++;
                }
              else
                {
                  g_assert_cmpfloat (side, ==, hand);
                }
            }
          ludo_rules_apply (&rules, &pos, roll,
                            n > 0 ? &moves[_ludo_ai_random_below (&rng, n)] : NULL, NULL);
        }
      g_assert_cmpuint (checked, >, 100);
    }
}

static const double standard_weights[LUDO_N_FEATURES + 2] = {
#include "engine/ludo-ai-learned-weights.h"
};

static const double blockade_weights[LUDO_N_FEATURES + 2] = {
#include "engine/ludo-ai-learned-weights-blockades.h"
};

static const double safe_weights[LUDO_N_FEATURES + 2] = {
#include "engine/ludo-ai-learned-weights-safe.h"
};

/* The weights of the rules @rules_list: the correction applied under them
 * must be those weights times the features, plus a constant. */
static void
check_weights (const char   *rules_list,
               const double *w)
{
  g_autoptr(GError) error = NULL;
  LudoRules rules;
  LudoPosition pos;
  guint64 rng = 7;
  guint checked = 0;

  g_assert_true (ludo_notation_parse_rules (rules_list, &rules, &error));
  g_assert_no_error (error);
  ludo_position_init_game (&pos, 0xf, LUDO_COLOUR_RED);
  while (!ludo_position_is_over (&pos) && pos.n_ranked == 0)
    {
      LudoMove moves[LUDO_MAX_MOVES];
      guint roll = 1 + _ludo_ai_random_below (&rng, 6);
      guint n = ludo_rules_generate_moves (&rules, &pos, roll, moves);
      LudoAiValues values;

      _ludo_ai_evaluate (&rules, &pos, &values);
      for (guint c = 0; c < LUDO_N_COLOURS; c++)
        if (_ludo_ai_learned_applies (&rules, &pos, c))
          {
            double hand = _ludo_ai_hand_score (&rules, &pos, &values, c);
            double f[LUDO_N_FEATURES];
            double expected = w[0] * hand + w[LUDO_N_FEATURES + 1];

            _ludo_ai_learned_features (&rules, &pos, c, f);
            for (guint k = 0; k < LUDO_N_FEATURES; k++)
              expected += w[k + 1] * f[k];
            g_assert_cmpfloat_with_epsilon (_ludo_ai_side_score (&rules, &pos, &values, c),
                                            CLAMP (expected, 0.001, 0.999), 1e-12);
            checked++;
          }
      ludo_rules_apply (&rules, &pos, roll,
                        n > 0 ? &moves[_ludo_ai_random_below (&rng, n)] : NULL, NULL);
    }
  g_assert_cmpuint (checked, >, 100);
}

/* Each rule set has the weights fitted to play-outs under it; with both
 * blockades and safe squares the blockade weights, which won more games
 * there than the safe ones (ludo-ai-learned.c). */
static void
test_weights_per_rules (void)
{
  check_weights ("", standard_weights);
  check_weights ("blockades", blockade_weights);
  check_weights ("safe", safe_weights);
  check_weights ("blockades,safe", blockade_weights);
  /* Three tables, not one of them included twice. */
  g_assert_true (memcmp (safe_weights, standard_weights, sizeof safe_weights) != 0);
  g_assert_true (memcmp (safe_weights, blockade_weights, sizeof safe_weights) != 0);
}

static char *
write_temp (const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("ludo-learn-XXXXXX.txt", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

/* A few games collected twice with one seed give the same lines; they fit
 * into one weight per input; broken lines are refused by number. */
static void
test_learn_tool (void)
{
  const char *collect[] = { "collect", "3", "4", "9", "1", NULL };
  g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *fit_out = NULL, *fit_err = NULL, *bad_out = NULL, *bad_err = NULL;
  g_autofree char *few_out = NULL, *few_err = NULL, *usage_out = NULL, *usage_err = NULL;
  g_autofree char *data = NULL, *bad = NULL, *few = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) broken = NULL;
  const char *usage[] = { "collect", "3", "many", "9", "1", NULL };
  int status;

  run_tool ("LUDO_LEARN", collect, &status, &out1, &err1);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err1, ==, "");
  run_tool ("LUDO_LEARN", collect, &status, &out2, &err2);
  g_assert_cmpstr (out1, ==, out2);

  lines = g_strsplit (out1, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >, 100);
  g_assert_true (g_str_has_suffix (out1, "\n"));
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto(GStrv) words = g_strsplit (lines[i], " ", -1);

      g_assert_cmpuint (g_strv_length (words), >=, 6);
      g_assert_cmpstr (words[0], ==, "standard");
      g_assert_cmpstr (words[3], ==, "4");
    }

  data = write_temp (out1);
  {
    const char *fit[] = { "fit", data, NULL };
    g_auto(GStrv) weights = NULL;
    guint n_numbers = 0;

    run_tool ("LUDO_LEARN", fit, &status, &fit_out, &fit_err);
    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (fit_err, "kept out"));
    weights = g_strsplit (fit_out, "\n", -1);
    g_assert_true (g_str_has_prefix (weights[0], "/* Generated by build-aux/learn-weights"));
    for (guint i = 1; weights[i] != NULL && weights[i][0] != '\0'; i++)
      {
        char *end = NULL;

        g_ascii_strtod (weights[i], &end);
        g_assert_cmpstr (end, ==, ",");
        n_numbers++;
      }
    g_assert_cmpuint (n_numbers, ==, LUDO_N_FEATURES + 2);
  }

  /* More wins than play-outs on line 2. */
  broken = g_string_new (lines[0]);
  g_string_append (broken, "\nstandard r:0,0,0,10/0,0,0,0/0,0,0,0/0,0,0,0 6 4 r:0-1=5 r:10-16=1\n");
  bad = write_temp (broken->str);
  {
    const char *fit[] = { "fit", bad, NULL };

    run_tool ("LUDO_LEARN", fit, &status, &bad_out, &bad_err);
    g_assert_cmpint (status, ==, 2);
    g_assert_cmpstr (bad_out, ==, "");
    g_assert_nonnull (strstr (bad_err, ":2: not a choice line"));
  }

  few = write_temp (lines[0]);
  {
    const char *fit[] = { "fit", few, NULL };

    run_tool ("LUDO_LEARN", fit, &status, &few_out, &few_err);
    g_assert_cmpint (status, ==, 2);
    g_assert_nonnull (strstr (few_err, "too few"));
  }

  run_tool ("LUDO_LEARN", usage, &status, &usage_out, &usage_err);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (usage_err, "usage: ludo-learn"));

  /* With safe squares the lines name the rules, and a fit under the
   * standard rules refuses them. */
  {
    const char *safe_collect[] = { "collect", "--safe", "1", "4", "9", "1", NULL };
    g_autofree char *safe_out = NULL, *safe_err = NULL, *std_out = NULL, *std_err = NULL;
    g_autofree char *safe_data = NULL;
    g_auto(GStrv) safe_lines = NULL;

    run_tool ("LUDO_LEARN", safe_collect, &status, &safe_out, &safe_err);
    g_assert_cmpint (status, ==, 0);
    safe_lines = g_strsplit (safe_out, "\n", -1);
    g_assert_cmpuint (g_strv_length (safe_lines), >, 10);
    for (guint i = 0; safe_lines[i] != NULL && safe_lines[i][0] != '\0'; i++)
      g_assert_true (g_str_has_prefix (safe_lines[i], "safe "));
    safe_data = write_temp (safe_out);
    {
      const char *fit[] = { "fit", safe_data, NULL };

      run_tool ("LUDO_LEARN", fit, &status, &std_out, &std_err);
      g_assert_cmpint (status, ==, 2);
      g_assert_nonnull (strstr (std_err, ":1: not a choice line under the rules standard"));
    }
    g_unlink (safe_data);
  }

  g_unlink (data);
  g_unlink (bad);
  g_unlink (few);
}

/* Reads "games G choices C (A a game) sampled S another move best D" and
 * the gain line that follows it. */
static void
check_headroom_report (const char *out,
                       guint       games)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  guint n_games = 0, choices = 0, sampled = 0, differ = 0;
  double per_game = 0.0, gain = 0.0, error = -1.0, gain_per_game = 0.0, error_per_game = -1.0;

  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_cmpint (sscanf (lines[0], "games %u choices %u (%lf a game) sampled %u another move best %u",
                           &n_games, &choices, &per_game, &sampled, &differ), ==, 5);
  g_assert_cmpuint (n_games, ==, games);
  g_assert_cmpfloat_with_epsilon (per_game, (double) choices / games, 0.05);
  g_assert_cmpuint (sampled, >, 0);
  g_assert_cmpuint (sampled, <=, choices);
  g_assert_cmpuint (differ, <=, sampled);
  g_assert_cmpint (sscanf (lines[1], "gain per choice %lf (standard error %lf), per game %lf (standard error %lf)",
                           &gain, &error, &gain_per_game, &error_per_game), ==, 4);
  g_assert_cmpfloat (error, >=, 0.0);
  g_assert_cmpfloat (fabs (gain), <=, 1.0);
  g_assert_cmpfloat_with_epsilon (gain_per_game, gain * per_game, 0.001);
  /* No move differs from medium's pick: nothing to gain. */
  if (differ == 0)
    g_assert_cmpfloat (gain, ==, 0.0);
}

static void
test_headroom_tool (void)
{
  const char *headroom[] = { "headroom", "2", "8", "5", "0.5", NULL };
  const char *against[] = { "headroom", "--blockades", "--against", "easy", "2", "8", "5", "0.5", NULL };
  const char *unknown[] = { "headroom", "--against", "nobody", "2", "8", "5", "0.5", NULL };
  const char *none[] = { "headroom", "1", "8", "5", "0.000001", NULL };
  g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autofree char *out5 = NULL, *err5 = NULL;
  int status;

  run_tool ("LUDO_LEARN", headroom, &status, &out1, &err1);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err1, ==, "");
  check_headroom_report (out1, 2);
  run_tool ("LUDO_LEARN", headroom, &status, &out2, &err2);
  g_assert_cmpstr (out1, ==, out2);

  /* Other rules and other opponents are other games. */
  run_tool ("LUDO_LEARN", against, &status, &out3, &err3);
  g_assert_cmpint (status, ==, 0);
  check_headroom_report (out3, 2);
  g_assert_cmpstr (out3, !=, out1);

  run_tool ("LUDO_LEARN", unknown, &status, &out4, &err4);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out4, ==, "");
  g_assert_nonnull (strstr (err4, "unknown level nobody"));

  run_tool ("LUDO_LEARN", none, &status, &out5, &err5);
  g_assert_cmpint (status, ==, 1);
  g_assert_cmpstr (out5, ==, "");
  g_assert_nonnull (strstr (err5, "no choice was sampled"));
}

/* Reads "games G horizon H wins W win R (standard error E)". */
static guint
foresight_wins (const char *out,
                guint       games,
                guint       horizon)
{
  guint n_games = 0, n_horizon = 0, wins = 0;
  double rate = -1.0, error = -1.0;

  g_assert_cmpint (sscanf (out, "games %u horizon %u wins %u win %lf (standard error %lf)",
                           &n_games, &n_horizon, &wins, &rate, &error), ==, 5);
  g_assert_cmpuint (n_games, ==, games);
  g_assert_cmpuint (n_horizon, ==, horizon);
  g_assert_cmpuint (wins, <=, games);
  g_assert_cmpfloat_with_epsilon (rate, (double) wins / games, 0.0001);
  g_assert_cmpfloat_with_epsilon (error, sqrt (rate * (1 - rate) / games), 0.0001);

  return wins;
}

static void
test_foresight_tool (void)
{
  const char *blind[] = { "foresight", "200", "0", "3", NULL };
  const char *seeing[] = { "foresight", "200", "12", "3", NULL };
  const char *walls[] = { "foresight", "--blockades", "200", "12", "3", NULL };
  const char *too_far[] = { "foresight", "200", "13", "3", NULL };
  const char *no_games[] = { "foresight", "0", "2", "3", NULL };
  g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autofree char *out5 = NULL, *err5 = NULL, *out6 = NULL, *err6 = NULL;
  guint blind_wins, seeing_wins;
  int status;

  run_tool ("LUDO_LEARN", blind, &status, &out1, &err1);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err1, ==, "");
  blind_wins = foresight_wins (out1, 200, 0);

  run_tool ("LUDO_LEARN", seeing, &status, &out2, &err2);
  g_assert_cmpint (status, ==, 0);
  seeing_wins = foresight_wins (out2, 200, 12);
  run_tool ("LUDO_LEARN", seeing, &status, &out3, &err3);
  g_assert_cmpstr (out2, ==, out3);
  /* Seeing the next three rounds is worth about 30 points (six standard
   * errors of the difference at 200 games): a player that did not really
   * play the rolls it saw would be no better than the blind one. */
  g_assert_cmpuint (seeing_wins, >, blind_wins + 20);

  run_tool ("LUDO_LEARN", walls, &status, &out4, &err4);
  g_assert_cmpint (status, ==, 0);
  foresight_wins (out4, 200, 12);
  g_assert_cmpstr (out4, !=, out2);

  run_tool ("LUDO_LEARN", too_far, &status, &out5, &err5);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out5, ==, "");
  g_assert_nonnull (strstr (err5, "HORIZON at most 12"));

  run_tool ("LUDO_LEARN", no_games, &status, &out6, &err6);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err6, "GAMES must be above 0"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ludo/ai/learned/applies", test_applies);
  g_test_add_func ("/ludo/ai/learned/features", test_features);
  g_test_add_func ("/ludo/ai/learned/features-with-blockades", test_features_with_blockades);
  g_test_add_func ("/ludo/ai/learned/features-with-safe", test_features_with_safe);
  g_test_add_func ("/ludo/ai/learned/evaluation-with-safe", test_evaluation_with_safe);
  g_test_add_func ("/ludo/ai/learned/score-is-a-chance", test_score_is_a_chance);
  g_test_add_func ("/ludo/ai/learned/weights-per-rules", test_weights_per_rules);
  g_test_add_func ("/ludo/ai/learned/tool", test_learn_tool);
  g_test_add_func ("/ludo/ai/learned/headroom", test_headroom_tool);
  g_test_add_func ("/ludo/ai/learned/foresight", test_foresight_tool);

  return g_test_run ();
}
