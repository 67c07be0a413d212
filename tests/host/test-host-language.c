/* Each device reads what the host works out for it in its own language
 * (docs/devices.md): Glory III's sample battle hosted over loopback, a
 * Confederate phone in German and another in English, the Union's in
 * English, all at once. The German one reads its step prompt (3.A.2),
 * its journal line, a refusal and the rally calculator's 12.4 modifier
 * as po/de.po has them; the English ones as before. The process itself
 * stays in C, as the CLI does: only the host's catalogues are German. */
#include <string.h>

#include "adj-host.h"
#include "host-client.h"

#define UNION 0
#define CSA 1
#define GERMAN "de-DE,de;q=0.9,en;q=0.8"
#define ENGLISH "en-US,en;q=0.9"

#define PROMPT_EN "the Initiative Player may hold out one of his available AMs to start the turn"
#define PROMPT_DE "der Initiativespieler darf einen seiner verfügbaren AMs zurückhalten, um den Zug zu eröffnen"
#define MOD_EN "disordered cavalry without a disordered side: 1 lower"
#define MOD_DE "ungeordnete Kavallerie ohne ungeordnete Seite: 1 niedriger"

typedef struct {
  HostGame game;
  AdjBattle *battle;
  SoupSession *session;
  char *base;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", "sample-cedar-creek.json", NULL);
  f->battle = adj_battle_load_file (path, &error);
  g_assert_no_error (error);
  f->game.journal = adj_game_journal_new (f->battle, NULL, &error);
  g_assert_no_error (error);
  f->session = soup_session_new ();
  f->game.host = adj_host_new (&host_game_owner, &f->game, &error);
  g_assert_no_error (error);
  g_assert_true (adj_host_start (f->game.host, "127.0.0.1", 0, &error));
  f->base = g_strdup_printf ("http://127.0.0.1:%u", adj_host_get_port (f->game.host));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->game.host);
  g_clear_object (&f->session);
  adj_journal_free (f->game.journal);
  adj_battle_unref (f->battle);
  g_free (f->base);
}

/* The newest journal line of a view. */
static const char *
last_line (json_object *view)
{
  json_object *journal = host_member (view, "journal");
  g_assert_cmpuint (json_object_array_length (journal), >, 0);
  return host_text_at (json_object_array_get_idx (journal, json_object_array_length (journal) - 1), "text");
}

/* @accept_language NULL: none sent, as libsoup's client does. */
static HostReply
request (Fixture *f, const char *path, int side, const char *body, const char *accept_language)
{
  g_autofree char *url = g_strconcat (f->base, path, NULL);
  const char *token = adj_host_get_token (f->game.host, side);
  const char *method = body != NULL ? "POST" : "GET";
  if (accept_language != NULL)
    return host_request (f->session, method, url, token, body, "Accept-Language", accept_language, NULL);
  return host_request (f->session, method, url, token, body, NULL);
}

/* 12.4 on a phone: the rally of mounted cavalry with a cohesion of 5. */
static char *
rally_modifier (Fixture *f, int side, const char *accept_language)
{
  HostReply r = request (f, "/api/calc", side,
                         "{\"calculator\":\"rally\",\"input\":{\"cohesion\":5,\"marker\":\"mounted\"}}",
                         accept_language);
  g_assert_cmpuint (r.status, ==, 200);
  json_object *mods = host_member (r.body, "result.cohesion_modifiers");
  g_assert_cmpuint (json_object_array_length (mods), ==, 1);
  g_assert_cmpstr (host_text_at (json_object_array_get_idx (mods, 0), "rule"), ==, "12.4");
  char *text = g_strdup (host_text_at (json_object_array_get_idx (mods, 0), "text"));
  host_reply_clear (&r);
  return text;
}

static json_object *
next_view (HostSocket *s)
{
  json_object *m = host_socket_next (s, 20);
  g_assert_nonnull (m);
  g_assert_cmpstr (host_text_at (m, "type"), ==, "view");
  return m;
}

static void
test_two_languages (Fixture *f, gconstpointer data)
{
  HostSocket *de = host_socket_open_in (f->session, f->base, adj_host_get_token (f->game.host, CSA), "csa-de", GERMAN);
  HostSocket *en = host_socket_open_in (f->session, f->base, adj_host_get_token (f->game.host, CSA), "csa-en", ENGLISH);
  HostSocket *un = host_socket_open (f->session, f->base, adj_host_get_token (f->game.host, UNION), "union");

  /* The first views: the same step, each in its device's words. */
  json_object *v = next_view (de);
  g_assert_cmpstr (host_text_at (v, "view.prompt.text"), ==, PROMPT_DE);
  g_assert_cmpstr (host_text_at (v, "view.prompt.rule"), ==, "3.A.2, 5.22, 5.23");
  json_object_put (v);
  v = next_view (en);
  g_assert_cmpstr (host_text_at (v, "view.prompt.text"), ==, PROMPT_EN);
  json_object_put (v);
  v = next_view (un);
  g_assert_cmpstr (host_text_at (v, "view.prompt.text"), ==, PROMPT_EN);
  json_object_put (v);

  /* The calculator, asked by both at once: each its own language. */
  g_autofree char *german = rally_modifier (f, CSA, GERMAN);
  g_autofree char *english = rally_modifier (f, CSA, ENGLISH);
  g_autofree char *plain = rally_modifier (f, UNION, NULL);
  g_assert_cmpstr (german, ==, MOD_DE);
  g_assert_cmpstr (english, ==, MOD_EN);
  g_assert_cmpstr (plain, ==, MOD_EN);

  /* The Confederates, holding the initiative, hold out no AM (3.A.2)
   * from the German phone: its answer and every pushed view read the
   * step in the reader's language. */
  HostReply r = request (f, "/api/move", CSA, "{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null}", GERMAN);
  g_assert_cmpuint (r.status, ==, 200);
  g_autofree char *line_de = g_strdup (last_line (host_member (r.body, "view")));
  g_autofree char *prompt_de = g_strdup (host_text_at (r.body, "view.prompt.text"));
  host_reply_clear (&r);
  json_object *pushed_de = next_view (de), *pushed_en = next_view (en), *pushed_un = next_view (un);
  const char *line_en = last_line (host_member (pushed_en, "view"));
  g_assert_cmpstr (line_de, ==, "Confederate hält keinen AM zurück (5.23)");
  g_assert_cmpstr (line_en, ==, "Confederate holds out no AM (5.23)");
  g_assert_cmpstr (last_line (host_member (pushed_de, "view")), ==, line_de);
  g_assert_cmpstr (last_line (host_member (pushed_un, "view")), ==, line_en);
  g_assert_cmpstr (host_text_at (pushed_de, "view.prompt.text"), ==, prompt_de);
  g_assert_cmpstr (host_text_at (pushed_en, "view.prompt.text"), !=, prompt_de);
  g_assert_cmpstr (host_text_at (pushed_en, "view.prompt.text"), ==, host_text_at (pushed_un, "view.prompt.text"));
  json_object_put (pushed_de);
  json_object_put (pushed_en);
  json_object_put (pushed_un);

  /* A move the rules refuse, from each: the same refusal, two languages
   * (4.21: the pool is chosen now). */
  const char *again = "{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null}";
  r = request (f, "/api/move", CSA, again, GERMAN);
  g_assert_cmpuint (r.status, ==, 422);
  g_autofree char *refused_de = g_strdup (host_text_at (r.body, "error"));
  g_assert_cmpstr (host_text_at (r.body, "view.prompt.text"), ==, prompt_de);
  host_reply_clear (&r);
  r = request (f, "/api/move", CSA, again, ENGLISH);
  g_assert_cmpuint (r.status, ==, 422);
  g_assert_cmpstr (refused_de, ==, "das Zurückhalten eines AM ist jetzt nicht dran: jeder Spieler wählt, welche "
                                   "seiner verfügbaren AMs in den Pool kommen (3.B, 4.21)");
  g_assert_cmpstr (host_text_at (r.body, "error"), ==, "holding out an AM is not done now: each player chooses which "
                                                  "of his available AMs go into the pool (3.B, 4.21)");
  host_reply_clear (&r);

  /* The host's own refusal, too: not this side's move to make. */
  r = request (f, "/api/move", UNION, "{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null}", GERMAN);
  g_assert_cmpuint (r.status, ==, 403);
  g_assert_cmpstr (host_text_at (r.body, "error"), ==, "move: diesen Zug macht der Spieler von Confederate");
  host_reply_clear (&r);
  r = request (f, "/api/move", UNION, "{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null}", NULL);
  g_assert_cmpstr (host_text_at (r.body, "error"), ==, "move: this move is for Confederate's player to make");
  host_reply_clear (&r);

  host_socket_free (de);
  host_socket_free (en);
  host_socket_free (un);
}

/* The header as browsers send it: German anywhere in the list, as the
 * page decides its own words; a weight of 0 is a refusal. */
static void
test_accept_language (void)
{
  const struct { const char *header; AdjHostLang lang; } cases[] = {
    { NULL, ADJ_HOST_LANG_EN },
    { "", ADJ_HOST_LANG_EN },
    { "de", ADJ_HOST_LANG_DE },
    { "de-AT", ADJ_HOST_LANG_DE },
    { "DE-de", ADJ_HOST_LANG_DE },
    { "en-US,en;q=0.9,de;q=0.8", ADJ_HOST_LANG_DE },
    { "en-US, de ; q=0.5", ADJ_HOST_LANG_DE },
    { "fr-FR,fr;q=0.9", ADJ_HOST_LANG_EN },
    { "de;q=0, en", ADJ_HOST_LANG_EN },
    { "dsb, den", ADJ_HOST_LANG_EN },
    { "*", ADJ_HOST_LANG_EN },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (adj_host_lang_from_header (cases[i].header), ==, cases[i].lang);
  g_assert_cmpstr (adj_host_lang_code (ADJ_HOST_LANG_DE), ==, "de");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/host/language/accept-language", test_accept_language);
  g_test_add ("/host/language/two-devices", Fixture, NULL, fixture_set_up, test_two_languages, fixture_tear_down);
  return g_test_run ();
}
