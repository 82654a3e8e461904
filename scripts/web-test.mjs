// The browser test's steps (run by scripts/web-test, which serves the page
// and sets PW_DIR to where playwright-core is installed).
// Usage: PW_DIR=... node scripts/web-test.mjs URL OUT_DIR
// Every step checks something and stops the test with FAIL when it does not
// hold; a console error, a page error or a panic fails it too.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(path.join(process.env.PW_DIR || '.', 'noop.js'));
const { chromium } = require('playwright-core');
const [url, out] = process.argv.slice(2);
const W = 1366, H = 768;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--disable-quic',
         '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
const context = await browser.newContext({ viewport: { width: W, height: H }, locale: 'en-GB', acceptDownloads: true });
const page = await context.newPage();
const problems = [];
page.on('console', (m) => {
  const text = m.text();
  // A missing favicon.ico is the server's 404, not the app's.
  if (m.type() === 'error' && !/favicon\.ico/.test(text)) problems.push(`console error: ${text}`);
  if (/panicked at/.test(text)) problems.push(`panic: ${text}`);
});
page.on('pageerror', (e) => problems.push(`page error: ${e}`));

let passed = 0;
let shot = 0;
async function snap(name) {
  shot += 1;
  const file = path.join(out, `${String(shot).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
async function fail(msg) {
  console.log(`FAIL: ${msg}`);
  for (const p of problems) console.log(`  ${p}`);
  await snap('failed').catch(() => {});
  await browser.close();
  process.exit(1);
}
async function check(what, ok) {
  if (problems.length) await fail(`${what}: ${problems[0]}`);
  const panicked = await page.evaluate(() => window.londonsBurning?.has_panicked?.() ?? false).catch(() => false);
  if (panicked) await fail(`${what}: the app panicked`);
  if (!ok) await fail(what);
  passed += 1;
  console.log(`ok ${passed} - ${what}`);
}
// The saves in the browser's storage: { key: text }.
async function saves() {
  return page.evaluate(() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k.startsWith('londons-burning:/saves/')) out[k] = localStorage.getItem(k);
    }
    return out;
  });
}
const choices = (text) => JSON.parse(text).choices.length;
const settle = (ms = 400) => page.waitForTimeout(ms);
async function started(what) {
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.state !== 'loading', null, { timeout: 60000 })
    .catch(() => {});
  const state = await page.evaluate(() => document.body.dataset.state);
  const ms = Date.now() - t0;
  await check(`${what}: the app started (${state}, ${ms} ms)`, state === 'started');
  // The canvas takes the keys.
  await page.mouse.click(W / 2, 5);
  await settle(800);
  return ms;
}

// 1. The start screen.
const first = await started('first load');
console.log(`first frame after ${first} ms`);
await snap('start');
await check('no saves yet', Object.keys(await saves()).length === 0);

// 2. A new campaign, short (a click on the form's "short"), started by
// keyboard (Ctrl+Enter).
await page.mouse.click(15, 247);
await settle(300);
await page.keyboard.press('Control+Enter');
await settle(2000);
await snap('new-campaign');
let s = await saves();
const key = Object.keys(s)[0];
await check(`a new campaign is saved in the browser's storage (${key})`, Object.keys(s).length === 1);
await check('it is the short scenario', JSON.parse(s[key]).setup.scenario === 'short');

// 3. A decision by a click on the canvas: the first option ("Stand by at
// base", under the prompt at the top right).
const before = choices(s[key]);
await page.mouse.click(942, 127);
await settle(1000);
await snap('after-click');
s = await saves();
const afterClick = choices(s[key]);
await check(`a decision by a click saved (${before} -> ${afterClick} choices)`, afterClick === before + 1);

// 4. Decisions by keyboard: the first option, three times.
for (let i = 0; i < 3; i++) {
  await page.keyboard.press('1');
  await settle(800);
}
await snap('after-keys');
s = await saves();
const afterKeys = choices(s[key]);
await check(`three decisions by keyboard saved (${afterClick} -> ${afterKeys} choices)`, afterKeys === afterClick + 3);

// 5. The advisor (A): the first ask of a campaign waits for a yes (A
// again), then it thinks on the page's thread and answers.
await page.keyboard.press('a');
await settle(800);
await snap('advisor-confirm');
const t0 = Date.now();
await page.keyboard.press('a');
await settle(300);
await snap('advisor-thinking');
await settle(8000);
await snap('advisor');
s = await saves();
await check(`the advisor was asked and recorded in the save (${(JSON.parse(s[key]).advice?.length ?? 0)} ask)`,
  (JSON.parse(s[key]).advice?.length ?? 0) >= 1);
console.log(`advisor: answered within ${Date.now() - t0} ms (see the screenshot)`);

// 6. Reload: the campaign is in the list; open it and play on.
const saved = (await saves())[key];
await started('reload');
await snap('reloaded');
await check('the save survived the reload', (await saves())[key] === saved);
await page.mouse.click(873, 329);  // the row's Resume
await settle(2000);
await snap('resumed');
await page.keyboard.press('1');
await settle(800);
const resumed = JSON.parse((await saves())[key]);
const old = JSON.parse(saved);
await check(`resumed where it was: ${old.choices.length} choices kept, one more played (${resumed.choices.length})`,
  resumed.choices.length === old.choices.length + 1
  && JSON.stringify(resumed.choices.slice(0, old.choices.length)) === JSON.stringify(old.choices));

// 7. Export: back to the campaigns, Export… on the row, then the dialog's
// Export: the browser downloads the save's very bytes.
await page.mouse.click(55, 14);  // ◀ Campaigns
await settle(1200);
await page.mouse.click(1017, 329);  // the row's Export…
await settle(1000);
await snap('export-dialog');
const downloading = page.waitForEvent('download', { timeout: 15000 }).catch(() => null);
await page.mouse.click(430, 421);  // the dialog's Export
let download = await downloading;
await snap('exported');
if (download) {
  const file = path.join(out, download.suggestedFilename());
  await download.saveAs(file);
  const bytes = fs.readFileSync(file, 'utf8');
  const stored = (await saves())[key];
  const a = JSON.parse(bytes), b = JSON.parse(stored);
  await check(`the export downloaded ${download.suggestedFilename()}: the save's campaign (${a.choices.length} choices)`,
    JSON.stringify(a.choices) === JSON.stringify(b.choices) && a.name === b.name);
} else {
  await check('the export downloaded a file', false);
}

console.log(`PASS: ${passed} checks; screenshots in ${out}`);
await browser.close();
