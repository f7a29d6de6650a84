import { describe, expect, it } from 'vitest';
import type { AddressRow } from '../../lib/supabase/types.ts';
import { defaultAddress } from '../../lib/supabase/default-address.ts';
import { addressToForm } from './account.tsx';
import { EMPTY_CHECKOUT_FORM } from './checkout-form.ts';

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

describe('checkout for signed-in users', () => {
  it('when addresses are saved, then the default one is selected, else the first', () => {
    expect(defaultAddress([row('a', false), row('b', true)])?.id).toBe('b');
    expect(defaultAddress([row('a', false), row('c', false)])?.id).toBe('a');
    expect(defaultAddress<AddressRow>([])).toBeUndefined();
  });

  it('when an address is chosen, then the delivery fields take its values and the doorbell defaults to the last name', () => {
    const f = addressToForm(row('a', true), { ...EMPTY_CHECKOUT_FORM, lastName: 'Huber' });
    expect(f).toMatchObject({ street: 'Gasse a', houseNumber: '3', apartment: '7', staircase: '2', postalCode: '1070', city: 'Wien', doorbell: 'Huber' });
  });
});
