/**
 * Database calls of the personal area and the checkout (spec 2 §7 "Database REST", spec 1 §7). Every function
 * throws the PostgREST error (or "User not authenticated") so callers show their own message (spec 2 §8).
 * Row-level security on the server limits every call to the signed-in user's own rows; the user_id filters
 * mirror it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { connectAuth, getAuthState } from './auth-store.ts';
import type { AddressInput, AddressRow, OrderRow, ProfileRow, StreetAddressInput, WorkplaceInput, WorkplaceRow } from './types.ts';

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
  return data as AddressRow;
}

export async function deleteAddress(id: string): Promise<void> {
  const { sb } = await client();
  const { error } = await sb.from('user_addresses').delete().eq('id', id);
  fail(error);
}

export async function setDefaultAddress(id: string): Promise<void> {
  const { sb } = await client();
  const { error } = await sb.from('user_addresses').update({ is_default: true }).eq('id', id);
  fail(error);
}

/**
 * The saved addresses of `userId`: one query that the menu, the checkout and the profile share. A write invalidates
 * it once, by this key, in its mutation's onSuccess (spec 2 §4: every screen that shows the list is fresh after a
 * save) — no event between screens.
 */
export function addressesQueryOptions(userId: string) {
  return queryOptions({ queryKey: accountKeys.addresses(userId), queryFn: listAddresses, staleTime: 30_000 });
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

export async function deleteOwnAccount(): Promise<void> {
  const { sb } = await client();
  const { error } = await sb.rpc('delete_own_account');
  fail(error);
}
