/* ludo-application.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LUDO_TYPE_APPLICATION (ludo_application_get_type ())

G_DECLARE_FINAL_TYPE (LudoApplication, ludo_application, LUDO, APPLICATION, GtkApplication)

LudoApplication *ludo_application_new (void);

G_END_DECLS
