/* The shared widgets on their own: the roll entry reads as its die does
 * (typed into the real field, read back); the page layout and the
 * welcome page's rows; a number field that says why it refuses. */
#include "config.h"

#include <adwaita.h>

#include "adj-feature-row.h"
#include "adj-modifier-list.h"
#include "adj-page-layout.h"
#include "adj-roll-entry.h"
#include "adj-spin-check.h"
#include "ui-test-a11y.h"
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

/* A page sets its lists on every recompute: the same words keep the same
 * rows (nothing to measure again), other words make them anew. */
static void
test_modifier_list_in_place (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *widget = adj_modifier_list_new ();
  g_autoptr (GArray) mods = adj_modifiers_new ();
  g_autoptr (GArray) same = adj_modifiers_new ();
  GtkWidget *row, *total;

  adj_modifiers_add (mods, 2, "8.0", "leader");
  adj_modifiers_add (same, 2, "8.0", "leader");
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));
  adj_modifier_list_set (ADJ_MODIFIER_LIST (widget), mods, 2, "Total DRM");
  row = ui_test_named (widget, "modifier-0");
  total = ui_test_named (widget, "modifier-total");
  adj_modifier_list_set (ADJ_MODIFIER_LIST (widget), same, 2, "Total DRM");
  g_assert_true (ui_test_named (widget, "modifier-0") == row);
  g_assert_true (ui_test_named (widget, "modifier-total") == total);
  /* Another total, another rule: new words. */
  adj_modifier_list_set (ADJ_MODIFIER_LIST (widget), same, 3, "Total DRM");
  g_assert_cmpstr (ui_test_label_text (widget, "modifier-total"), ==, "+3");
  adj_modifiers_add (same, -1, "8.1", "flank");
  adj_modifier_list_set (ADJ_MODIFIER_LIST (widget), same, 1, "Total DRM");
  g_assert_cmpuint (adj_modifier_list_get_n_rows (ADJ_MODIFIER_LIST (widget)), ==, 2);
  g_assert_cmpstr (ui_test_label_text (widget, "modifier-total"), ==, "+1");
  g_assert_nonnull (ui_test_named (widget, "modifier-1"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
wrapping_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  return label;
}

/* Shows @child in a page laid out by AdjPageLayout in a @width x @height
 * window; returns the page. */
static GtkWidget *
show_page (GtkWidget *window, GtkWidget *child, int width, int height)
{
  GtkWidget *page = adw_bin_new ();

  gtk_widget_set_layout_manager (page, adj_page_layout_new ());
  adw_bin_set_child (ADW_BIN (page), child);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_new_frame (GTK_WINDOW (window));
  return page;
}

/* AdjPageLayout: the width does not depend on the height; content shorter
 * than the page is centred up and down, taller content fills it. */
static void
test_page_layout (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *page;
  graphene_rect_t bounds;
  int min, nat, min_at, nat_at, needed;

  gtk_box_append (GTK_BOX (box), wrapping_label ("A title that wraps when the page is narrow"));
  gtk_box_append (GTK_BOX (box), wrapping_label ("And a longer description below it, which wraps onto "
                                                 "more lines than the title does at the same width"));
  page = show_page (window, box, 400, 600);
  g_assert_true (gtk_layout_manager_get_request_mode (gtk_widget_get_layout_manager (page))
                 == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, 40, &min_at, &nat_at, NULL, NULL);
  g_assert_cmpint (min_at, ==, min);
  g_assert_cmpint (nat_at, ==, nat);

  g_assert_true (gtk_widget_compute_bounds (box, page, &bounds));
  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (page), NULL, &needed, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (box), ==, gtk_widget_get_width (page));
  g_assert_cmpint (gtk_widget_get_height (box), ==, needed);
  g_assert_cmpfloat_with_epsilon (bounds.origin.y, (gtk_widget_get_height (page) - needed) / 2, 1.0);
  g_assert_cmpint (needed, <, gtk_widget_get_height (page));

  /* Taller than the page: from the top, all of it. */
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 10);
  gtk_widget_set_size_request (page, -1, needed / 2);
  gtk_widget_set_size_request (box, -1, needed);
  ui_test_wait_for_new_frame (GTK_WINDOW (window));
  g_assert_true (gtk_widget_compute_bounds (box, page, &bounds));
  g_assert_cmpfloat_with_epsilon (bounds.origin.y, 0, 0.5);
  g_assert_cmpint (gtk_widget_get_height (box), >=, needed);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A welcome page row: named by its title and described by its subtitle;
 * the arrow only on a row that leads on. */
static void
test_feature_row (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *on = adj_feature_row_new ("document-open-symbolic", "blue", "Open a Saved Game…",
                                       "Every game carries on where it was saved", FALSE);
  GtkWidget *next = adj_feature_row_new (NULL, NULL, "New Game", "A new game", TRUE);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autoptr (GPtrArray) images = g_ptr_array_new ();

  gtk_list_box_append (GTK_LIST_BOX (list), on);
  gtk_list_box_append (GTK_LIST_BOX (list), next);
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_new_frame (GTK_WINDOW (window));
  g_assert_cmpstr (adj_feature_row_get_title (on), ==, "Open a Saved Game…");
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (on)));
  ui_test_collect (on, GTK_TYPE_LABEL, labels);
  g_assert_cmpuint (labels->len, ==, 2);
  g_assert_true (ui_test_a11y_named (on));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (on), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_cmpstr (gtk_label_get_text (labels->pdata[1]), ==, "Every game carries on where it was saved");
  g_assert_true (gtk_widget_has_css_class (labels->pdata[1], "dim-label"));

  /* The badge, in its colour; no arrow. */
  ui_test_collect (on, GTK_TYPE_IMAGE, images);
  g_assert_cmpuint (images->len, ==, 1);
  g_assert_true (gtk_widget_has_css_class (images->pdata[0], "feature-icon"));
  g_assert_true (gtk_widget_has_css_class (images->pdata[0], "blue"));

  /* No badge; the arrow. */
  g_ptr_array_set_size (images, 0);
  ui_test_collect (next, GTK_TYPE_IMAGE, images);
  g_assert_cmpuint (images->len, ==, 1);
  g_assert_cmpstr (gtk_image_get_icon_name (images->pdata[0]), ==, "go-next-symbolic");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A number field typed out of its range, or with what is not a number,
 * keeps its value and says why in its row (issue: GTK corrected such
 * input silently, 0 to 1, 1000 to 100). */
static void
test_spin_refuses (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 100, 1));
  gtk_spin_button_set_value (spin, 42);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Strength");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), "The unit's strength points");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (spin));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  gtk_window_set_child (GTK_WINDOW (window), list);
  adj_spin_check_attach (spin);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_new_frame (GTK_WINDOW (window));

  /* (A field made with a range takes digits only: "abc" never reaches it.) */
  const char *bad[] = { "1000", "0", "101", "" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (spin), bad[i]);
      gtk_spin_button_update (spin);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 42);
      const char *reason = adj_spin_check_get_reason (spin);
      g_assert_true (ui_test_contains (reason, "from 1 to 100 (it stays 42)"));
      g_autofree char *quoted = g_strdup_printf ("“%s”", bad[i]);
      g_assert_true (ui_test_contains (reason, quoted));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, reason);
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spin), "error"));
    }

  /* A good value clears it, and the row's own subtitle comes back. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "50");
  gtk_spin_button_update (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 50);
  g_assert_null (adj_spin_check_get_reason (spin));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "The unit's strength points");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (spin), "error"));

  /* The arrows after a refusal: a new value, so the reason goes. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "-7");
  gtk_spin_button_update (spin);
  g_assert_nonnull (adj_spin_check_get_reason (spin));
  gtk_spin_button_spin (spin, GTK_SPIN_STEP_FORWARD, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 51);
  g_assert_null (adj_spin_check_get_reason (spin));

  /* A negative number, in a field that takes one. */
  gtk_spin_button_set_range (spin, -3, 3);
  gtk_editable_set_text (GTK_EDITABLE (spin), "-2");
  gtk_spin_button_update (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, -2);
  g_assert_null (adj_spin_check_get_reason (spin));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  /* Accessible names are kept (and checked) with GTK's test backend. */
  ui_test_a11y_init ();
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/widgets/roll-entry-dice", test_roll_entry_dice);
  g_test_add_func ("/ui/widgets/modifier-list-totals", test_modifier_list_totals);
  g_test_add_func ("/ui/widgets/modifier-list-in-place", test_modifier_list_in_place);
  g_test_add_func ("/ui/widgets/page-layout", test_page_layout);
  g_test_add_func ("/ui/widgets/feature-row", test_feature_row);
  g_test_add_func ("/ui/widgets/spin-refuses", test_spin_refuses);
  return g_test_run ();
}

