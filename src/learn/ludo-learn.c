/* ludo-learn.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Fits the learned correction of the computer players' evaluation
 * (src/engine/ludo-ai-learned.c); build-aux/learn-weights runs it.
 *
 *   ludo-learn collect [--blockades] [--safe] GAMES PLAYOUTS SEED SAMPLE
 *     plays GAMES games of `medium` against three random players under the
 *     standard rules (or with blockades, safe squares or both); at a share SAMPLE of `medium`'s
 *     choices it plays every move out PLAYOUTS times (`medium` on, the
 *     others random, until one colour finishes) and prints a line: RULES
 *     POSITION ROLL PLAYOUTS followed by MOVE=WINS for each move. Every
 *     move of a choice is played out with the same dice, so that their
 *     differences are measured with less noise.
 *
 *   ludo-learn fit [--blockades] [--safe] FILE...
 *     fits the weights to those lines and prints them as the C initialiser
 *     of ludo-ai-learned-weights.h; on stderr it says how much of the chance
 *     to win the choices leave behind, before and after, on a quarter of
 *     the choices kept out of the fit.
 *
 *   ludo-learn headroom [--blockades] [--safe] [--against LEVEL] GAMES PLAYOUTS SEED SAMPLE
 *     measures how much `medium` would gain by always taking the move that
 *     wins most often in play-outs (ludo-learn-headroom.c); the three
 *     others play at LEVEL, `random` unless told.
 *
 *   ludo-learn foresight [--blockades] [--safe] GAMES HORIZON SEED
 *     plays GAMES games of a player that sees the next HORIZON rolls, and
 *     the random players' choices, before it chooses (ludo-learn-foresight.c)
 *     against three random players, and prints how often it finished first. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/ludo-ai-private.h"
#include "engine/ludo-notation.h"
#include "ludo-learn-foresight.h"
#include "ludo-learn-headroom.h"
#include "ludo-learn-playout.h"

#define N_WEIGHTS  (LUDO_N_FEATURES + 2)
#define RIDGE      1e-4

/* The games collected or fitted: standard rules, blockades, safe squares
 * or both, against random players unless `headroom --against` says
 * otherwise. */
static LearnTable table = { .opponents = LUDO_AI_RANDOM };

/* The first word of a choice line: "standard", or the rule list. */
static const char *
rules_word (void)
{
  static char *word;

  if (word == NULL)
    {
      word = ludo_notation_format_rules (&table.rules);
      if (word[0] == '\0')
        {
          g_free (word);
          word = g_strdup ("standard");
        }
    }
  return word;
}

typedef struct
{
  guint   playouts;
  guint64 sampler;
  double  sample;
} Collect;

static void
print_choice (const LudoPosition *pos,
              guint               roll,
              const LudoMove     *moves,
              guint               n_moves,
              guint               chosen,
              gpointer            user_data)
{
  Collect *collect = user_data;
  char text[LUDO_NOTATION_POSITION_MAX];
  guint wins[LUDO_MAX_MOVES];

  if (_ludo_ai_random_below (&collect->sampler, 1000000) >= collect->sample * 1e6)
    return;

  learn_rate_moves (&table, pos, roll, moves, n_moves, collect->playouts,
                    _ludo_ai_next_random (&collect->sampler), wins);
  ludo_notation_format_position (pos, text);
  printf ("%s %s %u %u", rules_word (), text, roll,
          collect->playouts);
  for (guint m = 0; m < n_moves; m++)
    {
      char move[LUDO_NOTATION_MOVE_MAX];

      ludo_notation_format_move (&moves[m], move);
      printf (" %s=%u", move, wins[m]);
    }
  printf ("\n");
  fflush (stdout);
}

static int
collect (guint   games,
         guint   playouts,
         guint64 seed,
         double  sample)
{
  Collect collect = { playouts, seed * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d), sample };

  for (guint g = 0; g < games; g++)
    learn_play_game (&table, seed, g, print_choice, &collect);

  return 0;
}

typedef struct
{
  LudoPosition pos;
  guint        roll;
  guint        n;
  LudoMove     moves[LUDO_MAX_MOVES];
  double       rate[LUDO_MAX_MOVES];
} Choice;

static gboolean
parse_number (const char *text,
              guint64     max,
              guint64    *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

static gboolean
parse_choice (const char *line,
              Choice     *choice)
{
  g_auto(GStrv) all_words = g_strsplit (line, " ", -1);
  char **words = all_words + 1;
  guint n_words = g_strv_length (all_words) - 1;
  guint64 roll, playouts;

  if (g_strcmp0 (all_words[0], rules_word ()) != 0
      || n_words < 5 || n_words - 3 > LUDO_MAX_MOVES
      || !ludo_notation_parse_position (words[0], &table.rules, &choice->pos, NULL)
      || choice->pos.turn < 0 || choice->pos.seated != 0xf
      || !parse_number (words[1], 6, &roll) || roll == 0
      || !parse_number (words[2], G_MAXUINT, &playouts) || playouts == 0)
    return FALSE;
  choice->roll = (guint) roll;
  choice->n = n_words - 3;
  for (guint m = 0; m < choice->n; m++)
    {
      char *equals = strchr (words[3 + m], '=');
      gboolean is_none;
      guint64 wins;

      if (equals == NULL)
        return FALSE;
      *equals = '\0';
      if (!ludo_notation_parse_move (words[3 + m], &choice->moves[m], &is_none, NULL) || is_none
          || !ludo_rules_is_legal (&table.rules, &choice->pos, choice->roll, &choice->moves[m])
          || !parse_number (equals + 1, playouts, &wins))
        return FALSE;
      choice->rate[m] = wins / (double) playouts;
    }

  return TRUE;
}

/* The inputs of the model for one move: the hand-made score, the features
 * and a constant. */
static void
inputs (const Choice *choice,
        guint         m,
        double       *x)
{
  LudoPosition child = choice->pos;
  LudoColour me = (LudoColour) choice->pos.turn;
  LudoAiValues values;

  ludo_rules_apply (&table.rules, &child, choice->roll, &choice->moves[m], NULL);
  _ludo_ai_evaluate (&table.rules, &child, &values);
  x[0] = _ludo_ai_hand_score (&table.rules, &child, &values, me);
  _ludo_ai_learned_features (&table.rules, &child, me, x + 1);
  x[N_WEIGHTS - 1] = 1.0;
}

/* The chance to win left behind by picking with @w (NULL: the evaluation
 * as it is built, with the weights it has now), averaged over the choices. */
static double
regret (const Choice *choices,
        guint         from,
        guint         to,
        const double *w)
{
  double total = 0.0;

  for (guint c = from; c < to; c++)
    {
      const Choice *choice = &choices[c];
      double best_rate = 0.0, best_score = -G_MAXDOUBLE, picked = 0.0;

      for (guint m = 0; m < choice->n; m++)
        {
          double x[N_WEIGHTS], score = 0.0;

          if (w != NULL)
            {
              inputs (choice, m, x);
              for (guint k = 0; k < N_WEIGHTS; k++)
                score += w[k] * x[k];
            }
          else
            {
              LudoPosition child = choice->pos;
              LudoAiValues values;

              ludo_rules_apply (&table.rules, &child, choice->roll, &choice->moves[m], NULL);
              _ludo_ai_evaluate (&table.rules, &child, &values);
              score = _ludo_ai_side_score (&table.rules, &child, &values,
                                           (LudoColour) choice->pos.turn);
            }
          if (score > best_score)
            {
              best_score = score;
              picked = choice->rate[m];
            }
          best_rate = MAX (best_rate, choice->rate[m]);
        }
      total += best_rate - picked;
    }

  return to > from ? total / (to - from) : 0.0;
}

/* Gauss-Jordan with partial pivoting; the ridge keeps @a regular. */
static void
solve (double a[N_WEIGHTS][N_WEIGHTS],
       double b[N_WEIGHTS])
{
  for (guint c = 0; c < N_WEIGHTS; c++)
    {
      guint pivot = c;

      for (guint r = c + 1; r < N_WEIGHTS; r++)
        if (fabs (a[r][c]) > fabs (a[pivot][c]))
          pivot = r;
      for (guint k = 0; k < N_WEIGHTS; k++)
        {
          double t = a[c][k];

          a[c][k] = a[pivot][k];
          a[pivot][k] = t;
        }
      {
        double t = b[c];

        b[c] = b[pivot];
        b[pivot] = t;
      }
      for (guint r = 0; r < N_WEIGHTS; r++)
        if (r != c)
          {
            double factor = a[r][c] / a[c][c];

            for (guint k = 0; k < N_WEIGHTS; k++)
              a[r][k] -= factor * a[c][k];
            b[r] -= factor * b[c];
          }
    }
  for (guint c = 0; c < N_WEIGHTS; c++)
    b[c] /= a[c][c];
}

/* Least squares on the differences between the moves of each choice, so
 * that how good the position is overall (which no move changes) does not
 * drown how the moves differ; then one line maps the result onto the
 * chance to win, so that positions of different choices compare too. */
static void
fit_weights (const Choice *choices,
             guint         n_train,
             guint         n_all,
             double       *w)
{
  double a[N_WEIGHTS][N_WEIGHTS] = { { 0, } };
  double sum_u = 0, sum_y = 0, sum_uu = 0, sum_uy = 0, slope, offset;
  guint count = 0;

  memset (w, 0, N_WEIGHTS * sizeof *w);
  for (guint c = 0; c < n_train; c++)
    {
      const Choice *choice = &choices[c];
      double x[LUDO_MAX_MOVES][N_WEIGHTS], mean_x[N_WEIGHTS] = { 0, }, mean_y = 0.0;

      for (guint m = 0; m < choice->n; m++)
        {
          inputs (choice, m, x[m]);
          for (guint k = 0; k < N_WEIGHTS; k++)
            mean_x[k] += x[m][k] / choice->n;
          mean_y += choice->rate[m] / choice->n;
        }
      for (guint m = 0; m < choice->n; m++)
        for (guint j = 0; j < N_WEIGHTS; j++)
          {
            double dj = x[m][j] - mean_x[j];

            w[j] += dj * (choice->rate[m] - mean_y);
            for (guint k = 0; k < N_WEIGHTS; k++)
              a[j][k] += dj * (x[m][k] - mean_x[k]);
          }
    }
  for (guint j = 0; j < N_WEIGHTS; j++)
    a[j][j] += RIDGE * n_train;
  solve (a, w);

  for (guint c = 0; c < n_all; c++)
    for (guint m = 0; m < choices[c].n; m++)
      {
        double x[N_WEIGHTS], u = 0.0;

        inputs (&choices[c], m, x);
        for (guint k = 0; k < N_WEIGHTS - 1; k++)
          u += w[k] * x[k];
        sum_u += u;
        sum_y += choices[c].rate[m];
        sum_uu += u * u;
        sum_uy += u * choices[c].rate[m];
        count++;
      }
  slope = (count * sum_uy - sum_u * sum_y) / (count * sum_uu - sum_u * sum_u);
  offset = (sum_y - slope * sum_u) / count;
  for (guint k = 0; k < N_WEIGHTS - 1; k++)
    w[k] *= slope;
  w[N_WEIGHTS - 1] = offset;
}

static int
fit (char **files)
{
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (Choice));
  double hand[N_WEIGHTS] = { 1.0, };
  double w[N_WEIGHTS];
  guint n_train;

  for (guint f = 0; files[f] != NULL; f++)
    {
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_file_get_contents (files[f], &text, NULL, &error))
        {
          fprintf (stderr, "ludo-learn: %s\n", error->message);
          return 1;
        }
      lines = g_strsplit (text, "\n", -1);
      for (guint l = 0; lines[l] != NULL; l++)
        {
          Choice choice;

          g_strstrip (lines[l]);
          if (lines[l][0] == '\0')
            continue;
          if (!parse_choice (lines[l], &choice))
            {
              fprintf (stderr, "ludo-learn: %s:%u: not a choice line under the rules %s\n",
                       files[f], l + 1, rules_word ());
              return 2;
            }
          g_array_append_val (choices, choice);
        }
    }
  if (choices->len < 100)
    {
      fprintf (stderr, "ludo-learn: %u choices are too few to fit\n", choices->len);
      return 2;
    }

  n_train = choices->len * 3 / 4;
  fprintf (stderr, "choices: %u, fitted on %u\n", choices->len, n_train);
  fprintf (stderr, "chance left behind per choice, hand-made only:   %.5f (fit part) %.5f (kept out)\n",
           regret ((Choice *) choices->data, 0, n_train, hand),
           regret ((Choice *) choices->data, n_train, choices->len, hand));
  fprintf (stderr, "chance left behind per choice, weights built in: %.5f (fit part) %.5f (kept out)\n",
           regret ((Choice *) choices->data, 0, n_train, NULL),
           regret ((Choice *) choices->data, n_train, choices->len, NULL));
  fit_weights ((Choice *) choices->data, n_train, choices->len, w);
  fprintf (stderr, "chance left behind per choice, new weights:      %.5f (fit part) %.5f (kept out)\n",
           regret ((Choice *) choices->data, 0, n_train, w),
           regret ((Choice *) choices->data, n_train, choices->len, w));

  printf ("/* Generated by build-aux/learn-weights from %u choices (rules: %s); do not edit. */\n",
          choices->len, rules_word ());
  for (guint k = 0; k < N_WEIGHTS; k++)
    printf ("%.9g,\n", w[k]);

  return 0;
}

static int
usage (void)
{
  fprintf (stderr, "usage: ludo-learn collect [--blockades] [--safe] GAMES PLAYOUTS SEED SAMPLE\n"
                   "       ludo-learn fit [--blockades] [--safe] FILE...\n"
                   "       ludo-learn headroom [--blockades] [--safe] [--against LEVEL] GAMES PLAYOUTS SEED SAMPLE\n"
                   "       ludo-learn foresight [--blockades] [--safe] GAMES HORIZON SEED\n");
  return 2;
}

/* GAMES PLAYOUTS SEED SAMPLE, as collect and headroom take them. */
static gboolean
parse_series (char   **args,
              guint   *games,
              guint   *playouts,
              guint64 *seed,
              double  *sample)
{
  guint64 n_games, n_playouts;
  char *end = NULL;

  *sample = g_ascii_strtod (args[3], &end);
  if (!parse_number (args[0], G_MAXUINT, &n_games) || n_games == 0
      || !parse_number (args[1], 1000000, &n_playouts) || n_playouts == 0
      || !parse_number (args[2], G_MAXUINT64, seed)
      || end == args[3] || *end != '\0' || !(*sample > 0.0 && *sample <= 1.0))
    {
      fprintf (stderr, "ludo-learn: GAMES and PLAYOUTS must be above 0, SEED a number, "
                       "and SAMPLE above 0 and at most 1\n");
      return FALSE;
    }
  *games = (guint) n_games;
  *playouts = (guint) n_playouts;

  return TRUE;
}

/* GAMES HORIZON SEED */
static int
foresight (char **args)
{
  guint64 games, horizon, seed;

  if (!parse_number (args[0], G_MAXUINT, &games) || games == 0
      || !parse_number (args[1], MAX_FORESIGHT, &horizon)
      || !parse_number (args[2], G_MAXUINT64, &seed))
    {
      fprintf (stderr, "ludo-learn: GAMES must be above 0, HORIZON at most %u, and SEED a number\n",
               MAX_FORESIGHT);
      return usage ();
    }

  return learn_foresight (&table.rules, (guint) games, (guint) horizon, seed);
}

int
main (int    argc,
      char **argv)
{
  const char *command = argc > 1 ? argv[1] : "";
  char **args = argv + MIN (argc, 2);
  int n_args = MAX (argc - 2, 0);
  gboolean headroom = strcmp (command, "headroom") == 0;
  guint games, playouts;
  guint64 seed;
  double sample;

  for (;;)
    {
      if (n_args > 0 && strcmp (args[0], "--blockades") == 0)
        {
          table.rules.blockades = TRUE;
          args++;
          n_args--;
        }
      else if (n_args > 0 && strcmp (args[0], "--safe") == 0)
        {
          table.rules.safe = TRUE;
          args++;
          n_args--;
        }
      else if (headroom && n_args > 1 && strcmp (args[0], "--against") == 0)
        {
          if (!ludo_ai_level_from_name (args[1], &table.opponents))
            {
              fprintf (stderr, "ludo-learn: unknown level %s (random, easy, medium or hard)\n",
                       args[1]);
              return usage ();
            }
          args += 2;
          n_args -= 2;
        }
      else
        break;
    }

  if ((strcmp (command, "collect") == 0 || headroom) && n_args == 4)
    {
      if (!parse_series (args, &games, &playouts, &seed, &sample))
        return usage ();
      return headroom ? learn_headroom (&table, games, playouts, seed, sample)
                      : collect (games, playouts, seed, sample);
    }
  if (strcmp (command, "fit") == 0 && n_args >= 1)
    return fit (args);
  if (strcmp (command, "foresight") == 0 && n_args == 3)
    return foresight (args);

  return usage ();
}
