/* ludo-cli-match.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-cli-match.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "engine/ludo-ai.h"
#include "engine/ludo-notation.h"
#include "engine/ludo-rules.h"
#include "ludo-cli-private.h"

#define DEFAULT_GAMES    1000
#define MAX_JOBS         16
/* Decision times are kept in a histogram for the median: 1 µs buckets up
 * to 100 ms, the last bucket taking anything slower. */
#define BUCKET_US        1
#define N_BUCKETS        100000
/* A game that has not found its winner after this many rolls is given up
 * (with blockades two players can, in principle, wall each other in). */
#define MAX_ROLLS        200000
/* 95% two-sided normal quantile. */
#define Z95              1.959963984540054

typedef struct
{
  LudoColour  colour;
  LudoAiLevel level;
} Slot;

typedef struct
{
  LudoRules rules;
  guint64   seed;
  guint     n_games;
  guint     n_jobs;
  guint     n_slots;
  Slot      slots[LUDO_N_COLOURS];
  gint      next_game;
} Match;

typedef struct
{
  guint64  wins[LUDO_N_COLOURS];
  guint64  unfinished;
  guint64  decisions[LUDO_N_COLOURS];
  gint64   total_us[LUDO_N_COLOURS];
  gint64   max_us[LUDO_N_COLOURS];
  gint64   total_cpu_ns[LUDO_N_COLOURS];
  gint64   max_cpu_ns[LUDO_N_COLOURS];
  guint32 *histogram[LUDO_N_COLOURS];
} Tally;

typedef struct
{
  Match   *match;
  Tally    tally;
  GThread *thread;
} Worker;

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

#define EXIT_MALFORMED 2

static int
usage_error (const char *message)
{
  return _ludo_cli_fail (EXIT_MALFORMED, "match: %s; usage: ludo-cli %s",
                         message, LUDO_CLI_MATCH_USAGE);
}

static gboolean
parse_seats (const char  *text,
             Match       *match,
             char       **error)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  guint taken = 0;

  match->n_slots = 0;
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = items[i];
      LudoColour colour;
      LudoAiLevel level;

      if (strlen (item) < 3 || item[1] != '=')
        {
          *error = g_strdup_printf ("bad seat '%s' in --seats (expected COLOUR=AI, "
                                    "e.g. r=hard)", item);
          return FALSE;
        }
      switch (item[0])
        {
        case 'r': colour = LUDO_COLOUR_RED; break;
        case 'g': colour = LUDO_COLOUR_GREEN; break;
        case 'y': colour = LUDO_COLOUR_YELLOW; break;
        case 'b': colour = LUDO_COLOUR_BLUE; break;
        default:
          *error = g_strdup_printf ("unknown colour '%c' in --seats (use r, g, y or b)", item[0]);
          return FALSE;
        }
      if ((taken & (1u << colour)) != 0)
        {
          *error = g_strdup_printf ("colour '%c' is seated twice in --seats", item[0]);
          return FALSE;
        }
      if (!ludo_ai_level_from_name (item + 2, &level))
        {
          *error = g_strdup_printf ("unknown computer player '%s' in --seats "
                                    "(use random, easy, medium or hard)", item + 2);
          return FALSE;
        }
      taken |= 1u << colour;
      match->slots[match->n_slots].colour = colour;
      match->slots[match->n_slots].level = level;
      match->n_slots++;
    }

  if (match->n_slots < 2)
    {
      *error = g_strdup ("--seats needs at least two players");
      return FALSE;
    }

  return TRUE;
}

static gboolean
parse_unsigned (const char *option,
                const char *text,
                guint64     min,
                guint64     max,
                guint64    *value,
                char      **error)
{
  if (!g_ascii_string_to_unsigned (text, 10, min, max, value, NULL))
    {
      *error = g_strdup_printf ("%s must be a whole number from %" G_GUINT64_FORMAT
                                " to %" G_GUINT64_FORMAT ", not '%s'", option, min, max, text);
      return FALSE;
    }
  return TRUE;
}

/* The thread's own processor time: on a machine shared with other work
 * the wall-clock time of a decision also counts the time the thread waited
 * for a core, and that says nothing about the player. */
static gint64
thread_cpu_ns (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    return 0;
  return (gint64) now.tv_sec * G_GINT64_CONSTANT (1000000000) + now.tv_nsec;
}

static void
record_decision (Tally  *tally,
                 guint   slot,
                 gint64  us,
                 gint64  cpu_ns)
{
  guint bucket = (guint) MIN (us / BUCKET_US, N_BUCKETS - 1);

  tally->decisions[slot]++;
  tally->total_us[slot] += us;
  tally->max_us[slot] = MAX (tally->max_us[slot], us);
  tally->total_cpu_ns[slot] += cpu_ns;
  tally->max_cpu_ns[slot] = MAX (tally->max_cpu_ns[slot], cpu_ns);
  tally->histogram[slot][bucket]++;
}

/* One game; everything it does follows from the match seed and @index, so
 * the results do not depend on how the games are shared among threads. */
static void
play_game (const Match *match,
           guint        index,
           Tally       *tally)
{
  const LudoRules *rules = &match->rules;
  guint64 dice = match->seed ^ (G_GUINT64_CONSTANT (0xd1b54a32d192ed03) * (index + 1));
  guint64 ai_state[LUDO_N_COLOURS];
  gint slot_at[LUDO_N_COLOURS] = { -1, -1, -1, -1 };
  guint rotation = index % LUDO_N_COLOURS;
  guint seated = 0;
  LudoColour seated_list[LUDO_N_COLOURS];
  guint n_seated = 0;
  LudoPosition pos;

  /* Shifting every slot by the same number of colours keeps partners
   * together in team play; over four games each slot sits at each colour. */
  for (guint s = 0; s < match->n_slots; s++)
    {
      guint colour = (match->slots[s].colour + rotation) % LUDO_N_COLOURS;

      slot_at[colour] = (gint) s;
      seated |= 1u << colour;
      ai_state[s] = next_random (&dice);
    }
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if ((seated & (1u << c)) != 0)
      seated_list[n_seated++] = (LudoColour) c;

  ludo_position_init_game (&pos, seated, seated_list[next_random (&dice) % n_seated]);

  for (guint rolls = 0; rolls < MAX_ROLLS; rolls++)
    {
      LudoMove moves[LUDO_MAX_MOVES];
      guint roll = 1 + (guint) (next_random (&dice) % 6);
      guint n_moves;

      if (ludo_position_is_over (&pos) || (!rules->team && pos.n_ranked > 0))
        {
          /* Only first place counts as a win: stop as soon as it is known. */
          if (rules->team)
            {
              /* Partners sit opposite: the winners share their parity. */
              for (guint c = 0; c < LUDO_N_COLOURS; c++)
                if (c % 2 == (guint) pos.ranking[0] % 2)
                  tally->wins[slot_at[c]]++;
            }
          else
            {
              tally->wins[slot_at[pos.ranking[0]]]++;
            }
          return;
        }

      n_moves = ludo_rules_generate_moves (rules, &pos, roll, moves);
      if (n_moves == 0)
        {
          ludo_rules_apply (rules, &pos, roll, NULL, NULL);
        }
      else
        {
          guint slot = (guint) slot_at[pos.turn];
          gint64 start = g_get_monotonic_time ();
          gint64 start_cpu = thread_cpu_ns ();
          guint chosen = ludo_ai_choose_move (match->slots[slot].level, rules, &pos, roll,
                                              moves, n_moves, &ai_state[slot]);

          /* A forced move is no decision: leave it out of the timings. */
          if (n_moves > 1)
            record_decision (tally, slot, g_get_monotonic_time () - start,
                             thread_cpu_ns () - start_cpu);
          g_assert (chosen < n_moves);
          ludo_rules_apply (rules, &pos, roll, &moves[chosen], NULL);
        }
    }

  tally->unfinished++;
}

static gpointer
worker_run (gpointer data)
{
  Worker *worker = data;
  Match *match = worker->match;

  for (;;)
    {
      gint index = g_atomic_int_add (&match->next_game, 1);

      if (index >= (gint) match->n_games)
        break;
      play_game (match, (guint) index, &worker->tally);
    }

  return NULL;
}

static void
tally_init (Tally *tally)
{
  memset (tally, 0, sizeof *tally);
  for (guint s = 0; s < LUDO_N_COLOURS; s++)
    tally->histogram[s] = g_new0 (guint32, N_BUCKETS);
}

static void
tally_clear (Tally *tally)
{
  for (guint s = 0; s < LUDO_N_COLOURS; s++)
    g_clear_pointer (&tally->histogram[s], g_free);
}

static void
tally_add (Tally       *into,
           const Tally *from)
{
  into->unfinished += from->unfinished;
  for (guint s = 0; s < LUDO_N_COLOURS; s++)
    {
      into->wins[s] += from->wins[s];
      into->decisions[s] += from->decisions[s];
      into->total_us[s] += from->total_us[s];
      into->max_us[s] = MAX (into->max_us[s], from->max_us[s]);
      into->total_cpu_ns[s] += from->total_cpu_ns[s];
      into->max_cpu_ns[s] = MAX (into->max_cpu_ns[s], from->max_cpu_ns[s]);
      for (guint b = 0; b < N_BUCKETS; b++)
        into->histogram[s][b] += from->histogram[s][b];
    }
}

/* Wilson score interval: unlike the normal approximation it stays inside
 * 0..1 and keeps its coverage for rates near 0% or 100%. */
static void
wilson_interval (guint64  wins,
                 guint64  games,
                 double  *low,
                 double  *high)
{
  double n = (double) games;
  double p = n > 0 ? wins / n : 0.0;
  double z2 = Z95 * Z95;
  double centre, half;

  if (games == 0)
    {
      *low = 0.0;
      *high = 1.0;
      return;
    }
  centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  half = Z95 * sqrt (p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  *low = MAX (0.0, centre - half);
  *high = MIN (1.0, centre + half);
}

static double
median_ms (const Tally *tally,
           guint        slot)
{
  guint64 seen = 0;
  guint64 half = (tally->decisions[slot] + 1) / 2;

  if (tally->decisions[slot] == 0)
    return 0.0;
  for (guint b = 0; b < N_BUCKETS; b++)
    {
      seen += tally->histogram[slot][b];
      /* The bucket's lower end: never above the maximum. */
      if (seen >= half)
        return (double) b * BUCKET_US / 1000.0;
    }
  return N_BUCKETS * BUCKET_US / 1000.0;
}

static void
print_results (const Match *match,
               const Tally *tally)
{
  g_autofree char *rules = ludo_notation_format_rules (&match->rules);

  printf ("match: %u games, rules %s, seed %" G_GUINT64_FORMAT ", seats rotated over the colours "
          "each game\n",
          match->n_games, rules[0] != '\0' ? rules : "standard", match->seed);
  printf ("win rates with 95%% confidence intervals (Wilson score); decision times count only "
          "rolls with a choice: wall clock, and cpu = the thread's processor time\n");
  if (tally->unfinished > 0)
    printf ("unfinished %" G_GUINT64_FORMAT " games (no winner after %d rolls; counted as lost)\n",
            tally->unfinished, MAX_ROLLS);

  if (match->rules.team)
    {
      printf ("%-6s %-16s %7s %7s %7s %17s\n",
              "team", "players", "games", "wins", "win%", "95% CI");
      for (guint parity = 0; parity < 2; parity++)
        {
          GString *seats = g_string_new (NULL);
          GString *players = g_string_new (NULL);
          guint64 wins = 0;
          double low, high;

          for (guint s = 0; s < match->n_slots; s++)
            if ((guint) match->slots[s].colour % 2 == parity)
              {
                if (seats->len > 0)
                  {
                    g_string_append_c (seats, '+');
                    g_string_append_c (players, '+');
                  }
                g_string_append_c (seats, ludo_notation_colour_letter (match->slots[s].colour));
                g_string_append (players, ludo_ai_level_name (match->slots[s].level));
                wins = tally->wins[s];
              }
          wilson_interval (wins, match->n_games, &low, &high);
          printf ("%-6s %-16s %7u %7" G_GUINT64_FORMAT " %7.2f  [%6.2f, %6.2f]\n",
                  seats->str, players->str, match->n_games, wins,
                  100.0 * wins / match->n_games, 100 * low, 100 * high);
          g_string_free (seats, TRUE);
          g_string_free (players, TRUE);
        }
    }

  printf ("%-6s %-8s %7s %7s %7s %17s %10s %8s %9s %8s %11s %10s\n",
          "player", "ai", "games", "wins", "win%", "95% CI",
          "decisions", "mean-ms", "median-ms", "max-ms", "cpu-mean-ms", "cpu-max-ms");
  for (guint s = 0; s < match->n_slots; s++)
    {
      double low, high;
      double mean = tally->decisions[s] > 0
                    ? tally->total_us[s] / 1000.0 / tally->decisions[s] : 0.0;
      double cpu_mean = tally->decisions[s] > 0
                        ? tally->total_cpu_ns[s] / 1e6 / tally->decisions[s] : 0.0;

      wilson_interval (tally->wins[s], match->n_games, &low, &high);
      printf ("%-6c %-8s %7u %7" G_GUINT64_FORMAT " %7.2f  [%6.2f, %6.2f] %10"
              G_GUINT64_FORMAT " %8.3f %9.3f %8.3f %11.3f %10.3f\n",
              ludo_notation_colour_letter (match->slots[s].colour),
              ludo_ai_level_name (match->slots[s].level),
              match->n_games, tally->wins[s], 100.0 * tally->wins[s] / match->n_games,
              100 * low, 100 * high, tally->decisions[s], mean, median_ms (tally, s),
              tally->max_us[s] / 1000.0, cpu_mean, tally->max_cpu_ns[s] / 1e6);
    }
}

int
ludo_cli_match (int    argc,
                char **argv)
{
  g_autofree char *rules_text = NULL;
  g_autofree char *games_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *jobs_text = NULL;
  g_autofree char *seats_text = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  /* The canonical list of every rule, from the house-rule table. */
  LudoRules all_rules = { 0, };
  g_autofree char *all_list = NULL;
  g_autofree char *rules_help = NULL;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_text, NULL, "LIST" },
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, "How many games to play", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Seed of the dice and the players", "S" },
    { "jobs", 0, 0, G_OPTION_ARG_STRING, &jobs_text, "Threads to play on", "J" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text,
      "Players, e.g. r=hard,g=random,y=medium,b=easy", "SEATS" },
    { NULL }
  };
  Match match = { 0, };
  Worker *workers;
  Tally total;
  guint64 value;

  ludo_rules_set_flags (&all_rules, (LudoRuleFlags) ((1u << LUDO_N_RULES) - 1));
  all_list = ludo_notation_format_rules (&all_rules);
  rules_help = g_strdup_printf ("Rule options: a comma-separated subset of %s", all_list);
  entries[0].description = rules_help;
  context = g_option_context_new ("- play computer players against each other");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (error->message);
  if (argc > 1)
    {
      message = g_strdup_printf ("unexpected argument '%s'", argv[1]);
      return usage_error (message);
    }

  if (!ludo_notation_parse_rules (rules_text != NULL ? rules_text : "", &match.rules, &error))
    return usage_error (error->message);

  match.n_games = DEFAULT_GAMES;
  if (games_text != NULL)
    {
      if (!parse_unsigned ("--games", games_text, 1, LUDO_CLI_MAX_GAMES, &value, &message))
        return usage_error (message);
      match.n_games = (guint) value;
    }
  match.seed = 1;
  if (seed_text != NULL
      && !parse_unsigned ("--seed", seed_text, 0, G_MAXUINT64, &match.seed, &message))
    return usage_error (message);
  match.n_jobs = 1;
  if (jobs_text != NULL)
    {
      if (!parse_unsigned ("--jobs", jobs_text, 1, MAX_JOBS, &value, &message))
        return usage_error (message);
      match.n_jobs = (guint) value;
    }

  if (seats_text == NULL)
    return usage_error ("--seats is required, e.g. --seats r=hard,g=random,y=random,b=random");
  if (!parse_seats (seats_text, &match, &message))
    return usage_error (message);
  if (match.rules.team && match.n_slots != LUDO_N_COLOURS)
    return usage_error ("team play needs all four seats in --seats");

  workers = g_new0 (Worker, match.n_jobs);
  for (guint j = 0; j < match.n_jobs; j++)
    {
      workers[j].match = &match;
      tally_init (&workers[j].tally);
    }
  /* The calling thread is the first worker. */
  for (guint j = 1; j < match.n_jobs; j++)
    workers[j].thread = g_thread_new ("match", worker_run, &workers[j]);
  worker_run (&workers[0]);

  tally_init (&total);
  for (guint j = 0; j < match.n_jobs; j++)
    {
      if (workers[j].thread != NULL)
        g_thread_join (workers[j].thread);
      tally_add (&total, &workers[j].tally);
      tally_clear (&workers[j].tally);
    }
  g_free (workers);

  print_results (&match, &total);
  tally_clear (&total);

  return 0;
}
