/* game-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "game-test-util.h"

#include "engine-test-util.h"
#include "engine/ludo-notation.h"
#include "ludo-game-private.h"

/* A game that starts in the middle, at @position in the notation of
 * docs/rules.md §6, under the house rules listed in @rules_text; the test fails on
 * a malformed argument. */
LudoGame *
game_at_position (const char     *rules_text,
                  const LudoSeat *seats,
                  const char     *position,
                  guint32         seed)
{
  g_autoptr(GError) error = NULL;
  LudoRules rules;
  LudoPosition pos;

  g_assert_true (ludo_notation_parse_rules (rules_text, &rules, &error));
  g_assert_no_error (error);
  g_assert_true (ludo_notation_parse_position (position, &rules, &pos, &error));
  g_assert_no_error (error);

  return _ludo_game_new_from_position (&rules, seats, seed, &pos);
}

/* The game's position in the notation of docs/rules.md §6. */
char *
game_position_text (LudoGame *game)
{
  char text[LUDO_NOTATION_POSITION_MAX];

  ludo_notation_format_position (ludo_game_get_position (game), text);
  return g_strdup (text);
}

void
game_assert_position (LudoGame   *game,
                      const char *expected)
{
  g_autofree char *text = game_position_text (game);

  g_assert_cmpstr (text, ==, expected);
}

/* Plays @move_text (as "r:0-1"); the test fails if the game refuses it. */
void
game_play (LudoGame   *game,
           const char *move_text)
{
  g_autoptr(GError) error = NULL;
  LudoMove move = move_from (move_text);

  g_assert_true (ludo_game_move (game, &move, &error));
  g_assert_no_error (error);
}

/* Rolls @value: the die is loaded with it first. */
void
game_roll (LudoGame *game,
           guint     value)
{
  g_autoptr(GError) error = NULL;

  _ludo_game_push_die (game, value);
  g_assert_true (ludo_game_roll (game, &error));
  g_assert_no_error (error);
}
