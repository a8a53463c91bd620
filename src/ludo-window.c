/* ludo-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-window.h"

#include <glib/gi18n.h>

#include "ludo-bench.h"
#include "ludo-memory.h"
#include "ludo-board.h"
#include "ludo-board-text.h"
#include "ludo-game-over-view.h"
#include "ludo-move-log.h"
#include "ludo-new-game-prompt.h"
#include "ludo-swatch.h"
#include "ludo-window-private.h"
#include "ludo-window-text.h"

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (LudoWindow, ludo_window, GTK_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[N_PROPS];

void
_ludo_window_set_event (LudoWindow *self,
                        char       *text)
{
  /* The player's own finish stays the news while the computers play out
   * the places left; a new game still clears it. */
  if (self->playing_out && text != NULL)
    {
      g_free (text);
      return;
    }

  g_free (self->event_text);
  self->event_text = text;
  self->event_expires_for = LUDO_COLOUR_NONE;
}

static gboolean
playing_out_unfinished (LudoWindow *self)
{
  return self->playing_out && ludo_game_get_phase (self->game) != LUDO_PHASE_OVER;
}

static void
update_header (LudoWindow *self)
{
  LudoColour colour = LUDO_COLOUR_NONE;
  const char *role;
  g_autofree char *team_role = NULL;
  g_autofree char *roll = NULL;

  /* The header and the status line tell what the board shows, not what
   * the game has already moved on to: they catch up when the board does.
   * A play-out shows only its result. */
  if (ludo_board_get_animating (self->board) || playing_out_unfinished (self))
    return;

  if (self->game != NULL && ludo_game_get_phase (self->game) != LUDO_PHASE_OVER)
    colour = ludo_game_get_current_colour (self->game);

  ludo_swatch_set_colour (self->turn_swatch, colour);
  self->header_colour = colour;

  if (colour == LUDO_COLOUR_NONE)
    {
      gtk_label_set_label (self->turn_label, self->game != NULL ? _("Game over") : _("Ludo"));
      gtk_widget_set_visible (GTK_WIDGET (self->turn_role), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->roll_label), FALSE);
      return;
    }

  /* The name alone on the first line stays whole in a narrow window; who
   * plays it goes underneath, as a header's subtitle. */
  gtk_label_set_label (self->turn_label, ludo_window_text_player (self->game, colour));
  role = ludo_window_text_seat_role (self->game, colour);
  /* In team play the line under the name says who the partner is. */
  if (role != NULL && ludo_game_get_rules (self->game)->team)
    role = team_role = g_strdup_printf ("%s · %s", role,
                                        ludo_window_text_with_partner (ludo_rules_partner (colour)));
  gtk_widget_set_visible (GTK_WIDGET (self->turn_role), role != NULL);
  if (role != NULL)
    gtk_label_set_label (self->turn_role, role);

  /* A person about to roll has no use for the previous player's roll:
   * the badge would read as their own. */
  if (self->roll_value == 0 || self->roll_colour == LUDO_COLOUR_NONE)
    roll = NULL;
  else if (self->roll_colour != colour &&
           ludo_game_get_phase (self->game) == LUDO_PHASE_AWAITING_ROLL &&
           ludo_window_text_is_human (self->game, colour))
    roll = NULL;
  else if (self->roll_colour == colour)
    /* Translators: beside the player on turn: "Red — you · rolled 5". */
    roll = g_strdup_printf (_("rolled %u"), self->roll_value);
  else if (self->roll_colour == ludo_window_text_sole_human (self->game))
    /* Translators: beside the player on turn, the roll the person at the
     * computer made just before. */
    roll = g_strdup_printf (_("you rolled %u"), self->roll_value);
  else
    {
      /* The badge is never shortened by the header: the name is, to a
       * length that keeps the window's narrowest width. */
      g_autofree char *short_name = ludo_window_text_short_player (self->game,
                                                                   self->roll_colour, 7);

      /* Translators: beside the player on turn, the previous player's roll. */
      roll = g_strdup_printf (_("%s rolled %u"), short_name, self->roll_value);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->roll_label), roll != NULL);
  if (roll != NULL)
    gtk_label_set_label (self->roll_label, roll);
}

void
_ludo_window_update_status (LudoWindow *self)
{
  const char *hint;
  g_autofree char *prompt = NULL;

  if (self->game == NULL || playing_out_unfinished (self))
    return;

  /* Once the move is under way, asking for it (or explaining a pawn) is
   * over; the line stays empty until the board has caught up. */
  if (ludo_board_get_animating (self->board))
    {
      if (self->status_asks_move)
        gtk_label_set_label (self->status_label, "");
      self->status_asks_move = FALSE;
      return;
    }

  hint = ludo_board_get_hint (self->board);
  prompt = ludo_window_text_prompt (self->game, self->roll_colour, self->roll_value);

  /* The board's hint explains the pawn under the pointer or the keyboard
   * focus, which is more specific than the general prompt; its reminder to
   * roll is not, since the prompt also says who rolls and why. */
  if (hint == NULL || hint[0] == '\0' || g_strcmp0 (hint, ludo_board_text_roll_due ()) == 0)
    gtk_label_set_label (self->status_label, prompt);
  else
    gtk_label_set_label (self->status_label, hint);
  self->status_asks_move = ludo_game_get_phase (self->game) == LUDO_PHASE_AWAITING_MOVE;

  gtk_widget_set_visible (GTK_WIDGET (self->event_label), self->event_text != NULL);
  if (self->event_text != NULL)
    gtk_label_set_label (self->event_label, self->event_text);
}

static void
update_over_view (LudoWindow *self)
{
  /* The last move is seen before the result. */
  if (ludo_board_get_animating (self->board))
    return;

  if (self->game != NULL && ludo_game_get_phase (self->game) == LUDO_PHASE_OVER)
    {
      ludo_game_over_view_show_result (self->over_view, self->game);
      return;
    }

  /* The keys go back to the board with the next game. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->over_view)))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->over_view), FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
}

static void
update_actions (LudoWindow *self)
{
  /* Not before the board has shown the last move: the header names the
   * player on turn only then. */
  gboolean can_roll = self->game != NULL
                      && ludo_game_get_phase (self->game) == LUDO_PHASE_AWAITING_ROLL
                      && !ludo_board_get_animating (self->board);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.roll", can_roll);
  /* A greyed-out button does not invite the player to press Space. */
  gtk_widget_set_has_tooltip (self->roll_button, can_roll);
}

void
_ludo_window_update_all (LudoWindow *self)
{
  update_actions (self);
  update_header (self);
  _ludo_window_update_status (self);
  update_over_view (self);
}

static gboolean
deferred_update_cb (gpointer data)
{
  LudoWindow *self = data;

  self->update_source = 0;
  _ludo_window_update_all (self);
  return G_SOURCE_REMOVE;
}

/* A step of the game notifies its properties before it emits its events,
 * so before the board has queued what it will show (and the board's hint
 * changes with them): the window looks once the whole step has been told,
 * still before the next frame. */
void
_ludo_window_queue_update (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  if (self->update_source == 0)
    self->update_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, deferred_update_cb, self, NULL);
}

static void
board_hint_changed_cb (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  _ludo_window_queue_update (self);
}

static void
board_animating_changed_cb (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  /* The log tells no move before the board has shown it. */
  ludo_move_log_set_paused (self->move_log, ludo_board_get_animating (self->board));
  if (!ludo_board_get_animating (self->board))
    _ludo_window_update_all (self);
}

static void
release_held_game (LudoWindow *self)
{
  if (self->held_game != NULL)
    {
      ludo_game_release (self->held_game);
      g_clear_object (&self->held_game);
    }
}

static void
prompt_confirmed_cb (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  release_held_game (self);
  _ludo_window_start_game (self);
}

static void
prompt_destroyed_cb (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  self->prompt = NULL;
  release_held_game (self);

  /* Answered from the header's New Game with the keys, the focus would
   * stay on that button, where Space asks again instead of rolling. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
roll_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  LudoWindow *self = LUDO_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || !ludo_game_roll (self->game, &error))
    gtk_widget_error_bell (widget);
}

static void
show_moves_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  LudoWindow *self = LUDO_WINDOW (widget);

  gtk_menu_button_popup (self->moves_button);
}

/* A closed popover keeps the window's focus on its hidden rows or on its
 * button: the keys go back to where the player plays. */
static void
moves_popover_closed_cb (LudoWindow *self)
{
  g_assert (LUDO_IS_WINDOW (self));

  if (gtk_widget_get_visible (GTK_WIDGET (self->over_view)))
    gtk_widget_child_focus (GTK_WIDGET (self->over_view), GTK_DIR_TAB_FORWARD);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
ludo_window_map (GtkWidget *widget)
{
  LudoWindow *self = LUDO_WINDOW (widget);

  GTK_WIDGET_CLASS (ludo_window_parent_class)->map (widget);

  if (!self->frames_watched)
    {
      self->frames_watched = TRUE;
      ludo_bench_watch_frames (widget);
      ludo_memory_release_after_first_frame (widget);
    }
}

static gboolean
ludo_window_close_request (GtkWindow *window)
{
  LudoWindow *self = LUDO_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (ludo_window_parent_class)->close_request (window);
}

static void
ludo_window_constructed (GObject *object)
{
  LudoWindow *self = LUDO_WINDOW (object);

  G_OBJECT_CLASS (ludo_window_parent_class)->constructed (object);

  ludo_bench_mark ("window-built");
  _ludo_window_init_a11y (self);
  _ludo_window_restore_or_start_game (self);
  ludo_bench_mark ("game-restored");
  _ludo_window_load_stats (self);
}

static void
ludo_window_dispose (GObject *object)
{
  LudoWindow *self = LUDO_WINDOW (object);

  g_clear_handle_id (&self->update_source, g_source_remove);
  if (self->prompt != NULL)
    gtk_window_destroy (self->prompt);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  g_clear_object (&self->game);
  _ludo_window_dispose_sound (self);
  g_clear_object (&self->stats);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ludo_window_parent_class)->dispose (object);
}

static void
ludo_window_finalize (GObject *object)
{
  LudoWindow *self = LUDO_WINDOW (object);

  g_free (self->event_text);
  _ludo_window_finalize_notices (self);

  G_OBJECT_CLASS (ludo_window_parent_class)->finalize (object);
}

static void
ludo_window_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  LudoWindow *self = LUDO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_window_class_init (LudoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = ludo_window_constructed;
  object_class->dispose = ludo_window_dispose;
  object_class->finalize = ludo_window_finalize;
  object_class->get_property = ludo_window_get_property;

  widget_class->map = ludo_window_map;

  window_class->close_request = ludo_window_close_request;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         LUDO_TYPE_GAME,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LUDO_TYPE_BOARD);
  g_type_ensure (LUDO_TYPE_GAME_OVER_VIEW);
  g_type_ensure (LUDO_TYPE_MOVE_LOG);

  gtk_widget_class_set_template_from_resource (widget_class, APP_PATH "/ui/ludo-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, board);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, event_label);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, move_log);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, moves_button);
  gtk_widget_class_bind_template_child_full (widget_class, "menu_button", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, over_view);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, roll_button);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, roll_label);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, rules_label);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, turn_role);
  gtk_widget_class_bind_template_child (widget_class, LudoWindow, turn_swatch);

  gtk_widget_class_install_action (widget_class, "game.roll", NULL, roll_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "game.roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "game.roll", NULL);
  gtk_widget_class_bind_template_callback (widget_class, moves_popover_closed_cb);
  gtk_widget_class_install_action (widget_class, "win.show-moves", NULL, show_moves_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "win.show-moves", NULL);
  _ludo_window_class_init_a11y (widget_class);
}

static void
ludo_window_init (LudoWindow *self)
{
  GObject *menu_button;
  int width, height;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->roll_colour = LUDO_COLOUR_NONE;
  self->header_colour = LUDO_COLOUR_NONE;
  self->event_expires_for = LUDO_COLOUR_NONE;
  self->settings = g_settings_new (APP_ID);

  width = g_settings_get_int (self->settings, "window-width");
  height = g_settings_get_int (self->settings, "window-height");
  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  _ludo_window_bind_board_speed (self);
  g_settings_bind (self->settings, "highlight-moves", self->board, "highlight-moves",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed",
                           G_CALLBACK (_ludo_window_names_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (_ludo_window_speed_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::hint", G_CALLBACK (board_hint_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::animating",
                           G_CALLBACK (board_animating_changed_cb), self, G_CONNECT_SWAPPED);
  _ludo_window_init_sound (self);
  _ludo_window_init_stats (self);
  _ludo_window_init_notices (self);
  _ludo_window_init_feel (self);
  _ludo_window_init_hint (self);
  _ludo_window_init_undo (self);

  /* Closed with Escape, the main menu would leave the focus on its button,
   * where Space opens it again; the About window, opened from it, gives
   * the focus back to where the menu left it. */
  menu_button = gtk_widget_get_template_child (GTK_WIDGET (self), LUDO_TYPE_WINDOW,
                                               "menu_button");
  g_signal_connect_object (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)),
                           "closed", G_CALLBACK (moves_popover_closed_cb), self,
                           G_CONNECT_SWAPPED);

  /* The board takes the keys (Space, arrows, Enter) from the start; the
   * header buttons do not keep the focus after a click, so that Space never
   * lands on New Game by surprise. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board));

  _ludo_window_update_all (self);
}

/**
 * ludo_window_new:
 * @application: the application
 *
 * Returns: (transfer full): a game window, with the saved game restored or
 *   a new game from the settings
 */
LudoWindow *
ludo_window_new (LudoApplication *application)
{
  g_return_val_if_fail (LUDO_IS_APPLICATION (application), NULL);

  return g_object_new (LUDO_TYPE_WINDOW, "application", application, NULL);
}

LudoGame *
ludo_window_get_game (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return self->game;
}

/**
 * ludo_window_is_game_in_progress:
 * @self: a window
 *
 * Returns: whether starting a new game would throw away play: the game is
 *   not over and at least one move has been made
 */
gboolean
ludo_window_is_game_in_progress (LudoWindow *self)
{
  LudoMove last;

  g_return_val_if_fail (LUDO_IS_WINDOW (self), FALSE);

  return self->game != NULL
         && ludo_game_get_phase (self->game) != LUDO_PHASE_OVER
         && ludo_game_get_last_move (self->game, &last);
}

/**
 * ludo_window_request_new_game:
 * @self: a window
 *
 * Starts a new game from the settings, after asking the player when that
 * would abandon a game in progress.
 */
void
ludo_window_request_new_game (LudoWindow *self)
{
  g_return_if_fail (LUDO_IS_WINDOW (self));

  if (!ludo_window_is_game_in_progress (self))
    {
      _ludo_window_start_game (self);
      return;
    }

  if (self->prompt == NULL)
    {
      self->prompt = GTK_WINDOW (ludo_new_game_prompt_new (GTK_WINDOW (self)));
      g_signal_connect_object (self->prompt, "confirmed", G_CALLBACK (prompt_confirmed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->prompt, "destroy", G_CALLBACK (prompt_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
      /* The computers should not play on while the player decides. */
      self->held_game = g_object_ref (self->game);
      ludo_game_hold (self->held_game);
    }

  gtk_window_present (self->prompt);
}

/**
 * ludo_window_start_new_game:
 * @self: a window
 *
 * Starts a new game from the settings without asking.
 */
void
ludo_window_start_new_game (LudoWindow *self)
{
  g_return_if_fail (LUDO_IS_WINDOW (self));

  if (self->prompt != NULL)
    gtk_window_destroy (self->prompt);

  _ludo_window_start_game (self);
}

LudoBoard *
_ludo_window_get_board (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return self->board;
}

GtkWindow *
_ludo_window_get_prompt (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return self->prompt;
}

GtkWidget *
_ludo_window_get_over_view (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->over_view);
}

LudoMoveLog *
_ludo_window_get_move_log (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return self->move_log;
}

GtkListBox *
_ludo_window_get_ranking (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return _ludo_game_over_view_get_ranking (self->over_view);
}

const char *
_ludo_window_get_event_text (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return self->event_text != NULL ? self->event_text : "";
}

const char *
_ludo_window_get_over_title (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return _ludo_game_over_view_get_title (self->over_view);
}

const char *
_ludo_window_get_status_text (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return gtk_label_get_label (self->status_label);
}

const char *
_ludo_window_get_turn_text (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return gtk_label_get_label (self->turn_label);
}

/* NULL while no role is shown (game over, empty seat). */
const char *
_ludo_window_get_turn_role (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->turn_role)))
    return NULL;
  return gtk_label_get_label (self->turn_role);
}

const char *
_ludo_window_get_rules_text (LudoWindow *self)
{
  g_return_val_if_fail (LUDO_IS_WINDOW (self), NULL);

  return gtk_label_get_label (self->rules_label);
}
