/* ludo-steady-dropdown.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ludo_steady_dropdown_fit_widest (GtkDropDown *dropdown);

G_END_DECLS
