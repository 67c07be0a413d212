/* Adjutant engine error domain. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ADJ_ERROR (adj_error_quark ())

typedef enum {
  ADJ_ERROR_INVALID,    /* a value the rules or the format do not allow */
  ADJ_ERROR_PARSE,      /* text that is not well-formed (JSON, hex id, number) */
  ADJ_ERROR_FORMAT,     /* well-formed file whose content breaks the format */
  ADJ_ERROR_TOO_LARGE,  /* input over a size or nesting limit */
  ADJ_ERROR_IO,         /* reading or writing a file failed */
  ADJ_ERROR_NOT_FOUND,  /* a named thing (chart, cell, hex) does not exist */
} AdjError;

GQuark adj_error_quark (void);

G_END_DECLS
