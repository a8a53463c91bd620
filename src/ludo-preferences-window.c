/* ludo-preferences-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-preferences-window.h"

#include <glib/gi18n.h>

#include "ludo-accessible.h"
#include "ludo-enums.h"
#include "ludo-explain-popover.h"
#include "ludo-preferences-feel.h"
#include "ludo-rules-window.h"
#include "ludo-preferences-names.h"
#include "ludo-settings.h"
#include "ludo-steady-dropdown.h"

struct _LudoPreferencesWindow
{
  GtkWindow    parent_instance;

  GSettings   *settings;
  LudoGame    *game;
  gulong       changed_handler;

  /* A row per house rule, in the order of the house-rule table. */
  GtkWidget   *rule_rows[LUDO_N_RULES];
  GtkLabel    *rule_subtitles[LUDO_N_RULES];
  GtkSwitch   *rule_switches[LUDO_N_RULES];

  /* Template widgets */
  GtkWidget   *banner;
  GtkLabel    *banner_details;
  GtkWidget   *display_list;
  GtkDropDown *level_dropdowns[LUDO_N_COLOURS];
  GtkWidget   *new_game_button;
  GtkSwitch   *highlight_switch;
  GtkSwitch   *sound_switch;
  GtkWidget   *rules_button;
  GtkListBox  *rules_list;
  GtkDropDown *seat_dropdowns[LUDO_N_COLOURS];
  GtkLabel    *seat_message;
  GtkWidget   *seats_list;
  GtkDropDown *speed_dropdown;
  GtkDropDown *style_dropdown;
  GtkLabel    *team_message;
};

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (LudoPreferencesWindow, ludo_preferences_window, GTK_TYPE_WINDOW)

static GParamSpec *properties[N_PROPS];

/* What a seat dropdown's set-mapping needs to refuse a change. */
typedef struct
{
  LudoPreferencesWindow *self;
  LudoColour             colour;
} SeatBinding;

static const char * const colour_names[LUDO_N_COLOURS] = { "red", "green", "yellow", "blue" };

/* An enum key and a dropdown: the enum's values are the dropdown's
 * positions (ludo-settings.h), so the mapping needs only the type. */
static gboolean
enum_get_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref ((GType) user_data);
  GEnumValue *enum_value = g_enum_get_value_by_nick (klass, g_variant_get_string (variant, NULL));

  if (enum_value == NULL)
    return FALSE;

  g_value_set_uint (value, (guint) enum_value->value);
  return TRUE;
}

static GVariant *
enum_set_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref ((GType) user_data);
  GEnumValue *enum_value = g_enum_get_value (klass, (int) g_value_get_uint (value));

  if (enum_value == NULL)
    return NULL;

  return g_variant_new_string (enum_value->value_nick);
}

static gboolean
seat_get_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  return enum_get_mapping (value, variant, (gpointer) LUDO_TYPE_SETTINGS_SEAT_KIND);
}

static gboolean
is_computer_get_mapping (GValue   *value,
                         GVariant *variant,
                         gpointer  user_data)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (LUDO_TYPE_SETTINGS_SEAT_KIND);
  GEnumValue *kind = g_enum_get_value_by_nick (klass, g_variant_get_string (variant, NULL));

  g_value_set_boolean (value, kind != NULL && kind->value == LUDO_SETTINGS_SEAT_COMPUTER);
  return TRUE;
}

static LudoSettingsSeatKind
seat_kind (LudoPreferencesWindow *self,
           LudoColour             colour)
{
  return g_settings_get_enum (self->settings, ludo_settings_seat_key (colour));
}

static guint
count_seats (LudoPreferencesWindow *self)
{
  guint n = 0;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (seat_kind (self, c) != LUDO_SETTINGS_SEAT_EMPTY)
        n++;
    }

  return n;
}

static void
show_message (GtkLabel   *label,
              const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

/* Emptying a seat is refused when it would leave fewer than two players:
 * the dropdown goes back to the stored value and the player is told why.
 * The binding ignores the dropdown's change back, since it is still busy
 * with the one it refuses. */
static GVariant *
seat_set_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  SeatBinding *binding = user_data;
  LudoPreferencesWindow *self = binding->self;
  gpointer type = (gpointer) LUDO_TYPE_SETTINGS_SEAT_KIND;
  guint index = g_value_get_uint (value);
  guint others = 0;

  if (index > LUDO_SETTINGS_SEAT_COMPUTER)
    return NULL;

  /* The dropdown going back after a refusal: the message stays up. */
  if (index == seat_kind (self, binding->colour))
    return enum_set_mapping (value, expected_type, type);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (c != (guint) binding->colour && seat_kind (self, c) != LUDO_SETTINGS_SEAT_EMPTY)
        others++;
    }

  if (index == LUDO_SETTINGS_SEAT_EMPTY && others < 2)
    {
      GtkDropDown *dropdown = self->seat_dropdowns[binding->colour];

      const char *why = _("A game needs at least two players: take another seat before you "
                          "leave this one empty.");

      gtk_widget_error_bell (GTK_WIDGET (dropdown));
      show_message (self->seat_message, why);
      /* The message under the list is off-screen at the default size. */
      ludo_explain_popover_show (GTK_WIDGET (dropdown), why);
      gtk_drop_down_set_selected (dropdown, seat_kind (self, binding->colour));
      return NULL;
    }

  show_message (self->seat_message, NULL);
  return enum_set_mapping (value, expected_type, type);
}

static void
update_team_play (LudoPreferencesWindow *self)
{
  guint team = ludo_rule_index (LUDO_RULE_TEAM);
  gboolean four = count_seats (self) == LUDO_N_COLOURS;

  gtk_widget_set_sensitive (GTK_WIDGET (self->rule_switches[team]), four);
  gtk_label_set_text (self->rule_subtitles[team],
                      four ? _(ludo_rule_info (team)->description)
                           : _("Needs all four seats taken: choose a player for every colour"));

  if (four)
    {
      show_message (self->team_message, NULL);
    }
  else if (g_settings_get_boolean (self->settings, "team-play"))
    {
      /* Team play cannot go on with an empty seat; switching it off here
       * keeps the settings playable, and the message says what happened. */
      g_settings_set_boolean (self->settings, "team-play", FALSE);
      show_message (self->team_message,
                    _("Team play has been turned off: it needs all four seats taken."));
    }
}

static void
update_banner (LudoPreferencesWindow *self)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];
  const LudoRules *game_rules;
  gboolean rules_differ;
  gboolean seats_differ = FALSE;
  const char *details;

  if (self->game == NULL || ludo_game_get_phase (self->game) == LUDO_PHASE_OVER)
    {
      gtk_widget_set_visible (self->banner, FALSE);
      return;
    }

  ludo_settings_read_setup (self->settings, &rules, seats);
  game_rules = ludo_game_get_rules (self->game);
  rules_differ = ludo_rules_get_flags (&rules) != ludo_rules_get_flags (game_rules);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      if (seats[c] != ludo_game_get_seat (self->game, c))
        seats_differ = TRUE;
    }

  if (rules_differ && seats_differ)
    details = _("The game in progress keeps its own rules and players.");
  else if (rules_differ)
    details = _("The game in progress keeps its own rules.");
  else if (seats_differ)
    details = _("The game in progress keeps its own players.");
  else
    details = _("The game in progress already plays with these.");

  /* The banner keeps its size while the player changes things, so that the
   * rows below it stay under the pointer. */
  gtk_label_set_text (self->banner_details, details);
  gtk_widget_set_sensitive (self->new_game_button, rules_differ || seats_differ);
  gtk_widget_set_visible (self->banner, TRUE);
}

static void
update_seats (LudoPreferencesWindow *self)
{
  const char *note = _("Fewer than two seats are taken, so the next game will use the default "
                        "players. Choose at least two players.");

  /* The window never writes fewer than two seats, but a hand edit can,
   * even while the window is open. */
  if (count_seats (self) < 2)
    show_message (self->seat_message, note);
  else if (g_strcmp0 (gtk_label_get_text (self->seat_message), note) == 0)
    show_message (self->seat_message, NULL);
}

static void
settings_changed_cb (LudoPreferencesWindow *self,
                     const char            *key,
                     GSettings             *settings)
{
  g_assert (LUDO_IS_PREFERENCES_WINDOW (self));

  if (key == NULL || g_str_has_prefix (key, "seat-"))
    update_seats (self);
  update_team_play (self);
  update_banner (self);
}

static void
game_phase_changed_cb (LudoPreferencesWindow *self,
                       GParamSpec            *pspec,
                       LudoGame              *game)
{
  update_banner (self);
}

/* The first switch or dropdown inside a row, depth first. */
static GtkWidget *
find_control (GtkWidget *widget)
{
  if (GTK_IS_SWITCH (widget) || GTK_IS_DROP_DOWN (widget))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *control = find_control (child);

      if (control != NULL)
        return control;
    }

  return NULL;
}

static void
row_activated_cb (LudoPreferencesWindow *self,
                  GtkListBoxRow         *row,
                  GtkListBox            *list)
{
  GtkWidget *control = find_control (GTK_WIDGET (row));

  g_assert (LUDO_IS_PREFERENCES_WINDOW (self));

  if (control == NULL)
    return;

  if (!gtk_widget_is_sensitive (control))
    {
      gtk_widget_error_bell (GTK_WIDGET (row));
      if (GTK_WIDGET (row) == self->rule_rows[ludo_rule_index (LUDO_RULE_TEAM)])
        show_message (self->team_message,
                      _("Team play needs all four seats taken. Choose a player for every colour "
                        "first."));
      return;
    }

  if (GTK_IS_SWITCH (control))
    gtk_switch_set_active (GTK_SWITCH (control), !gtk_switch_get_active (GTK_SWITCH (control)));
  else
    gtk_widget_activate (control);
}

static void
new_game_clicked_cb (LudoPreferencesWindow *self,
                     GtkButton             *button)
{
  g_assert (LUDO_IS_PREFERENCES_WINDOW (self));

  /* The application owns starting games, and asks before it abandons a
   * game in progress, as Ctrl+N does: the two ways never differ. */
  if (!gtk_widget_activate_action (GTK_WIDGET (self), "app.new-game", NULL))
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      return;
    }

  gtk_window_destroy (GTK_WINDOW (self));
}

static void
rules_clicked_cb (LudoPreferencesWindow *self,
                  GtkButton             *button)
{
  LudoRules rules;
  LudoSeat seats[LUDO_N_COLOURS];
  LudoRulesWindow *window;

  g_assert (LUDO_IS_PREFERENCES_WINDOW (self));

  /* Show the options of the game being played, or of the next one. */
  if (self->game != NULL && ludo_game_get_phase (self->game) != LUDO_PHASE_OVER)
    rules = *ludo_game_get_rules (self->game);
  else
    ludo_settings_read_setup (self->settings, &rules, seats);

  window = ludo_rules_window_new (GTK_WINDOW (self), &rules);
  gtk_window_present (GTK_WINDOW (window));
}

static void
bind_enum (LudoPreferencesWindow *self,
           const char            *key,
           GtkDropDown           *dropdown,
           GType                  type)
{
  g_settings_bind_with_mapping (self->settings, key, dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY,
                                enum_get_mapping, enum_set_mapping, (gpointer) type, NULL);
}

/* A house rule's row, as the rows of the template look: its name, what it
 * does, and a switch bound to its key. The switch is the one stop for Tab
 * (ludo_accessible_focus_controls()); a click on the row flips it
 * (row_activated_cb()). */
static void
add_rule_row (LudoPreferencesWindow *self,
              guint                  index)
{
  const LudoRuleInfo *info = ludo_rule_info (index);

  self->rule_rows[index] =
    ludo_preferences_append_switch_row (self->rules_list, _(info->name), _(info->description),
                                        &self->rule_subtitles[index],
                                        &self->rule_switches[index]);
}

static void
ludo_preferences_window_constructed (GObject *object)
{
  LudoPreferencesWindow *self = (LudoPreferencesWindow *) object;

  G_OBJECT_CLASS (ludo_preferences_window_parent_class)->constructed (object);

  if (self->game != NULL)
    g_signal_connect_object (self->game, "notify::phase",
                             G_CALLBACK (game_phase_changed_cb), self, G_CONNECT_SWAPPED);

  update_seats (self);
  update_team_play (self);
  update_banner (self);
}

static void
ludo_preferences_window_dispose (GObject *object)
{
  LudoPreferencesWindow *self = (LudoPreferencesWindow *) object;

  g_clear_signal_handler (&self->changed_handler, self->settings);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ludo_preferences_window_parent_class)->dispose (object);
}

static void
ludo_preferences_window_finalize (GObject *object)
{
  LudoPreferencesWindow *self = (LudoPreferencesWindow *) object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ludo_preferences_window_parent_class)->finalize (object);
}

static void
ludo_preferences_window_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  LudoPreferencesWindow *self = LUDO_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_preferences_window_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  LudoPreferencesWindow *self = LUDO_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_set_object (&self->game, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_preferences_window_class_init (LudoPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ludo_preferences_window_constructed;
  object_class->dispose = ludo_preferences_window_dispose;
  object_class->finalize = ludo_preferences_window_finalize;
  object_class->get_property = ludo_preferences_window_get_property;
  object_class->set_property = ludo_preferences_window_set_property;

  /**
   * LudoPreferencesWindow:game:
   *
   * The game being played, to tell the player when the settings differ
   * from it; %NULL when there is none.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         LUDO_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               APP_PATH "/ui/ludo-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, banner_details);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, display_list);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, highlight_switch);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, sound_switch);
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      g_autofree char *level = g_strdup_printf ("level_%s_dropdown", colour_names[c]);
      g_autofree char *seat = g_strdup_printf ("seat_%s_dropdown", colour_names[c]);

      gtk_widget_class_bind_template_child_full (widget_class, level, FALSE,
                                                 G_STRUCT_OFFSET (LudoPreferencesWindow,
                                                                  level_dropdowns[c]));
      gtk_widget_class_bind_template_child_full (widget_class, seat, FALSE,
                                                 G_STRUCT_OFFSET (LudoPreferencesWindow,
                                                                  seat_dropdowns[c]));
    }
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, rules_button);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, rules_list);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, seat_message);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, seats_list);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, style_dropdown);
  gtk_widget_class_bind_template_child (widget_class, LudoPreferencesWindow, team_message);
  gtk_widget_class_bind_template_callback (widget_class, new_game_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, rules_clicked_cb);
}

static void
ludo_preferences_window_init (LudoPreferencesWindow *self)
{
  /* Or GTK 4.8 exposes it as a filler (see ludo_rules_window_init()). */
  g_object_set (self, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);

  for (guint i = 0; i < LUDO_N_RULES; i++)
    {
      /* Team play's sensitivity follows the seats, not the key's writability. */
      GSettingsBindFlags flags = G_SETTINGS_BIND_DEFAULT;

      if (i == ludo_rule_index (LUDO_RULE_TEAM))
        flags |= G_SETTINGS_BIND_NO_SENSITIVITY;
      add_rule_row (self, i);
      g_settings_bind (self->settings, ludo_rule_info (i)->key, self->rule_switches[i], "active",
                       flags);
    }
  g_settings_bind (self->settings, "highlight-moves", self->highlight_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "sound", self->sound_switch, "active", G_SETTINGS_BIND_DEFAULT);
  bind_enum (self, "animation-speed", self->speed_dropdown, LUDO_TYPE_ANIMATION_SPEED);
  ludo_steady_dropdown_fit_widest (self->speed_dropdown);
  ludo_preferences_feel_add_rows (GTK_LIST_BOX (self->display_list), self->settings);
  bind_enum (self, "style", self->style_dropdown, LUDO_TYPE_SETTINGS_STYLE);
  ludo_steady_dropdown_fit_widest (self->style_dropdown);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      SeatBinding *binding = g_new0 (SeatBinding, 1);

      ludo_steady_dropdown_fit_widest (self->seat_dropdowns[c]);
      ludo_steady_dropdown_fit_widest (self->level_dropdowns[c]);

      binding->self = self;
      binding->colour = c;
      g_settings_bind_with_mapping (self->settings, ludo_settings_seat_key (c),
                                    self->seat_dropdowns[c], "selected",
                                    G_SETTINGS_BIND_DEFAULT,
                                    seat_get_mapping, seat_set_mapping, binding, g_free);

      bind_enum (self, ludo_settings_level_key (c), self->level_dropdowns[c],
                 LUDO_TYPE_SETTINGS_LEVEL);
      /* The level only matters for a computer player. */
      g_settings_bind_with_mapping (self->settings, ludo_settings_seat_key (c),
                                    self->level_dropdowns[c], "sensitive",
                                    G_SETTINGS_BIND_GET,
                                    is_computer_get_mapping, NULL, NULL, NULL);
    }

  _ludo_preferences_names_add (self->settings, self->seat_dropdowns);

  self->changed_handler = g_signal_connect_object (self->settings, "changed",
                                                   G_CALLBACK (settings_changed_cb), self,
                                                   G_CONNECT_SWAPPED);

  ludo_accessible_focus_controls (self->rules_list);
  ludo_accessible_focus_controls (GTK_LIST_BOX (self->seats_list));
  ludo_accessible_focus_controls (GTK_LIST_BOX (self->display_list));
  ludo_accessible_name_buttons (GTK_WIDGET (self));
}

/**
 * ludo_preferences_window_new:
 * @parent: (nullable): the main window
 * @game_in_progress: (nullable): the game being played, or %NULL
 *
 * Creates the preferences window, modal and transient for @parent. Its
 * "New Game Now" button activates `app.new-game`, which asks before it
 * abandons a game in progress.
 *
 * Returns: (transfer none): a new #LudoPreferencesWindow, to present; GTK owns it
 */
LudoPreferencesWindow *
ludo_preferences_window_new (GtkWindow *parent,
                             LudoGame  *game_in_progress)
{
  GtkWindow *window;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (game_in_progress == NULL || LUDO_IS_GAME (game_in_progress), NULL);

  window = g_object_new (LUDO_TYPE_PREFERENCES_WINDOW,
                         "game", game_in_progress,
                         "transient-for", parent,
                         NULL);

  /* The application's actions reach a window through its application. */
  if (parent != NULL && gtk_window_get_application (parent) != NULL)
    gtk_window_set_application (window, gtk_window_get_application (parent));

  return LUDO_PREFERENCES_WINDOW (window);
}

/**
 * ludo_preferences_window_get_game:
 * @self: a #LudoPreferencesWindow
 *
 * Returns: (transfer none) (nullable): the game the settings are compared with
 */
LudoGame *
ludo_preferences_window_get_game (LudoPreferencesWindow *self)
{
  g_return_val_if_fail (LUDO_IS_PREFERENCES_WINDOW (self), NULL);

  return self->game;
}
