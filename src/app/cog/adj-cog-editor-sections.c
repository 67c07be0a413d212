/* adj-cog-editor-sections.c: what each part of the battle editor holds
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The members of the "adjutant-cog-battle" format (docs/cog.md), section
 * by section, as the editor shows them: each field with its title, its
 * kind and its limits (the loader's), and what a new item holds.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-editor-sections.h"

#define F(key, title, kind) { key, title, ADJ_COG_FIELD_##kind, 0, 0, 0, NULL }
#define FI(key, title, kind, min, max, dflt) { key, title, ADJ_COG_FIELD_##kind, min, max, dflt, NULL }
#define FR(key, title, kind, refs) { key, title, ADJ_COG_FIELD_##kind, 0, 0, 0, refs }

const AdjCogField adj_cog_editor_battle_fields[] = {
  F ("id", N_("Id (letters, digits, - _ .)"), TEXT),
  F ("title", N_("Title"), TEXT),
  F ("notes", N_("Notes"), TEXT_OPT),
  FI ("invented", N_("Invented for Adjutant, not a battle of the game"), BOOL, 0, 0, FALSE),
  F ("sides.csa.name", N_("The Confederate side's name"), TEXT_OPT),
  F ("sides.union.name", N_("The Union side's name"), TEXT_OPT),
  FI ("variable_reinforcements", N_("Variable Reinforcements (9.4)"), BOOL, 0, 0, FALSE),
  FI ("victory.vp_per_step.csa", N_("Confederate VP per Union step lost (5.1)"), INT, 0, 99, 1),
  FI ("victory.vp_per_step.union", N_("Union VP per Confederate step lost (5.1)"), INT, 0, 99, 1),
};

static const AdjCogField turn_fields[] = {
  F ("label", N_("Label"), TEXT),
  F ("time", N_("Time"), TEXT_OPT),
  FI ("night", N_("Night turn (15)"), BOOL, 0, 0, FALSE),
};

static const AdjCogField formation_fields[] = {
  F ("id", N_("Id"), TEXT),
  F ("name", N_("Name"), TEXT),
  F ("side", N_("Side"), SIDE),
  F ("command_track.ma", N_("Command Track: movement allowance for each roll (10.1)"), TRACK),
  F ("command_track.second", N_("A second die-roll range (10.2)"), SECOND),
};

static const AdjCogField reinforcement_fields[] = {
  F ("id", N_("Id"), TEXT),
  FR ("formation", N_("Formation"), REF, "formations"),
  FR ("turn", N_("Turn of entry"), REF, "turns"),
  FR ("entry", N_("Entry Hex"), REF, "entry_hexes"),
  FR ("alternate", N_("Alternate Entry Hex on 5-6 (9.2)"), REF_OPT, "entry_hexes"),
  FI ("early_entry", N_("May try Early Entry (9.3)"), BOOL, 0, 0, TRUE),
  FI ("variable", N_("Variable Reinforcement (9.4)"), BOOL, 0, 0, FALSE),
};

static const AdjCogField unit_fields[] = {
  F ("id", N_("Id"), TEXT),
  F ("name", N_("Name"), TEXT),
  FR ("formation", N_("Formation"), REF, "formations"),
  F ("type", N_("Type"), UNIT_TYPE),
  FI ("steps", N_("Steps (3.2.6)"), INT, 1, 3, 2),
  FI ("start_steps", N_("Steps at the start (0: full)"), INT_OPT, 0, 3, 0),
  FI ("ter", N_("Tactical Efficiency Rating (3.2.7)"), INT, 1, 6, 4),
  FI ("ma", N_("Movement allowance, cavalry only (3.2.5; 0: none)"), INT_OPT, 0, 30, 0),
  FI ("may_attack", N_("May attack (strength not in parentheses, 12.3)"), BOOL, 0, 0, TRUE),
  FR ("arrives", N_("Arrives with"), REF_OPT, "reinforcements"),
};

static const AdjCogField cm_fields[] = {
  F ("id", N_("Id"), TEXT),
  F ("name", N_("Name"), TEXT),
  F ("side", N_("Side"), SIDE),
  FR ("formations", N_("Formations it activates"), REFS, "formations"),
  FR ("turn", N_("In play from turn"), REF_OPT, "turns"),
  FR ("arrives", N_("Comes with the first of"), REFS, "reinforcements"),
};

static const AdjCogField scm_fields[] = {
  F ("id", N_("Id"), TEXT),
  F ("name", N_("Name"), TEXT),
  F ("side", N_("Side"), SIDE),
  FR ("formations", N_("Formations it activates"), REFS, "formations"),
  FR ("from", N_("From turn"), REF_OPT, "turns"),
  FR ("until", N_("Until turn"), REF_OPT, "turns"),
  FI ("command_drm", N_("Modifier to its Command Track rolls (6.3.3)"), INT_OPT, -5, 5, 0),
  F ("available_on", N_("Available on a roll of (none: always, 6.3.2)"), DICE),
  FR ("replaces", N_("The CM it keeps out of the cup"), REF_OPT, "command_markers"),
};

static const AdjCogField am_fields[] = {
  F ("id", N_("Id"), TEXT),
  F ("name", N_("Name"), TEXT),
  F ("side", N_("Side"), SIDE),
  FR ("formation", N_("Formation (none: any of its side)"), REF_OPT, "formations"),
  FI ("always_available", N_("Set apart from the cup, always available (6.3.2)"), BOOL, 0, 0, FALSE),
  FR ("turn", N_("In play from turn"), REF_OPT, "turns"),
  FR ("arrives", N_("Arrives with"), REF_OPT, "reinforcements"),
};

static const AdjCogField hex_fields[] = {
  F ("hex", N_("Hex number"), TEXT),
  F ("name", N_("Name"), TEXT),
  FI ("vp", N_("Victory points"), INT, 0, 99, 1),
  F ("control", N_("Held at the start by"), SIDE_OPT),
};

#define S(member, title, desc, fields, prefix, tmpl) { member, title, desc, fields, G_N_ELEMENTS (fields), prefix, tmpl }

const AdjCogEditorSection adj_cog_editor_sections[] = {
  S ("turns", N_("Turn Track"), N_("In order; night turns follow 15."), turn_fields, "",
     "{\"label\":\"%s\"}"),
  S ("formations", N_("Formations"), N_("Their Command Tracks are in the battle book: type them (10.2)."),
     formation_fields, "formation-",
     "{\"id\":\"%s\",\"name\":\"New Formation\",\"side\":\"csa\",\"command_track\":{\"source\":\"user\","
     "\"ma\":[1,1,1,1,1,1]}}"),
  S ("reinforcements", N_("Reinforcement Schedule"), N_("The units of one formation due on one turn (9.2)."),
     reinforcement_fields, "r-", "{\"id\":\"%s\",\"formation\":\"%f\",\"turn\":\"%t\",\"entry\":\"%h\"}"),
  S ("units", N_("Units"), NULL, unit_fields, "unit-",
     "{\"id\":\"%s\",\"name\":\"New Brigade\",\"formation\":\"%f\",\"steps\":2,\"ter\":4}"),
  S ("command_markers", N_("Command Markers (6.3.3)"), NULL, cm_fields, "cm-",
     "{\"id\":\"%s\",\"name\":\"New CM\",\"side\":\"csa\",\"formations\":[\"%f\"]}"),
  S ("special_command_markers", N_("Special Command Markers"), N_("From the battle book (6.3.2, 6.3.3)."), scm_fields,
     "scm-", "{\"id\":\"%s\",\"name\":\"New SCM\",\"side\":\"csa\",\"formations\":[\"%f\"]}"),
  S ("artillery_markers", N_("Artillery Markers (13.1)"), NULL, am_fields, "am-",
     "{\"id\":\"%s\",\"name\":\"New Artillery\",\"side\":\"csa\"}"),
  S ("victory.hexes", N_("Victory Hexes (5.2)"), NULL, hex_fields, "hex-",
     "{\"hex\":\"%s\",\"name\":\"New Hex\",\"vp\":1}"),
};

const guint adj_cog_editor_n_battle_fields = G_N_ELEMENTS (adj_cog_editor_battle_fields);
const guint adj_cog_editor_n_sections = G_N_ELEMENTS (adj_cog_editor_sections);
