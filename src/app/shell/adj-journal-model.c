/* adj-journal-model.c: the journal as a list model, newest first
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Journal page's list reads the engine's journal through this model,
 * lazily: an item is made when a row is shown, its text when it is bound.
 * On a change the model asks the journal which steps are new since it
 * last looked (adj_journal_count_steps_since) and announces only those
 * (and the dropped redo tail) at the top of the list; the cursor is a
 * property the shown rows follow. Nothing here reads the whole journal,
 * so an action costs the same at the end of a long game as at its start.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-journal-model.h"

struct _AdjJournalItem
{
  GObject parent_instance;
  guint   step;
  int     move;
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

struct _AdjJournalModel
{
  GObject     parent_instance;

  AdjJournal *journal;     /* the session's; NULL without a game */
  guint       game_id;
  guint       length;      /* as last seen */
  guint       cursor;
  guint64     generation;
};

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjJournalModel, adj_journal_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

enum { PROP_0, PROP_CURSOR, N_PROPS };
static GParamSpec *props[N_PROPS];

static GType
get_item_type (GListModel *model)
{
  return ADJ_TYPE_JOURNAL_ITEM;
}

static guint
get_n_items (GListModel *model)
{
  AdjJournalModel *self = ADJ_JOURNAL_MODEL (model);
  return self->journal != NULL ? self->length + 1 : 0;
}

/* Newest first: position 0 is the last step, the last position the start. */
static gpointer
get_item (GListModel *model, guint position)
{
  AdjJournalModel *self = ADJ_JOURNAL_MODEL (model);

  if (self->journal == NULL || position > self->length)
    return NULL;
  return item_new (self->length - position, -1);
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

  g_return_if_fail (ADJ_IS_JOURNAL_MODEL (self));
  if (journal == NULL || self->journal == NULL || game_id != self->game_id)
    {
      /* Another game: every line is new. */
      self->journal = journal;
      self->game_id = game_id;
      self->length = journal != NULL ? adj_journal_get_length (journal) : 0;
      self->cursor = journal != NULL ? adj_journal_get_cursor (journal) : 0;
      self->generation = journal != NULL ? adj_journal_get_generation (journal) : 0;
      g_list_model_items_changed (G_LIST_MODEL (self), 0, old_items, get_n_items (G_LIST_MODEL (self)));
    }
  else
    {
      guint length = adj_journal_get_length (journal);
      guint added = adj_journal_count_steps_since (journal, self->generation);
      /* The steps below the new ones are those the model showed. */
      guint kept = length - added;

      g_return_if_fail (kept <= self->length);
      self->journal = journal;
      self->generation = adj_journal_get_generation (journal);
      self->cursor = adj_journal_get_cursor (journal);
      if (self->length != kept || added > 0)
        {
          guint removed = self->length - kept;
          self->length = length;
          g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, added);
        }
    }
  if (self->cursor != old_cursor)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURSOR]);
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

GListModel *
adj_journal_model_get_moves (AdjJournalModel *self, AdjJournalItem *item)
{
  GListStore *moves;
  guint n;

  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), NULL);
  if (self->journal == NULL || item->move >= 0 || item->step == 0 || item->step > self->length)
    return NULL;
  n = adj_journal_get_n_moves (self->journal, item->step - 1);
  if (n < 2)
    return NULL;
  moves = g_list_store_new (ADJ_TYPE_JOURNAL_ITEM);
  for (guint k = 0; k < n; k++)
    {
      g_autoptr (AdjJournalItem) move = item_new (item->step, (int) k);
      g_list_store_append (moves, move);
    }
  return G_LIST_MODEL (moves);
}

char *
adj_journal_model_describe (AdjJournalModel *self, AdjJournalItem *item)
{
  g_return_val_if_fail (ADJ_IS_JOURNAL_MODEL (self), NULL);
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
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_journal_model_class_init (AdjJournalModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = adj_journal_model_get_property;
  /* The steps in effect: rows after it are undone, the row at it is "now". */
  props[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
adj_journal_model_init (AdjJournalModel *self)
{
}

AdjJournalModel *
adj_journal_model_new (void)
{
  return g_object_new (ADJ_TYPE_JOURNAL_MODEL, NULL);
}
