/* Texts meant for people (prompts, journal lines, refusals, modifier texts,
 * loader errors) go through gettext in the "adjutant" domain; ids, enum
 * names and JSON keys stay as they are. The engine never calls setlocale:
 * a program that does (the app) gets them translated, the CLI keeps its
 * messages in C so its JSON stays English. */
#pragma once

#include "config.h"

#include <glib/gi18n-lib.h>

/* Kinds of things a file names by id ("unit", "leader"), marked with
 * NC_ ("id kind", ...) and passed untranslated; ADJ_KIND() translates one
 * where a message prints it. */
#define ADJ_KIND(what) g_dpgettext2 (GETTEXT_PACKAGE, "id kind", (what))
