/* ludo-notation.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-notation.h"

#include <string.h>

#include "ludo-rules-private.h"

/* Input longer than this is refused before it is looked at: a position
 * written with leading zeros may exceed the canonical length, but nothing
 * sensible comes near this. */
#define INPUT_MAX 256
/* A token is quoted in a message up to this many bytes. */
#define QUOTE_MAX 16

static const char colour_letters[LUDO_N_COLOURS] = { 'r', 'g', 'y', 'b' };
static const char * const colour_names[LUDO_N_COLOURS] = { "red", "green", "yellow", "blue" };

static const char * const reason_names[] = {
  [LUDO_BLOCK_NONE] = "none",
  [LUDO_BLOCK_NEEDS_SIX] = "needs-six",
  [LUDO_BLOCK_OWN_PAWN] = "own-pawn",
  [LUDO_BLOCK_BLOCKADE_ON_START] = "blockade-on-start",
  [LUDO_BLOCK_BLOCKADE_IN_PATH] = "blockade-in-path",
  [LUDO_BLOCK_BLOCKADE_ON_TARGET] = "blockade-on-target",
  [LUDO_BLOCK_OVERSHOOTS_HOME] = "overshoots-home",
  [LUDO_BLOCK_HOME_COLUMN_BLOCKED] = "home-column-blocked",
  [LUDO_BLOCK_FINISHED] = "finished",
  [LUDO_BLOCK_STACK_HOME_COLUMN] = "stack-home-column",
};

/**
 * ludo_notation_error_quark:
 *
 * Returns: the error domain of the notation parser and of ludo_rules_check()
 */
G_DEFINE_QUARK (ludo-notation-error-quark, ludo_notation_error)

/* A printable, bounded rendering of untrusted input for error messages. */
static char *
quote_token (const char *s,
             gsize       len)
{
  GString *out = g_string_new ("'");

  for (gsize i = 0; i < len && i < QUOTE_MAX; i++)
    {
      guchar ch = (guchar) s[i];

      if (ch >= 0x20 && ch < 0x7f && ch != '\'' && ch != '\\')
        g_string_append_c (out, (char) ch);
      else
        g_string_append_printf (out, "\\x%02x", ch);
    }
  if (len > QUOTE_MAX)
    g_string_append (out, "...");
  g_string_append_c (out, '\'');
  return g_string_free (out, FALSE);
}

static gsize
bounded_length (const char *text)
{
  gsize n = 0;

  while (n <= INPUT_MAX && text[n] != '\0')
    n++;
  return n;
}

static int
colour_from_letter (char ch)
{
  for (int c = 0; c < LUDO_N_COLOURS; c++)
    if (colour_letters[c] == ch)
      return c;
  return LUDO_COLOUR_NONE;
}

/* Parses [s, s + len) as plain decimal digits. Values beyond the progress
 * range saturate, so that no input can overflow. */
static gboolean
parse_number (const char *s,
              gsize       len,
              guint      *value)
{
  guint v = 0;

  if (len == 0)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      if (s[i] < '0' || s[i] > '9')
        return FALSE;
      v = MIN (v * 10u + (guint) (s[i] - '0'), 1000u);
    }
  *value = v;
  return TRUE;
}

static gboolean
out_of_range (const char  *s,
              gsize        len,
              const char  *what,
              GError     **error)
{
  g_autofree char *shown = NULL;

  /* Leading zeros say nothing: show the digits that matter. */
  while (len > 1 && *s == '0')
    {
      s++;
      len--;
    }
  if (len > 2 * QUOTE_MAX)
    shown = g_strdup_printf ("%.*s...", 2 * QUOTE_MAX, s);
  else
    shown = g_strndup (s, len);
  g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
               "progress %s is out of range 0..%d (%s)", shown, LUDO_PROGRESS_HOME, what);
  return FALSE;
}

static gboolean
parse_colour_field (const char  *s,
                    gsize        len,
                    guint        colour,
                    guint8      *progress,
                    GError     **error)
{
  const char *name = colour_names[colour];
  guint n_values = 1;
  gsize start = 0;
  guint k = 0;

  if (len == 0)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "%s is empty: write four progress values, or - for an empty seat", name);
      return FALSE;
    }

  for (gsize i = 0; i < len; i++)
    n_values += s[i] == ',';
  if (n_values != LUDO_N_PAWNS)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "%s has %u pawn%s, a colour has exactly %d",
                   name, n_values, n_values == 1 ? "" : "s", LUDO_N_PAWNS);
      return FALSE;
    }

  for (gsize i = 0; i <= len; i++)
    {
      g_autofree char *what = NULL;
      guint value;

      if (i < len && s[i] != ',')
        continue;

      if (!parse_number (s + start, i - start, &value))
        {
          g_autofree char *shown = quote_token (s + start, i - start);

          if (i == start)
            g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                         "%s has an empty progress value", name);
          else
            g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                         "%s progress %s is not a plain decimal number", name, shown);
          return FALSE;
        }
      if (value > LUDO_PROGRESS_HOME)
        {
          what = g_strdup_printf ("a %s pawn", name);
          return out_of_range (s + start, i - start, what, error);
        }
      progress[k++] = (guint8) value;
      start = i + 1;
    }

  return TRUE;
}

/* "blockades, team, pachisi and safe", from the house-rule table. */
static char *
rule_names (void)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      if (i > 0)
        g_string_append (names, i + 1 == LUDO_N_RULES ? " and " : ", ");
      g_string_append (names, ludo_rule_info (i)->nick);
    }
  return g_string_free (names, FALSE);
}

/**
 * ludo_notation_parse_rules:
 * @list: (nullable): a comma-separated subset of `blockades,team,pachisi,safe`;
 *   %NULL or empty for the standard rules
 * @rules: (out): the options
 * @error: return location for a %LUDO_NOTATION_ERROR_RULES error
 *
 * Parses a rule list as `ludo-cli --rules` takes it (docs/rules.md §7). A name
 * may be repeated; an empty name is an error.
 *
 * Returns: %TRUE on success; @rules is left alone on failure
 */
gboolean
ludo_notation_parse_rules (const char  *list,
                           LudoRules   *rules,
                           GError     **error)
{
  LudoRules r = { 0 };
  gsize len, start = 0;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (list == NULL || *list == '\0')
    {
      *rules = r;
      return TRUE;
    }

  len = bounded_length (list);
  if (len > INPUT_MAX)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES,
                   "the rule list is too long (at most %d characters)", INPUT_MAX);
      return FALSE;
    }

  for (gsize i = 0; i <= len; i++)
    {
      const char *word = list + start;
      const LudoRuleInfo *info;
      gsize n = i - start;

      if (i < len && list[i] != ',')
        continue;
      start = i + 1;

      if (n == 0)
        {
          g_autofree char *names = rule_names ();

          g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES,
                       "the rule list has an empty name: separate the names %s by single commas",
                       names);
          return FALSE;
        }
      info = ludo_rule_info_by_nick (word, n);
      if (info == NULL)
        {
          g_autofree char *shown = quote_token (word, n);
          g_autofree char *names = rule_names ();

          g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_RULES,
                       "unknown rule %s: the rules are %s", shown, names);
          return FALSE;
        }
      ludo_rules_set (&r, info->flag, TRUE);
    }

  *rules = r;
  return TRUE;
}

/**
 * ludo_notation_format_rules:
 * @rules: the options
 *
 * Returns: (transfer full): the canonical rule list, such as
 *   `blockades,pachisi`; empty for the standard rules
 */
char *
ludo_notation_format_rules (const LudoRules *rules)
{
  GString *out;

  g_return_val_if_fail (rules != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < LUDO_N_RULES; i++)
    if (ludo_rules_get (rules, ludo_rule_info (i)->flag))
      g_string_append_printf (out, "%s,", ludo_rule_info (i)->nick);
  if (out->len > 0)
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/**
 * ludo_notation_parse_roll:
 * @text: (nullable): a roll, exactly one digit 1..6
 * @roll: (out): the roll
 * @error: return location for a %LUDO_NOTATION_ERROR_ROLL error
 *
 * Returns: %TRUE when @text is a roll
 */
gboolean
ludo_notation_parse_roll (const char  *text,
                          guint       *roll,
                          GError     **error)
{
  g_autofree char *shown = NULL;

  g_return_val_if_fail (roll != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (text != NULL && text[0] >= '1' && text[0] <= '6' && text[1] == '\0')
    {
      *roll = (guint) (text[0] - '0');
      return TRUE;
    }

  shown = quote_token (text != NULL ? text : "", text != NULL ? bounded_length (text) : 0);
  g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_ROLL,
               "the roll %s is not one of 1, 2, 3, 4, 5, 6", shown);
  return FALSE;
}

/**
 * ludo_notation_parse_position:
 * @text: (nullable): a position, `TURN:RED/GREEN/YELLOW/BLUE` (docs/rules.md §6)
 * @rules: (nullable): the rules in force; %NULL for the standard rules
 * @pos: (out): the position
 * @error: return location for a %LUDO_NOTATION_ERROR error
 *
 * Parses and validates a position (see ludo_position_validate()). Colours
 * that have finished are ranked in colour order; a finished game gets its
 * complete ranking.
 *
 * Returns: %TRUE on success; @pos is left alone on failure
 */
gboolean
ludo_notation_parse_position (const char       *text,
                              const LudoRules  *rules,
                              LudoPosition     *pos,
                              GError          **error)
{
  LudoRules standard = { 0 };
  LudoPosition p;
  gsize len, start;
  guint n_fields = 1;
  int turn;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (rules == NULL)
    rules = &standard;

  if (text == NULL || *text == '\0')
    {
      g_set_error_literal (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                           "the position is empty");
      return FALSE;
    }
  len = bounded_length (text);
  if (len > INPUT_MAX)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "the position is too long (at most %d characters)", INPUT_MAX);
      return FALSE;
    }

  memset (&p, 0, sizeof p);
  memset (p.ranking, LUDO_COLOUR_NONE, sizeof p.ranking);

  turn = colour_from_letter (text[0]);
  if (turn == LUDO_COLOUR_NONE && text[0] != '-')
    {
      g_autofree char *shown = quote_token (text, 1);

      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "a position starts with the colour to roll (r, g, y, b, or - when "
                   "the game is over), not %s", shown);
      return FALSE;
    }
  p.turn = (gint8) turn;

  if (len < 2 || text[1] != ':')
    {
      g_set_error_literal (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                           "expected ':' after the colour to roll");
      return FALSE;
    }

  for (gsize i = 2; i < len; i++)
    n_fields += text[i] == '/';
  if (n_fields != LUDO_N_COLOURS)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "expected four colours separated by '/', found %u", n_fields);
      return FALSE;
    }

  start = 2;
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      gsize end = start;

      while (end < len && text[end] != '/')
        end++;
      if (end - start == 1 && text[start] == '-')
        memset (p.progress[c], 0, LUDO_N_PAWNS);
      else if (!parse_colour_field (text + start, end - start, c, p.progress[c], error))
        return FALSE;
      else
        p.seated |= 1u << c;
      start = end + 1;
    }

  if (!ludo_position_validate (rules, &p, error))
    return FALSE;

  ludo_position_refresh (&p);
  _ludo_rules_rank_parsed (rules, &p);
  *pos = p;
  return TRUE;
}

static char *
put_number (char  *out,
            guint  value)
{
  if (value >= 100)
    *out++ = (char) ('0' + value / 100);
  if (value >= 10)
    *out++ = (char) ('0' + value / 10 % 10);
  *out++ = (char) ('0' + value % 10);
  return out;
}

/**
 * ludo_notation_format_position:
 * @pos: a position
 * @buf: (out caller-allocates): room for %LUDO_NOTATION_POSITION_MAX bytes
 *
 * Writes the canonical notation of @pos, each colour's values ascending.
 *
 * Returns: the length written, without the terminating NUL
 */
gsize
ludo_notation_format_position (const LudoPosition *pos,
                               char               *buf)
{
  char *out = buf;

  g_return_val_if_fail (buf != NULL, 0);
  buf[0] = '\0';
  g_return_val_if_fail (pos != NULL, 0);

  *out++ = pos->turn >= 0 && pos->turn < LUDO_N_COLOURS ? colour_letters[pos->turn] : '-';
  *out++ = ':';
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (c > 0)
        *out++ = '/';
      if ((pos->seated & (1u << c)) == 0)
        {
          *out++ = '-';
          continue;
        }
      else
        {
          guint8 v[LUDO_N_PAWNS];

          memcpy (v, pos->progress[c], sizeof v);
          for (guint i = 1; i < LUDO_N_PAWNS; i++)
            for (guint j = i; j > 0 && v[j - 1] > v[j]; j--)
              {
                guint8 t = v[j];

                v[j] = v[j - 1];
                v[j - 1] = t;
              }
          for (guint i = 0; i < LUDO_N_PAWNS; i++)
            {
              if (i > 0)
                *out++ = ',';
              /* Out-of-range values only come from a hand-made position;
               * they are clamped so that the buffer cannot overflow. */
              out = put_number (out, MIN (v[i], 99u));
            }
        }
    }
  *out = '\0';
  return (gsize) (out - buf);
}

/**
 * ludo_notation_parse_move:
 * @text: (nullable): a move, `C:FROM-TO` or `C:FROM-TOxN`, or `none`
 * @move: (out): the move; its colour is %LUDO_COLOUR_NONE for `none`
 * @is_none: (out) (optional): set to whether @text is `none`
 * @error: return location for a %LUDO_NOTATION_ERROR_SYNTAX error
 *
 * Parses the move notation of docs/rules.md §6. Whether the move is legal is not
 * checked here; N must be 2..4 (a single pawn's move has no `xN`).
 *
 * Returns: %TRUE on success
 */
gboolean
ludo_notation_parse_move (const char  *text,
                          LudoMove    *move,
                          gboolean    *is_none,
                          GError     **error)
{
  g_autofree char *shown = NULL;
  gsize len, i, from_start, to_start, to_end;
  guint from = 0, to = 0, count = 1;
  int colour;

  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (text == NULL || *text == '\0')
    {
      g_set_error_literal (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                           "the move is empty");
      return FALSE;
    }
  len = bounded_length (text);
  if (len > INPUT_MAX)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "the move is too long (at most %d characters)", INPUT_MAX);
      return FALSE;
    }

  if (strcmp (text, "none") == 0)
    {
      move->colour = LUDO_COLOUR_NONE;
      move->from = move->to = 0;
      move->count = 0;
      if (is_none != NULL)
        *is_none = TRUE;
      return TRUE;
    }

  shown = quote_token (text, len);
  colour = colour_from_letter (text[0]);
  if (colour == LUDO_COLOUR_NONE || len < 2 || text[1] != ':')
    goto syntax;

  from_start = i = 2;
  while (i < len && text[i] >= '0' && text[i] <= '9')
    i++;
  if (i == from_start || i >= len || text[i] != '-')
    goto syntax;
  to_start = ++i;
  while (i < len && text[i] >= '0' && text[i] <= '9')
    i++;
  to_end = i;
  if (to_end == to_start)
    goto syntax;
  if (i < len)
    {
      if (text[i] != 'x' || !parse_number (text + i + 1, len - i - 1, &count))
        goto syntax;
      if (count < 2 || count > LUDO_N_PAWNS)
        {
          g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                       "the move %s is not a move: a stack move xN moves 2 to %d pawns",
                       shown, LUDO_N_PAWNS);
          return FALSE;
        }
    }

  parse_number (text + from_start, to_start - 1 - from_start, &from);
  parse_number (text + to_start, to_end - to_start, &to);
  if (from > LUDO_PROGRESS_HOME)
    return out_of_range (text + from_start, to_start - 1 - from_start, "the move's FROM", error);
  if (to > LUDO_PROGRESS_HOME)
    return out_of_range (text + to_start, to_end - to_start, "the move's TO", error);

  move->colour = (gint8) colour;
  move->from = (guint8) from;
  move->to = (guint8) to;
  move->count = (guint8) count;
  if (is_none != NULL)
    *is_none = FALSE;
  return TRUE;

syntax:
  g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
               "%s is not a move: write C:FROM-TO, C:FROM-TOxN or none", shown);
  return FALSE;
}

/**
 * ludo_notation_format_move:
 * @move: (nullable): a move, or %NULL for no move
 * @buf: (out caller-allocates): room for %LUDO_NOTATION_MOVE_MAX bytes
 *
 * Writes a move as `C:FROM-TO`, with `xN` for a stack move, or `none`.
 *
 * Returns: the length written, without the terminating NUL
 */
gsize
ludo_notation_format_move (const LudoMove *move,
                           char           *buf)
{
  char *out = buf;

  g_return_val_if_fail (buf != NULL, 0);

  if (move == NULL || move->colour < 0 || move->colour >= LUDO_N_COLOURS)
    {
      strcpy (buf, "none");
      return 4;
    }

  *out++ = colour_letters[move->colour];
  *out++ = ':';
  out = put_number (out, move->from);
  *out++ = '-';
  out = put_number (out, move->to);
  if (move->count >= 2)
    {
      *out++ = 'x';
      out = put_number (out, move->count);
    }
  *out = '\0';
  return (gsize) (out - buf);
}

/**
 * ludo_notation_block_reason_name:
 * @reason: a reason
 *
 * Returns: the name `ludo-cli moves --explain` prints, such as `needs-six`
 */
const char *
ludo_notation_block_reason_name (LudoBlockReason reason)
{
  g_return_val_if_fail ((guint) reason < G_N_ELEMENTS (reason_names), NULL);

  return reason_names[reason];
}

/**
 * ludo_notation_colour_letter:
 * @colour: a colour, or %LUDO_COLOUR_NONE
 *
 * Returns: `r`, `g`, `y` or `b`, or `-` for %LUDO_COLOUR_NONE
 */
char
ludo_notation_colour_letter (LudoColour colour)
{
  if (colour < LUDO_COLOUR_RED || colour > LUDO_COLOUR_BLUE)
    return '-';
  return colour_letters[colour];
}
