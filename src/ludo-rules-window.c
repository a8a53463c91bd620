/* ludo-rules-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-rules-window.h"

#include <glib/gi18n.h>

#include "ludo-window-text.h"

/* The rules as the player reads them: how to play, the table of what the
 * blockade variant changes, team play and Pachisi stacking. All the text is
 * in the template; the code only marks the options of the current game. */

#define N_TABLE_ROWS 7

struct _LudoRulesWindow
{
  GtkWindow  parent_instance;

  LudoRules  rules;
  gboolean   has_rules;

  /* Template widgets */
  GtkWidget *blockades_this_game;
  GtkLabel  *current_options;
  GtkGrid   *rule_table;
  GtkWidget *standard_this_game;
  GtkWidget *viewport;
};

G_DEFINE_FINAL_TYPE (LudoRulesWindow, ludo_rules_window, GTK_TYPE_WINDOW)

static void
show_rules (LudoRulesWindow *self)
{
  g_autofree char *names = NULL;
  g_autofree char *text = NULL;
  guint column;

  gtk_widget_set_visible (GTK_WIDGET (self->current_options), self->has_rules);
  gtk_widget_set_visible (self->standard_this_game, self->has_rules && !self->rules.blockades);
  gtk_widget_set_visible (self->blockades_this_game, self->has_rules && self->rules.blockades);

  /* The cells of the column in force stand out (style.css). */
  column = self->rules.blockades ? 2 : 1;
  for (guint row = 1; row <= N_TABLE_ROWS; row++)
    {
      for (guint c = 1; c <= 2; c++)
        {
          GtkWidget *cell = gtk_grid_get_child_at (self->rule_table, c, row);

          if (self->has_rules && c == column)
            gtk_widget_add_css_class (cell, "current");
          else
            gtk_widget_remove_css_class (cell, "current");
        }
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
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, blockades_this_game);
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, current_options);
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, rule_table);
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, standard_this_game);
  gtk_widget_class_bind_template_child (widget_class, LudoRulesWindow, viewport);
}

static void
ludo_rules_window_init (LudoRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

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
