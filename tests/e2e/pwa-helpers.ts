/**
 * Helpers of the PWA specs (issue 4): service worker readiness, the precache, the persisted React Query cache in
 * IndexedDB, and persistent Chromium profiles (a "browser restart" is closing and relaunching the same profile).
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, chromiumArgs } from '../../playwright.config.ts';
import { expect } from './fixtures.ts';

/** Waits until a service worker controls the page and has finished activating (it registers after the first render). */
export async function swControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  // `ready` resolves once the worker is active, which includes its 'activating' phase: wait for the end of it
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** Paths (without the workbox revision parameter) in the precache. */
export async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.includes('precache'));
    const out: string[] = [];
    for (const n of names) {
      for (const req of await (await caches.open(n)).keys()) {
        const u = new URL(req.url);
        out.push(u.pathname);
      }
    }
    return out;
  });
}

/** Query keys in the persisted React Query cache (IndexedDB lieferzone/query-cache/rq). */
export async function persistedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const req = <T,>(r: IDBRequest<T>) => new Promise<T>((res, rej) => {
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error ?? new Error('IndexedDB request failed'));
    });
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'lieferzone')) return [];
    const db = await req(indexedDB.open('lieferzone'));
    try {
      if (!db.objectStoreNames.contains('query-cache')) return [];
      // the async storage persister stores the client as JSON
      const raw = (await req(db.transaction('query-cache').objectStore('query-cache').get('rq'))) as string | undefined;
      const v = (raw ? JSON.parse(raw) : undefined) as { clientState?: { queries?: { queryKey: unknown[] }[] } } | undefined;
      return (v?.clientState?.queries ?? []).map((q) => JSON.stringify(q.queryKey));
    } finally {
      db.close();
    }
  });
}

/**
 * Waits until the persisted client in IndexedDB `db` (the customer app's 'lieferzone', the desk's 'lieferzone-desk')
 * holds `count` pending mutations: the persister saves throttled, so a reload right after an offline action could
 * come before the save. Waiting for the saved state instead of a fixed time holds on a busy machine too.
 */
export async function waitPersistedMutations(page: Page, count: number, db = 'lieferzone'): Promise<void> {
  const pending = () => page.evaluate(async (name) => {
    const req = <T,>(r: IDBRequest<T>) => new Promise<T>((res, rej) => {
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error ?? new Error('IndexedDB request failed'));
    });
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return 0;
    const idb = await req(indexedDB.open(name));
    try {
      if (!idb.objectStoreNames.contains('query-cache')) return 0;
      const raw = (await req(idb.transaction('query-cache').objectStore('query-cache').get('rq'))) as string | undefined;
      const v = (raw ? JSON.parse(raw) : undefined) as { clientState?: { mutations?: { state: { status: string } }[] } } | undefined;
      return (v?.clientState?.mutations ?? []).filter((m) => m.state.status === 'pending').length;
    } finally {
      idb.close();
    }
  }, db);
  await expect.poll(pending, { timeout: 15_000 }).toBe(count);
}

/** Waits until the persisted cache holds a query whose key contains every part. */
export async function waitPersisted(page: Page, ...parts: string[]): Promise<void> {
  await expect
    .poll(async () => (await persistedQueryKeys(page)).some((k) => parts.every((p) => k.includes(p))), { timeout: 15_000 })
    .toBe(true);
}

/** A persistent Chromium profile: the same directory relaunched is a restarted browser. */
export class Profile {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'lz-pwa-profile-'));
  context: BrowserContext | null = null;

  async launch(opts: { offline?: boolean; baseURL?: string } = {}): Promise<BrowserContext> {
    this.context = await chromium.launchPersistentContext(this.dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
      headless: true,
      baseURL: opts.baseURL ?? BASE_URL,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      viewport: { width: 1280, height: 800 },
    });
    if (opts.offline) await this.context.setOffline(true);
    return this.context;
  }

  async page(): Promise<Page> {
    if (!this.context) throw new Error('profile not launched');
    return this.context.pages()[0] ?? this.context.newPage();
  }

  async close(): Promise<void> {
    await this.context?.close();
    this.context = null;
  }

  async dispose(): Promise<void> {
    await this.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
