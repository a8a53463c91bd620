/* ludo-stats-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The Statistics window: per player, for one rule set or all of them, the
 * games played, won and abandoned and the places, as a table and as bars
 * (one per player, its length the games counted, split by place, so that
 * "who wins most" reads at a glance). A reset, confirmed in a popover,
 * forgets everything. The numbers are LudoStats's; this file only shows
 * them. */

#include "config.h"

#include "ludo-stats-window.h"

#include <glib/gi18n.h>

#include "engine/ludo-notation.h"
#include "ludo-names.h"
#include "ludo-window-text.h"

#define BAR_HEIGHT 18
#define ROW_HEIGHT 30
#define LEGEND_HEIGHT 30

struct _LudoStatsWindow
{
  GtkWindow      parent_instance;

  LudoStats     *stats;
  /* The rule sets offered after "All rule sets", in the notation. */
  GStrv          rule_sets;
  GArray        *shown;
  gboolean       updating;

  GtkDropDown   *rules_dropdown;
  GtkStringList *rules_model;
  GtkWidget     *content;
  GtkGrid       *table;
  GtkWidget     *chart;
  GtkWidget     *empty_label;
  GtkMenuButton *reset_button;
  GtkButton     *confirm_button;
  GtkLabel      *error_label;
};

G_DEFINE_FINAL_TYPE (LudoStatsWindow, ludo_stats_window, GTK_TYPE_WINDOW)

/* The places' colours in the bars: a sequence from dark to light, apart
 * from the players' own colours, which would read as "this colour won". */
static const GdkRGBA place_colours[LUDO_N_COLOURS] = {
  { 0.11, 0.27, 0.53, 1 },
  { 0.21, 0.52, 0.89, 1 },
  { 0.60, 0.76, 0.95, 1 },
  { 0.75, 0.75, 0.74, 1 },
};

static const char *
player_name (const LudoStatsEntry *entry)
{
  switch (entry->level)
    {
    case LUDO_SEAT_COMPUTER_RANDOM: return _("Computer (random)");
    case LUDO_SEAT_COMPUTER_EASY: return _("Computer (easy)");
    case LUDO_SEAT_COMPUTER_MEDIUM: return _("Computer (medium)");
    case LUDO_SEAT_COMPUTER_HARD: return _("Computer (hard)");
    case LUDO_SEAT_HUMAN:
    case LUDO_SEAT_EMPTY:
    default:
      return entry->name;
    }
}

static char *
rule_set_name (const char *rules_text)
{
  LudoRules rules;
  char *names;

  if (!ludo_notation_parse_rules (rules_text, &rules, NULL))
    return g_strdup (rules_text);
  names = ludo_window_text_rule_names (&rules, C_("list of rules", ", "), FALSE);
  return names != NULL ? names : g_strdup (_("Standard rules"));
}

static GtkWidget *
cell (const char *text,
      gboolean    number)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), number ? 1.0f : 0.0f);
  if (number)
    {
      gtk_widget_add_css_class (label, "numeric");
    }
  else
    {
      /* Room for "Computer (medium)" before a long name is cut short. */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 16);
      gtk_label_set_max_width_chars (GTK_LABEL (label), LUDO_NAME_MAX_CHARS);
    }
  return label;
}

static GtkWidget *
number_cell (guint value)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  return cell (text, TRUE);
}

static void
fill_table (LudoStatsWindow *self)
{
  const char *headings[] = {
    N_("Player"), N_("Played"), N_("Won"), N_("Win rate"),
    N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("Abandoned"),
  };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table))) != NULL)
    gtk_grid_remove (self->table, child);

  for (guint h = 0; h < G_N_ELEMENTS (headings); h++)
    {
      GtkWidget *heading = cell (_(headings[h]), h > 0);

      gtk_widget_add_css_class (heading, "heading");
      gtk_grid_attach (self->table, heading, h, 0, 1, 1);
    }

  for (guint i = 0; i < self->shown->len; i++)
    {
      const LudoStatsEntry *e = &g_array_index (self->shown, LudoStatsEntry, i);
      g_autofree char *rate = NULL;
      GtkWidget *name = cell (player_name (e), FALSE);
      guint row = i + 1;

      if (e->played > 0)
        /* Translators: a win rate in percent; use the percent sign and the
         * spacing of your language */
        rate = g_strdup_printf (_("%u %%"), (e->wins * 100 + e->played / 2) / e->played);
      else
        rate = g_strdup ("—");

      gtk_widget_set_hexpand (name, TRUE);
      gtk_grid_attach (self->table, name, 0, row, 1, 1);
      gtk_grid_attach (self->table, number_cell (e->played), 1, row, 1, 1);
      gtk_grid_attach (self->table, number_cell (e->wins), 2, row, 1, 1);
      gtk_grid_attach (self->table, cell (rate, TRUE), 3, row, 1, 1);
      for (guint p = 0; p < LUDO_N_COLOURS; p++)
        gtk_grid_attach (self->table, number_cell (e->places[p]), 4 + p, row, 1, 1);
      gtk_grid_attach (self->table, number_cell (e->abandoned), 8, row, 1, 1);
    }
}

static void
draw_text (cairo_t    *cr,
           GtkWidget  *widget,
           const char *text,
           double      x,
           double      y,
           double      max_width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int width, height;

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  LudoStatsWindow *self = user_data;
  GtkWidget *widget = GTK_WIDGET (area);
  const char *legend[] = { N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("Abandoned") };
  GdkRGBA fg;
  guint most = 1;
  double names_width = MIN (160.0, width * 0.3);
  double bar_x = names_width + 12;
  /* Room after the longest bar for its number of games. */
  double bar_width = MAX (1.0, width - bar_x - 48);
  double x = 0;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);

  /* The legend, one swatch per place. */
  for (guint l = 0; l < G_N_ELEMENTS (legend); l++)
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, _(legend[l]));
      int text_width, text_height;

      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      cairo_rectangle (cr, x + 0.5, LEGEND_HEIGHT / 2.0 - 6 + 0.5, 11, 11);
      if (l < LUDO_N_COLOURS)
        {
          gdk_cairo_set_source_rgba (cr, &place_colours[l]);
          cairo_fill (cr);
        }
      else
        {
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.5);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_move_to (cr, x + 16, LEGEND_HEIGHT / 2.0 - text_height / 2.0);
      pango_cairo_show_layout (cr, layout);
      x += 16 + text_width + 18;
      g_object_unref (layout);
    }

  for (guint i = 0; i < self->shown->len; i++)
    {
      const LudoStatsEntry *e = &g_array_index (self->shown, LudoStatsEntry, i);

      most = MAX (most, e->played + e->abandoned);
    }

  for (guint i = 0; i < self->shown->len; i++)
    {
      const LudoStatsEntry *e = &g_array_index (self->shown, LudoStatsEntry, i);
      double y = LEGEND_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2.0;
      double bx = bar_x;

      gdk_cairo_set_source_rgba (cr, &fg);
      draw_text (cr, widget, player_name (e), 0, y, names_width);

      for (guint p = 0; p < LUDO_N_COLOURS; p++)
        {
          double w = bar_width * e->places[p] / most;

          if (w <= 0)
            continue;
          gdk_cairo_set_source_rgba (cr, &place_colours[p]);
          cairo_rectangle (cr, bx, y - BAR_HEIGHT / 2.0, w, BAR_HEIGHT);
          cairo_fill (cr);
          bx += w;
        }
      if (e->abandoned > 0)
        {
          double w = bar_width * e->abandoned / most;

          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.5);
          cairo_set_line_width (cr, 1);
          cairo_rectangle (cr, bx + 0.5, y - BAR_HEIGHT / 2.0 + 0.5, MAX (w - 1, 1),
                           BAR_HEIGHT - 1);
          cairo_stroke (cr);
          bx += w;
        }
      if (e->played + e->abandoned > 0)
        {
          g_autofree char *games = g_strdup_printf ("%u", e->played + e->abandoned);

          gdk_cairo_set_source_rgba (cr, &fg);
          draw_text (cr, widget, games, bx + 6, y, 40);
        }
    }
}

static void
show_stats (LudoStatsWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->rules_dropdown);
  const char *rules = NULL;
  gboolean empty;

  if (selected != GTK_INVALID_LIST_POSITION && selected > 0
      && selected - 1 < g_strv_length (self->rule_sets))
    rules = self->rule_sets[selected - 1];

  g_clear_pointer (&self->shown, g_array_unref);
  self->shown = ludo_stats_summarize (self->stats, rules);

  empty = self->shown->len == 0;
  gtk_widget_set_visible (self->content, !empty);
  gtk_widget_set_visible (self->empty_label, empty);
  gtk_widget_set_sensitive (GTK_WIDGET (self->reset_button),
                            ludo_stats_get_n_entries (self->stats) > 0);
  fill_table (self);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->chart),
                                       LEGEND_HEIGHT + self->shown->len * ROW_HEIGHT);
  gtk_widget_queue_draw (self->chart);
}

/* The rule sets on offer follow the entries; the one chosen stays chosen
 * while it has entries. */
static void
fill_rules (LudoStatsWindow *self)
{
  g_autofree char *chosen = NULL;
  guint selected = gtk_drop_down_get_selected (self->rules_dropdown);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->rules_model));
  guint new_selected = 0;

  if (selected != GTK_INVALID_LIST_POSITION && selected > 0 && self->rule_sets != NULL
      && selected - 1 < g_strv_length (self->rule_sets))
    chosen = g_strdup (self->rule_sets[selected - 1]);

  g_strfreev (self->rule_sets);
  self->rule_sets = ludo_stats_list_rules (self->stats);

  self->updating = TRUE;
  gtk_string_list_splice (self->rules_model, 0, n_old, NULL);
  gtk_string_list_append (self->rules_model, _("All rule sets"));
  for (guint i = 0; self->rule_sets[i] != NULL; i++)
    {
      g_autofree char *name = rule_set_name (self->rule_sets[i]);

      gtk_string_list_append (self->rules_model, name);
      if (g_strcmp0 (chosen, self->rule_sets[i]) == 0)
        new_selected = i + 1;
    }
  gtk_drop_down_set_selected (self->rules_dropdown, new_selected);
  self->updating = FALSE;
}

static void
stats_changed_cb (LudoStatsWindow *self)
{
  fill_rules (self);
  show_stats (self);
}

static void
rules_selected_cb (LudoStatsWindow *self)
{
  if (!self->updating)
    show_stats (self);
}

static void
confirm_reset_cb (LudoStatsWindow *self)
{
  g_autoptr(GError) error = NULL;

  gtk_menu_button_popdown (self->reset_button);
  if (!ludo_stats_reset (self->stats, &error))
    {
      g_autofree char *text =
        g_strdup_printf (_("The statistics could not be saved: %s"), error->message);

      gtk_label_set_text (self->error_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

static void
cancel_reset_cb (LudoStatsWindow *self)
{
  gtk_menu_button_popdown (self->reset_button);
}

static GtkWidget *
build_reset_popover (LudoStatsWindow *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *question = gtk_label_new (_("Forget the results of every game?"));
  GtkWidget *detail = gtk_label_new (_("This cannot be undone."));
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *confirm = gtk_button_new_with_mnemonic (_("_Reset"));

  gtk_widget_add_css_class (question, "heading");
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (question), 0);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_label_set_wrap (GTK_LABEL (question), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (question), 36);
  gtk_widget_add_css_class (confirm, "destructive-action");
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), confirm);
  gtk_box_append (GTK_BOX (box), question);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  /* The safe answer is the one Return gives. */
  gtk_popover_set_default_widget (GTK_POPOVER (popover), cancel);

  g_signal_connect_object (cancel, "clicked", G_CALLBACK (cancel_reset_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (confirm, "clicked", G_CALLBACK (confirm_reset_cb), self,
                           G_CONNECT_SWAPPED);
  self->confirm_button = GTK_BUTTON (confirm);
  return popover;
}

static void
build (LudoStatsWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *rules_label = gtk_label_new_with_mnemonic (_("_Rule set"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *places_heading = gtk_label_new (_("Places"));
  GtkWidget *table = gtk_grid_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Statistics"));
  gtk_window_set_titlebar (GTK_WINDOW (self), gtk_header_bar_new ());
  gtk_window_set_default_size (GTK_WINDOW (self), 720, 560);

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);

  self->rules_model = gtk_string_list_new (NULL);
  self->rules_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (self->rules_model),
                                                           NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (rules_label), GTK_WIDGET (self->rules_dropdown));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->rules_dropdown),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, rules_label, NULL,
                                  -1);
  gtk_box_append (GTK_BOX (top), rules_label);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->rules_dropdown));

  self->table = GTK_GRID (table);
  gtk_grid_set_column_spacing (self->table, 12);
  gtk_grid_set_row_spacing (self->table, 6);
  gtk_widget_add_css_class (table, "stats-table");

  self->chart = gtk_drawing_area_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Places of each player as bars: the longer the bar, "
                                    "the more games; the darker its part, the better the "
                                    "place"),
                                  -1);
  gtk_widget_add_css_class (places_heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (places_heading), 0);

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->content), table);
  gtk_box_append (GTK_BOX (self->content), places_heading);
  gtk_box_append (GTK_BOX (self->content), self->chart);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);

  self->empty_label = gtk_label_new (_("No games counted yet. Each finished game adds its "
                                       "places here; a game left for a new one counts as "
                                       "abandoned, not lost."));
  gtk_label_set_wrap (GTK_LABEL (self->empty_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->empty_label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_vexpand (self->empty_label, TRUE);
  gtk_widget_add_css_class (self->empty_label, "dim-label");

  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->error_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);

  self->reset_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_label (self->reset_button, _("Reset…"));
  gtk_menu_button_set_use_underline (self->reset_button, TRUE);
  gtk_menu_button_set_popover (self->reset_button, build_reset_popover (self));
  /* At the bottom of the window: the question opens above the button. */
  gtk_menu_button_set_direction (self->reset_button, GTK_ARROW_UP);
  gtk_widget_set_halign (GTK_WIDGET (self->reset_button), GTK_ALIGN_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->reset_button), TRUE);

  gtk_box_append (GTK_BOX (bottom), GTK_WIDGET (self->error_label));
  gtk_box_append (GTK_BOX (bottom), GTK_WIDGET (self->reset_button));
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), self->empty_label);
  gtk_box_append (GTK_BOX (box), bottom);
  gtk_window_set_child (GTK_WINDOW (self), box);

  g_signal_connect_object (self->rules_dropdown, "notify::selected",
                           G_CALLBACK (rules_selected_cb), self, G_CONNECT_SWAPPED);
}

static void
ludo_stats_window_dispose (GObject *object)
{
  LudoStatsWindow *self = (LudoStatsWindow *) object;

  if (self->stats != NULL)
    g_signal_handlers_disconnect_by_data (self->stats, self);
  g_clear_object (&self->stats);
  /* The dropdown owns its model. */
  self->rules_model = NULL;

  G_OBJECT_CLASS (ludo_stats_window_parent_class)->dispose (object);
}

static void
ludo_stats_window_finalize (GObject *object)
{
  LudoStatsWindow *self = (LudoStatsWindow *) object;

  g_clear_pointer (&self->rule_sets, g_strfreev);
  g_clear_pointer (&self->shown, g_array_unref);

  G_OBJECT_CLASS (ludo_stats_window_parent_class)->finalize (object);
}

static void
ludo_stats_window_class_init (LudoStatsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludo_stats_window_dispose;
  object_class->finalize = ludo_stats_window_finalize;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludo_stats_window_init (LudoStatsWindow *self)
{
  build (self);
}

/**
 * ludo_stats_window_new:
 * @parent: (nullable): the main window
 * @stats: the statistics to show; the window follows their changes
 *
 * Returns: (transfer none): a new #LudoStatsWindow, to present; GTK owns it
 */
LudoStatsWindow *
ludo_stats_window_new (GtkWindow *parent,
                       LudoStats *stats)
{
  LudoStatsWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (LUDO_IS_STATS (stats), NULL);

  self = g_object_new (LUDO_TYPE_STATS_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->stats = g_object_ref (stats);
  g_signal_connect_object (stats, "changed", G_CALLBACK (stats_changed_cb), self,
                           G_CONNECT_SWAPPED);
  stats_changed_cb (self);

  if (parent != NULL && gtk_window_get_application (parent) != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));

  return self;
}

LudoStats *
ludo_stats_window_get_stats (LudoStatsWindow *self)
{
  g_return_val_if_fail (LUDO_IS_STATS_WINDOW (self), NULL);

  return self->stats;
}

GtkGrid *
_ludo_stats_window_get_table (LudoStatsWindow *self)
{
  return self->table;
}

GtkDropDown *
_ludo_stats_window_get_rules_dropdown (LudoStatsWindow *self)
{
  return self->rules_dropdown;
}

GtkMenuButton *
_ludo_stats_window_get_reset_button (LudoStatsWindow *self)
{
  return self->reset_button;
}

GtkButton *
_ludo_stats_window_get_confirm_button (LudoStatsWindow *self)
{
  return self->confirm_button;
}

GtkWidget *
_ludo_stats_window_get_chart (LudoStatsWindow *self)
{
  return self->chart;
}
