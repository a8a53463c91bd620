/* ludo-preferences-names.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The name entry of each seat in the preferences, beside the seat's type.
 * The entry is bound to the seat's name key; what the game shows is the
 * cleaned name (ludo-names.c), so the placeholder shows the name an empty
 * entry stands for: the user's real name for the first person, otherwise
 * the colour. */

#include "config.h"

#include "ludo-preferences-names.h"

#include <glib/gi18n.h>

#include "ludo-game.h"
#include "ludo-names.h"
#include "ludo-settings.h"

typedef struct
{
  GSettings *settings;
  GtkEntry  *entries[LUDO_N_COLOURS];
} NameEntries;

static void
update_placeholders (NameEntries *entries)
{
  g_autofree char *real_name = ludo_names_real_name ();
  gboolean first_person = TRUE;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      int kind = g_settings_get_enum (entries->settings, ludo_settings_seat_key (c));
      const char *placeholder = ludo_game_colour_name (c);

      if (kind == LUDO_SETTINGS_SEAT_HUMAN && first_person && real_name != NULL)
        placeholder = real_name;
      if (kind == LUDO_SETTINGS_SEAT_HUMAN)
        first_person = FALSE;
      gtk_entry_set_placeholder_text (entries->entries[c], placeholder);
      /* An empty seat has nobody to name. */
      gtk_widget_set_sensitive (GTK_WIDGET (entries->entries[c]),
                                kind != LUDO_SETTINGS_SEAT_EMPTY);
    }
}

static void
settings_changed_cb (GtkWidget  *first_entry,
                     const char *key)
{
  if (g_str_has_prefix (key, "seat-"))
    update_placeholders (g_object_get_data (G_OBJECT (first_entry), "ludo-name-entries"));
}

/* Puts a name entry before each seat's dropdown, in the same row. */
void
_ludo_preferences_names_add (GSettings   *settings,
                             GtkDropDown *seat_dropdowns[LUDO_N_COLOURS])
{
  static const char *labels[LUDO_N_COLOURS] = {
    N_("Name for red"), N_("Name for green"), N_("Name for yellow"), N_("Name for blue"),
  };
  NameEntries *entries = g_new0 (NameEntries, 1);

  /* The preferences window holds the settings longer than its entries. */
  entries->settings = settings;
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    {
      GtkWidget *dropdown = GTK_WIDGET (seat_dropdowns[c]);
      GtkWidget *entry = gtk_entry_new ();

      entries->entries[c] = GTK_ENTRY (entry);
      gtk_widget_add_css_class (entry, "player-name");
      gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 10);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 10);
      gtk_entry_set_max_length (GTK_ENTRY (entry), LUDO_NAME_MAX_CHARS);
      gtk_widget_set_tooltip_text (entry, _("The name shown in the game and the statistics"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _(labels[c]),
                                      -1);
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (dropdown)), entry,
                                  gtk_widget_get_prev_sibling (dropdown));
      g_settings_bind (settings, ludo_settings_name_key (c), entry, "text",
                       G_SETTINGS_BIND_DEFAULT);
    }

  g_object_set_data_full (G_OBJECT (entries->entries[0]), "ludo-name-entries", entries, g_free);
  update_placeholders (entries);
  g_signal_connect_object (settings, "changed", G_CALLBACK (settings_changed_cb),
                           entries->entries[0], G_CONNECT_SWAPPED);
}
