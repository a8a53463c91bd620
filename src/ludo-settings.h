/* ludo-settings.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "engine/ludo-rules.h"
#include "ludo-types.h"

G_BEGIN_DECLS

/* The enums below, and LudoAnimationSpeed, are the schema's enums too:
 * glib-mkenums writes io.github.ludoboard.Ludo.enums.xml from this header
 * and ludo-types.h, nicks and values alike. Their values are also the
 * positions in the preferences' dropdowns. */

/**
 * LudoSettingsSeatKind:
 * @LUDO_SETTINGS_SEAT_EMPTY: nobody plays the colour
 * @LUDO_SETTINGS_SEAT_HUMAN: a person plays it
 * @LUDO_SETTINGS_SEAT_COMPUTER: the computer plays it, at the colour's level
 *
 * Who sits at a colour, as the `seat-*` keys say.
 */
typedef enum
{
  LUDO_SETTINGS_SEAT_EMPTY,
  LUDO_SETTINGS_SEAT_HUMAN,
  LUDO_SETTINGS_SEAT_COMPUTER,
} LudoSettingsSeatKind;

/**
 * LudoSettingsLevel:
 * @LUDO_SETTINGS_LEVEL_RANDOM: plays any legal move
 * @LUDO_SETTINGS_LEVEL_EASY: the easy computer player
 * @LUDO_SETTINGS_LEVEL_MEDIUM: the medium one
 * @LUDO_SETTINGS_LEVEL_HARD: the hard one
 *
 * How well the computer plays a colour, as the `level-*` keys say; in the
 * order of #LudoSeat's computer seats.
 */
typedef enum
{
  LUDO_SETTINGS_LEVEL_RANDOM,
  LUDO_SETTINGS_LEVEL_EASY,
  LUDO_SETTINGS_LEVEL_MEDIUM,
  LUDO_SETTINGS_LEVEL_HARD,
} LudoSettingsLevel;

/**
 * LudoSettingsStyle:
 * @LUDO_SETTINGS_STYLE_SYSTEM: light or dark as the desktop's colour scheme
 *   says (the Settings portal's `org.freedesktop.appearance color-scheme`)
 * @LUDO_SETTINGS_STYLE_LIGHT: always light
 * @LUDO_SETTINGS_STYLE_DARK: always dark
 *
 * The window's and the board's style, as the `style` key says.
 */
typedef enum
{
  LUDO_SETTINGS_STYLE_SYSTEM,
  LUDO_SETTINGS_STYLE_LIGHT,
  LUDO_SETTINGS_STYLE_DARK,
} LudoSettingsStyle;

/**
 * LudoSettingsRepairs:
 * @LUDO_SETTINGS_REPAIRED_NOTHING: the settings made a game as they are
 * @LUDO_SETTINGS_REPAIRED_SEATS: fewer than two seats were taken: the
 *   schema's default players sit instead
 * @LUDO_SETTINGS_REPAIRED_TEAM_PLAY: team play was on without four seats
 *   taken: the game plays without teams
 *
 * What ludo_settings_read_setup() had to change to make a game of the
 * settings, for the player to be told.
 */
typedef enum /*< skip >*/
{
  LUDO_SETTINGS_REPAIRED_NOTHING   = 0,
  LUDO_SETTINGS_REPAIRED_SEATS     = 1 << 0,
  LUDO_SETTINGS_REPAIRED_TEAM_PLAY = 1 << 1,
} LudoSettingsRepairs;

const char          *ludo_settings_seat_key    (LudoColour            colour);
const char          *ludo_settings_level_key   (LudoColour            colour);
const char          *ludo_settings_name_key    (LudoColour            colour);
void                 ludo_settings_read_names  (GSettings            *settings,
                                                const LudoSeat       *seats,
                                                char                **names);
LudoSeat             ludo_settings_make_seat   (LudoSettingsSeatKind  kind,
                                                LudoSettingsLevel     level);
guint                ludo_settings_count_seats (const LudoSeat       *seats);
LudoSettingsRepairs  ludo_settings_read_setup  (GSettings            *settings,
                                                LudoRules            *rules,
                                                LudoSeat             *seats);

G_END_DECLS
