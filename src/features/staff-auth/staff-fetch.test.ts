import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setRuntimeConfig } from '../../lib/api/client.ts';
import { isHttpError, type HttpError } from '../../lib/api/errors.ts';
import { createStaffFetch } from './staff-fetch.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(p: Promise<unknown>): Promise<HttpError> {
  const err: unknown = await p.then(() => null, (e: unknown) => e);
  if (!isHttpError(err)) throw new Error(`expected an HttpError, got ${String(err)}`);
  return err;
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'https://api.example.at' }));
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig(null);
});

describe('staff fetch', () => {
  it('when a request has a token and a query, then it sends the Bearer token and leaves out empty query values', async () => {
    const fetchMock = stubFetch(() => json(200, { n: 3 }));
    const api = createStaffFetch(() => Promise.resolve('tok-1'));
    const got = await api.fetch('/api/v1/ops/inbox', z.object({ n: z.number() }), { query: { status: '', q: 'pizza', page: 2, pageSize: undefined } });
    expect(got).toEqual({ n: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.at/api/v1/ops/inbox?q=pizza&page=2');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');
    expect([init.credentials, init.cache]).toEqual(['omit', 'no-store']);
  });

  it('when nobody is signed in (no token, or the token cannot be read), then it fails as auth 401 without asking the server', async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    expect((await failure(createStaffFetch(() => Promise.resolve(null)).send('/x', { method: 'POST' }))).kind).toBe('auth');
    const broken = await failure(createStaffFetch(() => Promise.reject(new Error('offline'))).request('/x'));
    expect([broken.kind, broken.status]).toEqual(['auth', 401]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server answers 400 with fields, 403, 409 or 503, then the error carries its kind, message and fields', async () => {
    const api = createStaffFetch(() => Promise.resolve('tok'));
    stubFetch(() => json(400, { error: { message: 'Invalid menu', fields: { 'categories.0.name': 'Required' } } }));
    const invalid = await failure(api.fetch('/m', z.unknown(), { method: 'PUT', body: {} }));
    expect([invalid.kind, invalid.serverMessage, invalid.fields, invalid.retryable]).toEqual(['invalid', 'Invalid menu', { 'categories.0.name': 'Required' }, false]);
    stubFetch(() => json(403, { error: { message: 'not a desk' } }));
    expect((await failure(api.request('/m'))).kind).toBe('forbidden');
    stubFetch(() => json(409, { error: { message: 'Order 100001 cannot move' } }));
    const conflict = await failure(api.request('/m'));
    expect([conflict.kind, conflict.message]).toEqual(['conflict', 'Order 100001 cannot move']);
    stubFetch(() => json(503, null));
    const down = await failure(api.request('/m'));
    expect([down.kind, down.retryable]).toEqual(['server', true]);
  });

  it('when the network fails or the answer does not match the schema, then it fails as network 0 (not retried here) or a bad answer', async () => {
    const api = createStaffFetch(() => Promise.resolve('tok'));
    const offlineFetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', offlineFetch);
    const offline = await failure(api.request('/m'));
    expect([offline.kind, offline.status, offline.retryable]).toEqual(['network', 0, true]);
    expect(offlineFetch).toHaveBeenCalledTimes(1);
    stubFetch(() => json(200, { n: 'three' }));
    const wrong = await failure(api.fetch('/m', z.object({ n: z.number() })));
    expect([wrong.kind, wrong.retryable]).toEqual(['bad-answer', true]);
    expect(wrong.detail).toMatch(/n/);
  });
});
