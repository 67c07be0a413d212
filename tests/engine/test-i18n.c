/* The engine's texts reach the player's language: with the German catalogue
 * built in build/po (ADJUTANT_LOCALEDIR) and LANGUAGE=de, a prompt (3.A.2),
 * refusals, a journal line (5.21) and a modifier come out in German; with
 * LC_MESSAGES at C, as the CLI keeps it, they are English again. The test
 * runs under LC_ALL=C.UTF-8, which glibc always has: gettext honours
 * LANGUAGE for it, unlike for plain C. */
#include <libintl.h>
#include <locale.h>
#include <string.h>

#include "config.h"
#include "game-helpers.h"

#define UNION 0
#define CSA 1

static char *
refusal (AdjJournal *j, AdjAction *a)
{
  GError *error = NULL;
  g_assert_false (adj_journal_apply (j, a, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  adj_action_free (a);
  char *message = g_strdup (error->message);
  g_error_free (error);
  return message;
}

static char *
prompt_text (AdjJournal *j)
{
  AdjPrompt p;
  adj_game_state_prompt (adj_journal_get_state (j), &p);
  return g_strdup (p.text);
}

/* Turn 0500 of the sample: the Confederates hold the initiative (5.22). */
static void
test_german (ThGame *f, gconstpointer data)
{
  g_autofree char *prompt = prompt_text (f->j);
  g_assert_cmpstr (prompt, ==, "der Initiativespieler darf einen seiner verfügbaren AMs zurückhalten, "
                               "um den Zug zu eröffnen");

  g_autofree char *not_now = refusal (f->j, adj_action_initiative (adj_roll_typed (1), adj_roll_typed (2)));
  g_assert_cmpstr (not_now, ==, "ein Initiativewurf ist jetzt nicht dran: der Initiativespieler darf einen "
                                "seiner verfügbaren AMs zurückhalten, um den Zug zu eröffnen (3.A.2, 5.22, 5.23)");
  g_autofree char *not_yours = refusal (f->j, adj_action_hold_out (UNION, (int) th_am (f->b, "vi-corps#1")));
  g_assert_cmpstr (not_yours, ==, "nur der Initiativespieler, Confederate, hält einen AM zurück (3.A.2)");

  /* 0600: a rolled initiative with the track's +1 for the Confederates. */
  th_finish_turn (f->j, TRUE);
  th_apply (f->j, adj_action_initiative (adj_roll_typed (7), adj_roll_typed (5)));
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "Union würfelt 7, Confederate würfelt 5 +1: Union hat die Initiative (5.21)");

  AdjInitiativeResult r;
  adj_initiative_calculate (f->b, adj_game_state_get_turn (adj_journal_get_state (f->j)), &r);
  g_assert_cmpuint (r.modifiers[CSA]->len, ==, 1);
  g_assert_cmpstr (g_array_index (r.modifiers[CSA], AdjModifier, 0).text, ==, "Zugleiste, 0600");
  adj_initiative_result_clear (&r);

  /* The autosave's read-back check (issue 24). */
  GError *error = NULL;
  g_assert_false (adj_savelog_check_step_line (f->j, "{\"cursor\":1}\n", &error));
  g_assert_cmpstr (error->message, ==, "$: keine Schrittzeile");
  g_clear_error (&error);
}

/* What the CLI does: the same refusal in English once messages are C. */
static void
test_c_messages (ThGame *f, gconstpointer data)
{
  g_assert_nonnull (setlocale (LC_MESSAGES, "C"));
  g_autofree char *prompt = prompt_text (f->j);
  g_assert_cmpstr (prompt, ==, "the Initiative Player may hold out one of his available AMs to start the turn");
  g_autofree char *not_yours = refusal (f->j, adj_action_hold_out (UNION, (int) th_am (f->b, "vi-corps#1")));
  g_assert_cmpstr (not_yours, ==, "only the Initiative Player, Confederate, holds out an AM (3.A.2)");
  g_assert_nonnull (setlocale (LC_MESSAGES, ""));
}

int
main (int argc, char **argv)
{
  const char *dir = g_getenv ("ADJUTANT_LOCALEDIR");
  g_assert_nonnull (dir);
  g_assert_nonnull (setlocale (LC_ALL, ""));
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "de");
  g_autofree char *mo = g_build_filename (dir, "de", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_assert_true (g_file_test (mo, G_FILE_TEST_IS_REGULAR));
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_init (&argc, &argv, NULL);
  g_test_add ("/i18n/german", ThGame, NULL, th_game_setup, test_german, th_game_teardown);
  g_test_add ("/i18n/c-messages", ThGame, NULL, th_game_setup, test_c_messages, th_game_teardown);
  return g_test_run ();
}
