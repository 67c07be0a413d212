// A phone looks up a calculator on the units of the game in play
// (docs/devices.md, "Calculators on a device"): The Glory that Was's
// missile fire (5.0-5.3) in the first missile phase of the Red and Blue
// demonstration. The player picks the units by name (no id is shown);
// the host fills their weapons and strengths from the game and answers
// as `adjutant-cli tgtw missile` does for those numbers, each result's
// chance a bar. Red's phone is in English, Blue's in German; both fit a
// 360 px screen (screenshots calc-*.png in the build dir).
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
  await red.selectOption('#calc-target', { label: 'Blue Levy' });
  await red.selectOption('#calc-firer1', { label: 'Red Archers' });
  await red.fill('#calc-range1', '1');
  await red.selectOption('#calc-firer2', { label: 'Red Peltasts' });
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
} catch (e) {
  console.error(e);
  state.failed = true;
}
await finish(browser, [host], dir, state);
