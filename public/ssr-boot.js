// Starts the app after the server-rendered page has loaded and been painted (see server/ssr/document.ts).
const e = new URL(import.meta.url).searchParams.get('entry');
if (e && /^\/assets\/[\w.-]+\.js$/.test(e)) {
  let s = 0;
  const go = () => s++ || import(e).catch((err) => console.error('app start failed', err));
  const paint = () => (requestAnimationFrame(() => setTimeout(go, 0)), setTimeout(go, 300));
  if (document.readyState === 'complete') paint();
  else addEventListener('load', paint, { once: true });
  setTimeout(go, 4000);
}
