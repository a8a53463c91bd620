/* ludo-settings.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Reading the settings for a new game. GSettings already holds every key
 * to its schema's type and values; what is left is what the schema cannot
 * say: a game needs two players, and team play all four. Those repairs
 * are returned, for the player to hear of them, and logged. */

#include "config.h"

#include "ludo-settings.h"

#include "ludo-enums.h"
#include "ludo-names.h"

static const char * const seat_keys[LUDO_N_COLOURS] = {
  "seat-red", "seat-green", "seat-yellow", "seat-blue",
};
static const char * const level_keys[LUDO_N_COLOURS] = {
  "level-red", "level-green", "level-yellow", "level-blue",
};
static const char * const name_keys[LUDO_N_COLOURS] = {
  "name-red", "name-green", "name-yellow", "name-blue",
};

static guint
count_kinds (const LudoSettingsSeatKind *kinds)
{
  guint n = 0;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (kinds[c] != LUDO_SETTINGS_SEAT_EMPTY)
      n++;

  return n;
}

/* The schema's default of a seat key. */
static LudoSettingsSeatKind
default_seat_kind (GSettings  *settings,
                   LudoColour  colour)
{
  g_autoptr(GVariant) value = g_settings_get_default_value (settings, seat_keys[colour]);
  g_autoptr(GEnumClass) klass = g_type_class_ref (LUDO_TYPE_SETTINGS_SEAT_KIND);
  GEnumValue *kind = g_enum_get_value_by_nick (klass, g_variant_get_string (value, NULL));

  return kind != NULL ? (LudoSettingsSeatKind) kind->value : LUDO_SETTINGS_SEAT_EMPTY;
}

/**
 * ludo_settings_seat_key:
 * @colour: a colour
 *
 * Returns: the name of the key that says who plays @colour
 */
const char *
ludo_settings_seat_key (LudoColour colour)
{
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  return seat_keys[colour];
}

/**
 * ludo_settings_level_key:
 * @colour: a colour
 *
 * Returns: the name of the key that says how well the computer plays @colour
 */
const char *
ludo_settings_level_key (LudoColour colour)
{
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  return level_keys[colour];
}

/**
 * ludo_settings_make_seat:
 * @kind: who sits at the colour
 * @level: the computer's level, ignored unless @kind is a computer
 *
 * Returns: the model's seat value for that pair of settings
 */
LudoSeat
ludo_settings_make_seat (LudoSettingsSeatKind kind,
                         LudoSettingsLevel    level)
{
  g_return_val_if_fail (kind <= LUDO_SETTINGS_SEAT_COMPUTER, LUDO_SEAT_EMPTY);
  g_return_val_if_fail (level <= LUDO_SETTINGS_LEVEL_HARD, LUDO_SEAT_EMPTY);

  if (kind == LUDO_SETTINGS_SEAT_EMPTY)
    return LUDO_SEAT_EMPTY;
  if (kind == LUDO_SETTINGS_SEAT_HUMAN)
    return LUDO_SEAT_HUMAN;

  return (LudoSeat) (LUDO_SEAT_COMPUTER_RANDOM + level);
}

/**
 * ludo_settings_count_seats:
 * @seats: (array fixed-size=4): a seat per colour
 *
 * Returns: how many colours are played
 */
guint
ludo_settings_count_seats (const LudoSeat *seats)
{
  guint n = 0;

  g_return_val_if_fail (seats != NULL, 0);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (seats[c] != LUDO_SEAT_EMPTY)
      n++;

  return n;
}

/**
 * ludo_settings_read_setup:
 * @settings: the app's settings (schema `io.github.ludoboard.Ludo`)
 * @rules: (out caller-allocates): the rule options for a new game, one
 *   key per row of the house-rule table
 * @seats: (out caller-allocates) (array fixed-size=4): who plays each colour
 *
 * Reads what a new game needs from @settings, always giving a setup that
 * ludo_game_new() accepts: at least two seats filled (else the schema's
 * default players, with the levels stored), and team play only with all
 * four (else without teams).
 *
 * Returns: what had to be changed for that, to tell the player
 */
LudoSettingsRepairs
ludo_settings_read_setup (GSettings *settings,
                          LudoRules *rules,
                          LudoSeat  *seats)
{
  LudoSettingsSeatKind kinds[LUDO_N_COLOURS];
  LudoSettingsLevel levels[LUDO_N_COLOURS];
  LudoSettingsRepairs repairs = LUDO_SETTINGS_REPAIRED_NOTHING;

  g_return_val_if_fail (G_IS_SETTINGS (settings), repairs);
  g_return_val_if_fail (rules != NULL, repairs);
  g_return_val_if_fail (seats != NULL, repairs);

  ludo_rules_set_flags (rules, 0);
  for (guint i = 0; i < LUDO_N_RULES; i++)
    ludo_rules_set (rules, ludo_rule_info (i)->flag,
                    g_settings_get_boolean (settings, ludo_rule_info (i)->key));

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      kinds[c] = g_settings_get_enum (settings, seat_keys[c]);
      levels[c] = g_settings_get_enum (settings, level_keys[c]);
    }

  if (count_kinds (kinds) < 2)
    {
      g_message ("Fewer than two seats are taken in the settings; using the default players");
      for (guint c = 0; c < LUDO_N_COLOURS; c++)
        kinds[c] = default_seat_kind (settings, c);
      repairs |= LUDO_SETTINGS_REPAIRED_SEATS;
    }

  if (rules->team && count_kinds (kinds) < LUDO_N_COLOURS)
    {
      g_message ("Team play needs all four seats taken; playing without teams");
      rules->team = FALSE;
      repairs |= LUDO_SETTINGS_REPAIRED_TEAM_PLAY;
    }

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    seats[c] = ludo_settings_make_seat (kinds[c], levels[c]);

  return repairs;
}

const char *
ludo_settings_name_key (LudoColour colour)
{
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  return name_keys[colour];
}

/**
 * ludo_settings_read_names:
 * @settings: the application's settings
 * @seats: (array fixed-size=4): who plays each colour
 * @names: (out caller-allocates) (array fixed-size=4): the names, each
 *   cleaned by ludo_names_clean(), %NULL for a player who goes by its colour
 *
 * The first person without a name of their own takes the user's real name,
 * when the system knows it: one person alone at the computer is most likely
 * its user. Free each name with g_free().
 */
void
ludo_settings_read_names (GSettings      *settings,
                          const LudoSeat *seats,
                          char          **names)
{
  gboolean first_person = TRUE;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (seats != NULL);
  g_return_if_fail (names != NULL);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      g_autofree char *raw = g_settings_get_string (settings, name_keys[c]);

      names[c] = seats[c] != LUDO_SEAT_EMPTY ? ludo_names_clean (raw) : NULL;
      if (seats[c] != LUDO_SEAT_HUMAN)
        continue;
      if (names[c] == NULL && first_person)
        names[c] = ludo_names_real_name ();
      first_person = FALSE;
    }
}
