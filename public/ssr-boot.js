// Starts the app after the server-rendered page has loaded and been painted (see server/ssr/document.ts).
// `entry` is the app's entry chunk, `pre` the chunks it imports (in the build's order): all start loading at once,
// and each is evaluated in a task of its own, the browser may paint and take input between them (issue 27:
// evaluating the app's code was one task of ~330-450 ms at 4x CPU after the page was painted).
const q = new URL(import.meta.url).searchParams;
/** @param {string} u */
const ok = (u) => /^\/assets\/[\w.-]+\.js$/.test(u);
const e = q.get('entry');
if (e && ok(e)) {
  const pre = (q.get('pre') ?? '').split(',').filter(ok);
  const tick = () => new Promise((r) => setTimeout(r, 0));
  const load = async () => {
    for (const u of [...pre, e]) {
      const l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = u;
      document.head.append(l);
    }
    for (const u of pre) {
      await import(u);
      await tick();
    }
    await import(e);
  };
  let s = 0;
  const go = () => s++ || load().catch((err) => console.error('app start failed', err));
  const paint = () => (requestAnimationFrame(() => setTimeout(go, 0)), setTimeout(go, 300));
  if (document.readyState === 'complete') paint();
  else addEventListener('load', paint, { once: true });
  setTimeout(go, 4000);
}
