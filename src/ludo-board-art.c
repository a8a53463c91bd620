/* ludo-board-art.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-board-art.h"

#include <librsvg/rsvg.h>
#include <math.h>

#include "ludo-bench.h"
#include "ludo-board-art-cache.h"
#include "ludo-board-geometry.h"
#include "ludo-memory.h"

/* The parsed drawings and the textures rasterised from them for one pixel
 * size. The board drops and refills the textures when its size
 * or scale factor changes; the SVGs are parsed only to be rasterised. */
struct _LudoBoardArt
{
  GBytes         *board_bytes;
  GBytes         *pieces_bytes;
  GBytes         *dark_css;
  RsvgHandle     *board_svg;
  RsvgHandle     *pieces_svg;
  RsvgRectangle   pieces_doc;
  RsvgRectangle   boxes[LUDO_N_PIECES];

  gboolean        dark;

  int             board_px;
  GdkTexture     *board_tex;
  GdkTexture     *piece_tex[LUDO_N_PIECES];
  /* The cairo surfaces under the textures (borrowed: each texture's bytes
   * keep its surface alive), for drawing as cairo nodes. */
  cairo_surface_t *board_surface;
  cairo_surface_t *piece_surface[LUDO_N_PIECES];
  gboolean        for_cairo;
  /* Name the drawings in the pixel cache (ludo-board-art-cache.c), light
   * and dark. */
  char           *cache_key[2];
};

static const char *colour_names[LUDO_N_COLOURS] = { "red", "green", "yellow", "blue" };

static char *
piece_id (LudoPiece piece)
{
  if (piece < LUDO_PIECE_BLOCKADE)
    return g_strdup_printf ("pawn-%s", colour_names[piece - LUDO_PIECE_PAWN]);
  if (piece < LUDO_PIECE_DIE)
    return g_strdup_printf ("blockade-%s", colour_names[piece - LUDO_PIECE_BLOCKADE]);
  if (piece < LUDO_PIECE_HALO)
    return g_strdup_printf ("die-%d", piece - LUDO_PIECE_DIE + 1);
  if (piece == LUDO_PIECE_HALO)
    return g_strdup ("halo");
  if (piece == LUDO_PIECE_TARGET)
    return g_strdup ("target");
  if (piece < LUDO_PIECE_LAST_FROM)
    return g_strdup_printf ("badge-%d", piece - LUDO_PIECE_BADGE + 2);
  if (piece == LUDO_PIECE_LAST_FROM)
    return g_strdup ("last-from");
  if (piece == LUDO_PIECE_DIE_TO_ROLL)
    return g_strdup ("die-to-roll");
  if (piece < LUDO_PIECE_SAFE_START)
    return g_strdup_printf ("safe-%s", colour_names[piece - LUDO_PIECE_SAFE]);
  return g_strdup_printf ("safe-start-%s", colour_names[piece - LUDO_PIECE_SAFE_START]);
}

double
ludo_board_art_piece_size (LudoPiece piece)
{
  if (piece < LUDO_PIECE_BLOCKADE)
    return 1.1;
  if (piece >= LUDO_PIECE_DIE && piece < LUDO_PIECE_HALO)
    return 1.5;
  if (piece == LUDO_PIECE_HALO)
    return 1.3;
  if (piece >= LUDO_PIECE_BADGE && piece < LUDO_PIECE_LAST_FROM)
    return 0.5;
  return 1.0;
}

static GBytes *
load_svg (const char  *name,
          GError     **error)
{
  g_autofree char *path = g_strconcat (APP_PATH "/board/", name, NULL);

  return g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}

static RsvgHandle *
parse_svg (GBytes  *bytes,
           GError **error)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);

  return rsvg_handle_new_from_data (data, size, error);
}

/* Parsing waits until something must be rasterised: a start whose pixels
 * are in the cache (ludo-board-art-cache.c) needs neither the time nor the
 * memory of librsvg's document trees. */
static gboolean
parse (LudoBoardArt  *art,
       GError       **error)
{
  double w, h;

  if (art->pieces_svg != NULL)
    return TRUE;

  art->board_svg = parse_svg (art->board_bytes, error);
  if (art->board_svg == NULL)
    return FALSE;
  if (art->dark)
    {
      gsize len;
      const guint8 *css = g_bytes_get_data (art->dark_css, &len);

      if (!rsvg_handle_set_stylesheet (art->board_svg, css, len, error))
        goto fail;
    }
  art->pieces_svg = parse_svg (art->pieces_bytes, error);
  if (art->pieces_svg == NULL)
    goto fail;

  if (!rsvg_handle_get_intrinsic_size_in_pixels (art->pieces_svg, &w, &h))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "pieces.svg has no intrinsic size");
      goto fail;
    }
  art->pieces_doc = (RsvgRectangle) { 0, 0, w, h };

  /* Each piece's box is an invisible rect "<id>-box", so the art decides
   * where pieces lie and the code only needs their names. */
  for (guint i = 0; i < LUDO_N_PIECES; i++)
    {
      g_autofree char *id = piece_id (i);
      g_autofree char *box_id = g_strdup_printf ("#%s-box", id);
      RsvgRectangle ink;

      if (!rsvg_handle_get_geometry_for_layer (art->pieces_svg, box_id, &art->pieces_doc,
                                               &ink, &art->boxes[i], error))
        goto fail;
      if (art->boxes[i].width <= 0 || art->boxes[i].height <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "pieces.svg: %s is empty", box_id);
          goto fail;
        }
    }
  return TRUE;

fail:
  g_clear_object (&art->board_svg);
  g_clear_object (&art->pieces_svg);
  return FALSE;
}

LudoBoardArt *
ludo_board_art_new (GError **error)
{
  g_autoptr(LudoBoardArt) art = g_new0 (LudoBoardArt, 1);

  art->board_bytes = load_svg ("board.svg", error);
  if (art->board_bytes == NULL)
    return NULL;
  art->pieces_bytes = load_svg ("pieces.svg", error);
  if (art->pieces_bytes == NULL)
    return NULL;
  art->dark_css = g_resources_lookup_data (APP_PATH "/board/board-dark.css",
                                           G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (art->dark_css == NULL)
    return NULL;
  art->cache_key[0] = ludo_board_art_cache_key ((GBytes *[]) { art->board_bytes,
                                                               art->pieces_bytes }, 2);
  art->cache_key[1] = ludo_board_art_cache_key ((GBytes *[]) { art->board_bytes,
                                                               art->pieces_bytes,
                                                               art->dark_css }, 3);

  return g_steal_pointer (&art);
}

void
ludo_board_art_free (LudoBoardArt *art)
{
  if (art == NULL)
    return;

  ludo_board_art_drop (art);
  g_clear_object (&art->board_svg);
  g_clear_object (&art->pieces_svg);
  g_clear_pointer (&art->board_bytes, g_bytes_unref);
  g_clear_pointer (&art->pieces_bytes, g_bytes_unref);
  g_clear_pointer (&art->dark_css, g_bytes_unref);
  g_free (art->cache_key[0]);
  g_free (art->cache_key[1]);
  g_free (art);
}

/* The dark palette is a style sheet over board.svg (data/board/board-dark.css),
 * so that board.svg stays the one drawing of the board; parse() applies it.
 * Returns whether the palette changed: the textures are gone then. */
gboolean
ludo_board_art_set_dark (LudoBoardArt  *art,
                         gboolean       dark)
{
  dark = !!dark;
  if (dark == art->dark)
    return FALSE;

  art->dark = dark;
  g_clear_object (&art->board_svg);
  g_clear_object (&art->pieces_svg);
  ludo_board_art_drop (art);
  return TRUE;
}

gboolean
ludo_board_art_get_dark (LudoBoardArt *art)
{
  return art->dark;
}

void
ludo_board_art_drop (LudoBoardArt *art)
{
  art->board_px = 0;
  art->board_surface = NULL;
  g_clear_object (&art->board_tex);
  for (guint i = 0; i < LUDO_N_PIECES; i++)
    {
      art->piece_surface[i] = NULL;
      g_clear_object (&art->piece_tex[i]);
    }
}

/* Wraps cairo's pixels without a copy: the bytes keep the surface alive. */
static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int w, h, stride;

  cairo_surface_flush (surface);
  w = cairo_image_surface_get_width (surface);
  h = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * h,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);

  return gdk_memory_texture_new (w, h, GDK_MEMORY_DEFAULT, bytes, stride);
}

static cairo_surface_t *
render_board (RsvgHandle *handle,
              int         px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, px, px };
  g_autoptr(GError) error = NULL;

  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    g_warning ("Could not draw the board: %s", error->message);
  cairo_destroy (cr);

  return surface;
}

static cairo_surface_t *
render_piece (LudoBoardArt *art,
              LudoPiece     piece,
              int           px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  const RsvgRectangle *box = &art->boxes[piece];
  double sx = px / box->width;
  double sy = px / box->height;
  g_autofree char *id = piece_id (piece);
  g_autofree char *layer = g_strconcat ("#", id, NULL);
  g_autoptr(GError) error = NULL;
  RsvgRectangle viewport;

  /* Render the element inside the whole document's viewport, placed so that
   * its box fills the surface. */
  viewport.x = -box->x * sx;
  viewport.y = -box->y * sy;
  viewport.width = art->pieces_doc.width * sx;
  viewport.height = art->pieces_doc.height * sy;
  if (!rsvg_handle_render_layer (art->pieces_svg, cr, layer, &viewport, &error))
    g_warning ("Could not draw %s: %s", id, error->message);
  cairo_destroy (cr);

  return surface;
}

/* No textures yet: nothing the board could scale while it waits. */
gboolean
ludo_board_art_is_empty (LudoBoardArt *art)
{
  return art->board_tex == NULL;
}

/* Whether the textures were rasterised for this side and scale. */
gboolean
ludo_board_art_fits (LudoBoardArt *art,
                     double        side,
                     int           scale)
{
  return (int) ceil (side * scale) == art->board_px;
}

/* Rasterises everything for a board of @side logical pixels at @scale, unless
 * the textures already have that pixel size. */
void
ludo_board_art_ensure (LudoBoardArt *art,
                       double        side,
                       int           scale)
{
  int px = (int) ceil (side * scale);
  double cell_px = (double) px / LUDO_BOARD_CELLS;
  cairo_surface_t *images[1 + LUDO_N_PIECES] = { NULL, };
  int sizes[1 + LUDO_N_PIECES];
  g_autofree char *path = NULL;

  if (px < 1 || px == art->board_px)
    return;

  ludo_board_art_drop (art);
  art->board_px = px;

  /* Image 0 is the board, then the pieces in their order. */
  sizes[0] = px;
  for (guint i = 0; i < LUDO_N_PIECES; i++)
    sizes[1 + i] = MAX (1, (int) ceil (cell_px * ludo_board_art_piece_size (i)));

  path = ludo_board_art_cache_path (art->cache_key[art->dark], px);
  if (ludo_board_art_cache_load (path, G_N_ELEMENTS (images), sizes, images))
    {
      ludo_bench_mark ("rasterised");
    }
  else
    {
      g_autoptr(GError) error = NULL;

      if (!parse (art, &error))
        {
          g_critical ("Could not load the board drawings: %s", error->message);
          return;
        }
      images[0] = render_board (art->board_svg, px);
      for (guint i = 0; i < LUDO_N_PIECES; i++)
        images[1 + i] = render_piece (art, i, sizes[1 + i]);
      ludo_bench_mark ("rasterised");
      ludo_board_art_cache_store (path, G_N_ELEMENTS (images), images);
      /* Until the next resize: parsing again then costs a few ms, keeping
       * the document trees costs megabytes for the whole game. */
      g_clear_object (&art->board_svg);
      g_clear_object (&art->pieces_svg);
      /* librsvg's scratch surfaces leave megabytes freed but mapped. */
      ludo_memory_release ();
    }

  /* The textures own the surfaces from here on. */
  art->board_surface = images[0];
  art->board_tex = texture_from_surface (images[0]);
  for (guint i = 0; i < LUDO_N_PIECES; i++)
    {
      art->piece_surface[i] = images[1 + i];
      art->piece_tex[i] = texture_from_surface (images[1 + i]);
    }
}

GdkTexture *
ludo_board_art_get_board (LudoBoardArt *art)
{
  return art->board_tex;
}

GdkTexture *
ludo_board_art_get_piece (LudoBoardArt *art,
                          LudoPiece     piece)
{
  g_return_val_if_fail (piece < LUDO_N_PIECES, NULL);

  return art->piece_tex[piece];
}

/* GTK 4.8's cairo renderer copies a texture's pixels into a new cairo
 * surface every time it draws the texture: for the board, megabytes in
 * every frame of an animation. The art is made of cairo surfaces already,
 * so for that renderer it goes in as cairo drawings of those surfaces,
 * which cost only the compositing. Other renderers keep textures on the
 * GPU, so they get the textures. */
void
ludo_board_art_set_for_cairo (LudoBoardArt *art,
                              gboolean      for_cairo)
{
  art->for_cairo = !!for_cairo;
}

static void
append_image (LudoBoardArt          *art,
              GtkSnapshot           *snapshot,
              GdkTexture            *texture,
              cairo_surface_t       *surface,
              const graphene_rect_t *r)
{
  cairo_t *cr;
  int w, h;

  if (texture == NULL)
    return;
  if (!art->for_cairo || surface == NULL)
    {
      gtk_snapshot_append_texture (snapshot, texture, r);
      return;
    }

  w = cairo_image_surface_get_width (surface);
  h = cairo_image_surface_get_height (surface);
  cr = gtk_snapshot_append_cairo (snapshot, r);
  cairo_translate (cr, r->origin.x, r->origin.y);
  cairo_scale (cr, r->size.width / w, r->size.height / h);
  cairo_set_source_surface (cr, surface, 0, 0);
  /* The board is scaled only while a resize waits for its new pixels,
   * when speed matters more than the best filter; pieces are small and
   * often drawn smaller (stacks), where the good filter shows. */
  cairo_pattern_set_filter (cairo_get_source (cr),
                            w >= 256 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
}

void
ludo_board_art_append_board (LudoBoardArt          *art,
                             GtkSnapshot           *snapshot,
                             const graphene_rect_t *r)
{
  append_image (art, snapshot, art->board_tex, art->board_surface, r);
}

void
ludo_board_art_append_piece (LudoBoardArt          *art,
                             GtkSnapshot           *snapshot,
                             LudoPiece              piece,
                             const graphene_rect_t *r)
{
  g_return_if_fail (piece < LUDO_N_PIECES);

  append_image (art, snapshot, art->piece_tex[piece], art->piece_surface[piece], r);
}
