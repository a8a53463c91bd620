/* ludo-explain-popover.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *ludo_explain_popover_show (GtkWidget  *anchor,
                                      const char *text);

G_END_DECLS
