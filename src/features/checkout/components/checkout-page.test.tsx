import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '../../../domain/cart.ts';
import type { DeliveryZone, Order, PlaceOrderRequest, PlaceOrderResponse, Vendor } from '../../../domain/types.ts';
import { setRuntimeConfig } from '../../../lib/runtime-config.ts';
import { AuthStoreProvider, createAuthStore } from '../../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../../lib/supabase/data.ts';
import { clearCart, getCart, replaceCart } from '../../../lib/cart/cart.ts';
import { dropCheckoutRequestId, isOrderJustPlaced, REQUEST_ID_KEY, clearOrderJustPlaced } from '../storage.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const zone: DeliveryZone = { label: 'Neubau', postalCode: ['1070'], minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 };
const V1 = '5b0c7a52-1d7e-4a39-9a53-4c1f2a0d9e11';
/** A vendor record as the API answers it (valid for the shared vendor schema). */
const vendor: Vendor = {
  id: V1,
  name: `vendors/${V1}`,
  slug: 'da-mario',
  label: 'Pizzeria Da Mario',
  type: 'food',
  rating: { value: 45, count: 10 },
  reviewCount: 10,
  deliveryFee: 2.5,
  deliveryTime: '25-40',
  priceRange: 2,
  tags: ['delivery', 'pickup'],
  isOpen: true,
  isPromoted: false,
  popularity: 10,
  postalCode: '1070',
  city: 'Wien',
  address: 'Neubaugasse 1',
  lat: 48.2,
  lng: 16.35,
  openingHours: [], // always open
  minOrder: 12,
  deliveryZones: [zone],
  disturbance: null,
};
const pizza: CartLine = {
  cartItemId: 'p1',
  productId: 'p1',
  name: 'Pizza Margherita',
  price: 15,
  quantity: 1,
  vatPercent: 10,
  options: [],
  addons: [],
};

/** The answer of :placeOrder (a full order, as the shared schema wants it). */
function placed(): PlaceOrderResponse {
  const now = new Date().toISOString();
  const order: Order = {
    name: `vendors/${V1}/orders/0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11`,
    id: '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11',
    nr: '100001',
    vendor: `vendors/${V1}`,
    requestId: 'r-12345678',
    createTime: now,
    expireTime: now,
    delivery: { label: 'Anna Huber', pickUp: false, mobile: '+43 660 1234567', email: 'anna@example.at' },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 15, charges: [], discounts: [], total: 15, vat: [] },
    lines: [],
    fulfillment: { state: 'RECEIVED', ts: now },
  };
  return { name: order.name, order };
}

type Handler = (body: PlaceOrderRequest) => Response | Promise<Response>;
let placeHandler: Handler;
let placeBodies: PlaceOrderRequest[];

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  dropCheckoutRequestId();
  clearOrderJustPlaced();
  setRuntimeConfig({ apiBaseUrl: '' });
  placeBodies = [];
  placeHandler = () => json(200, placed());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith(':placeOrder')) {
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as PlaceOrderRequest;
        placeBodies.push(body);
        return placeHandler(body);
      }
      if (url.startsWith(`/api/v1/vendors/${V1}/catalogs`)) {
        return json(200, {
          name: `vendors/${V1}/catalogs/delivery`,
          productGroups: [{ slug: 'g/pizza', label: 'Pizza', products: [{ id: 'p1', label: 'Pizza Margherita', pr: 17.5, vatP: 10 }] }],
        });
      }
      if (url.startsWith(`/api/v1/vendors/${V1}`)) return json(200, vendor);
      if (url.startsWith('/api/geo/postal/1070')) {
        return json(200, { postalCode: '1070', city: 'Wien', state: 'Wien', district: 'Neubau', lat: 48.2, lng: 16.35, places: ['Wien, Neubau'] });
      }
      return json(404, { error: { code: 404, message: 'not found' } });
    }),
  );
  act(() =>
    replaceCart({
      lines: [pizza],
      vendorId: V1,
      vendorName: 'Pizzeria Da Mario',
      vendorSlug: 'da-mario',
      vendorTags: ['delivery', 'pickup'],
      zone: null,
      orderType: 'delivery',
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearCart());
});

async function fillValidDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Anna');
  await user.type(screen.getByLabelText(/^Nachname/), 'Huber');
  await user.type(screen.getByLabelText(/^Telefonnummer/), '+43 660 1234567');
  await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.at');
  await user.type(screen.getByLabelText(/^Postleitzahl/), '1070');
  await waitFor(() => expect(screen.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid'));
  await waitFor(() => expect(screen.getByLabelText(/^Ort/)).toHaveValue('Wien'));
  await user.type(screen.getByLabelText(/^Straße/), 'Neubaugasse');
  await user.type(screen.getByLabelText(/^Hausnummer/), '12');
  await user.type(screen.getByLabelText(/^Türnummer/), '4');
  await user.type(screen.getByLabelText(/^Name an der Klingel/), 'Huber');
  await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
}

const submitButton = () => screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ });

describe('CheckoutPage validation (spec 1 §5)', { timeout: 30_000 }, () => {
  it('when submitted with empty required fields, then each shows its German message under the field and the first gets focus', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithApp(() => <CheckoutPage onPlaced={() => {}} />);
    await user.type(screen.getByLabelText(/^Postleitzahl/), '1070');
    await waitFor(() => expect(screen.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid'));
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
    // a guest's form has no suggestion list: the alert asks for the postal code and town instead
    expect(screen.getByTestId('checkout-alert')).toHaveTextContent('Bitte geben Sie Postleitzahl und Ort Ihrer Lieferadresse ein.');
    expect(screen.getByTestId('checkout-alert')).not.toHaveTextContent('Vorschlagsliste');
    expect(placeBodies).toHaveLength(0);
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

describe('CheckoutPage submission (requestId, spec 1 §4 order placement)', { timeout: 30_000 }, () => {
  it('when the first attempt fails and the customer retries, then both requests carry the same requestId', async () => {
    const user = userEvent.setup({ delay: null });
    const onPlaced = vi.fn();
    let calls = 0;
    placeHandler = () => {
      calls++;
      if (calls === 1) return json(503, { error: { code: 503, message: 'temporarily unavailable' } });
      return json(200, placed());
    };
    await renderWithApp(() => <CheckoutPage onPlaced={onPlaced} />);
    await fillValidDelivery(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('checkout-alert')).toHaveTextContent('Bestellung fehlgeschlagen. Bitte versuchen Sie es erneut.'),
    );
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBe(placeBodies[0]?.requestId);
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(placeBodies).toHaveLength(2);
    expect(placeBodies[1]?.requestId).toBe(placeBodies[0]?.requestId);
    expect(onPlaced.mock.calls[0]?.[0]).toMatchObject({ nr: '100001' });
    // success: the attempt is over (new requestId next time) and the just-placed flag is set
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBeNull();
    expect(isOrderJustPlaced()).toBe(true);
    expect(placeBodies[1]?.order.delivery).toMatchObject({ pickUp: false, loc: { postalCode: '1070', city: 'Wien' } });
    expect(placeBodies[1]?.order.payment.method).toBe('cash');
  });

  it('when submit is clicked twice quickly, then exactly one request is sent', async () => {
    const user = userEvent.setup({ delay: null });
    let release: (r: Response) => void = () => {};
    placeHandler = () => new Promise<Response>((resolve) => (release = resolve));
    const onPlaced = vi.fn();
    await renderWithApp(() => <CheckoutPage onPlaced={onPlaced} />);
    await fillValidDelivery(user);
    const button = submitButton();
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(placeBodies).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Bestellung wird gesendet...' })).toBeDisabled();
    act(() => release(json(200, placed())));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(placeBodies).toHaveLength(1);
  });

  it('when the server reports a price change (409), then the cart takes the new prices, the customer is told and the next attempt gets a new requestId', async () => {
    const user = userEvent.setup({ delay: null });
    placeHandler = () => json(409, { error: { code: 409, message: 'Prices have changed: total is 17.5' } });
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
    await waitFor(() => expect(placeBodies).toHaveLength(1));
    expect(placeBodies[0]?.order.payment.method).toBe('atm');
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
    await waitFor(() => expect(placeBodies).toHaveLength(1));
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
    await waitFor(() => expect(placeBodies).toHaveLength(1));
    const order = placeBodies[0]!.order;
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
      expect(placeBodies).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: / wählen$/ }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const chosen = screen.getByLabelText<HTMLSelectElement>(/^Wunschzeit/).value;
      expect(chosen).not.toBe('');
      await user.click(submitButton());
      await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
      expect(placeBodies[0]?.order.delivery.time).toBe(chosen);
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
      expect(placeBodies).toHaveLength(0);
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

describe('CheckoutPage for a signed-in customer (spec 1 §2, §5)', { timeout: 30_000 }, () => {
  it('when a delivery order has no chosen address, then the alert asks to choose a delivery address', async () => {
    const store = createAuthStore();
    store.reset({
      status: 'authenticated',
      user: { id: 'u1', email: 'anna@example.at', firstName: 'Anna', lastName: 'Huber', phone: '+43 660 1234567', isLoggedIn: true },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    queryClient.setQueryData(accountKeys.addresses('u1'), []); // no saved address
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
    expect(placeBodies).toHaveLength(0);
  });
});
