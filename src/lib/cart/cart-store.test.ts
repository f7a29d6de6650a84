import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../domain/cart.ts';
import { CART_STORAGE_KEY, createCartStore, EMPTY_SNAPSHOT, parseCartState, type CartStore } from './cart-store.ts';

const pizzeria = { id: 'v-1', label: 'Pizzeria Roma', slug: 'pizzeria-roma', tags: ['delivery', 'pizza'] };
const sushiBar = { id: 'v-2', label: 'Sushi Bar', slug: 'sushi-bar', tags: ['pickup'] };

function line(over: Partial<CartLine> = {}): CartLine {
  return {
    cartItemId: 'p-1',
    productId: 'p-1',
    name: 'Margherita',
    price: 8.9,
    quantity: 1,
    vatPercent: 10,
    options: [],
    addons: [],
    ...over,
  };
}

const withCheese = line({
  cartItemId: 'p-1|extras:cheese=2',
  options: [{ slug: 'extras', label: 'Extras', selectedValues: [{ slug: 'cheese', label: 'Käse', price: 1.2, qty: 2 }] }],
});

let store: CartStore;
beforeEach(() => {
  localStorage.clear();
  store = createCartStore(localStorage, window);
});
afterEach(() => store.dispose());

describe('cart store', () => {
  it('when the same line is added twice, then one line with the summed quantity remains', () => {
    expect(store.addToCart(pizzeria, line({ quantity: 1 }))).toBe('added');
    expect(store.addToCart(pizzeria, line({ quantity: 2 }))).toBe('added');
    const s = store.getSnapshot();
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]?.quantity).toBe(3);
    expect(s.count).toBe(3);
    expect(s.subtotalCents).toBe(2670);
    expect(s.vendorId).toBe('v-1');
    expect(s.vendorName).toBe('Pizzeria Roma');
    expect(s.vendorSlug).toBe('pizzeria-roma');
    expect(s.vendorTags).toEqual(['delivery', 'pizza']);
  });

  it('when lines differ in their options, then they stay separate and the subtotal includes option prices', () => {
    store.addToCart(pizzeria, line());
    store.addToCart(pizzeria, withCheese);
    const s = store.getSnapshot();
    expect(s.lines.map((l) => l.cartItemId)).toEqual(['p-1', 'p-1|extras:cheese=2']);
    // 8.90 + (8.90 + 2 × 1.20)
    expect(s.subtotalCents).toBe(890 + 1130);
  });

  it('when a quantity is set to 0, then the line is removed', () => {
    store.addToCart(pizzeria, line());
    store.addToCart(pizzeria, withCheese);
    store.setLineQuantity('p-1', 0);
    expect(store.getSnapshot().lines.map((l) => l.cartItemId)).toEqual(['p-1|extras:cheese=2']);
    store.setLineQuantity('p-1|extras:cheese=2', 4);
    expect(store.getSnapshot().count).toBe(4);
  });

  it('when another vendor adds to a non-empty cart, then it answers conflict and changes nothing', () => {
    store.addToCart(pizzeria, line());
    expect(store.addToCart(sushiBar, line({ cartItemId: 's-1', productId: 's-1', name: 'Maki' }))).toBe('conflict');
    const s = store.getSnapshot();
    expect(s.vendorId).toBe('v-1');
    expect(s.lines.map((l) => l.name)).toEqual(['Margherita']);
  });

  it('when the conflict is forced, then the cart is replaced by the new vendor and its line', () => {
    store.addToCart(pizzeria, line());
    store.setCartZone({ label: '1070', postalCode: '1070', minPrice: 15, serviceFee: 2.5, serviceFeeMax: 30 });
    const r = store.addToCart(sushiBar, line({ cartItemId: 's-1', productId: 's-1', name: 'Maki' }), { force: true });
    expect(r).toBe('added');
    const s = store.getSnapshot();
    expect(s.vendorId).toBe('v-2');
    expect(s.lines.map((l) => l.name)).toEqual(['Maki']);
    expect(s.zone).toBeNull();
  });

  it('when a different vendor adds to an empty cart, then no conflict is reported', () => {
    store.addToCart(pizzeria, line());
    store.setLineQuantity('p-1', 0);
    expect(store.addToCart(sushiBar, line({ cartItemId: 's-1', productId: 's-1' }))).toBe('added');
    expect(store.getSnapshot().vendorId).toBe('v-2');
  });

  it('when notes, zone and order type change, then they are persisted under lz.cart.v1', () => {
    store.addToCart(pizzeria, line());
    store.setLineNotes('p-1', 'ohne Zwiebel');
    store.setOrderType('pickup');
    store.setCartZone({ label: 'Z', postalCode: ['1070', '1080'], minPrice: 10, serviceFee: 0, serviceFeeMax: 0 });
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(stored.lines[0].notes).toBe('ohne Zwiebel');
    expect(stored.orderType).toBe('pickup');
    expect(stored.zone.postalCode).toEqual(['1070', '1080']);
    expect(stored.vendorId).toBe('v-1');
    // a fresh store (a reload) reads the same cart
    const reloaded = createCartStore(localStorage, null);
    expect(reloaded.getSnapshot().lines[0]?.notes).toBe('ohne Zwiebel');
    expect(reloaded.getSnapshot().orderType).toBe('pickup');
  });

  it('when the cart is cleared, then lines and vendor are gone but the order type stays', () => {
    store.addToCart(pizzeria, line());
    store.setOrderType('pickup');
    store.clearCart();
    const s = store.getSnapshot();
    expect(s.lines).toEqual([]);
    expect(s.vendorId).toBeNull();
    expect(s.count).toBe(0);
    expect(s.orderType).toBe('pickup');
  });

  it('when another tab writes the cart, then the storage event updates this store and notifies subscribers', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    const other = JSON.stringify({
      lines: [line({ quantity: 5 })],
      vendorId: 'v-1',
      vendorName: 'Pizzeria Roma',
      vendorSlug: 'pizzeria-roma',
      vendorTags: [],
      zone: null,
      orderType: 'delivery',
    });
    localStorage.setItem(CART_STORAGE_KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other }));
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().count).toBe(5);
  });

  it('when another tab writes an unrelated key, then subscribers are not notified', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'favoriteRestaurants', newValue: '[]' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('when a line with free picks is stored and read back, then the free count and the price survive', () => {
    const freeLine = line({
      cartItemId: 'p-1|sauce',
      options: [
        {
          slug: 'sauce',
          label: 'Saucen',
          free: 1,
          selectedValues: [{ slug: 'garlic', label: 'Knoblauch', price: 0.5, qty: 2 }],
        },
      ],
    });
    store.addToCart(pizzeria, freeLine);
    const reloaded = createCartStore(localStorage, null).getSnapshot();
    expect(reloaded.lines[0]?.options[0]?.free).toBe(1);
    // 8.90 + one charged garlic (the first is free)
    expect(reloaded.subtotalCents).toBe(940);
  });

  it('when the stored cart is not JSON, then the store starts empty without throwing', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"lines": [oops');
    const s = createCartStore(localStorage, null).getSnapshot();
    expect(s.lines).toEqual([]);
    expect(s.count).toBe(0);
    expect(s.orderType).toBe('delivery');
  });

  it('when stored lines are malformed, then only the valid lines are kept', () => {
    const parsed = parseCartState(
      JSON.stringify({
        vendorId: 'v-1',
        vendorName: 'Pizzeria Roma',
        lines: [
          line(),
          { cartItemId: 'x', productId: 'x', name: 'Bad', price: 'free', quantity: 1 },
          { cartItemId: 'y', productId: 'y', name: 'Neg', price: 3, quantity: -2 },
          null,
          line({ cartItemId: 'p-2', productId: 'p-2', options: [{ slug: 'o', selectedValues: 'nope' }] as never }),
        ],
        zone: { label: 'z', postalCode: 1070 },
        orderType: 'teleport',
      }),
    );
    expect(parsed.lines.map((l) => l.cartItemId)).toEqual(['p-1']);
    expect(parsed.zone).toBeNull();
    expect(parsed.orderType).toBe('delivery');
  });

  it('when a stored zone has the zone shape, then it is restored; a zone with a negative fee or no postal code is dropped', () => {
    const zone = { label: 'Neubau', postalCode: ['1070', '1080'], minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 };
    const stored = (z: unknown) => parseCartState(JSON.stringify({ vendorId: 'v-1', lines: [line()], zone: z })).zone;
    expect(stored({ ...zone, extra: 'x' })).toEqual(zone);
    expect(stored({ ...zone, postalCode: '1070' })).toEqual({ ...zone, postalCode: '1070' });
    expect(stored({ ...zone, serviceFee: -1 })).toBeNull();
    expect(stored({ ...zone, postalCode: [] })).toBeNull();
    expect(stored({ ...zone, postalCode: ['1070', 1080] })).toBeNull();
    expect(stored({ ...zone, minPrice: '12' })).toBeNull();
  });

  it('when stored data is an array or lines lack a vendor, then the cart is empty', () => {
    expect(parseCartState('[1,2,3]').lines).toEqual([]);
    expect(parseCartState(JSON.stringify({ lines: [line()] })).lines).toEqual([]);
  });

  it('when storage throws on write, then the cart still works in memory', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const s = createCartStore(broken, null);
    expect(s.addToCart(pizzeria, line())).toBe('added');
    expect(s.getSnapshot().count).toBe(1);
  });

  it('when replaceCart gets a state, then it becomes the cart (used by "Erneut bestellen")', () => {
    store.replaceCart({ vendorId: 'v-2', vendorName: 'Sushi Bar', lines: [line({ quantity: 2 })] });
    const s = store.getSnapshot();
    expect(s.vendorId).toBe('v-2');
    expect(s.count).toBe(2);
  });
});

describe('cart store at start', () => {
  it('when the store is made, then the storage is read only at the first ask, and once', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ vendorId: pizzeria.id, vendorName: pizzeria.label, lines: [line({ quantity: 2 })] }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      const late = createCartStore(localStorage, null);
      expect(getItem).not.toHaveBeenCalled();
      expect(late.getSnapshot().count).toBe(2);
      expect(late.getSnapshot().count).toBe(2);
      expect(getItem).toHaveBeenCalledTimes(1);
      late.dispose();
    } finally {
      getItem.mockRestore();
    }
  });

  it('when nothing is stored, then the snapshot is the empty cart the server renders, the same object', () => {
    const empty = createCartStore(localStorage, null);
    expect(empty.getSnapshot()).toBe(EMPTY_SNAPSHOT);
    empty.addToCart(pizzeria, line());
    expect(empty.getSnapshot()).not.toBe(EMPTY_SNAPSHOT);
    expect(empty.getSnapshot().count).toBe(1);
    empty.dispose();
  });
});
