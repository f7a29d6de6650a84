import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HttpError } from '../../lib/api/errors.ts';
import type { PlaceOrderRequest } from '../../domain/types.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import { AuthStoreProvider, createAuthStore, type AuthState } from '../../lib/supabase/auth-store.ts';
import type { PlacedOrder } from './api/place-order.ts';
import { checkoutKeys } from './keys.ts';
import { PENDING_KEY, REQUEST_ID_KEY } from './storage.ts';

type PlaceOpts = { accessToken?: string | null };
const placeOrder = vi.fn<(vendorId: string, body: PlaceOrderRequest, opts?: PlaceOpts) => Promise<PlacedOrder>>();
const lookup = vi.fn<(vendorId: string, requestId: string) => Promise<PlacedOrder | null>>();
const token = vi.fn<() => Promise<string | null>>();
vi.mock('./api/place-order.ts', () => ({ placeOrder: (v: string, b: PlaceOrderRequest, o?: PlaceOpts) => placeOrder(v, b, o) }));
vi.mock('./api/lookup-order.ts', () => ({ lookupOrderByRequestId: (v: string, r: string) => lookup(v, r) }));
vi.mock('./customer-token.ts', () => ({ customerAccessToken: () => token() }));

const { usePlaceOrder } = await import('./use-place-order.ts');

const RESPONSE: PlacedOrder = { name: 'vendors/v1/orders/o1', id: 'o1', nr: '1001', createTime: '2026-05-04T10:00:00Z' };
const build = (requestId: string) => ({ requestId }) as unknown as PlaceOrderRequest;
const networkError = () => new HttpError({ status: 0 });

function setup(auth: AuthState = { status: 'anonymous', user: null }) {
  const qc = new QueryClient();
  const store = createAuthStore();
  store.reset(auth);
  const onPlaced = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthStoreProvider value={store}>
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    </AuthStoreProvider>
  );
  const hook = renderHook(() => usePlaceOrder(onPlaced), { wrapper });
  return { hook, onPlaced, qc };
}

beforeEach(() => {
  sessionStorage.clear();
  placeOrder.mockReset();
  lookup.mockReset();
  token.mockReset();
  token.mockResolvedValue(null);
  onlineManager.setOnline(true);
});
afterAll(() => onlineManager.setOnline(true));

describe('placing an order without a reliable network', () => {
  it('when the device is offline, then the order is refused and nothing is sent or queued', async () => {
    const { hook, onPlaced } = setup();
    act(() => onlineManager.setOnline(false));
    await act(() => hook.result.current.submit('v1', build));
    expect(hook.result.current.error).toEqual({ kind: 'offline' });
    expect(placeOrder).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('when the answer is lost and the server has the order, then on reconnect the customer lands on that one order', async () => {
    const { hook, onPlaced } = setup();
    placeOrder.mockImplementation(() => {
      onlineManager.setOnline(false); // the network dies with the request
      return Promise.reject(networkError());
    });
    await act(() => hook.result.current.submit('v1', build));
    expect(hook.result.current.error).toEqual({ kind: 'interrupted' });
    const requestId = sessionStorage.getItem(REQUEST_ID_KEY);
    expect(JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}')).toMatchObject({ vendorId: 'v1', requestId });
    expect(lookup).not.toHaveBeenCalled();

    lookup.mockResolvedValue(RESPONSE);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(RESPONSE, 'v1'));
    expect(lookup).toHaveBeenCalledWith('v1', requestId);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBeNull();
  });

  it('when the server has no order with the requestId, then the customer is told and retries explicitly with the same requestId', async () => {
    const { hook, onPlaced } = setup();
    placeOrder.mockRejectedValueOnce(networkError());
    lookup.mockResolvedValue(null);
    await act(() => hook.result.current.submit('v1', build));
    await waitFor(() => expect(hook.result.current.error).toEqual({ kind: 'notPlaced' }));
    const requestId = sessionStorage.getItem(REQUEST_ID_KEY);
    expect(requestId).not.toBeNull();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(onPlaced).not.toHaveBeenCalled();

    placeOrder.mockResolvedValueOnce(RESPONSE);
    await act(() => hook.result.current.submit('v1', build));
    expect(placeOrder).toHaveBeenCalledTimes(2);
    expect(placeOrder.mock.calls[1]![1]).toEqual({ requestId });
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });
});

describe('placing an order is a mutation', () => {
  const user = { id: 'u1', email: 'anna@example.at', accountNames: { firstName: 'Anna', lastName: 'Huber' }, isLoggedIn: true as const };

  it('when a signed-in customer orders, then the access token goes with it and the account’s orders are invalidated', async () => {
    const { hook, onPlaced, qc } = setup({ status: 'authenticated', user });
    qc.setQueryData(accountKeys.orders('u1'), []);
    qc.setQueryData(accountKeys.stats('u1'), { totalOrders: 0, totalSpent: 0 });
    qc.setQueryData(accountKeys.addresses('u1'), []);
    token.mockResolvedValue('customer-jwt');
    placeOrder.mockResolvedValue(RESPONSE);
    await act(() => hook.result.current.submit('v1', build));
    expect(placeOrder.mock.calls[0]?.[2]).toEqual({ accessToken: 'customer-jwt' });
    expect(onPlaced).toHaveBeenCalledWith(RESPONSE, 'v1');
    expect(qc.getQueryState(accountKeys.orders('u1'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(accountKeys.stats('u1'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(accountKeys.addresses('u1'))?.isInvalidated).toBe(false);
  });

  it('when a guest orders, then no token is sent', async () => {
    const { hook } = setup();
    placeOrder.mockResolvedValue(RESPONSE);
    await act(() => hook.result.current.submit('v1', build));
    expect(placeOrder.mock.calls[0]?.[2]).toEqual({ accessToken: null });
  });

  it('when the order is being placed, then the mutation runs under the checkout key and submit is busy', async () => {
    const { hook, qc } = setup();
    let release: (r: PlacedOrder) => void = () => undefined;
    placeOrder.mockImplementation(
      () =>
        new Promise<PlacedOrder>((r) => {
          release = r;
        }),
    );
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.submit('v1', build);
      void hook.result.current.submit('v1', build); // a second click in the same frame
    });
    await waitFor(() => expect(hook.result.current.submitting).toBe(true));
    expect(qc.isMutating({ mutationKey: checkoutKeys.placeOrder() })).toBe(1);
    await act(async () => {
      release(RESPONSE);
      await done;
    });
    expect(placeOrder).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(hook.result.current.submitting).toBe(false));
  });
});
