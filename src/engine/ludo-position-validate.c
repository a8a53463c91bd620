/* ludo-position-validate.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Whether a position is one the rules in force can reach (docs/rules.md §6):
 * the parser's last check, and the saved game's. */

#include "config.h"

#include "ludo-notation.h"

#include <string.h>

#include "ludo-rules-private.h"

static const char * const colour_names[LUDO_N_COLOURS] = { "red", "green", "yellow", "blue" };

static gboolean
unreachable (GError     **error,
             const char  *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
unreachable (GError     **error,
             const char  *format,
             ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_UNREACHABLE,
                                 format, args);
  va_end (args);
  return FALSE;
}

/**
 * ludo_position_validate:
 * @rules: the rules in force
 * @pos: a position; its progress values need not be sorted
 * @error: return location for a %LUDO_NOTATION_ERROR error
 *
 * Checks that the rules in force can reach @pos (docs/rules.md §6 and
 * §8.10): the seats, the pawns' places, who
 * is to roll and whether the game is over. Only the public fields are read.
 *
 * Returns: %TRUE when @pos is valid; otherwise @error names what is wrong
 */
gboolean
ludo_position_validate (const LudoRules     *rules,
                        const LudoPosition  *pos,
                        GError             **error)
{
  guint n_seated = 0;
  guint finished = 0;
  guint unfinished = 0;
  gboolean over;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (pos->turn < LUDO_COLOUR_NONE || pos->turn > LUDO_COLOUR_BLUE)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "%d is not a colour to roll", pos->turn);
      return FALSE;
    }
  if ((pos->seated & ~0xfu) != 0)
    {
      g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                   "seat mask 0x%x names more than four colours", pos->seated);
      return FALSE;
    }

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if ((pos->seated & (1u << c)) == 0)
        continue;
      n_seated++;
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        if (pos->progress[c][i] > LUDO_PROGRESS_HOME)
          {
            g_set_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_SYNTAX,
                         "progress %u is out of range 0..%d (a %s pawn)",
                         pos->progress[c][i], LUDO_PROGRESS_HOME, colour_names[c]);
            return FALSE;
          }
      if (ludo_position_count_at (pos, (LudoColour) c, LUDO_PROGRESS_HOME) == LUDO_N_PAWNS)
        finished |= 1u << c;
      else
        unfinished |= 1u << c;
    }

  if (n_seated < 2)
    return unreachable (error, "a game needs at least two seated colours, found %u", n_seated);
  if (!ludo_rules_check (rules, pos->seated, error))
    return FALSE;

  /* Pawns of one colour. */
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if ((pos->seated & (1u << c)) == 0)
        continue;
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        for (guint j = i + 1; j < LUDO_N_PAWNS; j++)
          {
            guint p = pos->progress[c][i];

            if (p != pos->progress[c][j] || p == LUDO_PROGRESS_BASE || p == LUDO_PROGRESS_HOME)
              continue;
            if (p >= LUDO_PROGRESS_HOME_COLUMN)
              return unreachable (error, "two %s pawns on home-column square %u",
                                  colour_names[c], p);
            if (!rules->blockades && !rules->pachisi)
              return unreachable (error, "two %s pawns on track square %u need blockades or "
                                  "pachisi", colour_names[c], p);
          }
    }

  /* Pawns of two colours. */
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    for (guint o = c + 1; o < LUDO_N_COLOURS; o++)
      {
        if ((pos->seated & (1u << c)) == 0 || (pos->seated & (1u << o)) == 0)
          continue;
        if (rules->team && o == c + 2)
          continue;
        for (guint i = 0; i < LUDO_N_PAWNS; i++)
          for (guint j = 0; j < LUDO_N_PAWNS; j++)
            {
              guint pc = pos->progress[c][i];
              guint po = pos->progress[o][j];
              guint square;

              if (pc < LUDO_PROGRESS_START || pc > LUDO_PROGRESS_LAST_TRACK
                  || po < LUDO_PROGRESS_START || po > LUDO_PROGRESS_LAST_TRACK)
                continue;
              square = ludo_rules_absolute_square ((LudoColour) c, pc);
              if (square != ludo_rules_absolute_square ((LudoColour) o, po))
                continue;
              /* Opponents share a safe square, but a blockade stops the
               * other side from joining it: only one side can have two
               * pawns of a colour there. */
              if (ludo_rules_is_safe_square (rules, square))
                {
                  if (rules->blockades
                      && ludo_position_count_at (pos, (LudoColour) c, pc) >= 2
                      && ludo_position_count_at (pos, (LudoColour) o, po) >= 2)
                    return unreachable (error, "%s and %s both have a blockade on safe square %u",
                                        colour_names[c], colour_names[o], square);
                  continue;
                }
              return unreachable (error, "%s and %s share track square %u (%s at %u, %s at %u)",
                                  colour_names[c], colour_names[o], square,
                                  colour_names[c], pc, colour_names[o], po);
            }
      }

  if (rules->team)
    {
      gboolean red_team = (finished & 0x5u) == 0x5u;
      gboolean green_team = (finished & 0xau) == 0xau;

      if (red_team && green_team)
        return unreachable (error, "both teams have all their pawns home");
      over = red_team || green_team;
    }
  else
    {
      if (unfinished == 0)
        return unreachable (error, "every seated colour has finished");
      over = (unfinished & (unfinished - 1)) == 0;
    }

  if (pos->turn != LUDO_COLOUR_NONE && (pos->seated & (1u << pos->turn)) == 0)
    return unreachable (error, "%s is to roll but %s's seat is empty",
                        colour_names[pos->turn], colour_names[pos->turn]);
  if (over && pos->turn != LUDO_COLOUR_NONE)
    return unreachable (error, "the game is over, so nobody is to roll: write - before the ':'");
  if (!over && pos->turn == LUDO_COLOUR_NONE)
    return unreachable (error, "nobody is to roll (-) but the game is not over");
  if (!rules->team && pos->turn != LUDO_COLOUR_NONE && (finished & (1u << pos->turn)) != 0)
    return unreachable (error, "%s is to roll but has finished: a finished colour is skipped",
                        colour_names[pos->turn]);

  return TRUE;
}

