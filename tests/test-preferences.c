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

/* The first widget of @type inside @widget, depth first, skipping @skip
 * of them. */
static GtkWidget *
find_child (GtkWidget *widget,
            GType      type,
            guint     *skip)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && (*skip)-- == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child (child, type, skip);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The row of the house-rule table's row @index, in the rules' list. */
static GtkWidget *
rule_row (Fixture *fixture,
          guint    index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (part (fixture, "rules_list"), index);

  g_assert_nonnull (row);
  return GTK_WIDGET (row);
}

static GtkWidget *
rule_part (Fixture *fixture,
           guint    index,
           GType    type,
           guint    skip)
{
  GtkWidget *widget = find_child (rule_row (fixture, index), type, &skip);

  g_assert_nonnull (widget);
  return widget;
}

/* A row per house rule, in the table's order, with its name and its
 * description, and nothing more. */
static void
test_rule_rows (Fixture       *fixture,
                gconstpointer  data)
{
  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      GtkWidget *title = rule_part (fixture, i, GTK_TYPE_LABEL, 0);
      GtkWidget *subtitle = rule_part (fixture, i, GTK_TYPE_LABEL, 1);

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, ludo_rule_info (i)->name);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (subtitle)), ==,
                       ludo_rule_info (i)->description);
    }
  g_assert_null (gtk_list_box_get_row_at_index (part (fixture, "rules_list"), LUDO_N_RULES));
}

/* Each rule's switch and the highlight switch follow their keys both ways. */
static void
test_switches (Fixture       *fixture,
               gconstpointer  data)
{
  for (guint i = 0; i <= LUDO_N_RULES; i++)
    {
      const char *key = i < LUDO_N_RULES ? ludo_rule_info (i)->key : "highlight-moves";
      GtkSwitch *sw = i < LUDO_N_RULES ? GTK_SWITCH (rule_part (fixture, i, GTK_TYPE_SWITCH, 0))
                                       : part (fixture, "highlight_switch");

      g_test_message ("key %s", key);

      g_settings_set_boolean (fixture->settings, key, TRUE);
      g_assert_true (gtk_switch_get_active (sw));
      g_settings_set_boolean (fixture->settings, key, FALSE);
      g_assert_false (gtk_switch_get_active (sw));

      gtk_switch_set_active (sw, TRUE);
      g_assert_true (g_settings_get_boolean (fixture->settings, key));
      gtk_switch_set_active (sw, FALSE);
      g_assert_false (g_settings_get_boolean (fixture->settings, key));
    }
}

/* A switch row is one stop for Tab: the switch takes the focus, so that a
 * screen reader says its state with the row's title; a click on the row
 * flips it too. */
static void
test_row_activation (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWidget *row = rule_row (fixture, ludo_rule_index (LUDO_RULE_BLOCKADES));

  for (guint i = 0; i <= LUDO_N_RULES; i++)
    {
      GtkWidget *sw = i < LUDO_N_RULES ? rule_part (fixture, i, GTK_TYPE_SWITCH, 0)
                                       : part (fixture, "highlight_switch");
      GtkWidget *sw_row = gtk_widget_get_ancestor (sw, GTK_TYPE_LIST_BOX_ROW);

      g_test_message ("switch %u", i);
      g_assert_true (gtk_widget_get_focusable (sw));
      g_assert_false (gtk_widget_get_focusable (sw_row));
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
  static const char * const speeds[] = { "slow", "normal", "fast", "very-fast", "off" };
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
  guint team = ludo_rule_index (LUDO_RULE_TEAM);
  GtkWidget *sw = rule_part (fixture, team, GTK_TYPE_SWITCH, 0);
  GtkWidget *message = part (fixture, "team_message");
  GtkLabel *subtitle = GTK_LABEL (rule_part (fixture, team, GTK_TYPE_LABEL, 1));
  GtkWidget *row = rule_row (fixture, team);
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
  g_assert_false (gtk_widget_get_sensitive (rule_part (fixture, ludo_rule_index (LUDO_RULE_TEAM),
                                                       GTK_TYPE_SWITCH, 0)));
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

/* Issue 26 (8): with every seat "Nobody", whether so at the start or
 * edited by hand while the window is open, the window says that the next
 * game has the default players; once two seats are taken it stops. */
static void
test_no_seats_hand_edit (Fixture       *fixture,
                         gconstpointer  data)
{
  set_seats (fixture->settings, "empty", "empty", "empty", "empty");
  open_window (fixture, NULL);
  g_assert_true (gtk_widget_get_visible (part (fixture, "seat_message")));
  g_assert_nonnull (strstr (gtk_label_get_text (part (fixture, "seat_message")), "default"));

  set_seats (fixture->settings, "human", "computer", "empty", "empty");
  g_assert_false (gtk_widget_get_visible (part (fixture, "seat_message")));

  set_seats (fixture->settings, "empty", "empty", "empty", "empty");
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

  /* Every house rule counts, each by its key. */
  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      g_settings_set_boolean (fixture->settings, ludo_rule_info (i)->key, TRUE);
      g_assert_cmpstr (gtk_label_get_text (details), ==,
                       "The game in progress keeps its own rules.");
      g_settings_reset (fixture->settings, ludo_rule_info (i)->key);
      g_assert_false (gtk_widget_get_sensitive (button));
    }

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
  g_autoptr(GSimpleAction) action = g_simple_action_new ("new-game", NULL);
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

static LudoSettingsRepairs
read_setup (GSettings *settings,
            LudoRules *rules,
            LudoSeat  *seats)
{
  memset (rules, 0xff, sizeof *rules);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    seats[c] = (LudoSeat) 99;

  return ludo_settings_read_setup (settings, rules, seats);
}

static void
test_sanitizer_defaults (Fixture       *fixture,
                         gconstpointer  data)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];

  g_assert_cmpint (read_setup (fixture->settings, &rules, seats), ==,
                   LUDO_SETTINGS_REPAIRED_NOTHING);
  g_assert_cmpuint (ludo_rules_get_flags (&rules), ==, 0);
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (seats[LUDO_COLOUR_YELLOW], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (seats[LUDO_COLOUR_BLUE], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (g_settings_get_enum (fixture->settings, "animation-speed"), ==,
                   LUDO_ANIMATION_SPEED_NORMAL);
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

  g_assert_cmpint (read_setup (fixture->settings, &rules, seats), ==,
                   LUDO_SETTINGS_REPAIRED_NOTHING);
  g_assert_true (rules.blockades);
  g_assert_true (rules.team);
  g_assert_true (rules.pachisi);
  g_assert_false (rules.safe);
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_COMPUTER_RANDOM);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (seats[LUDO_COLOUR_YELLOW], ==, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpint (seats[LUDO_COLOUR_BLUE], ==, LUDO_SEAT_COMPUTER_HARD);
  g_assert_cmpint (g_settings_get_enum (fixture->settings, "animation-speed"), ==,
                   LUDO_ANIMATION_SPEED_OFF);
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
  g_assert_cmpint (read_setup (fixture->settings, &rules, seats), ==,
                   LUDO_SETTINGS_REPAIRED_SEATS);
  g_test_assert_expected_messages ();

  /* The default players, with the levels the player chose. */
  g_assert_cmpint (seats[LUDO_COLOUR_RED], ==, LUDO_SEAT_HUMAN);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_COMPUTER_EASY);
  g_assert_cmpint (seats[LUDO_COLOUR_YELLOW], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_cmpint (seats[LUDO_COLOUR_BLUE], ==, LUDO_SEAT_COMPUTER_MEDIUM);
  g_assert_true (ludo_game_setup_is_valid (&rules, seats, NULL));

  set_seats (fixture->settings, "empty", "empty", "empty", "empty");
  g_settings_set_boolean (fixture->settings, "team-play", TRUE);
  expect_message ("*Fewer than two seats*");
  g_assert_cmpint (read_setup (fixture->settings, &rules, seats), ==,
                   LUDO_SETTINGS_REPAIRED_SEATS);
  g_test_assert_expected_messages ();
  /* The default players take all four seats: team play can stay. */
  g_assert_true (rules.team);
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
  g_assert_cmpint (read_setup (fixture->settings, &rules, seats), ==,
                   LUDO_SETTINGS_REPAIRED_TEAM_PLAY);
  g_test_assert_expected_messages ();

  /* Only team play goes; the rest is kept as chosen. */
  g_assert_false (rules.team);
  g_assert_true (rules.blockades);
  g_assert_cmpint (seats[LUDO_COLOUR_GREEN], ==, LUDO_SEAT_EMPTY);
  g_assert_cmpuint (ludo_settings_count_seats (seats), ==, 3);
  g_assert_true (ludo_game_setup_is_valid (&rules, seats, NULL));
}

/* Each house rule's key reaches the rules it names, alone and together. */
static void
test_sanitizer_rule_keys (Fixture       *fixture,
                          gconstpointer  data)
{
  for (guint flags = 0; flags < 1u << LUDO_N_RULES; flags++)
    {
      LudoRules rules;
      LudoSeat seats[LUDO_N_COLOURS];

      for (guint i = 0; i < LUDO_N_RULES; i++)
        g_settings_set_boolean (fixture->settings, ludo_rule_info (i)->key,
                                (flags & ludo_rule_info (i)->flag) != 0);
      g_assert_cmpint (read_setup (fixture->settings, &rules, seats), ==,
                       LUDO_SETTINGS_REPAIRED_NOTHING);
      g_assert_cmpuint (ludo_rules_get_flags (&rules), ==, flags);
    }
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
  g_test_add ("/ludo/settings/rule-keys", Fixture, NULL,
              fixture_setup, test_sanitizer_rule_keys, fixture_teardown);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ludo/preferences/no-display", no_display);
      return g_test_run ();
    }

  g_test_add ("/ludo/preferences/rule-rows", Fixture, NULL,
              fixture_setup_window, test_rule_rows, fixture_teardown);
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
  g_test_add ("/ludo/preferences/seats/none-hand-edit", Fixture, NULL,
              fixture_setup, test_no_seats_hand_edit, fixture_teardown);
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

  return g_test_run ();
}
