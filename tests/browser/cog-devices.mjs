// Two players' phones draw Clash of Giants III's Artillery Markers with
// Greater Artillery Realism (6.3.2, docs/devices.md): the Crossroads
// demonstration stepped to its Artillery step with the CLI, then the
// Confederate phone asks the host to draw half the cup. Each phone shows
// its own markers by name; the other side's only as a count, and no view
// either page is sent names a marker of the other side's drawn or left
// in the cup. The save holds the draw with the host's seed.
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
const scenario = JSON.parse(readFileSync(join(env('ADJUTANT_DATADIR'), 'cog', 'demo-crossroads.json'), 'utf8'));
const host = await startHost(dir, 'artillery.adjutant', 'cog', 'cog/demo-crossroads.json', {
  options: '{"greater_artillery_realism":true}',
  prepare: (file) => {
    for (const step of ['early-csa', 'early-union', 'reinforce-csa', 'reinforce-union', 'place']) {
      applyMove(file, { type: 'next', step });
    }
  },
});
assert.deepEqual(Object.keys(host.urls).sort(), ['csa', 'union']);

const browser = await launch('cog-devices');
const state = { failed: false };
try {
  const views = { csa: [], union: [] };
  const csa = await openDevice(browser, host.urls, 'csa', 'en-US', views, state);
  const union = await openDevice(browser, host.urls, 'union', 'de-DE', views, state);
  await csa.waitForSelector('#cog-am_draw');
  await union.waitForSelector('#cog-am_draw');
  await csa.locator('#cog-am_draw').click();
  for (const page of [csa, union]) await page.waitForSelector('#cog-am_draw', { state: 'detached' });

  const last = (side) => views[side].at(-1).state;
  const drawn = { csa: [], union: [] };
  for (const am of scenario.artillery_markers) {
    if (last(am.side).artillery[am.id] === 'drawn') drawn[am.side].push(am);
  }
  assert.ok(drawn.csa.length + drawn.union.length > 0, 'something was drawn');
  for (const side of ['csa', 'union']) {
    const other = side === 'csa' ? 'union' : 'csa';
    // Its own markers by name on its page; the other's as a count.
    const mine = (await (side === 'csa' ? csa : union).locator('#state [data-key="artillery"]').textContent());
    for (const am of drawn[side]) assert.ok(mine.includes(am.name), `${side} sees ${am.name}`);
    assert.equal(last(side).artillery_face_down[other], drawn[other].length);
    // No view the page was sent names a marker of the other side's that
    // lies face down or stayed in the cup.
    for (const v of views[side]) {
      for (const am of scenario.artillery_markers.filter((a) => a.side === other)) {
        const st = v.state.artillery[am.id];
        assert.ok(st !== 'drawn' && st !== 'set-aside', `${side}'s view ${v.action}: ${am.id} is ${st}`);
        assert.ok(!JSON.stringify(v.state.my_artillery || []).includes(am.id));
        if (st === 'face-down') assert.ok(!JSON.stringify(v).includes(`"${am.name}"`));
      }
    }
  }
  for (const page of [csa, union]) await assertFitsPhone(page);
  await csa.screenshot({ path: join(out, 'cog-csa-drawn.png'), fullPage: true });
  await union.screenshot({ path: join(out, 'cog-union-drawn.png'), fullPage: true });

  const saved = JSON.parse(readFileSync(host.file, 'utf8'));
  const draw = saved.journal.at(-1);
  assert.equal(draw.type, 'am_draw');
  assert.ok('seed' in draw, "the host's draw keeps its seed");
  console.log(`ok: ${views.csa.length + views.union.length} views checked; ` +
              `drew ${drawn.csa.length} + ${drawn.union.length}; screenshots in ${out}`);
} catch (e) {
  state.failed = true;
  console.error(e);
} finally {
  await finish(browser, [host], dir, state);
}
