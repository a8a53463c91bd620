/* test-rules-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>

#include "ludo-rules-window.h"

static const char * const row_names[] = {
  "Your pawns on one square",
  "Passing a blockade",
  "Stopping on a blockade",
  "Leaving base",
  "Your own pawns",
  "Home column",
  "Other options",
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

static void
test_table (void)
{
  LudoRulesWindow *window = ludo_rules_window_new (NULL, NULL);
  GtkGrid *grid = part (window, "rule_table");

  g_assert_cmpstr (cell_text (grid, 1, 0), ==, "Standard rules");
  g_assert_cmpstr (cell_text (grid, 2, 0), ==, "With blockades");
  for (guint i = 0; i < G_N_ELEMENTS (row_names); i++)
    {
      int row = (int) i + 1;

      g_assert_cmpstr (cell_text (grid, 0, row), ==, row_names[i]);
      /* Every rule has its say in both columns, and the two differ. */
      g_assert_cmpuint (strlen (cell_text (grid, 1, row)), >, 20);
      g_assert_cmpuint (strlen (cell_text (grid, 2, row)), >, 20);
      g_assert_cmpstr (cell_text (grid, 1, row), !=, cell_text (grid, 2, row));

      /* Long cells wrap rather than widen the window, and can be copied. */
      g_assert_true (gtk_label_get_wrap (GTK_LABEL (gtk_grid_get_child_at (grid, 2, row))));
      g_assert_true (gtk_label_get_selectable (GTK_LABEL (gtk_grid_get_child_at (grid, 2, row))));
    }
  g_assert_null (gtk_grid_get_child_at (grid, 0, G_N_ELEMENTS (row_names) + 1));
  g_assert_null (gtk_grid_get_child_at (grid, 3, 1));

  /* No game: no column is marked. */
  g_assert_null (ludo_rules_window_get_rules (window));
  g_assert_false (gtk_widget_get_visible (part (window, "current_options")));
  g_assert_false (gtk_widget_get_visible (part (window, "standard_this_game")));
  g_assert_false (gtk_widget_get_visible (part (window, "blockades_this_game")));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_current (const LudoRules *rules,
                const char      *expected)
{
  LudoRulesWindow *window = ludo_rules_window_new (NULL, rules);
  GtkGrid *grid = part (window, "rule_table");
  int marked = rules->blockades ? 2 : 1;
  int other = rules->blockades ? 1 : 2;

  g_assert_true (gtk_widget_get_visible (part (window, "current_options")));
  g_assert_cmpstr (gtk_label_get_text (part (window, "current_options")), ==, expected);
  g_assert_true (gtk_widget_get_visible (part (window, "blockades_this_game")) ==
                 (rules->blockades != 0));
  g_assert_true (gtk_widget_get_visible (part (window, "standard_this_game")) ==
                 (rules->blockades == 0));

  for (int row = 1; row <= (int) G_N_ELEMENTS (row_names); row++)
    {
      GtkWidget *in_force = gtk_grid_get_child_at (grid, marked, row);
      GtkWidget *not_in_force = gtk_grid_get_child_at (grid, other, row);

      g_assert_true (gtk_widget_has_css_class (in_force, "current"));
      g_assert_false (gtk_widget_has_css_class (not_in_force, "current"));
    }

  g_assert_nonnull (ludo_rules_window_get_rules (window));
  g_assert_true (ludo_rules_window_get_rules (window)->blockades == rules->blockades);
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
  assert_current (&(LudoRules) { 0 },
                  "This game plays by the standard rules, without house rules.");
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

  /* How to play, team play and Pachisi stacking each have their text. */
  g_assert_nonnull (strstr (text_under (content, "How to play"), "four pawns"));
  g_assert_nonnull (strstr (text_under (content, "Team play"), "partner"));
  g_assert_nonnull (strstr (text_under (content, "Pachisi stacking"), "stack"));

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
  g_test_add_func ("/ludo/rules-window/reading", test_reading);
  g_test_add_func ("/ludo/rules-window/transient", test_transient);

  return g_test_run ();
}
