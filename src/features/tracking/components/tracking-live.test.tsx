/**
 * Live tracking on the page (issue 28): an event on the order's stream has the tracking query read the order again at
 * once (no 10 s wait), the poll pauses while the stream is open, a delay from the desk is shown and sits in a polite
 * live region, and leaving the page aborts the stream and leaves no listener behind.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { Order, Vendor } from '../../../domain/types.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { vendorRecord } from '../../../test/vendor-record.ts';
import { trackingKeys } from '../keys.ts';
import { TrackingView } from './tracking-view.tsx';

const VID = '5b0c7a52-1d7e-4a39-9a53-4c1f2a0d9e11';
const OID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const vendor: Vendor = vendorRecord(VID, { deliveryZones: [{ label: 'Neubau', postalCode: '1070', minPrice: 10, serviceFee: 2, serviceFeeMax: 0 }] });

function order(state: Order['fulfillment']['state'], fulfillment: Partial<Order['fulfillment']> = {}): Order {
  const created = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    name: `vendors/${VID}/orders/${OID}`, id: OID, nr: '100001', vendor: `vendors/${VID}`, requestId: 'r1',
    createTime: created, expireTime: created,
    delivery: {
      label: 'Anna Huber', pickUp: false, mobile: '+43 660 1234567', email: 'anna@example.at',
      loc: { addrLines: ['Neubaugasse 12'], city: 'Wien', postalCode: '1070', formatted: 'Neubaugasse 12, 1070 Wien' },
    },
    payment: { sys: 'offline', method: 'atm', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 19, charges: [], discounts: [], total: 19, vat: [] },
    lines: [{ entry: { type: 'product', productId: 'p1', label: 'Pizza', pr: 9.5, vatP: 10 }, qty: 2, total: 19 }],
    fulfillment: { state, ts: created, ...fulfillment },
  };
}

const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

let current: Order;
let orderReads = 0;
/** The open stream's controller (to push events) and the signal its request was made with. */
let stream: { push: (text: string) => void; signal: AbortSignal } | null = null;
/** The hook's own 'online' listeners (its backoff waits for the network to come back). */
const onlineListeners = new Set<unknown>();
const mine = (l: unknown) => typeof l === 'function' && l.name === 'liveOrderWake';

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '' });
  current = order('RECEIVED');
  orderReads = 0;
  stream = null;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (url.startsWith(`/api/v1/vendors/${VID}/orders:monitor?`)) {
        expect(url).toContain(`orderId=${OID}`);
        const enc = new TextEncoder();
        let ctrl!: ReadableStreamDefaultController<Uint8Array>;
        const body = new ReadableStream<Uint8Array>({ start: (c) => { ctrl = c; } });
        const signal = init.signal as AbortSignal;
        signal.addEventListener('abort', () => ctrl.error(new DOMException('aborted', 'AbortError')));
        stream = { push: (t) => ctrl.enqueue(enc.encode(t)), signal };
        ctrl.enqueue(enc.encode('retry: 3000\n: monitoring\n\n'));
        return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
      }
      if (url.startsWith(`/api/v1/vendors/${VID}/orders/`)) {
        orderReads++;
        return Promise.resolve(json(200, current));
      }
      if (url.startsWith(`/api/v1/vendors/${VID}`)) return Promise.resolve(json(200, vendor));
      return Promise.resolve(json(404, { error: { code: 404, message: 'not found' } }));
    }),
  );
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, l: EventListenerOrEventListenerObject, o?: boolean | AddEventListenerOptions) => {
    if (type === 'online' && mine(l)) onlineListeners.add(l);
    add(type, l, o);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type: string, l: EventListenerOrEventListenerObject, o?: boolean | EventListenerOptions) => {
    if (type === 'online') onlineListeners.delete(l);
    remove(type, l, o);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const event = (seq: number, type: string, state: string) =>
  `id: ${seq}\nevent: order\ndata: ${JSON.stringify({ seq, type, orderId: OID, name: `vendors/${VID}/orders/${OID}`, nr: '100001', state, createTime: new Date().toISOString() })}\n\n`;

describe('live tracking', { timeout: 30_000 }, () => {
  it('when the desk accepts, then the event has the order read again at once and the new status is announced', async () => {
    const { queryClient } = await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} fullOrderId={`vendors/${VID}/orders/${OID}`} />);
    await waitFor(() => expect(screen.getByTestId('display-status')).toHaveAttribute('data-state', 'RECEIVED'));
    await waitFor(() => expect(stream).not.toBeNull());
    // while the stream is open the 10 s poll is off: the stream tells of every change
    const interval = () => queryClient.getQueryCache().find({ queryKey: trackingKeys.order(VID, OID) })?.observers[0]?.options.refetchInterval;
    await waitFor(() => expect(interval()).toBe(false));
    expect(document.querySelector('.tracking-page')).toHaveAttribute('data-live', 'true');
    const before = orderReads;
    current = order('ACCEPTED', { delivery: { time: new Date(Date.now() + 30 * 60_000).toISOString() } });
    act(() => stream?.push(': keep-alive\n\n'));
    expect(orderReads).toBe(before);
    act(() => stream?.push(event(7, 'state', 'ACCEPTED')));
    await waitFor(() => expect(screen.getByTestId('display-status')).toHaveAttribute('data-state', 'ACCEPTED'), { timeout: 1000 });
    expect(orderReads).toBe(before + 1);
    expect(screen.getByTestId('status-announcer')).toHaveTextContent('Bestellstatus: Bestätigt');
  });

  it('when the desk delays by 10 minutes, then the page says so with the new time in a polite live region', async () => {
    current = order('ACCEPTED', { delivery: { time: '2026-03-02T11:45:00.000Z' }, packaging: { time: '2026-03-02T11:20:00.000Z' } });
    await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} fullOrderId={`vendors/${VID}/orders/${OID}`} />);
    await waitFor(() => expect(stream).not.toBeNull());
    const region = screen.getByTestId('delay-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    current = order('ACCEPTED', {
      delivery: { time: '2026-03-02T11:55:00.000Z' }, packaging: { time: '2026-03-02T11:30:00.000Z' }, delay: { minutes: 10, ts: '2026-03-02T11:05:00.000Z' },
    });
    act(() => stream?.push(event(8, 'delayed', 'ACCEPTED')));
    // 11:55 UTC is 12:55 in Vienna (CET)
    await waitFor(() => expect(screen.getByTestId('delay-notice')).toHaveTextContent('Verspätung vom Restaurant: +10 Min. Neue Lieferzeit ca. 12:55.'));
    expect(screen.getByTestId('delay-region')).toBe(region);
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('12:55');
  });

  it('when the page is left, then the stream is aborted and no listener stays behind', async () => {
    const { unmount } = await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} fullOrderId={`vendors/${VID}/orders/${OID}`} />);
    await waitFor(() => expect(stream).not.toBeNull());
    const signal = stream?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(onlineListeners.size).toBe(0);
  });

  it('when the stream cannot be opened, then the page keeps polling and tries again without listeners left over after leaving', async () => {
    const href = (url: string | URL | Request) => (typeof url === 'string' ? url : url instanceof URL ? url.href : url.url);
    vi.mocked(fetch).mockImplementation((url: string | URL | Request) => {
      const u = href(url);
      if (u.includes('orders:monitor')) return Promise.resolve(json(429, { error: { code: 429, message: 'Too many streams' } }));
      if (u.startsWith(`/api/v1/vendors/${VID}/orders/`)) return Promise.resolve(json(200, current));
      return Promise.resolve(json(200, vendor));
    });
    const { queryClient, unmount } = await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} fullOrderId={`vendors/${VID}/orders/${OID}`} />);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => href(u).includes('orders:monitor'))).toBe(true));
    const q = queryClient.getQueryCache().find({ queryKey: trackingKeys.order(VID, OID) });
    const interval = q?.observers[0]?.options.refetchInterval as (q: unknown) => number | false;
    expect(interval(q)).toBe(10_000);
    // waiting for the next attempt (backoff) listens for the network coming back; leaving removes that listener
    await waitFor(() => expect(onlineListeners.size).toBe(1));
    unmount();
    expect(onlineListeners.size).toBe(0);
  });

  it('when events arrive that change nothing the page announces, then the live regions are not touched (no announcement storm)', async () => {
    current = order('ACCEPTED', { delivery: { time: '2026-03-02T11:45:00.000Z' } });
    const { queryClient } = await renderWithApp(() => <TrackingView orderNr="100001" vendor={VID} fullOrderId={`vendors/${VID}/orders/${OID}`} />);
    await waitFor(() => expect(stream).not.toBeNull());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(screen.getByTestId('status-announcer')).toHaveTextContent('Bestellstatus: Bestätigt'));
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((m) => mutations.push(...m));
    for (const id of ['status-announcer', 'delay-region']) {
      observer.observe(screen.getByTestId(id), { subtree: true, childList: true, characterData: true, attributes: true });
    }
    const reads = orderReads;
    for (let seq = 20; seq < 25; seq++) act(() => stream?.push(event(seq, 'updated', 'ACCEPTED')));
    await waitFor(() => expect(orderReads).toBeGreaterThan(reads));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    observer.disconnect();
    expect(mutations).toEqual([]);
  });
});
