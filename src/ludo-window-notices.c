/* ludo-window-notices.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * The window's notices about its files and settings (LudoNoticeBar, under
 * the board) and its claim on the saved game (LudoSaveSlot). A notice stays
 * until its cause is gone or the player closes it; the status bar's news
 * would be replaced by the next roll, and one file problem would hide
 * another (a damaged save in a read-only folder: "could not be restored",
 * then at once "could not be saved").
 */

#include "config.h"

#include <glib/gi18n.h>

#include "ludo-window-private.h"

#define NOTICE_RESTORE  "restore"
#define NOTICE_SAVE     "save"
#define NOTICE_SLOT     "slot"
#define NOTICE_SETTINGS "settings"

void
_ludo_window_init_notices (LudoWindow *self)
{
  GtkWidget *board = GTK_WIDGET (self->board);

  self->notice_bar = LUDO_NOTICE_BAR (ludo_notice_bar_new ());
  gtk_widget_insert_after (GTK_WIDGET (self->notice_bar), gtk_widget_get_parent (board), board);
}

/* Called once the game is gone: it may still have saves on their way. */
void
_ludo_window_finalize_notices (LudoWindow *self)
{
  g_clear_pointer (&self->save_slot, ludo_save_slot_release);
}

/*
 * _ludo_window_claim_save:
 *
 * Claims the saved game for this window, once.
 *
 * Returns: %TRUE when this window may restore and save the game; %FALSE
 *   when another window plays it, which the player has been told
 */
gboolean
_ludo_window_claim_save (LudoWindow *self)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (self->save_slot != NULL)
    return TRUE;

  path = ludo_game_get_default_save_path ();
  self->save_slot = ludo_save_slot_claim (path, &error);
  if (self->save_slot != NULL)
    return TRUE;

  g_message ("Not saving: %s", error->message);
  /* Translators: %s says that another window plays the saved game (a
   * sentence without its full stop) */
  text = g_strdup_printf (_("%s. This window plays a game of its own, which will not be saved."),
                          error->message);
  ludo_notice_bar_show (self->notice_bar, NOTICE_SLOT, TRUE, text);
  return FALSE;
}

/* Returns: (nullable): where new games of this window are saved */
const char *
_ludo_window_get_save_path (LudoWindow *self)
{
  return self->save_slot != NULL ? ludo_save_slot_get_path (self->save_slot) : NULL;
}

/* The saved game did not come back: told until the player closes it. */
void
_ludo_window_restore_failed (LudoWindow *self,
                             const char *text)
{
  ludo_notice_bar_show (self->notice_bar, NOTICE_RESTORE, TRUE, text);
}

void
_ludo_window_save_failed (LudoWindow *self,
                          const char *message)
{
  g_autofree char *text = g_strdup_printf (_("The game could not be saved: %s"), message);

  ludo_notice_bar_show (self->notice_bar, NOTICE_SAVE, TRUE, text);
}

void
_ludo_window_save_recovered (LudoWindow *self)
{
  ludo_notice_bar_clear (self->notice_bar, NOTICE_SAVE);
}

/* What the settings needed to make a game, told when a game is made of
 * them; a game made of settings that needed nothing clears it. */
void
_ludo_window_show_repairs (LudoWindow          *self,
                           LudoSettingsRepairs  repairs)
{
  const char *text = NULL;

  if (repairs & LUDO_SETTINGS_REPAIRED_SEATS)
    text = _("Fewer than two seats are taken in the Preferences, so this game has the "
             "default players.");
  else if (repairs & LUDO_SETTINGS_REPAIRED_TEAM_PLAY)
    text = _("Team play needs all four seats taken, so this game is played without teams.");

  if (text != NULL)
    ludo_notice_bar_show (self->notice_bar, NOTICE_SETTINGS, FALSE, text);
  else
    ludo_notice_bar_clear (self->notice_bar, NOTICE_SETTINGS);
}

LudoNoticeBar *
_ludo_window_get_notice_bar (LudoWindow *self)
{
  return self->notice_bar;
}
