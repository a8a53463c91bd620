/* ludo-ai.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-ai.h"

#include <string.h>

static const char * const level_names[LUDO_AI_N_LEVELS] = {
  "random",
  "easy",
  "medium",
  "hard",
};

/* splitmix64: every state, zero included, is valid, and one 64-bit word is
 * all the caller has to keep. */
static guint64
next_random (guint64 *state)
{
  guint64 z;

  *state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  z = *state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static guint
random_below (guint64 *state,
              guint    n)
{
  g_assert (n > 0);

  /* The modulo bias over 2^64 is far below anything a game could notice. */
  return (guint) (next_random (state) % n);
}

guint
ludo_ai_choose_move (LudoAiLevel         level,
                     const LudoRules    *rules,
                     const LudoPosition *pos,
                     guint               roll,
                     const LudoMove     *moves,
                     guint               n_moves,
                     guint64            *rng_state)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (roll >= 1 && roll <= 6, 0);
  g_return_val_if_fail (moves != NULL, 0);
  g_return_val_if_fail (n_moves > 0, 0);
  g_return_val_if_fail (rng_state != NULL, 0);

  if (n_moves == 1)
    return 0;

  /* The stronger levels land in the next commits; until then every level
   * plays uniformly so that the model can link and play. */
  (void) level;
  return random_below (rng_state, n_moves);
}

gboolean
ludo_ai_level_from_name (const char  *name,
                         LudoAiLevel *level)
{
  guint i;

  g_return_val_if_fail (name != NULL, FALSE);

  for (i = 0; i < LUDO_AI_N_LEVELS; i++)
    {
      if (strcmp (name, level_names[i]) == 0)
        {
          if (level != NULL)
            *level = (LudoAiLevel) i;
          return TRUE;
        }
    }

  return FALSE;
}

const char *
ludo_ai_level_name (LudoAiLevel level)
{
  g_return_val_if_fail ((guint) level < LUDO_AI_N_LEVELS, NULL);

  return level_names[level];
}
