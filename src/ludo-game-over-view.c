/* ludo-game-over-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The card over the board at the end of a game: who won, the final
 * ranking, and the button for the next game. */

#include "config.h"

#include "ludo-game-over-view.h"

#include <glib/gi18n.h>

#include "ludo-swatch.h"
#include "ludo-window-text.h"

struct _LudoGameOverView
{
  GtkWidget parent_instance;

  /* Template children */
  GtkWidget *card;  /* bound so that disposing of the template removes it */
  GtkWidget *new_game_button;
  GtkListBox *ranking_list;
  GtkLabel *subtitle;
  GtkLabel *title;
};

G_DEFINE_FINAL_TYPE (LudoGameOverView, ludo_game_over_view, GTK_TYPE_WIDGET)

static GtkWidget *
new_ranking_row (LudoGame     *game,
                 guint         place,
                 LudoColour    colour,
                 GtkSizeGroup *places)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *place_label = gtk_label_new (ludo_window_text_place (place));
  g_autofree char *who = ludo_window_text_player_seat (game, colour);
  GtkWidget *name_label = gtk_label_new (who);

  gtk_widget_add_css_class (box, "ranking-row");
  if (place == 0)
    gtk_widget_add_css_class (box, "winner");
  if (colour == ludo_window_text_sole_human (game))
    gtk_widget_add_css_class (box, "you");
  gtk_widget_add_css_class (place_label, "place");
  gtk_widget_add_css_class (place_label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (place_label), 0);
  gtk_label_set_width_chars (GTK_LABEL (place_label), 4);
  /* The winner's bold place is wider: the colours line up all the same. */
  gtk_size_group_add_widget (places, place_label);
  gtk_label_set_xalign (GTK_LABEL (name_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name_label, TRUE);

  gtk_box_append (GTK_BOX (box), place_label);
  gtk_box_append (GTK_BOX (box), ludo_swatch_new (colour));
  gtk_box_append (GTK_BOX (box), name_label);

  return box;
}

static void
fill_ranking (LudoGameOverView *self,
              LudoGame         *game,
              const LudoColour *ranking,
              guint             n)
{
  g_autoptr(GtkSizeGroup) places = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gboolean team = ludo_game_get_rules (game)->team;
  LudoColour winner = ranking[0];
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->ranking_list))) != NULL)
    gtk_list_box_remove (self->ranking_list, child);

  for (guint i = 0; i < n; i++)
    {
      /* Partners share their team's place. */
      guint place = team ? (ranking[i] == winner || ranking[i] == ludo_rules_partner (winner)
                            ? 0 : 1)
                         : i;

      GtkWidget *row = gtk_list_box_row_new ();

      /* The ranking is to read, not to click: Tab goes on to New Game. */
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_focusable (row, FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row),
                                  new_ranking_row (game, place, ranking[i], places));
      gtk_list_box_append (self->ranking_list, row);
    }
}

static void
set_headline (LudoGameOverView *self,
              LudoGame         *game,
              LudoColour        winner)
{
  LudoColour you = ludo_window_text_sole_human (game);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (ludo_game_get_rules (game)->team)
    {
      LudoColour partner = ludo_rules_partner (winner);

      /* The partners in the order of the table, the player's own colour
       * first, not in the order they finished. */
      if (you == partner || (you != winner && partner < winner))
        {
          partner = winner;
          winner = ludo_rules_partner (winner);
        }

      if (you != LUDO_COLOUR_NONE && (you == winner || you == partner))
        title = g_strdup (_("Your team won!"));
      else if (you != LUDO_COLOUR_NONE)
        title = g_strdup (_("Your team lost"));
      else
        title = g_strdup_printf (_("%s and %s won!"),
                                 ludo_window_text_player (game, winner),
                                 ludo_window_text_player (game, partner));

      subtitle = g_strdup_printf (_("Team play: %s and %s brought all eight pawns home first."),
                                  ludo_window_text_player (game, winner),
                                  ludo_window_text_player (game, partner));
    }
  else
    {
      if (you != LUDO_COLOUR_NONE && you == winner)
        title = g_strdup (_("You won!"));
      else
        title = g_strdup_printf (_("%s won!"), ludo_window_text_player (game, winner));

      subtitle = g_strdup (_("Final ranking"));
    }

  gtk_label_set_label (self->title, title);
  gtk_label_set_label (self->subtitle, subtitle);
}

static void
ludo_game_over_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LUDO_TYPE_GAME_OVER_VIEW);

  G_OBJECT_CLASS (ludo_game_over_view_parent_class)->dispose (object);
}

static void
ludo_game_over_view_class_init (LudoGameOverViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludo_game_over_view_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               APP_PATH "/ui/ludo-game-over-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LudoGameOverView, card);
  gtk_widget_class_bind_template_child (widget_class, LudoGameOverView, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, LudoGameOverView, ranking_list);
  gtk_widget_class_bind_template_child (widget_class, LudoGameOverView, subtitle);
  gtk_widget_class_bind_template_child (widget_class, LudoGameOverView, title);
}

static void
ludo_game_over_view_init (LudoGameOverView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ludo_game_over_view_show_result:
 * @self: a game-over view
 * @game: a game that is over
 *
 * Fills the card with the result of @game and shows it. The first time,
 * the New Game button takes the keys, so that Enter or Space starts the
 * next game.
 */
void
ludo_game_over_view_show_result (LudoGameOverView *self,
                                 LudoGame         *game)
{
  LudoColour ranking[LUDO_N_COLOURS];
  guint n;

  g_return_if_fail (LUDO_IS_GAME_OVER_VIEW (self));
  g_return_if_fail (LUDO_IS_GAME (game));
  g_return_if_fail (ludo_game_get_phase (game) == LUDO_PHASE_OVER);

  n = ludo_game_get_ranking (game, ranking);
  g_return_if_fail (n > 0);

  fill_ranking (self, game, ranking, n);
  set_headline (self, game, ranking[0]);

  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      gtk_widget_grab_focus (self->new_game_button);
    }
}

GtkListBox *
_ludo_game_over_view_get_ranking (LudoGameOverView *self)
{
  g_return_val_if_fail (LUDO_IS_GAME_OVER_VIEW (self), NULL);

  return self->ranking_list;
}

const char *
_ludo_game_over_view_get_title (LudoGameOverView *self)
{
  g_return_val_if_fail (LUDO_IS_GAME_OVER_VIEW (self), NULL);

  return gtk_label_get_label (self->title);
}
