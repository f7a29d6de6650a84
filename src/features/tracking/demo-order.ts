/**
 * The demo order shown when no live order can be loaded (spec 1 §2, §8: "Demo-Bestellverfolgung"): a fixed sample
 * from the built-in demo restaurant, placed a few minutes before the page opened.
 */
import type { Order } from '../../domain/types.ts';

export const DEMO_ORDER_NR = 'DEMO-1001';
export const DEMO_RESTAURANT_LABEL = 'Lieferzone Demo-Restaurant';

export function demoOrder(now: Date): Order {
  const created = new Date(now.getTime() - 12 * 60_000);
  const iso = created.toISOString();
  return {
    name: 'vendors/demo/orders/demo-1001',
    id: 'demo-1001',
    nr: DEMO_ORDER_NR,
    vendor: 'vendors/demo',
    requestId: 'demo',
    createTime: iso,
    expireTime: new Date(created.getTime() + 15 * 60_000).toISOString(),
    delivery: {
      label: 'Max Mustermann',
      pickUp: false,
      mobile: '+43 660 1234567',
      email: 'max@example.at',
      loc: {
        addrLines: ['Mariahilfer Straße 1'],
        city: 'Wien',
        postalCode: '1060',
        formatted: 'Mariahilfer Straße 1, Tür 4, 1060 Wien',
      },
      door: '4',
    },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: {
      ccy: 'EUR',
      val: 19.8,
      charges: [],
      discounts: [],
      total: 19.8,
      vat: [{ rate: 10, val: 1.8 }],
    },
    lines: [
      {
        entry: { type: 'product', productId: 'demo-doener-teller', label: 'Hühnerdöner Teller', pr: 12.9, vatP: 10 },
        qty: 1,
        total: 12.9,
        note: 'Ohne Zwiebel',
      },
      {
        entry: { type: 'product', productId: 'demo-linsensuppe', label: 'Linsensuppe', pr: 6.9, vatP: 10 },
        qty: 1,
        total: 6.9,
      },
    ],
    fulfillment: {
      state: 'PROCESSING',
      ts: new Date(created.getTime() + 5 * 60_000).toISOString(),
      delivery: { time: new Date(created.getTime() + 35 * 60_000).toISOString() },
    },
  };
}
