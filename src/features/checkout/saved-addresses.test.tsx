/**
 * A signed-in customer's saved addresses at checkout (issue 25 item 7): the default one fills the address fields
 * unless the customer chose an address on purpose (this tab's draft, a full address typed on the home page).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import type { AddressRow } from '../../lib/supabase/types.ts';
import { testI18n } from '../../test/render-with-app.tsx';
import { SavedAddresses } from './account.tsx';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm, type CheckoutFormContext } from './checkout-form.ts';

const user: AuthUser = { id: 'u1', email: 'ida@example.at', accountNames: { firstName: 'Ida', lastName: 'Huber' }, isLoggedIn: true };
const home: AddressRow = {
  id: 'a1', user_id: 'u1', type: 'home', title: 'Zuhause', street: 'Neubaugasse', building_number: '12', stair: null, floor: null,
  door_number: '4', city: 'Wien', postal_code: '1070', country: 'Österreich', is_default: true, details: null, created_at: '2026-01-01T00:00:00Z',
};

function Form({ start, keepTyped }: { start: Partial<CheckoutForm>; keepTyped: boolean }) {
  const form = useForm<CheckoutForm, CheckoutFormContext>({ defaultValues: { ...EMPTY_CHECKOUT_FORM, ...start } });
  const [postalCode, street] = useWatch({ control: form.control, name: ['postalCode', 'street'] });
  return (
    <>
      <SavedAddresses user={user} form={form} keepTyped={keepTyped} />
      <output data-testid="address">{`${postalCode} ${street}`}</output>
    </>
  );
}

async function show(start: Partial<CheckoutForm>, keepTyped: boolean) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  qc.setQueryData(accountKeys.addresses(user.id), [home]);
  const i18n = await testI18n();
  render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <Form start={start} keepTyped={keepTyped} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('saved addresses at checkout', () => {
  it('when nothing was chosen on purpose, then the default address fills the fields and is selected', async () => {
    await show({ postalCode: '1100', street: 'Favoritenstraße' }, false);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('1070 Neubaugasse'));
    expect(screen.getByRole('radio')).toBeChecked();
  });

  it('when an address was chosen on purpose, then it stays and the default address is offered, not selected', async () => {
    await show({ postalCode: '1150', street: 'Märzstraße' }, true);
    expect(screen.getByRole('radio')).not.toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent('1150 Märzstraße');
  });

  it('when the address chosen on purpose is the saved one, then that one is selected', async () => {
    await show({ postalCode: '1070', street: 'Neubaugasse', houseNumber: '12' }, true);
    expect(screen.getByRole('radio')).toBeChecked();
  });
});
