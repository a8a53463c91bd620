/* ludo-accessible.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-accessible.h"

/* Names for screen readers where GTK 4.8 gives none or a wrong one. */

static void
name_button (GtkButton *button)
{
  /* GTK 4.8 names a mnemonic button after its raw label and its child
   * label's text together ("_Roll Roll"): the child's text alone is what
   * the button shows. */
  if (gtk_button_get_label (button) != NULL && gtk_button_get_use_underline (button))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* Every button under @root with a mnemonic, now and when its label
 * changes. */
void
ludo_accessible_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) &&
      !g_object_get_data (G_OBJECT (root), "ludo-accessible-named"))
    {
      g_object_set_data (G_OBJECT (root), "ludo-accessible-named", GINT_TO_POINTER (1));
      name_button (GTK_BUTTON (root));
      g_signal_connect (root, "notify::label", G_CALLBACK (name_button), NULL);
      g_signal_connect (root, "notify::use-underline", G_CALLBACK (name_button), NULL);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ludo_accessible_name_buttons (child);
}

/* A search entry inside a window GTK builds (the shortcuts window's) is
 * named after its type: give it @label, and its text field too, which is
 * what takes the focus. */
void
ludo_accessible_name_search (GtkWidget  *root,
                             const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_SEARCH_ENTRY (root))
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (root),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      for (GtkWidget *child = gtk_widget_get_first_child (root);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_TEXT (child))
          gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ludo_accessible_name_search (child, label);
}

/* @widget is read with @label's text as its name. */
void
ludo_accessible_label_by (GtkWidget *widget,
                          GtkWidget *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (GTK_IS_WIDGET (label));

  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL,
                                  -1);
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type,
           GtkWidget *skip)
{
  if (root != skip && G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type, skip);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The drop-down's button is what takes the focus; GTK 4.8 names it
 * "GtkToggleButton". It reads as its row's title (or the drop-down's own
 * name) and then the choice it shows. */
static void
link_drop_down (GtkWidget *dropdown,
                GtkWidget *title)
{
  GtkWidget *button = find_type (dropdown, GTK_TYPE_TOGGLE_BUTTON, NULL);
  GtkWidget *stack = button != NULL ? find_type (button, GTK_TYPE_STACK, NULL) : NULL;
  GtkWidget *page = stack != NULL ? gtk_stack_get_visible_child (GTK_STACK (stack)) : NULL;
  /* The button shows the choice in the visible page of its stack. */
  GtkWidget *shown = page != NULL ? find_type (page, GTK_TYPE_LABEL, NULL) : NULL;

  if (button == NULL)
    return;
  gtk_accessible_update_relation (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  title, shown, NULL,
                                  -1);
}

static void
selected_changed_cb (GtkWidget  *dropdown,
                     GParamSpec *pspec,
                     GtkWidget  *title)
{
  link_drop_down (dropdown, title);
}

/* Rows of settings: the focus goes to the switch or drop-down itself, so
 * that a screen reader says its state along with its row's title. The
 * row's first label is its title; a second drop-down in a row is named on
 * its own, and reads by that name. */
void
ludo_accessible_focus_controls (GtkListBox *list)
{
  g_return_if_fail (GTK_IS_LIST_BOX (list));

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *title = find_type (row, GTK_TYPE_LABEL, NULL);
      GtkWidget *toggle = find_type (row, GTK_TYPE_SWITCH, NULL);
      GtkWidget *first = find_type (row, GTK_TYPE_DROP_DOWN, NULL);
      GtkWidget *second = first != NULL ? find_type (gtk_widget_get_parent (first),
                                                     GTK_TYPE_DROP_DOWN, first) : NULL;

      if (!GTK_IS_LIST_BOX_ROW (row) || title == NULL || (toggle == NULL && first == NULL))
        continue;

      gtk_widget_set_focusable (row, FALSE);
      if (toggle != NULL)
        {
          gtk_widget_set_focusable (toggle, TRUE);
          gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle),
                                          GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                          -1);
        }
      if (first != NULL)
        {
          link_drop_down (first, title);
          g_signal_connect_object (first, "notify::selected",
                                   G_CALLBACK (selected_changed_cb), title, 0);
        }
      if (second != NULL)
        {
          link_drop_down (second, second);
          g_signal_connect_object (second, "notify::selected",
                                   G_CALLBACK (selected_changed_cb), second, 0);
        }
    }
}
