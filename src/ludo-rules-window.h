/* ludo-rules-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

#define LUDO_TYPE_RULES_WINDOW (ludo_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (LudoRulesWindow, ludo_rules_window, LUDO, RULES_WINDOW, GtkWindow)

LudoRulesWindow *ludo_rules_window_new       (GtkWindow       *parent,
                                              const LudoRules *current_rules);
const LudoRules *ludo_rules_window_get_rules (LudoRulesWindow *self);

/* For tests */
GtkGrid         *_ludo_rules_window_get_table      (LudoRulesWindow *self,
                                                    guint            rule);
GtkWidget       *_ludo_rules_window_get_table_mark (LudoRulesWindow *self,
                                                    guint            rule,
                                                    int              column);

G_END_DECLS
