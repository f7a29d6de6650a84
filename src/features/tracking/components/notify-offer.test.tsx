import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import { AuthStoreProvider, createAuthStore, type AuthStore } from '../../../lib/supabase/auth-store.ts';
import { NotifyOffer } from './notify-offer.tsx';

const calls: { path: string; init: { method?: string; body?: unknown; headers?: Record<string, string> } }[] = [];
vi.mock('../../../lib/api/client.ts', () => ({
  apiFetch: (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    calls.push({ path, init });
    return Promise.resolve(path === '/api/v1/push/key' ? { publicKey: 'BPpXjlqxW0j5cY9o1gD5m3S8pL3Q6dKZ3nQ2yP7Y8Qm8dYv7x3Jm0eYbq8c3u7dS1uY2dA5n6m1p9r0Q2w3e4r5' } : {});
  },
}));

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const V = '0a000000-0000-4000-8000-000000000001';
const O = '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11';
const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };

beforeAll(async () => {
  await setupTestI18n('de');
});
/** The account's order history as the signed-in customer's client answers it (row-level security: own orders only). */
let accountOrders: string[] = [];
const asked: string[] = [];
const fakeClient = {
  from: (table: string) => ({
    select: () => ({
      eq: (_col: string, id: string) => ({
        limit: () => {
          asked.push(`${table}:${id}`);
          return Promise.resolve({ data: accountOrders.filter((o) => o === id).map((o) => ({ id: o })), error: null });
        },
      }),
    }),
  }),
  auth: { onAuthStateChange: () => ({}), getSession: () => Promise.resolve({ data: { session: { access_token: 'account-token' } } }) },
} as unknown as SupabaseClient;
let auth: AuthStore;
const USER = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', email: 'a@b.at', accountNames: { firstName: 'A', lastName: 'B' }, isLoggedIn: true as const };
function render(ui: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => <QueryClientProvider client={qc}><AuthStoreProvider value={auth}>{node}</AuthStoreProvider></QueryClientProvider>;
  const r = rtlRender(wrap(ui));
  return { ...r, rerender: (next: ReactNode) => r.rerender(wrap(next)) };
}

let subscribed: { endpoint: string } | null = null;
beforeEach(() => {
  calls.length = 0;
  asked.length = 0;
  accountOrders = [];
  auth = createAuthStore({ getClient: () => Promise.resolve(fakeClient), hasStoredSession: () => false, urlMayCarrySession: () => false });
  auth.reset({ status: 'anonymous', user: null });
  subscribed = null;
  localStorage.clear();
  const pushManager = { getSubscription: () => Promise.resolve(subscribed), subscribe: () => Promise.resolve({ toJSON: () => subscription }) };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => Promise.resolve('granted') });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the "Benachrichtigen" offer (issue 28)', () => {
  it('when the order has no access key on this device, or is over, then there is no offer', () => {
    const { container, rerender } = render(<NotifyOffer vendorId={V} orderId={O} nr="100001" accessKey={undefined} state="ACCEPTED" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<NotifyOffer vendorId={V} orderId={O} nr="100001" accessKey={KEY} state="DELIVERED" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<NotifyOffer vendorId={V} orderId={O} nr="100001" accessKey={KEY} state="CANCELED" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when pressed, then the browser subscription is sent with the order key and language, and the outcome is announced', async () => {
    render(<NotifyOffer vendorId={V} orderId={O} nr="100001" accessKey={KEY} state="RECEIVED" />);
    expect(screen.getByRole('region', { name: 'Bei Änderungen benachrichtigen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigen' }));
    expect(await screen.findByText('Sie werden zu dieser Bestellung benachrichtigt.')).toHaveAttribute('role', 'status');
    const sent = calls.find((c) => c.init.method === 'POST');
    expect(sent?.path).toBe(`/api/v1/vendors/${V}/orders/${O}/push-subscriptions`);
    expect(sent?.init.headers).toEqual({ 'x-order-key': KEY });
    expect(sent?.init.body).toEqual({ subscription, lang: 'de' });
    expect(screen.queryByRole('button', { name: 'Benachrichtigen' })).toBeNull();
  });

  it('when notifications are on, then "Benachrichtigungen beenden" deletes this browser\'s subscription of the order with its key and says so', async () => {
    localStorage.setItem('lz.orderPush.100003', '1');
    subscribed = { endpoint: subscription.endpoint };
    render(<NotifyOffer vendorId={V} orderId={O} nr="100003" accessKey={KEY} state="ACCEPTED" />);
    expect(screen.queryByRole('button', { name: 'Benachrichtigen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigungen beenden' }));
    expect(await screen.findByText('Benachrichtigungen zu dieser Bestellung sind beendet.')).toHaveAttribute('role', 'status');
    const sent = calls.find((c) => c.init.method === 'DELETE');
    expect(sent?.path).toBe(`/api/v1/vendors/${V}/orders/${O}/push-subscriptions`);
    expect(sent?.init).toMatchObject({ body: { endpoint: subscription.endpoint }, headers: { 'x-order-key': KEY } });
    expect(localStorage.getItem('lz.orderPush.100003')).toBeNull();
    expect(screen.getByRole('button', { name: 'Benachrichtigen' })).toBeEnabled();
  });

  it('when the customer blocks notifications, then it says so', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => Promise.resolve('denied') });
    render(<NotifyOffer vendorId={V} orderId={O} nr="100002" accessKey={KEY} state="RECEIVED" />);
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigen' }));
    expect(await screen.findByText('Benachrichtigungen sind in Ihrem Browser blockiert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);
  });

  it('when a signed-in customer opens an order of their account without its key, then the offer shows and the account\'s session proves the order', async () => {
    auth.reset({ status: 'authenticated', user: USER });
    accountOrders = [O];
    render(<NotifyOffer vendorId={V} orderId={O} nr="100004" accessKey={undefined} state="ACCEPTED" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Benachrichtigen' }));
    expect(await screen.findByText('Sie werden zu dieser Bestellung benachrichtigt.')).toHaveAttribute('role', 'status');
    const sent = calls.find((c) => c.init.method === 'POST');
    expect(sent?.path).toBe(`/api/v1/vendors/${V}/orders/${O}/push-subscriptions`);
    expect(sent?.init.headers).toEqual({ Authorization: 'Bearer account-token' });
    expect(asked).toEqual([`orders:${O}`]);
  });

  it('when the signed-in account does not have the order (or nobody is signed in), then there is no offer without the key', async () => {
    auth.reset({ status: 'authenticated', user: USER });
    accountOrders = ['11111111-1111-4111-8111-111111111111'];
    const { container } = render(<NotifyOffer vendorId={V} orderId={O} nr="100005" accessKey={undefined} state="ACCEPTED" />);
    await waitFor(() => expect(asked).toEqual([`orders:${O}`]));
    // the answer ("not this account's") is rendered: still nothing
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    act(() => auth.reset({ status: 'anonymous', user: null }));
    asked.length = 0;
    const guest = render(<NotifyOffer vendorId={V} orderId={O} nr="100005" accessKey={undefined} state="ACCEPTED" />);
    expect(guest.container).toBeEmptyDOMElement();
    expect(asked).toEqual([]);
  });
});
