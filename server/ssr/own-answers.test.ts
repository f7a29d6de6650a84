/**
 * The server renderer takes its own API's answers as they are (src/lib/api/fetch-parsed.ts: loadParser) where the
 * browser parses them by the wire schemas: both must read the same. On the demo data set, at noon and after midnight,
 * the requests of the server-rendered listing and vendor pages — as their query functions ask (src/features/listing/
 * api/vendors.ts, category-counts.ts, src/lib/api/postal.ts, vendor.ts, catalog.ts) — are answered with exactly what
 * the browser's parse of them gives, key for key: nothing the schemas would refuse, drop, trim or fill in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LATER_PAGES_ORDER_BY, PAGE_SIZE, buildListingFilter, nextPageSize } from '../../src/domain/listing.ts';
import { vendorCategoryCountsSchema } from '../../src/domain/wire/category-counts.ts';
import { catalogSchema } from '../../src/domain/wire/catalog.ts';
import { postalCodeInfoSchema } from '../../src/domain/wire/geo.ts';
import { vendorListSchema, vendorSchema } from '../../src/domain/wire/vendor.ts';
import { seed } from '../seed/seed.ts';
import { createApi, expectFits, type TestApi } from '../vendor-api/test-fixtures.ts';

let api: TestApi;
/** The answers read so far: the path asked for and the answer's text. */
const answers: { path: string; status: number; body: string }[] = [];

beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0' }, { seed: false });
  await seed(api.tdb.db, {}, new Date('2026-11-28T11:00:00Z'));
});
afterAll(async () => {
  await api.close();
});

/** Asks as the app's API client does (with the public token) and keeps the answer; its JSON. */
async function read<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const url = params.size ? `${path}?${params.toString()}` : path;
  const res = await api.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer lieferzone-public-anon' } });
  answers.push({ path: url, status: res.statusCode, body: res.body });
  return JSON.parse(res.body) as T;
}

interface Page {
  vendors: { slug: string }[];
  nextPageToken?: string;
}

/** A listing's first page and, when it is full, its automatic follow-up (spec 1 §4), as the listing asks for them. */
async function readListing(filter: string): Promise<Page[]> {
  const first = await read<Page>('/api/v1/vendors', { filter, view: 'BASIC', pageSize: PAGE_SIZE });
  expect(first.nextPageToken).not.toBe('');
  if (first.vendors.length !== PAGE_SIZE || !first.nextPageToken) return [first];
  const next = { filter, view: 'BASIC', pageSize: nextPageSize(PAGE_SIZE), pageToken: first.nextPageToken, orderBy: LATER_PAGES_ORDER_BY };
  return [first, await read<Page>('/api/v1/vendors', next)];
}

/** The browser's schema for an answer of `path` (the one its query function parses it with). */
function schemaOf(path: string): z.ZodType {
  const p = path.split('?')[0] ?? '';
  // the listing's reading (features/listing/api/vendor-page-schema.ts) judges each vendor by vendorBasicSchema, as this
  // one does, and keeps a page token only when it is not empty (readListing: never empty)
  if (p === '/api/v1/vendors') return vendorListSchema;
  if (p === '/api/v1/vendors:categoryCounts') return vendorCategoryCountsSchema;
  if (/^\/api\/geo\/postal\/\d{4}$/.test(p)) return postalCodeInfoSchema;
  if (/^\/api\/v1\/vendors\/[^/]+\/catalogs\/delivery$/.test(p)) return catalogSchema;
  if (/^\/api\/v1\/vendors\/[^/:]+$/.test(p)) return vendorSchema;
  throw new Error(`no schema known for ${path}: name the one its query function parses it with`);
}

/** What the server renderer reads (each answer as it is) is what the browser reads (its parse). */
function expectOwnAnswersAsParsed(): void {
  expect(answers.length).toBeGreaterThan(0);
  for (const { path, status, body } of answers.splice(0)) {
    expect(status, `${path}: ${body.slice(0, 200)}`).toBe(200);
    expectFits(schemaOf(path), JSON.parse(body), path);
  }
}

describe.each([
  ['noon', '2026-11-28T11:00:00Z'],
  ['after midnight', '2026-11-28T23:30:00Z'],
])('the server-rendered pages read their own answers as the browser parses them (%s)', (_name, now) => {
  it('when listings of towns, categories and texts load with their counts and towns, then each answer is its parse', async () => {
    api.clock.now = new Date(now);
    const listings = [
      { postalCode: '1070' }, { postalCode: '1010' }, { postalCode: '8010' }, { postalCode: '5020' }, { city: 'Linz' },
      { postalCode: '1070', category: 'pizza' }, { postalCode: '1100', search: 'sushi' }, {},
    ];
    let vendors = 0;
    for (const listing of listings) {
      const filter = buildListingFilter(listing);
      vendors += (await readListing(filter)).reduce((n, p) => n + p.vendors.length, 0);
      await read('/api/v1/vendors:categoryCounts', { filter, deliveryType: 'delivery' });
      if (listing.postalCode) await read(`/api/geo/postal/${listing.postalCode}`);
    }
    // follow-up pages among them (the listing without a filter has more than 20)
    expect(answers.filter((a) => a.path.includes('pageToken=')).length).toBeGreaterThan(0);
    expect(vendors).toBeGreaterThan(100);
    expectOwnAnswersAsParsed();
  });

  it('when every vendor page of the data set loads, then its vendor and its menu are their parse', async () => {
    api.clock.now = new Date(now);
    const slugs: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await read<Page>('/api/v1/vendors', { view: 'BASIC', pageSize: 100, pageToken });
      slugs.push(...page.vendors.map((v) => v.slug));
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(slugs.length).toBeGreaterThanOrEqual(150);
    for (const slug of slugs) {
      await read(`/api/v1/vendors/${encodeURIComponent(slug)}`);
      await read(`/api/v1/vendors/${encodeURIComponent(slug)}/catalogs/delivery`);
    }
    expect(answers.length).toBeGreaterThan(2 * slugs.length);
    expectOwnAnswersAsParsed();
  });
});
