import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import type { Vendor } from '../../../domain/types.ts';
import { vendorQueryOptions } from '../../../lib/api/vendor.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { checkoutVendorQueryOptions, selectCheckoutVendor } from './checkout-vendor.ts';

const LIVE: Vendor = { ...DEMO_VENDOR, id: '6f1c7d1e-0000-4000-8000-000000000003', slug: 'pizzeria-roma', label: 'Pizzeria Roma' };

describe('checkout’s view of the vendor', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: '' });
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(LIVE), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfig(null);
  });

  it('when the record is selected, then checkout sees zones, hours, special days, busy mode, tags, address and the disturbance only', () => {
    expect(selectCheckoutVendor(LIVE)).toEqual({
      id: LIVE.id,
      label: 'Pizzeria Roma',
      tags: LIVE.tags,
      isOpen: true,
      openingHours: LIVE.openingHours,
      postalCode: LIVE.postalCode,
      city: LIVE.city,
      address: LIVE.address,
      deliveryZones: LIVE.deliveryZones,
      deliveryTime: LIVE.deliveryTime,
      type: LIVE.type,
      lat: LIVE.lat,
      lng: LIVE.lng,
      specialDays: [],
      busy: null,
      disturbance: null,
    });
  });

  it('when the menu loaded the vendor by slug, then checkout (by the cart’s id) gets its view without a request', async () => {
    const qc = new QueryClient();
    await qc.query(vendorQueryOptions('pizzeria-roma'));
    const observer = new QueryObserver(qc, checkoutVendorQueryOptions(LIVE.id));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data?.deliveryZones).toEqual(LIVE.deliveryZones);
    unsubscribe();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
