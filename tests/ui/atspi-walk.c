/* atspi-walk.c: the unnamed controls a screen reader meets, over AT-SPI
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A helper of test-atspi: walks the accessible tree that the application
 * of process @pid exports on the accessibility bus, and prints one line
 * for each control shown on screen that a player can act on and that has
 * no name. Run apart from the application, which must answer meanwhile.
 */

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstrict-prototypes"
#include <atspi/atspi.h>
#pragma GCC diagnostic pop
#include <stdio.h>
#include <stdlib.h>

static gboolean
interactive (AtspiRole role)
{
  switch (role)
    {
    case ATSPI_ROLE_PUSH_BUTTON:
    case ATSPI_ROLE_TOGGLE_BUTTON:
    case ATSPI_ROLE_CHECK_BOX:
    case ATSPI_ROLE_RADIO_BUTTON:
    case ATSPI_ROLE_SPIN_BUTTON:
    case ATSPI_ROLE_TEXT:
    case ATSPI_ROLE_ENTRY:
    case ATSPI_ROLE_COMBO_BOX:
    case ATSPI_ROLE_MENU_ITEM:
    case ATSPI_ROLE_LIST_ITEM:
    case ATSPI_ROLE_SLIDER:
    case ATSPI_ROLE_LINK:
      return TRUE;
    default:
      return FALSE;
    }
}

static guint n_walked;

/* Whether a label at most @depth levels under @node shows text: a list
 * item that only shows a choice (a drop-down's) is read out by it, as a
 * screen reader does. A row holding more (an expander's header and its
 * rows) needs a name of its own. */
static gboolean
shows_text (AtspiAccessible *node, guint depth)
{
  gboolean shows = FALSE;
  int n = atspi_accessible_get_child_count (node, NULL);
  for (int i = 0; i < n && !shows; i++)
    {
      AtspiAccessible *child = atspi_accessible_get_child_at_index (node, i, NULL);
      if (child == NULL)
        continue;
      if (atspi_accessible_get_role (child, NULL) == ATSPI_ROLE_LABEL)
        {
          g_autofree char *name = atspi_accessible_get_name (child, NULL);
          shows = name != NULL && *name != '\0';
        }
      shows = shows || (depth > 1 && shows_text (child, depth - 1));
      g_object_unref (child);
    }
  return shows;
}

/* What is inside @node, to find it by: its descendants' roles and names. */
static void
describe_children (AtspiAccessible *node, GString *out, guint depth)
{
  int n = atspi_accessible_get_child_count (node, NULL);
  for (int i = 0; i < n && i < 4; i++)
    {
      AtspiAccessible *child = atspi_accessible_get_child_at_index (node, i, NULL);
      if (child == NULL)
        continue;
      g_autofree char *role = atspi_accessible_get_role_name (child, NULL);
      g_autofree char *name = atspi_accessible_get_name (child, NULL);
      g_string_append_printf (out, " %s \"%s\"", role, name != NULL ? name : "");
      if (depth > 1)
        describe_children (child, out, depth - 1);
      g_object_unref (child);
    }
}

static guint
walk (AtspiAccessible *node, guint depth)
{
  n_walked++;
  guint unnamed = 0;
  AtspiStateSet *states = atspi_accessible_get_state_set (node);
  gboolean visible = atspi_state_set_contains (states, ATSPI_STATE_VISIBLE);
  gboolean focusable = atspi_state_set_contains (states, ATSPI_STATE_FOCUSABLE);
  AtspiRole role = atspi_accessible_get_role (node, NULL);
  g_object_unref (states);

  if (!visible && depth > 1)
    return 0;
  /* A list item counts when a player can reach it (a row to activate),
   * not when it only holds a list's text (a drop-down's choice). */
  if (interactive (role) && (role != ATSPI_ROLE_LIST_ITEM || focusable))
    {
      g_autofree char *name = atspi_accessible_get_name (node, NULL);
      if ((name == NULL || *name == '\0') && !(role == ATSPI_ROLE_LIST_ITEM && shows_text (node, 2)))
        {
          g_autofree char *role_name = atspi_accessible_get_role_name (node, NULL);
          AtspiAccessible *parent = atspi_accessible_get_parent (node, NULL);
          g_autofree char *parent_name = parent != NULL ? atspi_accessible_get_name (parent, NULL) : NULL;
          GString *inside = g_string_new (NULL);
          describe_children (node, inside, 5);
          printf ("%s without a name, in \"%s\", holding%s\n", role_name, parent_name != NULL ? parent_name : "",
                  inside->str);
          g_string_free (inside, TRUE);
          g_clear_object (&parent);
          unnamed++;
        }
    }
  int n = atspi_accessible_get_child_count (node, NULL);
  for (int i = 0; i < n; i++)
    {
      AtspiAccessible *child = atspi_accessible_get_child_at_index (node, i, NULL);
      if (child != NULL)
        {
          unnamed += walk (child, depth + 1);
          g_object_unref (child);
        }
    }
  return unnamed;
}

int
main (int argc, char *argv[])
{
  guint pid = argc > 1 ? (guint) atoi (argv[1]) : 0;
  gboolean found = FALSE;

  if (atspi_init () < 0)
    return 2;
  /* The app joins the accessibility bus on its own time (it asks the
   * session bus where that bus is, then registers): look again for up to
   * 30 s before saying it is not there. */
  for (guint tries = 0; !found && tries < 150; tries++)
    {
      if (tries > 0)
        g_usleep (200 * G_TIME_SPAN_MILLISECOND);
      AtspiAccessible *desktop = atspi_get_desktop (0);
      int n = atspi_accessible_get_child_count (desktop, NULL);
      for (int i = 0; i < n; i++)
        {
          AtspiAccessible *app = atspi_accessible_get_child_at_index (desktop, i, NULL);
          if (app != NULL && atspi_accessible_get_process_id (app, NULL) == pid)
            {
              found = TRUE;
              walk (app, 0);
              /* For the test's log: a walk that saw nothing checks nothing. */
              fprintf (stderr, "atspi-walk: %u nodes\n", n_walked);
            }
          g_clear_object (&app);
        }
      g_object_unref (desktop);
    }
  if (!found)
    {
      printf ("no application of process %u on the accessibility bus\n", pid);
      return 3;
    }
  /* A page of controls exported as a handful of nodes was not walked. */
  if (n_walked < 20)
    {
      printf ("only %u nodes of process %u on the accessibility bus\n", n_walked, pid);
      return 4;
    }
  return 0;
}
