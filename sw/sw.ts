/// <reference lib="WebWorker" />
/**
 * Lieferzone service worker (vite-plugin-pwa `injectManifest`, conventions §12).
 *
 * - Precache (manifest injected at build time): the app shell (index.html, entry JS/CSS), every route chunk, the
 *   built-in demo vendor's chunk, the three merged translation files, icons and the web app manifest.
 * - Navigation: network first (server-rendered pages), the precached index.html when the network does not answer in
 *   time, so a closed tab reopens offline; the server's own prefixes (/api, /auth, /rest, /media, /dev, /config.json, /robots.txt, /sitemap*.xml) never get the shell.
 * - Runtime caches with expiration: vendor/product images under /media (CacheFirst), fonts (CacheFirst),
 *   map tiles of the configured tile server (CacheFirst), /config.json (StaleWhileRevalidate), and the maps' own code
 *   and shipped basemap data (maplibre chunks, assets/map-*.json; content-hashed, CacheFirst) once a map has been shown,
 *   so a map seen once works offline.
 * - API data is NOT cached here: React Query persistence (IndexedDB) owns it, with its own age and build buster.
 * - Background Sync (sync tag `lz-courier-actions`): the courier's actions tapped offline are sent with the page
 *   closed (courier-sync.ts).
 * - Updates: a new worker waits until the page asks it to take over (SKIP_WAITING message from the update toast);
 *   then it claims the open pages and outdated precaches are removed.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { extendClick, openOrderPage } from '../src/domain/notification-click.ts';
import { registerCourierSync } from './courier-sync.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Runtime cache names (strategies cache only status-200 responses by default). */
const CACHE_NAMES = {
  media: 'lz-media-v1',
  fonts: 'lz-fonts-v1',
  tiles: 'lz-map-tiles-v1',
  map: 'lz-map-v1',
  config: 'lz-config-v1',
} as const;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths of the server (never answered with the app shell). */
const NOT_APP = [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/rest(\/|$)/, /^\/media(\/|$)/, /^\/dev(\/|$)/, /^\/config\.json$/, /^\/sw\.js$/, /^\/locales\//, /^\/robots\.txt$/, /^\/sitemap(-\d+)?\.xml$/];
/**
 * Navigations go to the network first: the server renders the first screens and content pages (issue 17), and its
 * HTML is fresher than anything kept here. Without an answer within NAVIGATION_TIMEOUT_MS (offline, a dead link) or
 * with a server error, the precached shell answers and renders from the persisted query cache, as before.
 */
const NAVIGATION_TIMEOUT_MS = 2500;
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const network = fetch(options.request).catch(() => null);
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS));
      const res = await Promise.race([network, timeout]);
      // a redirect (opaque to the worker) and a missing page's 404 are the server's answers; 5xx: the shell
      if (res && (res.type === 'opaqueredirect' || res.status < 500)) return res;
      return shell(options);
    },
    { denylist: NOT_APP },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url, request }) => sameOrigin(url) && url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: CACHE_NAMES.media,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request }) => request.destination === 'font',
  new CacheFirst({
    cacheName: CACHE_NAMES.fonts,
    plugins: [
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 365 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// The maps' code and the shipped basemap (not precached: only for the screens that show a map). Hashed file names:
// a cached copy is always the right one; old builds' files leave by the entry limit.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && /^\/assets\/(maplibre[^/]*|map-[^/]+\.json)$/.test(url.pathname),
  new CacheFirst({
    cacheName: CACHE_NAMES.map,
    plugins: [new ExpirationPlugin({ maxEntries: 16, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Map tiles: only from the tile/style server named in /config.json (mapTilesUrl / mapStyleUrl), when configured.
const tileOrigins = new Set<string>();
function learnTileOrigins(cfg: unknown): void {
  if (typeof cfg !== 'object' || cfg === null) return;
  for (const key of ['mapTilesUrl', 'mapStyleUrl']) {
    const v = (cfg as Record<string, unknown>)[key];
    if (typeof v !== 'string') continue;
    try {
      tileOrigins.add(new URL(v, self.location.origin).origin);
    } catch {
      // not a URL: nothing to cache
    }
  }
}
registerRoute(
  ({ url, request }) => request.method === 'GET' && tileOrigins.has(url.origin) && !sameOrigin(url),
  new CacheFirst({
    cacheName: CACHE_NAMES.tiles,
    plugins: [
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/config.json',
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.config,
    plugins: [
      new ExpirationPlugin({ maxEntries: 2, maxAgeSeconds: 30 * 24 * 3600 }),
      {
        cacheDidUpdate: async ({ newResponse }) => {
          learnTileOrigins(await newResponse.clone().json().catch(() => null));
        },
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (cachedResponse) learnTileOrigins(await cachedResponse.clone().json().catch(() => null));
          return cachedResponse;
        },
      },
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// clientsClaim: an activated worker takes over the open pages at once (first install and accepted updates)
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(self.clients.claim());
});

registerCourierSync(self);

// Web Push for the restaurant's order desk (issue 14): a new order while the desk tab is in the background (or
// closed) shows a notification; the same tag as the open desk's own notification, so one order is announced once.
// An order unanswered for a minute (issue 32: 'order-waiting', from another desk's escalation) alerts again.
interface DeskPush {
  type: 'new-order' | 'order-waiting';
  orderNr: string;
  title: string;
  body: string;
}
function deskPushOf(data: PushMessageData | null): DeskPush | null {
  try {
    const v: unknown = data?.json();
    if (typeof v !== 'object' || v === null) return null;
    const p = v as Record<string, unknown>;
    if ((p.type !== 'new-order' && p.type !== 'order-waiting') || typeof p.orderNr !== 'string' || typeof p.title !== 'string' || typeof p.body !== 'string') return null;
    return { type: p.type, orderNr: p.orderNr, title: p.title, body: p.body };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const push = deskPushOf(event.data);
  if (!push) return;
  // `renotify` (alert again under the same tag) is in Chrome and the spec but not in TypeScript's DOM types
  const options: NotificationOptions & { renotify: boolean } = {
    body: push.body,
    tag: `lz-desk-${push.orderNr}`,
    icon: '/icons/icon-192.png',
    requireInteraction: true,
    renotify: push.type === 'order-waiting',
    data: { url: '/desk' },
  };
  event.waitUntil(self.registration.showNotification(push.title, options));
});

// a tap on the notification brings the open desk forward, or opens it
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  if (!event.notification.tag.startsWith('lz-desk-')) return;
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (list) => {
      const desk = list.find((c) => new URL(c.url).pathname === '/desk');
      if (desk) {
        await desk.focus();
        return;
      }
      await self.clients.openWindow('/desk');
    }),
  );
});

// Web Push for customers (issue 28): a change of an order the customer subscribed to (accepted, on the way, delivered,
// cancelled, refused), its text already in the order's language; a tap opens that order's tracking page — brought
// forward when it is open, otherwise in a new window (also from a cold start of the installed app).
interface OrderPush {
  orderNr: string;
  title: string;
  body: string;
  url: string;
}
function orderPushOf(data: PushMessageData | null): OrderPush | null {
  try {
    const v: unknown = data?.json();
    if (typeof v !== 'object' || v === null) return null;
    const p = v as Record<string, unknown>;
    if (p.type !== 'order-change' || typeof p.orderNr !== 'string' || typeof p.title !== 'string' || typeof p.body !== 'string') return null;
    // only a page of this app: a path, never another origin
    if (typeof p.url !== 'string' || !p.url.startsWith('/order/')) return null;
    return { orderNr: p.orderNr, title: p.title, body: p.body, url: p.url };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const push = orderPushOf(event.data);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      // one notification per order: a newer change replaces the older one
      tag: `lz-order-${push.orderNr}`,
      icon: '/icons/icon-192.png',
      data: { url: push.url },
    }),
  );
});

// a tap: src/domain/notification-click.ts (the order's page brought forward, another customer page of the app taken
// there, else a new window); a test's synthetic click (not trusted) may not extend the event, the rest still runs
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  if (!event.notification.tag.startsWith('lz-order-')) return;
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = typeof data?.url === 'string' && data.url.startsWith('/order/') ? data.url : '/track-order';
  const url = new URL(path, self.location.origin).href;
  extendClick(event, openOrderPage(self.clients, url));
});
