/* ludo-steady-dropdown.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A GtkDropDown is as wide as the item it shows: choosing a longer one
 * (in Greek «Χωρίς κίνηση») widened it, and through the size group every
 * drop-down beside it, and the rows reflowed under the pointer. Sized
 * for its widest item, it keeps one width whatever is chosen. */

#include "config.h"

#include "ludo-steady-dropdown.h"

static int
text_width (GtkWidget  *like,
            const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  int width;

  /* Measured in the drop-down's own place, so with its font. */
  g_object_ref_sink (label);
  gtk_widget_set_parent (label, like);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_unparent (label);
  g_object_unref (label);
  return width;
}

static void
fit (GtkDropDown *dropdown)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);
  GtkWidget *widget = GTK_WIDGET (dropdown);
  guint selected = gtk_drop_down_get_selected (dropdown);
  int natural, shown = 0, widest = 0;

  if (!GTK_IS_STRING_LIST (model))
    return;

  gtk_widget_set_size_request (widget, -1, -1);
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      int width = text_width (widget, gtk_string_list_get_string (GTK_STRING_LIST (model), i));

      widest = MAX (widest, width);
      if (i == selected)
        shown = width;
    }
  gtk_widget_set_size_request (widget, natural - shown + widest, -1);
}

/**
 * ludo_steady_dropdown_fit_widest:
 * @dropdown: a drop-down over a #GtkStringList
 *
 * Gives @dropdown the width of its widest item, from when it is first
 * shown (with its style and font) on.
 */
void
ludo_steady_dropdown_fit_widest (GtkDropDown *dropdown)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));

  g_signal_connect (dropdown, "realize", G_CALLBACK (fit), NULL);
  if (gtk_widget_get_realized (GTK_WIDGET (dropdown)))
    fit (dropdown);
}
