/* ludo-application.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-style-manager.h"

G_BEGIN_DECLS

#define LUDO_TYPE_APPLICATION (ludo_application_get_type ())

G_DECLARE_FINAL_TYPE (LudoApplication, ludo_application, LUDO, APPLICATION, GtkApplication)

LudoApplication  *ludo_application_new               (void);
LudoStyleManager *ludo_application_get_style_manager (LudoApplication *self);

G_END_DECLS
