/* ludo-swatch.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

GtkWidget *ludo_swatch_new        (LudoColour  colour);
void       ludo_swatch_set_colour (GtkWidget  *swatch,
                                   LudoColour  colour);

G_END_DECLS
