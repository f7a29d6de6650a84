/**
 * The personal area's own database calls (spec 2 §7 "Database REST"): profile, order statistics, workplaces, orders,
 * account deletion. The saved addresses and the query keys are shared with other parts of the app
 * (lib/supabase/data.ts). Every function throws the PostgREST error (or "User not authenticated") so callers show
 * their own message (spec 2 §8).
 */
import { blankToNull, cleanStreetAddress, client, fail } from '../../../lib/supabase/data.ts';
import type { OrderRow, WorkplaceInput, WorkplaceRow } from '../../../lib/supabase/types.ts';
import { connectAuth } from '../../../lib/supabase/auth-store.ts';

// --- profile -----------------------------------------------------------------------------------------------

// the reads take the user id of their query's key; the writes act for whoever is signed in

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

// --- workplaces --------------------------------------------------------------------------------------------

export async function listWorkplaces(userId: string): Promise<WorkplaceRow[]> {
  const sb = await connectAuth();
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

export async function listOrders(userId: string): Promise<OrderRow[]> {
  const sb = await connectAuth();
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
