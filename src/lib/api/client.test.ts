import type { Mock } from 'vitest';
import { apiFetch, buildUrl, loadRuntimeConfig, NETWORK_RETRY_DELAYS_MS, request, setRuntimeConfig } from './client.ts';
import { catalogueEntry } from '../../i18n/error-text.ts';
import { messageKeyOf } from './error-keys.ts';
import { HttpError, kindOf } from './errors.ts';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

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

async function caught(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return e;
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
    [401, 'auth', 'errors.api.auth', false],
    [403, 'forbidden', 'errors.api.forbidden', false],
    [429, 'rate-limited', 'errors.api.rate', false],
    [500, 'server', 'errors.api.server', true],
    [503, 'server', 'errors.api.server', true],
  ])('when the API answers %i, then the error is %s with the spec 1 §8 text', async (status, kind, key, retryable) => {
    fetchMock.mockResolvedValue(json(status, { error: { code: status, message: 'from server' } }));
    const err = await caught(apiFetch('/api/Info'));
    expect(err).toMatchObject({ kind, status, message: 'from server', serverMessage: 'from server', retryable, unreachable: retryable });
    expect(catalogueEntry(err)[0]).toBe(key);
    expect(fetchMock).toHaveBeenCalledTimes(1); // HTTP errors are never retried
  });

  it('when the API answers another status, then the message names status and text', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 404, message: 'Vendor not found', status: 'NOT_FOUND' } }, 'Not Found'));
    const err = await caught(apiFetch('/api/v1/vendors/x'));
    expect(err).toMatchObject({ kind: 'not-found', status: 404, code: 'NOT_FOUND', serverMessage: 'Vendor not found', retryable: false });
    expect(catalogueEntry(err)).toEqual(['errors.api.http', { status: 404, text: 'Not Found' }]);
  });

  it('when a 429 says Retry-After, then the error carries the seconds; a 400 carries its refused fields', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }));
    expect(await caught(apiFetch('/api/v1/forms/courier', { method: 'POST', body: {} }))).toMatchObject({ kind: 'rate-limited', retryAfter: 30 });
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'INVALID', message: 'Bitte prüfen', fields: { city: 'forms:errors.cityRequired' } } }));
    const refused = await caught(apiFetch('/api/v1/forms/courier', { method: 'POST', body: {} }));
    expect(refused).toMatchObject({ kind: 'invalid', status: 400, code: 'INVALID', fields: { city: 'forms:errors.cityRequired' } });
    expect(refused.retryAfter).toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const down = await caught(apiFetch('/api/Info'));
    expect(down).toMatchObject({ kind: 'server', status: 502, fields: {} });
    expect(catalogueEntry(down)).toEqual(['errors.api.server', { status: 502, text: 'Bad Gateway' }]);
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
    expect(err).toMatchObject({ kind: 'network', status: 0, retryable: true });
    expect(catalogueEntry(err)[0]).toBe('errors.api.network');
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
    expect(err).not.toBeInstanceOf(HttpError);
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

describe('request: who signs, where it goes', () => {
  it("when auth is a staff account's token, then it goes as Bearer without cookies and the HTTP cache", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    await request('/api/v1/desk/orders', { auth: () => Promise.resolve('staff-1') });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer staff-1');
    expect([init.credentials, init.cache]).toEqual(['omit', 'no-store']);
  });

  it('when auth is a token function that has none, then it fails as auth 401 without a request', async () => {
    const err = await caught(request('/api/v1/desk/orders', { auth: () => Promise.resolve(null) }));
    expect([err.kind, err.status, err.retryable]).toEqual(['auth', 401, false]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when auth is 'none', then no token and no cookies go along", async () => {
    fetchMock.mockResolvedValue(json(201, { reference: 'x' }));
    await apiFetch('/api/v1/newsletter/subscriptions', { method: 'POST', body: { email: 'a@b.at' }, auth: 'none' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example/api/v1/newsletter/subscriptions');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.credentials).toBe('omit');
  });

  it("when the origin is the page's, then the path is not put on the API origin and no headers are added", async () => {
    fetchMock.mockResolvedValue(json(200, { a: 1 }));
    await expect(apiFetch('/locales/de/forms.json', { origin: 'page' })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/locales/de/forms.json');
    expect(init.headers).toEqual({});
  });

  it('when parse refuses the answer, then its error is the one thrown; a 204 has no answer to parse', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { n: 'x' }));
    const refuse = () => {
      throw new HttpError({ status: 200, kind: 'bad-answer', text: 'invalid n' });
    };
    expect(await caught(apiFetch('/api/x', { parse: refuse }))).toMatchObject({ kind: 'bad-answer', retryable: true, unreachable: false });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/x', { method: 'DELETE', parse: refuse })).resolves.toBeUndefined();
  });

  it('when a request is aborted in flight, then the AbortError comes through and nothing is retried', async () => {
    const ctrl = new AbortController();
    fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    }));
    const p = apiFetch('/api/v1/vendors', { signal: ctrl.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    ctrl.abort();
    const err = await p;
    expect(err).not.toBeInstanceOf(HttpError);
    expect((err as DOMException).name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('loadRuntimeConfig', () => {
  it('when /config.json answers, then it is read once; when it cannot be loaded, then same origin is used', async () => {
    setRuntimeConfig(null);
    fetchMock.mockResolvedValueOnce(json(200, { apiBaseUrl: 'https://x.example/', publicApiToken: 't' }));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: 'https://x.example', publicApiToken: 't' });
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/config.json');
    setRuntimeConfig(null);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '' });
  });
});

describe('kindOf and messageKeyOf', () => {
  it('when a status is mapped, then each has one kind', () => {
    const statuses = [0, 400, 401, 403, 404, 409, 410, 413, 418, 422, 429, 500, 502, 503];
    expect(statuses.map(kindOf)).toEqual([
      'network', 'invalid', 'auth', 'forbidden', 'not-found', 'conflict', 'not-found', 'too-large', 'invalid', 'invalid', 'rate-limited',
      'server', 'server', 'server',
    ]);
  });

  it("when a feature has no sentence for a kind, then another 4xx reads as its 'invalid' and the rest as its 'server'", () => {
    const keys = { invalid: 'i', server: 's', 'not-found': 'n' } as const;
    expect(messageKeyOf(new HttpError({ status: 404 }), keys)).toBe('n');
    expect(messageKeyOf(new HttpError({ status: 403 }), keys)).toBe('i');
    expect(messageKeyOf(new HttpError({ status: 0 }), keys)).toBe('s');
    expect(messageKeyOf(new HttpError({ status: 200, kind: 'bad-answer' }), keys)).toBe('s');
    expect(messageKeyOf(new Error('boom'), keys)).toBe('s');
  });
});

describe('buildUrl', () => {
  it('when values are undefined or empty, then they are left out', () => {
    expect(buildUrl('', '/api/x', { a: undefined, b: '', c: 0, d: 'x y' })).toBe('/api/x?c=0&d=x+y');
  });
});
