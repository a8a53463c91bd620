/* ludo-board-scenes.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the game did, as the board shows it: each roll and each move is a
 * scene, queued while an earlier one plays and shown one after another.
 * The game's signals that bring them are connected here, and the board's
 * "event-shown" is told from here, frame by frame as a scene plays. */

#include "config.h"

#include <glib/gi18n.h>

#include "ludo-board-private.h"

#include "ludo-board-text.h"

static void start_next_scene (LudoBoard *self);

static gboolean
animations_enabled (LudoBoard *self)
{
  gboolean enabled = TRUE;

  if (self->animation_speed == LUDO_ANIMATION_SPEED_OFF)
    return FALSE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled,
                NULL);

  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static double
hop_duration (LudoBoard *self)
{
  switch (self->animation_speed)
    {
    case LUDO_ANIMATION_SPEED_SLOW: return 260;
    case LUDO_ANIMATION_SPEED_FAST: return 90;
    case LUDO_ANIMATION_SPEED_VERY_FAST: return 45;
    case LUDO_ANIMATION_SPEED_NORMAL:
    case LUDO_ANIMATION_SPEED_OFF:
    default:
      return 160;
    }
}

/* The events of a move, in the order they happen: the pawn leaves its
 * base at the start; it lands at the end of each hop (the first hop out of
 * a base takes two), the last landing saying what the move made of it;
 * the captured pawns take off when it lands. */
static void
tell_move (LudoBoard      *self,
           LudoBoardScene *scene,
           double          from_ms,
           double          to_ms)
{
  const LudoOutcome *outcome = &scene->outcome;
  gboolean from_base = outcome->move.from == LUDO_PROGRESS_BASE;
  guint hops = scene->n_path - 1;
  double landing = 0;

#define DUE(t) ((t) > from_ms && (t) <= to_ms)
  if (from_base && DUE (0))
    _ludo_board_tell (self, LUDO_BOARD_EVENT_PAWN_LEFT_BASE, scene->colour);

  for (guint i = 0; i < hops; i++)
    {
      landing += scene->hop_ms * (i == 0 && from_base ? 2 : 1);
      if (!DUE (landing))
        continue;
      if (i + 1 < hops)
        _ludo_board_tell (self, LUDO_BOARD_EVENT_PAWN_HOPPED, scene->colour);
      else if (outcome->move.to == LUDO_PROGRESS_HOME)
        _ludo_board_tell (self, LUDO_BOARD_EVENT_PAWN_HOME, scene->colour);
      else if (outcome->blockade_formed)
        _ludo_board_tell (self, LUDO_BOARD_EVENT_BLOCKADE_FORMED, scene->colour);
      else if (!from_base)
        _ludo_board_tell (self, LUDO_BOARD_EVENT_PAWN_HOPPED, scene->colour);
    }

  if (outcome->n_captured > 0 && DUE (scene->hops_ms))
    _ludo_board_tell (self, LUDO_BOARD_EVENT_CAPTURED, scene->colour);
#undef DUE
}

/* A frame of the scene playing: tells what happened since the last one.
 * A skipped scene gets no frame, and so tells nothing more. */
static void
scene_tick_cb (gpointer user_data,
               double   elapsed_ms)
{
  LudoBoard *self = user_data;
  LudoBoardScene *scene = _ludo_board_current_scene (self);
  double told_ms;

  g_assert (LUDO_IS_BOARD (self));
  g_assert (scene != NULL);

  /* The handlers only listen (the window plays sounds): none may change
   * the board's scenes while they are told. */
  told_ms = scene->told_ms;
  scene->told_ms = elapsed_ms;

  if (scene->kind == LUDO_BOARD_SCENE_DIE)
    {
      if (told_ms < 0)
        _ludo_board_tell (self, LUDO_BOARD_EVENT_DIE_ROLLED, scene->colour);
      if (scene->lost && told_ms < 4 * scene->hop_ms && elapsed_ms >= 4 * scene->hop_ms)
        _ludo_board_tell (self, LUDO_BOARD_EVENT_ROLL_LOST, scene->colour);
    }
  else
    {
      tell_move (self, scene, told_ms, elapsed_ms);
    }
}

/* Once the board has caught up with a game that is over, animated or not,
 * it says so once: the end is news even when nothing moves. */
static void
tell_game_over (LudoBoard *self)
{
  LudoColour ranking[LUDO_N_COLOURS];

  if (self->over_told || _ludo_board_is_busy (self) || self->game == NULL ||
      ludo_game_get_phase (self->game) != LUDO_PHASE_OVER)
    return;

  self->over_told = TRUE;
  if (ludo_game_get_ranking (self->game, ranking) > 0)
    _ludo_board_tell (self, LUDO_BOARD_EVENT_GAME_OVER, ranking[0]);
}

static void
apply_scene (LudoBoard            *self,
             const LudoBoardScene *scene)
{
  if (scene->kind == LUDO_BOARD_SCENE_DIE)
    {
      self->die_face = scene->roll;
      self->die_colour = scene->colour;
    }
  else
    {
      self->shown = scene->after;
      self->has_last_move = TRUE;
      self->last_move = scene->outcome.move;
    }
}

static void
scene_done_cb (gpointer user_data)
{
  LudoBoard *self = user_data;

  g_assert (LUDO_IS_BOARD (self));
  g_assert (self->scenes->len > 0);

  apply_scene (self, &g_array_index (self->scenes, LudoBoardScene, 0));
  g_array_remove_index (self->scenes, 0);
  start_next_scene (self);
}

static void
start_next_scene (LudoBoard *self)
{
  LudoBoardScene *scene;

  if (self->scenes->len == 0)
    {
      _ludo_board_sync_state (self);
      _ludo_board_update_animating (self);
      tell_game_over (self);
      /* Last: the release may let a computer play at once. */
      if (self->holding)
        {
          self->holding = FALSE;
          if (self->game != NULL)
            ludo_game_release (self->game);
        }
      return;
    }

  scene = &g_array_index (self->scenes, LudoBoardScene, 0);
  scene->told_ms = -1;
  ludo_board_animation_set_tick (&self->animation, scene_tick_cb);
  if (scene->kind == LUDO_BOARD_SCENE_DIE)
    ludo_board_animation_start (&self->animation, GTK_WIDGET (self), 4 * scene->hop_ms,
                                scene_done_cb, self);
  else
    ludo_board_animation_start (&self->animation, GTK_WIDGET (self),
                                scene->hops_ms + scene->flight_ms, scene_done_cb, self);
}

static void
enqueue_scene (LudoBoard      *self,
               LudoBoardScene *scene)
{
  /* Scenes already queued keep their order even if animations were just
   * switched off: the new one waits behind them. */
  if (!_ludo_board_is_busy (self) && !animations_enabled (self))
    {
      apply_scene (self, scene);
      _ludo_board_sync_state (self);
      tell_game_over (self);
      return;
    }

  g_array_append_val (self->scenes, *scene);
  if (!self->holding)
    {
      self->holding = TRUE;
      ludo_game_hold (self->game);
    }
  if (!ludo_board_animation_is_running (&self->animation))
    start_next_scene (self);
  _ludo_board_sync_state (self);
  _ludo_board_update_animating (self);
}

void
_ludo_board_skip_animations (LudoBoard *self)
{
  /* Each skip runs the scene's done callback, which starts the next. */
  while (ludo_board_animation_is_running (&self->animation))
    ludo_board_animation_skip (&self->animation);
}

void
_ludo_board_drop_scenes (LudoBoard *self)
{
  ludo_board_animation_stop (&self->animation);
  g_array_set_size (self->scenes, 0);
  _ludo_board_update_animating (self);
  if (self->holding)
    {
      self->holding = FALSE;
      if (self->game != NULL)
        ludo_game_release (self->game);
    }
}

static void
dice_rolled_cb (LudoBoard *self,
                int        colour,
                guint      value)
{
  LudoBoardScene scene = { 0 };

  g_assert (LUDO_IS_BOARD (self));

  _ludo_board_input_note_roll (self, colour);
  /* A new roll is the news now: the last move's is old. A person hears
   * their roll with its choices; a computer's move comes after it thinks. */
  g_clear_pointer (&self->announcement, g_free);
  if (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE &&
      ludo_game_get_seat (self->game, colour) != LUDO_SEAT_HUMAN)
    self->announcement = ludo_board_text_rolled (colour, value);

  scene.kind = LUDO_BOARD_SCENE_DIE;
  scene.colour = colour;
  scene.roll = value;
  scene.hop_ms = hop_duration (self);
  enqueue_scene (self, &scene);
}

/* A move's scene: the record says what it captured; the board adds where
 * the captured pawns land in their bases and how long it all takes. A
 * lost roll shows nothing more than its die. */
static void
roll_played_cb (LudoBoard         *self,
                const LudoOutcome *outcome)
{
  LudoBoardScene scene = { 0 };
  const LudoMove *move = &outcome->move;
  guint captured[LUDO_N_COLOURS] = { 0 };
  g_autofree char *spared = NULL;
  LudoBoardCounts before;

  g_assert (LUDO_IS_BOARD (self));

  /* A lost roll shows nothing more than its die, which tells of it as it
   * comes to rest. */
  if (!outcome->moved)
    {
      LudoBoardScene *last = self->scenes->len > 0
        ? &g_array_index (self->scenes, LudoBoardScene, self->scenes->len - 1) : NULL;

      if (last != NULL && last->kind == LUDO_BOARD_SCENE_DIE && last->colour == outcome->roller)
        last->lost = TRUE;
      /* Heard once the die has landed (ludo-board-speech.c). */
      _ludo_board_speech_lost_roll (self, outcome);
      return;
    }
  g_return_if_fail (move->colour >= LUDO_COLOUR_RED && move->colour <= LUDO_COLOUR_BLUE);
  g_return_if_fail (move->from < move->to && move->to <= LUDO_PROGRESS_HOME);

  scene.kind = LUDO_BOARD_SCENE_MOVE;
  scene.colour = move->colour;
  scene.outcome = *outcome;
  scene.before = self->known;
  scene.after = *ludo_game_get_position (self->game);
  self->known = scene.after;

  /* Captured pawns fill their bases' free slots in the board's order. */
  _ludo_board_count_pawns (&scene.before, before);
  for (guint i = 0; i < outcome->n_captured; i++)
    {
      LudoColour c = outcome->captured[i].colour;
      guint slot = MIN (before[c][LUDO_PROGRESS_BASE] + captured[c], LUDO_N_PAWNS - 1);

      scene.captured_slot[i] = _ludo_board_base_slot (self, c, slot);
      captured[c]++;
    }

  scene.n_path = ludo_board_geometry_path (_ludo_board_turned (self, move->colour),
                                           move->from, move->to,
                                           _ludo_board_leaving_slot (self, &scene.before,
                                                                     move->colour),
                                           scene.path);
  /* Where the pawn will rest beside other colours, it lands there. */
  scene.lands_beside = _ludo_board_pawn_centre_in (self, &scene.after, move->colour, move->to,
                                                   &scene.path[scene.n_path - 1]);
  scene.hop_ms = hop_duration (self);
  /* Leaving base is one long hop: give it the time of two. */
  scene.hops_ms = scene.hop_ms * (scene.n_path - 1 + (move->from == LUDO_PROGRESS_BASE ? 1 : 0));
  scene.flight_ms = outcome->n_captured > 0 ? 3 * scene.hop_ms : 0;

  _ludo_board_speech_move (self, move, captured);
  spared = ludo_board_text_spared (outcome);
  if (spared != NULL)
    {
      g_autofree char *both = g_strconcat (self->announcement, " ", spared, NULL);

      g_free (self->announcement);
      self->announcement = g_steal_pointer (&both);
    }

  enqueue_scene (self, &scene);
}

/* The game went back to a person's decision: what was still to be shown
 * happened in a game that is no more. The board shows the position as it
 * is now, with the roll in hand on the die, and nothing moving; a screen
 * reader hears why everything changed at once. */
static void
undone_cb (LudoBoard *self,
           guint      n_rolls)
{
  g_assert (LUDO_IS_BOARD (self));

  _ludo_board_drop_scenes (self);
  /* A stack's choice left open was for a roll that is no more. */
  _ludo_board_choice_hide (self);
  self->known = *ludo_game_get_position (self->game);
  self->shown = self->known;
  self->over_told = ludo_game_get_phase (self->game) == LUDO_PHASE_OVER;
  self->die_face = ludo_game_get_last_roll (self->game);
  self->die_colour = ludo_game_get_current_colour (self->game);
  _ludo_board_input_reset (self);
  g_free (self->announcement);
  self->announcement = g_strdup (_("The last move was taken back."));
  _ludo_board_sync_state (self);
}

void
_ludo_board_connect_scenes (LudoBoard *self,
                            LudoGame  *game)
{
  g_signal_connect_object (game, "dice-rolled", G_CALLBACK (dice_rolled_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "roll-played", G_CALLBACK (roll_played_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "undone", G_CALLBACK (undone_cb), self, G_CONNECT_SWAPPED);
}
