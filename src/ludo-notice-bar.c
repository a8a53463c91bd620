/* ludo-notice-bar.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Notices about the game's files and settings, above the status bar: the
 * saved game could not be restored, saving fails, another window plays the
 * saved game, the settings were repaired. Unlike the status bar's news,
 * which the next roll replaces, a notice stays until its cause is gone or
 * the player closes it, and one notice never hides another: each has its
 * own line, found again by its id to be replaced or cleared.
 */

#include "config.h"

#include "ludo-notice-bar.h"

#include <glib/gi18n.h>

struct _LudoNoticeBar
{
  GtkBox      parent_instance;

  /* id → the notice's row */
  GHashTable *rows;
};

G_DEFINE_FINAL_TYPE (LudoNoticeBar, ludo_notice_bar, GTK_TYPE_BOX)

static void
close_clicked_cb (GtkButton     *button,
                  LudoNoticeBar *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "ludo-notice-id");

  ludo_notice_bar_clear (self, id);
}

static GtkWidget *
make_row (LudoNoticeBar *self,
          const char    *id)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_image_new ();
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

  gtk_widget_add_css_class (row, "notice");
  gtk_widget_set_hexpand (lines, TRUE);
  gtk_widget_set_valign (lines, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_set_tooltip_text (close, _("Close this notice"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close this notice"), -1);
  g_object_set_data_full (G_OBJECT (close), "ludo-notice-id", g_strdup (id), g_free);
  g_signal_connect (close, "clicked", G_CALLBACK (close_clicked_cb), self);

  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), icon);
  gtk_box_append (GTK_BOX (row), lines);
  gtk_box_append (GTK_BOX (row), close);
  g_object_set_data (G_OBJECT (row), "ludo-notice-lines", lines);
  g_object_set_data (G_OBJECT (row), "ludo-notice-icon", icon);
  return row;
}

/* One label a line: GTK 4.8 measures a wrapping label that holds a line
 * break inconsistently beside another widget (a critical warning), and
 * each line wraps on its own anyway. */
static void
set_text (GtkWidget  *row,
          gboolean    warning,
          const char *text)
{
  GtkWidget *lines = g_object_get_data (G_OBJECT (row), "ludo-notice-lines");
  g_auto(GStrv) split = g_strsplit (text, "\n", -1);
  GtkWidget *child;

  gtk_image_set_from_icon_name (g_object_get_data (G_OBJECT (row), "ludo-notice-icon"),
                                warning ? "dialog-warning-symbolic"
                                        : "dialog-information-symbolic");
  while ((child = gtk_widget_get_first_child (lines)) != NULL)
    gtk_box_remove (GTK_BOX (lines), child);

  for (guint i = 0; split[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (split[i]);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_box_append (GTK_BOX (lines), label);
    }
  g_object_set_data_full (G_OBJECT (row), "ludo-notice-text", g_strdup (text), g_free);
}

static void
ludo_notice_bar_finalize (GObject *object)
{
  LudoNoticeBar *self = LUDO_NOTICE_BAR (object);

  g_hash_table_unref (self->rows);

  G_OBJECT_CLASS (ludo_notice_bar_parent_class)->finalize (object);
}

static void
ludo_notice_bar_class_init (LudoNoticeBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ludo_notice_bar_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "noticebar");
}

static void
ludo_notice_bar_init (LudoNoticeBar *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 2);
  /* As far from the window's edges as the status bar's texts. */
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 4);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 4);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ludo_notice_bar_new (void)
{
  return g_object_new (LUDO_TYPE_NOTICE_BAR, NULL);
}

/**
 * ludo_notice_bar_show:
 * @id: which notice: a notice with the same id is replaced
 * @warning: whether something went wrong (a game not saved), rather than
 *   only worth knowing
 * @text: what to tell the player
 */
void
ludo_notice_bar_show (LudoNoticeBar *self,
                      const char    *id,
                      gboolean       warning,
                      const char    *text)
{
  GtkWidget *row;

  g_return_if_fail (LUDO_IS_NOTICE_BAR (self));
  g_return_if_fail (id != NULL);
  g_return_if_fail (text != NULL);

  row = g_hash_table_lookup (self->rows, id);
  if (row == NULL)
    {
      row = make_row (self, id);
      gtk_box_append (GTK_BOX (self), row);
      g_hash_table_insert (self->rows, g_strdup (id), row);
    }
  set_text (row, warning, text);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/**
 * ludo_notice_bar_clear:
 * @id: the notice to take down; nothing happens if it is not shown
 */
void
ludo_notice_bar_clear (LudoNoticeBar *self,
                       const char    *id)
{
  GtkWidget *row;

  g_return_if_fail (LUDO_IS_NOTICE_BAR (self));
  g_return_if_fail (id != NULL);

  row = g_hash_table_lookup (self->rows, id);
  if (row == NULL)
    return;

  /* @id may belong to the row's button: remove the entry first. */
  g_hash_table_remove (self->rows, id);
  gtk_box_remove (GTK_BOX (self), row);
  gtk_widget_set_visible (GTK_WIDGET (self), g_hash_table_size (self->rows) > 0);
}

/* Returns: (nullable): the text of notice @id, if it is shown */
const char *
ludo_notice_bar_get_text (LudoNoticeBar *self,
                          const char    *id)
{
  GtkWidget *row;

  g_return_val_if_fail (LUDO_IS_NOTICE_BAR (self), NULL);

  row = g_hash_table_lookup (self->rows, id);
  if (row == NULL)
    return NULL;
  return g_object_get_data (G_OBJECT (row), "ludo-notice-text");
}

guint
ludo_notice_bar_get_n_shown (LudoNoticeBar *self)
{
  g_return_val_if_fail (LUDO_IS_NOTICE_BAR (self), 0);

  return g_hash_table_size (self->rows);
}
