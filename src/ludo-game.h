/* ludo-game.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "engine/ludo-rules.h"
#include "ludo-enums.h"
#include "ludo-types.h"

G_BEGIN_DECLS

#define LUDO_ERROR (ludo_error_quark ())

typedef enum
{
  LUDO_ERROR_NOT_YOUR_TURN,   /* a request for a colour that is not on turn, or a computer's turn */
  LUDO_ERROR_WRONG_PHASE,     /* rolling when a move is owed, moving before rolling, after the end */
  LUDO_ERROR_ILLEGAL_MOVE,    /* a move the rules do not allow with the roll in hand */
  LUDO_ERROR_CORRUPT_SAVE,    /* a saved game that cannot be read back */
  LUDO_ERROR_FUTURE_SAVE,     /* a saved game written by a newer version */
  LUDO_ERROR_INVALID_SETUP,   /* seats and rules that cannot make a game together */
} LudoError;

GQuark ludo_error_quark (void);

#define LUDO_TYPE_OUTCOME (ludo_outcome_get_type ())

GType        ludo_outcome_get_type (void) G_GNUC_CONST;
LudoOutcome *ludo_outcome_copy     (const LudoOutcome *outcome);
void         ludo_outcome_free     (LudoOutcome       *outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudoOutcome, ludo_outcome_free)

#define LUDO_TYPE_GAME (ludo_game_get_type ())

G_DECLARE_FINAL_TYPE (LudoGame, ludo_game, LUDO, GAME, GObject)

gboolean            ludo_game_setup_is_valid   (const LudoRules    *rules,
                                                const LudoSeat     *seats,
                                                GError            **error);
LudoGame           *ludo_game_new              (const LudoRules    *rules,
                                                const LudoSeat     *seats,
                                                guint32             seed);
LudoGame           *ludo_game_new_full         (const LudoRules    *rules,
                                                const LudoSeat     *seats,
                                                guint32             seed,
                                                const char         *save_path);
const LudoRules    *ludo_game_get_rules        (LudoGame           *self);
LudoSeat            ludo_game_get_seat         (LudoGame           *self,
                                                LudoColour          colour);
guint32             ludo_game_get_seed         (LudoGame           *self);
LudoColour          ludo_game_get_current_colour (LudoGame         *self);
LudoColour          ludo_game_get_moving_colour (LudoGame          *self);
LudoPhase           ludo_game_get_phase        (LudoGame           *self);
guint               ludo_game_get_last_roll    (LudoGame           *self);
guint               ludo_game_get_ranking      (LudoGame           *self,
                                                LudoColour         *ranking);
const LudoPosition *ludo_game_get_position     (LudoGame           *self);
gboolean            ludo_game_get_last_move    (LudoGame           *self,
                                                LudoMove           *move);
guint               ludo_game_get_moves        (LudoGame           *self,
                                                LudoMove           *moves);
guint               ludo_game_explain          (LudoGame           *self,
                                                LudoBlockedPlace   *blocked);
gboolean            ludo_game_preview_move     (LudoGame           *self,
                                                const LudoMove     *move,
                                                LudoOutcome        *outcome);
gboolean            ludo_game_roll             (LudoGame           *self,
                                                GError            **error);
gboolean            ludo_game_move             (LudoGame           *self,
                                                const LudoMove     *move,
                                                GError            **error);
gboolean            ludo_game_get_can_undo     (LudoGame           *self);
gboolean            ludo_game_undo             (LudoGame           *self,
                                                GError            **error);
void                ludo_game_hold             (LudoGame           *self);
void                ludo_game_release          (LudoGame           *self);
guint               ludo_game_get_computer_delay (LudoGame         *self);
void                ludo_game_set_computer_delay (LudoGame         *self,
                                                guint               delay_ms);
gboolean            ludo_game_get_auto_move    (LudoGame           *self);
void                ludo_game_set_auto_move    (LudoGame           *self,
                                                gboolean            auto_move);
gboolean            ludo_game_save             (LudoGame           *self,
                                                const char         *path,
                                                GError            **error);
LudoGame           *ludo_game_load             (const char         *path,
                                                GError            **error);
const char         *ludo_game_get_save_path    (LudoGame           *self);
LudoGame           *ludo_game_restore          (const char         *path,
                                                char              **moved_aside,
                                                GError            **error);
char               *ludo_game_get_default_save_path (void);
void                ludo_game_set_player_name  (LudoGame           *self,
                                                LudoColour          colour,
                                                const char         *name);
const char         *ludo_game_get_player_name  (LudoGame           *self,
                                                LudoColour          colour);
const char         *ludo_game_get_custom_name  (LudoGame           *self,
                                                LudoColour          colour);
const char         *ludo_game_colour_name      (LudoColour          colour);

G_END_DECLS
