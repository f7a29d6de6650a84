// Lighthouse mobile (the default preset: simulated slow 4G, 4x CPU) for a list of URLs, N runs each in a fresh
// headless Chromium, pages interleaved run by run (a load spike on the shared machine hits every page, not one).
// Prints one JSON object: per URL the medians and the spread ((max−min)/median, %) of score, LCP, FCP, TTFB (the
// document's server response time as Lighthouse saw it), TBT, CLS, and the accessibility and SEO scores.
// Usage: node bench/lighthouse-pages.mjs --runs 3 URL...
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const argv = process.argv.slice(2);
const i = argv.indexOf('--runs');
const runs = i >= 0 ? Number(argv.splice(i, 2)[1]) : 3;
const urls = argv;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

const num = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const cat = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      score: cat(lhr, 'performance'),
      lcpMs: num(lhr, 'largest-contentful-paint'),
      fcpMs: num(lhr, 'first-contentful-paint'),
      ttfbMs: num(lhr, 'server-response-time'),
      tbtMs: num(lhr, 'total-blocking-time'),
      cls: num(lhr, 'cumulative-layout-shift'),
      a11y: cat(lhr, 'accessibility'),
      seo: cat(lhr, 'seo'),
      failedSeo: Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories.seo.auditRefs.some((r) => r.id === a.id)).map((a) => a.id),
      failedA11y: Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id)).map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  const n = s.length;
  return n ? (n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2) : null;
};

/** @type {Record<string, Awaited<ReturnType<typeof runOnce>>[]>} */
const results = Object.fromEntries(urls.map((u) => [u, []]));
for (let r = 0; r < runs; r++) for (const u of urls) results[u].push(await runOnce(u));
const out = {};
for (const [u, list] of Object.entries(results)) {
  const med = {};
  const spreadPct = {};
  for (const k of ['score', 'lcpMs', 'fcpMs', 'ttfbMs', 'tbtMs', 'cls', 'a11y', 'seo']) {
    const xs = list.map((o) => o[k]).filter((x) => x != null);
    const m = median(xs);
    med[k] = m == null ? null : Math.round(m * 1000) / 1000;
    spreadPct[k] = m ? Math.round(((Math.max(...xs) - Math.min(...xs)) / m) * 1000) / 10 : 0;
  }
  out[u] = { median: med, spreadPct, failed: [...new Set(list.flatMap((o) => [...o.failedSeo, ...o.failedA11y]))] };
}
console.log(JSON.stringify(out));
