/* ludo-rule-table.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludo-rules.h"

#include <string.h>

/* The engine has no gettext: N_() only marks the texts for xgettext, and
 * the user interface translates them where it shows them. */
#ifndef N_
#define N_(String) (String)
#endif

/* docs/rules.md, "House rules". The order is the order of the flags, of
 * the canonical rule list and of every list of options shown to people. */
static const LudoRuleInfo rule_table[LUDO_N_RULES] = {
  {
    LUDO_RULE_BLOCKADES, "blockades", "blockades",
    /* Translators: a house rule, as in the preferences and the rules window. */
    N_("Blockades"),
    N_("Two or more of your pawns on one square form a wall that opponents can neither pass nor land on"),
  },
  {
    LUDO_RULE_TEAM, "team", "team-play",
    /* Translators: a house rule, as in the preferences and the rules window. */
    N_("Team play"),
    N_("Red and yellow play against green and blue; partners never capture each other"),
  },
  {
    LUDO_RULE_PACHISI, "pachisi", "pachisi",
    /* Translators: a house rule, as in the preferences and the rules window. */
    N_("Pachisi stacking"),
    N_("Your pawns may share a square and move together as a stack"),
  },
  {
    LUDO_RULE_SAFE, "safe", "safe-squares",
    /* Translators: a house rule, as in the preferences and the rules window. */
    N_("Safe squares"),
    N_("Nobody is captured on the start squares and on the star squares eight ahead of them"),
  },
};

/**
 * ludo_rule_info:
 * @index: a row, 0 to %LUDO_N_RULES - 1
 *
 * Returns: (transfer none): that row of the house-rule table
 */
const LudoRuleInfo *
ludo_rule_info (guint index)
{
  g_return_val_if_fail (index < LUDO_N_RULES, NULL);

  return &rule_table[index];
}

/**
 * ludo_rule_index:
 * @flag: one rule's flag
 *
 * Returns: the row of that rule in the house-rule table
 */
guint
ludo_rule_index (LudoRuleFlags flag)
{
  int bit = g_bit_nth_lsf (flag, -1);

  g_return_val_if_fail (bit >= 0 && bit < LUDO_N_RULES && flag == (1u << bit), 0);

  /* The table is in the order of the flags. */
  g_assert (rule_table[bit].flag == flag);
  return (guint) bit;
}

/**
 * ludo_rule_info_by_nick:
 * @nick: a rule's nick, not necessarily NUL-terminated
 * @length: its length in bytes
 *
 * Returns: (transfer none) (nullable): the row with that nick, or %NULL
 */
const LudoRuleInfo *
ludo_rule_info_by_nick (const char *nick,
                        gsize       length)
{
  g_return_val_if_fail (nick != NULL || length == 0, NULL);

  for (guint i = 0; i < LUDO_N_RULES; i++)
    if (strlen (rule_table[i].nick) == length && memcmp (rule_table[i].nick, nick, length) == 0)
      return &rule_table[i];
  return NULL;
}

/**
 * ludo_rules_get_flags:
 * @rules: the rule options
 *
 * Returns: the options as flags
 */
LudoRuleFlags
ludo_rules_get_flags (const LudoRules *rules)
{
  LudoRuleFlags flags = 0;

  g_return_val_if_fail (rules != NULL, 0);

  if (rules->blockades)
    flags |= LUDO_RULE_BLOCKADES;
  if (rules->team)
    flags |= LUDO_RULE_TEAM;
  if (rules->pachisi)
    flags |= LUDO_RULE_PACHISI;
  if (rules->safe)
    flags |= LUDO_RULE_SAFE;
  return flags;
}

/**
 * ludo_rules_set_flags:
 * @rules: the rule options to set
 * @flags: the options wanted; unknown bits are ignored
 */
void
ludo_rules_set_flags (LudoRules     *rules,
                      LudoRuleFlags  flags)
{
  g_return_if_fail (rules != NULL);

  rules->blockades = (flags & LUDO_RULE_BLOCKADES) != 0;
  rules->team = (flags & LUDO_RULE_TEAM) != 0;
  rules->pachisi = (flags & LUDO_RULE_PACHISI) != 0;
  rules->safe = (flags & LUDO_RULE_SAFE) != 0;
}

/**
 * ludo_rules_get:
 * @rules: the rule options
 * @flag: one rule
 *
 * Returns: whether that rule is on
 */
gboolean
ludo_rules_get (const LudoRules *rules,
                LudoRuleFlags    flag)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return (ludo_rules_get_flags (rules) & flag) != 0;
}

/**
 * ludo_rules_set:
 * @rules: the rule options to change
 * @flag: one rule
 * @on: whether it is on
 */
void
ludo_rules_set (LudoRules     *rules,
                LudoRuleFlags  flag,
                gboolean       on)
{
  LudoRuleFlags flags;

  g_return_if_fail (rules != NULL);

  flags = ludo_rules_get_flags (rules);
  ludo_rules_set_flags (rules, on ? (flags | flag) : (flags & ~flag));
}
