/**
 * One table of contact-field inputs (src/domain/contact-cases.ts), judged alike by the browser (contact.test.ts) and
 * the server: every case goes through :placeOrder as delivery.email, delivery.mobile or delivery.loc.postalCode, and
 * the server refuses (400) exactly the invalid ones.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CASES, PHONE_CASES, POSTAL_CODE_CASES } from '../../src/domain/contact-cases.ts';
import type { PlaceOrderRequest } from '../../src/domain/types.ts';
import { upsertVendor } from './vendor-store.ts';
import { call, createApi, customerIp, makeCatalog, makeVendor, orderBody, type TestApi } from './test-fixtures.ts';

/** A vendor that delivers to every valid postal code of the table (and the base order's 1100), without minimum or fee. */
const VENDOR = '0a000000-0000-4000-8000-0000000000cf';
const SERVED = ['1100', ...POSTAL_CODE_CASES.filter(([, ok]) => ok).map(([code]) => code.trim())];

let api: TestApi;
beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0' });
  await upsertVendor(api.tdb.db, {
    vendor: makeVendor(VENDOR, {
      slug: 'ueberall', label: 'Überall',
      deliveryZones: [{ label: 'Alle', postalCode: SERVED, minPrice: 0, serviceFee: 0, serviceFeeMax: 0 }],
    }),
    catalogs: { delivery: makeCatalog(VENDOR) },
  });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.now = new Date('2025-06-04T10:00:00Z');
});

let n = 0;
async function placeWith(change: (b: PlaceOrderRequest) => void) {
  const body = orderBody({}, `contact-case-${Date.now()}-${++n}`);
  change(body);
  return call(api.app, { method: 'POST', url: `/api/v1/vendors/${VENDOR}:placeOrder`, payload: body, remoteAddress: customerIp() });
}

async function expectVerdict(field: string, value: string, valid: boolean, change: (b: PlaceOrderRequest) => void) {
  const r = await placeWith(change);
  if (valid) {
    expect(r.status, `${field} ${JSON.stringify(value)}: ${r.raw}`).toBe(200);
  } else {
    expect(r.status, `${field} ${JSON.stringify(value)}: ${r.raw}`).toBe(400);
    expect(r.body.error.message).toContain(field);
  }
}

describe('contact fields: the server judges the shared table like the browser', () => {
  it.each(EMAIL_CASES)('when delivery.email is %j, then valid is %s', async (value, valid) => {
    await expectVerdict('delivery.email', value, valid, (b) => {
      b.order.delivery.email = value;
    });
  });

  it.each(PHONE_CASES)('when delivery.mobile is %j, then valid is %s', async (value, valid) => {
    await expectVerdict('delivery.mobile', value, valid, (b) => {
      b.order.delivery.mobile = value;
    });
  });

  it.each(POSTAL_CODE_CASES)('when delivery.loc.postalCode is %j, then valid is %s', async (value, valid) => {
    await expectVerdict('delivery.loc.postalCode', value, valid, (b) => {
      b.order.delivery.loc = { addrLines: ['Hauptstraße 1'], city: 'Irgendwo', postalCode: value };
    });
  });

  it('when a valid e-mail comes with spaces around it, then the order stores it trimmed', async () => {
    const r = await placeWith((b) => {
      b.order.delivery.email = '  anna@example.at ';
    });
    expect(r.status).toBe(200);
    expect(r.body.order.delivery.email).toBe('anna@example.at');
  });
});
