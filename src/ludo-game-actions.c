/* ludo-game-actions.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * What LudoGame does: the dice, the requests of a human player and the
 * turns of the computer players, each step ending in the notifications and
 * signals whose order ludo-game.c documents.
 */

#include "config.h"

#include "ludo-game.h"

#include <glib/gi18n.h>
#include <string.h>

#include "engine/ludo-ai.h"
#include "engine/ludo-notation.h"
#include "ludo-game-private.h"

/* What a computer's choice needs, copied so that the thread shares nothing
 * with the game, which may even be finalized before the thread ends. */
typedef struct
{
  GWeakRef     game;
  LudoAiLevel  level;
  LudoRules    rules;
  LudoPosition pos;
  guint        roll;
  LudoMove     moves[LUDO_MAX_MOVES];
  guint        n_moves;
  guint64      rng_state;
} Choice;

static guint32
draw (LudoGame *self)
{
  self->n_draws++;
  return g_rand_int (self->rand);
}

static guint
draw_die (LudoGame *self)
{
  /* The largest multiple of six below 2^32: rejecting the rest keeps the
   * die fair and each draw a plain g_rand_int() that a load can replay. */
  const guint32 limit = G_MAXUINT32 - G_MAXUINT32 % 6 - 1;
  guint32 value;

  if (self->forced_dice != NULL && self->forced_dice->len > 0)
    {
      guint forced = g_array_index (self->forced_dice, guint, 0);

      g_array_remove_index (self->forced_dice, 0);
      return forced;
    }

  do
    value = draw (self);
  while (value > limit);

  return value % 6 + 1;
}

static guint64
draw_ai_state (LudoGame *self)
{
  guint64 high = draw (self);

  return (high << 32) | draw (self);
}

/* The common end of a step: who plays next, then the computer's clock. */
static void
finish_step (LudoGame   *self,
             LudoColour  roller,
             LudoColour  next)
{
  if (next == LUDO_COLOUR_NONE)
    _ludo_game_emit (self, SIGNAL_GAME_OVER);
  else if (next != roller)
    _ludo_game_emit (self, SIGNAL_TURN_CHANGED, (int) next);

  _ludo_game_schedule (self);
}

static void do_move (LudoGame       *self,
                     const LudoMove *move);

static void
do_roll (LudoGame *self)
{
  LudoMove moves[LUDO_MAX_MOVES];
  LudoOutcome outcome;
  LudoColour roller = self->pos.turn;
  LudoGameObserved old;
  guint value;
  guint n_moves;

  g_assert (roller != LUDO_COLOUR_NONE);
  g_assert (self->roll == 0);

  _ludo_game_observe (self, &old);
  self->draws_before_roll = self->n_draws;
  self->last_roll_before_roll = self->last_roll;

  value = draw_die (self);
  self->last_roll = value;
  self->n_rolls++;

  n_moves = ludo_rules_generate_moves (&self->rules, &self->pos, value, moves);
  if (n_moves > 0)
    {
      self->roll = value;
      self->computer_next = LUDO_COMPUTER_CHOOSE;
      _ludo_game_update_phase (self);
      _ludo_game_notify_changes (self, &old);
      _ludo_game_emit (self, SIGNAL_DICE_ROLLED, (int) roller, value);
      /* The engine lists each distinct move once (pawns in base are one
       * move): with a single one there is nothing for a person to choose. */
      if (n_moves == 1 && self->auto_move && self->seats[roller] == LUDO_SEAT_HUMAN)
        {
          do_move (self, &moves[0]);
          return;
        }
      _ludo_game_schedule (self);
      return;
    }

  /* The record holds why every pawn place was stuck. */
  ludo_rules_apply (&self->rules, &self->pos, value, NULL, &outcome);
  self->computer_next = LUDO_COMPUTER_ROLL;
  _ludo_game_update_phase (self);
  _ludo_game_autosave (self);
  _ludo_game_notify_changes (self, &old);

  _ludo_game_emit (self, SIGNAL_DICE_ROLLED, (int) roller, value);
  _ludo_game_emit (self, SIGNAL_ROLL_PLAYED, &outcome);
  finish_step (self, roller, outcome.next);
}

static void
do_move (LudoGame       *self,
         const LudoMove *move)
{
  LudoMove played = *move;
  LudoOutcome outcome;
  LudoColour roller = self->pos.turn;
  LudoGameObserved old;

  g_assert (self->roll != 0);

  _ludo_game_observe (self, &old);
  if (self->seats[roller] == LUDO_SEAT_HUMAN)
    _ludo_game_history_push (self);
  ludo_rules_apply (&self->rules, &self->pos, self->roll, &played, &outcome);
  self->roll = 0;
  self->last_move = played;
  self->has_last_move = TRUE;
  self->computer_next = LUDO_COMPUTER_ROLL;
  _ludo_game_update_phase (self);
  _ludo_game_autosave (self);
  _ludo_game_notify_changes (self, &old);

  _ludo_game_emit (self, SIGNAL_ROLL_PLAYED, &outcome);
  finish_step (self, roller, outcome.next);
}

/* A computer player that answers out of range is a bug in it: say so, and
 * never read past the moves. */
static guint
checked_choice (gsize index,
                guint n_moves)
{
  if (index < n_moves)
    return index;

  g_critical ("The computer player chose move %" G_GSIZE_FORMAT " of %u", index, n_moves);
  return 0;
}

static void
choice_free (gpointer data)
{
  Choice *choice = data;

  g_weak_ref_clear (&choice->game);
  g_free (choice);
}

static void
choose_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Choice *choice = task_data;
  guint index;

  index = ludo_ai_choose_move (choice->level, &choice->rules, &choice->pos, choice->roll,
                               choice->moves, choice->n_moves, &choice->rng_state);
  g_task_return_int (task, index);
}

static void
choose_done_cb (GObject      *source_object,
                GAsyncResult *result,
                gpointer      user_data)
{
  Choice *choice = g_task_get_task_data (G_TASK (result));
  g_autoptr(LudoGame) self = NULL;
  g_autoptr(GError) error = NULL;
  gssize index;

  index = g_task_propagate_int (G_TASK (result), &error);
  if (index < 0)
    return;

  /* A game that went away meanwhile has cancelled its cancellable in
   * dispose, or is gone entirely: its move is no longer wanted. */
  self = g_weak_ref_get (&choice->game);
  if (self == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;

  self->thinking = FALSE;
  self->chosen = choice->moves[checked_choice (index, choice->n_moves)];
  self->computer_next = LUDO_COMPUTER_APPLY;
  _ludo_game_schedule (self);
}

static void
computer_choose (LudoGame *self)
{
  LudoMove moves[LUDO_MAX_MOVES];
  LudoAiLevel level;
  guint64 rng_state;
  guint n_moves;
  guint index;

  level = (LudoAiLevel) (self->seats[self->pos.turn] - LUDO_SEAT_COMPUTER_RANDOM);
  n_moves = ludo_rules_generate_moves (&self->rules, &self->pos, self->roll, moves);
  rng_state = draw_ai_state (self);

  g_assert (n_moves > 0);

  if (level == LUDO_AI_HARD)
    {
      g_autoptr(GTask) task = NULL;
      Choice *choice = g_new0 (Choice, 1);

      g_weak_ref_init (&choice->game, self);
      choice->level = level;
      choice->rules = self->rules;
      choice->pos = self->pos;
      choice->roll = self->roll;
      memcpy (choice->moves, moves, sizeof moves);
      choice->n_moves = n_moves;
      choice->rng_state = rng_state;

      /* No source object: the task must not keep the game alive. */
      task = g_task_new (NULL, self->cancellable, choose_done_cb, NULL);
      g_task_set_source_tag (task, computer_choose);
      g_task_set_task_data (task, choice, choice_free);
      self->thinking = TRUE;
      g_task_run_in_thread (task, choose_thread);
      return;
    }

  index = ludo_ai_choose_move (level, &self->rules, &self->pos, self->roll,
                               moves, n_moves, &rng_state);
  self->chosen = moves[checked_choice (index, n_moves)];
  do_move (self, &self->chosen);
}

static gboolean
computer_step_cb (gpointer user_data)
{
  LudoGame *self = user_data;

  g_assert (LUDO_IS_GAME (self));
  g_assert (self->phase == LUDO_PHASE_COMPUTER_THINKING);

  self->timeout_id = 0;

  switch (self->computer_next)
    {
    case LUDO_COMPUTER_ROLL:
      do_roll (self);
      break;

    case LUDO_COMPUTER_CHOOSE:
      computer_choose (self);
      break;

    case LUDO_COMPUTER_APPLY:
      do_move (self, &self->chosen);
      break;

    default:
      g_assert_not_reached ();
    }

  return G_SOURCE_REMOVE;
}

/* Arms the computer's clock when a computer is on turn and nothing holds
 * the game. Every path that may continue a computer turn calls this. */
void
_ludo_game_schedule (LudoGame *self)
{
  guint delay;

  if (!self->valid ||
      self->phase != LUDO_PHASE_COMPUTER_THINKING ||
      self->hold_count > 0 ||
      self->timeout_id != 0 ||
      self->thinking ||
      g_cancellable_is_cancelled (self->cancellable))
    return;

  /* A choice that is ready only waited for a release: it is played at
   * once, but still from the main loop, never from inside release(). A
   * zero timeout would wait for the next millisecond tick of the main loop,
   * so no delay means an idle source. */
  delay = self->computer_next == LUDO_COMPUTER_APPLY ? 0 : self->computer_delay;
  if (delay == 0)
    /* Ahead of drawing: a run of computer steps that nobody waits for
     * shows only where it ends, instead of painting every step. */
    self->timeout_id = g_idle_add_full (G_PRIORITY_DEFAULT, computer_step_cb, self, NULL);
  else
    self->timeout_id = g_timeout_add (delay, computer_step_cb, self);
}

static gboolean
check_can_act (LudoGame  *self,
               LudoPhase  wanted,
               GError   **error)
{
  if (self->phase == wanted)
    return TRUE;

  switch (self->phase)
    {
    case LUDO_PHASE_OVER:
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_WRONG_PHASE,
                           _("The game is over"));
      break;

    case LUDO_PHASE_COMPUTER_THINKING:
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_NOT_YOUR_TURN,
                           _("A computer player is on turn"));
      break;

    case LUDO_PHASE_AWAITING_MOVE:
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_WRONG_PHASE,
                           _("Move a pawn before rolling again"));
      break;

    case LUDO_PHASE_AWAITING_ROLL:
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_WRONG_PHASE,
                           _("Roll the die before moving"));
      break;

    default:
      g_assert_not_reached ();
    }

  return FALSE;
}

/**
 * ludo_game_roll:
 * @self: a game
 * @error: return location for a #LudoError
 *
 * Rolls the die for the human player on turn. When no move is possible the
 * roll is lost at once (#LudoGame::roll-played tells why).
 *
 * Returns: %TRUE if the die was rolled; %FALSE with @error set, and nothing
 *   changed, when it is not a human's turn to roll
 */
gboolean
ludo_game_roll (LudoGame  *self,
                GError   **error)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_can_act (self, LUDO_PHASE_AWAITING_ROLL, error))
    return FALSE;

  do_roll (self);

  return TRUE;
}

/**
 * ludo_game_move:
 * @self: a game
 * @move: one of the moves ludo_game_get_moves() lists
 * @error: return location for a #LudoError
 *
 * Plays a human player's move with the roll in hand.
 *
 * Returns: %TRUE if the move was played; %FALSE with @error set, and
 *   nothing changed, when it is not legal now
 */
gboolean
ludo_game_move (LudoGame        *self,
                const LudoMove  *move,
                GError         **error)
{
  LudoMove moves[LUDO_MAX_MOVES];
  char text[LUDO_NOTATION_MOVE_MAX];
  guint n_moves;

  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_can_act (self, LUDO_PHASE_AWAITING_MOVE, error))
    return FALSE;

  if (move->colour != ludo_game_get_moving_colour (self))
    {
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_NOT_YOUR_TURN,
                           _("Those pawns are not yours to move"));
      return FALSE;
    }

  n_moves = ludo_rules_generate_moves (&self->rules, &self->pos, self->roll, moves);
  for (guint i = 0; i < n_moves; i++)
    if (moves[i].colour == move->colour &&
        moves[i].from == move->from &&
        moves[i].to == move->to &&
        moves[i].count == move->count)
      {
        do_move (self, &moves[i]);
        return TRUE;
      }

  ludo_notation_format_move (move, text);
  g_set_error (error, LUDO_ERROR, LUDO_ERROR_ILLEGAL_MOVE,
               /* Translators: %s is a move in the game's notation, like r:0-6 */
               _("The move %s is not allowed with a roll of %u"), text, self->roll);

  return FALSE;
}

/**
 * ludo_game_hold:
 * @self: a game
 *
 * Pauses the computer players, for instance while the board animates.
 * Holds nest; each needs a ludo_game_release().
 */
void
ludo_game_hold (LudoGame *self)
{
  g_return_if_fail (LUDO_IS_GAME (self));

  self->hold_count++;

  /* A pending step starts its full delay again after the release. */
  g_clear_handle_id (&self->timeout_id, g_source_remove);
}

/**
 * ludo_game_release:
 * @self: a game
 *
 * Ends one ludo_game_hold(). After the last one the computer players
 * continue, from the main loop.
 */
void
ludo_game_release (LudoGame *self)
{
  g_return_if_fail (LUDO_IS_GAME (self));
  g_return_if_fail (self->hold_count > 0);

  self->hold_count--;
  _ludo_game_schedule (self);
}

/*
 * _ludo_game_push_die:
 *
 * For tests: the next roll shows @value instead of a draw from the dice.
 * Forced values do not advance the random state, so a game that used them
 * does not resume identically from a save.
 */
void
_ludo_game_push_die (LudoGame *self,
                     guint     value)
{
  g_return_if_fail (LUDO_IS_GAME (self));
  g_return_if_fail (value >= 1 && value <= 6);

  if (self->forced_dice == NULL)
    self->forced_dice = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (self->forced_dice, value);
}

/* For tests: whether a computer's choice is being searched in a thread. */
gboolean
_ludo_game_is_thinking (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);

  return self->thinking;
}
