/* ludo-memory.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ludo_memory_release                   (void);
void ludo_memory_release_after_first_frame (GtkWidget *toplevel);

G_END_DECLS
