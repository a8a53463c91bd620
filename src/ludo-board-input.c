/* ludo-board-input.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-private.h"

#include <glib/gi18n.h>
#include <math.h>

/* Space only ever rolls: a player who presses it again while a move is
 * owed must not move a pawn they never chose. Return rolls, or moves the
 * pawn the keys chose. */
static const guint roll_keys[] = { GDK_KEY_space, GDK_KEY_KP_Space };
static const guint activate_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

/* The die has just passed from one person at the table to another: a
 * roll asked for now comes from the hand that played the last move (a
 * double press, a key repeating), not from the next player. */
static gboolean
handover_is_fresh (LudoBoard *self)
{
  LudoBoardInput *input = &self->input;

  if (!input->roll_due_after_person)
    return FALSE;
  /* A key held down since before the handover repeats for as long as it
   * is held: those repeats are not the next player's. */
  if (input->key_down != 0 && input->key_down_since <= input->roll_due_since)
    return TRUE;
  return g_get_monotonic_time () - input->roll_due_since <
         (gint64) input->handover_pause_ms * G_TIME_SPAN_MILLISECOND;
}

static void
note_roll_due (LudoBoard *self)
{
  LudoBoardInput *input = &self->input;
  LudoColour due = LUDO_COLOUR_NONE;

  if (self->game != NULL && !_ludo_board_is_busy (self) &&
      self->phase == LUDO_PHASE_AWAITING_ROLL)
    due = self->turn;
  if (due == input->roll_due_for)
    return;

  input->roll_due_for = due;
  input->roll_due_since = g_get_monotonic_time ();
  input->roll_due_after_person = due != LUDO_COLOUR_NONE &&
                                 self->die_colour != LUDO_COLOUR_NONE &&
                                 self->die_colour != due &&
                                 ludo_game_get_seat (self->game, self->die_colour) ==
                                 LUDO_SEAT_HUMAN;
}

/* A new game: no pawn chosen, every base in its first order. */
void
_ludo_board_input_reset (LudoBoard *self)
{
  LudoBoardInput *input = &self->input;

  input->cursor = -1;
  input->hovered = -1;
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    for (guint i = 0; i < LUDO_N_PAWNS; i++)
      input->base_slots[c][i] = i;
}

/* After the board's places were built again: the cursor stays on the
 * pawn it was on (@old_colour at @old_progress) when that pawn can still
 * be chosen. */
void
_ludo_board_input_sync (LudoBoard  *self,
                        LudoColour  old_colour,
                        guint       old_progress)
{
  LudoBoardInput *input = &self->input;

  note_roll_due (self);

  if (_ludo_board_is_busy (self))
    {
      input->cursor = -1;
      input->hovered = -1;
    }
  else
    {
      /* A player who plays with the keys finds the cursor on the pawn
       * furthest ahead that can move, so that Enter alone moves it. */
      input->cursor = self->n_places > 0 ?
                      _ludo_board_find_place (self, old_colour, old_progress) : -1;
      if (input->cursor < 0)
        input->cursor_preselected = FALSE;
      if (input->cursor < 0 && input->keyboard_cursor && self->n_places > 0 &&
          !self->places[0].blocked && gtk_widget_is_focus (GTK_WIDGET (self)))
        {
          input->cursor = 0;
          input->cursor_preselected = TRUE;
        }
      input->hovered = -1;
    }

  _ludo_board_choice_sync (self);
}

/* A player's roll the board did not ask for came from the window's Roll
 * button, or from Space while the focus was elsewhere: the keys' cursor on
 * the board would now be stale. */
void
_ludo_board_input_note_roll (LudoBoard  *self,
                             LudoColour  colour)
{
  if (!self->input.rolling && colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE &&
      ludo_game_get_seat (self->game, colour) == LUDO_SEAT_HUMAN)
    self->input.keyboard_cursor = FALSE;
}

/* The slot of the @index-th pawn in @colour's base. */
guint
_ludo_board_base_slot (LudoBoard  *self,
                       LudoColour  colour,
                       guint       index)
{
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, 0);
  g_return_val_if_fail (index < LUDO_N_PAWNS, 0);

  return self->input.base_slots[colour][index];
}

/* The slot of the pawn that leaves @colour's base next in @pos. */
guint
_ludo_board_leaving_slot (LudoBoard          *self,
                          const LudoPosition *pos,
                          LudoColour          colour)
{
  LudoBoardCounts counts;

  _ludo_board_count_pawns (pos, counts);
  return _ludo_board_base_slot (self, colour, MAX (counts[colour][LUDO_PROGRESS_BASE], 1) - 1);
}

void
_ludo_board_perform_move (LudoBoard *self,
                          int        index)
{
  g_autoptr(GError) error = NULL;
  LudoMove move;

  g_assert (index >= 0 && (guint) index < self->n_moves);

  move = self->moves[index];
  if (!ludo_game_move (self->game, &move, &error))
    {
      g_debug ("Move refused: %s", error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

static void
roll (LudoBoard *self)
{
  g_autoptr(GError) error = NULL;

  _ludo_board_skip_animations (self);
  if (self->game == NULL || self->phase != LUDO_PHASE_AWAITING_ROLL ||
      handover_is_fresh (self))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  self->input.rolling = TRUE;
  if (!ludo_game_roll (self->game, &error))
    {
      g_debug ("Roll refused: %s", error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
  self->input.rolling = FALSE;
}

static void
activate_place (LudoBoard *self,
                int        index)
{
  const LudoBoardPlace *place = &self->places[index];

  if (place->blocked)
    {
      self->input.cursor = index;
      self->input.cursor_preselected = FALSE;
      _ludo_board_update_hint (self);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  if (place->single >= 0 && place->stack >= 0)
    _ludo_board_choice_show (self, index);
  else
    _ludo_board_perform_move (self, place->single >= 0 ? place->single : place->stack);
}

/* Which of the pawns in @colour's base is at a point, counted in the
 * board's base order, or -1. */
static int
base_index_at (LudoBoard  *self,
               LudoColour  colour,
               double      cx,
               double      cy)
{
  LudoBoardCounts counts;
  LudoBoardPoint c;

  _ludo_board_count_pawns (&self->shown, counts);
  for (guint i = 0; i < counts[colour][LUDO_PROGRESS_BASE]; i++)
    {
      ludo_board_geometry_place (_ludo_board_turned (self, colour), LUDO_PROGRESS_BASE,
                                 _ludo_board_base_slot (self, colour, i), &c);
      if (fabs (cx - c.x) <= 0.7 && fabs (cy - c.y) <= 0.7)
        return i;
    }

  return -1;
}

static gboolean
place_contains (LudoBoard            *self,
                const LudoBoardPlace *place,
                double                cx,
                double                cy)
{
  LudoBoardPoint c;

  if (place->progress == LUDO_PROGRESS_BASE)
    return base_index_at (self, place->colour, cx, cy) >= 0;

  /* The whole square, and the pawn where it stands beside the middle of a
   * square shared with other colours. */
  _ludo_board_place_centre (self, place->colour, place->progress, &c);
  if (fabs (cx - c.x) <= 0.5 && fabs (cy - c.y) <= 0.5)
    return TRUE;
  _ludo_board_pawn_centre (self, place->colour, place->progress, &c);
  return fabs (cx - c.x) <= 0.35 && fabs (cy - c.y) <= 0.45;
}

/* The pawn clicked in a base is the one that leaves. All pawns in base
 * keep their slots: only the order in which they leave changes. */
static void
make_next_to_leave (LudoBoard  *self,
                    LudoColour  colour,
                    int         index)
{
  LudoBoardCounts counts;
  guint last;
  guint8 slot;

  _ludo_board_count_pawns (&self->shown, counts);
  if (index < 0 || counts[colour][LUDO_PROGRESS_BASE] == 0)
    return;

  last = counts[colour][LUDO_PROGRESS_BASE] - 1;
  slot = self->input.base_slots[colour][index];
  self->input.base_slots[colour][index] = self->input.base_slots[colour][last];
  self->input.base_slots[colour][last] = slot;
}

/* The place under a point: a pawn first, then a landing square. */
static int
place_at (LudoBoard *self,
          double     x,
          double     y,
          gboolean   targets)
{
  double cx, cy;

  if (self->cell <= 0)
    return -1;

  cx = (x - self->ox) / self->cell;
  cy = (y - self->oy) / self->cell;

  for (guint i = 0; i < self->n_places; i++)
    if (place_contains (self, &self->places[i], cx, cy))
      return i;

  if (!targets)
    return -1;

  for (guint i = 0; i < self->n_places; i++)
    {
      const LudoBoardPlace *place = &self->places[i];
      int m = place->single >= 0 ? place->single : place->stack;
      LudoBoardPoint c;

      if (place->blocked)
        continue;
      _ludo_board_place_centre (self, place->colour, self->moves[m].to, &c);
      if (fabs (cx - c.x) <= 0.5 && fabs (cy - c.y) <= 0.5)
        return i;
    }

  return -1;
}

static void
click_at (LudoBoard *self,
          double     x,
          double     y)
{
  int index;

  if (self->game == NULL)
    return;

  /* A click during an animation only skips it. */
  if (_ludo_board_is_busy (self))
    {
      _ludo_board_skip_animations (self);
      return;
    }

  if (self->phase == LUDO_PHASE_AWAITING_ROLL)
    {
      roll (self);
      return;
    }

  if (self->phase != LUDO_PHASE_AWAITING_MOVE)
    return;

  index = place_at (self, x, y, TRUE);
  if (index < 0)
    return;

  if (self->places[index].progress == LUDO_PROGRESS_BASE && !self->places[index].blocked)
    make_next_to_leave (self, self->places[index].colour,
                        base_index_at (self, self->places[index].colour,
                                       (x - self->ox) / self->cell, (y - self->oy) / self->cell));
  activate_place (self, index);
}

/* A click takes the keys' place away from them: the pointer chose. GTK
 * may still show the focus, so the cursor itself goes; the next key starts
 * again from the pawn furthest ahead. */
static void
press_at (LudoBoard *self,
          double     x,
          double     y)
{
  self->input.keyboard_cursor = FALSE;
  self->input.cursor = -1;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  _ludo_board_update_hint (self);
  click_at (self, x, y);
}

static void
pressed_cb (LudoBoard       *self,
            int              n_press,
            double           x,
            double           y,
            GtkGestureClick *gesture)
{
  g_assert (LUDO_IS_BOARD (self));

  press_at (self, x, y);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
hover_at (LudoBoard *self,
          double     x,
          double     y)
{
  int index;

  if (self->input.keys_hold_hint && x == self->input.pointer_x && y == self->input.pointer_y)
    return;
  self->input.keys_hold_hint = FALSE;
  self->input.pointer_x = x;
  self->input.pointer_y = y;

  index = place_at (self, x, y, FALSE);
  if (index == self->input.hovered)
    return;

  self->input.hovered = index;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   index >= 0 && !self->places[index].blocked ? "pointer" : NULL);
  _ludo_board_update_hint (self);
}

static void
motion_cb (LudoBoard                *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *motion)
{
  g_assert (LUDO_IS_BOARD (self));

  hover_at (self, x, y);
}

static void
leave_cb (LudoBoard                *self,
          GtkEventControllerMotion *motion)
{
  g_assert (LUDO_IS_BOARD (self));

  self->input.hovered = -1;
  self->input.pointer_x = self->input.pointer_y = -1;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  _ludo_board_update_hint (self);
}

static gboolean
is_roll_key (guint keyval)
{
  for (guint i = 0; i < G_N_ELEMENTS (roll_keys); i++)
    if (keyval == roll_keys[i])
      return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    if (keyval == activate_keys[i])
      return TRUE;
  return FALSE;
}

void
_ludo_board_key_pressed (LudoBoard *self,
                         guint      keyval)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  /* A repeat comes without a release in between. */
  if (is_roll_key (keyval) && self->input.key_down != keyval)
    {
      self->input.key_down = keyval;
      self->input.key_down_since = g_get_monotonic_time ();
    }
}

void
_ludo_board_key_released (LudoBoard *self,
                          guint      keyval)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  if (keyval == self->input.key_down)
    self->input.key_down = 0;
}

static gboolean
key_pressed_cb (LudoBoard             *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *keys)
{
  _ludo_board_key_pressed (self, keyval);
  return GDK_EVENT_PROPAGATE;
}

static void
key_released_cb (LudoBoard             *self,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkEventControllerKey *keys)
{
  _ludo_board_key_released (self, keyval);
}

static void
focus_changed_cb (LudoBoard *self)
{
  /* A key released elsewhere is never seen here. */
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    self->input.key_down = 0;
  _ludo_board_update_hint (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  LudoBoard *self = LUDO_BOARD (widget);

  self->input.keyboard_cursor = TRUE;
  roll (self);
}

static void
move_cursor (LudoBoard *self,
             int        delta)
{
  int n = self->n_places;

  if (n == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  /* The first key, whichever way, starts at the pawn furthest ahead that
   * can move. */
  if (self->input.cursor < 0)
    self->input.cursor = 0;
  else
    self->input.cursor = ((self->input.cursor + delta) % n + n) % n;
  self->input.cursor_preselected = FALSE;
  /* The hint explains the place the keys reached, not the one under a
   * pointer left resting on the board; moving the pointer takes it back. */
  self->input.hovered = -1;
  self->input.keys_hold_hint = TRUE;

  _ludo_board_update_hint (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LudoBoard *self = LUDO_BOARD (widget);

  self->input.keyboard_cursor = TRUE;
  if (_ludo_board_is_busy (self))
    _ludo_board_skip_animations (self);
  move_cursor (self, g_variant_get_int32 (parameter));
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  LudoBoard *self = LUDO_BOARD (widget);

  self->input.keyboard_cursor = TRUE;
  if (_ludo_board_is_busy (self))
    {
      _ludo_board_skip_animations (self);
      /* After a 6 the same player rolls again: one press skips the move
       * and goes on to that roll, as Space does. When the die passes to
       * another player, that player's own key rolls it. */
      if (!_ludo_board_is_busy (self) && self->phase == LUDO_PHASE_AWAITING_ROLL &&
          self->turn == self->die_colour)
        roll (self);
      return;
    }

  if (self->phase == LUDO_PHASE_AWAITING_ROLL)
    roll (self);
  else if (self->n_places == 0)
    gtk_widget_error_bell (widget);
  else if (self->input.cursor < 0 || (guint) self->input.cursor >= self->n_places)
    /* With no pawn chosen (Escape cancelled it), Enter moves the pawn the
     * cursor would have started on, the one furthest ahead that can move:
     * one press, as right after the roll. */
    activate_place (self, 0);
  else
    activate_place (self, self->input.cursor);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  LudoBoard *self = LUDO_BOARD (widget);

  _ludo_board_choice_hide (self);
  self->input.cursor = -1;
  _ludo_board_update_hint (self);
  gtk_widget_queue_draw (widget);
}

gboolean
_ludo_board_focus (GtkWidget        *widget,
                   GtkDirectionType  direction)
{
  LudoBoard *self = LUDO_BOARD (widget);
  int n = self->n_places;

  /* A game that is over has nothing left to roll or move: Tab passes by
   * (the result card's New Game is a stop of its own). */
  if (self->phase == LUDO_PHASE_OVER)
    return FALSE;

  /* Tab walks the pawns one by one, then leaves the board. Entering the
   * board may be the window's first focus, not a key: GTK shows the focus
   * when it was Tab. */
  if (!gtk_widget_has_focus (widget))
    {
      gtk_widget_grab_focus (widget);
      if (n > 0)
        self->input.cursor = (direction == GTK_DIR_TAB_BACKWARD) ? n - 1 : 0;
      self->input.cursor_preselected = FALSE;
      _ludo_board_update_hint (self);
      gtk_widget_queue_draw (widget);
      return TRUE;
    }

  if (direction == GTK_DIR_TAB_FORWARD && self->input.cursor + 1 < n)
    {
      self->input.keyboard_cursor = TRUE;
      move_cursor (self, 1);
      return TRUE;
    }
  if (direction == GTK_DIR_TAB_BACKWARD && self->input.cursor > 0)
    {
      self->input.keyboard_cursor = TRUE;
      move_cursor (self, -1);
      return TRUE;
    }

  return FALSE;
}

void
_ludo_board_class_init_input (GtkWidgetClass *widget_class)
{
  const guint arrows[][2] = {
    { GDK_KEY_Left, -1 }, { GDK_KEY_KP_Left, -1 }, { GDK_KEY_Up, -1 }, { GDK_KEY_KP_Up, -1 },
    { GDK_KEY_Right, 1 }, { GDK_KEY_KP_Right, 1 }, { GDK_KEY_Down, 1 }, { GDK_KEY_KP_Down, 1 },
  };

  gtk_widget_class_install_action (widget_class, "board.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "i", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding_action (widget_class, arrows[i][0], 0,
                                         "board.move-cursor", "i", (int) arrows[i][1]);
  for (guint i = 0; i < G_N_ELEMENTS (roll_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, roll_keys[i], 0, "board.roll", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, activate_keys[i], 0,
                                         "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
}

void
_ludo_board_init_input (LudoBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click;
  GtkEventController *motion;
  GtkEventController *keys;

  _ludo_board_input_reset (self);
  self->input.pointer_x = self->input.pointer_y = -1;
  self->input.roll_due_for = LUDO_COLOUR_NONE;
  /* Longer than a double press and than the delay before a held key
   * repeats, shorter than passing the keyboard on. */
  self->input.handover_pause_ms = 700;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (click, "pressed", G_CALLBACK (pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect_object (motion, "enter", G_CALLBACK (motion_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (motion, "motion", G_CALLBACK (motion_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (motion, "leave", G_CALLBACK (leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (widget, motion);

  /* Only watches Space and Return go down and up; the key bindings act. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (keys, "key-released", G_CALLBACK (key_released_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (widget, keys);

  g_signal_connect (self, "notify::has-focus", G_CALLBACK (focus_changed_cb), NULL);

  _ludo_board_choice_init (self);
}

void
_ludo_board_click (LudoBoard *self,
                   double     x,
                   double     y)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  press_at (self, x, y);
}

void
_ludo_board_hover (LudoBoard *self,
                   double     x,
                   double     y)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  hover_at (self, x, y);
}

void
_ludo_board_set_handover_pause (LudoBoard *self,
                                guint      ms)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  self->input.handover_pause_ms = ms;
}

/**
 * ludo_board_point_at_move:
 * @self: a board
 * @move: one of the moves of the roll in hand
 *
 * Puts the keys' cursor, shown, on the pawn that @move moves, as if the
 * player had gone there with the arrows: Enter then plays it. For the
 * hint "What would the computer play?".
 *
 * Returns: whether the pawn could be pointed at
 */
gboolean
ludo_board_point_at_move (LudoBoard      *self,
                          const LudoMove *move)
{
  GtkRoot *root;
  int place;

  g_return_val_if_fail (LUDO_IS_BOARD (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (_ludo_board_is_busy (self))
    return FALSE;
  place = _ludo_board_find_place (self, move->colour, move->from);
  if (place < 0 || self->places[place].blocked)
    return FALSE;

  self->input.cursor = place;
  self->input.cursor_preselected = FALSE;
  self->input.keyboard_cursor = TRUE;
  self->input.hovered = -1;
  self->input.keys_hold_hint = TRUE;
  /* Pointed at with a click on the Hint button too: the ring must show. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  _ludo_board_update_hint (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}
