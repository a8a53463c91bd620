/* ludo-swatch.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The dot of a player's colour beside its name; style.css paints it. */

#include "config.h"

#include "ludo-swatch.h"

static const char * const colour_css[LUDO_N_COLOURS] = { "red", "green", "yellow", "blue" };

/* A swatch with no colour (LUDO_COLOUR_NONE) is hidden. */
void
ludo_swatch_set_colour (GtkWidget  *swatch,
                        LudoColour  colour)
{
  g_return_if_fail (GTK_IS_WIDGET (swatch));

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    gtk_widget_remove_css_class (swatch, colour_css[c]);

  gtk_widget_set_visible (swatch, colour != LUDO_COLOUR_NONE);
  if (colour != LUDO_COLOUR_NONE)
    gtk_widget_add_css_class (swatch, colour_css[colour]);
}

GtkWidget *
ludo_swatch_new (LudoColour colour)
{
  GtkWidget *swatch = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (swatch, "swatch");
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  ludo_swatch_set_colour (swatch, colour);
  return swatch;
}
