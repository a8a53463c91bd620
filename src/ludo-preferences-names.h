/* ludo-preferences-names.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludo-types.h"
#include "engine/ludo-rules.h"

G_BEGIN_DECLS

void _ludo_preferences_names_add (GSettings   *settings,
                                  GtkDropDown *seat_dropdowns[LUDO_N_COLOURS]);

G_END_DECLS
