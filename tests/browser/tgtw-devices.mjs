// Two players' phones choose The Glory that Was's tactical cards in secret
// (11.0, docs/devices.md): the Red and Blue demonstration with cards on,
// its initiative rolled and who acts first chosen with the CLI, then each
// army's phone offered only the cards it may play in each sector. Red
// chooses first: no view the Blue page is sent names Red's cards until
// Blue has chosen too; then both pages show both armies' cards by name,
// and the save holds both moves.
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
const sectors = ['left', 'center', 'right'];
// 4.0: Red's 9 against Blue's 2 wins every sector; 3.0: Red acts first.
const host = await startHost(dir, 'cards.adjutant', 'tgtw', 'tgtw/demo-red-and-blue.json', {
  options: '{"tactical_cards":true}',
  prepare: (file) => {
    for (const sector of sectors) applyMove(file, { type: 'initiative', sector, dice: [9, 2] });
    for (const sector of sectors) applyMove(file, { type: 'first', sector, army: 'red' });
  },
});
assert.deepEqual(Object.keys(host.urls).sort(), ['blue', 'red']);

const browser = await launch('tgtw-devices');
const state = { failed: false };
try {
  const views = { red: [], blue: [] };
  const red = await openDevice(browser, host.urls, 'red', 'en-US', views, state);
  const blue = await openDevice(browser, host.urls, 'blue', 'de-DE', views, state);
  await red.waitForSelector('#tgtw-cards');
  await blue.waitForSelector('#tgtw-cards');
  assert.match(await blue.locator('#choice-title').textContent(), /Taktikkarten/);

  // Each sector offers the cards the engine allows this army there, by name.
  const offered = (page) => page.$$eval('#choice select', (selects) => selects.map((s) => ({
    sector: s.name, label: document.querySelector(`label[for="${s.id}"]`).textContent,
    cards: [...s.options].map((o) => ({ card: Number(o.value), text: o.textContent })),
  })));
  const redOffer = await offered(red);
  assert.deepEqual(redOffer.map((s) => s.sector), sectors);
  for (const s of redOffer) {
    assert.ok(s.cards.length >= 1, `${s.sector}: a card to choose`);
    assert.ok(s.cards.every((c) => c.text.length > 1 && !/^\d+$/.test(c.text)), 'cards shown by name');
  }
  assert.match(redOffer[0].label, /^Card for /);
  // Red picks, in each sector, the last card offered.
  const redChoice = {};
  for (const s of redOffer) {
    const c = s.cards.at(-1);
    redChoice[s.sector] = c;
    await red.selectOption(`#choice select[name="${s.sector}"]`, String(c.card));
  }
  await assertFitsPhone(red);
  await red.screenshot({ path: join(out, 'tgtw-red-choosing.png'), fullPage: true });
  await red.locator('#tgtw-cards').click();
  await red.waitForSelector('#tgtw-cards', { state: 'detached' });
  await blue.waitForFunction(() => /Red League: ja/.test(document.body.innerText));

  // Red's page shows its own cards; Blue's nothing of them, still its choice.
  const redState = await red.locator('#state [data-key="mine"]').textContent();
  for (const c of Object.values(redChoice)) assert.ok(redState.includes(c.text.split(':')[0]));
  assert.match(await red.locator('#journal').textContent(), /hidden from the other army/);
  // The Blue phone reads the host's journal line in German (po/de.po).
  assert.match(await blue.locator('#journal').textContent(), /verdeckt, bis beide Armeen gewählt haben/);
  await blue.screenshot({ path: join(out, 'tgtw-blue-choosing.png'), fullPage: true });
  const hidden = views.blue.filter((v) => !v.state.cards_shown);
  assert.ok(hidden.length >= 2, 'Blue saw Red choose');
  for (const v of hidden) {
    const text = JSON.stringify(v);
    assert.ok(!('my_cards' in v.state) && !text.includes('cards_shown'), `blue's view ${v.action} shows cards`);
    assert.ok(!v.state.sectors.some((x) => Object.values(x.armies).some((a) => 'card' in a)),
              `blue's view ${v.action} has a card in a sector`);
  }

  // Blue chooses the first card offered everywhere: both are revealed.
  await blue.locator('#tgtw-cards').click();
  for (const page of [red, blue]) await page.waitForSelector('#state [data-key="shown"]');
  const shown = await blue.locator('#state [data-key="shown"]').textContent();
  for (const c of Object.values(redChoice)) assert.ok(shown.includes(c.text.split(':')[0]), `Blue sees ${c.text}`);
  for (const page of [red, blue]) await assertFitsPhone(page);
  await blue.screenshot({ path: join(out, 'tgtw-blue-revealed.png'), fullPage: true });

  // A calculator on the phone, run by the host on the game's charts: the
  // morale check of a 6 with a leader's +1 (8.0) passes on 1-7, 70 %, as
  // `adjutant-cli tgtw morale 6 --leader 1` answers.
  await red.selectOption('#calc-which', { label: 'Morale Check (8.0)' });
  await red.fill('#calc-morale', '6');
  await red.fill('#calc-leader', '1');
  const pageTop = () => red.$eval('#calc-run', (b) => b.getBoundingClientRect().top + window.scrollY);
  await red.locator('#calc-run').scrollIntoViewIfNeeded();
  const runTop = await pageTop();
  await red.locator('#calc-run').click();
  await red.waitForSelector('#calc-result dl');
  const answer = await red.locator('#calc-result').textContent();
  assert.match(answer, /Chance to pass70 %/);
  assert.match(answer, /leader \(the scenario's value\) \+1\s*\(9\.0\)/);
  assert.equal(await pageTop(), runTop, 'the button stays where it was');
  // Out of its range: the browser says why (the field carries the range
  // the host takes) and nothing is sent.
  await red.fill('#calc-morale', '100');
  await red.locator('#calc-run').click();
  assert.ok(await red.$eval('#calc-morale', (i) => i.validity.rangeOverflow && i.validationMessage.length > 0));
  assert.equal(await red.locator('#calc-result').textContent(), answer);
  await assertFitsPhone(red);
  await red.screenshot({ path: join(out, 'tgtw-red-calculator.png'), fullPage: true });

  // The save holds both armies' cards moves, as saves write them.
  const saved = JSON.parse(readFileSync(host.file, 'utf8'));
  const cards = saved.journal.filter((m) => m.type === 'cards');
  assert.deepEqual(cards.map((m) => m.army), ['red', 'blue']);
  for (const s of sectors) assert.equal(cards[0].cards[s] ?? 0, redChoice[s].card);
  console.log(`ok: ${views.red.length + views.blue.length} views checked; screenshots in ${out}`);
} catch (e) {
  state.failed = true;
  console.error(e);
} finally {
  await finish(browser, [host], dir, state);
}
