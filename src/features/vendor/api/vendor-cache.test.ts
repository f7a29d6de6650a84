/** Checkout and tracking start from the vendor the menu loaded instead of fetching it again (live data only). */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import { setRuntimeConfig } from '../../../lib/runtime-config.ts';
import { checkoutVendorQueryOptions } from '../../checkout/api/vendor.ts';
import { trackingVendorQueryOptions } from '../../tracking/api/vendor.ts';
import { vendorKeys } from '../keys.ts';
import { cachedLiveVendor, parseVendor } from './vendor.ts';

const LIVE = parseVendor({
  id: '6f1c7d1e-0000-4000-8000-000000000001',
  slug: 'pizzeria-roma',
  label: 'Pizzeria Roma',
  postalCode: '1070',
  city: 'Wien',
  address: 'Neubaugasse 1',
  phone: '+43 1 234567',
  tags: ['delivery'],
  deliveryZones: [{ postalCode: '1070', minOrder: 15, fee: 2 }],
});

describe('the vendor page’s vendor, reused by checkout and tracking', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: '' });
    fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfig(null);
  });

  it('when the menu was opened by slug, then checkout (by id) and tracking get the vendor without a request', async () => {
    const qc = new QueryClient();
    qc.setQueryData(vendorKeys.detail('pizzeria-roma'), { vendor: LIVE, source: 'live' as const });

    const forCheckout = await qc.fetchQuery(checkoutVendorQueryOptions(LIVE.id, qc));
    expect(forCheckout).toMatchObject({ id: LIVE.id, address: 'Neubaugasse 1', deliveryZones: LIVE.deliveryZones });
    const forTracking = await qc.fetchQuery(trackingVendorQueryOptions(LIVE.id, qc));
    expect(forTracking).toMatchObject({ id: LIVE.id, label: 'Pizzeria Roma', phone: '+43 1 234567', slug: 'pizzeria-roma' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the menu showed the demo restaurant in place of an unreachable vendor, then nothing is reused', () => {
    const qc = new QueryClient();
    qc.setQueryData(vendorKeys.detail(LIVE.id), { vendor: DEMO_VENDOR, source: 'demo' as const });
    expect(cachedLiveVendor(qc, LIVE.id)).toBeUndefined();
    expect(cachedLiveVendor(qc, DEMO_VENDOR.id)).toBeUndefined();
  });

  it('when nothing of the vendor is cached, then checkout asks the API', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ ...LIVE, label: 'Frisch geladen' }), { status: 200 }));
    const v = await qc.fetchQuery(checkoutVendorQueryOptions(LIVE.id, qc));
    expect(v.label).toBe('Frisch geladen');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
