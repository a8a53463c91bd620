/* ludo-save-slot.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _LudoSaveSlot LudoSaveSlot;

LudoSaveSlot *ludo_save_slot_claim    (const char    *path,
                                       GError       **error);
const char   *ludo_save_slot_get_path (LudoSaveSlot  *self);
void          ludo_save_slot_release  (LudoSaveSlot  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudoSaveSlot, ludo_save_slot_release)

G_END_DECLS
