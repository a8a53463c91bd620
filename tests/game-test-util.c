/* game-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "game-test-util.h"

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
