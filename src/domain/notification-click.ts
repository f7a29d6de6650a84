/**
 * What a tap on a customer's order notification does (issue 28), for the service worker's `notificationclick`
 * (sw/sw.ts) — here, without worker types, so it can be tested as a function:
 *   1. a window that already shows the order's tracking page (the `#k=` key fragment aside) is brought forward;
 *   2. else a window of the app that this service worker controls and that shows a customer's page is taken to the
 *      order's tracking page and brought forward — never a staff page (desk, courier, back office) and never the
 *      checkout, whose form the customer may be filling in;
 *   3. else a new window opens on the tracking page (also from a cold start of the installed app).
 * A window that cannot be navigated (navigate() rejects or answers null) falls through to the next step.
 */

/** The part of a WindowClient used here. */
export interface ClickWindow {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The part of the worker's `clients` used here. */
export interface ClickClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly ClickWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

export type ClickOutcome = 'focused' | 'navigated' | 'opened';

/** Pages a notification never takes away: the staff's and the checkout. */
const KEPT_PAGES = /^\/(desk|courier|delivery|ops|checkout)(\/|$)/;

/** The URL without its fragment (the order's key travels there and differs between links of one order). */
const withoutHash = (href: string) => {
  const u = new URL(href);
  u.hash = '';
  return u.href;
};

/** `url`: the order's tracking page, absolute (the worker's origin). */
export async function openOrderPage(clients: ClickClients, url: string): Promise<ClickOutcome> {
  const target = withoutHash(url);
  const all = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = all.find((c) => withoutHash(c.url) === target);
  if (showing) {
    await showing.focus();
    return 'focused';
  }
  const origin = new URL(url).origin;
  const controlled = await clients.matchAll({ type: 'window', includeUncontrolled: false });
  for (const c of controlled) {
    const at = new URL(c.url);
    if (at.origin !== origin || KEPT_PAGES.test(at.pathname)) continue;
    const moved = await c.navigate(url).catch(() => null);
    if (!moved) continue;
    await c.focus();
    return 'navigated';
  }
  await clients.openWindow(url);
  return 'opened';
}

/**
 * Hands the click's work to the event (`waitUntil`). A notificationclick dispatched by a test (new NotificationEvent,
 * not trusted) has no waitUntil window and throws InvalidStateError: only then is it let through — the work runs all
 * the same — and every other error still throws.
 */
export function extendClick(event: { readonly isTrusted: boolean; waitUntil(p: Promise<unknown>): void }, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch (err) {
    const synthetic = !event.isTrusted && err instanceof Error && err.name === 'InvalidStateError';
    if (!synthetic) throw err;
  }
}
