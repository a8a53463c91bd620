/* ludo-application.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-application.h"

#include <glib/gi18n.h>

#include "ludo-bench.h"
#include "ludo-game.h"
#include "ludo-preferences-window.h"
#include "ludo-rules-window.h"
#include "ludo-stats-window.h"
#include "ludo-style-manager.h"
#include "ludo-window.h"

struct _LudoApplication
{
  GtkApplication    parent_instance;

  GSettings        *settings;
  LudoStyleManager *style_manager;
};

G_DEFINE_FINAL_TYPE (LudoApplication, ludo_application, GTK_TYPE_APPLICATION)

static LudoWindow *
get_main_window (LudoApplication *self)
{
  GtkWindow *active;

  g_assert (LUDO_IS_APPLICATION (self));

  active = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (LUDO_IS_WINDOW (active))
    return LUDO_WINDOW (active);

  /* The active window may be a transient one (the preferences or the
   * rules): the game window is then its parent, or any game window. */
  if (active != NULL && LUDO_IS_WINDOW (gtk_window_get_transient_for (active)))
    return LUDO_WINDOW (gtk_window_get_transient_for (active));

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (LUDO_IS_WINDOW (l->data))
      return LUDO_WINDOW (l->data);

  return NULL;
}

static LudoWindow *
ensure_main_window (LudoApplication *self)
{
  LudoWindow *window = get_main_window (self);

  if (window == NULL)
    window = ludo_window_new (self);

  return window;
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  LudoApplication *self = user_data;
  LudoWindow *window = ensure_main_window (self);

  gtk_window_present (GTK_WINDOW (window));
  ludo_window_request_new_game (window);
}

/* For a button that already says "New Game Now": asking again whether to
 * abandon the game in progress would make the player confirm twice. */
static void
start_new_game_action (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  LudoApplication *self = user_data;
  LudoWindow *window = ensure_main_window (self);

  gtk_window_present (GTK_WINDOW (window));
  ludo_window_start_new_game (window);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  LudoApplication *self = user_data;
  LudoWindow *window = ensure_main_window (self);
  LudoGame *game = ludo_window_get_game (window);
  LudoPreferencesWindow *prefs;

  if (game != NULL && ludo_game_get_phase (game) == LUDO_PHASE_OVER)
    game = NULL;

  prefs = ludo_preferences_window_new (GTK_WINDOW (window), game);
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
rules_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  LudoApplication *self = user_data;
  LudoWindow *window = ensure_main_window (self);
  LudoGame *game = ludo_window_get_game (window);
  LudoRulesWindow *rules;

  rules = ludo_rules_window_new (GTK_WINDOW (window),
                                 game != NULL ? ludo_game_get_rules (game) : NULL);
  gtk_window_present (GTK_WINDOW (rules));
}

static void
statistics_action (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  LudoApplication *self = user_data;
  LudoWindow *window = ensure_main_window (self);
  LudoStatsWindow *stats;

  stats = ludo_stats_window_new (GTK_WINDOW (window), ludo_window_get_stats (window));
  gtk_window_present (GTK_WINDOW (stats));
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  LudoApplication *self = user_data;
  /* The repository names nobody but "The Ludo authors": the list of
   * contributors is where the people are. */
  static const char *authors[] = {
    "The Ludo authors https://github.com/ludoboard/ludo/graphs/contributors", NULL
  };
  const char *issues[] = { NULL, NULL };
  g_autofree char *issue_link = NULL;
  GtkAboutDialog *about;

  /* Translators: the link's text in the About window; the address follows. */
  issue_link = g_strdup_printf ("%s %s", _("Report an issue"),
                                "https://github.com/ludoboard/ludo/issues");
  issues[0] = issue_link;

  about = GTK_ABOUT_DIALOG (gtk_about_dialog_new ());
  g_object_set (about,
                "transient-for", get_main_window (self),
                "modal", TRUE,
                "program-name", _("Ludo"),
                "title", _("About Ludo"),
                "logo-icon-name", APP_ID,
                "version", PACKAGE_VERSION,
                "comments", _("Race your four pawns around the board and home, "
                              "against friends or the computer, with optional "
                              "blockades, team play and Pachisi stacking."),
                "website", "https://github.com/ludoboard/ludo",
                "website-label", _("Website"),
                "copyright", _("© 2026 The Ludo authors"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "authors", authors,
                "artists", authors,
                /* Translators: put your names here, one per line; a name may be
                 * followed by an address (e-mail in <>, or a web page). */
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_about_dialog_add_credit_section (about, _("Problems and ideas"), issues);
  gtk_widget_add_css_class (GTK_WIDGET (about), "ludo-about");
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  LudoApplication *self = user_data;
  g_autoptr(GList) windows = NULL;

  /* Closing (rather than destroying) lets each game window remember its
   * size; the game itself is already saved after every move. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (GList *l = windows; l != NULL; l = l->next)
    if (LUDO_IS_WINDOW (l->data))
      gtk_window_close (GTK_WINDOW (l->data));

  g_application_quit (G_APPLICATION (self));
}

static const GActionEntry app_actions[] = {
  { "new-game", new_game_action },
  { "start-new-game", start_new_game_action },
  { "preferences", preferences_action },
  { "rules", rules_action },
  { "statistics", statistics_action },
  { "about", about_action },
  { "quit", quit_action },
};

static void
ludo_application_startup (GApplication *app)
{
  LudoApplication *self = LUDO_APPLICATION (app);
  static const char *new_game_accels[] = { "<Control>n", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *rules_accels[] = { "F1", NULL };
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *undo_accels[] = { "<Control>z", NULL };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  ludo_bench_mark ("startup");
  G_APPLICATION_CLASS (ludo_application_parent_class)->startup (app);
  ludo_bench_mark ("gtk-ready");

  /* GtkApplication (unlike libadwaita's) loads no style sheet by itself. */
  gtk_css_provider_load_from_resource (css, APP_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-game", new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.rules", rules_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.undo", undo_accels);

  gtk_window_set_default_icon_name (APP_ID);

  /* Before the first window, so that it opens in the right style. */
  self->settings = g_settings_new (APP_ID);
  self->style_manager = ludo_style_manager_new (self->settings,
                                                g_application_get_dbus_connection (app),
                                                gtk_settings_get_default ());
}

static void
ludo_application_activate (GApplication *app)
{
  LudoApplication *self = LUDO_APPLICATION (app);

  ludo_bench_mark ("activate");
  gtk_window_present (GTK_WINDOW (ensure_main_window (self)));
}

/* Answered in the calling process, before any window or display. */
static int
ludo_application_handle_local_options (GApplication *app,
                                       GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("ludo %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }

  return -1;
}

static void
ludo_application_dispose (GObject *object)
{
  LudoApplication *self = LUDO_APPLICATION (object);

  g_clear_object (&self->style_manager);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ludo_application_parent_class)->dispose (object);
}

static void
ludo_application_class_init (LudoApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ludo_application_dispose;
  app_class->handle_local_options = ludo_application_handle_local_options;
  app_class->startup = ludo_application_startup;
  app_class->activate = ludo_application_activate;
}

static void
ludo_application_init (LudoApplication *self)
{
  g_application_add_main_option (G_APPLICATION (self), "version", 'v', G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE, _("Show the version and quit"), NULL);
}

LudoApplication *
ludo_application_new (void)
{
  return g_object_new (LUDO_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", APP_PATH,
                       NULL);
}

/**
 * ludo_application_get_style_manager:
 * @self: the application
 *
 * Returns: (transfer none) (nullable): what decides light or dark, from
 *   startup on
 */
LudoStyleManager *
ludo_application_get_style_manager (LudoApplication *self)
{
  g_return_val_if_fail (LUDO_IS_APPLICATION (self), NULL);

  return self->style_manager;
}
