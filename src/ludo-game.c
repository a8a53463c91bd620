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
 * With a save path set, the state is taken for saving before any of these
 * go out, and written in a worker thread, so that a slow disk never holds
 * up the main loop. A failed write is reported by save-failed, which comes
 * from the main loop after the step, never in the middle of one.
 * turn-changed and game-over are always the last events of a step, so
 * their handlers may issue the next request (ludo_game_roll()) directly.
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

#include "ludo-game-private.h"

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

G_DEFINE_QUARK (ludo-error-quark, ludo_error)

G_DEFINE_FINAL_TYPE (LudoGame, ludo_game, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

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

void
_ludo_game_snapshot (LudoGame         *self,
                     LudoGameSnapshot *snapshot)
{
  snapshot->current = self->pos.turn;
  snapshot->moving = moving_colour (self);
  snapshot->phase = self->phase;
  snapshot->last_roll = self->last_roll;
}

void
_ludo_game_notify_changes (LudoGame               *self,
                           const LudoGameSnapshot *old)
{
  LudoGameSnapshot now;

  _ludo_game_snapshot (self, &now);

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

void
_ludo_game_emit (LudoGame       *self,
                 LudoGameSignal  signal,
                 ...)
{
  va_list args;

  va_start (args, signal);
  g_signal_emit_valist (self, signals[signal], 0, args);
  va_end (args);
}

void
_ludo_game_update_phase (LudoGame *self)
{
  self->phase = _ludo_game_phase_for (self->seats, &self->pos, self->roll);
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
  self->step = LUDO_GAME_STEP_ROLL;
  _ludo_game_update_phase (self);

  if (self->save_path != NULL)
    {
      /* The new game replaces whatever was saved, so that the next start
       * does not resume a game the player left. */
      _ludo_game_autosave (self);
    }

  _ludo_game_schedule (self);
}

static void
ludo_game_dispose (GObject *object)
{
  LudoGame *self = (LudoGame *) object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->timeout_id, g_source_remove);

  /* Whoever lets the game go, the app at quit included, gets it on disk
   * first: this waits for the write in progress and the one queued. */
  _ludo_game_flush_save (self);

  G_OBJECT_CLASS (ludo_game_parent_class)->dispose (object);
}

static void
ludo_game_finalize (GObject *object)
{
  LudoGame *self = (LudoGame *) object;

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->forced_dice, g_array_unref);
  g_clear_pointer (&self->save_writer, ludo_save_writer_close);
  g_clear_pointer (&self->save_path, g_free);

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

  /**
   * LudoGame::dice-rolled:
   * @self: the game
   * @colour: the colour that rolled
   * @value: the die, 1 to 6
   *
   * The die was rolled. With a legal move the roll is now in hand
   * (ludo_game_get_moves()); without one #LudoGame::roll-lost follows.
   */
  signals[SIGNAL_DICE_ROLLED] =
    g_signal_new ("dice-rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /**
   * LudoGame::pawn-moved:
   * @self: the game
   * @colour: the colour of the pawns that moved
   * @from: their progress before the move
   * @to: their progress after it
   * @count: 1, or the size of a Pachisi stack that moved together
   */
  signals[SIGNAL_PAWN_MOVED] =
    g_signal_new ("pawn-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * LudoGame::pawn-captured:
   * @self: the game
   * @colour: the captured pawn's colour
   * @from: where it stood; it is back in base now
   *
   * Emitted once per pawn, after #LudoGame::pawn-moved.
   */
  signals[SIGNAL_PAWN_CAPTURED] =
    g_signal_new ("pawn-captured", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /**
   * LudoGame::player-finished:
   * @self: the game
   * @colour: the colour whose last pawn came home
   * @rank: its place in the ranking at that moment, from 1; at the end of a
   *   team game the winning team moves to the top of ludo_game_get_ranking()
   */
  signals[SIGNAL_PLAYER_FINISHED] =
    g_signal_new ("player-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /**
   * LudoGame::roll-lost:
   * @self: the game
   * @colour: the colour that rolled
   * @roll: the roll that could not be used
   * @reason: a #LudoBlockReason, the one of the first pawn place (in
   *   ascending progress) that is not home
   */
  signals[SIGNAL_ROLL_LOST] =
    g_signal_new ("roll-lost", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * LudoGame::turn-changed:
   * @self: the game
   * @colour: the colour on turn now
   *
   * Not emitted for an extra roll, nor at the end (#LudoGame::game-over).
   */
  signals[SIGNAL_TURN_CHANGED] =
    g_signal_new ("turn-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * LudoGame::game-over:
   * @self: the game
   *
   * The game ended; ludo_game_get_ranking() holds every seated colour.
   */
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * LudoGame::save-failed:
   * @self: the game
   * @message: why, to show to the player
   *
   * Saving to #LudoGame:save-path failed. The game goes on; the next step
   * tries again.
   *
   * The file is written in the background, so this is emitted later, from
   * the main loop, once the write has failed; writes that fail before it
   * is emitted are reported together, once, with the newest reason.
   */
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
 * once and after every completed move or lost roll, by a worker thread
 * (see #LudoGame::save-failed). Letting the game go waits for those
 * writes to finish.
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
      _ludo_game_schedule (self);
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
  LudoGameSnapshot old;

  g_return_if_fail (LUDO_IS_GAME (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (self->valid);
  g_return_if_fail (state->draws <= LUDO_GAME_MAX_DRAWS);
  g_return_if_fail (state->phase == _ludo_game_phase_for (self->seats, &state->pos,
                                                          state->roll));

  _ludo_game_snapshot (self, &old);

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
  self->step = LUDO_GAME_STEP_ROLL;

  _ludo_game_notify_changes (self, &old);
  _ludo_game_schedule (self);
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
