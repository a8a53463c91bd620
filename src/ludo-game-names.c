/* ludo-game-names.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The players' names, owned by the game so that every view shows the same
 * one: the header, the status line, the move log, the ranking and the
 * statistics read ludo_game_get_player_name() and never choose a fallback
 * of their own. Names are saved with the game (ludo-game-file.c). */

#include "config.h"

#include <glib/gi18n.h>

#include "ludo-game-private.h"
#include "ludo-names.h"

/**
 * ludo_game_set_player_name:
 * @self: a game
 * @colour: the seat
 * @name: (nullable): the name as typed; cleaned by ludo_names_clean()
 *
 * Names the player at @colour; an empty name gives the colour's name back.
 * A game with a save path is saved again.
 */
void
ludo_game_set_player_name (LudoGame   *self,
                           LudoColour  colour,
                           const char *name)
{
  char *clean;

  g_return_if_fail (LUDO_IS_GAME (self));
  g_return_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE);

  clean = ludo_names_clean (name);
  if (g_strcmp0 (clean, self->names[colour]) == 0)
    {
      g_free (clean);
      return;
    }
  g_free (self->names[colour]);
  self->names[colour] = clean;
  _ludo_game_autosave (self);
}

/**
 * ludo_game_get_custom_name:
 * @self: a game
 * @colour: the seat
 *
 * Returns: (nullable): the name given to the player at @colour, or %NULL
 *   when it goes by its colour
 */
const char *
ludo_game_get_custom_name (LudoGame   *self,
                           LudoColour  colour)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), NULL);
  g_return_val_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE, NULL);

  return self->names[colour];
}

/**
 * ludo_game_get_player_name:
 * @self: a game
 * @colour: the seat
 *
 * Returns: the name to show for the player at @colour: the name given, or
 *   else the colour's name, translated
 */
const char *
ludo_game_get_player_name (LudoGame   *self,
                           LudoColour  colour)
{
  g_return_val_if_fail (LUDO_IS_GAME (self), NULL);
  g_return_val_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE, NULL);

  if (self->names[colour] != NULL)
    return self->names[colour];
  return ludo_game_colour_name (colour);
}

/**
 * ludo_game_colour_name:
 * @colour: a colour
 *
 * Returns: the colour's name as a player's name, translated: what a player
 *   without a name of their own goes by
 */
const char *
ludo_game_colour_name (LudoColour colour)
{
  g_return_val_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE, NULL);

  switch (colour)
    {
    /* Translators: a player's name, the subject of sentences such as
     * "%s captured your pawn". */
    case LUDO_COLOUR_RED: return C_("player", "Red");
    case LUDO_COLOUR_GREEN: return C_("player", "Green");
    case LUDO_COLOUR_YELLOW: return C_("player", "Yellow");
    case LUDO_COLOUR_BLUE: return C_("player", "Blue");
    case LUDO_COLOUR_NONE:
    default:
      return NULL;
    }
}

void
_ludo_game_clear_names (LudoGame *self)
{
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    g_clear_pointer (&self->names[c], g_free);
}
