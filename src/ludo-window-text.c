/* ludo-window-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's sentences: who plays, what happened, what to do now. The
 * players' names are the game's (ludo_game_get_player_name()) and can be
 * any word, so a sentence uses a name only where no other word has to agree
 * with it; pawns and blockades are told by their colour ("a green pawn"). */

#include "config.h"

#include "ludo-window-text.h"

#include <glib/gi18n.h>

/* The name of the player at @colour, as the game has it: the name given
 * in the preferences, else the colour. Names can be anything, so the
 * sentences around them need no agreement with them (no article, no
 * case ending in Greek): "%s: …" where a translation needs it. */
const char *
ludo_window_text_player (LudoGame   *game,
                         LudoColour  colour)
{
  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  return ludo_game_get_player_name (game, colour);
}

/* The name, cut to @max_chars characters with an ellipsis, for a badge
 * that must keep its size whatever the name. The colours' own names are
 * never cut: the window is made wide enough for them. */
char *
ludo_window_text_short_player (LudoGame   *game,
                               LudoColour  colour,
                               guint       max_chars)
{
  const char *name = ludo_window_text_player (game, colour);
  g_autofree char *cut = NULL;

  g_return_val_if_fail (name != NULL && max_chars > 1, NULL);

  if (ludo_game_get_custom_name (game, colour) == NULL || g_utf8_strlen (name, -1) <= max_chars)
    return g_strdup (name);
  cut = g_utf8_substring (name, 0, max_chars - 1);
  return g_strconcat (g_strchomp (cut), "…", NULL);
}

/* The colour of one pawn or blockade, as in "a green pawn": pawns are
 * told apart by their colour, which agrees with the noun, never with a
 * player's name. */
const char *
ludo_window_text_pawn_colour (LudoColour colour)
{
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  switch (colour)
    {
    /* Translators: the colour of one pawn, blockade or start square, as
     * in "you captured a green pawn". */
    case LUDO_COLOUR_RED: return C_("pawn colour", "red");
    case LUDO_COLOUR_GREEN: return C_("pawn colour", "green");
    case LUDO_COLOUR_YELLOW: return C_("pawn colour", "yellow");
    case LUDO_COLOUR_BLUE: return C_("pawn colour", "blue");
    case LUDO_COLOUR_NONE:
    default:
      return NULL;
    }
}

/* The colour of several pawns, as in "one of the yellow pawns". */
const char *
ludo_window_text_pawns_colour (LudoColour colour)
{
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  switch (colour)
    {
    /* Translators: the colour of several pawns, as in "move one of the
     * yellow pawns". */
    case LUDO_COLOUR_RED: return C_("pawns colour", "red");
    case LUDO_COLOUR_GREEN: return C_("pawns colour", "green");
    case LUDO_COLOUR_YELLOW: return C_("pawns colour", "yellow");
    case LUDO_COLOUR_BLUE: return C_("pawns colour", "blue");
    case LUDO_COLOUR_NONE:
    default:
      return NULL;
    }
}

/* The colour of the only human player, or NONE when nobody or several
 * people play: "you" is only meaningful with one human at the table. */
LudoColour
ludo_window_text_sole_human (LudoGame *game)
{
  LudoColour human = LUDO_COLOUR_NONE;

  g_return_val_if_fail (LUDO_IS_GAME (game), LUDO_COLOUR_NONE);

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (ludo_game_get_seat (game, c) != LUDO_SEAT_HUMAN)
        continue;
      if (human != LUDO_COLOUR_NONE)
        return LUDO_COLOUR_NONE;
      human = c;
    }

  return human;
}

gboolean
ludo_window_text_is_human (LudoGame   *game,
                           LudoColour  colour)
{
  g_return_val_if_fail (LUDO_IS_GAME (game), FALSE);

  return colour >= 0 && colour < LUDO_N_COLOURS
         && ludo_game_get_seat (game, colour) == LUDO_SEAT_HUMAN;
}

/* Who sits at @colour, to go with the player's name: "you", "computer
 * (hard)"; NULL for an empty seat. */
const char *
ludo_window_text_seat_role (LudoGame   *game,
                            LudoColour  colour)
{
  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  switch (ludo_game_get_seat (game, colour))
    {
    case LUDO_SEAT_HUMAN:
      if (ludo_window_text_sole_human (game) == colour)
        /* Translators: who plays a colour, under its name: the person at
         * the computer. */
        return C_("seat", "you");
      /* Translators: who plays a colour: one of several people at the table. */
      return C_("seat", "player");
    case LUDO_SEAT_COMPUTER_RANDOM:
      return C_("seat", "computer (random)");
    case LUDO_SEAT_COMPUTER_EASY:
      return C_("seat", "computer (easy)");
    case LUDO_SEAT_COMPUTER_MEDIUM:
      return C_("seat", "computer (medium)");
    case LUDO_SEAT_COMPUTER_HARD:
      return C_("seat", "computer (hard)");
    case LUDO_SEAT_EMPTY:
    default:
      return NULL;
    }
}

char *
ludo_window_text_player_seat (LudoGame   *game,
                              LudoColour  colour)
{
  const char *role;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  role = ludo_window_text_seat_role (game, colour);
  if (role == NULL)
    return g_strdup (ludo_window_text_player (game, colour));

  /* Translators: a player's name and who plays it, as in the ranking:
   * "Red — you", "Green — computer (hard)". */
  return g_strdup_printf (_("%s — %s"), ludo_window_text_player (game, colour), role);
}

/* Reasons that the sentences below word alike count as one. */
static LudoBlockReason
sentence_reason (LudoBlockReason reason)
{
  switch (reason)
    {
    case LUDO_BLOCK_BLOCKADE_ON_TARGET:
      return LUDO_BLOCK_BLOCKADE_IN_PATH;
    case LUDO_BLOCK_HOME_COLUMN_BLOCKED:
      return LUDO_BLOCK_OWN_PAWN;
    case LUDO_BLOCK_NONE:
    case LUDO_BLOCK_NEEDS_SIX:
    case LUDO_BLOCK_BLOCKADE_ON_START:
    case LUDO_BLOCK_BLOCKADE_IN_PATH:
    case LUDO_BLOCK_OVERSHOOTS_HOME:
    case LUDO_BLOCK_OWN_PAWN:
    case LUDO_BLOCK_FINISHED:
    default:
      return reason;
    }
}

/* Why a lost roll gave no move, in one sentence, from the reasons in the
 * game's record of it. When every pawn is stuck for the same reason the
 * sentence names it. Pawns in base waiting for a 6 need no explaining
 * beside pawns on the track that are stuck: the sentence then names what
 * stops the pawns on the track. Other mixed reasons are shown pawn by pawn
 * on the board (its hint). */
char *
ludo_window_text_lost_roll (LudoGame          *game,
                            const LudoOutcome *outcome)
{
  const LudoBlockedPlace *blocked;
  LudoBlockReason reason = LUDO_BLOCK_NONE;
  LudoColour blocker = LUDO_COLOUR_NONE;
  LudoColour colour;
  gboolean you;
  gboolean partners = FALSE;
  gboolean on_track = FALSE;
  guint roll;
  guint n;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (outcome != NULL && !outcome->moved, NULL);
  g_return_val_if_fail (outcome->roller >= 0 && outcome->roller < LUDO_N_COLOURS, NULL);

  colour = outcome->roller;
  roll = outcome->roll;
  blocked = outcome->blocked;
  n = outcome->n_blocked;
  you = ludo_window_text_sole_human (game) == colour;

  /* In team play a finished player rolls for its partner's pawns. */
  partners = n > 0 && blocked[0].colour != colour;

  for (guint i = 0; i < n; i++)
    if (blocked[i].reason != LUDO_BLOCK_FINISHED && blocked[i].reason != LUDO_BLOCK_NEEDS_SIX)
      on_track = TRUE;

  for (guint i = 0; i < n; i++)
    {
      LudoBlockReason this_reason = sentence_reason (blocked[i].reason);

      if (this_reason == LUDO_BLOCK_FINISHED || (on_track && this_reason == LUDO_BLOCK_NEEDS_SIX))
        continue;
      if (reason == LUDO_BLOCK_NONE)
        {
          reason = this_reason;
          blocker = blocked[i].blocker;
        }
      else if (reason != this_reason)
        {
          reason = LUDO_BLOCK_NONE;
          break;
        }
      else if (blocker != blocked[i].blocker)
        {
          /* Two colours' blockades: the sentence cannot name one owner. */
          blocker = LUDO_COLOUR_NONE;
        }
    }

  switch (reason)
    {
    case LUDO_BLOCK_NEEDS_SIX:
      if (you && partners)
        return g_strdup_printf (_("No move possible with a %u: all your partner’s pawns need "
                                  "a 6 to leave base"), roll);
      if (you)
        return g_strdup_printf (_("No move possible with a %u: all your pawns need a 6 "
                                  "to leave base"), roll);
      return g_strdup_printf (_("%s cannot move with a %u: a 6 is needed to leave base"),
                              ludo_window_text_player (game, colour), roll);
    case LUDO_BLOCK_BLOCKADE_ON_START:
      if (blocker != LUDO_COLOUR_NONE && you && partners)
        return g_strdup_printf (_("No move possible with a %u: a %s blockade stands on your "
                                  "partner’s start square"), roll,
                                ludo_window_text_pawn_colour (blocker));
      if (blocker != LUDO_COLOUR_NONE && you)
        return g_strdup_printf (_("No move possible with a %u: a %s blockade stands on your "
                                  "start square"), roll, ludo_window_text_pawn_colour (blocker));
      if (blocker != LUDO_COLOUR_NONE && partners)
        /* Translators: the first %s is the player's name, the second the
         * colour of the blockade ("red"), the third the colour of the
         * partner's start square ("blue") */
        return g_strdup_printf (_("%s cannot move with a %u: a %s blockade stands on the %s "
                                  "start square"),
                                ludo_window_text_player (game, colour), roll,
                                ludo_window_text_pawn_colour (blocker),
                                ludo_window_text_pawn_colour (blocked[0].colour));
      if (blocker != LUDO_COLOUR_NONE)
        /* Translators: the first %s is the player's name, the second the
         * colour of the blockade ("blue") */
        return g_strdup_printf (_("%s cannot move with a %u: a %s blockade stands on its "
                                  "start square"),
                                ludo_window_text_player (game, colour), roll,
                                ludo_window_text_pawn_colour (blocker));
      break;
    case LUDO_BLOCK_BLOCKADE_IN_PATH:
    case LUDO_BLOCK_BLOCKADE_ON_TARGET:
      if (blocker != LUDO_COLOUR_NONE && you)
        return g_strdup_printf (_("No move possible with a %u: a %s blockade is in the way"),
                                roll, ludo_window_text_pawn_colour (blocker));
      if (blocker != LUDO_COLOUR_NONE)
        /* Translators: the first %s is the player's name, the second the
         * colour of the blockade ("blue") */
        return g_strdup_printf (_("%s cannot move with a %u: a %s blockade is in the way"),
                                ludo_window_text_player (game, colour), roll,
                                ludo_window_text_pawn_colour (blocker));
      break;
    case LUDO_BLOCK_OVERSHOOTS_HOME:
      if (you)
        return g_strdup_printf (_("No move possible with a %u: home needs an exact roll"),
                                roll);
      return g_strdup_printf (_("%s cannot move with a %u: home needs an exact roll"),
                              ludo_window_text_player (game, colour), roll);
    case LUDO_BLOCK_OWN_PAWN:
    case LUDO_BLOCK_HOME_COLUMN_BLOCKED:
      if (you && partners)
        return g_strdup_printf (_("No move possible with a %u: your partner’s pawns block "
                                  "one another"), roll);
      if (you)
        return g_strdup_printf (_("No move possible with a %u: your own pawns are in the way"),
                                roll);
      break;
    case LUDO_BLOCK_NONE:
    case LUDO_BLOCK_FINISHED:
    default:
      break;
    }

  if (you)
    return g_strdup_printf (_("No move possible with a %u"), roll);
  return g_strdup_printf (_("%s cannot move with a %u"),
                          ludo_window_text_player (game, colour), roll);
}

char *
ludo_window_text_prompt (LudoGame   *game,
                         LudoColour  roll_colour,
                         guint       roll_value)
{
  LudoMove moves[LUDO_MAX_MOVES];
  LudoColour colour;
  LudoColour pawns;
  const char *name = NULL;
  gboolean you;
  guint n_moves;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);

  colour = ludo_game_get_current_colour (game);
  you = ludo_window_text_sole_human (game) == colour;
  if (colour != LUDO_COLOUR_NONE)
    name = ludo_window_text_player (game, colour);

  switch (ludo_game_get_phase (game))
    {
    case LUDO_PHASE_AWAITING_ROLL:
      if (roll_colour == colour && roll_value == 6)
        return you ? g_strdup (_("You rolled a 6: roll again (Space)"))
                   : g_strdup_printf (_("%s rolled a 6 and rolls again (Space)"), name);
      return you ? g_strdup (_("Your turn: roll the die (Space)"))
                 : g_strdup_printf (_("%s to roll (Space)"), name);
    case LUDO_PHASE_AWAITING_MOVE:
      /* In team play a finished player moves its partner's pawns: the
       * glowing pawns are not the player's colour, so say whose they are. */
      pawns = ludo_game_get_moving_colour (game);
      if (pawns != colour && pawns != LUDO_COLOUR_NONE)
        return you ? g_strdup_printf (_("You rolled a %u: move one of the %s pawns"),
                                      ludo_game_get_last_roll (game),
                                      ludo_window_text_pawns_colour (pawns))
                   /* Translators: "Maria rolled a 4: move one of the yellow
                    * pawns", the partner's pawns in team play. */
                   : g_strdup_printf (_("%s rolled a %u: move one of the %s pawns"),
                                      name, ludo_game_get_last_roll (game),
                                      ludo_window_text_pawns_colour (pawns));
      /* "Choose" would be a riddle with a single move (a stack is two,
       * whole or one pawn). Pawns in base that could leave are one move
       * but all of them glow: "one pawn" would not match the board. */
      n_moves = ludo_game_get_moves (game, moves);
      if (n_moves == 1 && moves[0].from == LUDO_PROGRESS_BASE)
        return you ? g_strdup_printf (_("You rolled a %u: bring a pawn out of base"),
                                      ludo_game_get_last_roll (game))
                   : g_strdup_printf (_("%s rolled a %u: bring a pawn out of base"),
                                      name, ludo_game_get_last_roll (game));
      if (n_moves == 1)
        return you ? g_strdup_printf (_("You rolled a %u: one pawn can move"),
                                      ludo_game_get_last_roll (game))
                   : g_strdup_printf (_("%s rolled a %u: one pawn can move"),
                                      name, ludo_game_get_last_roll (game));
      if (you)
        return g_strdup_printf (_("You rolled a %u: choose a pawn to move"),
                                ludo_game_get_last_roll (game));
      return g_strdup_printf (_("%s rolled a %u: choose a pawn to move"),
                              name, ludo_game_get_last_roll (game));
    case LUDO_PHASE_COMPUTER_THINKING:
      return g_strdup_printf (_("%s is playing…"), name);
    case LUDO_PHASE_OVER:
    default:
      return g_strdup (_("The game is over"));
    }
}

const char *
ludo_window_text_place (guint place)
{
  static const char * const places[] = {
    /* Translators: places in the final ranking. */
    N_("1st"), N_("2nd"), N_("3rd"), N_("4th"),
  };

  g_return_val_if_fail (place < G_N_ELEMENTS (places), NULL);

  return _(places[place]);
}

/* Several pawns fall at once only to a stack or in team play. */
char *
ludo_window_text_capture (LudoGame   *game,
                          LudoColour  by,
                          LudoColour  colour,
                          guint       n_captured)
{
  LudoColour you;
  const char *by_name;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (by >= 0 && by < LUDO_N_COLOURS, NULL);
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);
  g_return_val_if_fail (n_captured >= 1, NULL);

  you = ludo_window_text_sole_human (game);
  by_name = ludo_window_text_player (game, by);

  if (by == you && n_captured == 1)
    return g_strdup_printf (_("You captured a %s pawn"), ludo_window_text_pawn_colour (colour));
  if (by == you)
    return g_strdup_printf (ngettext ("You captured %u %s pawn",
                                      "You captured %u %s pawns",
                                      n_captured),
                            n_captured, ludo_window_text_pawns_colour (colour));
  if (colour == you && n_captured == 1)
    return g_strdup_printf (_("%s captured your pawn"), by_name);
  if (colour == you)
    return g_strdup_printf (ngettext ("%s captured %u of your pawns",
                                      "%s captured %u of your pawns",
                                      n_captured),
                            by_name, n_captured);
  if (n_captured == 1)
    /* Translators: the first %s is the player's name, the second the
     * colour of the pawn ("green") */
    return g_strdup_printf (_("%s captured a %s pawn"), by_name,
                            ludo_window_text_pawn_colour (colour));
  return g_strdup_printf (ngettext ("%s captured %u %s pawn",
                                    "%s captured %u %s pawns",
                                    n_captured),
                          by_name, n_captured, ludo_window_text_pawns_colour (colour));
}

/* One sentence for each colour that lost pawns to the move of @outcome:
 * in team play a square can hold pawns of both opponents. The player who
 * rolled captured, also with a partner's pawns. NULL when nobody did. */
char *
ludo_window_text_captures (LudoGame          *game,
                           const LudoOutcome *outcome)
{
  guint captured[LUDO_N_COLOURS] = { 0 };
  LudoColour by;
  GString *text = NULL;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (outcome != NULL, NULL);
  g_return_val_if_fail (outcome->roller >= 0 && outcome->roller < LUDO_N_COLOURS, NULL);

  by = outcome->roller;
  for (guint i = 0; i < outcome->n_captured; i++)
    captured[outcome->captured[i].colour]++;

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      g_autofree char *sentence = NULL;

      if (captured[c] == 0)
        continue;
      sentence = ludo_window_text_capture (game, by, c, captured[c]);
      if (text == NULL)
        {
          text = g_string_new (sentence);
          continue;
        }
      /* Translators: joins two sentences, such as "You captured Green's
       * pawn" and "You captured Blue's pawn". */
      g_string_append (text, C_("sentences", ". "));
      g_string_append (text, sentence);
    }

  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

char *
ludo_window_text_finished (LudoGame   *game,
                           LudoColour  colour)
{
  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);
  g_return_val_if_fail (colour >= 0 && colour < LUDO_N_COLOURS, NULL);

  if (colour == ludo_window_text_sole_human (game))
    return g_strdup (_("All your pawns are home!"));
  return g_strdup_printf (_("%s has brought all four pawns home"),
                          ludo_window_text_player (game, colour));
}

/* The names of the house rules in force, in the table's order, joined by
 * @separator; with @keep_together the spaces inside a name do not break
 * a line. NULL when no house rule is on. */
char *
ludo_window_text_rule_names (const LudoRules *rules,
                             const char      *separator,
                             gboolean         keep_together)
{
  GString *text = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (separator != NULL, NULL);

  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      const LudoRuleInfo *info = ludo_rule_info (i);
      g_autoptr(GString) name = NULL;

      if (!ludo_rules_get (rules, info->flag))
        continue;
      name = g_string_new (_(info->name));
      if (keep_together)
        g_string_replace (name, " ", "\u00a0", 0);
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append (text, separator);
      g_string_append (text, name->str);
    }

  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

/* The rule options of @game in a few words, so that the table's house rules
 * are in sight during the game. A narrow window wraps the line after a
 * separator only: no-break spaces inside the names and before each dot. */
char *
ludo_window_text_rules (LudoGame *game)
{
  char *names;

  g_return_val_if_fail (LUDO_IS_GAME (game), NULL);

  names = ludo_window_text_rule_names (ludo_game_get_rules (game), "\u00a0· ", TRUE);
  return names != NULL ? names : g_strdup (_("Standard rules"));
}

/* Beside the player on turn in team play: "with Yellow". */
const char *
ludo_window_text_with_partner (LudoColour partner)
{
  switch (partner)
    {
    case LUDO_COLOUR_RED:
      /* Translators: beside the player on turn in team play, the partner */
      return _("with Red");
    case LUDO_COLOUR_GREEN:
      return _("with Green");
    case LUDO_COLOUR_YELLOW:
      return _("with Yellow");
    case LUDO_COLOUR_BLUE:
      return _("with Blue");
    default:
      g_return_val_if_reached (NULL);
    }
}
