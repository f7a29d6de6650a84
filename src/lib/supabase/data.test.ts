import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStoreForTests } from './auth-store.ts';
import { setSupabaseForTests } from './client.ts';
import { fallbackOrderNumber, saveUserOrder, type UserOrderInput } from './data.ts';

const input: UserOrderInput = {
  vendorOrderId: '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11',
  restaurantId: 'v1',
  restaurantName: 'Da Mario',
  deliveryType: 'delivery',
  subtotal: 20,
  deliveryFee: 2.5,
  total: 22.5,
  paymentMethod: 'cash',
  notes: '',
  address: { street: 'Ring', building_number: '1', stair: '', floor: '', door_number: '3', city: 'Wien', postal_code: '1010', details: '' },
  items: [{ product_id: 'p1', product_name: 'Pizza', quantity: 2, unit_price: 10, total_price: 20, notes: null, customizations: null }],
};

function fakeClient(rpcResult: { data: unknown; error: unknown }) {
  const inserts: Record<string, unknown[]> = {};
  const from = (table: string) => ({
    insert: (row: unknown) => {
      (inserts[table] ??= []).push(row);
      const done = Promise.resolve({ data: null, error: null });
      return Object.assign(done, {
        select: () => ({ single: () => Promise.resolve({ data: { id: (row as { id?: string }).id ?? 'generated' }, error: null }) }),
      });
    },
  });
  const client = {
    auth: { onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }) },
    rpc: vi.fn(() => Promise.resolve(rpcResult)),
    from,
  };
  return { client: client as unknown as SupabaseClient, inserts };
}

afterEach(() => {
  setSupabaseForTests(null);
  resetAuthStoreForTests();
});

const signedIn = () =>
  resetAuthStoreForTests({
    status: 'authenticated',
    user: { id: 'u1', email: 'a@b.at', firstName: 'A', lastName: 'B', phone: null, isLoggedIn: true },
  });

describe('saveUserOrder (spec 1 §7)', () => {
  it('when generate_order_number answers, then the order and its items are stored under that number with the vendor order id', async () => {
    const { client, inserts } = fakeClient({ data: 'LZ-2026-000042', error: null });
    setSupabaseForTests(client);
    signedIn();
    await expect(saveUserOrder(input)).resolves.toBe('LZ-2026-000042');
    expect(inserts.orders?.[0]).toMatchObject({
      user_id: 'u1',
      order_number: 'LZ-2026-000042',
      id: input.vendorOrderId,
      status: 'pending',
      total: 22.5,
      delivery_address_door_number: '3',
      delivery_address_stair: null,
    });
    expect(inserts.order_items?.[0]).toEqual([expect.objectContaining({ order_id: input.vendorOrderId, product_name: 'Pizza', quantity: 2 })]);
  });

  it('when generate_order_number fails, then the fallback LZ-{year}-{last 4 digits of time} is used', async () => {
    const { client, inserts } = fakeClient({ data: null, error: { code: '42501', message: 'permission denied' } });
    setSupabaseForTests(client);
    signedIn();
    const nr = await saveUserOrder(input);
    expect(nr).toMatch(new RegExp(`^LZ-${new Date().getFullYear()}-\\d{4}$`));
    expect(inserts.orders?.[0]).toMatchObject({ order_number: nr });
  });

  it('when nobody is signed in, then "User not authenticated" and nothing is sent', async () => {
    const { client, inserts } = fakeClient({ data: 'x', error: null });
    setSupabaseForTests(client);
    resetAuthStoreForTests({ status: 'anonymous', user: null });
    await expect(saveUserOrder(input)).rejects.toThrow('User not authenticated');
    expect(inserts.orders).toBeUndefined();
  });

  it('when the fallback number is built, then it uses the year and the last 4 digits of the time', () => {
    expect(fallbackOrderNumber(new Date(1_767_225_601_234))).toBe('LZ-2026-1234');
  });
});
