/**
 * GET /api/v1/vendors:categoryCounts — the listing's category chips with counts (spec 1 §2; issue 25 item 9): per chip,
 * the total the listing answers for the same place and text with that chip's tag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createApi, makeCatalog, makeVendor, tokenOf, type TestApi } from './test-fixtures.ts';
import { upsertVendor } from './vendor-store.ts';

let api: TestApi;
const SALAD = '0a000000-0000-4000-8000-0000000000b1';
beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0' });
  // one more vendor in 1100/1040/8010: healthy (the "gesund" chip) and express, no pizza
  const v = makeVendor(SALAD, { slug: 'salatbar', label: 'Salatbar', cuisine: 'healthy', tags: ['delivery', 'healthy', 'express'] });
  await upsertVendor(api.tdb.db, { vendor: v, catalogs: { delivery: makeCatalog(SALAD) }, secretToken: tokenOf(SALAD) });
});
afterAll(async () => {
  await api.close();
});

const get = (url: string) => call(api.app, { method: 'GET', url });
const counts = async (filter: string, deliveryType?: string) => {
  const r = await get(`/api/v1/vendors:categoryCounts?filter=${encodeURIComponent(filter)}${deliveryType ? `&deliveryType=${deliveryType}` : ''}`);
  expect(r.status).toBe(200);
  return (r.body as { counts: Record<string, number> }).counts;
};
const total = async (filter: string) => (await get(`/api/v1/vendors?view=BASIC&pageSize=1&filter=${encodeURIComponent(filter)}`)).body.totalSize as number;

describe('GET /api/v1/vendors:categoryCounts', () => {
  it('when asked for a postal code, then every chip has the count of vendors of that zone with its tag', async () => {
    // 8010: the nine vendors with the default zones + the salad bar; pizza-tagged: the default tags of
    // Pizzeria Testa, Geschlossen, Abendlokal (the one without zones, also pizza, is not in 8010)
    expect(await counts('zone:8010')).toEqual({
      all: 10, pizza: 3, sushi: 0, burger: 0, gesund: 1, vegetarisch: 0, lebensmittel: 0, express: 1,
    });
    expect(await counts('zone:1070')).toEqual({
      all: 1, pizza: 1, sushi: 0, burger: 0, gesund: 0, vegetarisch: 0, lebensmittel: 0, express: 0,
    });
  });

  it('when compared with the listing, then each chip\'s count is the total its own listing answers', async () => {
    const c = await counts('zone:8010');
    expect(c.all).toBe(await total('zone:8010'));
    expect(c.pizza).toBe(await total('zone:8010 tag:pizza'));
    expect(c.gesund).toBe(await total('zone:8010 tag:healthy'));
    expect(c.express).toBe(await total('zone:8010 tag:express'));
  });

  it('when the filter has free text or a tag, then the text narrows the counts and the tag is ignored', async () => {
    expect((await counts('zone:8010 salat')).all).toBe(1);
    expect(await counts('zone:8010 tag:pizza')).toEqual(await counts('zone:8010'));
  });

  it('when a delivery type is given, then only the vendors offering it count (neither or both tags: both)', async () => {
    // 8010's ten: "Nur Abholung" offers no delivery; "Nur Lieferung", "Zu per Tag", "Mindestbestellwert" and the
    // salad bar (delivery tag alone) offer no pickup
    expect((await counts('zone:8010', 'delivery')).all).toBe(9);
    expect(await counts('zone:8010', 'pickup')).toEqual({
      all: 6, pizza: 3, sushi: 0, burger: 0, gesund: 0, vegetarisch: 0, lebensmittel: 0, express: 0,
    });
    expect((await get('/api/v1/vendors:categoryCounts?deliveryType=boat')).status).toBe(400);
  });

  it('when a restaurant paused delivery (busy mode), then it does not count under delivery until the pause ends', async () => {
    const setBusy = (busy: unknown) =>
      api.tdb.db.query(`update vendor.vendors set doc = doc || jsonb_build_object('busy', $2::jsonb) where id = $1::uuid`, [SALAD, JSON.stringify(busy)]);
    try {
      const hour = 3_600_000;
      await setBusy({ extraMinutes: 0, deliveryPaused: true, until: new Date(Date.now() + hour).toISOString() });
      // the salad bar (healthy, express) leaves the delivery counts: 9 - 1
      expect(await counts('zone:8010', 'delivery')).toMatchObject({ all: 8, gesund: 0, express: 0 });
      await setBusy({ extraMinutes: 15, deliveryPaused: true, until: null });
      expect((await counts('zone:8010', 'delivery')).all).toBe(8);
      // over: it counts again; busy minutes alone do not pause anything
      await setBusy({ extraMinutes: 0, deliveryPaused: true, until: new Date(Date.now() - 60_000).toISOString() });
      expect(await counts('zone:8010', 'delivery')).toMatchObject({ all: 9, gesund: 1, express: 1 });
      await setBusy({ extraMinutes: 30, deliveryPaused: false, until: null });
      expect((await counts('zone:8010', 'delivery')).all).toBe(9);
    } finally {
      await setBusy(null);
    }
  });

  it('when the filter carries SQL, then it is only text: no vendor matches and the table is untouched', async () => {
    const none = { all: 0, pizza: 0, sushi: 0, burger: 0, gesund: 0, vegetarisch: 0, lebensmittel: 0, express: 0 };
    expect(await counts("zone:8010 ' or 1=1 --")).toEqual(none);
    expect(await counts("x'); delete from vendor.vendors; --", 'pickup')).toEqual(none);
    expect((await counts('zone:8010')).all).toBe(10);
  });

  it('when the filter is too long, then it is refused with 400', async () => {
    const r = await get(`/api/v1/vendors:categoryCounts?filter=${'x'.repeat(301)}`);
    expect(r.status).toBe(400);
  });
});
