/* ludo-board-draw.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-private.h"

#include "ludo-board-fan.h"

#include <math.h>


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

typedef struct
{
  LudoColour colour;
  guint      count;
  /* Takes its room on the square but is not drawn: the pawn on its way
   * there. */
  gboolean   hidden;
} Entry;

/* A stack's count badge goes above the rings that mark the pawns that can
 * move, so that a ring never hides the count: the pawns and the badges are
 * drawn in two layers, except under a moving pawn, which covers both. */
typedef enum
{
  LAYER_ALL,
  LAYER_PAWNS,
  LAYER_BADGES,
} Layer;


static void
append_piece (LudoBoard   *self,
              GtkSnapshot *snapshot,
              LudoPiece    piece,
              double       cx,
              double       cy,
              double       size)
{
  graphene_rect_t r = _ludo_board_cell_rect (self, cx, cy, size);

  ludo_board_art_append_piece (self->art, snapshot, piece, &r);
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

/* Draws the pawns on one square: one pawn alone, a stack of smaller pawns
 * with a count badge, behind a wall if it is a blockade, or the pawns of
 * several colours side by side (ludo-board-fan.c). */
static void
append_group (LudoBoard   *self,
              GtkSnapshot *snapshot,
              double       cx,
              double       cy,
              const Entry *entries,
              guint        n_entries,
              gboolean     on_track,
              Layer        layer)
{
  guint8 counts[LUDO_N_COLOURS] = { 0 };
  LudoBoardFanPawn pawns[LUDO_BOARD_FAN_MAX];
  LudoColour wall = LUDO_COLOUR_NONE;
  LudoColour hidden = LUDO_COLOUR_NONE;
  guint total = 0;
  guint shown;

  for (guint e = 0; e < n_entries; e++)
    {
      counts[entries[e].colour] += entries[e].count;
      total += entries[e].count;
      if (entries[e].hidden)
        hidden = entries[e].colour;
    }

  if (total == 0)
    return;

  shown = ludo_board_fan_layout (counts, pawns);
  if (total == 1)
    {
      if (layer != LAYER_BADGES && pawns[0].colour != hidden)
        append_pawn (self, snapshot, pawns[0].colour, cx, cy, 1.0);
      return;
    }

  if (layer != LAYER_BADGES)
    {
      for (guint i = 0; i < shown; i++)
        if (pawns[i].colour != hidden)
          append_pawn (self, snapshot, pawns[i].colour, cx + pawns[i].dx, cy + pawns[i].dy,
                       pawns[i].scale);

      for (guint e = 0; self->game != NULL && e < n_entries && wall == LUDO_COLOUR_NONE; e++)
        if (!entries[e].hidden &&
            ludo_rules_forms_blockade (ludo_game_get_rules (self->game), entries[e].count,
                                       on_track))
          wall = entries[e].colour;
      if (wall != LUDO_COLOUR_NONE)
        append_piece (self, snapshot, LUDO_PIECE_BLOCKADE + wall, cx, cy + 0.12, 0.95);
    }

  if (layer == LAYER_PAWNS)
    return;

  /* Inside the square's corner: it must not cover the next square. */
  if (n_entries == 1)
    {
      append_piece (self, snapshot, LUDO_PIECE_BADGE + MIN (total, LUDO_BOARD_BADGE_MAX) - 2,
                    cx + 0.27, cy - 0.27, 0.46);
      return;
    }

  /* Several colours, one pawn each: a smaller count by each pawn that
   * stands for more. */
  for (guint i = 0; i < shown; i++)
    if (counts[pawns[i].colour] > 1 && pawns[i].colour != hidden)
      append_piece (self, snapshot,
                    LUDO_PIECE_BADGE + MIN (counts[pawns[i].colour], LUDO_BOARD_BADGE_MAX) - 2,
                    cx + pawns[i].dx + 0.14, cy - 0.3, 0.34);
}

/* @landing: a move on its way to a square it will share with other
 * colours, whose pawns make room for it; NULL for none. */
static void
append_counts (LudoBoard       *self,
               GtkSnapshot     *snapshot,
               LudoBoardCounts  counts,
               const LudoMove  *landing,
               Layer            layer)
{
  LudoBoardPoint c;

  for (guint colour = 0; colour < LUDO_N_COLOURS; colour++)
    {
      for (guint s = 0; layer != LAYER_BADGES && s < counts[colour][LUDO_PROGRESS_BASE]; s++)
        {
          ludo_board_geometry_place (_ludo_board_turned (self, colour), LUDO_PROGRESS_BASE,
                                     _ludo_board_base_slot (self, colour, s), &c);
          append_pawn (self, snapshot, colour, c.x, c.y, 1.0);
        }

      for (guint p = LUDO_PROGRESS_HOME_COLUMN; p <= LUDO_PROGRESS_HOME; p++)
        if (counts[colour][p] > 0)
          {
            Entry entry = { colour, counts[colour][p] };

            _ludo_board_place_centre (self, colour, p, &c);
            append_group (self, snapshot, c.x, c.y, &entry, 1, FALSE, layer);
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
            entries[n++] = (Entry) { colour, counts[colour][p], FALSE };
        }
      if (n == 0)
        continue;
      if (landing != NULL && landing->to <= LUDO_PROGRESS_LAST_TRACK &&
          ludo_rules_absolute_square (landing->colour, landing->to) == square &&
          counts[landing->colour][landing->to] == 0)
        entries[n++] = (Entry) { landing->colour, landing->count, TRUE };

      ludo_board_geometry_track_cell (_ludo_board_turned_square (self, square), &col, &row);
      append_group (self, snapshot, col + 0.5, row + 0.5, entries, n, TRUE, layer);
    }
}

static void
append_ring (GtkSnapshot           *snapshot,
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

/* The four corners of @r, each an L of arms @length long and @width
 * thick. */
static void
append_corners (GtkSnapshot           *snapshot,
                const graphene_rect_t *r,
                double                 length,
                double                 width,
                const GdkRGBA         *colour)
{
  for (guint corner = 0; corner < 4; corner++)
    {
      gboolean right = corner & 1, bottom = corner & 2;
      double x = right ? r->origin.x + r->size.width - width : r->origin.x;
      double y = bottom ? r->origin.y + r->size.height - width : r->origin.y;
      double arm_x = right ? r->origin.x + r->size.width - length : r->origin.x;
      double arm_y = bottom ? r->origin.y + r->size.height - length : r->origin.y;
      graphene_rect_t bar;

      graphene_rect_init (&bar, arm_x, y, length, width);
      gtk_snapshot_append_color (snapshot, colour, &bar);
      graphene_rect_init (&bar, x, arm_y, width, length);
      gtk_snapshot_append_color (snapshot, colour, &bar);
    }
}

/* While the board catches up, the ring stays with the player it shows
 * playing, not the one the model has already moved on to. */
static int
turn_shown (LudoBoard *self)
{
  const LudoBoardScene *scene = _ludo_board_current_scene (self);

  if (scene != NULL)
    return scene->kind == LUDO_BOARD_SCENE_DIE ? scene->colour : self->die_colour;
  return self->turn;
}

/* In team play, the partner of the player the board shows on turn, whose
 * yard gets a thinner ring: the team at a glance. */
LudoColour
_ludo_board_partner_shown (LudoBoard *self)
{
  int turn = turn_shown (self);

  if (self->game == NULL || !ludo_game_get_rules (self->game)->team ||
      self->phase == LUDO_PHASE_OVER || turn < LUDO_COLOUR_RED || turn > LUDO_COLOUR_BLUE)
    return LUDO_COLOUR_NONE;
  return ludo_rules_partner (turn);
}

static void
append_bases (LudoBoard   *self,
              GtkSnapshot *snapshot)
{
  const GdkRGBA fade = { 0.96, 0.96, 0.95, 0.62 };
  const GdkRGBA glow = { 1, 1, 1, 0.95 };
  int turn = turn_shown (self);
  LudoColour partner = _ludo_board_partner_shown (self);

  for (guint colour = 0; colour < LUDO_N_COLOURS; colour++)
    {
      double x, y, size;
      graphene_rect_t r;

      ludo_board_geometry_base_rect (_ludo_board_turned (self, colour), &x, &y, &size);
      if (!_ludo_board_is_seated (&self->shown, colour))
        {
          /* An empty seat's base fades into the board. */
          graphene_rect_init (&r, self->ox + x * self->cell, self->oy + y * self->cell,
                              size * self->cell, size * self->cell);
          gtk_snapshot_append_color (snapshot, &fade, &r);
        }
      else if ((int) colour == turn && self->phase != LUDO_PHASE_OVER)
        {
          GskRoundedRect outline;

          /* The player on turn: its yard lights up and gets a ring. */
          r = _ludo_board_cell_rect (self, x + 3, y + 3, 4.8);
          gsk_rounded_rect_init_from_rect (&outline, &r, 0.65 * self->cell);
          gtk_snapshot_append_outset_shadow (snapshot, &outline, &glow, 0, 0,
                                             0.08 * self->cell, 0.35 * self->cell);
          r = _ludo_board_cell_rect (self, x + 3, y + 3, 4.5);
          append_ring (snapshot, &r, 0.5 * self->cell, 0.1 * self->cell, &colour_rgba[colour]);
        }
      else if ((int) colour == (int) partner)
        {
          /* The partner: a ring of its own colour, thinner, no glow. */
          r = _ludo_board_cell_rect (self, x + 3, y + 3, 4.5);
          append_ring (snapshot, &r, 0.5 * self->cell, 0.05 * self->cell, &colour_rgba[colour]);
        }
    }
}

/* The safe squares' stars, only while the game plays by that rule
 * (docs/rules.md §5a.1): every colour's start square and the square eight
 * ahead of it, seated or not. A white star on the colour's own start
 * square, a tinted one on a plain square. Where pawns stand, which would
 * hide the star, a small one in the square's corner, drawn over them
 * (@over_pawns), keeps it in sight. */
static void
append_safe_squares (LudoBoard   *self,
                     GtkSnapshot *snapshot,
                     gboolean     over_pawns)
{
  gboolean occupied[LUDO_TRACK_SQUARES] = { FALSE };
  const LudoRules *rules;

  if (self->game == NULL)
    return;

  rules = ludo_game_get_rules (self->game);
  if (!rules->safe)
    return;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    if (_ludo_board_is_seated (&self->shown, c))
      for (guint i = 0; i < LUDO_N_PAWNS; i++)
        {
          guint p = self->shown.progress[c][i];

          if (p >= LUDO_PROGRESS_START && p <= LUDO_PROGRESS_LAST_TRACK)
            occupied[ludo_rules_absolute_square (c, p)] = TRUE;
        }

  for (guint square = 0; square < LUDO_TRACK_SQUARES; square++)
    {
      LudoPiece piece;
      int col, row;

      if (!ludo_rules_is_safe_square (rules, square))
        continue;
      piece = (square % 13 == 0 ? LUDO_PIECE_SAFE_START : LUDO_PIECE_SAFE) + square / 13;
      ludo_board_geometry_track_cell (_ludo_board_turned_square (self, square), &col, &row);
      /* The small one white, to stand out on a pawn of any colour. */
      if (occupied[square] && over_pawns)
        append_piece (self, snapshot, LUDO_PIECE_SAFE_START + square / 13,
                      col + 0.15, row + 0.15, 0.3);
      else if (!occupied[square] && !over_pawns)
        append_piece (self, snapshot, piece, col + 0.5, row + 0.5, 0.9);
    }
}

static void
append_last_move (LudoBoard   *self,
                  GtkSnapshot *snapshot)
{
  const GdkRGBA edge = { 1, 1, 1, 0.8 };
  const LudoMove *m = &self->last_move;
  LudoBoardPoint c;
  graphene_rect_t r;
  GdkRGBA ink;
  double width;

  if (!self->has_last_move || m->colour < LUDO_COLOUR_RED || m->colour > LUDO_COLOUR_BLUE)
    return;

  if (m->from != LUDO_PROGRESS_BASE)
    {
      _ludo_board_place_centre (self, m->colour, m->from, &c);
      append_piece (self, snapshot, LUDO_PIECE_LAST_FROM, c.x, c.y, 1.0);
    }

  /* Corners, not a ring: a ring around a pawn is the keyboard's focus.
   * A white edge inside keeps them apart from a square of their colour. */
  _ludo_board_place_centre (self, m->colour, m->to, &c);
  r = _ludo_board_cell_rect (self, c.x, c.y, 0.92);
  width = MAX (2, 0.07 * self->cell);
  append_corners (snapshot, &r, 0.28 * self->cell + width, 2 * width, &edge);
  ink = colour_dark[m->colour];
  ink.alpha = 0.9;
  append_corners (snapshot, &r, 0.28 * self->cell, width, &ink);
}

typedef enum
{
  SQUARE_EMPTY,
  SQUARE_FRIENDLY,  /* pawns that stay: the mover's own, its partner's, any on a safe square */
  SQUARE_CAPTURE,   /* pawns the move would send back to base */
} SquareHolder;

/* What the move of @place meets where it lands: pawns it captures (the
 * game's preview says so), pawns it will share the square with, or none. */
static SquareHolder
square_holder (LudoBoardCounts       counts,
               const LudoBoardPlace *place,
               guint                 progress)
{
  if (place->captures)
    return SQUARE_CAPTURE;
  if (progress < LUDO_PROGRESS_START || progress > LUDO_PROGRESS_LAST_TRACK)
    return counts[place->colour][progress] > 0 ? SQUARE_FRIENDLY : SQUARE_EMPTY;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      guint square = ludo_rules_absolute_square (place->colour, progress);
      guint p = (square + LUDO_TRACK_SQUARES - 13 * c) % LUDO_TRACK_SQUARES + 1;

      if (p <= LUDO_PROGRESS_LAST_TRACK && counts[c][p] > 0)
        return SQUARE_FRIENDLY;
    }

  return SQUARE_EMPTY;
}

/* A ring around a landing square that holds pawns: dark where the pawns
 * will share it, red with four notches where they will be captured, so
 * that the two differ in shape as well as colour. */
static void
append_landing_ring (LudoBoard    *self,
                     GtkSnapshot  *snapshot,
                     double        x,
                     double        y,
                     SquareHolder  holder)
{
  const GdkRGBA white = { 1, 1, 1, 0.95 };
  const GdkRGBA dark = { 0.14, 0.12, 0.19, 0.85 };
  const GdkRGBA danger = { 0.75, 0.08, 0.12, 0.95 };
  const GdkRGBA *ink = holder == SQUARE_CAPTURE ? &danger : &dark;
  graphene_rect_t r = _ludo_board_cell_rect (self, x, y, 0.94);
  double cell = self->cell;

  append_ring (snapshot, &r, 0.47 * cell, 0.09 * cell, &white);
  graphene_rect_inset (&r, 0.03 * cell, 0.03 * cell);
  append_ring (snapshot, &r, 0.44 * cell, (holder == SQUARE_CAPTURE ? 0.05 : 0.035) * cell, ink);

  if (holder != SQUARE_CAPTURE)
    return;

  for (guint side = 0; side < 4; side++)
    {
      double long_side = 0.16 * cell, short_side = 0.06 * cell;
      double cx = r.origin.x + r.size.width / 2, cy = r.origin.y + r.size.height / 2;
      double half = r.size.width / 2;
      graphene_rect_t notch;

      if (side % 2 == 0)
        graphene_rect_init (&notch, cx - short_side / 2,
                            side == 0 ? cy - half : cy + half - long_side,
                            short_side, long_side);
      else
        graphene_rect_init (&notch, side == 1 ? cx + half - long_side : cx - half,
                            cy - short_side / 2, long_side, short_side);
      gtk_snapshot_append_color (snapshot, ink, &notch);
    }
}

static guint
place_target (LudoBoard            *self,
              const LudoBoardPlace *place)
{
  return self->moves[place->single >= 0 ? place->single : place->stack].to;
}

/* Halos under the pawns that can move, and marks on the empty squares they
 * would land on (@over_pawns FALSE); then, drawn over the pawns, rings on
 * landing squares that hold pawns, such as a capture (@over_pawns TRUE). */
static void
append_highlights (LudoBoard   *self,
                   GtkSnapshot *snapshot,
                   gboolean     over_pawns)
{
  LudoBoardCounts counts;

  if (!self->highlight_moves || _ludo_board_is_busy (self))
    return;

  _ludo_board_count_pawns (&self->shown, counts);
  for (guint i = 0; i < self->n_places; i++)
    {
      const LudoBoardPlace *place = &self->places[i];
      SquareHolder holder;
      guint to;
      LudoBoardPoint c;

      if (place->blocked)
        continue;

      to = place_target (self, place);
      _ludo_board_place_centre (self, place->colour, to, &c);
      holder = square_holder (counts, place, to);
      if (holder == SQUARE_EMPTY)
        {
          if (!over_pawns)
            append_piece (self, snapshot, LUDO_PIECE_TARGET, c.x, c.y, 1.0);
        }
      else if (over_pawns)
        {
          append_landing_ring (self, snapshot, c.x, c.y, holder);
        }

      if (over_pawns)
        continue;

      if (place->progress == LUDO_PROGRESS_BASE)
        for (guint s = 0; s < counts[place->colour][LUDO_PROGRESS_BASE]; s++)
          {
            ludo_board_geometry_place (_ludo_board_turned (self, place->colour), LUDO_PROGRESS_BASE,
                                       _ludo_board_base_slot (self, place->colour, s), &c);
            append_piece (self, snapshot, LUDO_PIECE_HALO, c.x, c.y, 1.3);
          }
      else
        {
          gboolean beside = _ludo_board_pawn_centre (self, place->colour, place->progress, &c);

          append_piece (self, snapshot, LUDO_PIECE_HALO, c.x, c.y, beside ? 0.95 : 1.3);
        }
    }
}

static double
hop_lift (double t,
          double height)
{
  return height * sin (G_PI * CLAMP (t, 0, 1));
}

/* Where the moving pawns are @elapsed ms into the scene. */
static void
scene_mover_point (const LudoBoardScene *scene,
                   double                elapsed,
                   LudoBoardPoint       *point)
{
  guint hops = scene->n_path - 1;
  double t = elapsed;

  for (guint i = 0; i < hops; i++)
    {
      gboolean long_hop = i == 0 && scene->outcome.move.from == LUDO_PROGRESS_BASE;
      double d = scene->hop_ms * (long_hop ? 2 : 1);

      if (t < d)
        {
          double f = ludo_board_ease_in_out (t / d);
          const LudoBoardPoint *a = &scene->path[i];
          const LudoBoardPoint *b = &scene->path[i + 1];

          point->x = a->x + (b->x - a->x) * f;
          point->y = a->y + (b->y - a->y) * f - hop_lift (t / d, long_hop ? 0.8 : 0.3);
          return;
        }
      t -= d;
    }

  *point = scene->path[scene->n_path - 1];
}

static void
append_scene (LudoBoard            *self,
              GtkSnapshot          *snapshot,
              const LudoBoardScene *scene)
{
  const LudoMove *move = &scene->outcome.move;
  const LudoCapture *captured = scene->outcome.captured;
  LudoBoardCounts counts;
  double elapsed = ludo_board_animation_elapsed (&self->animation);
  gboolean flying = elapsed >= scene->hops_ms;
  LudoBoardPoint at;
  Entry mover = { move->colour, move->count };
  gboolean wall_moves;

  _ludo_board_count_pawns (&scene->before, counts);
  counts[move->colour][move->from] -= MIN (counts[move->colour][move->from], move->count);
  if (flying)
    for (guint i = 0; i < scene->outcome.n_captured; i++)
      counts[captured[i].colour][captured[i].from]--;

  append_counts (self, snapshot, counts, scene->lands_beside ? move : NULL, LAYER_ALL);

  for (guint i = 0; flying && i < scene->outcome.n_captured; i++)
    {
      double f = ludo_board_ease_in_out ((elapsed - scene->hops_ms) / MAX (scene->flight_ms, 1));
      LudoBoardPoint a, b;

      _ludo_board_place_centre (self, captured[i].colour, captured[i].from, &a);
      ludo_board_geometry_place (_ludo_board_turned (self, captured[i].colour), LUDO_PROGRESS_BASE,
                                 scene->captured_slot[i], &b);
      append_pawn (self, snapshot, captured[i].colour,
                   a.x + (b.x - a.x) * f,
                   a.y + (b.y - a.y) * f - hop_lift (f, 1.2),
                   1.0 + 0.25 * sin (G_PI * f));
    }

  /* A stack that moves together is a wall on its way too (docs/rules.md §5.3). */
  scene_mover_point (scene, elapsed, &at);
  wall_moves = move->to < LUDO_PROGRESS_HOME_COLUMN;
  append_group (self, snapshot, at.x, at.y, &mover, 1, wall_moves, LAYER_ALL);
}

static void
append_die (LudoBoard   *self,
            GtkSnapshot *snapshot)
{
  const LudoBoardScene *scene = _ludo_board_current_scene (self);
  LudoColour colour = _ludo_board_die_holder (self);
  LudoPiece piece;
  double angle = 0;
  double scale = 1;
  LudoBoardPoint c;
  graphene_rect_t r;
  GdkTexture *texture;

  if (scene != NULL && scene->kind == LUDO_BOARD_SCENE_DIE)
    {
      double elapsed = ludo_board_animation_elapsed (&self->animation);
      double t = CLAMP (elapsed / (4 * scene->hop_ms), 0, 1);

      colour = scene->colour;
      /* Tumble through faces, settling on the roll for the last quarter. */
      piece = LUDO_PIECE_DIE + (t < 0.75 ? ((guint) (t * 14) * 5 + scene->roll) % 6
                                         : scene->roll - 1);
      angle = (1 - ludo_board_ease_in_out (t)) * 540;
      scale = 1 + 0.3 * sin (G_PI * t);
    }
  else if (self->phase == LUDO_PHASE_OVER || colour == LUDO_COLOUR_NONE)
    return;
  else
    piece = _ludo_board_resting_die_piece (self);

  ludo_board_geometry_die_centre (_ludo_board_turned (self, colour), &c);
  if (scene == NULL && self->phase == LUDO_PHASE_AWAITING_ROLL)
    append_piece (self, snapshot, LUDO_PIECE_HALO, c.x, c.y, 2.2);

  texture = ludo_board_art_get_piece (self->art, piece);
  if (texture == NULL)
    return;

  r = _ludo_board_cell_rect (self, 0, 0, 1.4);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->ox + c.x * self->cell,
                                                          self->oy + c.y * self->cell));
  gtk_snapshot_rotate (snapshot, angle);
  gtk_snapshot_scale (snapshot, scale, scale);
  r.origin.x -= self->ox;
  r.origin.y -= self->oy;
  ludo_board_art_append_piece (self->art, snapshot, piece, &r);
  gtk_snapshot_restore (snapshot);
}

/* GTK shows the focus once Tab has brought it to the board; the board also
 * shows where its own keys (the arrows, Space, Enter) have put it. */
gboolean
_ludo_board_shows_focus (LudoBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  return gtk_widget_has_visible_focus (widget) ||
         (gtk_widget_has_focus (widget) && self->input.keyboard_cursor);
}

static void
append_focus (LudoBoard   *self,
              GtkSnapshot *snapshot)
{
  const GdkRGBA outer = { 1, 1, 1, 0.9 };
  const GdkRGBA inner = { 0.11, 0.44, 0.85, 1 };
  const LudoBoardPlace *place;
  LudoBoardPoint c;
  graphene_rect_t r;
  double size = 1.12;

  if (!_ludo_board_shows_focus (self))
    return;

  if (self->input.cursor >= 0 && (guint) self->input.cursor < self->n_places)
    {
      place = &self->places[self->input.cursor];
      if (place->progress == LUDO_PROGRESS_BASE)
        ludo_board_geometry_place (_ludo_board_turned (self, place->colour), place->progress,
                                   _ludo_board_leaving_slot (self, &self->shown, place->colour),
                                   &c);
      else if (_ludo_board_pawn_centre (self, place->colour, place->progress, &c))
        size = 0.8;
      r = _ludo_board_cell_rect (self, c.x, c.y, size);
    }
  else if (self->phase == LUDO_PHASE_AWAITING_ROLL && self->turn != LUDO_COLOUR_NONE &&
           !_ludo_board_is_busy (self))
    {
      ludo_board_geometry_die_centre (_ludo_board_turned (self, self->turn), &c);
      r = _ludo_board_cell_rect (self, c.x, c.y, 1.8);
    }
  else
    return;

  append_ring (snapshot, &r, 0.25 * self->cell, 4, &outer);
  graphene_rect_inset (&r, 1, 1);
  append_ring (snapshot, &r, 0.25 * self->cell - 1, 2.5, &inner);
}

/* The whole board, as the widget's snapshot: textures and highlights only. */
void
_ludo_board_draw (LudoBoard   *self,
                  GtkSnapshot *snapshot)
{
  const LudoBoardScene *scene;
  LudoBoardCounts counts;
  GdkTexture *board;
  graphene_rect_t r;
  GskRoundedRect outline;
  const GdkRGBA shadow = { 0, 0, 0, 0.3 };
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  if (self->art == NULL || (board = ludo_board_art_get_board (self->art)) == NULL)
    return;
  ludo_board_art_set_for_cairo (self->art, renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer));

  graphene_rect_init (&r, self->ox, self->oy, self->side, self->side);
  gsk_rounded_rect_init_from_rect (&outline, &r, self->side * 22 / 600);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0, 2, 0, 8);
  /* Turned, the drawing's yards and home triangles go with the colours. */
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->ox + self->side / 2,
                                                          self->oy + self->side / 2));
  gtk_snapshot_rotate (snapshot, 90.0f * self->quarters);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-(self->ox + self->side / 2),
                                                          -(self->oy + self->side / 2)));
  ludo_board_art_append_board (self->art, snapshot, &r);
  gtk_snapshot_restore (snapshot);

  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  append_bases (self, snapshot);
  gtk_snapshot_pop (snapshot);
  append_safe_squares (self, snapshot, FALSE);

  /* The last move stays marked while a die tumbles; a move on its way
   * makes it old news. */
  scene = _ludo_board_current_scene (self);
  if (scene == NULL || scene->kind != LUDO_BOARD_SCENE_MOVE)
    append_last_move (self, snapshot);
  append_highlights (self, snapshot, FALSE);

  _ludo_board_count_pawns (&self->shown, counts);
  if (scene != NULL && scene->kind == LUDO_BOARD_SCENE_MOVE)
    append_scene (self, snapshot, scene);
  else
    append_counts (self, snapshot, counts, NULL, LAYER_PAWNS);

  append_highlights (self, snapshot, TRUE);
  if (scene == NULL || scene->kind != LUDO_BOARD_SCENE_MOVE)
    append_counts (self, snapshot, counts, NULL, LAYER_BADGES);
  append_safe_squares (self, snapshot, TRUE);
  append_die (self, snapshot);
  append_focus (self, snapshot);
}
