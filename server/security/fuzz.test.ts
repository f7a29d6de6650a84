/**
 * Security review, findings 12 and 13: every route of the app, found from the app itself, gets the bad-input classes
 * of the review in its query, its path parameters and its body (JSON nested 5,000 levels deep too). No answer may be a
 * 5xx and nothing in the database may change. The order, vendor PATCH and :import bodies are valid ones with one
 * string field at a time made bad, so the bad value reaches the deepest place a real request would take it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { IDS, auth, createApi, makeCatalog, makeVendor, orderBody, tokenOf, type TestApi } from '../vendor-api/test-fixtures.ts';

const BAD: Record<string, string> = {
  nul: 'Anna\u0000Muster',
  'lone high surrogate': 'Anna\ud800',
  'lone low surrogate': '\udc00Muster',
  'control character': 'Klingel\u0007',
  escape: 'x\u001b[31m',
  'C1 control': 'x\u0085y',
};
/**
 * Percent-encoding as an attacker sends it: a lone surrogate has no UTF-8 form, so it goes out as the three bytes of
 * its code point (what a careless encoder writes), which decode to U+FFFD or the surrogate itself.
 */
function pct(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += c >= 0xd800 && c <= 0xdfff
      ? [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      : encodeURIComponent(ch);
  }
  return out;
}
const DEEP = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
/** query parameter names the routes read */
const QUERY_NAMES = [
  'q', 'filter', 'requestId', 'orderId', 'to', 'select', 'postalCode', 'keepAlive', 'startSeq', 'startTime', 'view',
  'pageToken', 'pageSize', 'grant_type', 'redirect_to', 'type', 'token', 'scope', 'city', 'lat', 'lng', 'lang', 'order',
  'limit', 'offset', 'on_conflict', 'columns', 'updateMask', 'w', 'h', 'seed', 'label', 'nr',
];
const V = IDS.pizza;

let api: TestApi;
let apikey: string;
let dist: string;
beforeAll(async () => {
  // a built app to serve (without one the page routes answer 503 "not built yet", whatever the input)
  dist = mkdtempSync(path.join(tmpdir(), 'lz-fuzz-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><head><title>Lieferzone</title></head><body></body></html>');
  api = await createApi({ DEMO_MODE: '1', DIST_DIR: dist });
  apikey = (await api.app.inject({ url: '/config.json' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
});
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A fingerprint of every row of every table of the public and auth schemas. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_schema in ('public', 'auth') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { s, t } of tables) {
    const [r] = await db.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as h from "${s}"."${t}" x`,
    );
    out[`${s}.${t}`] = `${r!.n}:${r!.h ?? ''}`;
  }
  return out;
}

/** Every string leaf of a JSON value, as a path and a way to build a copy with that leaf replaced. */
function stringLeaves(value: unknown, path: (string | number)[] = []): { path: string; replace: (v: string) => unknown }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), replace: (v) => v }];
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([k, v]) =>
    stringLeaves(v, [...path, k]).map((leaf) => ({
      path: leaf.path,
      replace: (bad: string) => {
        if (Array.isArray(value)) return value.map((v: unknown, i) => (i === k ? leaf.replace(bad) : v));
        return { ...(value as Record<string, unknown>), [k]: leaf.replace(bad) };
      },
    })),
  );
}

const headersFor = (url: string): Record<string, string> =>
  url.startsWith('/auth/') || url.startsWith('/rest/') ? { apikey } : url.startsWith('/api/') ? auth(tokenOf(V)) : {};

/** A concrete URL for a route pattern: parameters filled with a real vendor id, or with `fill`. */
function concrete(pattern: string, fill?: string): string {
  const literalColon = '\u0001'; // Fastify writes a literal ':' (custom methods such as `{id}:placeOrder`) as '::'
  return pattern
    .replace(/\([^)]*\)/g, '') // parameter regexes, e.g. :vendor(^[^:]*)
    .replace(/::/g, literalColon)
    .replace(/:vendor\b|:id\b/g, fill === undefined ? V : pct(fill))
    .replace(/:(\w+)/g, (_m, name: string) => (fill === undefined ? (name === 'table' ? 'user_addresses' : 'x') : pct(fill)))
    .replace(/\*$/, fill === undefined ? 'x' : pct(fill))
    .replaceAll(literalColon, ':');
}

describe('bad input on every route', () => {
  it('when every route gets bad strings in query, path and body and a 5,000-level body, then none answers 5xx and nothing changes', async () => {
    const routes = api.app.routeList.filter((r) => r.method !== 'OPTIONS' && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(30);
    const before = await snapshot(api.tdb.db);
    const failures: string[] = [];
    const refused = new Map<string, number>();
    const send = async (what: string, opts: InjectOptions) => {
      const r = await api.app.inject({ ...opts, remoteAddress: `203.0.113.${(refused.size % 200) + 1}` });
      if (r.statusCode >= 500) failures.push(`${what} → ${r.statusCode} ${r.body.slice(0, 120)}`);
      refused.set(what, r.statusCode);
    };
    for (const route of routes) {
      const method = route.method as InjectOptions['method'];
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const base = concrete(route.url);
      for (const [name, bad] of Object.entries(BAD)) {
        const query = QUERY_NAMES.map((q) => `${q}=${pct(bad)}`).join('&');
        await send(`${route.method} ${route.url} query ${name}`, { method, url: `${base}?${query}`, headers: headersFor(base) });
        if (/[:*]/.test(route.url)) {
          const url = concrete(route.url, bad);
          await send(`${route.method} ${route.url} path ${name}`, { method, url, headers: headersFor(url) });
        }
        if (hasBody) {
          const payload = JSON.stringify({
            email: bad, password: bad, token: bad, token_hash: bad, type: bad, refresh_token: bad, requestId: bad,
            data: { first_name: bad, language: bad }, label: bad, note: bad, vendor_name: bad, category: bad, city: bad,
          });
          await send(`${route.method} ${route.url} body ${name}`, {
            method, url: base, payload, headers: { ...headersFor(base), 'content-type': 'application/json' },
          });
        }
      }
      if (hasBody) {
        await send(`${route.method} ${route.url} deep body`, {
          method, url: base, payload: DEEP, headers: { ...headersFor(base), 'content-type': 'application/json' },
        });
      }
    }
    expect(failures).toEqual([]);
    // the custom methods were reached by their routes, not answered 404 for a junk URL
    expect(refused.get('POST /api/v1/vendors/:vendor(^[^:]*)::placeOrder query nul')).toBe(400);
    expect([...refused.keys()].filter((k) => k.includes('::placeOrder body')).every((k) => refused.get(k) === 400)).toBe(true);
    expect(await snapshot(api.tdb.db)).toEqual(before);
    // the guard, not luck: every bad query on an API route is refused as bad input (a surrogate cannot be written in
    // a URL: its bytes decode to U+FFFD, a valid character, so those queries are fine input)
    const apiQueries = [...refused].filter(([what]) => /^\w+ \/(api|auth|rest)\/\S* query /.test(what) && !what.includes('surrogate'));
    expect(apiQueries.length).toBeGreaterThan(100);
    expect(apiQueries.filter(([, status]) => status !== 400)).toEqual([]);
  });

  const deepBodies: [string, string, string, () => unknown][] = [
    ['POST', `/api/v1/vendors/${V}:placeOrder`, 'order', () => orderBody({
      delivery: {
        label: 'Anna Muster',
        loc: { addrLines: ['Favoritenstraße 10/5'], city: 'Wien', postalCode: '1100', formatted: 'Favoritenstraße 10/5, 1100 Wien' },
        pickUp: false, mobile: '+43 660 1234567', email: 'anna@example.at', note: 'Bitte läuten', floor: '2', door: '5',
      },
      via: { channel: 'web', brand: 'Lieferzone', client: { name: 'lieferzone-pwa', version: '1.0.0' }, locale: 'de-AT', device: { type: 'mobile', platform: 'android' } },
    }, 'fuzz-order-0001')],
    ['PATCH', `/api/v1/vendors/${V}?updateMask=label,description`, 'vendor PATCH', () => ({ label: 'Pizzeria Neu', description: 'Neue Beschreibung' })],
    ['POST', `/api/v1/vendors/${V}:import`, 'vendor import', () => ({ source: { vendor: makeVendor(V), catalogs: { delivery: makeCatalog(V) } } })],
  ];

  for (const [method, url, what, body] of deepBodies) {
    it(`when one string field of a valid ${what} body at a time is bad, then 400 naming the field and nothing changes`, async () => {
      const leaves = stringLeaves(body());
      expect(leaves.length).toBeGreaterThan(1);
      const before = await snapshot(api.tdb.db);
      const wrong: string[] = [];
      for (const leaf of leaves) {
        for (const [name, bad] of Object.entries(BAD)) {
          const r = await api.app.inject({
            method: method as InjectOptions['method'], url, payload: JSON.stringify(leaf.replace(bad)),
            headers: { ...auth(tokenOf(V)), 'content-type': 'application/json' },
          });
          const msg = r.statusCode === 400 ? r.json<{ error: { message: string } }>().error.message : '';
          if (r.statusCode !== 400 || !msg.startsWith('Invalid request body: body.')) wrong.push(`${leaf.path} ${name} → ${r.statusCode} ${msg}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot(api.tdb.db)).toEqual(before);
    });
  }

  it('when the valid bodies are sent unchanged, then they are accepted (the fuzzed fields are real ones)', async () => {
    for (const [method, url, , body] of deepBodies) {
      const r = await api.app.inject({
        method: method as InjectOptions['method'], url, payload: JSON.stringify(body()),
        headers: { ...auth(tokenOf(V)), 'content-type': 'application/json' },
      });
      expect(r.statusCode, `${method} ${url}: ${r.body.slice(0, 200)}`).toBeLessThan(300);
    }
  });
});
