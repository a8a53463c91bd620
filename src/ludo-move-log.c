/* ludo-move-log.c
 *
 * SPDX-FileCopyrightText: 2026 The Ludo authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What every player did this game, newest first: each roll and what came
 * of it, in sentences. The computers play quickly; this is where a player
 * reads what happened while they looked away.
 *
 * The log follows the board rather than the game: while it is paused (the
 * board is still showing earlier events), new entries and changes wait,
 * so that the log never tells a move before the board has shown it. */

#include "config.h"

#include "ludo-move-log.h"

#include <glib/gi18n.h>

#include "ludo-move-log-text.h"
#include "ludo-swatch.h"
#include "ludo-window-text.h"

/* The newest entries are the ones a player reads; a long game's first
 * rolls are not worth an ever longer list. */
#define MAX_ENTRIES 400
/* The width of an entry's text, the placeholder's in the .ui file too. */
#define ENTRY_WIDTH_CHARS 36

typedef struct
{
  GtkWidget   *row;
  GtkLabel    *label;
  LudoColour   roller;
  guint        roll;
  gboolean     played;     /* the game's record of the roll has come */
  LudoOutcome  outcome;    /* that record */
  gboolean     dirty;      /* changed since it was last shown */
} Entry;

struct _LudoMoveLog
{
  GtkWidget parent_instance;

  LudoGame *game;
  GQueue    entries;       /* of Entry, newest first */
  gboolean  paused;
  /* The list does not go back to the start of the game: it was resumed,
   * or the oldest entries made way for new ones. */
  gboolean  resumed;
  gboolean  dropped;

  /* Template children */
  GtkWidget  *box;
  GtkListBox *list;
  GtkLabel   *placeholder;
  GtkLabel   *footnote;
};

G_DEFINE_FINAL_TYPE (LudoMoveLog, ludo_move_log, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
entry_free (Entry *entry)
{
  g_free (entry);
}

static void
append_sentence (GString    *text,
                 const char *sentence)
{
  /* Translators: joins the sentences of one entry of the move log. */
  g_string_append (text, C_("move log", ". "));
  g_string_append (text, sentence);
}

/* The roll, what it moved, and then what that move did: a wall built or
 * taken down, pawns sent back, a player finished. All of it comes from the
 * game's record of the roll. */
static char *
entry_text (LudoMoveLog *self,
            Entry       *entry)
{
  const LudoOutcome *outcome = &entry->outcome;
  g_autofree char *roll_text = ludo_move_log_text_roll (self->game, entry->roller, entry->roll);
  g_autofree char *move_text = NULL;
  g_autofree char *step = NULL;
  g_autofree char *captures = NULL;
  g_autofree char *spared = NULL;
  const char *wall_text;
  GString *text;

  if (!entry->played)
    return g_steal_pointer (&roll_text);
  if (!outcome->moved)
    return ludo_window_text_lost_roll (self->game, outcome);

  move_text = ludo_move_log_text_move (self->game, outcome);
  step = ludo_move_log_text_step (roll_text, move_text);
  text = g_string_new (step);
  wall_text = ludo_move_log_text_blockade (outcome);
  if (wall_text != NULL)
    append_sentence (text, wall_text);

  captures = ludo_window_text_captures (self->game, outcome);
  if (captures != NULL)
    append_sentence (text, captures);
  spared = ludo_window_text_spared (self->game, outcome);
  if (spared != NULL)
    append_sentence (text, spared);

  if (outcome->finished != LUDO_COLOUR_NONE)
    {
      g_autofree char *finish = ludo_window_text_finished (self->game, outcome->finished);

      append_sentence (text, finish);
    }

  return g_string_free (text, FALSE);
}

static void
show_entry (LudoMoveLog *self,
            Entry       *entry)
{
  g_autofree char *text = entry_text (self, entry);

  gtk_label_set_label (entry->label, text);
  gtk_widget_set_visible (entry->row, TRUE);
  entry->dirty = FALSE;
}

static const char *
resumed_text (void)
{
  return _("The moves made before the game was resumed are not listed.");
}

/* Below a list that does not start with the game, why not. */
static void
update_footnote (LudoMoveLog *self)
{
  Entry *oldest = g_queue_peek_tail (&self->entries);
  g_autofree char *dropped = NULL;

  if (self->dropped)
    {
      dropped = g_strdup_printf (ngettext ("Only the latest %u roll is listed.",
                                           "Only the latest %u rolls are listed.",
                                           MAX_ENTRIES),
                                 MAX_ENTRIES);
      gtk_label_set_label (self->footnote, dropped);
    }
  else if (self->resumed)
    gtk_label_set_label (self->footnote, resumed_text ());

  /* An empty list says it in its placeholder. */
  gtk_widget_set_visible (GTK_WIDGET (self->footnote),
                          (self->dropped || self->resumed) && oldest != NULL &&
                          gtk_widget_get_visible (oldest->row));
}

/* Entries change only at the top of the list: the newest ones. */
static void
show_changes (LudoMoveLog *self)
{
  for (GList *l = self->entries.head; l != NULL; l = l->next)
    {
      Entry *entry = l->data;

      if (!entry->dirty)
        break;
      show_entry (self, entry);
    }
  update_footnote (self);
}

static void
changed (LudoMoveLog *self,
         Entry       *entry)
{
  entry->dirty = TRUE;
  if (!self->paused)
    show_changes (self);
}

static void
remove_oldest (LudoMoveLog *self)
{
  Entry *entry = g_queue_pop_tail (&self->entries);

  gtk_list_box_remove (self->list, entry->row);
  entry_free (entry);
}

static void
clear (LudoMoveLog *self)
{
  while (!g_queue_is_empty (&self->entries))
    remove_oldest (self);
}

static Entry *
new_entry (LudoMoveLog *self,
           LudoColour   roller,
           guint        roll)
{
  Entry *entry = g_new0 (Entry, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  entry->roller = roller;
  entry->roll = roll;
  entry->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (entry->label, 0);
  gtk_label_set_wrap (entry->label, TRUE);
  gtk_label_set_wrap_mode (entry->label, PANGO_WRAP_WORD_CHAR);
  /* As wide as it asks to be, neither less nor more: the scrolled window
   * measures the list's height for its natural width, which must be the
   * width it gets, or the last lines of wrapped entries are cut off. */
  gtk_label_set_width_chars (entry->label, ENTRY_WIDTH_CHARS);
  gtk_label_set_max_width_chars (entry->label, ENTRY_WIDTH_CHARS);
  gtk_widget_set_hexpand (GTK_WIDGET (entry->label), TRUE);

  gtk_widget_add_css_class (box, "move-entry");
  gtk_box_append (GTK_BOX (box), ludo_swatch_new (roller));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (entry->label));

  /* A row to read: focusable, so that the keys scroll through the list,
   * but there is nothing to activate. */
  entry->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (entry->row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (entry->row), box);
  /* Read as its sentence, not as "GtkListBoxRow". */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (entry->row),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, entry->label, NULL,
                                  -1);
  gtk_widget_set_visible (entry->row, FALSE);
  gtk_list_box_prepend (self->list, entry->row);

  g_queue_push_head (&self->entries, entry);
  if (self->entries.length > MAX_ENTRIES)
    {
      remove_oldest (self);
      self->dropped = TRUE;
    }

  changed (self, entry);
  return entry;
}

/* The entry of the roll in hand: every event of a step comes after its
 * dice-rolled. */
static Entry *
current_entry (LudoMoveLog *self)
{
  return g_queue_peek_head (&self->entries);
}

static void
dice_rolled_cb (LudoMoveLog *self,
                LudoColour   colour,
                guint        roll)
{
  new_entry (self, colour, roll);
}

static void
roll_played_cb (LudoMoveLog       *self,
                const LudoOutcome *outcome)
{
  Entry *entry = current_entry (self);

  if (entry == NULL)
    return;

  entry->played = TRUE;
  entry->outcome = *outcome;
  changed (self, entry);
}

static void update_placeholder (LudoMoveLog *self);

/* The game went back: its newest @n_rolls rolls never happened, and the
 * roll before them is in hand again, to be played afresh. A list that does
 * not reach back that far starts again from the roll in hand. */
static void
undone_cb (LudoMoveLog *self,
           guint        n_rolls)
{
  Entry *entry;

  if (n_rolls < self->entries.length)
    {
      for (guint i = 0; i < n_rolls; i++)
        {
          entry = g_queue_pop_head (&self->entries);
          gtk_list_box_remove (self->list, entry->row);
          entry_free (entry);
        }
      entry = current_entry (self);
      entry->played = FALSE;
      changed (self, entry);
      update_footnote (self);
      return;
    }

  clear (self);
  update_placeholder (self);
  if (ludo_game_get_phase (self->game) == LUDO_PHASE_AWAITING_MOVE)
    new_entry (self, ludo_game_get_current_colour (self->game),
               ludo_game_get_last_roll (self->game));
}

static void
update_placeholder (LudoMoveLog *self)
{
  LudoMove last;

  /* The log starts with the window: a restored game's earlier moves are
   * not known to it. */
  self->resumed = self->game != NULL && ludo_game_get_last_move (self->game, &last);
  if (self->resumed)
    gtk_label_set_label (self->placeholder, resumed_text ());
  else
    gtk_label_set_label (self->placeholder, _("No moves yet"));
  update_footnote (self);
}

void
ludo_move_log_set_game (LudoMoveLog *self,
                        LudoGame    *game)
{
  g_return_if_fail (LUDO_IS_MOVE_LOG (self));
  g_return_if_fail (game == NULL || LUDO_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  if (!g_set_object (&self->game, game))
    return;

  clear (self);
  self->dropped = FALSE;
  update_placeholder (self);

  /* A game restored in the middle of a turn has its roll in hand. */
  if (game != NULL && ludo_game_get_phase (game) == LUDO_PHASE_AWAITING_MOVE)
    new_entry (self, ludo_game_get_current_colour (game), ludo_game_get_last_roll (game));

  if (game != NULL)
    {
      g_signal_connect_object (game, "dice-rolled", G_CALLBACK (dice_rolled_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "roll-played", G_CALLBACK (roll_played_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "undone", G_CALLBACK (undone_cb), self,
                               G_CONNECT_SWAPPED);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

LudoGame *
ludo_move_log_get_game (LudoMoveLog *self)
{
  g_return_val_if_fail (LUDO_IS_MOVE_LOG (self), NULL);

  return self->game;
}

void
ludo_move_log_set_paused (LudoMoveLog *self,
                          gboolean     paused)
{
  g_return_if_fail (LUDO_IS_MOVE_LOG (self));

  paused = !!paused;
  if (self->paused == paused)
    return;

  self->paused = paused;
  if (!paused)
    show_changes (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
ludo_move_log_get_paused (LudoMoveLog *self)
{
  g_return_val_if_fail (LUDO_IS_MOVE_LOG (self), FALSE);

  return self->paused;
}

static void
ludo_move_log_dispose (GObject *object)
{
  LudoMoveLog *self = LUDO_MOVE_LOG (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_queue_clear_full (&self->entries, (GDestroyNotify) entry_free);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDO_TYPE_MOVE_LOG);

  G_OBJECT_CLASS (ludo_move_log_parent_class)->dispose (object);
}

static void
ludo_move_log_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  LudoMoveLog *self = LUDO_MOVE_LOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_move_log_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  LudoMoveLog *self = LUDO_MOVE_LOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ludo_move_log_set_game (self, g_value_get_object (value));
      break;

    case PROP_PAUSED:
      ludo_move_log_set_paused (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludo_move_log_class_init (LudoMoveLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludo_move_log_dispose;
  object_class->get_property = ludo_move_log_get_property;
  object_class->set_property = ludo_move_log_set_property;

  /**
   * LudoMoveLog:game:
   *
   * The game whose moves are logged; a new game starts an empty log.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         LUDO_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * LudoMoveLog:paused:
   *
   * While set, new entries and changes wait until it is unset.
   */
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, APP_PATH "/ui/ludo-move-log.ui");
  gtk_widget_class_bind_template_child (widget_class, LudoMoveLog, box);
  gtk_widget_class_bind_template_child (widget_class, LudoMoveLog, list);
  gtk_widget_class_bind_template_child (widget_class, LudoMoveLog, placeholder);
  gtk_widget_class_bind_template_child (widget_class, LudoMoveLog, footnote);
}

static void
ludo_move_log_init (LudoMoveLog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_queue_init (&self->entries);
  update_placeholder (self);
}

LudoMoveLog *
ludo_move_log_new (void)
{
  return g_object_new (LUDO_TYPE_MOVE_LOG, NULL);
}

guint
_ludo_move_log_get_n_shown (LudoMoveLog *self)
{
  guint n = 0;

  g_return_val_if_fail (LUDO_IS_MOVE_LOG (self), 0);

  for (GList *l = self->entries.head; l != NULL; l = l->next)
    if (gtk_widget_get_visible (((Entry *) l->data)->row))
      n++;

  return n;
}

static Entry *
shown_entry (LudoMoveLog *self,
             guint        index)
{
  for (GList *l = self->entries.head; l != NULL; l = l->next)
    {
      Entry *entry = l->data;

      if (!gtk_widget_get_visible (entry->row))
        continue;
      if (index-- == 0)
        return entry;
    }

  return NULL;
}

const char *
_ludo_move_log_get_shown_text (LudoMoveLog *self,
                               guint        index)
{
  Entry *entry;

  g_return_val_if_fail (LUDO_IS_MOVE_LOG (self), NULL);

  entry = shown_entry (self, index);
  g_return_val_if_fail (entry != NULL, NULL);

  return gtk_label_get_label (entry->label);
}

LudoColour
_ludo_move_log_get_shown_colour (LudoMoveLog *self,
                                 guint        index)
{
  Entry *entry;

  g_return_val_if_fail (LUDO_IS_MOVE_LOG (self), LUDO_COLOUR_NONE);

  entry = shown_entry (self, index);
  g_return_val_if_fail (entry != NULL, LUDO_COLOUR_NONE);

  return entry->roller;
}

const char *
_ludo_move_log_get_footnote (LudoMoveLog *self)
{
  g_return_val_if_fail (LUDO_IS_MOVE_LOG (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->footnote)))
    return NULL;
  return gtk_label_get_label (self->footnote);
}

const char *
_ludo_move_log_get_placeholder_text (LudoMoveLog *self)
{
  g_return_val_if_fail (LUDO_IS_MOVE_LOG (self), NULL);

  return gtk_label_get_label (self->placeholder);
}
