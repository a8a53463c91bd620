/* ludo-explain-popover.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Why a control refused what the player just chose, said at the control:
 * a message further down a scrolled window goes unseen. */

#include "config.h"

#include "ludo-explain-popover.h"

static void
unparent_now (GtkWidget *popover)
{
  if (gtk_widget_get_parent (popover) != NULL)
    gtk_widget_unparent (popover);
}

static gboolean
unparent_idle_cb (gpointer data)
{
  unparent_now (data);
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

/* GTK is still inside the popover's own handling of its closing. */
static void
closed_cb (GtkWidget *popover)
{
  g_idle_add (unparent_idle_cb, g_object_ref (popover));
}

/* A widget must have no children left when it is finalized. */
static void
anchor_destroy_cb (GtkWidget *anchor,
                   GtkWidget *popover)
{
  unparent_now (popover);
}

/**
 * ludo_explain_popover_show:
 * @anchor: the control the player just used
 * @text: why it was refused
 *
 * Shows @text in a popover pointing at @anchor, until the player clicks
 * elsewhere or presses Escape.
 *
 * Returns: (transfer none) (nullable): the popover, or %NULL when @anchor
 *   is not on screen
 */
GtkWidget *
ludo_explain_popover_show (GtkWidget  *anchor,
                           const char *text)
{
  GtkWidget *popover;
  GtkWidget *label;

  g_return_val_if_fail (GTK_IS_WIDGET (anchor), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  /* Nobody is looking at a control that is not on screen. */
  if (!gtk_widget_get_mapped (anchor))
    return NULL;

  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "explanation");

  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), label);
  gtk_widget_set_parent (popover, anchor);
  g_signal_connect (popover, "closed", G_CALLBACK (closed_cb), NULL);
  g_signal_connect_object (anchor, "destroy", G_CALLBACK (anchor_destroy_cb), popover, 0);
  gtk_popover_popup (GTK_POPOVER (popover));

  return popover;
}
