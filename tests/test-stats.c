/* test-stats.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The players' names (cleaned, owned by the game, saved with it, read from
 * the settings) and the statistics store: counting finished and abandoned
 * games, the file written atomically and read back, a damaged file kept
 * aside, a reset. No display. */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ludo-game.h"
#include "ludo-names.h"
#include "ludo-settings.h"
#include "ludo-stats.h"

/* A finished game that red, a person, won; blue second, green third,
 * yellow last. */
static const char over_game[] =
  "[Ludo]\n"
  "format-version=1\n"
  "rules=%s\n"
  "seat-red=human\n"
  "seat-green=computer-medium\n"
  "seat-yellow=computer-easy\n"
  "seat-blue=%s\n"
  "name-red=Maria\n"
  "seed=20261130\n"
  "draws=412\n"
  "position=-:57,57,57,57/57,57,57,57/30,44,52,57/57,57,57,57\n"
  "ranking=r,b,g,y\n"
  "phase=over\n"
  "roll=0\n"
  "last-roll=3\n"
  "last-move=g:54-57\n";

/* Team play: red and yellow home first. */
static const char team_over_game[] =
  "[Ludo]\n"
  "format-version=1\n"
  "rules=team\n"
  "seat-red=human\n"
  "seat-green=computer-hard\n"
  "seat-yellow=computer-hard\n"
  "seat-blue=computer-easy\n"
  "seed=5\n"
  "draws=300\n"
  "position=-:57,57,57,57/10,20,30,40/57,57,57,57/0,0,5,6\n"
  "ranking=y,r,g,b\n"
  "phase=over\n"
  "roll=0\n"
  "last-roll=1\n"
  "last-move=r:56-57\n";

static char *
temp_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "ludo", name, NULL);
}

static LudoGame *
load_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("game.ini");
  g_autofree char *dir = g_path_get_dirname (path);
  LudoGame *game;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  game = ludo_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static LudoGame *
over_game_with (const char *rules,
                const char *blue)
{
  g_autofree char *text = g_strdup_printf (over_game, rules, blue);

  return load_text (text);
}

static const LudoStatsEntry *
find (LudoStats  *stats,
      const char *name,
      LudoSeat    level,
      const char *rules)
{
  for (guint i = 0; i < ludo_stats_get_n_entries (stats); i++)
    {
      const LudoStatsEntry *e = ludo_stats_get_entry (stats, i);

      if (e->level == level && g_strcmp0 (e->name, name) == 0 && g_str_equal (e->rules, rules))
        return e;
    }
  return NULL;
}

static void
test_names_clean (void)
{
  const struct
  {
    const char *raw;
    const char *clean;
  } cases[] = {
    { "Maria", "Maria" },
    { "  Maria  ", "Maria" },
    { "Maria\t\n Papadopoulou", "Maria Papadopoulou" },
    { "Ma\x01ri\x7f" "a", "Ma ri a" },
    { "\u202eMaria", "Maria" },                     /* a right-to-left override */
    { "Μαρία Παπαδοπούλου-Γεωργίου", "Μαρία Παπαδοπούλου-Γεωργ" }, /* 24 characters */
    { "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwx" },
    { "abcdefghijklmnopqrstuvw yz", "abcdefghijklmnopqrstuvw" },
    { "Ma\xff\xferia", "Maria" },                   /* not UTF-8 */
    { "", NULL },
    { " \t\n ", NULL },
    { "\x1b\x07", NULL },
    { NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *clean = ludo_names_clean (cases[i].raw);

      g_assert_cmpstr (clean, ==, cases[i].clean);
      if (clean != NULL)
        g_assert_cmpuint (g_utf8_strlen (clean, -1), <=, LUDO_NAME_MAX_CHARS);
    }
}

static void
test_game_names (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("named.ini");
  g_autoptr(LudoGame) loaded = NULL;
  LudoRules rules = { 0 };
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_EMPTY,
  };
  g_autoptr(LudoGame) game = ludo_game_new (&rules, seats, 3);

  /* Without a name a player goes by its colour. */
  g_assert_cmpstr (ludo_game_get_player_name (game, LUDO_COLOUR_RED), ==, "Red");
  g_assert_null (ludo_game_get_custom_name (game, LUDO_COLOUR_RED));

  ludo_game_set_player_name (game, LUDO_COLOUR_RED, "  Maria\n");
  ludo_game_set_player_name (game, LUDO_COLOUR_GREEN, "Γιώργος");
  ludo_game_set_player_name (game, LUDO_COLOUR_YELLOW, "   ");
  g_assert_cmpstr (ludo_game_get_player_name (game, LUDO_COLOUR_RED), ==, "Maria");
  g_assert_cmpstr (ludo_game_get_player_name (game, LUDO_COLOUR_GREEN), ==, "Γιώργος");
  g_assert_cmpstr (ludo_game_get_player_name (game, LUDO_COLOUR_YELLOW), ==, "Yellow");

  /* An empty name gives the colour back. */
  ludo_game_set_player_name (game, LUDO_COLOUR_GREEN, "");
  g_assert_cmpstr (ludo_game_get_player_name (game, LUDO_COLOUR_GREEN), ==, "Green");
  ludo_game_set_player_name (game, LUDO_COLOUR_GREEN, "Γιώργος");

  /* The names are saved with the game and come back with it. */
  g_assert_true (ludo_game_save (game, path, &error));
  g_assert_no_error (error);
  loaded = ludo_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ludo_game_get_player_name (loaded, LUDO_COLOUR_RED), ==, "Maria");
  g_assert_cmpstr (ludo_game_get_player_name (loaded, LUDO_COLOUR_GREEN), ==, "Γιώργος");
  g_assert_null (ludo_game_get_custom_name (loaded, LUDO_COLOUR_YELLOW));
}

/* A name edited into a saved game by hand is cleaned, not trusted. */
static void
test_game_names_from_file (void)
{
  g_autofree char *text = g_strdup_printf (over_game, "", "computer-hard");
  g_autoptr(GString) edited = g_string_new (text);
  g_autoptr(LudoGame) game = NULL;

  g_string_replace (edited, "name-red=Maria", "name-red=\\t Maria \\n\\nwith a very long "
                    "name that goes on", 1);
  game = load_text (edited->str);
  g_assert_cmpstr (ludo_game_get_player_name (game, LUDO_COLOUR_RED), ==,
                   "Maria with a very long n");
}

static void
test_settings_names (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_HUMAN, LUDO_SEAT_HUMAN, LUDO_SEAT_EMPTY,
  };
  char *names[LUDO_N_COLOURS];

  g_setenv ("LUDO_REAL_NAME", "Maria Papadopoulou", TRUE);
  g_settings_set_string (settings, "name-blue", "Nobody sits here");
  g_settings_set_string (settings, "name-red", " Robot ");

  /* The first person without a name takes the real name; the second
   * person keeps the colour; an empty seat has no name. */
  ludo_settings_read_names (settings, seats, names);
  g_assert_cmpstr (names[LUDO_COLOUR_RED], ==, "Robot");
  g_assert_cmpstr (names[LUDO_COLOUR_GREEN], ==, "Maria Papadopoulou");
  g_assert_null (names[LUDO_COLOUR_YELLOW]);
  g_assert_null (names[LUDO_COLOUR_BLUE]);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    g_free (names[c]);

  /* A name of one's own comes first. */
  g_settings_set_string (settings, "name-green", "Γιώργος");
  ludo_settings_read_names (settings, seats, names);
  g_assert_cmpstr (names[LUDO_COLOUR_GREEN], ==, "Γιώργος");
  g_assert_null (names[LUDO_COLOUR_YELLOW]);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    g_free (names[c]);

  /* GLib's "Unknown", and an account whose full name is its login, give
   * no name. */
  g_settings_reset (settings, "name-green");
  g_setenv ("LUDO_REAL_NAME", "Unknown", TRUE);
  ludo_settings_read_names (settings, seats, names);
  g_assert_null (names[LUDO_COLOUR_GREEN]);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    g_free (names[c]);
  g_setenv ("LUDO_REAL_NAME", g_get_user_name (), TRUE);
  g_assert_null (ludo_names_real_name ());

  g_setenv ("LUDO_REAL_NAME", "", TRUE);
  g_settings_reset (settings, "name-blue");
  g_settings_reset (settings, "name-red");
}

static void
test_record_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("statistics.ini");
  g_autoptr(LudoStats) stats = ludo_stats_new (path);
  g_autoptr(LudoStats) again = ludo_stats_new (path);
  g_autoptr(LudoGame) first = over_game_with ("", "computer-hard");
  g_autoptr(LudoGame) second = over_game_with ("blockades", "computer-medium");
  const LudoStatsEntry *e;
  guint changed = 0;

  g_signal_connect_swapped (stats, "changed", G_CALLBACK (g_atomic_int_inc), &changed);

  g_assert_true (ludo_stats_record_game (stats, first, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (ludo_stats_get_n_entries (stats), ==, 4);

  e = find (stats, "Maria", LUDO_SEAT_HUMAN, "");
  g_assert_nonnull (e);
  g_assert_cmpuint (e->played, ==, 1);
  g_assert_cmpuint (e->wins, ==, 1);
  g_assert_cmpuint (e->places[0], ==, 1);
  e = find (stats, NULL, LUDO_SEAT_COMPUTER_HARD, "");
  g_assert_cmpuint (e->played, ==, 1);
  g_assert_cmpuint (e->wins, ==, 0);
  g_assert_cmpuint (e->places[1], ==, 1);
  e = find (stats, NULL, LUDO_SEAT_COMPUTER_EASY, "");
  g_assert_cmpuint (e->places[3], ==, 1);

  /* Another rule set is another entry; two medium computers count twice. */
  g_assert_true (ludo_stats_record_game (stats, second, &error));
  e = find (stats, NULL, LUDO_SEAT_COMPUTER_MEDIUM, "blockades");
  g_assert_cmpuint (e->played, ==, 2);
  g_assert_cmpuint (e->places[1], ==, 1);
  g_assert_cmpuint (e->places[2], ==, 1);
  g_assert_cmpuint (find (stats, "Maria", LUDO_SEAT_HUMAN, "")->played, ==, 1);
  g_assert_cmpuint (find (stats, "Maria", LUDO_SEAT_HUMAN, "blockades")->played, ==, 1);

  /* Written as it goes, and read back the same. */
  g_assert_true (ludo_stats_load (again, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ludo_stats_get_n_entries (again), ==, ludo_stats_get_n_entries (stats));
  for (guint i = 0; i < ludo_stats_get_n_entries (stats); i++)
    {
      const LudoStatsEntry *a = ludo_stats_get_entry (stats, i);
      const LudoStatsEntry *b = ludo_stats_get_entry (again, i);

      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpint (a->level, ==, b->level);
      g_assert_cmpstr (a->rules, ==, b->rules);
      g_assert_cmpuint (a->played, ==, b->played);
      g_assert_cmpuint (a->wins, ==, b->wins);
      g_assert_cmpuint (a->abandoned, ==, b->abandoned);
      g_assert_cmpmem (a->places, sizeof a->places, b->places, sizeof b->places);
    }

  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
test_team_wins (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("team.ini");
  g_autoptr(LudoStats) stats = ludo_stats_new (path);
  g_autoptr(LudoGame) game = load_text (team_over_game);
  const LudoStatsEntry *e;

  g_assert_true (ludo_stats_record_game (stats, game, &error));
  g_assert_no_error (error);

  /* Red, a person, finished second but won with yellow. */
  e = find (stats, "Red", LUDO_SEAT_HUMAN, "team");
  g_assert_nonnull (e);
  g_assert_cmpuint (e->wins, ==, 1);
  e = find (stats, NULL, LUDO_SEAT_COMPUTER_HARD, "team");
  g_assert_cmpuint (e->wins, ==, 1);
  e = find (stats, NULL, LUDO_SEAT_COMPUTER_EASY, "team");
  g_assert_true (e == NULL || e->wins == 0);
}

static void
test_abandoned (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("abandoned.ini");
  g_autoptr(LudoStats) stats = ludo_stats_new (path);
  g_autoptr(LudoGame) finished = over_game_with ("", "computer-hard");
  LudoRules rules = { 0 };
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_HARD, LUDO_SEAT_EMPTY, LUDO_SEAT_EMPTY,
  };
  g_autoptr(LudoGame) left = ludo_game_new (&rules, seats, 1);
  const LudoStatsEntry *e;

  ludo_game_set_player_name (left, LUDO_COLOUR_RED, "Maria");
  g_assert_true (ludo_stats_record_game (stats, finished, &error));
  g_assert_true (ludo_stats_record_abandoned (stats, left, &error));
  g_assert_no_error (error);

  /* An abandoned game is no game played and no loss. */
  e = find (stats, "Maria", LUDO_SEAT_HUMAN, "");
  g_assert_cmpuint (e->played, ==, 1);
  g_assert_cmpuint (e->wins, ==, 1);
  g_assert_cmpuint (e->abandoned, ==, 1);
  e = find (stats, NULL, LUDO_SEAT_COMPUTER_HARD, "");
  g_assert_cmpuint (e->played, ==, 1);
  g_assert_cmpuint (e->abandoned, ==, 1);
  g_assert_cmpuint (e->places[0] + e->places[1] + e->places[2] + e->places[3], ==, 1);
}

/* The file is replaced as a whole (a new file renamed over the old one),
 * never rewritten in place: a crash leaves the old or the new. */
static void
test_atomic_write (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("atomic.ini");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(LudoStats) stats = ludo_stats_new (path);
  g_autoptr(LudoGame) game = over_game_with ("", "computer-hard");
  g_autoptr(GDir) listing = NULL;
  GStatBuf before, after;
  const char *name;
  guint n_files = 0;

  g_assert_true (ludo_stats_save (stats, &error));
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  g_assert_true (ludo_stats_record_game (stats, game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpuint (before.st_ino, !=, after.st_ino);

  /* No temporary file is left beside it. */
  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "atomic.ini"))
      n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  /* A write that cannot happen says why and keeps the counts in memory. */
  {
    g_autofree char *blocked = g_build_filename (path, "statistics.ini", NULL);
    g_autoptr(LudoStats) nowhere = ludo_stats_new (blocked);

    g_assert_false (ludo_stats_record_game (nowhere, game, &error));
    g_assert_nonnull (error);
    g_assert_cmpuint (ludo_stats_get_n_entries (nowhere), ==, 4);
  }
}

static void
assert_kept_aside (const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("broken.ini");
  g_autoptr(LudoStats) stats = ludo_stats_new (path);
  g_autoptr(LudoGame) game = over_game_with ("", "computer-hard");
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;

  g_assert_true (ludo_stats_record_game (stats, game, &error));
  g_assert_true (g_file_set_contents (path, contents, -1, &error));

  g_assert_false (ludo_stats_load (stats, &aside, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (aside);
  g_assert_true (g_str_has_prefix (aside, path));
  g_assert_true (strstr (aside, ".broken-") != NULL);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, contents);
  /* The statistics start afresh. */
  g_assert_cmpuint (ludo_stats_get_n_entries (stats), ==, 0);
  g_assert_cmpint (g_unlink (aside), ==, 0);
}

static void
test_corrupt_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = temp_path ("never-written.ini");
  g_autoptr(LudoStats) stats = ludo_stats_new (missing);

  /* No file yet is no error. */
  g_assert_true (ludo_stats_load (stats, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ludo_stats_get_n_entries (stats), ==, 0);

  assert_kept_aside ("this is not a key file\n\x01\x02");
  assert_kept_aside ("[Statistics]\nformat-version=7\n");
  assert_kept_aside ("[Statistics]\nformat-version=1\n[entry-0]\nname=Maria\nlevel=human\n"
                     "rules=\nplayed=2\nwins=1\nplaces=1;0;0;0;\nabandoned=0\n");
  assert_kept_aside ("[Statistics]\nformat-version=1\n[entry-0]\nlevel=hard\n"
                     "rules=nonsense\nplayed=0\nwins=0\nplaces=0;0;0;0;\nabandoned=0\n");
  assert_kept_aside ("[Statistics]\nformat-version=1\n[entry-0]\nlevel=human\n"
                     "rules=\nplayed=0\nwins=0\nplaces=0;0;0;0;\nabandoned=0\n");
  assert_kept_aside ("[Statistics]\nformat-version=1\n[entry-0]\nlevel=hard\nrules=\n"
                     "played=1\nwins=0\nplaces=0;1;0;0;\nabandoned=-1\n");
  assert_kept_aside ("[Statistics]\nformat-version=1\n[entry-0]\nlevel=hard\nrules=\n"
                     "played=1\nwins=0\nplaces=0;1;0;0;0;\nabandoned=0\n");
  assert_kept_aside ("[Statistics]\nformat-version=1\n[entry-0]\nlevel=hard\nrules=\n"
                     "played=1\nwins=0\nplaces=0;1;0;0;\nabandoned=0\n"
                     "[entry-1]\nlevel=hard\nrules=\n"
                     "played=1\nwins=0\nplaces=0;1;0;0;\nabandoned=0\n");
}

static void
test_summarize_and_reset (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("summary.ini");
  g_autoptr(LudoStats) stats = ludo_stats_new (path);
  g_autoptr(LudoStats) again = ludo_stats_new (path);
  g_autoptr(LudoGame) first = over_game_with ("", "computer-hard");
  g_autoptr(LudoGame) second = over_game_with ("blockades", "computer-hard");
  g_autoptr(GArray) all = NULL;
  g_autoptr(GArray) blockades = NULL;
  g_auto(GStrv) rule_sets = NULL;

  g_assert_true (ludo_stats_record_game (stats, first, &error));
  g_assert_true (ludo_stats_record_game (stats, second, &error));
  g_assert_no_error (error);

  rule_sets = ludo_stats_list_rules (stats);
  g_assert_cmpstrv (rule_sets, ((const char * const[]) { "", "blockades", NULL }));

  all = ludo_stats_summarize (stats, NULL);
  g_assert_cmpuint (all->len, ==, 4);
  g_assert_cmpstr (g_array_index (all, LudoStatsEntry, 0).name, ==, "Maria");
  g_assert_cmpuint (g_array_index (all, LudoStatsEntry, 0).played, ==, 2);
  g_assert_cmpuint (g_array_index (all, LudoStatsEntry, 0).wins, ==, 2);
  blockades = ludo_stats_summarize (stats, "blockades");
  g_assert_cmpuint (blockades->len, ==, 4);
  g_assert_cmpuint (g_array_index (blockades, LudoStatsEntry, 0).played, ==, 1);

  g_assert_true (ludo_stats_reset (stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ludo_stats_get_n_entries (stats), ==, 0);
  g_assert_true (ludo_stats_load (again, NULL, &error));
  g_assert_cmpuint (ludo_stats_get_n_entries (again), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludo/names/clean", test_names_clean);
  g_test_add_func ("/ludo/names/game", test_game_names);
  g_test_add_func ("/ludo/names/game-file", test_game_names_from_file);
  g_test_add_func ("/ludo/names/settings", test_settings_names);
  g_test_add_func ("/ludo/stats/record-game", test_record_game);
  g_test_add_func ("/ludo/stats/team-wins", test_team_wins);
  g_test_add_func ("/ludo/stats/abandoned", test_abandoned);
  g_test_add_func ("/ludo/stats/atomic-write", test_atomic_write);
  g_test_add_func ("/ludo/stats/corrupt-file", test_corrupt_file);
  g_test_add_func ("/ludo/stats/summarize-and-reset", test_summarize_and_reset);

  return g_test_run ();
}
