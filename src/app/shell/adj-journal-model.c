/* adj-journal-model.c: the journal as a list model, in the order played
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Journal page's list reads the engine's journal through this model,
 * lazily: an item is made when a row asks for it (only the rows on screen
 * do), its text when it is bound. A group the player opens shows its
 * moves below its line.
 * On a change the model asks the journal which steps are new since it
 * last looked (adj_journal_count_steps_since) and announces only those
 * (and the dropped redo tail) at the end of the list; the cursor is a
 * property the shown rows follow. Nothing here reads the whole journal,
 * so an action costs the same at the end of a long game as at its start.
 *
 * A game opens with only its last steps shown (WINDOW_STEPS), below one
 * line that stands for the earlier ones and reveals them a batch at a
 * time: GTK 4.8's list view keeps rows alive for up to 200 lines around
 * the one it shows, and a long game's 200 rows, laid out on every frame,
 * made each action there cost more than in a short game's dozen.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-journal-model.h"

struct _AdjJournalItem
{
  GObject  parent_instance;
  guint    step;
  int      move;
  gboolean earlier;
};

G_DEFINE_FINAL_TYPE (AdjJournalItem, adj_journal_item, G_TYPE_OBJECT)

static void
adj_journal_item_class_init (AdjJournalItemClass *klass)
{
}

static void
adj_journal_item_init (AdjJournalItem *self)
{
}

static AdjJournalItem *
item_new (guint step, int move)
{
  AdjJournalItem *item = g_object_new (ADJ_TYPE_JOURNAL_ITEM, NULL);

  item->step = step;
  item->move = move;
  return item;
}

guint
adj_journal_item_get_step (AdjJournalItem *item)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_ITEM (item), 0);
  return item->step;
}

int
adj_journal_item_get_move (AdjJournalItem *item)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_ITEM (item), -1);
  return item->move;
}

gboolean
adj_journal_item_get_earlier (AdjJournalItem *item)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_ITEM (item), FALSE);
  return item->earlier;
}

/* A group shown with its moves: @count lines below its own. */
typedef struct {
  guint step;
  guint count;
} Expanded;

struct _AdjJournalModel
{
  GObject     parent_instance;

  AdjJournal *journal;     /* the session's; NULL without a game */
  guint       game_id;
  guint       length;      /* as last seen */
  guint       cursor;
  guint64     generation;
  GArray     *expanded;    /* Expanded, by step; a player opens few */
  guint       unannounced; /* first lines not announced yet (see sync) */
  guint       first;       /* the first step shown; 0: all, else the
                            * "earlier" line stands for those above */
};

/* Lines shown when a game opens: at about 50 pixels a row, a list 1,600
 * pixels tall, more than a tall window gives it; fewer would show the
 * "earlier" line in a tall window's first view, more would make rows no
 * one sees (GTK makes a row for each, up to 200). */
#define WINDOW_STEPS 32

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjJournalModel, adj_journal_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

enum { PROP_0, PROP_CURSOR, PROP_FIRST_STEP, N_PROPS };
static GParamSpec *props[N_PROPS];

static GType
get_item_type (GListModel *model)
{
  return ADJ_TYPE_JOURNAL_ITEM;
}

static guint
expanded_lines (AdjJournalModel *self)
{
  guint n = 0;

  for (guint i = 0; i < self->expanded->len; i++)
    n += g_array_index (self->expanded, Expanded, i).count;
  return n;
}

/* The "earlier" line, while steps are hidden above the others. */
static guint
earlier_lines (AdjJournalModel *self)
{
  return self->first > 0 ? 1 : 0;
}

static guint
get_n_items (GListModel *model)
{
  AdjJournalModel *self = ADJ_JOURNAL_MODEL (model);
  return self->journal != NULL
    ? earlier_lines (self) + self->length + 1 - self->first + expanded_lines (self) - self->unannounced
    : 0;
}

/* In the order played: the start of the game first, the last step at the
 * end, an expanded group's moves right below its line. New lines come at
 * the end, where the list has few rows after them to move. */
static gpointer
get_item (GListModel *model, guint position)
{
  AdjJournalModel *self = ADJ_JOURNAL_MODEL (model);
  guint above = 0;  /* move lines above @position */

  if (self->journal == NULL || position >= get_n_items (model))
    return NULL;
  position += self->unannounced;
  if (self->first > 0)
    {
      if (position == 0)
        {
          AdjJournalItem *item = item_new (self->first - 1, -1);

          item->earlier = TRUE;
          return item;
        }
      position--;
    }
  /* Now counted from the first step shown. */
  position += self->first;
  for (guint i = 0; i < self->expanded->len; i++)
    {
      const Expanded *e = &g_array_index (self->expanded, Expanded, i);
      guint line = e->step + above;

      if (position <= line)
        break;
      if (position <= line + e->count)
        return item_new (e->step, (int) (position - line - 1));
      above += e->count;
    }
  return item_new (position - above, -1);
}

/* The line of step @step: its number, and the moves shown above it. */
static guint
line_of (AdjJournalModel *self, guint step)
{
  guint line = earlier_lines (self) + step - self->first;

  for (guint i = 0; i < self->expanded->len && g_array_index (self->expanded, Expanded, i).step < step; i++)
    line += g_array_index (self->expanded, Expanded, i).count;
  return line;
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

void
adj_journal_model_sync (AdjJournalModel *self, AdjJournal *journal, guint game_id)
{
  guint old_items = get_n_items (G_LIST_MODEL (self));
  guint old_cursor = self->cursor;
  guint old_first = self->first;

  g_return_if_fail (ADJ_IS_JOURNAL_MODEL (self));
  /* The steps below the new ones are those the model showed; were there
   * more of them (never, with one journal), all would be new. */
  if (journal == NULL || self->journal == NULL || game_id != self->game_id
      || adj_journal_get_length (journal) - adj_journal_count_steps_since (journal, self->generation) > self->length)
    {
      /* Another game: every line is new. The last line comes first, alone,
       * then the lines above it: a list view keeps its place on the line
       * it shows, so it opens where the game is without first making rows
       * for the lines at its start (GTK 4.8 makes up to 200 around it). */
      self->journal = journal;
      self->game_id = game_id;
      self->length = journal != NULL ? adj_journal_get_length (journal) : 0;
      self->cursor = journal != NULL ? adj_journal_get_cursor (journal) : 0;
      self->generation = journal != NULL ? adj_journal_get_generation (journal) : 0;
      g_array_set_size (self->expanded, 0);
      self->first = self->length >= WINDOW_STEPS ? self->length + 1 - WINDOW_STEPS : 0;
      /* The cursor's line is shown, and an "earlier" line never stands
       * for the start of the game alone. */
      self->first = MIN (self->first, self->cursor);
      if (self->first == 1)
        self->first = 0;
      self->unannounced = get_n_items (G_LIST_MODEL (self)) - MIN (1, get_n_items (G_LIST_MODEL (self)));
      g_list_model_items_changed (G_LIST_MODEL (self), 0, old_items, get_n_items (G_LIST_MODEL (self)));
      if (self->unannounced > 0)
        {
          guint n = self->unannounced;

          self->unannounced = 0;
          g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, n);
        }
      if (self->first != old_first)
        g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FIRST_STEP]);
    }
  else
    {
      guint length = adj_journal_get_length (journal);
      guint added = adj_journal_count_steps_since (journal, self->generation);
      guint kept = length - added;
      guint removed;

      /* Steps dropped from above the lines shown (a hidden page catching
       * up with undos and a new action): those kept are shown first. */
      if (kept < self->first)
        adj_journal_model_reveal (self, self->first - kept);
      self->journal = journal;
      self->generation = adj_journal_get_generation (journal);
      self->cursor = adj_journal_get_cursor (journal);
      /* The dropped steps are the last lines, with the moves of any of
       * them that was open. */
      guint at = line_of (self, kept + 1);

      removed = self->length - kept;
      while (self->expanded->len > 0
             && g_array_index (self->expanded, Expanded, self->expanded->len - 1).step > kept)
        {
          removed += g_array_index (self->expanded, Expanded, self->expanded->len - 1).count;
          g_array_set_size (self->expanded, self->expanded->len - 1);
        }
      self->length = length;
      if (removed > 0 || added > 0)
        g_list_model_items_changed (G_LIST_MODEL (self), at, removed, added);
      /* The cursor gone back above the lines shown (the History, many
       * undos): they reach up to it, before its rows are told. */
      if (self->cursor < self->first)
        adj_journal_model_reveal (self, self->first - self->cursor);
    }
  if (self->cursor != old_cursor)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURSOR]);
}

guint
adj_journal_model_get_first_step (AdjJournalModel *self)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), 0);
  return self->first;
}

void
adj_journal_model_reveal (AdjJournalModel *self, guint n_steps)
{
  guint first;

  g_return_if_fail (ADJ_IS_JOURNAL_MODEL (self));
  if (self->first == 0 || n_steps == 0)
    return;
  first = n_steps >= self->first ? 0 : self->first - n_steps;
  if (first == 1)
    first = 0;
  n_steps = self->first - first;
  self->first = first;
  /* The "earlier" line stays where it is (a row focused on it keeps the
   * focus), the steps come below it; the last of them, gone, gives its
   * place to the first. */
  if (first > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 1, 0, n_steps);
  else
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 1, n_steps);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FIRST_STEP]);
}

AdjJournal *
adj_journal_model_get_journal (AdjJournalModel *self)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), NULL);
  return self->journal;
}

guint
adj_journal_model_get_cursor (AdjJournalModel *self)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), 0);
  return self->cursor;
}

guint
adj_journal_model_get_n_moves (AdjJournalModel *self, guint step)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), 0);
  if (self->journal == NULL || step == 0 || step > self->length)
    return 0;
  return adj_journal_get_n_moves (self->journal, step - 1);
}

/* The index in @expanded of @step, or where it would go. */
static guint
expanded_index (AdjJournalModel *self, guint step, gboolean *found)
{
  guint i = 0;

  while (i < self->expanded->len && g_array_index (self->expanded, Expanded, i).step < step)
    i++;
  *found = i < self->expanded->len && g_array_index (self->expanded, Expanded, i).step == step;
  return i;
}

gboolean
adj_journal_model_get_expanded (AdjJournalModel *self, guint step)
{
  gboolean found;

  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), FALSE);
  expanded_index (self, step, &found);
  return found;
}

void
adj_journal_model_set_expanded (AdjJournalModel *self, guint step, gboolean expanded)
{
  guint n = adj_journal_model_get_n_moves (self, step);
  gboolean found;
  guint i, line;

  g_return_if_fail (ADJ_IS_JOURNAL_MODEL (self));
  i = expanded_index (self, step, &found);
  if (found == expanded || (expanded && n < 2) || step < self->first)
    return;
  line = line_of (self, step);
  if (expanded)
    {
      Expanded e = { step, n };
      g_array_insert_val (self->expanded, i, e);
      g_list_model_items_changed (G_LIST_MODEL (self), line + 1, 0, n);
    }
  else
    {
      n = g_array_index (self->expanded, Expanded, i).count;
      g_array_remove_index (self->expanded, i);
      g_list_model_items_changed (G_LIST_MODEL (self), line + 1, n, 0);
    }
}

char *
adj_journal_model_describe (AdjJournalModel *self, AdjJournalItem *item)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), NULL);
  if (item->earlier)
    /* Translators: the journal's first line, standing for the actions
     * above those shown; activating it shows more of them */
    return g_strdup_printf (ngettext ("%'u earlier action", "%'u earlier actions", self->first - 1),
                            self->first - 1);
  if (self->journal == NULL || item->step > self->length)
    return g_strdup ("");
  if (item->step == 0)
    return g_strdup (_("Start of the game"));
  if (item->move < 0)
    return adj_journal_describe (self->journal, item->step - 1);
  return adj_journal_describe_move (self->journal, item->step - 1, (guint) item->move);
}

static void
adj_journal_model_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AdjJournalModel *self = ADJ_JOURNAL_MODEL (object);

  switch (prop_id)
    {
    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;
    case PROP_FIRST_STEP:
      g_value_set_uint (value, self->first);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_journal_model_finalize (GObject *object)
{
  g_array_unref (ADJ_JOURNAL_MODEL (object)->expanded);
  G_OBJECT_CLASS (adj_journal_model_parent_class)->finalize (object);
}

static void
adj_journal_model_class_init (AdjJournalModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = adj_journal_model_get_property;
  object_class->finalize = adj_journal_model_finalize;
  /* The steps in effect: rows after it are undone, the row at it is "now". */
  props[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The first step shown below the "earlier" line; 0 when all are. */
  props[PROP_FIRST_STEP] = g_param_spec_uint ("first-step", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
adj_journal_model_init (AdjJournalModel *self)
{
  self->expanded = g_array_new (FALSE, FALSE, sizeof (Expanded));
}

AdjJournalModel *
adj_journal_model_new (void)
{
  return g_object_new (ADJ_TYPE_JOURNAL_MODEL, NULL);
}
