import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import type { Vendor } from '../../../domain/types.ts';
import { VendorBanners } from './vendor-banners.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

const vendor: Vendor = { ...DEMO_VENDOR, disturbance: null };

describe('VendorBanners', () => {
  it('when the vendor is open and offers both types without disruption, then no banner shows', () => {
    const { container } = render(<VendorBanners vendor={vendor} availability="open" supported={['delivery', 'pickup']} />);
    expect(container.querySelectorAll('.banner')).toHaveLength(0);
  });

  it('when the vendor is closed, then the red closed banner shows', () => {
    render(<VendorBanners vendor={vendor} availability="closed" supported={['delivery', 'pickup']} />);
    expect(screen.getByText('Geschlossen.').closest('.banner')).toHaveClass('banner--closed');
  });

  it('when outside opening hours, then the amber pre-order banner names the next opening', () => {
    // one minute a week: closed at (almost) any time the test runs
    const hours: Vendor['openingHours'] = [{ days: ['MONDAY'], fromTime: { hours: 3, minutes: 0 }, toTime: { hours: 3, minutes: 1 } }];
    render(<VendorBanners vendor={{ ...vendor, openingHours: hours }} availability="preorder" supported={['delivery']} />);
    const banner = screen.getByText('Nur Vorbestellung.').closest('.banner');
    expect(banner).toHaveClass('banner--preorder');
    // weekday and time on Vienna's wall clock, written without Intl (as Intl's de-AT wrote it)
    expect(banner).toHaveTextContent('Öffnet wieder Mo., 03:00.');
    // only delivery supported: the blue info banner as well
    expect(screen.getByText('Dieses Restaurant bietet nur Lieferung an.')).toHaveClass('banner--info');
  });

  it('when only pickup is supported and a disruption is reported, then both banners show with the reason', () => {
    render(
      <VendorBanners
        vendor={{ ...vendor, disturbance: { services: ['delivery'], reason: 'Fahrermangel' } }}
        availability="open"
        supported={['pickup']}
      />,
    );
    expect(screen.getByText('Dieses Restaurant bietet nur Abholung an.')).toBeInTheDocument();
    const d = screen.getByText('Betriebsstörung:').closest('.banner');
    expect(d).toHaveClass('banner--disturbance');
    expect(d).toHaveTextContent('betrifft Lieferung. Fahrermangel');
  });
});
