/* test-preferences.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>

#include "ludo-game.h"
#include "ludo-preferences-window.h"
#include "ludo-settings.h"

/* The sanitizer reports what it repairs as messages, never warnings. */
#define expect_message(pattern) g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, pattern)

typedef struct
{
  GSettings             *settings;
  LudoPreferencesWindow *window;
} Fixture;

/* Every test starts from the schema's defaults: the memory backend lives as
 * long as the process. */
static void
reset_settings (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

static void
set_seats (GSettings  *settings,
           const char *red,
           const char *green,
           const char *yellow,
           const char *blue)
{
  g_settings_set_string (settings, "seat-red", red);
  g_settings_set_string (settings, "seat-green", green);
  g_settings_set_string (settings, "seat-yellow", yellow);
  g_settings_set_string (settings, "seat-blue", blue);
}

static gpointer
part (Fixture    *fixture,
      const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->window),
                                                   LUDO_TYPE_PREFERENCES_WINDOW, name);

  g_assert_nonnull (object);
  return object;
}

static void
open_window (Fixture  *fixture,
             LudoGame *game)
{
  fixture->window = ludo_preferences_window_new (NULL, game);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->settings = g_settings_new (APP_ID);
  reset_settings (fixture->settings);
  fixture->window = NULL;
}

static void
fixture_setup_window (Fixture       *fixture,
                      gconstpointer  data)
{
  fixture_setup (fixture, data);
  open_window (fixture, NULL);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  if (fixture->window != NULL)
    gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_assert_null (fixture->window);
  g_clear_object (&fixture->settings);
}

static void
test_switches (Fixture       *fixture,
               gconstpointer  data)
{
  static const struct { const char *key; const char *part; } switches[] = {
    { "blockades", "blockades_switch" },
    { "team-play", "team_play_switch" },
    { "pachisi", "pachisi_switch" },
    { "highlight-moves", "highlight_switch" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      GtkSwitch *sw = part (fixture, switches[i].part);

      g_test_message ("key %s", switches[i].key);

      g_settings_set_boolean (fixture->settings, switches[i].key, TRUE);
      g_assert_true (gtk_switch_get_active (sw));
      g_settings_set_boolean (fixture->settings, switches[i].key, FALSE);
      g_assert_false (gtk_switch_get_active (sw));

      gtk_switch_set_active (sw, TRUE);
      g_assert_true (g_settings_get_boolean (fixture->settings, switches[i].key));
      gtk_switch_set_active (sw, FALSE);
      g_assert_false (g_settings_get_boolean (fixture->settings, switches[i].key));
    }
}

/* A switch row is one stop for Tab: the row takes the focus and flips
 * its switch when activated (Space or Enter); the switch itself is only
 * for the mouse. */
static void
test_row_activation (Fixture       *fixture,
                     gconstpointer  data)
{
  const char * const switches[] = {
    "blockades_switch", "team_play_switch", "pachisi_switch", "highlight_switch",
  };
  GtkWidget *row = gtk_widget_get_ancestor (part (fixture, "blockades_switch"),
                                            GTK_TYPE_LIST_BOX_ROW);

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      GtkWidget *sw = part (fixture, switches[i]);
      GtkWidget *sw_row = gtk_widget_get_ancestor (sw, GTK_TYPE_LIST_BOX_ROW);

      g_test_message ("%s", switches[i]);
      g_assert_false (gtk_widget_get_focusable (sw));
      g_assert_true (gtk_widget_get_focusable (sw_row));
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (sw_row)));
    }

  g_assert_nonnull (row);
  g_assert_false (g_settings_get_boolean (fixture->settings, "blockades"));
  g_signal_emit_by_name (row, "activate");
  g_assert_true (g_settings_get_boolean (fixture->settings, "blockades"));
  g_signal_emit_by_name (row, "activate");
  g_assert_false (g_settings_get_boolean (fixture->settings, "blockades"));
}

static void
assert_key (GSettings  *settings,
            const char *key,
            const char *expected)
{
  g_autofree char *value = g_settings_get_string (settings, key);

  g_assert_cmpstr (value, ==, expected);
}

static void
test_dropdowns (Fixture       *fixture,
                gconstpointer  data)
{
  static const char * const levels[] = { "random", "easy", "medium", "hard" };
  static const char * const speeds[] = { "slow", "normal", "fast", "off" };
  GtkDropDown *seat = part (fixture, "seat_green_dropdown");
  GtkDropDown *level = part (fixture, "level_green_dropdown");
  GtkDropDown *speed = part (fixture, "speed_dropdown");

  /* The defaults as the schema ships them. */
  g_assert_cmpuint (gtk_drop_down_get_selected (part (fixture, "seat_red_dropdown")), ==, 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (level), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (speed), ==, 1);

  gtk_drop_down_set_selected (seat, 1);
  assert_key (fixture->settings, "seat-green", "human");
  gtk_drop_down_set_selected (seat, 0);
  assert_key (fixture->settings, "seat-green", "empty");
  g_settings_set_string (fixture->settings, "seat-green", "computer");
  g_assert_cmpuint (gtk_drop_down_get_selected (seat), ==, 2);

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      gtk_drop_down_set_selected (level, i);
      assert_key (fixture->settings, "level-green", levels[i]);
      g_settings_set_string (fixture->settings, "level-green", levels[(i + 1) % 4]);
      g_assert_cmpuint (gtk_drop_down_get_selected (level), ==, (i + 1) % 4);
    }

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    {
      gtk_drop_down_set_selected (speed, i);
      assert_key (fixture->settings, "animation-speed", speeds[i]);
      g_settings_set_string (fixture->settings, "animation-speed", speeds[(i + 2) % 4]);
      g_assert_cmpuint (gtk_drop_down_get_selected (speed), ==, (i + 2) % 4);
    }
}

static void
test_level_needs_computer (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *red_level = part (fixture, "level_red_dropdown");
  GtkWidget *blue_level = part (fixture, "level_blue_dropdown");

  g_assert_false (gtk_widget_get_sensitive (red_level));
  g_assert_true (gtk_widget_get_sensitive (blue_level));

  g_settings_set_string (fixture->settings, "seat-red", "computer");
  g_settings_set_string (fixture->settings, "seat-blue", "empty");
  g_assert_true (gtk_widget_get_sensitive (red_level));
  g_assert_false (gtk_widget_get_sensitive (blue_level));
}

static void
test_two_seats_minimum (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkDropDown *green = part (fixture, "seat_green_dropdown");
  GtkDropDown *yellow = part (fixture, "seat_yellow_dropdown");
  GtkWidget *message = part (fixture, "seat_message");

  set_seats (fixture->settings, "human", "computer", "empty", "empty");
  g_assert_false (gtk_widget_get_visible (message));

  /* Leaving one player is refused, and the dropdown shows the seat taken. */
  gtk_drop_down_set_selected (green, 0);
  assert_key (fixture->settings, "seat-green", "computer");
  g_assert_cmpuint (gtk_drop_down_get_selected (green), ==, 2);
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "two players"));

  /* A third player makes room, and the refusal is no longer shown. */
  gtk_drop_down_set_selected (yellow, 1);
  assert_key (fixture->settings, "seat-yellow", "human");
  g_assert_false (gtk_widget_get_visible (message));
  gtk_drop_down_set_selected (green, 0);
  assert_key (fixture->settings, "seat-green", "empty");
  g_assert_cmpuint (gtk_drop_down_get_selected (green), ==, 0);
}

static void
test_team_play_needs_four (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *sw = part (fixture, "team_play_switch");
  GtkWidget *message = part (fixture, "team_message");
  GtkLabel *subtitle = part (fixture, "team_play_subtitle");
  GtkWidget *row = part (fixture, "team_play_row");
  g_autofree char *help = g_strdup (gtk_label_get_text (subtitle));

  g_assert_true (gtk_widget_get_sensitive (sw));
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  g_assert_true (g_settings_get_boolean (fixture->settings, "team-play"));

  /* Emptying a seat turns team play off, and the window says so. */
  gtk_drop_down_set_selected (part (fixture, "seat_blue_dropdown"), 0);
  assert_key (fixture->settings, "seat-blue", "empty");
  g_assert_false (g_settings_get_boolean (fixture->settings, "team-play"));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  g_assert_false (gtk_widget_get_sensitive (sw));
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "turned off"));
  g_assert_nonnull (strstr (gtk_label_get_text (subtitle), "four seats"));

  /* With three players, activating the row explains instead of toggling. */
  gtk_widget_set_visible (message, FALSE);
  g_signal_emit_by_name (row, "activate");
  g_assert_false (g_settings_get_boolean (fixture->settings, "team-play"));
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "four seats"));

  /* A fourth player makes team play available again. */
  gtk_drop_down_set_selected (part (fixture, "seat_blue_dropdown"), 1);
  g_assert_true (gtk_widget_get_sensitive (sw));
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_cmpstr (gtk_label_get_text (subtitle), ==, help);
  g_signal_emit_by_name (row, "activate");
  g_assert_true (g_settings_get_boolean (fixture->settings, "team-play"));
}

static void
test_team_play_hand_edit (Fixture       *fixture,
                          gconstpointer  data)
{
  /* A settings file with team play on and only three players. */
  set_seats (fixture->settings, "human", "computer", "computer", "empty");
  g_settings_set_boolean (fixture->settings, "team-play", TRUE);

  open_window (fixture, NULL);

  g_assert_false (g_settings_get_boolean (fixture->settings, "team-play"));
  g_assert_false (gtk_widget_get_sensitive (part (fixture, "team_play_switch")));
  g_assert_true (gtk_widget_get_visible (part (fixture, "team_message")));
}

static void
test_too_few_seats_hand_edit (Fixture       *fixture,
                              gconstpointer  data)
{
  set_seats (fixture->settings, "empty", "computer", "empty", "empty");

  /* The window says what the next game will make of it. */
  open_window (fixture, NULL);

  g_assert_true (gtk_widget_get_visible (part (fixture, "seat_message")));
  g_assert_nonnull (strstr (gtk_label_get_text (part (fixture, "seat_message")), "default"));
}

static LudoGame *
game_from_settings (GSettings *settings)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];
  LudoGame *game;

  ludo_settings_read_setup (settings, &rules, seats);
  game = ludo_game_new (&rules, seats, 7);
  /* The computer players wait: these tests never run the main loop. */
  ludo_game_hold (game);
  return game;
}

static void
test_banner (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(LudoGame) game = game_from_settings (fixture->settings);
  GtkWidget *banner;
  GtkWidget *button;
  GtkLabel *details;

  open_window (fixture, game);
  banner = part (fixture, "banner");
  button = part (fixture, "new_game_button");
  details = part (fixture, "banner_details");

  /* A game in progress: changes wait for the next game. */
  g_assert_true (gtk_widget_get_visible (banner));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_cmpstr (gtk_label_get_text (details), ==,
                   "The game in progress already plays with these.");

  g_settings_set_boolean (fixture->settings, "blockades", TRUE);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_cmpstr (gtk_label_get_text (details), ==,
                   "The game in progress keeps its own rules.");

  g_settings_set_string (fixture->settings, "level-green", "hard");
  g_assert_cmpstr (gtk_label_get_text (details), ==,
                   "The game in progress keeps its own rules and players.");

  g_settings_set_boolean (fixture->settings, "blockades", FALSE);
  g_assert_cmpstr (gtk_label_get_text (details), ==,
                   "The game in progress keeps its own players.");

  /* A human's level is not part of the game. */
  g_settings_reset (fixture->settings, "level-green");
  g_settings_set_string (fixture->settings, "level-red", "easy");
  g_assert_false (gtk_widget_get_sensitive (button));

  /* Settings outside the game (how it looks) never differ from it. */
  g_settings_set_boolean (fixture->settings, "highlight-moves", FALSE);
  g_settings_set_string (fixture->settings, "animation-speed", "fast");
  g_assert_false (gtk_widget_get_sensitive (button));
  /* Whatever it says, the banner stays as tall, and the rows stay put. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (details)));

  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_assert_finalize_object (g_steal_pointer (&game));
}

static void
test_banner_game_over (Fixture       *fixture,
                       gconstpointer  data)
{
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_COMPUTER_RANDOM, LUDO_SEAT_COMPUTER_RANDOM, LUDO_SEAT_EMPTY, LUDO_SEAT_EMPTY,
  };
  g_autoptr(LudoGame) game = ludo_game_new (&(LudoRules) { 0 }, seats, 11);
  GtkWidget *banner;

  ludo_game_set_computer_delay (game, 0);
  open_window (fixture, game);
  banner = part (fixture, "banner");
  g_assert_true (gtk_widget_get_visible (banner));

  /* Two computers play the game to its end; the banner goes with it. */
  for (guint i = 0; i < 1000000 && ludo_game_get_phase (game) != LUDO_PHASE_OVER; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  g_assert_false (gtk_widget_get_visible (banner));

  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_assert_finalize_object (g_steal_pointer (&game));
}

static void
test_no_banner_without_game (Fixture       *fixture,
                             gconstpointer  data)
{
  g_settings_set_boolean (fixture->settings, "blockades", TRUE);
  g_assert_false (gtk_widget_get_visible (part (fixture, "banner")));
}

static void
new_game_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  guint *count = user_data;

  (*count)++;
}

static void
test_new_game_now (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(LudoGame) game = game_from_settings (fixture->settings);
  g_autoptr(GSimpleActionGroup) app = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) action = g_simple_action_new ("start-new-game", NULL);
  guint count = 0;

  g_signal_connect (action, "activate", G_CALLBACK (new_game_cb), &count);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (action));

  open_window (fixture, game);
  gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "app", G_ACTION_GROUP (app));

  g_settings_set_boolean (fixture->settings, "pachisi", TRUE);
  g_assert_true (gtk_widget_get_sensitive (part (fixture, "new_game_button")));
  g_signal_emit_by_name (part (fixture, "new_game_button"), "clicked");

  /* The application starts the game; the preferences make way for it. */
  g_assert_cmpuint (count, ==, 1);
  g_assert_null (fixture->window);
  g_assert_finalize_object (g_steal_pointer (&game));
}

static void
test_rules_button (Fixture       *fixture,
                   gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before = g_list_model_get_n_items (toplevels);
  GtkWindow *rules = NULL;

  g_signal_emit_by_name (part (fixture, "rules_button"), "clicked");
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_str_equal (G_OBJECT_TYPE_NAME (window), "LudoRulesWindow"))
        rules = window;
    }

  g_assert_nonnull (rules);
  g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (fixture->window));
  gtk_window_destroy (rules);
}

/* The sanitizer, on the app's own schema. */

static void
read_setup (GSettings *settings,
            LudoRules *rules,
            LudoSeat  *seats)
{
  memset (rules, 0xff, sizeof *rules);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    seats[c] = (LudoSeat) 99;

  ludo_settings_read_setup (settings, rules, seats);
}

static void
test_sanitizer_defaults (Fixture       *fixture,
                         gconstpointer  data)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];

  read_setup (fixture->settings, &rules, seats);
  g_assert_false (rules.blockades);
  g_assert_false (rules.team);
  g_assert_false (rules.pachisi);
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (seats[LUDO_COLOUR_YELLOW], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (seats[LUDO_COLOUR_BLUE], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (ludo_settings_read_speed (fixture->settings), ==, LUDO_SETTINGS_SPEED_NORMAL);
}

static void
test_sanitizer_values (Fixture       *fixture,
                       gconstpointer  data)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];

  g_settings_set_boolean (fixture->settings, "blockades", TRUE);
  g_settings_set_boolean (fixture->settings, "team-play", TRUE);
  g_settings_set_boolean (fixture->settings, "pachisi", TRUE);
  set_seats (fixture->settings, "computer", "human", "computer", "computer");
  g_settings_set_string (fixture->settings, "level-red", "random");
  g_settings_set_string (fixture->settings, "level-green", "hard");
  g_settings_set_string (fixture->settings, "level-yellow", "easy");
  g_settings_set_string (fixture->settings, "level-blue", "hard");
  g_settings_set_string (fixture->settings, "animation-speed", "off");

  read_setup (fixture->settings, &rules, seats);
  g_assert_true (rules.blockades);
  g_assert_true (rules.team);
  g_assert_true (rules.pachisi);
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_COMPUTER_RANDOM);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (seats[LUDO_COLOUR_YELLOW], ==, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpint (seats[LUDO_COLOUR_BLUE], ==, LUDO_SEAT_COMPUTER_HARD);
  g_assert_cmpint (ludo_settings_read_speed (fixture->settings), ==, LUDO_SETTINGS_SPEED_OFF);
  g_assert_cmpuint (ludo_settings_count_seats (seats), ==, 4);
  g_assert_true (ludo_game_setup_is_valid (&rules, seats, NULL));
}

static void
test_sanitizer_too_few_seats (Fixture       *fixture,
                              gconstpointer  data)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];

  set_seats (fixture->settings, "empty", "empty", "human", "empty");
  g_settings_set_string (fixture->settings, "level-green", "easy");

  expect_message ("*Fewer than two seats*");
  read_setup (fixture->settings, &rules, seats);
  g_test_assert_expected_messages ();

  /* The default players, with the levels the player chose. */
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpint (seats[LUDO_COLOUR_YELLOW], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (seats[LUDO_COLOUR_BLUE], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_true (ludo_game_setup_is_valid (&rules, seats, NULL));

  set_seats (fixture->settings, "empty", "empty", "empty", "empty");
  expect_message ("*Fewer than two seats*");
  read_setup (fixture->settings, &rules, seats);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (ludo_settings_count_seats (seats), ==, 4);
}

static void
test_sanitizer_team_without_four (Fixture       *fixture,
                                  gconstpointer  data)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];

  set_seats (fixture->settings, "human", "empty", "computer", "computer");
  g_settings_set_boolean (fixture->settings, "team-play", TRUE);
  g_settings_set_boolean (fixture->settings, "blockades", TRUE);

  expect_message ("*Team play needs all four seats*");
  read_setup (fixture->settings, &rules, seats);
  g_test_assert_expected_messages ();

  /* Only team play goes; the rest is kept as chosen. */
  g_assert_false (rules.team);
  g_assert_true (rules.blockades);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_EMPTY);
  g_assert_cmpuint (ludo_settings_count_seats (seats), ==, 3);
  g_assert_true (ludo_game_setup_is_valid (&rules, seats, NULL));
}

/* The sanitizer on a schema from another version: keys missing, of another
 * type, or holding values this version does not know. */
static const char old_schema[] =
  "<schemalist>\n"
  "  <schema id='io.github.ludoboard.Ludo.Old' path='/io/github/ludoboard/LudoOld/'>\n"
  "    <key name='blockades' type='s'><default>'yes'</default></key>\n"
  "    <key name='team-play' type='b'><default>true</default></key>\n"
  "    <key name='seat-red' type='s'><default>'human'</default></key>\n"
  "    <key name='seat-green' type='s'><default>'robot'</default></key>\n"
  "    <key name='seat-yellow' type='s'><default>'computer'</default></key>\n"
  "    <key name='level-red' type='s'><default>'medium'</default></key>\n"
  "    <key name='level-green' type='s'><default>'expert'</default></key>\n"
  "    <key name='level-yellow' type='s'><default>'easy'</default></key>\n"
  "    <key name='animation-speed' type='i'><default>3</default></key>\n"
  "  </schema>\n"
  "</schemalist>\n";

/* Compiles @xml into a folder of its own under the test's data folder. */
static char *
compile_schema (const char *name,
                const char *xml)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autofree char *file = g_build_filename (dir, "schema.gschema.xml", NULL);
  g_autofree char *compiler = g_find_program_in_path ("glib-compile-schemas");
  const char *argv[] = { compiler, "--strict", dir, NULL };
  int status;

  g_assert_nonnull (compiler);
  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  g_file_set_contents (file, xml, -1, &error);
  g_assert_no_error (error);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status,
                &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);

  return g_steal_pointer (&dir);
}

static GSettings *
old_settings (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = compile_schema ("old-schema", old_schema);
  g_autoptr(GSettingsSchemaSource) source = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;

  source = g_settings_schema_source_new_from_directory (dir, NULL, FALSE, &error);
  g_assert_no_error (error);
  schema = g_settings_schema_source_lookup (source, "io.github.ludoboard.Ludo.Old", FALSE);
  g_assert_nonnull (schema);

  return g_settings_new_full (schema, NULL, NULL);
}

static void
test_check_schema (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GSettings) settings = old_settings ();

  g_assert_true (ludo_settings_check_schema (fixture->settings));

  expect_message ("*“blockades” has an unexpected type*");
  g_assert_false (ludo_settings_check_schema (settings));
  g_test_assert_expected_messages ();
}

/* The preferences on an installed schema of another version: shown, not
 * bound, and the player is told. GSettings reads its schema folder once per
 * process, so this runs in a child whose GSETTINGS_SCHEMA_DIR holds only an
 * old io.github.ludoboard.Ludo. */
static void
test_window_old_schema (void)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *old_xml = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *saved = g_strdup (g_getenv ("GSETTINGS_SCHEMA_DIR"));

  if (g_test_subprocess ())
    {
      Fixture fixture = { NULL, NULL };

      expect_message ("*“blockades” has an unexpected type*");
      open_window (&fixture, NULL);
      g_test_assert_expected_messages ();

      g_assert_true (gtk_widget_get_visible (part (&fixture, "schema_message")));
      g_assert_false (gtk_widget_get_sensitive (part (&fixture, "rules_list")));
      g_assert_false (gtk_widget_get_sensitive (part (&fixture, "seats_list")));
      g_assert_false (gtk_widget_get_sensitive (part (&fixture, "display_list")));
      g_assert_false (gtk_widget_get_visible (part (&fixture, "banner")));
      gtk_window_destroy (GTK_WINDOW (fixture.window));
      return;
    }

  /* The old schema under the app's own id. */
  parts = g_strsplit (old_schema, "io.github.ludoboard.Ludo.Old'", -1);
  old_xml = g_strjoinv ("io.github.ludoboard.Ludo'", parts);
  dir = compile_schema ("old-app-schema", old_xml);

  g_setenv ("GSETTINGS_SCHEMA_DIR", dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_setenv ("GSETTINGS_SCHEMA_DIR", saved, TRUE);

  g_test_trap_assert_passed ();
}

static void
test_sanitizer_old_schema (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GSettings) settings = old_settings ();
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];

  expect_message ("*“blockades” has an unexpected type*");
  expect_message ("*“pachisi” is missing*");
  expect_message ("*“seat-green” has the unknown value “robot”*");
  expect_message ("*“level-green” has the unknown value “expert”*");
  expect_message ("*“seat-blue” is missing*");
  expect_message ("*“level-blue” is missing*");
  read_setup (settings, &rules, seats);
  g_test_assert_expected_messages ();

  g_assert_false (rules.blockades);
  g_assert_true (rules.team);
  g_assert_false (rules.pachisi);
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (seats[LUDO_COLOUR_YELLOW], ==, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpint (seats[LUDO_COLOUR_BLUE], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_true (ludo_game_setup_is_valid (&rules, seats, NULL));

  expect_message ("*“animation-speed” has an unexpected type*");
  g_assert_cmpint (ludo_settings_read_speed (settings), ==, LUDO_SETTINGS_SPEED_NORMAL);
  g_test_assert_expected_messages ();

  /* A stored value the schema allows but this version does not know falls
   * back to the schema's default. */
  g_settings_set_string (settings, "seat-red", "alien");
  g_settings_set_string (settings, "seat-green", "computer");
  expect_message ("*“blockades”*");
  expect_message ("*“pachisi”*");
  expect_message ("*“seat-red” has the unknown value “alien”; using “human”*");
  expect_message ("*“level-green”*");
  expect_message ("*“seat-blue”*");
  expect_message ("*“level-blue”*");
  read_setup (settings, &rules, seats);
  g_test_assert_expected_messages ();
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_HUMAN);
}

static void
no_display (void)
{
  g_test_skip ("no display");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/ludo/settings/defaults", Fixture, NULL,
              fixture_setup, test_sanitizer_defaults, fixture_teardown);
  g_test_add ("/ludo/settings/values", Fixture, NULL,
              fixture_setup, test_sanitizer_values, fixture_teardown);
  g_test_add ("/ludo/settings/too-few-seats", Fixture, NULL,
              fixture_setup, test_sanitizer_too_few_seats, fixture_teardown);
  g_test_add ("/ludo/settings/team-without-four", Fixture, NULL,
              fixture_setup, test_sanitizer_team_without_four, fixture_teardown);
  g_test_add ("/ludo/settings/old-schema", Fixture, NULL,
              fixture_setup, test_sanitizer_old_schema, fixture_teardown);
  g_test_add ("/ludo/settings/check-schema", Fixture, NULL,
              fixture_setup, test_check_schema, fixture_teardown);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ludo/preferences/no-display", no_display);
      return g_test_run ();
    }

  g_test_add ("/ludo/preferences/switches", Fixture, NULL,
              fixture_setup_window, test_switches, fixture_teardown);
  g_test_add ("/ludo/preferences/row-activation", Fixture, NULL,
              fixture_setup_window, test_row_activation, fixture_teardown);
  g_test_add ("/ludo/preferences/dropdowns", Fixture, NULL,
              fixture_setup_window, test_dropdowns, fixture_teardown);
  g_test_add ("/ludo/preferences/level-needs-computer", Fixture, NULL,
              fixture_setup_window, test_level_needs_computer, fixture_teardown);
  g_test_add ("/ludo/preferences/seats/two-minimum", Fixture, NULL,
              fixture_setup_window, test_two_seats_minimum, fixture_teardown);
  g_test_add ("/ludo/preferences/seats/hand-edit", Fixture, NULL,
              fixture_setup, test_too_few_seats_hand_edit, fixture_teardown);
  g_test_add ("/ludo/preferences/team-play/needs-four", Fixture, NULL,
              fixture_setup_window, test_team_play_needs_four, fixture_teardown);
  g_test_add ("/ludo/preferences/team-play/hand-edit", Fixture, NULL,
              fixture_setup, test_team_play_hand_edit, fixture_teardown);
  g_test_add ("/ludo/preferences/banner/differs", Fixture, NULL,
              fixture_setup, test_banner, fixture_teardown);
  g_test_add ("/ludo/preferences/banner/game-over", Fixture, NULL,
              fixture_setup, test_banner_game_over, fixture_teardown);
  g_test_add ("/ludo/preferences/banner/no-game", Fixture, NULL,
              fixture_setup_window, test_no_banner_without_game, fixture_teardown);
  g_test_add ("/ludo/preferences/new-game-now", Fixture, NULL,
              fixture_setup, test_new_game_now, fixture_teardown);
  g_test_add ("/ludo/preferences/rules-button", Fixture, NULL,
              fixture_setup_window, test_rules_button, fixture_teardown);
  g_test_add_func ("/ludo/preferences/old-schema", test_window_old_schema);

  return g_test_run ();
}
