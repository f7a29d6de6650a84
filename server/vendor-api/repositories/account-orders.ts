/**
 * public.orders and public.order_items: the signed-in customer's copy of an order in their account history
 * (account-orders.ts maps the priced order to these columns). Takes the placement's transaction handle.
 */
import type { Queryable } from '../../db/index.ts';

const INSERT_SQL = `
with u as (select id from auth.users where id = $2::uuid),
o as (
  insert into public.orders (id, user_id, order_number, restaurant_id, restaurant_name, status, delivery_type, subtotal,
    delivery_fee, total, currency, delivery_address_street, delivery_address_building_number, delivery_address_stair,
    delivery_address_floor, delivery_address_door_number, delivery_address_city, delivery_address_postal_code,
    payment_method, customer_notes, created_at, updated_at)
  select $1::uuid, u.id, $21, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, 'EUR',
    $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::timestamptz, $19::timestamptz
  from u
  returning id),
i as (
  insert into public.order_items (order_id, product_id, product_name, quantity, unit_price, total_price, customizations,
    notes, created_at)
  select o.id, r.product_id, r.product_name, r.quantity, r.unit_price, r.total_price, r.customizations, r.notes,
         $19::timestamptz + r.pos * interval '1 microsecond'
  from o cross join jsonb_to_recordset($20::jsonb) as r(pos integer, product_id text, product_name text,
    quantity integer, unit_price numeric, total_price numeric, customizations jsonb, notes text)
  returning 1)
select (select count(*) from o)::int as orders, (select count(*) from i)::int as items`;

/** One line of the copy (public.order_items); amounts as euro text. */
export interface AccountOrderItem {
  pos: number;
  product_id: string;
  product_name: string | null;
  quantity: number;
  unit_price: string;
  total_price: string;
  customizations: unknown;
  notes: string | null;
}

/** The copy's columns (public.orders); amounts as euro text. */
export interface AccountOrderColumns {
  id: string;
  userId: string;
  orderNumber: string;
  restaurantId: string;
  restaurantName: string | null;
  status: string;
  deliveryType: 'pickup' | 'delivery';
  subtotal: string;
  deliveryFee: string;
  total: string;
  street: string | null;
  buildingNumber: string | null;
  stair: string | null;
  floor: string | null;
  doorNumber: string | null;
  city: string | null;
  postalCode: string | null;
  paymentMethod: string;
  customerNotes: string | null;
  createdAt: string;
  items: AccountOrderItem[];
}

/** Inserts the copy and its lines; false when the account `userId` no longer exists (nothing is written). */
export async function insertAccountOrderCopy(q: Queryable, c: AccountOrderColumns): Promise<boolean> {
  const rows = await q.query<{ orders: number; items: number }>(INSERT_SQL, [
    c.id, c.userId, c.restaurantId, c.restaurantName, c.status, c.deliveryType,
    c.subtotal, c.deliveryFee, c.total,
    c.street, c.buildingNumber, c.stair, c.floor, c.doorNumber, c.city, c.postalCode,
    c.paymentMethod, c.customerNotes, c.createdAt, JSON.stringify(c.items), c.orderNumber,
  ]);
  return rows[0]?.orders === 1;
}
