/* ludo-text-quote.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Excerpts of text from a file, fit to be shown in a label. The text may be
 * anything at all: tens of kilobytes (GTK takes seconds to lay out a label
 * that long, and the window would never appear), control characters (a
 * line break splits the status line), bytes that are not UTF-8 (GTK
 * refuses the label with a warning) or invisible characters that reorder
 * or hide the text around them. The excerpt is always short, valid UTF-8
 * and on one line; what was escaped is readable as \n, \t, \xNN (a byte
 * that is not UTF-8) or \u{NNNN} (a character that would not show).
 */

#include "config.h"

#include "ludo-text-quote.h"

#include <string.h>

static gboolean
shows_as_itself (gunichar c)
{
  switch (g_unichar_type (c))
    {
    case G_UNICODE_CONTROL:
    case G_UNICODE_FORMAT:
    case G_UNICODE_LINE_SEPARATOR:
    case G_UNICODE_PARAGRAPH_SEPARATOR:
    case G_UNICODE_UNASSIGNED:
    case G_UNICODE_PRIVATE_USE:
    case G_UNICODE_SURROGATE:
      return FALSE;
    default:
      return TRUE;
    }
}

/* Writes the escape for @c into @buf; returns its length. */
static int
escape (gunichar c,
        char     buf[16])
{
  switch (c)
    {
    case '\n':
      return g_snprintf (buf, 16, "\\n");
    case '\r':
      return g_snprintf (buf, 16, "\\r");
    case '\t':
      return g_snprintf (buf, 16, "\\t");
    default:
      if (c < 0x80)
        return g_snprintf (buf, 16, "\\x%02x", c);
      return g_snprintf (buf, 16, "\\u{%04X}", c);
    }
}

/**
 * ludo_text_quote_full:
 * @text: any bytes
 * @length: how many, or -1 up to the first NUL
 * @max_chars: how many characters of @text to keep at most
 *
 * Returns: (transfer full): the start of @text, escaped as above, in at
 *   most @max_chars characters (escapes included), with "…" after them
 *   when @text goes on; always valid UTF-8 with no control character
 */
char *
ludo_text_quote_full (const char *text,
                      gssize      length,
                      gsize       max_chars)
{
  GString *out;
  const char *p;
  const char *end;
  gsize n = 0;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (length < 0)
    length = strlen (text);

  out = g_string_sized_new (MIN ((gsize) length, max_chars * 4) + 4);
  p = text;
  end = text + length;

  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      const char *next;
      char buf[16];
      int buf_len;

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          buf_len = g_snprintf (buf, sizeof buf, "\\x%02x", (guchar) *p);
          next = p + 1;
        }
      else
        {
          next = g_utf8_next_char (p);
          buf_len = shows_as_itself (c) ? -1 : escape (c, buf);
        }

      /* An escape is kept whole or not at all. */
      if (n + (buf_len < 0 ? 1 : (gsize) buf_len) > max_chars)
        break;

      if (buf_len < 0)
        {
          g_string_append_len (out, p, next - p);
          n++;
        }
      else
        {
          g_string_append_len (out, buf, buf_len);
          n += buf_len;
        }
      p = next;
    }

  if (p < end)
    g_string_append (out, "…");

  return g_string_free (out, FALSE);
}

/**
 * ludo_text_quote:
 * @value: (nullable): a value read from a file, NUL-terminated
 *
 * Returns: (transfer full): an excerpt of @value for a message, at most
 *   %LUDO_TEXT_QUOTE_MAX characters
 */
char *
ludo_text_quote (const char *value)
{
  if (value == NULL)
    return g_strdup ("");

  return ludo_text_quote_full (value, -1, LUDO_TEXT_QUOTE_MAX);
}
