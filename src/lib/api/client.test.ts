import { apiFetch, buildUrl, NETWORK_RETRY_DELAYS_MS } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { setRuntimeConfig } from '../runtime-config.ts';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'https://api.example', publicApiToken: 'tok-123' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setRuntimeConfig(null);
});

async function caught(p: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiRequestError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

describe('apiFetch', () => {
  it('when a request succeeds, then it sends the bearer token and query to the configured origin and returns the JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    await expect(apiFetch('/api/v1/vendors', { query: { filter: 'zone:1070 tag:pizza', pageSize: 20, pageToken: undefined } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example/api/v1/vendors?filter=zone%3A1070+tag%3Apizza&pageSize=20');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it.each([
    [401, 'auth', 'API authentication failed. Please check your API key.', 'errors.api.auth'],
    [403, 'forbidden', 'API access forbidden. Please check your permissions.', 'errors.api.forbidden'],
    [429, 'rate', 'API rate limit exceeded. Please try again later.', 'errors.api.rate'],
    [500, 'server', 'External API temporarily unavailable. Using offline mode.', 'errors.api.server'],
    [503, 'server', 'External API temporarily unavailable. Using offline mode.', 'errors.api.server'],
  ])('when the API answers %i, then the error is %s with the spec 1 §8 text', async (status, kind, message, key) => {
    fetchMock.mockResolvedValue(json(status, { error: { code: status, message: 'from server' } }));
    const err = await caught(apiFetch('/api/Info'));
    expect(err).toMatchObject({ kind, status, message, i18nKey: key, serverMessage: 'from server' });
    expect(fetchMock).toHaveBeenCalledTimes(1); // HTTP errors are never retried
  });

  it('when the API answers another status, then the message names status and text', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 404, message: 'Vendor not found' } }, 'Not Found'));
    const err = await caught(apiFetch('/api/v1/vendors/x'));
    expect(err).toMatchObject({ kind: 'http', status: 404, message: 'API request failed: 404 Not Found', i18nKey: 'errors.api.http', serverMessage: 'Vendor not found' });
    expect(err.i18nParams).toEqual({ status: 404, text: 'Not Found' });
  });

  it('when the network fails, then a GET is retried after 1, 2 and 3 s and then fails with the network message', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const p = caught(apiFetch('/api/v1/vendors'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const err = await p;
    expect(err).toMatchObject({
      kind: 'network',
      message: 'Network connectivity issue. Please check your internet connection and try again.',
      i18nKey: 'errors.api.network',
    });
    expect(err.unreachable).toBe(true);
    expect(NETWORK_RETRY_DELAYS_MS).toEqual([1000, 2000, 3000]);
  });

  it('when the network recovers during the retries, then the answer of the retry is returned', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { motd: 'hi' }));
    const p = apiFetch('/api/Info');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(p).resolves.toEqual({ motd: 'hi' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when a POST fails on the network, then it is not retried (no second order)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await caught(apiFetch('/api/v1/vendors/x:placeOrder', { method: 'POST', body: { a: 1 } }));
    expect(err.kind).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('when the request is aborted while waiting to retry, then it stops with an AbortError and does not fetch again', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const ctrl = new AbortController();
    const p = apiFetch('/api/v1/vendors', { signal: ctrl.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    ctrl.abort();
    const err = await p;
    expect(err).not.toBeInstanceOf(ApiRequestError);
    expect((err as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a 200 answer is not JSON (an HTML page), then it is treated as the API being unavailable', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const err = await caught(apiFetch('/api/Info'));
    expect(err.kind).toBe('server');
  });

  it('when no token is configured, then the placeholder anonymous token is sent', async () => {
    setRuntimeConfig({ apiBaseUrl: '' });
    fetchMock.mockResolvedValue(json(200, {}));
    await apiFetch('/api/Info');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Info');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer lieferzone-public-anon');
  });
});

describe('buildUrl', () => {
  it('when values are undefined or empty, then they are left out', () => {
    expect(buildUrl('', '/api/x', { a: undefined, b: '', c: 0, d: 'x y' })).toBe('/api/x?c=0&d=x+y');
  });
});
