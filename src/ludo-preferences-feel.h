/* ludo-preferences-feel.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ludo_preferences_feel_add_rows (GtkListBox *list,
                                     GSettings  *settings);

G_END_DECLS
