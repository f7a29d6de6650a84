/**
 * Cart lines (spec 1 §3 "Cart line", §2 "Cart", §9 VAT). The cart line id is derived from the product id, the
 * picked option values (quantity > 0 only) and the extras, so identical items merge by adding quantity. Line total
 * = (base price + option charges + addon prices) × quantity, exact in cents. VAT is included in the prices:
 * per rate, vat = round(gross × rate / (100 + rate)).
 */
import type { Cents } from './money.ts';
import { toCents, toEuro } from './money.ts';
import type { OrderLine, Product, ProductGroup } from './types.ts';
import type { Selection } from './options.ts';
import { effectiveOptions, optionCharge } from './options.ts';

/** Quantity limit of one cart/order line (the server refuses more). */
export const MAX_LINE_QUANTITY = 99;

export interface CartLineValue {
  slug: string;
  label: string;
  /** euro per unit */
  price: number;
  qty: number;
}

export interface CartLineOption {
  slug: string;
  label: string;
  /**
   * Free picks of the option (spec option `free`). Carried so that the cart charges exactly what the server will:
   * the first `free` units in value order cost nothing. Absent = 0.
   */
  free?: number;
  selectedValues: CartLineValue[];
}

export interface CartLineAddon {
  name: string;
  /** euro */
  price: number;
}

export interface CartLine {
  cartItemId: string;
  productId: string;
  name: string;
  description?: string;
  /** euro, unit base price */
  price: number;
  quantity: number;
  notes?: string;
  vatPercent: number;
  options: CartLineOption[];
  addons: CartLineAddon[];
  image?: string;
  imageTags?: string[];
}

/**
 * Stable identity of a cart line: product id + options and values sorted by slug (quantity > 0 only) + extras
 * sorted by name. Notes do not take part (spec: derived from product id, options and extras).
 */
export function cartLineId(productId: string, selection: Selection, addons?: { name: string }[]): string {
  const opts: string[] = [];
  for (const optSlug of Object.keys(selection).sort()) {
    const vals = Object.entries(selection[optSlug] ?? {})
      .filter(([, q]) => q > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([v, q]) => `${v}*${q}`);
    if (vals.length > 0) opts.push(`${optSlug}=${vals.join(',')}`);
  }
  const extras = (addons ?? []).map((a) => a.name).sort();
  let id = productId;
  if (opts.length > 0) id += `|${opts.join(';')}`;
  if (extras.length > 0) id += `|+${extras.join('+')}`;
  return id;
}

/** The selection recorded on a cart line (option slug → value slug → qty). */
export function lineSelection(line: Pick<CartLine, 'options'>): Selection {
  const sel: Selection = {};
  for (const o of line.options) {
    const picks: Record<string, number> = {};
    for (const v of o.selectedValues) if (v.qty > 0) picks[v.slug] = (picks[v.slug] ?? 0) + v.qty;
    if (Object.keys(picks).length > 0) sel[o.slug] = picks;
  }
  return sel;
}

/** Unit price of a line in cents: base + option charges (free picks deducted in value order) + extras. */
export function lineUnitCents(line: Pick<CartLine, 'price' | 'options' | 'addons'>): Cents {
  let c = toCents(line.price);
  for (const o of line.options) {
    const picks: Record<string, number> = {};
    for (const v of o.selectedValues) picks[v.slug] = (picks[v.slug] ?? 0) + v.qty;
    c += optionCharge(
      { slug: o.slug, label: o.label, free: o.free ?? 0, vals: o.selectedValues.map((v) => ({ slug: v.slug, label: v.label, pr: v.price })) },
      picks,
    );
  }
  for (const a of line.addons) c += toCents(a.price);
  return c;
}

export function lineTotalCents(line: Pick<CartLine, 'price' | 'options' | 'addons' | 'quantity'>): Cents {
  return lineUnitCents(line) * line.quantity;
}

function clampQty(q: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.floor(q));
}

/** Adds a line; an identical line (same cartItemId) gets the quantity added instead (capped at 99). */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  if (!(line.quantity >= 1)) return lines;
  const i = lines.findIndex((l) => l.cartItemId === line.cartItemId);
  if (i < 0) return [...lines, { ...line, quantity: clampQty(line.quantity) }];
  return lines.map((l, j) =>
    j === i ? { ...l, quantity: clampQty(l.quantity + line.quantity), notes: l.notes || line.notes } : l,
  );
}

/** Sets a line's quantity; 0 or less removes the line (capped at 99). */
export function setLineQuantity(lines: CartLine[], id: string, qty: number): CartLine[] {
  if (!Number.isFinite(qty) || qty <= 0) return lines.filter((l) => l.cartItemId !== id);
  return lines.map((l) => (l.cartItemId === id ? { ...l, quantity: Math.max(1, clampQty(qty)) } : l));
}

export function cartSubtotal(lines: CartLine[]): Cents {
  let s = 0;
  for (const l of lines) s += lineTotalCents(l);
  return s;
}

/** Sum of all quantities (the header's cart badge). */
export function cartCount(lines: CartLine[]): number {
  let n = 0;
  for (const l of lines) n += l.quantity;
  return n;
}

/**
 * VAT contained in gross amounts, by rate (ascending): val = round(gross × rate / (100 + rate)) on the summed gross
 * of each rate. Empty when any item lacks a VAT rate (spec: computed only when every item has vatPercent).
 */
export function vatBreakdown(items: { totalCents: Cents; vatPercent: number | null | undefined }[]): { rate: number; val: Cents }[] {
  const byRate = new Map<number, Cents>();
  for (const it of items) {
    const r = it.vatPercent;
    if (typeof r !== 'number' || !Number.isFinite(r) || r < 0) return [];
    byRate.set(r, (byRate.get(r) ?? 0) + it.totalCents);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({ rate, val: Math.round((gross * rate) / (100 + rate)) }));
}

/** Builds a cart line from the product dialog's selection (only values with quantity > 0 enter the line). */
export function buildCartLine(a: {
  group: Pick<ProductGroup, 'opts'>;
  product: Product;
  selection: Selection;
  quantity?: number;
  notes?: string;
  addons?: CartLineAddon[];
}): CartLine {
  const { product, selection } = a;
  const options: CartLineOption[] = [];
  for (const o of effectiveOptions(a.group, product)) {
    const picks = selection[o.slug] ?? {};
    const selectedValues = o.vals
      .filter((v) => (picks[v.slug] ?? 0) > 0)
      .map((v) => ({ slug: v.slug, label: v.label, price: v.pr, qty: picks[v.slug] ?? 0 }));
    if (selectedValues.length > 0) options.push({ slug: o.slug, label: o.label, free: o.free ?? 0, selectedValues });
  }
  const addons = a.addons ?? [];
  const image = product.info?.images?.[0];
  const line: CartLine = {
    cartItemId: cartLineId(product.id, lineSelection({ options }), addons),
    productId: product.id,
    name: product.label,
    price: product.pr,
    quantity: clampQty(a.quantity ?? 1),
    vatPercent: product.vatP,
    options,
    addons,
  };
  if (product.info?.desc) line.description = product.info.desc;
  if (a.notes && a.notes.trim() !== '') line.notes = a.notes.trim();
  if (image) {
    line.image = image.url;
    if (image.tags) line.imageTags = image.tags;
  }
  return line;
}

/** The order line sent to placeOrder for a cart line (the server re-prices it; total is the client's view). */
export function cartLineToOrderLine(line: CartLine): OrderLine {
  const out: OrderLine = {
    entry: {
      type: 'product',
      productId: line.productId,
      label: line.name,
      pr: line.price,
      vatP: line.vatPercent,
      opts: line.options.map((o) => ({
        slug: o.slug,
        label: o.label,
        vals: o.selectedValues.map((v) => ({ slug: v.slug, label: v.label, qty: v.qty, pr: v.price })),
      })),
    },
    qty: line.quantity,
    total: toEuro(lineTotalCents(line)),
  };
  if (line.notes) out.note = line.notes;
  return out;
}
