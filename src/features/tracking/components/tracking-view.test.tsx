import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, Vendor } from '../../../domain/types.ts';
import { clearCart, getCart } from '../../../lib/cart/cart.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { vendorRecord } from '../../../test/vendor-record.ts';
import { trackingKeys } from '../keys.ts';
import { TrackingView } from './tracking-view.tsx';

const VID = '5b0c7a52-1d7e-4a39-9a53-4c1f2a0d9e11';
/** A vendor record as the API answers it (valid for the shared vendor schema). */
const vendor: Vendor = vendorRecord(VID, {
  phone: '+43 1 234 56 78',
  minOrder: 10,
  deliveryZones: [{ label: 'Neubau', postalCode: '1070', minPrice: 10, serviceFee: 2, serviceFeeMax: 0 }],
});

function order(state: Order['fulfillment']['state'], over: Partial<Order> = {}): Order {
  const created = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    name: `vendors/${VID}/orders/o1`,
    id: 'o1',
    nr: '100001',
    vendor: `vendors/${VID}`,
    requestId: 'r1',
    createTime: created,
    expireTime: created,
    delivery: {
      label: 'Anna Huber',
      pickUp: false,
      mobile: '+43 660 1234567',
      email: 'anna@example.at',
      loc: { addrLines: ['Neubaugasse 12'], city: 'Wien', postalCode: '1070', formatted: 'Neubaugasse 12, Tür 4, 1070 Wien' },
      door: '4',
    },
    payment: { sys: 'offline', method: 'atm', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 19, charges: [{ type: 'service-fee', val: 2 }], discounts: [], total: 21, vat: [] },
    lines: [
      {
        entry: {
          type: 'product',
          productId: 'p1',
          label: 'Pizza Margherita',
          pr: 7.5,
          vatP: 10,
          opts: [{ slug: 'size', label: 'Größe', vals: [{ slug: 'l', label: 'Groß', qty: 1, pr: 2 }] }],
        },
        qty: 2,
        total: 19,
        note: 'gut durch',
      },
    ],
    fulfillment: { state, ts: created, delivery: { time: new Date(Date.now() + 20 * 60_000).toISOString() } },
    ...over,
  };
}

let current: Order | null;
const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '' });
  current = order('ACCEPTED');
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.startsWith(`/api/v1/vendors/${VID}/orders/`)) {
        return Promise.resolve(current ? json(200, current) : json(404, { error: { code: 404, message: 'Order not found' } }));
      }
      if (url.startsWith(`/api/v1/vendors/${VID}`)) return Promise.resolve(json(200, vendor));
      return Promise.resolve(json(404, { error: { code: 404, message: 'not found' } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearCart());
});

describe('TrackingView (spec 1 §2, §4)', { timeout: 30_000 }, () => {
  it('when the order loads, then number, restaurant, countdown, timeline, address and summary are shown', async () => {
    await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} confirmation />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-number')).toHaveTextContent('100001');
    await waitFor(() => expect(screen.getByTestId('order-restaurant')).toHaveTextContent('Pizzeria Da Mario'));
    expect(screen.getByTestId('countdown-time').textContent).toMatch(/\d{2}:\d{2}/);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow');
    expect(screen.getByTestId('step-received')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('step-confirmed')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('step-preparing')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('status-announcer')).toHaveTextContent('Bestellstatus: Bestätigt');
    expect(screen.getByTestId('order-address')).toHaveTextContent('Neubaugasse 12, Tür 4, 1070 Wien');
    expect(screen.getByText('Größe: Groß')).toBeInTheDocument();
    expect(screen.getByText('„gut durch“')).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Kartenzahlung bei Lieferung');
    expect(screen.getByTestId('order-total').textContent.replace(/\s/g, ' ')).toBe('€ 21,00');
    expect(localStorage.getItem('delivery_100001')).toBe(current?.fulfillment.delivery?.time);
  });

  it('when a newer status arrives, then it is announced; an older one afterwards does not move the timeline back', async () => {
    current = order('SHIPPING');
    const { queryClient } = await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} />);
    await waitFor(() => expect(screen.getByTestId('status-announcer')).toHaveTextContent('Bestellstatus: Unterwegs'));
    current = order('ACCEPTED');
    await act(() => queryClient.refetchQueries({ queryKey: trackingKeys.orders() }));
    expect(screen.getByTestId('display-status')).toHaveAttribute('data-state', 'SHIPPING');
    expect(screen.getByTestId('step-onway')).toHaveAttribute('data-done', 'true');
    current = order('DELIVERED');
    await act(() => queryClient.refetchQueries({ queryKey: trackingKeys.orders() }));
    await waitFor(() => expect(screen.getByTestId('status-announcer')).toHaveTextContent('Bestellstatus: Zugestellt'));
    expect(screen.getByTestId('finished')).toBeInTheDocument();
    expect(screen.queryByTestId('countdown')).toBeNull(); // delivered hides the countdown
  });

  it('when the estimated time has passed, then the exceeded message and a call button are shown', async () => {
    current = order('PROCESSING');
    current.fulfillment.delivery = { time: new Date(Date.now() - 60_000).toISOString() };
    await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} />);
    expect(await screen.findByTestId('countdown-exceeded')).toHaveTextContent(
      'Geschätzte Lieferzeit überschritten, bitte kontaktieren Sie das Restaurant',
    );
    expect(await screen.findByRole('link', { name: 'Restaurant anrufen' })).toHaveAttribute('href', 'tel:+4312345678');
  });

  it('when the order cannot be loaded, then the demo order is shown with the error and the demo notice', async () => {
    current = null;
    await renderWithApp(() => <TrackingView orderNr="999999" vendor={VID} />);
    const notice = await screen.findByTestId('demo-notice');
    expect(notice).toHaveTextContent('Fehler beim Laden');
    expect(notice).toHaveTextContent('Demo-Bestellverfolgung');
    expect(notice).toHaveTextContent('Live-Bestelldaten konnten nicht geladen werden');
    expect(screen.getByTestId('order-restaurant')).toHaveTextContent('Demo-Restaurant');
    // the vendor system answered 404: the number is said to be unknown, first
    expect(notice.firstElementChild).toHaveTextContent('Die Bestellnummer 999999 haben wir nicht gefunden.');
  });

  it('when only a number is given and no order on this device has it, then it is said to be unknown before the demo order', async () => {
    await renderWithApp(() => <TrackingView orderNr="#424242" />);
    const notice = await screen.findByTestId('demo-notice');
    expect(notice.firstElementChild).toHaveTextContent('Die Bestellnummer 424242 haben wir nicht gefunden.');
    expect(notice).toHaveTextContent('Demo-Bestellverfolgung');
  });

  it('when neither vendor nor order is known, then the demo order is shown without an error line', async () => {
    await renderWithApp(() => <TrackingView orderNr={undefined} />);
    const notice = await screen.findByTestId('demo-notice');
    expect(notice).toHaveTextContent('Demo-Bestellverfolgung');
    expect(notice).not.toHaveTextContent('Fehler beim Laden');
    expect(screen.queryByTestId('order-not-found')).toBeNull();
  });

  it('when "Erneut bestellen" is pressed, then the cart holds the same lines for that vendor and the cart opens', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} />);
    const button = await screen.findByRole('button', { name: 'Erneut bestellen' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const cart = getCart();
    expect(cart.vendorId).toBe(VID);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: 'p1', quantity: 2, notes: 'gut durch' });
    expect(cart.subtotalCents).toBe(1900);
    expect(cart.zone?.label).toBe('Neubau');
  });
});
