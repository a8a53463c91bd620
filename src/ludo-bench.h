/* ludo-bench.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean ludo_bench_enabled      (void);
void     ludo_bench_mark         (const char *what);
void     ludo_bench_watch_frames (GtkWidget  *toplevel);

G_END_DECLS
