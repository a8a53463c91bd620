/* ludo-window-hint.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* "What would the computer play?" (issue 23): while a person owes a move,
 * the H key or the Hint button points the board's cursor at the move the
 * hard computer player would choose, and the status bar says why, in the
 * words of the reason the engine gives (ludo_ai_explain_move()). */

#include "config.h"

#include <glib/gi18n.h>

#include "engine/ludo-ai.h"
#include "ludo-window-private.h"
#include "ludo-window-text.h"

#define HINT_KEY "ludo-window-hint-text"

/* The words of a LudoAiReason. */
const char *
_ludo_window_hint_reason_text (int reason)
{
  switch ((LudoAiReason) reason)
    {
    case LUDO_AI_REASON_ONLY_MOVE:
      return _("it is the only move");
    case LUDO_AI_REASON_CAPTURES:
      return _("it captures a pawn");
    case LUDO_AI_REASON_HOME:
      return _("it brings a pawn home");
    case LUDO_AI_REASON_ESCAPES:
      return _("it escapes a pawn that could capture it");
    case LUDO_AI_REASON_BLOCKADE:
      return _("it forms a blockade in front of an opponent’s pawn");
    case LUDO_AI_REASON_HOME_COLUMN:
      return _("it enters the home column, where nobody can capture it");
    case LUDO_AI_REASON_LEAVES_BASE:
      return _("it brings a new pawn into play");
    case LUDO_AI_REASON_SAFE:
      return _("it moves to a square no opponent reaches with one roll");
    case LUDO_AI_REASON_PROGRESS:
    default:
      return _("it gets furthest ahead in the race");
    }
}

static gboolean
move_owed_by_person (LudoWindow *self)
{
  return self->game != NULL &&
         ludo_game_get_phase (self->game) == LUDO_PHASE_AWAITING_MOVE &&
         ludo_window_text_is_human (self->game, ludo_game_get_current_colour (self->game)) &&
         !ludo_board_get_animating (self->board);
}

static void
update_enabled (LudoWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");
  GtkWidget *slot = gtk_widget_get_parent (self->roll_button);
  gboolean owed = move_owed_by_person (self);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), owed);
  /* The slot of the Roll button (a GtkStack) shows Hint instead while a
   * move is owed, when Roll could not be pressed anyway. */
  if (GTK_IS_STACK (slot))
    gtk_stack_set_visible_child_name (GTK_STACK (slot), owed ? "hint" : "roll");
}

static void
hint_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   LudoWindow    *self)
{
  const LudoPosition *pos;
  LudoMove moves[LUDO_MAX_MOVES];
  guint64 rng_state = 1;
  guint n, roll, choice;
  LudoAiReason reason;
  char *text;

  if (!move_owed_by_person (self))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  pos = ludo_game_get_position (self->game);
  roll = ludo_game_get_last_roll (self->game);
  n = ludo_game_get_moves (self->game, moves);
  g_return_if_fail (n > 0);
  choice = ludo_ai_choose_move (LUDO_AI_HARD, ludo_game_get_rules (self->game), pos, roll,
                                moves, n, &rng_state);
  reason = ludo_ai_explain_move (ludo_game_get_rules (self->game), pos, roll, &moves[choice], n);

  ludo_board_point_at_move (self->board, &moves[choice]);
  /* Translators: the hint; %s says why, as "it captures a pawn" */
  text = g_strdup_printf (_("The computer would move the marked pawn: %s"),
                          _ludo_window_hint_reason_text (reason));
  g_object_set_data_full (G_OBJECT (self), HINT_KEY, g_strdup (text), g_free);
  _ludo_window_set_event (self, text);
  _ludo_window_update_status (self);
}

/* The hint is about the move owed; once it is played, it is no news. */
static void
roll_played_cb (LudoWindow *self)
{
  const char *hint = g_object_get_data (G_OBJECT (self), HINT_KEY);

  if (hint != NULL && g_strcmp0 (_ludo_window_get_event_text (self), hint) == 0)
    {
      _ludo_window_set_event (self, NULL);
      _ludo_window_update_status (self);
    }
  g_object_set_data (G_OBJECT (self), HINT_KEY, NULL);
}

static void
game_changed_cb (LudoWindow *self)
{
  g_object_set_data (G_OBJECT (self), HINT_KEY, NULL);
  if (self->game != NULL)
    {
      g_signal_connect_object (self->game, "notify::phase", G_CALLBACK (update_enabled), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "roll-played", G_CALLBACK (roll_played_cb), self,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
    }
  update_enabled (self);
}

void
_ludo_window_init_hint (LudoWindow *self)
{
  g_autoptr(GSimpleAction) action = g_simple_action_new ("hint", NULL);
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  g_signal_connect_object (action, "activate", G_CALLBACK (hint_activated_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_h, 0),
                                                          gtk_named_action_new ("win.hint")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  g_signal_connect (self, "notify::game", G_CALLBACK (game_changed_cb), NULL);
  g_signal_connect_object (self->board, "notify::animating", G_CALLBACK (update_enabled), self,
                           G_CONNECT_SWAPPED);
  update_enabled (self);
}
