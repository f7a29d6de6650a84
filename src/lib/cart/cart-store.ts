/**
 * The cart (spec 1 §3 "Cart state", §4 "Cart and vendor"): one vendor's lines, the chosen delivery zone and order
 * type, persisted in localStorage under `lz.cart.v1` and kept in sync across tabs through the `storage` event.
 *
 * `createCartStore` is a plain external store (usable with `useSyncExternalStore`); line maths come from
 * src/domain/cart.ts so the cart page, checkout and the server agree on every cent.
 */
import {
  addLine,
  cartCount,
  cartSubtotal,
  setLineQuantity as setLineQuantityInLines,
  type CartLine,
} from '../../domain/cart.ts';
import type { Cents } from '../../domain/money.ts';
import type { DeliveryZone, ServiceKind } from '../../domain/types.ts';

export const CART_STORAGE_KEY = 'lz.cart.v1';

export interface CartState {
  lines: CartLine[];
  vendorId: string | null;
  vendorName: string | null;
  vendorSlug: string | null;
  vendorTags: string[];
  zone: DeliveryZone | null;
  orderType: ServiceKind;
}

/** What `useCart()` returns: the state plus derived figures. */
export interface CartSnapshot extends CartState {
  count: number;
  subtotalCents: Cents;
}

export interface CartVendor {
  id: string;
  label: string;
  slug: string;
  tags: string[];
}

export type AddResult = 'added' | 'conflict';

export const EMPTY_CART: CartState = {
  lines: [],
  vendorId: null,
  vendorName: null,
  vendorSlug: null,
  vendorTags: [],
  zone: null,
  orderType: 'delivery',
};

// ---------------------------------------------------------------------------------------------------------
// Parsing stored data: anything malformed is dropped, never thrown (the storage is user-controlled).

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function parseLine(v: unknown): CartLine | null {
  if (!isRecord(v)) return null;
  const { cartItemId, productId, name, price, quantity, vatPercent } = v;
  if (typeof cartItemId !== 'string' || !cartItemId) return null;
  if (typeof productId !== 'string' || !productId) return null;
  if (typeof name !== 'string') return null;
  if (!isFiniteNumber(price) || price < 0) return null;
  if (!isFiniteNumber(quantity) || !Number.isInteger(quantity) || quantity < 1 || quantity > 999) return null;
  const options: CartLine['options'] = [];
  if (v.options !== undefined) {
    if (!Array.isArray(v.options)) return null;
    for (const o of v.options) {
      if (!isRecord(o) || typeof o.slug !== 'string' || !Array.isArray(o.selectedValues)) return null;
      const selectedValues: CartLine['options'][number]['selectedValues'] = [];
      for (const sv of o.selectedValues) {
        if (!isRecord(sv) || typeof sv.slug !== 'string' || !isFiniteNumber(sv.price) || !isFiniteNumber(sv.qty)) {
          return null;
        }
        selectedValues.push({ slug: sv.slug, label: optString(sv.label) ?? sv.slug, price: sv.price, qty: sv.qty });
      }
      const opt: CartLine['options'][number] = { slug: o.slug, label: optString(o.label) ?? o.slug, selectedValues };
      if (isFiniteNumber(o.free) && o.free > 0) opt.free = Math.floor(o.free);
      options.push(opt);
    }
  }
  const addons: CartLine['addons'] = [];
  if (v.addons !== undefined) {
    if (!Array.isArray(v.addons)) return null;
    for (const a of v.addons) {
      if (!isRecord(a) || typeof a.name !== 'string' || !isFiniteNumber(a.price)) return null;
      addons.push({ name: a.name, price: a.price });
    }
  }
  const line: CartLine = {
    cartItemId,
    productId,
    name,
    price,
    quantity,
    vatPercent: isFiniteNumber(vatPercent) ? vatPercent : 20,
    options,
    addons,
  };
  const description = optString(v.description);
  if (description !== undefined) line.description = description;
  const notes = optString(v.notes);
  if (notes !== undefined) line.notes = notes;
  const image = optString(v.image);
  if (image !== undefined) line.image = image;
  if (Array.isArray(v.imageTags)) {
    const tags: unknown[] = v.imageTags;
    if (tags.every((t): t is string => typeof t === 'string')) line.imageTags = tags;
  }
  return line;
}

const isAmount = (v: unknown): v is number => isFiniteNumber(v) && v >= 0;

/**
 * The stored zone is a copy of a zone the vendor schema accepted (setCartZone): checked for its shape here, by hand
 * like the lines — the cart is read at start-up for the header's count, and the entry chunk carries no zod.
 */
function parseZone(v: unknown): DeliveryZone | null {
  if (!isRecord(v)) return null;
  const { label, postalCode, minPrice, serviceFee, serviceFeeMax } = v;
  if (typeof label !== 'string' || !isAmount(minPrice) || !isAmount(serviceFee) || !isAmount(serviceFeeMax)) return null;
  if (typeof postalCode === 'string') return { label, postalCode, minPrice, serviceFee, serviceFeeMax };
  if (!Array.isArray(postalCode) || postalCode.length === 0) return null;
  const codes: unknown[] = postalCode;
  if (!codes.every((c): c is string => typeof c === 'string')) return null;
  return { label, postalCode: codes, minPrice, serviceFee, serviceFeeMax };
}

/** Parses the stored JSON; corrupted or foreign data yields the empty cart (or the valid parts of it). */
export function parseCartState(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (!isRecord(data)) return EMPTY_CART;
  const lines = Array.isArray(data.lines)
    ? data.lines.map(parseLine).filter((l): l is CartLine => l !== null)
    : [];
  const vendorId = typeof data.vendorId === 'string' && data.vendorId ? data.vendorId : null;
  const vendorTags = Array.isArray(data.vendorTags) ? data.vendorTags.filter((t) => typeof t === 'string') : [];
  return {
    // lines without a vendor cannot be ordered: drop them
    lines: vendorId ? lines : [],
    vendorId,
    vendorName: vendorId ? (optString(data.vendorName) ?? null) : null,
    vendorSlug: vendorId ? (optString(data.vendorSlug) ?? null) : null,
    vendorTags: vendorId ? vendorTags : [],
    zone: parseZone(data.zone),
    orderType: data.orderType === 'pickup' ? 'pickup' : 'delivery',
  };
}

function snapshotOf(state: CartState): CartSnapshot {
  return { ...state, count: cartCount(state.lines), subtotalCents: cartSubtotal(state.lines) };
}

/** The empty cart's snapshot: what the server (which cannot see a device's cart) renders. */
export const EMPTY_SNAPSHOT: CartSnapshot = snapshotOf(EMPTY_CART);

// ---------------------------------------------------------------------------------------------------------

export interface CartStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CartSnapshot;
  addToCart(vendor: CartVendor, line: CartLine, opts?: { force?: boolean }): AddResult;
  setLineQuantity(cartItemId: string, qty: number): void;
  setLineNotes(cartItemId: string, notes: string): void;
  clearCart(): void;
  setCartZone(zone: DeliveryZone | null): void;
  setOrderType(orderType: ServiceKind): void;
  replaceCart(state: Partial<CartState>): void;
  /** Stops listening to other tabs (tests). */
  dispose(): void;
}

export function createCartStore(
  storage: Storage | null,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> | null,
): CartStore {
  const readStored = (): CartState => {
    try {
      return parseCartState(storage?.getItem(CART_STORAGE_KEY) ?? null);
    } catch {
      return EMPTY_CART;
    }
  };
  // read at the first ask, not when the store is made: the entry's evaluation (one task at start, issue 27) does not
  // wait for the storage's first, synchronous read. The empty cart is the server's snapshot itself: React, taking
  // over a server-rendered page, then finds nothing changed and does not re-render the cart's readers synchronously.
  const storedSnapshot = (): CartSnapshot => {
    const stored = readStored();
    return stored === EMPTY_CART ? EMPTY_SNAPSHOT : snapshotOf(stored);
  };
  let snapshot: CartSnapshot | null = null;
  const current = (): CartSnapshot => (snapshot ??= storedSnapshot());
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const commit = (next: CartState) => {
    snapshot = snapshotOf(next);
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify(toState(snapshot)));
    } catch {
      // quota exceeded / storage disabled: keep the in-memory cart
    }
    emit();
  };

  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && e.key !== CART_STORAGE_KEY) return;
    if (e.storageArea && storage && e.storageArea !== storage) return;
    snapshot = storedSnapshot();
    emit();
  };
  win?.addEventListener('storage', onStorage as EventListener);

  const state = (): CartState => toState(current());

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: current,
    addToCart(vendor, line, opts) {
      const cur = state();
      const sameVendor = cur.vendorId === vendor.id;
      if (!sameVendor && cur.lines.length > 0 && !opts?.force) return 'conflict';
      const base: CartState = sameVendor ? cur : { ...EMPTY_CART, orderType: cur.orderType };
      commit({
        ...base,
        vendorId: vendor.id,
        vendorName: vendor.label,
        vendorSlug: vendor.slug,
        vendorTags: [...vendor.tags],
        lines: addLine(base.lines, line),
      });
      return 'added';
    },
    setLineQuantity(cartItemId, qty) {
      const cur = state();
      commit({ ...cur, lines: setLineQuantityInLines(cur.lines, cartItemId, qty) });
    },
    setLineNotes(cartItemId, notes) {
      const cur = state();
      commit({ ...cur, lines: cur.lines.map((l) => (l.cartItemId === cartItemId ? { ...l, notes } : l)) });
    },
    clearCart() {
      const cur = state();
      // the chosen order type and zone are preferences of the customer, the vendor goes with the lines
      commit({ ...EMPTY_CART, orderType: cur.orderType, zone: cur.zone });
    },
    setCartZone(zone) {
      commit({ ...state(), zone });
    },
    setOrderType(orderType) {
      commit({ ...state(), orderType });
    },
    replaceCart(next) {
      commit(parseCartState(JSON.stringify({ ...EMPTY_CART, ...next })));
    },
    dispose() {
      win?.removeEventListener('storage', onStorage as EventListener);
      listeners.clear();
    },
  };
}

function toState(s: CartSnapshot): CartState {
  return {
    lines: s.lines,
    vendorId: s.vendorId,
    vendorName: s.vendorName,
    vendorSlug: s.vendorSlug,
    vendorTags: s.vendorTags,
    zone: s.zone,
    orderType: s.orderType,
  };
}
