/* ludo-window-text-spared.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Why a landing captured nothing: the pawns it met stand on a safe square
 * (docs/rules.md §5a.2). The game's record names them; nothing here
 * decides which squares are safe. */

#include "config.h"

#include "ludo-window-text.h"

#include <glib/gi18n.h>

static char *
spared_sentence (LudoGame   *game,
                 LudoColour  by,
                 LudoColour  colour,
                 guint       n)
{
  LudoColour you = ludo_window_text_sole_human (game);
  const char *by_name = ludo_window_text_player (game, by);

  /* The pawns go by their colour: a player's name can be any word, which
   * no other word of the sentence may have to agree with. */
  if (by == you && n == 1)
    /* Translators: %s is the pawn's colour ("green"). Said when your pawn
     * lands where an opponent's pawn stands and captures nothing. */
    return g_strdup_printf (_("A %s pawn is on a safe square: you cannot capture it"),
                            ludo_window_text_pawn_colour (colour));
  if (by == you)
    return g_strdup_printf (ngettext ("%u %s pawn is on a safe square: you cannot capture it",
                                      "%u %s pawns are on a safe square: you cannot capture them",
                                      n),
                            n, ludo_window_text_pawns_colour (colour));
  if (colour == you && n == 1)
    /* Translators: %s is the name of the player who landed on your pawn. */
    return g_strdup_printf (_("Your pawn is on a safe square: %s cannot capture it"), by_name);
  if (colour == you)
    return g_strdup_printf (ngettext ("%u of your pawns are on a safe square: %s cannot capture them",
                                      "%u of your pawns are on a safe square: %s cannot capture them",
                                      n),
                            n, by_name);
  if (n == 1)
    /* Translators: the first %s is the pawn's colour ("green"), the second
     * the name of the player who landed there. */
    return g_strdup_printf (_("A %s pawn is on a safe square: %s cannot capture it"),
                            ludo_window_text_pawn_colour (colour), by_name);
  return g_strdup_printf (ngettext ("%u %s pawn is on a safe square: %s cannot capture it",
                                    "%u %s pawns are on a safe square: %s cannot capture them",
                                    n),
                          n, ludo_window_text_pawns_colour (colour), by_name);
}

/**
 * ludo_window_text_spared:
 * @game: the game
 * @outcome: the record of a roll
 *
 * One sentence for each colour whose pawns the move of @outcome met on a
 * safe square and left there.
 *
 * Returns: (transfer full) (nullable): the sentences, or %NULL when the
 *   move spared nobody
 */
char *
ludo_window_text_spared (LudoGame          *game,
                         const LudoOutcome *outcome)
{
  guint spared[LUDO_N_COLOURS] = { 0 };
  GString *text = NULL;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (outcome != NULL, NULL);
  g_return_val_if_fail (outcome->roller >= 0 && outcome->roller < LUDO_N_COLOURS, NULL);

  for (guint i = 0; i < outcome->n_spared && i < LUDO_MAX_SPARED; i++)
    if (outcome->spared[i].colour >= 0 && outcome->spared[i].colour < LUDO_N_COLOURS)
      spared[outcome->spared[i].colour]++;

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      g_autofree char *sentence = NULL;

      if (spared[c] == 0)
        continue;
      sentence = spared_sentence (game, outcome->roller, c, spared[c]);
      if (text == NULL)
        {
          text = g_string_new (sentence);
          continue;
        }
      g_string_append (text, C_("sentences", ". "));
      g_string_append (text, sentence);
    }

  return text != NULL ? g_string_free (text, FALSE) : NULL;
}
