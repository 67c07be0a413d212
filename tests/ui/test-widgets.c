/* The shared widgets on their own: the roll entry reads as its die does
 * (typed into the real field, read back). */
#include "config.h"

#include "adj-modifier-list.h"
#include "adj-roll-entry.h"
#include "ui-test-util.h"

static void
type (GtkWidget *entry, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (entry, "roll-entry")), text);
}

static const char *
error_text (GtkWidget *entry)
{
  GtkWidget *error = ui_test_named (entry, "roll-error");
  return gtk_widget_get_visible (error) ? gtk_label_get_text (GTK_LABEL (error)) : NULL;
}

static void
test_roll_entry_dice (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *widget = adj_roll_entry_new ();
  AdjRollEntry *entry = ADJ_ROLL_ENTRY (widget);

  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));

  /* A Glory d10 reads 0-9: a 0 is zero, 10 is no face. */
  type (widget, "0");
  g_assert_cmpint (adj_roll_entry_get_roll (entry), ==, 0);
  type (widget, "10");
  g_assert_cmpint (adj_roll_entry_get_roll (entry), ==, -1);
  g_assert_true (ui_test_contains (error_text (widget), "reads 0 to 9"));

  /* The Glory that Was: the same die reads 1-10. */
  adj_roll_entry_set_dice (entry, ADJ_DIE_D10X, 1);
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (ui_test_named (widget, "roll-entry"))), ==, "1\u201310");
  type (widget, "10");
  g_assert_cmpint (adj_roll_entry_get_roll (entry), ==, 10);
  g_assert_null (error_text (widget));
  type (widget, "0");
  g_assert_cmpint (adj_roll_entry_get_roll (entry), ==, -1);
  g_assert_true (ui_test_contains (error_text (widget), "reads 1 to 10"));

  /* Two d6 summed: 2-12. */
  adj_roll_entry_set_dice (entry, ADJ_DIE_D6, 2);
  type (widget, "1");
  g_assert_cmpint (adj_roll_entry_get_roll (entry), ==, -1);
  g_assert_cmpstr (error_text (widget), ==, "Type the total of the 2 dice: from 2 to 12.");
  type (widget, "12");
  g_assert_cmpint (adj_roll_entry_get_roll (entry), ==, 12);
  for (guint i = 0; i < 200; i++)
    {
      g_signal_emit_by_name (ui_test_named (widget, "roll-button"), "clicked");
      int roll = adj_roll_entry_get_roll (entry);
      g_assert_cmpint (roll, >=, 2);
      g_assert_cmpint (roll, <=, 12);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A sum of modifiers carries its sign; a number they arrive at does not. */
static void
test_modifier_list_totals (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *widget = adj_modifier_list_new ();
  g_autoptr (GArray) mods = adj_modifiers_new ();

  adj_modifiers_add (mods, 2, "8.0", "leader");
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));
  adj_modifier_list_set (ADJ_MODIFIER_LIST (widget), mods, 2, "Total DRM");
  g_assert_cmpstr (ui_test_label_text (widget, "modifier-total"), ==, "+2");
  adj_modifier_list_set_plain (ADJ_MODIFIER_LIST (widget), mods, 7, "Passes on 7 or less");
  g_assert_cmpstr (ui_test_label_text (widget, "modifier-total"), ==, "7");
  g_assert_cmpstr (ui_test_label_text (widget, "modifier-total-title"), ==, "Passes on 7 or less");
  g_assert_cmpuint (adj_modifier_list_get_n_rows (ADJ_MODIFIER_LIST (widget)), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/widgets/roll-entry-dice", test_roll_entry_dice);
  g_test_add_func ("/ui/widgets/modifier-list-totals", test_modifier_list_totals);
  return g_test_run ();
}
