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
import { ORDER_KEY_HEADER, orderKeyMatches } from '../vendor-api/order-key.ts';
import { decodePageToken, encodePageToken, querySignature, UUID_RE } from '../vendor-api/ids.ts';

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
  const rows = await q.query<{
    id: string; nr: string; vendor_id: string; state: FulfillmentState; doc: Order; account_user: string | null; key_hash: Uint8Array | null;
  }>(
    `select o.id, o.nr, o.vendor_id, o.state, o.doc, a.user_id as account_user, o.access_key_hash as key_hash
       from vendor.orders o left join public.orders a on a.id = o.id
      where o.vendor_id = $1::uuid and o.id = $2::uuid`,
    [vendorId, orderRef.toLowerCase()],
  );
  const r = rows[0];
  if (!r) throw notFound(`Order "${orderRef}" not found at this restaurant`);
  if (caller.userId) {
    const desk = await q.query<{ n: number }>(
      'select count(*)::int as n from vendor.desk_accounts where user_id = $1::uuid and vendor_id = $2::uuid',
      [caller.userId, vendorId],
    );
    if ((desk[0]?.n ?? 0) > 0) throw forbidden("A restaurant's desk account cannot rate its own restaurant");
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

interface ReviewRow {
  id: string;
  order_id: string;
  vendor_id: string;
  nr?: string;
  reviewer: string | null;
  food_stars: number;
  delivery_stars: number | null;
  body: string | null;
  ordered_at: Date | string;
  products: string[];
  delivered_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  reply: string | null;
  reply_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  reports?: number;
}

const COLUMNS = `r.id, r.order_id, r.vendor_id, r.reviewer, r.food_stars, r.delivery_stars, r.body, r.ordered_at, r.products,
  r.delivered_at, r.created_at, r.updated_at, r.reply, r.reply_at, r.hidden_at, r.hidden_reason`;

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

/**
 * The aggregate of many vendors (null: every vendor) in one statement. Every write of a vendor record ends here, so
 * no import, PATCH or seed can set a rating: it is always the visible reviews' count and sum of food stars.
 */
export async function refreshVendorRatings(q: Queryable, vendorIds: readonly string[] | null): Promise<void> {
  if (vendorIds?.length === 0) return;
  await q.query(
    `with ids as (select v.id from vendor.vendors v where $1::uuid[] is null or v.id = any($1::uuid[])),
          s as (select ids.id, count(r.id)::int as n, coalesce(sum(r.food_stars), 0)::int as total
                  from ids left join vendor.reviews r on r.vendor_id = ids.id and r.hidden_at is null group by ids.id)
     update vendor.vendors v
        set rating_count = s.n,
            rating_value = case when s.n = 0 then 0 else s.total::float8 / s.n end,
            doc = jsonb_set(jsonb_set(v.doc, '{rating}', jsonb_build_object('value', s.total, 'count', s.n)), '{reviewCount}', to_jsonb(s.n)),
            updated_at = now()
       from s where v.id = s.id
        and (v.rating_count is distinct from s.n or v.doc->'rating' is distinct from jsonb_build_object('value', s.total, 'count', s.n)
             or v.doc->'reviewCount' is distinct from to_jsonb(s.n))`,
    [vendorIds ? [...vendorIds] : null],
  );
}

async function ownReviewRow(q: Queryable, orderId: string): Promise<ReviewRow | null> {
  const rows = await q.query<ReviewRow>(`select ${COLUMNS} from vendor.reviews r where r.order_id = $1::uuid`, [orderId]);
  return rows[0] ?? null;
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
  const rows = await q.query<{ first_name: string | null; last_name: string | null }>(
    'select first_name, last_name from public.user_profiles where user_id = $1::uuid',
    [o.accountUserId],
  );
  return reviewerName(rows[0]?.first_name, rows[0]?.last_name);
}

/** Product names of the order's lines, each once, in order. */
function productNames(doc: Order): string[] {
  const names = doc.lines.map((l) => (l.entry.label ?? l.entry.productId).slice(0, 200));
  return [...new Set(names)].slice(0, 50);
}

export async function reviewStatus(db: Db, vendorId: string, orderRef: string, caller: ReviewCaller, now: Date): Promise<ReviewStatus> {
  const o = await orderForReview(db, vendorId, orderRef, caller);
  const row = await ownReviewRow(db, o.id);
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
    const rows = await q.query<ReviewRow>(
      `insert into vendor.reviews as r (order_id, vendor_id, user_id, reviewer, food_stars, delivery_stars, body, ordered_at, products,
         delivered_at, created_at, updated_at)
       values ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6, $7, $8::timestamptz, $9::text[], $10::timestamptz, $11::timestamptz, $11::timestamptz)
       on conflict (order_id) do nothing
       returning ${COLUMNS}`,
      [o.id, o.vendorId, caller.userId && caller.userId === o.accountUserId ? caller.userId : null, await reviewerOf(q, o),
        body.foodStars, body.deliveryStars ?? null, body.text ? body.text : null, o.doc.createTime, productNames(o.doc),
        deliveredAt.toISOString(), now.toISOString()],
    );
    const row = rows[0];
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
    const rows = await q.query<ReviewRow>(
      `update vendor.reviews r set food_stars = $2, delivery_stars = $3, body = $4, updated_at = $5::timestamptz, edits = r.edits + 1
        where r.order_id = $1::uuid returning ${COLUMNS}`,
      [o.id, body.foodStars, body.deliveryStars ?? null, body.text ? body.text : null, now.toISOString()],
    );
    const row = rows[0];
    if (!row) throw notFound(`Order ${o.nr} has not been rated yet: rate it first (POST)`);
    await refreshVendorRating(q, o.vendorId);
    return toOwn(row);
  });
}

const STARS_SQL = `select count(*)::int as n, coalesce(sum(food_stars), 0)::int as total,
  count(*) filter (where food_stars = 1)::int as s1, count(*) filter (where food_stars = 2)::int as s2,
  count(*) filter (where food_stars = 3)::int as s3, count(*) filter (where food_stars = 4)::int as s4,
  count(*) filter (where food_stars = 5)::int as s5,
  count(delivery_stars)::int as dn, coalesce(sum(delivery_stars), 0)::int as dtotal
  from vendor.reviews where vendor_id = $1::uuid and hidden_at is null`;

export async function reviewSummary(q: Queryable, vendorId: string): Promise<ReviewSummary> {
  const s = (await q.query<Record<'n' | 'total' | 's1' | 's2' | 's3' | 's4' | 's5' | 'dn' | 'dtotal', number>>(STARS_SQL, [vendorId]))[0];
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

/** Keyset page over (created_at, id) newest first; `where` filters reviews `r` with params from $2 on. */
async function reviewPage(
  q: Queryable,
  kind: string,
  scope: string,
  where: string,
  params: unknown[],
  page: Page,
  extraColumns = '',
): Promise<{ rows: ReviewRow[]; next?: string }> {
  const sig = querySignature(kind, scope, where, JSON.stringify(params));
  const all = [...params];
  let keyset = '';
  if (page.pageToken) {
    const pos = decodePageToken(page.pageToken, kind, sig);
    if (typeof pos !== 'string' || !UUID_RE.test(pos)) throw badRequest('Invalid pageToken');
    all.push(pos);
    keyset = `and (r.created_at, r.id) < (select p.created_at, p.id from vendor.reviews p where p.id = $${all.length}::uuid)`;
  }
  all.push(page.pageSize + 1);
  const rows = await q.query<ReviewRow>(
    `select ${COLUMNS}${extraColumns} from vendor.reviews r join vendor.orders o on o.id = r.order_id
      where ${where} ${keyset} order by r.created_at desc, r.id desc limit $${all.length}`,
    all,
  );
  const more = rows.length > page.pageSize;
  const list = more ? rows.slice(0, page.pageSize) : rows;
  const last = list[list.length - 1];
  return more && last ? { rows: list, next: encodePageToken(kind, sig, last.id) } : { rows: list };
}

/** The vendor page's reviews: visible ones, newest first, optionally only those with `stars` food stars. */
export async function vendorReviews(db: Db, vendorId: string, a: Page & { stars?: number | undefined }) {
  const params: unknown[] = [vendorId];
  let where = 'r.vendor_id = $1::uuid and r.hidden_at is null';
  if (a.stars !== undefined) {
    params.push(a.stars);
    where += ' and r.food_stars = $2';
  }
  const [summary, page] = await Promise.all([reviewSummary(db, vendorId), reviewPage(db, 'reviews', vendorId, where, params, a)]);
  return { summary, reviews: page.rows.map(toPublic), ...(page.next ? { nextPageToken: page.next } : {}) };
}

const STAFF_EXTRA = `, o.nr, (select count(*)::int from vendor.review_reports x where x.review_id = r.id) as reports`;

/** The desk's list: every review of its vendor (hidden ones with the reason), newest first. */
export async function deskReviews(db: Db, vendorId: string, a: Page) {
  const page = await reviewPage(db, 'desk-reviews', vendorId, 'r.vendor_id = $1::uuid', [vendorId], a, STAFF_EXTRA);
  return { reviews: page.rows.map(toStaff), ...(page.next ? { nextPageToken: page.next } : {}) };
}

/** The back office's list: all reviews or only reported ones, newest first. */
export async function opsReviews(db: Db, a: Page & { reported: boolean }) {
  const where = a.reported ? 'exists (select 1 from vendor.review_reports x where x.review_id = r.id)' : 'true';
  const page = await reviewPage(db, 'ops-reviews', a.reported ? 'reported' : 'all', where, [], a, STAFF_EXTRA);
  return { reviews: page.rows.map(toStaff), ...(page.next ? { nextPageToken: page.next } : {}) };
}

async function staffRow(q: Queryable, reviewId: string): Promise<StaffReview> {
  const rows = await q.query<ReviewRow>(`select ${COLUMNS}${STAFF_EXTRA} from vendor.reviews r join vendor.orders o on o.id = r.order_id where r.id = $1::uuid`, [reviewId]);
  const r = rows[0];
  if (!r) throw notFound(`Review "${reviewId}" not found`);
  return toStaff(r);
}

/** The restaurant's one public reply (set again = changed). Only the review's own vendor replies. */
export async function replyToReview(db: Db, vendorId: string, reviewId: string, text: string, now: Date): Promise<StaffReview> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: string }>(
      'update vendor.reviews set reply = $3, reply_at = $4::timestamptz where id = $1::uuid and vendor_id = $2::uuid returning id',
      [reviewId, vendorId, text, now.toISOString()],
    );
    if (!rows[0]) throw notFound(`Review "${reviewId}" not found at this restaurant`);
    return staffRow(q, reviewId);
  });
}

/** The operator hides a review with a reason (or shows it again): audit row and aggregate in the same transaction. */
export async function setReviewHidden(db: Db, actor: AuditActor, reviewId: string, hide: { reason: string } | null, now: Date): Promise<StaffReview> {
  return db.tx(async (q) => {
    const rows = await q.query<{ vendor_id: string; was_hidden: boolean }>(
      `update vendor.reviews r set hidden_at = $2::timestamptz, hidden_reason = $3
         from (select id, hidden_at is not null as was_hidden from vendor.reviews where id = $1::uuid for update) old
        where r.id = old.id returning r.vendor_id, old.was_hidden`,
      [reviewId, hide ? now.toISOString() : null, hide?.reason ?? null],
    );
    const r = rows[0];
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
  const rows = await db.query<{ id: string }>(
    `insert into vendor.review_reports (review_id, reason, note)
     select r.id, $2, $3 from vendor.reviews r where r.id = $1::uuid and r.hidden_at is null returning id`,
    [reviewId, reason, note?.trim() ? note.trim() : null],
  );
  if (!rows[0]) throw notFound(`Review "${reviewId}" not found`);
}
