import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCart, replaceCart } from '../../../lib/cart/cart.ts';
import { AuthStoreProvider, createAuthStore } from '../../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../../lib/supabase/account-keys.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { pizza, submitButton, fakeCheckoutApi, vendor } from './checkout-page.fixtures.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const api = fakeCheckoutApi();

describe('CheckoutPage validation (spec 1 §5)', { timeout: 30_000 }, () => {
  it('when submitted with empty required fields, then each shows its German message under the field and the first gets focus', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await user.type(screen.getByLabelText(/^Postleitzahl/), '1070');
    await waitFor(() => expect(screen.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid'));
    // the town of the postal code is filled in (an answer of the API): cleared again, it is missing
    await waitFor(() => expect(screen.getByLabelText(/^Ort/)).toHaveValue('Wien'));
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
    await user.clear(screen.getByLabelText(/^Ort/));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^Vorname/)).toHaveFocus());

    const expectations: [RegExp, string][] = [
      [/^Vorname/, 'Bitte geben Sie Ihren Vornamen ein.'],
      [/^Nachname/, 'Bitte geben Sie Ihren Nachnamen ein.'],
      [/^Telefonnummer/, 'Bitte geben Sie Ihre Telefonnummer ein.'],
      [/^E-Mail/, 'Bitte geben Sie Ihre E-Mail-Adresse ein.'],
      [/^Ort/, 'Bitte geben Sie Ihren Ort ein.'],
      [/^Straße/, 'Bitte geben Sie Ihre Straße ein.'],
      [/^Hausnummer/, 'Bitte geben Sie Ihre Hausnummer ein.'],
      [/^Türnummer/, 'Bitte geben Sie Ihre Türnummer ein.'],
      [/^Name an der Klingel/, 'Bitte geben Sie den Namen an der Klingel ein.'],
    ];
    for (const [label, message] of expectations) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText(/^Stockwerk/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Vorname/)).toHaveFocus();
    // spec 1 §5's guest message (the street field offers suggestions), and the typed way too
    expect(screen.getByTestId('checkout-alert')).toHaveTextContent(
      'Bitte wählen Sie eine vollständige Adresse aus der Vorschlagsliste aus oder geben Sie Postleitzahl und Ort ein.',
    );
    expect(api.bodies).toHaveLength(0);
  });

  it('when a field is corrected after a failed submit, then its message disappears', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Abholung' }));
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.'));
    // the form re-validates each change (asynchronously: the resolver is a schema)
    await user.type(screen.getByLabelText(/^E-Mail/), 'anna@');
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    );
    await user.type(screen.getByLabelText(/^E-Mail/), 'example.at');
    await waitFor(() => expect(screen.getByLabelText(/^E-Mail/)).not.toHaveAttribute('aria-invalid'));
  });

  it('when the terms are not accepted, then submit is disabled; ticking them enables it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Abholung' }));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('submit-hint')).toHaveTextContent('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.');
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
    expect(submitButton()).toBeEnabled();
  });

  it('when the delivery postal code has no zone, then submit is disabled with the zone message', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('submit-hint')).toHaveTextContent(
      'Keine Lieferzone ausgewählt. Bitte geben Sie eine gültige Postleitzahl ein.',
    );
    await user.type(screen.getByLabelText(/^Postleitzahl/), '1100');
    await waitFor(() => expect(screen.getByTestId('zone-status')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByTestId('zone-status')).toHaveTextContent('Keine Lieferzone für Postleitzahl 1100.');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('submit-hint')).toHaveTextContent('Bitte ändern Sie die Postleitzahl oder wählen Sie Abholung.');
  });

  it('when the vendor requires its minimum and the cart is below it, then submit is disabled with required and current amounts', async () => {
    vendor.tags = ['delivery', 'pickup', 'min-order-required'];
    try {
      act(() => replaceCart({ ...getCart(), lines: [{ ...pizza, price: 5 }] }));
      const user = userEvent.setup({ delay: null });
      await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
      await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
      await user.type(screen.getByLabelText(/^Postleitzahl/), '1070');
      await waitFor(() => expect(screen.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid'));
      expect(submitButton()).toBeDisabled();
      expect(screen.getByTestId('submit-hint')).toHaveTextContent(/Mindestbestellwert nicht erreicht: erforderlich € 12,00, aktuell € 5,00/);
    } finally {
      vendor.tags = ['delivery', 'pickup'];
    }
  });

  it('when the vendor supports only pickup, then no order type choice is offered and pickup is forced', async () => {
    vendor.tags = ['pickup'];
    try {
      await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
      await waitFor(() => expect(screen.getByTestId('pickup-address')).toHaveTextContent('Neubaugasse 1, 1070 Wien'));
      expect(screen.queryByRole('radio', { name: 'Lieferung' })).toBeNull();
      expect(getCart().orderType).toBe('pickup');
    } finally {
      vendor.tags = ['delivery', 'pickup'];
    }
  });
});


describe('CheckoutPage for a signed-in customer (spec 1 §2, §5)', { timeout: 30_000 }, () => {
  it('when a delivery order has no chosen address, then the alert asks to choose a delivery address', async () => {
    const store = createAuthStore();
    store.reset({
      status: 'authenticated',
      user: { id: 'u1', email: 'anna@example.at', accountNames: { firstName: 'Konto', lastName: 'Name' }, isLoggedIn: true },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
    queryClient.setQueryData(accountKeys.addresses('u1'), []); // no saved address
    // the profile's names win over the account's own
    queryClient.setQueryData(accountKeys.profile('u1'), { id: 'p1', user_id: 'u1', first_name: 'Anna', last_name: 'Huber', phone: null, avatar_url: null, created_at: '2026-01-01' });
    const user = userEvent.setup({ delay: null });
    await renderWithApp(
      () => (
        <AuthStoreProvider value={store}>
          <CheckoutPage onPlaced={() => {}} />
        </AuthStoreProvider>
      ),
      { queryClient },
    );
    // name, phone and e-mail come from the profile and cannot be changed here
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(/^Postleitzahl/), '1070');
    await waitFor(() => expect(screen.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid'));
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('checkout-alert')).toHaveTextContent('Bitte wählen Sie eine Lieferadresse aus.'));
    expect(screen.getByLabelText(/^Straße/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies).toHaveLength(0);
  });
});
