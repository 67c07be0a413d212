/* The game state's fields, for the files that build and change it. */
#pragma once

#include "dog/state.h"

struct _AdjDogState {
  gatomicrefcount ref;
  AdjDogBattle *battle;
  gboolean national_staff, scouting, objectives;
  int procedure;             /* core/procedure.h: what is checked */
  int turn;
  AdjDogStep step;
  int initiative;            /* -1 before the first roll */
  int initiative_rolls[2];
  gboolean scouts_named[2];
  int deploy_first;          /* -1: not rolled */
  int deploy_rolls[2];
  gboolean objectives_taken[2];
  AdjDogUnitState *units;    /* adj_dog_battle_n_units */
  AdjDogGeneralState *generals;
  AdjDogLastTest last_test;
};
