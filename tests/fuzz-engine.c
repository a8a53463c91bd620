/* fuzz-engine.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A libFuzzer target for the engine. The input is up to four lines: a rule
 * list, a position, a roll and a move; any bytes after them steer a short
 * random game from the parsed position. The same bytes are also read as a
 * position built by hand (see fuzz_bytes()). Every result is checked against
 * the engine's own invariants, and a failed check aborts. */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/ludo-notation.h"
#include "engine/ludo-rules.h"

#define CHECK(cond) G_STMT_START { \
    if (!(cond)) \
      { \
        g_printerr ("check failed: %s (line %d)\n", #cond, __LINE__); \
        abort (); \
      } \
  } G_STMT_END

#define MAX_STEPS 32

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
check_same (const LudoPosition *a,
            const LudoPosition *b,
            gboolean            with_ranking)
{
  CHECK (memcmp (a->progress, b->progress, sizeof a->progress) == 0);
  CHECK (a->seated == b->seated);
  CHECK (a->turn == b->turn);
  CHECK (memcmp (a->occupied, b->occupied, sizeof a->occupied) == 0);
  CHECK (memcmp (a->stacked, b->stacked, sizeof a->stacked) == 0);
  if (with_ranking)
    {
      CHECK (a->n_ranked == b->n_ranked);
      CHECK (memcmp (a->ranking, b->ranking, a->n_ranked) == 0);
    }
}

/* What the parser and ludo_position_refresh() guarantee of any position. */
static void
check_position (const LudoRules    *rules,
                const LudoPosition *pos)
{
  g_autoptr(GError) error = NULL;
  char buf[LUDO_NOTATION_POSITION_MAX];
  LudoPosition again, refreshed;
  gsize len;
  guint n_finished = 0;

  if (!ludo_position_validate (rules, pos, &error))
    {
      ludo_notation_format_position (pos, buf);
      g_printerr ("invalid position %s: %s\n", buf, error->message);
      abort ();
    }

  refreshed = *pos;
  ludo_position_refresh (&refreshed);
  check_same (pos, &refreshed, pos->turn != LUDO_COLOUR_NONE);

  len = ludo_notation_format_position (pos, buf);
  CHECK (len == strlen (buf) && len < LUDO_NOTATION_POSITION_MAX);
  CHECK (ludo_notation_parse_position (buf, rules, &again, NULL));
  check_same (pos, &again, FALSE);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    n_finished += ludo_position_has_finished (pos, (LudoColour) c);
  CHECK (pos->n_ranked <= LUDO_N_COLOURS);
  if (pos->turn == LUDO_COLOUR_NONE)
    CHECK (pos->n_ranked == (guint) __builtin_popcount (pos->seated));
  else
    CHECK (pos->n_ranked == n_finished);
  for (guint i = 0; i < pos->n_ranked; i++)
    {
      CHECK (pos->ranking[i] >= 0 && pos->ranking[i] < LUDO_N_COLOURS);
      CHECK ((pos->seated & (1u << pos->ranking[i])) != 0);
      for (guint j = 0; j < i; j++)
        CHECK (pos->ranking[i] != pos->ranking[j]);
    }
}

/* Generation and explanation split the moving colour's places between them. */
static guint
check_moves (const LudoRules    *rules,
             const LudoPosition *pos,
             guint               roll,
             LudoMove           *moves)
{
  LudoBlockedPlace blocked[LUDO_N_PAWNS];
  LudoColour colour = ludo_rules_moving_colour (rules, pos);
  guint n = ludo_rules_generate_moves (rules, pos, roll, moves);
  guint n_blocked = ludo_rules_explain (rules, pos, roll, blocked);
  guint b = 0, m = 0;

  CHECK (n <= LUDO_MAX_MOVES && n_blocked <= LUDO_N_PAWNS);
  if (colour == LUDO_COLOUR_NONE)
    {
      CHECK (n == 0 && n_blocked == 0);
      return 0;
    }

  for (guint i = 0; i < n; i++)
    {
      char buf[LUDO_NOTATION_MOVE_MAX];
      LudoMove parsed;
      gboolean is_none = TRUE;

      CHECK (moves[i].colour == colour);
      CHECK (moves[i].to > moves[i].from && moves[i].to <= LUDO_PROGRESS_HOME);
      CHECK (moves[i].count >= 1
             && moves[i].count <= ludo_position_count_at (pos, colour, moves[i].from));
      if (i > 0)
        CHECK (moves[i - 1].from < moves[i].from
               || (moves[i - 1].from == moves[i].from && moves[i - 1].count < moves[i].count));
      CHECK (ludo_rules_is_legal (rules, pos, roll, &moves[i]));
      ludo_notation_format_move (&moves[i], buf);
      CHECK (ludo_notation_parse_move (buf, &parsed, &is_none, NULL) && !is_none);
      CHECK (memcmp (&parsed, &moves[i], sizeof parsed) == 0);
    }

  /* Walk the distinct places: each has a move or an explanation, never both. */
  for (guint i = 0; i < LUDO_N_PAWNS; i++)
    {
      guint from = pos->progress[colour][i];
      gboolean has_move = m < n && moves[m].from == from;
      gboolean is_blocked = b < n_blocked && blocked[b].from == from;

      if (i > 0 && pos->progress[colour][i - 1] == from)
        continue;
      CHECK (has_move != is_blocked);
      while (m < n && moves[m].from == from)
        m++;
      if (is_blocked)
        {
          CHECK (blocked[b].colour == colour);
          CHECK (blocked[b].reason > LUDO_BLOCK_NONE && blocked[b].reason <= LUDO_BLOCK_FINISHED);
          CHECK (ludo_notation_block_reason_name ((LudoBlockReason) blocked[b].reason) != NULL);
          CHECK (blocked[b].blocker >= LUDO_COLOUR_NONE && blocked[b].blocker < LUDO_N_COLOURS);
          b++;
        }
    }
  CHECK (m == n && b == n_blocked);
  return n;
}

static void
check_apply (const LudoRules *rules,
             LudoPosition    *pos,
             guint            roll,
             const LudoMove  *move)
{
  LudoOutcome outcome;
  guint before[LUDO_N_COLOURS] = { 0 }, after[LUDO_N_COLOURS] = { 0 };
  gint8 turn = pos->turn;

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    for (guint i = 0; i < LUDO_N_PAWNS; i++)
      before[c] += pos->progress[c][i];

  ludo_rules_apply (rules, pos, roll, move, &outcome);
  check_position (rules, pos);

  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    for (guint i = 0; i < LUDO_N_PAWNS; i++)
      after[c] += pos->progress[c][i];
  for (guint i = 0; i < outcome.n_captured; i++)
    {
      CHECK (move != NULL && outcome.captured[i].colour != move->colour);
      CHECK (!ludo_rules_is_safe_square (rules, outcome.captured[i].square));
      before[outcome.captured[i].colour] -= outcome.captured[i].from;
    }
  /* Spared pawns stay where they stood, on the safe square the move ended
   * on (docs/rules.md §5a.2). */
  CHECK (outcome.n_spared <= LUDO_MAX_SPARED);
  for (guint i = 0; i < outcome.n_spared; i++)
    {
      CHECK (move != NULL && outcome.spared[i].colour != move->colour);
      CHECK (ludo_rules_is_safe_square (rules, outcome.spared[i].square));
      CHECK (outcome.spared[i].square
             == ludo_rules_absolute_square ((LudoColour) move->colour, move->to));
      CHECK (ludo_position_count_at (pos, (LudoColour) outcome.spared[i].colour,
                                     outcome.spared[i].from) > 0);
    }
  if (move != NULL)
    before[move->colour] += (guint) (move->to - move->from) * move->count;
  CHECK (memcmp (before, after, sizeof before) == 0);

  CHECK (outcome.game_over == (pos->turn == LUDO_COLOUR_NONE));
  CHECK (!outcome.extra_roll || (roll == 6 && pos->turn == turn));
  if (move == NULL)
    CHECK (outcome.n_captured == 0 && outcome.n_spared == 0
           && outcome.finished == LUDO_COLOUR_NONE);
}

/* Plays on from @pos, the steering bytes choosing rolls and moves, then
 * tries every move of the last roll. */
static void
play_on (const LudoRules *rules,
         LudoPosition    *pos,
         guint            roll,
         const guint8    *steer,
         gsize            n_steer)
{
  LudoMove moves[LUDO_MAX_MOVES];

  /* Depth comes from the positions the fuzzer writes; long games from
   * every input would only make each run slow. */
  n_steer = MIN (n_steer, MAX_STEPS);
  for (gsize i = 0; i < n_steer && pos->turn != LUDO_COLOUR_NONE; i++)
    {
      guint n = check_moves (rules, pos, roll, moves);

      check_apply (rules, pos, roll, n > 0 ? &moves[steer[i] % n] : NULL);
      roll = 1 + (steer[i] >> 3) % 6;
    }

  if (pos->turn != LUDO_COLOUR_NONE)
    {
      guint n = check_moves (rules, pos, roll, moves);

      for (guint i = 0; i < MAX (n, 1u); i++)
        {
          LudoPosition copy = *pos;

          check_apply (rules, &copy, roll, n > 0 ? &moves[i] : NULL);
        }
    }
}

/* The same bytes read as a position built by hand: byte 0 the rules, 1 the
 * seats, 2 who rolls, 3 the roll, then sixteen progress values and the
 * steering bytes. Inputs that are not text thus reach deep positions too,
 * and whatever ludo_position_validate() accepts must parse back. */
static void
fuzz_bytes (const guint8 *data,
            gsize         size)
{
  g_autoptr(GError) error = NULL;
  char buf[LUDO_NOTATION_POSITION_MAX];
  LudoRules rules = { 0 };
  LudoPosition pos, parsed;

  if (size < 20)
    return;

  /* The low bits pick any combination of the house-rule table. */
  ludo_rules_set_flags (&rules, (LudoRuleFlags) (data[0] & ((1u << LUDO_N_RULES) - 1)));
  memset (&pos, 0, sizeof pos);
  memset (pos.ranking, LUDO_COLOUR_NONE, sizeof pos.ranking);
  pos.seated = data[1] & 0xf;
  pos.turn = (gint8) (data[2] % 5) - 1;
  for (guint c = 0; c < LUDO_N_COLOURS; c++)
    for (guint i = 0; i < LUDO_N_PAWNS; i++)
      {
        guint v = data[4 + 4 * c + i] % 64;

        pos.progress[c][i] = (guint8) (v > LUDO_PROGRESS_HOME ? LUDO_PROGRESS_HOME : v);
      }
  if (!ludo_position_validate (&rules, &pos, NULL))
    return;

  ludo_notation_format_position (&pos, buf);
  if (!ludo_notation_parse_position (buf, &rules, &parsed, &error))
    {
      g_printerr ("valid position %s does not parse: %s\n", buf, error->message);
      abort ();
    }
  check_position (&rules, &parsed);
  play_on (&rules, &parsed, 1 + data[3] % 6, data + 20, size - 20);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_malloc (size + 1);
  char *lines[4] = { NULL, NULL, NULL, NULL };
  const guint8 *steer = NULL;
  gsize n_steer = 0;
  char *cursor = text;
  LudoRules rules;
  LudoPosition pos;
  LudoMove moves[LUDO_MAX_MOVES];
  LudoMove move;
  gboolean is_none;
  guint roll;

  fuzz_bytes (data, size);

  memcpy (text, data, size);
  text[size] = '\0';
  for (guint i = 0; i < G_N_ELEMENTS (lines) && cursor != NULL; i++)
    {
      char *newline = memchr (cursor, '\n', (gsize) (text + size - cursor));

      lines[i] = cursor;
      if (newline != NULL)
        {
          *newline = '\0';
          cursor = newline + 1;
        }
      else
        cursor = NULL;
    }
  if (cursor != NULL)
    {
      steer = (const guint8 *) data + (cursor - text);
      n_steer = (gsize) (text + size - cursor);
    }

  /* The parsers must take anything, NULL included. */
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      LudoRules any_rules;
      guint any_roll;

      ludo_notation_parse_rules (lines[i], &any_rules, NULL);
      ludo_notation_parse_roll (lines[i], &any_roll, NULL);
      ludo_notation_parse_move (lines[i], &move, &is_none, NULL);
      ludo_notation_parse_position (lines[i], NULL, &pos, NULL);
    }

  if (!ludo_notation_parse_rules (lines[0], &rules, NULL))
    return 0;
  {
    g_autofree char *list = ludo_notation_format_rules (&rules);
    LudoRules again;

    CHECK (ludo_notation_parse_rules (list, &again, NULL));
    CHECK (ludo_rules_get_flags (&again) == ludo_rules_get_flags (&rules));
  }

  if (!ludo_notation_parse_position (lines[1], &rules, &pos, NULL))
    return 0;
  check_position (&rules, &pos);

  if (!ludo_notation_parse_roll (lines[2], &roll, NULL))
    roll = 1 + (lines[2] != NULL && lines[2][0] != '\0' ? (guchar) lines[2][0] % 6 : 5);

  if (ludo_notation_parse_move (lines[3], &move, &is_none, NULL) && !is_none)
    {
      guint n = check_moves (&rules, &pos, roll, moves);
      gboolean listed = FALSE;

      for (guint i = 0; i < n; i++)
        listed |= memcmp (&moves[i], &move, sizeof move) == 0;
      CHECK (listed == ludo_rules_is_legal (&rules, &pos, roll, &move));
    }

  play_on (&rules, &pos, roll, steer, n_steer);
  return 0;
}
