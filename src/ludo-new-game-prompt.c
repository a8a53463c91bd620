/* ludo-new-game-prompt.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-new-game-prompt.h"

#include "ludo-accessible.h"

/* Asks before a new game abandons the one in progress. A small window of
 * our own: GtkMessageDialog is deprecated and GtkAlertDialog is newer than
 * GTK 4.8. It closes itself on either answer; "confirmed" says which. */

struct _LudoNewGamePrompt
{
  GtkWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (LudoNewGamePrompt, ludo_new_game_prompt, GTK_TYPE_WINDOW)

enum {
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
cancel_clicked_cb (LudoNewGamePrompt *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
new_game_clicked_cb (LudoNewGamePrompt *self)
{
  /* Keep the prompt alive through the handlers, which may close it too. */
  g_object_ref (self);
  g_signal_emit (self, signals[CONFIRMED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
ludo_new_game_prompt_class_init (LudoNewGamePromptClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /**
   * LudoNewGamePrompt::confirmed:
   * @self: the prompt
   *
   * Emitted when the player chooses to abandon the game in progress and
   * start a new one, just before the prompt closes.
   */
  signals[CONFIRMED] = g_signal_new ("confirmed",
                                     G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               APP_PATH "/ui/ludo-new-game-prompt.ui");
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_game_clicked_cb);
}

static void
ludo_new_game_prompt_init (LudoNewGamePrompt *self)
{
  /* Or GTK 4.8 exposes it as a filler (see ludo_rules_window_init()). */
  g_object_set (self, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT_DIALOG, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  ludo_accessible_name_buttons (GTK_WIDGET (self));
}

/**
 * ludo_new_game_prompt_new:
 * @parent: the window whose game would be abandoned
 *
 * Creates a modal prompt over @parent, closed with it. The cancel button
 * has the focus, so that Return keeps the game.
 *
 * Returns: (transfer none): the prompt, owned by GTK's list of toplevels
 */
LudoNewGamePrompt *
ludo_new_game_prompt_new (GtkWindow *parent)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);

  return g_object_new (LUDO_TYPE_NEW_GAME_PROMPT,
                       "transient-for", parent,
                       NULL);
}
