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

#include "ludo-bench.h"
#include "ludo-board-private.h"
#include "ludo-enums.h"

enum {
  PROP_0,
  PROP_GAME,
  PROP_ANIMATION_SPEED,
  PROP_HIGHLIGHT_MOVES,
  PROP_HINT,
  PROP_ANIMATING,
  N_PROPS
};

enum {
  SIGNAL_EVENT_SHOWN,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (LudoBoard, ludo_board, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

gboolean
_ludo_board_is_busy (LudoBoard *self)
{
  return self->scenes->len > 0;
}

/* The die stays with whoever rolled it while the board shows that roll and
 * its move, and goes to the next player once a person is to roll. Worked
 * out when drawing: the game tells of a step before the board has queued
 * what it will show of it. */
LudoColour
_ludo_board_die_holder (LudoBoard *self)
{
  if (self->turn != LUDO_COLOUR_NONE &&
      !_ludo_board_is_busy (self) && self->phase == LUDO_PHASE_AWAITING_ROLL)
    return self->turn;
  return self->die_colour;
}

/* At rest the die shows the last roll, and a question when a person is to
 * roll: the number left from the player before is not theirs. */
LudoPiece
_ludo_board_resting_die_piece (LudoBoard *self)
{
  if (self->die_face == 0 ||
      (!_ludo_board_is_busy (self) && self->phase == LUDO_PHASE_AWAITING_ROLL))
    return LUDO_PIECE_DIE_TO_ROLL;
  return LUDO_PIECE_DIE + self->die_face - 1;
}

void
_ludo_board_update_animating (LudoBoard *self)
{
  gboolean animating = _ludo_board_is_busy (self);

  if (self->animating == animating)
    return;

  self->animating = animating;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

/* What the hint says is worked out with the places
 * (ludo-board-places.c); the property is the widget's. */
void
_ludo_board_set_hint (LudoBoard  *self,
                      const char *hint)
{
  if (g_strcmp0 (self->hint, hint) == 0)
    return;

  g_free (self->hint);
  self->hint = g_strdup (hint);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}

void
_ludo_board_tell (LudoBoard      *self,
                  LudoBoardEvent  event,
                  LudoColour      colour)
{
  g_signal_emit (self, signals[SIGNAL_EVENT_SHOWN], 0, event, colour);
}

/* The scene being animated, or NULL. */
LudoBoardScene *
_ludo_board_current_scene (LudoBoard *self)
{
  if (self->scenes->len == 0)
    return NULL;
  return &g_array_index (self->scenes, LudoBoardScene, 0);
}

gboolean
_ludo_board_is_seated (const LudoPosition *pos,
                       guint               colour)
{
  return (pos->seated & (1u << colour)) != 0;
}

void
_ludo_board_count_pawns (const LudoPosition *pos,
                         LudoBoardCounts     counts)
{
  memset (counts, 0, sizeof (LudoBoardCounts));
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (_ludo_board_is_seated (pos, c))
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        counts[c][MIN (pos->progress[c][i], LUDO_PROGRESS_HOME)]++;
}

/* --- game signals -------------------------------------------------- */

static void
game_notify_cb (LudoBoard *self)
{
  g_assert (LUDO_IS_BOARD (self));

  _ludo_board_sync_state (self);
}

/* --- widget --------------------------------------------------------- */

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

/* Long enough for the next step of a resize to arrive, short enough that
 * the board is sharp again before the player looks for it. */
#define RASTER_SETTLE_MS 150

static gboolean
raster_settled_cb (gpointer user_data)
{
  LudoBoard *self = user_data;

  self->raster_source = 0;
  ludo_board_art_ensure (self->art, self->side, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
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

  /* Rasterise here rather than in snapshot, which only places textures.
   * The first time there is nothing else to show; after that, while the
   * window is being resized (a new size every frame, each rasterisation
   * longer than a frame), the board scales the textures it has and
   * rasterises once the size has held still. */
  if (self->art != NULL)
    {
      int scale = gtk_widget_get_scale_factor (widget);

      g_clear_handle_id (&self->raster_source, g_source_remove);
      if (ludo_board_art_is_empty (self->art))
        {
          ludo_bench_mark ("board-allocated");
          ludo_board_art_ensure (self->art, self->side, scale);
        }
      else if (!ludo_board_art_fits (self->art, self->side, scale))
        self->raster_source = g_timeout_add_full (G_PRIORITY_DEFAULT_IDLE, RASTER_SETTLE_MS,
                                                  raster_settled_cb, self, NULL);
    }

  _ludo_board_choice_present (self);
}

/* The board takes its dark palette when the theme around it is dark: when
 * its text colour is light. Following the theme rather than a setting
 * keeps it right whatever made the theme dark (the style preference, the
 * desktop's colour scheme, a dark GTK theme). */
static void
ludo_board_css_changed (GtkWidget         *widget,
                        GtkCssStyleChange *change)
{
  LudoBoard *self = LUDO_BOARD (widget);
  GdkRGBA fg;

  GTK_WIDGET_CLASS (ludo_board_parent_class)->css_changed (widget, change);

  if (self->art == NULL)
    return;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  if (ludo_board_art_set_dark (self->art, 0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue > 0.5)
      && self->side > 0)
    {
      ludo_board_art_ensure (self->art, self->side, gtk_widget_get_scale_factor (widget));
      gtk_widget_queue_draw (widget);
    }
}

/**
 * ludo_board_get_dark_palette:
 * @self: a board
 *
 * Returns: whether the board is drawn in its dark palette
 */
gboolean
ludo_board_get_dark_palette (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), FALSE);

  return self->art != NULL && ludo_board_art_get_dark (self->art);
}

static void
ludo_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  _ludo_board_draw (LUDO_BOARD (widget), snapshot);
}

static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard_mode,
               GtkTooltip *tooltip)
{
  LudoBoard *self = LUDO_BOARD (widget);

  if (self->input.hovered < 0 || self->hint == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, self->hint);
  return TRUE;
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
  _ludo_board_skip_animations (LUDO_BOARD (widget));

  GTK_WIDGET_CLASS (ludo_board_parent_class)->unmap (widget);
}

static void
ludo_board_dispose (GObject *object)
{
  LudoBoard *self = LUDO_BOARD (object);

  _ludo_board_drop_scenes (self);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->raster_source, g_source_remove);
  _ludo_board_choice_dispose (self);
  g_clear_handle_id (&self->speech_source, g_source_remove);

  G_OBJECT_CLASS (ludo_board_parent_class)->dispose (object);
}

static void
ludo_board_finalize (GObject *object)
{
  LudoBoard *self = LUDO_BOARD (object);

  g_clear_pointer (&self->art, ludo_board_art_free);
  g_clear_pointer (&self->scenes, g_array_unref);
  g_clear_pointer (&self->hint, g_free);
  g_clear_pointer (&self->announcement, g_free);
  g_clear_pointer (&self->description, g_free);

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

    case PROP_ANIMATING:
      g_value_set_boolean (value, self->animating);
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

  object_class->dispose = ludo_board_dispose;
  object_class->finalize = ludo_board_finalize;
  object_class->get_property = ludo_board_get_property;
  object_class->set_property = ludo_board_set_property;

  widget_class->measure = ludo_board_measure;
  widget_class->size_allocate = ludo_board_size_allocate;
  widget_class->snapshot = ludo_board_snapshot;
  widget_class->css_changed = ludo_board_css_changed;
  widget_class->focus = _ludo_board_focus;
  widget_class->unmap = ludo_board_unmap;
  widget_class->query_tooltip = query_tooltip;

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
  /**
   * LudoBoard:animating:
   *
   * Whether the board is still showing moves that the game has already
   * made. Whatever tells the player whose turn it is should wait for it.
   */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudoBoard::event-shown:
   * @self: the board
   * @event: the #LudoBoardEvent
   * @colour: the #LudoColour of the roller or of the moving pawn; the
   *   winner's for %LUDO_BOARD_EVENT_GAME_OVER
   *
   * Emitted when the board shows something happen, on the frame where it
   * happens: so late after the game decided it as the animations make it,
   * and not at all for what the board shows without animating (animations
   * off, or skipped). Only the end of the game is always told, once the
   * board has shown the last move, but not for a game that came to the
   * board already over.
   */
  signals[SIGNAL_EVENT_SHOWN] =
    g_signal_new ("event-shown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, LUDO_TYPE_BOARD_EVENT, G_TYPE_INT);

  _ludo_board_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "ludoboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ludo_board_init (LudoBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(GError) error = NULL;

  self->animation_speed = LUDO_ANIMATION_SPEED_NORMAL;
  self->highlight_moves = TRUE;
  self->phase = LUDO_PHASE_OVER;
  self->turn = LUDO_COLOUR_NONE;
  self->die_colour = LUDO_COLOUR_NONE;
  self->scenes = g_array_new (FALSE, TRUE, sizeof (LudoBoardScene));

  ludo_bench_mark ("board-init");
  self->art = ludo_board_art_new (&error);
  ludo_bench_mark ("art-loaded");
  if (self->art == NULL)
    g_critical ("Could not load the board drawings: %s", error->message);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_cb), NULL);

  _ludo_board_init_input (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Ludo board"),
                                  -1);
  _ludo_board_sync_state (self);
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
  _ludo_board_drop_scenes (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);

  memset (&self->known, 0, sizeof self->known);
  /* A game that comes over (a restored one) has ended before. */
  self->over_told = game == NULL || ludo_game_get_phase (game) == LUDO_PHASE_OVER;
  self->die_face = 0;
  self->die_colour = LUDO_COLOUR_NONE;
  _ludo_board_input_reset (self);
  g_clear_pointer (&self->announcement, g_free);

  if (game != NULL)
    {
      self->known = *ludo_game_get_position (game);
      g_signal_connect_object (game, "notify", G_CALLBACK (game_notify_cb), self,
                               G_CONNECT_SWAPPED);
      _ludo_board_connect_scenes (self, game);
    }
  self->shown = self->known;

  _ludo_board_sync_state (self);
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
  g_return_if_fail (speed <= LUDO_ANIMATION_SPEED_OFF);

  if (self->animation_speed == speed)
    return;

  self->animation_speed = speed;
  if (speed == LUDO_ANIMATION_SPEED_OFF)
    _ludo_board_skip_animations (self);
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

/**
 * ludo_board_get_animating:
 * @self: a board
 *
 * Returns: %TRUE while the board is still showing moves that the game has
 *   already made
 */
gboolean
ludo_board_get_animating (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), FALSE);

  return self->animating;
}

/* --- test hooks ------------------------------------------------------ */

const char *
_ludo_board_get_description (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), NULL);

  return _ludo_board_speech_flush (self);
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

  _ludo_board_skip_animations (self);
}


/**
 * ludo_board_set_bottom_left:
 * @self: a board
 * @colour: the colour whose base is drawn at the bottom left, nearest the
 *   player; %LUDO_COLOUR_NONE for the board as printed (blue there)
 *
 * Turns the whole board: the pawns' paths, the bases and the die follow;
 * the keys go from pawn to pawn in the same order, which does not depend
 * on where pawns are drawn.
 */
void
ludo_board_set_bottom_left (LudoBoard  *self,
                            LudoColour  colour)
{
  guint quarters;

  g_return_if_fail (LUDO_IS_BOARD (self));
  g_return_if_fail (colour == LUDO_COLOUR_NONE ||
                    (colour >= LUDO_COLOUR_RED && colour <= LUDO_COLOUR_BLUE));

  /* Unturned, blue's base is at the bottom left. */
  quarters = colour == LUDO_COLOUR_NONE ? 0
             : (guint) (LUDO_COLOUR_BLUE - colour + LUDO_N_COLOURS) % LUDO_N_COLOURS;
  if (quarters == self->quarters)
    return;

  self->quarters = quarters;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

LudoColour
ludo_board_get_bottom_left (LudoBoard *self)
{
  g_return_val_if_fail (LUDO_IS_BOARD (self), LUDO_COLOUR_NONE);

  return (LudoColour) ((LUDO_COLOUR_BLUE - (int) self->quarters + LUDO_N_COLOURS) % LUDO_N_COLOURS);
}
