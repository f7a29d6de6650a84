/**
 * The account export (issue 29, GDPR Art. 15 and 20): every row of the signed-in customer — never anyone else's.
 * Each query names the account's id (or its e-mail address for the newsletter, which is kept by address); the
 * order items come through the account's own orders. Rows keep their column names; timestamps are ISO text.
 */
import { EXPORT_SECTIONS, type ExportSection } from '../../src/domain/data-rights.ts';
import type { AccountExport } from '../../src/domain/wire/account-export.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';

type Row = Record<string, unknown>;

/** Rows as JSON objects built by the database (dates become ISO text, numerics stay exact text). */
const asJson = async (q: Queryable, sql: string, params: unknown[]): Promise<Row[]> =>
  (await q.query<{ j: Row }>(`select to_jsonb(t) as j from (${sql}) t`, params)).map((r) => r.j);

export async function accountExport(q: Queryable, userId: string, now: Date): Promise<AccountExport> {
  const user = (await q.query<{ id: string; email: string; created_at: Date; email_confirmed_at: Date | null; last_sign_in_at: Date | null }>(
    'select id, email, created_at, email_confirmed_at, last_sign_in_at from auth.users where id = $1::uuid', [userId],
  ))[0];
  if (!user) throw new ApiError(401, 'The account of this access token no longer exists');
  const id = [userId];
  const sections: Record<ExportSection, Row[]> = {
    profile: await asJson(q, 'select first_name, last_name, phone, avatar_url, created_at, updated_at from public.user_profiles where user_id = $1::uuid', id),
    addresses: await asJson(q, `select id, type, title, street, building_number, stair, floor, door_number, city, postal_code, country,
      is_default, details, created_at, updated_at from public.user_addresses where user_id = $1::uuid order by created_at`, id),
    workplaces: await asJson(q, `select id, company_name, street, building_number, stair, floor, door_number, city, postal_code, country,
      monthly_budget, is_active, created_at, updated_at from public.user_workplaces where user_id = $1::uuid order by created_at`, id),
    orders: await asJson(q, `select o.id, o.order_number, o.restaurant_id, o.restaurant_name, o.status, o.delivery_type, o.subtotal,
      o.delivery_fee, o.total, o.currency, o.delivery_address_street, o.delivery_address_building_number, o.delivery_address_stair,
      o.delivery_address_floor, o.delivery_address_door_number, o.delivery_address_city, o.delivery_address_postal_code,
      o.delivery_address_details, o.payment_method, o.customer_notes, o.created_at, o.updated_at,
      v.doc->'delivery' as contact_given_to_restaurant,
      coalesce((select jsonb_agg(jsonb_build_object('product_id', i.product_id, 'product_name', i.product_name, 'quantity', i.quantity,
          'unit_price', i.unit_price, 'total_price', i.total_price, 'customizations', i.customizations, 'notes', i.notes) order by i.created_at)
        from public.order_items i where i.order_id = o.id), '[]'::jsonb) as items
      from public.orders o left join vendor.orders v on v.id = o.id
      where o.user_id = $1::uuid order by o.created_at`, id),
    reviews: await asJson(q, `select r.order_id, v.label as restaurant, r.reviewer, r.food_stars, r.delivery_stars, r.body, r.products,
      r.ordered_at, r.created_at, r.updated_at, r.reply, r.hidden_at is not null as hidden
      from vendor.reviews r join vendor.vendors v on v.id = r.vendor_id where r.user_id = $1::uuid order by r.created_at`, id),
    subscriptions: [
      ...(await asJson(q, `select 'newsletter' as kind, s.email, s.language, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at
      from public.newsletter_subscriptions s where s.email = lower($1)`, [user.email])),
      // an order's push notifications subscribed while signed in (issue 28): the browser's push address, not its keys
      ...(await asJson(q, `select 'order-push' as kind, p.order_id, p.endpoint, p.lang as language, p.created_at, p.expires_at
      from vendor.order_push_subscriptions p where p.user_id = $1::uuid order by p.created_at`, id)),
    ],
    sessions: await asJson(q, 'select created_at, updated_at, refreshed_at, user_agent, ip from auth.sessions where user_id = $1::uuid order by created_at', id),
  };
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    format: 'lieferzone-account-export/1',
    exportedAt: now.toISOString(),
    account: { id: user.id, email: user.email, createdAt: new Date(user.created_at).toISOString(), emailConfirmedAt: iso(user.email_confirmed_at), lastSignInAt: iso(user.last_sign_in_at) },
    ...sections,
    summary: Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, sections[s].length])) as Record<ExportSection, number>,
  };
}
