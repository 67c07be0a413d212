/* A kind's ids and names for people, shared by types.c and statenames.c. */
#pragma once

#include <glib.h>

typedef struct {
  const char *id;
  const char *name; /* N_() */
  const char *rule; /* may be NULL */
} AdjDogName;

/* The index of @id in @names, or -1. */
int adj_dog_name_find (const AdjDogName *names, guint n, const char *id);
