/* window-test-util.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-application.h"
#include "ludo-window-private.h"

G_BEGIN_DECLS

typedef struct
{
  LudoApplication *app;
  LudoWindow      *window;
  GSettings       *settings;
} Fixture;

typedef gboolean (*WidgetTest) (GtkWidget  *widget,
                                const char *text);

void       reset_settings       (GSettings      *settings);
void       iterate              (void);
void       fixture_set_up       (Fixture        *fixture,
                                 gconstpointer   data);
void       open_window          (Fixture        *fixture);
void       fixture_tear_down    (Fixture        *fixture,
                                 gconstpointer   data);
GtkWidget *find_widget          (GtkWidget      *root,
                                 WidgetTest      test,
                                 const char     *text);
gboolean   is_button_labelled   (GtkWidget      *widget,
                                 const char     *label);
GtkWidget *find_button          (GtkWidget      *root,
                                 const char     *label);
GtkWidget *roll_button          (Fixture        *fixture);
void       click_move           (Fixture        *fixture,
                                 const LudoMove *move);
void       save_game_with_rules (const char     *rules_text,
                                 const char     *position,
                                 const LudoSeat *seats);
void       save_game_at         (const char     *position,
                                 const LudoSeat *seats);
void       keep_system_mime_database (void);
void       set_up_language      (int             argc,
                                 char          **argv,
                                 const char     *greek_path);
gboolean   init_window_tests    (int            *argc,
                                 char         ***argv,
                                 const char     *no_display_path);

G_END_DECLS
