/* ludo-preferences-feel.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *ludo_preferences_append_switch_row (GtkListBox  *list,
                                               const char  *title_text,
                                               const char  *subtitle_text,
                                               GtkLabel   **subtitle,
                                               GtkSwitch  **toggle);

void       ludo_preferences_feel_add_rows     (GtkListBox  *list,
                                               GSettings   *settings);

G_END_DECLS
