/* The toy ruleset (toy-ruleset.h). */
#include "toy-ruleset.h"


struct _ToyScenario {
  gatomicrefcount ref;
  char *id, *title, *hash;
  int start, limit;
};

typedef struct {
  gatomicrefcount ref;
  int counter;
  int factor;
  int procedure;  /* core/procedure.h */
} ToyState;

typedef struct {
  int n;
  /* Written as a kind the reader refuses: a writer with a bug, for the
   * autosave's read-back check (issue 24). */
  gboolean unreadable;
} ToyMove;

static ToyScenario *
scenario_make (const char *id, const char *title, int start, int limit)
{
  ToyScenario *s = g_new0 (ToyScenario, 1);
  g_atomic_ref_count_init (&s->ref);
  s->id = g_strdup (id);
  s->title = g_strdup (title);
  s->start = start;
  s->limit = limit;
  g_autofree char *text = g_strdup_printf ("%s|%s|%d|%d", id, title, start, limit);
  s->hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
  return s;
}

ToyScenario *
toy_scenario_new (const char *id, int start, int limit)
{
  return scenario_make (id, id, start, limit);
}

static gpointer
scenario_from_json (json_object *root, const char *where, GError **error)
{
  int version, start, limit;
  const char *id, *title;
  if (!adj_json_get_int (root, "version", 1, 1, &version, where, error)
      || (id = adj_json_get_string (root, "id", where, error)) == NULL
      || (title = adj_json_get_string (root, "title", where, error)) == NULL
      || !adj_json_get_int (root, "start", 0, 1000, &start, where, error)
      || !adj_json_get_int (root, "limit", start, 1000, &limit, where, error))
    return NULL;
  return scenario_make (id, title, start, limit);
}

static json_object *
scenario_to_json (gconstpointer p)
{
  const ToyScenario *s = p;
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "format", json_object_new_string ("adjutant-toy"));
  json_object_object_add (o, "version", json_object_new_int (1));
  json_object_object_add (o, "id", json_object_new_string (s->id));
  json_object_object_add (o, "title", json_object_new_string (s->title));
  json_object_object_add (o, "start", json_object_new_int (s->start));
  json_object_object_add (o, "limit", json_object_new_int (s->limit));
  return o;
}

static gpointer
scenario_ref (gpointer p)
{
  g_atomic_ref_count_inc (&((ToyScenario *) p)->ref);
  return p;
}

static void
scenario_unref (gpointer p)
{
  ToyScenario *s = p;
  if (s != NULL && g_atomic_ref_count_dec (&s->ref))
    {
      g_free (s->id);
      g_free (s->title);
      g_free (s->hash);
      g_free (s);
    }
}

static const char *scenario_id (gconstpointer p) { return ((const ToyScenario *) p)->id; }
static const char *scenario_title (gconstpointer p) { return ((const ToyScenario *) p)->title; }
static const char *scenario_hash (gconstpointer p) { return ((const ToyScenario *) p)->hash; }

/* The limit lives in the scenario; a state keeps it to check moves. */
typedef struct {
  ToyState base;
  int limit;
} ToyStateFull;

static gpointer
state_new (gpointer scenario, json_object *options, const char *where, GError **error)
{
  const ToyScenario *sc = scenario;
  gboolean twice = FALSE;
  int procedure;
  if (!adj_json_get_bool_opt (options, "double", &twice, where, error)
      || !adj_procedure_from_options (options, ADJ_PROCEDURE_CURRENT, &procedure, where, error))
    return NULL;
  ToyStateFull *s = g_new0 (ToyStateFull, 1);
  g_atomic_ref_count_init (&s->base.ref);
  s->base.counter = sc->start;
  s->base.factor = twice ? 2 : 1;
  s->base.procedure = procedure;
  s->limit = sc->limit;
  return s;
}

static gpointer
state_ref (gpointer p)
{
  g_atomic_ref_count_inc (&((ToyState *) p)->ref);
  return p;
}

static void
state_unref (gpointer p)
{
  if (p != NULL && g_atomic_ref_count_dec (&((ToyState *) p)->ref))
    g_free (p);
}

static gboolean
state_equal (gconstpointer a, gconstpointer b)
{
  return ((const ToyState *) a)->counter == ((const ToyState *) b)->counter;
}

static gpointer
state_apply (gconstpointer p, gconstpointer m, GError **error)
{
  const ToyStateFull *s = p;
  const ToyMove *move = m;
  int next = s->base.counter + move->n * s->base.factor;
  if (move->n == 7 && s->base.procedure >= 2)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "an add of 7 is not allowed (T.4)");
      return NULL;
    }
  if (next > s->limit)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%d would pass the limit of %d", next, s->limit);
      return NULL;
    }
  ToyStateFull *out = g_new0 (ToyStateFull, 1);
  *out = *s;
  g_atomic_ref_count_init (&out->base.ref);
  out->base.counter = next;
  return out;
}

int
toy_state_counter (gconstpointer state)
{
  return ((const ToyState *) state)->counter;
}

static void
state_prompt (gconstpointer p, AdjStepPrompt *out)
{
  out->text = "add to the counter";
  out->rule = "T.1";
  out->side = -1;
}

static char *
state_headline (gconstpointer p)
{
  return g_strdup_printf ("Counter at %d", toy_state_counter (p));
}

static json_object *
state_summary (gconstpointer p)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "counter", json_object_new_int (toy_state_counter (p)));
  return o;
}

gpointer
toy_move_add (int n)
{
  ToyMove *m = g_new0 (ToyMove, 1);
  m->n = n;
  return m;
}

gpointer
toy_move_add_unreadable (int n)
{
  ToyMove *m = toy_move_add (n);
  m->unreadable = TRUE;
  return m;
}

static gpointer move_copy (gconstpointer m) { return g_memdup2 (m, sizeof (ToyMove)); }
static void move_free (gpointer m) { g_free (m); }

static json_object *
move_to_json (gconstpointer m, gconstpointer scenario)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "type", json_object_new_string (((const ToyMove *) m)->unreadable ? "add!" : "add"));
  json_object_object_add (o, "n", json_object_new_int (((const ToyMove *) m)->n));
  return o;
}

static gpointer
move_from_json (AdjJsonVal obj, gconstpointer scenario, const char *where, GError **error)
{
  const char *type;
  int n;
  if (!adj_jsonread_is (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "%s: expected an object", where);
      return NULL;
    }
  if ((type = adj_jsonread_get_string (obj, "type", where, error)) == NULL)
    return NULL;
  if (g_strcmp0 (type, "add") != 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "%s.type: '%s' is not a toy move", where, type);
      return NULL;
    }
  if (!adj_jsonread_get_int (obj, "n", 1, 9, &n, where, error))
    return NULL;
  return toy_move_add (n);
}

static const char *move_kind (gconstpointer m) { return "add"; }

static GPtrArray *
state_owed (gconstpointer p)
{
  GPtrArray *items = adj_step_items_new ();
  if (toy_state_counter (p) % 2 != 0)
    adj_step_items_add (items, adj_step_item_new ("add", "T.3", -1, "Make the counter even"));
  return items;
}

static GPtrArray *
state_legal (gconstpointer p)
{
  const ToyStateFull *s = p;
  GPtrArray *items = adj_step_items_new ();
  int most = (s->limit - s->base.counter) / s->base.factor;
  if (most >= 1)
    adj_step_items_add (items, adj_step_item_new ("add", "T.1", -1, "Add 1 to %d", MIN (most, 9)));
  return items;
}

static const char *
side_id (gconstpointer scenario, int side)
{
  return side == 0 ? "left" : "right";
}

static const char *
side_name (gconstpointer scenario, int side)
{
  return side == 0 ? "Left" : "Right";
}

static json_object *
state_view (gconstpointer p, int side)
{
  return state_summary (p);
}

/* A rolled add: 1 to 6 from the seed (any toy add may be rolled). */
static gpointer
move_virtual (gconstpointer state, const char *kind, guint64 seed, GError **error)
{
  if (g_strcmp0 (kind, "add") != 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "'%s' is not rolled (T.1)", kind);
      return NULL;
    }
  return toy_move_add (1 + (int) (seed % 6));
}

/* An add of 8 is the left side's; any other, either side's. */
static int
move_side (gconstpointer m, gconstpointer state)
{
  return ((const ToyMove *) m)->n == 8 ? 0 : -1;
}

/* An add of 8 is the left side's secret (a stand-in for a hidden choice). */
static char *
move_describe_for (gconstpointer m, gconstpointer before, gconstpointer after, int viewer)
{
  if (((const ToyMove *) m)->n == 8 && viewer != 0)
    return g_strdup ("left adds in secret (T.1)");
  return g_strdup_printf ("add %d: %d to %d (T.1)", ((const ToyMove *) m)->n, toy_state_counter (before),
                          toy_state_counter (after));
}

static char *
move_describe (gconstpointer m, gconstpointer before, gconstpointer after)
{
  return move_describe_for (m, before, after, -1);
}

static const AdjRulesetSwitch switches[] = {
  { "double", "Double", "Each add counts twice (T.2)" },
};

const AdjRuleset toy_ruleset = {
  .id = "toy",
  .name = "Toy",
  .description = "One counter, one move: the seam's own test",
  .scenario_format = "adjutant-toy",
  .scenario_dir = "toy",
  .reads_v1_saves = FALSE,
  .scenario_from_json = scenario_from_json,
  .scenario_to_json = scenario_to_json,
  .scenario_ref = scenario_ref,
  .scenario_unref = scenario_unref,
  .scenario_id = scenario_id,
  .scenario_title = scenario_title,
  .scenario_hash = scenario_hash,
  .switches = switches,
  .n_switches = G_N_ELEMENTS (switches),
  .state_new = state_new,
  .state_ref = state_ref,
  .state_unref = state_unref,
  .state_equal = state_equal,
  .state_apply = state_apply,
  .state_prompt = state_prompt,
  .state_headline = state_headline,
  .state_summary = state_summary,
  .move_copy = move_copy,
  .move_free = move_free,
  .move_to_json = move_to_json,
  .move_from_json = move_from_json,
  .move_kind = move_kind,
  .move_describe = move_describe,
  .side_id = side_id,
  .side_name = side_name,
  .state_owed = state_owed,
  .state_legal = state_legal,
  .state_view = state_view,
  .move_describe_for = move_describe_for,
  .move_side = move_side,
  .move_virtual = move_virtual,
};
