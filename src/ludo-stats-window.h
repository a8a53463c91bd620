/* ludo-stats-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-stats.h"

G_BEGIN_DECLS

#define LUDO_TYPE_STATS_WINDOW (ludo_stats_window_get_type ())

G_DECLARE_FINAL_TYPE (LudoStatsWindow, ludo_stats_window, LUDO, STATS_WINDOW, GtkWindow)

LudoStatsWindow *ludo_stats_window_new       (GtkWindow       *parent,
                                              LudoStats       *stats);
LudoStats       *ludo_stats_window_get_stats (LudoStatsWindow *self);

/* For the tests: the table, the rule set shown, and the reset's buttons. */
GtkGrid         *_ludo_stats_window_get_table          (LudoStatsWindow *self);
GtkDropDown     *_ludo_stats_window_get_rules_dropdown (LudoStatsWindow *self);
GtkMenuButton   *_ludo_stats_window_get_reset_button   (LudoStatsWindow *self);
GtkButton       *_ludo_stats_window_get_confirm_button (LudoStatsWindow *self);
GtkWidget       *_ludo_stats_window_get_chart          (LudoStatsWindow *self);

G_END_DECLS
