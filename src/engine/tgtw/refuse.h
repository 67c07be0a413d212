/* Setting an error in one line: the refusals of The Glory that Was's
 * rules and loaders. Each returns FALSE so a check reads
 * "return adj_tgtw_refuse (error, _("7.0: …"), …);". */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* ADJ_ERROR_INVALID: a value the rules do not allow. */
gboolean adj_tgtw_refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* ADJ_ERROR_FORMAT: a file or a move whose content breaks the format. */
gboolean adj_tgtw_bad_format (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
