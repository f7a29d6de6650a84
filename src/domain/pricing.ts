/**
 * Order pricing — the server's authority (issue 2 "placeOrder"; spec 1 §3 order amount, §5 product options,
 * §9 fees and VAT). Every line is re-priced from the catalog: base price + option charges (free picks deducted in
 * value order) × quantity; fees from computeFees; VAT by rate included in the total (lines at their own rate,
 * delivery and minimum-order fees at 20 %, the tip carries no VAT). The app calls the same function for its preview.
 */
import type { Cents } from './money.ts';
import { toCents, toEuro } from './money.ts';
import type {
  Catalog, ChargeType, DeliveryZone, OrderAmount, OrderLine, OrderLineOption, Product, ProductGroup, ProductOption,
  ServiceKind,
} from './types.ts';
import { computeFees } from './fees.ts';
import type { FeeBreakdown } from './fees.ts';
import { effectiveOptions, optionCharge, optionLimits, pickedCount } from './options.ts';
import { MAX_LINE_QUANTITY, vatBreakdown } from './cart.ts';

/** VAT rate of the delivery and minimum-order fees. */
export const FEE_VAT_PERCENT = 20;

export type PricingErrorCode =
  | 'unknown-product' | 'unknown-option' | 'unknown-value' | 'option-min' | 'option-max' | 'option-maxq'
  | 'empty-cart' | 'bad-quantity' | 'bad-tip';

export class PricingError extends Error {
  readonly code: PricingErrorCode;
  constructor(code: PricingErrorCode, message: string) {
    super(message);
    this.name = 'PricingError';
    this.code = code;
  }
}

export interface PricedOrder {
  lines: OrderLine[];
  amount: OrderAmount;
  totals: FeeBreakdown;
}

interface Found {
  group: ProductGroup;
  product: Product;
}

function indexCatalog(catalog: Pick<Catalog, 'productGroups'>): Map<string, Found> {
  const m = new Map<string, Found>();
  for (const group of catalog.productGroups) {
    for (const product of group.products) if (!m.has(product.id)) m.set(product.id, { group, product });
  }
  return m;
}

function isWholeInRange(n: unknown, min: number, max: number): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
}

/** Merges the client's picks of one line per option slug (duplicates summed) after checking every slug exists. */
function collectPicks(product: Product, options: ProductOption[], opts: OrderLineOption[] | undefined) {
  const bySlug = new Map(options.map((o) => [o.slug, o]));
  const picks = new Map<string, Record<string, number>>();
  for (const sent of opts ?? []) {
    const o = bySlug.get(sent.slug);
    if (!o) {
      throw new PricingError('unknown-option', `Unknown option "${sent.slug}" for product "${product.label}" (${product.id})`);
    }
    const p = picks.get(o.slug) ?? {};
    for (const v of sent.vals) {
      if (!o.vals.some((x) => x.slug === v.slug)) {
        throw new PricingError('unknown-value', `Unknown value "${v.slug}" for option "${o.label}" (${o.slug}) of product "${product.label}"`);
      }
      if (!isWholeInRange(v.qty, 0, Number.MAX_SAFE_INTEGER)) {
        throw new PricingError('bad-quantity', `Quantity of value "${v.slug}" in option "${o.label}" of product "${product.label}" must be a whole number ≥ 0`);
      }
      p[v.slug] = (p[v.slug] ?? 0) + v.qty;
    }
    picks.set(o.slug, p);
  }
  return picks;
}

function priceLine(found: Map<string, Found>, line: OrderLine, index: number): { line: OrderLine; cents: Cents; vatP: number } {
  const productId = line.entry.productId;
  const hit = typeof productId === 'string' ? found.get(productId) : undefined;
  if (!hit) throw new PricingError('unknown-product', `Unknown product "${productId}" in line ${index + 1}`);
  const { group, product } = hit;
  if (!isWholeInRange(line.qty, 1, MAX_LINE_QUANTITY)) {
    throw new PricingError('bad-quantity', `Quantity of "${product.label}" must be a whole number from 1 to ${MAX_LINE_QUANTITY}, got ${String(line.qty)}`);
  }
  const options = effectiveOptions(group, product);
  const picks = collectPicks(product, options, line.entry.opts);
  let unit = toCents(product.pr);
  const outOpts: OrderLineOption[] = [];
  for (const o of options) {
    const p = picks.get(o.slug) ?? {};
    const l = optionLimits(o);
    for (const v of o.vals) {
      if ((p[v.slug] ?? 0) > l.maxQ) {
        throw new PricingError('option-maxq', `At most ${l.maxQ} × "${v.label}" allowed in option "${o.label}" of "${product.label}"`);
      }
    }
    const n = pickedCount(p);
    if (n < l.min) {
      throw new PricingError('option-min', `Option "${o.label}" of "${product.label}" needs at least ${l.min} choice(s), got ${n}`);
    }
    if (n > l.max) {
      throw new PricingError('option-max', `Option "${o.label}" of "${product.label}" allows at most ${l.max} choice(s), got ${n}`);
    }
    unit += optionCharge(o, p);
    const vals = o.vals
      .filter((v) => (p[v.slug] ?? 0) > 0)
      .map((v) => ({ slug: v.slug, label: v.label, qty: p[v.slug] ?? 0, pr: v.pr }));
    if (vals.length > 0) outOpts.push({ slug: o.slug, label: o.label, vals });
  }
  const cents = unit * line.qty;
  const out: OrderLine = {
    entry: { type: 'product', productId: product.id, label: product.label, pr: product.pr, vatP: product.vatP, opts: outOpts },
    qty: line.qty,
    total: toEuro(cents),
  };
  if (typeof line.note === 'string' && line.note.trim() !== '') out.note = line.note.trim();
  return { line: out, cents, vatP: product.vatP };
}

export function priceOrder(a: {
  catalog: Pick<Catalog, 'productGroups'>;
  lines: OrderLine[];
  zone: DeliveryZone | null;
  orderType: ServiceKind;
  tags: string[];
  tip?: Cents;
}): PricedOrder {
  if (!Array.isArray(a.lines) || a.lines.length === 0) throw new PricingError('empty-cart', 'The order has no lines');
  const tip = a.tip ?? 0;
  if (!isWholeInRange(tip, 0, Number.MAX_SAFE_INTEGER)) {
    throw new PricingError('bad-tip', `The tip must be a non-negative amount in whole cents, got ${String(tip)}`);
  }
  const found = indexCatalog(a.catalog);
  const priced = a.lines.map((l, i) => priceLine(found, l, i));
  const subtotal = priced.reduce((s, p) => s + p.cents, 0);
  const totals = computeFees({ subtotal, zone: a.zone, orderType: a.orderType, tags: a.tags, tip });

  const charges: { type: ChargeType; val: number }[] = [];
  if (totals.deliveryFee > 0) charges.push({ type: 'service-fee', val: toEuro(totals.deliveryFee) });
  if (totals.minOrderFee > 0) charges.push({ type: 'min-order-fee', val: toEuro(totals.minOrderFee) });
  if (totals.tip > 0) charges.push({ type: 'tip', val: toEuro(totals.tip) });

  const vatItems = priced.map((p) => ({ totalCents: p.cents, vatPercent: p.vatP }));
  const fees = totals.deliveryFee + totals.minOrderFee;
  if (fees > 0) vatItems.push({ totalCents: fees, vatPercent: FEE_VAT_PERCENT });

  const amount: OrderAmount = {
    ccy: 'EUR',
    val: toEuro(subtotal),
    charges,
    discounts: [],
    total: toEuro(totals.total),
    vat: vatBreakdown(vatItems).map((v) => ({ rate: v.rate, val: toEuro(v.val) })),
  };
  return { lines: priced.map((p) => p.line), amount, totals };
}
