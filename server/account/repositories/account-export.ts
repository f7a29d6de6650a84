/**
 * Every row of one account, for its data export (issue 29): each query names the account's id (or its e-mail address
 * for the newsletter, which is kept by address); the order items come through the account's own orders. Rows keep
 * their column names as JSON objects built by the database (dates become ISO text, numerics stay exact text).
 * Every function takes the database or transaction handle first.
 */
import type { Queryable } from '../../db/index.ts';

export type ExportRow = Record<string, unknown>;

/** Rows as JSON objects built by the database (dates become ISO text, numerics stay exact text). */
const asJson = async (q: Queryable, sql: string, params: unknown[]): Promise<ExportRow[]> =>
  (await q.query<{ j: ExportRow }>(`select to_jsonb(t) as j from (${sql}) t`, params)).map((r) => r.j);

export interface AccountUser {
  id: string;
  email: string;
  created_at: Date;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
}

/** The account (auth.users), or undefined. */
export async function findAccountUser(q: Queryable, userId: string): Promise<AccountUser | undefined> {
  return (await q.query<AccountUser>(
    'select id, email, created_at, email_confirmed_at, last_sign_in_at from auth.users where id = $1::uuid', [userId],
  ))[0];
}

export const profileRows = (q: Queryable, userId: string) =>
  asJson(q, 'select first_name, last_name, phone, avatar_url, created_at, updated_at from public.user_profiles where user_id = $1::uuid', [userId]);

export const addressRows = (q: Queryable, userId: string) =>
  asJson(q, `select id, type, title, street, building_number, stair, floor, door_number, city, postal_code, country,
      is_default, details, created_at, updated_at from public.user_addresses where user_id = $1::uuid order by created_at`, [userId]);

export const workplaceRows = (q: Queryable, userId: string) =>
  asJson(q, `select id, company_name, street, building_number, stair, floor, door_number, city, postal_code, country,
      monthly_budget, is_active, created_at, updated_at from public.user_workplaces where user_id = $1::uuid order by created_at`, [userId]);

/** The account's order copies with their lines and the contact the restaurant was given. */
export const orderRows = (q: Queryable, userId: string) =>
  asJson(q, `select o.id, o.order_number, o.restaurant_id, o.restaurant_name, o.status, o.delivery_type, o.subtotal,
      o.delivery_fee, o.total, o.currency, o.delivery_address_street, o.delivery_address_building_number, o.delivery_address_stair,
      o.delivery_address_floor, o.delivery_address_door_number, o.delivery_address_city, o.delivery_address_postal_code,
      o.delivery_address_details, o.payment_method, o.customer_notes, o.created_at, o.updated_at,
      v.doc->'delivery' as contact_given_to_restaurant,
      coalesce((select jsonb_agg(jsonb_build_object('product_id', i.product_id, 'product_name', i.product_name, 'quantity', i.quantity,
          'unit_price', i.unit_price, 'total_price', i.total_price, 'customizations', i.customizations, 'notes', i.notes) order by i.created_at)
        from public.order_items i where i.order_id = o.id), '[]'::jsonb) as items
      from public.orders o left join vendor.orders v on v.id = o.id
      where o.user_id = $1::uuid order by o.created_at`, [userId]);

export const reviewRows = (q: Queryable, userId: string) =>
  asJson(q, `select r.order_id, v.label as restaurant, r.reviewer, r.food_stars, r.delivery_stars, r.body, r.products,
      r.ordered_at, r.created_at, r.updated_at, r.reply, r.hidden_at is not null as hidden
      from vendor.reviews r join vendor.vendors v on v.id = r.vendor_id where r.user_id = $1::uuid order by r.created_at`, [userId]);

/** The newsletter subscriptions of the address (kept by address, lower-case). */
export const newsletterRows = (q: Queryable, email: string) =>
  asJson(q, `select 'newsletter' as kind, s.email, s.language, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at
      from public.newsletter_subscriptions s where s.email = lower($1)`, [email]);

/** An order's push notifications subscribed while signed in (issue 28): the browser's push address, not its keys. */
export const orderPushRows = (q: Queryable, userId: string) =>
  asJson(q, `select 'order-push' as kind, p.order_id, p.endpoint, p.lang as language, p.created_at, p.expires_at
      from vendor.order_push_subscriptions p where p.user_id = $1::uuid order by p.created_at`, [userId]);

export const sessionRows = (q: Queryable, userId: string) =>
  asJson(q, 'select created_at, updated_at, refreshed_at, user_agent, ip from auth.sessions where user_id = $1::uuid order by created_at', [userId]);
