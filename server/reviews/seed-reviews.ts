/**
 * Reviews of the demo data (issue 30): the rule "only reviews of delivered orders" holds for the seed too. Every seeded
 * review belongs to a seeded order of the same vendor that was placed and delivered in the past (state DELIVERED, a
 * guest's order: the reviewer is "Gast"), and the vendors' ratings are then recomputed from the visible reviews like
 * after every other change. Ids are derived from the vendor and the review's position, so seeding again adds nothing.
 */
import { createHash } from 'node:crypto';
import type { Catalog, Order, Vendor } from '../../src/domain/types.ts';
import type { Queryable } from '../db/index.ts';
import { insertDeliveredOrders, insertSeedReviews, refreshVendorRatings } from './repositories/reviews.ts';

export interface ReviewSeed {
  vendor: Pick<Vendor, 'id' | 'tags'>;
  /** the products ordered come from here (one to three, in turn); without one the order lists no products */
  catalog?: Catalog | undefined;
  /** food stars of each review, oldest first */
  stars: readonly number[];
}

const DAY_MS = 24 * 60 * 60_000;

/** A uuid (version 4 layout) derived from the text: the same vendor and position give the same order. */
function derivedUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16] ?? '0', 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** German texts as customers write them, by stars; some reviews have stars only. */
const TEXTS: Record<number, readonly (string | null)[]> = {
  5: ['Sehr gut wie immer, heiß geliefert und super freundlich!', 'Bestes Essen im Bezirk, klare Empfehlung.', null, 'Alles perfekt, schnelle Lieferung.', 'Top Qualität, große Portionen.'],
  4: ['Gut und pünktlich, nur etwas wenig Sauce.', 'Lecker, Lieferung hat ein bisschen länger gedauert.', null, 'Schmeckt gut, Preis-Leistung passt.'],
  3: ['War okay, aber schon lauwarm.', 'Geschmacklich in Ordnung, Portion eher klein.', null],
  2: ['Leider kalt angekommen und eine Beilage fehlte.', 'Hat fast eine Stunde gedauert.'],
  1: ['Bestellung war falsch, niemand erreichbar.', 'Leider ungenießbar.'],
};
const REPLIES: Record<number, string> = {
  5: 'Vielen Dank für das Lob, wir freuen uns auf Ihre nächste Bestellung!',
  4: 'Danke für Ihre Bewertung! Wir geben uns Mühe, beim nächsten Mal noch schneller zu sein.',
  3: 'Danke für die ehrliche Rückmeldung, wir schauen uns das an.',
  2: 'Das tut uns leid! Melden Sie sich gern direkt bei uns, wir machen das wieder gut.',
  1: 'Das tut uns sehr leid. Bitte rufen Sie uns an, damit wir das klären können.',
};

interface SeededPair {
  order: { id: string; vendor_id: string; request_id: string; doc: Omit<Order, 'nr'>; created_at: string; expire_time: string };
  review: {
    order_id: string; vendor_id: string; food_stars: number; delivery_stars: number | null; body: string | null;
    ordered_at: string; products: string[]; delivered_at: string; created_at: string; reply: string | null; reply_at: string | null;
  };
}

function pairOf(seed: ReviewSeed, i: number, now: Date): SeededPair {
  const vendorId = seed.vendor.id;
  const food = seed.stars[i] ?? 5;
  const pickUp = seed.vendor.tags.includes('pickup') && !seed.vendor.tags.includes('delivery');
  // spread over the last ~90 days, the newest review two days ago; evenings around 19:00 UTC
  const age = (seed.stars.length - i) * (88 / Math.max(1, seed.stars.length)) + 2;
  const placed = new Date(Math.floor((now.getTime() - age * DAY_MS) / DAY_MS) * DAY_MS + 17 * 60 * 60_000 + ((i * 37) % 180) * 60_000);
  const delivered = new Date(placed.getTime() + (35 + (i % 4) * 5) * 60_000);
  const rated = new Date(delivered.getTime() + (1 + (i % 20)) * 60 * 60_000);
  const products = (seed.catalog?.productGroups ?? []).flatMap((g) => g.products).filter((p) => !p.soldOut);
  const chosen = [0, 1, 2].slice(0, 1 + (i % 3)).flatMap((k) => {
    const p = products[(i * 3 + k) % Math.max(1, products.length)];
    return p ? [p] : [];
  });
  const unique = [...new Map(chosen.map((p) => [p.id, p])).values()];
  const lines = unique.map((p) => ({ entry: { type: 'product' as const, productId: p.id, label: p.label, pr: p.pr, vatP: p.vatP }, qty: 1, total: p.pr }));
  const val = Math.round(lines.reduce((s, l) => s + l.total * 100, 0)) / 100;
  const id = derivedUuid(`seed-review:${vendorId}:${i}`);
  const history = [
    { state: 'RECEIVED' as const, ts: placed.toISOString() },
    { state: 'ACCEPTED' as const, ts: new Date(placed.getTime() + 2 * 60_000).toISOString() },
    { state: 'DELIVERED' as const, ts: delivered.toISOString() },
  ];
  const doc: Omit<Order, 'nr'> = {
    name: `vendors/${vendorId}/orders/${id}`,
    id,
    vendor: `vendors/${vendorId}`,
    requestId: `seed-review-${i}`,
    createTime: placed.toISOString(),
    expireTime: new Date(placed.getTime() + 15 * 60_000).toISOString(),
    delivery: { label: 'Gast', pickUp, mobile: '', email: '' },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: { ccy: 'EUR', val, charges: [], discounts: [], total: val, vat: [] },
    lines,
    fulfillment: { state: 'DELIVERED', ts: delivered.toISOString(), history },
  };
  const texts = TEXTS[food] ?? [null];
  const body = texts[i % texts.length] ?? null;
  const reply = i % 3 === 1 ? (REPLIES[food] ?? null) : null;
  return {
    order: { id, vendor_id: vendorId, request_id: doc.requestId, doc, created_at: placed.toISOString(), expire_time: doc.expireTime },
    review: {
      order_id: id, vendor_id: vendorId, food_stars: food,
      delivery_stars: pickUp ? null : Math.min(5, Math.max(1, food + ((i % 5) === 2 ? -1 : 0))),
      body, ordered_at: placed.toISOString(), products: unique.map((p) => p.label), delivered_at: delivered.toISOString(),
      created_at: rated.toISOString(), reply, reply_at: reply ? new Date(rated.getTime() + 3 * 60 * 60_000).toISOString() : null,
    },
  };
}

/** Writes the delivered orders and their reviews, then the vendors' ratings; returns how many reviews were asked for. */
export async function seedReviews(q: Queryable, seeds: readonly ReviewSeed[], now: Date, batchSize = 500): Promise<number> {
  const pairs = seeds.flatMap((s) => s.stars.map((_, i) => pairOf(s, i, now)));
  for (let k = 0; k < pairs.length; k += batchSize) {
    const batch = pairs.slice(k, k + batchSize);
    await insertDeliveredOrders(q, batch.map((p) => p.order));
    await insertSeedReviews(q, batch.map((p) => p.review));
  }
  await refreshVendorRatings(q, seeds.map((s) => s.vendor.id));
  return pairs.length;
}

/**
 * `count` food-star values whose sum is `total` (1..5 each), spread like real ratings: mostly the two values around
 * the average, in a fixed order. Used to turn the generator's planned rating into reviews.
 */
export function starsSumming(total: number, count: number): number[] {
  if (count <= 0) return [];
  const sum = Math.min(5 * count, Math.max(count, Math.round(total)));
  const low = Math.floor(sum / count);
  const highs = sum - low * count; // this many get low + 1
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(Math.min(5, low + ((i * highs) % count < highs ? 1 : 0)));
  // a little spread (same sum): now and then one star less here and one more on the next review
  for (let i = 3; i + 1 < count; i += 7) {
    const a = out[i] ?? 1;
    const b = out[i + 1] ?? 5;
    if (a > 1 && b < 5) {
      out[i] = a - 1;
      out[i + 1] = b + 1;
    }
  }
  return out;
}
