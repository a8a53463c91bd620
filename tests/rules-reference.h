/* rules-reference.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-rules.h"

G_BEGIN_DECLS

/* A second, deliberately naive model of docs/rules.md for the tests. It shares
 * no code with the engine: it walks every path square by square and counts
 * pawns by scanning the board, so that it is easy to check by eye. */

#define HOME 57

typedef struct
{
  int   prog[4][4];
  guint seated;
  int   turn;
  int   n_ranked;
  int   ranking[4];
} Ref;

typedef struct
{
  int      n_captured;
  int      captured_colour[16];
  int      captured_from[16];
  /* Opposing pawns left standing on a safe target square (§5a.2). */
  int      n_spared;
  int      spared_colour[16];
  int      spared_from[16];
  int      finished;
  gboolean extra_roll;
  gboolean game_over;
} RefOutcome;

gboolean  ref_seated           (const Ref        *ref,
                                int               c);
gboolean  ref_finished         (const Ref        *ref,
                                int               c);
int       ref_abs              (int               c,
                                int               p);
int       ref_count_at         (const Ref        *ref,
                                int               c,
                                int               p);
int       ref_count_abs        (const Ref        *ref,
                                int               c,
                                int               sq);
void      ref_masks            (const Ref        *ref,
                                guint64           occupied[4],
                                guint64           stacked[4]);
gboolean  ref_opposing         (const LudoRules  *rules,
                                int               a,
                                int               b);
gboolean  ref_shares           (const LudoRules  *rules);
gboolean  ref_safe             (const LudoRules  *rules,
                                int               sq);
gboolean  ref_may_share        (const LudoRules  *rules,
                                int               sq,
                                int               na,
                                int               nb);
gboolean  ref_game_over        (const LudoRules  *rules,
                                const Ref        *ref);
gboolean  ref_valid            (const LudoRules  *rules,
                                const Ref        *ref);
int       ref_moving           (const LudoRules  *rules,
                                const Ref        *ref);
guint     ref_moves            (const LudoRules  *rules,
                                const Ref        *ref,
                                int               roll,
                                LudoMove         *moves);
guint     ref_explain          (const LudoRules  *rules,
                                const Ref        *ref,
                                int               roll,
                                LudoBlockedPlace *blocked);
void      ref_sort             (int              *v);
void      ref_complete_ranking (const LudoRules  *rules,
                                Ref              *ref,
                                int               roller);
void      ref_apply            (const LudoRules  *rules,
                                Ref              *ref,
                                int               roll,
                                const LudoMove   *move,
                                RefOutcome       *out);
char     *ref_format           (const Ref        *ref);

G_END_DECLS
