/* ludo-move-log-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The sentences of the move log: "Green rolled a 4: a pawn entered the
 * home column". The pawns are the subject of what happened to them, so
 * that the same words follow "You rolled" and "Green rolled" in every
 * language. */

#include "config.h"

#include "ludo-move-log-text.h"

#include <glib/gi18n.h>

#include "ludo-window-text.h"

char *
ludo_move_log_text_roll (LudoGame   *game,
                         LudoColour  roller,
                         guint       roll)
{
  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (roller >= 0 && roller < LUDO_N_COLOURS, NULL);

  if (ludo_window_text_sole_human (game) == roller)
    return g_strdup_printf (_("You rolled a %u"), roll);
  return g_strdup_printf (_("%s rolled a %u"), ludo_window_text_player (game, roller), roll);
}

/* "a pawn", or in team play, where a finished player moves its partner's
 * pawns, "one of the yellow pawns" (or "one of your pawns" when the partner
 * is the person at the table). */
static char *
moved_pawns (LudoGame   *game,
             LudoColour  roller,
             LudoColour  pawns,
             guint       count)
{
  const char *owner = ludo_window_text_pawns_colour (pawns);
  gboolean yours = pawns != roller && pawns == ludo_window_text_sole_human (game);

  if (count == 1 && pawns == roller)
    return g_strdup (C_("move log", "a pawn"));
  if (count == 1 && yours)
    return g_strdup (C_("move log", "one of your pawns"));
  if (count == 1)
    return g_strdup_printf (C_("move log", "one of the %s pawns"), owner);
  if (pawns == roller)
    return g_strdup_printf (ngettext ("a stack of %u pawn", "a stack of %u pawns", count),
                            count);
  if (yours)
    return g_strdup_printf (ngettext ("a stack of %u of your pawns",
                                      "a stack of %u of your pawns", count),
                            count);
  return g_strdup_printf (ngettext ("a stack of %u %s pawn", "a stack of %u %s pawns",
                                    count),
                          count, owner);
}

/* What the move of @outcome did to the pawns that moved. */
char *
ludo_move_log_text_move (LudoGame          *game,
                         const LudoOutcome *outcome)
{
  const LudoMove *move;
  g_autofree char *subject = NULL;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (outcome != NULL && outcome->moved, NULL);
  g_return_val_if_fail (outcome->roller >= 0 && outcome->roller < LUDO_N_COLOURS, NULL);

  move = &outcome->move;
  g_return_val_if_fail (move->colour >= 0 && move->colour < LUDO_N_COLOURS, NULL);
  g_return_val_if_fail (move->count >= 1, NULL);

  subject = moved_pawns (game, outcome->roller, move->colour, move->count);

  if (move->from == LUDO_PROGRESS_BASE)
    /* Translators: in the move log; %s is "a pawn", "one of the yellow
     * pawns" or "a stack of 2 pawns", and so in the three below. */
    return g_strdup_printf (C_("move log", "%s left base"), subject);
  if (move->to == LUDO_PROGRESS_HOME)
    return g_strdup_printf (C_("move log", "%s reached home"), subject);
  if (move->from <= LUDO_PROGRESS_LAST_TRACK && move->to >= LUDO_PROGRESS_HOME_COLUMN)
    return g_strdup_printf (C_("move log", "%s entered the home column"), subject);
  return g_strdup_printf (C_("move log", "%s moved on"), subject);
}

/* With blockades, whether the move built a wall or took one down, as the
 * game's record says; a whole stack that moves takes its wall along,
 * which is no news. */
const char *
ludo_move_log_text_blockade (const LudoOutcome *outcome)
{
  g_return_val_if_fail (outcome != NULL, NULL);

  if (outcome->blockade_formed)
    return _("A blockade was formed");
  if (outcome->blockade_broken)
    return _("A blockade was broken up");
  return NULL;
}

/* The roll and what came of it, as one sentence of the log. */
char *
ludo_move_log_text_step (const char *roll_text,
                         const char *move_text)
{
  g_return_val_if_fail (roll_text != NULL, NULL);

  if (move_text == NULL)
    return g_strdup (roll_text);

  /* Translators: in the move log, a roll and what it did: "Green rolled
   * a 4: a pawn moved on". */
  return g_strdup_printf (C_("move log", "%s: %s"), roll_text, move_text);
}
