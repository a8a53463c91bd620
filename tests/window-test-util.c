/* window-test-util.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window tests share: the real application and its window, a
 * saved game to resume, and the ways a player reaches the game (the Roll
 * button, clicks on the board). */

#include "config.h"

#include "window-test-util.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "game-test-util.h"
#include "ludo-board-private.h"

void
reset_settings (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

void
iterate (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  static guint n_apps;
  g_autoptr(GError) error = NULL;
  g_autofree char *app_id = NULL;

  fixture->settings = g_settings_new (APP_ID);
  reset_settings (fixture->settings);

  /* Games in these tests are fast: no animation and no computer delay. */
  g_settings_set_string (fixture->settings, "animation-speed", "off");
  /* The tests make every move themselves, even the only one. */
  g_settings_set_boolean (fixture->settings, "auto-move", FALSE);
  for (guint c = 0; c < 4; c++)
    {
      static const char * const levels[] = { "level-red", "level-green", "level-yellow",
                                              "level-blue" };
      g_settings_set_string (fixture->settings, levels[c], "easy");
    }

  /* With a session bus, each application exports itself under its id:
   * every test gets its own id so that the next test can register. */
  fixture->app = ludo_application_new ();
  app_id = g_strdup_printf ("%s.Test%u", APP_ID, ++n_apps);
  g_application_set_application_id (G_APPLICATION (fixture->app), app_id);
  g_application_set_flags (G_APPLICATION (fixture->app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (fixture->app), NULL, &error));
  g_assert_no_error (error);
}

void
open_window (Fixture *fixture)
{
  GtkWindow *active;

  g_application_activate (G_APPLICATION (fixture->app));
  active = gtk_application_get_active_window (GTK_APPLICATION (fixture->app));
  g_assert_true (LUDO_IS_WINDOW (active));
  fixture->window = LUDO_WINDOW (active);

  /* Until the board has a size, it has no squares to click. */
  while (gtk_widget_get_width (GTK_WIDGET (_ludo_window_get_board (fixture->window))) == 0)
    g_main_context_iteration (NULL, TRUE);
  iterate ();
}

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  /* Nothing keeps the window (and with it its game) alive. */
  if (fixture->window != NULL)
    {
      LudoGame *game = ludo_window_get_game (fixture->window);

      g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &game);
      g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      iterate ();
      g_assert_null (fixture->window);
      g_assert_null (game);
    }
  iterate ();

  g_clear_object (&fixture->app);
  g_clear_object (&fixture->settings);
}

/* The first widget under @root, in tree order, that passes @test. */
GtkWidget *
find_widget (GtkWidget  *root,
             WidgetTest  test,
             const char *text)
{
  if (test (root, text))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, test, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

gboolean
is_button_labelled (GtkWidget  *widget,
                    const char *label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  return find_widget (root, is_button_labelled, label);
}

GtkWidget *
roll_button (Fixture *fixture)
{
  GtkWidget *button = find_button (GTK_WIDGET (fixture->window), _("_Roll"));

  g_assert_nonnull (button);
  return button;
}

void
click_move (Fixture        *fixture,
            const LudoMove *move)
{
  LudoBoard *board = _ludo_window_get_board (fixture->window);
  graphene_rect_t rect;

  g_assert_true (_ludo_board_get_place_rect (board, move->colour, move->from, &rect));
  _ludo_board_click (board,
                     rect.origin.x + rect.size.width / 2,
                     rect.origin.y + rect.size.height / 2);
}

/* Leaves a game at @position for the next window to resume. */
void
save_game_with_rules (const char     *rules_text,
                      const char     *position,
                      const LudoSeat *seats)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ludo_game_get_default_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(LudoGame) saved = game_at_position (rules_text, seats, position, 99);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (ludo_game_save (saved, path, &error));
  g_assert_no_error (error);
}

void
save_game_at (const char     *position,
              const LudoSeat *seats)
{
  save_game_with_rules ("", position, seats);
}

/* The isolated XDG folders hide the system's MIME database, without which
 * GdkPixbuf cannot tell that the app icon is an SVG. The list is kept in
 * the environment because the Greek test's child process starts with the
 * isolated folders already in place. */
void
keep_system_mime_database (void)
{
  g_auto(GStrv) dirs = NULL;

  if (g_getenv ("LUDO_TEST_MIME_DIRS") == NULL)
    {
      const char * const *data_dirs = g_get_system_data_dirs ();
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; data_dirs[i] != NULL; i++)
        {
          g_autofree char *dir = g_build_filename (data_dirs[i], "mime", NULL);

          if (list->len > 0)
            g_string_append (list, G_SEARCHPATH_SEPARATOR_S);
          g_string_append (list, dir);
        }
      g_setenv ("LUDO_TEST_MIME_DIRS", list->str, TRUE);
    }

  dirs = g_strsplit (g_getenv ("LUDO_TEST_MIME_DIRS"), G_SEARCHPATH_SEPARATOR_S, -1);
  g_content_type_set_mime_dirs ((const char * const *) dirs);
}

/* Chooses the language before anything is translated: Greek in a child
 * started to run the tests whose path starts with @greek_path (as "-p PATH"
 * or "-p=PATH"), the environment's otherwise. The translations come from
 * LUDO_LOCALEDIR when it is set (the build's), else the installed ones. */
void
set_up_language (int          argc,
                 char       **argv,
                 const char  *greek_path)
{
  const char *localedir = g_getenv ("LUDO_LOCALEDIR");
  g_autofree char *option = g_strconcat ("-p=", greek_path, NULL);

  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], option)
        || (g_str_equal (argv[i], "-p") && i + 1 < argc
            && g_str_has_prefix (argv[i + 1], greek_path)))
      {
        g_setenv ("LANGUAGE", "el", TRUE);
        g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      }

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

static void
no_display (void)
{
  g_test_skip ("no display");
}

/* Starts the tests and GTK. Without a display it adds only
 * @no_display_path, a test that skips, and returns %FALSE: the caller then
 * runs just that with g_test_run(). */
gboolean
init_window_tests (int          *argc,
                   char       ***argv,
                   const char   *no_display_path)
{
  keep_system_mime_database ();
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (gtk_init_check ())
    return TRUE;

  g_test_add_func (no_display_path, no_display);
  return FALSE;
}
