/* ludo-rules-tables.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "engine/ludo-rules.h"

G_BEGIN_DECLS

/* One house rule's table in the rules window: a row per thing the rule
 * changes, the standard game in column 1, the rule in column 2. */
typedef struct
{
  GtkWidget *section;
  GtkGrid   *grid;
  /* The "This game" captions under the two columns' headings. */
  GtkWidget *marks[2];
  guint      n_rows;
} LudoRulesTable;

void ludo_rules_table_build (guint           rule,
                             GtkSizeGroup   *names,
                             LudoRulesTable *table);
void ludo_rules_table_mark  (LudoRulesTable *table,
                             int             column);

G_END_DECLS
