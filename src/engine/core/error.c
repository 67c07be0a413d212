#include "core/error.h"

G_DEFINE_QUARK (adj-error-quark, adj_error)
