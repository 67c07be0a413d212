// What the browser tests of the players' devices share (docs/devices.md):
// Debian's chromium driven by playwright-core, `adjutant-cli host` on
// loopback serving a game the engine saved, and pages that keep every
// view they are sent so that a test can check what each side saw.
//
// Environment (tests/browser/meson.build): ADJUTANT_CLI, ADJUTANT_NEW_SAVE,
// ADJUTANT_DATADIR, ADJUTANT_BROWSER_OUT (screenshots).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const here = dirname(fileURLToPath(import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

export const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run through meson test`);
  return v;
};

// playwright-core's chromium, or the test fails saying what is missing.
export async function launch(test) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (e) {
    console.error(`${test}: playwright-core is not installed (${e.message}); ` +
                  `run: npm ci --prefix ${here} (scripts/run-tests does)`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`${test}: ${CHROMIUM} is missing: scripts/install-deps --tests installs it`);
    process.exit(1);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless=new'], headless: true });
}

export const workDir = () => mkdtempSync(join(tmpdir(), 'adjutant-browser-'));

// A new game of @ruleset on @scenario (under ADJUTANT_DATADIR) saved by
// the engine in @dir; @prepare (file) may play its first steps with the
// CLI; then the real CLI serves it: one "SIDE URL" line per side.
// Hosts still running when the test exits, for whatever reason, are
// stopped with it: one left behind would hold the test's output open
// until meson's timeout.
const running = new Set();
process.on('exit', () => { for (const proc of running) proc.kill('SIGTERM'); });

export async function startHost(dir, name, ruleset, scenario, { options, prepare } = {}) {
  const file = join(dir, name);
  execFileSync(env('ADJUTANT_NEW_SAVE'),
               [ruleset, join(env('ADJUTANT_DATADIR'), scenario), file, ...(options ? [options] : [])]);
  if (prepare) prepare(file);
  const proc = spawn(env('ADJUTANT_CLI'), ['host', file, '--port', '0', '--address', '127.0.0.1'],
                     { stdio: ['ignore', 'pipe', 'inherit'] });
  running.add(proc);
  const exit = new Promise((resolve) => proc.on('exit', (code, signal) => {
    running.delete(proc);
    resolve({ code, signal });
  }));
  const urls = {};
  const lines = createInterface({ input: proc.stdout });
  for await (const line of lines) {
    const [side, url] = line.split(' ');
    urls[side] = url;
    if (Object.keys(urls).length === 2) break;
  }
  for (const url of Object.values(urls)) assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/#[0-9a-f]+$/);
  // SIGTERM ends it cleanly (exit status 0).
  const stop = async () => { proc.kill('SIGTERM'); return exit; };
  return { file, urls, stop };
}

// `adjutant-cli apply FILE MOVE`: a step played before the devices join.
export function applyMove(file, move) {
  execFileSync(env('ADJUTANT_CLI'), ['apply', file, JSON.stringify(move)], { stdio: ['ignore', 'ignore', 'inherit'] });
}

// A phone of @side at 360 px in @locale; every view it is sent (socket and
// replies) is pushed on @views[side]; a page error sets @state.failed.
export async function openDevice(browser, urls, side, locale, views, state) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale });
  const page = await context.newPage();
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
    const m = JSON.parse(payload);
    if (m.view) views[side].push(m.view);
  }));
  page.on('response', async (r) => {
    if (r.url().includes('/api/')) {
      try { const a = await r.json(); if (a.view) views[side].push(a.view); } catch { /* not JSON */ }
    }
  });
  page.on('pageerror', (e) => { console.error(`${side} page error: ${e.message}`); state.failed = true; });
  await page.goto(urls[side]);
  await page.waitForFunction(() => document.getElementById('headline').textContent.length > 0);
  return page;
}

// Readable on a 360 px phone: nothing wider than the screen.
export async function assertFitsPhone(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page is ${width} px wide`);
}

// The end of a test: the browser closed, every host stopped (a clean exit
// is status 0), the work dir removed; the exit status says whether all held.
export async function finish(browser, hosts, dir, state) {
  await browser.close();
  for (const h of hosts) {
    const end = await h.stop();
    if (end.code !== 0) {
      console.error(`adjutant-cli host ended with ${JSON.stringify(end)}`);
      state.failed = true;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  process.exit(state.failed ? 1 : 0);
}
