/* test-greek.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "ludo-preferences-window.h"
#include "ludo-rules-window.h"
#include "ludo-stats-window.h"

/* The preferences and the rules window in Greek, as a Greek desktop starts
 * the app (LANGUAGE=el, set by tests/meson.build): every text they show,
 * labels and dropdown items alike, must be in Greek letters. */

static gboolean
has_letters (const char *text,
             gboolean    greek)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_isalpha (c))
        continue;
      if (!greek)
        return TRUE;
      if ((c >= 0x0370 && c <= 0x03ff) || (c >= 0x1f00 && c <= 0x1fff))
        return TRUE;
    }

  return FALSE;
}

static void
assert_greek (const char *what,
              const char *text,
              guint      *n_checked)
{
  if (text == NULL || !has_letters (text, FALSE))
    return;

  if (!has_letters (text, TRUE))
    g_error ("%s is not translated into Greek: “%s”", what, text);

  (*n_checked)++;
}

static void
check_widget (GtkWidget *widget,
              guint     *n_checked)
{
  if (GTK_IS_LABEL (widget))
    assert_greek ("a label", gtk_label_get_text (GTK_LABEL (widget)), n_checked);

  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    assert_greek ("a button", gtk_button_get_label (GTK_BUTTON (widget)), n_checked);

  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

      for (guint i = 0; GTK_IS_STRING_LIST (model) && i < g_list_model_get_n_items (model); i++)
        assert_greek ("a dropdown item",
                      gtk_string_list_get_string (GTK_STRING_LIST (model), i), n_checked);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_widget (child, n_checked);
}

static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  LudoPreferencesWindow *window;
  guint n_checked = 0;

  /* Show the messages too: team play turned off, and a game's banner. */
  g_settings_set_boolean (settings, "team-play", TRUE);
  g_settings_set_string (settings, "seat-blue", "empty");

  window = ludo_preferences_window_new (NULL, NULL);
  assert_greek ("the title", gtk_window_get_title (GTK_WINDOW (window)), &n_checked);
  check_widget (GTK_WIDGET (window), &n_checked);
  g_assert_cmpuint (n_checked, >, 40);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_rules (void)
{
  LudoRulesWindow *window;
  guint n_checked = 0;

  window = ludo_rules_window_new (NULL, &(LudoRules) { .blockades = 1, .pachisi = 1 });
  assert_greek ("the title", gtk_window_get_title (GTK_WINDOW (window)), &n_checked);
  check_widget (GTK_WIDGET (window), &n_checked);
  g_assert_cmpuint (n_checked, >, 25);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_statistics (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *game_path = g_build_filename (g_get_user_data_dir (), "over.ini", NULL);
  g_autofree char *stats_path = g_build_filename (g_get_user_data_dir (), "stats.ini", NULL);
  g_autoptr(LudoStats) stats = ludo_stats_new (stats_path);
  g_autoptr(LudoGame) game = NULL;
  LudoStatsWindow *window;
  guint n_checked = 0;

  /* A finished game of a person with a Greek name against the three
   * computer levels, with blockades. */
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (game_path,
                                      "[Ludo]\nformat-version=1\nrules=blockades\n"
                                      "seat-red=human\nseat-green=computer-medium\n"
                                      "seat-yellow=computer-easy\nseat-blue=computer-hard\n"
                                      "name-red=Μαρία\nseed=1\ndraws=412\n"
                                      "position=-:57,57,57,57/57,57,57,57/30,44,52,57/"
                                      "57,57,57,57\nranking=r,b,g,y\nphase=over\nroll=0\n"
                                      "last-roll=3\nlast-move=g:54-57\n", -1, &error));
  game = ludo_game_load (game_path, &error);
  g_assert_no_error (error);
  g_assert_true (ludo_stats_record_game (stats, game, &error));
  g_assert_no_error (error);

  window = ludo_stats_window_new (NULL, stats);
  assert_greek ("the title", gtk_window_get_title (GTK_WINDOW (window)), &n_checked);
  check_widget (GTK_WIDGET (window), &n_checked);
  g_assert_cmpuint (n_checked, >, 15);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The sentences that take a player's name, which can be any name: no
 * article or case ending in front of it may guess its gender. */
static void
test_names_need_no_article (void)
{
  static const char * const sentences[] = {
    "%s rolled a %u", "%s rolled %u", "%s won!", "%s and %s won!",
    "Team play: %s and %s brought all eight pawns home first.",
    "%s cannot move with a %u", "%s cannot move with a %u: a 6 is needed to leave base",
    "%s cannot move with a %u: home needs an exact roll",
    "%s cannot move with a %u: a %s blockade is in the way",
    "%s cannot move with a %u: a %s blockade stands on its start square",
    "%s cannot move with a %u: a %s blockade stands on the %s start square",
    "%s rolled a 6 and rolls again (Space)", "%s to roll (Space)",
    "%s rolled a %u: bring a pawn out of base", "%s rolled a %u: one pawn can move",
    "%s rolled a %u: choose a pawn to move", "%s rolled a %u: move one of the %s pawns",
    "%s is playing…", "%s captured your pawn", "%s captured a %s pawn",
    "%s has brought all four pawns home",
    "Your pawn is on a safe square: %s cannot capture it",
  };
  static const char * const articles[] = {
    "ο ", "η ", "το ", "τον ", "την ", "του ", "της ", "οι ", "τους ",
  };

  for (guint i = 0; i < G_N_ELEMENTS (sentences); i++)
    {
      g_autofree char *lower = NULL;
      const char *greek = _(sentences[i]);

      g_assert_true (has_letters (greek, TRUE));
      lower = g_utf8_strdown (greek, -1);
      for (guint a = 0; a < G_N_ELEMENTS (articles); a++)
        {
          g_autofree char *before_name = g_strconcat (articles[a], "%s", NULL);
          const char *found = strstr (lower, before_name);

          /* "ένα %s φράγμα" names a colour, not a player: only the
           * player's %s, the first, counts. */
          if (found != NULL && found + strlen (articles[a]) == strstr (lower, "%s"))
            g_error ("“%s” puts an article before a player's name: “%s”", sentences[i], greek);
        }
    }
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
  const char *localedir = g_getenv ("LUDO_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  /* Without the catalogue every check below would fail for the wrong
   * reason: say so plainly. */
  if (!has_letters (_("Preferences"), TRUE))
    g_error ("The Greek catalogue is not loaded (LANGUAGE=%s, LUDO_LOCALEDIR=%s)",
             g_getenv ("LANGUAGE"), localedir);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ludo/greek/no-display", no_display);
      return g_test_run ();
    }

  g_test_add_func ("/ludo/greek/preferences", test_preferences);
  g_test_add_func ("/ludo/greek/rules", test_rules);
  g_test_add_func ("/ludo/greek/statistics", test_statistics);
  g_test_add_func ("/ludo/greek/names-need-no-article", test_names_need_no_article);

  return g_test_run ();
}
