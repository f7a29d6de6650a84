/** "Show on map" with the way from the customer's postal code: distance, car and bike at 12 min per km (spec 1 §7). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import type { Vendor } from '../../../domain/types.ts';
import type { PostalCodeInfo } from '../../../domain/wire/geo.ts';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import { geoKeys } from '../../../lib/api/geo-keys.ts';
import { MapDialog } from './map-dialog.tsx';

// the map itself (maplibre, WebGL) is not what this tests
vi.mock('../../../components/map/lazy-map-view.tsx', () => ({ LazyMapView: () => <div data-testid="map" /> }));

const VENDOR: Vendor = { ...DEMO_VENDOR, lat: 48, lng: 16 };
// the customer's postal code centre 1.8 km north of the vendor (1.8 / 111.195 degrees of latitude)
const CENTRE: PostalCodeInfo = { postalCode: '1070', city: 'Wien', state: 'Wien', lat: 48 + 1.8 / 111.195, lng: 16, places: ['Wien, Neubau'] };

function renderDialog(postalCode: string | null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(geoKeys.postal('1070'), CENTRE);
  return render(
    <QueryClientProvider client={qc}>
      <MapDialog vendor={VENDOR} postalCode={postalCode} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('MapDialog', () => {
  it('when the customer\'s postal code is known, then the way from there shows 1,8 km, ca. 5 Min. by car and ca. 22 Min. by bike', async () => {
    await setupTestI18n('de');
    renderDialog('1070');
    expect(screen.getByTestId('map-travel')).toHaveTextContent(
      'Von 1070: 1,8 km Luftlinie – mit dem Auto ca. 5 Min. · mit dem Fahrrad ca. 22 Min.',
    );
    // 1.8 km × 12 min/km = 21.6 → 22
    expect(screen.getByTestId('map-travel-bike')).toHaveTextContent('mit dem Fahrrad ca. 22 Min.');
  });

  it('when the language is English or Turkish, then the way is said in it, with the language\'s number format', async () => {
    await setupTestI18n('en');
    const { unmount } = renderDialog('1070');
    expect(screen.getByTestId('map-travel')).toHaveTextContent('From 1070: 1.8 km in a straight line – about 5 min by car · about 22 min by bike');
    unmount();
    await setupTestI18n('tr');
    renderDialog('1070');
    expect(screen.getByTestId('map-travel-bike')).toHaveTextContent('bisikletle yaklaşık 22 dk.');
    expect(screen.getByTestId('map-travel')).toHaveTextContent('1,8 km');
  });

  it('when no postal code of the customer is known, then the dialog shows the vendor without a way', async () => {
    await setupTestI18n('de');
    renderDialog(null);
    expect(screen.getByRole('dialog')).toHaveTextContent(VENDOR.address);
    expect(screen.queryByTestId('map-travel')).toBeNull();
  });
});
