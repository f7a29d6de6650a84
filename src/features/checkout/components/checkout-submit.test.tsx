import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCart } from '../../../lib/cart/cart.ts';
import { isOrderJustPlaced } from '../just-placed.ts';
import { REQUEST_ID_KEY } from '../storage.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { fillValidDelivery, json, placed, submitButton, fakeCheckoutApi, vendor } from './checkout-page.fixtures.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const api = fakeCheckoutApi();

describe('CheckoutPage submission (requestId, spec 1 §4 order placement)', { timeout: 30_000 }, () => {
  it('when the first attempt fails and the customer retries, then both requests carry the same requestId', async () => {
    const user = userEvent.setup({ delay: null });
    const onPlaced = vi.fn();
    let calls = 0;
    api.answerWith(() => {
      calls++;
      if (calls === 1) return json(503, { error: { code: 503, message: 'temporarily unavailable' } });
      return json(200, placed());
    });
    await renderWithApp(() => <CheckoutPage onPlaced={onPlaced} />);
    await fillValidDelivery(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('checkout-alert')).toHaveTextContent('Bestellung fehlgeschlagen. Bitte versuchen Sie es erneut.'),
    );
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBe(api.bodies[0]?.requestId);
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(api.bodies).toHaveLength(2);
    expect(api.bodies[1]?.requestId).toBe(api.bodies[0]?.requestId);
    expect(onPlaced.mock.calls[0]?.[0]).toMatchObject({ nr: '100001' });
    // success: the attempt is over (new requestId next time) and the just-placed flag is set
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBeNull();
    expect(isOrderJustPlaced()).toBe(true);
    expect(api.bodies[1]?.order.delivery).toMatchObject({ pickUp: false, loc: { postalCode: '1070', city: 'Wien' } });
    expect(api.bodies[1]?.order.payment.method).toBe('cash');
  });

  it('when submit is clicked twice quickly, then exactly one request is sent', async () => {
    const user = userEvent.setup({ delay: null });
    let release: (r: Response) => void = () => {};
    api.answerWith(() => new Promise<Response>((resolve) => (release = resolve)));
    const onPlaced = vi.fn();
    await renderWithApp(() => <CheckoutPage onPlaced={onPlaced} />);
    await fillValidDelivery(user);
    const button = submitButton();
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Bestellung wird gesendet...' })).toBeDisabled();
    act(() => release(json(200, placed())));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(api.bodies).toHaveLength(1);
  });

  it('when the server reports a price change (409), then the cart takes the new prices, the customer is told and the next attempt gets a new requestId', async () => {
    const user = userEvent.setup({ delay: null });
    api.answerWith(() => json(409, { error: { code: 409, message: 'Prices have changed: total is 17.5' } }));
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await fillValidDelivery(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('checkout-alert')).toHaveTextContent('Die Preise haben sich geändert.'));
    expect(getCart().lines[0]?.price).toBe(17.5);
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBeNull();
  });

  it('when "remember" is not ticked, then the chosen payment method is sent but not stored, and the guest data is saved', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await fillValidDelivery(user);
    await user.click(screen.getByRole('radio', { name: 'Kartenzahlung bei Lieferung' }));
    await user.click(submitButton());
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]?.order.payment.method).toBe('atm');
    expect(localStorage.getItem('preferredPaymentMethod')).toBeNull();
    expect(localStorage.getItem('checkoutFormData')).toContain('Neubaugasse');
  });

  it('when "remember" is ticked, then the chosen payment method is stored for next time', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await fillValidDelivery(user);
    await user.click(screen.getByRole('radio', { name: 'Kartenzahlung bei Lieferung' }));
    await user.click(screen.getByRole('checkbox', { name: /Zahlungsart für künftige Bestellungen merken/ }));
    await user.click(submitButton());
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(localStorage.getItem('preferredPaymentMethod')).toBe('atm');
  });
});


describe('CheckoutPage tip, note and via (spec 1 §3, §9)', { timeout: 30_000 }, () => {
  it('when a tip and a note are given, then the summary and the total include the tip and the order carries both', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await fillValidDelivery(user);
    await user.click(screen.getByRole('button', { name: /^€\s3,00$/ }));
    expect(screen.getByLabelText(/^Trinkgeld in €/)).toHaveValue('3');
    await user.clear(screen.getByLabelText(/^Trinkgeld in €/));
    await user.type(screen.getByLabelText(/^Trinkgeld in €/), '2,50');
    await user.type(screen.getByLabelText(/^Anmerkung zur Bestellung/), 'Ohne Zwiebel');
    // 15,00 pizza + 2,50 delivery fee + 2,50 tip
    expect(screen.getByTestId('tip')).toHaveTextContent('€ 2,50');
    expect(screen.getByTestId('total')).toHaveTextContent('€ 20,00');
    await user.click(submitButton());
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    const order = api.bodies[0]!.order;
    expect(order.tip).toBe(2.5);
    expect(order.amount?.total).toBe(20);
    expect(order.delivery.note).toBe('Klingel: Huber · Ohne Zwiebel');
    expect(order.via).toMatchObject({ channel: 'web', client: { name: 'lieferzone-web' }, locale: 'de', device: { type: expect.any(String) as string } });
  });
});


describe('CheckoutPage opening hours and notices (spec 1 §2, §5)', { timeout: 30_000 }, () => {
  /** A daily window starting 3 hours from now (Vienna time): the vendor is never open while the test runs. */
  function laterWindow() {
    const h = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Europe/Vienna' }).format(new Date())) % 24;
    return [{ days: [], fromTime: { hours: (h + 3) % 24, minutes: 0 }, toTime: { hours: (h + 6) % 24, minutes: 0 } }];
  }

  it('when the vendor is outside its opening hours and "as soon as possible" is chosen, then the out-of-hours dialog offers a slot instead of ordering', async () => {
    const saved = vendor.openingHours;
    vendor.openingHours = laterWindow();
    try {
      const user = userEvent.setup({ delay: null });
      const onPlaced = vi.fn();
      await renderWithApp(() => <CheckoutPage onPlaced={onPlaced} />);
      await fillValidDelivery(user);
      expect(await screen.findByText('Nur Vorbestellung')).toBeInTheDocument();
      await user.click(submitButton());
      const dialog = await screen.findByRole('alertdialog', { name: 'Außerhalb der Öffnungszeiten' });
      expect(dialog).toHaveTextContent('Bitte wählen Sie eine Vorbestellzeit innerhalb der Öffnungszeiten.');
      expect(api.bodies).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: / wählen$/ }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const chosen = screen.getByLabelText<HTMLSelectElement>(/^Wunschzeit/).value;
      expect(chosen).not.toBe('');
      await user.click(submitButton());
      await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
      expect(api.bodies[0]?.order.delivery.time).toBe(chosen);
    } finally {
      vendor.openingHours = saved;
    }
  });

  it('when the vendor is closed, then submitting shows that it takes no orders and nothing is sent', async () => {
    vendor.tags = ['delivery', 'pickup', 'closed'];
    try {
      const user = userEvent.setup({ delay: null });
      await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
      await fillValidDelivery(user);
      await user.click(submitButton());
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('Dieses Restaurant nimmt derzeit keine Bestellungen an.');
      expect(api.bodies).toHaveLength(0);
    } finally {
      vendor.tags = ['delivery', 'pickup'];
    }
  });

  it('when the vendor has a disturbance for the chosen service, then the notice shows its reason', async () => {
    vendor.disturbance = { services: ['delivery'], reason: 'Unser Lieferauto ist in der Werkstatt.' };
    try {
      const user = userEvent.setup({ delay: null });
      await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
      expect(await screen.findByTestId('disturbance')).toHaveTextContent('Betriebsstörung: Unser Lieferauto ist in der Werkstatt.');
      await user.click(screen.getByRole('radio', { name: 'Abholung' }));
      expect(screen.queryByTestId('disturbance')).toBeNull();
    } finally {
      vendor.disturbance = null;
    }
  });
});
