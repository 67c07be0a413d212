// Two players' phones play a Glory III activation with their secrets kept
// (docs/devices.md): Debian's chromium, headless, driven by playwright-core,
// two pages in two browser contexts against `adjutant-cli host` on
// loopback. The Confederate holds out no AM (5.23), both choose their AMs
// for the pool in secret (4.21), the Union page is reloaded mid-turn, and
// the draw (4.22) shows on both. Every view either page receives is
// checked: none names an AM of the other side's in the cup but the one drawn.
//
// Environment and helpers: devices-lib.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import {
  env, finish, launch, workDir, startHost as host, openDevice, assertFitsPhone,
} from './devices-lib.mjs';

const out = env('ADJUTANT_BROWSER_OUT');
const dir = workDir();
const startHost = (name) => host(dir, name, 'glory', 'battles/sample-cedar-creek.json');

const hosts = [];
const first = await startHost('game.adjutant');
hosts.push(first);
const { file, urls } = first;
assert.deepEqual(Object.keys(urls).sort(), ['csa', 'union']);

const browser = await launch('glory-devices');
const state = { failed: false };
try {
  // Every view each page is sent (socket and replies), to check secrets.
  let views = { union: [], csa: [] };
  const open = (side, locale, at = urls) => openDevice(browser, at, side, locale, views, state);
  const union = await open('union', 'en-US');
  const csa = await open('csa', 'de-DE');

  // The token left the address bar; the German page speaks German.
  assert.equal(new URL(union.url()).hash, '');
  assert.match(await csa.locator('#side').textContent(), /^Du spielst /);
  assert.match(await union.locator('#side').textContent(), /^Playing Union$/);

  // 5.22: the first turn's initiative is the Confederate's, who holds out
  // (here: no AM, so that a draw starts the activation). The Union page
  // has nothing to choose meanwhile.
  assert.equal(await union.locator('#choice').isHidden(), true);
  await csa.locator('#glory-hold-out').click();
  await union.waitForSelector('#glory-select');
  await csa.waitForSelector('#glory-select');

  // Each side's AMs as its own page offers them: {id, name}.
  const offered = (page) => page.$$eval('#choice input[type=checkbox]',
    (boxes) => boxes.map((b) => ({ id: b.value, name: b.closest('label').textContent.trim() })));
  const unionAms = await offered(union);
  const csaAms = await offered(csa);
  assert.ok(unionAms.length >= 2 && csaAms.length >= 1, 'both sides have AMs to choose');
  for (const a of unionAms) assert.ok(!csaAms.some((c) => c.id === a.id), 'the sides offer their own AMs');

  const unionChoice = unionAms.slice(0, 2);
  const csaChoice = csaAms.slice(0, 1);
  // The Confederate page reads the host's texts in German: an AM is
  // "VI Corps Nr. 2" there (po/de.po), "VI Corps #2" on the Union's.
  const german = (name) => name.replace(/ #(\d+)$/, ' Nr. $1');
  const leaks = async (page, secret) => {
    const html = await page.content();
    return secret.filter((a) => html.includes(a.id) || html.includes(a.name) || html.includes(german(a.name)));
  };

  // The Union chooses two AMs; its page shows them, the Confederate's not.
  for (const a of unionChoice) await union.check(`#choice input[value="${a.id}"]`);
  assert.match(await union.locator('#glory-select').textContent(), /2/);
  await union.locator('#glory-select').click();
  await union.waitForSelector('#glory-select', { state: 'detached' });
  await csa.waitForFunction(() => /Union: ja/.test(document.body.innerText));
  for (const a of unionChoice) assert.ok((await union.locator('#state').textContent()).includes(a.name));
  assert.deepEqual(await leaks(csa, unionChoice), [], 'the Confederate page shows the Union pool choice');
  await csa.screenshot({ path: join(out, 'glory-csa-choosing.png'), fullPage: true });

  // A reload mid-turn comes back to the same game (the tab keeps the
  // token): the same action, the Union's choice made, nothing to choose.
  const before = views.union.at(-1).action;
  await union.reload();
  await union.waitForFunction(() => /Union/.test(document.getElementById('side').textContent));
  await union.waitForFunction(() => document.getElementById('headline').textContent.length > 0);
  assert.equal(views.union.at(-1).action, before);
  assert.equal(await union.locator('#glory-select').count(), 0);
  for (const a of unionChoice) assert.ok((await union.locator('#state').textContent()).includes(a.name));
  assert.deepEqual(await leaks(union, csaChoice), []);
  await union.screenshot({ path: join(out, 'glory-union-waiting.png'), fullPage: true });

  // The Confederate chooses; then both have, and the draw is owed.
  for (const a of csaChoice) await csa.check(`#choice input[value="${a.id}"]`);
  await csa.locator('#glory-select').click();
  await union.waitForSelector('#glory-draw');
  await csa.waitForSelector('#glory-draw');


  // The draw: made by the host (its seed), shown on both pages.
  await union.locator('#glory-draw').click();
  await union.waitForSelector('#glory-draw', { state: 'detached' });
  const drawn = views.union.at(-1).state.drawn;
  assert.ok(drawn && drawn.name, 'the draw names an AM');
  assert.ok([...unionChoice, ...csaChoice].some((a) => a.id === drawn.id), 'drawn from the pool');
  for (const [page, name] of [[union, drawn.name], [csa, german(drawn.name)]]) {
    await page.waitForFunction((n) => document.querySelector('#state [data-key="drawn"]').textContent === n, name);
  }
  assert.notEqual(german(drawn.name), drawn.name);
  await csa.waitForSelector('#glory-draw', { state: 'detached' });

  // No view either page was sent names an AM of the other side's in the
  // cup (4.21: it is opaque) but the one drawn; the AMs still in it stay
  // hidden after the draw too.
  for (const [side, theirs] of [['union', csaChoice], ['csa', unionChoice]]) {
    assert.ok(views[side].length > 3, `${side} saw the turn go by`);
    for (const v of views[side]) {
      const text = JSON.stringify(v);
      for (const a of theirs) {
        if (v.state.drawn && v.state.drawn.id === a.id) continue;
        assert.ok(!text.includes(`"${a.id}"`) && !text.includes(a.name) && !text.includes(german(a.name)),
                  `${side}'s view ${v.action} names ${a.id}`);
      }
    }
  }

  // Readable on a 360 px phone: nothing wider than the screen.
  for (const page of [union, csa]) await assertFitsPhone(page);
  await union.screenshot({ path: join(out, 'glory-union-drawn.png'), fullPage: true });
  await csa.screenshot({ path: join(out, 'glory-csa-drawn.png'), fullPage: true });

  // The saved game holds the moves, as saves write them.
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  const steps = saved.journal;
  assert.deepEqual(steps[0], { type: 'hold-out', side: 'csa', am: null });
  const select = (side) => steps.find((s) => s.type === 'select' && s.side === side);
  assert.deepEqual(select('union').ams, unionChoice.map((a) => a.id));
  assert.deepEqual(select('csa').ams, csaChoice.map((a) => a.id));
  assert.equal(steps.at(-1).type, 'draw');
  assert.equal(steps.at(-1).am, drawn.id);
  assert.ok('seed' in steps.at(-1), 'the app\'s draw keeps its seed');
  assert.equal(steps.length, 4);
  const checked = views.union.length + views.csa.length;

  // A second game: the Confederate holds out an AM (5.23). The Union page
  // never learns which until it is played as the first activation
  // (3.C.1's exception: no draw then).
  const second = await startHost('held.adjutant');
  hosts.push(second);
  views = { union: [], csa: [] };
  const union2 = await open('union', 'en-US', second.urls);
  const csa2 = await open('csa', 'en-US', second.urls);
  await csa2.waitForSelector('#glory-hold-out');
  const holdable = await csa2.$$eval('#choice input[type=radio]',
    (radios) => radios.filter((r) => r.value).map((r) => ({ id: r.value, name: r.closest('label').textContent.trim() })));
  assert.ok(holdable.length >= 1);
  const held = holdable[0];
  await csa2.check(`#choice input[value="${held.id}"]`);
  await csa2.locator('#glory-hold-out').click();
  await union2.waitForSelector('#glory-select');
  await csa2.waitForSelector('#glory-select');
  assert.equal(await csa2.locator('#state [data-key="held"]').textContent(), held.name);
  assert.equal(await union2.locator('#state [data-key="held"]').textContent(), 'an AM (hidden)');
  assert.deepEqual(await leaks(union2, [held]), [], 'the Union page shows the held-out AM');
  assert.match(await union2.locator('#journal').textContent(), /Confederate holds out an AM/);
  // The held-out AM is not offered again for the pool.
  assert.equal(await csa2.locator(`#choice input[value="${held.id}"]`).count(), 0);
  await union2.screenshot({ path: join(out, 'glory-union-held-hidden.png'), fullPage: true });
  await csa2.screenshot({ path: join(out, 'glory-csa-held.png'), fullPage: true });

  await union2.locator('#glory-select').click();  // no AMs: the Union may choose none
  await csa2.waitForFunction(() => /Union: yes/.test(document.body.innerText));
  await csa2.locator('#glory-select').click();
  for (const page of [union2, csa2]) {
    await page.waitForFunction((name) => document.querySelector('#state [data-key="drawn"]').textContent === name,
                               held.name);
  }
  const unionBefore = views.union.filter((v) => !v.state.drawn);
  assert.ok(unionBefore.length > 0);
  for (const v of unionBefore) {
    const text = JSON.stringify(v);
    assert.ok(!text.includes(`"${held.id}"`) && !text.includes(held.name), `union view ${v.action} names the hold-out`);
  }
  const saved2 = JSON.parse(readFileSync(second.file, 'utf8'));
  assert.deepEqual(saved2.journal[0], { type: 'hold-out', side: 'csa', am: held.id });
  assert.equal(saved2.journal.length, 3);

  console.log(`ok: ${checked + views.union.length + views.csa.length} views checked; drew ${drawn.name}; ` +
              `held out ${held.name}; screenshots in ${out}`);
} catch (e) {
  state.failed = true;
  console.error(e);
} finally {
  await finish(browser, hosts, dir, state);
}
