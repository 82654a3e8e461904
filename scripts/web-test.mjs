// The browser test's steps (run by scripts/web-test, which serves the page,
// sets PW_DIR to where playwright-core is installed, LB_NATIVE to the
// desktop program and LB_DESK to a folder of saves it wrote).
// Usage: PW_DIR=... LB_NATIVE=... LB_DESK=... node scripts/web-test.mjs URL OUT_DIR
// Every step checks something and stops the test with FAIL when it does not
// hold; a console error, a page error or a panic fails it too.
// The test waits for conditions, each with a bound (`until`: a save
// changed, a file chooser or a download came; `drawn`: the page drew a few
// frames, so the last click's or key's answer is on the canvas, whose
// buttons are where the screenshots show them), not for fixed times: on a
// loaded machine the page draws slowly and a fixed pause may be too short.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const require = createRequire(path.join(process.env.PW_DIR || '.', 'noop.js'));
const { chromium } = require('playwright-core');
const [url, out] = process.argv.slice(2);
const W = 1366, H = 768;
// Where the start screen's Import… is in the browser (no Open folder), and
// the export dialog's Export (no path field).
const IMPORT = { x: 1292, y: 269 };
const EXPORT_GO = { x: 430, y: 416 };
const native = process.env.LB_NATIVE, desk = process.env.LB_DESK;
if (!native || !desk) {
  console.log('FAIL: LB_NATIVE and LB_DESK must be set (scripts/web-test sets them)');
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--disable-quic',
         '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
const context = await browser.newContext({ viewport: { width: W, height: H }, locale: 'en-GB', acceptDownloads: true });
let page = await context.newPage();
const problems = [];
// The crash step panics on purpose: its console errors are expected.
let crashing = false;
// File choosers the page opened, not yet taken (`chooser`).
let choosers = [];
function watch(page) {
  page.on('console', (m) => {
    if (crashing) return;
    const text = m.text();
    // A missing favicon.ico is the server's 404, not the app's.
    if (m.type() === 'error' && !/favicon\.ico/.test(text)) problems.push(`console error: ${text}`);
    if (/panicked at/.test(text)) problems.push(`panic: ${text}`);
  });
  page.on('pageerror', (e) => { if (!crashing) problems.push(`page error: ${e}`); });
  // Listened to from the start: Playwright asks Chromium to hand it the
  // file choosers only once a listener exists, and asks without waiting
  // for the answer, so `waitForEvent('filechooser')` set up just before
  // the click that opens one loses the race now and then (Chromium then
  // opens its own chooser, which headless never shows, and no event
  // comes): measured 2 in 15 and 9 in 25 lost on a loaded machine, none
  // in 25 with the listener set up when the page is made.
  page.on('filechooser', (c) => choosers.push(c));
}
watch(page);

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
  // (The crash step panics on purpose.)
  const panicked = !crashing
    && await page.evaluate(() => window.londonsBurning?.has_panicked?.() ?? false).catch(() => false);
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
const choices = (text) => JSON.parse(text ?? '{"choices":[]}').choices.length;
// Waits until `cond()` gives something true, asking every 100 ms, for at
// most `ms`; gives its last answer (false-ish if the time ran out).
async function until(cond, ms = 20000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await cond();
    if (v || Date.now() > end) return v;
    await page.waitForTimeout(100);
  }
}
// The page drew `n` more frames: eframe runs the app's pass on a click or
// a key at once and paints it on the next frame, so what the last input
// changed is on the canvas (and its buttons are where a click finds them);
// a window's first showing takes a pass more.
const drawn = (n = 4) => page.evaluate((n) => new Promise((done) => {
  let k = 0;
  const f = () => (++k >= n ? done() : requestAnimationFrame(f));
  requestAnimationFrame(f);
}), n);
// How the page keeps drawing while work runs: `record()` notes each frame
// the page draws and each task that held its thread over 50 ms (the
// browser's long tasks); `recorded()` stops and tells the frames, the
// time, the longest gap between two frames and the longest tasks.
const record = () => page.evaluate(() => {
  const r = { frames: [], long: [], stop: false, t0: performance.now() };
  window.__record = r;
  const f = (t) => { r.frames.push(t); if (!r.stop) requestAnimationFrame(f); };
  requestAnimationFrame(f);
  r.observer = new PerformanceObserver((l) => { for (const e of l.getEntries()) r.long.push(e.duration); });
  r.observer.observe({ type: 'longtask' });
});
const recorded = () => page.evaluate(() => {
  const r = window.__record;
  r.stop = true;
  r.observer.disconnect();
  const ms = performance.now() - r.t0;
  let gap = 0, last = r.t0;
  for (const t of r.frames) { gap = Math.max(gap, t - last); last = t; }
  gap = Math.max(gap, performance.now() - last);
  const long = r.long.sort((a, b) => b - a).slice(0, 3).map(Math.round);
  return { n: r.frames.length, ms: Math.round(ms), gap: Math.round(gap), long };
});
const drawing = (d) => `${d.n} frames in ${(d.ms / 1000).toFixed(1)} s, longest gap ${d.gap} ms, `
  + `longest tasks ${d.long.join(', ') || 'none'} ms`;
// A click, then the page drew its answer.
async function click(x, y) {
  await page.mouse.click(x, y);
  await drawn();
}
async function press(key) {
  await page.keyboard.press(key);
  await drawn();
}
// The number of choices in the save under `k`, once it is `n` (bounded).
const played = (k, n) => until(async () => choices((await saves())[k]) === n);
// Loads the page; the time to its first frame (from the navigation, by the
// page's clock).
async function started(what) {
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.state !== 'loading', null, { timeout: 60000 })
    .catch(() => {});
  const state = await page.evaluate(() => document.body.dataset.state);
  const ms = state === 'started'
    ? await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(Math.round(performance.now())))))
    : 0;
  await check(`${what}: the app started (${state}, first frame ${ms} ms after the navigation)`, state === 'started');
  // The canvas takes the keys.
  await click(W / 2, 5);
  return ms;
}

// 1. The start screen.
const first = await started('first load');
console.log(`first frame after ${first} ms`);
await snap('start');
await check('no saves yet', Object.keys(await saves()).length === 0);

// 2. A new campaign, short (a click on the form's "short"), started by
// keyboard (Ctrl+Enter).
await click(15, 247);
await page.keyboard.press('Control+Enter');
await until(async () => Object.keys(await saves()).length > 0);
await drawn();
await snap('new-campaign');
let s = await saves();
const key = Object.keys(s)[0];
await check(`a new campaign is saved in the browser's storage (${key})`, Object.keys(s).length === 1);
await check('it is the short scenario', JSON.parse(s[key]).setup.scenario === 'short');

// 3. A decision by a click on the canvas: the first option ("Stand by at
// base", under the prompt at the top right).
const before = choices(s[key]);
await click(942, 127);
await played(key, before + 1);
await drawn();
await snap('after-click');
s = await saves();
const afterClick = choices(s[key]);
await check(`a decision by a click saved (${before} -> ${afterClick} choices)`, afterClick === before + 1);

// 4. Decisions by keyboard: the first option, three times.
for (let i = 1; i <= 3; i++) {
  await press('1');
  await played(key, afterClick + i);
  await drawn();
}
await snap('after-keys');
s = await saves();
const afterKeys = choices(s[key]);
await check(`three decisions by keyboard saved (${afterClick} -> ${afterKeys} choices)`, afterKeys === afterClick + 3);

// 5. The advisor (A): the first ask of a campaign waits for a yes (A
// again), then it thinks on the page's thread and answers.
const advice = async () => JSON.parse((await saves())[key]).advice?.length ?? 0;
await press('a');
await snap('advisor-confirm');
const t0 = Date.now();
await record();
await press('a');
await snap('advisor-thinking');
await until(async () => (await advice()) >= 1, 120000);
const thinking = await recorded();
await check(`the page kept drawing while the advisor thought (${drawing(thinking)})`,
  thinking.n >= 2 && (thinking.long[0] ?? 0) < 1000);
await drawn();
await snap('advisor');
s = await saves();
await check(`the advisor was asked and recorded in the save (${(JSON.parse(s[key]).advice?.length ?? 0)} ask)`,
  (JSON.parse(s[key]).advice?.length ?? 0) >= 1);
console.log(`advisor: answered and recorded after ${Date.now() - t0} ms`);

// 6. Reload: the campaign is in the list; open it and play on.
const saved = (await saves())[key];
await started('reload');
await snap('reloaded');
await check('the save survived the reload', (await saves())[key] === saved);
await click(873, 329);  // the row's Resume
await snap('resumed');
const old = JSON.parse(saved);
await press('1');
await played(key, old.choices.length + 1);
const resumed = JSON.parse((await saves())[key]);
await check(`resumed where it was: ${old.choices.length} choices kept, one more played (${resumed.choices.length})`,
  resumed.choices.length === old.choices.length + 1
  && JSON.stringify(resumed.choices.slice(0, old.choices.length)) === JSON.stringify(old.choices));

// 7. Export: back to the campaigns, Export… on the row, then the dialog's
// Export: the browser downloads the save's very bytes.
await click(55, 14);  // ◀ Campaigns
await click(1017, 329);  // the row's Export…
await drawn();
await snap('export-dialog');
const downloading = page.waitForEvent('download', { timeout: 15000 }).catch(() => null);
await page.mouse.click(EXPORT_GO.x, EXPORT_GO.y);  // the dialog's Export
let download = await downloading;
await drawn();
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


// The browser's download of campaign 1 (step 7), for the desktop below.
const browserExport = path.join(out, download.suggestedFilename());
const escape = () => press('Escape');
const desktop = (...args) => execFileSync(native, args, { encoding: 'utf8' });
const keyOf = (name) => `londons-burning:/saves/${name}.json`;
async function newest(before) {
  const now = await saves();
  return Object.keys(now).filter((k) => !(k in before) && !k.includes('/reviews/'));
}

// 8. Desktop -> browser, by upload: Import… opens the browser's file
// chooser; the save the desktop program wrote and exported
// (desktop-trip.lbcampaign, a short campaign played to its end) is added to
// the browser's storage with the very bytes.
await escape();
await snap('campaigns');
const deskFile = fs.readFileSync(path.join(desk, 'desktop-trip.lbcampaign'), 'utf8');
await click(W / 2, 5);  // a neutral spot first (a closing dialog may eat a click)
choosers = [];
await page.mouse.click(IMPORT.x, IMPORT.y);
const chooser = await until(() => choosers.shift(), 10000);
await check('Import… opens the browser\'s file chooser', !!chooser);
await chooser.setFiles(path.join(desk, 'desktop-trip.lbcampaign'));
await until(async () => (await saves())[keyOf('desktop-trip')]);
await drawn();
await snap('imported-upload');
await check('the desktop\'s export, uploaded, is saved in the browser byte for byte',
  (await saves())[keyOf('desktop-trip')] === deskFile);

// 9. It opens (replayed from its choices), and its review runs a slice at a
// time: the page keeps drawing, the progress bar moves.
await click(412, 396);  // the import dialog's "Open it"
await drawn();
await snap('desktop-campaign');
await check('the desktop campaign opened in the browser, its save untouched',
  (await saves())[keyOf('desktop-trip')] === deskFile);
await click(519, 14);  // Review
await record();
const reviewT0 = Date.now();
await click(1162, 166);  // Review this campaign, in the side panel (over: no question)
await snap('review-progress');
const kept = await until(async () => Object.keys(await saves()).find((k) => k.includes('/reviews/desktop-trip-')),
  300000);
const reviewMs = Date.now() - reviewT0;
const during = await recorded();
console.log(`review of a short campaign in the browser: ${(reviewMs / 1000).toFixed(1)} s; ${drawing(during)}`);
await check(`the page kept drawing while the review thought (${drawing(during)})`,
  // It drew, and nothing held the page's thread for a second: a review
  // computed in one go would be one task of its whole time. (How many
  // frames is the machine's: Chromium draws in software here, SwiftShader,
  // about 1 to 2 frames a second measured on two cores loaded by other
  // builds, with no task over 330 ms; expect about 60 on a free one.)
  during.n >= 3 && (during.long[0] ?? 0) < 1000);
await drawn();
await snap('review');
await check(`the review finished and is kept (${kept}; ${(reviewMs / 1000).toFixed(1)} s)`,
  kept && JSON.parse((await saves())[kept]).decisions.length > 0);

// 10. The log books (the records' first view).
await click(315, 14);
await snap('log-books');
await check('the log books show', true);

// 11. ... and back to the desktop: exported from the browser, the very
// bytes the desktop exported.
await click(55, 14);
await click(1024, 329);  // the newest row's Export…
await drawn();
await snap('export-desktop-campaign');
let got = page.waitForEvent('download', { timeout: 15000 }).catch(() => null);
await page.mouse.click(EXPORT_GO.x, EXPORT_GO.y);
const deskDownload = await got;
await check('the desktop campaign downloaded again', deskDownload !== null);
const again = path.join(out, 'again-' + deskDownload.suggestedFilename());
await deskDownload.saveAs(again);
await check('desktop -> browser -> file: byte for byte the desktop\'s export',
  fs.readFileSync(again, 'utf8') === deskFile);
await escape();

// 12. Browser -> desktop: campaign 1, exported by the browser (step 7), is
// imported by the desktop program, replays, and exports the same bytes.
const home = path.join(out, 'desktop-saves');
fs.rmSync(home, { recursive: true, force: true });
desktop('--saves-dir', home, 'import', browserExport);
const name = JSON.parse(fs.readFileSync(browserExport, 'utf8')).name;
desktop('--saves-dir', home, 'replay', name);
const back = path.join(out, 'back-on-desktop.lbcampaign');
desktop('--saves-dir', home, 'export', name, '--out', back, '--force');
await check(`browser -> desktop: "${name}" imported, replayed and exported by the desktop, byte for byte`,
  fs.readFileSync(back, 'utf8') === fs.readFileSync(browserExport, 'utf8'));

// 13. Import by drop: a file dropped on the page is imported.
const dropped = fs.readFileSync(path.join(desk, 'dropped.lbcampaign'), 'utf8');
await page.evaluate((text) => {
  const dt = new DataTransfer();
  dt.items.add(new File([text], 'dropped.lbcampaign', { type: 'application/json' }));
  const canvas = document.getElementById('the_canvas_id');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    canvas.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
  }
}, dropped);
await until(async () => (await saves())[keyOf('dropped')]);
await drawn();
await snap('imported-drop');
await check('a file dropped on the page is imported byte for byte', (await saves())[keyOf('dropped')] === dropped);
await click(473, 396);  // the import dialog's Close

// 14. A new campaign of every scenario: short (step 2), regular and long,
// and the two-player versions (15.1, 15.2). The scenario first, then the
// players (the form may grow under them).
const kinds = [
  ['regular', 'solitaire', 71, 146], ['long', 'solitaire', 139, 146],
  ['short', 'two-raf', 15, 171], ['short', 'luftwaffe', 15, 196],
];
for (const [scenario, players, sx, py] of kinds) {
  const before = await saves();
  await click(W / 2, 5);  // a neutral spot: the canvas has the keys
  await click(sx, 247);
  await click(15, py);
  await click(sx, 247);
  await page.keyboard.press('Control+Enter');
  const added = await until(async () => { const a = await newest(before); return a.length && a; }) || [];
  await drawn();
  await snap(`new-${scenario}-${players}`);
  const setup = added.length === 1 ? JSON.parse((await saves())[added[0]]).setup : {};
  await check(`a new ${scenario} campaign, ${players}: ${added[0]} (${setup.scenario}, ${setup.players})`,
    added.length === 1 && setup.scenario === scenario && (setup.players ?? 'solitaire') === players);
  await click(55, 14);
}

// 15. The guided example: it opens on its first step, which plays.
{
  const before = await saves();
  await click(616, 164);
  const added = await until(async () => { const a = await newest(before); return a.length && a; }) || [];
  await drawn();
  await snap('guided-example');
  await check(`the guided example opened (${added.join(', ') || 'no new save'})`, added.length === 1);
  const k = added[0];
  const n = choices((await saves())[k]);
  // Its first step asks for "Stand by at Hawkinge", the third option.
  await press('3');
  await check('the guided example plays its first step (Stand by at Hawkinge, key 3)', await played(k, n + 1));
  await drawn();
  await snap('guided-example-step');
  await click(55, 14);
}

// 16. Offline once loaded: the service worker keeps the page's files.
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
const count = Object.keys(await saves()).length;
await context.setOffline(true);
await started('offline reload');
await snap('offline');
await check(`offline, the page loads from its cache with every campaign (${count} entries)`,
  Object.keys(await saves()).length === count);
await context.setOffline(false);

// A new solitaire campaign from the start screen (the form keeps the last
// game's players), on its first question: its save's key.
async function solitaire() {
  const before = await saves();
  await click(W / 2, 5);
  await click(15, 146);
  await page.keyboard.press('Control+Enter');
  const [k] = await until(async () => { const a = await newest(before); return a.length && a; }) || [];
  await drawn();
  return k;
}

// 17. A panic shows the crash note: what happened, that the campaigns are
// safe, the report to copy; the save holds the campaign as it was.
{
  const k = await solitaire();
  const held = (await saves())[k];
  crashing = true;
  await page.evaluate(() => localStorage.setItem('LONDONS_BURNING_TEST_PANIC', 'after-choice'));
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.body.dataset.state === 'crashed', null, { timeout: 10000 }).catch(() => {});
  await snap('crash-note');
  const report = await page.evaluate(() => document.getElementById('crash-report').value);
  await check('a panic shows the crash note with its report',
    (await page.evaluate(() => document.body.dataset.state)) === 'crashed' && /after-choice/.test(report)
    && /Campaign: /.test(report));
  await check('the save was not touched by the choice that panicked', (await saves())[k] === held);
  await page.evaluate(() => localStorage.removeItem('LONDONS_BURNING_TEST_PANIC'));
  problems.length = 0;
  crashing = false;
  await started('reload after the crash');
}

// 18. The browser's storage full (about 5 MB a site): filled by the test to
// the brim. A decision's save that does not fit first drops the kept
// reviews (copies the app computes again) and is written; when it still
// does not fit, the page says so in red, the play screen shows "Not
// saved", nothing stored is lost, and the game keeps the decision: once
// there is room, the next decision's save holds both.
{
  const k = await solitaire();
  const reviewKeys = () => saves().then((x) => Object.keys(x).filter((n) => n.includes('/reviews/')));
  const reviews = await reviewKeys();
  // Fills the storage with entries of halving sizes until not one more
  // character fits, the last by lengthening one entry (a new entry's key
  // takes room too: a save growing by less would still fit); gives the
  // number of characters added.
  const fill = () => page.evaluate(() => {
    let size = 1 << 20, added = 0, n = 0;
    const grow = (key) => {
      try {
        localStorage.setItem(key, (localStorage.getItem(key) ?? '') + 'x'.repeat(size));
        added += size;
        return true;
      } catch (e) {
        if (e.name !== 'QuotaExceededError') throw e;
        size >>= 1;
        return false;
      }
    };
    grow('test-filler-last');
    while (size >= 64) if (grow(`test-filler-${n}`)) n += 1;
    while (size >= 1) grow('test-filler-last');
    return added;
  });
  const noteFull = () => page.evaluate(() => document.getElementById('note').classList.contains('full'));
  const n0 = choices((await saves())[k]);
  const filled = await fill();
  await press('1');
  await check(`storage full (${(filled / 1e6).toFixed(2)} M characters added), kept reviews there `
    + `(${reviews.length}): they are dropped and the decision saved`,
    reviews.length > 0 && await played(k, n0 + 1) && (await reviewKeys()).length === 0 && !(await noteFull()));
  await fill();
  const held = await saves();
  await press('1');
  await until(noteFull, 10000);
  await drawn();
  await snap('storage-full');
  const note = await page.evaluate(() => document.getElementById('note').textContent);
  await check(`a decision that does not fit says so: "${note.slice(0, 60)}…"`,
    (await noteFull()) && /storage for this site is full: the last change was NOT saved/.test(note));
  await check('nothing stored was lost or changed', JSON.stringify(await saves()) === JSON.stringify(held));
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('test-filler-')) localStorage.removeItem(key);
  });
  const kept = JSON.parse(held[k]);
  await press('1');
  await check('with room again, the next decision saves the one not saved too',
    await played(k, n0 + 3)
    && JSON.stringify(JSON.parse((await saves())[k]).choices.slice(0, n0 + 1)) === JSON.stringify(kept.choices));
  await check('the page\'s note says so no more', await until(async () => !(await noteFull()), 5000));
  await drawn();
  await snap('storage-room-again');
  await click(55, 14);
}

// 19. Spanish: a browser in Spanish gets the game in Spanish (the page's
// note too); a new campaign is a "Campaña".
{
  const es = await browser.newContext({ viewport: { width: W, height: H }, locale: 'es-ES' });
  page = await es.newPage();
  watch(page);
  await started('Spanish');
  await snap('es-start');
  await check('the page speaks Spanish', (await page.evaluate(() => document.getElementById('note').textContent))
    .startsWith('Las campañas'));
  await page.keyboard.press('Control+Enter');
  const [k] = await until(async () => { const a = Object.keys(await saves()); return a.length && a; }) || [];
  await drawn();
  await snap('es-play');
  await check(`a new campaign in Spanish: ${k}`, k && JSON.parse((await saves())[k]).name.startsWith('Campaña'));
}
console.log(`PASS: ${passed} checks; screenshots in ${out}`);
await browser.close();
