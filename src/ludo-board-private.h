/* ludo-board-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-board.h"

#include "ludo-board-animation.h"
#include "ludo-board-art.h"
#include "ludo-board-geometry.h"

G_BEGIN_DECLS

/* The widget is split over ludo-board.c (the class, its properties and
 * lifecycle), ludo-board-places.c (the state read from the game and the
 * places offered to the player), ludo-board-layout.c (where pawns and
 * squares stand in widget coordinates), ludo-board-scenes.c (the queue of
 * what the game did, shown one scene after another), ludo-board-draw.c
 * (snapshot), ludo-board-input.c (pointer, keys and actions) and
 * ludo-board-choice.c (the stack's choice). They share the instance
 * struct below; the input's state (LudoBoardInput) and the choice's
 * (LudoBoardChoice) are structs of their own that only their file
 * writes. */

typedef enum
{
  LUDO_BOARD_SCENE_DIE,
  LUDO_BOARD_SCENE_MOVE,
} LudoBoardSceneKind;

/* One thing the board shows happening, queued while an earlier one plays:
 * the model is already past it. A move's scene holds the game's record of
 * it, which says what the move captured; a die's scene whether the roll
 * was lost. @told_ms: how far into the scene its events have been told
 * (LudoBoard::event-shown), negative before its first frame. */
typedef struct
{
  LudoBoardSceneKind kind;
  LudoColour         colour;
  guint              roll;
  gboolean           lost;
  double             told_ms;
  LudoOutcome        outcome;
  LudoPosition       before;
  LudoPosition       after;
  guint8             captured_slot[LUDO_MAX_CAPTURES];
  LudoBoardPoint     path[LUDO_BOARD_MAX_PATH];
  guint              n_path;
  /* The move ends beside pawns of other colours (a safe square, a
   * partner's): the path's end is the mover's place beside them, and
   * they make room for it from the start. */
  gboolean           lands_beside;
  double             hop_ms;
  double             hops_ms;
  double             flight_ms;
} LudoBoardScene;

/* A place of the moving colour the player can point at: movable (with a
 * single move and maybe a stack move) or blocked (with the reason). A
 * movable stack whose whole-stack move the rules refuse keeps that reason
 * in @why too (LUDO_BLOCK_STACK_HOME_COLUMN). @captures: its move sends
 * pawns back to base, as the game's preview of it says. */
typedef struct
{
  LudoColour        colour;
  guint             progress;
  int               single;
  int               stack;
  gboolean          blocked;
  gboolean          captures;
  LudoBlockedPlace  why;
} LudoBoardPlace;

#define LUDO_BOARD_MAX_PLACES (LUDO_N_PAWNS * 2)

/* How many pawns of each colour stand at each progress. */
typedef guint8 LudoBoardCounts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];

/* What the pointer and the keys have done: ludo-board-input.c owns it. */
typedef struct
{
  int                 cursor;
  /* The board's keys were used since the last click. GTK shows the focus
   * only after keys moved it between widgets, and the arrows never leave
   * the board: the board shows its cursor itself. */
  gboolean            keyboard_cursor;
  /* The board itself asked the game for the roll being made. */
  gboolean            rolling;
  /* The cursor was put on a pawn after a roll, not moved there by the
   * player: the status line keeps telling the roll, not the pawn. */
  gboolean            cursor_preselected;
  int                 hovered;
  /* Where the pointer last moved to, and whether the keys have moved the
   * cursor since: GTK repeats motion events where the pointer rests, which
   * must not take the hint back from the keys. */
  double              pointer_x;
  double              pointer_y;
  gboolean            keys_hold_hint;
  /* Who the board asks to roll, since when, and whether the die came to
   * them from another person at the table: a second press of the key
   * that skipped that person's move must not roll for the next one. */
  LudoColour          roll_due_for;
  gint64              roll_due_since;
  gboolean            roll_due_after_person;
  guint               handover_pause_ms;
  /* Space or Return held down (its repeats are not new presses), and
   * since when. */
  guint               key_down;
  gint64              key_down_since;

  /* Which of the four slots of a base each pawn in it sits in: with n
   * pawns in base, the first n entries are their slots, and the n-th is
   * the one that leaves next. A click on a base pawn makes it that one,
   * so that the pawn clicked is the pawn that leaves. */
  guint8              base_slots[LUDO_N_COLOURS][LUDO_N_PAWNS];
} LudoBoardInput;

/* The popover that asks whether a stack moves whole or one pawn of it:
 * ludo-board-choice.c owns it. */
typedef struct
{
  GtkWidget          *popover;
  GtkWidget          *one;
  GtkWidget          *stack;
  /* The place it was opened for. */
  int                 place;
} LudoBoardChoice;

struct _LudoBoard
{
  GtkWidget           parent_instance;

  LudoGame           *game;
  LudoAnimationSpeed  animation_speed;
  /* Quarter turns, clockwise, of the whole board as drawn: each colour's
   * pawns are drawn where the colour that many places after it sits on
   * the unturned board (the drawing is the same turned by a quarter). */
  guint               quarters;
  gboolean            highlight_moves;
  char               *hint;

  LudoBoardArt       *art;
  /* Waits for the size to hold still before rasterising again. */
  guint               raster_source;
  double              side;
  double              cell;
  double              ox;
  double              oy;

  /* known: the game's position as of its last roll-played; shown: what is
   * drawn at rest. They differ only while scenes are queued. */
  LudoPosition        known;
  LudoPosition        shown;
  LudoPhase           phase;
  LudoColour          turn;
  guint               roll;
  LudoMove            moves[LUDO_MAX_MOVES];
  guint               n_moves;
  LudoBoardPlace      places[LUDO_BOARD_MAX_PLACES];
  guint               n_places;
  gboolean            has_last_move;
  LudoMove            last_move;
  guint               die_face;
  LudoColour          die_colour;
  char               *announcement;
  char               *description;
  /* The description's update, waiting for the end of the game's step. */
  guint               speech_source;

  GArray             *scenes;
  LudoBoardAnimation  animation;
  gboolean            holding;
  /* What the "animating" property last told. */
  gboolean            animating;
  /* The end of the game was told, or the game came over already. */
  gboolean            over_told;

  LudoBoardInput      input;
  LudoBoardChoice     choice;
};

/* ludo-board.c */
gboolean         _ludo_board_is_busy             (LudoBoard          *self);
LudoColour       _ludo_board_die_holder          (LudoBoard          *self);
LudoPiece        _ludo_board_resting_die_piece   (LudoBoard          *self);
void             _ludo_board_update_animating    (LudoBoard          *self);
gboolean         _ludo_board_is_seated           (const LudoPosition *pos,
                                                  guint               colour);
void             _ludo_board_count_pawns         (const LudoPosition *pos,
                                                  LudoBoardCounts     counts);
LudoBoardScene  *_ludo_board_current_scene       (LudoBoard          *self);
void             _ludo_board_set_hint            (LudoBoard          *self,
                                                  const char         *hint);
void             _ludo_board_tell                (LudoBoard          *self,
                                                  LudoBoardEvent      event,
                                                  LudoColour          colour);

/* ludo-board-layout.c */
graphene_rect_t  _ludo_board_cell_rect           (LudoBoard          *self,
                                                  double              cx,
                                                  double              cy,
                                                  double              size);
void             _ludo_board_place_centre        (LudoBoard          *self,
                                                  LudoColour          colour,
                                                  guint               progress,
                                                  LudoBoardPoint     *centre);
gboolean         _ludo_board_pawn_centre_in      (LudoBoard          *self,
                                                  const LudoPosition *pos,
                                                  LudoColour          colour,
                                                  guint               progress,
                                                  LudoBoardPoint     *centre);
gboolean         _ludo_board_pawn_centre         (LudoBoard          *self,
                                                  LudoColour          colour,
                                                  guint               progress,
                                                  LudoBoardPoint     *centre);

/* ludo-board-places.c */
void             _ludo_board_update_hint         (LudoBoard          *self);
int              _ludo_board_find_place          (LudoBoard          *self,
                                                  LudoColour          colour,
                                                  guint               progress);
void             _ludo_board_sync_state          (LudoBoard          *self);

/* ludo-board-speech.c */
void             _ludo_board_update_accessible   (LudoBoard          *self);
void             _ludo_board_speech_move         (LudoBoard          *self,
                                                  const LudoMove     *move,
                                                  const guint         captured[LUDO_N_COLOURS]);
void             _ludo_board_speech_lost_roll    (LudoBoard          *self,
                                                  const LudoOutcome  *outcome);
char            *_ludo_board_speech_position     (LudoBoard          *self);
const char      *_ludo_board_speech_flush        (LudoBoard          *self);

/* ludo-board-scenes.c */
void             _ludo_board_connect_scenes      (LudoBoard          *self,
                                                  LudoGame           *game);
void             _ludo_board_skip_animations     (LudoBoard          *self);
void             _ludo_board_drop_scenes         (LudoBoard          *self);

/* Where @colour is drawn on the turned board: the geometry of that
 * colour's places. */
static inline LudoColour
_ludo_board_turned (LudoBoard  *self,
                    int         colour)
{
  return (LudoColour) ((colour + (int) self->quarters) % LUDO_N_COLOURS);
}

static inline guint
_ludo_board_turned_square (LudoBoard *self,
                           guint      square)
{
  return (square + 13 * self->quarters) % LUDO_TRACK_SQUARES;
}

/* ludo-board-draw.c */
gboolean         _ludo_board_shows_focus         (LudoBoard          *self);
LudoColour       _ludo_board_partner_shown       (LudoBoard          *self);
void             _ludo_board_draw                (LudoBoard          *self,
                                                  GtkSnapshot        *snapshot);

/* ludo-board-input.c */
void             _ludo_board_class_init_input    (GtkWidgetClass     *widget_class);
void             _ludo_board_init_input          (LudoBoard          *self);
void             _ludo_board_input_reset         (LudoBoard          *self);
void             _ludo_board_input_sync          (LudoBoard          *self,
                                                  LudoColour          old_colour,
                                                  guint               old_progress);
void             _ludo_board_input_note_roll     (LudoBoard          *self,
                                                  LudoColour          colour);
guint            _ludo_board_base_slot           (LudoBoard          *self,
                                                  LudoColour          colour,
                                                  guint               index);
guint            _ludo_board_leaving_slot        (LudoBoard          *self,
                                                  const LudoPosition *pos,
                                                  LudoColour          colour);
gboolean         _ludo_board_focus               (GtkWidget          *widget,
                                                  GtkDirectionType    direction);
void             _ludo_board_perform_move        (LudoBoard          *self,
                                                  int                 index);

/* ludo-board-choice.c */
void             _ludo_board_choice_init         (LudoBoard          *self);
void             _ludo_board_choice_dispose      (LudoBoard          *self);
void             _ludo_board_choice_show         (LudoBoard          *self,
                                                  int                 index);
void             _ludo_board_choice_hide         (LudoBoard          *self);
void             _ludo_board_choice_sync         (LudoBoard          *self);
void             _ludo_board_choice_present      (LudoBoard          *self);

/* Hooks for tests: they take the same paths as the gestures and the motion
 * controller, in widget coordinates. */
gboolean         _ludo_board_get_place_rect      (LudoBoard          *self,
                                                  LudoColour          colour,
                                                  guint               progress,
                                                  graphene_rect_t    *rect);
void             _ludo_board_get_die_rect        (LudoBoard          *self,
                                                  graphene_rect_t    *rect);
void             _ludo_board_click               (LudoBoard          *self,
                                                  double              x,
                                                  double              y);
void             _ludo_board_hover               (LudoBoard          *self,
                                                  double              x,
                                                  double              y);
const char      *_ludo_board_get_description     (LudoBoard          *self);
gboolean         _ludo_board_is_animating        (LudoBoard          *self);
void             _ludo_board_finish_animations   (LudoBoard          *self);
GtkWidget       *_ludo_board_get_choice_popover  (LudoBoard          *self);
void             _ludo_board_set_handover_pause  (LudoBoard          *self,
                                                  guint               ms);
void             _ludo_board_key_pressed         (LudoBoard          *self,
                                                  guint               keyval);
void             _ludo_board_key_released        (LudoBoard          *self,
                                                  guint               keyval);

G_END_DECLS
