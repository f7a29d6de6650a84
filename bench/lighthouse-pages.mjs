// Lighthouse mobile (the default preset: simulated slow 4G, 4x CPU) for a list of URLs, N runs each in a fresh
// headless Chromium, pages interleaved run by run and the order reversed every other run (ABBA: a load spike on the
// shared machine hits every page, and no page always runs first).
// Prints one JSON object { runs: { URL: [per-run figures] } }: score, LCP, FCP, TTFB (the document's server response
// time as Lighthouse saw it), TBT, CLS, main-thread work, script boot-up, JS transferred, the main-thread breakdown by
// Lighthouse's groups and the long tasks, the observed FCP and the main thread's tasks after it (wall and thread CPU:
// startupTasks below); with --categories all also the accessibility and SEO scores.
// --save DIR writes each run's full report (LHR JSON, incl. the audits' details) there.
// A URL ending in #no-scripts is loaded with every script request blocked (the page's HTML and CSS alone: bench/web.mjs --layers).
// --throttling devtools: Lighthouse's real throttling (CPU slowed 4x and the network to 150 ms RTT, 1.6 Mbps while the
// page loads) instead of its simulation from an unthrottled load (the default, `simulate`). On a busy 2-core machine
// the simulation multiplies by 4 the time the renderer was off the CPU, so the same build's TBT spreads widely there.
// Usage: node bench/lighthouse-pages.mjs --runs 3 [--categories all] [--save DIR] [--throttling simulate|devtools] URL...
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const argv = process.argv.slice(2);
const take = (name, def) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv.splice(i, 2)[1] : def;
};
const runs = Number(take('--runs', 3));
const allCategories = take('--categories', 'performance') === 'all';
const saveDir = take('--save', '');
const throttlingMethod = take('--throttling', 'simulate');
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') throw new Error(`--throttling: simulate or devtools, not ${throttlingMethod}`);
/** How much longer Lighthouse counts an observed task: 4x in its simulation, as observed when the load was throttled. */
const slowdown = throttlingMethod === 'simulate' ? 4 : 1;
const urls = argv;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

const num = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const cat = (lhr, id) => (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : null);
const failedIn = (lhr, id) =>
  lhr.categories[id] ? Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories[id].auditRefs.some((r) => r.id === a.id)).map((a) => a.id) : [];

/**
 * The page's own main-thread tasks after the observed first contentful paint, from the trace Lighthouse recorded:
 * Lighthouse's simulation counts each of them as 4 x its observed (unthrottled) length, and every observed task longer
 * than 12.5 ms adds blocking time; with devtools throttling a task counts as observed (`slowdown`). A task's observed
 * length is wall time: on a busy machine the renderer is also off the CPU in the middle of a task (other processes:
 * Chrome's compositor and browser threads, the server). So both are given:
 * the wall time, the renderer's own thread CPU time (`tdur`), and the naive blocking time computed from each.
 * @param {{ traceEvents: any[] } | undefined} trace
 */
function startupTasks(trace) {
  const ev = trace?.traceEvents ?? [];
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
  const thread = fcp && ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid);
  if (!fcp || !thread) return null;
  const tasks = ev
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {any[]} top-level tasks only (a nested RunTask is part of its parent) */
  const top = [];
  for (const t of tasks) if (!top.length || t.ts >= top[top.length - 1].ts + top[top.length - 1].dur) top.push(t);
  const after = top.filter((t) => t.ts >= fcp.ts);
  const sum = (/** @type {(t: any) => number} */ f) => Math.round(after.reduce((s, t) => s + f(t), 0));
  return {
    wallMs: sum((t) => t.dur / 1000),
    cpuMs: sum((t) => (t.tdur ?? t.dur) / 1000),
    blockingFromWallMs: sum((t) => Math.max(0, (slowdown * t.dur) / 1000 - 50)),
    blockingFromCpuMs: sum((t) => Math.max(0, (slowdown * (t.tdur ?? t.dur)) / 1000 - 50)),
  };
}

async function runOnce(url, tag) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const onlyCategories = allCategories ? ['performance', 'accessibility', 'seo'] : ['performance'];
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories, throttlingMethod, ...(url.endsWith('#no-scripts') ? { blockedUrlPatterns: ['*.js'] } : {}) });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (saveDir) writeFileSync(path.join(saveDir, `${tag}.json`), JSON.stringify(lhr));
    /** @param {{ details?: unknown } | undefined} audit @returns {any[]} a table audit's rows */
    const items = (audit) => /** @type {{ items?: any[] } | undefined} */ (audit?.details)?.items ?? [];
    const resources = items(lhr.audits['resource-summary']);
    const groups = Object.fromEntries(items(lhr.audits['mainthread-work-breakdown']).map((i) => [i.group, Math.round(i.duration)]));
    const longTasks = items(lhr.audits['long-tasks']).map((t) => ({ url: t.url, start: Math.round(t.startTime), ms: Math.round(t.duration) }));
    return {
      score: cat(lhr, 'performance'),
      lcpMs: num(lhr, 'largest-contentful-paint'),
      fcpMs: num(lhr, 'first-contentful-paint'),
      ttfbMs: num(lhr, 'server-response-time'),
      tbtMs: num(lhr, 'total-blocking-time'),
      cls: num(lhr, 'cumulative-layout-shift'),
      mainThreadMs: num(lhr, 'mainthread-work-breakdown'),
      bootupMs: num(lhr, 'bootup-time'),
      jsBytes: resources.find((i) => i.resourceType === 'script')?.transferSize ?? null,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      observedFcpMs: items(lhr.audits.metrics)[0]?.observedFirstContentfulPaint ?? null,
      afterFcp: startupTasks(/** @type {any} */ (result.artifacts)?.Trace),
      a11y: cat(lhr, 'accessibility'),
      seo: cat(lhr, 'seo'),
      failed: [...failedIn(lhr, 'seo'), ...failedIn(lhr, 'accessibility')],
      groups,
      longTasks,
    };
  } finally {
    chrome.kill();
  }
}

if (saveDir) mkdirSync(saveDir, { recursive: true });
/** @type {Record<string, Awaited<ReturnType<typeof runOnce>>[]>} */
/** @type {Record<string, (Awaited<ReturnType<typeof runOnce>> | null)[]>} */
const results = Object.fromEntries(urls.map((u) => [u, []]));
for (let r = 0; r < runs; r++) {
  const order = r % 2 ? [...urls].reverse() : urls;
  for (const u of order) {
    const tag = `${urls.indexOf(u)}-run${r}`;
    try {
      results[u].push(await runOnce(u, tag));
    } catch (err) {
      // one failed run (a timeout under load) must not lose the others: it is left out and counted
      console.error(`lighthouse ${u} run ${r}: ${err instanceof Error ? err.message : err}`);
      results[u].push(null);
    }
  }
}
console.log(JSON.stringify({ runs: results }));
