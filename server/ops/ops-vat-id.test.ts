/**
 * The restaurant's UID number in the back office (issue 29): an operator sets it (spaces and small letters forgiven),
 * the receipts print it, the audit trail records old and new; a UID of the wrong shape or with a wrong check digit is
 * a 400 that says which; null removes it; only operators may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerIp, IDS, orderBody } from '../vendor-api/test-fixtures.ts';
import { createOpsApi, type OpsApi } from './test-kit.ts';

let t: OpsApi;
let op: { token: string; email: string };
beforeAll(async () => {
  t = await createOpsApi();
  op = await t.operator();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const V: string = IDS.pizza;
const url = (vendor = V) => `/api/v1/ops/vendors/${vendor}/vat-id`;
const put = (vatId: unknown, token = op.token, vendor = V) => t.ops(token, { method: 'PUT', url: url(vendor), payload: { vatId } });
const storedVatId = async () =>
  (await t.tdb.db.query<{ vat_id: string | null }>(`select doc->>'vatId' as vat_id from vendor.vendors where id = $1::uuid`, [V]))[0]?.vat_id ?? null;
async function receiptVatId(): Promise<string | null> {
  const placed = await call(t.app, { method: 'POST', url: `/api/v1/vendors/${V}:placeOrder`, payload: orderBody(), remoteAddress: customerIp() });
  expect(placed.status).toBe(200);
  const id = (placed.body as { order: { id: string } }).order.id;
  const r = await call(t.app, { url: `/api/v1/vendors/${V}/orders/${id}/receipt`, remoteAddress: '198.51.100.40' });
  expect(r.status).toBe(200);
  return (r.body as { vendor: { vatId: string | null } }).vendor.vatId;
}

describe("the restaurant's UID number", () => {
  it('when an operator sets a valid UID as typed, then it is stored in capitals without spaces, shown, printed on receipts and audited', async () => {
    // ATU1022300 → 1 + f(0)=0 + 2 + f(2)=4 + 3 + f(0)=0 + 0 = 10; (10 − (10 + 4) mod 10) mod 10 = 6
    const r = await put(' atu 1022 3006 ');
    expect(r.status).toBe(200);
    expect(r.body.vatId).toBe('ATU10223006');
    expect(await storedVatId()).toBe('ATU10223006');
    expect((await t.ops(op.token, { url: `/api/v1/ops/vendors/${V}` })).body.vatId).toBe('ATU10223006');
    expect(await receiptVatId()).toBe('ATU10223006');
    const [row] = await t.tdb.db.query<{ actor_email: string; from_status: string | null; to_status: string | null }>(
      `select actor_email, from_status, to_status from public.ops_audit where entity_id = $1 and action = 'vat_id' order by at desc limit 1`, [V]);
    expect(row).toMatchObject({ actor_email: op.email, to_status: 'ATU10223006' });
  });

  it.each([
    ['a wrong check digit', 'ATU10223007', 'vatId: has a wrong check digit: not a valid Austrian UID'],
    ['a German VAT number', 'DE123456789', 'vatId: must be ATU followed by 8 digits, e.g. ATU10223006'],
    ['seven digits', 'ATU1022300', 'vatId: must be ATU followed by 8 digits'],
    ['letters among the digits', 'ATU1022300O', 'vatId: must be ATU followed by 8 digits'],
    ['a number', 10223006, 'vatId'],
    ['a very long text', `ATU${'1'.repeat(40)}`, 'vatId: must be at most 30 characters'],
  ])('when the UID has %s, then 400 says what is wrong and the stored one stays', async (_label, vatId, message) => {
    await put('ATU10223006');
    const r = await put(vatId);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(message);
    expect(await storedVatId()).toBe('ATU10223006');
  });

  it('when null is sent, then the UID is removed and receipts say there is none', async () => {
    await put('ATU10223006');
    const r = await put(null);
    expect(r.status).toBe(200);
    expect(r.body.vatId).toBeNull();
    expect(await storedVatId()).toBeNull();
    expect(await receiptVatId()).toBeNull();
  });

  it('when anyone but an operator tries, or the vendor does not exist, then it is refused', async () => {
    await put('ATU10223006');
    const desk = await t.desk(V);
    const customer = await t.customer();
    expect((await put('ATU12345675', desk.token)).status).toBe(403);
    expect((await put('ATU12345675', customer.token)).status).toBe(403);
    expect((await call(t.app, { method: 'PUT', url: url(), payload: { vatId: 'ATU12345675' } })).status).toBe(401);
    expect((await put('ATU12345675', op.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await storedVatId()).toBe('ATU10223006');
  });
});
