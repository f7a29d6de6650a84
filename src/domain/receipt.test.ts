import { describe, expect, it } from 'vitest';
import { receiptNumberText, receiptTotals, vatRows } from './receipt.ts';
import type { Order } from './types.ts';

type Amount = Order['amount'];
const line = (label: string, qty: number, total: number, vatP: number | undefined, opts?: Order['lines'][number]['entry']['opts']) => ({
  entry: { type: 'product' as const, productId: label.toLowerCase(), label, ...(vatP === undefined ? {} : { vatP }), ...(opts ? { opts } : {}) },
  qty,
  total,
});
const amount = (charges: Amount['charges']): Amount => ({ ccy: 'EUR', val: 0, charges, discounts: [], total: 0, vat: [] });

describe('receiptTotals', () => {
  it('when an order has 10 % and 20 % lines, a delivery fee and a tip, then VAT is computed per rate with the fee at 20 % and none on the tip', () => {
    // 2 × Margherita groß 24,80 (10 %), Cola 3,00 + 2 × Bier 9,00 (20 %), delivery 2,50 (20 %), tip 2,00 (no VAT)
    // 10 %: 24,80 × 10/110 = 2,2545… → 2,25; net 22,55
    // 20 %: 3,00 + 9,00 + 2,50 = 14,50; × 20/120 = 2,4166… → 2,42; net 12,08
    // total 24,80 + 12,00 + 2,50 + 2,00 = 41,30
    const r = receiptTotals({
      lines: [
        line('Pizza Margherita', 2, 24.8, 10, [{ slug: 'size', label: 'Größe', vals: [{ slug: 'gross', label: 'Groß', qty: 1, pr: 3.5 }] }]),
        line('Cola', 1, 3, 20),
        line('Bier', 2, 9, 20),
      ],
      amount: amount([{ type: 'service-fee', val: 2.5 }, { type: 'tip', val: 2 }]),
    });
    expect(r.subtotal).toBe(3680);
    expect(r.deliveryFee).toBe(250);
    expect(r.minOrderFee).toBe(0);
    expect(r.tip).toBe(200);
    expect(r.total).toBe(4130);
    expect(r.vat).toEqual([
      { rate: 10, gross: 2480, tax: 225, net: 2255 },
      { rate: 20, gross: 1450, tax: 242, net: 1208 },
    ]);
    expect(r.taxTotal).toBe(467);
    expect(r.lines[0]).toEqual({ qty: 2, label: 'Pizza Margherita', options: ['Größe: Groß'], total: 2480, vatRate: 10 });
  });

  it('when a minimum-order fee is charged, then it counts at 20 % with the delivery fee', () => {
    // Margherita groß 12,40 (10 %), Cola 3,00 (20 %); minimum 20,00 → fee 4,60; delivery 3,00; tip 1,50
    // 10 %: 12,40 × 10/110 = 1,1272… → 1,13; net 11,27
    // 20 %: 3,00 + 4,60 + 3,00 = 10,60; × 20/120 = 1,7666… → 1,77; net 8,83
    // total 15,40 + 7,60 + 1,50 = 24,50
    const r = receiptTotals({
      lines: [line('Margherita', 1, 12.4, 10), line('Cola', 1, 3, 20)],
      amount: amount([{ type: 'service-fee', val: 3 }, { type: 'min-order-fee', val: 4.6 }, { type: 'tip', val: 1.5 }]),
    });
    expect(r.total).toBe(2450);
    expect(r.vat).toEqual([
      { rate: 10, gross: 1240, tax: 113, net: 1127 },
      { rate: 20, gross: 1060, tax: 177, net: 883 },
    ]);
  });

  it('when one rate has several lines, then the tax is rounded once per rate, not per line', () => {
    // 3 × 1,05 at 10 %: per line 0,0954… → 0,10 each (0,30); per rate 3,15 × 10/110 = 0,2863… → 0,29
    const r = receiptTotals({ lines: [line('A', 1, 1.05, 10), line('B', 1, 1.05, 10), line('C', 1, 1.05, 10)], amount: amount([]) });
    expect(r.vat).toEqual([{ rate: 10, gross: 315, tax: 29, net: 286 }]);
  });

  it('when a picked-up order has food only, then there is one VAT row and no fee', () => {
    const r = receiptTotals({ lines: [line('Suppe', 2, 13.8, 10)], amount: amount([]) });
    // 13,80 × 10/110 = 1,2545… → 1,25; net 12,55
    expect(r.vat).toEqual([{ rate: 10, gross: 1380, tax: 125, net: 1255 }]);
    expect(r.total).toBe(1380);
  });

  it('when a line lacks its rate, then it counts at 20 %', () => {
    const r = receiptTotals({ lines: [line('X', 1, 6, undefined)], amount: amount([]) });
    expect(r.vat).toEqual([{ rate: 20, gross: 600, tax: 100, net: 500 }]);
  });

  it('when option values have quantities, then the receipt names them', () => {
    const r = receiptTotals({
      lines: [line('Diavola', 1, 12, 10, [{ slug: 'extras', label: 'Extras', vals: [{ slug: 'k', label: 'Extra Käse', qty: 2 }, { slug: 'o', label: 'Oliven', qty: 1 }, { slug: 'z', qty: 0 }] }])],
      amount: amount([]),
    });
    expect(r.lines[0]?.options).toEqual(['Extras: 2 × Extra Käse, Oliven']);
  });
});

describe('vatRows', () => {
  it('when rates come in any order, then rows are ascending and empty rates are left out', () => {
    expect(vatRows([{ gross: 120, rate: 20 }, { gross: 0, rate: 13 }, { gross: 110, rate: 10 }])).toEqual([
      { rate: 10, gross: 110, tax: 10, net: 100 },
      { rate: 20, gross: 120, tax: 20, net: 100 },
    ]);
  });
});

describe('receiptNumberText', () => {
  it('pads to six digits', () => {
    expect(receiptNumberText(17)).toBe('000017');
    expect(receiptNumberText(1234567)).toBe('1234567');
  });
});
