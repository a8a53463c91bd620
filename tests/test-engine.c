/* test-engine.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every expectation in this file was worked out by hand from docs/rules.md,
 * its decisions (§8) included, never read back from the engine.
 * Positions, moves and explanations are written in the notation of
 * docs/rules.md §6/§7 so that each case reads like the rule it proves.
 *
 * Useful square arithmetic (docs/rules.md §1): red progress r lies on absolute
 * square r − 1; the same square is green r − 13, yellow r − 26 and
 * blue r + 13 (all mod 52). Green 40, yellow 27 and blue 14 sit on red's
 * start square; red 14, yellow 40 and blue 27 on green's.
 *
 * Readings that these tests fix where the rules leave room (docs/rules.md
 * §8 lists them all):
 * - "Stacks are blockades, including while they move together" (§5.3): a
 *   stack move obeys the single move's path rules and the moved stack is a
 *   wall at its new square; nothing more.
 * - A square holding one colour's pair and its partner's single is a wall
 *   (the pair is a blockade); two partners' singles are not (§4.3).
 * - When two opposing walls share a square (partners' pairs), the blocker
 *   reported is the lower colour index (test-random-games.c compares it).
 * - Losers still playing are ranked in turn order starting after the TURN
 *   colour that rolled last, also when a finished player moved its partner.
 * - own-pawn can never meet a blockade-* reason (one needs `blockades` off,
 *   the others on), so those precedence pairs cannot be tested.
 * - Left untested either way: leading zeros ("05"), a written "x1", empty
 *   items in a rule list ("team,"), out-of-range moves such as "r:57-60"
 *   (a syntax error or an illegal move are both accepted here). */

#include "config.h"

#include <string.h>

#include "engine-test-util.h"
#include "ludo-notation.h"
#include "ludo-rules.h"


/* ---------------------------------------------------------------------- */
/* Move lists and explanations                                             */
/* ---------------------------------------------------------------------- */

typedef struct
{
  const char *path;
  const char *rules;
  const char *position;
  guint       roll;
  const char *moves;    /* as `ludo-cli moves` prints them, space-separated */
  const char *explain;  /* the `blocked` lines, "; "-separated, "" for none */
  /* ludo_rules_explain_full() with stacks, when it differs from @explain */
  const char *explain_stacks;
} MovesCase;

static const MovesCase moves_cases[] = {
  /* §2 Standard rules. */
  { "/engine/standard/2.3-leaving-base-needs-six", "", "r:0,0,0,0/0,0,0,0/-/-", 5,
    "none", "r:0 blocked needs-six" },
  { "/engine/standard/2.3-six-leaves-base-listed-once", "", "r:0,0,0,0/0,0,0,0/-/-", 6,
    "r:0-1", "" },
  { "/engine/standard/2.3-needs-six-with-other-roll", "", "r:0,0,0,10/0,0,0,0/-/-", 5,
    "r:10-15", "r:0 blocked needs-six" },
  { "/engine/standard/2.4-overshooting-home-illegal", "", "r:0,0,10,54/0,0,0,0/-/-", 4,
    "r:10-14", "r:0 blocked needs-six; r:54 blocked overshoots-home" },
  { "/engine/standard/2.4-exact-roll-reaches-home", "", "r:0,0,10,54/0,0,0,0/-/-", 3,
    "r:10-13 r:54-57", "r:0 blocked needs-six" },
  { "/engine/standard/2.4-from-track-into-home-column", "", "r:0,0,49,53/0,0,0,0/-/-", 3,
    "r:49-52 r:53-56", "r:0 blocked needs-six" },
  { "/engine/standard/2.5-own-pawn-on-target", "", "r:0,0,1,5/0,0,0,0/-/-", 4,
    "r:5-9", "r:0 blocked needs-six; r:1 blocked own-pawn" },
  { "/engine/standard/2.5-leaving-base-onto-own-pawn", "", "r:0,0,1,5/0,0,0,0/-/-", 6,
    "r:1-7 r:5-11", "r:0 blocked own-pawn" },
  { "/engine/standard/2.5-passing-any-pawns", "", "r:0,0,5,7/0,0,0,48/-/-", 6,
    "r:0-1 r:5-11 r:7-13", "" },
  { "/engine/standard/2.6-capture-is-a-legal-move", "", "r:0,0,0,10/0,0,0,1/-/-", 4,
    "r:10-14", "r:0 blocked needs-six" },
  { "/engine/standard/2.6-leaving-base-onto-opponent", "", "r:0,0,0,0/0,0,0,40/-/-", 6,
    "r:0-1", "" },
  { "/engine/standard/2.7-home-column-no-passing-own", "", "r:0,0,50,53/0,0,0,0/-/-", 4,
    "r:53-57", "r:0 blocked needs-six; r:50 blocked home-column-blocked" },
  { "/engine/standard/2.7-home-column-no-landing-on-own", "", "r:0,0,50,53/0,0,0,0/-/-", 3,
    "r:53-56", "r:0 blocked needs-six; r:50 blocked home-column-blocked" },
  { "/engine/standard/2.7-home-column-blocks-way-home", "", "r:0,0,51,53/0,0,0,0/-/-", 6,
    "r:0-1", "r:51 blocked home-column-blocked; r:53 blocked overshoots-home" },
  { "/engine/standard/2.7-home-column-inner-squares", "", "r:0,0,55,56/0,0,0,0/-/-", 1,
    "r:56-57", "r:0 blocked needs-six; r:55 blocked home-column-blocked" },
  { "/engine/standard/2.8-home-pawns-are-finished", "", "r:0,57,57,57/0,0,0,0/-/-", 3,
    "none", "r:0 blocked needs-six; r:57 blocked finished" },
  { "/engine/standard/2.8-game-over-has-no-moves", "", "-:57,57,57,57/0,0,0,0/-/-", 6,
    "none", "" },
  { "/engine/standard/2.9-empty-seats", "", "b:0,0,0,0/-/-/0,0,0,7", 6,
    "b:0-1 b:7-13", "" },
  { "/engine/standard/2.9-three-seats", "", "g:0,0,0,0/0,0,0,9/-/0,0,0,1", 4,
    "g:9-13", "g:0 blocked needs-six" },

  /* §3 Blockades. */
  { "/engine/blockades/3.1-may-share-a-track-square", "blockades", "r:0,0,5,9/0,0,0,0/-/-", 4,
    "r:5-9 r:9-13", "r:0 blocked needs-six" },
  { "/engine/blockades/3.1-leave-base-onto-own-pawn", "blockades", "r:0,0,0,1/0,0,0,0/-/-", 6,
    "r:0-1 r:1-7", "" },
  { "/engine/blockades/3.1-more-pawns-may-join", "blockades", "r:0,5,9,9/0,0,0,0/-/-", 4,
    "r:5-9 r:9-13", "r:0 blocked needs-six" },
  { "/engine/blockades/3.2-no-passing", "blockades", "r:0,0,0,5/0,0,48,48/-/-", 6,
    "r:0-1", "r:5 blocked blockade-in-path" },
  { "/engine/blockades/3.2-no-ending-on-it", "blockades", "r:0,0,0,5/0,0,48,48/-/-", 4,
    "none", "r:0 blocked needs-six; r:5 blocked blockade-on-target" },
  { "/engine/blockades/3.2-stopping-short-is-fine", "blockades", "r:0,0,0,5/0,0,48,48/-/-", 3,
    "r:5-8", "r:0 blocked needs-six" },
  { "/engine/blockades/3.2-three-pawns-are-a-wall", "blockades", "r:0,0,0,5/0,48,48,48/-/-", 6,
    "r:0-1", "r:5 blocked blockade-in-path" },
  { "/engine/blockades/3.2-single-opponent-is-no-wall", "blockades", "r:0,0,0,5/0,0,0,48/-/-", 6,
    "r:0-1 r:5-11", "" },
  { "/engine/blockades/3.2-wall-before-home-column", "blockades", "r:0,0,0,49/0,0,38,38/-/-", 5,
    "none", "r:0 blocked needs-six; r:49 blocked blockade-in-path" },
  { "/engine/blockades/3.2-wall-on-last-track-square", "blockades", "r:0,0,0,49/0,0,38,38/-/-", 2,
    "none", "r:0 blocked needs-six; r:49 blocked blockade-on-target" },
  { "/engine/blockades/3.2-wall-behind-is-harmless", "blockades", "r:0,0,0,52/0,0,38,38/-/-", 3,
    "r:52-55", "r:0 blocked needs-six" },
  { "/engine/blockades/3.3-no-leaving-base-onto-blockade", "blockades",
    "r:0,0,0,0/0,0,40,40/-/-", 6,
    "none", "r:0 blocked blockade-on-start" },
  { "/engine/blockades/3.3-single-on-start-is-no-wall", "blockades", "r:0,0,0,0/0,0,0,40/-/-", 6,
    "r:0-1", "" },
  { "/engine/blockades/3.4-own-blockade-is-passed", "blockades", "r:0,3,5,5/0,0,0,0/-/-", 4,
    "r:3-7 r:5-9", "r:0 blocked needs-six" },
  { "/engine/blockades/3.4-own-blockade-may-be-joined", "blockades", "r:0,3,5,5/0,0,0,0/-/-", 2,
    "r:3-5 r:5-7", "r:0 blocked needs-six" },
  { "/engine/blockades/3.4-blockade-on-own-start", "blockades", "r:0,0,1,1/0,0,0,0/-/-", 6,
    "r:0-1 r:1-7", "" },
  { "/engine/blockades/3.5-standing-blockade", "blockades", "g:0,0,5,5/0,0,0,40/-/-", 4,
    "none", "g:0 blocked needs-six; g:40 blocked blockade-on-target" },
  { "/engine/blockades/3.5-dissolved-blockade", "blockades", "g:0,0,5,8/0,0,0,40/-/-", 4,
    "g:40-44", "g:0 blocked needs-six" },
  { "/engine/blockades/3.6-home-column-one-per-square", "blockades", "r:0,0,50,53/0,0,0,0/-/-", 3,
    "r:53-56", "r:0 blocked needs-six; r:50 blocked home-column-blocked" },
  { "/engine/blockades/3.6-home-column-no-passing-own", "blockades", "r:0,0,50,53/0,0,0,0/-/-", 4,
    "r:53-57", "r:0 blocked needs-six; r:50 blocked home-column-blocked" },
  { "/engine/blockades/3.7-no-move-at-all", "blockades",
    "r:0,0,0,5/0,0,40,40/0,0,0,0/0,0,24,24", 6, "none",
    "r:0 blocked blockade-on-start; r:5 blocked blockade-on-target" },

  /* §4 Team play. Red and yellow against green and blue. */
  { "/engine/team/4.1-partner-is-opposite", "team", "r:0,0,0,10/0,0,0,0/0,0,0,40/0,0,0,1", 4,
    "r:10-14", "r:0 blocked needs-six" },
  { "/engine/team/4.2-may-end-on-partner", "team", "r:0,0,0,10/0,0,0,0/0,0,0,40/0,0,0,0", 4,
    "r:10-14", "r:0 blocked needs-six" },
  { "/engine/team/4.2-leave-base-onto-partner", "team", "r:0,0,0,0/0,0,0,0/0,0,0,27/0,0,0,0", 6,
    "r:0-1", "" },
  { "/engine/team/4.2-leave-base-onto-partner-blockade", "blockades,team",
    "r:0,0,0,0/0,0,0,0/0,0,27,27/0,0,0,0", 6, "r:0-1", "" },
  { "/engine/team/4.2-pass-partner-blockade", "blockades,team",
    "r:0,0,0,10/0,0,0,0/0,0,40,40/0,0,0,0", 6, "r:0-1 r:10-16", "" },
  { "/engine/team/4.2-end-on-partner-blockade", "blockades,team",
    "r:0,0,0,10/0,0,0,0/0,0,40,40/0,0,0,0", 4, "r:10-14", "r:0 blocked needs-six" },
  { "/engine/team/4.2-own-pawns-still-apart", "team", "r:0,0,5,9/0,0,0,0/0,0,0,0/0,0,0,0", 4,
    "r:9-13", "r:0 blocked needs-six; r:5 blocked own-pawn" },
  { "/engine/team/4.3-partner-blockade-on-start", "blockades,team",
    "g:0,0,0,0/0,0,0,0/0,0,40,40/0,0,0,0", 6, "none", "g:0 blocked blockade-on-start" },
  { "/engine/team/4.3-partner-blockade-in-path", "blockades,team",
    "b:0,0,0,0/0,0,0,0/0,0,40,40/0,0,0,25", 4,
    "none", "b:0 blocked needs-six; b:25 blocked blockade-in-path" },
  { "/engine/team/4.3-blockade-and-partner-single", "blockades,team",
    "g:0,0,14,14/0,0,0,0/0,0,0,40/0,0,0,0", 6, "none", "g:0 blocked blockade-on-start" },
  { "/engine/team/4.3-mixed-square-is-no-blockade", "blockades,team",
    "g:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", 6, "g:0-1", "" },
  { "/engine/team/4.4-finished-player-moves-partner", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", 3, "y:10-13", "y:0 blocked needs-six" },
  { "/engine/team/4.4-finished-player-six", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", 6, "y:0-1 y:10-16", "" },
  { "/engine/team/4.4-partner-explained", "team",
    "r:57,57,57,57/0,0,0,0/0,0,57,57/0,0,0,0", 3,
    "none", "y:0 blocked needs-six; y:57 blocked finished" },
  { "/engine/team/4.4-finished-green-moves-blue", "blockades,team",
    "g:0,0,0,0/57,57,57,57/0,0,0,0/0,0,0,5", 2, "b:5-7", "b:0 blocked needs-six" },
  { "/engine/team/4.4-own-pawns-before-finishing", "team",
    "r:0,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", 3,
    "none", "r:0 blocked needs-six; r:57 blocked finished" },
  { "/engine/team/4.5-game-over-has-no-moves", "team",
    "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0", 6, "none", "" },

  /* §5 Pachisi. */
  { "/engine/pachisi/5.1-own-pawns-share", "pachisi", "r:0,0,5,9/0,0,0,0/-/-", 4,
    "r:5-9 r:9-13", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.1-stack-is-passed", "pachisi", "r:0,0,0,5/0,0,48,48/-/-", 6,
    "r:0-1 r:5-11", "" },
  { "/engine/pachisi/5.1-stack-may-be-captured", "pachisi", "r:0,0,0,5/0,0,48,48/-/-", 4,
    "r:5-9", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.1-stack-on-start-is-captured", "pachisi", "r:0,0,0,0/0,0,40,40/-/-", 6,
    "r:0-1", "" },
  { "/engine/pachisi/5.2-stack-moves-as-one", "pachisi", "r:0,0,5,5/0,0,0,0/-/-", 3,
    "r:5-8 r:5-8x2", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.2-stack-of-three", "pachisi", "r:0,5,5,5/0,0,0,0/-/-", 2,
    "r:5-7 r:5-7x3", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.2-stack-of-four", "pachisi", "r:20,20,20,20/0,0,0,0/-/-", 5,
    "r:20-25 r:20-25x4", "" },
  { "/engine/pachisi/5.2-two-stacks", "pachisi", "r:5,5,9,9/0,0,0,0/-/-", 4,
    "r:5-9 r:5-9x2 r:9-13 r:9-13x2", "" },
  { "/engine/pachisi/5.2-base-pawns-are-no-stack", "pachisi", "r:0,0,0,0/0,0,0,0/-/-", 6,
    "r:0-1", "" },
  { "/engine/pachisi/5.2-stack-may-go-home", "pachisi", "r:0,0,51,51/0,0,0,0/-/-", 6,
    "r:0-1 r:51-57 r:51-57x2", "" },
  { "/engine/pachisi/5.2-stack-may-not-end-in-home-column", "pachisi",
    "r:0,0,51,51/0,0,0,0/-/-", 3, "r:51-54", "r:0 blocked needs-six",
    "r:0 blocked needs-six; r:51 blocked stack-home-column" },
  { "/engine/pachisi/5.2-stack-into-home-column-from-afar", "pachisi",
    "r:0,0,48,48/0,0,0,0/-/-", 6, "r:0-1 r:48-54", "", "r:48 blocked stack-home-column" },
  { "/engine/pachisi/5.2-stack-obeys-home-column", "pachisi", "r:0,50,50,54/0,0,0,0/-/-", 6,
    "r:0-1", "r:50 blocked home-column-blocked; r:54 blocked overshoots-home" },
  { "/engine/pachisi/5.2-stack-to-last-track-square", "pachisi", "r:0,0,47,47/0,0,0,0/-/-", 4,
    "r:47-51 r:47-51x2", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.2-stack-captures", "pachisi", "r:0,0,10,10/0,0,0,1/-/-", 4,
    "r:10-14 r:10-14x2", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.2-partner-pawns-are-no-stack", "team,pachisi",
    "r:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", 2, "r:14-16", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.2-stack-beside-partner", "team,pachisi",
    "r:0,0,14,14/0,0,0,0/0,0,0,40/0,0,0,0", 2, "r:14-16 r:14-16x2", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.3-stacks-are-blockades", "blockades,pachisi",
    "r:0,0,0,5/0,0,48,48/-/-", 6, "r:0-1", "r:5 blocked blockade-in-path" },
  { "/engine/pachisi/5.3-stack-is-no-target", "blockades,pachisi",
    "r:0,0,0,5/0,0,48,48/-/-", 4, "none", "r:0 blocked needs-six; r:5 blocked blockade-on-target" },
  { "/engine/pachisi/5.3-moving-stack-stopped-by-wall", "blockades,pachisi",
    "r:0,0,5,5/0,0,48,48/-/-", 6, "r:0-1", "r:5 blocked blockade-in-path" },
  { "/engine/pachisi/5.3-moving-stack-stops-short", "blockades,pachisi",
    "r:0,0,5,5/0,0,48,48/-/-", 3, "r:5-8 r:5-8x2", "r:0 blocked needs-six" },
  { "/engine/pachisi/5.3-moved-stack-is-a-wall", "blockades,pachisi",
    "g:0,0,9,9/0,0,0,45/-/-", 3, "none", "g:0 blocked needs-six; g:45 blocked blockade-on-target" },
  { "/engine/pachisi/5.3-moved-stack-without-blockades", "pachisi",
    "g:0,0,9,9/0,0,0,45/-/-", 3, "g:45-48", "g:0 blocked needs-six" },

  /* §5a Safe squares: red's 9 and green's 48 are both on square 8, red's 1
   * and green's 40 on square 0. Which moves are legal, and why not, is
   * exactly as without `safe` (docs/rules.md §8.13). */
  { "/engine/safe/5a.2-may-stop-on-opponent", "safe", "r:0,0,0,5/0,0,0,48/-/-", 4,
    "r:5-9", "r:0 blocked needs-six" },
  { "/engine/safe/5a.2-may-leave-base-onto-opponent", "safe", "r:0,0,0,0/0,0,0,40/-/-", 6,
    "r:0-1", "" },
  { "/engine/safe/5a.3-own-pawn-still-blocks", "safe", "r:0,0,5,9/0,0,0,0/-/-", 4,
    "r:9-13", "r:0 blocked needs-six; r:5 blocked own-pawn" },
  { "/engine/safe/5a.4-blockade-on-safe-square-is-no-target", "blockades,safe",
    "r:0,0,0,5/0,0,48,48/-/-", 4,
    "none", "r:0 blocked needs-six; r:5 blocked blockade-on-target" },
  { "/engine/safe/5a.4-blockade-on-safe-square-is-not-passed", "blockades,safe",
    "r:0,0,0,5/0,0,48,48/-/-", 6, "r:0-1", "r:5 blocked blockade-in-path" },
  { "/engine/safe/5a.4-blockade-on-safe-start-square", "blockades,safe",
    "r:0,0,0,0/0,0,40,40/-/-", 6, "none", "r:0 blocked blockade-on-start" },
  { "/engine/safe/5a.4-pawn-under-blockade-moves-away", "blockades,safe",
    "g:0,0,1,1/0,0,0,40/-/-", 3, "g:40-43", "g:0 blocked needs-six" },
  { "/engine/safe/5a.3-passing-a-safe-square", "safe", "r:0,0,0,5/0,0,0,48/-/-", 6,
    "r:0-1 r:5-11", "" },
  { "/engine/safe/5a.3-own-pawn-on-safe-start", "safe", "r:0,0,0,1/0,0,0,0/-/-", 6,
    "r:1-7", "r:0 blocked own-pawn" },
  { "/engine/safe/5a.3-pachisi-pair-on-safe-square", "pachisi,safe", "r:0,0,5,9/0,0,0,0/-/-", 4,
    "r:5-9 r:9-13", "r:0 blocked needs-six" },
  /* Red's pair and green's 1 on square 13, green's safe start square,
   * yellow's 35 on square 8: yellow joins its partner's blockade; green's
   * pawn may leave it, but no green pawn may come out of base onto it. */
  { "/engine/safe/5a.4-partner-joins-blockade-on-safe-square", "blockades,team,safe",
    "y:0,0,14,14/0,0,0,1/0,0,0,35/0,0,0,0", 5, "y:35-40", "y:0 blocked needs-six" },
  { "/engine/safe/5a.4-opponent-under-team-blockade-moves-away", "blockades,team,safe",
    "g:0,0,14,14/0,0,0,1/0,0,0,40/0,0,0,0", 6, "g:1-7", "g:0 blocked blockade-on-start" },
  { "/engine/safe/5a.5-stack-with-blockades-is-a-wall", "blockades,pachisi,safe",
    "r:0,0,0,5/0,0,48,48/-/-", 4, "none", "r:0 blocked needs-six; r:5 blocked blockade-on-target" },
  { "/engine/safe/5a.5-stack-may-stop-on-opposing-stack", "pachisi,safe",
    "r:0,0,5,5/0,0,48,48/-/-", 4, "r:5-9 r:5-9x2", "r:0 blocked needs-six" },

  /* The table of what blockades change (docs/rules.md §3), one row at a
   * time: the standard column, then the blockade column. */
  { "/engine/seed-table/own-pawns-on-one-square/standard", "", "r:0,0,5,9/0,0,0,0/-/-", 4,
    "r:9-13", "r:0 blocked needs-six; r:5 blocked own-pawn" },
  { "/engine/seed-table/own-pawns-on-one-square/blockades", "blockades", "r:0,0,5,9/0,0,0,0/-/-", 4,
    "r:5-9 r:9-13", "r:0 blocked needs-six" },
  { "/engine/seed-table/passing-a-blockade/standard", "", "r:0,0,0,5/0,0,0,48/-/-", 6,
    "r:0-1 r:5-11", "" },
  { "/engine/seed-table/passing-a-blockade/blockades", "blockades", "r:0,0,0,5/0,0,48,48/-/-", 6,
    "r:0-1", "r:5 blocked blockade-in-path" },
  { "/engine/seed-table/stopping-on-a-blockade/standard", "", "r:0,0,0,5/0,0,0,48/-/-", 4,
    "r:5-9", "r:0 blocked needs-six" },
  { "/engine/seed-table/stopping-on-a-blockade/blockades", "blockades",
    "r:0,0,0,5/0,0,48,48/-/-", 4,
    "none", "r:0 blocked needs-six; r:5 blocked blockade-on-target" },
  { "/engine/seed-table/leaving-base/standard", "", "r:0,0,0,0/0,0,0,40/-/-", 6,
    "r:0-1", "" },
  { "/engine/seed-table/leaving-base/blockades", "blockades", "r:0,0,0,0/0,0,40,40/-/-", 6,
    "none", "r:0 blocked blockade-on-start" },
  { "/engine/seed-table/your-own-pawns/standard", "", "r:0,0,3,5/0,0,0,0/-/-", 2,
    "r:5-7", "r:0 blocked needs-six; r:3 blocked own-pawn" },
  { "/engine/seed-table/your-own-pawns/blockades", "blockades", "r:0,3,5,5/0,0,0,0/-/-", 4,
    "r:3-7 r:5-9", "r:0 blocked needs-six" },
  { "/engine/seed-table/home-column/standard", "", "r:0,0,50,53/0,0,0,0/-/-", 4,
    "r:53-57", "r:0 blocked needs-six; r:50 blocked home-column-blocked" },
  { "/engine/seed-table/home-column/blockades", "blockades", "r:0,50,50,53/0,0,0,0/-/-", 4,
    "r:53-57", "r:0 blocked needs-six; r:50 blocked home-column-blocked" },
  { "/engine/seed-table/other-options/team-passes-partner-blockade", "blockades,team",
    "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", 6, "y:0-1 y:32-38", "" },
  { "/engine/seed-table/other-options/team-stops-on-partner-blockade", "blockades,team",
    "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", 3, "y:32-35", "y:0 blocked needs-six" },
  { "/engine/seed-table/other-options/no-team-blocked", "blockades",
    "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", 6, "y:0-1", "y:32 blocked blockade-in-path" },
  { "/engine/seed-table/other-options/pachisi-stack-is-blockade", "blockades,pachisi",
    "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", 3,
    "none", "y:0 blocked needs-six; y:32 blocked blockade-on-target" },
  { "/engine/seed-table/other-options/pachisi-stack-without-blockades", "pachisi",
    "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", 3, "y:32-35", "y:0 blocked needs-six" },

  /* §6 Notation examples. */
  { "/engine/notation/6-example-standard", "", "r:0,0,5,9/1,0,0,0/-/-", 6,
    "r:0-1 r:5-11 r:9-15", "" },
  { "/engine/notation/6-example-input-order", "", "r:9,0,5,0/0,0,1,0/-/-", 6,
    "r:0-1 r:5-11 r:9-15", "" },
  { "/engine/notation/6-example-pair-blockade", "blockades", "r:0,0,5,5/1,0,0,0/-/-", 4,
    "r:5-9", "r:0 blocked needs-six" },
  { "/engine/notation/6-example-pair-stack", "pachisi", "r:0,0,5,5/1,0,0,0/-/-", 4,
    "r:5-9 r:5-9x2", "r:0 blocked needs-six" },

  /* §7 Explanation precedence. */
  { "/engine/explain/7-base-needs-six-before-blockade-on-start", "blockades",
    "r:0,0,0,0/0,0,40,40/-/-", 5, "none", "r:0 blocked needs-six" },
  { "/engine/explain/7-base-needs-six-before-own-pawn", "", "r:0,0,0,1/0,0,0,0/-/-", 5,
    "r:1-6", "r:0 blocked needs-six" },
  { "/engine/explain/7-finished-before-all", "blockades", "r:0,0,57,57/0,0,0,0/-/-", 6,
    "r:0-1", "r:57 blocked finished" },
  { "/engine/explain/7-overshoots-before-home-column-blocked", "", "r:0,0,53,55/0,0,0,0/-/-", 5,
    "none", "r:0 blocked needs-six; r:53 blocked overshoots-home; r:55 blocked overshoots-home" },
  { "/engine/explain/7-in-path-before-on-target", "blockades",
    "r:0,0,0,5/0,0,48,48/0,0,0,0/0,0,24,24", 6, "r:0-1", "r:5 blocked blockade-in-path" },
  { "/engine/explain/7-on-target-after-clear-path", "blockades",
    "r:0,0,0,5/0,0,0,48/0,0,0,0/0,0,24,24", 6, "r:0-1", "r:5 blocked blockade-on-target" },
  { "/engine/explain/7-in-path-before-home-column-blocked", "blockades",
    "r:0,0,49,53/0,0,38,38/-/-", 6, "r:0-1",
    "r:49 blocked blockade-in-path; r:53 blocked overshoots-home" },
  { "/engine/explain/7-home-column-passing", "", "r:0,0,51,52/0,0,0,0/-/-", 3,
    "r:52-55", "r:0 blocked needs-six; r:51 blocked home-column-blocked" },
  { "/engine/explain/7-one-line-per-place", "blockades", "r:0,0,5,5/0,0,48,48/-/-", 4,
    "none", "r:0 blocked needs-six; r:5 blocked blockade-on-target" },
  { "/engine/explain/7-ascending-from", "", "r:1,5,54,57/0,0,0,0/-/-", 4,
    "r:5-9", "r:1 blocked own-pawn; r:54 blocked overshoots-home; r:57 blocked finished" },

  /* A Pachisi stack that only one pawn can leave (§5.2): only the stacks'
   * explanation names it, in place order. */
  { "/engine/explain-stacks/5.2-home-column", "pachisi", "r:0,0,48,48/0,0,0,0/-/-", 4,
    "r:48-52", "r:0 blocked needs-six", "r:0 blocked needs-six; r:48 blocked stack-home-column" },
  { "/engine/explain-stacks/5.2-last-home-column-square", "pachisi", "r:0,0,50,50/0,0,0,0/-/-",
    6, "r:0-1 r:50-56", "", "r:50 blocked stack-home-column" },
  { "/engine/explain-stacks/5.2-home-is-fine", "pachisi", "r:0,0,51,51/0,0,0,0/-/-", 6,
    "r:0-1 r:51-57 r:51-57x2", "" },
  { "/engine/explain-stacks/5.2-track-is-fine", "pachisi", "r:0,0,45,45/0,0,0,0/-/-", 6,
    "r:0-1 r:45-51 r:45-51x2", "" },
  { "/engine/explain-stacks/3-no-stacks-without-pachisi", "blockades", "r:0,0,48,48/0,0,0,0/-/-",
    4, "r:48-52", "r:0 blocked needs-six" },
  /* The single pawn's own reason comes first. */
  { "/engine/explain-stacks/5.2-single-reason-first", "pachisi", "r:0,48,48,52/0,0,0,0/-/-", 4,
    "r:52-56", "r:0 blocked needs-six; r:48 blocked home-column-blocked" },
  { "/engine/explain-stacks/5.2-partner-stack", "team,pachisi",
    "r:57,57,57,57/0,0,0,0/0,0,48,48/0,0,0,0", 5, "y:48-53",
    "y:0 blocked needs-six", "y:0 blocked needs-six; y:48 blocked stack-home-column" },
};

static void
test_moves_case (gconstpointer data)
{
  const MovesCase *tc = data;
  LudoRules rules = rules_from (tc->rules);
  LudoPosition pos = position_from (&rules, tc->position);
  LudoPosition copy = pos;
  LudoMove moves[LUDO_MAX_MOVES];
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  g_autofree char *got_moves = NULL;
  g_autofree char *got_explain = NULL;
  guint n, n_blocked;

  n = ludo_rules_generate_moves (&rules, &pos, tc->roll, moves);
  g_assert_cmpuint (n, <=, LUDO_MAX_MOVES);
  got_moves = format_moves (moves, n);
  g_assert_cmpstr (got_moves, ==, tc->moves);

  n_blocked = ludo_rules_explain (&rules, &pos, tc->roll, blocked);
  g_assert_cmpuint (n_blocked, <=, LUDO_N_PAWNS);
  got_explain = format_explain (blocked, n_blocked);
  g_assert_cmpstr (got_explain, ==, tc->explain);
  g_clear_pointer (&got_explain, g_free);
  n_blocked = ludo_rules_explain_full (&rules, &pos, tc->roll, TRUE, blocked);
  got_explain = format_explain (blocked, n_blocked);
  g_assert_cmpstr (got_explain, ==, tc->explain_stacks != NULL ? tc->explain_stacks
                                                               : tc->explain);

  /* Every listed move is legal and nothing changed the position. */
  for (guint i = 0; i < n; i++)
    g_assert_true (ludo_rules_is_legal (&rules, &pos, tc->roll, &moves[i]));
  g_assert_cmpmem (&pos, sizeof pos, &copy, sizeof copy);
  assert_masks (&pos);
}

/* ---------------------------------------------------------------------- */
/* Applying moves                                                          */
/* ---------------------------------------------------------------------- */

typedef struct
{
  const char *path;
  const char *rules;
  const char *position;
  guint       roll;
  const char *move;       /* or "none" for a lost roll */
  const char *after;      /* canonical position after the move */
  const char *captured;   /* sorted "c:from" words of the pawns sent home */
  char        finished;   /* letter of the colour that finished, or 0 */
  gboolean    extra_roll;
  gboolean    game_over;
  const char *ranking;    /* the colours ranked afterwards, in order */
} ApplyCase;

static const ApplyCase apply_cases[] = {
  /* §2 */
  { "/engine/standard/2.1-six-gives-another-roll", "", "r:0,0,0,0/0,0,0,0/-/-", 6, "r:0-1",
    "r:0,0,0,1/0,0,0,0/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/standard/2.1-other-rolls-pass-the-turn", "", "r:0,0,0,10/0,0,0,0/-/-", 5, "r:10-15",
    "g:0,0,0,15/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.1-turn-wraps-to-red", "", "b:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,3", 2, "b:3-5",
    "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,5", "", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.1-six-after-lost-roll", "", "r:55,56,57,57/0,0,0,0/-/-", 6, "none",
    "r:55,56,57,57/0,0,0,0/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/standard/2.2-lost-roll-passes-the-turn", "", "r:55,56,57,57/0,0,0,0/-/-", 3, "none",
    "g:55,56,57,57/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.3-leaving-base", "", "g:0,0,0,0/0,0,0,0/-/-", 6, "g:0-1",
    "g:0,0,0,0/0,0,0,1/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/standard/2.4-pawn-moves-roll-steps", "", "r:0,0,7,20/0,0,0,0/-/-", 4, "r:7-11",
    "g:0,0,11,20/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.4-pawn-reaches-home", "", "r:0,0,10,54/0,0,0,0/-/-", 3, "r:54-57",
    "g:0,0,10,57/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.6-capture-sends-to-base", "", "r:0,0,0,10/0,0,0,1/-/-", 4, "r:10-14",
    "g:0,0,0,14/0,0,0,0/-/-", "g:1", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.6-capture-when-leaving-base", "", "r:0,0,0,0/0,0,0,40/-/-", 6, "r:0-1",
    "r:0,0,0,1/0,0,0,0/-/-", "g:40", 0, TRUE, FALSE, "" },
  { "/engine/standard/2.6-no-safe-squares", "", "b:0,0,0,1/-/-/0,0,0,10", 4, "b:10-14",
    "r:0,0,0,0/-/-/0,0,0,14", "r:1", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.6-capture-on-start-square", "", "y:0,0,0,0/0,0,0,1/0,0,0,38/0,0,0,0", 2,
    "y:38-40", "b:0,0,0,0/0,0,0,0/0,0,0,40/0,0,0,0", "g:1", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.6-capture-of-third-colour", "", "g:0,0,0,0/0,0,0,20/0,0,0,9/0,0,0,0", 2,
    "g:20-22", "y:0,0,0,0/0,0,0,22/0,0,0,0/0,0,0,0", "y:9", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.6-passing-does-not-capture", "", "r:0,0,0,10/0,0,0,1/-/-", 6, "r:10-16",
    "r:0,0,0,16/0,0,0,1/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/standard/2.8-finishing-no-extra-roll", "", "r:51,57,57,57/0,0,0,0/0,0,0,10/-", 6,
    "r:51-57", "g:57,57,57,57/0,0,0,0/0,0,0,10/-", "", 'r', FALSE, FALSE, "r" },
  { "/engine/standard/2.8-finished-player-is-skipped", "", "r:0,0,0,10/57,57,57,57/0,0,0,0/-", 3,
    "r:10-13", "y:0,0,0,13/57,57,57,57/0,0,0,0/-", "", 0, FALSE, FALSE, "g" },
  { "/engine/standard/2.8-two-finished-skipped", "",
    "r:0,0,0,3/57,57,57,57/57,57,57,57/0,0,0,0", 2, "r:3-5",
    "b:0,0,0,5/57,57,57,57/57,57,57,57/0,0,0,0", "", 0, FALSE, FALSE, "gy" },
  { "/engine/standard/2.8-skipped-after-lost-roll", "", "r:0,0,0,0/57,57,57,57/0,0,0,0/-", 5,
    "none", "y:0,0,0,0/57,57,57,57/0,0,0,0/-", "", 0, FALSE, FALSE, "g" },
  { "/engine/standard/2.8-game-over-two-seats", "", "r:57,57,57,54/0,0,0,0/-/-", 3, "r:54-57",
    "-:57,57,57,57/0,0,0,0/-/-", "", 'r', FALSE, TRUE, "rg" },
  { "/engine/standard/2.8-game-over-on-a-six", "", "g:0,0,0,0/51,57,57,57/-/-", 6, "g:51-57",
    "-:0,0,0,0/57,57,57,57/-/-", "", 'g', FALSE, TRUE, "gr" },
  { "/engine/standard/2.8-game-over-four-seats", "",
    "y:57,57,57,57/0,0,0,0/57,57,57,51/57,57,57,57", 6, "y:51-57",
    "-:57,57,57,57/0,0,0,0/57,57,57,57/57,57,57,57", "", 'y', FALSE, TRUE, "rbyg" },
  { "/engine/standard/2.8-ranking-is-finishing-order", "",
    "b:0,0,0,0/57,57,57,57/57,57,57,57/57,57,57,54", 3, "b:54-57",
    "-:0,0,0,0/57,57,57,57/57,57,57,57/57,57,57,57", "", 'b', FALSE, TRUE, "gybr" },
  { "/engine/standard/2.8-three-left-play-on", "",
    "r:57,57,57,56/0,0,0,0/0,0,0,0/0,0,0,0", 1, "r:56-57",
    "g:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", "", 'r', FALSE, FALSE, "r" },
  { "/engine/standard/2.9-empty-seat-skipped", "", "r:0,0,0,10/-/0,0,0,0/-", 3, "r:10-13",
    "y:0,0,0,13/-/0,0,0,0/-", "", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.9-empty-seats-wrap", "", "y:0,0,0,0/-/0,0,0,10/-", 2, "y:10-12",
    "r:0,0,0,0/-/0,0,0,12/-", "", 0, FALSE, FALSE, "" },
  { "/engine/standard/2.9-red-and-blue", "", "b:0,0,0,0/-/-/0,0,0,5", 1, "b:5-6",
    "r:0,0,0,0/-/-/0,0,0,6", "", 0, FALSE, FALSE, "" },

  /* §3 */
  { "/engine/blockades/3.1-forming-a-blockade", "blockades", "r:0,0,5,9/0,0,0,0/-/-", 4, "r:5-9",
    "g:0,0,9,9/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/blockades/3.1-leaving-base-onto-own", "blockades", "r:0,0,0,1/0,0,0,0/-/-", 6, "r:0-1",
    "r:0,0,1,1/0,0,0,0/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/blockades/3.2-single-is-captured", "blockades", "r:0,0,0,5/0,0,0,48/-/-", 4, "r:5-9",
    "g:0,0,0,9/0,0,0,0/-/-", "g:48", 0, FALSE, FALSE, "" },
  { "/engine/blockades/3.3-single-on-start-is-captured", "blockades", "r:0,0,0,0/0,0,0,40/-/-", 6,
    "r:0-1", "r:0,0,0,1/0,0,0,0/-/-", "g:40", 0, TRUE, FALSE, "" },
  { "/engine/blockades/3.5-blockade-dissolves", "blockades", "r:0,0,5,5/0,0,0,40/-/-", 3, "r:5-8",
    "g:0,0,5,8/0,0,0,40/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/blockades/3.5-dissolved-blockade-captured", "blockades", "g:0,0,5,8/0,0,0,40/-/-", 4,
    "g:40-44", "r:0,0,0,8/0,0,0,44/-/-", "r:5", 0, FALSE, FALSE, "" },
  { "/engine/blockades/3.7-lost-roll-six-rolls-again", "blockades", "r:0,0,0,0/0,0,40,40/-/-", 6,
    "none", "r:0,0,0,0/0,0,40,40/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/blockades/3.7-lost-roll-passes-the-turn", "blockades", "r:0,0,0,5/0,0,48,48/-/-", 4,
    "none", "g:0,0,0,5/0,0,48,48/-/-", "", 0, FALSE, FALSE, "" },

  /* §4 */
  { "/engine/team/4.1-turn-order-keeps-finished", "team",
    "b:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,5", 3, "b:5-8",
    "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,8", "", 0, FALSE, FALSE, "r" },
  { "/engine/team/4.2-partners-share-a-square", "team",
    "r:0,0,0,10/0,0,0,0/0,0,0,40/0,0,0,0", 4, "r:10-14",
    "g:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", "", 0, FALSE, FALSE, "" },
  { "/engine/team/4.2-without-team-partner-is-captured", "",
    "r:0,0,0,10/0,0,0,0/0,0,0,40/0,0,0,0", 4, "r:10-14",
    "g:0,0,0,14/0,0,0,0/0,0,0,0/0,0,0,0", "y:40", 0, FALSE, FALSE, "" },
  { "/engine/team/4.2-leaving-base-beside-partner", "team",
    "r:0,0,0,0/0,0,0,0/0,0,0,27/0,0,0,0", 6, "r:0-1",
    "r:0,0,0,1/0,0,0,0/0,0,0,27/0,0,0,0", "", 0, TRUE, FALSE, "" },
  { "/engine/team/4.2-joining-partner-blockade", "blockades,team",
    "r:0,0,0,10/0,0,0,0/0,0,40,40/0,0,0,0", 4, "r:10-14",
    "g:0,0,0,14/0,0,0,0/0,0,40,40/0,0,0,0", "", 0, FALSE, FALSE, "" },
  { "/engine/team/4.3-captures-both-partners", "team",
    "g:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", 6, "g:0-1",
    "g:0,0,0,0/0,0,0,1/0,0,0,0/0,0,0,0", "r:14 y:40", 0, TRUE, FALSE, "" },
  { "/engine/team/4.3-captures-mixed-square-with-blockades", "blockades,team",
    "g:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", 6, "g:0-1",
    "g:0,0,0,0/0,0,0,1/0,0,0,0/0,0,0,0", "r:14 y:40", 0, TRUE, FALSE, "" },
  { "/engine/team/4.3-other-team-is-captured", "team",
    "b:0,0,0,4/0,0,0,0/0,0,0,0/0,0,0,13", 4, "b:13-17",
    "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,17", "r:4", 0, FALSE, FALSE, "" },
  { "/engine/team/4.4-finished-player-moves-partner", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", 3, "y:10-13",
    "g:57,57,57,57/0,0,0,0/0,0,0,13/0,0,0,0", "", 0, FALSE, FALSE, "r" },
  { "/engine/team/4.4-finished-player-rolls-again", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", 6, "y:0-1",
    "r:57,57,57,57/0,0,0,0/0,0,1,10/0,0,0,0", "", 0, TRUE, FALSE, "r" },
  { "/engine/team/4.4-finished-player-captures-for-partner", "team",
    "r:57,57,57,57/0,0,0,8/0,0,0,45/0,0,0,0", 2, "y:45-47",
    "g:57,57,57,57/0,0,0,0/0,0,0,47/0,0,0,0", "g:8", 0, FALSE, FALSE, "r" },
  /* Rule 2.1 holds in team play too: the 6 that brings a player's last
   * pawn home gives no second roll. The player keeps its later turns
   * (rule 4.4), moving its partner's pawns. */
  { "/engine/team/2.1-finishing-with-six-passes-the-turn", "team",
    "r:57,57,57,51/0,0,0,0/0,0,0,10/0,0,0,0", 6, "r:51-57",
    "g:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", "", 'r', FALSE, FALSE, "r" },
  /* A finished player's 6 that brings its partner's pawn home (without
   * winning) gives another roll, as any 6 does. */
  { "/engine/team/4.4-finished-player-six-home-for-partner", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,51/0,0,0,0", 6, "y:51-57",
    "r:57,57,57,57/0,0,0,0/0,0,0,57/0,0,0,0", "", 0, TRUE, FALSE, "r" },
  { "/engine/team/4.4-finished-player-lost-roll", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", 4, "none",
    "g:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", "", 0, FALSE, FALSE, "r" },
  { "/engine/team/4.4-one-finisher-does-not-end-game", "team",
    "r:57,57,57,54/57,57,57,57/0,0,0,0/0,0,0,0", 3, "r:54-57",
    "g:57,57,57,57/57,57,57,57/0,0,0,0/0,0,0,0", "", 'r', FALSE, FALSE, "gr" },
  { "/engine/team/4.5-team-wins", "team",
    "y:57,57,57,57/0,0,0,0/57,57,57,54/0,0,0,0", 3, "y:54-57",
    "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0", "", 'y', FALSE, TRUE, "rybg" },
  { "/engine/team/4.5-team-wins-on-a-six", "team",
    "y:57,57,57,57/0,0,0,0/57,57,57,51/0,0,0,0", 6, "y:51-57",
    "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0", "", 'y', FALSE, TRUE, "rybg" },
  { "/engine/team/4.5-finished-player-brings-partner-home", "team",
    "r:57,57,57,57/57,57,57,57/57,57,57,54/0,0,0,0", 3, "y:54-57",
    "-:57,57,57,57/57,57,57,57/57,57,57,57/0,0,0,0", "", 'y', FALSE, TRUE, "rygb" },
  { "/engine/team/4.5-winners-ranked-first", "team",
    "b:57,57,57,57/57,57,57,57/0,0,0,0/57,57,57,54", 3, "b:54-57",
    "-:57,57,57,57/57,57,57,57/0,0,0,0/57,57,57,57", "", 'b', FALSE, TRUE, "gbry" },
  { "/engine/team/4.5-losers-in-turn-order-from-last-roller", "team",
    "g:0,0,0,0/57,57,57,54/0,0,0,0/57,57,57,57", 3, "g:54-57",
    "-:0,0,0,0/57,57,57,57/0,0,0,0/57,57,57,57", "", 'g', FALSE, TRUE, "bgyr" },

  /* §5 */
  { "/engine/pachisi/5.1-whole-stack-captured", "pachisi", "r:0,0,0,5/0,0,48,48/-/-", 4, "r:5-9",
    "g:0,0,0,9/0,0,0,0/-/-", "g:48 g:48", 0, FALSE, FALSE, "" },
  { "/engine/pachisi/5.1-stack-on-start-captured", "pachisi", "r:0,0,0,0/0,0,40,40/-/-", 6, "r:0-1",
    "r:0,0,0,1/0,0,0,0/-/-", "g:40 g:40", 0, TRUE, FALSE, "" },
  { "/engine/pachisi/5.1-forming-a-stack", "pachisi", "r:0,0,5,9/0,0,0,0/-/-", 4, "r:5-9",
    "g:0,0,9,9/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/pachisi/5.2-stack-move", "pachisi", "r:0,0,5,5/0,0,0,0/-/-", 3, "r:5-8x2",
    "g:0,0,8,8/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/pachisi/5.2-one-pawn-leaves-stack", "pachisi", "r:0,0,5,5/0,0,0,0/-/-", 3, "r:5-8",
    "g:0,0,5,8/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/pachisi/5.2-stack-of-three-moves", "pachisi", "r:0,5,5,5/0,0,0,0/-/-", 2, "r:5-7x3",
    "g:0,7,7,7/0,0,0,0/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/pachisi/5.2-stack-goes-home", "pachisi", "r:0,0,51,51/0,0,0,0/-/-", 6, "r:51-57x2",
    "r:0,0,57,57/0,0,0,0/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/pachisi/5.2-stack-finishes-the-player", "pachisi",
    "r:51,51,57,57/0,0,0,0/0,0,0,0/-", 6, "r:51-57x2",
    "g:57,57,57,57/0,0,0,0/0,0,0,0/-", "", 'r', FALSE, FALSE, "r" },
  { "/engine/pachisi/5.2-stack-captures", "pachisi", "r:0,0,10,10/0,0,0,1/-/-", 4, "r:10-14x2",
    "g:0,0,14,14/0,0,0,0/-/-", "g:1", 0, FALSE, FALSE, "" },
  { "/engine/pachisi/5.2-stack-captures-stack", "pachisi", "r:0,0,10,10/0,0,1,1/-/-", 4,
    "r:10-14x2", "g:0,0,14,14/0,0,0,0/-/-", "g:1 g:1", 0, FALSE, FALSE, "" },
  { "/engine/pachisi/5.2-partner-stack-and-single-captured", "team,pachisi",
    "g:0,0,14,14/0,0,0,0/0,0,0,40/0,0,0,0", 6, "g:0-1",
    "g:0,0,0,0/0,0,0,1/0,0,0,0/0,0,0,0", "r:14 r:14 y:40", 0, TRUE, FALSE, "" },
  { "/engine/pachisi/5.2-eight-pawns-captured", "team,pachisi",
    "g:14,14,14,14/0,0,0,0/40,40,40,40/0,0,0,0", 6, "g:0-1",
    "g:0,0,0,0/0,0,0,1/0,0,0,0/0,0,0,0", "r:14 r:14 r:14 r:14 y:40 y:40 y:40 y:40",
    0, TRUE, FALSE, "" },
  { "/engine/pachisi/5.3-stack-moves-as-blockade", "blockades,pachisi",
    "r:0,0,5,5/0,0,0,45/-/-", 4, "r:5-9x2",
    "g:0,0,9,9/0,0,0,45/-/-", "", 0, FALSE, FALSE, "" },

  /* §5a */
  { "/engine/safe/5a.2-no-capture-on-safe-square", "safe", "r:0,0,0,5/0,0,0,48/-/-", 4,
    "r:5-9", "g:0,0,0,9/0,0,0,48/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/safe/5a.2-no-capture-leaving-base", "safe", "r:0,0,0,0/0,0,0,40/-/-", 6,
    "r:0-1", "r:0,0,0,1/0,0,0,40/-/-", "", 0, TRUE, FALSE, "" },
  /* Red's 35 and green's 22 are on square 34, yellow's safe square, with
   * yellow not playing. */
  { "/engine/safe/5a.1-safe-without-its-colour", "safe", "r:0,0,0,31/0,0,0,22/-/-", 4,
    "r:31-35", "g:0,0,0,35/0,0,0,22/-/-", "", 0, FALSE, FALSE, "" },
  /* Red's 13 and blue's 26 are on square 12, which is not safe. */
  { "/engine/safe/5a.3-capture-elsewhere", "safe", "r:0,0,0,10/-/-/0,0,0,26", 3,
    "r:10-13", "b:0,0,0,13/-/-/0,0,0,0", "b:26", 0, FALSE, FALSE, "" },
  { "/engine/safe/5a.4-blockade-forms-over-opponent", "blockades,safe",
    "r:0,0,0,1/0,0,0,40/-/-", 6, "r:0-1",
    "r:0,0,1,1/0,0,0,40/-/-", "", 0, TRUE, FALSE, "" },
  { "/engine/safe/5a.5-stack-not-captured", "pachisi,safe", "r:0,0,0,5/0,0,48,48/-/-", 4,
    "r:5-9", "g:0,0,0,9/0,0,48,48/-/-", "", 0, FALSE, FALSE, "" },
  /* Green's 48 and blue's 22 are on square 8 with red's 9 after the move;
   * green's 40 and yellow's 27 stand on red's start square. */
  { "/engine/safe/5a.2-several-colours-stay", "safe", "r:0,0,0,5/0,0,0,48/-/0,0,0,22", 4,
    "r:5-9", "g:0,0,0,9/0,0,0,48/-/0,0,0,22", "", 0, FALSE, FALSE, "" },
  { "/engine/safe/5a.2-leave-base-onto-two-opponents", "safe",
    "r:0,0,0,0/0,0,0,40/0,0,0,27/-", 6, "r:0-1", "r:0,0,0,1/0,0,0,40/0,0,0,27/-", "", 0, TRUE,
    FALSE, "" },
  { "/engine/safe/5a.2-without-safe-leaving-base-captures", "",
    "r:0,0,0,0/0,0,0,40/-/-", 6, "r:0-1", "r:0,0,0,1/0,0,0,0/-/-", "g:40", 0, TRUE, FALSE, "" },
  { "/engine/safe/5a.4-partner-joins-blockade-over-opponent", "blockades,team,safe",
    "y:0,0,14,14/0,0,0,1/0,0,0,35/0,0,0,0", 5, "y:35-40",
    "b:0,0,14,14/0,0,0,1/0,0,0,40/0,0,0,0", "", 0, FALSE, FALSE, "" },
  { "/engine/safe/5a.4-opponent-leaves-blockade-square", "blockades,safe",
    "g:0,0,1,1/0,0,0,40/-/-", 3, "g:40-43", "r:0,0,1,1/0,0,0,43/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/safe/5a.5-stack-onto-opposing-stack", "pachisi,safe", "r:0,0,5,5/0,0,48,48/-/-", 4,
    "r:5-9x2", "g:0,0,9,9/0,0,48,48/-/-", "", 0, FALSE, FALSE, "" },
  { "/engine/safe/5a.5-other-team-not-captured", "team,safe",
    "g:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", 6, "g:0-1",
    "g:0,0,0,14/0,0,0,1/0,0,0,40/0,0,0,0", "", 0, TRUE, FALSE, "" },

  /* Several pawns captured by one move, outside Pachisi. */
  { "/engine/capture/several-pawns-of-partners", "blockades,team",
    "r:0,0,0,10/0,0,0,1/0,0,0,0/0,0,0,27", 4, "r:10-14",
    "g:0,0,0,14/0,0,0,0/0,0,0,0/0,0,0,0", "b:27 g:1", 0, FALSE, FALSE, "" },
};

static void
test_apply_case (gconstpointer data)
{
  const ApplyCase *tc = data;
  LudoRules rules = rules_from (tc->rules);
  LudoPosition pos = position_from (&rules, tc->position);
  LudoPosition reparsed;
  LudoOutcome outcome;
  LudoMove move;
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  g_autofree char *captured = NULL;
  g_autofree char *ranking = NULL;
  gboolean is_none = FALSE;

  memset (&move, 0, sizeof move);
  g_assert_true (ludo_notation_parse_move (tc->move, &move, &is_none, &error));
  g_assert_no_error (error);
  g_assert_cmpint (is_none, ==, strcmp (tc->move, "none") == 0);

  if (is_none)
    {
      LudoMove moves[LUDO_MAX_MOVES];

      g_assert_cmpuint (ludo_rules_generate_moves (&rules, &pos, tc->roll, moves), ==, 0);
    }
  else
    {
      g_assert_true (ludo_rules_is_legal (&rules, &pos, tc->roll, &move));
    }

  memset (&outcome, 0x5a, sizeof outcome);
  ludo_rules_apply (&rules, &pos, tc->roll, is_none ? NULL : &move, &outcome);

  after = format_position (&pos);
  g_assert_cmpstr (after, ==, tc->after);
  captured = format_captures (&outcome);
  g_assert_cmpstr (captured, ==, tc->captured);
  if (tc->finished == 0)
    g_assert_cmpint (outcome.finished, ==, LUDO_COLOUR_NONE);
  else
    g_assert_cmpint (outcome.finished, ==, strchr (colour_letters, tc->finished) - colour_letters);
  g_assert_cmpint (!!outcome.extra_roll, ==, tc->extra_roll);
  g_assert_cmpint (!!outcome.game_over, ==, tc->game_over);
  g_assert_cmpint (!!ludo_position_is_over (&pos), ==, tc->game_over);
  ranking = format_ranking (&pos);
  g_assert_cmpstr (ranking, ==, tc->ranking);
  assert_masks (&pos);

  /* The result is a position the rules accept again. */
  g_assert_true (ludo_position_validate (&rules, &pos, &error));
  g_assert_no_error (error);
  g_clear_error (&error);
  g_assert_true (ludo_notation_parse_position (after, &rules, &reparsed, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (reparsed.progress, sizeof reparsed.progress, pos.progress, sizeof pos.progress);
  g_assert_cmpint (reparsed.turn, ==, pos.turn);
  g_assert_cmpuint (reparsed.seated, ==, pos.seated);
}

/* ---------------------------------------------------------------------- */
/* Every option combination on one scenario                                */
/* ---------------------------------------------------------------------- */

/* Red 3, 5 and 9 sit on squares 2, 4 and 8; green 50 on square 10; yellow 39
 * on square 12 (red 13); blue 17 on square 3. Then red doubles up on 9 and
 * blue comes along behind it. */
static void
test_combo (gconstpointer data)
{
  const char *list = rule_list (GPOINTER_TO_UINT (data));
  LudoRules rules = rules_from (list);
  gboolean sharing = rules.blockades || rules.pachisi;
  LudoPosition pos = position_from (&rules, "r:0,3,5,9/0,0,0,50/0,0,0,39/0,0,0,17");
  LudoPosition after;
  LudoMove moves[LUDO_MAX_MOVES];
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  LudoOutcome outcome;
  LudoMove move;
  g_autoptr(GError) error = NULL;
  g_autofree char *s1 = NULL, *s2 = NULL, *s3 = NULL, *s4 = NULL;
  g_autofree char *s5 = NULL, *s6 = NULL, *s7 = NULL, *s8 = NULL;
  guint n;

  n = ludo_rules_generate_moves (&rules, &pos, 4, moves);
  s1 = format_moves (moves, n);
  g_assert_cmpstr (s1, ==, sharing ? "r:3-7 r:5-9 r:9-13" : "r:3-7 r:9-13");
  n = ludo_rules_explain (&rules, &pos, 4, blocked);
  s2 = format_explain (blocked, n);
  g_assert_cmpstr (s2, ==, sharing ? "r:0 blocked needs-six"
                                   : "r:0 blocked needs-six; r:5 blocked own-pawn");

  /* Landing on yellow: a capture, except for yellow's partner. */
  after = pos;
  move = move_from ("r:9-13");
  ludo_rules_apply (&rules, &after, 4, &move, &outcome);
  s3 = format_position (&after);
  g_assert_cmpstr (s3, ==, rules.team ? "g:0,3,5,13/0,0,0,50/0,0,0,39/0,0,0,17"
                                      : "g:0,3,5,13/0,0,0,50/0,0,0,0/0,0,0,17");
  g_assert_cmpuint (outcome.n_captured, ==, rules.team ? 0 : 1);

  if (!sharing)
    {
      /* A red pair is unreachable under these rules. */
      g_assert_false (ludo_notation_parse_position ("b:0,3,9,9/0,0,0,50/0,0,0,39/0,0,0,17",
                                                    &rules, &pos, &error));
      g_assert_error (error, LUDO_NOTATION_ERROR, LUDO_NOTATION_ERROR_UNREACHABLE);
      return;
    }

  after = pos;
  move = move_from ("r:5-9");
  ludo_rules_apply (&rules, &after, 4, &move, &outcome);
  s4 = format_position (&after);
  g_assert_cmpstr (s4, ==, "g:0,3,9,9/0,0,0,50/0,0,0,39/0,0,0,17");

  /* Blue 17 is on square 3; red's pair is on square 8 = blue 22. */
  pos = position_from (&rules, "b:0,3,9,9/0,0,0,50/0,0,0,39/0,0,0,17");
  n = ludo_rules_generate_moves (&rules, &pos, 5, moves);
  s5 = format_moves (moves, n);
  n = ludo_rules_explain (&rules, &pos, 5, blocked);
  s6 = format_explain (blocked, n);
  if (rules.blockades)
    {
      g_assert_cmpstr (s5, ==, "none");
      g_assert_cmpstr (s6, ==, "b:0 blocked needs-six; b:17 blocked blockade-on-target");
    }
  else
    {
      g_autofree char *s9 = NULL;

      g_assert_cmpstr (s5, ==, "b:17-22");
      g_assert_cmpstr (s6, ==, "b:0 blocked needs-six");
      after = pos;
      move = move_from ("b:17-22");
      ludo_rules_apply (&rules, &after, 5, &move, &outcome);
      s9 = format_position (&after);
      /* Square 8 is red's safe square eight ahead of its start (§5a.1). */
      g_assert_cmpstr (s9, ==, rules.safe ? "r:0,3,9,9/0,0,0,50/0,0,0,39/0,0,0,22"
                                          : "r:0,0,0,3/0,0,0,50/0,0,0,39/0,0,0,22");
      g_assert_cmpuint (outcome.n_captured, ==, rules.safe ? 0 : 2);
      g_assert_cmpuint (outcome.n_spared, ==, rules.safe ? 2 : 0);
    }

  n = ludo_rules_generate_moves (&rules, &pos, 6, moves);
  s7 = format_moves (moves, n);
  n = ludo_rules_explain (&rules, &pos, 6, blocked);
  s8 = format_explain (blocked, n);
  g_assert_cmpstr (s7, ==, rules.blockades ? "b:0-1" : "b:0-1 b:17-23");
  g_assert_cmpstr (s8, ==, rules.blockades ? "b:17 blocked blockade-in-path" : "");
}

/* ---------------------------------------------------------------------- */
/* The record of an applied roll (LudoOutcome)                             */
/* ---------------------------------------------------------------------- */

/* The whole record, as format_outcome() writes it. Squares: red p is
 * square p − 1, green p square p + 12, yellow p square p + 25, blue p
 * square p − 14 (mod 52). */
typedef struct
{
  const char *path;
  const char *rules;
  const char *position;
  guint       roll;
  const char *move;
  const char *outcome;
} OutcomeCase;

static const OutcomeCase outcome_cases[] = {
  { "/engine/outcome/capture", "", "r:0,0,0,10/0,0,0,1/-/-", 4, "r:10-14",
    "r 4 r:10-14 captured=g:1@13 next=g" },
  { "/engine/outcome/5a.2-safe-square-spares", "safe", "r:0,0,0,10/0,0,0,1/-/-", 4, "r:10-14",
    "r 4 r:10-14 spared=g:1@13 next=g" },
  { "/engine/outcome/5a.2-several-colours-spared", "safe", "r:0,0,0,5/0,0,0,48/-/0,0,0,22", 4,
    "r:5-9", "r 4 r:5-9 spared=b:22@8,g:48@8 next=g" },
  { "/engine/outcome/5a.5-team-spared", "team,safe", "g:0,0,0,14/0,0,0,0/0,0,0,40/0,0,0,0", 6,
    "g:0-1", "g 6 g:0-1 spared=r:14@13,y:40@13 again next=g" },
  { "/engine/outcome/5a.5-safe-stack-spared", "pachisi,safe", "r:0,0,0,17/0,0,9,9/-/-", 5,
    "r:17-22", "r 5 r:17-22 spared=g:9@21,g:9@21 next=g" },
  { "/engine/outcome/4.3-both-opponents-captured", "blockades,team",
    "r:0,0,0,10/0,0,0,1/0,0,0,0/0,0,0,27", 4, "r:10-14",
    "r 4 r:10-14 captured=b:27@13,g:1@13 next=g" },
  { "/engine/outcome/5.1-stack-captured", "pachisi", "r:0,0,0,10/0,0,1,1/-/-", 4, "r:10-14",
    "r 4 r:10-14 captured=g:1@13,g:1@13 next=g" },
  { "/engine/outcome/3.1-blockade-formed", "blockades", "r:0,0,5,9/0,0,0,0/-/-", 4, "r:5-9",
    "r 4 r:5-9 formed next=g" },
  { "/engine/outcome/3.5-blockade-broken", "blockades", "r:0,0,9,9/0,0,0,0/-/-", 3, "r:9-12",
    "r 3 r:9-12 broken next=g" },
  { "/engine/outcome/3.1-third-pawn-forms-nothing", "blockades", "r:0,5,9,9/0,0,0,0/-/-", 4,
    "r:5-9", "r 4 r:5-9 next=g" },
  { "/engine/outcome/3.5-two-left-break-nothing", "blockades", "r:0,9,9,9/0,0,0,0/-/-", 3,
    "r:9-12", "r 3 r:9-12 next=g" },
  /* A stack carries its blockade along (§5.3): neither formed nor broken. */
  { "/engine/outcome/5.3-stack-carries-blockade", "blockades,pachisi", "r:0,0,9,9/0,0,0,0/-/-",
    3, "r:9-12x2", "r 3 r:9-12x2 next=g" },
  { "/engine/outcome/5.3-stack-joins-pawn", "blockades,pachisi", "r:0,9,9,12/0,0,0,0/-/-", 3,
    "r:9-12x2", "r 3 r:9-12x2 next=g" },
  { "/engine/outcome/5.1-pachisi-pair-no-blockade", "pachisi", "r:0,0,5,9/0,0,0,0/-/-", 4,
    "r:5-9", "r 4 r:5-9 next=g" },
  { "/engine/outcome/5a.4-blockade-on-safe-square", "blockades,safe", "r:0,0,5,9/0,0,0,48/-/-",
    4, "r:5-9", "r 4 r:5-9 spared=g:48@8 formed next=g" },
  { "/engine/outcome/2.1-six-rolls-again", "", "r:0,0,0,5/0,0,0,0/-/-", 6, "r:5-11",
    "r 6 r:5-11 again next=r" },
  { "/engine/outcome/2.8-finished", "", "r:51,57,57,57/0,0,0,0/0,0,0,0/-", 6, "r:51-57",
    "r 6 r:51-57 finished=r#1 next=g" },
  { "/engine/outcome/2.8-finished-second", "", "g:0,0,0,1/51,57,57,57/57,57,57,57/-", 6,
    "g:51-57", "g 6 g:51-57 finished=g#2 over" },
  { "/engine/outcome/4.4-partner-rolls-again", "team",
    "r:57,57,57,57/0,0,0,0/0,0,0,1/0,0,0,0", 6, "y:1-7", "r 6 y:1-7 again next=r" },
  { "/engine/outcome/4.5-partner-wins", "team", "r:57,57,57,57/0,0,0,0/51,57,57,57/0,0,0,0", 6,
    "y:51-57", "r 6 y:51-57 finished=y#2 over" },
  { "/engine/outcome/2.2-lost-roll", "", "r:0,55,57,57/0,0,0,0/-/-", 3, "none",
    "r 3 none blocked=[r:0 blocked needs-six; r:55 blocked overshoots-home; "
    "r:57 blocked finished] next=g" },
  { "/engine/outcome/2.1-lost-six", "", "r:52,53,54,55/0,0,0,0/-/-", 6, "none",
    "r 6 none blocked=[r:52 blocked overshoots-home; r:53 blocked overshoots-home; "
    "r:54 blocked overshoots-home; r:55 blocked overshoots-home] again next=r" },
  { "/engine/outcome/4.4-partner-lost-roll", "team",
    "r:57,57,57,57/0,0,0,0/0,0,57,57/0,0,0,0", 3, "none",
    "r 3 none blocked=[y:0 blocked needs-six; y:57 blocked finished] next=g" },
  { "/engine/outcome/3.3-lost-to-blockade", "blockades", "r:0,0,0,0/40,40,0,0/-/-", 6, "none",
    "r 6 none blocked=[r:0 blocked blockade-on-start] again next=r" },
};

static void
test_outcome_case (gconstpointer data)
{
  const OutcomeCase *tc = data;
  LudoRules rules = rules_from (tc->rules);
  LudoPosition pos = position_from (&rules, tc->position);
  LudoPosition without = pos;
  LudoOutcome outcome;
  LudoMove move = move_from (strcmp (tc->move, "none") != 0 ? tc->move : "r:0-1");
  const LudoMove *played = strcmp (tc->move, "none") != 0 ? &move : NULL;
  g_autofree char *text = NULL;

  if (played != NULL)
    g_assert_true (ludo_rules_is_legal (&rules, &pos, tc->roll, played));

  memset (&outcome, 0x5a, sizeof outcome);
  ludo_rules_apply (&rules, &pos, tc->roll, played, &outcome);
  text = format_outcome (&outcome);
  g_assert_cmpstr (text, ==, tc->outcome);
  g_assert_cmpint (outcome.next, ==, pos.turn);

  /* Without a record the position comes out the same. */
  ludo_rules_apply (&rules, &without, tc->roll, played, NULL);
  g_assert_cmpmem (&without, sizeof without, &pos, sizeof pos);
}

/* ---------------------------------------------------------------------- */
/* Blockers, moving colour, queries                                        */
/* ---------------------------------------------------------------------- */

typedef struct
{
  const char *rules;
  const char *position;
  guint       roll;
  guint       from;
  guint       reason;
  gint        blocker;
} BlockerCase;

static void
test_explain_blocker (void)
{
  static const BlockerCase cases[] = {
    { "", "r:0,0,0,0/0,0,0,0/-/-", 5, 0, LUDO_BLOCK_NEEDS_SIX, LUDO_COLOUR_NONE },
    { "", "r:0,0,0,1/0,0,0,0/-/-", 6, 0, LUDO_BLOCK_OWN_PAWN, LUDO_COLOUR_RED },
    { "", "g:0,0,0,0/0,0,3,7/-/-", 4, 3, LUDO_BLOCK_OWN_PAWN, LUDO_COLOUR_GREEN },
    { "", "r:0,0,10,54/0,0,0,0/-/-", 4, 54, LUDO_BLOCK_OVERSHOOTS_HOME, LUDO_COLOUR_NONE },
    { "", "r:0,57,57,57/0,0,0,0/-/-", 3, 57, LUDO_BLOCK_FINISHED, LUDO_COLOUR_NONE },
    { "", "r:0,0,50,53/0,0,0,0/-/-", 4, 50, LUDO_BLOCK_HOME_COLUMN_BLOCKED, LUDO_COLOUR_RED },
    { "blockades", "r:0,0,0,0/0,0,40,40/-/-", 6, 0, LUDO_BLOCK_BLOCKADE_ON_START,
      LUDO_COLOUR_GREEN },
    { "blockades", "r:0,0,0,5/0,0,48,48/0,0,0,0/0,0,24,24", 6, 5, LUDO_BLOCK_BLOCKADE_IN_PATH,
      LUDO_COLOUR_GREEN },
    { "blockades", "r:0,0,0,5/0,0,0,48/0,0,0,0/0,0,24,24", 6, 5, LUDO_BLOCK_BLOCKADE_ON_TARGET,
      LUDO_COLOUR_BLUE },
    { "blockades,team", "g:0,0,0,0/0,0,0,0/0,0,40,40/0,0,0,0", 6, 0,
      LUDO_BLOCK_BLOCKADE_ON_START, LUDO_COLOUR_YELLOW },
    { "blockades,team", "b:0,0,0,0/0,0,0,0/0,0,40,40/0,0,0,25", 4, 25,
      LUDO_BLOCK_BLOCKADE_IN_PATH, LUDO_COLOUR_YELLOW },
    { "blockades,pachisi", "y:0,0,9,9/0,0,0,0/0,0,0,32/0,0,0,0", 3, 32,
      LUDO_BLOCK_BLOCKADE_ON_TARGET, LUDO_COLOUR_RED },
    { "team", "r:57,57,57,57/0,0,0,0/0,0,0,54/0,0,0,0", 4, 54, LUDO_BLOCK_OVERSHOOTS_HOME,
      LUDO_COLOUR_NONE },
    /* Partners' walls on one square: the lower colour is named. */
    { "blockades,team", "r:0,0,0,5/0,0,48,48/0,0,0,0/0,0,22,22", 6, 5,
      LUDO_BLOCK_BLOCKADE_IN_PATH, LUDO_COLOUR_GREEN },
    { "blockades,team", "y:0,0,0,0/0,0,48,48/0,0,0,31/0,0,22,22", 4, 31,
      LUDO_BLOCK_BLOCKADE_ON_TARGET, LUDO_COLOUR_GREEN },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoRules rules = rules_from (cases[i].rules);
      LudoPosition pos = position_from (&rules, cases[i].position);
      LudoBlockedPlace blocked[LUDO_N_PAWNS];
      guint n = ludo_rules_explain (&rules, &pos, cases[i].roll, blocked);
      gboolean found = FALSE;

      g_test_message ("%s %s roll %u", cases[i].rules, cases[i].position, cases[i].roll);
      for (guint j = 0; j < n; j++)
        if (blocked[j].from == cases[i].from)
          {
            found = TRUE;
            g_assert_cmpuint (blocked[j].reason, ==, cases[i].reason);
            g_assert_cmpint (blocked[j].blocker, ==, cases[i].blocker);
          }
      g_assert_true (found);
    }
}

static void
test_moving_colour (void)
{
  static const struct { const char *rules, *position; gint colour; } cases[] = {
    { "", "r:0,0,0,0/0,0,0,0/-/-", LUDO_COLOUR_RED },
    { "", "b:0,0,0,0/-/-/0,0,0,0", LUDO_COLOUR_BLUE },
    { "", "-:57,57,57,57/0,0,0,0/-/-", LUDO_COLOUR_NONE },
    { "team", "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_RED },
    { "team", "r:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_YELLOW },
    { "team", "y:57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0", LUDO_COLOUR_YELLOW },
    { "team", "g:0,0,0,0/57,57,57,57/0,0,0,0/0,0,0,0", LUDO_COLOUR_BLUE },
    { "blockades,team,pachisi", "b:0,0,0,0/0,0,0,0/0,0,0,0/57,57,57,57", LUDO_COLOUR_GREEN },
    { "team", "-:57,57,57,57/0,0,0,0/57,57,57,57/0,0,0,0", LUDO_COLOUR_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoRules rules = rules_from (cases[i].rules);
      LudoPosition pos = position_from (&rules, cases[i].position);

      g_test_message ("%s %s", cases[i].rules, cases[i].position);
      g_assert_cmpint (ludo_rules_moving_colour (&rules, &pos), ==, cases[i].colour);
    }
}

/* Moves that look plausible but are not in the list. */
static void
test_illegal_moves (void)
{
  static const struct { const char *rules, *position; guint roll; const char *move; } cases[] = {
    { "", "r:0,0,0,10/0,0,0,0/-/-", 3, "r:10-14" },       /* wrong distance */
    { "", "r:0,0,0,10/0,0,0,0/-/-", 3, "g:0-3" },         /* not green's turn */
    { "", "r:0,0,0,10/0,0,0,0/-/-", 3, "r:11-14" },       /* no pawn there */
    { "", "r:0,0,0,10/0,0,0,0/-/-", 3, "r:0-3" },         /* base needs a six */
    { "", "r:0,0,0,10/0,0,0,0/-/-", 6, "r:0-6" },         /* base goes to 1 */
    { "", "r:0,0,1,5/0,0,0,0/-/-", 4, "r:1-5" },          /* own pawn */
    { "", "r:0,0,10,54/0,0,0,0/-/-", 4, "r:54-58" },      /* overshoot */
    { "", "r:0,0,50,53/0,0,0,0/-/-", 4, "r:50-54" },      /* home column */
    { "", "r:0,0,5,9/0,0,0,0/-/-", 4, "r:5-9x2" },        /* no stacks */
    { "blockades", "r:0,0,5,5/0,0,0,0/-/-", 3, "r:5-8x2" }, /* no stacks */
    { "blockades", "r:0,0,0,5/0,0,48,48/-/-", 6, "r:5-11" },
    { "blockades", "r:0,0,0,5/0,0,48,48/-/-", 4, "r:5-9" },
    { "blockades", "r:0,0,0,0/0,0,40,40/-/-", 6, "r:0-1" },
    { "pachisi", "r:0,0,51,51/0,0,0,0/-/-", 3, "r:51-54x2" },
    { "pachisi", "r:0,0,5,5/0,0,0,0/-/-", 3, "r:5-8x3" },
    { "pachisi", "r:0,0,0,0/0,0,0,0/-/-", 6, "r:0-1x2" },
    { "team", "r:57,57,57,57/0,0,0,0/0,0,0,10/0,0,0,0", 3, "r:57-60" },
    { "team", "r:0,0,0,10/0,0,0,0/0,0,0,20/0,0,0,0", 3, "y:20-23" }, /* partner not finished */
    { "", "-:57,57,57,57/0,0,0,0/-/-", 6, "g:0-1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoRules rules = rules_from (cases[i].rules);
      LudoPosition pos = position_from (&rules, cases[i].position);
      LudoMove move;
      gboolean is_none = FALSE;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s %s roll %u %s", cases[i].rules, cases[i].position, cases[i].roll,
                      cases[i].move);
      if (!ludo_notation_parse_move (cases[i].move, &move, &is_none, &error))
        continue; /* rejecting the text outright is fine too */
      g_assert_false (is_none);
      g_assert_false (ludo_rules_is_legal (&rules, &pos, cases[i].roll, &move));
    }
}

static void
test_queries (void)
{
  LudoRules rules = rules_from ("blockades");
  LudoPosition pos = position_from (&rules, "g:0,5,5,57/0,0,0,40/-/57,57,57,3");

  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_RED, 0), ==, 1);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_RED, 5), ==, 2);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_RED, 57), ==, 1);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_RED, 6), ==, 0);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_GREEN, 0), ==, 3);
  g_assert_cmpuint (ludo_position_count_at (&pos, LUDO_COLOUR_BLUE, 57), ==, 3);
  g_assert_false (ludo_position_has_finished (&pos, LUDO_COLOUR_RED));
  g_assert_false (ludo_position_has_finished (&pos, LUDO_COLOUR_BLUE));
  g_assert_false (ludo_position_is_over (&pos));
  g_assert_cmpuint (pos.seated, ==, 0xb);
  g_assert_cmpint (pos.turn, ==, LUDO_COLOUR_GREEN);
  g_assert_cmpuint (pos.n_ranked, ==, 0);
  assert_masks (&pos);

  pos = position_from (&rules, "-:57,57,57,57/0,0,0,40/-/57,57,57,57");
  g_assert_true (ludo_position_has_finished (&pos, LUDO_COLOUR_RED));
  g_assert_true (ludo_position_has_finished (&pos, LUDO_COLOUR_BLUE));
  g_assert_false (ludo_position_has_finished (&pos, LUDO_COLOUR_GREEN));
  g_assert_true (ludo_position_is_over (&pos));
  g_assert_cmpint (pos.turn, ==, LUDO_COLOUR_NONE);
}

/* docs/rules.md §8.6: colours already home when a position is read are ranked in
 * colour order; a game-over position has a complete ranking. */
static void
test_ranking_on_parse (void)
{
  static const struct { const char *rules, *position, *ranking; } cases[] = {
    { "", "r:0,0,0,0/0,0,0,0/-/-", "" },
    { "", "b:57,57,57,57/0,0,0,0/-/0,0,0,0", "r" },
    { "", "r:0,0,0,0/57,57,57,57/57,57,57,57/0,0,0,0", "gy" },
    { "", "-:0,0,0,0/57,57,57,57/-/57,57,57,57", "gbr" },
    { "team", "r:57,57,57,57/0,0,0,0/0,0,0,0/57,57,57,57", "rb" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoRules rules = rules_from (cases[i].rules);
      LudoPosition pos = position_from (&rules, cases[i].position);
      g_autofree char *ranking = format_ranking (&pos);

      g_test_message ("%s", cases[i].position);
      g_assert_cmpstr (ranking, ==, cases[i].ranking);
    }
}

static void
test_init_game (void)
{
  static const struct { guint seated; gint first; const char *position; } cases[] = {
    { 0xf, LUDO_COLOUR_RED, "r:0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0" },
    { 0x3, LUDO_COLOUR_GREEN, "g:0,0,0,0/0,0,0,0/-/-" },
    { 0x9, LUDO_COLOUR_BLUE, "b:0,0,0,0/-/-/0,0,0,0" },
    { 0xe, LUDO_COLOUR_YELLOW, "y:-/0,0,0,0/0,0,0,0/0,0,0,0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoPosition pos;
      g_autofree char *text = NULL;

      ludo_position_init_game (&pos, cases[i].seated, cases[i].first);
      text = format_position (&pos);
      g_assert_cmpstr (text, ==, cases[i].position);
      g_assert_cmpuint (pos.n_ranked, ==, 0);
      assert_masks (&pos);
    }
}

static void
test_rules_check (void)
{
  static const struct { const char *rules; guint seated; gboolean ok; } cases[] = {
    { "", 0x3, TRUE }, { "", 0x5, TRUE }, { "", 0x7, TRUE }, { "", 0xf, TRUE },
    { "blockades,pachisi", 0x9, TRUE },
    { "team", 0xf, TRUE }, { "blockades,team,pachisi", 0xf, TRUE },
    { "team", 0x7, FALSE }, { "team", 0x5, FALSE }, { "blockades,team", 0xe, FALSE },
    { "", 0x1, FALSE }, { "", 0x0, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudoRules rules = rules_from (cases[i].rules);
      g_autoptr(GError) error = NULL;
      gboolean ok = ludo_rules_check (&rules, cases[i].seated, &error);

      g_test_message ("%s seated %x", cases[i].rules, cases[i].seated);
      g_assert_cmpint (ok, ==, cases[i].ok);
      if (ok)
        g_assert_no_error (error);
      else
        g_assert_nonnull (error);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* Keep going after a failed check so that one run lists every failing
   * case of a table, each under its own test path. */
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (moves_cases); i++)
    g_test_add_data_func (moves_cases[i].path, &moves_cases[i], test_moves_case);
  for (guint i = 0; i < G_N_ELEMENTS (apply_cases); i++)
    {
      g_autofree char *path = g_strconcat (apply_cases[i].path, "/apply", NULL);

      g_test_add_data_func (path, &apply_cases[i], test_apply_case);
    }
  for (guint flags = 0; flags < N_RULE_LISTS; flags++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/combos/%s",
                                               flags != 0 ? rule_list (flags) : "standard");

      g_test_add_data_func (path, GUINT_TO_POINTER (flags), test_combo);
    }
  for (guint i = 0; i < G_N_ELEMENTS (outcome_cases); i++)
    g_test_add_data_func (outcome_cases[i].path, &outcome_cases[i], test_outcome_case);
  g_test_add_func ("/engine/explain/7-blocker-colour", test_explain_blocker);
  g_test_add_func ("/engine/team/4.4-moving-colour", test_moving_colour);
  g_test_add_func ("/engine/standard/2.2-illegal-moves", test_illegal_moves);
  g_test_add_func ("/engine/position/queries", test_queries);
  g_test_add_func ("/engine/standard/2.8-ranking-on-parse", test_ranking_on_parse);
  g_test_add_func ("/engine/position/init-game", test_init_game);
  g_test_add_func ("/engine/team/4.1-rules-check", test_rules_check);

  return g_test_run ();
}
