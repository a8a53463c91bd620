/* ludo-board-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-text.h"

#include <glib/gi18n.h>

/* The board's words: hints for pawns that cannot move and the summary read
 * by screen readers. Messages that name a colour come one per colour, so
 * that translators can inflect the name (Greek needs the genitive). */

static const char *colour_names[LUDO_N_COLOURS] = {
  /* Translators: a player's colour, used as a name */
  NC_("player", "Red"),
  /* Translators: a player's colour, used as a name */
  NC_("player", "Green"),
  /* Translators: a player's colour, used as a name */
  NC_("player", "Yellow"),
  /* Translators: a player's colour, used as a name */
  NC_("player", "Blue"),
};

static const char *blockade_on_start[LUDO_N_COLOURS] = {
  N_("Red’s blockade stands on your start square"),
  N_("Green’s blockade stands on your start square"),
  N_("Yellow’s blockade stands on your start square"),
  N_("Blue’s blockade stands on your start square"),
};

static const char *blockade_in_path[LUDO_N_COLOURS] = {
  N_("Red’s blockade stands in this pawn’s way"),
  N_("Green’s blockade stands in this pawn’s way"),
  N_("Yellow’s blockade stands in this pawn’s way"),
  N_("Blue’s blockade stands in this pawn’s way"),
};

static const char *blockade_on_target[LUDO_N_COLOURS] = {
  N_("Red’s blockade stands on the square this pawn would land on"),
  N_("Green’s blockade stands on the square this pawn would land on"),
  N_("Yellow’s blockade stands on the square this pawn would land on"),
  N_("Blue’s blockade stands on the square this pawn would land on"),
};

const char *
ludo_board_text_colour (LudoColour colour)
{
  g_return_val_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE, "");

  return g_dpgettext2 (GETTEXT_PACKAGE, "player", colour_names[colour]);
}

static const char *
by_colour (const char * const *table,
           int                 colour)
{
  /* The engine always names the blockade's owner; fall back to red's text
   * rather than crash if it ever does not. */
  if (colour < LUDO_COLOUR_RED || colour > LUDO_COLOUR_BLUE)
    colour = LUDO_COLOUR_RED;

  return _(table[colour]);
}

/* Why a pawn place cannot move with @roll, as a sentence for the hint. */
char *
ludo_board_text_blocked (const LudoBlockedPlace *blocked,
                         guint                   roll)
{
  guint left;

  g_return_val_if_fail (blocked != NULL, NULL);

  switch ((LudoBlockReason) blocked->reason)
    {
    case LUDO_BLOCK_NEEDS_SIX:
      return g_strdup (_("This pawn needs a 6 to leave its base"));

    case LUDO_BLOCK_OWN_PAWN:
      if (blocked->from == LUDO_PROGRESS_BASE)
        return g_strdup (_("Your own pawn already stands on your start square"));
      return g_strdup (_("Your own pawn already stands on the square this pawn would land on"));

    case LUDO_BLOCK_BLOCKADE_ON_START:
      return g_strdup (by_colour (blockade_on_start, blocked->blocker));

    case LUDO_BLOCK_BLOCKADE_IN_PATH:
      return g_strdup (by_colour (blockade_in_path, blocked->blocker));

    case LUDO_BLOCK_BLOCKADE_ON_TARGET:
      return g_strdup (by_colour (blockade_on_target, blocked->blocker));

    case LUDO_BLOCK_OVERSHOOTS_HOME:
      left = LUDO_PROGRESS_HOME - MIN (blocked->from, LUDO_PROGRESS_HOME);
      return g_strdup_printf (ngettext ("A %u would overshoot home: this pawn is %u square "
                                        "from home and needs the exact roll",
                                        "A %u would overshoot home: this pawn is %u squares "
                                        "from home and needs the exact roll",
                                        left),
                              roll, left);

    case LUDO_BLOCK_HOME_COLUMN_BLOCKED:
      return g_strdup (_("Your own pawn in the home column is in the way"));

    case LUDO_BLOCK_FINISHED:
      return g_strdup (_("This pawn is already home"));

    case LUDO_BLOCK_NONE:
    default:
      return g_strdup (_("This pawn cannot move with this roll"));
    }
}

/* @stack: whether the whole stack on the place may move too; @keys: the
 * place was reached with the keys, whose player is not reaching for the
 * mouse. */
const char *
ludo_board_text_movable (gboolean stack,
                         gboolean keys)
{
  if (keys)
    return stack ? _("Press Enter to move one pawn or the whole stack")
                 : _("Press Enter to move this pawn");
  if (stack)
    return _("Click or press Enter to move one pawn or the whole stack");
  return _("Click or press Enter to move this pawn");
}

const char *
ludo_board_text_stack_stays (gboolean keys)
{
  if (keys)
    return _("Press Enter to move one pawn: a stack cannot stop in the home column");
  return _("Click or press Enter to move one pawn: a stack cannot stop in the home column");
}

const char *
ludo_board_text_roll_due (void)
{
  return _("Click the board or press Space to roll the die");
}

/* The announcement of a move, for the accessible description. */
char *
ludo_board_text_move (const LudoMove *move,
                      const guint     captured[LUDO_N_COLOURS])
{
  const char *who = ludo_board_text_colour (move->colour);
  GString *text = g_string_new (NULL);

  if (move->from == LUDO_PROGRESS_BASE)
    /* Translators: %s is a colour, the player */
    g_string_append_printf (text, _("%s: a pawn left its base."), who);
  else if (move->to == LUDO_PROGRESS_HOME)
    /* Translators: %s is a colour, the player */
    g_string_append_printf (text, _("%s: a pawn reached home."), who);
  else
    /* Translators: %s is a colour, the player; the numbers count squares
     * from that player's start square */
    g_string_append_printf (text, _("%s: a pawn moved from square %u to square %u."),
                            who, move->from, move->to);

  if (move->count > 1)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text,
                              ngettext ("The stack of %u pawn moved together.",
                                        "The stack of %u pawns moved together.",
                                        move->count),
                              move->count);
    }

  /* In team play one move can take pawns of both opponents. */
  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (captured[c] == 0)
        continue;
      g_string_append_c (text, ' ');
      /* Translators: %s is the colour whose pawns were captured */
      g_string_append_printf (text,
                              ngettext ("%s: %u pawn captured and sent back to its base.",
                                        "%s: %u pawns captured and sent back to their base.",
                                        captured[c]),
                              ludo_board_text_colour (c), captured[c]);
    }

  return g_string_free (text, FALSE);
}

/* For the accessible description, after the move: the pawns the move met
 * on a safe square and left there (docs/rules.md §5a.2), as the record
 * names them. NULL when there were none. */
char *
ludo_board_text_spared (const LudoOutcome *outcome)
{
  guint spared[LUDO_N_COLOURS] = { 0 };
  GString *text = NULL;

  for (guint i = 0; i < outcome->n_spared && i < LUDO_MAX_SPARED; i++)
    if (outcome->spared[i].colour >= 0 && outcome->spared[i].colour < LUDO_N_COLOURS)
      spared[outcome->spared[i].colour]++;

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (spared[c] == 0)
        continue;
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append_c (text, ' ');
      /* Translators: %s is the colour whose pawns stay on a safe square */
      g_string_append_printf (text,
                              ngettext ("%s: %u pawn on a safe square, not captured.",
                                        "%s: %u pawns on a safe square, not captured.",
                                        spared[c]),
                              ludo_board_text_colour (c), spared[c]);
    }

  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

char *
ludo_board_text_rolled (LudoColour colour,
                        guint      roll)
{
  /* Translators: %s is a colour, the player, %u the number rolled */
  return g_strdup_printf (_("%s rolled %u."), ludo_board_text_colour (colour), roll);
}

/* Whose turn it is, the roll and the number of choices. */
char *
ludo_board_text_summary (LudoPhase  phase,
                         LudoColour colour,
                         guint      roll,
                         guint      n_moves)
{
  const char *who;

  if (phase == LUDO_PHASE_OVER || colour < LUDO_COLOUR_RED || colour > LUDO_COLOUR_BLUE)
    return g_strdup (_("The game is over."));

  who = ludo_board_text_colour (colour);
  switch (phase)
    {
    case LUDO_PHASE_AWAITING_ROLL:
      /* Translators: %s is a colour, the player */
      return g_strdup_printf (_("Turn: %s. Press Space to roll the die."), who);

    case LUDO_PHASE_AWAITING_MOVE:
      /* Translators: %s is a colour, the player, the first %u the roll */
      return g_strdup_printf (ngettext ("Turn: %s. Rolled %u: %u move to choose from.",
                                        "Turn: %s. Rolled %u: %u moves to choose from.",
                                        n_moves),
                              who, roll, n_moves);

    case LUDO_PHASE_COMPUTER_THINKING:
    case LUDO_PHASE_OVER:
    default:
      /* Translators: %s is a colour, a computer player */
      return g_strdup_printf (_("Turn: %s, played by the computer."), who);
    }
}
