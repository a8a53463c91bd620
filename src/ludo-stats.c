/* ludo-stats.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * LudoStats keeps the results of the games played: one entry per player
 * and rule set, a person by the name the game showed (ludo-game-names.c), a
 * computer by its level. Every seat of a game counts, so three computers
 * at the hard level add three games to "computer (hard)".
 *
 * A game counts when it ends (LudoGame::game-over), or as abandoned when a
 * new game is started over it after at least one roll: abandoned is no
 * loss. Quitting is not abandoning: the game is saved and comes back.
 *
 * The file sits beside the saved game (statistics.ini in the same data
 * folder) and is written whole after every change, atomically (written
 * aside, then renamed over the old one, ludo-save-writer.c), so that a
 * crash leaves the old or the new file, never half of one. A file that
 * cannot be read is kept aside as statistics.ini.broken-DATE-TIME, like a
 * damaged saved game, and the statistics start afresh.
 *
 *   [Statistics]
 *   format-version=1
 *
 *   [entry-0]
 *   name=Maria                 (absent for a computer)
 *   level=human                (or random, easy, medium, hard)
 *   rules=blockades
 *   played=12
 *   wins=5
 *   places=5;4;2;1;
 *   abandoned=1
 *
 * No GTK: the tests read and write it without a display.
 */

#include "config.h"

#include "ludo-stats.h"

#include <glib/gi18n.h>
#include <string.h>

#include "engine/ludo-notation.h"
#include "ludo-names.h"
#include "ludo-save-writer.h"

#define GROUP "Statistics"
#define FORMAT_VERSION 1
/* A real file has a few dozen entries; a file made to hurt us is refused. */
#define MAX_ENTRIES 10000

struct _LudoStats
{
  GObject  parent_instance;

  char    *path;
  GArray  *entries;   /* of LudoStatsEntry */
};

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (LudoStats, ludo_stats, G_TYPE_OBJECT)

static const char * const level_nicks[] = {
  [LUDO_SEAT_HUMAN] = "human",
  [LUDO_SEAT_COMPUTER_RANDOM] = "random",
  [LUDO_SEAT_COMPUTER_EASY] = "easy",
  [LUDO_SEAT_COMPUTER_MEDIUM] = "medium",
  [LUDO_SEAT_COMPUTER_HARD] = "hard",
};

static void
entry_clear (gpointer data)
{
  LudoStatsEntry *entry = data;

  g_free (entry->name);
  g_free (entry->rules);
}

static void
ludo_stats_finalize (GObject *object)
{
  LudoStats *self = (LudoStats *) object;

  g_free (self->path);
  g_array_unref (self->entries);

  G_OBJECT_CLASS (ludo_stats_parent_class)->finalize (object);
}

static void
ludo_stats_class_init (LudoStatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ludo_stats_finalize;

  /**
   * LudoStats::changed:
   *
   * The entries changed: a game was counted, the file was read or the
   * statistics were reset.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ludo_stats_init (LudoStats *self)
{
  self->entries = g_array_new (FALSE, TRUE, sizeof (LudoStatsEntry));
  g_array_set_clear_func (self->entries, entry_clear);
}

/**
 * ludo_stats_new:
 * @path: the statistics file; nothing is read until ludo_stats_load()
 *
 * Returns: (transfer full): empty statistics kept in @path
 */
LudoStats *
ludo_stats_new (const char *path)
{
  LudoStats *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (LUDO_TYPE_STATS, NULL);
  self->path = g_strdup (path);
  return self;
}

const char *
ludo_stats_get_path (LudoStats *self)
{
  g_return_val_if_fail (LUDO_IS_STATS (self), NULL);

  return self->path;
}

/**
 * ludo_stats_get_default_path:
 *
 * Returns: (transfer full): the statistics file, beside the saved game
 */
char *
ludo_stats_get_default_path (void)
{
  g_autofree char *save = ludo_game_get_default_save_path ();
  g_autofree char *folder = g_path_get_dirname (save);

  return g_build_filename (folder, "statistics.ini", NULL);
}

guint
ludo_stats_get_n_entries (LudoStats *self)
{
  g_return_val_if_fail (LUDO_IS_STATS (self), 0);

  return self->entries->len;
}

/**
 * ludo_stats_get_entry:
 * @self: statistics
 * @index: less than ludo_stats_get_n_entries()
 *
 * The entries come in the order they were first met.
 *
 * Returns: (transfer none): the entry, valid until the statistics change
 */
const LudoStatsEntry *
ludo_stats_get_entry (LudoStats *self,
                      guint      index)
{
  g_return_val_if_fail (LUDO_IS_STATS (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  return &g_array_index (self->entries, LudoStatsEntry, index);
}

static LudoStatsEntry *
find_entry (LudoStats  *self,
            const char *name,
            LudoSeat    level,
            const char *rules,
            gboolean    create)
{
  LudoStatsEntry entry = { 0 };

  for (guint i = 0; i < self->entries->len; i++)
    {
      LudoStatsEntry *e = &g_array_index (self->entries, LudoStatsEntry, i);

      if (e->level == level && g_strcmp0 (e->name, name) == 0 && strcmp (e->rules, rules) == 0)
        return e;
    }
  if (!create)
    return NULL;

  entry.name = g_strdup (name);
  entry.level = level;
  entry.rules = g_strdup (rules);
  g_array_append_val (self->entries, entry);
  return &g_array_index (self->entries, LudoStatsEntry, self->entries->len - 1);
}

static char *
format_list (const guint *values,
             gsize        n)
{
  GString *text = g_string_new (NULL);

  for (gsize i = 0; i < n; i++)
    g_string_append_printf (text, "%u;", values[i]);
  return g_string_free (text, FALSE);
}

static char *
to_data (LudoStats *self,
         gsize     *length)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  g_key_file_set_integer (key_file, GROUP, "format-version", FORMAT_VERSION);
  for (guint i = 0; i < self->entries->len; i++)
    {
      const LudoStatsEntry *e = &g_array_index (self->entries, LudoStatsEntry, i);
      g_autofree char *group = g_strdup_printf ("entry-%u", i);
      g_autofree char *places = format_list (e->places, LUDO_N_COLOURS);

      if (e->name != NULL)
        g_key_file_set_string (key_file, group, "name", e->name);
      g_key_file_set_string (key_file, group, "level", level_nicks[e->level]);
      g_key_file_set_string (key_file, group, "rules", e->rules);
      g_key_file_set_uint64 (key_file, group, "played", e->played);
      g_key_file_set_uint64 (key_file, group, "wins", e->wins);
      g_key_file_set_value (key_file, group, "places", places);
      g_key_file_set_uint64 (key_file, group, "abandoned", e->abandoned);
    }

  return g_key_file_to_data (key_file, length, NULL);
}

/**
 * ludo_stats_save:
 * @self: statistics
 * @error: return location for a #G_FILE_ERROR
 *
 * Writes the file atomically: a crash or a full disk leaves the old file.
 *
 * Returns: %TRUE when written
 */
gboolean
ludo_stats_save (LudoStats  *self,
                 GError    **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (LUDO_IS_STATS (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = to_data (self, &length);
  return ludo_save_writer_write_file (self->path, data, length, error);
}

static gboolean
corrupt (GError     **error,
         const char  *group,
         const char  *key)
{
  g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
               /* Translators: the first %s is a part of the statistics file
                * ("entry-3"), the second an entry in it ("wins") */
               _("The statistics file’s “%s” has a bad “%s” entry"), group, key);
  return FALSE;
}

static gboolean
read_count (GKeyFile    *key_file,
            const char  *group,
            const char  *key,
            guint       *count,
            GError     **error)
{
  g_autofree char *text = g_key_file_get_value (key_file, group, key, NULL);
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &value, NULL))
    return corrupt (error, group, key);
  *count = (guint) value;
  return TRUE;
}

static gboolean
read_list (GKeyFile    *key_file,
           const char  *group,
           const char  *key,
           guint        max_value,
           guint       *values,
           gsize        max_n,
           gsize       *n,
           GError     **error)
{
  g_autofree char *text = g_key_file_get_value (key_file, group, key, NULL);
  g_auto(GStrv) items = NULL;
  gsize count = 0;

  if (text == NULL)
    return corrupt (error, group, key);
  items = g_strsplit (text, ";", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      guint64 value;

      if (items[i][0] == '\0' && items[i + 1] == NULL)
        break;
      if (count == max_n
          || !g_ascii_string_to_unsigned (items[i], 10, 0, max_value, &value, NULL))
        return corrupt (error, group, key);
      values[count++] = (guint) value;
    }
  *n = count;
  return TRUE;
}

static gboolean
read_level (GKeyFile    *key_file,
            const char  *group,
            LudoSeat    *level,
            GError     **error)
{
  g_autofree char *text = g_key_file_get_value (key_file, group, "level", NULL);

  for (guint l = LUDO_SEAT_HUMAN; l < G_N_ELEMENTS (level_nicks); l++)
    if (g_strcmp0 (text, level_nicks[l]) == 0)
      {
        *level = l;
        return TRUE;
      }
  return corrupt (error, group, "level");
}

static gboolean
read_entry (GKeyFile        *key_file,
            const char      *group,
            LudoStatsEntry  *entry,
            GError         **error)
{
  g_autofree char *raw_name = g_key_file_get_string (key_file, group, "name", NULL);
  g_autofree char *rules = g_key_file_get_string (key_file, group, "rules", NULL);
  LudoRules parsed;
  gsize n;
  guint sum = 0;

  if (!read_level (key_file, group, &entry->level, error))
    return FALSE;
  entry->name = ludo_names_clean (raw_name);
  if ((entry->level == LUDO_SEAT_HUMAN) != (entry->name != NULL))
    return corrupt (error, group, "name");
  if (rules == NULL || !ludo_notation_parse_rules (rules, &parsed, NULL))
    return corrupt (error, group, "rules");
  /* The same rules always make the same text, so that entries meet. */
  entry->rules = ludo_notation_format_rules (&parsed);

  if (!read_count (key_file, group, "played", &entry->played, error)
      || !read_count (key_file, group, "wins", &entry->wins, error)
      || !read_count (key_file, group, "abandoned", &entry->abandoned, error))
    return FALSE;
  if (!read_list (key_file, group, "places", G_MAXUINT, entry->places, LUDO_N_COLOURS, &n,
                  error))
    return FALSE;
  if (n != LUDO_N_COLOURS)
    return corrupt (error, group, "places");
  for (guint p = 0; p < LUDO_N_COLOURS; p++)
    {
      if (entry->places[p] > entry->played - sum)
        return corrupt (error, group, "places");
      sum += entry->places[p];
    }
  if (sum != entry->played || entry->wins > entry->played)
    return corrupt (error, group, "played");
  return TRUE;
}

static gboolean
read_file (LudoStats  *self,
           GArray     *entries,
           GError    **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_auto(GStrv) groups = NULL;
  g_autofree char *version = NULL;

  if (!g_key_file_load_from_file (key_file, self->path, G_KEY_FILE_NONE, error))
    return FALSE;

  version = g_key_file_get_value (key_file, GROUP, "format-version", NULL);
  if (g_strcmp0 (version, G_STRINGIFY (FORMAT_VERSION)) != 0)
    return corrupt (error, GROUP, "format-version");

  groups = g_key_file_get_groups (key_file, NULL);
  if (g_strv_length (groups) > MAX_ENTRIES)
    return corrupt (error, GROUP, "format-version");
  for (guint i = 0; groups[i] != NULL; i++)
    {
      LudoStatsEntry entry = { 0 };

      if (strcmp (groups[i], GROUP) == 0)
        continue;
      if (!g_str_has_prefix (groups[i], "entry-"))
        return corrupt (error, groups[i], "name");
      if (!read_entry (key_file, groups[i], &entry, error))
        {
          entry_clear (&entry);
          return FALSE;
        }
      for (guint j = 0; j < entries->len; j++)
        {
          LudoStatsEntry *e = &g_array_index (entries, LudoStatsEntry, j);

          if (e->level == entry.level && g_strcmp0 (e->name, entry.name) == 0
              && strcmp (e->rules, entry.rules) == 0)
            {
              entry_clear (&entry);
              return corrupt (error, groups[i], "name");
            }
        }
      g_array_append_val (entries, entry);
    }
  return TRUE;
}

/**
 * ludo_stats_load:
 * @self: statistics
 * @moved_aside: (out) (optional) (nullable): where a damaged file went
 * @error: return location for the reason a file could not be read
 *
 * Reads the file. No file is no error: the statistics are empty. A file
 * that cannot be read is renamed to `<path>.broken-DATE-TIME` (said in
 * @moved_aside), the statistics start empty, and the reason is in @error,
 * to tell the player once.
 *
 * Returns: %TRUE when the file was read or there was none
 */
gboolean
ludo_stats_load (LudoStats  *self,
                 char      **moved_aside,
                 GError    **error)
{
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GError) local_error = NULL;
  char *aside;
  int saved_errno;

  g_return_val_if_fail (LUDO_IS_STATS (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (moved_aside != NULL)
    *moved_aside = NULL;

  entries = g_array_new (FALSE, TRUE, sizeof (LudoStatsEntry));
  g_array_set_clear_func (entries, entry_clear);
  if (read_file (self, entries, &local_error))
    {
      g_array_unref (self->entries);
      self->entries = g_steal_pointer (&entries);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      return TRUE;
    }

  g_array_set_size (self->entries, 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return TRUE;

  aside = ludo_save_writer_move_aside (self->path, &saved_errno);
  if (aside == NULL)
    {
      /* Translators: the first %s is a file name, the second why it failed */
      g_autofree char *reason = g_strdup_printf (_("Could not move the damaged statistics file “%s” aside: %s"),
                                                 self->path, g_strerror (saved_errno));

      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "%s\n", reason);
      return FALSE;
    }
  if (moved_aside != NULL)
    *moved_aside = aside;
  else
    g_free (aside);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* The key of the player at @colour: a person's name, a computer's level. */
static LudoStatsEntry *
entry_for (LudoStats  *self,
           LudoGame   *game,
           LudoColour  colour,
           const char *rules)
{
  LudoSeat seat = ludo_game_get_seat (game, colour);

  if (seat == LUDO_SEAT_HUMAN)
    return find_entry (self, ludo_game_get_player_name (game, colour), seat, rules, TRUE);
  return find_entry (self, NULL, seat, rules, TRUE);
}

/**
 * ludo_stats_record_game:
 * @self: statistics
 * @game: a game that is over
 * @error: return location for a failed write
 *
 * Counts a finished game for each of its players, then saves. The places
 * are the game's ranking; in team play both partners of the first player
 * home win.
 *
 * Returns: %TRUE when saved
 */
gboolean
ludo_stats_record_game (LudoStats  *self,
                        LudoGame   *game,
                        GError    **error)
{
  LudoColour ranking[LUDO_N_COLOURS];
  g_autofree char *rules = NULL;
  gboolean team;
  guint n;

  g_return_val_if_fail (LUDO_IS_STATS (self), FALSE);
  g_return_val_if_fail (LUDO_IS_GAME (game), FALSE);
  g_return_val_if_fail (ludo_game_get_phase (game) == LUDO_PHASE_OVER, FALSE);

  rules = ludo_notation_format_rules (ludo_game_get_rules (game));
  team = ludo_game_get_rules (game)->team;
  n = ludo_game_get_ranking (game, ranking);
  for (guint place = 0; place < n; place++)
    {
      LudoStatsEntry *entry = entry_for (self, game, ranking[place], rules);

      entry->played++;
      entry->places[place]++;
      if (place == 0 || (team && ranking[place] == ludo_rules_partner (ranking[0])))
        entry->wins++;
    }

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return ludo_stats_save (self, error);
}

/**
 * ludo_stats_record_abandoned:
 * @self: statistics
 * @game: a game left unfinished
 * @error: return location for a failed write
 *
 * Counts @game as abandoned for each of its players, then saves.
 *
 * Returns: %TRUE when saved
 */
gboolean
ludo_stats_record_abandoned (LudoStats  *self,
                             LudoGame   *game,
                             GError    **error)
{
  g_autofree char *rules = NULL;

  g_return_val_if_fail (LUDO_IS_STATS (self), FALSE);
  g_return_val_if_fail (LUDO_IS_GAME (game), FALSE);

  rules = ludo_notation_format_rules (ludo_game_get_rules (game));
  for (int c = 0; c < LUDO_N_COLOURS; c++)
    if (ludo_game_get_seat (game, c) != LUDO_SEAT_EMPTY)
      entry_for (self, game, c, rules)->abandoned++;

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return ludo_stats_save (self, error);
}

/**
 * ludo_stats_reset:
 * @self: statistics
 * @error: return location for a failed write
 *
 * Forgets every result and saves the empty statistics.
 *
 * Returns: %TRUE when saved
 */
gboolean
ludo_stats_reset (LudoStats  *self,
                  GError    **error)
{
  g_return_val_if_fail (LUDO_IS_STATS (self), FALSE);

  g_array_set_size (self->entries, 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return ludo_stats_save (self, error);
}

/**
 * ludo_stats_summarize:
 * @self: statistics
 * @rules: (nullable): a rule set in the notation of docs/rules.md §6 (""
 *   for the standard rules), or %NULL for all rule sets together
 *
 * The entries of one rule set, or of all of them added up per player
 * Free the array with g_array_unref().
 *
 * Returns: (transfer full) (element-type LudoStatsEntry): the entries, in
 *   the order first met
 */
GArray *
ludo_stats_summarize (LudoStats  *self,
                      const char *rules)
{
  GArray *out;

  g_return_val_if_fail (LUDO_IS_STATS (self), NULL);

  out = g_array_new (FALSE, TRUE, sizeof (LudoStatsEntry));
  g_array_set_clear_func (out, entry_clear);
  for (guint i = 0; i < self->entries->len; i++)
    {
      const LudoStatsEntry *e = &g_array_index (self->entries, LudoStatsEntry, i);
      LudoStatsEntry *sum = NULL;

      if (rules != NULL && strcmp (rules, e->rules) != 0)
        continue;
      for (guint j = 0; j < out->len && sum == NULL; j++)
        {
          LudoStatsEntry *o = &g_array_index (out, LudoStatsEntry, j);

          if (o->level == e->level && g_strcmp0 (o->name, e->name) == 0)
            sum = o;
        }
      if (sum == NULL)
        {
          LudoStatsEntry copy = { 0 };

          copy.name = g_strdup (e->name);
          copy.level = e->level;
          copy.rules = g_strdup (rules != NULL ? rules : "");
          g_array_append_val (out, copy);
          sum = &g_array_index (out, LudoStatsEntry, out->len - 1);
        }
      sum->played += e->played;
      sum->wins += e->wins;
      sum->abandoned += e->abandoned;
      for (guint p = 0; p < LUDO_N_COLOURS; p++)
        sum->places[p] += e->places[p];
    }
  return out;
}

/**
 * ludo_stats_list_rules:
 * @self: statistics
 *
 * Returns: (transfer full): the rule sets that have entries, in the order
 *   first met
 */
GStrv
ludo_stats_list_rules (LudoStats *self)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new ();

  g_return_val_if_fail (LUDO_IS_STATS (self), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const LudoStatsEntry *e = &g_array_index (self->entries, LudoStatsEntry, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < list->len && !seen; j++)
        seen = strcmp (g_ptr_array_index (list, j), e->rules) == 0;
      if (!seen)
        g_ptr_array_add (list, g_strdup (e->rules));
    }
  g_ptr_array_add (list, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&list), FALSE);
}
