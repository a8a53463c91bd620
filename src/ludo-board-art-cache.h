/* ludo-board-art-cache.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

char     *ludo_board_art_cache_key    (GBytes * const  *sources,
                                       guint            n_sources);
char     *ludo_board_art_cache_path   (const char      *key,
                                       int              px);
gboolean  ludo_board_art_cache_load   (const char      *path,
                                       guint            n_images,
                                       const int       *sizes,
                                       cairo_surface_t **images);
void      ludo_board_art_cache_store  (const char      *path,
                                       guint            n_images,
                                       cairo_surface_t **images);

G_END_DECLS
