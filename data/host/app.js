// A player's device (docs/devices.md): the game as this side may see it,
// live over a WebSocket, and this side's choices sent as moves. Everything
// shown comes from the host's view of this side; nothing is kept here but
// the page's address token (for a reload) and a name for this device.
'use strict';

(() => {
  // German for the page's own words; the game's words come translated by
  // the host.
  const GERMAN = {
    'Now': 'Jetzt',
    'The game': 'Das Spiel',
    'Journal': 'Protokoll',
    'Playing {0}': 'Du spielst {0}',
    'Connected': 'Verbunden',
    'Connecting…': 'Verbinde …',
    'Offline: trying again in {0} s': 'Keine Verbindung: neuer Versuch in {0} s',
    'This address is not one of this game\'s: scan the code again.':
      'Diese Adresse gehört nicht zu diesem Spiel: Code erneut scannen.',
    'The host dropped this device.': 'Der Gastgeber hat dieses Gerät getrennt.',
    'The host stopped.': 'Der Gastgeber hat beendet.',
    'Your turn: {0}': 'Du bist dran: {0}',
    'Waiting for {0}: {1}': 'Warten auf {0}: {1}',
    'Still owed': 'Noch offen',
    'yes': 'ja',
    'no': 'nein',
    'none': 'keine',
    'Send': 'Senden',
    'Sending…': 'Sende …',
    'Sent.': 'Gesendet.',
    'The game moved on: look again, then send again.':
      'Das Spiel ist weitergegangen: erneut prüfen, dann erneut senden.',
    'Could not reach the host: {0}': 'Gastgeber nicht erreichbar: {0}',
    'both': 'beide',
    'Calculators': 'Rechner',
    'Calculator': 'Rechner',
    'Work it out': 'Ausrechnen',
    'Chance to pass': 'Chance zu bestehen',
    'Passes on a roll of at most': 'Besteht mit einem Wurf bis',
    'Faces that pass': 'Augen, die bestehen',
    'Modifiers': 'Modifikatoren',
    'Chance of each result': 'Chance jedes Ergebnisses',
    'Result on each face': 'Ergebnis je Augenzahl',
    'Morale loss points': 'Moralverlustpunkte',
    'Chance to win (first army, second army)': 'Siegchance (erste Armee, zweite Armee)',
    'Chance of a re-roll': 'Chance eines Neuwurfs',
    'Ties won on the bonus (first army, second army)': 'Gleichstände, durch den Bonus gewonnen (erste, zweite Armee)',
    'Markers drawn': 'Gezogene Marker',
    '{0}: chance of each count of its own': '{0}: Chance jeder Anzahl eigener',
    'Rule': 'Regel',
    // Glory III (games.js)
    'Your AMs for the pool': 'Deine AMs für den Pool',
    'Choose the AMs for the pool': 'AMs für den Pool wählen',
    'Put {0} AMs in the pool': '{0} AMs in den Pool legen',
    'Hold out an AM': 'Einen AM zurückhalten',
    'No AM: the draw decides': 'Keinen AM: die Ziehung entscheidet',
    'Hold out': 'Zurückhalten',
    'Draw an AM from the pool': 'Einen AM aus dem Pool ziehen',
    'Draw an AM': 'AM ziehen',
    'Roll for the initiative': 'Um die Initiative würfeln',
    'Roll': 'Würfeln',
    'Turn': 'Runde',
    'Initiative': 'Initiative',
    'In the pool': 'Im Pool',
    'Held out': 'Zurückgehalten',
    'an AM (hidden)': 'ein AM (verdeckt)',
    'Drawn': 'Gezogen',
    'Played this turn': 'In dieser Runde gespielt',
    'Has chosen': 'Hat gewählt',
    'More': 'Weiteres',
    '{0} more, hidden': '{0} weitere, verdeckt',
    // The rolls a side owes (games.js)
    'Your rolls': 'Deine Würfe',
    'Your die (0–9)': 'Dein Würfel (0–9)',
    'Send the roll': 'Wurf senden',
    'Roll for me': 'Für mich würfeln',
    'Waiting for a roll': 'Warten auf einen Wurf',
    '{0} rolls: {1}': '{0} würfelt: {1}',
    // The Glory that Was (games.js)
    '{0}: morale {1}, for {2}': '{0}: Moral {1}, für {2}',
    'Card for {0}': 'Karte für {0}',
    'Choose your tactical cards': 'Deine Taktikkarten wählen',
    'Your tactical cards': 'Deine Taktikkarten',
    'Play these cards': 'Diese Karten spielen',
    'Your cards': 'Deine Karten',
    'Cards this turn': 'Karten dieser Runde',
    // Clash of Giants III (games.js)
    'Draw the Artillery Markers': 'Artilleriemarker ziehen',
    'Draw half the cup': 'Die Hälfte ziehen',
    'Draw a Command Marker': 'Einen Befehlsmarker ziehen',
    'Draw a marker': 'Marker ziehen',
    'Your Artillery Markers': 'Deine Artilleriemarker',
    'Face down': 'Verdeckt',
    '{0}: {1} markers': '{0}: {1} Marker',
    // Days of Glory (games.js)
    'Name your scouting cavalry': 'Deine Aufklärungskavallerie nennen',
    'Your cavalry for scouting': 'Deine Kavallerie zur Aufklärung',
    '{0}: {1} points': '{0}: {1} Punkte',
    'Send {0} points scouting': '{0} Punkte zur Aufklärung schicken',
    'Scouts named': 'Aufklärer genannt',
    // The calculators' titles and fields (src/engine/*/calculators.c, po/de.po)
    'A Night 2 turn (13)': 'Ein Zug „Nacht 2“ (13)',
    'A leader\'s morale modifier (the scenario\'s)': 'Moralmodifikator eines Anführers (laut Szenario)',
    'A night turn (13)': 'Ein Nachtzug (13)',
    'A rally-dot leader with a routed unit (2.1)': 'Ein Anführer mit Sammelpunkt bei einer fliehenden Einheit (2.1)',
    'Any other modifier (+ helps)': 'Jeder andere Modifikator (+ hilft)',
    'Artillery Marker Draw': 'Ziehung der Artilleriemarker',
    'Attacker\'s class (average of the units)': 'Klasse des Angreifers (Mittel der Einheiten)',
    'Attacker\'s tactical factors': 'Taktische Faktoren des Angreifers',
    'Cavalry without a disordered side (12.4)': 'Kavallerie ohne ungeordnete Seite (12.4)',
    'Close Assault': 'Nahangriff',
    'Combined Activation': 'Kombinierte Aktivierung',
    'Defender\'s class (average of the units)': 'Klasse des Verteidigers (Mittel der Einheiten)',
    'Defender\'s tactical factors': 'Taktische Faktoren des Verteidigers',
    'Dice the firing stands roll (your chart)': 'Würfel der feuernden Basen (Ihre Tabelle)',
    'First Fire: one missed die again (18.3.2)': 'Erstes Feuer: ein verfehlter Würfel noch einmal (18.3.2)',
    'First army: its sector leader\'s bonus': 'Erste Armee: Bonus ihres Sektorführers',
    'First army: tactical points on its die (12.0)': 'Erste Armee: Taktikpunkte auf ihren Würfel (12.0)',
    'First leader\'s Combined Activation rating': 'Wert des ersten Anführers für die Kombinierte Aktivierung',
    'Fourth leader\'s rating, if four': 'Wert des vierten Anführers, bei vier',
    'Leader Casualty': 'Verlust eines Anführers',
    'Leaders trying to combine': 'Anführer, die sich kombinieren wollen',
    'Lowest face that hits (your chart)': 'Niedrigste Augenzahl, die trifft (Ihre Tabelle)',
    'Missile combat: the roll after an E': 'Fernkampf: der Wurf nach einem E',
    'Morale Check': 'Moralprobe',
    'Rally': 'Sammeln',
    'Recovery': 'Erholung',
    'Second army: its sector leader\'s bonus': 'Zweite Armee: Bonus ihres Sektorführers',
    'Second army: tactical points on its die (12.0)': 'Zweite Armee: Taktikpunkte auf ihren Würfel (12.0)',
    'Second leader\'s rating': 'Wert des zweiten Anführers',
    'Sector Initiative': 'Initiative im Sektor',
    'Shooting': 'Beschuss',
    'Tactical points bought on the die (12.0)': 'Auf den Würfel gekaufte Taktikpunkte (12.0)',
    'Tactical points the enemy buys on the die (12.0)': 'Taktikpunkte, die der Gegner auf den Würfel kauft (12.0)',
    'The Confederate\'s Artillery Markers in the cup': 'Artilleriemarker der Konföderierten im Becher',
    'The Union\'s Artillery Markers in the cup': 'Artilleriemarker der Union im Becher',
    'The leader\'s stars (10.0)': 'Die Sterne des Anführers (10.0)',
    'The sector\'s tactical card, 1–7 (0: none; 11.0)': 'Die Taktikkarte des Sektors, 1–7 (0: keine; 11.0)',
    'The unit\'s disordered cohesion': 'Ungeordnete Kohäsion der Einheit',
    'The unit\'s disordered cohesion (cavalry: mounted, 11.63)': 'Ungeordnete Kohäsion der Einheit (Kavallerie: beritten, 11.63)',
    'The unit\'s morale number': 'Die Moralzahl der Einheit',
    'Third leader\'s rating, if three or more': 'Wert des dritten Anführers, bei drei oder mehr',
    'What his unit suffered': 'Was seine Einheit erlitt',
    'Charge Odds': 'Kräfteverhältnis des Angriffs',
    'Charging strength': 'Stärke der Angreifer',
    'Defending strength': 'Stärke der Verteidiger',
    'Rounded for the attacker (10.41)': 'Zugunsten des Angreifers gerundet (10.41)',
    'Class 4 in line, 8 stands or more: one missed die again (8.4)': 'Klasse 4 in Linie, 8 Basen oder mehr: ein verfehlter Würfel noch einmal (8.4)',
    'Missile Fire': 'Fernkampf',
    'The target': 'Das Ziel',
    'A unit firing': 'Eine schießende Einheit',
    'A second unit firing': 'Eine zweite schießende Einheit',
    'A third unit firing': 'Eine dritte schießende Einheit',
    'A fourth unit firing': 'Eine vierte schießende Einheit',
    'Its range in hexes': 'Ihre Entfernung in Hexfeldern',
    'Tactical points on the die (12.0)': 'Taktikpunkte auf den Würfel (12.0)',
    'The target\'s formation on the TDT (5.2, optional)': 'Formation des Ziels auf der TDT (5.2, optional)',
    'its own': 'seine eigene',
    'hoplitic phalanx': 'Hoplitenphalanx',
    'macedonian phalanx': 'makedonische Phalanx',
    'early legion': 'frühe Legion',
    'roman legion': 'römische Legion',
    'barbarian tribe': 'Barbarenstamm',
    'skirmishers': 'Plänkler',
    'cavalry': 'Kavallerie',
    'Melee': 'Nahkampf',
    'The attacking unit': 'Die angreifende Einheit',
    'The defending unit': 'Die verteidigende Einheit',
    'The sector\'s leader with most stars is in range (2.1)': 'Der Sektorführer mit den meisten Sternen ist in Reichweite (2.1)',
    'Attacker: +1 on the dice total each (12.0)': 'Angreifer: je +1 auf die Würfelsumme (12.0)',
    'Attacker: MCT1 columns in his favour (12.0)': 'Angreifer: MCT1-Spalten zu seinen Gunsten (12.0)',
    'Attacker: MCT2 columns in his favour (12.0)': 'Angreifer: MCT2-Spalten zu seinen Gunsten (12.0)',
    'Attacker: more MCT2 dice (12.0)': 'Angreifer: mehr MCT2-Würfel (12.0)',
    'Defender: MCT1 columns in his favour (12.0)': 'Verteidiger: MCT1-Spalten zu seinen Gunsten (12.0)',
    'Defender: MCT1 columns of the attacker\'s cancelled (12.0)': 'Verteidiger: aufgehobene MCT1-Spalten des Angreifers (12.0)',
    'Defender: MCT2 columns in his favour (12.0)': 'Verteidiger: MCT2-Spalten zu seinen Gunsten (12.0)',
    'Combat': 'Kampf',
    'An attacking unit': 'Eine angreifende Einheit',
    'A second attacking unit': 'Eine zweite angreifende Einheit',
    'A third attacking unit': 'Eine dritte angreifende Einheit',
    'A fourth attacking unit': 'Eine vierte angreifende Einheit',
    'A defending unit': 'Eine verteidigende Einheit',
    'The other unit in its hex': 'Die andere Einheit in ihrem Hexfeld',
    'The attacker adds an Artillery Marker (13.1)': 'Der Angreifer setzt einen Artilleriemarker ein (13.1)',
    'The defender adds an Artillery Marker (13.1)': 'Der Verteidiger setzt einen Artilleriemarker ein (13.1)',
    'The defenders are above every attacking hex (12.11.4)': 'Die Verteidiger stehen höher als jedes angreifende Hexfeld (12.11.4)',
    'Attacked across a Steep Slope (12.11.1)': 'Über einen Steilhang angegriffen (12.11.1)',
    'The defenders are in a town (12.11.5)': 'Die Verteidiger stehen in einer Stadt (12.11.5)',
    'A flank attack (12.12)': 'Ein Flankenangriff (12.12)',
    'Other terrain\'s defence factors (12.11.1)': 'Verteidigungsfaktoren anderen Geländes (12.11.1)',
    'Charge': 'Angriff',
    'A charging unit (top of its stack)': 'Eine angreifende Einheit (oben im Stapel)',
    'The other charging unit in its hex': 'Die andere angreifende Einheit in ihrem Hexfeld',
    'A defending unit (top of its stack)': 'Eine verteidigende Einheit (oben im Stapel)',
    'The other defending unit in its hex': 'Die andere verteidigende Einheit in ihrem Hexfeld',
    'The defending hex\'s terrain (10.4)': 'Gelände des verteidigenden Hexfelds (10.4)',
    'Charged across (10.4)': 'Angegriffen über (10.4)',
    'Through a rear hexside (10.22)': 'Über eine rückwärtige Hexseite (10.22)',
    'Across a stream (10.42)': 'Über einen Bach (10.42)',
    'The defenders use Defensive Fire (10.32)': 'Die Verteidiger geben Defensivfeuer (10.32)',
    'The charging hex\'s terrain (Defensive Fire, 10.34)': 'Gelände des angreifenden Hexfelds (Defensivfeuer, 10.34)',
    'Artillery Fire': 'Artilleriefeuer',
    'A battery firing': 'Eine feuernde Batterie',
    'The other battery in its hex (9.3)': 'Die andere Batterie in ihrem Hexfeld (9.3)',
    'The unit fired at (top of its stack)': 'Die beschossene Einheit (oben im Stapel)',
    'The other unit in the target hex': 'Die andere Einheit im Zielhexfeld',
    'Range in hexes (9.21)': 'Entfernung in Hexfeldern (9.21)',
    'The line of sight is clear (9.21)': 'Die Sichtlinie ist frei (9.21)',
    'The target hex\'s terrain': 'Gelände des Zielhexfelds',
    'Adjacent fire through a rear hexside (9.22)': 'Nahfeuer über eine rückwärtige Hexseite (9.22)',
    'A friendly unit next to the target (9.5)': 'Eine befreundete Einheit neben dem Ziel (9.5)',
    'Line of Sight': 'Sichtlinie',
    'Firer\'s hex (its 4-digit id on the map)': 'Hexfeld des Schützen (seine 4-stellige Nummer auf der Karte)',
    'Firer\'s level': 'Stufe des Schützen',
    'Target\'s hex (its 4-digit id on the map)': 'Hexfeld des Ziels (seine 4-stellige Nummer auf der Karte)',
    'Target\'s level': 'Stufe des Ziels',
    'Columns set half a hex lower on the map': 'Spalten, die auf der Karte ein halbes Hexfeld tiefer stehen',
    // A calculator's questions (the line of sight's, 9.4), by hex
    'Questions about the hexes in between': 'Fragen zu den Hexfeldern dazwischen',
    'Hex {0}: its level': 'Hexfeld {0}: seine Höhenstufe',
    'Hex {0}: woods in it?': 'Hexfeld {0}: Wald darin?',
    'Hex {0}: a combat unit in it?': 'Hexfeld {0}: eine Kampfeinheit darin?',
    'Hexside between {0} and {1}: its slope': 'Hexseite zwischen {0} und {1}: ihr Hang',
    'not answered yet': 'noch nicht beantwortet',
    // Choices, as the phone shows their ids (calcField)
    'clear': 'offen',
    'woods': 'Wald',
    'charged from above': 'von oben angegriffen',
    'charged from below': 'von unten angegriffen',
    'steep slope': 'Steilhang',
    'stream': 'Bach',
    'ford': 'Furt',
    'bridge': 'Brücke',
    'mounted': 'beritten',
    'dismounted union': 'abgesessen, Union',
    'dismounted confederate': 'abgesessen, Konföderierte',
    'odd': 'ungerade',
    'even': 'gerade',
    'friendly': 'befreundet',
    'enemy': 'feindlich',
    'steep': 'steil',
    'sheer': 'schroff',
    // The line of sight's verdict (9.4)
    'Firer\'s hex': 'Hexfeld des Schützen',
    'Target\'s hex': 'Hexfeld des Ziels',
    'Range in hexes': 'Entfernung in Hexfeldern',
    'Case of 9.4': 'Fall von 9.4',
    'Line of sight needed (9.21)': 'Sichtlinie nötig (9.21)',
    'The line of sight is clear': 'Die Sichtlinie ist frei',
    'Blocked by': 'Blockiert durch',
    'Each hex in between': 'Jedes Hexfeld dazwischen',
    'Misguided fire: friendly units next to the target (9.51)': 'Fehlgeleitetes Feuer: befreundete Einheiten neben dem Ziel (9.51)',
    'firer and target on the same level': 'Schütze und Ziel auf gleicher Höhe',
    'the firer is higher': 'der Schütze steht höher',
    'the target is higher': 'das Ziel steht höher',
    'Hex {0}: {1}': 'Hexfeld {0}: {1}',
    'Hexside between {0} and {1}: {2}': 'Hexseite zwischen {0} und {1}: {2}',
    'Hex {0}: level {1}, {2}, unit: {3}': 'Hexfeld {0}: Höhenstufe {1}, {2}, Einheit: {3}',
    'blocks: {0}': 'blockiert: {0}',
    // The calculators' answers (app.js RESULT_LABELS)
    'Chance of each number of hits': 'Wahrscheinlichkeit jeder Trefferzahl',
    'Hits to expect': 'Zu erwartende Treffer',
    'Chance one die hits': 'Trefferchance eines Würfels',
    'Attacker wins': 'Angreifer gewinnt',
    'A tie': 'Gleichstand',
    'Defender wins': 'Verteidiger gewinnt',
    'Attacker\'s total less the defender\'s, before the dice': 'Summe des Angreifers minus die des Verteidigers, vor den Würfeln',
    'Chance of each difference': 'Wahrscheinlichkeit jeder Differenz',
    'Ratings added': 'Summe der Werte',
    'Needs a roll of at least': 'Braucht einen Wurf von mindestens',
    'Cohesion rolled against': 'Kohäsion, gegen die gewürfelt wird',
    'Printed rating': 'Gedruckter Wert',
    'Cohesion modifiers': 'Änderungen der Kohäsion',
    'No roll needed': 'Kein Wurf nötig',
    'Chance of elimination': 'Wahrscheinlichkeit der Vernichtung',
    '{0} hits': '{0} Treffer',
    'Odds column': 'Spalte des Kräfteverhältnisses',
    'Its DRM': 'Ihr Würfelmodifikator',
    'Where the value comes from': 'Herkunft des Werts',
    'Printed at': 'Gedruckt bei',
    'How the ratio was placed': 'Wie das Verhältnis eingeordnet wurde',
    'Working': 'Rechenweg',
    'Dice rolled': 'Gewürfelte Würfel',
    'Hits on': 'Trifft ab',
    'First Fire (18.3.2)': 'Erstes Feuer (18.3.2)',
    'Class 4 re-roll (8.4)': 'Wiederholung für Klasse 4 (8.4)',
    'Strength ratio read on MCT1': 'Auf MCT1 gelesenes Stärkeverhältnis',
    'Morale ratio read on MCT1': 'Auf MCT1 gelesenes Moralverhältnis',
    'Column read': 'Gelesene Spalte',
    'Each total of the dice': 'Jede Würfelsumme',
    'Ratios as placed, before any shift': 'Verhältnisse wie eingeordnet, vor jeder Verschiebung',
    'Strength {0}, morale {1}: MCT1 {2}': 'Stärke {0}, Moral {1}: MCT1 {2}',
    'Added to the dice': 'Zur Würfelsumme addiert',
    'Tactical points spent (12.0)': 'Ausgegebene Taktikpunkte (12.0)',
    'Attacker: chance of each result': 'Angreifer: Wahrscheinlichkeit jedes Ergebnisses',
    'Defender: chance of each result': 'Verteidiger: Wahrscheinlichkeit jedes Ergebnisses',
    'Fire potential (5.0)': 'Feuerpotenzial (5.0)',
    'TDT columns (5.2)': 'TDT-Spalten (5.2)',
    'What each result does to the routed target (7.0)': 'Was jedes Ergebnis dem fliehenden Ziel antut (7.0)',
    'Each unit firing (5.1)': 'Jede schießende Einheit (5.1)',
    '{0} at range {1}: {2}, potential {3}': '{0}, Entfernung {1}: {2}, Potenzial {3}',
    'attacker': 'Angreifer',
    'defender': 'Verteidiger',
    'wounded': 'verwundet',
    'captured': 'gefangen',
    'killed': 'gefallen',
    'javelin': 'Wurfspeer',
    'shortbow': 'Kurzbogen',
    'longbow': 'Langbogen',
    'composite': 'Kompositbogen',
    'sling': 'Schleuder',
    'Double': 'Doppelt',
    'Halved': 'Halbiert',
    'Attacking strength': 'Stärke des Angreifers',
    'Allowed by the rules': 'Nach den Regeln erlaubt',
    'Where the odds DRM comes from': 'Herkunft des Würfelmodifikators des Verhältnisses',
    'Ratio rounded for': 'Verhältnis gerundet zugunsten',
    'printed in the rulebook': 'im Regelheft gedruckt',
    'your own value': 'Ihr eigener Wert',
    'not entered yet': 'noch nicht eingegeben',
    'the attacker': 'der Angreifer',
    'the defender': 'der Verteidiger',
    'exact': 'genau',
    'rounded': 'gerundet',
    'beyond the table: its last column': 'außerhalb der Tabelle: ihre letzte Spalte',
    'Charger\'s best cohesion': 'Beste Kohäsion des Angreifers',
    'Defender\'s best cohesion': 'Beste Kohäsion des Verteidigers',
    'Cohesion DRM (10.25)': 'Würfelmodifikator der Kohäsion (10.25)',
    'Terrain DRM (10.4)': 'Würfelmodifikator des Geländes (10.4)',
    'Rear hexside DRM (10.22)': 'Würfelmodifikator der rückwärtigen Hexseite (10.22)',
    'DRM in all': 'Würfelmodifikator insgesamt',
    'Rule checks': 'Regelprüfungen',
    'Defensive Fire (10.3)': 'Defensivfeuer (10.3)',
    'Each unit fired at': 'Jede beschossene Einheit',
    'Friendly units next to the target (9.5)': 'Befreundete Einheiten neben dem Ziel (9.5)',
    'Fire Strength DRM (9.23)': 'Würfelmodifikator der Feuerstärke (9.23)',
    'Range DRM (9.23)': 'Würfelmodifikator der Entfernung (9.23)',
    'Where the range DRM comes from': 'Herkunft des Würfelmodifikators der Entfernung',
    'Disordered': 'Ungeordnet',
    'Chance the charge goes in': 'Chance, dass der Angriff stattfindet',
    'Disordered (10.33)': 'Ungeordnet (10.33)',
    'Withdrawn': 'Zurückgezogen',
    'No charge ({0})': 'Kein Angriff ({0})',
    'Each defending unit': 'Jede verteidigende Einheit',
    'Each attacking unit': 'Jede angreifende Einheit',
    'Combat Chart (12.9)': 'Kampftabelle (12.9)',
    'Column {0}': 'Spalte {0}',
    'Attackers\' DRM': 'Würfelmodifikator der Angreifer',
    'Defenders\' DRM': 'Würfelmodifikator der Verteidiger',
    'Attacker Loss Limit': 'Verlustgrenze des Angreifers',
    'Step loss': 'Stufenverlust',
    'Retreat {0} hexes': 'Rückzug um {0} Hexfelder',
    'Eliminated': 'Vernichtet',
    'Retreats before combat (14.3)': 'Weicht vor dem Kampf aus (14.3)',
    'Rolls': 'Würfelt',
    'Does not roll (12.9.2)': 'Würfelt nicht (12.9.2)',
  };
  const wantsGerman = (navigator.languages || [navigator.language || 'en'])
    .some((l) => String(l).toLowerCase().startsWith('de'));
  const words = wantsGerman ? GERMAN : {};
  document.documentElement.lang = wantsGerman ? 'de' : 'en';
  function t(text, ...args) {
    let out = words[text] || text;
    args.forEach((a, i) => { out = out.replace(`{${i}}`, a); });
    return out;
  }

  // The token comes in the address's fragment (never sent to a server);
  // it is kept for this tab so a reload finds the game again, and taken
  // out of the address bar.
  let token = location.hash.length > 1 ? location.hash.slice(1) : sessionStorage.getItem('adjutant-token');
  if (location.hash.length > 1) {
    sessionStorage.setItem('adjutant-token', token);
    history.replaceState(null, '', location.pathname);
  }
  let device = localStorage.getItem('adjutant-device');
  if (!device) {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    device = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem('adjutant-device', device);
  }

  const $ = (id) => document.getElementById(id);
  function el(tag, props, ...children) {
    const node = document.createElement(tag);
    Object.entries(props || {}).forEach(([k, v]) => {
      if (k === 'class') node.className = v;
      else if (k === 'text') node.textContent = v;
      else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? '' : v);
    });
    children.flat().forEach((c) => node.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return node;
  }
  function ruled(text, rule) {
    return rule ? [text, ' ', el('span', { class: 'rule', text: `(${rule})` })] : [text];
  }

  let view = null;
  const games = {};  // ruleset id -> { state (v) -> Node, choice (v, send) -> {title, body} | null }

  // The state as the host sends it, for a game without its own layout:
  // names before ids, every value as text.
  function generic(value) {
    if (value === null || value === undefined) return t('none');
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (typeof value !== 'object') return String(value);
    if (Array.isArray(value)) {
      if (value.length === 0) return t('none');
      if (value.every((v) => typeof v !== 'object' || (v && v.name))) {
        return value.map((v) => (typeof v === 'object' ? v.name : String(v))).join(', ');
      }
      return el('div', {}, value.map((v) => generic(v)));
    }
    if (value.name && Object.keys(value).every((k) => k === 'id' || k === 'name')) return value.name;
    const dl = el('dl');
    Object.entries(value).forEach(([k, v]) => {
      if (k === 'id' && value.name) return;
      const label = k.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
      dl.append(el('dt', { text: label }), el('dd', {}, generic(v)));
    });
    return dl;
  }

  function setStatus(text, offline) {
    const s = $('status');
    s.textContent = text;
    s.classList.toggle('offline', Boolean(offline));
  }


  // Calculators (docs/devices.md): the game's own, run by the host on the
  // game in play. The form is built once from the table the view carries
  // and kept across views, so an update never takes what is being typed;
  // the answer shows below the button, so nothing under a finger moves.
  const RESULT_LABELS = {
    success_probability: 'Chance to pass',
    target: 'Passes on a roll of at most',
    success_faces: 'Faces that pass',
    modifiers: 'Modifiers',
    outcomes: 'Chance of each result',
    faces: 'Result on each face',
    morale_loss: 'Morale loss points',
    win_probability: 'Chance to win (first army, second army)',
    reroll_probability: 'Chance of a re-roll',
    tie_won_on_bonus: 'Ties won on the bonus (first army, second army)',
    draw: 'Markers drawn',
    odds: 'Odds column',
    odds_drm: 'Its DRM',
    source: 'Where the value comes from',
    cite: 'Printed at',
    placement: 'How the ratio was placed',
    text: 'Working',
    dice: 'Dice rolled',
    hit: 'Hits on',
    first_fire: 'First Fire (18.3.2)',
    class4: 'Class 4 re-roll (8.4)',
    hits: 'Chance of each number of hits',
    expected: 'Hits to expect',
    per_die: 'Chance one die hits',
    a_wins: 'Attacker wins',
    tie: 'A tie',
    b_wins: 'Defender wins',
    a_total_less_b_before_dice: "Attacker's total less the defender's, before the dice",
    difference: 'Chance of each difference',
    total: 'Ratings added',
    needs: 'Needs a roll of at least',
    cohesion: 'Cohesion rolled against',
    rating: 'Printed rating',
    cohesion_modifiers: 'Cohesion modifiers',
    automatic: 'No roll needed',
    elimination_probability: 'Chance of elimination',
    rule: 'Rule',
    strength_ratio: 'Strength ratio read on MCT1',
    morale_ratio: 'Morale ratio read on MCT1',
    column: 'Column read',
    rows: 'Each total of the dice',
    mct1: 'Ratios as placed, before any shift',
    plus: 'Added to the dice',
    tactical_points: 'Tactical points spent (12.0)',
    attacker: 'Attacker: chance of each result',
    defender: 'Defender: chance of each result',
    potential: 'Fire potential (5.0)',
    shift: 'TDT columns (5.2)',
    effects: 'What each result does to the routed target (7.0)',
    firers: 'Each unit firing (5.1)',
    attack_strength: 'Attacking strength',
    defence_strength: 'Defending strength',
    defense_strength: 'Defending strength',
    legal: 'Allowed by the rules',
    odds_source: 'Where the odds DRM comes from',
    odds_rounding: 'Ratio rounded for',
    odds_placement: 'How the ratio was placed',
    attack_cohesion: "Charger's best cohesion",
    defense_cohesion: "Defender's best cohesion",
    cohesion_drm: 'Cohesion DRM (10.25)',
    terrain_drm: 'Terrain DRM (10.4)',
    rear_drm: 'Rear hexside DRM (10.22)',
    total_drm: 'DRM in all',
    notes: 'Rule checks',
    distribution: 'Chance of each result',
    defensive_fire: 'Defensive Fire (10.3)',
    targets: 'Each unit fired at',
    friends: 'Friendly units next to the target (9.5)',
    allowed: 'Allowed by the rules',
    strength_drm: 'Fire Strength DRM (9.23)',
    range_drm: 'Range DRM (9.23)',
    range_source: 'Where the range DRM comes from',
    charge_probability: 'Chance the charge goes in',
    defenders: 'Each defending unit',
    attackers: 'Each attacking unit',
    chart: 'Combat Chart (12.9)',
    from: "Firer's hex",
    to: "Target's hex",
    from_level: "Firer's level",
    to_level: "Target's level",
    distance: 'Range in hexes',
    case: 'Case of 9.4',
    los_needed: 'Line of sight needed (9.21)',
    clear: 'The line of sight is clear',
    blocked_by: 'Blocked by',
    steps: 'Each hex in between',
    misguided_fire: 'Misguided fire: friendly units next to the target (9.51)',
  };
  const CHANCES = new Set(['a_wins', 'tie', 'b_wins', 'per_die']);
  // Words for the ids an answer gives as values (a value's source, who a
  // ratio is rounded for, how it was placed): names on screen, never ids.
  const VALUE_WORDS = {
    rulebook: 'printed in the rulebook',
    user: 'your own value',
    missing: 'not entered yet',
    attacker: 'the attacker',
    defender: 'the defender',
    exact: 'exact',
    rounded: 'rounded',
    clamped: 'beyond the table: its last column',
    'same-level': 'firer and target on the same level',
    'firer-higher': 'the firer is higher',
    'target-higher': 'the target is higher',
  };
  // A bar's length set through the DOM: the page's policy takes no inline
  // style attributes.
  const fill = (p) => { const f = el('span', {}); f.style.width = `${Math.round(p * 100)}%`; return f; };
  const percent = (p) => `${(Math.round(p * 1000) / 10).toLocaleString(document.documentElement.lang)} %`;
  const isChance = (x) => typeof x === 'number' && x >= 0 && x <= 1;
  // One bar per outcome, its chance written beside it.
  const barList = (dist) => el('div', { class: 'bars' }, dist.map(([label, p]) => el('div', { class: 'bar-row' },
    el('span', { class: 'bar-label', text: label }),
    el('span', { class: 'bar', 'aria-hidden': 'true' }, fill(p)),
    el('span', { class: 'bar-value', text: percent(p) }))));
  const ruledText = (text, rule) => (rule ? `${text} (${rule})` : text);
  const CHART_ROWS = { attacker_drm: "Attackers' DRM", defender_drm: "Defenders' DRM", loss_limit: 'Attacker Loss Limit' };
  // An object of chances (each outcome's, keyed as printed): bars, in order.
  const chanceTable = (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const values = Object.values(v);
    if (!values.length || !values.every(isChance) || values.every((x) => Number.isInteger(x))) return null;
    return Object.entries(v).map(([k, p]) => [t(k), p]);
  };
  function calcValue(key, v) {
    if (typeof v === 'string' && Object.hasOwn(VALUE_WORDS, v)) return t(VALUE_WORDS[v]);
    // A melee's modifiers come by table (MCT1, MCT2, dice): one list.
    if (key === 'modifiers' && v && typeof v === 'object') {
      const all = Array.isArray(v) ? v.flat() : Object.values(v).flat();
      return all.length ? el('ul', { class: 'owed' }, all.map((m) => el('li', {},
        ruled(`${m.text} ${m.value > 0 ? '+' : ''}${m.value}`, m.rule)))) : t('none');
    }
    if (typeof v === 'number' && (key.endsWith('probability') || CHANCES.has(key))) return percent(v);
    // A distribution: one bar per outcome, its chance written beside it.
    const dist = Array.isArray(v) && v.length > 1 && v.every(isChance) && key === 'hits'
      ? v.map((p, k) => [t('{0} hits', k), p])
      : Array.isArray(v) && v.length && v.every((x) => x && typeof x === 'object' && 'chance' in x)
        ? v.map((x) => [String(x.difference > 0 ? `+${x.difference}` : x.difference), x.chance])
        // A melee's totals: each row of MCT2 the dice may read, with its cell.
        : Array.isArray(v) && v.length && v.every((x) => x && typeof x === 'object' && 'probability' in x)
          ? v.map((x) => [x.roll !== undefined ? `${x.roll}: ${x.result}`
            // A charge's results: the row, then the attacker's and defender's.
            : x.attacker ? `${x.label}: ${x.attacker.code} / ${x.defender.code}`
              // Artillery fire: the target's result; none read is misguided fire (9.5).
              : x.target ? `${x.label}: ${x.target.code}`
                : x.rule === '10.35' ? t('No charge ({0})', x.rule) : ruledText(x.label, x.rule),
            x.probability])
          : chanceTable(v);
    if (dist) return barList(dist);
    // Each unit of a combat by name: its chances as bars (Clash of Giants III).
    if (Array.isArray(v) && v.length && v.every((x) => x && typeof x === 'object' && 'step_loss' in x)) {
      return el('div', {}, v.map((u) => el('div', { class: 'calc-unit' },
        el('p', { class: 'calc-unit-name', text: u.name || '' }),
        barList([[t('Step loss'), u.step_loss],
          ...Object.entries(u.retreat || {}).map(([k, p]) => [t('Retreat {0} hexes', k), p]),
          ...('eliminated' in u ? [[t('Eliminated'), u.eliminated]] : []),
          ...('retreat_before_combat' in u ? [[t('Retreats before combat (14.3)'), u.retreat_before_combat]] : [])]),
        'rolls' in u ? el('p', { text: t(u.rolls ? 'Rolls' : 'Does not roll (12.9.2)') }) : '')));
    }
    // The Combat Chart's column, each cell with where its value comes from.
    if (key === 'chart' && v && typeof v === 'object' && v.odds) {
      return el('div', {}, el('div', { text: t('Column {0}', v.odds) }),
        Object.entries(v).filter(([k]) => k !== 'odds').map(([k, c]) => el('div', {
          text: `${t(CHART_ROWS[k] || k)}: ${c.value}${c.cite ? ` (${c.cite})` : ''}`,
        })));
    }
    if (Array.isArray(v) && key.endsWith('probability')) return v.map(percent).join(', ');
    // Defensive Fire before the charge (10.3): its own answer, nested.
    if (key === 'defensive_fire' && v && typeof v === 'object') return calcResult(v);
    // Each charging hex fired at: its top unit's chance of Disorder (10.33).
    // Artillery fire's targets and friends (9.22, 9.52): the same, by name.
    if ((key === 'targets' || key === 'friends') && Array.isArray(v)) {
      if (!v.length) return t('none');
      return el('div', {}, v.map((x) => el('div', { class: 'calc-unit' },
        el('p', { class: 'calc-unit-name', text: x.unit || x.name || '' }),
        barList([[t(x.shots ? 'Disordered (10.33)' : 'Disordered'), x.disorder_probability],
          ...('withdraw_probability' in x ? [[t('Withdrawn'), x.withdraw_probability]] : [])]),
        x.shots ? calcValue('modifiers', x.shots.map((shot) => shot.modifiers)) : '')));
    }
    // The line of sight (9.4): the hex that blocks, with its rule; each
    // hex in between as answered, and whether it blocks.
    if (key === 'blocked_by' && v && typeof v === 'object') {
      return v.hexside ? t('Hexside between {0} and {1}: {2}', v.hexside[0], v.hexside[1], v.rule) : t('Hex {0}: {1}', v.hex, v.rule);
    }
    if (key === 'steps' && Array.isArray(v)) {
      return v.length ? el('ul', { class: 'owed' }, v.flat().map((h) => el('li', {
        text: t('Hex {0}: level {1}, {2}, unit: {3}', h.hex, h.level, t(h.terrain), t(h.unit))
          + (h.blocks ? ` — ${t('blocks: {0}', h.blocks)}` : ''),
      }))) : t('none');
    }
    if (key === 'notes' && Array.isArray(v)) {
      return v.length ? el('ul', { class: 'owed' }, v.map((n) => el('li', {}, ruled(n.text, n.rule)))) : t('none');
    }
    if (key === 'mct1' && v && typeof v === 'object') {
      return t('Strength {0}, morale {1}: MCT1 {2}', v.strength_ratio, v.morale_ratio, v.letter);
    }
    if (key === 'firers' && Array.isArray(v)) {
      return el('ul', { class: 'owed' }, v.map((f) => el('li', {
        text: t('{0} at range {1}: {2}, potential {3}', t(f.weapon), f.range, t(f.pdt), f.potential),
      })));
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return el('div', {}, Object.entries(v).map(([k, x]) => el('div', { text: `${t(k)}: ${x}` })));
    }
    return generic(v);
  }
  // A verdict leads its answer (the line of sight's, 9.4): clear or not,
  // and what blocks, before the numbers it comes from.
  const LEADS = ['clear', 'blocked_by'];
  const lead = (k) => (LEADS.includes(k) ? LEADS.indexOf(k) : LEADS.length);
  function calcResult(r) {
    const dl = el('dl', {});
    Object.entries(r).sort(([a], [b]) => lead(a) - lead(b)).forEach(([k, v]) => {
      const side = view && view.sides.find((s) => s.id === k);
      const label = side ? t('{0}: chance of each count of its own', side.name)
        : RESULT_LABELS[k] ? t(RESULT_LABELS[k]) : k.replace(/_/g, ' ');
      dl.append(el('dt', { text: label }), el('dd', {}, calcValue(k, v)));
    });
    return dl;
  }
  function calcField(f) {
    const id = `calc-${f.name}`;
    // A question's label names its hex: {0} in the words, the hex after.
    const label = t(f.label, ...(f.label_args || []));
    if (f.kind === 'bool') {
      return el('label', { class: 'option' }, el('input', { type: 'checkbox', id, name: f.name, checked: f.default }), label);
    }
    // A question starts unanswered ("default": null): nothing is guessed.
    const blank = f.default === null ? [el('option', { value: '', selected: true }, t('not answered yet'))] : [];
    // A unit of the game by its name; its id goes only in the request.
    const units = () => (f.optional ? [el('option', { value: '', selected: f.default === null }, t('none'))] : [])
      .concat(f.choices.map((u) => el('option', { value: String(u.id), selected: u.id === f.default }, u.name)));
    const input = f.kind === 'unit' ? el('select', { id, name: f.name }, units())
      : f.kind === 'choice'
      ? el('select', { id, name: f.name }, blank.concat(f.choices.map((c) => el('option', {
        value: c, selected: c === f.default }, t(c.replace(/-/g, ' '))))))
      // A hex id as printed on the map: four digits, leading zeros kept.
      : f.kind === 'hex'
      ? el('input', { type: 'text', id, name: f.name, inputmode: 'numeric', pattern: '[0-9]{4}', maxlength: 4,
                      autocomplete: 'off', value: f.default })
      : el('input', { type: 'number', id, name: f.name, min: f.min, max: f.max, step: 1, inputmode: 'numeric',
                      value: f.default === null ? '' : String(f.default) });
    return el('div', { class: 'field' }, el('label', { for: id, text: label }), input);
  }
  // A field's value for a request: null when left empty.
  function calcInput(f, node) {
    if (f.kind === 'bool') return node.checked;
    if (f.kind === 'choice' || f.kind === 'hex') return node.value;
    return node.value === '' ? null : Number(node.value);
  }
  async function calcRequest(body) {
    const reply = await fetch('/api/calc', {
      method: 'POST',
      headers: { 'Authorization': `Bearer ${token}`, 'Adjutant-Device': device,
                 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: reply.ok, answer: await reply.json() };
  }
  let calcKey = null;
  function renderCalculators(list) {
    $('calculators').hidden = !list || list.length === 0;
    const key = JSON.stringify(list || []);
    if (key === calcKey) return;
    calcKey = key;
    if (!list || list.length === 0) return $('calc-body').replaceChildren();
    const select = el('select', { id: 'calc-which' },
      list.map((c, i) => el('option', { value: String(i) }, `${t(c.title)} (${c.rule})`)));
    const fields = el('div', { id: 'calc-fields' });
    // A calculator that asks (docs/devices.md): its questions for the
    // fields typed come from the host, each shown while its `when` holds.
    const questions = el('div', { id: 'calc-questions', 'aria-live': 'polite' });
    const result = el('div', { id: 'calc-result', 'aria-live': 'polite' });
    const current = () => list[Number(select.value)];
    let asked = [];
    const named = (name) => questions.querySelector(`[name="${CSS.escape(name)}"]`);
    const syncWhen = () => asked.forEach((f) => {
      const node = named(f.name);
      node.disabled = !!f.when && !f.when.any_of.some((n) => {
        const owner = named(n);
        return owner && !owner.disabled && owner.value !== ''
          && Number(owner.value) >= f.when.min && Number(owner.value) <= f.when.max;
      });
      node.closest('.field').hidden = node.disabled;
    });
    const inputOf = (c) => {
      const input = {};
      c.fields.forEach((f) => {
        const node = fields.querySelector(`[name="${f.name}"]`);
        if (!node.disabled) input[f.name] = calcInput(f, node);
      });
      return input;
    };
    let asking = 0;
    const ask = async () => {
      const c = current();
      const mine = ++asking;
      if (!c.asks) {
        asked = [];
        return questions.replaceChildren();
      }
      // What was typed stays with its question (named by its hex).
      const kept = {};
      questions.querySelectorAll('[name]').forEach((n) => { kept[n.name] = n.value; });
      let reply;
      try {
        reply = await calcRequest({ calculator: c.id, input: inputOf(c) });
      } catch (err) {
        reply = { ok: false, answer: { error: t('Could not reach the host: {0}', err.message) } };
      }
      if (mine !== asking) return;
      asked = reply.ok ? reply.answer.result.fields : [];
      if (!reply.ok) {
        return questions.replaceChildren(el('p', { class: 'error', role: 'alert', text: reply.answer.error }));
      }
      questions.replaceChildren(el('h3', { text: t('Questions about the hexes in between') }),
        ...asked.map(calcField));
      asked.forEach((f) => { if (kept[f.name] !== undefined) named(f.name).value = kept[f.name]; });
      syncWhen();
    };
    let askTimer = null;
    const askSoon = () => { clearTimeout(askTimer); askTimer = setTimeout(ask, 300); };
    fields.addEventListener('input', askSoon);
    fields.addEventListener('change', askSoon);
    questions.addEventListener('input', syncWhen);
    questions.addEventListener('change', syncWhen);
    const showFields = () => {
      fields.replaceChildren(...current().fields.map(calcField));
      questions.replaceChildren();
      asked = [];
      ask();
      // A field that goes with an optional unit (a firer's range) shows
      // only while that unit is picked; hidden, it is not sent.
      current().fields.filter((f) => f.needs).forEach((f) => {
        const owner = fields.querySelector(`[name="${f.needs}"]`);
        const node = fields.querySelector(`[name="${f.name}"]`);
        const sync = () => {
          node.disabled = owner.value === '';
          (node.closest('.field') || node.closest('label')).hidden = node.disabled;
        };
        owner.addEventListener('change', sync);
        sync();
      });
      result.replaceChildren();
    };
    const form = el('form', {
      'aria-label': t('Calculators'),
      onsubmit: async (e) => {
        e.preventDefault();
        const c = current();
        const body = { calculator: c.id, input: inputOf(c) };
        // The questions asked and answered; one that matters left empty
        // comes back as what is still missing.
        if (c.asks) {
          body.answers = {};
          asked.forEach((f) => {
            const node = named(f.name);
            if (node && !node.disabled && node.value !== '') body.answers[f.name] = calcInput(f, node);
          });
        }
        result.replaceChildren(el('p', { class: 'error ok', text: t('Sending…') }));
        try {
          const { ok, answer } = await calcRequest(body);
          result.replaceChildren(ok ? calcResult(answer.result)
                                    : el('p', { class: 'error', role: 'alert', text: answer.error }));
        } catch (err) {
          result.replaceChildren(el('p', { class: 'error', role: 'alert',
                                           text: t('Could not reach the host: {0}', err.message) }));
        }
      },
    },
    el('div', { class: 'field' }, el('label', { for: 'calc-which', text: t('Calculator') }), select),
    fields,
    questions,
    el('button', { class: 'primary', type: 'submit', id: 'calc-run' }, t('Work it out')),
    result);
    select.addEventListener('change', showFields);
    showFields();
    $('calc-body').replaceChildren(form);
  }

  function render(v) {
    if (!v) return;
    view = v;
    const game = games[v.ruleset] || {};
    $('game').textContent = `${v.game} · ${v.scenario}`;
    $('side').textContent = t('Playing {0}', v.side.name);
    document.title = `${v.side.name} · Adjutant`;
    $('headline').textContent = v.headline;
    const mine = v.prompt.side === v.side.id || v.prompt.side === 'both';
    const who = (v.sides.find((s) => s.id === v.prompt.side) || { name: t('both') }).name;
    const prompt = $('prompt');
    prompt.replaceChildren(...ruled(mine ? t('Your turn: {0}', v.prompt.text)
                                         : t('Waiting for {0}: {1}', who, v.prompt.text), v.prompt.rule));
    prompt.classList.toggle('mine', mine);
    $('owed').replaceChildren(...v.owed.map((o) => el('li', {}, ruled(o.text, o.rule))));

    const choice = game.choice ? game.choice(v, send, t, el) : null;
    $('choice').hidden = !choice;
    if (choice) {
      $('choice-title').textContent = choice.title;
      $('choice-body').replaceChildren(choice.body);
    } else {
      $('choice-body').replaceChildren();  // no stale form to act on
    }
    $('state').replaceChildren(game.state ? game.state(v.state, t, el) : generic(v.state));
    renderCalculators(v.calculators);
    $('journal').replaceChildren(...v.journal.map((line) => el('li', { value: line.n, text: line.text })));
    const list = $('journal');
    list.scrollTop = list.scrollHeight;
  }

  // A request made against the game this page shows: the host refuses it
  // if the game moved on (Adjutant-Action), and answers with the view.
  async function post(path, body) {
    const error = $('choice-error');
    error.textContent = t('Sending…');
    error.classList.add('ok');
    try {
      const reply = await fetch(path, {
        method: 'POST',
        headers: {
          'Authorization': `Bearer ${token}`,
          'Adjutant-Action': String(view.action),
          'Adjutant-Device': device,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      const answer = await reply.json();
      if (answer.view) render(answer.view);
      if (reply.status === 409) error.textContent = t('The game moved on: look again, then send again.');
      else error.textContent = reply.ok ? t('Sent.') : answer.error;
      error.classList.toggle('ok', reply.ok);
      return reply.ok;
    } catch (e) {
      error.textContent = t('Could not reach the host: {0}', e.message);
      error.classList.remove('ok');
      return false;
    }
  }
  // A move as saves write it.
  const send = (move) => post('/api/move', move);
  // A roll or blind draw the host makes for the move of @kind (what a draw
  // picks from may be a secret this device does not hold).
  const roll = (kind) => post('/api/roll', { kind });

  let socket = null;
  let wait = 1;
  function connect() {
    setStatus(t('Connecting…'));
    socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/socket`);
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ token, device, name: navigator.userAgent.slice(0, 120) }));
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'view') {
        wait = 1;
        setStatus(t('Connected'));
        render(message.view);
      }
    });
    socket.addEventListener('close', (event) => {
      if (event.code === 4001) return setStatus(t('This address is not one of this game\'s: scan the code again.'), true);
      if (event.code === 4003) return setStatus(t('The host dropped this device.'), true);
      // Asleep, out of range, or the host restarting: come back by itself,
      // and take the whole game again on arrival.
      setStatus(t('Offline: trying again in {0} s', wait), true);
      setTimeout(connect, wait * 1000);
      wait = Math.min(wait * 2, 10);
    });
  }
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && socket && socket.readyState === WebSocket.CLOSED) {
      wait = 1;
      connect();
    }
  });

  document.querySelectorAll('[data-t]').forEach((node) => { node.textContent = t(node.dataset.t); });
  window.adjutant = { games, generic, send, roll, render, t, el };
  if (!token) setStatus(t('This address is not one of this game\'s: scan the code again.'), true);
  else connect();
})();
