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

/* The nicks of the enum keys, in the order of the schema's values. */
typedef enum
{
  LUDO_SETTINGS_SEAT_EMPTY,
  LUDO_SETTINGS_SEAT_HUMAN,
  LUDO_SETTINGS_SEAT_COMPUTER,
  LUDO_SETTINGS_N_SEAT_KINDS,
} LudoSettingsSeatKind;

typedef enum
{
  LUDO_SETTINGS_LEVEL_RANDOM,
  LUDO_SETTINGS_LEVEL_EASY,
  LUDO_SETTINGS_LEVEL_MEDIUM,
  LUDO_SETTINGS_LEVEL_HARD,
  LUDO_SETTINGS_N_LEVELS,
} LudoSettingsLevel;

typedef enum
{
  LUDO_SETTINGS_SPEED_SLOW,
  LUDO_SETTINGS_SPEED_NORMAL,
  LUDO_SETTINGS_SPEED_FAST,
  LUDO_SETTINGS_SPEED_OFF,
  LUDO_SETTINGS_N_SPEEDS,
} LudoSettingsSpeed;

const char * const *ludo_settings_seat_nicks   (void);
const char * const *ludo_settings_level_nicks  (void);
const char * const *ludo_settings_speed_nicks  (void);
int                 ludo_settings_find_nick    (const char * const  *nicks,
                                                const char           *value);
const char         *ludo_settings_seat_key     (LudoColour            colour);
const char         *ludo_settings_level_key    (LudoColour            colour);
LudoSeat            ludo_settings_make_seat    (LudoSettingsSeatKind  kind,
                                                LudoSettingsLevel     level);
guint               ludo_settings_count_seats  (const LudoSeat       *seats);
void                ludo_settings_read_setup   (GSettings            *settings,
                                                LudoRules            *rules,
                                                LudoSeat             *seats);
LudoSettingsSpeed   ludo_settings_read_speed   (GSettings            *settings);
gboolean            ludo_settings_check_schema (GSettings            *settings);

G_END_DECLS
