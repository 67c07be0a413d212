/* Shared by the files that edit the player's sheets. */
#pragma once

#include "dog/sheets.h"

/* A text the player typed: 1 to ADJ_DOG_MAX_TEXT bytes of UTF-8, or empty
 * where @empty_ok (a blank chart cell). */
gboolean adj_dog_sheets_check_text (const char *text, gboolean empty_ok, GError **error);
