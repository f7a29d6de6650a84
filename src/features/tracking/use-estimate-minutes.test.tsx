/** The countdown's end from the one delivery range (issue 25 item 3); expected minutes worked out by hand. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { geoKeys } from '../../lib/api/geo-keys.ts';
import { useEstimateMinutes } from './use-estimate-minutes.ts';

// the postal code's centre and a food vendor 2.2 km north of it (1 km of latitude = 1 / 111.195 degrees)
const centre = { postalCode: '1070', city: 'Wien', state: 'Wien', lat: 48.2, lng: 16.35, places: ['Wien, Neubau'] };
const vendor = { lat: 48.2 + 2.2 / 111.195, lng: 16.35, type: 'food', deliveryTime: '45-60' };

function hook(a: Parameters<typeof useEstimateMinutes>[0], known = true) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (known) qc.setQueryData(geoKeys.postal('1070'), centre);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return renderHook(() => useEstimateMinutes(a), { wrapper }).result;
}
const run = (a: Parameters<typeof useEstimateMinutes>[0]) => hook(a).current;

describe('the countdown\'s estimate', () => {
  it('when vendor and postal code centre are known, then the upper end of the range the card showed: 15 + 5.5 = 20.5 → 20–35 → 35', () => {
    expect(run({ postalCode: '1070', vendor, vendorLoading: false })).toBe(35);
  });
  it('when the postal code centre cannot be had, then undefined while it is asked for, then the upper end of the vendor\'s own figure "45-60" → 60', async () => {
    const result = hook({ postalCode: '1070', vendor, vendorLoading: false }, false);
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(60));
  });
  it('when the vendor is still loading, then undefined (the card waits); pickup or no vendor, then null', () => {
    expect(run({ postalCode: '1070', vendor: undefined, vendorLoading: true })).toBeUndefined();
    expect(run({ postalCode: undefined, vendor, vendorLoading: false })).toBeNull();
    expect(run({ postalCode: '1070', vendor: undefined, vendorLoading: false })).toBeNull();
  });
});
