/* test-board.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>

#include "engine/ludo-notation.h"
#include "ludo-board-fan.h"
#include "ludo-board-private.h"
#include "ludo-board-text.h"
#include "ludo-game-private.h"

#define BOARD_SIZE 600

typedef struct
{
  GtkWidget *window;
  LudoBoard *board;
  LudoGame  *game;
} Fixture;

static const LudoRules standard = { 0 };
static const LudoRules with_blockades = { .blockades = 1 };
static const LudoRules with_pachisi = { .pachisi = 1 };

static void
spin (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_for_allocation (Fixture *f)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  /* A guard against a window that never maps, not a timing check. */
  while ((!gtk_widget_get_mapped (GTK_WIDGET (f->board)) ||
          gtk_widget_get_width (GTK_WIDGET (f->board)) < BOARD_SIZE) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->board)));
  spin ();
}

static LudoGame *
game_from (const char      *text,
           const LudoRules *rules,
           const LudoSeat  *seats)
{
  g_autoptr(GError) error = NULL;
  LudoPosition pos;
  LudoSeat humans[LUDO_N_COLOURS];

  g_assert_true (ludo_notation_parse_position (text, rules, &pos, &error));
  g_assert_no_error (error);

  if (seats == NULL)
    {
      for (guint c = 0; c < LUDO_N_COLOURS; c++)
        humans[c] = (pos.seated & (1u << c)) ? LUDO_SEAT_HUMAN : LUDO_SEAT_EMPTY;
      seats = humans;
    }

  return _ludo_game_new_from_position (rules, seats, 7, &pos);
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = gtk_window_new ();
  f->board = LUDO_BOARD (ludo_board_new ());
  gtk_window_set_default_size (GTK_WINDOW (f->window), BOARD_SIZE, BOARD_SIZE);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_OFF);
  /* Most tests play every colour by hand, quicker than any person: the
   * pause after a handover would depend on the machine's speed. */
  _ludo_board_set_handover_pause (f->board, 0);
  gtk_window_present (GTK_WINDOW (f->window));
  wait_for_allocation (f);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  ludo_board_set_game (f->board, NULL);
  if (f->game != NULL)
    g_assert_finalize_object (f->game);
  gtk_window_destroy (GTK_WINDOW (f->window));
  spin ();
}

static void
use_game (Fixture  *f,
          LudoGame *game)
{
  f->game = game;
  ludo_board_set_game (f->board, game);
  spin ();
}

static void
roll (Fixture *f,
      guint    value)
{
  g_autoptr(GError) error = NULL;

  _ludo_game_push_die (f->game, value);
  g_assert_true (ludo_game_roll (f->game, &error));
  g_assert_no_error (error);
  spin ();
}

static void
place_centre (Fixture    *f,
              LudoColour  colour,
              guint       progress,
              double     *x,
              double     *y)
{
  graphene_rect_t r;

  g_assert_true (_ludo_board_get_place_rect (f->board, colour, progress, &r));
  *x = r.origin.x + r.size.width / 2;
  *y = r.origin.y + r.size.height / 2;
}

static char *
position_text (LudoGame *game)
{
  char buf[LUDO_NOTATION_POSITION_MAX];

  ludo_notation_format_position (ludo_game_get_position (game), buf);
  return g_strdup (buf);
}

/* --- rendering --------------------------------------------------------- */

typedef struct
{
  guchar *data;
  gsize   stride;
  int     width;
  int     height;
} Pixels;

static void
render (Fixture *f,
        Pixels  *pixels)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, BOARD_SIZE, BOARD_SIZE);

  /* The widget's own snapshot, as GTK calls it for a frame. */
  GTK_WIDGET_GET_CLASS (f->board)->snapshot (GTK_WIDGET (f->board), snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);

  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);
  texture = gsk_renderer_render_texture (renderer, node, &viewport);
  gsk_renderer_unrealize (renderer);

  pixels->width = gdk_texture_get_width (texture);
  pixels->height = gdk_texture_get_height (texture);
  pixels->stride = pixels->width * 4;
  pixels->data = g_malloc (pixels->stride * pixels->height);
  gdk_texture_download (texture, pixels->data, pixels->stride);
}

/* The player colour a pixel belongs to, or NONE for anything else (board,
 * outline, white). gdk_texture_download gives B, G, R, A in memory. */
static LudoColour
classify (const Pixels *pixels,
          int           x,
          int           y)
{
  const guchar *p = pixels->data + y * pixels->stride + x * 4;
  int b = p[0], g = p[1], r = p[2];

  if (r > 150 && g < 100 && b < 100)
    return LUDO_COLOUR_RED;
  if (g > 120 && r < 110 && b < 170 && g > b + 20)
    return LUDO_COLOUR_GREEN;
  if (r > 170 && g > 140 && b < 110)
    return LUDO_COLOUR_YELLOW;
  if (b > 150 && r < 110 && b > g + 40)
    return LUDO_COLOUR_BLUE;
  return LUDO_COLOUR_NONE;
}

static gboolean
is_grey (const Pixels *pixels,
         int           x,
         int           y)
{
  const guchar *p = pixels->data + y * pixels->stride + x * 4;
  int lo = MIN (p[0], MIN (p[1], p[2]));
  int hi = MAX (p[0], MAX (p[1], p[2]));

  return hi - lo < 24 && hi > 50 && hi < 180;
}

/* How many pixels of a 9 × 9 grid over the middle of a place show @colour. */
static guint
count_colour (Fixture      *f,
              const Pixels *pixels,
              LudoColour    colour,
              guint         progress,
              LudoColour    wanted)
{
  graphene_rect_t r;
  guint n = 0;

  g_assert_true (_ludo_board_get_place_rect (f->board, colour, progress, &r));
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++)
      {
        int x = r.origin.x + r.size.width * (0.3 + 0.4 * i / 8);
        int y = r.origin.y + r.size.height * (0.3 + 0.4 * j / 8);

        if (classify (pixels, x, y) == wanted)
          n++;
      }

  return n;
}

static guint
count_any_colour (Fixture      *f,
                  const Pixels *pixels,
                  LudoColour    colour,
                  guint         progress)
{
  guint n = 0;

  for (int c = LUDO_COLOUR_RED; c <= LUDO_COLOUR_BLUE; c++)
    n += count_colour (f, pixels, colour, progress, c);
  return n;
}

/* How many points of a 5 × 5 grid over the very middle of two places
 * differ in colour: two empty squares of one kind look the same there. */
static guint
count_differences (Fixture      *f,
                   const Pixels *pixels,
                   LudoColour    colour,
                   guint         progress,
                   guint         other)
{
  graphene_rect_t r, o;
  guint n = 0;

  g_assert_true (_ludo_board_get_place_rect (f->board, colour, progress, &r));
  g_assert_true (_ludo_board_get_place_rect (f->board, colour, other, &o));
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      {
        double u = 0.4 + 0.2 * i / 4, v = 0.4 + 0.2 * j / 4;
        const guchar *p = pixels->data
                          + (int) (r.origin.y + r.size.height * v) * pixels->stride
                          + (int) (r.origin.x + r.size.width * u) * 4;
        const guchar *q = pixels->data
                          + (int) (o.origin.y + o.size.height * v) * pixels->stride
                          + (int) (o.origin.x + o.size.width * u) * 4;

        if (ABS (p[0] - q[0]) > 24 || ABS (p[1] - q[1]) > 24 || ABS (p[2] - q[2]) > 24)
          n++;
      }

  return n;
}

static void
test_render_position (Fixture       *f,
                      gconstpointer  data)
{
  const LudoMove home_column_move = { LUDO_COLOUR_RED, 52, 55, 1 };
  g_autoptr(GError) error = NULL;
  Pixels pixels;

  /* Red on 5, 9 and in its home column, green on its start square, blue
   * further on; red's 7 is empty. */
  use_game (f, game_from ("r:0,5,9,52/1,0,0,0/-/0,0,0,50", &standard, NULL));
  render (f, &pixels);
  g_assert_cmpint (pixels.width, ==, BOARD_SIZE);

  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_RED, 5, LUDO_COLOUR_RED), >=, 10);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_RED, 9, LUDO_COLOUR_RED), >=, 10);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_GREEN, 1, LUDO_COLOUR_GREEN), >=, 10);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_BLUE, 50, LUDO_COLOUR_BLUE), >=, 10);
  /* No other colour leaks onto those squares. */
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_RED, 5, LUDO_COLOUR_GREEN), ==, 0);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_GREEN, 1, LUDO_COLOUR_RED), ==, 0);

  /* Empty track squares show no pawn colour at all. */
  g_assert_cmpuint (count_any_colour (f, &pixels, LUDO_COLOUR_RED, 7), ==, 0);
  g_assert_cmpuint (count_any_colour (f, &pixels, LUDO_COLOUR_RED, 30), ==, 0);
  /* Red's first home-column square is not the track square before red's
   * start (green's 39), which must stay empty. */
  g_assert_cmpuint (count_any_colour (f, &pixels, LUDO_COLOUR_GREEN, 39), ==, 0);

  /* A red pawn in the home column stands on a red square: it shows by its
   * shading and outline, which an empty home-column square lacks. */
  g_assert_cmpuint (count_differences (f, &pixels, LUDO_COLOUR_RED, 52, 54), >=, 10);
  g_free (pixels.data);

  /* Moving it shows on the board: the square it left looks like an empty
   * one again (but for the ring that marks where the last move came from,
   * which passes outside the middle compared here), and the pawn stands on
   * the square it reached. */
  roll (f, 3);
  g_assert_true (ludo_game_move (f->game, &home_column_move, &error));
  g_assert_no_error (error);
  spin ();
  render (f, &pixels);
  g_assert_cmpuint (count_differences (f, &pixels, LUDO_COLOUR_RED, 52, 54), ==, 0);
  g_assert_cmpuint (count_differences (f, &pixels, LUDO_COLOUR_RED, 55, 54), >=, 10);
  g_free (pixels.data);
}

/* Grey stone pixels along the bottom of the square of red's progress 20
 * (absolute square 19), where a blockade's wall stands, in @position. */
static guint
wall_pixels (Fixture         *f,
             const char      *position,
             const LudoRules *rules)
{
  graphene_rect_t r;
  Pixels pixels;
  guint n = 0;

  if (f->game != NULL)
    {
      ludo_board_set_game (f->board, NULL);
      g_assert_finalize_object (f->game);
    }
  use_game (f, game_from (position, rules, NULL));
  render (f, &pixels);
  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_RED, 20, &r));
  /* The pawns stand behind the wall, which hides only their feet. */
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_RED, 20, LUDO_COLOUR_RED), >=, 5);
  for (int i = 0; i < 20; i++)
    if (is_grey (&pixels, r.origin.x + r.size.width * (0.1 + 0.04 * i),
                 r.origin.y + r.size.height * 0.85))
      n++;
  g_free (pixels.data);

  return n;
}

/* A wall stands where the rules make a blockade (docs/rules.md §3.1, §4.3,
 * §5.3), and nowhere else. Yellow's 46 is red's 20. */
static void
test_render_blockade_wall (Fixture       *f,
                           gconstpointer  data)
{
  static const LudoRules team_blockades = { .blockades = 1, .team = 1 };
  static const LudoRules pachisi_blockades = { .blockades = 1, .pachisi = 1 };

  g_assert_cmpuint (wall_pixels (f, "r:0,0,20,20/-/-/0,0,0,0", &with_blockades), >=, 10);
  g_assert_cmpuint (wall_pixels (f, "r:0,0,20,20/-/-/0,0,0,0", &pachisi_blockades), >=, 10);
  g_assert_cmpuint (wall_pixels (f, "r:0,0,0,20/-/-/0,0,0,0", &with_blockades), <, 3);
  g_assert_cmpuint (wall_pixels (f, "r:0,0,20,20/-/-/0,0,0,0", &with_pachisi), <, 3);
  /* Partners' pawns together are no blockade; one colour's pair is one. */
  g_assert_cmpuint (wall_pixels (f, "r:0,0,0,20/0,0,0,0/0,0,0,46/0,0,0,0", &team_blockades),
                    <, 3);
  g_assert_cmpuint (wall_pixels (f, "r:0,0,20,20/0,0,0,0/0,0,0,46/0,0,0,0", &team_blockades),
                    >=, 10);
}

/* Dark pixels where a group's count badge goes: the top right corner of
 * the square of red's progress 20. */
static guint
badge_pixels (Fixture      *f,
              const Pixels *pixels)
{
  graphene_rect_t r;
  guint n = 0;

  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_RED, 20, &r));
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      {
        int x = r.origin.x + r.size.width * (0.69 + 0.16 * i / 4);
        int y = r.origin.y + r.size.height * (0.15 + 0.16 * j / 4);
        const guchar *p = pixels->data + y * pixels->stride + x * 4;

        if (MAX (p[0], MAX (p[1], p[2])) < 90)
          n++;
      }

  return n;
}

/* A Pachisi stack shows its pawns and how many they are, and no wall. */
static void
test_render_stack (Fixture       *f,
                   gconstpointer  data)
{
  Pixels pixels;
  guint single, stack;

  use_game (f, game_from ("r:0,0,0,20/-/-/0,0,0,0", &with_pachisi, NULL));
  render (f, &pixels);
  single = badge_pixels (f, &pixels);
  g_free (pixels.data);

  g_assert_cmpuint (wall_pixels (f, "r:0,0,20,20/-/-/0,0,0,0", &with_pachisi), <, 3);
  render (f, &pixels);
  stack = badge_pixels (f, &pixels);
  g_free (pixels.data);

  g_test_message ("badge pixels: %u alone, %u for a stack of two", single, stack);
  g_assert_cmpuint (single, ==, 0);
  g_assert_cmpuint (stack, >=, 4);
}

/* Red pixels in the top notch of the ring around red's landing square
 * 13, the notch a capture gets. */
static guint
capture_notch_pixels (Fixture    *f,
                      const char *position)
{
  static const LudoRules team = { .team = 1 };
  graphene_rect_t r;
  Pixels pixels;
  guint n = 0;

  if (f->game != NULL)
    {
      ludo_board_set_game (f->board, NULL);
      g_assert_finalize_object (f->game);
    }
  use_game (f, game_from (position, &team, NULL));
  roll (f, 3);
  render (f, &pixels);
  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_RED, 13, &r));
  for (int i = 0; i < 12; i++)
    if (classify (&pixels, r.origin.x + r.size.width / 2,
                  r.origin.y + r.size.height * (0.08 + 0.01 * i)) == LUDO_COLOUR_RED)
      n++;
  g_free (pixels.data);

  return n;
}

/* A landing square that holds pawns is ringed; a capture's ring is red and
 * notched, a partner's (team play) is not, whoever the pawns are. */
static void
test_render_capture_ring (Fixture       *f,
                          gconstpointer  data)
{
  /* Red's 10 moves to its 13, absolute square 12: blue's 26, yellow's 39. */
  g_assert_cmpuint (capture_notch_pixels (f, "r:0,0,0,10/0,0,0,0/0,0,0,0/0,0,0,26"), >=, 3);
  g_assert_cmpuint (capture_notch_pixels (f, "r:0,0,0,10/0,0,0,0/0,0,0,39/0,0,0,0"), ==, 0);
}

/* The square a move ended on gets corners in the mover's colour, not a
 * ring: a ring around a pawn is where the keyboard is. */
static void
test_render_last_move (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  LudoMove moves[LUDO_MAX_MOVES];
  graphene_rect_t r;
  Pixels pixels;
  double edge;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  roll (f, 3);
  g_assert_cmpuint (ludo_game_get_moves (f->game, moves), ==, 1);
  g_assert_true (ludo_game_move (f->game, &moves[0], &error));
  g_assert_no_error (error);
  spin ();

  render (f, &pixels);
  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_RED, 8, &r));
  edge = 0.075 * r.size.width;
  g_assert_cmpint (classify (&pixels, r.origin.x + edge, r.origin.y + edge), ==, LUDO_COLOUR_RED);
  g_assert_cmpint (classify (&pixels, r.origin.x + r.size.width - edge, r.origin.y + edge),
                   ==, LUDO_COLOUR_RED);
  g_assert_cmpint (classify (&pixels, r.origin.x + edge, r.origin.y + r.size.height / 2),
                   ==, LUDO_COLOUR_NONE);
  g_free (pixels.data);

  /* While the next player's die tumbles, the corners stay. */
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_NORMAL);
  _ludo_game_push_die (f->game, 2);
  g_assert_true (ludo_game_roll (f->game, &error));
  g_assert_no_error (error);
  g_assert_true (_ludo_board_is_animating (f->board));
  render (f, &pixels);
  g_assert_cmpint (classify (&pixels, r.origin.x + edge, r.origin.y + edge), ==, LUDO_COLOUR_RED);
  g_free (pixels.data);
  _ludo_board_finish_animations (f->board);
}

static void
test_render_die (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  LudoMove moves[LUDO_MAX_MOVES];

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));

  /* Nobody has rolled yet: the die asks for a roll, it shows no number. */
  g_assert_cmpint (_ludo_board_resting_die_piece (f->board), ==, LUDO_PIECE_DIE_TO_ROLL);

  roll (f, 3);
  g_assert_cmpint (_ludo_board_resting_die_piece (f->board), ==, LUDO_PIECE_DIE + 3 - 1);

  g_assert_cmpuint (ludo_game_get_moves (f->game, moves), ==, 1);
  g_assert_true (ludo_game_move (f->game, &moves[0], &error));
  g_assert_no_error (error);
  spin ();

  /* Yellow's turn: red's 3 is not yellow's roll. */
  g_assert_cmpint (ludo_game_get_current_colour (f->game), ==, LUDO_COLOUR_YELLOW);
  g_assert_cmpint (_ludo_board_resting_die_piece (f->board), ==, LUDO_PIECE_DIE_TO_ROLL);

  /* Yellow's own roll shows while yellow chooses its move. */
  roll (f, 6);
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpint (_ludo_board_resting_die_piece (f->board), ==, LUDO_PIECE_DIE + 6 - 1);
}

/* --- mouse ------------------------------------------------------------- */

static void
test_click_pawn (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *text = NULL;
  double x, y;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));

  /* A click anywhere rolls when a roll is due. */
  _ludo_game_push_die (f->game, 3);
  place_centre (f, LUDO_COLOUR_RED, 30, &x, &y);
  _ludo_board_click (f->board, x, y);
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_last_roll (f->game), ==, 3);

  /* A pawn that cannot move (in base, no 6) only rings the bell. */
  place_centre (f, LUDO_COLOUR_RED, 0, &x, &y);
  _ludo_board_click (f->board, x, y);
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);

  /* Screen readers hear the pawn chosen, and why it cannot move. */
  g_assert_cmpstr (_ludo_board_get_description (f->board), ==,
                   "Turn: Red. Rolled 3: 1 move to choose from. "
                   "Choice 2 of 2: 3 pawns in base. They cannot move. "
                   "This pawn needs a 6 to leave its base.");

  place_centre (f, LUDO_COLOUR_RED, 5, &x, &y);
  _ludo_board_click (f->board, x, y);
  spin ();
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "y:0,0,0,8/-/0,0,0,0/-");

  /* Screen readers hear the move, then whose turn it is. */
  g_assert_cmpstr (_ludo_board_get_description (f->board), ==,
                   "Red: a pawn moved from square 5 to square 8. "
                   "Turn: Yellow. Press Space to roll the die.");
}

/* The pawn clicked in a base is the one that leaves, and the others stay
 * in their slots; without a click (keys, computers) the last one goes. */
static void
test_click_base_pawn (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *text = NULL;
  LudoBoardPoint first;
  graphene_rect_t r;

  use_game (f, game_from ("r:0,0,0,0/-/0,0,0,0/-", &standard, NULL));
  roll (f, 6);
  /* The first slot, top left; the next to leave is the last, slot 3. */
  ludo_board_geometry_place (LUDO_COLOUR_RED, LUDO_PROGRESS_BASE, 0, &first);
  r = _ludo_board_cell_rect (f->board, first.x, first.y, 1.0);
  _ludo_board_click (f->board, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
  spin ();
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "r:0,0,0,1/-/0,0,0,0/-");
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (_ludo_board_base_slot (f->board, LUDO_COLOUR_RED, i), !=, 0);

  ludo_board_set_game (f->board, NULL);
  g_assert_finalize_object (f->game);

  /* Chosen with the keys, the last pawn in base leaves: slot 3. */
  use_game (f, game_from ("r:0,0,0,0/-/0,0,0,0/-", &standard, NULL));
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  _ludo_game_push_die (f->game, 6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.roll", NULL));
  spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate", NULL));
  spin ();
  g_clear_pointer (&text, g_free);
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "r:0,0,0,1/-/0,0,0,0/-");
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (_ludo_board_base_slot (f->board, LUDO_COLOUR_RED, i), ==, i);
}

static void
test_click_target (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *text = NULL;
  double x, y;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  roll (f, 4);

  /* The landing square is as good as the pawn. */
  place_centre (f, LUDO_COLOUR_RED, 9, &x, &y);
  _ludo_board_click (f->board, x, y);
  spin ();
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "y:0,0,0,9/-/0,0,0,0/-");
}

static void
test_stack_choice (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *text = NULL;
  GtkWidget *popover = NULL;
  GtkWidget *box, *one, *stack;
  double x, y;

  use_game (f, game_from ("r:0,0,5,5/-/0,0,0,0/-", &with_pachisi, NULL));
  roll (f, 3);

  place_centre (f, LUDO_COLOUR_RED, 5, &x, &y);
  _ludo_board_hover (f->board, x, y);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Click or press Enter to move one pawn or the whole stack");
  _ludo_board_click (f->board, x, y);
  spin ();
  popover = _ludo_board_get_choice_popover (f->board);
  g_assert_true (gtk_widget_get_visible (popover));
  /* Nothing moved yet: the player has to choose. */
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);

  box = gtk_popover_get_child (GTK_POPOVER (popover));
  one = gtk_widget_get_first_child (box);
  stack = gtk_widget_get_next_sibling (one);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (stack)), ==, "Move the _stack of 2 pawns");

  /* Escape cancels. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.cancel", NULL));
  spin ();
  g_assert_false (gtk_widget_get_visible (popover));

  _ludo_board_click (f->board, x, y);
  spin ();
  g_assert_true (gtk_widget_get_visible (popover));
  g_signal_emit_by_name (stack, "clicked");
  spin ();
  g_assert_false (gtk_widget_get_visible (popover));
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "y:0,0,8,8/-/0,0,0,0/-");
}

/* --- keyboard ---------------------------------------------------------- */

/* Presses @keyval in the stack choice, as its own shortcuts take it
 * before the board sees it. */
static void
choice_key (GtkWidget       *popover,
            guint            keyval,
            GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (popover);
  gboolean pressed = FALSE;

  for (guint i = 0; !pressed && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      /* Only a shortcut taken while the key travels down to the focused
       * button comes ahead of the board's arrows, which would move its
       * cursor. */
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller))
          != GTK_PHASE_CAPTURE)
        continue;
      for (guint k = 0; !pressed && k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            pressed = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                    GTK_SHORTCUT_ACTION_EXCLUSIVE, popover,
                                                    gtk_shortcut_get_arguments (shortcut));
        }
    }

  g_assert_true (pressed);
}

/* With the keyboard alone, the player reaches either button of the stack
 * choice and moves the whole stack. */
static void
test_keyboard_stack_choice (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *text = NULL;
  GtkWidget *popover, *one, *stack;

  use_game (f, game_from ("r:0,0,5,5/-/0,0,0,0/-", &with_pachisi, NULL));
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  _ludo_game_push_die (f->game, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.roll", NULL));
  spin ();
  /* The cursor stands on the stack, the only place that can move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate", NULL));
  spin ();

  popover = _ludo_board_get_choice_popover (f->board);
  g_assert_true (gtk_widget_get_visible (popover));
  one = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (popover)));
  stack = gtk_widget_get_next_sibling (one);
  g_assert_true (gtk_widget_is_focus (one));
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (stack)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (stack)), ==, "Move the _stack of 2 pawns");

  choice_key (popover, GDK_KEY_Down, 0);
  g_assert_true (gtk_widget_is_focus (stack));
  choice_key (popover, GDK_KEY_Down, 0);
  g_assert_true (gtk_widget_is_focus (stack));
  choice_key (popover, GDK_KEY_Up, 0);
  g_assert_true (gtk_widget_is_focus (one));
  choice_key (popover, GDK_KEY_Tab, 0);
  g_assert_true (gtk_widget_is_focus (stack));
  choice_key (popover, GDK_KEY_Tab, GDK_SHIFT_MASK);
  g_assert_true (gtk_widget_is_focus (one));
  choice_key (popover, GDK_KEY_Right, 0);
  g_assert_true (gtk_widget_is_focus (stack));
  /* The choice stays open while the player looks: nothing moved yet. */
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);

  /* Return on the focused button: GTK shows the button pressed for a
   * moment before it clicks. The deadline only guards against a hang. */
  g_assert_true (gtk_widget_activate (stack));
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (gtk_widget_get_visible (popover) && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, FALSE);
  }
  spin ();
  g_assert_false (gtk_widget_get_visible (popover));
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "y:0,0,8,8/-/0,0,0,0/-");
}


static void
test_keyboard_turn (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *text = NULL;
  GtkWidget *widget;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  widget = GTK_WIDGET (f->board);
  gtk_widget_grab_focus (widget);

  /* While a roll is due, the hint says how to roll, moving the cursor does
   * nothing and activating rolls. */
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Click the board or press Space to roll the die");
  gtk_widget_activate_action (widget, "board.move-cursor", "i", 1);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Click the board or press Space to roll the die");
  _ludo_game_push_die (f->game, 6);
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  /* Rolling again is refused while a move is owed. */
  _ludo_game_push_die (f->game, 2);
  gtk_widget_activate_action (widget, "board.roll", NULL);
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_last_roll (f->game), ==, 6);

  /* Two choices with a 6: the pawn on 5 (furthest ahead, first) and base.
   * Rolled with the keys, the cursor already stands on the first; the
   * board keeps quiet about it, so the status line goes on telling the
   * roll. Once the player moves the cursor, the board explains the pawn. */
  g_assert_null (ludo_board_get_hint (f->board));
  g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "i", 1));
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Press Enter to move this pawn");
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  spin ();

  /* The pawn left base; the 6 gives red another roll. */
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "r:0,0,1,5/-/0,0,0,0/-");
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_true (gtk_widget_activate_action (widget, "board.roll", NULL));
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), !=, LUDO_PHASE_AWAITING_ROLL);
}

/* Escape cancels the keys' choice; Enter then moves the pawn furthest
 * ahead that can move at once, as it would have right after the roll,
 * not only choose it again. While the keys choose, the hint speaks of
 * Enter, not of clicks (issue 23, defects 9). */
static void
test_keyboard_escape_then_enter (Fixture       *f,
                                 gconstpointer  data)
{
  g_autofree char *text = NULL;
  GtkWidget *widget;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  widget = GTK_WIDGET (f->board);
  gtk_widget_grab_focus (widget);
  _ludo_game_push_die (f->game, 6);
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);

  g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "i", 1));
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Press Enter to move this pawn");
  g_assert_true (gtk_widget_activate_action (widget, "board.cancel", NULL));
  g_assert_cmpint (f->board->input.cursor, <, 0);

  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  spin ();
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "r:0,0,0,11/-/0,0,0,0/-");
}

/* The action a key without modifiers triggers on the board, from the
 * board's own shortcuts. */
static const char *
key_action (LudoBoard *board,
            guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  const char *found = NULL;

  for (guint i = 0; found == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; found == NULL && k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0 &&
              GTK_IS_NAMED_ACTION (action))
            found = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
        }
    }

  return found;
}

/* Space rolls and does nothing else: pressed again while a move is owed it
 * must not move a pawn. Enter rolls or moves the chosen pawn. */
static void
test_keyboard_space_only_rolls (Fixture       *f,
                                gconstpointer  data)
{
  g_autofree char *text = NULL;
  GtkWidget *widget;

  g_assert_cmpstr (key_action (f->board, GDK_KEY_space), ==, "board.roll");
  g_assert_cmpstr (key_action (f->board, GDK_KEY_KP_Space), ==, "board.roll");
  g_assert_cmpstr (key_action (f->board, GDK_KEY_Return), ==, "board.activate");
  g_assert_cmpstr (key_action (f->board, GDK_KEY_KP_Enter), ==, "board.activate");

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  widget = GTK_WIDGET (f->board);
  gtk_widget_grab_focus (widget);
  _ludo_game_push_die (f->game, 6);
  g_assert_true (gtk_widget_activate_action (widget, "board.roll", NULL));
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);

  /* Space twice more: the move is still owed, nothing moved. */
  gtk_widget_activate_action (widget, "board.roll", NULL);
  gtk_widget_activate_action (widget, "board.roll", NULL);
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "r:0,0,0,5/-/0,0,0,0/-");
}

/* The first arrow, whichever way, starts at the pawn furthest ahead that
 * can move, not at the last place (here a base that needs a 6). */
static void
test_keyboard_first_arrow (Fixture       *f,
                           gconstpointer  data)
{
  GtkWidget *widget = GTK_WIDGET (f->board);

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  gtk_widget_grab_focus (widget);
  roll (f, 3);
  g_assert_null (ludo_board_get_hint (f->board));
  g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "i", -1));
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Press Enter to move this pawn");
  g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "i", -1));
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "This pawn needs a 6 to leave its base");
}

/* The keys show where they are on the board even when GTK would not show
 * the focus (it does only after Tab moved it); a click hides it again. */
static void
test_keyboard_cursor_shown (Fixture       *f,
                            gconstpointer  data)
{
  GtkWidget *widget = GTK_WIDGET (f->board);
  graphene_rect_t rect;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  gtk_widget_grab_focus (widget);
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), FALSE);
  g_assert_true (gtk_widget_has_focus (widget));
  g_assert_false (_ludo_board_shows_focus (f->board));

  /* Not rolled with the keys: the cursor waits for them. */
  roll (f, 6);
  g_assert_null (ludo_board_get_hint (f->board));
  g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "i", 1));
  g_assert_false (gtk_widget_has_visible_focus (widget));
  g_assert_true (_ludo_board_shows_focus (f->board));

  /* A click on a pawn that cannot move keeps the move owed. */
  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_YELLOW, 0, &rect));
  _ludo_board_click (f->board, rect.origin.x + rect.size.width / 2,
                     rect.origin.y + rect.size.height / 2);
  spin ();
  g_assert_false (_ludo_board_shows_focus (f->board));

  /* Tab brings GTK's own focus ring back, whatever the board remembers. */
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), TRUE);
  g_assert_true (_ludo_board_shows_focus (f->board));
}

/* Enter during the animation of a move skips it; after a 6 the same press
 * goes on to the mover's next roll, but never rolls for the next player,
 * not even pressed twice. */
static void
test_keyboard_enter_skips_to_roll (Fixture       *f,
                                   gconstpointer  data)
{
  GtkWidget *widget = GTK_WIDGET (f->board);
  double x, y;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  gtk_widget_grab_focus (widget);
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_SLOW);

  /* A 6: the pawn on 5 hops to 11 and red is to roll again. */
  roll (f, 6);
  _ludo_board_finish_animations (f->board);
  place_centre (f, LUDO_COLOUR_RED, 5, &x, &y);
  _ludo_board_click (f->board, x, y);
  g_assert_true (_ludo_board_is_animating (f->board));
  _ludo_game_push_die (f->game, 2);
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  g_assert_cmpint (ludo_game_get_current_colour (f->game), ==, LUDO_COLOUR_RED);
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_cmpuint (ludo_game_get_last_roll (f->game), ==, 2);
  _ludo_board_finish_animations (f->board);

  /* A 2: the turn goes to yellow, and Enter only shows red's move. */
  place_centre (f, LUDO_COLOUR_RED, 11, &x, &y);
  _ludo_board_click (f->board, x, y);
  g_assert_true (_ludo_board_is_animating (f->board));
  _ludo_game_push_die (f->game, 3);
  _ludo_board_key_pressed (f->board, GDK_KEY_Return);
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  g_assert_false (_ludo_board_is_animating (f->board));
  g_assert_cmpint (ludo_game_get_current_colour (f->game), ==, LUDO_COLOUR_YELLOW);
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_cmpuint (ludo_game_get_last_roll (f->game), ==, 2);

  /* Red's hand pressing again right away (a double press, a repeating
   * key) does not roll for yellow, another person at this table... */
  _ludo_board_set_handover_pause (f->board, G_MAXUINT);
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  g_assert_true (gtk_widget_activate_action (widget, "board.roll", NULL));
  _ludo_board_click (f->board, x, y);
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_cmpuint (ludo_game_get_last_roll (f->game), ==, 2);

  /* Nor does Return held down since then, however long it repeats... */
  _ludo_board_set_handover_pause (f->board, 0);
  _ludo_board_key_pressed (f->board, GDK_KEY_Return);
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  g_assert_cmpuint (ludo_game_get_last_roll (f->game), ==, 2);

  /* ...but yellow's own Enter, pressed anew once the pause is over, rolls. */
  _ludo_board_key_released (f->board, GDK_KEY_Return);
  _ludo_board_key_pressed (f->board, GDK_KEY_Return);
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  g_assert_cmpuint (ludo_game_get_last_roll (f->game), ==, 3);
  _ludo_board_key_released (f->board, GDK_KEY_Return);
  _ludo_board_finish_animations (f->board);
}

/* The window's Roll button rolls without the board's keys: whoever clicked
 * it uses the pointer, and the cursor the keys left on the board goes. */
static void
test_keyboard_cursor_after_button_roll (Fixture       *f,
                                        gconstpointer  data)
{
  GtkWidget *widget = GTK_WIDGET (f->board);

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  gtk_widget_grab_focus (widget);
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), FALSE);

  /* Rolled and moved with the keys: the cursor is shown. */
  _ludo_game_push_die (f->game, 6);
  g_assert_true (gtk_widget_activate_action (widget, "board.roll", NULL));
  spin ();
  g_assert_true (_ludo_board_shows_focus (f->board));
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_ROLL);

  /* The 6 gave another roll, made with the button this time. */
  roll (f, 2);
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_true (gtk_widget_has_focus (widget));
  g_assert_false (_ludo_board_shows_focus (f->board));
  g_assert_null (ludo_board_get_hint (f->board));

  /* An arrow brings the cursor back. */
  g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "i", 1));
  g_assert_true (_ludo_board_shows_focus (f->board));
}

/* --- hints ------------------------------------------------------------- */

static void
hover_place (Fixture    *f,
             LudoColour  colour,
             guint       progress)
{
  double x, y;

  place_centre (f, colour, progress, &x, &y);
  _ludo_board_hover (f->board, x, y);
}

static void
test_hints (Fixture       *f,
            gconstpointer  data)
{
  double x, y;

  /* Green's blockade stands on red's start square (green's 40). */
  use_game (f, game_from ("r:0,0,0,10/0,0,40,40/-/-", &with_blockades, NULL));
  roll (f, 6);
  hover_place (f, LUDO_COLOUR_RED, 0);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Green’s blockade stands on your start square");
  /* The tooltip is asked for (query-tooltip): a tooltip text would
   * replace the description screen readers hear. */
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (f->board)));
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (f->board)));
  hover_place (f, LUDO_COLOUR_RED, 10);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Click or press Enter to move this pawn");
  ludo_board_set_game (f->board, NULL);
  g_assert_finalize_object (f->game);

  /* Without a 6, base pawns wait. Green's pair on its 7 stands on red's 20:
   * from 17 a 4 would pass it, a 3 would land on it. */
  use_game (f, game_from ("r:0,0,17,30/0,0,7,7/-/-", &with_blockades, NULL));
  roll (f, 4);
  hover_place (f, LUDO_COLOUR_RED, 0);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "This pawn needs a 6 to leave its base");
  hover_place (f, LUDO_COLOUR_RED, 17);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Green’s blockade stands in this pawn’s way");
  ludo_board_set_game (f->board, NULL);
  g_assert_finalize_object (f->game);

  use_game (f, game_from ("r:0,0,17,30/0,0,7,7/-/-", &with_blockades, NULL));
  roll (f, 3);
  hover_place (f, LUDO_COLOUR_RED, 17);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Green’s blockade stands on the square this pawn would land on");
  ludo_board_set_game (f->board, NULL);
  g_assert_finalize_object (f->game);

  /* Under standard rules a pawn may not land on its own. */
  use_game (f, game_from ("r:0,0,5,8/-/0,0,0,0/-", &standard, NULL));
  roll (f, 3);
  hover_place (f, LUDO_COLOUR_RED, 5);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Your own pawn already stands on the square this pawn would land on");
  ludo_board_set_game (f->board, NULL);
  g_assert_finalize_object (f->game);

  /* Overshooting home, with the count of squares left. */
  use_game (f, game_from ("r:0,0,10,55/-/0,0,0,0/-", &standard, NULL));
  roll (f, 3);
  hover_place (f, LUDO_COLOUR_RED, 55);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "A 3 would overshoot home: this pawn is 2 squares from home "
                   "and needs the exact roll");

  /* The keyboard reaches blocked pawns too, and says why. Its hint wins
   * over the pointer left resting on 55, until the pointer moves again. */
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-cursor", "i", 1));
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Press Enter to move this pawn");
  g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (f->board)));
  /* GTK repeats a motion event where the pointer rests. */
  hover_place (f, LUDO_COLOUR_RED, 55);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Press Enter to move this pawn");
  hover_place (f, LUDO_COLOUR_RED, 10);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Click or press Enter to move this pawn");
  _ludo_board_hover (f->board, -1, -1);
  /* Neither the tooltip nor its end touches what a screen reader hears. */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->board),
                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     _ludo_board_get_description (f->board)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-cursor", "i", 1));
  g_assert_nonnull (ludo_board_get_hint (f->board));
  g_assert_cmpstr (ludo_board_get_hint (f->board), !=, "Click or press Enter to move this pawn");
  hover_place (f, LUDO_COLOUR_RED, 55);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "A 3 would overshoot home: this pawn is 2 squares from home "
                   "and needs the exact roll");

  /* A click on a square nobody can move to takes the keys' cursor away,
   * and its hint goes with it, even where GTK goes on showing the focus
   * (it does once keys were pressed). The next key starts afresh. */
  _ludo_board_hover (f->board, -1, -1);
  g_assert_nonnull (ludo_board_get_hint (f->board));
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), TRUE);
  place_centre (f, LUDO_COLOUR_RED, 30, &x, &y);
  _ludo_board_click (f->board, x, y);
  g_assert_null (ludo_board_get_hint (f->board));
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-cursor", "i", 1));
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Press Enter to move this pawn");
}

/* A Pachisi stack that only one pawn can leave says why: the stack may not
 * stop in the home column. Elsewhere it offers both. */
static void
test_hint_stack_stays (Fixture       *f,
                       gconstpointer  data)
{
  use_game (f, game_from ("r:0,0,50,50/-/0,0,0,0/-", &with_pachisi, NULL));
  roll (f, 3);
  hover_place (f, LUDO_COLOUR_RED, 50);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Click or press Enter to move one pawn: a stack cannot stop in the home column");
  ludo_board_set_game (f->board, NULL);
  g_assert_finalize_object (f->game);

  /* Home takes the whole stack; a lone pawn has nothing to explain. */
  use_game (f, game_from ("r:0,20,51,51/-/0,0,0,0/-", &with_pachisi, NULL));
  roll (f, 6);
  hover_place (f, LUDO_COLOUR_RED, 51);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==,
                   "Click or press Enter to move one pawn or the whole stack");
  hover_place (f, LUDO_COLOUR_RED, 20);
  g_assert_cmpstr (ludo_board_get_hint (f->board), ==, "Click or press Enter to move this pawn");
}

/* Every reason the engine gives has its own sentence, naming the colour
 * in the way where there is one. */
static void
test_hint_texts (void)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);

  for (guint reason = LUDO_BLOCK_NEEDS_SIX; reason <= LUDO_BLOCK_FINISHED; reason++)
    for (int blocker = LUDO_COLOUR_RED; blocker <= LUDO_COLOUR_BLUE; blocker++)
      {
        LudoBlockedPlace place = { LUDO_COLOUR_RED, 50, reason, blocker };
        char *text = ludo_board_text_blocked (&place, 5);
        gboolean names_colour = reason == LUDO_BLOCK_BLOCKADE_ON_START ||
                                reason == LUDO_BLOCK_BLOCKADE_IN_PATH ||
                                reason == LUDO_BLOCK_BLOCKADE_ON_TARGET;

        g_assert_nonnull (text);
        g_assert_cmpstr (text, !=, "");
        g_assert_cmpstr (text, !=, "This pawn cannot move with this roll");
        if (names_colour)
          g_assert_true (g_str_has_prefix (text, ludo_board_text_colour (blocker)));
        /* Different reasons never share a sentence. */
        if (blocker == LUDO_COLOUR_RED || names_colour)
          for (guint i = 0; i < seen->len; i++)
            g_assert_cmpstr (text, !=, g_ptr_array_index (seen, i));
        g_ptr_array_add (seen, text);
      }
}

/* --- animation --------------------------------------------------------- */

static void
test_animation (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *text = NULL;
  gboolean enabled;
  double x, y;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  g_object_get (gtk_settings_get_default (), "gtk-enable-animations", &enabled, NULL);
  g_assert_true (enabled);

  /* Off: nothing runs. */
  roll (f, 2);
  g_assert_false (_ludo_board_is_animating (f->board));
  place_centre (f, LUDO_COLOUR_RED, 5, &x, &y);
  _ludo_board_click (f->board, x, y);
  spin ();
  g_assert_false (_ludo_board_is_animating (f->board));

  /* Yellow, all in base, loses its roll. */
  roll (f, 3);
  g_assert_cmpint (ludo_game_get_current_colour (f->game), ==, LUDO_COLOUR_RED);

  /* On: the roll tumbles the die and the move hops, each on the frame clock. */
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_SLOW);
  _ludo_game_push_die (f->game, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.roll", NULL));
  g_assert_true (_ludo_board_is_animating (f->board));
  /* While it runs, nothing can be chosen and a click skips it. */
  g_assert_null (ludo_board_get_hint (f->board));
  _ludo_board_click (f->board, 0, 0);
  g_assert_false (_ludo_board_is_animating (f->board));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (f->board)));

  place_centre (f, LUDO_COLOUR_RED, 7, &x, &y);
  _ludo_board_click (f->board, x, y);
  g_assert_true (_ludo_board_is_animating (f->board));
  _ludo_board_finish_animations (f->board);
  g_assert_false (_ludo_board_is_animating (f->board));
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "y:0,0,0,11/-/0,0,0,0/-");

  /* The desktop switch wins over the board's own speed. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  roll (f, 1);
  g_assert_false (_ludo_board_is_animating (f->board));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

/* A capture: announced, and animated as a hop then a flight back to base. */
static void
test_capture (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *text = NULL;
  Pixels pixels;
  double x, y;

  /* Green's 47 is red's 8. */
  use_game (f, game_from ("r:0,0,0,5/0,0,0,47/-/-", &standard, NULL));
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_FAST);
  roll (f, 3);
  _ludo_board_finish_animations (f->board);

  place_centre (f, LUDO_COLOUR_RED, 5, &x, &y);
  _ludo_board_click (f->board, x, y);
  g_assert_true (_ludo_board_is_animating (f->board));
  /* Mid-animation the board still draws: the mover is on its way and the
   * green pawn waits on its square. */
  render (f, &pixels);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_GREEN, 47, LUDO_COLOUR_GREEN), >=, 10);
  g_free (pixels.data);
  _ludo_board_finish_animations (f->board);

  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "g:0,0,0,8/0,0,0,0/-/-");
  g_assert_cmpstr (_ludo_board_get_description (f->board), ==,
                   "Red: a pawn moved from square 5 to square 8. "
                   "Green: 1 pawn captured and sent back to its base. "
                   "Turn: Green. Press Space to roll the die.");

  /* Drawn where it now stands: red on 8, green back home in base. */
  render (f, &pixels);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_RED, 8, LUDO_COLOUR_RED), >=, 10);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_RED, 8, LUDO_COLOUR_GREEN), ==, 0);
  g_free (pixels.data);
}

/* In team play one move can take pawns of both opponents: the
 * announcement counts each colour's. Green's 48 and blue's 22 are red's 9. */
static void
test_capture_two_colours (Fixture       *f,
                          gconstpointer  data)
{
  const LudoRules team = { .team = TRUE };
  double x, y;

  use_game (f, game_from ("r:0,0,0,5/0,0,0,48/0,0,0,0/0,0,0,22", &team, NULL));
  roll (f, 4);
  place_centre (f, LUDO_COLOUR_RED, 5, &x, &y);
  _ludo_board_click (f->board, x, y);
  g_assert_cmpstr (_ludo_board_get_description (f->board), ==,
                   "Red: a pawn moved from square 5 to square 9. "
                   "Green: 1 pawn captured and sent back to its base. "
                   "Blue: 1 pawn captured and sent back to its base. "
                   "Turn: Green. Press Space to roll the die.");
}

/* Switching games mid-animation drops the old game's steps and its hold,
 * keeps no reference to it, and shows the new game at once. */
static void
test_switch_game (Fixture       *f,
                  gconstpointer  data)
{
  LudoGame *old;
  Pixels pixels;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_SLOW);
  roll (f, 3);
  g_assert_true (_ludo_board_is_animating (f->board));

  old = g_steal_pointer (&f->game);
  use_game (f, game_from ("g:0,0,0,0/0,0,0,12/-/-", &standard, NULL));
  g_assert_false (_ludo_board_is_animating (f->board));
  g_assert_true (ludo_board_get_game (f->board) == f->game);
  g_assert_finalize_object (old);

  render (f, &pixels);
  g_assert_cmpuint (count_colour (f, &pixels, LUDO_COLOUR_GREEN, 12, LUDO_COLOUR_GREEN), >=, 10);
  g_assert_cmpuint (count_any_colour (f, &pixels, LUDO_COLOUR_RED, 5), ==, 0);
  g_free (pixels.data);
}

/* An animation that runs to its end by itself removes its tick callback,
 * and the board lets the game go on (its hold is released). */
static void
test_animation_ends (Fixture       *f,
                     gconstpointer  data)
{
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_EMPTY, LUDO_SEAT_COMPUTER_RANDOM, LUDO_SEAT_EMPTY,
  };
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, seats));
  ludo_game_set_computer_delay (f->game, 0);
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_FAST);
  gtk_widget_grab_focus (GTK_WIDGET (f->board));

  _ludo_game_push_die (f->game, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.roll", NULL));
  g_assert_true (_ludo_board_is_animating (f->board));

  /* The die, the move the player makes, then the computer's turn, all
   * played by the frame clock, until it is red's roll again. */
  while (_ludo_board_is_animating (f->board) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (_ludo_board_is_animating (f->board));
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_MOVE);
  /* Rolled with the keys: the cursor stands on the pawn that can move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.activate", NULL));
  g_assert_cmpint (ludo_game_get_phase (f->game), !=, LUDO_PHASE_AWAITING_MOVE);

  while (ludo_game_get_phase (f->game) != LUDO_PHASE_AWAITING_ROLL &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_AWAITING_ROLL);
  g_assert_cmpint (ludo_game_get_current_colour (f->game), ==, LUDO_COLOUR_RED);

  while (_ludo_board_is_animating (f->board) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  /* Waiting for the human: no tick callback left. */
  spin ();
  g_assert_false (_ludo_board_is_animating (f->board));
}

/* A whole game through the board, one human against three computers. */
static void
test_whole_game (Fixture       *f,
                 gconstpointer  data)
{
  LudoSeat seats[LUDO_N_COLOURS] = {
    LUDO_SEAT_HUMAN, LUDO_SEAT_COMPUTER_RANDOM, LUDO_SEAT_COMPUTER_EASY, LUDO_SEAT_COMPUTER_RANDOM,
  };
  LudoRules rules = { .blockades = 1 };
  GtkWidget *widget = GTK_WIDGET (f->board);
  guint turns = 0;

  use_game (f, ludo_game_new (&rules, seats, 2026));
  ludo_game_set_computer_delay (f->game, 0);
  gtk_widget_grab_focus (widget);

  while (ludo_game_get_phase (f->game) != LUDO_PHASE_OVER && turns < 20000)
    {
      switch (ludo_game_get_phase (f->game))
        {
        case LUDO_PHASE_AWAITING_ROLL:
          g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
          turns++;
          break;

        case LUDO_PHASE_AWAITING_MOVE:
          /* Rolled with the keys: Enter alone moves the pawn the cursor
           * already stands on. The board has no hint of its own for it,
           * so the status line goes on telling the roll. */
          g_assert_null (ludo_board_get_hint (f->board));
          g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
          g_assert_cmpint (ludo_game_get_phase (f->game), !=, LUDO_PHASE_AWAITING_MOVE);
          break;

        case LUDO_PHASE_COMPUTER_THINKING:
        case LUDO_PHASE_OVER:
        default:
          g_main_context_iteration (NULL, TRUE);
          break;
        }
      spin ();
    }

  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_OVER);
  /* Nothing left to roll or move: Tab passes the board by. */
  g_assert_false (gtk_widget_child_focus (widget, GTK_DIR_TAB_FORWARD));
  g_assert_false (gtk_widget_child_focus (widget, GTK_DIR_TAB_BACKWARD));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.roll", NULL);
  spin ();
  g_assert_cmpint (ludo_game_get_phase (f->game), ==, LUDO_PHASE_OVER);
  g_assert_null (ludo_board_get_hint (f->board));
}

/* While the window is resized the board scales the textures it has (a
 * rasterisation takes longer than a frame), and rasterises at the new size
 * once the size holds still. */
static void
test_resize_rasterises_when_settled (Fixture       *f,
                                     gconstpointer  data)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (f->board));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  double old_side = f->board->side;

  g_assert_true (ludo_board_art_fits (f->board->art, old_side, scale));

  gtk_window_set_default_size (GTK_WINDOW (f->window), BOARD_SIZE + 140, BOARD_SIZE + 140);
  /* A guard against a window that never grows, not a timing check. */
  while (f->board->side <= old_side && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpfloat (f->board->side, >, old_side);

  /* Allocated at the new size, still drawn from the old textures. */
  g_assert_true (ludo_board_art_fits (f->board->art, old_side, scale));
  g_assert_false (ludo_board_art_fits (f->board->art, f->board->side, scale));
  g_assert_nonnull (ludo_board_art_get_board (f->board->art));

  while (!ludo_board_art_fits (f->board->art, f->board->side, scale) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ludo_board_art_fits (f->board->art, f->board->side, scale));
}

/* --- safe squares (docs/rules.md §5a) ---------------------------------- */

static const LudoRules with_safe = { .safe = 1 };

/* How many points of a 7 × 7 grid over track square @square differ
 * between two renders. */
static guint
square_differences (Fixture      *f,
                    const Pixels *a,
                    const Pixels *b,
                    guint         square)
{
  int col, row;
  guint n = 0;

  ludo_board_geometry_track_cell (square, &col, &row);
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++)
      {
        int x = f->board->ox + (col + 0.2 + 0.6 * i / 6) * f->board->cell;
        int y = f->board->oy + (row + 0.2 + 0.6 * j / 6) * f->board->cell;
        const guchar *p = a->data + y * a->stride + x * 4;
        const guchar *q = b->data + y * b->stride + x * 4;

        if (ABS (p[0] - q[0]) > 24 || ABS (p[1] - q[1]) > 24 || ABS (p[2] - q[2]) > 24)
          n++;
      }

  return n;
}

static void
render_game (Fixture         *f,
             const char      *position,
             const LudoRules *rules,
             Pixels          *pixels)
{
  if (f->game != NULL)
    {
      ludo_board_set_game (f->board, NULL);
      g_assert_finalize_object (f->game);
    }
  use_game (f, game_from (position, rules, NULL));
  render (f, pixels);
}

/* The eight safe squares wear a star while the game plays by the rule,
 * and only then; no other square changes. */
static void
test_render_safe_stars (Fixture       *f,
                        gconstpointer  data)
{
  static const LudoRules safe_blockades = { .safe = 1, .blockades = 1 };
  /* Two seats only: the stars of empty seats' squares are drawn too. */
  const char *position = "r:0,0,0,0/-/0,0,0,0/-";
  Pixels plain, safe, again;
  guint n_stars = 0;

  render_game (f, position, &standard, &plain);
  render_game (f, position, &with_safe, &safe);
  for (guint square = 0; square < LUDO_TRACK_SQUARES; square++)
    {
      guint n = square_differences (f, &plain, &safe, square);

      if (square % 13 == 0 || square % 13 == 8)
        {
          g_assert_cmpuint (n, >=, 8);
          n_stars++;
        }
      else
        g_assert_cmpuint (n, ==, 0);
    }
  g_assert_cmpuint (n_stars, ==, 8);

  /* A white star on each start square, over the colour's own red. */
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      int col, row;
      const guchar *p;

      ludo_board_geometry_track_cell (13 * c, &col, &row);
      p = safe.data + (int) (f->board->oy + (row + 0.5) * f->board->cell) * safe.stride +
          (int) (f->board->ox + (col + 0.5) * f->board->cell) * 4;
      g_assert_cmpint (MIN (p[0], MIN (p[1], p[2])), >, 200);
    }

  /* With another house rule too; and gone again without the rule. */
  render_game (f, position, &safe_blockades, &again);
  g_assert_cmpuint (square_differences (f, &safe, &again, 8), ==, 0);
  g_free (again.data);
  render_game (f, position, &with_blockades, &again);
  for (guint square = 0; square < LUDO_TRACK_SQUARES; square++)
    g_assert_cmpuint (square_differences (f, &plain, &again, square), ==, 0);

  g_free (plain.data);
  g_free (safe.data);
  g_free (again.data);
}

/* How many pixels of @colour in a column band of the square of red's
 * progress @progress, from @u0 to @u1 of its width. */
static guint
band_colour (Fixture      *f,
             const Pixels *pixels,
             guint         progress,
             double        u0,
             double        u1,
             LudoColour    wanted)
{
  int col, row;
  guint n = 0;

  ludo_board_geometry_track_cell (ludo_rules_absolute_square (LUDO_COLOUR_RED, progress),
                                  &col, &row);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 12; j++)
      {
        int x = f->board->ox + (col + u0 + (u1 - u0) * i / 7) * f->board->cell;
        int y = f->board->oy + (row + 0.15 + 0.7 * j / 11) * f->board->cell;

        if (classify (pixels, x, y) == wanted)
          n++;
      }

  return n;
}

/* Opponents on one safe square stand side by side, both in sight; the
 * pointer and the keyboard's cursor find the mover's pawn where it is
 * drawn. Green's 48 is red's 9, a star square. */
static void
test_shared_square (Fixture       *f,
                    gconstpointer  data)
{
  graphene_rect_t square, red, green;
  g_autofree char *text = NULL;
  Pixels pixels;
  int col, row;
  guint red_left, red_right, green_left, green_right;

  use_game (f, game_from ("r:0,0,0,9/0,0,0,48/-/-", &with_safe, NULL));
  roll (f, 3);
  render (f, &pixels);

  /* Red on the left half, green on the right, neither over the other. */
  red_left = band_colour (f, &pixels, 9, 0.1, 0.45, LUDO_COLOUR_RED);
  red_right = band_colour (f, &pixels, 9, 0.55, 0.9, LUDO_COLOUR_RED);
  green_left = band_colour (f, &pixels, 9, 0.1, 0.45, LUDO_COLOUR_GREEN);
  green_right = band_colour (f, &pixels, 9, 0.55, 0.9, LUDO_COLOUR_GREEN);
  g_test_message ("red %u | %u, green %u | %u", red_left, red_right, green_left, green_right);
  g_assert_cmpuint (red_left, >=, 10);
  g_assert_cmpuint (green_right, >=, 10);
  g_assert_cmpuint (red_right, <, red_left / 3);
  g_assert_cmpuint (green_left, <, green_right / 3);

  /* The pawns hide the star: a small white one in the corner, over them,
   * still tells the square is safe. */
  ludo_board_geometry_track_cell (8, &col, &row);
  {
    const guchar *p = pixels.data +
                      (int) (f->board->oy + (row + 0.15) * f->board->cell) * pixels.stride +
                      (int) (f->board->ox + (col + 0.15) * f->board->cell) * 4;

    g_assert_cmpint (MIN (p[0], MIN (p[1], p[2])), >, 200);
  }
  g_free (pixels.data);

  /* Each pawn's place is where it stands, inside the square. */
  square = _ludo_board_cell_rect (f->board, col + 0.5, row + 0.5, 1.0);
  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_RED, 9, &red));
  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_GREEN, 48, &green));
  g_assert_cmpfloat (red.origin.x, <, square.origin.x - square.size.width / 8);
  g_assert_cmpfloat (green.origin.x, >, square.origin.x + square.size.width / 8);
  g_assert_cmpfloat (fabs (red.origin.y - square.origin.y), <, square.size.height / 8);

  /* The keyboard's cursor rings the red pawn, not the square's middle:
   * its blue ring crosses the pawn's left edge. */
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  for (guint i = 0; i <= f->board->n_places; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.move-cursor",
                                                 "i", 1));
      if (f->board->places[f->board->input.cursor].progress == 9)
        break;
    }
  g_assert_cmpuint (f->board->places[f->board->input.cursor].progress, ==, 9);
  g_assert_true (_ludo_board_shows_focus (f->board));
  render (f, &pixels);
  {
    double cx = red.origin.x + red.size.width / 2;
    double cy = red.origin.y + red.size.height / 2;
    guint ring = 0, beyond = 0;

    for (int dy = -5; dy <= 5; dy++)
      {
        if (classify (&pixels, cx - 0.4 * f->board->cell + 2.5, cy + dy) == LUDO_COLOUR_BLUE)
          ring++;
        if (classify (&pixels, cx + 0.56 * f->board->cell, cy + dy) == LUDO_COLOUR_BLUE)
          beyond++;
      }
    g_assert_cmpuint (ring, >=, 6);
    g_assert_cmpuint (beyond, ==, 0);
  }
  g_free (pixels.data);

  /* A click on the red pawn, where it is drawn, moves it. */
  _ludo_board_click (f->board, red.origin.x + red.size.width / 2 - 0.2 * f->board->cell,
                     red.origin.y + red.size.height / 2);
  spin ();
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "g:0,0,0,12/0,0,0,48/-/-");
}

/* Screen readers hear why a landing captured nothing. Green's 48 is red's
 * 9, a star square. */
static void
test_spared_description (Fixture       *f,
                         gconstpointer  data)
{
  double x, y;

  use_game (f, game_from ("r:0,0,0,6/0,0,0,48/-/-", &with_safe, NULL));
  roll (f, 3);
  place_centre (f, LUDO_COLOUR_RED, 6, &x, &y);
  _ludo_board_click (f->board, x, y);
  spin ();
  g_assert_cmpstr (_ludo_board_get_description (f->board), ==,
                   "Red: a pawn moved from square 6 to square 9. "
                   "Green: 1 pawn on a safe square, not captured. "
                   "Turn: Green. Press Space to roll the die.");
}

/* The pawns on one square: one colour's stand close as one group; several
 * colours stand apart, one pawn each, left to right in colour order. */
static void
test_fan_layout (void)
{
  const guint8 stack[LUDO_N_COLOURS] = { 4, 0, 0, 0 };
  const guint8 two[LUDO_N_COLOURS] = { 2, 1, 0, 0 };
  const guint8 all[LUDO_N_COLOURS] = { 1, 1, 1, 1 };
  LudoBoardFanPawn pawns[LUDO_BOARD_FAN_MAX];
  double dx, dy;

  g_assert_cmpuint (ludo_board_fan_layout (stack, pawns), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (pawns[i].colour, ==, LUDO_COLOUR_RED);
  g_assert_cmpfloat (pawns[3].dx - pawns[0].dx, <, 0.5);
  g_assert_true (ludo_board_fan_centre (stack, LUDO_COLOUR_RED, &dx, &dy));
  g_assert_cmpfloat (dx, ==, 0);
  g_assert_false (ludo_board_fan_centre (stack, LUDO_COLOUR_GREEN, &dx, &dy));

  /* Red's pair is one pawn (with its count) beside green's, a pawn's
   * width apart, both inside the square. */
  g_assert_cmpuint (ludo_board_fan_layout (two, pawns), ==, 2);
  g_assert_cmpint (pawns[0].colour, ==, LUDO_COLOUR_RED);
  g_assert_cmpint (pawns[1].colour, ==, LUDO_COLOUR_GREEN);
  g_assert_cmpfloat (pawns[1].dx - pawns[0].dx, >=, 0.4);
  g_assert_cmpfloat (fabs (pawns[0].dx) + 0.55 * 1.1 * pawns[0].scale / 2, <, 0.5);
  g_assert_true (ludo_board_fan_centre (two, LUDO_COLOUR_GREEN, &dx, &dy));
  g_assert_cmpfloat (dx, ==, pawns[1].dx);

  /* All four colours on one safe square: four pawns, none on another. */
  g_assert_cmpuint (ludo_board_fan_layout (all, pawns), ==, 4);
  for (guint i = 1; i < 4; i++)
    {
      g_assert_cmpint (pawns[i].colour, ==, i);
      g_assert_cmpfloat (pawns[i].dx - pawns[i - 1].dx, >=, 0.2);
    }
}

/* A pawn on its way to a safe square held by an opponent lands where it
 * will rest, beside that pawn, which makes room from the start rather than
 * being covered. Green's 48 is red's 9. */
static void
test_landing_beside (Fixture       *f,
                     gconstpointer  data)
{
  LudoBoardScene *scene;
  graphene_rect_t rest;
  Pixels pixels;
  double x, y, end_x;

  use_game (f, game_from ("r:0,0,0,6/0,0,0,48/-/-", &with_safe, NULL));
  ludo_board_set_animation_speed (f->board, LUDO_ANIMATION_SPEED_SLOW);
  roll (f, 3);
  _ludo_board_finish_animations (f->board);
  place_centre (f, LUDO_COLOUR_RED, 6, &x, &y);
  _ludo_board_click (f->board, x, y);
  g_assert_true (_ludo_board_is_animating (f->board));
  scene = _ludo_board_current_scene (f->board);
  g_assert_nonnull (scene);
  g_assert_cmpint (scene->kind, ==, LUDO_BOARD_SCENE_MOVE);
  g_assert_true (scene->lands_beside);
  end_x = scene->path[scene->n_path - 1].x;

  /* At the start of the hops: green already stands on the right half. */
  render (f, &pixels);
  g_assert_cmpuint (band_colour (f, &pixels, 9, 0.55, 0.9, LUDO_COLOUR_GREEN), >=, 10);
  g_assert_cmpuint (band_colour (f, &pixels, 9, 0.1, 0.45, LUDO_COLOUR_GREEN), <, 3);
  g_free (pixels.data);

  /* The hops end where the red pawn rests. */
  _ludo_board_finish_animations (f->board);
  g_assert_true (_ludo_board_get_place_rect (f->board, LUDO_COLOUR_RED, 9, &rest));
  g_assert_cmpfloat (fabs (f->board->ox + end_x * f->board->cell -
                           (rest.origin.x + rest.size.width / 2)), <, 1);
}

/* The alpha of @texture at (@fx, @fy), fractions of its size. */
static guint8
texture_alpha (GdkTexture *texture,
               double      fx,
               double      fy)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guint8 *data = g_malloc (4 * w * h);
  int x = (int) (fx * w), y = (int) (fy * h);

  gdk_texture_download (texture, data, 4 * w);
  /* Cairo's ARGB32, native order: alpha is the high byte. */
  return ((guint32 *) data)[y * w + x] >> 24;
}

/* Where the last move started and where a pawn would land differ in
 * shape, not only by a dot: the start is a square, the landing a round
 * mark with a full centre (issue 23, defect 6). */
static void
test_last_from_unlike_target (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudoBoardArt) art = ludo_board_art_new (&error);
  GdkTexture *from, *target;

  g_assert_no_error (error);
  ludo_board_art_ensure (art, 1500, 1);
  from = ludo_board_art_get_piece (art, LUDO_PIECE_LAST_FROM);
  target = ludo_board_art_get_piece (art, LUDO_PIECE_TARGET);
  g_assert_nonnull (from);
  g_assert_nonnull (target);

  /* A square's corner; a round mark leaves it empty. */
  g_assert_cmpuint (texture_alpha (from, 0.18, 0.18), >, 128);
  g_assert_cmpuint (texture_alpha (target, 0.18, 0.18), ==, 0);
  /* The landing's centre is full; the start's is empty. */
  g_assert_cmpuint (texture_alpha (target, 0.5, 0.5), >, 128);
  g_assert_cmpuint (texture_alpha (from, 0.5, 0.5), ==, 0);
}

/* Turned so that red sits at the bottom left: red's base and path are
 * drawn there, a click there moves red's pawn, and the pawn's path runs
 * from there (issue 23). */
static void
test_turned_board (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *text = NULL;
  double x, y, half = BOARD_SIZE / 2.0;

  use_game (f, game_from ("r:0,0,0,5/-/0,0,0,0/-", &standard, NULL));
  g_assert_cmpint (ludo_board_get_bottom_left (f->board), ==, LUDO_COLOUR_BLUE);
  place_centre (f, LUDO_COLOUR_RED, LUDO_PROGRESS_BASE, &x, &y);
  g_assert_cmpfloat (x, <, half);
  g_assert_cmpfloat (y, <, half);

  ludo_board_set_bottom_left (f->board, LUDO_COLOUR_RED);
  g_assert_cmpint (ludo_board_get_bottom_left (f->board), ==, LUDO_COLOUR_RED);
  place_centre (f, LUDO_COLOUR_RED, LUDO_PROGRESS_BASE, &x, &y);
  g_assert_cmpfloat (x, <, half);
  g_assert_cmpfloat (y, >, half);
  /* Yellow, opposite, at the top right. */
  place_centre (f, LUDO_COLOUR_YELLOW, LUDO_PROGRESS_BASE, &x, &y);
  g_assert_cmpfloat (x, >, half);
  g_assert_cmpfloat (y, <, half);

  /* Red's pawn on 5 is where a click finds it. */
  roll (f, 2);
  place_centre (f, LUDO_COLOUR_RED, 5, &x, &y);
  g_assert_cmpfloat (y, >, half);
  _ludo_board_click (f->board, x, y);
  spin ();
  text = position_text (f->game);
  g_assert_cmpstr (text, ==, "y:0,0,0,7/-/0,0,0,0/-");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_add ("/ludo/board/render/resize-rasterises-when-settled", Fixture, NULL,
              fixture_setup, test_resize_rasterises_when_settled, fixture_teardown);
  g_test_add ("/ludo/board/render/position", Fixture, NULL,
              fixture_setup, test_render_position, fixture_teardown);
  g_test_add ("/ludo/board/render/capture-ring", Fixture, NULL,
              fixture_setup, test_render_capture_ring, fixture_teardown);
  g_test_add ("/ludo/board/render/last-move", Fixture, NULL,
              fixture_setup, test_render_last_move, fixture_teardown);
  g_test_add ("/ludo/board/render/die", Fixture, NULL,
              fixture_setup, test_render_die, fixture_teardown);
  g_test_add ("/ludo/board/render/blockade-wall", Fixture, NULL,
              fixture_setup, test_render_blockade_wall, fixture_teardown);
  g_test_add ("/ludo/board/render/stack", Fixture, NULL,
              fixture_setup, test_render_stack, fixture_teardown);
  g_test_add ("/ludo/board/render/safe-stars", Fixture, NULL,
              fixture_setup, test_render_safe_stars, fixture_teardown);
  g_test_add_func ("/ludo/board/fan-layout", test_fan_layout);
  g_test_add ("/ludo/board/shared-square", Fixture, NULL,
              fixture_setup, test_shared_square, fixture_teardown);
  g_test_add ("/ludo/board/animation/landing-beside", Fixture, NULL,
              fixture_setup, test_landing_beside, fixture_teardown);
  g_test_add ("/ludo/board/spared-description", Fixture, NULL,
              fixture_setup, test_spared_description, fixture_teardown);
  g_test_add ("/ludo/board/mouse/click-base-pawn", Fixture, NULL,
              fixture_setup, test_click_base_pawn, fixture_teardown);
  g_test_add ("/ludo/board/mouse/click-pawn", Fixture, NULL,
              fixture_setup, test_click_pawn, fixture_teardown);
  g_test_add ("/ludo/board/mouse/click-target", Fixture, NULL,
              fixture_setup, test_click_target, fixture_teardown);
  g_test_add ("/ludo/board/mouse/stack-choice", Fixture, NULL,
              fixture_setup, test_stack_choice, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/stack-choice", Fixture, NULL,
              fixture_setup, test_keyboard_stack_choice, fixture_teardown);
  g_test_add_func ("/ludo/board/art/last-from-unlike-target", test_last_from_unlike_target);
  g_test_add ("/ludo/board/turned", Fixture, NULL,
              fixture_setup, test_turned_board, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/escape-then-enter", Fixture, NULL,
              fixture_setup, test_keyboard_escape_then_enter, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/turn", Fixture, NULL,
              fixture_setup, test_keyboard_turn, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/space-only-rolls", Fixture, NULL,
              fixture_setup, test_keyboard_space_only_rolls, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/first-arrow", Fixture, NULL,
              fixture_setup, test_keyboard_first_arrow, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/cursor-shown", Fixture, NULL,
              fixture_setup, test_keyboard_cursor_shown, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/enter-skips-to-roll", Fixture, NULL,
              fixture_setup, test_keyboard_enter_skips_to_roll, fixture_teardown);
  g_test_add ("/ludo/board/keyboard/cursor-after-button-roll", Fixture, NULL,
              fixture_setup, test_keyboard_cursor_after_button_roll, fixture_teardown);
  g_test_add ("/ludo/board/hints/blocked-pawns", Fixture, NULL,
              fixture_setup, test_hints, fixture_teardown);
  g_test_add ("/ludo/board/hints/stack-stays", Fixture, NULL,
              fixture_setup, test_hint_stack_stays, fixture_teardown);
  g_test_add_func ("/ludo/board/hints/every-reason", test_hint_texts);
  g_test_add ("/ludo/board/animation/on-off", Fixture, NULL,
              fixture_setup, test_animation, fixture_teardown);
  g_test_add ("/ludo/board/animation/capture", Fixture, NULL,
              fixture_setup, test_capture, fixture_teardown);
  g_test_add ("/ludo/board/animation/capture-two-colours", Fixture, NULL,
              fixture_setup, test_capture_two_colours, fixture_teardown);
  g_test_add ("/ludo/board/switch-game", Fixture, NULL,
              fixture_setup, test_switch_game, fixture_teardown);
  g_test_add ("/ludo/board/animation/ends-idle", Fixture, NULL,
              fixture_setup, test_animation_ends, fixture_teardown);
  g_test_add ("/ludo/board/whole-game", Fixture, NULL,
              fixture_setup, test_whole_game, fixture_teardown);

  return g_test_run ();
}
