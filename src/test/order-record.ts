/**
 * A placed order as the vendor API answers it (valid for the shared wire schema `orderSchema`): order 100001 of Anna
 * Huber for delivery, cash, €15, received at `at`. Tests override what they are about.
 */
import type { Order } from '../domain/types.ts';

export function orderRecord(vendorId: string, at: string, over: Partial<Order> = {}): Order {
  const id = '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11';
  return {
    name: `vendors/${vendorId}/orders/${id}`,
    id,
    nr: '100001',
    vendor: `vendors/${vendorId}`,
    requestId: 'r-12345678',
    createTime: at,
    expireTime: at,
    delivery: { label: 'Anna Huber', pickUp: false, mobile: '+43 660 1234567', email: 'anna@example.at' },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 15, charges: [], discounts: [], total: 15, vat: [] },
    lines: [],
    fulfillment: { state: 'RECEIVED', ts: at },
    ...over,
  };
}
