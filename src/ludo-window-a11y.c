/* ludo-window-a11y.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "ludo-accessible.h"
#include "ludo-window-private.h"

/* The main window for screen readers: names GTK 4.8 gets wrong, and the
 * key that reads where every pawn stands. */

static void
read_position_action_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  LudoWindow *self = LUDO_WINDOW (widget);

  /* Orca speaks the description of the focused widget when it changes. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  ludo_board_read_position (self->board);
}

void
_ludo_window_class_init_a11y (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.read-position", NULL,
                                   read_position_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.read-position", NULL);
}

/* GtkApplication adds the shortcuts window once the window has an
 * application, after the window is constructed. */
static void
application_changed_cb (LudoWindow *self)
{
  GtkShortcutsWindow *overlay;

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  if (overlay != NULL)
    ludo_accessible_name_search (GTK_WIDGET (overlay), _("Search shortcuts"));
}

void
_ludo_window_init_a11y (LudoWindow *self)
{
  ludo_accessible_name_buttons (GTK_WIDGET (self));
  ludo_accessible_label_by (gtk_widget_get_parent (GTK_WIDGET (self->rules_label)),
                            GTK_WIDGET (self->rules_label));

  g_signal_connect (self, "notify::application", G_CALLBACK (application_changed_cb), NULL);
  application_changed_cb (self);
}
