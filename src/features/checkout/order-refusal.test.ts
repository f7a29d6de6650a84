import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../domain/cart.ts';
import { orderRefusal } from './order-refusal.ts';

const NOW = Date.parse('2026-11-24T17:00:00.000Z');
const line = { productId: 'p-schnitzel' } as CartLine;
const catalog = (soldOut: boolean) => ({
  productGroups: [{ slug: 'main', label: 'Hauptspeisen', products: [{ id: 'p-schnitzel', label: 'Wiener Schnitzel', pr: 14.9, soldOut }] }],
}) as never;

describe('why an order was refused with 409', () => {
  it('when the vendor is paused until later, then the pause is the reason with its end', () => {
    expect(orderRefusal({ vendor: { pausedUntil: '2026-11-24T17:30:00.000Z' }, catalog: catalog(true), lines: [line] }, NOW))
      .toEqual({ kind: 'paused', until: '2026-11-24T17:30:00.000Z' });
  });

  it('when the pause is over and a product in the cart is sold out, then that product is named', () => {
    expect(orderRefusal({ vendor: { pausedUntil: '2026-11-24T16:30:00.000Z' }, catalog: catalog(true), lines: [line] }, NOW))
      .toEqual({ kind: 'soldOut', label: 'Wiener Schnitzel' });
  });

  it('when neither holds, then the prices changed', () => {
    expect(orderRefusal({ vendor: { pausedUntil: null }, catalog: catalog(false), lines: [line] }, NOW)).toEqual({ kind: 'priceChanged' });
    expect(orderRefusal({ vendor: null, catalog: null, lines: [line] }, NOW)).toEqual({ kind: 'priceChanged' });
  });
});
