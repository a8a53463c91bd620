/* test-stats-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Statistics window shows the store's numbers and resets them after a
 * confirmation; the game window counts a finished game and a game in
 * progress replaced by a new one, and shows the players' names. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "game-test-util.h"
#include "ludo-board-private.h"
#include "ludo-game-private.h"
#include "ludo-preferences-window.h"
#include "ludo-stats-window.h"
#include "window-test-util.h"

static const char over_game[] =
  "[Ludo]\n"
  "format-version=1\n"
  "rules=%s\n"
  "seat-red=human\n"
  "seat-green=computer-medium\n"
  "seat-yellow=computer-easy\n"
  "seat-blue=computer-hard\n"
  "name-red=Maria\n"
  "seed=20261130\n"
  "draws=412\n"
  "position=-:57,57,57,57/57,57,57,57/30,44,52,57/57,57,57,57\n"
  "ranking=r,b,g,y\n"
  "phase=over\n"
  "roll=0\n"
  "last-roll=3\n"
  "last-move=g:54-57\n";

static void
record_over_game (LudoStats  *stats,
                  const char *rules)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strdup_printf (over_game, rules);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "over.ini", NULL);
  g_autoptr(LudoGame) game = NULL;

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  game = ludo_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (ludo_stats_record_game (stats, game, &error));
  g_assert_no_error (error);
}

static LudoStats *
new_stats (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "statistics.ini", NULL);

  return ludo_stats_new (path);
}

static const char *
cell_text (LudoStatsWindow *window,
           int              column,
           int              row)
{
  GtkWidget *cell = gtk_grid_get_child_at (_ludo_stats_window_get_table (window), column, row);

  g_assert_true (GTK_IS_LABEL (cell));
  return gtk_label_get_label (GTK_LABEL (cell));
}

static guint
n_rows (LudoStatsWindow *window)
{
  guint n = 0;

  while (gtk_grid_get_child_at (_ludo_stats_window_get_table (window), 0, n) != NULL)
    n++;
  return n;
}

static LudoStatsWindow *
open_stats_window (LudoStats *stats)
{
  LudoStatsWindow *window = ludo_stats_window_new (NULL, stats);

  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  return window;
}

static void
test_shows_numbers (void)
{
  g_autoptr(LudoStats) stats = new_stats ();
  LudoStatsWindow *window;
  GtkDropDown *rules;

  record_over_game (stats, "");
  record_over_game (stats, "");
  record_over_game (stats, "blockades");
  window = open_stats_window (stats);

  /* All rule sets: a heading row and one row per player. */
  g_assert_cmpuint (n_rows (window), ==, 5);
  g_assert_cmpstr (cell_text (window, 0, 0), ==, "Player");
  g_assert_cmpstr (cell_text (window, 0, 1), ==, "Maria");
  g_assert_cmpstr (cell_text (window, 1, 1), ==, "3");
  g_assert_cmpstr (cell_text (window, 2, 1), ==, "3");
  g_assert_cmpstr (cell_text (window, 3, 1), ==, "100 %");
  g_assert_cmpstr (cell_text (window, 4, 1), ==, "3");
  g_assert_cmpstr (cell_text (window, 8, 1), ==, "0");
  g_assert_cmpstr (cell_text (window, 0, 2), ==, "Computer (hard)");
  g_assert_cmpstr (cell_text (window, 3, 2), ==, "0 %");
  g_assert_cmpstr (cell_text (window, 5, 2), ==, "3");
  /* The picture has a bar for each of them. */
  g_assert_cmpint (gtk_drawing_area_get_content_height (
                     GTK_DRAWING_AREA (_ludo_stats_window_get_chart (window))), ==, 30 + 4 * 30);

  /* One rule set. */
  rules = _ludo_stats_window_get_rules_dropdown (window);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (rules)), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (rules)),
                                               2), ==, "Blockades");
  gtk_drop_down_set_selected (rules, 2);
  g_assert_cmpstr (cell_text (window, 1, 1), ==, "1");

  /* A game that ends while the window is open shows at once, and the
   * rule set chosen stays chosen. */
  record_over_game (stats, "blockades");
  g_assert_cmpuint (gtk_drop_down_get_selected (rules), ==, 2);
  g_assert_cmpstr (cell_text (window, 1, 1), ==, "2");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_reset (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudoStats) stats = new_stats ();
  g_autoptr(LudoStats) reread = new_stats ();
  LudoStatsWindow *window;
  GtkMenuButton *reset;
  GtkWidget *cancel;

  record_over_game (stats, "");
  window = open_stats_window (stats);
  reset = _ludo_stats_window_get_reset_button (window);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (reset)));

  /* The reset asks first, and Cancel keeps everything. */
  gtk_menu_button_popup (reset);
  iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (reset))));
  cancel = find_button (GTK_WIDGET (gtk_menu_button_get_popover (reset)), "_Cancel");
  g_assert_nonnull (cancel);
  g_signal_emit_by_name (cancel, "clicked");
  iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (reset))));
  g_assert_cmpuint (ludo_stats_get_n_entries (stats), ==, 4);
  g_assert_cmpuint (n_rows (window), ==, 5);

  /* Confirmed, it forgets the results, on disk too. */
  gtk_menu_button_popup (reset);
  iterate ();
  g_signal_emit_by_name (_ludo_stats_window_get_confirm_button (window), "clicked");
  iterate ();
  g_assert_cmpuint (ludo_stats_get_n_entries (stats), ==, 0);
  g_assert_cmpuint (n_rows (window), ==, 1);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (reset)));
  g_assert_true (ludo_stats_load (reread, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ludo_stats_get_n_entries (reread), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static const LudoStatsEntry *
find_entry (LudoStats  *stats,
            const char *name,
            LudoSeat    level)
{
  for (guint i = 0; i < ludo_stats_get_n_entries (stats); i++)
    {
      const LudoStatsEntry *e = ludo_stats_get_entry (stats, i);

      if (e->level == level && g_strcmp0 (e->name, name) == 0)
        return e;
    }
  return NULL;
}

/* A new game over a game in progress counts it as abandoned, not lost; a
 * game nobody rolled in counts nothing. */
static void
test_window_counts_abandoned (Fixture       *fixture,
                              gconstpointer  data)
{
  LudoStats *stats;
  LudoGame *game;
  const LudoStatsEntry *e;

  g_settings_set_string (fixture->settings, "name-red", "Maria");
  open_window (fixture);
  stats = ludo_window_get_stats (fixture->window);
  game = ludo_window_get_game (fixture->window);
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, "Maria");

  ludo_window_start_new_game (fixture->window);
  g_assert_cmpuint (ludo_stats_get_n_entries (stats), ==, 0);

  game = ludo_window_get_game (fixture->window);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  iterate ();
  g_assert_cmpuint (ludo_game_get_last_roll (game), !=, 0);
  ludo_window_start_new_game (fixture->window);

  e = find_entry (stats, "Maria", LUDO_SEAT_HUMAN);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->abandoned, ==, 1);
  g_assert_cmpuint (e->played, ==, 0);
  g_assert_cmpuint (e->wins, ==, 0);
  e = find_entry (stats, NULL, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpuint (e->abandoned, ==, 3);
  g_assert_cmpuint (e->played, ==, 0);
}

/* The game that ends is counted, under the name the game shows. */
static void
test_window_counts_finished (Fixture       *fixture,
                             gconstpointer  data)
{
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_EASY,
  };
  g_autofree char *path = ludo_stats_get_default_path ();
  g_autoptr(LudoStats) reread = ludo_stats_new (path);
  g_autoptr(GError) error = NULL;
  LudoMove moves[LUDO_MAX_MOVES];
  const LudoStatsEntry *e;
  LudoGame *game;

  /* Red is one roll of 2 away from winning. */
  save_game_at ("r:55,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", seats);
  open_window (fixture);
  game = ludo_window_get_game (fixture->window);
  ludo_game_set_player_name (game, LUDO_COLOUR_RED, "Maria");
  _ludo_game_push_die (game, 2);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (_ludo_window_get_board (fixture->window));
  iterate ();
  g_assert_cmpuint (ludo_game_get_moves (game, moves), ==, 1);
  click_move (fixture, &moves[0]);
  while (ludo_game_get_phase (game) != LUDO_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);

  e = find_entry (ludo_window_get_stats (fixture->window), "Maria", LUDO_SEAT_HUMAN);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->played, ==, 1);
  g_assert_cmpuint (e->wins, ==, 1);

  /* The ranking names the winner. */
  {
    GtkWidget *row = gtk_widget_get_first_child (
                       GTK_WIDGET (_ludo_window_get_ranking (fixture->window)));
    GtkWidget *name = gtk_widget_get_last_child (gtk_list_box_row_get_child (
                                                   GTK_LIST_BOX_ROW (row)));

    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (name)), ==, "Maria — you");
  }
  e = find_entry (ludo_window_get_stats (fixture->window), NULL, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpuint (e->played, ==, 3);
  g_assert_cmpuint (e->wins, ==, 0);
  g_assert_cmpuint (e->places[1] + e->places[2] + e->places[3], ==, 3);

  /* Written where the next session reads it. */
  g_assert_true (ludo_stats_load (reread, NULL, &error));
  g_assert_cmpuint (ludo_stats_get_n_entries (reread), ==, 2);

  /* A game already over counts once, not again when it is shown anew. */
  ludo_window_start_new_game (fixture->window);
  e = find_entry (ludo_window_get_stats (fixture->window), "Maria", LUDO_SEAT_HUMAN);
  g_assert_cmpuint (e->played, ==, 1);
  g_assert_cmpuint (e->abandoned, ==, 0);
}

/* A damaged statistics file is kept aside and the player told. */
static void
test_window_damaged_stats (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ludo_stats_get_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "[Statistics]\nformat-version=banana\n", -1, &error));
  open_window (fixture);
  g_assert_true (g_str_has_prefix (_ludo_window_get_event_text (fixture->window),
                                   "The statistics could not be read and start afresh"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (ludo_stats_get_n_entries (ludo_window_get_stats (fixture->window)), ==, 0);
}

/* Names show in the header and the status line, and a name typed in the
 * preferences shows at once. */
static void
test_window_names (Fixture       *fixture,
                   gconstpointer  data)
{
  g_settings_set_string (fixture->settings, "seat-green", "human");
  g_settings_set_string (fixture->settings, "name-red", "  Maria\t");
  g_settings_set_string (fixture->settings, "name-green", "Γιώργος");
  open_window (fixture);

  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, "Maria");
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==, "Maria to roll (Space)");

  /* A 3 with every pawn in base is a lost roll, told in the moves log by
   * name; then Γιώργος is on turn. */
  _ludo_game_push_die (ludo_window_get_game (fixture->window), 3);
  g_signal_emit_by_name (roll_button (fixture), "clicked");
  _ludo_board_finish_animations (_ludo_window_get_board (fixture->window));
  iterate ();
  g_assert_cmpstr (_ludo_move_log_get_shown_text (_ludo_window_get_move_log (fixture->window), 0),
                   ==, "Maria cannot move with a 3: a 6 is needed to leave base");
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, "Γιώργος");
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==,
                   "Γιώργος to roll (Space)");

  g_settings_set_string (fixture->settings, "name-green", "Ελένη");
  iterate ();
  g_assert_cmpstr (_ludo_window_get_turn_text (fixture->window), ==, "Ελένη");
  g_assert_cmpstr (_ludo_window_get_status_text (fixture->window), ==, "Ελένη to roll (Space)");
  g_assert_cmpstr (ludo_game_get_player_name (ludo_window_get_game (fixture->window),
                                              LUDO_COLOUR_GREEN), ==, "Ελένη");

  /* The longest name, and the previous player's roll beside it, do not
   * widen the window. */
  g_settings_set_string (fixture->settings, "name-red", "WWWWWWWWWWWWWWWWWWWWWWWW");
  g_settings_set_string (fixture->settings, "name-green", "ΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩΩ");
  iterate ();
  {
    GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (fixture->window));
    int narrowest, bar_min;

    /* Green on turn, beside red's lost 3. */
    gtk_widget_get_size_request (GTK_WIDGET (fixture->window), &narrowest, NULL);
    g_assert_cmpint (ludo_game_get_current_colour (ludo_window_get_game (fixture->window)), ==,
                     LUDO_COLOUR_GREEN);
    gtk_widget_measure (titlebar, GTK_ORIENTATION_HORIZONTAL, -1, &bar_min, NULL, NULL, NULL);
    g_test_message ("header at least %d px, window at least %d px", bar_min, narrowest);
    g_assert_cmpint (bar_min, <=, narrowest);
  }

  /* Emptied, the colour's name comes back. */
  g_settings_set_string (fixture->settings, "name-red", "");
  iterate ();
  g_assert_cmpstr (ludo_game_get_player_name (ludo_window_get_game (fixture->window),
                                              LUDO_COLOUR_RED), ==, "Red");
}

static gboolean
is_name_entry (GtkWidget  *widget,
               const char *unused)
{
  return GTK_IS_ENTRY (widget) && gtk_widget_has_css_class (widget, "player-name");
}

/* Each seat's row in the preferences has a name entry beside the seat's
 * type, bound to the seat's name key; its placeholder is the name an empty
 * entry stands for. */
static void
test_preferences_names (Fixture       *fixture,
                        gconstpointer  data)
{
  LudoPreferencesWindow *prefs;
  GtkWidget *entries[LUDO_N_COLOURS];
  GtkWidget *entry;
  guint n = 0;

  g_setenv ("LUDO_REAL_NAME", "Maria Papadopoulou", TRUE);
  g_settings_set_string (fixture->settings, "seat-blue", "empty");
  g_settings_set_string (fixture->settings, "name-green", "Γιώργος");
  prefs = ludo_preferences_window_new (NULL, NULL);

  /* The four entries, in the order of the seats' rows. */
  entry = find_widget (GTK_WIDGET (prefs), is_name_entry, NULL);
  g_assert_nonnull (entry);
  {
    GtkWidget *list = gtk_widget_get_ancestor (entry, GTK_TYPE_LIST_BOX);

    for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
         row = gtk_widget_get_next_sibling (row))
      entries[n++] = find_widget (row, is_name_entry, NULL);
  }
  g_assert_cmpuint (n, ==, LUDO_N_COLOURS);

  /* Beside the seat's type: in the same row, just before its dropdown. */
  g_assert_true (GTK_IS_DROP_DOWN (gtk_widget_get_next_sibling (entries[0])));

  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (entries[0])), ==,
                   "Maria Papadopoulou");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (entries[2])), ==, "Yellow");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entries[1])), ==, "Γιώργος");
  g_assert_false (gtk_widget_get_sensitive (entries[3]));

  gtk_editable_set_text (GTK_EDITABLE (entries[0]), "Ελένη");
  {
    g_autofree char *name = g_settings_get_string (fixture->settings, "name-red");

    g_assert_cmpstr (name, ==, "Ελένη");
  }

  /* A person in red's seat no more: the first person is now green, whose
   * own name stays; red's placeholder is its colour. */
  g_settings_set_string (fixture->settings, "seat-red", "computer");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (entries[0])), ==, "Red");

  g_setenv ("LUDO_REAL_NAME", "", TRUE);
  gtk_window_destroy (GTK_WINDOW (prefs));
}

/* The main menu's entry opens the window. */
static void
test_menu_opens_window (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *stats_window = NULL;

  open_window (fixture);
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "statistics", NULL);
  iterate ();
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (fixture->app)); l != NULL;
       l = l->next)
    if (LUDO_IS_STATS_WINDOW (l->data))
      stats_window = l->data;
  g_assert_nonnull (stats_window);
  g_assert_true (ludo_stats_window_get_stats (LUDO_STATS_WINDOW (stats_window))
                 == ludo_window_get_stats (fixture->window));
  g_assert_true (gtk_window_get_transient_for (stats_window) == GTK_WINDOW (fixture->window));
  gtk_window_destroy (stats_window);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  if (!init_window_tests (&argc, &argv, "/ludo/stats-window/no-display"))
    return g_test_run ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  g_test_add_func ("/ludo/stats-window/shows-numbers", test_shows_numbers);
  g_test_add_func ("/ludo/stats-window/reset", test_reset);
  ADD ("/ludo/stats-window/counts-abandoned", test_window_counts_abandoned);
  ADD ("/ludo/stats-window/counts-finished", test_window_counts_finished);
  ADD ("/ludo/stats-window/damaged-file", test_window_damaged_stats);
  ADD ("/ludo/stats-window/names", test_window_names);
  ADD ("/ludo/stats-window/menu", test_menu_opens_window);
  ADD ("/ludo/stats-window/preferences-names", test_preferences_names);

  return g_test_run ();
}
