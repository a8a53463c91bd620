/* ludo-names.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Players' names as typed in the preferences or read from a saved game: one
 * line of printable text, of a length that the header, the ranking and the
 * statistics can show. No GTK: the model and its tests use this. */

#include "config.h"

#include "ludo-names.h"

#include <string.h>

/**
 * ludo_names_clean:
 * @raw: (nullable): a name as typed, in any state
 *
 * Makes a name fit to show: invalid bytes and invisible characters
 * (bidirectional overrides) are dropped, control characters (new lines,
 * tabs) become spaces, runs of spaces become one, the ends are trimmed and
 * the name is cut at %LUDO_NAME_MAX_CHARS characters.
 *
 * Returns: (transfer full) (nullable): the name, or %NULL when nothing is
 *   left of it, so that the caller falls back on the colour's name
 */
char *
ludo_names_clean (const char *raw)
{
  g_autofree char *valid = NULL;
  g_autoptr(GString) name = NULL;
  gboolean space = TRUE;
  guint n_chars = 0;

  if (raw == NULL)
    return NULL;

  valid = g_utf8_make_valid (raw, -1);
  name = g_string_new (NULL);
  for (const char *p = valid; *p != '\0' && n_chars < LUDO_NAME_MAX_CHARS;
       p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (ch);

      /* Invisible characters (bidirectional overrides, what replaced
       * invalid bytes) would only hide or reorder what is shown. */
      if (type == G_UNICODE_FORMAT || type == G_UNICODE_UNASSIGNED
          || type == G_UNICODE_SURROGATE || type == G_UNICODE_PRIVATE_USE || ch == 0xFFFD)
        continue;
      if (g_unichar_isspace (ch) || type == G_UNICODE_CONTROL
          || type == G_UNICODE_LINE_SEPARATOR || type == G_UNICODE_PARAGRAPH_SEPARATOR)
        {
          if (!space)
            {
              g_string_append_c (name, ' ');
              n_chars++;
            }
          space = TRUE;
          continue;
        }
      g_string_append_unichar (name, ch);
      n_chars++;
      space = FALSE;
    }

  while (name->len > 0 && name->str[name->len - 1] == ' ')
    g_string_truncate (name, name->len - 1);

  if (name->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&name), FALSE);
}

/**
 * ludo_names_real_name:
 *
 * The user's real name from the system, as the first person's name when
 * none is set. GLib answers "Unknown" when it does not know it, and an
 * account without a full name often repeats the login ("root"), which is
 * no name to greet a player with. The tests set LUDO_REAL_NAME to stand in
 * for the system's answer, so that they do not depend on the account.
 *
 * Returns: (transfer full) (nullable): the cleaned name, or %NULL
 */
char *
ludo_names_real_name (void)
{
  const char *real = g_getenv ("LUDO_REAL_NAME");

  if (real == NULL)
    real = g_get_real_name ();
  if (real == NULL || strcmp (real, "Unknown") == 0
      || g_ascii_strcasecmp (real, g_get_user_name ()) == 0)
    return NULL;
  return ludo_names_clean (real);
}
