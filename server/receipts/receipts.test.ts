/**
 * Receipts (issue 29) through the whole app: numbers per restaurant without gaps (also under concurrent placements,
 * a retry and a rolled-back placement), the content computed by hand, who may read it, the PDF's text and its limit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeskApi, type DeskApi } from '../desk/test-kit.ts';
import { auth, call, customerIp, IDS, orderBody } from '../vendor-api/test-fixtures.ts';
import { pdfText } from './test-pdf-text.ts';
import { RECEIPT_PDFS_PER_IP } from './routes.ts';

let api: DeskApi;
beforeAll(async () => {
  api = await createDeskApi();
  await api.tdb.db.query(`update vendor.vendors set doc = doc || '{"vatId":"ATU10223006"}'::jsonb where id = $1::uuid`, [IDS.pizza]);
});
afterAll(async () => {
  await api.close();
});

const V = IDS.pizza;
const place = async (vendor: string, body = orderBody(), token?: string) => {
  const r = await call(api.app, {
    method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: body, remoteAddress: customerIp(), headers: token ? auth(token) : {},
  });
  return r;
};
const placed = async (vendor: string, body = orderBody(), token?: string) => {
  const r = await place(vendor, body, token);
  if (r.status !== 200) throw new Error(`placeOrder ${r.status}: ${r.raw}`);
  return (r.body as { order: { id: string; nr: string } }).order;
};
const receiptNumbers = async (vendor: string) =>
  (await api.tdb.db.query<{ nr: number }>('select nr from vendor.order_receipts where vendor_id = $1::uuid order by nr', [vendor])).map((r) => r.nr);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const receipt = (vendor: string, order: string, token?: string, suffix = '') =>
  call(api.app, { url: `/api/v1/vendors/${vendor}/orders/${order}/receipt${suffix}`, remoteAddress: '198.51.100.7', headers: token ? auth(token) : {} });

describe('receipt numbers', () => {
  it('when 20 orders are placed at once at one restaurant, then their receipt numbers are exactly 1..20, and another restaurant counts from 1', async () => {
    const vendor = IDS.deliveryOnly;
    const answers = await Promise.all(range(20).map(() => place(vendor)));
    expect(answers.map((a) => a.status)).toEqual(range(20).map(() => 200));
    expect(await receiptNumbers(vendor)).toEqual(range(20));
    await placed(IDS.cashOnly);
    expect(await receiptNumbers(IDS.cashOnly)).toEqual([1]);
    // each order has one number
    const [row] = await api.tdb.db.query<{ orders: number; receipts: number }>(
      `select (select count(*) from vendor.orders where vendor_id = $1::uuid)::int as orders,
              (select count(distinct order_id) from vendor.order_receipts where vendor_id = $1::uuid)::int as receipts`, [vendor]);
    expect(row).toEqual({ orders: 20, receipts: 20 });
  });

  it('when a placement is retried with the same requestId, or rolled back, then no number is used up', async () => {
    const vendor = IDS.cardOnly;
    const body = orderBody({ payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } }, randomUUID());
    const [a, b] = await Promise.all([place(vendor, body), place(vendor, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await receiptNumbers(vendor)).toEqual([1]);
    // a signed-in placement whose account is gone is refused after the order's insert: the transaction rolls back
    const gone = await api.customer();
    await api.tdb.db.query('delete from auth.users where id = $1::uuid', [gone.userId]);
    const refused = await place(vendor, orderBody({ payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } }), gone.token);
    expect(refused.status).toBe(401);
    await placed(vendor, orderBody({ payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } }));
    expect(await receiptNumbers(vendor)).toEqual([1, 2]);
  });
});

describe('receipt content', () => {
  it('when a delivery with 10 % and 20 % lines, a fee and a tip is read, then every amount is as computed by hand', async () => {
    // 2 × Margherita groß (8,90 + 3,50) = 24,80 at 10 %; Cola 3,00 at 20 %; delivery 2,50 (below 30,00) at 20 %; tip 2,00
    // 10 %: 24,80 × 10/110 = 2,2545… → 2,25, net 22,55; 20 %: 5,50 × 20/120 = 0,9166… → 0,92, net 4,58
    const o = await placed(V, orderBody({ tip: 2 }));
    const r = await receipt(V, o.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      orderId: o.id, orderNr: o.nr, pickUp: false, canceled: false, payment: 'cash',
      vendor: { label: 'Pizzeria Testa', vatId: 'ATU10223006' },
      intermediary: { name: 'Lieferzone GmbH' },
      subtotal: 27.8, deliveryFee: 2.5, minOrderFee: 0, tip: 2, total: 32.3,
      vat: [{ rate: 10, gross: 24.8, tax: 2.25, net: 22.55 }, { rate: 20, gross: 5.5, tax: 0.92, net: 4.58 }],
    });
    expect(r.body.lines).toEqual([
      { qty: 2, label: 'Pizza Margherita', options: ['Größe: Groß'], total: 24.8, vatRate: 10 },
      { qty: 1, label: 'Cola 0,5 l', options: [], total: 3, vatRate: 20 },
    ]);
    expect(r.body.receiptNr).toMatch(/^\d{6}$/);
    // no customer data on the receipt
    expect(r.raw).not.toContain('Anna');
    expect(r.raw).not.toContain('anna@example.at');
  });

  it('when the PDF is asked for, then it is a PDF whose text has the total, the VAT and the UID, in the asked language and size', async () => {
    const o = await placed(V, orderBody({ tip: 2 }));
    for (const [lang, total, vat] of [['de', '€ 32,30', '10 % USt.'], ['en', '€32.30', '10 % VAT'], ['tr', '32,30', 'KDV']] as const) {
      for (const size of ['a4', '80mm'] as const) {
        const res = await api.app.inject({ url: `/api/v1/vendors/${V}/orders/${o.id}/receipt.pdf?lang=${lang}&size=${size}`, remoteAddress: '198.51.100.8' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(`beleg-${o.nr}-${size}.pdf`);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const text = await pdfText(res.rawPayload);
        expect(text).toContain(total);
        expect(text).toContain(vat);
        expect(text).toContain('ATU10223006');
        expect(text).toContain('Pizza Margherita');
      }
    }
  });
});

describe('the PDF in Turkish and German', () => {
  it('when the Turkish PDF is read as a viewer reads it, then ş, ğ, ı and İ print as they are, with the total', async () => {
    // 2 × Margherita groß 24,80 + Cola 3,00 + delivery 2,50 + tip 2,00 = 32,30
    const o = await placed(V, orderBody({ tip: 2 }));
    for (const size of ['a4', '80mm'] as const) {
      const res = await api.app.inject({ url: `/api/v1/vendors/${V}/orders/${o.id}/receipt.pdf?lang=tr&size=${size}`, remoteAddress: '198.51.100.10' });
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const word of ['Fiş', 'Bahşiş', 'Aracı', 'yükümlülüğüne', 'imzalı', 'fişten', 'Ödeme']) expect(text).toContain(word);
      expect(text).toContain('Toplam €32,30');
      expect(text).toContain("%10 KDV: net €22,55, vergi €2,25");
      // nothing written as its Latin base letter or as "?" any more
      expect(text).not.toMatch(/\bFis\b|Bahsis|Araci\b|\?/);
    }
  });

  it('when the German PDF is read, then umlauts, ß and € are there, and a letter the font lacks is a "?"', async () => {
    await api.tdb.db.query(`update vendor.vendors set doc = jsonb_set(doc, '{label}', '"Pizzeria Testa 🍕 Öz Şişli"') where id = $1::uuid`, [V]);
    try {
      const o = await placed(V, orderBody({ tip: 2 }));
      const res = await api.app.inject({ url: `/api/v1/vendors/${V}/orders/${o.id}/receipt.pdf?lang=de&size=a4`, remoteAddress: '198.51.100.10' });
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Größe: Groß');
      expect(text).toContain('Gesamt € 32,30');
      expect(text).toContain('Pizzeria Testa ? Öz Şişli');
    } finally {
      await api.tdb.db.query(`update vendor.vendors set doc = jsonb_set(doc, '{label}', '"Pizzeria Testa"') where id = $1::uuid`, [V]);
    }
  });
});

describe('who may read a receipt', () => {
  it("when a guest's order is read by its link, then anyone holding it may; by its number, nobody", async () => {
    const o = await placed(V);
    expect((await receipt(V, o.id)).status).toBe(200);
    expect((await receipt(V, o.nr)).status).toBe(403);
    expect((await receipt(V, randomUUID())).status).toBe(404);
    // the right order at another restaurant's address is not found
    expect((await receipt(IDS.cashOnly, o.id)).status).toBe(404);
  });

  it("when an account's order is read, then only that account may: not a guest, not the anon key, not another account", async () => {
    const owner = await api.customer();
    const other = await api.customer();
    const o = await placed(V, orderBody(), owner.token);
    expect((await receipt(V, o.id, owner.token)).status).toBe(200);
    expect((await receipt(V, o.id)).status).toBe(401);
    expect((await receipt(V, o.id, api.apikey)).status).toBe(401);
    expect((await receipt(V, o.id, other.token)).status).toBe(403);
    expect((await receipt(V, o.id, other.token, '.pdf')).status).toBe(403);
    expect((await receipt(V, o.id, 'not-a-jwt')).status).toBe(401);
  });

  it("when the desk reads a receipt, then only its own restaurant's orders are found", async () => {
    const desk = await api.desk(V);
    const otherDesk = await api.desk(IDS.cashOnly);
    const owner = await api.customer();
    const o = await placed(V, orderBody(), owner.token);
    const mine = await api.as(desk.token, { url: `/api/v1/desk/orders/${o.id}/receipt` });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(30.3);
    const pdf = await api.app.inject({ url: `/api/v1/desk/orders/${o.id}/receipt.pdf?size=80mm`, headers: auth(desk.token), remoteAddress: '198.51.100.9' });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('€ 30,30');
    expect((await api.as(otherDesk.token, { url: `/api/v1/desk/orders/${o.id}/receipt` })).status).toBe(404);
    expect((await api.as(owner.token, { url: `/api/v1/desk/orders/${o.id}/receipt` })).status).toBe(403);
    expect((await api.as(null, { url: `/api/v1/desk/orders/${o.id}/receipt` })).status).toBe(401);
  });
});

describe('limits', () => {
  it(`when one connection asks for more than ${String(RECEIPT_PDFS_PER_IP)} PDFs in an hour, then it gets 429 with retry-after`, async () => {
    const o = await placed(V);
    const url = `/api/v1/vendors/${V}/orders/${o.id}/receipt.pdf?size=80mm`;
    for (let i = 0; i < RECEIPT_PDFS_PER_IP; i++) {
      const r = await api.app.inject({ url, remoteAddress: '198.51.100.200' });
      expect(r.statusCode).toBe(200);
    }
    const over = await api.app.inject({ url, remoteAddress: '198.51.100.200' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // another connection is not affected
    expect((await api.app.inject({ url, remoteAddress: '198.51.100.201' })).statusCode).toBe(200);
  });
});

describe('the receipt tables are the server\'s alone', () => {
  it('when the anon or authenticated role (a browser through Supabase) reaches for them, then it has no right and RLS is on', async () => {
    for (const table of ['vendor.order_receipts', 'vendor.receipt_counters']) {
      for (const role of ['anon', 'authenticated']) {
        for (const priv of ['select', 'insert', 'update', 'delete']) {
          const [r] = await api.tdb.db.query<{ ok: boolean }>('select has_table_privilege($1, $2, $3) as ok', [role, table, priv]);
          expect({ table, role, priv, ok: r?.ok }).toEqual({ table, role, priv, ok: false });
        }
      }
      const [rls] = await api.tdb.db.query<{ on: boolean }>('select relrowsecurity as on from pg_class where oid = $1::regclass', [table]);
      expect({ table, rls: rls?.on }).toEqual({ table, rls: true });
    }
    // and the REST API does not name them
    for (const t of ['order_receipts', 'receipt_counters']) {
      const r = await call(api.app, { url: `/rest/v1/${t}?select=*`, headers: { apikey: api.apikey, ...auth(api.apikey) } });
      expect({ t, status: r.status }).toEqual({ t, status: 404 });
    }
  });
});
