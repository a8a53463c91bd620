/* ludo-rules.h
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define LUDO_N_COLOURS        4
#define LUDO_N_PAWNS          4
#define LUDO_TRACK_SQUARES    52

/* A pawn's progress, counted from its own colour's point of view (docs/rules.md §1). */
#define LUDO_PROGRESS_BASE        0
#define LUDO_PROGRESS_START       1
#define LUDO_PROGRESS_LAST_TRACK  51
#define LUDO_PROGRESS_HOME_COLUMN 52
#define LUDO_PROGRESS_HOME        57

/* One place can give a single move and a stack move; a colour has at most four places. */
#define LUDO_MAX_MOVES     8
/* Two partners' stacks of four on one square can be taken at once. */
#define LUDO_MAX_CAPTURES  8
/* Three opponents' stacks of four may share a safe square (docs/rules.md §5a). */
#define LUDO_MAX_SPARED    12

typedef enum
{
  LUDO_COLOUR_NONE = -1,
  LUDO_COLOUR_RED = 0,
  LUDO_COLOUR_GREEN,
  LUDO_COLOUR_YELLOW,
  LUDO_COLOUR_BLUE,
} LudoColour;

/**
 * LudoRules:
 * @blockades: the strict blockade variant (docs/rules.md §3)
 * @team: team play, red and yellow against green and blue (§4)
 * @pachisi: Pachisi stacking (§5)
 * @safe: safe squares (§5a)
 *
 * The rule options of a game. All off is the standard game. The engine
 * reads the fields directly; code that treats every option alike goes
 * through the house-rule table (ludo_rule_info()) and the flags.
 */
typedef struct
{
  guint blockades : 1;
  guint team      : 1;
  guint pachisi   : 1;
  guint safe      : 1;
} LudoRules;

/**
 * LudoRuleFlags:
 * @LUDO_RULE_BLOCKADES: #LudoRules.blockades
 * @LUDO_RULE_TEAM: #LudoRules.team
 * @LUDO_RULE_PACHISI: #LudoRules.pachisi
 * @LUDO_RULE_SAFE: #LudoRules.safe
 *
 * One bit per house rule, in the order of the house-rule table.
 */
typedef enum
{
  LUDO_RULE_BLOCKADES = 1 << 0,
  LUDO_RULE_TEAM      = 1 << 1,
  LUDO_RULE_PACHISI   = 1 << 2,
  LUDO_RULE_SAFE      = 1 << 3,
} LudoRuleFlags;

#define LUDO_N_RULES 4

/**
 * LudoRuleInfo:
 * @flag: the rule's bit
 * @nick: its name in a rule list (`ludo-cli --rules`, saved games)
 * @key: its GSettings key, which is also the #LudoGame property
 * @name: its name for people, in English (translate with gettext)
 * @description: one short sentence saying what it changes, in English
 *
 * A row of the house-rule table. Everything that treats the house rules
 * alike (the model's properties, the settings, the preferences, the rules
 * window, the notation, the command line's help, the tests' combinations)
 * loops over this table, so that a new rule is a new row plus its logic.
 */
typedef struct
{
  LudoRuleFlags  flag;
  const char    *nick;
  const char    *key;
  const char    *name;
  const char    *description;
} LudoRuleInfo;

/**
 * LudoPosition:
 * @progress: each colour's four pawns, sorted ascending
 * @seated: bit c is set when colour c plays
 * @turn: the colour to roll next, or %LUDO_COLOUR_NONE when the game is over
 * @n_ranked: how many colours @ranking holds
 * @ranking: colours in finishing order; complete (every seated colour) once
 *   the game is over. In team play the winning team comes first.
 *
 * A small value type: copy it freely. Treat it as read-only outside the
 * engine; change it only through ludo_rules_apply() and the notation parser,
 * which keep the fields below consistent.
 */
typedef struct
{
  guint8  progress[LUDO_N_COLOURS][LUDO_N_PAWNS];
  guint8  seated;
  gint8   turn;
  guint8  n_ranked;
  gint8   ranking[LUDO_N_COLOURS];

  /*< private >*/
  /* Names the byte the compiler would pad with, so that a position has no
   * undefined bytes: the engine keeps it 0 and positions compare with memcmp. */
  guint8  reserved;
  /* Per colour, a bit for each absolute track square holding at least one
   * (occupied) or at least two (stacked) of its pawns. Kept up to date by the
   * engine so that move generation never scans the board. Bits 52..56 of
   * occupied mark the colour's own home-column squares (progress 52..56). */
  guint64 occupied[LUDO_N_COLOURS];
  guint64 stacked[LUDO_N_COLOURS];
} LudoPosition;

/**
 * LudoMove:
 * @colour: the colour of the pawn(s) that move (in team play a finished
 *   player moves the partner's pawns: then it is the partner's colour)
 * @from: progress before the move
 * @to: progress after the move
 * @count: 1 for a single pawn, N ≥ 2 for a Pachisi stack move of N pawns
 */
typedef struct
{
  gint8  colour;
  guint8 from;
  guint8 to;
  guint8 count;
} LudoMove;

/**
 * LudoBlockReason:
 *
 * Why a pawn place has no legal move for the roll in hand (docs/rules.md §7
 * gives the names and the order in which they are checked).
 * %LUDO_BLOCK_STACK_HOME_COLUMN is of another kind: one pawn of a Pachisi
 * stack can move, the whole stack cannot, since a stack may not stop in
 * the home column (§5.2). Only ludo_rules_explain_full() gives it, when asked.
 */
typedef enum
{
  LUDO_BLOCK_NONE = 0,
  LUDO_BLOCK_NEEDS_SIX,
  LUDO_BLOCK_OWN_PAWN,
  LUDO_BLOCK_BLOCKADE_ON_START,
  LUDO_BLOCK_BLOCKADE_IN_PATH,
  LUDO_BLOCK_BLOCKADE_ON_TARGET,
  LUDO_BLOCK_OVERSHOOTS_HOME,
  LUDO_BLOCK_HOME_COLUMN_BLOCKED,
  LUDO_BLOCK_FINISHED,
  LUDO_BLOCK_STACK_HOME_COLUMN,
} LudoBlockReason;

/**
 * LudoBlockedPlace:
 * @colour: the colour of the pawns at that place
 * @from: the progress of the place
 * @reason: why no pawn there can move
 * @blocker: the colour whose blockade or pawn is in the way, or
 *   %LUDO_COLOUR_NONE when the reason involves no other colour
 */
typedef struct
{
  gint8  colour;
  guint8 from;
  guint8 reason;
  gint8  blocker;
} LudoBlockedPlace;

/**
 * LudoCapture:
 * @colour: the pawn's colour
 * @from: its progress on the square: for a captured pawn, where it stood
 *   before it was sent back to base
 * @square: that square's absolute index, 0..51
 *
 * A pawn of another colour on the square a move ended on.
 */
typedef struct
{
  gint8  colour;
  guint8 from;
  guint8 square;
} LudoCapture;

/**
 * LudoOutcome:
 * @roller: the colour that rolled (the TURN colour before the roll)
 * @roll: the roll, 1..6
 * @moved: whether a move was made; %FALSE when the roll was lost
 * @move: the move, when @moved: its colour is that of the pawns that moved,
 *   the roller's partner's when the roller's own pawns are all home (§4.4)
 * @n_captured: how many pawns the move sent back to base
 * @captured: those pawns
 * @n_spared: how many opposing pawns stayed on the square the move ended on
 *   because it is a safe square (§5a.2); they would have been captured
 *   anywhere else
 * @spared: those pawns
 * @blockade_formed: with `blockades`, a single pawn joined a lone pawn of
 *   its colour: a blockade now stands on @move's target
 * @blockade_broken: with `blockades`, a single pawn left a pair: the
 *   blockade on @move's origin is gone. A stack that moves as a whole
 *   carries its blockade along: that is neither formed nor broken.
 * @finished: the colour that brought its last pawn home with this move, or
 *   %LUDO_COLOUR_NONE
 * @finished_rank: its place in the ranking after the move, from 1 (at the
 *   end of a team game the winning team goes first, §4.5), or 0
 * @extra_roll: the same player rolls again (a 6 was rolled and it still plays)
 * @game_over: the move ended the game
 * @next: the colour to roll next, %LUDO_COLOUR_NONE once the game is over
 * @n_blocked: for a lost roll, how many pawn places could not move
 * @blocked: why each of them could not, as ludo_rules_explain() gives them
 *   for the position before the roll
 *
 * The whole record of one applied roll, a move or a lost one, as
 * ludo_rules_apply() fills it: everything a view needs to tell what
 * happened, so that no view works out a rule again.
 */
typedef struct
{
  gint8            roller;
  guint8           roll;
  gboolean         moved;
  LudoMove         move;
  guint8           n_captured;
  LudoCapture      captured[LUDO_MAX_CAPTURES];
  guint8           n_spared;
  LudoCapture      spared[LUDO_MAX_SPARED];
  gboolean         blockade_formed;
  gboolean         blockade_broken;
  gint8            finished;
  guint8           finished_rank;
  gboolean         extra_roll;
  gboolean         game_over;
  gint8            next;
  guint8           n_blocked;
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
} LudoOutcome;

/**
 * ludo_rules_absolute_square:
 * @colour: a colour
 * @progress: a track progress, 1..51
 *
 * Returns: the absolute track square (0..51) of that progress for that colour.
 */
static inline guint
ludo_rules_absolute_square (LudoColour colour,
                            guint      progress)
{
  return (13u * (guint) colour + progress - 1u) % LUDO_TRACK_SQUARES;
}

/* The eight safe squares of the `safe` option (docs/rules.md §5a): every start
 * square, absolute 13·c, and the square eight ahead of it, as a mask of
 * absolute track squares. */
#define LUDO_SAFE_SQUARES \
  ((G_GUINT64_CONSTANT (1) << 0) | (G_GUINT64_CONSTANT (1) << 8) | \
   (G_GUINT64_CONSTANT (1) << 13) | (G_GUINT64_CONSTANT (1) << 21) | \
   (G_GUINT64_CONSTANT (1) << 26) | (G_GUINT64_CONSTANT (1) << 34) | \
   (G_GUINT64_CONSTANT (1) << 39) | (G_GUINT64_CONSTANT (1) << 47))

/**
 * ludo_rules_is_safe_square:
 * @rules: the rule options
 * @square: an absolute track square, 0..51
 *
 * Returns: %TRUE when nobody can be captured on @square under @rules
 */
static inline gboolean
ludo_rules_is_safe_square (const LudoRules *rules,
                           guint            square)
{
  return rules->safe && square < 52 && (LUDO_SAFE_SQUARES & (G_GUINT64_CONSTANT (1) << square)) != 0;
}

/**
 * ludo_rules_forms_blockade:
 * @rules: the rule options
 * @count: how many pawns of one colour stand on one square
 * @on_track: whether that square is a track square (not the home column)
 *
 * Returns: %TRUE when those pawns are a blockade (docs/rules.md §3.1, §3.6)
 */
static inline gboolean
ludo_rules_forms_blockade (const LudoRules *rules,
                           guint            count,
                           gboolean         on_track)
{
  return rules->blockades && on_track && count >= 2;
}

/**
 * ludo_rules_partner:
 * @colour: a colour
 *
 * Returns: the colour sitting opposite, the partner in team play.
 */
static inline LudoColour
ludo_rules_partner (LudoColour colour)
{
  return (LudoColour) (((guint) colour + 2u) % LUDO_N_COLOURS);
}

const LudoRuleInfo *ludo_rule_info   (guint               index);
guint       ludo_rule_index          (LudoRuleFlags       flag);
const LudoRuleInfo *ludo_rule_info_by_nick (const char   *nick,
                                      gsize               length);
LudoRuleFlags ludo_rules_get_flags   (const LudoRules    *rules);
void        ludo_rules_set_flags     (LudoRules          *rules,
                                      LudoRuleFlags       flags);
gboolean    ludo_rules_get           (const LudoRules    *rules,
                                      LudoRuleFlags       flag);
void        ludo_rules_set           (LudoRules          *rules,
                                      LudoRuleFlags       flag,
                                      gboolean            on);
gboolean    ludo_rules_check         (const LudoRules    *rules,
                                      guint               seated,
                                      GError            **error);
void        ludo_position_init_game  (LudoPosition       *pos,
                                      guint               seated,
                                      LudoColour          first);
gboolean    ludo_position_is_over    (const LudoPosition *pos);
gboolean    ludo_position_has_finished (const LudoPosition *pos,
                                      LudoColour          colour);
guint       ludo_position_count_at   (const LudoPosition *pos,
                                      LudoColour          colour,
                                      guint               progress);
LudoColour  ludo_rules_moving_colour (const LudoRules    *rules,
                                      const LudoPosition *pos);
guint       ludo_rules_generate_moves (const LudoRules   *rules,
                                      const LudoPosition *pos,
                                      guint               roll,
                                      LudoMove           *moves);
guint       ludo_rules_explain       (const LudoRules    *rules,
                                      const LudoPosition *pos,
                                      guint               roll,
                                      LudoBlockedPlace   *blocked);
guint       ludo_rules_explain_full  (const LudoRules    *rules,
                                      const LudoPosition *pos,
                                      guint               roll,
                                      gboolean            stacks,
                                      LudoBlockedPlace   *blocked);
gboolean    ludo_rules_is_legal      (const LudoRules    *rules,
                                      const LudoPosition *pos,
                                      guint               roll,
                                      const LudoMove     *move);
void        ludo_rules_apply         (const LudoRules    *rules,
                                      LudoPosition       *pos,
                                      guint               roll,
                                      const LudoMove     *move,
                                      LudoOutcome        *outcome);
void        ludo_position_refresh    (LudoPosition       *pos);

G_END_DECLS
