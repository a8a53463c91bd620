/* rules-reference.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Written from docs/rules.md, its decisions (§8) included,
 * alone, never from the engine's code: test-random-games.c compares the two
 * after every roll. Safe squares (§5a) come straight from the rule book's
 * wording: start squares and the squares eight past them, counted here,
 * not taken from the engine's mask. */

#include "config.h"

#include "rules-reference.h"

#include <string.h>

static const char colour_letters[] = "rgyb";

gboolean
ref_seated (const Ref *ref,
            int        c)
{
  return (ref->seated & (1u << c)) != 0;
}

gboolean
ref_finished (const Ref *ref,
              int        c)
{
  for (int i = 0; i < 4; i++)
    if (ref->prog[c][i] != HOME)
      return FALSE;
  return TRUE;
}

int
ref_abs (int c,
         int p)
{
  return (13 * c + p - 1) % 52;
}

int
ref_count_at (const Ref *ref,
              int        c,
              int        p)
{
  int n = 0;

  for (int i = 0; i < 4; i++)
    if (ref->prog[c][i] == p)
      n++;
  return n;
}

/* Pawns of colour c on absolute track square sq. */
int
ref_count_abs (const Ref *ref,
               int        c,
               int        sq)
{
  int n = 0;

  if (!ref_seated (ref, c))
    return 0;
  for (int i = 0; i < 4; i++)
    {
      int p = ref->prog[c][i];

      if (p >= 1 && p <= 51 && ref_abs (c, p) == sq)
        n++;
    }
  return n;
}

/* Each colour's squares holding one or more, and two or more, pawns. */
void
ref_masks (const Ref *ref,
           guint64    occupied[4],
           guint64    stacked[4])
{
  for (int c = 0; c < 4; c++)
    {
      occupied[c] = stacked[c] = 0;
      if (!ref_seated (ref, c))
        continue;
      for (int i = 0; i < 4; i++)
        {
          int p = ref->prog[c][i];
          guint64 bit;

          if (p < 1 || p > 51)
            continue;
          bit = G_GUINT64_CONSTANT (1) << ref_abs (c, p);
          if (occupied[c] & bit)
            stacked[c] |= bit;
          occupied[c] |= bit;
        }
    }
}

gboolean
ref_opposing (const LudoRules *rules,
              int              a,
              int              b)
{
  if (a == b)
    return FALSE;
  if (rules->team && (a + 2) % 4 == b)
    return FALSE;
  return TRUE;
}

/* The colour whose blockade on sq is a wall for `mover`, or -1. */
static int
ref_wall (const LudoRules *rules,
          const Ref       *ref,
          int              mover,
          int              sq)
{
  if (!rules->blockades)
    return -1;
  for (int c = 0; c < 4; c++)
    if (ref_opposing (rules, mover, c) && ref_count_abs (ref, c, sq) >= 2)
      return c;
  return -1;
}

gboolean
ref_game_over (const LudoRules *rules,
               const Ref       *ref)
{
  int unfinished = 0;

  if (rules->team)
    return (ref_finished (ref, 0) && ref_finished (ref, 2)) ||
           (ref_finished (ref, 1) && ref_finished (ref, 3));
  for (int c = 0; c < 4; c++)
    if (ref_seated (ref, c) && !ref_finished (ref, c))
      unfinished++;
  return unfinished <= 1;
}

int
ref_moving (const LudoRules *rules,
            const Ref       *ref)
{
  if (ref->turn < 0)
    return -1;
  if (rules->team && ref_finished (ref, ref->turn))
    return (ref->turn + 2) % 4;
  return ref->turn;
}

gboolean
ref_shares (const LudoRules *rules)
{
  return rules->blockades || rules->pachisi;
}

/* §5a.1: each colour's start square 13·c (its p = 1) and the square eight
 * further on (its p = 9), whether that colour plays or not. */
gboolean
ref_safe (const LudoRules *rules,
          int              sq)
{
  if (!rules->safe)
    return FALSE;
  for (int c = 0; c < 4; c++)
    if (sq == ref_abs (c, 1) || sq == ref_abs (c, 9))
      return TRUE;
  return FALSE;
}

/* Walks one pawn's move exactly as docs/rules.md §2, §3 and §7 describe it.
 * Returns the LudoBlockReason (LUDO_BLOCK_NONE when the move is legal). */
static guint
ref_single (const LudoRules *rules,
            const Ref       *ref,
            int              m,
            int              p,
            int              roll,
            int             *to,
            int             *blocker)
{
  int t;

  *blocker = LUDO_COLOUR_NONE;
  *to = -1;
  if (p == HOME)
    return LUDO_BLOCK_FINISHED;
  if (p == 0)
    {
      int w;

      if (roll != 6)
        return LUDO_BLOCK_NEEDS_SIX;
      w = ref_wall (rules, ref, m, ref_abs (m, 1));
      if (w >= 0)
        {
          *blocker = w;
          return LUDO_BLOCK_BLOCKADE_ON_START;
        }
      if (!ref_shares (rules) && ref_count_at (ref, m, 1) > 0)
        {
          *blocker = m;
          return LUDO_BLOCK_OWN_PAWN;
        }
      *to = 1;
      return LUDO_BLOCK_NONE;
    }

  t = p + roll;
  if (t > HOME)
    return LUDO_BLOCK_OVERSHOOTS_HOME;
  for (int q = p + 1; q <= t; q++)
    {
      if (q <= 51)
        {
          int w = ref_wall (rules, ref, m, ref_abs (m, q));

          if (w >= 0)
            {
              *blocker = w;
              return q == t ? LUDO_BLOCK_BLOCKADE_ON_TARGET : LUDO_BLOCK_BLOCKADE_IN_PATH;
            }
        }
      else if (q <= 56 && ref_count_at (ref, m, q) > 0)
        {
          *blocker = m;
          return LUDO_BLOCK_HOME_COLUMN_BLOCKED;
        }
    }
  if (t <= 51 && !ref_shares (rules) && ref_count_at (ref, m, t) > 0)
    {
      *blocker = m;
      return LUDO_BLOCK_OWN_PAWN;
    }
  *to = t;
  return LUDO_BLOCK_NONE;
}

/* The distinct places of colour m, ascending. */
static int
ref_places (const Ref *ref,
            int        m,
            int       *places)
{
  int n = 0;

  /* The reference keeps each colour's progress sorted. */
  for (int i = 0; i < 4; i++)
    if (i == 0 || ref->prog[m][i] != ref->prog[m][i - 1])
      places[n++] = ref->prog[m][i];
  return n;
}

guint
ref_moves (const LudoRules *rules,
           const Ref       *ref,
           int              roll,
           LudoMove        *moves)
{
  int m = ref_moving (rules, ref);
  int places[4];
  int n_places;
  guint n = 0;

  if (m < 0)
    return 0;
  n_places = ref_places (ref, m, places);
  for (int i = 0; i < n_places; i++)
    {
      int p = places[i], to, blocker;
      int count = ref_count_at (ref, m, p);

      if (ref_single (rules, ref, m, p, roll, &to, &blocker) != LUDO_BLOCK_NONE)
        continue;
      moves[n++] = (LudoMove) { .colour = m, .from = p, .to = to, .count = 1 };
      if (rules->pachisi && p >= 1 && p <= 51 && count >= 2 && !(to >= 52 && to <= 56))
        moves[n++] = (LudoMove) { .colour = m, .from = p, .to = to, .count = count };
    }
  return n;
}

guint
ref_explain (const LudoRules  *rules,
             const Ref        *ref,
             int               roll,
             LudoBlockedPlace *blocked)
{
  int m = ref_moving (rules, ref);
  int places[4];
  int n_places;
  guint n = 0;

  if (m < 0)
    return 0;
  n_places = ref_places (ref, m, places);
  for (int i = 0; i < n_places; i++)
    {
      int to, blocker;
      guint reason = ref_single (rules, ref, m, places[i], roll, &to, &blocker);

      if (reason != LUDO_BLOCK_NONE)
        blocked[n++] = (LudoBlockedPlace) { .colour = m, .from = places[i],
                                            .reason = reason, .blocker = blocker };
    }
  return n;
}

void
ref_sort (int *v)
{
  for (int i = 1; i < 4; i++)
    for (int j = i; j > 0 && v[j - 1] > v[j]; j--)
      {
        int tmp = v[j];

        v[j] = v[j - 1];
        v[j - 1] = tmp;
      }
}

static gboolean
ref_ranked (const Ref *ref,
            int        c)
{
  for (int i = 0; i < ref->n_ranked; i++)
    if (ref->ranking[i] == c)
      return TRUE;
  return FALSE;
}

void
ref_complete_ranking (const LudoRules *rules,
                      Ref             *ref,
                      int              roller)
{
  if (!rules->team)
    {
      for (int c = 0; c < 4; c++)
        if (ref_seated (ref, c) && !ref_ranked (ref, c))
          ref->ranking[ref->n_ranked++] = c;
      return;
    }
  else
    {
      int winner = ref_finished (ref, 0) && ref_finished (ref, 2) ? 0 : 1;
      int order[4], n = 0;

      /* The winners in finishing order, the finished losers in finishing
       * order, then the unfinished in turn order after the last roller. */
      for (int i = 0; i < ref->n_ranked; i++)
        if (ref->ranking[i] % 2 == winner)
          order[n++] = ref->ranking[i];
      for (int i = 0; i < ref->n_ranked; i++)
        if (ref->ranking[i] % 2 != winner)
          order[n++] = ref->ranking[i];
      for (int k = 1; k <= 4; k++)
        {
          int c = (roller + k) % 4;

          if (!ref_finished (ref, c))
            order[n++] = c;
        }
      g_assert (n == 4);
      memcpy (ref->ranking, order, sizeof order);
      ref->n_ranked = 4;
    }
}

void
ref_apply (const LudoRules *rules,
           Ref             *ref,
           int              roll,
           const LudoMove  *move,
           RefOutcome      *out)
{
  int roller = ref->turn;

  memset (out, 0, sizeof *out);
  out->finished = LUDO_COLOUR_NONE;
  if (move != NULL)
    {
      int m = move->colour;
      int moved = 0;
      gboolean was_finished = ref_finished (ref, m);

      for (int i = 0; i < 4 && moved < move->count; i++)
        if (ref->prog[m][i] == move->from)
          {
            ref->prog[m][i] = move->to;
            moved++;
          }
      g_assert (moved == move->count);
      if (move->to >= 1 && move->to <= 51)
        {
          int sq = ref_abs (m, move->to);
          /* §5a.2: on a safe square every opposing pawn stays. */
          gboolean safe = ref_safe (rules, sq);

          for (int c = 0; c < 4; c++)
            {
              if (!ref_seated (ref, c) || !ref_opposing (rules, m, c))
                continue;
              for (int i = 0; i < 4; i++)
                {
                  int p = ref->prog[c][i];

                  if (p < 1 || p > 51 || ref_abs (c, p) != sq)
                    continue;
                  if (safe)
                    {
                      out->spared_colour[out->n_spared] = c;
                      out->spared_from[out->n_spared] = p;
                      out->n_spared++;
                      continue;
                    }
                  out->captured_colour[out->n_captured] = c;
                  out->captured_from[out->n_captured] = p;
                  out->n_captured++;
                  ref->prog[c][i] = 0;
                }
              ref_sort (ref->prog[c]);
            }
        }
      ref_sort (ref->prog[m]);
      if (!was_finished && ref_finished (ref, m))
        {
          out->finished = m;
          ref->ranking[ref->n_ranked++] = m;
        }
    }

  if (ref_game_over (rules, ref))
    {
      out->game_over = TRUE;
      ref_complete_ranking (rules, ref, roller);
      ref->turn = -1;
      return;
    }
  /* RULES 2.1: the 6 that brings the roller's last pawn home gives no
   * second roll, in team play too (a finished team player still rolls
   * again after a 6 that moves its partner's pawns). */
  if (roll == 6 && out->finished != roller)
    {
      out->extra_roll = TRUE;
      return;
    }
  for (int k = 1; k <= 4; k++)
    {
      int c = (roller + k) % 4;

      if (ref_seated (ref, c) && (rules->team || !ref_finished (ref, c)))
        {
          ref->turn = c;
          return;
        }
    }
  g_assert_not_reached ();
}

char *
ref_format (const Ref *ref)
{
  GString *s = g_string_new (NULL);

  g_string_append_c (s, ref->turn < 0 ? '-' : colour_letters[ref->turn]);
  g_string_append_c (s, ':');
  for (int c = 0; c < 4; c++)
    {
      if (c > 0)
        g_string_append_c (s, '/');
      if (!ref_seated (ref, c))
        g_string_append_c (s, '-');
      else
        g_string_append_printf (s, "%d,%d,%d,%d", ref->prog[c][0], ref->prog[c][1],
                                ref->prog[c][2], ref->prog[c][3]);
    }
  return g_string_free (s, FALSE);
}


/* Whether opposing colours a and b may both stand on track square sq, a
 * with na pawns, b with nb: only on a safe square (§5a.2), and with
 * blockades not both as pairs, since whichever pair came second would have
 * had to stop on the other's wall (§5a.4, §8.13). */
gboolean
ref_may_share (const LudoRules *rules,
               int              sq,
               int              na,
               int              nb)
{
  if (!ref_safe (rules, sq))
    return FALSE;
  return !(rules->blockades && na >= 2 && nb >= 2);
}

/* The unreachable positions of docs/rules.md §8.10 and §8.13, written out
 * plainly. */
gboolean
ref_valid (const LudoRules *rules,
           const Ref       *ref)
{
  guint64 occupied[4], stacked[4];
  int n_seats = 0, n_finished = 0;

  for (int c = 0; c < 4; c++)
    if (ref_seated (ref, c))
      {
        n_seats++;
        if (ref_finished (ref, c))
          n_finished++;
      }
  if (n_seats < 2 || (rules->team && n_seats != 4) || n_finished == n_seats)
    return FALSE;

  ref_masks (ref, occupied, stacked);
  for (int c = 0; c < 4; c++)
    {
      if (!ref_seated (ref, c))
        continue;
      if (!ref_shares (rules) && stacked[c] != 0)
        return FALSE;
      for (int p = 52; p <= 56; p++)
        if (ref_count_at (ref, c, p) > 1)
          return FALSE;
      for (int b = c + 1; b < 4; b++)
        {
          if (!ref_seated (ref, b) || !ref_opposing (rules, c, b))
            continue;
          for (int sq = 0; sq < 52; sq++)
            {
              int na = ref_count_abs (ref, c, sq), nb = ref_count_abs (ref, b, sq);

              if (na > 0 && nb > 0 && !ref_may_share (rules, sq, na, nb))
                return FALSE;
            }
        }
    }

  if (ref_game_over (rules, ref))
    return ref->turn < 0;
  if (ref->turn < 0 || !ref_seated (ref, ref->turn))
    return FALSE;
  return rules->team || !ref_finished (ref, ref->turn);
}
