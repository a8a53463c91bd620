/* ludo-game.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * LudoGame is the model between the engine and the widgets: it owns the
 * position, the rule options, the seats and the dice, validates every
 * request, and plays the computer seats by itself.
 *
 * Order of notifications and signals. The model changes first; when the
 * change is complete the property notifications go out (frozen and thawed
 * together, each only if the value changed), and then the events, so that
 * every handler sees the final state. For one step the order is:
 *
 *   a roll with at least one legal move:
 *     notify (last-roll, phase)  →  dice-rolled
 *   a roll with no legal move (the model applies the lost roll itself):
 *     notify  →  dice-rolled  →  roll-lost  →  turn-changed (if the turn passed)
 *   a move:
 *     notify  →  pawn-moved  →  pawn-captured (once per pawn sent home)
 *             →  player-finished (if the mover's last pawn came home)
 *             →  turn-changed (if the turn passed) or game-over
 *
 * With a save path set, the game is written before any of these go out;
 * a failed write is reported last, by save-failed. turn-changed and
 * game-over are always the last events of a step, so their handlers may
 * issue the next request (ludo_game_roll()) directly.
 *
 * dice-rolled, roll-lost and turn-changed carry the colour that rolls (the
 * TURN colour); pawn-moved carries the colour of the pawns that move, which
 * in team play is the partner's when the roller's own pawns are all home.
 *
 * Computer seats: while one is on turn the phase is COMPUTER_THINKING. The
 * model waits computer-delay ms, rolls, waits computer-delay ms again,
 * chooses (the hard level in a thread) and moves. ludo_game_hold() stops the
 * clock, for instance while the board animates, and the last
 * ludo_game_release() starts it again.
 */

#include "config.h"

#include "ludo-game.h"

#include <glib/gi18n.h>
#include <string.h>

#include "engine/ludo-ai.h"
#include "engine/ludo-notation.h"
#include "ludo-game-private.h"

typedef enum
{
  STEP_ROLL,    /* the computer is to roll */
  STEP_CHOOSE,  /* it has rolled and is to pick one of the legal moves */
  STEP_APPLY,   /* its choice is made and waits to be played */
} ComputerStep;

struct _LudoGame
{
  GObject       parent_instance;

  LudoRules     rules;
  LudoSeat      seats[LUDO_N_COLOURS];
  guint32       seed;
  char         *save_path;
  guint         computer_delay;

  /* The dice: every value drawn from the GRand is counted, so that a saved
   * game can replay the draws and continue with the same dice. */
  GRand        *rand;
  guint64       n_draws;
  GArray       *forced_dice;

  LudoPosition  pos;
  LudoPhase     phase;
  guint         roll;
  guint         last_roll;
  gboolean      has_last_move;
  LudoMove      last_move;
  gboolean      valid;

  /* The state before the current computer roll, for saving mid-turn. */
  guint64       draws_before_roll;
  guint         last_roll_before_roll;

  ComputerStep  step;
  LudoMove      chosen;
  guint         hold_count;
  guint         timeout_id;
  gboolean      thinking;
  GCancellable *cancellable;

  char         *save_error;
  guint         save_error_idle_id;
};

enum {
  PROP_0,
  PROP_BLOCKADES,
  PROP_TEAM_PLAY,
  PROP_PACHISI,
  PROP_SEAT_RED,
  PROP_SEAT_GREEN,
  PROP_SEAT_YELLOW,
  PROP_SEAT_BLUE,
  PROP_SEED,
  PROP_SAVE_PATH,
  PROP_CURRENT_COLOUR,
  PROP_MOVING_COLOUR,
  PROP_PHASE,
  PROP_LAST_ROLL,
  PROP_COMPUTER_DELAY,
  N_PROPS
};

enum {
  SIGNAL_DICE_ROLLED,
  SIGNAL_PAWN_MOVED,
  SIGNAL_PAWN_CAPTURED,
  SIGNAL_PLAYER_FINISHED,
  SIGNAL_ROLL_LOST,
  SIGNAL_TURN_CHANGED,
  SIGNAL_GAME_OVER,
  SIGNAL_SAVE_FAILED,
  N_SIGNALS
};

G_DEFINE_QUARK (ludo-error-quark, ludo_error)

G_DEFINE_FINAL_TYPE (LudoGame, ludo_game, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The observable state, to notify only what a step really changed. */
typedef struct
{
  LudoColour current;
  LudoColour moving;
  LudoPhase  phase;
  guint      last_roll;
} Snapshot;

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

static void schedule (LudoGame *self);

static gboolean
seat_is_computer (LudoSeat seat)
{
  return seat >= LUDO_SEAT_COMPUTER_RANDOM && seat <= LUDO_SEAT_COMPUTER_HARD;
}

static guint
seated_mask (const LudoSeat *seats)
{
  guint mask = 0;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (seats[c] != LUDO_SEAT_EMPTY)
      mask |= 1u << c;

  return mask;
}

static LudoColour
moving_colour (LudoGame *self)
{
  if (self->pos.turn == LUDO_COLOUR_NONE)
    return LUDO_COLOUR_NONE;

  return ludo_rules_moving_colour (&self->rules, &self->pos);
}

static void
snapshot_take (LudoGame *self,
               Snapshot *snapshot)
{
  snapshot->current = self->pos.turn;
  snapshot->moving = moving_colour (self);
  snapshot->phase = self->phase;
  snapshot->last_roll = self->last_roll;
}

static void
notify_changes (LudoGame       *self,
                const Snapshot *old)
{
  Snapshot now;

  snapshot_take (self, &now);

  g_object_freeze_notify (G_OBJECT (self));
  if (now.current != old->current)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_COLOUR]);
  if (now.moving != old->moving)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVING_COLOUR]);
  if (now.phase != old->phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (now.last_roll != old->last_roll)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_ROLL]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
update_phase (LudoGame *self)
{
  self->phase = _ludo_game_phase_for (self->seats, &self->pos, self->roll);
}

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

static LudoBlockReason
lost_roll_reason (LudoGame *self,
                  guint     roll)
{
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  guint n;

  n = ludo_rules_explain (&self->rules, &self->pos, roll, blocked);

  /* The places come in ascending order; the first unfinished one names the
   * reason, which is also the shared one when all of them agree. */
  for (guint i = 0; i < n; i++)
    if (blocked[i].reason != LUDO_BLOCK_FINISHED)
      return blocked[i].reason;

  return LUDO_BLOCK_NONE;
}

static void
autosave (LudoGame *self)
{
  g_autoptr(GError) error = NULL;

  if (self->save_path == NULL)
    return;

  if (!ludo_game_save (self, self->save_path, &error))
    {
      g_free (self->save_error);
      self->save_error = g_strdup (error->message);
    }
}

static void
emit_save_failed (LudoGame *self)
{
  g_autofree char *message = g_steal_pointer (&self->save_error);

  if (message != NULL)
    g_signal_emit (self, signals[SIGNAL_SAVE_FAILED], 0, message);
}

/* The common end of a step: who plays next, then the computer's clock. */
static void
finish_step (LudoGame   *self,
             LudoColour  roller,
             LudoColour  next)
{
  if (next == LUDO_COLOUR_NONE)
    g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
  else if (next != roller)
    g_signal_emit (self, signals[SIGNAL_TURN_CHANGED], 0, (int) next);

  emit_save_failed (self);
  schedule (self);
}

static void
do_roll (LudoGame *self)
{
  LudoMove moves[LUDO_MAX_MOVES];
  LudoBlockReason reason;
  LudoOutcome outcome;
  LudoColour roller = self->pos.turn;
  LudoColour next;
  Snapshot old;
  guint value;

  g_assert (roller != LUDO_COLOUR_NONE);
  g_assert (self->roll == 0);

  snapshot_take (self, &old);
  self->draws_before_roll = self->n_draws;
  self->last_roll_before_roll = self->last_roll;

  value = draw_die (self);
  self->last_roll = value;

  if (ludo_rules_generate_moves (&self->rules, &self->pos, value, moves) > 0)
    {
      self->roll = value;
      self->step = STEP_CHOOSE;
      update_phase (self);
      notify_changes (self, &old);
      g_signal_emit (self, signals[SIGNAL_DICE_ROLLED], 0, (int) roller, value);
      schedule (self);
      return;
    }

  reason = lost_roll_reason (self, value);
  ludo_rules_apply (&self->rules, &self->pos, value, NULL, &outcome);
  next = self->pos.turn;
  self->step = STEP_ROLL;
  update_phase (self);
  autosave (self);
  notify_changes (self, &old);

  g_signal_emit (self, signals[SIGNAL_DICE_ROLLED], 0, (int) roller, value);
  g_signal_emit (self, signals[SIGNAL_ROLL_LOST], 0, (int) roller, value, (guint) reason);
  finish_step (self, roller, next);
}

static void
do_move (LudoGame       *self,
         const LudoMove *move)
{
  LudoMove played = *move;
  LudoOutcome outcome;
  LudoColour roller = self->pos.turn;
  LudoColour next;
  Snapshot old;
  guint rank = 0;

  g_assert (self->roll != 0);

  snapshot_take (self, &old);
  ludo_rules_apply (&self->rules, &self->pos, self->roll, &played, &outcome);
  next = self->pos.turn;
  self->roll = 0;
  self->last_move = played;
  self->has_last_move = TRUE;
  self->step = STEP_ROLL;
  update_phase (self);
  autosave (self);

  if (outcome.finished != LUDO_COLOUR_NONE)
    for (guint i = 0; i < self->pos.n_ranked; i++)
      if (self->pos.ranking[i] == outcome.finished)
        rank = i + 1;

  notify_changes (self, &old);

  g_signal_emit (self, signals[SIGNAL_PAWN_MOVED], 0,
                 (int) played.colour, (guint) played.from, (guint) played.to,
                 (guint) played.count);
  for (guint i = 0; i < outcome.n_captured; i++)
    g_signal_emit (self, signals[SIGNAL_PAWN_CAPTURED], 0,
                   (int) outcome.captured[i].colour, (guint) outcome.captured[i].from);
  if (outcome.finished != LUDO_COLOUR_NONE)
    g_signal_emit (self, signals[SIGNAL_PLAYER_FINISHED], 0, (int) outcome.finished, rank);

  finish_step (self, roller, next);
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

  g_assert ((guint) index < choice->n_moves);

  self->thinking = FALSE;
  self->chosen = choice->moves[index];
  self->step = STEP_APPLY;
  schedule (self);
}

static void
computer_choose (LudoGame *self)
{
  LudoMove moves[LUDO_MAX_MOVES];
  LudoAiLevel level;
  guint64 rng_state;
  guint n_moves;

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

  self->chosen = moves[ludo_ai_choose_move (level, &self->rules, &self->pos, self->roll,
                                            moves, n_moves, &rng_state)];
  do_move (self, &self->chosen);
}

static gboolean
computer_step_cb (gpointer user_data)
{
  LudoGame *self = user_data;

  g_assert (LUDO_IS_GAME (self));
  g_assert (self->phase == LUDO_PHASE_COMPUTER_THINKING);

  self->timeout_id = 0;

  switch (self->step)
    {
    case STEP_ROLL:
      do_roll (self);
      break;

    case STEP_CHOOSE:
      computer_choose (self);
      break;

    case STEP_APPLY:
      do_move (self, &self->chosen);
      break;

    default:
      g_assert_not_reached ();
    }

  return G_SOURCE_REMOVE;
}

/* Arms the computer's clock when a computer is on turn and nothing holds
 * the game. Every path that may continue a computer turn calls this. */
static void
schedule (LudoGame *self)
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
  delay = self->step == STEP_APPLY ? 0 : self->computer_delay;
  if (delay == 0)
    self->timeout_id = g_idle_add (computer_step_cb, self);
  else
    self->timeout_id = g_timeout_add (delay, computer_step_cb, self);
}

static gboolean
save_error_idle_cb (gpointer user_data)
{
  LudoGame *self = user_data;

  self->save_error_idle_id = 0;
  emit_save_failed (self);

  return G_SOURCE_REMOVE;
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

static void
ludo_game_constructed (GObject *object)
{
  LudoGame *self = (LudoGame *) object;
  g_autoptr(GError) error = NULL;
  LudoColour first = LUDO_COLOUR_NONE;
  guint seated = seated_mask (self->seats);

  G_OBJECT_CLASS (ludo_game_parent_class)->constructed (object);

  self->rand = g_rand_new_with_seed (self->seed);

  self->valid = ludo_game_setup_is_valid (&self->rules, self->seats, &error);
  if (!self->valid)
    {
      /* A game cannot be refused from g_object_new(): it stays over and
       * inert, and the programmer gets told. */
      g_critical ("Invalid LudoGame setup: %s", error->message);
      memset (&self->pos, 0, sizeof self->pos);
      self->pos.turn = LUDO_COLOUR_NONE;
      self->phase = LUDO_PHASE_OVER;
      return;
    }

  /* The first seated colour in turn order opens the game. */
  for (guint c = 0; c < LUDO_N_COLOURS && first == LUDO_COLOUR_NONE; c++)
    if (seated & (1u << c))
      first = (LudoColour) c;

  ludo_position_init_game (&self->pos, seated, first);
  self->step = STEP_ROLL;
  update_phase (self);

  if (self->save_path != NULL)
    {
      /* The new game replaces whatever was saved, so that the next start
       * does not resume a game the player left. Nobody can be connected
       * yet: a failure is reported from the main loop. */
      autosave (self);
      if (self->save_error != NULL)
        self->save_error_idle_id = g_idle_add (save_error_idle_cb, self);
    }

  schedule (self);
}

static void
ludo_game_dispose (GObject *object)
{
  LudoGame *self = (LudoGame *) object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_handle_id (&self->save_error_idle_id, g_source_remove);

  G_OBJECT_CLASS (ludo_game_parent_class)->dispose (object);
}

static void
ludo_game_finalize (GObject *object)
{
  LudoGame *self = (LudoGame *) object;

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->forced_dice, g_array_unref);
  g_clear_pointer (&self->save_path, g_free);
  g_clear_pointer (&self->save_error, g_free);

  G_OBJECT_CLASS (ludo_game_parent_class)->finalize (object);
}

static void
ludo_game_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  LudoGame *self = LUDO_GAME (object);

  switch (prop_id)
    {
    case PROP_BLOCKADES:
      g_value_set_boolean (value, self->rules.blockades);
      break;

    case PROP_TEAM_PLAY:
      g_value_set_boolean (value, self->rules.team);
      break;

    case PROP_PACHISI:
      g_value_set_boolean (value, self->rules.pachisi);
      break;

    case PROP_SEAT_RED:
    case PROP_SEAT_GREEN:
    case PROP_SEAT_YELLOW:
    case PROP_SEAT_BLUE:
      g_value_set_enum (value, self->seats[prop_id - PROP_SEAT_RED]);
      break;

    case PROP_SEED:
      g_value_set_uint (value, self->seed);
      break;

    case PROP_SAVE_PATH:
      g_value_set_string (value, self->save_path);
      break;

    case PROP_CURRENT_COLOUR:
      g_value_set_int (value, self->pos.turn);
      break;

    case PROP_MOVING_COLOUR:
      g_value_set_int (value, moving_colour (self));
      break;

    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;

    case PROP_LAST_ROLL:
      g_value_set_uint (value, self->last_roll);
      break;

    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, self->computer_delay);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_game_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  LudoGame *self = LUDO_GAME (object);

  switch (prop_id)
    {
    case PROP_BLOCKADES:
      self->rules.blockades = g_value_get_boolean (value);
      break;

    case PROP_TEAM_PLAY:
      self->rules.team = g_value_get_boolean (value);
      break;

    case PROP_PACHISI:
      self->rules.pachisi = g_value_get_boolean (value);
      break;

    case PROP_SEAT_RED:
    case PROP_SEAT_GREEN:
    case PROP_SEAT_YELLOW:
    case PROP_SEAT_BLUE:
      self->seats[prop_id - PROP_SEAT_RED] = g_value_get_enum (value);
      break;

    case PROP_SEED:
      self->seed = g_value_get_uint (value);
      break;

    case PROP_SAVE_PATH:
      self->save_path = g_value_dup_string (value);
      break;

    case PROP_COMPUTER_DELAY:
      ludo_game_set_computer_delay (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_game_class_init (LudoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags state = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS |
                            G_PARAM_EXPLICIT_NOTIFY;

  object_class->constructed = ludo_game_constructed;
  object_class->dispose = ludo_game_dispose;
  object_class->finalize = ludo_game_finalize;
  object_class->get_property = ludo_game_get_property;
  object_class->set_property = ludo_game_set_property;

  properties[PROP_BLOCKADES] =
    g_param_spec_boolean ("blockades", NULL, NULL, FALSE, construct);
  properties[PROP_TEAM_PLAY] =
    g_param_spec_boolean ("team-play", NULL, NULL, FALSE, construct);
  properties[PROP_PACHISI] =
    g_param_spec_boolean ("pachisi", NULL, NULL, FALSE, construct);

  /* The defaults make g_object_new (LUDO_TYPE_GAME, NULL) a valid game:
   * one person against three computers. */
  properties[PROP_SEAT_RED] =
    g_param_spec_enum ("seat-red", NULL, NULL,
                       LUDO_TYPE_SEAT, LUDO_SEAT_HUMAN, construct);
  properties[PROP_SEAT_GREEN] =
    g_param_spec_enum ("seat-green", NULL, NULL,
                       LUDO_TYPE_SEAT, LUDO_SEAT_COMPUTER_MEDIUM, construct);
  properties[PROP_SEAT_YELLOW] =
    g_param_spec_enum ("seat-yellow", NULL, NULL,
                       LUDO_TYPE_SEAT, LUDO_SEAT_COMPUTER_MEDIUM, construct);
  properties[PROP_SEAT_BLUE] =
    g_param_spec_enum ("seat-blue", NULL, NULL,
                       LUDO_TYPE_SEAT, LUDO_SEAT_COMPUTER_MEDIUM, construct);

  properties[PROP_SEED] =
    g_param_spec_uint ("seed", NULL, NULL, 0, G_MAXUINT32, 0, construct);
  properties[PROP_SAVE_PATH] =
    g_param_spec_string ("save-path", NULL, NULL, NULL, construct);

  properties[PROP_CURRENT_COLOUR] =
    g_param_spec_int ("current-colour", NULL, NULL,
                      LUDO_COLOUR_NONE, LUDO_COLOUR_BLUE, LUDO_COLOUR_NONE, state);
  properties[PROP_MOVING_COLOUR] =
    g_param_spec_int ("moving-colour", NULL, NULL,
                      LUDO_COLOUR_NONE, LUDO_COLOUR_BLUE, LUDO_COLOUR_NONE, state);
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL,
                       LUDO_TYPE_PHASE, LUDO_PHASE_AWAITING_ROLL, state);
  properties[PROP_LAST_ROLL] =
    g_param_spec_uint ("last-roll", NULL, NULL, 0, 6, 0, state);

  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, G_MAXUINT, 600,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_DICE_ROLLED] =
    g_signal_new ("dice-rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  signals[SIGNAL_PAWN_MOVED] =
    g_signal_new ("pawn-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  signals[SIGNAL_PAWN_CAPTURED] =
    g_signal_new ("pawn-captured", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  signals[SIGNAL_PLAYER_FINISHED] =
    g_signal_new ("player-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  signals[SIGNAL_ROLL_LOST] =
    g_signal_new ("roll-lost", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT);
  signals[SIGNAL_TURN_CHANGED] =
    g_signal_new ("turn-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ludo_game_init (LudoGame *self)
{
  self->seats[LUDO_COLOUR_RED] = LUDO_SEAT_HUMAN;
  self->seats[LUDO_COLOUR_GREEN] = LUDO_SEAT_COMPUTER_MEDIUM;
  self->seats[LUDO_COLOUR_YELLOW] = LUDO_SEAT_COMPUTER_MEDIUM;
  self->seats[LUDO_COLOUR_BLUE] = LUDO_SEAT_COMPUTER_MEDIUM;
  self->computer_delay = 600;
  self->pos.turn = LUDO_COLOUR_NONE;
  self->phase = LUDO_PHASE_OVER;
  self->cancellable = g_cancellable_new ();
}

/**
 * ludo_game_setup_is_valid:
 * @rules: the rule options
 * @seats: (array fixed-size=4): who sits at each colour
 * @error: return location for a %LUDO_ERROR_INVALID_SETUP error
 *
 * Checks that the seats and the rules make a game: at least two colours
 * play, and team play has all four. Settings that fail this must not be
 * given to ludo_game_new().
 *
 * Returns: %TRUE when they do
 */
gboolean
ludo_game_setup_is_valid (const LudoRules  *rules,
                          const LudoSeat   *seats,
                          GError          **error)
{
  guint n_seated = 0;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (seats != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if ((guint) seats[c] > LUDO_SEAT_COMPUTER_HARD)
        {
          g_set_error (error, LUDO_ERROR, LUDO_ERROR_INVALID_SETUP,
                       _("Unknown kind of player: %d"), (int) seats[c]);
          return FALSE;
        }
      if (seats[c] != LUDO_SEAT_EMPTY)
        n_seated++;
    }

  if (n_seated < 2)
    {
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_INVALID_SETUP,
                           _("At least two colours must take part"));
      return FALSE;
    }

  if (rules->team && n_seated != LUDO_N_COLOURS)
    {
      g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_INVALID_SETUP,
                           _("Team play needs all four colours"));
      return FALSE;
    }

  return TRUE;
}

/**
 * ludo_game_new:
 * @rules: the rule options
 * @seats: (array fixed-size=4): who sits at each colour, in colour order
 * @seed: the seed of the dice
 *
 * Starts a game. The seats and rules must pass ludo_game_setup_is_valid().
 * The first seated colour in turn order rolls first.
 *
 * Returns: (transfer full): the new game
 */
LudoGame *
ludo_game_new (const LudoRules *rules,
               const LudoSeat  *seats,
               guint32          seed)
{
  return ludo_game_new_full (rules, seats, seed, NULL);
}

/**
 * ludo_game_new_full:
 * @rules: the rule options
 * @seats: (array fixed-size=4): who sits at each colour, in colour order
 * @seed: the seed of the dice
 * @save_path: (nullable): where to keep the game saved, or %NULL
 *
 * Like ludo_game_new(), and with a @save_path the game is written there at
 * once and after every completed move or lost roll (see
 * #LudoGame::save-failed).
 *
 * Returns: (transfer full): the new game
 */
LudoGame *
ludo_game_new_full (const LudoRules *rules,
                    const LudoSeat  *seats,
                    guint32          seed,
                    const char      *save_path)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (seats != NULL, NULL);
  g_return_val_if_fail (ludo_game_setup_is_valid (rules, seats, NULL), NULL);

  return g_object_new (LUDO_TYPE_GAME,
                       "blockades", (gboolean) rules->blockades,
                       "team-play", (gboolean) rules->team,
                       "pachisi", (gboolean) rules->pachisi,
                       "seat-red", seats[LUDO_COLOUR_RED],
                       "seat-green", seats[LUDO_COLOUR_GREEN],
                       "seat-yellow", seats[LUDO_COLOUR_YELLOW],
                       "seat-blue", seats[LUDO_COLOUR_BLUE],
                       "seed", (guint) seed,
                       "save-path", save_path,
                       NULL);
}

gboolean
ludo_game_get_blockades (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);

  return self->rules.blockades;
}

gboolean
ludo_game_get_team_play (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);

  return self->rules.team;
}

gboolean
ludo_game_get_pachisi (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);

  return self->rules.pachisi;
}

/**
 * ludo_game_get_rules:
 * @self: a game
 *
 * Returns: (transfer none): the rule options, valid as long as @self
 */
const LudoRules *
ludo_game_get_rules (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), NULL);

  return &self->rules;
}

LudoSeat
ludo_game_get_seat (LudoGame   *self,
                    LudoColour  colour)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), LUDO_SEAT_EMPTY);
  g_return_val_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE,
                        LUDO_SEAT_EMPTY);

  return self->seats[colour];
}

guint32
ludo_game_get_seed (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), 0);

  return self->seed;
}

/**
 * ludo_game_get_save_path:
 * @self: a game
 *
 * Returns: (nullable): where the game saves itself after each step
 */
const char *
ludo_game_get_save_path (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), NULL);

  return self->save_path;
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

  return moving_colour (self);
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
 * hand.
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

  return ludo_rules_explain (&self->rules, &self->pos, self->roll, blocked);
}

/**
 * ludo_game_roll:
 * @self: a game
 * @error: return location for a #LudoError
 *
 * Rolls the die for the human player on turn. When no move is possible the
 * roll is lost at once (#LudoGame::roll-lost).
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

  if (move->colour != moving_colour (self))
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
  schedule (self);
}

guint
ludo_game_get_computer_delay (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), 0);

  return self->computer_delay;
}

/**
 * ludo_game_set_computer_delay:
 * @self: a game
 * @delay_ms: the pause before each roll and each move of a computer
 *   player, in milliseconds
 *
 * A step already waiting starts its wait again with the new delay.
 */
void
ludo_game_set_computer_delay (LudoGame *self,
                              guint     delay_ms)
{
  g_return_if_fail (LUDO_IS_GAME (self));

  if (self->computer_delay == delay_ms)
    return;

  self->computer_delay = delay_ms;

  /* A waiting step starts over with the new pace: the window sets the
   * delay just after constructing the game, when the first step waits. */
  if (self->timeout_id != 0)
    {
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      schedule (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_DELAY]);
}

/**
 * ludo_game_get_default_save_path:
 *
 * Returns: (transfer full): where the app keeps its game between runs
 */
char *
ludo_game_get_default_save_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludo", "saved-game.ini", NULL);
}

LudoPhase
_ludo_game_phase_for (const LudoSeat     *seats,
                      const LudoPosition *pos,
                      guint               roll)
{
  if (pos->turn == LUDO_COLOUR_NONE)
    return LUDO_PHASE_OVER;
  if (seat_is_computer (seats[pos->turn]))
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
  Snapshot old;

  g_return_if_fail (LUDO_IS_GAME (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (self->valid);
  g_return_if_fail (state->draws <= LUDO_GAME_MAX_DRAWS);
  g_return_if_fail (state->phase == _ludo_game_phase_for (self->seats, &state->pos,
                                                          state->roll));

  snapshot_take (self, &old);

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
  self->step = STEP_ROLL;

  notify_changes (self, &old);
  schedule (self);
}

void
_ludo_game_set_save_path (LudoGame   *self,
                          const char *path)
{
  g_return_if_fail (LUDO_IS_GAME (self));

  if (g_strcmp0 (self->save_path, path) == 0)
    return;

  g_free (self->save_path);
  self->save_path = g_strdup (path);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_PATH]);
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
  g_return_val_if_fail (pos->seated == seated_mask (seats), NULL);

  self = ludo_game_new (rules, seats, seed);
  g_return_val_if_fail (self != NULL, NULL);

  state.pos = *pos;
  state.phase = _ludo_game_phase_for (seats, pos, 0);
  _ludo_game_restore_state (self, &state);

  return g_steal_pointer (&self);
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
