import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderResponse } from '../../domain/types.ts';
import { resetAuthStoreForTests } from '../../lib/supabase/auth-store.ts';
import type { AddressRow } from '../../lib/supabase/types.ts';
import { addressToForm, initialAddress } from './account.tsx';
import { storeOrderForUser, type OrderSnapshot } from './save-user-order.ts';
import { EMPTY_CHECKOUT_FORM } from './validation.ts';

const saveUserOrder = vi.fn();
vi.mock('../../lib/supabase/data.ts', async (orig) => ({
  ...(await orig<typeof import('../../lib/supabase/data.ts')>()),
  saveUserOrder: (...a: unknown[]) => saveUserOrder(...a),
}));

const row = (id: string, isDefault: boolean): AddressRow => ({
  id,
  user_id: 'u',
  type: 'home',
  title: id,
  street: `Gasse ${id}`,
  building_number: '3',
  stair: '2',
  floor: null,
  door_number: '7',
  city: 'Wien',
  postal_code: '1070',
  country: 'Österreich',
  is_default: isDefault,
  details: null,
  created_at: '2026-01-01T00:00:00Z',
});

afterEach(() => {
  saveUserOrder.mockReset();
  resetAuthStoreForTests();
});

describe('checkout for signed-in users', () => {
  it('when addresses are saved, then the default one is selected, else the first', () => {
    expect(initialAddress([row('a', false), row('b', true)])?.id).toBe('b');
    expect(initialAddress([row('a', false), row('c', false)])?.id).toBe('a');
    expect(initialAddress([])).toBeUndefined();
  });

  it('when an address is chosen, then the delivery fields take its values and the doorbell defaults to the last name', () => {
    const f = addressToForm(row('a', true), { ...EMPTY_CHECKOUT_FORM, lastName: 'Huber' });
    expect(f).toMatchObject({ street: 'Gasse a', houseNumber: '3', apartment: '7', staircase: '2', postalCode: '1070', city: 'Wien', doorbell: 'Huber' });
  });

  const snapshot: OrderSnapshot = {
    form: { ...EMPTY_CHECKOUT_FORM, street: 'Ring', houseNumber: '1', postalCode: '1010', city: 'Wien', apartment: '2' },
    orderType: 'delivery',
    lines: [{ cartItemId: 'p', productId: 'p', name: 'Pizza', price: 10, quantity: 2, vatPercent: 10, options: [], addons: [] }],
    subtotal: 2000,
    deliveryFee: 250,
    total: 2250,
    payment: 'cash',
    vendorName: 'Da Mario',
  };
  const res = { name: 'vendors/v-1/orders/0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11', order: { id: '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11', nr: '100001' } } as PlaceOrderResponse;

  it('when the order is placed by a signed-in user, then it is stored with euro amounts, items and the vendor ids', async () => {
    saveUserOrder.mockResolvedValue('LZ-2026-000001');
    resetAuthStoreForTests({ status: 'authenticated', user: { id: 'u', email: 'a@b.at', firstName: 'A', lastName: 'B', phone: null, isLoggedIn: true } });
    await storeOrderForUser(snapshot, res, 'v-1');
    expect(saveUserOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        vendorOrderId: '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11',
        restaurantId: 'v-1',
        subtotal: 20,
        deliveryFee: 2.5,
        total: 22.5,
        items: [expect.objectContaining({ product_name: 'Pizza', quantity: 2, unit_price: 10, total_price: 20 })],
      }),
    );
  });

  it('when storing fails, then it is only logged and the flow continues; guests store nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    saveUserOrder.mockRejectedValue(new Error('insert failed'));
    resetAuthStoreForTests({ status: 'authenticated', user: { id: 'u', email: 'a@b.at', firstName: 'A', lastName: 'B', phone: null, isLoggedIn: true } });
    await expect(storeOrderForUser(snapshot, res, 'v-1')).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
    saveUserOrder.mockClear();
    resetAuthStoreForTests({ status: 'anonymous', user: null });
    await storeOrderForUser(snapshot, res, 'v-1');
    expect(saveUserOrder).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
