/**
 * Shared pieces of the attack tests on the customer side of the vendor order API (requestid-reuse, order-rate-limits,
 * customer-streams): a fixed clock, request ids, another customer's order body, and a raw SSE/long-poll client.
 */
import http from 'node:http';
import { expect } from 'vitest';
import type { Order, PlaceOrderRequest } from '../../src/domain/types.ts';
import { call, createApi, orderBody, type TestApi } from '../vendor-api/test-fixtures.ts';

// Wednesday 2025-06-04 12:00 in Vienna; the test vendors are always open
export const NOW = new Date('2025-06-04T10:00:00Z');

/** The app on a fresh database with the test vendors, its clock at NOW. */
export const createAbuseApi = () => createApi({ VENDOR_CACHE_MS: '0', EVENT_RECHECK_MS: '200' });

let counter = 0;
export const rid = (tag: string) => `abuse-${tag}-${Date.now()}-${++counter}`;

export function placeOrderAs(api: TestApi, vendor: string, body: unknown, ip: string) {
  return call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: body as object, remoteAddress: ip });
}

/** The same JSON value with every object's keys in reverse order. */
export function keysReversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysReversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).reverse().map(([k, v]) => [k, keysReversed(v)]));
}

/** Another customer's order: other name, e-mail, phone, address and cart. */
export function mallorysBody(requestId: string): PlaceOrderRequest {
  const b = orderBody({ lines: [{ entry: { type: 'product', productId: 'cola' }, qty: 5 }] }, requestId);
  b.order.delivery = {
    ...b.order.delivery,
    label: 'Mallory Probe',
    email: 'mallory@example.net',
    mobile: '+43 699 9999999',
    loc: { addrLines: ['Quellenstraße 99'], city: 'Wien', postalCode: '1100' },
    note: '',
    floor: '',
    door: '',
  };
  return b;
}

export function expectNothingOf(raw: string, first: Order) {
  for (const secret of [first.id, first.nr, first.delivery.email, first.delivery.label, first.delivery.mobile, 'Favoritenstraße']) {
    expect(raw, `the refusal must not contain "${secret}"`).not.toContain(secret);
  }
}

// ------------------------------------------------------------------------------------------------------------

export interface Stream {
  status: number;
  contentType: string;
  text: () => string;
  waitFor: (re: RegExp, ms?: number) => Promise<string>;
  close: () => void;
}

export function openStream(port: number, path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let buf = '';
      const listeners = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buf += c;
        for (const l of [...listeners]) l();
      });
      resolve({
        status: res.statusCode ?? 0,
        contentType: res.headers['content-type'] ?? '',
        text: () => buf,
        close: () => req.destroy(),
        waitFor: (re, ms = 5000) =>
          new Promise((ok, fail) => {
            const check = () => {
              const m = re.exec(buf);
              if (m) {
                listeners.delete(check);
                clearTimeout(t);
                ok(m[0]);
              }
            };
            const t = setTimeout(() => {
              listeners.delete(check);
              fail(new Error(`timed out waiting for ${re} in:\n${buf}`));
            }, ms);
            listeners.add(check);
            check();
          }),
      });
    });
    req.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
