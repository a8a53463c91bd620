/* ludo-accessible.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ludo_accessible_name_buttons (GtkWidget  *root);
void ludo_accessible_name_search  (GtkWidget  *root,
                                   const char *label);
void ludo_accessible_focus_controls (GtkListBox *list);
void ludo_accessible_label_by     (GtkWidget  *widget,
                                   GtkWidget  *label);

G_END_DECLS
