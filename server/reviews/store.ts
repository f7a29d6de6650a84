/**
 * Reviews of real orders (issue 30): the checks before a rating, the reads of the vendor page, the desk and the back
 * office, and the vendor's aggregate, recomputed from the visible reviews in the transaction of every change.
 * Who may rate (the order's own link or its account; not the vendor's desk) is decided here, not in the browser.
 */
import type { FulfillmentState, Order } from '../../src/domain/types.ts';
import { averageOneDecimal, canBeRated, deliveredAtOf, reviewDeadline, reviewerName, withinReviewWindow } from '../../src/domain/reviews.ts';
import type {
  OwnReview, PublicReview, ReviewBody, ReviewStatus, ReviewSummary, StaffReview,
} from '../../src/domain/wire/reviews.ts';
import type { Db, Queryable } from '../db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { writeAudit, type AuditActor } from '../ops/repositories/audit.ts';
import { decodePageToken, encodePageToken, querySignature, UUID_RE } from '../vendor-api/ids.ts';
import { ORDER_KEY_HEADER, orderKeyMatches } from '../vendor-api/order-key.ts';
import {
  allReviews,
  allReviewsOf,
  insertReport,
  insertReview,
  isDeskOfVendor,
  orderForReviewRow,
  profileName,
  refreshVendorRatings,
  reviewListRows,
  reviewOfOrder,
  setHidden,
  setReply,
  staffReviewRow,
  starCounts,
  updateReviewOfOrder,
  visibleReviewsOf,
  type ReviewList,
  type ReviewRow,
} from './repositories/reviews.ts';

export interface ReviewCaller {
  /** the signed-in customer (verified access token), null for a guest */
  userId: string | null;
  /** the order's access key (header x-order-key, order-key.ts): a guest's proof of the order */
  orderKey: string | null;
}

interface OrderForReview {
  id: string;
  nr: string;
  vendorId: string;
  state: FulfillmentState;
  doc: Order;
  /** the account the order is in (public.orders), null for a guest's order */
  accountUserId: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The order behind a rating request and the caller's right to it: the order is addressed by its id (uuid; its number
 * is guessable and is refused); an order in an account is rated only by that account; any other order only with its
 * access key (order-key.ts), since its uuid is no secret to the restaurant (desk, courier, API token) — orders placed
 * before the key existed cannot be rated as a guest; the vendor's own desk accounts never rate.
 */
export async function orderForReview(q: Queryable, vendorId: string, orderRef: string, caller: ReviewCaller): Promise<OrderForReview> {
  if (!UUID_RE.test(orderRef)) {
    throw forbidden("Rating an order needs the order's own link (its id from the tracking link); the order number alone is not enough");
  }
  const r = await orderForReviewRow(q, vendorId, orderRef.toLowerCase());
  if (!r) throw notFound(`Order "${orderRef}" not found at this restaurant`);
  if (caller.userId) {
    if (await isDeskOfVendor(q, caller.userId, vendorId)) throw forbidden("A restaurant's desk account cannot rate its own restaurant");
  }
  if (r.account_user && r.account_user !== caller.userId) {
    throw forbidden(
      caller.userId
        ? `Order ${r.nr} belongs to another customer's account: only that account can rate it`
        : `Order ${r.nr} is in a customer account: sign in with that account to rate it`,
    );
  }
  if (!r.account_user) {
    if (!r.key_hash) {
      throw forbidden(`Order ${r.nr} was placed before orders had their own access key: it cannot be rated as a guest`);
    }
    if (!caller.orderKey) {
      throw forbidden(`Rating order ${r.nr} needs the order's access key from its own tracking link (header ${ORDER_KEY_HEADER}); its id alone is not enough`);
    }
    if (!orderKeyMatches(caller.orderKey, r.key_hash)) throw forbidden(`The access key does not belong to order ${r.nr}`);
  }
  return { id: r.id, nr: r.nr, vendorId: r.vendor_id, state: r.state, doc: r.doc, accountUserId: r.account_user };
}

function toPublic(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    foodStars: r.food_stars,
    deliveryStars: r.delivery_stars,
    text: r.body,
    reviewer: r.reviewer,
    orderedAt: iso(r.ordered_at),
    products: r.products,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    reply: r.reply && r.reply_at ? { text: r.reply, at: iso(r.reply_at) } : null,
  };
}

const hiddenOf = (r: ReviewRow) => (r.hidden_at && r.hidden_reason ? { at: iso(r.hidden_at), reason: r.hidden_reason } : null);

function toOwn(r: ReviewRow): OwnReview {
  return {
    ...toPublic(r),
    orderId: r.order_id,
    vendorId: r.vendor_id,
    editableUntil: reviewDeadline(new Date(r.delivered_at)).toISOString(),
    hidden: hiddenOf(r),
  };
}

function toStaff(r: ReviewRow): StaffReview {
  return { ...toPublic(r), orderId: r.order_id, orderNr: r.nr ?? '', vendorId: r.vendor_id, hidden: hiddenOf(r), reports: r.reports ?? 0 };
}

/** The vendor's aggregate from its visible reviews: columns the listing sorts by and the record's `rating`. */
export async function refreshVendorRating(q: Queryable, vendorId: string): Promise<void> {
  await refreshVendorRatings(q, [vendorId]);
}

function checkRateable(o: OrderForReview, now: Date): Date {
  if (!canBeRated(o.state)) {
    throw conflict(`Order ${o.nr} has not been delivered yet: it can be rated once it is delivered or picked up`);
  }
  const deliveredAt = deliveredAtOf(o.doc.fulfillment) ?? new Date(o.doc.fulfillment.ts);
  if (!withinReviewWindow(deliveredAt, now)) {
    throw conflict(`Order ${o.nr} can no longer be rated: reviews are possible for 14 days after delivery (until ${reviewDeadline(deliveredAt).toISOString()})`);
  }
  return deliveredAt;
}

function checkBody(o: OrderForReview, body: ReviewBody): void {
  if (o.doc.delivery.pickUp && body.deliveryStars !== undefined) {
    throw badRequest('Invalid request: deliveryStars: a picked-up order has no delivery to rate');
  }
}

async function reviewerOf(q: Queryable, o: OrderForReview): Promise<string | null> {
  if (!o.accountUserId) return null;
  const profile = await profileName(q, o.accountUserId);
  return reviewerName(profile?.first_name, profile?.last_name);
}

/** Product names of the order's lines, each once, in order. */
function productNames(doc: Order): string[] {
  const names = doc.lines.map((l) => (l.entry.label ?? l.entry.productId).slice(0, 200));
  return [...new Set(names)].slice(0, 50);
}

export async function reviewStatus(db: Db, vendorId: string, orderRef: string, caller: ReviewCaller, now: Date): Promise<ReviewStatus> {
  const o = await orderForReview(db, vendorId, orderRef, caller);
  const row = await reviewOfOrder(db, o.id);
  const deliveredAt = canBeRated(o.state) ? deliveredAtOf(o.doc.fulfillment) ?? new Date(o.doc.fulfillment.ts) : null;
  const open = deliveredAt !== null && withinReviewWindow(deliveredAt, now);
  return {
    rateable: open,
    reason: deliveredAt === null ? 'not_delivered' : open ? null : 'window_over',
    deliveredAt: deliveredAt?.toISOString() ?? null,
    editableUntil: deliveredAt ? reviewDeadline(deliveredAt).toISOString() : null,
    pickUp: o.doc.delivery.pickUp,
    review: row ? toOwn(row) : null,
  };
}

/** A new review of a delivered order; 409 when the order was rated already (one per order). */
export async function createReview(db: Db, vendorId: string, orderRef: string, caller: ReviewCaller, body: ReviewBody, now: Date): Promise<OwnReview> {
  return db.tx(async (q) => {
    const o = await orderForReview(q, vendorId, orderRef, caller);
    const deliveredAt = checkRateable(o, now);
    checkBody(o, body);
    const row = await insertReview(q, {
      orderId: o.id,
      vendorId: o.vendorId,
      userId: caller.userId && caller.userId === o.accountUserId ? caller.userId : null,
      reviewer: await reviewerOf(q, o),
      foodStars: body.foodStars,
      deliveryStars: body.deliveryStars ?? null,
      body: body.text ? body.text : null,
      orderedAt: o.doc.createTime,
      products: productNames(o.doc),
      deliveredAt: deliveredAt.toISOString(),
      at: now.toISOString(),
    });
    if (!row) throw conflict(`Order ${o.nr} has already been rated: change your review instead (PATCH)`);
    await refreshVendorRating(q, o.vendorId);
    return toOwn(row);
  });
}

/** Changes the caller's review within the 14 days; a hidden review stays hidden. */
export async function updateReview(db: Db, vendorId: string, orderRef: string, caller: ReviewCaller, body: ReviewBody, now: Date): Promise<OwnReview> {
  return db.tx(async (q) => {
    const o = await orderForReview(q, vendorId, orderRef, caller);
    checkRateable(o, now);
    checkBody(o, body);
    const row = await updateReviewOfOrder(q, o.id, {
      foodStars: body.foodStars,
      deliveryStars: body.deliveryStars ?? null,
      body: body.text ? body.text : null,
      at: now.toISOString(),
    });
    if (!row) throw notFound(`Order ${o.nr} has not been rated yet: rate it first (POST)`);
    await refreshVendorRating(q, o.vendorId);
    return toOwn(row);
  });
}

export async function reviewSummary(q: Queryable, vendorId: string): Promise<ReviewSummary> {
  const s = await starCounts(q, vendorId);
  if (!s) return { count: 0, average: 0, distribution: [0, 0, 0, 0, 0], deliveryAverage: null };
  return {
    count: s.n,
    average: averageOneDecimal(s.total, s.n),
    distribution: [s.s1, s.s2, s.s3, s.s4, s.s5],
    deliveryAverage: s.dn > 0 ? averageOneDecimal(s.dtotal, s.dn) : null,
  };
}

interface Page {
  pageSize: number;
  pageToken?: string | undefined;
}

/** Keyset page over (created_at, id) newest first; the page token is bound to the list (kind, scope and filter). */
async function reviewPage(q: Queryable, kind: string, scope: string, reviews: ReviewList, page: Page): Promise<{ rows: ReviewRow[]; next?: string }> {
  const sig = querySignature(kind, scope, reviews.where, JSON.stringify(reviews.params));
  let after: string | null = null;
  if (page.pageToken) {
    const pos = decodePageToken(page.pageToken, kind, sig);
    if (typeof pos !== 'string' || !UUID_RE.test(pos)) throw badRequest('Invalid pageToken');
    after = pos;
  }
  const rows = await reviewListRows(q, reviews, after, page.pageSize + 1);
  const more = rows.length > page.pageSize;
  const list = more ? rows.slice(0, page.pageSize) : rows;
  const last = list[list.length - 1];
  return more && last ? { rows: list, next: encodePageToken(kind, sig, last.id) } : { rows: list };
}

/** The vendor page's reviews: visible ones, newest first, optionally only those with `stars` food stars. */
export async function vendorReviews(db: Db, vendorId: string, a: Page & { stars?: number | undefined }) {
  const list = visibleReviewsOf(vendorId, a.stars);
  const [summary, page] = await Promise.all([reviewSummary(db, vendorId), reviewPage(db, 'reviews', vendorId, list, a)]);
  return { summary, reviews: page.rows.map(toPublic), ...(page.next ? { nextPageToken: page.next } : {}) };
}

/** The desk's list: every review of its vendor (hidden ones with the reason), newest first. */
export async function deskReviews(db: Db, vendorId: string, a: Page) {
  const page = await reviewPage(db, 'desk-reviews', vendorId, allReviewsOf(vendorId), a);
  return { reviews: page.rows.map(toStaff), ...(page.next ? { nextPageToken: page.next } : {}) };
}

/** The back office's list: all reviews or only reported ones, newest first. */
export async function opsReviews(db: Db, a: Page & { reported: boolean }) {
  const page = await reviewPage(db, 'ops-reviews', a.reported ? 'reported' : 'all', allReviews(a.reported), a);
  return { reviews: page.rows.map(toStaff), ...(page.next ? { nextPageToken: page.next } : {}) };
}

async function staffRow(q: Queryable, reviewId: string): Promise<StaffReview> {
  const r = await staffReviewRow(q, reviewId);
  if (!r) throw notFound(`Review "${reviewId}" not found`);
  return toStaff(r);
}

/** The restaurant's one public reply (set again = changed). Only the review's own vendor replies. */
export async function replyToReview(db: Db, vendorId: string, reviewId: string, text: string, now: Date): Promise<StaffReview> {
  return db.tx(async (q) => {
    if (!(await setReply(q, vendorId, reviewId, text, now.toISOString()))) throw notFound(`Review "${reviewId}" not found at this restaurant`);
    return staffRow(q, reviewId);
  });
}

/** The operator hides a review with a reason (or shows it again): audit row and aggregate in the same transaction. */
export async function setReviewHidden(db: Db, actor: AuditActor, reviewId: string, hide: { reason: string } | null, now: Date): Promise<StaffReview> {
  return db.tx(async (q) => {
    const r = await setHidden(q, reviewId, hide ? { at: now.toISOString(), reason: hide.reason } : null);
    if (!r) throw notFound(`Review "${reviewId}" not found`);
    await writeAudit(q, actor, {
      entity: 'review', entityId: reviewId, action: hide ? 'hide' : 'unhide',
      from: r.was_hidden ? 'hidden' : 'visible', to: hide ? 'hidden' : 'visible', note: hide?.reason ?? null,
    });
    await refreshVendorRating(q, r.vendor_id);
    return staffRow(q, reviewId);
  });
}

/** A customer's report of a visible review (for the back office). */
export async function reportReview(db: Db, reviewId: string, reason: string, note: string | undefined): Promise<void> {
  if (!(await insertReport(db, reviewId, reason, note?.trim() ? note.trim() : null))) throw notFound(`Review "${reviewId}" not found`);
}
