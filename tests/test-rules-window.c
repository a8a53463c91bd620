/* test-rules-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>

#include "ludo-rules-window.h"

/* The first column of each house rule's table, in the order of the
 * house-rule table. */
static const char * const row_names[LUDO_N_RULES][8] = {
  { "Your pawns on one square", "Passing a blockade", "Stopping on a blockade", "Leaving base",
    "Your own pawns", "Home column", "With other house rules", NULL },
  { "Players", "Your partner’s pawns", "Sharing a square", "All your pawns home", "Winning",
    NULL },
  { "Your pawns on one square", "Moving", "Home column", "Stopping on a stack", NULL },
  { "Safe squares", "Stopping on opponents", "Leaving base", "Your own pawns", NULL },
};

static const char * const with_headings[LUDO_N_RULES] = {
  "With blockades", "With team play", "With Pachisi stacking", "With safe squares",
};

static gpointer
part (LudoRulesWindow *window,
      const char      *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (window),
                                                   LUDO_TYPE_RULES_WINDOW, name);

  g_assert_nonnull (object);
  return object;
}

/* The text of a table cell: a label, or the first label in a box. */
static const char *
cell_text (GtkGrid *grid,
           int      column,
           int      row)
{
  GtkWidget *cell = gtk_grid_get_child_at (grid, column, row);

  g_assert_nonnull (cell);
  if (!GTK_IS_LABEL (cell))
    cell = gtk_widget_get_first_child (cell);
  g_assert_true (GTK_IS_LABEL (cell));

  return gtk_label_get_text (GTK_LABEL (cell));
}

static guint
n_rows (guint rule)
{
  guint n = 0;

  while (row_names[rule][n] != NULL)
    n++;
  return n;
}

/* Every house rule has a table: the standard game beside the rule, a row
 * for each thing the rule changes. */
static void
test_table (void)
{
  LudoRulesWindow *window = ludo_rules_window_new (NULL, NULL);

  for (guint rule = 0; rule < LUDO_N_RULES; rule++)
    {
      GtkGrid *grid = _ludo_rules_window_get_table (window, rule);
      GtkWidget *section = gtk_widget_get_parent (GTK_WIDGET (grid));
      GtkWidget *title = gtk_widget_get_first_child (section);

      /* Named as in the preferences. */
      g_assert_true (GTK_IS_LABEL (title));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, ludo_rule_info (rule)->name);
      g_assert_cmpstr (cell_text (grid, 1, 0), ==, "Standard rules");
      g_assert_cmpstr (cell_text (grid, 2, 0), ==, with_headings[rule]);

      for (guint i = 0; i < n_rows (rule); i++)
        {
          int row = (int) i + 1;

          g_assert_cmpstr (cell_text (grid, 0, row), ==, row_names[rule][i]);
          /* Every row has its say in both columns, and the two differ. */
          g_assert_cmpuint (strlen (cell_text (grid, 1, row)), >, 15);
          g_assert_cmpuint (strlen (cell_text (grid, 2, row)), >, 15);
          g_assert_cmpstr (cell_text (grid, 1, row), !=, cell_text (grid, 2, row));

          /* Long cells wrap rather than widen the window, and can be copied. */
          for (int c = 0; c <= 2; c++)
            {
              GtkLabel *cell = GTK_LABEL (gtk_grid_get_child_at (grid, c, row));

              g_assert_true (gtk_label_get_wrap (cell));
              g_assert_true (gtk_label_get_selectable (cell));
            }
        }
      g_assert_null (gtk_grid_get_child_at (grid, 0, n_rows (rule) + 1));
      g_assert_null (gtk_grid_get_child_at (grid, 3, 1));

      /* No game: no column is marked. */
      for (int c = 1; c <= 2; c++)
        {
          g_assert_false (gtk_widget_get_visible (_ludo_rules_window_get_table_mark (window,
                                                                                   rule, c)));
          for (guint row = 1; row <= n_rows (rule); row++)
            g_assert_false (gtk_widget_has_css_class (gtk_grid_get_child_at (grid, c, row),
                                                      "current"));
        }
    }

  g_assert_null (ludo_rules_window_get_rules (window));
  g_assert_false (gtk_widget_get_visible (part (window, "current_options")));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* In each table exactly the column of the game in play is marked: its
 * caption shows and all its cells stand out, the other column's not. */
static void
assert_marked (LudoRulesWindow *window,
               const LudoRules *rules)
{
  LudoRuleFlags flags = ludo_rules_get_flags (rules);

  for (guint rule = 0; rule < LUDO_N_RULES; rule++)
    {
      GtkGrid *grid = _ludo_rules_window_get_table (window, rule);
      int marked = (flags & ludo_rule_info (rule)->flag) ? 2 : 1;

      for (int c = 1; c <= 2; c++)
        {
          GtkWidget *mark = _ludo_rules_window_get_table_mark (window, rule, c);

          g_assert_true (gtk_widget_get_visible (mark) == (c == marked));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (mark)), ==, "This game");
          for (guint row = 1; row <= n_rows (rule); row++)
            g_assert_true (gtk_widget_has_css_class (gtk_grid_get_child_at (grid, c, row),
                                                     "current") == (c == marked));
        }
    }
}

static void
assert_current (const LudoRules *rules,
                const char      *expected)
{
  LudoRulesWindow *window = ludo_rules_window_new (NULL, rules);

  g_assert_true (gtk_widget_get_visible (part (window, "current_options")));
  g_assert_cmpstr (gtk_label_get_text (part (window, "current_options")), ==, expected);
  assert_marked (window, rules);

  g_assert_nonnull (ludo_rules_window_get_rules (window));
  g_assert_cmpuint (ludo_rules_get_flags (ludo_rules_window_get_rules (window)), ==,
                    ludo_rules_get_flags (rules));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_current_options (void)
{
  /* The rules in force, named as in the preferences, in the table's order. */
  assert_current (&(LudoRules) { .blockades = 1 }, "House rules of this game: Blockades.");
  assert_current (&(LudoRules) { .team = 1, .pachisi = 1 },
                  "House rules of this game: Team play, Pachisi stacking.");
  assert_current (&(LudoRules) { .safe = 1, .blockades = 1 },
                  "House rules of this game: Blockades, Safe squares.");
  /* Pachisi stacking alone marks the standard column of blockades, whose
   * cells must not deny the stacks (issue 23). */
  assert_current (&(LudoRules) { .pachisi = 1 }, "House rules of this game: Pachisi stacking.");
  assert_current (&(LudoRules) { 0 },
                  "This game plays by the standard rules, without house rules.");
}

/* All sixteen combinations of the four house rules, each marking exactly
 * the rules in play. */
static void
test_every_combination (void)
{
  G_STATIC_ASSERT (LUDO_N_RULES == 4);

  for (guint combination = 0; combination < (1u << LUDO_N_RULES); combination++)
    {
      LudoRules rules = {
        .blockades = (combination & LUDO_RULE_BLOCKADES) != 0,
        .team = (combination & LUDO_RULE_TEAM) != 0,
        .pachisi = (combination & LUDO_RULE_PACHISI) != 0,
        .safe = (combination & LUDO_RULE_SAFE) != 0,
      };
      LudoRulesWindow *window = ludo_rules_window_new (NULL, &rules);

      g_assert_cmpuint (ludo_rules_get_flags (&rules), ==, combination);
      assert_marked (window, &rules);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* With Pachisi stacking alone, the blockades table's column in force (the
 * standard one) lets your pawns share a square as a stack, rather than
 * say they never share one (issue 23). */
static void
test_no_contradiction (void)
{
  const LudoRules pachisi = { .pachisi = 1 };
  LudoRulesWindow *window = ludo_rules_window_new (NULL, &pachisi);
  GtkGrid *grid = _ludo_rules_window_get_table (window, ludo_rule_index (LUDO_RULE_BLOCKADES));
  GtkWidget *cell = gtk_grid_get_child_at (grid, 1, 1);

  g_assert_cmpstr (cell_text (grid, 0, 1), ==, "Your pawns on one square");
  g_assert_true (gtk_widget_has_css_class (cell, "current"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (cell)), "Pachisi stack"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
has_focusable_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_selectable (GTK_LABEL (widget)) &&
      gtk_widget_get_focusable (widget))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (has_focusable_text (child))
        return TRUE;
    }

  return FALSE;
}

/* The label after the one that reads @heading, in the same box. */
static const char *
text_under (GtkWidget  *box,
            const char *heading)
{
  for (GtkWidget *child = gtk_widget_get_first_child (box);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && g_str_equal (gtk_label_get_text (GTK_LABEL (child)), heading))
        {
          GtkWidget *next = gtk_widget_get_next_sibling (child);

          g_assert_true (GTK_IS_LABEL (next));
          return gtk_label_get_text (GTK_LABEL (next));
        }
    }

  g_assert_not_reached ();
  return NULL;
}

static void
test_reading (void)
{
  LudoRulesWindow *window = ludo_rules_window_new (NULL, NULL);
  GtkWidget *scrolled = gtk_window_get_child (GTK_WINDOW (window));
  GtkWidget *viewport;
  GtkWidget *content;
  GtkPolicyType hpolicy;
  GtkPolicyType vpolicy;

  /* The text scrolls, and the keyboard can move through it. */
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scrolled));
  gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (scrolled), &hpolicy, &vpolicy);
  g_assert_cmpint (hpolicy, ==, GTK_POLICY_NEVER);
  g_assert_cmpint (vpolicy, !=, GTK_POLICY_NEVER);
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (GTK_IS_VIEWPORT (viewport));
  g_assert_true (gtk_viewport_get_scroll_to_focus (GTK_VIEWPORT (viewport)));
  /* The text has the first focus, so Page Down scrolls at once. */
  g_assert_true (gtk_widget_get_focusable (viewport));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == viewport);
  content = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  g_assert_true (has_focusable_text (content));

  /* How to play has its text; the house rules theirs in the tables. */
  g_assert_nonnull (strstr (text_under (content, "How to play"), "four pawns"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_transient (void)
{
  GtkWidget *parent = gtk_window_new ();
  LudoRulesWindow *window = ludo_rules_window_new (GTK_WINDOW (parent), NULL);

  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (window)) == GTK_WINDOW (parent));
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (parent));
}

static void
no_display (void)
{
  g_test_skip ("no display");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ludo/rules-window/no-display", no_display);
      return g_test_run ();
    }

  g_test_add_func ("/ludo/rules-window/table", test_table);
  g_test_add_func ("/ludo/rules-window/current-options", test_current_options);
  g_test_add_func ("/ludo/rules-window/every-combination", test_every_combination);
  g_test_add_func ("/ludo/rules-window/no-contradiction", test_no_contradiction);
  g_test_add_func ("/ludo/rules-window/reading", test_reading);
  g_test_add_func ("/ludo/rules-window/transient", test_transient);

  return g_test_run ();
}
