/**
 * Fixtures for the vendor API tests: a small menu covering radio / checkbox (with free picks) / stepper options
 * and both VAT rates, vendor records with known secret tokens, and an in-process app on a fresh test database
 * (PGlite in memory, or a fresh PostgreSQL database when DATABASE_URL is set).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Catalog, PlaceOrderRequest, Vendor } from '../../src/domain/types.ts';
import { buildApp } from '../app.ts';
import { createTestDb, testConfig, type TestDb } from '../test-helpers.ts';
import { upsertVendor } from './vendor-store.ts';

export const PUBLIC_TOKEN = 'lieferzone-public-anon';

export const IDS = {
  pizza: '0a000000-0000-4000-8000-000000000001',
  closed: '0a000000-0000-4000-8000-000000000002',
  pickupOnly: '0a000000-0000-4000-8000-000000000003',
  deliveryOnly: '0a000000-0000-4000-8000-000000000004',
  cashOnly: '0a000000-0000-4000-8000-000000000005',
  cardOnly: '0a000000-0000-4000-8000-000000000006',
  minRequired: '0a000000-0000-4000-8000-000000000007',
  noZones: '0a000000-0000-4000-8000-000000000008',
  evening: '0a000000-0000-4000-8000-000000000009',
  closedTag: '0a000000-0000-4000-8000-00000000000a',
} as const;

export const tokenOf = (id: string) => `secret-${id}`;

export function makeVendor(id: string, over: Partial<Vendor> = {}): Vendor {
  return {
    id,
    name: `vendors/${id}`,
    slug: `test-vendor-${id.slice(-4)}`,
    label: `Test Vendor ${id.slice(-4)}`,
    type: 'food',
    cuisine: 'pizza',
    rating: { value: 40, count: 10 },
    reviewCount: 10,
    deliveryFee: 2.5,
    deliveryTime: '25-40',
    priceRange: 2,
    tags: ['delivery', 'pickup', 'pizza'],
    isOpen: true,
    isPromoted: false,
    popularity: 5,
    postalCode: '1100',
    city: 'Wien',
    address: 'Favoritenstraße 1',
    lat: 48.18,
    lng: 16.37,
    openingHours: [],
    minOrder: 12,
    deliveryZones: [
      { label: 'Favoriten', postalCode: ['1100', '1040'], minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 },
      { label: 'Graz', postalCode: '8010', minPrice: 20, serviceFee: 4, serviceFeeMax: 0 },
    ],
    ...over,
  };
}

export function makeCatalog(id: string): Catalog {
  return {
    name: `vendors/${id}/catalogs/delivery`,
    productGroups: [
      {
        slug: `vendors/${id}/catalogs/delivery/groups/pizza`,
        label: 'Pizza',
        opts: [
          {
            slug: 'size', label: 'Größe', min: 1, max: 1,
            vals: [{ slug: 'klein', label: 'Klein', pr: 0 }, { slug: 'gross', label: 'Groß', pr: 3.5 }],
          },
        ],
        products: [
          { id: 'margherita', label: 'Pizza Margherita', pr: 8.9, vatP: 10, allergens: ['A', 'G'] },
          {
            id: 'diavola', label: 'Pizza Diavola', pr: 10.5, vatP: 10,
            opts: [
              {
                slug: 'extras', label: 'Extras', min: 0, max: 3, free: 1,
                vals: [
                  { slug: 'kaese', label: 'Extra Käse', pr: 1 },
                  { slug: 'schinken', label: 'Schinken', pr: 1.5 },
                  { slug: 'oliven', label: 'Oliven', pr: 0.8 },
                ],
              },
            ],
          },
        ],
      },
      {
        slug: `vendors/${id}/catalogs/delivery/groups/getraenke`,
        label: 'Getränke',
        products: [
          { id: 'cola', label: 'Cola 0,5 l', pr: 3, vatP: 20 },
          {
            id: 'wasser', label: 'Wasser', pr: 2, vatP: 20,
            opts: [{ slug: 'eis', label: 'Eiswürfel', min: 0, max: 5, maxQ: 3, vals: [{ slug: 'wuerfel', label: 'Würfel', pr: 0.1 }] }],
          },
        ],
      },
    ],
  };
}

/** Opening hours that never include `now` when now is a weekday daytime (Mon–Sun 20:00–22:00 Vienna). */
export const EVENING_HOURS: Vendor['openingHours'] = [
  { days: [], fromTime: { hours: 20, minutes: 0 }, toTime: { hours: 22, minutes: 0 } },
];

export async function seedVendors(tdb: TestDb): Promise<void> {
  const put = (v: Vendor) => upsertVendor(tdb.db, { vendor: v, catalogs: { delivery: makeCatalog(v.id) }, secretToken: tokenOf(v.id) });
  await put(makeVendor(IDS.pizza, { slug: 'pizzeria-testa', label: 'Pizzeria Testa', rating: { value: 46, count: 10 } }));
  await put(makeVendor(IDS.closed, { slug: 'geschlossen', label: 'Geschlossen', isOpen: false }));
  await put(makeVendor(IDS.closedTag, { slug: 'zu-tag', label: 'Zu per Tag', tags: ['delivery', 'closed'] }));
  await put(makeVendor(IDS.pickupOnly, { slug: 'nur-abholung', label: 'Nur Abholung', tags: ['pickup'] }));
  await put(makeVendor(IDS.deliveryOnly, { slug: 'nur-lieferung', label: 'Nur Lieferung', tags: ['delivery'] }));
  await put(makeVendor(IDS.cashOnly, { slug: 'nur-bar', label: 'Nur Bar', tags: ['delivery', 'pickup', 'delivery-cash'] }));
  await put(makeVendor(IDS.cardOnly, { slug: 'nur-karte', label: 'Nur Karte', tags: ['delivery', 'pickup', 'delivery-card'] }));
  await put(makeVendor(IDS.minRequired, { slug: 'mindest', label: 'Mindestbestellwert', tags: ['delivery', 'min-order-required'] }));
  await put(makeVendor(IDS.noZones, { slug: 'ohne-zonen', label: 'Ohne Zonen', postalCode: '1070', deliveryZones: [] }));
  await put(makeVendor(IDS.evening, { slug: 'abends', label: 'Abendlokal', openingHours: EVENING_HOURS }));
}

export interface TestApi {
  app: FastifyInstance;
  tdb: TestDb;
  clock: { now: Date | null };
  close(): Promise<void>;
}

/**
 * The whole app in-process on a fresh database with the test vendors. `clock.now` (null = real time) is the
 * server's clock for placement, expiry and events.
 */
export async function createApi(overrides: Record<string, string> = {}, opts: { seed?: boolean } = {}): Promise<TestApi> {
  const tdb = await createTestDb();
  if (opts.seed !== false) await seedVendors(tdb);
  const clock: { now: Date | null } = { now: null };
  const app = await buildApp({ config: testConfig(overrides), db: tdb.db, now: () => clock.now ?? new Date() });
  await app.ready();
  return {
    app,
    tdb,
    clock,
    async close() {
      await app.close();
      await tdb.close();
    },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * An answer fits its wire schema exactly: it parses, and the parse changes nothing — keys the schema does not know
 * (it would drop them), text it would trim or values it would fill in are failures too.
 */
export function expectFits(schema: z.ZodType, value: unknown, what: string): void {
  const r = schema.safeParse(value);
  expect(r.success ? [] : r.error.issues.slice(0, 5), what).toEqual([]);
  expect(JSON.parse(JSON.stringify(r.data)), `${what}: what the parse changes (keys it drops, text it trims)`).toEqual(value);
}

/**
 * A :placeOrder answer without the order's access key, which only the answer that created the order carries: what a
 * retry of the same placement is answered, byte for byte.
 */
export const withoutKey = (raw: string): string => raw.replace(/,"accessKey":"[A-Za-z0-9_-]{32}"}$/, '}');

let customers = 0;
/**
 * A client address of its own (10.x.y.z) for each call: tests that model many customers place their orders from as
 * many connections, since the per-client limits (abuse-limits.ts) stop one connection after a few dozen orders. Pass
 * it to `app.inject` as `remoteAddress`, or as X-Forwarded-For to a server started with TRUST_PROXY.
 */
export function customerIp(): string {
  const n = ++customers;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The answer's JSON (null when empty; the text itself when it is not JSON). */
function parsedBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

export async function call(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  return {
    status: res.statusCode,
    // tests read the answers' fields directly and check them with expect(); the wire schemas are checked in
    // wire-contract.test.ts
    // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment -- see above
    body: parsedBody(res.body) as any,
    raw: res.body,
    headers: res.headers,
  };
}

/** A valid delivery order for the pizza vendor: 2 × Margherita groß + 1 Cola = 2 × 12.40 + 3.00 = 27.80 €. */
export function orderBody(over: Partial<PlaceOrderRequest['order']> = {}, requestId?: string): PlaceOrderRequest {
  return {
    ...(requestId ? { requestId } : {}),
    order: {
      delivery: {
        label: 'Anna Muster',
        loc: { addrLines: ['Favoritenstraße 10/5'], city: 'Wien', postalCode: '1100' },
        pickUp: false,
        mobile: '+43 660 1234567',
        email: 'anna@example.at',
        note: 'Bitte läuten',
        floor: '2',
        door: '5',
      },
      payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
      lines: [
        { entry: { type: 'product', productId: 'margherita', opts: [{ slug: 'size', vals: [{ slug: 'gross', qty: 1 }] }] }, qty: 2 },
        { entry: { type: 'product', productId: 'cola' }, qty: 1, note: 'kalt' },
      ],
      ...over,
    },
  };
}

export const pickupDelivery = {
  label: 'Anna Muster',
  pickUp: true,
  mobile: '+43 660 1234567',
  email: 'anna@example.at',
};
