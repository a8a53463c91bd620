/* ludo-board-places.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The state the board reads from the game each time the game changes
 * (_ludo_board_sync_state()), and what it offers the player from it: the
 * places of the moving colour (a pawn or stack that can move, or one that
 * cannot and why), the hint that explains them and the actions that are
 * enabled. The pointer and the keys (ludo-board-input.c) choose among
 * these places; the game alone says which moves are legal. */

#include "config.h"

#include <stdlib.h>

#include "ludo-board-private.h"
#include "ludo-board-text.h"

static const char *
place_hint (LudoBoard  *self,
            int         index,
            gboolean    keys,
            char      **owned)
{
  const LudoBoardPlace *place = &self->places[index];

  /* The game says why a stack's whole move is missing (docs/rules.md §5.2). */
  if (!place->blocked && place->why.reason == LUDO_BLOCK_STACK_HOME_COLUMN)
    return ludo_board_text_stack_stays (keys);
  if (!place->blocked)
    return ludo_board_text_movable (place->stack >= 0, keys);

  *owned = ludo_board_text_blocked (&place->why, self->roll);
  return *owned;
}

/* The hint explains the hovered place, else the one the keys show; with
 * neither it says how to roll when a roll is due. The tooltip follows the
 * pointer only. */
void
_ludo_board_update_hint (LudoBoard *self)
{
  g_autofree char *owned = NULL;
  const char *hint = NULL;
  const char *tip = NULL;

  if (self->input.hovered >= 0 && (guint) self->input.hovered < self->n_places)
    tip = hint = place_hint (self, self->input.hovered, FALSE, &owned);
  else if (self->input.cursor >= 0 && (guint) self->input.cursor < self->n_places &&
           _ludo_board_shows_focus (self) && !self->input.cursor_preselected)
    hint = place_hint (self, self->input.cursor, TRUE, &owned);
  else if (self->phase == LUDO_PHASE_AWAITING_ROLL && self->game != NULL &&
           !_ludo_board_is_busy (self))
    hint = ludo_board_text_roll_due ();

  /* Not gtk_widget_set_tooltip_text(): in GTK 4.8 it also sets the
   * accessible description, which is the screen reader's view of the game
   * (ludo-board-speech.c). The tooltip is asked for in query_tooltip()
   * (ludo-board.c). */
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), tip != NULL);
  _ludo_board_set_hint (self, hint);
  if (tip != NULL)
    gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  _ludo_board_update_accessible (self);
}

static void
update_actions (LudoBoard *self)
{
  gboolean has_game = self->game != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.roll",
                                 has_game && self->phase == LUDO_PHASE_AWAITING_ROLL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.move-cursor",
                                 has_game && self->phase == LUDO_PHASE_AWAITING_MOVE &&
                                 self->n_places > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate",
                                 has_game && (self->phase == LUDO_PHASE_AWAITING_ROLL ||
                                              self->phase == LUDO_PHASE_AWAITING_MOVE));
}

int
_ludo_board_find_place (LudoBoard  *self,
                        LudoColour  colour,
                        guint       progress)
{
  for (guint i = 0; i < self->n_places; i++)
    if (self->places[i].colour == colour && self->places[i].progress == progress)
      return i;

  return -1;
}

static int
compare_places (gconstpointer a,
                gconstpointer b)
{
  const LudoBoardPlace *pa = a;
  const LudoBoardPlace *pb = b;

  /* Movable places first, the pawn furthest ahead first among them. */
  if (pa->blocked != pb->blocked)
    return pa->blocked ? 1 : -1;
  return (int) pb->progress - (int) pa->progress;
}

/* Whether a place's move captures, as the game's preview of it says: a
 * single and a stack move of one place land on the same square. */
static gboolean
move_captures (LudoBoard      *self,
               const LudoMove *move)
{
  LudoOutcome preview;

  return ludo_game_preview_move (self->game, move, &preview) && preview.n_captured > 0;
}

static void
build_places (LudoBoard *self)
{
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  guint n_blocked = 0;

  self->n_places = 0;
  self->n_moves = 0;
  if (self->game == NULL || self->phase != LUDO_PHASE_AWAITING_MOVE)
    return;

  self->n_moves = ludo_game_get_moves (self->game, self->moves);
  n_blocked = ludo_game_explain (self->game, blocked);

  for (guint i = 0; i < self->n_moves; i++)
    {
      const LudoMove *m = &self->moves[i];
      int k = _ludo_board_find_place (self, m->colour, m->from);

      if (k < 0)
        {
          if (self->n_places == LUDO_BOARD_MAX_PLACES)
            continue;
          k = self->n_places++;
          self->places[k] = (LudoBoardPlace) { m->colour, m->from, -1, -1, FALSE,
                                               move_captures (self, m), { 0 } };
        }
      if (m->count > 1)
        self->places[k].stack = i;
      else
        self->places[k].single = i;
    }

  for (guint i = 0; i < n_blocked; i++)
    {
      int k = _ludo_board_find_place (self, blocked[i].colour, blocked[i].from);

      /* A stack that only one pawn can leave is still a movable place. */
      if (k >= 0)
        {
          self->places[k].why = blocked[i];
          continue;
        }
      if (self->n_places == LUDO_BOARD_MAX_PLACES)
        continue;
      self->places[self->n_places++] = (LudoBoardPlace) { blocked[i].colour, blocked[i].from,
                                                          -1, -1, TRUE, FALSE, blocked[i] };
    }

  qsort (self->places, self->n_places, sizeof (LudoBoardPlace), compare_places);
}

void
_ludo_board_sync_state (LudoBoard *self)
{
  LudoColour old_colour = LUDO_COLOUR_NONE;
  guint old_progress = 0;

  if (self->game == NULL)
    {
      self->phase = LUDO_PHASE_OVER;
      self->turn = LUDO_COLOUR_NONE;
      self->roll = 0;
      self->has_last_move = FALSE;
    }
  else
    {
      self->phase = ludo_game_get_phase (self->game);
      self->turn = ludo_game_get_current_colour (self->game);
      self->roll = ludo_game_get_last_roll (self->game);
      if (!_ludo_board_is_busy (self))
        {
          self->shown = self->known;
          self->has_last_move = ludo_game_get_last_move (self->game, &self->last_move);
          if (self->turn != LUDO_COLOUR_NONE && self->die_colour == LUDO_COLOUR_NONE)
            self->die_colour = self->turn;
          if (self->roll > 0)
            self->die_face = self->roll;
        }
    }

  /* The keys' cursor follows its pawn to the new places. */
  if (self->input.cursor >= 0 && (guint) self->input.cursor < self->n_places)
    {
      old_colour = self->places[self->input.cursor].colour;
      old_progress = self->places[self->input.cursor].progress;
    }

  /* Nothing can be chosen before the board has caught up. */
  if (_ludo_board_is_busy (self))
    {
      self->n_places = 0;
      self->n_moves = 0;
    }
  else
    build_places (self);

  _ludo_board_input_sync (self, old_colour, old_progress);
  update_actions (self);
  _ludo_board_update_hint (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
