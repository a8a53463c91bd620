/* ludo-settings.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-settings.h"

#include <string.h>

/* Reading the settings for a new game. The values come from a file the
 * player may have edited by hand, or from a schema older or newer than this
 * build: every key is checked for presence, type and value, and anything
 * unusable falls back to a default with a message (a warning would abort
 * the tests, and a stale setting is no programmer error). */

static const char * const seat_nicks[] = { "empty", "human", "computer", NULL };
static const char * const level_nicks[] = { "random", "easy", "medium", "hard", NULL };
static const char * const speed_nicks[] = { "slow", "normal", "fast", "off", NULL };

static const char * const seat_keys[LUDO_N_COLOURS] = {
  "seat-red", "seat-green", "seat-yellow", "seat-blue",
};
static const char * const level_keys[LUDO_N_COLOURS] = {
  "level-red", "level-green", "level-yellow", "level-blue",
};

/* What the schema ships; used when the installed schema itself is unusable. */
static const LudoSettingsSeatKind fallback_seats[LUDO_N_COLOURS] = {
  LUDO_SETTINGS_SEAT_HUMAN,
  LUDO_SETTINGS_SEAT_COMPUTER,
  LUDO_SETTINGS_SEAT_COMPUTER,
  LUDO_SETTINGS_SEAT_COMPUTER,
};

static GSettingsSchema *
get_schema (GSettings *settings)
{
  GSettingsSchema *schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema;
}

/* What is wrong with @key in @schema, as the end of a sentence, or %NULL
 * when it is there with @type. */
static const char *
key_problem (GSettingsSchema    *schema,
             const char         *key,
             const GVariantType *type)
{
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;

  if (!g_settings_schema_has_key (schema, key))
    return "is missing from the installed schema";

  schema_key = g_settings_schema_get_key (schema, key);
  if (!g_variant_type_equal (g_settings_schema_key_get_value_type (schema_key), type))
    return "has an unexpected type in the installed schema";

  return NULL;
}

/* The index of a string value among @nicks, from the stored value, else
 * from the schema's default, else @fallback. */
static guint
read_nick (GSettings          *settings,
           GSettingsSchema    *schema,
           const char         *key,
           const char * const *nicks,
           guint               fallback)
{
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariant) default_value = NULL;
  const char *problem = key_problem (schema, key, G_VARIANT_TYPE_STRING);
  int index;

  if (problem != NULL)
    {
      g_message ("Setting “%s” %s; using “%s”", key, problem, nicks[fallback]);
      return fallback;
    }

  schema_key = g_settings_schema_get_key (schema, key);
  value = g_settings_get_value (settings, key);
  index = ludo_settings_find_nick (nicks, g_variant_get_string (value, NULL));
  if (index >= 0)
    return (guint) index;

  default_value = g_settings_schema_key_get_default_value (schema_key);
  index = ludo_settings_find_nick (nicks, g_variant_get_string (default_value, NULL));
  if (index < 0)
    index = (int) fallback;

  g_message ("Setting “%s” has the unknown value “%s”; using “%s”",
             key, g_variant_get_string (value, NULL), nicks[index]);
  return (guint) index;
}

/* The schema's default of a seat key, or the built-in default when the
 * schema has no usable one. */
static LudoSettingsSeatKind
default_seat_kind (GSettingsSchema *schema,
                   LudoColour       colour)
{
  const char *key = seat_keys[colour];
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) default_value = NULL;
  int index;

  if (!g_settings_schema_has_key (schema, key))
    return fallback_seats[colour];

  schema_key = g_settings_schema_get_key (schema, key);
  default_value = g_settings_schema_key_get_default_value (schema_key);
  if (!g_variant_is_of_type (default_value, G_VARIANT_TYPE_STRING))
    return fallback_seats[colour];

  index = ludo_settings_find_nick (seat_nicks, g_variant_get_string (default_value, NULL));
  return index >= 0 ? (LudoSettingsSeatKind) index : fallback_seats[colour];
}

static gboolean
read_boolean (GSettings       *settings,
              GSettingsSchema *schema,
              const char      *key)
{
  const char *problem = key_problem (schema, key, G_VARIANT_TYPE_BOOLEAN);

  if (problem != NULL)
    {
      g_message ("Setting “%s” %s; using “false”", key, problem);
      return FALSE;
    }

  return g_settings_get_boolean (settings, key);
}

static gboolean
key_has_type (GSettingsSchema    *schema,
              const char         *key,
              const GVariantType *type)
{
  const char *problem = key_problem (schema, key, type);

  if (problem != NULL)
    g_message ("Setting “%s” %s", key, problem);

  return problem == NULL;
}

/* A string key whose default, and every value the schema allows, this
 * version knows: a binding would abort on a default it cannot show. */
static gboolean
key_knows_nicks (GSettingsSchema    *schema,
                 const char         *key,
                 const char * const *nicks)
{
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) default_value = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) values = NULL;
  const char *kind;

  if (!key_has_type (schema, key, G_VARIANT_TYPE_STRING))
    return FALSE;

  schema_key = g_settings_schema_get_key (schema, key);
  default_value = g_settings_schema_key_get_default_value (schema_key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &kind, &values);

  if (ludo_settings_find_nick (nicks, g_variant_get_string (default_value, NULL)) < 0 ||
      !g_str_equal (kind, "enum"))
    {
      g_message ("Setting “%s” takes values the installed schema does not share with this version",
                 key);
      return FALSE;
    }

  for (gsize i = 0; i < g_variant_n_children (values); i++)
    {
      g_autoptr(GVariant) value = g_variant_get_child_value (values, i);

      if (ludo_settings_find_nick (nicks, g_variant_get_string (value, NULL)) < 0)
        {
          g_message ("Setting “%s” allows the value “%s”, unknown to this version",
                     key, g_variant_get_string (value, NULL));
          return FALSE;
        }
    }

  return TRUE;
}

static guint
count_kinds (const LudoSettingsSeatKind *kinds)
{
  guint n = 0;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (kinds[c] != LUDO_SETTINGS_SEAT_EMPTY)
        n++;
    }

  return n;
}

/**
 * ludo_settings_seat_nicks:
 *
 * Returns: (array zero-terminated=1): the values of a `seat-*` key, indexed
 *   by #LudoSettingsSeatKind
 */
const char * const *
ludo_settings_seat_nicks (void)
{
  return seat_nicks;
}

/**
 * ludo_settings_level_nicks:
 *
 * Returns: (array zero-terminated=1): the values of a `level-*` key, indexed
 *   by #LudoSettingsLevel
 */
const char * const *
ludo_settings_level_nicks (void)
{
  return level_nicks;
}

/**
 * ludo_settings_speed_nicks:
 *
 * Returns: (array zero-terminated=1): the values of `animation-speed`,
 *   indexed by #LudoSettingsSpeed
 */
const char * const *
ludo_settings_speed_nicks (void)
{
  return speed_nicks;
}

/**
 * ludo_settings_find_nick:
 * @nicks: (array zero-terminated=1): the values a key may take
 * @value: a value read from a key
 *
 * Returns: the index of @value in @nicks, or -1 when this version does not
 *   know it
 */
int
ludo_settings_find_nick (const char * const *nicks,
                         const char         *value)
{
  g_return_val_if_fail (nicks != NULL, -1);
  g_return_val_if_fail (value != NULL, -1);

  for (int i = 0; nicks[i] != NULL; i++)
    {
      if (g_str_equal (nicks[i], value))
        return i;
    }

  return -1;
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
  g_return_val_if_fail (kind < LUDO_SETTINGS_N_SEAT_KINDS, LUDO_SEAT_EMPTY);
  g_return_val_if_fail (level < LUDO_SETTINGS_N_LEVELS, LUDO_SEAT_EMPTY);

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
    {
      if (seats[c] != LUDO_SEAT_EMPTY)
        n++;
    }

  return n;
}

/**
 * ludo_settings_read_setup:
 * @settings: the app's settings (schema `io.github.ludoboard.Ludo`)
 * @rules: (out caller-allocates): the rule options for a new game
 * @seats: (out caller-allocates) (array fixed-size=4): who plays each colour
 *
 * Reads what a new game needs from @settings, always giving a setup that
 * ludo_game_new() accepts: at least two seats filled, and team play only
 * with all four. A missing key, a value of the wrong type or an unknown
 * value falls back to the default, with a message in the log.
 */
void
ludo_settings_read_setup (GSettings *settings,
                          LudoRules *rules,
                          LudoSeat  *seats)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  LudoSettingsSeatKind kinds[LUDO_N_COLOURS];
  LudoSettingsLevel levels[LUDO_N_COLOURS];

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (rules != NULL);
  g_return_if_fail (seats != NULL);

  schema = get_schema (settings);

  rules->blockades = read_boolean (settings, schema, "blockades");
  rules->team = read_boolean (settings, schema, "team-play");
  rules->pachisi = read_boolean (settings, schema, "pachisi");

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      kinds[c] = read_nick (settings, schema, seat_keys[c], seat_nicks, fallback_seats[c]);
      levels[c] = read_nick (settings, schema, level_keys[c], level_nicks,
                             LUDO_SETTINGS_LEVEL_MEDIUM);
    }

  if (count_kinds (kinds) < 2)
    {
      g_message ("Fewer than two seats are taken in the settings; using the default players");
      for (guint c = 0; c < LUDO_N_COLOURS; c++)
        kinds[c] = default_seat_kind (schema, c);

      /* A schema whose own defaults seat fewer than two is of no use either. */
      if (count_kinds (kinds) < 2)
        memcpy (kinds, fallback_seats, sizeof kinds);
    }

  if (rules->team && count_kinds (kinds) < LUDO_N_COLOURS)
    {
      g_message ("Team play needs all four seats taken; playing without teams");
      rules->team = FALSE;
    }

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    seats[c] = ludo_settings_make_seat (kinds[c], levels[c]);
}

/**
 * ludo_settings_check_schema:
 * @settings: the app's settings
 *
 * Checks that the installed schema has every key the preferences window
 * binds, with the type and the values this version knows. A schema from
 * another version fails, with a message saying which key is wrong.
 *
 * Returns: %TRUE when the preferences can be bound to @settings
 */
gboolean
ludo_settings_check_schema (GSettings *settings)
{
  static const char * const boolean_keys[] = {
    "blockades", "team-play", "pachisi", "highlight-moves",
  };
  g_autoptr(GSettingsSchema) schema = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  schema = get_schema (settings);

  for (guint i = 0; i < G_N_ELEMENTS (boolean_keys); i++)
    {
      if (!key_has_type (schema, boolean_keys[i], G_VARIANT_TYPE_BOOLEAN))
        return FALSE;
    }

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (!key_knows_nicks (schema, seat_keys[c], seat_nicks) ||
          !key_knows_nicks (schema, level_keys[c], level_nicks))
        return FALSE;
    }

  return key_knows_nicks (schema, "animation-speed", speed_nicks);
}

/**
 * ludo_settings_read_speed:
 * @settings: the app's settings
 *
 * Returns: the animation speed, the default when the stored value is unusable
 */
LudoSettingsSpeed
ludo_settings_read_speed (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), LUDO_SETTINGS_SPEED_NORMAL);

  schema = get_schema (settings);
  return read_nick (settings, schema, "animation-speed", speed_nicks,
                    LUDO_SETTINGS_SPEED_NORMAL);
}
