/* ludo-game-history.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Undo: before each move of a person at the table the game keeps its
 * state (position, roll in hand, last move and how many values the dice
 * had drawn), and ludo_game_undo() puts the newest one back. Whatever the
 * computers did since goes with it, and the dice replay to the same
 * point, so the same roll is in hand again and the rolls after it come
 * back the same: an undo never re-rolls. Each undo takes back one
 * decision, so with several people at the table it takes back only the
 * latest person's.
 *
 * The history is saved with the game, in a group of its own that an
 * older Ludo does not read (and so resumes the game without it):
 *
 *   [Undo]
 *   rolls=41
 *   step-1=12 3 6 none r:0,0,0,0/0,0,0,0/-/- -
 *   step-2=30 9 4 g:1-5 r:0,0,0,1/0,0,0,5/-/- -
 *
 * rolls is how many rolls the game has had; each step is the draws, the
 * rolls then, the roll in hand, the last move, the position and the
 * finishing order (colour letters, or "-"), checked when read back as
 * strictly as the rest of the file. A damaged history is left out and the
 * game itself still comes back.
 */

#include "config.h"

#include "ludo-game.h"

#include <glib/gi18n.h>

#include "engine/ludo-notation.h"
#include "ludo-game-private.h"

#define GROUP "Undo"
/* A saved game stays well under the size ludo-game-file.c reads (each step
 * takes under a hundred bytes); a longer game resumes with its newest
 * steps, which is as far back as anyone takes a game. */
#define MAX_SAVED_STEPS 300

typedef struct
{
  LudoGameState state;
  guint64       n_rolls;
} Step;

/* Called by do_move() before a person's move changes anything. */
void
_ludo_game_history_push (LudoGame *self)
{
  Step step;

  g_assert (self->phase == LUDO_PHASE_AWAITING_MOVE);

  if (self->history == NULL)
    self->history = g_array_new (FALSE, FALSE, sizeof (Step));

  _ludo_game_get_state (self, &step.state);
  step.n_rolls = self->n_rolls;
  g_array_append_val (self->history, step);
}

/**
 * ludo_game_get_can_undo:
 * @self: a game
 *
 * Returns: %TRUE when ludo_game_undo() has a decision to take back
 */
gboolean
ludo_game_get_can_undo (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);

  return self->history != NULL && self->history->len > 0;
}

/* A computer's step on its way, its wait or its search in a thread, is
 * for a position that is no more. */
static void
stop_computer (LudoGame *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_object_unref (self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->thinking = FALSE;
}

/**
 * ludo_game_undo:
 * @self: a game
 * @error: return location for a #LudoError
 *
 * Takes back the latest move of a person at the table and every computer
 * move made since, at any time, the end of the game included. The game is
 * as it was before that move: the same roll in hand, and the same dice
 * after it. The state is saved, then #LudoGame:can-undo and the other
 * properties are notified and #LudoGame::undone is emitted.
 *
 * Returns: %TRUE if a move was taken back; %FALSE with
 *   %LUDO_ERROR_WRONG_PHASE when there is none
 */
gboolean
ludo_game_undo (LudoGame  *self,
                GError   **error)
{
  LudoGameObserved old;
  guint64 taken_back;
  Step step;

  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ludo_game_get_can_undo (self))
    {
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_WRONG_PHASE,
                           _("There is no move to take back"));
      return FALSE;
    }

  _ludo_game_observe (self, &old);
  step = g_array_index (self->history, Step, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);

  stop_computer (self);
  _ludo_game_set_state (self, &step.state);
  g_assert (self->n_rolls >= step.n_rolls);
  taken_back = self->n_rolls - step.n_rolls;
  self->n_rolls = step.n_rolls;

  _ludo_game_autosave (self);
  _ludo_game_notify_changes (self, &old);
  _ludo_game_emit (self, SIGNAL_UNDONE, (guint) MIN (taken_back, G_MAXUINT));
  _ludo_game_schedule (self);

  return TRUE;
}

/* Adds the history to the saved game that ludo-game-file.c writes. */
void
_ludo_game_history_save (LudoGame *self,
                         GKeyFile *key_file)
{
  guint64 n_rolls = self->n_rolls;
  guint first;

  /* A computer turn in progress is saved as it stood before its roll. */
  if (self->phase == LUDO_PHASE_COMPUTER_THINKING && self->roll != 0)
    n_rolls--;

  g_key_file_set_uint64 (key_file, GROUP, "rolls", n_rolls);
  if (self->history == NULL)
    return;

  first = self->history->len > MAX_SAVED_STEPS ? self->history->len - MAX_SAVED_STEPS : 0;
  for (guint i = first; i < self->history->len; i++)
    {
      const Step *step = &g_array_index (self->history, Step, i);
      char position[LUDO_NOTATION_POSITION_MAX];
      char move[LUDO_NOTATION_MOVE_MAX];
      char ranking[LUDO_N_COLOURS + 1] = "-";
      g_autofree char *key = g_strdup_printf ("step-%u", i - first + 1);
      g_autofree char *value = NULL;

      ludo_notation_format_position (&step->state.pos, position);
      if (step->state.has_last_move)
        ludo_notation_format_move (&step->state.last_move, move);
      else
        g_strlcpy (move, "none", sizeof move);
      for (guint r = 0; r < step->state.pos.n_ranked; r++)
        ranking[r] = ludo_notation_colour_letter (step->state.pos.ranking[r]);
      if (step->state.pos.n_ranked > 0)
        ranking[step->state.pos.n_ranked] = '\0';

      value = g_strdup_printf ("%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %u %s %s %s",
                               step->state.draws, step->n_rolls, step->state.roll,
                               move, position, ranking);
      g_key_file_set_value (key_file, GROUP, key, value);
    }
}

static gboolean
bad_step (GError     **error,
          const char  *key,
          const char  *why)
{
  g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE, "%s: %s", key, why);
  return FALSE;
}

/* The finishing order in @letters must rank the very colours that @pos
 * has finished; it replaces the notation's colour order. */
static gboolean
parse_ranking (const char   *letters,
               LudoPosition *pos)
{
  LudoPosition ranked = *pos;
  guint seen = 0;
  guint n = 0;

  if (g_strcmp0 (letters, "-") != 0)
    for (const char *l = letters; *l != '\0'; l++)
      {
        LudoColour colour = LUDO_COLOUR_NONE;

        for (guint c = 0; c < LUDO_N_COLOURS; c++)
          if (*l == ludo_notation_colour_letter (c))
            colour = (LudoColour) c;
        if (colour == LUDO_COLOUR_NONE || n >= LUDO_N_COLOURS || (seen & (1u << colour)))
          return FALSE;
        seen |= 1u << colour;
        ranked.ranking[n++] = colour;
      }

  for (guint i = 0; i < pos->n_ranked; i++)
    seen &= ~(1u << pos->ranking[i]);
  if (n != pos->n_ranked || seen != 0)
    return FALSE;

  *pos = ranked;
  return TRUE;
}

static gboolean
parse_step (LudoGame    *self,
            const char  *key,
            const char  *value,
            const Step  *previous,
            Step        *step,
            GError     **error)
{
  g_auto(GStrv) fields = g_strsplit (value, " ", -1);
  LudoMove moves[LUDO_MAX_MOVES];
  gboolean is_none = FALSE;
  guint64 number;

  if (g_strv_length (fields) != 6)
    return bad_step (error, key, "not six fields");

  if (!g_ascii_string_to_unsigned (fields[0], 10, previous->state.draws, self->n_draws,
                                   &step->state.draws, NULL))
    return bad_step (error, key, "draws out of order");
  if (!g_ascii_string_to_unsigned (fields[1], 10, previous->n_rolls, self->n_rolls,
                                   &step->n_rolls, NULL))
    return bad_step (error, key, "rolls out of order");
  if (!g_ascii_string_to_unsigned (fields[2], 10, 1, 6, &number, NULL))
    return bad_step (error, key, "no roll in hand");
  step->state.roll = step->state.last_roll = (guint) number;

  if (!ludo_notation_parse_move (fields[3], &step->state.last_move, &is_none, NULL))
    return bad_step (error, key, "bad last move");
  step->state.has_last_move = !is_none;

  if (!ludo_notation_parse_position (fields[4], &self->rules, &step->state.pos, NULL) ||
      step->state.pos.seated != self->pos.seated ||
      !parse_ranking (fields[5], &step->state.pos) ||
      !ludo_position_validate (&self->rules, &step->state.pos, NULL))
    return bad_step (error, key, "bad position");

  if (step->state.has_last_move &&
      (!(step->state.pos.seated & (1u << step->state.last_move.colour)) ||
       step->state.last_move.to <= step->state.last_move.from))
    return bad_step (error, key, "bad last move");

  /* Only a person's decision is kept: a roll in hand with a move to make. */
  step->state.phase = _ludo_game_phase_for (self->seats, &step->state.pos, step->state.roll);
  if (step->state.phase != LUDO_PHASE_AWAITING_MOVE ||
      ludo_rules_generate_moves (&self->rules, &step->state.pos, step->state.roll, moves) == 0)
    return bad_step (error, key, "no decision of a person");

  return TRUE;
}

static gboolean
load_steps (LudoGame  *self,
            GKeyFile  *key_file,
            GArray    *steps,
            GError   **error)
{
  g_autofree char *rolls = g_key_file_get_value (key_file, GROUP, "rolls", NULL);
  Step previous = { 0 };

  if (rolls == NULL ||
      !g_ascii_string_to_unsigned (rolls, 10, 0, G_MAXUINT64, &self->n_rolls, NULL))
    return bad_step (error, "rolls", "not a number");

  for (guint i = 1; i <= MAX_SAVED_STEPS; i++)
    {
      g_autofree char *key = g_strdup_printf ("step-%u", i);
      g_autofree char *value = g_key_file_get_value (key_file, GROUP, key, NULL);
      Step step = { 0 };

      if (value == NULL)
        break;
      if (!parse_step (self, key, value, &previous, &step, error))
        return FALSE;
      g_array_append_val (steps, step);
      previous = step;
    }

  return TRUE;
}

/* Reads the history of a game that ludo-game-file.c has just read back. */
void
_ludo_game_history_load (LudoGame *self,
                         GKeyFile *key_file)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  g_autoptr(GError) error = NULL;

  if (!g_key_file_has_group (key_file, GROUP))
    return;

  if (!load_steps (self, key_file, steps, &error))
    {
      /* Losing the way back is better than losing the game. */
      g_message ("The saved game's undo history is damaged and left out (%s)", error->message);
      self->n_rolls = 0;
      return;
    }

  g_clear_pointer (&self->history, g_array_unref);
  if (steps->len > 0)
    self->history = g_steal_pointer (&steps);
}
