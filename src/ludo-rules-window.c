/* ludo-rules-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-rules-window.h"

#include <glib/gi18n.h>

#include "ludo-rules-tables.h"
#include "ludo-window-text.h"

/* The rules as the player reads them: how to play (in the template), then a
 * table per house rule (ludo-rules-tables.c), each marking the column the
 * game in play follows. */

struct _LudoRulesWindow
{
  GtkWindow  parent_instance;

  LudoRules  rules;
  gboolean   has_rules;

  LudoRulesTable tables[LUDO_N_RULES];

  /* Template widgets */
  GtkLabel  *current_options;
  GtkWidget *rule_tables;
  GtkWidget *viewport;
};

G_DEFINE_FINAL_TYPE (LudoRulesWindow, ludo_rules_window, GTK_TYPE_WINDOW)

static void
show_rules (LudoRulesWindow *self)
{
  g_autofree char *names = NULL;
  g_autofree char *text = NULL;
  LudoRuleFlags flags = ludo_rules_get_flags (&self->rules);

  gtk_widget_set_visible (GTK_WIDGET (self->current_options), self->has_rules);

  /* Each rule's table marks its own column, on or off, so that every
   * combination of house rules is marked exactly. */
  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      int column = 0;

      if (self->has_rules)
        column = (flags & ludo_rule_info (i)->flag) ? 2 : 1;
      ludo_rules_table_mark (&self->tables[i], column);
    }

  if (!self->has_rules)
    return;

  /* Translators: separates the names of the house rules in “House rules
   * of this game: Blockades, Pachisi stacking.” */
  names = ludo_window_text_rule_names (&self->rules, C_("list of rules", ", "), FALSE);
  if (names == NULL)
    text = g_strdup (_("This game plays by the standard rules, without house rules."));
  else
    /* Translators: %s lists the house rules of the game being played, as
     * named in the preferences: “Blockades, Pachisi stacking” */
    text = g_strdup_printf (_("House rules of this game: %s."), names);
  gtk_label_set_text (self->current_options, text);
}

static void
ludo_rules_window_class_init (LudoRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, APP_PATH "/ui/ludo-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, current_options);
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, rule_tables);
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, viewport);
}

static void
ludo_rules_window_init (LudoRulesWindow *self)
{
  /* Each widget in the group holds a reference to it. */
  g_autoptr(GtkSizeGroup) names = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  /* GTK 4.8 exposes a GtkWindow subclass as a filler: its accessible
   * object is made, once constructed, with the role of a plain widget
   * unless the instance has one of its own. */
  g_object_set (self, "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      ludo_rules_table_build (i, names, &self->tables[i]);
      gtk_box_append (GTK_BOX (self->rule_tables), self->tables[i].section);
    }

  /* The text itself takes the first focus, so that the keys scroll it:
   * a selectable label would select all its text on focus. */
  gtk_window_set_focus (GTK_WINDOW (self), self->viewport);

  show_rules (self);
}

/**
 * ludo_rules_window_new:
 * @parent: (nullable): the window it belongs to
 * @current_rules: (nullable): the options of the game being played, or
 *   %NULL when there is none
 *
 * Creates the rules window, transient for @parent, marking the options of
 * @current_rules.
 *
 * Returns: (transfer none): a new #LudoRulesWindow, to present; GTK owns it
 */
LudoRulesWindow *
ludo_rules_window_new (GtkWindow       *parent,
                       const LudoRules *current_rules)
{
  LudoRulesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (LUDO_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);

  if (current_rules != NULL)
    {
      self->rules = *current_rules;
      self->has_rules = TRUE;
    }
  show_rules (self);

  if (parent != NULL && gtk_window_get_application (parent) != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));

  return self;
}

/**
 * ludo_rules_window_get_rules:
 * @self: a #LudoRulesWindow
 *
 * Returns: (nullable): the options the window marks as those of the current
 *   game, or %NULL when it marks none
 */
const LudoRules *
ludo_rules_window_get_rules (LudoRulesWindow *self)
{
  g_return_val_if_fail (LUDO_IS_RULES_WINDOW (self), NULL);

  return self->has_rules ? &self->rules : NULL;
}

/**
 * _ludo_rules_window_get_table:
 * @self: a #LudoRulesWindow
 * @rule: a row of the house-rule table
 *
 * For tests: the table of one house rule.
 *
 * Returns: (transfer none): its grid; row 0 holds the headings
 */
GtkGrid *
_ludo_rules_window_get_table (LudoRulesWindow *self,
                              guint            rule)
{
  g_return_val_if_fail (LUDO_IS_RULES_WINDOW (self), NULL);
  g_return_val_if_fail (rule < LUDO_N_RULES, NULL);

  return self->tables[rule].grid;
}

/**
 * _ludo_rules_window_get_table_mark:
 * @self: a #LudoRulesWindow
 * @rule: a row of the house-rule table
 * @column: 1 (standard) or 2 (with the rule)
 *
 * For tests: the caption that marks a column as this game's.
 *
 * Returns: (transfer none): the caption
 */
GtkWidget *
_ludo_rules_window_get_table_mark (LudoRulesWindow *self,
                                   guint            rule,
                                   int              column)
{
  g_return_val_if_fail (LUDO_IS_RULES_WINDOW (self), NULL);
  g_return_val_if_fail (rule < LUDO_N_RULES && (column == 1 || column == 2), NULL);

  return self->tables[rule].marks[column - 1];
}
