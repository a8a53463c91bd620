/* ludo-preferences-feel.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The preferences of how play feels (issue 23): playing the only move by
 * itself, and the board turned towards the player. Rows as the template's
 * switches look; the list's row-activated flips their switch. The house
 * rules' rows in ludo-preferences-window.c are built the same way. */

#include "config.h"

#include "ludo-preferences-feel.h"

#include <glib/gi18n.h>

/**
 * ludo_preferences_append_switch_row:
 * @list: a list of the preferences window
 * @title_text: the row's name
 * @subtitle_text: what it does
 * @subtitle: (out) (optional) (transfer none): the row's subtitle
 * @toggle: (out) (optional) (transfer none): the row's switch
 *
 * Appends a row as the rows of the template look: a name, what it does,
 * and a switch. The switch is the one stop for Tab
 * (ludo_accessible_focus_controls()); activating the row flips it (the
 * list's row-activated).
 *
 * Returns: (transfer none): the row
 */
GtkWidget *
ludo_preferences_append_switch_row (GtkListBox  *list,
                                    const char  *title_text,
                                    const char  *subtitle_text,
                                    GtkLabel   **subtitle,
                                    GtkSwitch  **toggle)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title_label = gtk_label_new (title_text);
  GtkWidget *subtitle_label = gtk_label_new (subtitle_text);
  GtkWidget *toggle_switch = gtk_switch_new ();

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_label_set_wrap (GTK_LABEL (title_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (subtitle_label), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle_label), TRUE);
  gtk_widget_add_css_class (subtitle_label, "dim-label");
  gtk_widget_add_css_class (subtitle_label, "caption");
  gtk_widget_set_focusable (toggle_switch, FALSE);
  gtk_widget_set_valign (toggle_switch, GTK_ALIGN_CENTER);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle_switch),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, title_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle_label, NULL,
                                  -1);

  gtk_box_append (GTK_BOX (texts), title_label);
  gtk_box_append (GTK_BOX (texts), subtitle_label);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), toggle_switch);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_append (list, row);

  if (subtitle != NULL)
    *subtitle = GTK_LABEL (subtitle_label);
  if (toggle != NULL)
    *toggle = GTK_SWITCH (toggle_switch);
  return row;
}

/* A row named (as a widget) @name, its switch bound to @key. */
static void
add_switch_row (GtkListBox *list,
                GSettings  *settings,
                const char *key,
                const char *name,
                const char *title_text,
                const char *subtitle_text)
{
  GtkSwitch *toggle;
  GtkWidget *row = ludo_preferences_append_switch_row (list, title_text, subtitle_text,
                                                       NULL, &toggle);

  gtk_widget_set_name (row, name);
  g_settings_bind (settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
}

/**
 * ludo_preferences_feel_add_rows:
 * @list: the preferences' Board list
 * @settings: the application's settings
 *
 * Appends the rows of the `auto-move` and `turn-board` keys, named (as
 * widgets) after their keys.
 */
void
ludo_preferences_feel_add_rows (GtkListBox *list,
                                GSettings  *settings)
{
  g_return_if_fail (GTK_IS_LIST_BOX (list));
  g_return_if_fail (G_IS_SETTINGS (settings));

  add_switch_row (list, settings, "auto-move", "auto-move",
                  _("Play the only move"),
                  _("When the roll leaves a single move, make it at once"));
  add_switch_row (list, settings, "turn-board", "turn-board",
                  _("Turn the board so that my colour is nearest me"),
                  _("The first person’s colour at the bottom left"));
}
