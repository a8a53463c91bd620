/* ludo-notice-bar.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LUDO_TYPE_NOTICE_BAR (ludo_notice_bar_get_type ())
G_DECLARE_FINAL_TYPE (LudoNoticeBar, ludo_notice_bar, LUDO, NOTICE_BAR, GtkBox)

GtkWidget  *ludo_notice_bar_new         (void);
void        ludo_notice_bar_show        (LudoNoticeBar *self,
                                         const char    *id,
                                         gboolean       warning,
                                         const char    *text);
void        ludo_notice_bar_clear       (LudoNoticeBar *self,
                                         const char    *id);
const char *ludo_notice_bar_get_text    (LudoNoticeBar *self,
                                         const char    *id);
guint       ludo_notice_bar_get_n_shown (LudoNoticeBar *self);

G_END_DECLS
