/* test-style.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Light and dark: the style manager against a stand-in Settings portal on a
 * private session bus (GTestDBus), then the real application and its board.
 * The stand-in runs in a thread of its own with its own connection, as the
 * real portal is another process: the style manager waits for its answer
 * at start. Every wait below is for a change to arrive, never a time. */

#include "config.h"

#include <gtk/gtk.h>

#include "ludo-application.h"
#include "ludo-board.h"
#include "ludo-style-manager.h"
#include "ludo-window-private.h"
#include "ludo-window.h"
#include "window-test-util.h"

static const char portal_xml[] =
  "<node>"
  "  <interface name='org.freedesktop.portal.Settings'>"
  "    <method name='ReadOne'>"
  "      <arg type='s' name='namespace' direction='in'/>"
  "      <arg type='s' name='key' direction='in'/>"
  "      <arg type='v' name='value' direction='out'/>"
  "    </method>"
  "    <method name='Read'>"
  "      <arg type='s' name='namespace' direction='in'/>"
  "      <arg type='s' name='key' direction='in'/>"
  "      <arg type='v' name='value' direction='out'/>"
  "    </method>"
  "    <signal name='SettingChanged'>"
  "      <arg type='s' name='namespace'/>"
  "      <arg type='s' name='key'/>"
  "      <arg type='v' name='value'/>"
  "    </signal>"
  "  </interface>"
  "</node>";

typedef struct
{
  GThread         *thread;
  GMainContext    *context;
  GMainLoop       *loop;
  GDBusConnection *bus;
  GMutex           lock;
  GCond            ready_cond;
  gboolean         ready;
  /* Like portals before version 2: Read() only. */
  gboolean         old;
  guint            scheme;
  guint            reads;
} Portal;

static void
portal_method_cb (GDBusConnection       *bus,
                  const char            *sender,
                  const char            *path,
                  const char            *interface,
                  const char            *method,
                  GVariant              *parameters,
                  GDBusMethodInvocation *invocation,
                  gpointer               user_data)
{
  Portal *portal = user_data;
  const char *namespace, *key;
  GVariant *value;

  if (portal->old && g_str_equal (method, "ReadOne"))
    {
      g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR,
                                             G_DBUS_ERROR_UNKNOWN_METHOD, "No ReadOne");
      return;
    }

  g_variant_get (parameters, "(&s&s)", &namespace, &key);
  if (!g_str_equal (namespace, "org.freedesktop.appearance")
      || !g_str_equal (key, "color-scheme"))
    {
      g_dbus_method_invocation_return_dbus_error (invocation,
                                                  "org.freedesktop.portal.Error.NotFound",
                                                  "No such setting");
      return;
    }

  g_atomic_int_inc (&portal->reads);
  value = g_variant_new_uint32 (g_atomic_int_get (&portal->scheme));
  /* Read() wraps the value in one more variant. */
  if (g_str_equal (method, "Read"))
    value = g_variant_new_variant (value);
  g_dbus_method_invocation_return_value (invocation, g_variant_new ("(v)", value));
}

static gpointer
portal_thread (gpointer data)
{
  Portal *portal = data;
  static const GDBusInterfaceVTable vtable = { portal_method_cb, NULL, NULL };
  g_autoptr(GDBusNodeInfo) info = g_dbus_node_info_new_for_xml (portal_xml, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autofree char *address = NULL;

  g_main_context_push_thread_default (portal->context);
  address = g_strdup (g_getenv ("DBUS_SESSION_BUS_ADDRESS"));
  g_assert_nonnull (address);
  portal->bus = g_dbus_connection_new_for_address_sync (
      address,
      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
      | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
      NULL, NULL, &error);
  g_assert_no_error (error);
  g_dbus_connection_register_object (portal->bus, "/org/freedesktop/portal/desktop",
                                     info->interfaces[0], &vtable, portal, NULL, &error);
  g_assert_no_error (error);
  reply = g_dbus_connection_call_sync (portal->bus, "org.freedesktop.DBus",
                                       "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                       "RequestName",
                                       g_variant_new ("(su)", "org.freedesktop.portal.Desktop", 4),
                                       G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, -1,
                                       NULL, &error);
  g_assert_no_error (error);
  /* 1: the stand-in owns the name, nobody else answers for it. */
  g_assert_cmpuint (g_variant_get_uint32 (g_variant_get_child_value (reply, 0)), ==, 1);

  g_mutex_lock (&portal->lock);
  portal->ready = TRUE;
  g_cond_signal (&portal->ready_cond);
  g_mutex_unlock (&portal->lock);

  g_main_loop_run (portal->loop);

  /* The next test's stand-in asks for the name at once: the bus lets go of
   * it before it answers, which it may not yet have done for a closed
   * connection. */
  g_clear_pointer (&reply, g_variant_unref);
  reply = g_dbus_connection_call_sync (portal->bus, "org.freedesktop.DBus",
                                       "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                       "ReleaseName",
                                       g_variant_new ("(s)", "org.freedesktop.portal.Desktop"),
                                       G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, -1,
                                       NULL, &error);
  g_assert_no_error (error);
  g_dbus_connection_close_sync (portal->bus, NULL, NULL);
  g_clear_object (&portal->bus);
  g_main_context_pop_thread_default (portal->context);
  return NULL;
}

static Portal *
portal_start (guint    scheme,
              gboolean old)
{
  Portal *portal = g_new0 (Portal, 1);

  portal->scheme = scheme;
  portal->old = old;
  portal->context = g_main_context_new ();
  portal->loop = g_main_loop_new (portal->context, FALSE);
  g_mutex_init (&portal->lock);
  g_cond_init (&portal->ready_cond);
  portal->thread = g_thread_new ("portal", portal_thread, portal);

  g_mutex_lock (&portal->lock);
  while (!portal->ready)
    g_cond_wait (&portal->ready_cond, &portal->lock);
  g_mutex_unlock (&portal->lock);

  return portal;
}

static gboolean
emit_cb (gpointer data)
{
  Portal *portal = data;
  g_autoptr(GError) error = NULL;

  g_dbus_connection_emit_signal (portal->bus, NULL, "/org/freedesktop/portal/desktop",
                                 "org.freedesktop.portal.Settings", "SettingChanged",
                                 g_variant_new ("(ssv)", "org.freedesktop.appearance",
                                                "color-scheme",
                                                g_variant_new_uint32 (portal->scheme)),
                                 &error);
  g_assert_no_error (error);
  return G_SOURCE_REMOVE;
}

/* The desktop switches its colour scheme. */
static void
portal_set_scheme (Portal *portal,
                   guint   scheme)
{
  g_atomic_int_set (&portal->scheme, scheme);
  g_main_context_invoke (portal->context, emit_cb, portal);
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
portal_stop (Portal *portal)
{
  g_main_context_invoke (portal->context, quit_cb, portal->loop);
  g_thread_join (portal->thread);
  g_main_loop_unref (portal->loop);
  g_main_context_unref (portal->context);
  g_mutex_clear (&portal->lock);
  g_cond_clear (&portal->ready_cond);
  g_free (portal);
}

static gboolean
prefers_dark (void)
{
  gboolean dark;

  g_object_get (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
}

static void
wait_for_dark (LudoStyleManager *manager,
               gboolean          dark)
{
  while (ludo_style_manager_get_dark (manager) != dark)
    g_main_context_iteration (NULL, TRUE);
}

typedef struct
{
  GSettings *settings;
  GDBusConnection *bus;
} StyleFixture;

static void
fixture_setup (StyleFixture  *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* A connection of its own, as the style manager is given one. */
  fixture->bus = g_dbus_connection_new_for_address_sync (
      g_getenv ("DBUS_SESSION_BUS_ADDRESS"),
      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
      | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
      NULL, NULL, &error);
  g_assert_no_error (error);
  fixture->settings = g_settings_new (APP_ID);
  g_settings_reset (fixture->settings, "style");
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", FALSE, NULL);
}

static void
fixture_teardown (StyleFixture  *fixture,
                  gconstpointer  data)
{
  g_clear_object (&fixture->settings);
  g_dbus_connection_close_sync (fixture->bus, NULL, NULL);
  g_clear_object (&fixture->bus);
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", FALSE, NULL);
}

/* Read at start, before the first frame, then followed live. */
static void
test_follows_portal (StyleFixture  *fixture,
                     gconstpointer  data)
{
  gboolean old = GPOINTER_TO_INT (data);
  Portal *portal = portal_start (LUDO_COLOR_SCHEME_PREFER_DARK, old);
  g_autoptr(LudoStyleManager) manager = NULL;

  manager = ludo_style_manager_new (fixture->settings, fixture->bus, gtk_settings_get_default ());
  g_assert_cmpuint (portal->reads, ==, 1);
  g_assert_true (ludo_style_manager_get_dark (manager));
  g_assert_true (prefers_dark ());
  g_assert_cmpint (ludo_style_manager_get_system_scheme (manager), ==,
                   LUDO_COLOR_SCHEME_PREFER_DARK);

  portal_set_scheme (portal, LUDO_COLOR_SCHEME_PREFER_LIGHT);
  wait_for_dark (manager, FALSE);
  g_assert_false (prefers_dark ());

  portal_set_scheme (portal, LUDO_COLOR_SCHEME_PREFER_DARK);
  wait_for_dark (manager, TRUE);
  g_assert_true (prefers_dark ());

  /* "No preference" is light, as GNOME has it. */
  portal_set_scheme (portal, LUDO_COLOR_SCHEME_DEFAULT);
  wait_for_dark (manager, FALSE);

  g_clear_object (&manager);
  portal_stop (portal);
}

/* The player's choice beats the desktop's, and "system" goes back to it. */
static void
test_preference (StyleFixture  *fixture,
                 gconstpointer  data)
{
  Portal *portal = portal_start (LUDO_COLOR_SCHEME_PREFER_DARK, FALSE);
  g_autoptr(LudoStyleManager) manager = NULL;

  g_settings_set_string (fixture->settings, "style", "light");
  manager = ludo_style_manager_new (fixture->settings, fixture->bus, gtk_settings_get_default ());
  g_assert_false (ludo_style_manager_get_dark (manager));
  g_assert_false (prefers_dark ());

  g_settings_set_string (fixture->settings, "style", "system");
  g_assert_true (ludo_style_manager_get_dark (manager));
  g_assert_true (prefers_dark ());

  portal_set_scheme (portal, LUDO_COLOR_SCHEME_PREFER_LIGHT);
  wait_for_dark (manager, FALSE);
  g_settings_set_string (fixture->settings, "style", "dark");
  g_assert_true (ludo_style_manager_get_dark (manager));
  g_assert_true (prefers_dark ());

  /* A change of the desktop's scheme does not undo the player's choice. */
  portal_set_scheme (portal, LUDO_COLOR_SCHEME_PREFER_DARK);
  while (ludo_style_manager_get_system_scheme (manager) != LUDO_COLOR_SCHEME_PREFER_DARK)
    g_main_context_iteration (NULL, TRUE);
  portal_set_scheme (portal, LUDO_COLOR_SCHEME_PREFER_LIGHT);
  while (ludo_style_manager_get_system_scheme (manager) != LUDO_COLOR_SCHEME_PREFER_LIGHT)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ludo_style_manager_get_dark (manager));

  g_clear_object (&manager);
  portal_stop (portal);
}

/* Without a portal (or a bus) "system" keeps what GTK said before. */
static void
test_no_portal (StyleFixture  *fixture,
                gconstpointer  data)
{
  g_autoptr(LudoStyleManager) manager = NULL;
  g_autoptr(LudoStyleManager) busless = NULL;

  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", TRUE, NULL);
  manager = ludo_style_manager_new (fixture->settings, fixture->bus, gtk_settings_get_default ());
  g_assert_true (ludo_style_manager_get_dark (manager));
  g_assert_cmpint (ludo_style_manager_get_system_scheme (manager), ==, LUDO_COLOR_SCHEME_DEFAULT);

  g_settings_set_string (fixture->settings, "style", "light");
  g_assert_false (prefers_dark ());
  g_settings_set_string (fixture->settings, "style", "system");
  g_assert_true (prefers_dark ());
  g_clear_object (&manager);

  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", FALSE, NULL);
  busless = ludo_style_manager_new (fixture->settings, NULL, gtk_settings_get_default ());
  g_assert_false (ludo_style_manager_get_dark (busless));
}

static void
wait_for_board (LudoBoard *board,
                gboolean   dark)
{
  while (ludo_board_get_dark_palette (board) != dark)
    g_main_context_iteration (NULL, TRUE);
}

/* The real application: its window opens dark on a dark desktop, and the
 * board turns light and dark again as the desktop does. */
static void
test_application (StyleFixture  *fixture,
                  gconstpointer  data)
{
  Portal *portal = portal_start (LUDO_COLOR_SCHEME_PREFER_DARK, FALSE);
  g_autoptr(LudoApplication) app = ludo_application_new ();
  g_autoptr(GError) error = NULL;
  LudoStyleManager *manager;
  GtkWindow *window;
  LudoBoard *board;

  g_application_set_application_id (G_APPLICATION (app), APP_ID ".StyleTest");
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  manager = ludo_application_get_style_manager (app);
  g_assert_nonnull (manager);
  g_assert_true (ludo_style_manager_get_dark (manager));

  g_application_activate (G_APPLICATION (app));
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (LUDO_IS_WINDOW (window));
  board = _ludo_window_get_board (LUDO_WINDOW (window));
  while (gtk_widget_get_width (GTK_WIDGET (board)) == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ludo_board_get_dark_palette (board));

  portal_set_scheme (portal, LUDO_COLOR_SCHEME_PREFER_LIGHT);
  wait_for_board (board, FALSE);
  g_assert_false (prefers_dark ());

  portal_set_scheme (portal, LUDO_COLOR_SCHEME_PREFER_DARK);
  wait_for_board (board, TRUE);

  /* The preference, as the preferences window sets it. */
  g_settings_set_string (fixture->settings, "style", "light");
  wait_for_board (board, FALSE);

  gtk_window_destroy (window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_clear_object (&app);
  portal_stop (portal);
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
  g_autoptr(GDBusConnection) shared = NULL;
  g_autofree char *display = NULL;
  GTestDBus *private_bus;
  int status;

  keep_system_mime_database ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  /* One private session bus for the whole run, up before GTK so that
   * nothing in the process knows another. Bringing it up unsets DISPLAY
   * too, which GTK needs. */
  display = g_strdup (g_getenv ("DISPLAY"));
  private_bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (private_bus);
  if (display != NULL)
    g_setenv ("DISPLAY", display, TRUE);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/style/no-display", no_display);
      status = g_test_run ();
      g_test_dbus_down (private_bus);
      g_object_unref (private_bus);
      return status;
    }

  g_test_add ("/style/portal", StyleFixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_follows_portal, fixture_teardown);
  g_test_add ("/style/portal-read-only", StyleFixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_follows_portal, fixture_teardown);
  g_test_add ("/style/preference", StyleFixture, NULL,
              fixture_setup, test_preference, fixture_teardown);
  g_test_add ("/style/no-portal", StyleFixture, NULL,
              fixture_setup, test_no_portal, fixture_teardown);
  g_test_add ("/style/application", StyleFixture, NULL,
              fixture_setup, test_application, fixture_teardown);

  status = g_test_run ();

  /* GTK keeps the application's session bus connection (its GApplication
   * implementation and the display's) after the application has gone, and
   * g_test_dbus_down() would wait for it to be let go. So the bus is only
   * stopped, and the shared connection told not to end the process when
   * the bus goes; the process ends right after. */
  shared = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (shared != NULL)
    g_dbus_connection_set_exit_on_close (shared, FALSE);
  g_test_dbus_stop (private_bus);

  return status;
}
