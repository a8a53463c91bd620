/* ludo-save-writer.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Called from the main loop of the thread that made the writer: with the
 * reason when saving failed, with %NULL at the first good save after a
 * failure. */
typedef void (*LudoSaveFailedFunc) (const char *message,
                                    gpointer    user_data);

typedef struct _LudoSaveWriter LudoSaveWriter;

char           *ludo_save_writer_resolve_path (const char          *path);
gboolean        ludo_save_writer_write_file   (const char          *path,
                                               const char          *data,
                                               gsize                length,
                                               GError             **error);
char           *ludo_save_writer_move_aside   (const char          *path,
                                               int                 *saved_errno);

LudoSaveWriter *ludo_save_writer_new        (LudoSaveFailedFunc   failed_func,
                                             gpointer             user_data);
void            ludo_save_writer_queue      (LudoSaveWriter      *self,
                                             const char          *path,
                                             char                *data,
                                             gsize                length);
void            ludo_save_writer_flush      (LudoSaveWriter      *self);
void            ludo_save_writer_close      (LudoSaveWriter      *self);

G_END_DECLS
