// Starts the app after the server-rendered page has loaded and been painted (see server/ssr/document.ts).
const e = new URL(import.meta.url).searchParams.get('entry');
if (e && /^\/assets\/[\w.-]+\.js$/.test(e)) {
  // the route's code chunks, named by the server in an inert template: into the head one per task (appending a module
  // preload costs the main thread ~5 ms at 4x CPU; Vite's preload helper, which finds them there, appended them all in
  // one long task)
  const template = /** @type {HTMLTemplateElement | null} */ (document.getElementById('lz-preloads'));
  const links = [...(template?.content.children ?? [])];
  const preload = () => {
    const l = links.shift();
    const href = l?.getAttribute('href') ?? '';
    // on a fast connection the app may have asked for the rest itself already: no second link for a chunk
    const url = new URL(href, location.href).href;
    const present = [...document.head.querySelectorAll('link[rel="modulepreload"]')].some((x) => /** @type {HTMLLinkElement} */ (x).href === url);
    if (l && /^\/assets\/[\w.-]+\.js$/.test(href) && !present) document.head.append(l);
    else l?.remove();
    if (links.length) setTimeout(preload, 0);
  };
  let s = 0;
  const go = () => s++ || (import(e).catch((err) => console.error('app start failed', err)), preload());
  const paint = () => (requestAnimationFrame(() => setTimeout(go, 0)), setTimeout(go, 300));
  if (document.readyState === 'complete') paint();
  else addEventListener('load', paint, { once: true });
  setTimeout(go, 4000);
}
