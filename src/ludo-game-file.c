/* ludo-game-file.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Saving and restoring a LudoGame as a GKeyFile:
 *
 *   [Ludo]
 *   format-version=1
 *   rules=blockades,pachisi
 *   seat-red=human
 *   seat-green=computer-hard
 *   seat-yellow=empty
 *   seat-blue=computer-easy
 *   name-red=Maria            (optional: a player with no name goes by its colour)
 *   seed=1234
 *   draws=87
 *   position=g:0,0,5,57/0,1,9,9/-/0,0,0,57
 *   ranking=
 *   phase=computer-thinking
 *   roll=0
 *   last-roll=6
 *   last-move=r:51-57
 *
 * The GRand cannot be saved, so the file keeps its seed and how many values
 * were drawn; loading replays the draws and the game goes on with the very
 * dice it would have had. Everything read back is checked as strictly as
 * input from a stranger, since a damaged file must never crash the game;
 * a message quotes a value read only through ludo_text_quote(), since the
 * value may be 60 KB of anything and the message ends up in a label.
 *
 * Format versions: 1 has the rules blockades, team and pachisi; 2 adds
 * safe (rule_versions below). A game is written in the oldest version
 * that holds its rules, so that an older Ludo still resumes every game it
 * could play, and says "written by a newer version" of the others instead
 * of "unknown rules". Every version up to FORMAT_VERSION is read.
 *
 * The group [Undo] after [Ludo] holds the way back (ludo-game-history.c).
 * It needs no new version: a Ludo without undo ignores it and resumes the
 * game itself, and a game without it simply has nothing to undo.
 */

#include "config.h"

#include "ludo-game.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "engine/ludo-notation.h"
#include "ludo-game-private.h"
#include "ludo-save-writer.h"
#include "ludo-text-quote.h"

#define GROUP          "Ludo"
/* The newest format this version reads and writes. */
#define FORMAT_VERSION 2
/* A real save is well under a kilobyte. */
#define MAX_FILE_SIZE  (64 * 1024)

/* The format version that first holds each row of the house-rule table:
 * a new rule adds its version here (the assertion fails until it does). */
static const guint rule_versions[] = { 1, 1, 1, 2 };
G_STATIC_ASSERT (G_N_ELEMENTS (rule_versions) == LUDO_N_RULES);

static const char * const seat_keys[LUDO_N_COLOURS] = {
  "seat-red", "seat-green", "seat-yellow", "seat-blue",
};
/* Optional: a player without a name goes by its colour. */
static const char * const name_keys[LUDO_N_COLOURS] = {
  "name-red", "name-green", "name-yellow", "name-blue",
};

static const char *
enum_nick (GType type,
           int   value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *enum_value = g_enum_get_value (klass, value);

  g_assert (enum_value != NULL);

  return enum_value->value_nick;
}

static gboolean
enum_from_nick (GType       type,
                const char *nick,
                int        *value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *enum_value = g_enum_get_value_by_nick (klass, nick);

  if (enum_value == NULL)
    return FALSE;

  *value = enum_value->value;
  return TRUE;
}

static char *
format_ranking (const LudoPosition *pos)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < pos->n_ranked; i++)
    {
      if (i > 0)
        g_string_append_c (text, ',');
      g_string_append_c (text, ludo_notation_colour_letter (pos->ranking[i]));
    }

  return g_string_free (text, FALSE);
}

/* The oldest format that holds @rules. */
static guint
format_version_for (const LudoRules *rules)
{
  guint version = 1;

  for (guint i = 0; i < LUDO_N_RULES; i++)
    if (ludo_rules_get (rules, ludo_rule_info (i)->flag))
      version = MAX (version, rule_versions[i]);
  return version;
}

/* The text of the saved game, built on the main thread from the state as
 * it is now; only writing it may happen elsewhere. */
static char *
to_data (LudoGame *self,
         gsize    *length)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *rules = NULL;
  g_autofree char *ranking = NULL;
  char position[LUDO_NOTATION_POSITION_MAX];
  char move[LUDO_NOTATION_MOVE_MAX];
  LudoGameState state;

  _ludo_game_get_state (self, &state);

  rules = ludo_notation_format_rules (ludo_game_get_rules (self));
  ludo_notation_format_position (&state.pos, position);
  ranking = format_ranking (&state.pos);
  if (state.has_last_move)
    ludo_notation_format_move (&state.last_move, move);
  else
    g_strlcpy (move, "none", sizeof move);

  g_key_file_set_integer (key_file, GROUP, "format-version",
                          format_version_for (ludo_game_get_rules (self)));
  g_key_file_set_string (key_file, GROUP, "rules", rules);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    g_key_file_set_string (key_file, GROUP, seat_keys[c],
                           enum_nick (LUDO_TYPE_SEAT, ludo_game_get_seat (self, c)));
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (ludo_game_get_custom_name (self, c) != NULL)
      g_key_file_set_string (key_file, GROUP, name_keys[c], ludo_game_get_custom_name (self, c));
  g_key_file_set_uint64 (key_file, GROUP, "seed", ludo_game_get_seed (self));
  g_key_file_set_uint64 (key_file, GROUP, "draws", state.draws);
  g_key_file_set_string (key_file, GROUP, "position", position);
  g_key_file_set_string (key_file, GROUP, "ranking", ranking);
  g_key_file_set_string (key_file, GROUP, "phase", enum_nick (LUDO_TYPE_PHASE, state.phase));
  g_key_file_set_uint64 (key_file, GROUP, "roll", state.roll);
  g_key_file_set_uint64 (key_file, GROUP, "last-roll", state.last_roll);
  g_key_file_set_string (key_file, GROUP, "last-move", move);
  _ludo_game_history_save (self, key_file);

  return g_key_file_to_data (key_file, length, NULL);
}

static void
save_failed_cb (const char *message,
                gpointer    user_data)
{
  if (message != NULL)
    _ludo_game_emit (user_data, SIGNAL_SAVE_FAILED, message);
  else
    _ludo_game_emit (user_data, SIGNAL_SAVE_RECOVERED);
}

/**
 * ludo_game_save:
 * @self: a game
 * @path: the file to write
 * @error: return location for a #GFileError
 *
 * Writes the game to @path, atomically, creating the folders on the way.
 * ludo_game_load() reads it back; the loaded game continues exactly as this
 * one would, dice included. Unlike the saves after each step, this one is
 * done when the function returns.
 *
 * Returns: %TRUE on success
 */
gboolean
ludo_game_save (LudoGame    *self,
                const char  *path,
                GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (LUDO_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = to_data (self, &length);

  /* An older state still on its way to the save path must not land after
   * this one. */
  _ludo_game_flush_save (self);

  return ludo_save_writer_write_file (path, data, length, error);
}

/* Queues the state for the save path, written in the background. */
void
_ludo_game_autosave (LudoGame *self)
{
  char *data;
  gsize length;

  if (self->save_path == NULL)
    return;

  if (self->save_writer == NULL)
    self->save_writer = ludo_save_writer_new (save_failed_cb, self);

  data = to_data (self, &length);
  ludo_save_writer_queue (self->save_writer, self->save_path, data, length);
}

/*
 * _ludo_game_flush_save:
 *
 * Blocks until every save queued is written or has failed. A failure is
 * then waiting in the main loop, to be reported by save-failed.
 */
void
_ludo_game_flush_save (LudoGame *self)
{
  g_return_if_fail (LUDO_IS_GAME (self));

  if (self->save_writer != NULL)
    ludo_save_writer_flush (self->save_writer);
}

/* The helpers below return FALSE with a LUDO_ERROR_CORRUPT_SAVE error that
 * names the entry at fault. */

static char *
get_value (GKeyFile    *key_file,
           const char  *key,
           GError     **error)
{
  char *value = g_key_file_get_value (key_file, GROUP, key, NULL);

  if (value == NULL)
    g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                 /* Translators: %s is the name of an entry in the saved game file */
                 _("The saved game has no “%s” entry"), key);

  return value;
}

static gboolean
get_number (GKeyFile    *key_file,
            const char  *key,
            guint64      max,
            guint64     *number,
            GError     **error)
{
  g_autofree char *value = get_value (key_file, key, error);

  if (value == NULL)
    return FALSE;

  if (!g_ascii_string_to_unsigned (value, 10, 0, max, number, NULL))
    {
      g_autofree char *max_text = g_strdup_printf ("%" G_GUINT64_FORMAT, max);
      g_autofree char *shown = ludo_text_quote (value);

      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   /* Translators: the first %s is an entry of the saved game file,
                    * the second its value, the third the largest value allowed */
                   _("The saved game’s “%s” entry, “%s”, is not a number from 0 to %s"),
                   key, shown, max_text);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_enum (GKeyFile    *key_file,
          const char  *key,
          GType        type,
          int         *result,
          GError     **error)
{
  g_autofree char *value = get_value (key_file, key, error);

  if (value == NULL)
    return FALSE;

  if (!enum_from_nick (type, value, result))
    {
      g_autofree char *shown = ludo_text_quote (value);

      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   /* Translators: the first %s is an entry of the saved game file,
                    * the second its value */
                   _("The saved game’s “%s” entry has an unknown value “%s”"),
                   key, shown);
      return FALSE;
    }

  return TRUE;
}

static gboolean
corrupt (GError     **error,
         const char  *message)
{
  g_set_error_literal (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE, message);
  return FALSE;
}

static gboolean
read_version (GKeyFile  *key_file,
              GError   **error)
{
  g_autofree char *value = NULL;
  g_autofree char *shown = NULL;
  gint64 version;

  if (!g_key_file_has_group (key_file, GROUP))
    return corrupt (error, _("The file is not a saved Ludo game"));

  value = get_value (key_file, "format-version", error);
  if (value == NULL)
    return FALSE;

  shown = ludo_text_quote (value);
  if (!g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &version, NULL) ||
      version < 1)
    {
      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved game has an invalid format version “%s”"), shown);
      return FALSE;
    }

  if (version > FORMAT_VERSION)
    {
      g_set_error (error, LUDO_ERROR, LUDO_ERROR_FUTURE_SAVE,
                   /* Translators: %s is a format version number */
                   _("The saved game was written by a newer version of Ludo (format %s)"),
                   shown);
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_ranking (GKeyFile      *key_file,
              LudoPosition  *pos,
              GError       **error)
{
  g_autofree char *value = get_value (key_file, "ranking", error);
  g_autofree char *shown = NULL;
  g_auto(GStrv) letters = NULL;
  LudoPosition ranked = *pos;
  guint seen = 0;
  guint n = 0;

  if (value == NULL)
    return FALSE;
  shown = ludo_text_quote (value);

  /* The notation ranks finished colours in colour order; the file keeps the
   * real finishing order, which must rank exactly the same colours. */
  if (value[0] != '\0')
    letters = g_strsplit (value, ",", -1);

  for (guint i = 0; letters != NULL && letters[i] != NULL; i++)
    {
      const char *letter = letters[i];
      LudoColour colour = LUDO_COLOUR_NONE;

      for (guint c = 0; c < LUDO_N_COLOURS; c++)
        if (letter[0] != '\0' && letter[1] == '\0' &&
            letter[0] == ludo_notation_colour_letter (c))
          colour = (LudoColour) c;

      if (colour == LUDO_COLOUR_NONE || n >= LUDO_N_COLOURS || (seen & (1u << colour)))
        {
          g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                       _("The saved game’s ranking “%s” is not a list of colours"), shown);
          return FALSE;
        }

      seen |= 1u << colour;
      ranked.ranking[n++] = colour;
    }

  for (guint i = 0; i < pos->n_ranked; i++)
    seen &= ~(1u << pos->ranking[i]);

  if (n != pos->n_ranked || seen != 0)
    {
      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved game’s ranking “%s” does not match its position"), shown);
      return FALSE;
    }

  *pos = ranked;
  return TRUE;
}

static gboolean
read_last_move (GKeyFile      *key_file,
                LudoGameState *state,
                GError       **error)
{
  g_autofree char *value = get_value (key_file, "last-move", error);
  gboolean is_none = FALSE;
  LudoMove move;

  if (value == NULL)
    return FALSE;

  if (!ludo_notation_parse_move (value, &move, &is_none, NULL) ||
      (!is_none &&
       (!(state->pos.seated & (1u << move.colour)) || move.to <= move.from)))
    {
      g_autofree char *shown = ludo_text_quote (value);

      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved game’s last move “%s” is not valid"), shown);
      return FALSE;
    }

  state->has_last_move = !is_none;
  if (!is_none)
    state->last_move = move;

  return TRUE;
}

static LudoGame *
load_from_key_file (GKeyFile  *key_file,
                    GError   **error)
{
  g_autoptr(LudoGame) game = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *rules_text = NULL;
  g_autofree char *position = NULL;
  g_autofree char *shown_position = NULL;
  LudoMove moves[LUDO_MAX_MOVES];
  LudoSeat seats[LUDO_N_COLOURS];
  LudoGameState state = { 0 };
  LudoRules rules;
  guint64 number;
  guint32 seed;
  guint seated = 0;
  int phase;

  if (!read_version (key_file, error))
    return NULL;

  rules_text = get_value (key_file, "rules", error);
  if (rules_text == NULL)
    return NULL;
  if (!ludo_notation_parse_rules (rules_text, &rules, NULL))
    {
      g_autofree char *shown = ludo_text_quote (rules_text);

      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved game has unknown rules “%s”"), shown);
      return NULL;
    }

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      int seat;

      if (!get_enum (key_file, seat_keys[c], LUDO_TYPE_SEAT, &seat, error))
        return NULL;
      seats[c] = seat;
      if (seat != LUDO_SEAT_EMPTY)
        seated |= 1u << c;
    }

  if (!ludo_game_setup_is_valid (&rules, seats, &local_error))
    {
      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved game’s players do not make a game: %s"),
                   local_error->message);
      return NULL;
    }

  if (!get_number (key_file, "seed", G_MAXUINT32, &number, error))
    return NULL;
  seed = (guint32) number;

  if (!get_number (key_file, "draws", LUDO_GAME_MAX_DRAWS, &state.draws, error))
    return NULL;

  position = get_value (key_file, "position", error);
  if (position == NULL)
    return NULL;
  shown_position = ludo_text_quote (position);
  if (!ludo_notation_parse_position (position, &rules, &state.pos, &local_error))
    {
      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved position “%s” is not valid: %s"),
                   shown_position, local_error->message);
      return NULL;
    }

  if (state.pos.seated != seated)
    {
      corrupt (error, _("The saved position does not match the saved players"));
      return NULL;
    }

  if (!read_ranking (key_file, &state.pos, error))
    return NULL;

  if (!ludo_position_validate (&rules, &state.pos, &local_error))
    {
      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved position “%s” is not valid: %s"),
                   shown_position, local_error->message);
      return NULL;
    }

  if (!get_enum (key_file, "phase", LUDO_TYPE_PHASE, &phase, error))
    return NULL;
  state.phase = phase;

  if (!get_number (key_file, "roll", 6, &number, error))
    return NULL;
  state.roll = (guint) number;

  if (!get_number (key_file, "last-roll", 6, &number, error))
    return NULL;
  state.last_roll = (guint) number;

  /* A roll in hand is only saved for a human who owes a move with it. */
  if (state.roll != 0 &&
      (state.roll != state.last_roll ||
       state.phase != LUDO_PHASE_AWAITING_MOVE ||
       ludo_rules_generate_moves (&rules, &state.pos, state.roll, moves) == 0))
    {
      corrupt (error, _("The saved roll does not fit the saved position"));
      return NULL;
    }

  if (state.phase != _ludo_game_phase_for (seats, &state.pos, state.roll))
    {
      corrupt (error, _("The saved phase does not fit the saved position"));
      return NULL;
    }

  if (!read_last_move (key_file, &state, error))
    return NULL;

  game = ludo_game_new (&rules, seats, seed);
  _ludo_game_restore_state (game, &state);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      /* Cleaned again: a name edited into the file by hand is no reason to
       * lose the game. */
      g_autofree char *name = g_key_file_get_string (key_file, GROUP, name_keys[c], NULL);

      ludo_game_set_player_name (game, c, name);
    }
  _ludo_game_history_load (game, key_file);

  return g_steal_pointer (&game);
}

static LudoGame *
load (const char  *path,
      GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  GStatBuf info;
  gsize length;

  /* Reading a pipe would wait forever and a huge file would fill memory:
   * only a regular file of a sensible size is read at all. */
  if (g_stat (path, &info) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: the first %s is a file name, the second why it failed */
                   _("Could not read the saved game “%s”: %s"),
                   path, g_strerror (saved_errno));
      return NULL;
    }
  if (!S_ISREG (info.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("The saved game “%s” is not a regular file"), path);
      return NULL;
    }
  if (info.st_size > MAX_FILE_SIZE)
    {
      corrupt (error, _("The file is far too large to be a saved game"));
      return NULL;
    }

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;

  if (!g_key_file_load_from_data (key_file, data, length, G_KEY_FILE_NONE, &local_error))
    {
      /* GKeyFile's reason quotes the whole line at fault. */
      g_autofree char *reason = ludo_text_quote_full (local_error->message, -1,
                                                      LUDO_TEXT_MESSAGE_MAX);

      g_set_error (error, LUDO_ERROR, LUDO_ERROR_CORRUPT_SAVE,
                   _("The saved game cannot be read: %s"), reason);
      return NULL;
    }

  return load_from_key_file (key_file, error);
}

/**
 * ludo_game_load:
 * @path: a file written by ludo_game_save()
 * @error: return location for an error
 *
 * Reads a saved game back. The game does not save itself anywhere; see
 * ludo_game_restore() for that.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with a
 *   #GFileError when the file cannot be read, %LUDO_ERROR_CORRUPT_SAVE when
 *   its content is not a valid game, %LUDO_ERROR_FUTURE_SAVE when a newer
 *   version of Ludo wrote it
 */
LudoGame *
ludo_game_load (const char  *path,
                GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load (path, error);
}

/**
 * ludo_game_restore:
 * @path: where the app keeps its game
 * @moved_aside: (out) (optional) (nullable): where a damaged file went
 * @error: return location for an error
 *
 * What the app does at start. With no file at @path it returns %NULL and
 * no error: start a new game. A file that cannot be read, is damaged or
 * comes from a newer version is renamed to `<path>.broken-DATE-TIME`
 * (@moved_aside tells where) and the function returns %NULL with the
 * reason in @error, to tell the player once. Otherwise the game comes back
 * and goes on saving itself to @path.
 *
 * Returns: (transfer full) (nullable): the restored game
 */
LudoGame *
ludo_game_restore (const char  *path,
                   char       **moved_aside,
                   GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  LudoGame *game;
  char *aside;
  int saved_errno;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moved_aside != NULL)
    *moved_aside = NULL;

  game = load (path, &local_error);
  if (game != NULL)
    {
      _ludo_game_set_save_path (game, path);
      return game;
    }

  if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return NULL;

  /* A broken save is evidence and is never deleted or overwritten. */
  aside = ludo_save_writer_move_aside (path, &saved_errno);
  if (aside == NULL)
    {
      /* Translators: the first %s is a file name, the second why it failed */
      g_autofree char *reason = g_strdup_printf (_("Could not move the damaged saved game “%s” aside: %s"),
                                                 path, g_strerror (saved_errno));

      /* The player still hears why the game did not come back; the failed
       * rename is the reason it will be heard again next time. */
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "%s\n", reason);
      return NULL;
    }

  if (moved_aside != NULL)
    *moved_aside = aside;
  else
    g_free (aside);

  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}
