// Each side rolls its own dice on its phone (docs/devices.md, Glory III):
// Debian's chromium, headless, two phones at 360 px against
// `adjutant-cli host` on loopback. The game is brought with the CLI to
// step iv of the Union's VI Corps activation (Getty acting, Getty 'a'
// disordered). The Confederate phone (German) is offered the Defensive
// Fire check (10.31, 10.33) and types its die; the Union phone is offered
// nothing, says the roll is awaited, then shows the result in its
// journal. A second check is rolled by the host ("Roll for me"). In the
// Rally step (11.5) the Union phone is offered the rallies, is reloaded
// and still offers them, and the Confederate journal shows the result.
// Ricketts acts next: in step v the Union phone rolls a charge (10.22),
// which the Confederate phone awaits and then reads in its journal.
//
// Environment and helpers: devices-lib.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import {
  env, finish, launch, workDir, startHost, applyMove, openDevice, assertFitsPhone,
} from './devices-lib.mjs';

const out = env('ADJUTANT_BROWSER_OUT');
const dir = workDir();
const host = await startHost(dir, 'rolls.adjutant', 'glory', 'battles/sample-cedar-creek.json', {
  prepare: (file) => [
    { type: 'hold-out', side: 'csa', am: null },
    { type: 'select', side: 'union', ams: ['vi-corps#1'] },
    { type: 'select', side: 'csa', ams: [] },
    { type: 'draw', am: 'vi-corps#1' },
    { type: 'start', group: 'getty' },
    { type: 'disorder', unit: 'getty-a' },
    { type: 'advance' },  // movement
    { type: 'advance' },  // defensive fire (step iv)
  ].forEach((m) => applyMove(file, m)),
});
const { file, urls } = host;

const browser = await launch('glory-rolls');
const state = { failed: false };
try {
  const views = { union: [], csa: [] };
  const union = await openDevice(browser, urls, 'union', 'en-US', views, state);
  const csa = await openDevice(browser, urls, 'csa', 'de-DE', views, state);

  // 10.31: the side being charged rolls; the Union phone only waits.
  await csa.waitForSelector('#roll-0-send');
  assert.equal(await union.locator('#roll-0-send').count(), 0);
  await union.waitForSelector('#rolls-awaited');
  assert.match(await union.locator('#rolls-awaited').textContent(),
               /Confederate rolls: Defensive Fire roll \(10\.33\)/);
  assert.match(await csa.locator('#choice-title').textContent(), /^Deine Würfe$/);

  // The form names the units: the Confederate's own that may fire, and
  // the Union's that charge; never an id shown.
  const fires = await csa.$$eval('input[name="roll-0-by"]',
    (boxes) => boxes.map((b) => b.closest('label').textContent.trim()));
  assert.ok(fires.includes('Brigade A1 (invented)'), fires.join(', '));
  assert.ok(!fires.some((n) => n.startsWith('Getty')), 'a charger among the units that fire');
  const at = await csa.$$eval('#roll-0-unit option', (os) => os.map((o) => o.textContent));
  assert.ok(at.includes("Getty 'b' (sample)"), at.join(', '));

  // 10.33: Getty 'b' (cohesion 5) at +3: disordered on 3 or more, 70 %,
  // the engine's number; the line follows what is typed.
  await csa.check('input[name="roll-0-by"][value="csa-a-1"]');
  await csa.selectOption('#roll-0-unit', 'getty-b');
  await csa.fill('#roll-0-drm', '3');
  assert.match(await csa.locator('#roll-0-chance').textContent(), /: 70 %$/);
  await csa.fill('#roll-0-die', '3');
  await assertFitsPhone(csa);
  await csa.screenshot({ path: join(out, 'glory-rolls-csa-df.png'), fullPage: true });
  await union.screenshot({ path: join(out, 'glory-rolls-union-awaits.png'), fullPage: true });
  await csa.locator('#roll-0-send').click();
  const dfLine = "Getty 'b' (sample) checks cohesion, roll 3 +3 against 5: fails, disordered (10.33, 11.11)";
  await union.waitForFunction((line) => document.getElementById('journal').textContent.includes(line), dfLine);
  // The German phone reads the host's line in German (po/de.po).
  const dfLineDe = "Getty 'b' (sample) prüft Kohäsion, Wurf 3 +3 gegen 5: misslungen, ungeordnet (10.33, 11.11)";
  await csa.waitForFunction((line) => document.getElementById('journal').textContent.includes(line), dfLineDe);

  // "Roll for me": the host rolls the same check with its own seed.
  await csa.waitForSelector('input[name="roll-0-by"][value="csa-a-2"]');
  await csa.check('input[name="roll-0-by"][value="csa-a-2"]');
  await csa.selectOption('#roll-0-unit', 'getty-arty');
  await csa.locator('#roll-0-virtual').click();
  await union.waitForFunction(() => /Getty artillery \(sample\) checks cohesion, roll \d \(virtual\)/
    .test(document.getElementById('journal').textContent));
  await csa.waitForFunction(() => /Getty artillery \(sample\) prüft Kohäsion, Wurf \d \(virtuell\)/
    .test(document.getElementById('journal').textContent));

  // On to the Rally step (11.5), as the laptop would; each phone has seen
  // the game as it is before it acts (a move on an older view is refused).
  const advance = async (page) => {
    const ok = await page.evaluate(() => window.adjutant.send({ type: 'advance' }));
    assert.ok(ok, await page.locator('#choice-error').textContent());
  };
  await advance(csa);  // the charge step
  await union.waitForFunction(() => /charges|Angriffe/.test(document.getElementById('journal').textContent));
  await advance(union);  // the rally step
  const rallyB = 'form[aria-label="Rally roll for Getty \'b\' (sample)"]';
  await union.waitForSelector(rallyB);
  assert.equal(await csa.locator('form[aria-label^="Rally roll"]').count(), 0);
  await csa.waitForFunction(() => /Union würfelt: Sammelwurf für Getty 'a' \(sample\)/
    .test(document.getElementById('rolls-awaited').textContent));

  // The chance shown is the view's, the engine's (11.52).
  const form = union.locator(rallyB);
  const offered = views.union.at(-1).state.my_rolls.find((f) => f.units[0].id === 'getty-b');
  assert.ok(offered, 'the view offers Getty \'b\' its rally');
  assert.equal(await form.locator('.chance').textContent(),
               `Chance to rally: ${Math.round(offered.chance * 1000) / 10} %`);

  // A reload mid-step keeps the offered roll.
  const before = views.union.at(-1).action;
  await union.reload();
  await union.waitForSelector(rallyB);
  assert.equal(views.union.at(-1).action, before);
  await union.locator(rallyB).locator('input[type=number]').fill('0');
  await assertFitsPhone(union);
  await union.screenshot({ path: join(out, 'glory-rolls-union-rally.png'), fullPage: true });
  const sentAt = views.union.at(-1).action;
  await union.locator(rallyB).locator('button[type=submit]').click();
  const rallyLine = /Getty 'b' \(sample\) sammelt sich, Wurf 0 gegen \d: gesammelt \(11\.52\)/;
  await csa.waitForFunction((src) => new RegExp(src).test(document.getElementById('journal').textContent),
                            rallyLine.source);
  await union.waitForSelector(rallyB, { state: 'detached' });
  await csa.screenshot({ path: join(out, 'glory-rolls-csa-journal.png'), fullPage: true });

  // The same roll sent again is applied once: against the old action the
  // host answers that the game moved on (409), against the new one the
  // rules refuse it (422: Getty 'b' has tried, 11.51).
  const again = (action) => union.evaluate(async ({ at, move }) => {
    const r = await fetch('/api/move', {
      method: 'POST',
      headers: { 'Authorization': `Bearer ${sessionStorage.getItem('adjutant-token')}`,
                 'Adjutant-Device': localStorage.getItem('adjutant-device'),
                 'Adjutant-Action': String(at), 'Content-Type': 'application/json' },
      body: JSON.stringify(move),
    });
    return r.status;
  }, { at: action, move: { type: 'rally', unit: 'getty-b', roll: { value: 0 } } });
  const length = JSON.parse(readFileSync(file, 'utf8')).journal.length;
  assert.equal(await again(sentAt), 409);
  assert.equal(await again(views.union.at(-1).action), 422);
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).journal.length, length);

  // No view a side received ever offered it the other side's roll.
  for (const v of views.union) {
    assert.ok(!(v.state.my_rolls || []).some((f) => f.kind === 'check'), 'the Union was offered a DF check');
  }
  for (const v of views.csa) {
    assert.ok(!(v.state.my_rolls || []).some((f) => f.kind === 'rally'), 'the Confederate was offered a rally');
  }

  // The moves are in the save as saves write them, the phone's die kept.
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  const moves = saved.journal.map((m) => m.type);
  assert.deepEqual(moves.filter((m) => m === 'check' || m === 'rally'), ['check', 'check', 'rally']);
  const typed = saved.journal.find((m) => m.type === 'check');
  assert.deepEqual([typed.unit, typed.by, typed.drm, typed.roll.value], ['getty-b', ['csa-a-1'], 3, 3]);
  // The host's roll: its seed kept, and nothing typed for the first shot
  // carried into it.
  const virtual = saved.journal.filter((m) => m.type === 'check')[1];
  assert.ok(virtual.roll.seed !== undefined, 'the host\'s roll keeps its seed');
  assert.deepEqual([virtual.unit, virtual.by, virtual.drm], ['getty-arty', ['csa-a-2'], 0]);

  // 10.22: Ricketts acts next under the same AM (4.24). In step v the
  // Union phone rolls the charge of Ricketts 'a' (the units by name, the
  // DRM left to the laptop's Charge page); the Confederate phone is
  // offered none, waits for it, then reads it in its journal.
  const send = (page, move) => page.evaluate((m) => window.adjutant.send(m), move);
  for (const m of [{ type: 'overrule' }, { type: 'advance' }, { type: 'start', group: 'ricketts' }, { type: 'advance' }, { type: 'advance' }, { type: 'advance' }]) {
    assert.ok(await send(union, m), `${JSON.stringify(m)}: ${await union.locator('#choice-error').textContent()}`);
  }
  const chargeForm = 'form[aria-label="Charge roll"]';
  await union.waitForSelector(chargeForm);
  assert.equal(await csa.locator('#roll-0-send').count(), 0);
  await csa.waitForFunction(() => /Union würfelt: .+\(10\.22\)/
    .test(document.getElementById('rolls-awaited').textContent));
  const chargers = await union.$$eval('input[name="roll-0-chargers"]',
    (boxes) => boxes.map((b) => b.closest('label').textContent.trim()));
  assert.deepEqual(chargers, ["Ricketts 'a' (sample)", "Ricketts 'b' (sample)"]);
  assert.match(await union.locator(chargeForm).textContent(), /laptop/);
  await union.check('input[name="roll-0-chargers"][value="ricketts-a"]');
  await union.fill('#roll-0-die', '6');
  await assertFitsPhone(union);
  await union.screenshot({ path: join(out, 'glory-rolls-union-charge.png'), fullPage: true });
  await union.locator('#roll-0-send').click();
  const chargeLine = /6 [^;]*Ricketts 'a' \(sample\)[^(]*\(10\.22, 10\.29\)/;
  await csa.waitForFunction((src) => new RegExp(src).test(document.getElementById('journal').textContent),
                            chargeLine.source);
  await csa.screenshot({ path: join(out, 'glory-rolls-csa-charge-journal.png'), fullPage: true });
  // Its charge is rolled once (10.21): Ricketts 'b' alone is offered now.
  await union.waitForSelector('input[name="roll-0-chargers"][value="ricketts-a"]', { state: 'detached' });
  assert.equal(await union.locator('input[name="roll-0-chargers"][value="ricketts-b"]').count(), 1);
  const charge = JSON.parse(readFileSync(file, 'utf8')).journal.filter((m) => m.type === 'charge');
  assert.deepEqual(charge.map((m) => [m.chargers, m.roll.value, 'drm' in m]), [[['ricketts-a'], 6, false]]);
  for (const v of views.csa) {
    assert.ok(!(v.state.my_rolls || []).some((f) => f.kind === 'charge'), 'the Confederate was offered a charge');
  }
} catch (e) {
  console.error(e);
  state.failed = true;
}
await finish(browser, [host], dir, state);
