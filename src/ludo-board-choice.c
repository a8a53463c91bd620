/* ludo-board-choice.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The choice a Pachisi stack asks for: a click on the stack (or Return)
 * opens a popover to move one pawn or the whole stack. Only this file
 * writes LudoBoardChoice. */

#include "config.h"

#include "ludo-board-private.h"

#include <glib/gi18n.h>

void
_ludo_board_choice_show (LudoBoard *self,
                         int        index)
{
  const LudoBoardPlace *place = &self->places[index];
  const LudoMove *stack = &self->moves[place->stack];
  g_autofree char *label = NULL;
  LudoBoardPoint centre;
  graphene_rect_t r;
  GdkRectangle area;

  _ludo_board_pawn_centre (self, place->colour, place->progress, &centre);
  r = _ludo_board_cell_rect (self, centre.x, centre.y, 1.0);
  area = (GdkRectangle) { (int) r.origin.x, (int) r.origin.y,
                          (int) r.size.width, (int) r.size.height };

  /* Translators: a button; the other one moves a single pawn of the stack.
   * The underscore marks the Alt+letter key; it must differ from the one
   * of "Move _one pawn". */
  label = g_strdup_printf (ngettext ("Move the _stack of %u pawn", "Move the _stack of %u pawns",
                                     stack->count),
                           stack->count);
  gtk_button_set_label (GTK_BUTTON (self->choice.stack), label);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->choice.popover), &area);
  self->choice.place = index;
  gtk_popover_popup (GTK_POPOVER (self->choice.popover));
  gtk_widget_grab_focus (self->choice.one);
}

static void
choice_cb (LudoBoard *self,
           GtkButton *button)
{
  int index = self->choice.place;

  g_assert (LUDO_IS_BOARD (self));

  gtk_popover_popdown (GTK_POPOVER (self->choice.popover));
  if (index < 0 || (guint) index >= self->n_places || _ludo_board_is_busy (self))
    return;

  _ludo_board_perform_move (self, GTK_WIDGET (button) == self->choice.one ?
                                  self->places[index].single : self->places[index].stack);
}

/* The choice is the board's child, so keys it leaves alone bubble up to
 * the board, whose arrows would move the board's cursor away from the open
 * choice. The choice therefore takes the arrows and Tab first: forward
 * (Down, Right) goes to the stack, backward (Up, Left) to the single
 * pawn, and Tab goes to the other button. */
static gboolean
choice_focus_cb (GtkWidget *popover,
                 GVariant  *args,
                 gpointer   user_data)
{
  LudoBoard *self = LUDO_BOARD (user_data);
  int direction = g_variant_get_int32 (args);
  GtkWidget *target;

  if (direction > 0)
    target = self->choice.stack;
  else if (direction < 0)
    target = self->choice.one;
  else
    target = gtk_widget_is_focus (self->choice.one) ? self->choice.stack
                                                          : self->choice.one;

  gtk_widget_grab_focus (target);
  return TRUE;
}

static void
add_choice_keys (LudoBoard *self)
{
  const struct {
    guint           keyval;
    GdkModifierType modifiers;
    int             direction;
  } keys[] = {
    { GDK_KEY_Down, 0, 1 }, { GDK_KEY_KP_Down, 0, 1 },
    { GDK_KEY_Right, 0, 1 }, { GDK_KEY_KP_Right, 0, 1 },
    { GDK_KEY_Up, 0, -1 }, { GDK_KEY_KP_Up, 0, -1 },
    { GDK_KEY_Left, 0, -1 }, { GDK_KEY_KP_Left, 0, -1 },
    { GDK_KEY_Tab, 0, 0 }, { GDK_KEY_KP_Tab, 0, 0 },
    { GDK_KEY_Tab, GDK_SHIFT_MASK, 0 }, { GDK_KEY_KP_Tab, GDK_SHIFT_MASK, 0 },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut;

      shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].modifiers),
                                   gtk_callback_action_new (choice_focus_cb, self, NULL));
      gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (keys[i].direction));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (self->choice.popover, controller);
}

void
_ludo_board_choice_init (LudoBoard *self)
{
  GtkWidget *box;

  self->choice.place = -1;
  self->choice.popover = gtk_popover_new ();
  gtk_widget_add_css_class (self->choice.popover, "stack-choice");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->choice.one = gtk_button_new_with_mnemonic (_("Move _one pawn"));
  self->choice.stack = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (self->choice.stack), TRUE);
  gtk_box_append (GTK_BOX (box), self->choice.one);
  gtk_box_append (GTK_BOX (box), self->choice.stack);
  gtk_popover_set_child (GTK_POPOVER (self->choice.popover), box);
  gtk_widget_set_parent (self->choice.popover, GTK_WIDGET (self));
  g_signal_connect_object (self->choice.one, "clicked", G_CALLBACK (choice_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choice.stack, "clicked", G_CALLBACK (choice_cb), self,
                           G_CONNECT_SWAPPED);
  add_choice_keys (self);
}

void
_ludo_board_choice_dispose (LudoBoard *self)
{
  g_clear_pointer (&self->choice.popover, gtk_widget_unparent);
}

void
_ludo_board_choice_hide (LudoBoard *self)
{
  gtk_popover_popdown (GTK_POPOVER (self->choice.popover));
}

/* A choice left open is stale once the board shows a move or no move is
 * owed any more. */
void
_ludo_board_choice_sync (LudoBoard *self)
{
  if (self->choice.popover != NULL && gtk_widget_get_visible (self->choice.popover) &&
      (_ludo_board_is_busy (self) || self->phase != LUDO_PHASE_AWAITING_MOVE))
    gtk_popover_popdown (GTK_POPOVER (self->choice.popover));
}

/* The board's size changed: the popover follows the pawn it points at. */
void
_ludo_board_choice_present (LudoBoard *self)
{
  if (self->choice.popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->choice.popover));
}

GtkWidget *
_ludo_board_get_choice_popover (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), NULL);

  return self->choice.popover;
}
