// Starts the app on a server-rendered page (issue 17, server/ssr/document.ts) once the page has loaded and been
// painted: the HTML is readable at once, and its LCP image does not share the connection with the app's code, which
// is only needed to take the page over (hydration); until then links and forms work as plain HTML.
const entry = new URL(import.meta.url).searchParams.get('entry');
if (entry && /^\/assets\/[\w.-]+\.js$/.test(entry)) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry).catch((err) => console.error('app start failed', err));
  };
  // after the next painted frame (a hidden tab paints none: the timer starts it)
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 300);
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  // a page whose images take long still starts
  setTimeout(start, 4000);
}
