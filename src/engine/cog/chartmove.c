/* The Combat Chart in a game (12.9): the battle's cells, and the blank ones
 * the players fill in as they fight (a `chart` move), so that a combat at
 * odds the battle leaves blank can be fought and replayed exactly. */
#include "cog/state-private.h"

#include "cog/combatstate.h"
#include "core/i18n.h"

/* The text of every "N" cell a move makes: never freed, shared by copies. */
static char immune_text[] = "N";

void
adj_cog_state_init_chart (AdjCogState *s)
{
  const AdjChart *chart = s->battle->chart;
  for (guint r = 0; r < 3; r++)
    for (guint c = 0; c < s->battle->n_columns; c++)
      /* The text and cite stay the battle's, which the state holds. */
      s->chart[r * s->battle->n_columns + c] = *adj_chart_cell (chart, r, c);
}

const AdjChartCell *
adj_cog_state_chart_cell (const AdjCogState *s, guint row, guint col, gboolean *in_game)
{
  g_return_val_if_fail (row < 3 && col < s->battle->n_columns, NULL);
  const AdjChartCell *cell = &s->chart[row * s->battle->n_columns + col];
  if (in_game != NULL)
    *in_game = !cell->blank && adj_chart_cell (s->battle->chart, row, col)->blank;
  return cell;
}

gboolean
adj_cog_state_chart_entry (const AdjCogState *s, guint col, AdjCogChartEntry *out, GError **error)
{
  g_return_val_if_fail (col < s->battle->n_columns, FALSE);
  const AdjChartCell *cells[3];
  for (guint r = 0; r < 3; r++)
    cells[r] = adj_cog_state_chart_cell (s, r, col, NULL);
  return adj_cog_chart_entry_cells (adj_chart_column_key (s->battle->chart, col), cells, out, error);
}

AdjCogState *
adj_cog_apply_chart (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  const AdjChart *chart = s->battle->chart;
  if (m->index < 0 || (guint) m->index >= s->battle->n_columns || m->row < 0 || m->row > 2)
    {
      adj_cog_refuse (error, _("12.9: the Combat Chart has no such cell"));
      return NULL;
    }
  const AdjChartCell *battle_cell = adj_chart_cell (chart, (guint) m->row, (guint) m->index);
  const char *column = adj_chart_column_key (chart, (guint) m->index);
  if (!battle_cell->blank)
    {
      /* The battle's own numbers stand: the printed ones, and those typed
       * into the battle file (change them in the battle editor). */
      if (battle_cell->source == ADJ_CELL_RULEBOOK)
        adj_cog_refuse (error, _("12.9: the %s at %s is printed in the rulebook (%s)"),
                        adj_cog_chart_row_name ((guint) m->row), column, battle_cell->cite ? battle_cell->cite : "12.9.2");
      else
        adj_cog_refuse (error, _("12.9: the %s at %s is the battle's own value: change it in the battle editor"),
                        adj_cog_chart_row_name ((guint) m->row), column);
      return NULL;
    }
  if (!adj_cog_chart_check_value ((guint) m->row, m->immune, m->value, error))
    return NULL;
  AdjCogState *n = adj_cog_state_copy (s);
  n->chart[m->row * s->battle->n_columns + m->index] = (AdjChartCell) {
    .is_text = m->immune, .value = m->immune ? 0 : m->value, .text = m->immune ? immune_text : NULL,
    .source = ADJ_CELL_USER, .blank = FALSE };
  return n;
}
