// A phone looks up a calculator on the units of the game in play
// (docs/devices.md, "Calculators on a device"): The Glory that Was's
// missile fire (5.0-5.3) in the first missile phase of the Red and Blue
// demonstration. The player picks the units by name (no id is shown);
// the host fills their weapons and strengths from the game and answers
// as `adjutant-cli tgtw missile` does for those numbers, each result's
// chance a bar. Red's phone is in English, Blue's in German; both fit a
// 360 px screen (screenshots calc-*.png in the build dir). Then Clash of
// Giants III's combat (12.9) on the Union's phone: the units by name, an
// Artillery Marker only as yes or no (which one a side drew is its
// secret, 6.3.2), each unit's chances as the CLI prints them. Then Glory
// III's charge (10.2) with Defensive Fire (10.3) on the Confederate phone,
// in German, then line of sight without a map (9.4) on the same phone,
// and artillery fire (9) on the Union's.
//
// Environment and helpers: devices-lib.mjs.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import {
  env, finish, launch, workDir, startHost, applyMove, openDevice, assertFitsPhone,
} from './devices-lib.mjs';

const out = env('ADJUTANT_BROWSER_OUT');
const dir = workDir();
const sectors = ['left', 'center', 'right'];
// 4.0: Red wins every sector and acts first (3.0); then the First Missile Phase.
const host = await startHost(dir, 'missile.adjutant', 'tgtw', 'tgtw/demo-red-and-blue.json', {
  prepare: (file) => {
    for (const sector of sectors) applyMove(file, { type: 'initiative', sector, dice: [9, 2] });
    for (const sector of sectors) applyMove(file, { type: 'first', sector, army: 'red' });
    applyMove(file, { type: 'next' });
  },
});

// Clash of Giants III's demonstration to the Union's Combat Action with
// the Blue 1st Division on turn 1 (as tests/cog/cog-helpers.c plays it).
const cogHost = await startHost(dir, 'combat.adjutant', 'cog', 'cog/demo-crossroads.json', {
  prepare: (file) => {
    const apply = (move) => JSON.parse(execFileSync(env('ADJUTANT_CLI'), ['apply', file, JSON.stringify(move)]));
    let step = JSON.parse(execFileSync(env('ADJUTANT_CLI'), ['replay', file])).step;
    const next = (n) => { for (let i = 0; i < n; i++) step = apply({ type: 'next', step }).step; };
    next(5);
    apply({ type: 'am_draw', drawn: ['am-blue-1a'] });
    step = apply({ type: 'scm_roll', scm: 'scm-gray-commander', roll: 5 }).step;
    next(2);
    apply({ type: 'cm_draw', marker: 'cm-blue-1' });
    apply({ type: 'command_roll', formation: 'blue-1', roll: 4 });
    apply({ type: 'combat_action', side: 'union' });
  },
});

const gloryHost = await startHost(dir, 'charge.adjutant', 'glory', 'battles/sample-cedar-creek.json');

// What the CLI prints for firers given by their numbers.
const cli = (input) => JSON.parse(execFileSync(env('ADJUTANT_CLI'), ['tgtw', 'missile', '-'],
                                               { input: JSON.stringify(input) }).toString());
const bars = (page) => page.$$eval('#calc-result dt', (dts) => dts.map((dt) => ({
  label: dt.textContent,
  rows: [...dt.nextElementSibling.querySelectorAll('.bar-row')].map((r) => ({
    label: r.querySelector('.bar-label').textContent, value: r.querySelector('.bar-value').textContent,
  })),
})).filter((d) => d.rows.length > 0));
const percent = (p, lang) => `${(Math.round(p * 1000) / 10).toLocaleString(lang)} %`;

const browser = await launch('calc-devices');
const state = { failed: false };
try {
  const views = { red: [], blue: [] };
  const red = await openDevice(browser, host.urls, 'red', 'en-US', views, state);
  const blue = await openDevice(browser, host.urls, 'blue', 'de-DE', views, state);

  // Red: the Archers (shortbow, 2) and the Peltasts (javelin, 3), each one
  // hex from the Blue Levy: 2 + 3 = 5, MFT column 5: "-" on a 1, D on
  // 2-4, R on 5-6.
  await red.selectOption('#calc-which', { label: 'Missile Fire (5.0)' });
  const targets = await red.$$eval('#calc-target option', (o) => o.map((x) => x.textContent));
  assert.ok(targets.includes('Blue Levy') && targets.includes('Red Archers'), 'units offered by name');
  assert.ok(targets.every((n) => !/^\d+$/.test(n)), 'no id shown');
  assert.equal(await red.$eval('#calc-firer2 option', (o) => o.textContent), 'none');
  assert.equal(await red.locator('label[for="calc-firer1"]').textContent(), 'A unit firing');
  // A firer's range shows only with the firer (the table's "needs").
  assert.ok(await red.$eval('#calc-range2', (i) => i.disabled));
  assert.ok(!(await red.locator('#calc-range2').isVisible()) && !(await red.locator('label[for="calc-range2"]').isVisible()));
  await red.selectOption('#calc-target', { label: 'Blue Levy' });
  await red.selectOption('#calc-firer1', { label: 'Red Archers' });
  await red.fill('#calc-range1', '1');
  await red.selectOption('#calc-firer2', { label: 'Red Peltasts' });
  assert.ok(await red.locator('#calc-range2').isVisible() && !(await red.locator('#calc-range3').isVisible()));
  await red.fill('#calc-range2', '1');
  await red.locator('#calc-run').click();
  await red.waitForSelector('#calc-result .bars');
  const expected = cli({ firers: [{ weapon: 'shortbow', strength: 2, range: 1 },
                                  { weapon: 'javelin', strength: 3, range: 1 }], formation: null });
  assert.deepEqual(expected.outcomes, { D: 0.5, R: 0.333333333333, E: 0, '-': 0.166666666667 });
  const redBars = await bars(red);
  assert.equal(redBars[0].label, 'Chance of each result');
  assert.deepEqual(redBars[0].rows, Object.entries(expected.outcomes).map(([k, p]) => ({
    label: k, value: percent(p, 'en-US'),
  })));
  const answer = await red.locator('#calc-result').textContent();
  assert.match(answer, /Fire potential \(5\.0\)5/);
  assert.match(answer, /Red Archers/);
  assert.match(answer, /\(5\.1\)/);
  await assertFitsPhone(red);
  await red.locator('#calc-result').scrollIntoViewIfNeeded();
  await red.screenshot({ path: join(out, 'calc-red-missile.png'), fullPage: true });

  // Out of the PDT's ranges: the field says so and nothing is sent.
  await red.fill('#calc-range1', '6');
  await red.locator('#calc-run').click();
  assert.ok(await red.$eval('#calc-range1', (i) => i.validity.rangeOverflow));
  assert.equal(await red.locator('#calc-result').textContent(), answer);

  // Blue, in German: the Bowmen (composite bow, 3) one hex from Red
  // Hoplites I: Double (5.1), 6, MFT column 6: D on 1-3, R on 4-6.
  await blue.selectOption('#calc-which', { label: 'Fernkampf (5.0)' });
  assert.equal(await blue.locator('label[for="calc-target"]').textContent(), 'Das Ziel');
  await blue.selectOption('#calc-target', { label: 'Red Hoplites I' });
  await blue.selectOption('#calc-firer1', { label: 'Blue Bowmen' });
  await blue.fill('#calc-range1', '1');
  await blue.locator('#calc-run').click();
  await blue.waitForSelector('#calc-result .bars');
  const blueBars = await bars(blue);
  assert.equal(blueBars[0].label, 'Chance jedes Ergebnisses');
  assert.deepEqual(blueBars[0].rows.filter((r) => r.value !== '0 %'),
                   [{ label: 'D', value: '50 %' }, { label: 'R', value: '50 %' }]);
  assert.match(await blue.locator('#calc-result').textContent(), /Kompositbogen, Entfernung 1: Doppelt, Potenzial 6/);
  await assertFitsPhone(blue);
  await blue.screenshot({ path: join(out, 'calc-blue-missile.png'), fullPage: true });

  // 12.9: Granite and Hickory with the Blue 1st Division's Artillery A
  // against Birch: 5 to 2 is 2-1; Birch loses a step 4 times in 6,
  // Granite 2 in 6, Hickory 1 in 6, as `cog combat --battle` says.
  const cogViews = { union: [], csa: [] };
  const union = await openDevice(browser, cogHost.urls, 'union', 'en-US', cogViews, state);
  await union.selectOption('#calc-which', { label: 'Combat (12.9)' });
  await union.selectOption('#calc-attacker1', { label: 'Granite Brigade' });
  await union.selectOption('#calc-attacker2', { label: 'Hickory Brigade' });
  await union.selectOption('#calc-defender1', { label: 'Birch Brigade' });
  // 6.3.2: the markers a side drew are its secret: the form names none.
  assert.ok(!(await union.locator('#calc-fields').textContent()).includes('Artillery A'));
  await union.check('#calc-attacker_am');
  await union.locator('#calc-run').click();
  await union.waitForSelector('#calc-result .calc-unit');
  const units = await union.$$eval('#calc-result .calc-unit', (us) => us.map((u) => ({
    name: u.querySelector('.calc-unit-name').textContent,
    bars: [...u.querySelectorAll('.bar-row')].map((r) => [r.querySelector('.bar-label').textContent,
                                                        r.querySelector('.bar-value').textContent]),
  })));
  const combat = JSON.parse(execFileSync(env('ADJUTANT_CLI'), ['cog', 'combat', '--battle',
    join(env('ADJUTANT_DATADIR'), 'cog/demo-crossroads.json'), '-'], {
    input: JSON.stringify({ odds: '2-1', defenders: [{ ter: 3, steps: 2 }],
                            attackers: [{ ter: 3, steps: 2 }, { ter: 4, steps: 2 }] }),
  }).toString());
  assert.deepEqual(units.map((u) => u.name), ['Birch Brigade', 'Granite Brigade', 'Hickory Brigade']);
  assert.deepEqual(units[0].bars[0], ['Step loss', percent(combat.defenders[0].step_loss, 'en-US')]);
  assert.deepEqual(units[0].bars.slice(1, 4).map((b) => b[1]),
                   ['1', '2', '3'].map((k) => percent(combat.defenders[0].retreat[k], 'en-US')));
  assert.deepEqual(units[1].bars[0], ['Step loss', percent(combat.attackers[0].step_loss, 'en-US')]);
  assert.deepEqual(units[2].bars[0], ['Step loss', percent(combat.attackers[1].step_loss, 'en-US')]);
  const told = await union.locator('#calc-result').textContent();
  assert.match(told, /Column 2-1/);
  assert.match(told, /attacker's Artillery Marker \+1\s*\(13\.1\)/);
  await assertFitsPhone(union);
  await union.locator('#calc-result').scrollIntoViewIfNeeded();
  await union.screenshot({ path: join(out, 'calc-union-combat.png'), fullPage: true });

  // 10.2-10.4: Brigade A1 (5 SP, cohesion 7) charges Getty 'a' (6, 6) in
  // the clear: +1 for cohesion (10.25), a result for each face 0-9, as
  // `adjutant-cli charge` prints it for those units.
  const gloryViews = { union: [], csa: [] };
  const csa = await openDevice(browser, gloryHost.urls, 'csa', 'de-DE', gloryViews, state);
  await csa.selectOption('#calc-which', { label: 'Angriff (10.2)' });
  await csa.selectOption('#calc-charger1', { label: 'Brigade A1 (invented)' });
  await csa.selectOption('#calc-defender1', { label: "Getty 'a' (sample)" });
  assert.equal(await csa.$eval('#calc-terrain option:checked', (o) => o.textContent), 'offen');
  await csa.locator('#calc-run').click();
  await csa.waitForSelector('#calc-result .bars');
  const charge = JSON.parse(execFileSync(env('ADJUTANT_CLI'), ['charge', '-'], {
    input: JSON.stringify({
      attackers: [{ hex: '1009', units: [{ type: 'infantry', strength: 5, cohesion: 7 }] }],
      defenders: [{ hex: '1010', terrain: ['clear'], units: [{ type: 'infantry', strength: 6, cohesion: 6 }] }],
    }),
  }).toString());
  const chargeBars = await bars(csa);
  assert.equal(chargeBars[0].label, 'Chance jedes Ergebnisses');
  assert.deepEqual(chargeBars[0].rows.map((r) => r.value),
                   charge.distribution.map((d) => percent(d.probability, 'de-DE')));
  assert.equal(chargeBars[0].rows[0].label,
               `${charge.distribution[0].label}: ${charge.distribution[0].attacker.code} / ${charge.distribution[0].defender.code}`);
  const chargeText = await csa.locator('#calc-result').textContent();
  assert.match(chargeText, /Würfelmodifikator insgesamt1/);
  // The answer's ids are said in words: where the DRM comes from, who the
  // ratio is rounded for (10.41).
  assert.match(chargeText, /im Regelheft gedruckt/);
  assert.match(chargeText, /zugunsten\s*der Angreifer/);
  assert.doesNotMatch(chargeText, /rulebook|attacker/);
  await assertFitsPhone(csa);
  await csa.locator('#calc-result').scrollIntoViewIfNeeded();
  await csa.screenshot({ path: join(out, 'calc-csa-charge.png'), fullPage: true });

  // 10.32-10.34: with Getty 'a' firing Defensive Fire (+1 in the clear),
  // Brigade A1 is disordered on 7-9 and the charge goes in 70 %.
  await csa.check('#calc-df');
  await csa.locator('#calc-run').click();
  await csa.waitForFunction(() => /Defensivfeuer \(10\.3\)/.test(document.getElementById('calc-result').textContent));
  const dfText = await csa.locator('#calc-result').textContent();
  assert.match(dfText, /Chance, dass der Angriff stattfindet70 %/);
  assert.match(dfText, /Ungeordnet \(10\.33\)30 %/);
  assert.match(dfText, /Kein Angriff \(10\.35\)30 %/);
  await assertFitsPhone(csa);
  await csa.screenshot({ path: join(out, 'calc-csa-defensive-fire.png'), fullPage: true });

  // 9.4 without a map, on the same German phone: the worked example of
  // docs/cli.md (`los --questions 0510 0506 --from-level 2 --to-level 0`).
  // Each hex's level is asked; woods, a unit and a slope only while the
  // level typed makes them matter (`when`); one that matters left
  // unanswered comes back as what is missing; answered, the woods in 0507
  // block, as `adjutant-cli los --answers` says.
  await csa.selectOption('#calc-which', { label: 'Sichtlinie (9.4)' });
  assert.equal(await csa.locator('label[for="calc-from"]').textContent(),
               'Hexfeld des Schützen (seine 4-stellige Nummer auf der Karte)');
  assert.equal(await csa.inputValue('#calc-from'), '0510');
  await csa.fill('#calc-to', '0506');
  await csa.fill('#calc-from_level', '2');
  await csa.waitForSelector('#calc-questions [name="0508-0507-slope"]', { state: 'attached' });
  const shown = () => csa.$$eval('#calc-questions .field:not([hidden]) label', (ls) => ls.map((l) => l.textContent));
  assert.deepEqual(await shown(), ['Hexfeld 0509: seine Höhenstufe', 'Hexfeld 0508: seine Höhenstufe',
                                   'Hexfeld 0507: seine Höhenstufe']);
  await csa.fill('#calc-0509-level', '0');
  await csa.fill('#calc-0508-level', '1');
  await csa.fill('#calc-0507-level', '2');
  // 0507 at 2, as high as the firer: its woods and units cannot matter.
  assert.deepEqual(await shown(), ['Hexfeld 0509: seine Höhenstufe', 'Hexfeld 0508: seine Höhenstufe',
                                   'Hexfeld 0508: Wald darin?', 'Hexseite zwischen 0508 und 0507: ihr Hang',
                                   'Hexfeld 0507: seine Höhenstufe']);
  assert.ok(!(await csa.locator('#calc-0507-woods').isVisible()));
  await csa.fill('#calc-0507-level', '0');
  assert.deepEqual((await shown()).slice(5), ['Hexfeld 0507: Wald darin?', 'Hexfeld 0507: eine Kampfeinheit darin?']);
  assert.ok(await csa.locator('#calc-0507-woods').isVisible());
  assert.ok(!(await csa.locator('#calc-0507-0506-slope').isVisible()));
  assert.deepEqual(await csa.$$eval('#calc-0507-unit option', (o) => o.map((x) => x.textContent)),
                   ['noch nicht beantwortet', 'keine', 'befreundet', 'feindlich']);
  await csa.selectOption('#calc-0508-woods', 'no');
  await csa.selectOption('#calc-0508-0507-slope', 'none');
  await csa.selectOption('#calc-0507-unit', 'none');
  await csa.locator('#calc-run').click();
  await csa.waitForSelector('#calc-result [role="alert"]');
  // The host answers in the phone's language (the CLI: "woods in hex 0507 needs an answer").
  assert.equal(await csa.locator('#calc-result').textContent(), 'Wald in Feld 0507 braucht eine Antwort');
  await csa.selectOption('#calc-0507-woods', 'yes');
  await csa.locator('#calc-run').click();
  await csa.waitForSelector('#calc-result dl');
  const los = JSON.parse(execFileSync(env('ADJUTANT_CLI'), ['los', '--answers', '-', '0510', '0506'], {
    input: JSON.stringify({
      format: 'adjutant-los-answers', version: 1, from_level: 2, to_level: 0, shifted: 'odd',
      hexes: [{ hex: '0509', level: 0 }, { hex: '0508', level: 1, woods: false },
              { hex: '0507', level: 0, woods: true, unit: 'none' }],
      hexsides: [{ between: ['0508', '0507'], slope: 'none' }],
    }),
  }).toString());
  assert.equal(los.blocked_by.key, 'firer-higher-woods-near-target');
  const losText = await csa.locator('#calc-result').textContent();
  // The verdict first: not clear, blocked by 0507.
  assert.match(losText, /^Die Sichtlinie ist freineinBlockiert durch/);
  assert.match(losText, /der Schütze steht höher/);
  // The CLI's rule, in German (po/de.po), at the CLI's hex.
  assert.ok(losText.includes(`Blockiert durchHexfeld ${los.blocked_by.hex}: 9.4 Schütze höher: Wald auf oder über `
                             + 'der Stufe des Ziels, auf halbem Weg oder näher am Ziel'), losText);
  assert.ok(losText.includes('Hexfeld 0507: Höhenstufe 0, Wald, Einheit: keine'), losText);
  assert.doesNotMatch(losText, /firer-higher|blocked_by|los_needed/);
  await assertFitsPhone(csa);
  await csa.locator('#calc-questions').scrollIntoViewIfNeeded();
  await csa.screenshot({ path: join(out, 'calc-csa-los.png'), fullPage: true });
  await csa.locator('#calc-questions').screenshot({ path: join(out, 'calc-csa-los-questions.png') });
  await csa.locator('#calc-result').screenshot({ path: join(out, 'calc-csa-los-verdict.png') });

  // 9.23: Getty's artillery (Fire Strength 1, medium gun) at Brigade A1
  // two hexes off in the clear: +2, no effect on 0-5 (60 %).
  const gunner = await openDevice(browser, gloryHost.urls, 'union', 'en-US', gloryViews, state);
  await gunner.selectOption('#calc-which', { label: 'Artillery Fire (9)' });
  await gunner.selectOption('#calc-gun1', { label: 'Getty artillery (sample)' });
  await gunner.selectOption('#calc-target1', { label: 'Brigade A1 (invented)' });
  await gunner.fill('#calc-range', '2');
  await gunner.locator('#calc-run').click();
  await gunner.waitForSelector('#calc-result .bars');
  const fireBars = await bars(gunner);
  assert.deepEqual(fireBars[0].rows[0], { label: '7 or less: none', value: '60 %' });
  assert.match(await gunner.locator('#calc-result').textContent(), /Brigade A1 \(invented\)/);
  await assertFitsPhone(gunner);
  await gunner.locator('#calc-result').scrollIntoViewIfNeeded();
  await gunner.screenshot({ path: join(out, 'calc-union-fire.png'), fullPage: true });
} catch (e) {
  console.error(e);
  state.failed = true;
}
await finish(browser, [host, cogHost, gloryHost], dir, state);
