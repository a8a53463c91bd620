/* ludo-stats.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-game.h"

G_BEGIN_DECLS

/**
 * LudoStatsEntry:
 * @name: the person's name, as the game showed it; %NULL for a computer
 * @level: %LUDO_SEAT_HUMAN for a person, else the computer's level
 * @rules: the house rules, in the notation of docs/rules.md §6 ("" for none)
 * @played: games finished
 * @wins: games won (in team play, both partners of the winning team)
 * @places: how often the player finished 1st, 2nd, 3rd and 4th
 * @abandoned: games left unfinished for a new one; no loss
 */
typedef struct
{
  char     *name;
  LudoSeat  level;
  char     *rules;
  guint     played;
  guint     wins;
  guint     places[LUDO_N_COLOURS];
  guint     abandoned;
} LudoStatsEntry;

#define LUDO_TYPE_STATS (ludo_stats_get_type ())

G_DECLARE_FINAL_TYPE (LudoStats, ludo_stats, LUDO, STATS, GObject)

LudoStats            *ludo_stats_new              (const char  *path);
const char           *ludo_stats_get_path         (LudoStats   *self);
gboolean              ludo_stats_load             (LudoStats   *self,
                                                   char       **moved_aside,
                                                   GError     **error);
gboolean              ludo_stats_save             (LudoStats   *self,
                                                   GError     **error);
gboolean              ludo_stats_record_game      (LudoStats   *self,
                                                   LudoGame    *game,
                                                   GError     **error);
gboolean              ludo_stats_record_abandoned (LudoStats   *self,
                                                   LudoGame    *game,
                                                   GError     **error);
gboolean              ludo_stats_reset            (LudoStats   *self,
                                                   GError     **error);
guint                 ludo_stats_get_n_entries    (LudoStats   *self);
const LudoStatsEntry *ludo_stats_get_entry        (LudoStats   *self,
                                                   guint        index);
GArray               *ludo_stats_summarize        (LudoStats   *self,
                                                   const char  *rules);
GStrv                 ludo_stats_list_rules       (LudoStats   *self);
char                 *ludo_stats_get_default_path (void);

G_END_DECLS
