/* game-log.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "game-log.h"

#include <string.h>

#include "engine-test-util.h"
#include "engine/ludo-notation.h"

static void
add_line (GameLog    *log,
          const char *format,
          ...) G_GNUC_PRINTF (2, 3);

static void
add_line (GameLog    *log,
          const char *format,
          ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (log->lines, g_strdup_vprintf (format, args));
  va_end (args);
}

/* Every handler checks that no other handler of this log is running: the
 * model must never emit from inside a handler, which would mean that a
 * step ran recursively instead of from the main loop. */
static void
enter (GameLog *log)
{
  g_assert_cmpuint (log->depth, ==, 0);
  log->depth++;
}

static void
leave (GameLog *log)
{
  log->depth--;
}

static void
dice_rolled_cb (LudoGame *game,
                int       colour,
                guint     value,
                GameLog  *log)
{
  enter (log);
  add_line (log, "dice-rolled %c %u", ludo_notation_colour_letter (colour), value);
  leave (log);
}

/* The whole record in one line, as format_outcome() writes it:
 * "roll-played r 4 r:10-14 captured=g:1@13 next=g". Its next colour is
 * the one the game now has on turn. */
static void
roll_played_cb (LudoGame          *game,
                const LudoOutcome *outcome,
                GameLog           *log)
{
  g_autofree char *text = NULL;

  enter (log);
  g_assert_nonnull (outcome);
  g_assert_cmpint (outcome->next, ==, ludo_game_get_current_colour (game));
  text = format_outcome (outcome);
  add_line (log, "roll-played %s", text);
  leave (log);
}

static void
turn_changed_cb (LudoGame *game,
                 int       colour,
                 GameLog  *log)
{
  enter (log);
  g_assert_cmpint (colour, ==, ludo_game_get_current_colour (game));
  add_line (log, "turn-changed %c", ludo_notation_colour_letter (colour));
  leave (log);
}

static void
game_over_cb (LudoGame *game,
              GameLog  *log)
{
  enter (log);
  g_assert_cmpint (ludo_game_get_phase (game), ==, LUDO_PHASE_OVER);
  log->n_game_over++;
  add_line (log, "game-over");
  leave (log);
}

static void
save_failed_cb (LudoGame   *game,
                const char *message,
                GameLog    *log)
{
  enter (log);
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  add_line (log, "save-failed");
  leave (log);
}

static void
undone_cb (LudoGame *game,
           guint     n_rolls,
           GameLog  *log)
{
  enter (log);
  add_line (log, "undone %u", n_rolls);
  leave (log);
}

static void
notify_cb (LudoGame   *game,
           GParamSpec *pspec,
           GameLog    *log)
{
  enter (log);
  add_line (log, "notify %s", pspec->name);
  leave (log);
}

GameLog *
game_log_new (LudoGame *game,
              gboolean  with_notify)
{
  GameLog *log = g_new0 (GameLog, 1);

  log->game = game;
  log->lines = g_ptr_array_new_with_free_func (g_free);
  log->with_notify = with_notify;
  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &log->game);

  g_signal_connect (game, "dice-rolled", G_CALLBACK (dice_rolled_cb), log);
  g_signal_connect (game, "roll-played", G_CALLBACK (roll_played_cb), log);
  g_signal_connect (game, "turn-changed", G_CALLBACK (turn_changed_cb), log);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), log);
  g_signal_connect (game, "save-failed", G_CALLBACK (save_failed_cb), log);
  g_signal_connect (game, "undone", G_CALLBACK (undone_cb), log);
  if (with_notify)
    g_signal_connect (game, "notify", G_CALLBACK (notify_cb), log);

  return log;
}

void
game_log_free (GameLog *log)
{
  if (log->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (log->game, log);
      g_object_remove_weak_pointer (G_OBJECT (log->game), (gpointer *) &log->game);
    }
  g_ptr_array_unref (log->lines);
  g_free (log);
}

void
game_log_clear (GameLog *log)
{
  g_ptr_array_set_size (log->lines, 0);
}

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* One step's notifications come out together, in an order GObject picks:
 * sort each run of them so that only membership and position count. */
static GPtrArray *
canonical (GPtrArray *lines)
{
  GPtrArray *out = g_ptr_array_new ();
  guint run = 0;

  for (guint i = 0; i <= lines->len; i++)
    {
      const char *line = i < lines->len ? g_ptr_array_index (lines, i) : NULL;

      if (line != NULL && g_str_has_prefix (line, "notify "))
        {
          g_ptr_array_add (out, (gpointer) line);
          run++;
          continue;
        }

      if (run > 1)
        qsort (out->pdata + out->len - run, run, sizeof (gpointer), compare_lines);
      run = 0;
      if (line != NULL)
        g_ptr_array_add (out, (gpointer) line);
    }

  return out;
}

char *
game_log_to_string (GameLog *log)
{
  g_autoptr(GPtrArray) lines = canonical (log->lines);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (text, "%s\n", (const char *) g_ptr_array_index (lines, i));

  return g_string_free (text, FALSE);
}

void
game_log_assert (GameLog            *log,
                 const char * const *expected)
{
  g_autofree char *actual = game_log_to_string (log);
  GString *wanted = g_string_new (NULL);
  g_autofree char *wanted_text = NULL;

  for (guint i = 0; expected[i] != NULL; i++)
    g_string_append_printf (wanted, "%s\n", expected[i]);
  wanted_text = g_string_free (wanted, FALSE);

  g_assert_cmpstr (actual, ==, wanted_text);
  game_log_clear (log);
}

char **
game_log_events (GameLog *log,
                 guint    from)
{
  GPtrArray *events = g_ptr_array_new ();

  for (guint i = from; i < log->lines->len; i++)
    {
      const char *line = g_ptr_array_index (log->lines, i);

      if (!g_str_has_prefix (line, "notify "))
        g_ptr_array_add (events, g_strdup (line));
    }
  g_ptr_array_add (events, NULL);

  return (char **) g_ptr_array_free (events, FALSE);
}

/* Runs the main loop until a line starting with @prefix is logged. */
void
game_log_run_until (GameLog    *log,
                    const char *prefix)
{
  guint checked = log->lines->len;

  for (;;)
    {
      for (; checked < log->lines->len; checked++)
        if (g_str_has_prefix (g_ptr_array_index (log->lines, checked), prefix))
          return;

      g_main_context_iteration (NULL, TRUE);
    }
}
