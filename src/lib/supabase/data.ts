/**
 * Database calls of the personal area and the checkout (spec 2 §7 "Database REST", spec 1 §7). Every function
 * throws the PostgREST error (or "User not authenticated") so callers show their own message (spec 2 §8).
 * Row-level security on the server limits every call to the signed-in user's own rows; the user_id filters
 * mirror it.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { connectAuth, getAuthState } from './auth-store.ts';
import type { AddressInput, AddressRow, OrderRow, ProfileRow, StreetAddressInput, WorkplaceInput, WorkplaceRow } from './types.ts';

export const ADDRESSES_UPDATED_EVENT = 'addressesUpdated';

/**
 * Query keys of the personal area, one hierarchy: `all` (every account's data: dropped on sign-out, refetched on
 * sign-in) → `user(id)` → profile, addresses, workplaces, orders, stats.
 */
export const accountKeys = {
  all: ['account'] as const,
  user: (userId: string) => [...accountKeys.all, userId] as const,
  profile: (userId: string) => [...accountKeys.user(userId), 'profile'] as const,
  addresses: (userId: string) => [...accountKeys.user(userId), 'addresses'] as const,
  workplaces: (userId: string) => [...accountKeys.user(userId), 'workplaces'] as const,
  orders: (userId: string) => [...accountKeys.user(userId), 'orders'] as const,
  stats: (userId: string) => [...accountKeys.user(userId), 'stats'] as const,
};

async function client(): Promise<{ sb: SupabaseClient; userId: string }> {
  const userId = getAuthState().user?.id;
  if (!userId) throw new Error('User not authenticated');
  return { sb: await connectAuth(), userId };
}

function fail(error: { message: string; code?: string } | null): void {
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

// --- profile -----------------------------------------------------------------------------------------------

export async function fetchProfile(): Promise<ProfileRow | null> {
  const { sb, userId } = await client();
  const { data, error } = await sb.from('user_profiles').select('*').eq('user_id', userId).maybeSingle<ProfileRow>();
  fail(error);
  return data;
}

/** Spec 2 §5: only non-empty first and last names are sent; phone may be emptied (saved as null). */
export async function updateProfile(input: { first_name: string; last_name: string; phone: string }): Promise<void> {
  const { sb, userId } = await client();
  const patch: Record<string, string | null> = { phone: blankToNull(input.phone) };
  if (input.first_name.trim()) patch.first_name = input.first_name.trim();
  if (input.last_name.trim()) patch.last_name = input.last_name.trim();
  const { data, error } = await sb.from('user_profiles').update(patch).eq('user_id', userId).select('id');
  fail(error);
  if (!data || data.length === 0) throw Object.assign(new Error('Profile not found'), { code: 'profile_not_found' });
}

export async function fetchOrderStatistics(): Promise<{ totalOrders: number; totalSpent: number }> {
  const { sb } = await client();
  const { data, error } = await sb
    .rpc('order_statistics')
    .single<{ total_orders: number | string; total_spent: number | string }>();
  fail(error);
  return { totalOrders: Number(data?.total_orders ?? 0), totalSpent: Number(data?.total_spent ?? 0) };
}

// --- addresses ---------------------------------------------------------------------------------------------

function addressesUpdated(): void {
  window.dispatchEvent(new Event(ADDRESSES_UPDATED_EVENT));
}

export async function listAddresses(): Promise<AddressRow[]> {
  const { sb, userId } = await client();
  const { data, error } = await sb
    .from('user_addresses')
    .select('*')
    .eq('user_id', userId)
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: false });
  fail(error);
  return (data ?? []) as AddressRow[];
}

type StreetAddressColumns = Omit<StreetAddressInput, 'stair' | 'floor' | 'door_number'> & {
  stair: string | null;
  floor: string | null;
  door_number: string | null;
};

/** Trims the required street-address parts; blank optional parts become null. */
function cleanStreetAddress<T extends StreetAddressColumns>(a: T): T {
  return {
    ...a,
    street: a.street.trim(),
    building_number: a.building_number.trim(),
    city: a.city.trim(),
    postal_code: a.postal_code.trim(),
    stair: blankToNull(a.stair),
    floor: blankToNull(a.floor),
    door_number: blankToNull(a.door_number),
  };
}

function cleanAddress(a: AddressInput): AddressInput {
  return { ...cleanStreetAddress(a), title: a.title.trim(), details: blankToNull(a.details) };
}

/** Adds (no id) or updates an address; the database keeps a single default. */
export async function saveAddress(input: AddressInput, id?: string): Promise<AddressRow> {
  const { sb, userId } = await client();
  const row = cleanAddress(input);
  const q = id
    ? sb.from('user_addresses').update(row).eq('id', id).select().single<AddressRow>()
    : sb.from('user_addresses').insert({ ...row, user_id: userId }).select().single<AddressRow>();
  const { data, error } = await q;
  fail(error);
  addressesUpdated();
  return data as AddressRow;
}

export async function deleteAddress(id: string): Promise<void> {
  const { sb } = await client();
  const { error } = await sb.from('user_addresses').delete().eq('id', id);
  fail(error);
  addressesUpdated();
}

export async function setDefaultAddress(id: string): Promise<void> {
  const { sb } = await client();
  const { error } = await sb.from('user_addresses').update({ is_default: true }).eq('id', id);
  fail(error);
  addressesUpdated();
}

export function addressesQueryOptions(userId: string) {
  return queryOptions({ queryKey: accountKeys.addresses(userId), queryFn: listAddresses, staleTime: 30_000 });
}

/** Keeps cached address lists fresh when any screen changed them (spec 2 §4 "addressesUpdated"). */
export function listenForAddressUpdates(qc: QueryClient): () => void {
  const on = () => {
    const userId = getAuthState().user?.id;
    if (userId) void qc.invalidateQueries({ queryKey: accountKeys.addresses(userId) });
  };
  window.addEventListener(ADDRESSES_UPDATED_EVENT, on);
  return () => window.removeEventListener(ADDRESSES_UPDATED_EVENT, on);
}

// --- workplaces --------------------------------------------------------------------------------------------

export async function listWorkplaces(): Promise<WorkplaceRow[]> {
  const { sb, userId } = await client();
  const { data, error } = await sb
    .from('user_workplaces')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  fail(error);
  return (data ?? []) as WorkplaceRow[];
}

export async function addWorkplace(input: WorkplaceInput): Promise<void> {
  const { sb, userId } = await client();
  const { error } = await sb.from('user_workplaces').insert({
    ...cleanStreetAddress(input),
    company_name: input.company_name.trim(),
    user_id: userId,
  });
  fail(error);
}

export async function deleteWorkplace(id: string): Promise<void> {
  const { sb } = await client();
  const { error } = await sb.from('user_workplaces').delete().eq('id', id);
  fail(error);
}

// --- orders ------------------------------------------------------------------------------------------------

export async function listOrders(): Promise<OrderRow[]> {
  const { sb, userId } = await client();
  const { data, error } = await sb
    .from('orders')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  fail(error);
  const orders = (data ?? []) as OrderRow[];
  // spec 2 §9: items are loaded for the first 10 orders
  const first = orders.slice(0, 10);
  if (first.length > 0) {
    const { data: items, error: itemsError } = await sb
      .from('order_items')
      .select('order_id,product_name,quantity')
      .in(
        'order_id',
        first.map((o) => o.id),
      )
      .order('created_at', { ascending: true });
    fail(itemsError);
    for (const o of first) o.order_items = (items ?? []).filter((i: { order_id: string }) => i.order_id === o.id);
  }
  return orders;
}

export interface UserOrderInput {
  /** uuid of the order in the vendor system (kept as the row id, so tracking finds it from any device) */
  vendorOrderId: string | null;
  restaurantId: string;
  restaurantName: string | null;
  deliveryType: 'delivery' | 'pickup';
  subtotal: number;
  deliveryFee: number;
  total: number;
  paymentMethod: string;
  notes: string | null;
  address: (StreetAddressInput & { details: string }) | null;
  items: { product_id: string; product_name: string; quantity: number; unit_price: number; total_price: number; notes: string | null; customizations: unknown }[];
}

/** Spec 1 §7: fallback order number when generate_order_number() cannot be called. */
export function fallbackOrderNumber(now = new Date()): string {
  return `LZ-${now.getFullYear()}-${String(now.getTime()).slice(-4)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores a placed order for the signed-in user; returns its order number. Throws on failure (caller logs). */
export async function saveUserOrder(input: UserOrderInput): Promise<string> {
  const { sb, userId } = await client();
  let orderNumber: string;
  try {
    const answer = await sb.rpc('generate_order_number');
    const data: unknown = answer.data;
    if (answer.error || typeof data !== 'string' || !data) throw answer.error ?? new Error('no order number');
    orderNumber = data;
  } catch (err) {
    console.warn('generate_order_number failed, using the fallback number', err);
    orderNumber = fallbackOrderNumber();
  }
  const a = input.address;
  const row: Record<string, unknown> = {
    user_id: userId,
    order_number: orderNumber,
    restaurant_id: input.restaurantId,
    restaurant_name: input.restaurantName,
    status: 'pending',
    delivery_type: input.deliveryType,
    subtotal: input.subtotal,
    delivery_fee: input.deliveryFee,
    total: input.total,
    currency: 'EUR',
    payment_method: input.paymentMethod,
    customer_notes: blankToNull(input.notes),
    delivery_address_street: a ? a.street : null,
    delivery_address_building_number: a ? blankToNull(a.building_number) : null,
    delivery_address_stair: a ? blankToNull(a.stair) : null,
    delivery_address_floor: a ? blankToNull(a.floor) : null,
    delivery_address_door_number: a ? blankToNull(a.door_number) : null,
    delivery_address_city: a ? blankToNull(a.city) : null,
    delivery_address_postal_code: a ? blankToNull(a.postal_code) : null,
    delivery_address_details: a ? blankToNull(a.details) : null,
  };
  if (input.vendorOrderId && UUID_RE.test(input.vendorOrderId)) row.id = input.vendorOrderId;
  const { data: order, error } = await sb.from('orders').insert(row).select('id').single<{ id: string }>();
  fail(error);
  if (order && input.items.length > 0) {
    const { error: itemsError } = await sb
      .from('order_items')
      .insert(input.items.map((i) => ({ ...i, notes: blankToNull(i.notes), order_id: order.id })));
    fail(itemsError);
  }
  return orderNumber;
}

export async function deleteOwnAccount(): Promise<void> {
  const { sb } = await client();
  const { error } = await sb.rpc('delete_own_account');
  fail(error);
}
