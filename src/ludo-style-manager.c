/* ludo-style-manager.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Light or dark, as the player's `style` setting says, or, when it says
 * "system", as the desktop's colour scheme says. GTK 4.8 has no style
 * manager of its own (libadwaita's is one), so the scheme is read here from
 * the Settings portal, which answers alike inside and outside Flatpak: once
 * at start, so that the first frame already has the right style, then from
 * its SettingChanged signal. The outcome goes to GtkSettings'
 * gtk-application-prefer-dark-theme, which switches the theme's dark
 * variant; the board follows the theme's colours (ludo-board-art.c). */

#include "config.h"

#include "ludo-style-manager.h"

#include "ludo-enums.h"
#include "ludo-settings.h"

#define PORTAL_BUS_NAME    "org.freedesktop.portal.Desktop"
#define PORTAL_OBJECT_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS    "org.freedesktop.portal.Settings"
#define APPEARANCE         "org.freedesktop.appearance"
#define COLOR_SCHEME       "color-scheme"
/* A portal being started on a loaded machine may take seconds, and a
 * window drawn light and then turned dark would flash; one that never
 * answers must not keep the window away for D-Bus's 25 s. */
#define PORTAL_TIMEOUT_MS  5000

struct _LudoStyleManager
{
  GObject          parent_instance;

  GSettings       *settings;
  GDBusConnection *bus;
  GtkSettings     *gtk_settings;
  guint            signal_id;

  LudoColorScheme  system_scheme;
  gboolean         portal_answered;
  /* What GtkSettings said before: the system's style when no portal
   * answers (a theme or settings.ini may already be dark). */
  gboolean         initial_prefer_dark;
  gboolean         dark;
};

G_DEFINE_FINAL_TYPE (LudoStyleManager, ludo_style_manager, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DARK,
  PROP_SYSTEM_SCHEME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (LudoStyleManager *self)
{
  LudoSettingsStyle style = g_settings_get_enum (self->settings, "style");
  gboolean dark;

  if (style == LUDO_SETTINGS_STYLE_SYSTEM && !self->portal_answered)
    dark = self->initial_prefer_dark;
  else if (style == LUDO_SETTINGS_STYLE_SYSTEM)
    dark = self->system_scheme == LUDO_COLOR_SCHEME_PREFER_DARK;
  else
    dark = style == LUDO_SETTINGS_STYLE_DARK;

  /* GtkSettings loads the theme again on every set, even of the value it
   * has: 16 ms of the start-up, for nothing. */
  if (self->gtk_settings != NULL)
    {
      gboolean prefer_dark;

      g_object_get (self->gtk_settings, "gtk-application-prefer-dark-theme", &prefer_dark, NULL);
      if (prefer_dark != dark)
        g_object_set (self->gtk_settings, "gtk-application-prefer-dark-theme", dark, NULL);
    }

  if (dark != self->dark)
    {
      self->dark = dark;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
    }
}

/* The portal's value comes as a variant, in a variant for the old Read()
 * (and from some portals in one more); anything but a known uint32 is
 * no preference. */
static void
set_system_scheme (LudoStyleManager *self,
                   GVariant         *value)
{
  g_autoptr(GVariant) inner = g_variant_ref (value);
  LudoColorScheme scheme = LUDO_COLOR_SCHEME_DEFAULT;

  while (g_variant_is_of_type (inner, G_VARIANT_TYPE_VARIANT))
    {
      GVariant *next = g_variant_get_variant (inner);

      g_variant_unref (inner);
      inner = next;
    }

  if (g_variant_is_of_type (inner, G_VARIANT_TYPE_UINT32)
      && g_variant_get_uint32 (inner) <= LUDO_COLOR_SCHEME_PREFER_LIGHT)
    scheme = g_variant_get_uint32 (inner);
  else
    g_debug ("The portal's color-scheme is %s: taken as no preference",
             g_variant_get_type_string (inner));

  self->portal_answered = TRUE;
  if (scheme != self->system_scheme)
    {
      self->system_scheme = scheme;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SYSTEM_SCHEME]);
    }
  update (self);
}

static void
setting_changed_cb (GDBusConnection *bus,
                    const char      *sender,
                    const char      *path,
                    const char      *interface,
                    const char      *signal,
                    GVariant        *parameters,
                    gpointer         user_data)
{
  LudoStyleManager *self = user_data;
  const char *namespace, *key;
  g_autoptr(GVariant) value = NULL;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
    return;

  g_variant_get (parameters, "(&s&sv)", &namespace, &key, &value);
  if (g_str_equal (namespace, APPEARANCE) && g_str_equal (key, COLOR_SCHEME))
    set_system_scheme (self, value);
}

static GVariant *
read_setting (GDBusConnection  *bus,
              const char       *method,
              GError          **error)
{
  return g_dbus_connection_call_sync (bus, PORTAL_BUS_NAME, PORTAL_OBJECT_PATH,
                                      PORTAL_SETTINGS, method,
                                      g_variant_new ("(ss)", APPEARANCE, COLOR_SCHEME),
                                      G_VARIANT_TYPE ("(v)"), G_DBUS_CALL_FLAGS_NONE,
                                      PORTAL_TIMEOUT_MS, NULL, error);
}

static void
watch_portal (LudoStyleManager *self)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GError) error = NULL;

  self->signal_id = g_dbus_connection_signal_subscribe (self->bus, PORTAL_BUS_NAME,
                                                        PORTAL_SETTINGS, "SettingChanged",
                                                        PORTAL_OBJECT_PATH, APPEARANCE,
                                                        G_DBUS_SIGNAL_FLAGS_NONE,
                                                        setting_changed_cb, self, NULL);

  /* ReadOne() is the portal's method since version 2; older portals only
   * have Read(). */
  reply = read_setting (self->bus, "ReadOne", &error);
  if (reply == NULL && g_error_matches (error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD))
    {
      g_clear_error (&error);
      reply = read_setting (self->bus, "Read", &error);
    }
  if (reply == NULL)
    {
      /* No portal, or no such setting: a desktop without a colour scheme. */
      g_debug ("No colour scheme from the portal: %s", error->message);
      return;
    }

  g_variant_get (reply, "(v)", &value);
  set_system_scheme (self, value);
}

static void
ludo_style_manager_dispose (GObject *object)
{
  LudoStyleManager *self = LUDO_STYLE_MANAGER (object);

  if (self->signal_id != 0)
    g_dbus_connection_signal_unsubscribe (self->bus, self->signal_id);
  self->signal_id = 0;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->bus);
  g_clear_object (&self->gtk_settings);

  G_OBJECT_CLASS (ludo_style_manager_parent_class)->dispose (object);
}

static void
ludo_style_manager_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  LudoStyleManager *self = LUDO_STYLE_MANAGER (object);

  switch (prop_id)
    {
    case PROP_DARK:
      g_value_set_boolean (value, self->dark);
      break;
    case PROP_SYSTEM_SCHEME:
      g_value_set_uint (value, self->system_scheme);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_style_manager_class_init (LudoStyleManagerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludo_style_manager_dispose;
  object_class->get_property = ludo_style_manager_get_property;

  properties[PROP_DARK] =
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A LudoColorScheme. */
  properties[PROP_SYSTEM_SCHEME] =
    g_param_spec_uint ("system-scheme", NULL, NULL,
                       LUDO_COLOR_SCHEME_DEFAULT, LUDO_COLOR_SCHEME_PREFER_LIGHT,
                       LUDO_COLOR_SCHEME_DEFAULT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ludo_style_manager_init (LudoStyleManager *self)
{
}

/**
 * ludo_style_manager_new:
 * @settings: the game's settings, for the `style` key
 * @bus: (nullable): the session bus, where the Settings portal answers;
 *   %NULL when there is none, and the system's style is then what
 *   @gtk_settings said before
 * @gtk_settings: (nullable): the GtkSettings to switch to dark and back
 *
 * Reads the portal's colour scheme at once (waiting for its answer, so that
 * the first frame is drawn in the right style) and follows the scheme and
 * the `style` key from then on.
 *
 * Returns: (transfer full): the new style manager
 */
LudoStyleManager *
ludo_style_manager_new (GSettings       *settings,
                        GDBusConnection *bus,
                        GtkSettings     *gtk_settings)
{
  LudoStyleManager *self = g_object_new (LUDO_TYPE_STYLE_MANAGER, NULL);

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self->settings = g_object_ref (settings);
  self->bus = bus != NULL ? g_object_ref (bus) : NULL;
  self->gtk_settings = gtk_settings != NULL ? g_object_ref (gtk_settings) : NULL;
  if (gtk_settings != NULL)
    g_object_get (gtk_settings, "gtk-application-prefer-dark-theme",
                  &self->initial_prefer_dark, NULL);

  g_signal_connect_swapped (settings, "changed::style", G_CALLBACK (update), self);
  if (self->bus != NULL)
    watch_portal (self);
  update (self);

  return self;
}

gboolean
ludo_style_manager_get_dark (LudoStyleManager *self)
{
  g_return_val_if_fail (LUDO_IS_STYLE_MANAGER (self), FALSE);

  return self->dark;
}

LudoColorScheme
ludo_style_manager_get_system_scheme (LudoStyleManager *self)
{
  g_return_val_if_fail (LUDO_IS_STYLE_MANAGER (self), LUDO_COLOR_SCHEME_DEFAULT);

  return self->system_scheme;
}
