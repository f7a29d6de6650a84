/**
 * Reviews repository (vendor.reviews, vendor.review_reports, and the vendor's rating columns they drive): the order
 * behind a rating, the rows of the reads, the writes, the vendors' aggregates and the seeding's bulk inserts. Plain
 * functions over the caller's query handle returning rows; who may do what is decided by the use cases (../store.ts).
 */
import type { FulfillmentState, Order } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';

export interface OrderForReviewRow {
  id: string;
  nr: string;
  vendor_id: string;
  state: FulfillmentState;
  doc: Order;
  account_user: string | null;
  key_hash: Uint8Array | null;
}

export interface ReviewRow {
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

/** The staff's extra columns: the order number and the number of reports. */
const STAFF_EXTRA = `, o.nr, (select count(*)::int from vendor.review_reports x where x.review_id = r.id) as reports`;

/** The order of this vendor with this id (lower-case uuid), its account and its access key's hash; null when none. */
export async function orderForReviewRow(q: Queryable, vendorId: string, orderId: string): Promise<OrderForReviewRow | null> {
  const rows = await q.query<OrderForReviewRow>(
    `select o.id, o.nr, o.vendor_id, o.state, o.doc, a.user_id as account_user, o.access_key_hash as key_hash
       from vendor.orders o left join public.orders a on a.id = o.id
      where o.vendor_id = $1::uuid and o.id = $2::uuid`,
    [vendorId, orderId],
  );
  return rows[0] ?? null;
}

/** Whether the user is one of the vendor's desk accounts. */
export async function isDeskOfVendor(q: Queryable, userId: string, vendorId: string): Promise<boolean> {
  const desk = await q.query<{ n: number }>(
    'select count(*)::int as n from vendor.desk_accounts where user_id = $1::uuid and vendor_id = $2::uuid',
    [userId, vendorId],
  );
  return (desk[0]?.n ?? 0) > 0;
}

/** The customer's profile name (public.user_profiles); null when the account has no profile. */
export async function profileName(q: Queryable, userId: string): Promise<{ first_name: string | null; last_name: string | null } | null> {
  const rows = await q.query<{ first_name: string | null; last_name: string | null }>(
    'select first_name, last_name from public.user_profiles where user_id = $1::uuid',
    [userId],
  );
  return rows[0] ?? null;
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

/** The review of an order; null when it has none. */
export async function reviewOfOrder(q: Queryable, orderId: string): Promise<ReviewRow | null> {
  const rows = await q.query<ReviewRow>(`select ${COLUMNS} from vendor.reviews r where r.order_id = $1::uuid`, [orderId]);
  return rows[0] ?? null;
}

/** A new review; null when the order has one already (one per order). */
export async function insertReview(
  q: Queryable,
  r: {
    orderId: string; vendorId: string; userId: string | null; reviewer: string | null; foodStars: number; deliveryStars: number | null;
    body: string | null; orderedAt: string; products: string[]; deliveredAt: string; at: string;
  },
): Promise<ReviewRow | null> {
  const rows = await q.query<ReviewRow>(
    `insert into vendor.reviews as r (order_id, vendor_id, user_id, reviewer, food_stars, delivery_stars, body, ordered_at, products,
       delivered_at, created_at, updated_at)
     values ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6, $7, $8::timestamptz, $9::text[], $10::timestamptz, $11::timestamptz, $11::timestamptz)
     on conflict (order_id) do nothing
     returning ${COLUMNS}`,
    [r.orderId, r.vendorId, r.userId, r.reviewer, r.foodStars, r.deliveryStars, r.body, r.orderedAt, r.products, r.deliveredAt, r.at],
  );
  return rows[0] ?? null;
}

/** Changes an order's review (one more edit); null when the order has none. */
export async function updateReviewOfOrder(
  q: Queryable,
  orderId: string,
  r: { foodStars: number; deliveryStars: number | null; body: string | null; at: string },
): Promise<ReviewRow | null> {
  const rows = await q.query<ReviewRow>(
    `update vendor.reviews r set food_stars = $2, delivery_stars = $3, body = $4, updated_at = $5::timestamptz, edits = r.edits + 1
      where r.order_id = $1::uuid returning ${COLUMNS}`,
    [orderId, r.foodStars, r.deliveryStars, r.body, r.at],
  );
  return rows[0] ?? null;
}

const STARS_SQL = `select count(*)::int as n, coalesce(sum(food_stars), 0)::int as total,
  count(*) filter (where food_stars = 1)::int as s1, count(*) filter (where food_stars = 2)::int as s2,
  count(*) filter (where food_stars = 3)::int as s3, count(*) filter (where food_stars = 4)::int as s4,
  count(*) filter (where food_stars = 5)::int as s5,
  count(delivery_stars)::int as dn, coalesce(sum(delivery_stars), 0)::int as dtotal
  from vendor.reviews where vendor_id = $1::uuid and hidden_at is null`;

export type StarCounts = Record<'n' | 'total' | 's1' | 's2' | 's3' | 's4' | 's5' | 'dn' | 'dtotal', number>;

/** The vendor's visible reviews counted: all, their food-star sum, per food-star value, and the delivery stars. */
export async function starCounts(q: Queryable, vendorId: string): Promise<StarCounts | null> {
  return (await q.query<StarCounts>(STARS_SQL, [vendorId]))[0] ?? null;
}

/** Which reviews a list holds: a filter over reviews `r` (params from $1 on), and whether staff columns come with it. */
export interface ReviewList {
  readonly where: string;
  readonly params: readonly unknown[];
  readonly staff: boolean;
}

/** The vendor page's list: visible reviews, optionally only those with `stars` food stars. */
export function visibleReviewsOf(vendorId: string, stars: number | undefined): ReviewList {
  const params: unknown[] = [vendorId];
  let where = 'r.vendor_id = $1::uuid and r.hidden_at is null';
  if (stars !== undefined) {
    params.push(stars);
    where += ' and r.food_stars = $2';
  }
  return { where, params, staff: false };
}

/** The desk's list: every review of its vendor, hidden ones included. */
export const allReviewsOf = (vendorId: string): ReviewList => ({ where: 'r.vendor_id = $1::uuid', params: [vendorId], staff: true });

/** The back office's list: all reviews or only reported ones. */
export const allReviews = (reported: boolean): ReviewList => ({
  where: reported ? 'exists (select 1 from vendor.review_reports x where x.review_id = r.id)' : 'true',
  params: [],
  staff: true,
});

/** Keyset page over (created_at, id) newest first: at most `limit` rows of the list after the review `afterId`. */
export async function reviewListRows(q: Queryable, list: ReviewList, afterId: string | null, limit: number): Promise<ReviewRow[]> {
  const all = [...list.params];
  let keyset = '';
  if (afterId !== null) {
    all.push(afterId);
    keyset = `and (r.created_at, r.id) < (select p.created_at, p.id from vendor.reviews p where p.id = $${all.length}::uuid)`;
  }
  all.push(limit);
  return q.query<ReviewRow>(
    `select ${COLUMNS}${list.staff ? STAFF_EXTRA : ''} from vendor.reviews r join vendor.orders o on o.id = r.order_id
      where ${list.where} ${keyset} order by r.created_at desc, r.id desc limit $${all.length}`,
    all,
  );
}

/** A review with the staff's columns; null when there is none. */
export async function staffReviewRow(q: Queryable, reviewId: string): Promise<ReviewRow | null> {
  const rows = await q.query<ReviewRow>(`select ${COLUMNS}${STAFF_EXTRA} from vendor.reviews r join vendor.orders o on o.id = r.order_id where r.id = $1::uuid`, [reviewId]);
  return rows[0] ?? null;
}

/** Sets the vendor's reply to its review; false when the vendor has no such review. */
export async function setReply(q: Queryable, vendorId: string, reviewId: string, text: string, at: string): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    'update vendor.reviews set reply = $3, reply_at = $4::timestamptz where id = $1::uuid and vendor_id = $2::uuid returning id',
    [reviewId, vendorId, text, at],
  );
  return rows[0] !== undefined;
}

/** Hides a review (at and reason) or shows it again (nulls); its vendor and whether it was hidden, or null when none. */
export async function setHidden(
  q: Queryable,
  reviewId: string,
  hidden: { at: string; reason: string } | null,
): Promise<{ vendor_id: string; was_hidden: boolean } | null> {
  const rows = await q.query<{ vendor_id: string; was_hidden: boolean }>(
    `update vendor.reviews r set hidden_at = $2::timestamptz, hidden_reason = $3
       from (select id, hidden_at is not null as was_hidden from vendor.reviews where id = $1::uuid for update) old
      where r.id = old.id returning r.vendor_id, old.was_hidden`,
    [reviewId, hidden?.at ?? null, hidden?.reason ?? null],
  );
  return rows[0] ?? null;
}

/** A report of a visible review; false when there is no such visible review. */
export async function insertReport(q: Queryable, reviewId: string, reason: string, note: string | null): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `insert into vendor.review_reports (review_id, reason, note)
     select r.id, $2, $3 from vendor.reviews r where r.id = $1::uuid and r.hidden_at is null returning id`,
    [reviewId, reason, note],
  );
  return rows[0] !== undefined;
}

const SEED_ORDERS_SQL = `
with src as (
  select r.*, nextval('vendor.order_nr_seq')::text as nr
    from jsonb_to_recordset($1::jsonb) as r(id uuid, vendor_id uuid, request_id text, doc jsonb, created_at timestamptz, expire_time timestamptz)
   where not exists (select 1 from vendor.orders o where o.id = r.id))
insert into vendor.orders (id, vendor_id, request_id, nr, state, doc, expire_time, created_at, updated_at)
select id, vendor_id, request_id, nr, 'DELIVERED', doc || jsonb_build_object('nr', nr), expire_time, created_at, created_at from src
on conflict do nothing`;

const SEED_REVIEWS_SQL = `
insert into vendor.reviews (order_id, vendor_id, food_stars, delivery_stars, body, ordered_at, products, delivered_at, created_at,
  updated_at, reply, reply_at)
select r.order_id, r.vendor_id, r.food_stars, r.delivery_stars, r.body, r.ordered_at, r.products, r.delivered_at, r.created_at,
  r.created_at, r.reply, r.reply_at
  from jsonb_to_recordset($1::jsonb) as r(order_id uuid, vendor_id uuid, food_stars smallint, delivery_stars smallint, body text,
    ordered_at timestamptz, products text[], delivered_at timestamptz, created_at timestamptz, reply text, reply_at timestamptz)
on conflict (order_id) do nothing`;

/** Seeding: delivered orders (numbered from the order sequence; ids already stored are skipped). */
export async function insertDeliveredOrders(q: Queryable, orders: readonly object[]): Promise<void> {
  await q.query(SEED_ORDERS_SQL, [JSON.stringify(orders)]);
}

/** Seeding: reviews with their dates and replies (orders already rated are skipped). */
export async function insertSeedReviews(q: Queryable, reviews: readonly object[]): Promise<void> {
  await q.query(SEED_REVIEWS_SQL, [JSON.stringify(reviews)]);
}
