/* game-log.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludo-game.h"

G_BEGIN_DECLS

/*
 * GameLog records every signal and property notification of a LudoGame
 * as short lines ("dice-rolled r 6", "roll-played r 4 r:10-14 next=g",
 * "notify current-colour"), so that tests compare a whole sequence at once.
 */
typedef struct
{
  LudoGame  *game;
  GPtrArray *lines;
  guint      depth;
  guint      n_game_over;
  gboolean   with_notify;
} GameLog;

GameLog  *game_log_new          (LudoGame     *game,
                                 gboolean      with_notify);
void      game_log_free         (GameLog      *log);
void      game_log_clear        (GameLog      *log);
char     *game_log_to_string    (GameLog      *log);
void      game_log_assert       (GameLog      *log,
                                 const char   *const *expected);
char    **game_log_events       (GameLog      *log,
                                 guint         from);
void      game_log_run_until    (GameLog      *log,
                                 const char   *prefix);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameLog, game_log_free)

G_END_DECLS
