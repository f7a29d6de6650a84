/**
 * The account data several parts of the app share (spec 2 §7 "Database REST", spec 1 §7): the query keys of the
 * personal area, the saved addresses (the menu, the checkout, the profile, the listing's street and the address
 * suggestions read them; the checkout and the profile write them), and the signed-in user's client the personal
 * area's own calls use (features/profile/api/account-data.ts). Every function throws the PostgREST error (or "User not
 * authenticated") so callers show their own message (spec 2 §8). Row-level security on the server limits every call
 * to the signed-in user's own rows; the user_id filters mirror it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { connectAuth, getAuthState } from './auth-store.ts';
import { accountKeys } from './account-keys.ts';
import type { AddressInput, AddressRow, StreetAddressInput } from './types.ts';

/** The signed-in user's Supabase client and id; throws "User not authenticated" when no one is signed in. */
export async function client(): Promise<{ sb: SupabaseClient; userId: string }> {
  const userId = getAuthState().user?.id;
  if (!userId) throw new Error('User not authenticated');
  return { sb: await connectAuth(), userId };
}

/** Throws the PostgREST error (message and code), if any. */
export function fail(error: { message: string; code?: string } | null): void {
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
}

export const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

// --- addresses ---------------------------------------------------------------------------------------------

/** The saved addresses of `userId` (the one in the query's key, not whoever is signed in when it runs). */
export async function listAddresses(userId: string): Promise<AddressRow[]> {
  const sb = await connectAuth();
  const { data, error } = await sb
    .from('user_addresses')
    .select('*')
    .eq('user_id', userId)
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: false });
  fail(error);
  return (data ?? []) as AddressRow[];
}

export type StreetAddressColumns = Omit<StreetAddressInput, 'stair' | 'floor' | 'door_number'> & {
  stair: string | null;
  floor: string | null;
  door_number: string | null;
};

/** Trims the required street-address parts; blank optional parts become null. */
export function cleanStreetAddress<T extends StreetAddressColumns>(a: T): T {
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
  return queryOptions({ queryKey: accountKeys.addresses(userId), queryFn: () => listAddresses(userId), staleTime: 30_000 });
}
