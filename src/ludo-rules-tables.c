/* ludo-rules-tables.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-rules-tables.h"

#include <glib/gi18n.h>

/* What each house rule changes, beside the standard game (docs/rules.md,
 * sections 3 to 5a). Every cell must stay true whatever the other house
 * rules are, since each table marks its own column as the one in play:
 * where rules meet, the cell says so. */

#define MAX_ROWS 7

typedef struct
{
  const char *aspect;
  const char *standard;
  const char *with_rule;
} Row;

typedef struct
{
  LudoRuleFlags flag;
  const char   *with_heading;
  Row           rows[MAX_ROWS];
} Table;

static const Table tables[LUDO_N_RULES] = {
  {
    LUDO_RULE_BLOCKADES,
    /* Translators: the heading of a column of the rules window's tables */
    N_("With blockades"),
    {
      { N_("Your pawns on one square"),
        N_("No wall: without blockades your pawns share a square only as a Pachisi stack."),
        N_("Allowed: two or more of your pawns on a square of the track make a blockade.") },
      { N_("Passing a blockade"),
        N_("There are no blockades: a pawn may pass over any square."),
        N_("Opponents cannot pass your blockade; a move that would go through it cannot be made.") },
      { N_("Stopping on a blockade"),
        N_("There are no blockades: a pawn may stop on a square held by opponents."),
        N_("Opponents cannot stop on your blockade, so its pawns are safe from capture.") },
      { N_("Leaving base"),
        N_("A 6 brings one of your pawns out onto your start square."),
        N_("The same, except while an opponent’s blockade stands on your start square.") },
      { N_("Your own pawns"),
        N_("Your pawns pass one another freely."),
        N_("Your pawns pass your own blockades freely and may join them.") },
      { N_("Home column"),
        N_("One pawn per square, and no jumping over your own pawns."),
        N_("Unchanged: blockades form only on the track.") },
      { N_("With other house rules"),
        N_("Team play, Pachisi stacking and safe squares make no walls."),
        N_("In team play your partner may pass and stop on your blockades. With Pachisi stacking, your stacks are blockades. On a safe square a blockade is a wall like any other.") },
    },
  },
  {
    LUDO_RULE_TEAM,
    /* Translators: the heading of a column of the rules window's tables */
    N_("With team play"),
    {
      { N_("Players"),
        N_("Everyone plays alone; two to four players."),
        N_("Red and yellow play together against green and blue; all four seats are taken.") },
      { N_("Your partner’s pawns"),
        N_("Every other colour is an opponent."),
        N_("Partners never capture each other: a pawn may stop on its partner’s pawns and pass its partner’s blockades.") },
      { N_("Sharing a square"),
        N_("Pawns of different players never share a square, except on a safe square."),
        N_("Partners’ pawns may share a square but form no blockade: an opponent that stops there captures them all, except on a safe square.") },
      { N_("All your pawns home"),
        N_("You have finished; the others play on for the places."),
        N_("You keep rolling and move your partner’s pawns.") },
      { N_("Winning"),
        N_("The first player with all four pawns home wins."),
        N_("The first team with all eight pawns home wins.") },
    },
  },
  {
    LUDO_RULE_PACHISI,
    /* Translators: the heading of a column of the rules window's tables */
    N_("With Pachisi stacking"),
    {
      { N_("Your pawns on one square"),
        N_("Only with blockades on, and then they form a blockade."),
        N_("Allowed anywhere on the track, as in Pachisi, the Indian game that Ludo comes from: they form a stack.") },
      { N_("Moving"),
        N_("Each roll moves one pawn."),
        N_("A roll moves either one pawn of a stack or the whole stack to the same square.") },
      { N_("Home column"),
        N_("One pawn per square."),
        N_("A stack may go home together but never stops in the home column.") },
      { N_("Stopping on a stack"),
        N_("An opponent captures at most one of your pawns at a time."),
        N_("Without blockades a stack is no wall: opponents pass it, and one that stops on it captures the whole stack, except on a safe square. With blockades a stack is a blockade, even while it moves.") },
    },
  },
  {
    LUDO_RULE_SAFE,
    /* Translators: the heading of a column of the rules window's tables */
    N_("With safe squares"),
    {
      { N_("Safe squares"),
        N_("None: a pawn can be captured on any square of the track."),
        N_("Every start square and the square eight ahead of it, each marked with a star on the board.") },
      { N_("Stopping on opponents"),
        N_("A pawn that stops on an opponent’s pawns captures them and sends them back to base."),
        N_("The same, except on a safe square: nothing is captured there, and the pawns stand side by side.") },
      { N_("Leaving base"),
        N_("A pawn coming out captures the opponents’ pawns on your start square."),
        N_("Opponents on your start square are safe: your pawn comes out beside them.") },
      { N_("Your own pawns"),
        N_("Two of your pawns share a square only with blockades or Pachisi stacking."),
        N_("Unchanged, on safe squares too.") },
    },
  },
};

static GtkWidget *
cell_new (const char *text,
          gboolean    heading,
          int         column)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "rule-cell");
  if (heading)
    gtk_widget_add_css_class (label, "heading");

  /* Narrow names, two wide columns that wrap rather than widen the
   * window, in any language. */
  if (column == 0)
    {
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
      gtk_label_set_width_chars (GTK_LABEL (label), 10);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
    }
  else
    {
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (GTK_LABEL (label), 14);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_set_hexpand (label, TRUE);
    }

  return label;
}

/* A column's heading, with the caption that marks it as this game's. */
static GtkWidget *
column_heading_new (const char  *text,
                    GtkWidget  **mark)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = cell_new (text, TRUE, 1);

  gtk_box_append (GTK_BOX (box), label);
  /* Translators: marks the column of the rules that the current game uses */
  *mark = gtk_label_new (_("This game"));
  gtk_label_set_xalign (GTK_LABEL (*mark), 0);
  gtk_widget_set_margin_start (*mark, 8);
  gtk_widget_add_css_class (*mark, "caption");
  gtk_widget_set_visible (*mark, FALSE);
  gtk_box_append (GTK_BOX (box), *mark);
  gtk_widget_set_hexpand (box, TRUE);

  return box;
}

/**
 * ludo_rules_table_build:
 * @rule: a row of the house-rule table
 * @names: the size group of the first column, the same in every table so
 *   that the tables line up
 * @table: (out caller-allocates): the widgets made
 *
 * Makes the rule's section: its name, as in the preferences, over a
 * table of what it changes. No column is marked.
 */
void
ludo_rules_table_build (guint           rule,
                        GtkSizeGroup   *names,
                        LudoRulesTable *table)
{
  const Table *t;
  const LudoRuleInfo *info;
  GtkWidget *title;
  GtkWidget *grid;
  GtkWidget *headings[2];

  g_return_if_fail (rule < LUDO_N_RULES);

  t = &tables[rule];
  info = ludo_rule_info (rule);
  g_assert (t->flag == info->flag);

  table->section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (table->section, 12);
  title = gtk_label_new (_(info->name));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_selectable (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-4");
  gtk_box_append (GTK_BOX (table->section), title);

  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 10);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  /* Translators: the heading of the first column of the rule table */
  gtk_grid_attach (GTK_GRID (grid), cell_new (_("Rule"), TRUE, 0), 0, 0, 1, 1);
  gtk_size_group_add_widget (names, gtk_grid_get_child_at (GTK_GRID (grid), 0, 0));
  headings[0] = column_heading_new (_("Standard rules"), &table->marks[0]);
  headings[1] = column_heading_new (_(t->with_heading), &table->marks[1]);
  gtk_grid_attach (GTK_GRID (grid), headings[0], 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), headings[1], 2, 0, 1, 1);

  table->n_rows = 0;
  for (guint r = 0; r < MAX_ROWS && t->rows[r].aspect != NULL; r++)
    {
      GtkWidget *name = cell_new (_(t->rows[r].aspect), TRUE, 0);

      gtk_size_group_add_widget (names, name);
      gtk_grid_attach (GTK_GRID (grid), name, 0, r + 1, 1, 1);
      for (int c = 0; c < 2; c++)
        {
          GtkWidget *cell = cell_new (_(c == 0 ? t->rows[r].standard : t->rows[r].with_rule),
                                      FALSE, c + 1);
          g_autofree char *where = g_strdup_printf ("%s, %s", _(t->rows[r].aspect),
                                                    c == 0 ? _("Standard rules")
                                                           : _(t->with_heading));

          /* GTK 4.8 has no table roles for a grid, and reads no
           * described-by: a screen reader hears a cell's row and column in
           * its description. The relation says the same for newer GTK. */
          gtk_accessible_update_relation (GTK_ACCESSIBLE (cell),
                                          GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                          name, gtk_widget_get_first_child (headings[c]), NULL,
                                          -1);
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, where,
                                          -1);
          gtk_grid_attach (GTK_GRID (grid), cell, c + 1, r + 1, 1, 1);
        }
      table->n_rows++;
    }

  table->grid = GTK_GRID (grid);
  gtk_box_append (GTK_BOX (table->section), grid);
}

/**
 * ludo_rules_table_mark:
 * @table: a built table
 * @column: 1 for the standard game, 2 for the rule, 0 for none
 *
 * Marks the column the game in play follows: its cells stand out
 * (style.css) and its heading says "This game".
 */
void
ludo_rules_table_mark (LudoRulesTable *table,
                       int             column)
{
  for (int c = 1; c <= 2; c++)
    {
      gtk_widget_set_visible (table->marks[c - 1], c == column);
      for (guint row = 1; row <= table->n_rows; row++)
        {
          GtkWidget *cell = gtk_grid_get_child_at (table->grid, c, row);

          if (c == column)
            gtk_widget_add_css_class (cell, "current");
          else
            gtk_widget_remove_css_class (cell, "current");
        }
    }
}
