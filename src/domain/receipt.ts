/**
 * The receipt (Beleg) of an order (issue 29): the content of a small-amount invoice (§ 11 Abs. 6 UStG) computed from
 * the order the server priced. One pure function for the server's JSON and PDF and the app's page.
 *
 * VAT is included in every price. Per rate: tax = gross × rate / (100 + rate), rounded once per rate to whole cents
 * (not per line), net = gross − tax. Which rate applies (the one decision, made in pricing.ts and used here):
 *   - a line at its product's rate (`vatP`: 10 % food, 20 % drinks and goods);
 *   - delivery and minimum-order fees at FEE_VAT_PERCENT (20 %, the standard rate: the delivery is a service of its
 *     own, not a part of the meal; the order's stored `amount.vat` was computed the same way);
 *   - the tip carries no VAT (a voluntary payment to the courier, not a price of the restaurant's supply).
 * A line without a stored rate counts at 20 % (never less tax than due).
 */
import { toCents, type Cents } from './money.ts';
import { FEE_VAT_PERCENT } from './pricing.ts';
import type { Order } from './types.ts';

export const DEFAULT_LINE_VAT_PERCENT = 20;

export interface VatRow {
  /** percent */
  rate: number;
  gross: Cents;
  tax: Cents;
  net: Cents;
}

/** VAT contained in gross amounts, one row per rate (ascending); rates with no gross amount are left out. */
export function vatRows(items: readonly { gross: Cents; rate: number }[]): VatRow[] {
  const byRate = new Map<number, Cents>();
  for (const it of items) byRate.set(it.rate, (byRate.get(it.rate) ?? 0) + it.gross);
  return [...byRate.entries()]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const tax = Math.round((gross * rate) / (100 + rate));
      return { rate, gross, tax, net: gross - tax };
    });
}

export interface ReceiptLine {
  qty: number;
  label: string;
  /** chosen option values as text, e.g. "Größe: Groß", "Extras: 2 × Extra Käse" */
  options: string[];
  /** line total (VAT included) */
  total: Cents;
  vatRate: number;
}

export interface ReceiptTotals {
  lines: ReceiptLine[];
  subtotal: Cents;
  deliveryFee: Cents;
  minOrderFee: Cents;
  tip: Cents;
  total: Cents;
  vat: VatRow[];
  /** sum of the VAT rows' tax */
  taxTotal: Cents;
}

function optionTexts(line: Order['lines'][number]): string[] {
  const out: string[] = [];
  for (const o of line.entry.opts ?? []) {
    const vals = o.vals.filter((v) => v.qty > 0).map((v) => `${v.qty > 1 ? `${String(v.qty)} × ` : ''}${v.label ?? v.slug}`);
    if (vals.length > 0) out.push(`${o.label ?? o.slug}: ${vals.join(', ')}`);
  }
  return out;
}

/** The receipt's lines, fees, tip, total and VAT per rate from the stored order (its server-priced amounts). */
export function receiptTotals(order: Pick<Order, 'lines' | 'amount'>): ReceiptTotals {
  const lines: ReceiptLine[] = order.lines.map((l) => ({
    qty: l.qty,
    label: l.entry.label ?? l.entry.productId,
    options: optionTexts(l),
    total: toCents(l.total ?? 0),
    vatRate: typeof l.entry.vatP === 'number' && Number.isFinite(l.entry.vatP) ? l.entry.vatP : DEFAULT_LINE_VAT_PERCENT,
  }));
  const charge = (type: string) => order.amount.charges.filter((c) => c.type === type).reduce((s, c) => s + toCents(c.val), 0);
  const deliveryFee = charge('service-fee');
  const minOrderFee = charge('min-order-fee');
  const tip = charge('tip');
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  const vat = vatRows([
    ...lines.map((l) => ({ gross: l.total, rate: l.vatRate })),
    { gross: deliveryFee + minOrderFee, rate: FEE_VAT_PERCENT },
  ]);
  return {
    lines, subtotal, deliveryFee, minOrderFee, tip,
    total: subtotal + deliveryFee + minOrderFee + tip,
    vat,
    taxTotal: vat.reduce((s, r) => s + r.tax, 0),
  };
}

/** The receipt number as printed: the vendor's running number, at least 6 digits (e.g. 000017). */
export const receiptNumberText = (n: number): string => String(n).padStart(6, '0');
