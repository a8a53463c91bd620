/* ludo-board.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ludo-board-animation.h"
#include "ludo-board-art.h"
#include "ludo-board-geometry.h"
#include "ludo-board-private.h"
#include "ludo-board-text.h"
#include "ludo-enums.h"

typedef enum
{
  STEP_DIE,
  STEP_MOVE,
} StepKind;

/* One thing the board shows happening, queued while an earlier one plays:
 * the model is already past it (STYLE.md §8). */
typedef struct
{
  StepKind      kind;
  LudoColour    colour;
  guint         roll;
  LudoMove      move;
  LudoPosition  before;
  LudoPosition  after;
  guint         n_captured;
  LudoCapture   captured[LUDO_MAX_CAPTURES];
  guint8        captured_slot[LUDO_MAX_CAPTURES];
  LudoBoardPoint path[LUDO_BOARD_MAX_PATH];
  guint         n_path;
  double        hop_ms;
  double        hops_ms;
  double        flight_ms;
} Step;

/* A place of the moving colour the player can point at: movable (with a
 * single move and maybe a stack move) or blocked (with the reason). */
typedef struct
{
  LudoColour        colour;
  guint             progress;
  int               single;
  int               stack;
  gboolean          blocked;
  LudoBlockedPlace  why;
} Place;

#define MAX_PLACES (LUDO_N_PAWNS * 2)

struct _LudoBoard
{
  GtkWidget           parent_instance;

  LudoGame           *game;
  LudoAnimationSpeed  animation_speed;
  gboolean            highlight_moves;
  char               *hint;

  LudoBoardArt       *art;
  double              side;
  double              cell;
  double              ox;
  double              oy;

  /* known: the game's position as of its last pawn-moved; shown: what is
   * drawn at rest. They differ only while steps are queued. */
  LudoPosition        known;
  LudoPosition        shown;
  LudoPhase           phase;
  LudoColour          turn;
  guint               roll;
  LudoMove            moves[LUDO_MAX_MOVES];
  guint               n_moves;
  Place               places[MAX_PLACES];
  guint               n_places;
  int                 cursor;
  int                 hovered;
  gboolean            has_last_move;
  LudoMove            last_move;
  guint               die_face;
  LudoColour          die_colour;
  char               *announcement;

  GArray             *steps;
  LudoBoardAnimation  animation;
  gboolean            holding;

  GtkWidget          *choice;
  GtkWidget          *choice_one;
  GtkWidget          *choice_stack;
  int                 choice_place;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_ANIMATION_SPEED,
  PROP_HIGHLIGHT_MOVES,
  PROP_HINT,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (LudoBoard, ludo_board, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static const GdkRGBA colour_rgba[LUDO_N_COLOURS] = {
  { 0.878, 0.106, 0.141, 1 },
  { 0.180, 0.761, 0.494, 1 },
  { 0.965, 0.827, 0.176, 1 },
  { 0.208, 0.518, 0.894, 1 },
};

static const GdkRGBA colour_dark[LUDO_N_COLOURS] = {
  { 0.647, 0.114, 0.176, 1 },
  { 0.090, 0.420, 0.263, 1 },
  { 0.651, 0.435, 0.000, 1 },
  { 0.102, 0.373, 0.706, 1 },
};

static void sync_state (LudoBoard *self);

static gboolean
is_busy (LudoBoard *self)
{
  return self->steps->len > 0;
}

static gboolean
is_seated (const LudoPosition *pos,
           guint               colour)
{
  return (pos->seated & (1u << colour)) != 0;
}

static void
count_pawns (const LudoPosition *pos,
             guint8              counts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1])
{
  memset (counts, 0, sizeof (guint8) * LUDO_N_COLOURS * (LUDO_PROGRESS_HOME + 1));
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (is_seated (pos, c))
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        counts[c][MIN (pos->progress[c][i], LUDO_PROGRESS_HOME)]++;
}

static gboolean
animations_enabled (LudoBoard *self)
{
  gboolean enabled = TRUE;

  if (self->animation_speed == LUDO_ANIMATION_SPEED_OFF)
    return FALSE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled,
                NULL);

  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static double
hop_duration (LudoBoard *self)
{
  switch (self->animation_speed)
    {
    case LUDO_ANIMATION_SPEED_SLOW: return 260;
    case LUDO_ANIMATION_SPEED_FAST: return 90;
    case LUDO_ANIMATION_SPEED_NORMAL:
    case LUDO_ANIMATION_SPEED_OFF:
    default:
      return 160;
    }
}

/* Geometry: from cell units to widget coordinates. */
static graphene_rect_t
cell_rect (LudoBoard *self,
           double     cx,
           double     cy,
           double     size)
{
  graphene_rect_t r;

  graphene_rect_init (&r,
                      self->ox + (cx - size / 2) * self->cell,
                      self->oy + (cy - size / 2) * self->cell,
                      size * self->cell,
                      size * self->cell);
  return r;
}

static void
place_centre (LudoBoard      *self,
              LudoColour      colour,
              guint           progress,
              LudoBoardPoint *centre)
{
  ludo_board_geometry_place (colour, progress, 0, centre);
}

/* --- the state read from the game ------------------------------------ */

static const char *
place_hint (LudoBoard *self,
            int        index,
            char     **owned)
{
  const Place *place = &self->places[index];

  if (!place->blocked)
    return ludo_board_text_movable ();

  *owned = ludo_board_text_blocked (&place->why, self->roll);
  return *owned;
}

static void
set_hint (LudoBoard  *self,
          const char *hint)
{
  if (g_strcmp0 (self->hint, hint) == 0)
    return;

  g_free (self->hint);
  self->hint = g_strdup (hint);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}

/* The hint explains the hovered place, else the keyboard's; with neither it
 * says how to roll when a roll is due. The tooltip follows the pointer only. */
static void
update_hint (LudoBoard *self)
{
  g_autofree char *owned = NULL;
  g_autofree char *tip_owned = NULL;
  const char *hint = NULL;
  const char *tip = NULL;

  if (self->hovered >= 0 && (guint) self->hovered < self->n_places)
    tip = hint = place_hint (self, self->hovered, &owned);
  else if (self->cursor >= 0 && (guint) self->cursor < self->n_places &&
           gtk_widget_is_focus (GTK_WIDGET (self)))
    hint = place_hint (self, self->cursor, &owned);
  else if (self->phase == LUDO_PHASE_AWAITING_ROLL && self->game != NULL && !is_busy (self))
    hint = ludo_board_text_roll_due ();

  set_hint (self, hint);
  tip_owned = g_strdup (tip);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tip_owned);
}

static void
update_accessible (LudoBoard *self)
{
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    summary = g_strdup (_("No game."));
  else
    summary = ludo_board_text_summary (self->phase, self->turn, self->roll, self->n_moves);

  if (self->announcement != NULL)
    text = g_strconcat (self->announcement, " ", summary, NULL);
  else
    text = g_steal_pointer (&summary);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
update_actions (LudoBoard *self)
{
  gboolean has_game = self->game != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.roll",
                                 has_game && self->phase == LUDO_PHASE_AWAITING_ROLL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.move-cursor",
                                 has_game && self->phase == LUDO_PHASE_AWAITING_MOVE &&
                                 self->n_places > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate",
                                 has_game && (self->phase == LUDO_PHASE_AWAITING_ROLL ||
                                              self->phase == LUDO_PHASE_AWAITING_MOVE));
}

static int
find_place (LudoBoard  *self,
            LudoColour  colour,
            guint       progress)
{
  for (guint i = 0; i < self->n_places; i++)
    if (self->places[i].colour == colour && self->places[i].progress == progress)
      return i;

  return -1;
}

static int
compare_places (gconstpointer a,
                gconstpointer b)
{
  const Place *pa = a;
  const Place *pb = b;

  /* Movable places first, the pawn furthest ahead first among them. */
  if (pa->blocked != pb->blocked)
    return pa->blocked ? 1 : -1;
  return (int) pb->progress - (int) pa->progress;
}

static void
build_places (LudoBoard *self)
{
  LudoBlockedPlace blocked[LUDO_N_PAWNS * 2];
  guint n_blocked = 0;
  LudoColour old_colour = LUDO_COLOUR_NONE;
  guint old_progress = 0;

  if (self->cursor >= 0 && (guint) self->cursor < self->n_places)
    {
      old_colour = self->places[self->cursor].colour;
      old_progress = self->places[self->cursor].progress;
    }

  self->n_places = 0;
  self->n_moves = 0;
  if (self->game == NULL || self->phase != LUDO_PHASE_AWAITING_MOVE)
    goto out;

  self->n_moves = ludo_game_get_moves (self->game, self->moves);
  n_blocked = ludo_game_explain (self->game, blocked);

  for (guint i = 0; i < self->n_moves; i++)
    {
      const LudoMove *m = &self->moves[i];
      int k = find_place (self, m->colour, m->from);

      if (k < 0)
        {
          if (self->n_places == MAX_PLACES)
            continue;
          k = self->n_places++;
          self->places[k] = (Place) { m->colour, m->from, -1, -1, FALSE, { 0 } };
        }
      if (m->count > 1)
        self->places[k].stack = i;
      else
        self->places[k].single = i;
    }

  for (guint i = 0; i < n_blocked && self->n_places < MAX_PLACES; i++)
    {
      if (find_place (self, blocked[i].colour, blocked[i].from) >= 0)
        continue;
      self->places[self->n_places++] = (Place) { blocked[i].colour, blocked[i].from,
                                                 -1, -1, TRUE, blocked[i] };
    }

  qsort (self->places, self->n_places, sizeof (Place), compare_places);

out:
  /* Keep the keyboard on the same pawn when it is still there. */
  self->cursor = self->n_places > 0 ? find_place (self, old_colour, old_progress) : -1;
  self->hovered = -1;
}

static void
sync_state (LudoBoard *self)
{
  if (self->game == NULL)
    {
      self->phase = LUDO_PHASE_OVER;
      self->turn = LUDO_COLOUR_NONE;
      self->roll = 0;
      self->has_last_move = FALSE;
    }
  else
    {
      self->phase = ludo_game_get_phase (self->game);
      self->turn = ludo_game_get_current_colour (self->game);
      self->roll = ludo_game_get_last_roll (self->game);
      if (!is_busy (self))
        {
          self->shown = self->known;
          self->has_last_move = ludo_game_get_last_move (self->game, &self->last_move);
          if (self->turn != LUDO_COLOUR_NONE)
            self->die_colour = self->turn;
          if (self->roll > 0)
            self->die_face = self->roll;
        }
    }

  if (is_busy (self))
    {
      /* Nothing can be chosen before the board has caught up. */
      self->n_places = 0;
      self->n_moves = 0;
      self->cursor = -1;
      self->hovered = -1;
    }
  else
    build_places (self);

  if (self->choice != NULL && gtk_widget_get_visible (self->choice) &&
      (is_busy (self) || self->phase != LUDO_PHASE_AWAITING_MOVE))
    gtk_popover_popdown (GTK_POPOVER (self->choice));

  update_actions (self);
  update_hint (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* --- steps and animation ------------------------------------------- */

static void start_next_step (LudoBoard *self);

static void
apply_step (LudoBoard  *self,
            const Step *step)
{
  if (step->kind == STEP_DIE)
    {
      self->die_face = step->roll;
      self->die_colour = step->colour;
    }
  else
    {
      self->shown = step->after;
      self->has_last_move = TRUE;
      self->last_move = step->move;
    }
}

static void
step_done_cb (gpointer user_data)
{
  LudoBoard *self = user_data;

  g_assert (LUDO_IS_BOARD (self));
  g_assert (self->steps->len > 0);

  apply_step (self, &g_array_index (self->steps, Step, 0));
  g_array_remove_index (self->steps, 0);
  start_next_step (self);
}

static void
start_next_step (LudoBoard *self)
{
  Step *step;

  if (self->steps->len == 0)
    {
      sync_state (self);
      /* Last: the release may let a computer play at once. */
      if (self->holding)
        {
          self->holding = FALSE;
          if (self->game != NULL)
            ludo_game_release (self->game);
        }
      return;
    }

  step = &g_array_index (self->steps, Step, 0);
  if (step->kind == STEP_DIE)
    ludo_board_animation_start (&self->animation, GTK_WIDGET (self), 4 * step->hop_ms,
                                step_done_cb, self);
  else
    ludo_board_animation_start (&self->animation, GTK_WIDGET (self),
                                step->hops_ms + step->flight_ms, step_done_cb, self);
}

static void
enqueue_step (LudoBoard *self,
              Step      *step)
{
  if (!animations_enabled (self))
    {
      apply_step (self, step);
      sync_state (self);
      return;
    }

  g_array_append_val (self->steps, *step);
  if (!self->holding)
    {
      self->holding = TRUE;
      ludo_game_hold (self->game);
    }
  if (!ludo_board_animation_is_running (&self->animation))
    start_next_step (self);
  sync_state (self);
}

static void
finish_animations (LudoBoard *self)
{
  /* Each skip runs the step's done callback, which starts the next. */
  while (ludo_board_animation_is_running (&self->animation))
    ludo_board_animation_skip (&self->animation);
}

static void
drop_steps (LudoBoard *self)
{
  ludo_board_animation_stop (&self->animation);
  g_array_set_size (self->steps, 0);
  if (self->holding)
    {
      self->holding = FALSE;
      if (self->game != NULL)
        ludo_game_release (self->game);
    }
}

/* --- game signals -------------------------------------------------- */

static void
game_notify_cb (LudoBoard *self)
{
  g_assert (LUDO_IS_BOARD (self));

  sync_state (self);
}

static void
dice_rolled_cb (LudoBoard *self,
                int        colour,
                guint      value)
{
  Step step = { 0 };

  g_assert (LUDO_IS_BOARD (self));

  step.kind = STEP_DIE;
  step.colour = colour;
  step.roll = value;
  step.hop_ms = hop_duration (self);
  enqueue_step (self, &step);
}

static void
pawn_moved_cb (LudoBoard *self,
               int        colour,
               guint      from,
               guint      to,
               guint      count)
{
  guint8 before[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];
  guint8 after[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];
  Step step = { 0 };
  LudoColour captured_colour = LUDO_COLOUR_NONE;

  g_assert (LUDO_IS_BOARD (self));
  g_return_if_fail (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE);
  g_return_if_fail (from < to && to <= LUDO_PROGRESS_HOME);

  step.kind = STEP_MOVE;
  step.colour = colour;
  step.move = (LudoMove) { colour, from, to, MAX (count, 1) };
  step.before = self->known;
  step.after = *ludo_game_get_position (self->game);
  self->known = step.after;

  /* Captured pawns are the other colours' track pawns that went home to base. */
  count_pawns (&step.before, before);
  count_pawns (&step.after, after);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      guint slot = before[c][LUDO_PROGRESS_BASE];

      if ((int) c == colour)
        continue;
      for (guint p = LUDO_PROGRESS_START; p <= LUDO_PROGRESS_LAST_TRACK; p++)
        for (guint k = after[c][p]; k < before[c][p] && step.n_captured < LUDO_MAX_CAPTURES; k++)
          {
            step.captured[step.n_captured] = (LudoCapture) { c, p };
            step.captured_slot[step.n_captured] = MIN (slot, LUDO_N_PAWNS - 1);
            step.n_captured++;
            slot++;
            captured_colour = c;
          }
    }

  step.n_path = ludo_board_geometry_path (colour, from, to,
                                          MAX (before[colour][LUDO_PROGRESS_BASE], 1) - 1,
                                          step.path);
  step.hop_ms = hop_duration (self);
  /* Leaving base is one long hop: give it the time of two. */
  step.hops_ms = step.hop_ms * (step.n_path - 1 + (from == LUDO_PROGRESS_BASE ? 1 : 0));
  step.flight_ms = step.n_captured > 0 ? 3 * step.hop_ms : 0;

  g_free (self->announcement);
  self->announcement = ludo_board_text_move (&step.move, step.n_captured, captured_colour);

  enqueue_step (self, &step);
}

/* --- input ---------------------------------------------------------- */

static void
perform_move (LudoBoard *self,
              int        index)
{
  g_autoptr(GError) error = NULL;
  LudoMove move;

  g_assert (index >= 0 && (guint) index < self->n_moves);

  move = self->moves[index];
  if (!ludo_game_move (self->game, &move, &error))
    {
      g_debug ("Move refused: %s", error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

static void
roll (LudoBoard *self)
{
  g_autoptr(GError) error = NULL;

  finish_animations (self);
  if (self->game == NULL || self->phase != LUDO_PHASE_AWAITING_ROLL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  if (!ludo_game_roll (self->game, &error))
    {
      g_debug ("Roll refused: %s", error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

static void
show_choice (LudoBoard *self,
             int        index)
{
  const Place *place = &self->places[index];
  const LudoMove *stack = &self->moves[place->stack];
  g_autofree char *label = NULL;
  LudoBoardPoint centre;
  graphene_rect_t r;
  GdkRectangle area;

  place_centre (self, place->colour, place->progress, &centre);
  r = cell_rect (self, centre.x, centre.y, 1.0);
  area = (GdkRectangle) { (int) r.origin.x, (int) r.origin.y,
                          (int) r.size.width, (int) r.size.height };

  /* Translators: a button; the other one moves a single pawn of the stack */
  label = g_strdup_printf (ngettext ("Move the stack of %u pawn", "Move the stack of %u pawns",
                                     stack->count),
                           stack->count);
  gtk_button_set_label (GTK_BUTTON (self->choice_stack), label);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->choice), &area);
  self->choice_place = index;
  gtk_popover_popup (GTK_POPOVER (self->choice));
  gtk_widget_grab_focus (self->choice_one);
}

static void
activate_place (LudoBoard *self,
                int        index)
{
  const Place *place = &self->places[index];

  if (place->blocked)
    {
      self->cursor = index;
      update_hint (self);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  if (place->single >= 0 && place->stack >= 0)
    show_choice (self, index);
  else
    perform_move (self, place->single >= 0 ? place->single : place->stack);
}

static void
choice_cb (LudoBoard *self,
           GtkButton *button)
{
  int index = self->choice_place;

  g_assert (LUDO_IS_BOARD (self));

  gtk_popover_popdown (GTK_POPOVER (self->choice));
  if (index < 0 || (guint) index >= self->n_places || is_busy (self))
    return;

  perform_move (self, GTK_WIDGET (button) == self->choice_one ?
                      self->places[index].single : self->places[index].stack);
}

static gboolean
place_contains (LudoBoard   *self,
                const Place *place,
                double       cx,
                double       cy)
{
  LudoBoardPoint c;

  if (place->progress == LUDO_PROGRESS_BASE)
    {
      guint8 counts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];

      count_pawns (&self->shown, counts);
      for (guint s = 0; s < counts[place->colour][LUDO_PROGRESS_BASE]; s++)
        {
          ludo_board_geometry_place (place->colour, LUDO_PROGRESS_BASE, s, &c);
          if (fabs (cx - c.x) <= 0.7 && fabs (cy - c.y) <= 0.7)
            return TRUE;
        }
      return FALSE;
    }

  place_centre (self, place->colour, place->progress, &c);
  return fabs (cx - c.x) <= 0.5 && fabs (cy - c.y) <= 0.5;
}

/* The place under a point: a pawn first, then a landing square. */
static int
place_at (LudoBoard *self,
          double     x,
          double     y,
          gboolean   targets)
{
  double cx, cy;

  if (self->cell <= 0)
    return -1;

  cx = (x - self->ox) / self->cell;
  cy = (y - self->oy) / self->cell;

  for (guint i = 0; i < self->n_places; i++)
    if (place_contains (self, &self->places[i], cx, cy))
      return i;

  if (!targets)
    return -1;

  for (guint i = 0; i < self->n_places; i++)
    {
      const Place *place = &self->places[i];
      int m = place->single >= 0 ? place->single : place->stack;
      LudoBoardPoint c;

      if (place->blocked)
        continue;
      place_centre (self, place->colour, self->moves[m].to, &c);
      if (fabs (cx - c.x) <= 0.5 && fabs (cy - c.y) <= 0.5)
        return i;
    }

  return -1;
}

static void
click_at (LudoBoard *self,
          double     x,
          double     y)
{
  int index;

  if (self->game == NULL)
    return;

  /* A click during an animation only skips it. */
  if (is_busy (self))
    {
      finish_animations (self);
      return;
    }

  if (self->phase == LUDO_PHASE_AWAITING_ROLL)
    {
      roll (self);
      return;
    }

  if (self->phase != LUDO_PHASE_AWAITING_MOVE)
    return;

  index = place_at (self, x, y, TRUE);
  if (index < 0)
    return;

  activate_place (self, index);
}

static void
pressed_cb (LudoBoard       *self,
            int              n_press,
            double           x,
            double           y,
            GtkGestureClick *gesture)
{
  g_assert (LUDO_IS_BOARD (self));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  click_at (self, x, y);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
hover_at (LudoBoard *self,
          double     x,
          double     y)
{
  int index = place_at (self, x, y, FALSE);

  if (index == self->hovered)
    return;

  self->hovered = index;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   index >= 0 && !self->places[index].blocked ? "pointer" : NULL);
  update_hint (self);
}

static void
motion_cb (LudoBoard                *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *motion)
{
  g_assert (LUDO_IS_BOARD (self));

  hover_at (self, x, y);
}

static void
leave_cb (LudoBoard                *self,
          GtkEventControllerMotion *motion)
{
  g_assert (LUDO_IS_BOARD (self));

  self->hovered = -1;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  update_hint (self);
}

static void
focus_changed_cb (LudoBoard *self)
{
  update_hint (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  roll (LUDO_BOARD (widget));
}

static void
move_cursor (LudoBoard *self,
             int        delta)
{
  int n = self->n_places;

  if (n == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  if (self->cursor < 0)
    self->cursor = delta > 0 ? 0 : n - 1;
  else
    self->cursor = ((self->cursor + delta) % n + n) % n;

  update_hint (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LudoBoard *self = LUDO_BOARD (widget);

  if (is_busy (self))
    finish_animations (self);
  move_cursor (self, g_variant_get_int32 (parameter));
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  LudoBoard *self = LUDO_BOARD (widget);

  if (is_busy (self))
    {
      finish_animations (self);
      return;
    }

  if (self->phase == LUDO_PHASE_AWAITING_ROLL)
    roll (self);
  else if (self->cursor < 0 || (guint) self->cursor >= self->n_places)
    move_cursor (self, 1);
  else
    activate_place (self, self->cursor);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  LudoBoard *self = LUDO_BOARD (widget);

  gtk_popover_popdown (GTK_POPOVER (self->choice));
  self->cursor = -1;
  update_hint (self);
  gtk_widget_queue_draw (widget);
}

/* --- drawing --------------------------------------------------------- */

static void
append_piece (LudoBoard   *self,
              GtkSnapshot *snapshot,
              LudoPiece    piece,
              double       cx,
              double       cy,
              double       size)
{
  GdkTexture *texture = ludo_board_art_get_piece (self->art, piece);
  graphene_rect_t r;

  if (texture == NULL)
    return;

  r = cell_rect (self, cx, cy, size);
  gtk_snapshot_append_texture (snapshot, texture, &r);
}

static void
append_pawn (LudoBoard   *self,
             GtkSnapshot *snapshot,
             LudoColour   colour,
             double       cx,
             double       cy,
             double       scale)
{
  /* The pawn's foot sits a little below the middle of its box. */
  append_piece (self, snapshot, LUDO_PIECE_PAWN + colour, cx, cy - 0.08 * scale, 1.1 * scale);
}

typedef struct
{
  LudoColour colour;
  guint      count;
} Entry;

/* Draws the pawns on one square: one pawn alone, or a stack of smaller
 * pawns side by side with a count badge, behind a wall if it is a blockade. */
static void
append_group (LudoBoard   *self,
              GtkSnapshot *snapshot,
              double       cx,
              double       cy,
              const Entry *entries,
              guint        n_entries,
              gboolean     on_track)
{
  LudoColour colours[LUDO_BOARD_BADGE_MAX];
  LudoColour wall = LUDO_COLOUR_NONE;
  guint total = 0;
  guint shown;

  for (guint e = 0; e < n_entries; e++)
    for (guint k = 0; k < entries[e].count; k++)
      {
        if (total < LUDO_BOARD_BADGE_MAX)
          colours[total] = entries[e].colour;
        total++;
      }

  if (total == 0)
    return;
  if (total == 1)
    {
      append_pawn (self, snapshot, colours[0], cx, cy, 1.0);
      return;
    }

  shown = MIN (total, 4);
  for (guint i = 0; i < shown; i++)
    {
      double off = i - (shown - 1) / 2.0;

      append_pawn (self, snapshot, colours[i], cx + off * 0.2, cy - 0.04 + off * 0.05, 0.8);
    }

  if (on_track && self->game != NULL && ludo_game_get_blockades (self->game))
    for (guint e = 0; e < n_entries && wall == LUDO_COLOUR_NONE; e++)
      if (entries[e].count >= 2)
        wall = entries[e].colour;
  if (wall != LUDO_COLOUR_NONE)
    append_piece (self, snapshot, LUDO_PIECE_BLOCKADE + wall, cx, cy + 0.2, 1.05);

  append_piece (self, snapshot, LUDO_PIECE_BADGE + MIN (total, LUDO_BOARD_BADGE_MAX) - 2,
                cx + 0.34, cy - 0.36, 0.5);
}

static void
append_counts (LudoBoard   *self,
               GtkSnapshot *snapshot,
               guint8       counts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1])
{
  LudoBoardPoint c;

  for (guint colour = 0; colour < LUDO_N_COLOURS; colour++)
    {
      for (guint s = 0; s < counts[colour][LUDO_PROGRESS_BASE]; s++)
        {
          ludo_board_geometry_place (colour, LUDO_PROGRESS_BASE, s, &c);
          append_pawn (self, snapshot, colour, c.x, c.y, 1.0);
        }

      for (guint p = LUDO_PROGRESS_HOME_COLUMN; p <= LUDO_PROGRESS_HOME; p++)
        if (counts[colour][p] > 0)
          {
            Entry entry = { colour, counts[colour][p] };

            place_centre (self, colour, p, &c);
            append_group (self, snapshot, c.x, c.y, &entry, 1, FALSE);
          }
    }

  for (guint square = 0; square < LUDO_TRACK_SQUARES; square++)
    {
      Entry entries[LUDO_N_COLOURS];
      guint n = 0;
      int col, row;

      for (guint colour = 0; colour < LUDO_N_COLOURS; colour++)
        {
          guint p = (square + LUDO_TRACK_SQUARES - 13 * colour) % LUDO_TRACK_SQUARES + 1;

          /* A colour never visits the square before its own start. */
          if (p <= LUDO_PROGRESS_LAST_TRACK && counts[colour][p] > 0)
            entries[n++] = (Entry) { colour, counts[colour][p] };
        }
      if (n == 0)
        continue;

      ludo_board_geometry_track_cell (square, &col, &row);
      append_group (self, snapshot, col + 0.5, row + 0.5, entries, n, TRUE);
    }
}

static void
append_ring (GtkSnapshot          *snapshot,
             const graphene_rect_t *r,
             double                 radius,
             double                 width,
             const GdkRGBA         *colour)
{
  GskRoundedRect outline;
  float widths[4] = { width, width, width, width };
  GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  gsk_rounded_rect_init_from_rect (&outline, r, radius);
  gtk_snapshot_append_border (snapshot, &outline, widths, colours);
}

static void
append_bases (LudoBoard   *self,
              GtkSnapshot *snapshot)
{
  const GdkRGBA fade = { 0.96, 0.96, 0.95, 0.62 };
  const GdkRGBA glow = { 1, 1, 1, 0.95 };

  for (guint colour = 0; colour < LUDO_N_COLOURS; colour++)
    {
      double x, y, size;
      graphene_rect_t r;

      ludo_board_geometry_base_rect (colour, &x, &y, &size);
      if (!is_seated (&self->shown, colour))
        {
          /* An empty seat's base fades into the board. */
          graphene_rect_init (&r, self->ox + x * self->cell, self->oy + y * self->cell,
                              size * self->cell, size * self->cell);
          gtk_snapshot_append_color (snapshot, &fade, &r);
        }
      else if ((int) colour == self->turn && self->phase != LUDO_PHASE_OVER)
        {
          GskRoundedRect outline;

          /* The player on turn: its yard lights up and gets a ring. */
          r = cell_rect (self, x + 3, y + 3, 4.8);
          gsk_rounded_rect_init_from_rect (&outline, &r, 0.65 * self->cell);
          gtk_snapshot_append_outset_shadow (snapshot, &outline, &glow, 0, 0,
                                             0.08 * self->cell, 0.35 * self->cell);
          r = cell_rect (self, x + 3, y + 3, 4.5);
          append_ring (snapshot, &r, 0.5 * self->cell, 0.1 * self->cell, &colour_rgba[colour]);
        }
    }
}

static void
append_last_move (LudoBoard   *self,
                  GtkSnapshot *snapshot)
{
  const LudoMove *m = &self->last_move;
  LudoBoardPoint c;
  graphene_rect_t r;
  GdkRGBA ring;

  if (!self->has_last_move || m->colour < LUDO_COLOUR_RED || m->colour > LUDO_COLOUR_BLUE)
    return;

  if (m->from != LUDO_PROGRESS_BASE)
    {
      place_centre (self, m->colour, m->from, &c);
      append_piece (self, snapshot, LUDO_PIECE_LAST_FROM, c.x, c.y, 1.0);
    }

  place_centre (self, m->colour, m->to, &c);
  r = cell_rect (self, c.x, c.y, 0.92);
  ring = colour_dark[m->colour];
  ring.alpha = 0.85;
  append_ring (snapshot, &r, 0.14 * self->cell, MAX (2, 0.07 * self->cell), &ring);
}

static void
append_highlights (LudoBoard   *self,
                   GtkSnapshot *snapshot)
{
  guint8 counts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];

  if (!self->highlight_moves || is_busy (self))
    return;

  count_pawns (&self->shown, counts);
  for (guint i = 0; i < self->n_places; i++)
    {
      const Place *place = &self->places[i];
      LudoBoardPoint c;

      if (place->blocked)
        continue;

      if (place->progress == LUDO_PROGRESS_BASE)
        for (guint s = 0; s < counts[place->colour][LUDO_PROGRESS_BASE]; s++)
          {
            ludo_board_geometry_place (place->colour, LUDO_PROGRESS_BASE, s, &c);
            append_piece (self, snapshot, LUDO_PIECE_HALO, c.x, c.y, 1.3);
          }
      else
        {
          place_centre (self, place->colour, place->progress, &c);
          append_piece (self, snapshot, LUDO_PIECE_HALO, c.x, c.y, 1.3);
        }

      place_centre (self, place->colour,
                    self->moves[place->single >= 0 ? place->single : place->stack].to, &c);
      append_piece (self, snapshot, LUDO_PIECE_TARGET, c.x, c.y, 1.0);
    }
}

static double
hop_lift (double t,
          double height)
{
  return height * sin (G_PI * CLAMP (t, 0, 1));
}

/* Where the moving pawns are @elapsed ms into the step. */
static void
step_mover_point (const Step     *step,
                  double          elapsed,
                  LudoBoardPoint *point)
{
  guint hops = step->n_path - 1;
  double t = elapsed;

  for (guint i = 0; i < hops; i++)
    {
      gboolean long_hop = i == 0 && step->move.from == LUDO_PROGRESS_BASE;
      double d = step->hop_ms * (long_hop ? 2 : 1);

      if (t < d)
        {
          double f = ludo_board_ease_in_out (t / d);
          const LudoBoardPoint *a = &step->path[i];
          const LudoBoardPoint *b = &step->path[i + 1];

          point->x = a->x + (b->x - a->x) * f;
          point->y = a->y + (b->y - a->y) * f - hop_lift (t / d, long_hop ? 0.8 : 0.3);
          return;
        }
      t -= d;
    }

  *point = step->path[step->n_path - 1];
}

static void
append_step (LudoBoard   *self,
             GtkSnapshot *snapshot,
             const Step  *step)
{
  guint8 counts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];
  double elapsed = ludo_board_animation_elapsed (&self->animation);
  gboolean flying = elapsed >= step->hops_ms;
  LudoBoardPoint at;
  Entry mover = { step->move.colour, step->move.count };
  gboolean wall_moves;

  count_pawns (&step->before, counts);
  counts[step->move.colour][step->move.from] -= MIN (counts[step->move.colour][step->move.from],
                                                    step->move.count);
  if (flying)
    for (guint i = 0; i < step->n_captured; i++)
      counts[step->captured[i].colour][step->captured[i].from]--;

  append_counts (self, snapshot, counts);

  for (guint i = 0; flying && i < step->n_captured; i++)
    {
      double f = ludo_board_ease_in_out ((elapsed - step->hops_ms) / MAX (step->flight_ms, 1));
      LudoBoardPoint a, b;

      place_centre (self, step->captured[i].colour, step->captured[i].from, &a);
      ludo_board_geometry_place (step->captured[i].colour, LUDO_PROGRESS_BASE,
                                 step->captured_slot[i], &b);
      append_pawn (self, snapshot, step->captured[i].colour,
                   a.x + (b.x - a.x) * f,
                   a.y + (b.y - a.y) * f - hop_lift (f, 1.2),
                   1.0 + 0.25 * sin (G_PI * f));
    }

  step_mover_point (step, elapsed, &at);
  wall_moves = step->move.to < LUDO_PROGRESS_HOME_COLUMN;
  append_group (self, snapshot, at.x, at.y, &mover, 1, wall_moves);
}

static void
append_die (LudoBoard   *self,
            GtkSnapshot *snapshot)
{
  const Step *step = is_busy (self) ? &g_array_index (self->steps, Step, 0) : NULL;
  LudoColour colour = self->die_colour;
  guint face = self->die_face > 0 ? self->die_face : 6;
  double angle = 0;
  double scale = 1;
  LudoBoardPoint c;
  graphene_rect_t r;
  GdkTexture *texture;

  if (step != NULL && step->kind == STEP_DIE)
    {
      double t = CLAMP (ludo_board_animation_elapsed (&self->animation) / (4 * step->hop_ms), 0, 1);

      colour = step->colour;
      /* Tumble through faces, settling on the roll for the last quarter. */
      face = t < 0.75 ? 1 + ((guint) (t * 14) * 5 + step->roll) % 6 : step->roll;
      angle = (1 - ludo_board_ease_in_out (t)) * 540;
      scale = 1 + 0.3 * sin (G_PI * t);
    }
  else if (self->phase == LUDO_PHASE_OVER || colour == LUDO_COLOUR_NONE)
    return;

  ludo_board_geometry_die_centre (colour, &c);
  if (step == NULL && self->phase == LUDO_PHASE_AWAITING_ROLL)
    append_piece (self, snapshot, LUDO_PIECE_HALO, c.x, c.y, 2.2);

  texture = ludo_board_art_get_piece (self->art, LUDO_PIECE_DIE + face - 1);
  if (texture == NULL)
    return;

  r = cell_rect (self, 0, 0, 1.4);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->ox + c.x * self->cell,
                                                          self->oy + c.y * self->cell));
  gtk_snapshot_rotate (snapshot, angle);
  gtk_snapshot_scale (snapshot, scale, scale);
  r.origin.x -= self->ox;
  r.origin.y -= self->oy;
  gtk_snapshot_append_texture (snapshot, texture, &r);
  gtk_snapshot_restore (snapshot);
}

static void
append_focus (LudoBoard   *self,
              GtkSnapshot *snapshot)
{
  const GdkRGBA outer = { 1, 1, 1, 0.9 };
  const GdkRGBA inner = { 0.11, 0.44, 0.85, 1 };
  const Place *place;
  LudoBoardPoint c;
  graphene_rect_t r;

  if (!gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    return;

  if (self->cursor >= 0 && (guint) self->cursor < self->n_places)
    {
      guint8 counts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];

      place = &self->places[self->cursor];
      count_pawns (&self->shown, counts);
      ludo_board_geometry_place (place->colour, place->progress,
                                 MAX (counts[place->colour][LUDO_PROGRESS_BASE], 1) - 1, &c);
      r = cell_rect (self, c.x, c.y, 1.12);
    }
  else if (self->phase == LUDO_PHASE_AWAITING_ROLL && self->turn != LUDO_COLOUR_NONE)
    {
      ludo_board_geometry_die_centre (self->turn, &c);
      r = cell_rect (self, c.x, c.y, 1.8);
    }
  else
    return;

  append_ring (snapshot, &r, 0.25 * self->cell, 4, &outer);
  graphene_rect_inset (&r, 1, 1);
  append_ring (snapshot, &r, 0.25 * self->cell - 1, 2.5, &inner);
}

static void
ludo_board_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  *minimum = 240;
  *natural = 600;
}

static void
ludo_board_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  LudoBoard *self = LUDO_BOARD (widget);
  int side = MIN (width, height);

  /* A whole number of pixels per cell keeps squares and pawns on the pixel
   * grid, so they stay crisp. */
  side -= side % LUDO_BOARD_CELLS;
  self->side = side;
  self->cell = side / (double) LUDO_BOARD_CELLS;
  self->ox = (width - side) / 2;
  self->oy = (height - side) / 2;

  /* Rasterise here rather than in snapshot, which only places textures;
   * this runs once per size and scale. */
  if (self->art != NULL)
    ludo_board_art_ensure (self->art, self->side, gtk_widget_get_scale_factor (widget));

  if (self->choice != NULL)
    gtk_popover_present (GTK_POPOVER (self->choice));
}

static void
ludo_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  LudoBoard *self = LUDO_BOARD (widget);
  GdkTexture *board;
  graphene_rect_t r;
  GskRoundedRect outline;
  const GdkRGBA shadow = { 0, 0, 0, 0.3 };

  if (self->art == NULL || (board = ludo_board_art_get_board (self->art)) == NULL)
    return;

  graphene_rect_init (&r, self->ox, self->oy, self->side, self->side);
  gsk_rounded_rect_init_from_rect (&outline, &r, self->side * 22 / 600);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0, 2, 0, 8);
  gtk_snapshot_append_texture (snapshot, board, &r);

  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  append_bases (self, snapshot);
  gtk_snapshot_pop (snapshot);

  if (!is_busy (self))
    append_last_move (self, snapshot);
  append_highlights (self, snapshot);

  if (is_busy (self) && g_array_index (self->steps, Step, 0).kind == STEP_MOVE)
    append_step (self, snapshot, &g_array_index (self->steps, Step, 0));
  else
    {
      guint8 counts[LUDO_N_COLOURS][LUDO_PROGRESS_HOME + 1];

      count_pawns (&self->shown, counts);
      append_counts (self, snapshot, counts);
    }

  append_die (self, snapshot);
  append_focus (self, snapshot);
}

static gboolean
ludo_board_focus (GtkWidget        *widget,
                  GtkDirectionType  direction)
{
  LudoBoard *self = LUDO_BOARD (widget);
  int n = self->n_places;

  /* Tab walks the pawns one by one, then leaves the board. */
  if (!gtk_widget_has_focus (widget))
    {
      gtk_widget_grab_focus (widget);
      if (n > 0)
        self->cursor = (direction == GTK_DIR_TAB_BACKWARD) ? n - 1 : 0;
      update_hint (self);
      gtk_widget_queue_draw (widget);
      return TRUE;
    }

  if (direction == GTK_DIR_TAB_FORWARD && self->cursor + 1 < n)
    {
      move_cursor (self, 1);
      return TRUE;
    }
  if (direction == GTK_DIR_TAB_BACKWARD && self->cursor > 0)
    {
      move_cursor (self, -1);
      return TRUE;
    }

  return FALSE;
}

static void
scale_factor_cb (LudoBoard *self)
{
  if (self->art != NULL && self->side > 0)
    ludo_board_art_ensure (self->art, self->side, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ludo_board_unmap (GtkWidget *widget)
{
  /* An unmapped widget gets no frames: show the end state at once. */
  finish_animations (LUDO_BOARD (widget));

  GTK_WIDGET_CLASS (ludo_board_parent_class)->unmap (widget);
}

static void
ludo_board_dispose (GObject *object)
{
  LudoBoard *self = LUDO_BOARD (object);

  drop_steps (self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->choice, gtk_widget_unparent);

  G_OBJECT_CLASS (ludo_board_parent_class)->dispose (object);
}

static void
ludo_board_finalize (GObject *object)
{
  LudoBoard *self = LUDO_BOARD (object);

  g_clear_pointer (&self->art, ludo_board_art_free);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->hint, g_free);
  g_clear_pointer (&self->announcement, g_free);

  G_OBJECT_CLASS (ludo_board_parent_class)->finalize (object);
}

static void
ludo_board_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  LudoBoard *self = LUDO_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_ANIMATION_SPEED:
      g_value_set_enum (value, self->animation_speed);
      break;

    case PROP_HIGHLIGHT_MOVES:
      g_value_set_boolean (value, self->highlight_moves);
      break;

    case PROP_HINT:
      g_value_set_string (value, self->hint);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_board_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  LudoBoard *self = LUDO_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ludo_board_set_game (self, g_value_get_object (value));
      break;

    case PROP_ANIMATION_SPEED:
      ludo_board_set_animation_speed (self, g_value_get_enum (value));
      break;

    case PROP_HIGHLIGHT_MOVES:
      ludo_board_set_highlight_moves (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_board_class_init (LudoBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint arrows[][2] = {
    { GDK_KEY_Left, -1 }, { GDK_KEY_KP_Left, -1 }, { GDK_KEY_Up, -1 }, { GDK_KEY_KP_Up, -1 },
    { GDK_KEY_Right, 1 }, { GDK_KEY_KP_Right, 1 }, { GDK_KEY_Down, 1 }, { GDK_KEY_KP_Down, 1 },
  };
  const guint activate_keys[] = {
    GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter,
  };

  object_class->dispose = ludo_board_dispose;
  object_class->finalize = ludo_board_finalize;
  object_class->get_property = ludo_board_get_property;
  object_class->set_property = ludo_board_set_property;

  widget_class->measure = ludo_board_measure;
  widget_class->size_allocate = ludo_board_size_allocate;
  widget_class->snapshot = ludo_board_snapshot;
  widget_class->focus = ludo_board_focus;
  widget_class->unmap = ludo_board_unmap;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, LUDO_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_enum ("animation-speed", NULL, NULL,
                       LUDO_TYPE_ANIMATION_SPEED, LUDO_ANIMATION_SPEED_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HIGHLIGHT_MOVES] =
    g_param_spec_boolean ("highlight-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HINT] =
    g_param_spec_string ("hint", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "board.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "i", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding_action (widget_class, arrows[i][0], 0,
                                         "board.move-cursor", "i", (int) arrows[i][1]);
  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, activate_keys[i], 0,
                                         "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);

  gtk_widget_class_set_css_name (widget_class, "ludoboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ludo_board_init (LudoBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click;
  GtkEventController *motion;
  GtkWidget *box;
  g_autoptr(GError) error = NULL;

  self->animation_speed = LUDO_ANIMATION_SPEED_NORMAL;
  self->highlight_moves = TRUE;
  self->phase = LUDO_PHASE_OVER;
  self->turn = LUDO_COLOUR_NONE;
  self->die_colour = LUDO_COLOUR_NONE;
  self->cursor = -1;
  self->hovered = -1;
  self->choice_place = -1;
  self->steps = g_array_new (FALSE, TRUE, sizeof (Step));

  self->art = ludo_board_art_new (&error);
  if (self->art == NULL)
    g_critical ("Could not load the board drawings: %s", error->message);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (click, "pressed", G_CALLBACK (pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect_object (motion, "enter", G_CALLBACK (motion_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (motion, "motion", G_CALLBACK (motion_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (motion, "leave", G_CALLBACK (leave_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (widget, motion);

  g_signal_connect (self, "notify::has-focus", G_CALLBACK (focus_changed_cb), NULL);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_cb), NULL);

  /* The choice between moving one pawn of a stack or the whole stack. */
  self->choice = gtk_popover_new ();
  gtk_widget_add_css_class (self->choice, "stack-choice");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->choice_one = gtk_button_new_with_mnemonic (_("Move _one pawn"));
  self->choice_stack = gtk_button_new_with_label ("");
  gtk_box_append (GTK_BOX (box), self->choice_one);
  gtk_box_append (GTK_BOX (box), self->choice_stack);
  gtk_popover_set_child (GTK_POPOVER (self->choice), box);
  gtk_widget_set_parent (self->choice, widget);
  g_signal_connect_object (self->choice_one, "clicked", G_CALLBACK (choice_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->choice_stack, "clicked", G_CALLBACK (choice_cb), self,
                           G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Ludo board"),
                                  -1);
  sync_state (self);
}

/**
 * ludo_board_new:
 *
 * Returns: a new board without a game
 */
GtkWidget *
ludo_board_new (void)
{
  return g_object_new (LUDO_TYPE_BOARD, NULL);
}

LudoGame *
ludo_board_get_game (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), NULL);

  return self->game;
}

void
ludo_board_set_game (LudoBoard *self,
                     LudoGame  *game)
{
  g_return_if_fail (LUDO_IS_BOARD (self));
  g_return_if_fail (game == NULL || LUDO_IS_GAME (game));

  if (self->game == game)
    return;

  /* Whatever the old game was showing is dropped, and its hold released. */
  drop_steps (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);

  memset (&self->known, 0, sizeof self->known);
  self->die_face = 0;
  self->die_colour = LUDO_COLOUR_NONE;
  self->cursor = -1;
  self->hovered = -1;
  g_clear_pointer (&self->announcement, g_free);

  if (game != NULL)
    {
      self->known = *ludo_game_get_position (game);
      g_signal_connect_object (game, "notify", G_CALLBACK (game_notify_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "dice-rolled", G_CALLBACK (dice_rolled_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "pawn-moved", G_CALLBACK (pawn_moved_cb), self,
                               G_CONNECT_SWAPPED);
    }
  self->shown = self->known;

  sync_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

LudoAnimationSpeed
ludo_board_get_animation_speed (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), LUDO_ANIMATION_SPEED_NORMAL);

  return self->animation_speed;
}

void
ludo_board_set_animation_speed (LudoBoard          *self,
                                LudoAnimationSpeed  speed)
{
  g_return_if_fail (LUDO_IS_BOARD (self));
  g_return_if_fail (speed <= LUDO_ANIMATION_SPEED_FAST);

  if (self->animation_speed == speed)
    return;

  self->animation_speed = speed;
  if (speed == LUDO_ANIMATION_SPEED_OFF)
    finish_animations (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

gboolean
ludo_board_get_highlight_moves (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), FALSE);

  return self->highlight_moves;
}

void
ludo_board_set_highlight_moves (LudoBoard *self,
                                gboolean   highlight_moves)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  highlight_moves = !!highlight_moves;
  if (self->highlight_moves == highlight_moves)
    return;

  self->highlight_moves = highlight_moves;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT_MOVES]);
}

const char *
ludo_board_get_hint (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), NULL);

  return self->hint;
}

/* --- test hooks ------------------------------------------------------ */

gboolean
_ludo_board_get_place_rect (LudoBoard       *self,
                            LudoColour       colour,
                            guint            progress,
                            graphene_rect_t *rect)
{
  LudoBoardPoint c;

  g_return_val_if_fail (LUDO_IS_BOARD (self), FALSE);

  if (self->cell <= 0 || colour < LUDO_COLOUR_RED || colour > LUDO_COLOUR_BLUE ||
      progress > LUDO_PROGRESS_HOME)
    return FALSE;

  ludo_board_geometry_place (colour, progress, 0, &c);
  *rect = cell_rect (self, c.x, c.y, 1.0);
  return TRUE;
}

void
_ludo_board_get_die_rect (LudoBoard       *self,
                          graphene_rect_t *rect)
{
  LudoBoardPoint c;

  g_return_if_fail (LUDO_IS_BOARD (self));

  ludo_board_geometry_die_centre (self->die_colour != LUDO_COLOUR_NONE ? self->die_colour : 0, &c);
  *rect = cell_rect (self, c.x, c.y, 1.4);
}

void
_ludo_board_click (LudoBoard *self,
                   double     x,
                   double     y)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  click_at (self, x, y);
}

void
_ludo_board_hover (LudoBoard *self,
                   double     x,
                   double     y)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  hover_at (self, x, y);
}

gboolean
_ludo_board_is_animating (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), FALSE);

  return ludo_board_animation_is_running (&self->animation);
}

void
_ludo_board_finish_animations (LudoBoard *self)
{
  g_return_if_fail (LUDO_IS_BOARD (self));

  finish_animations (self);
}

GtkWidget *
_ludo_board_get_choice_popover (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), NULL);

  return self->choice;
}
