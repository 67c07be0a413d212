// Two players' phones name Days of Glory's scouting cavalry (20.1, docs/
// devices.md): the demonstration battle with scouting on. Each phone
// offers only its own cavalry with its points (20.2); the first side's
// choice reaches the other phone only as "has named", in its view and in
// its journal, and survives the first phone's reload; when both have
// named, both read the result (20.3). The save holds both choices.
//
// Environment and helpers: devices-lib.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import {
  env, finish, launch, workDir, startHost, openDevice, assertFitsPhone,
} from './devices-lib.mjs';

const out = env('ADJUTANT_BROWSER_OUT');
const dir = workDir();
const host = await startHost(dir, 'scouting.adjutant', 'dog', 'dog/demonstration.json',
                             { options: '{"scouting":true}' });
assert.deepEqual(Object.keys(host.urls).sort(), ['first', 'second']);

const browser = await launch('dog-devices');
const state = { failed: false };
try {
  const views = { first: [], second: [] };
  let north = await openDevice(browser, host.urls, 'first', 'en-US', views, state);
  const south = await openDevice(browser, host.urls, 'second', 'de-DE', views, state);
  for (const page of [north, south]) await page.waitForSelector('#dog-scouts');
  // Each phone offers its own cavalry only.
  const offered = async (page) => page.$$eval('input[name="scout"]', (boxes) => boxes.map((b) => b.value));
  assert.deepEqual(await offered(north), ['n-1cav', 'n-2cav']);
  assert.deepEqual(await offered(south), ['s-1cav', 's-2cav']);

  // The first names both: 8 x 2 + 6 x 1 = 22 points (20.2).
  for (const id of ['n-1cav', 'n-2cav']) await north.check(`input[value="${id}"]`);
  assert.equal(await north.locator('#dog-scouts').textContent(), 'Send 22 points scouting');
  await north.locator('#dog-scouts').click();
  await north.waitForSelector('#dog-scouts', { state: 'detached' });
  await south.waitForFunction(() => (document.querySelector('#state [data-key="scouts"]') || {}).textContent
    ?.includes('ja'));

  const journal = (v) => (v.journal || []).map((l) => l.text).join('\n');
  const named = ['1st Demonstration Cavalry', '2nd Demonstration Cavalry'];
  // The other phone never reads which cavalry went; the namer does.
  for (const v of views.second) for (const n of named) assert.ok(!journal(v).includes(n), `south read ${n}`);
  assert.ok(named.every((n) => journal(views.first.at(-1)).includes(n)));
  // The German phone reads the host's journal line in German (po/de.po).
  assert.ok(journal(views.second.at(-1)).includes('hat seine Aufklärungskavallerie genannt'));

  // A reload of the first phone comes back to the same game.
  await north.context().close();
  north = await openDevice(browser, host.urls, 'first', 'en-US', views, state);
  await north.waitForFunction(() => (document.querySelector('#state [data-key="scouts"]') || {}).textContent
    ?.includes('yes'));
  assert.equal(await north.locator('#dog-scouts').count(), 0);

  for (const page of [north, south]) await assertFitsPhone(page);
  await south.screenshot({ path: join(out, 'dog-second-scouting.png'), fullPage: true });

  // The second names both: 38 points, 16 ahead out-scouts (20.3).
  for (const id of ['s-1cav', 's-2cav']) await south.check(`input[value="${id}"]`);
  await south.locator('#dog-scouts').click();
  const result = { first: 'out-scouted (22 to 38)', second: 'ist ausgeklärt (22 zu 38)' };
  for (const side of ['first', 'second']) {
    const page = side === 'first' ? north : south;
    await page.waitForFunction(() => document.getElementById('journal').textContent.includes('(22'));
    assert.ok(journal(views[side].at(-1)).includes(result[side]), `${side} reads the result`);
  }
  await north.screenshot({ path: join(out, 'dog-first-scouted.png'), fullPage: true });

  // The shooting calculator on the German phone, in German, as `dog fire
  // --dice 2 --hit 4` answers (18.3): 0, 1, 2 hits at 25, 50, 25 %, a bar
  // each.
  // The host sends each phone the calculators in its own language.
  const fire = (side) => views[side].at(-1).calculators.find((c) => c.id === 'fire');
  assert.equal(fire('second').title, 'Beschuss');
  assert.equal(fire('second').fields[0].label, 'Würfel der feuernden Basen (Ihre Tabelle)');
  assert.equal(fire('first').title, 'Shooting');
  await south.selectOption('#calc-which', { label: 'Beschuss (18.3)' });
  assert.equal(await south.locator('label[for="calc-dice"]').textContent(), 'Würfel der feuernden Basen (Ihre Tabelle)');
  await south.fill('#calc-dice', '2');
  await south.fill('#calc-hit', '4');
  await south.locator('#calc-run').click();
  await south.waitForSelector('#calc-result .bars');
  const rows = await south.$$eval('#calc-result .bar-row', (r) => r.map((x) => x.textContent));
  assert.deepEqual(rows, ['0 Treffer25 %', '1 Treffer50 %', '2 Treffer25 %']);
  await assertFitsPhone(south);
  await south.locator('#calc-result').scrollIntoViewIfNeeded();
  await south.screenshot({ path: join(out, 'dog-second-calculator.png'), fullPage: true });

  const saved = JSON.parse(readFileSync(host.file, 'utf8'));
  const moves = saved.journal.flat().filter((m) => m.type === 'scouts');
  assert.deepEqual(moves.map((m) => m.units), [['n-1cav', 'n-2cav'], ['s-1cav', 's-2cav']]);
  console.log(`ok: ${views.first.length + views.second.length} views checked; screenshots in ${out}`);
} catch (e) {
  state.failed = true;
  console.error(e);
} finally {
  await finish(browser, [host], dir, state);
}
