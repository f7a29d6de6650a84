import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../lib/api/errors.ts';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../domain/types.ts';
import { PENDING_KEY, REQUEST_ID_KEY } from './storage.ts';

const placeOrder = vi.fn<(vendorId: string, body: PlaceOrderRequest) => Promise<PlaceOrderResponse>>();
const lookup = vi.fn<(vendorId: string, requestId: string) => Promise<PlaceOrderResponse | null>>();
vi.mock('./api/place-order.ts', () => ({ placeOrder: (v: string, b: PlaceOrderRequest) => placeOrder(v, b) }));
vi.mock('./api/lookup-order.ts', () => ({ lookupOrderByRequestId: (v: string, r: string) => lookup(v, r) }));

const { usePlaceOrder } = await import('./use-place-order.ts');

const RESPONSE = { name: 'vendors/v1/orders/o1', order: { id: 'o1', nr: '1001', createTime: '2026-05-04T10:00:00Z' } } as unknown as PlaceOrderResponse;
const build = (requestId: string) => ({ requestId }) as unknown as PlaceOrderRequest;
const networkError = () => new ApiRequestError({ kind: 'network', message: 'Network error', i18nKey: 'errors.api.network' });

function setup() {
  const qc = new QueryClient();
  const onPlaced = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const hook = renderHook(() => usePlaceOrder(onPlaced), { wrapper });
  return { hook, onPlaced };
}

beforeEach(() => {
  sessionStorage.clear();
  placeOrder.mockReset();
  lookup.mockReset();
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
