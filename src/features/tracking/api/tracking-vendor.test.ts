import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import type { Vendor } from '../../../domain/types.ts';
import { vendorQueryOptions } from '../../../lib/api/vendor.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { selectTrackingVendor, trackingVendorQueryOptions } from './tracking-vendor.ts';

const LIVE: Vendor = { ...DEMO_VENDOR, id: '6f1c7d1e-0000-4000-8000-000000000004', slug: 'pizzeria-roma', label: 'Pizzeria Roma' };

describe('tracking’s view of the vendor', () => {
  it('when the record is selected, then tracking sees label, phone, slug, tags, address and zones', () => {
    const view = selectTrackingVendor(LIVE);
    expect(view).toMatchObject({ id: LIVE.id, label: 'Pizzeria Roma', slug: 'pizzeria-roma', phone: LIVE.phone, city: 'Wien' });
    expect(view).not.toHaveProperty('openingHours');
    const { phone: _phone, ...withoutPhone } = LIVE;
    expect(selectTrackingVendor(withoutPhone)).not.toHaveProperty('phone');
  });

  it('when the menu loaded the vendor by slug, then tracking (by id) gets it without a request, even minutes later', async () => {
    setRuntimeConfig({ apiBaseUrl: '' });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(LIVE), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const qc = new QueryClient();
      await qc.query(vendorQueryOptions('pizzeria-roma'));
      vi.setSystemTime(Date.now() + 3 * 60_000); // stale for checkout (1 min), fresh for tracking (5 min)
      await expect(qc.query(trackingVendorQueryOptions(LIVE.id))).resolves.toMatchObject({ phone: LIVE.phone });
      const observer = new QueryObserver(qc, trackingVendorQueryOptions(LIVE.id));
      const unsubscribe = observer.subscribe(() => undefined);
      expect(observer.getCurrentResult().isStale).toBe(false);
      unsubscribe();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      setRuntimeConfig(null);
    }
  });
});
