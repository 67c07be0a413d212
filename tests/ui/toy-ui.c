/* The toy ruleset's one page and the app's list of games for the shell
 * test: every real game's table and the toy's. Linked before the app's
 * library, adj_ruleset_uis() here takes the place of the app's own. */
#include "config.h"

#include "../toy/toy-ruleset.h"
#include "adj-glory-ui.h"
#include "adj-ruleset-ui.h"
#include "adj-window-actions.h"

#define TOY_TYPE_PAGE (toy_page_get_type ())
G_DECLARE_FINAL_TYPE (ToyPage, toy_page, TOY, PAGE, GtkWidget)

struct _ToyPage
{
  GtkWidget       parent_instance;
  GtkWidget      *box;
  GtkLabel       *counter;
  GtkWidget      *add;
  AdjGameSession *session;
};

G_DEFINE_FINAL_TYPE (ToyPage, toy_page, GTK_TYPE_WIDGET)

static void
toy_page_refresh (ToyPage *self)
{
  gconstpointer state = self->session ? adj_game_session_get_game_state (self->session) : NULL;
  g_autofree char *text = NULL;

  if (state == NULL || adj_game_session_get_ruleset (self->session) != &toy_ruleset)
    text = g_strdup ("No toy game");
  else
    text = g_strdup_printf ("%d", toy_state_counter (state));
  gtk_label_set_text (self->counter, text);
}

static void
on_add (GtkButton *button, ToyPage *self)
{
  gpointer move = toy_move_add (2);
  adj_game_session_apply (self->session, move, NULL);
  toy_ruleset.move_free (move);
}

static void
toy_page_map (GtkWidget *widget)
{
  ToyPage *self = TOY_PAGE (widget);

  GTK_WIDGET_CLASS (toy_page_parent_class)->map (widget);
  if (self->session == NULL)
    self->session = adj_window_watch_session (widget, G_CALLBACK (toy_page_refresh));
  toy_page_refresh (self);
}

static void
toy_page_dispose (GObject *object)
{
  ToyPage *self = TOY_PAGE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (toy_page_parent_class)->dispose (object);
}

static void
toy_page_class_init (ToyPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = toy_page_dispose;
  GTK_WIDGET_CLASS (klass)->map = toy_page_map;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
toy_page_init (ToyPage *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->counter = GTK_LABEL (gtk_label_new (NULL));
  self->add = gtk_button_new_with_label ("Add 2");
  gtk_widget_set_name (GTK_WIDGET (self->counter), "toy-counter");
  gtk_widget_set_name (self->add, "toy-add");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->counter));
  gtk_box_append (GTK_BOX (self->box), self->add);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  g_signal_connect (self->add, "clicked", G_CALLBACK (on_add), self);
}

static const AdjPageSpec toy_pages[] = {
  { "counter", "Counter", "view-list-ordered-symbolic", ADJ_PAGE_PLAY, toy_page_get_type },
};

static const AdjRulesetUi toy_ui = {
  .ruleset = &toy_ruleset,
  .icon_name = "list-add-symbolic",
  .accent = "orange",
  .pages = toy_pages,
  .n_pages = G_N_ELEMENTS (toy_pages),
  .first_page = "counter",
};

static const AdjRulesetUi * const uis[] = { &adj_glory_ui, &toy_ui, NULL };

const AdjRulesetUi * const *
adj_ruleset_uis (void)
{
  return uis;
}
