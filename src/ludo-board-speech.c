/* ludo-board-speech.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "ludo-board-private.h"
#include "ludo-board-text.h"
#include "ludo-window-text.h"

/* What a screen reader hears of the board: its accessible description.
 * GTK 4.8 has no announcements, and Orca speaks a changed description of
 * the focused widget, so the description carries the news (the last move
 * or lost roll), whose turn it is, and the pawn under the keys' cursor.
 * Every fact comes from the game's records (LudoOutcome, its previews and
 * explanations); squares are counted from the start square of the player
 * who hears them, as the board's own numbers are. */

/* A colour as the owner of pawns or of a start square: "Green’s". */
static const char *
owner (LudoColour colour)
{
  switch (colour)
    {
    /* Translators: the owner of pawns or of a start square, as in "It
     * would capture Green’s pawn" */
    case LUDO_COLOUR_RED: return C_("owner", "Red’s");
    case LUDO_COLOUR_GREEN: return C_("owner", "Green’s");
    case LUDO_COLOUR_YELLOW: return C_("owner", "Yellow’s");
    case LUDO_COLOUR_BLUE: return C_("owner", "Blue’s");
    case LUDO_COLOUR_NONE:
    default:
      return "";
    }
}

/* Where a pawn at @progress stands, as its owner counts. */
static char *
where (guint progress)
{
  if (progress == LUDO_PROGRESS_BASE)
    return g_strdup (_("in base"));
  if (progress >= LUDO_PROGRESS_HOME)
    return g_strdup (_("home"));
  if (progress >= LUDO_PROGRESS_HOME_COLUMN)
    return g_strdup_printf (ngettext ("in the home column, %u square from home",
                                      "in the home column, %u squares from home",
                                      LUDO_PROGRESS_HOME - progress),
                            LUDO_PROGRESS_HOME - progress);
  return g_strdup_printf (_("on square %u"), progress);
}

/* The pawns the move of @preview sends back to base, or leaves standing on
 * a safe square, as sentences. */
static void
append_preview (GString           *text,
                const LudoOutcome *preview)
{
  guint captured[LUDO_N_COLOURS] = { 0 };
  guint spared[LUDO_N_COLOURS] = { 0 };

  for (guint i = 0; i < preview->n_captured; i++)
    captured[preview->captured[i].colour]++;
  for (guint i = 0; i < preview->n_spared; i++)
    spared[preview->spared[i].colour]++;

  for (int c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (captured[c] > 0)
        {
          g_string_append_c (text, ' ');
          /* Translators: %s is the owner of the pawns, "Green’s" */
          g_string_append_printf (text, ngettext ("It would capture %s pawn.",
                                                  "It would capture %s %u pawns.",
                                                  captured[c]),
                                  owner (c), captured[c]);
        }
      if (spared[c] > 0)
        {
          g_string_append_c (text, ' ');
          /* Translators: %s is the owner of the pawns, "Green’s" */
          g_string_append_printf (text, ngettext ("%s pawn there is on a safe square and stays.",
                                                  "%s pawns there are on a safe square and stay.",
                                                  spared[c]),
                                  owner (c));
        }
    }

  if (preview->blockade_formed)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("It would form a blockade."));
    }
}

/* The pawn place under the keys' cursor: which pawn, where it stands,
 * where the roll takes it and what that does, or why it cannot move. */
static char *
describe_cursor (LudoBoard *self)
{
  const LudoBoardPlace *place;
  g_autofree char *from = NULL;
  g_autofree char *reason = NULL;
  GString *text = g_string_new (NULL);
  guint count;

  place = &self->places[self->input.cursor];
  count = MAX (ludo_position_count_at (&self->shown, place->colour, place->progress), 1);
  from = where (place->progress);

  /* Translators: "Choice 2 of 3:", the pawns the keys step through */
  g_string_append_printf (text, _("Choice %u of %u:"), self->input.cursor + 1, self->n_places);
  g_string_append_c (text, ' ');
  if (place->colour != self->turn && count > 1)
    /* Translators: the first %s is the owner ("Blue’s"), the second where
     * the pawns stand ("on square 12") */
    g_string_append_printf (text, _("%s %u pawns %s."),
                            owner (place->colour), count, from);
  else if (place->colour != self->turn)
    /* Translators: the first %s is the owner ("Blue’s"), the second where
     * the pawn stands ("on square 12") */
    g_string_append_printf (text, _("%s pawn %s."),
                            owner (place->colour), from);
  else if (count > 1)
    /* Translators: %s is where the pawns stand ("on square 12") */
    g_string_append_printf (text, _("%u pawns %s."), count, from);
  else
    /* Translators: %s is where the pawn stands ("on square 12") */
    g_string_append_printf (text, _("Pawn %s."), from);

  if (place->blocked)
    {
      reason = ludo_board_text_blocked (&place->why, self->roll);
      g_string_append_c (text, ' ');
      /* Translators: %s is why the pawn cannot move, a sentence */
      g_string_append_printf (text, ngettext ("It cannot move. %s.", "They cannot move. %s.",
                                              count), reason);
      return g_string_free (text, FALSE);
    }

  for (int which = 0; which < 2; which++)
    {
      int index = which == 0 ? place->single : place->stack;
      LudoOutcome preview;
      g_autofree char *to = NULL;

      if (index < 0 || (guint) index >= self->n_moves ||
          !ludo_game_preview_move (self->game, &self->moves[index], &preview))
        continue;

      to = where (preview.move.to);
      g_string_append_c (text, ' ');
      if (which == 1)
        /* Translators: %s is where the stack lands ("on square 16") */
        g_string_append_printf (text, _("The whole stack would land %s."), to);
      else if (preview.move.to >= LUDO_PROGRESS_HOME)
        g_string_append (text, _("It would reach home."));
      else
        /* Translators: %s is where the pawn lands ("on square 16") */
        g_string_append_printf (text, _("It would land %s."), to);
      append_preview (text, &preview);
    }

  if (place->why.reason == LUDO_BLOCK_STACK_HOME_COLUMN)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, ludo_board_text_stack_stays (TRUE));
      g_string_append_c (text, '.');
    }
  return g_string_free (text, FALSE);
}

/* A move, heard once it has been shown. Another player's squares are its
 * own count: the only person at the table also hears where it landed on
 * theirs. */
void
_ludo_board_speech_move (LudoBoard      *self,
                         const LudoMove *move,
                         const guint     captured[LUDO_N_COLOURS])
{
  g_autofree char *text = ludo_board_text_move (move, captured);
  LudoColour me = ludo_window_text_sole_human (self->game);

  g_free (self->announcement);
  if (me != LUDO_COLOUR_NONE && me != move->colour &&
      move->to >= LUDO_PROGRESS_START && move->to <= LUDO_PROGRESS_LAST_TRACK)
    {
      guint square = ludo_rules_absolute_square (move->colour, move->to);

      /* Translators: %u is a square counted from the listener's start */
      self->announcement = g_strdup_printf (_("%s That is square %u on your count."), text,
                                            (square + LUDO_TRACK_SQUARES - 13u * me) %
                                            LUDO_TRACK_SQUARES + 1);
    }
  else
    self->announcement = g_steal_pointer (&text);
}

/* A lost roll, once its die has landed: the status line's sentence, and
 * when that cannot name one reason, each pawn's, since a blind player
 * cannot point at the pawns to hear them. */
void
_ludo_board_speech_lost_roll (LudoBoard         *self,
                              const LudoOutcome *outcome)
{
  g_autofree char *sentence = ludo_window_text_lost_roll (self->game, outcome);
  GString *text = g_string_new (sentence);
  gboolean same = TRUE;

  g_string_append_c (text, '.');
  for (guint i = 1; i < outcome->n_blocked; i++)
    if (outcome->blocked[i].reason != outcome->blocked[0].reason)
      same = FALSE;

  for (guint i = 0; !same && i < outcome->n_blocked; i++)
    {
      g_autofree char *at = where (outcome->blocked[i].from);
      g_autofree char *why = NULL;

      if (outcome->blocked[i].reason == LUDO_BLOCK_FINISHED)
        continue;
      why = ludo_board_text_blocked (&outcome->blocked[i], outcome->roll);
      g_string_append_c (text, ' ');
      /* Translators: the first %s is where the pawn stands ("on square
       * 12"), the second why it could not move */
      g_string_append_printf (text, _("Pawn %s: %s."), at, why);
    }

  g_free (self->announcement);
  self->announcement = g_string_free (text, FALSE);
  _ludo_board_update_accessible (self);
}

/* The colour whose point of view the position is read from: the only
 * person at the table, else the person whose turn it is, else red. */
static LudoColour
listener (LudoBoard *self)
{
  LudoColour colour = ludo_window_text_sole_human (self->game);

  if (colour != LUDO_COLOUR_NONE)
    return colour;
  if (self->turn != LUDO_COLOUR_NONE && ludo_window_text_is_human (self->game, self->turn))
    return self->turn;
  return LUDO_COLOUR_RED;
}

static void
append_colour (GString            *text,
               const LudoPosition *pos,
               LudoColour          colour,
               LudoColour          me)
{
  guint in_base = 0;
  guint home = 0;
  gboolean first = TRUE;

  g_string_append_c (text, ' ');
  if (colour == me)
    /* Translators: %s is a colour; what follows lists where its pawns stand */
    g_string_append_printf (text, _("%s, your pawns:"), ludo_board_text_colour (colour));
  else
    /* Translators: %s is a colour; what follows lists where its pawns stand */
    g_string_append_printf (text, _("%s:"), ludo_board_text_colour (colour));

  for (guint i = 0; i < LUDO_N_PAWNS; i++)
    {
      guint p = pos->progress[colour][i];
      g_autofree char *at = NULL;

      if (p == LUDO_PROGRESS_BASE)
        {
          in_base++;
          continue;
        }
      if (p >= LUDO_PROGRESS_HOME)
        {
          home++;
          continue;
        }
      if (p <= LUDO_PROGRESS_LAST_TRACK && colour != me)
        {
          guint square = ludo_rules_absolute_square (colour, p);

          /* The listener's own count of the same track square. */
          at = where ((square + LUDO_TRACK_SQUARES - 13u * me) % LUDO_TRACK_SQUARES + 1);
        }
      else
        at = where (p);
      g_string_append (text, first ? " " : ", ");
      g_string_append (text, at);
      first = FALSE;
    }

  if (in_base > 0)
    {
      g_string_append (text, first ? " " : ", ");
      g_string_append_printf (text, ngettext ("%u in base", "%u in base", in_base), in_base);
      first = FALSE;
    }
  if (home > 0)
    {
      g_string_append (text, first ? " " : ", ");
      g_string_append_printf (text, ngettext ("%u home", "%u home", home), home);
    }
  g_string_append_c (text, '.');
}

/* Where every pawn stands, the other players' counted from the listener's
 * start square, so that "square 20" means the same square throughout. */
char *
_ludo_board_speech_position (LudoBoard *self)
{
  const LudoPosition *pos;
  LudoColour me;
  GString *text;

  if (self->game == NULL)
    return g_strdup (_("No game."));

  pos = &self->known;
  me = listener (self);
  text = g_string_new (NULL);
  g_string_append_printf (text, _("Squares counted from %s start square."),
                          owner (me));
  if (_ludo_board_is_seated (pos, me))
    append_colour (text, pos, me, me);
  for (guint i = 1; i < LUDO_N_COLOURS; i++)
    {
      LudoColour c = (me + i) % LUDO_N_COLOURS;

      if (_ludo_board_is_seated (pos, c))
        append_colour (text, pos, c, me);
    }
  return g_string_free (text, FALSE);
}

/* The description is left alone while the board shows what already
 * happened: the game is ahead of the picture, and a screen reader would
 * otherwise tell the roll's choices before the die lands. */
static void
update_now (LudoBoard *self)
{
  g_autofree char *summary = NULL;
  g_autofree char *cursor = NULL;
  GString *text;

  if (_ludo_board_is_busy (self))
    return;

  if (self->game == NULL)
    summary = g_strdup (_("No game."));
  else
    summary = ludo_board_text_summary (self->phase, self->turn, self->roll, self->n_moves);

  if (self->phase == LUDO_PHASE_AWAITING_MOVE &&
      self->input.cursor >= 0 && (guint) self->input.cursor < self->n_places)
    cursor = describe_cursor (self);

  text = g_string_new (self->announcement);
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, summary);
  if (cursor != NULL)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, cursor);
    }

  if (g_strcmp0 (text->str, self->description) == 0)
    {
      g_string_free (text, TRUE);
      return;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
#if GTK_CHECK_VERSION (4, 14, 0)
  /* Newer GTK can speak the news even while the focus is elsewhere. */
  if (self->announcement != NULL && !gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_accessible_announce (GTK_ACCESSIBLE (self), self->announcement,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
  g_free (self->description);
  self->description = g_string_free (text, FALSE);
}

static gboolean
update_idle_cb (gpointer data)
{
  LudoBoard *self = data;

  self->speech_source = 0;
  update_now (self);
  return G_SOURCE_REMOVE;
}

/* The game tells of a step (its properties) before what the step was
 * (dice-rolled, roll-played), within one call: the description waits for
 * the whole of it, so that it never tells the new turn or the roll's
 * choices before the board has queued showing them. */
void
_ludo_board_update_accessible (LudoBoard *self)
{
  if (self->speech_source == 0)
    self->speech_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_idle_cb, self, NULL);
}

/* The description as it stands once the board has heard the whole step. */
const char *
_ludo_board_speech_flush (LudoBoard *self)
{
  if (self->speech_source != 0)
    {
      g_clear_handle_id (&self->speech_source, g_source_remove);
      update_now (self);
    }
  return self->description;
}

/* Reads where every pawn stands: the position becomes the news. */
void
ludo_board_read_position (LudoBoard *self)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  g_free (self->announcement);
  self->announcement = _ludo_board_speech_position (self);
  /* The same position read twice is still heard twice. */
  g_clear_pointer (&self->description, g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  g_clear_handle_id (&self->speech_source, g_source_remove);
  update_now (self);
}
