/* ludo-game-state.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * The game as it stands: whose turn and phase it is, the position, the
 * roll in hand and what it allows, and that state taken out for saving and
 * put back. ludo-game.c holds the object and its options,
 * ludo-game-actions.c what changes the state.
 */

#include "config.h"

#include "ludo-game.h"

#include "ludo-game-private.h"

void
_ludo_game_update_phase (LudoGame *self)
{
  self->phase = _ludo_game_phase_for (self->seats, &self->pos, self->roll);
}

LudoPhase
_ludo_game_phase_for (const LudoSeat     *seats,
                      const LudoPosition *pos,
                      guint               roll)
{
  if (pos->turn == LUDO_COLOUR_NONE)
    return LUDO_PHASE_OVER;
  if (seats[pos->turn] >= LUDO_SEAT_COMPUTER_RANDOM && seats[pos->turn] <= LUDO_SEAT_COMPUTER_HARD)
    return LUDO_PHASE_COMPUTER_THINKING;

  return roll != 0 ? LUDO_PHASE_AWAITING_MOVE : LUDO_PHASE_AWAITING_ROLL;
}

void
_ludo_game_get_state (LudoGame      *self,
                      LudoGameState *state)
{
  g_return_if_fail (LUDO_IS_GAME (self));
  g_return_if_fail (state != NULL);

  state->pos = self->pos;
  state->phase = self->phase;
  state->roll = self->roll;
  state->last_roll = self->last_roll;
  state->has_last_move = self->has_last_move;
  state->last_move = self->last_move;
  state->draws = self->n_draws;

  /* A computer turn in progress is saved as it stood before its roll. */
  if (self->phase == LUDO_PHASE_COMPUTER_THINKING && self->roll != 0)
    {
      state->roll = 0;
      state->last_roll = self->last_roll_before_roll;
      state->draws = self->draws_before_roll;
    }
}

void
_ludo_game_restore_state (LudoGame            *self,
                          const LudoGameState *state)
{
  LudoGameObserved old;

  g_return_if_fail (LUDO_IS_GAME (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (self->valid);
  g_return_if_fail (state->draws <= LUDO_GAME_MAX_DRAWS);
  g_return_if_fail (state->phase == _ludo_game_phase_for (self->seats, &state->pos,
                                                          state->roll));

  _ludo_game_observe (self, &old);
  _ludo_game_set_state (self, state);
  _ludo_game_notify_changes (self, &old);
  _ludo_game_schedule (self);
}

/* Puts @state back, dice included, and tells nobody: the caller notifies. */
void
_ludo_game_set_state (LudoGame            *self,
                      const LudoGameState *state)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_rand_set_seed (self->rand, self->seed);
  for (self->n_draws = 0; self->n_draws < state->draws; self->n_draws++)
    g_rand_int (self->rand);

  self->pos = state->pos;
  self->phase = state->phase;
  self->roll = state->roll;
  self->last_roll = state->last_roll;
  self->has_last_move = state->has_last_move;
  self->last_move = state->last_move;
  self->computer_next = LUDO_COMPUTER_ROLL;
}

/*
 * _ludo_game_new_from_position:
 *
 * For tests: a game that starts from @pos instead of the opening. The
 * position must suit the rules and seats.
 */
LudoGame *
_ludo_game_new_from_position (const LudoRules    *rules,
                              const LudoSeat     *seats,
                              guint32             seed,
                              const LudoPosition *pos)
{
  g_autoptr(LudoGame) self = NULL;
  LudoGameState state = { 0 };

  g_return_val_if_fail (pos != NULL, NULL);

  self = ludo_game_new (rules, seats, seed);
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (pos->seated == self->pos.seated, NULL);

  state.pos = *pos;
  state.phase = _ludo_game_phase_for (seats, pos, 0);
  _ludo_game_restore_state (self, &state);

  return g_steal_pointer (&self);
}

/**
 * ludo_game_get_current_colour:
 * @self: a game
 *
 * Returns: the colour on turn (the one that rolls), or %LUDO_COLOUR_NONE
 *   once the game is over
 */
LudoColour
ludo_game_get_current_colour (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), LUDO_COLOUR_NONE);

  return self->pos.turn;
}

/**
 * ludo_game_get_moving_colour:
 * @self: a game
 *
 * Returns: the colour whose pawns the player on turn moves: its own, or in
 *   team play its partner's once its own are all home
 */
LudoColour
ludo_game_get_moving_colour (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), LUDO_COLOUR_NONE);

  return ludo_rules_moving_colour (&self->rules, &self->pos);
}

LudoPhase
ludo_game_get_phase (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), LUDO_PHASE_OVER);

  return self->phase;
}

/**
 * ludo_game_get_last_roll:
 * @self: a game
 *
 * Returns: the value the die showed last (it stays after the move), or 0
 *   before the first roll
 */
guint
ludo_game_get_last_roll (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), 0);

  return self->last_roll;
}

/**
 * ludo_game_get_ranking:
 * @self: a game
 * @ranking: (out caller-allocates) (array fixed-size=4) (nullable): the
 *   colours in finishing order
 *
 * Once the game is over the ranking holds every seated colour, in team play
 * the winning team first.
 *
 * Returns: how many colours are ranked
 */
guint
ludo_game_get_ranking (LudoGame   *self,
                       LudoColour *ranking)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), 0);

  if (ranking != NULL)
    for (guint i = 0; i < self->pos.n_ranked; i++)
      ranking[i] = (LudoColour) self->pos.ranking[i];

  return self->pos.n_ranked;
}

/**
 * ludo_game_get_position:
 * @self: a game
 *
 * Returns: (transfer none): the position, already updated when a signal
 *   reports a change
 */
const LudoPosition *
ludo_game_get_position (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), NULL);

  return &self->pos;
}

/**
 * ludo_game_get_last_move:
 * @self: a game
 * @move: (out caller-allocates): the last move played
 *
 * Returns: %TRUE when a move has been played in this game
 */
gboolean
ludo_game_get_last_move (LudoGame *self,
                         LudoMove *move)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->has_last_move)
    *move = self->last_move;

  return self->has_last_move;
}

/**
 * ludo_game_get_moves:
 * @self: a game
 * @moves: (out caller-allocates) (array fixed-size=8): room for
 *   %LUDO_MAX_MOVES moves
 *
 * The legal moves for the roll in hand. There is a roll in hand after a
 * roll with at least one legal move, until the move is played.
 *
 * Returns: how many moves, 0 when there is no roll in hand
 */
guint
ludo_game_get_moves (LudoGame *self,
                     LudoMove *moves)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), 0);
  g_return_val_if_fail (moves != NULL, 0);

  if (self->roll == 0)
    return 0;

  return ludo_rules_generate_moves (&self->rules, &self->pos, self->roll, moves);
}

/**
 * ludo_game_explain:
 * @self: a game
 * @blocked: (out caller-allocates) (array fixed-size=4): room for
 *   %LUDO_N_PAWNS places
 *
 * Why the moving colour's other pawn places cannot move with the roll in
 * hand, and which Pachisi stacks only one pawn can leave
 * (%LUDO_BLOCK_STACK_HOME_COLUMN): ludo_rules_explain_full() with stacks.
 *
 * Returns: how many places are blocked, 0 when there is no roll in hand
 */
guint
ludo_game_explain (LudoGame         *self,
                   LudoBlockedPlace *blocked)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), 0);
  g_return_val_if_fail (blocked != NULL, 0);

  if (self->roll == 0)
    return 0;

  return ludo_rules_explain_full (&self->rules, &self->pos, self->roll, TRUE, blocked);
}

/**
 * ludo_game_preview_move:
 * @self: a game
 * @move: a move
 * @outcome: (out caller-allocates): what the move would do
 *
 * Works out, without playing it, what @move would do with the roll in
 * hand: the record #LudoGame::roll-played would carry, so that a view
 * can show a move's captures before it is made.
 *
 * Returns: %TRUE when @move is legal now and @outcome is filled
 */
gboolean
ludo_game_preview_move (LudoGame       *self,
                        const LudoMove *move,
                        LudoOutcome    *outcome)
{
  LudoPosition pos;

  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (outcome != NULL, FALSE);

  if (self->roll == 0 || !ludo_rules_is_legal (&self->rules, &self->pos, self->roll, move))
    return FALSE;

  pos = self->pos;
  ludo_rules_apply (&self->rules, &pos, self->roll, move, outcome);
  return TRUE;
}
