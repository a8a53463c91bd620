/* ludo-style-manager.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * LudoColorScheme:
 * @LUDO_COLOR_SCHEME_DEFAULT: the desktop states no preference
 * @LUDO_COLOR_SCHEME_PREFER_DARK: the desktop prefers dark
 * @LUDO_COLOR_SCHEME_PREFER_LIGHT: the desktop prefers light
 *
 * The values of the Settings portal's `org.freedesktop.appearance
 * color-scheme`.
 */
typedef enum /*< skip >*/
{
  LUDO_COLOR_SCHEME_DEFAULT,
  LUDO_COLOR_SCHEME_PREFER_DARK,
  LUDO_COLOR_SCHEME_PREFER_LIGHT,
} LudoColorScheme;

#define LUDO_TYPE_STYLE_MANAGER (ludo_style_manager_get_type ())

G_DECLARE_FINAL_TYPE (LudoStyleManager, ludo_style_manager, LUDO, STYLE_MANAGER, GObject)

LudoStyleManager *ludo_style_manager_new               (GSettings        *settings,
                                                        GDBusConnection  *bus,
                                                        GtkSettings      *gtk_settings);
gboolean          ludo_style_manager_get_dark          (LudoStyleManager *self);
LudoColorScheme   ludo_style_manager_get_system_scheme (LudoStyleManager *self);

G_END_DECLS
