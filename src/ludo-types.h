/* ludo-types.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * LudoSeat:
 *
 * Who sits at a colour. The computer levels match #LudoAiLevel.
 */
typedef enum
{
  LUDO_SEAT_EMPTY,
  LUDO_SEAT_HUMAN,
  LUDO_SEAT_COMPUTER_RANDOM,
  LUDO_SEAT_COMPUTER_EASY,
  LUDO_SEAT_COMPUTER_MEDIUM,
  LUDO_SEAT_COMPUTER_HARD,
} LudoSeat;

/**
 * LudoPhase:
 * @LUDO_PHASE_AWAITING_ROLL: a human player is to roll
 * @LUDO_PHASE_AWAITING_MOVE: a human player has rolled and owes a move
 * @LUDO_PHASE_COMPUTER_THINKING: a computer player is on turn; it rolls and
 *   moves by itself
 * @LUDO_PHASE_OVER: the game is over
 */
typedef enum
{
  LUDO_PHASE_AWAITING_ROLL,
  LUDO_PHASE_AWAITING_MOVE,
  LUDO_PHASE_COMPUTER_THINKING,
  LUDO_PHASE_OVER,
} LudoPhase;

/**
 * LudoAnimationSpeed:
 * @LUDO_ANIMATION_SPEED_SLOW: slow hops
 * @LUDO_ANIMATION_SPEED_NORMAL: the default pace
 * @LUDO_ANIMATION_SPEED_FAST: quick hops
 * @LUDO_ANIMATION_SPEED_VERY_FAST: hops just long enough to follow
 * @LUDO_ANIMATION_SPEED_OFF: no animation: the board shows each move at once
 *
 * How fast the board animates rolls and moves. This is also the schema's
 * enum of the `animation-speed` key (glib-mkenums writes it from here, see
 * ludo-settings.h), so g_settings_bind() maps the key onto
 * LudoBoard:animation-speed directly, and the values are the positions in
 * the preferences' dropdown.
 */
typedef enum
{
  LUDO_ANIMATION_SPEED_SLOW,
  LUDO_ANIMATION_SPEED_NORMAL,
  LUDO_ANIMATION_SPEED_FAST,
  LUDO_ANIMATION_SPEED_VERY_FAST,
  LUDO_ANIMATION_SPEED_OFF,
} LudoAnimationSpeed;

G_END_DECLS
