/**
 * Starts downloading an image the coming screen will show, as soon as its URL is known (e.g. when the route's data
 * has arrived), instead of when that screen has rendered: the `<img>` that shows it later reuses the download
 * (the browser's image cache is keyed by URL). Each URL is requested once; nothing happens outside a browser.
 */
const started = new Map<string, HTMLImageElement>();
/** Most URLs kept referenced (an Image object must not be collected while its download runs). */
const MAX_KEPT = 24;

export function preloadImage(src: string | null | undefined, priority: 'high' | 'auto' = 'auto'): void {
  if (!src || typeof Image === 'undefined' || started.has(src)) return;
  const img = new Image();
  img.decoding = 'async';
  if (priority === 'high') img.fetchPriority = 'high';
  img.src = src;
  started.set(src, img);
  if (started.size > MAX_KEPT) started.delete(started.keys().next().value as string);
}
