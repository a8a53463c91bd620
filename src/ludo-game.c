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
 * What a roll did reaches the views in one signal, #LudoGame::roll-played,
 * which carries the engine's whole record of it (#LudoOutcome): the move,
 * every pawn captured or spared, blockades formed and broken, a player
 * finished, an extra roll, or for a lost roll why nothing could move. A
 * view reads that record and works no rule out again; a new view of the
 * game (a sound, a statistic, an undo) is one more handler.
 *
 * Order of notifications and signals. The model changes first; when the
 * change is complete the property notifications go out (frozen and thawed
 * together, each only if the value changed), and then the events, so that
 * every handler sees the final state. For one step the order is:
 *
 *   a roll with at least one legal move (the roll is in hand):
 *     notify (last-roll, phase)  →  dice-rolled
 *   a roll with no legal move (the model applies the lost roll itself):
 *     notify  →  dice-rolled  →  roll-played (moved: FALSE)
 *             →  turn-changed (if the turn passed)
 *   a move:
 *     notify  →  roll-played (moved: TRUE)
 *             →  turn-changed (if the turn passed) or game-over
 *   an undo (ludo-game-history.c):
 *     notify (can-undo too)  →  undone
 *
 * With a save path set, the state is taken for saving before any of these
 * go out, and written in a worker thread, so that a slow disk never holds
 * up the main loop. A failed write is reported by save-failed, and the
 * next good one by save-recovered; both come from the main loop after the
 * step, never in the middle of one.
 * turn-changed and game-over are always the last events of a step, so
 * their handlers may issue the next request (ludo_game_roll()) directly.
 *
 * dice-rolled and turn-changed carry the colour that rolls (the TURN
 * colour); the record's move names the colour of the pawns that moved,
 * which in team play is the partner's when the roller's own pawns are all
 * home.
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

/* One construct-only property per row of the house-rule table, named by
 * its key, follows the others. */
enum {
  PROP_0,
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
  PROP_CAN_UNDO,
  PROP_FIRST_RULE,
  N_PROPS = PROP_FIRST_RULE + LUDO_N_RULES
};

G_DEFINE_QUARK (ludo-error-quark, ludo_error)

G_DEFINE_FINAL_TYPE (LudoGame, ludo_game, G_TYPE_OBJECT)

/**
 * LudoOutcome: (copy-func ludo_outcome_copy) (free-func ludo_outcome_free)
 *
 * The engine's record of one applied roll (see ludo-rules.h), as a boxed
 * type for #LudoGame::roll-played. Copy it to keep it past the handler.
 */
G_DEFINE_BOXED_TYPE (LudoOutcome, ludo_outcome, ludo_outcome_copy, ludo_outcome_free)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const seat_properties[LUDO_N_COLOURS] = {
  "seat-red", "seat-green", "seat-yellow", "seat-blue",
};

static guint
seated_mask (const LudoSeat *seats)
{
  guint mask = 0;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (seats[c] != LUDO_SEAT_EMPTY)
      mask |= 1u << c;

  return mask;
}

void
_ludo_game_observe (LudoGame         *self,
                    LudoGameObserved *observed)
{
  observed->current = self->pos.turn;
  observed->moving = ludo_rules_moving_colour (&self->rules, &self->pos);
  observed->phase = self->phase;
  observed->last_roll = self->last_roll;
  observed->can_undo = ludo_game_get_can_undo (self);
}

void
_ludo_game_notify_changes (LudoGame               *self,
                           const LudoGameObserved *old)
{
  LudoGameObserved now;

  _ludo_game_observe (self, &now);

  g_object_freeze_notify (G_OBJECT (self));
  if (now.current != old->current)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_COLOUR]);
  if (now.moving != old->moving)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVING_COLOUR]);
  if (now.phase != old->phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (now.last_roll != old->last_roll)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_ROLL]);
  if (now.can_undo != old->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
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
  self->computer_next = LUDO_COMPUTER_ROLL;
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
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->save_writer, ludo_save_writer_close);
  g_clear_pointer (&self->save_path, g_free);
  _ludo_game_clear_names (self);

  G_OBJECT_CLASS (ludo_game_parent_class)->finalize (object);
}

static void
ludo_game_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  LudoGame *self = LUDO_GAME (object);

  if (prop_id >= PROP_FIRST_RULE && prop_id < N_PROPS)
    {
      LudoRuleFlags flag = ludo_rule_info (prop_id - PROP_FIRST_RULE)->flag;

      g_value_set_boolean (value, ludo_rules_get (&self->rules, flag));
      return;
    }

  switch (prop_id)
    {
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
      g_value_set_int (value, ludo_rules_moving_colour (&self->rules, &self->pos));
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

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ludo_game_get_can_undo (self));
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

  if (prop_id >= PROP_FIRST_RULE && prop_id < N_PROPS)
    {
      ludo_rules_set (&self->rules, ludo_rule_info (prop_id - PROP_FIRST_RULE)->flag,
                      g_value_get_boolean (value));
      return;
    }

  switch (prop_id)
    {
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

  /* LudoGame:blockades, LudoGame:team-play, LudoGame:pachisi,
   * LudoGame:safe-squares and any later rule: whether the game plays by it. */
  for (guint i = 0; i < LUDO_N_RULES; i++)
    properties[PROP_FIRST_RULE + i] =
      g_param_spec_boolean (ludo_rule_info (i)->key, NULL, NULL, FALSE, construct);

  /* The defaults make g_object_new (LUDO_TYPE_GAME, NULL) a valid game:
   * one person against three computers. */
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    properties[PROP_SEAT_RED + c] =
      g_param_spec_enum (seat_properties[c], NULL, NULL, LUDO_TYPE_SEAT,
                         c == LUDO_COLOUR_RED ? LUDO_SEAT_HUMAN : LUDO_SEAT_COMPUTER_MEDIUM,
                         construct);

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

  /* Whether ludo_game_undo() has a decision of a person to take back. */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, state);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudoGame::dice-rolled:
   * @self: the game
   * @colour: the colour that rolled
   * @value: the die, 1 to 6
   *
   * The die was rolled. With a legal move the roll is now in hand
   * (ludo_game_get_moves()); without one #LudoGame::roll-played follows at
   * once with the lost roll.
   */
  signals[SIGNAL_DICE_ROLLED] =
    g_signal_new ("dice-rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /**
   * LudoGame::roll-played:
   * @self: the game
   * @outcome: (transfer none): the record of the roll: who rolled what,
   *   the move and all it did, or why the roll was lost
   *
   * A roll was applied: a move was made (@outcome's moved is set), or the
   * roll was lost because no pawn could move. The position, phase and
   * ranking are already the ones after it; turn-changed or game-over
   * follows. The record is the one place where a view learns what
   * happened: captures, pawns spared on a safe square, blockades, a
   * finished player and its rank, an extra roll.
   */
  signals[SIGNAL_ROLL_PLAYED] =
    g_signal_new ("roll-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, LUDO_TYPE_OUTCOME | G_SIGNAL_TYPE_STATIC_SCOPE);
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
  /**
   * LudoGame::save-recovered:
   * @self: the game
   *
   * Saving works again: the first write after a #LudoGame::save-failed
   * has succeeded, so what that signal told is over. From the main loop,
   * like save-failed.
   */
  signals[SIGNAL_SAVE_RECOVERED] =
    g_signal_new ("save-recovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * LudoGame::undone:
   * @self: the game
   * @n_rolls: how many rolls were taken back after the roll now in hand
   *
   * ludo_game_undo() put the game back to a person's decision: the
   * position, the roll in hand, the last move and the dice are the ones
   * before that decision. Nothing that happened since is reported again;
   * a view shows the position afresh and forgets the @n_rolls newest rolls
   * it was told of by #LudoGame::dice-rolled (the roll in hand is the one
   * before them, and is played no longer).
   */
  signals[SIGNAL_UNDONE] =
    g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
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
  const char *names[LUDO_N_RULES + LUDO_N_COLOURS + 2];
  GValue values[G_N_ELEMENTS (names)] = { G_VALUE_INIT };
  guint n = 0;
  LudoGame *game;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (seats != NULL, NULL);
  g_return_val_if_fail (ludo_game_setup_is_valid (rules, seats, NULL), NULL);

  for (guint i = 0; i < LUDO_N_RULES; i++, n++)
    {
      names[n] = ludo_rule_info (i)->key;
      g_value_init (&values[n], G_TYPE_BOOLEAN);
      g_value_set_boolean (&values[n], ludo_rules_get (rules, ludo_rule_info (i)->flag));
    }
  for (guint c = 0; c < LUDO_N_COLOURS; c++, n++)
    {
      names[n] = seat_properties[c];
      g_value_init (&values[n], LUDO_TYPE_SEAT);
      g_value_set_enum (&values[n], seats[c]);
    }
  names[n] = "seed";
  g_value_init (&values[n], G_TYPE_UINT);
  g_value_set_uint (&values[n++], seed);
  names[n] = "save-path";
  g_value_init (&values[n], G_TYPE_STRING);
  g_value_set_string (&values[n++], save_path);

  game = (LudoGame *) g_object_new_with_properties (LUDO_TYPE_GAME, n, names, values);
  for (guint i = 0; i < n; i++)
    g_value_unset (&values[i]);
  return game;
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

guint
ludo_game_get_computer_delay (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), 0);

  return self->computer_delay;
}

/**
 * ludo_game_get_auto_move:
 * @self: a game
 *
 * Returns: whether a person's roll that leaves a single move plays it
 */
gboolean
ludo_game_get_auto_move (LudoGame *self)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);

  return self->auto_move;
}

/**
 * ludo_game_set_auto_move:
 * @self: a game
 * @auto_move: whether a person's roll that leaves a single move (as
 *   ludo_game_get_moves() lists them: identical pawns in base are one
 *   move) plays it at once
 *
 * The move is played right after #LudoGame::dice-rolled, with its own
 * #LudoGame::roll-played, as if the person had chosen it. Off by default.
 */
void
ludo_game_set_auto_move (LudoGame *self,
                         gboolean  auto_move)
{
  g_return_if_fail (LUDO_IS_GAME (self));

  self->auto_move = !!auto_move;
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

/**
 * ludo_outcome_copy:
 * @outcome: a record of a roll
 *
 * Returns: (transfer full): a copy, to free with ludo_outcome_free()
 */
LudoOutcome *
ludo_outcome_copy (const LudoOutcome *outcome)
{
  g_return_val_if_fail (outcome != NULL, NULL);

  return g_memdup2 (outcome, sizeof *outcome);
}

/**
 * ludo_outcome_free:
 * @outcome: a record made by ludo_outcome_copy()
 */
void
ludo_outcome_free (LudoOutcome *outcome)
{
  g_free (outcome);
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
