import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import type { Vendor } from '../../domain/types.ts';
import { VendorCard, VendorLines } from './vendor-card.tsx';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, params, className }: { children: ReactNode; params: { id: string }; className?: string }) => (
    <a href={`/restaurant/${params.id}`} className={className}>
      {children}
    </a>
  ),
}));

const base: Vendor = {
  id: 'v1',
  name: 'vendors/v1',
  slug: 'pizzeria-roma',
  label: 'Pizzeria Roma',
  type: 'food',
  cuisine: 'Pizza',
  image: '/media/x.svg',
  logo: '/media/l.svg',
  rating: { value: 87, count: 20 },
  reviewCount: 20,
  deliveryFee: 1.9,
  deliveryTime: '20-30',
  distance: '1.2 km',
  priceRange: 2,
  tags: ['delivery', 'pickup'],
  isOpen: true,
  isPromoted: false,
  popularity: 1,
  postalCode: '1070',
  city: 'Wien',
  address: 'Neubaugasse 1',
  lat: 48,
  lng: 16,
  openingHours: [],
  minOrder: 10,
  deliveryZones: [],
};

beforeAll(async () => {
  await setupTestI18n('de');
});

describe('VendorCard (spec 1 §2 fields)', () => {
  it('when an open vendor is shown, then rating (1 decimal), fee, time, distance, price range and link are there', () => {
    // the browsed postal code's centre 2 km north: 15 min preparation + 2 × 2.5 min ride = 20 → 20–35 (centre: 15 wide)
    render(<VendorCard vendor={base} availability="open" onShowRatings={vi.fn()} customer={{ lat: 48 + 2 / 111.195, lng: 16, precision: 'postalCode' }} />);
    const card = screen.getByTestId('vendor-card');
    expect(within(card).getByRole('link', { name: 'Pizzeria Roma' })).toHaveAttribute('href', '/restaurant/pizzeria-roma');
    expect(within(card).getByRole('button', { name: /^4,4 \(20 Bewertungen, Höchstwert 5\)/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('€ 1,90 Lieferung');
    expect(card).toHaveTextContent('ca. 20–35 Min.');
    expect(card).toHaveTextContent('2,0 km');
    expect(card).not.toHaveTextContent('1.2 km'); // the seeded text does not depend on the customer
    expect(card).toHaveTextContent('€€');
    expect(within(card).getByText('Preisniveau 2 von 3')).toBeInTheDocument();
    expect(within(card).queryByText('Geschlossen')).toBeNull();
    expect(within(card).queryByText('Gesponsert')).toBeNull();
  });

  it('when the vendor has generated images, then the card shows their WebP at 1×; other images as stored', () => {
    const { container, unmount } = render(
      <VendorCard vendor={{ ...base, image: '/media/hero/pizza-roma.svg', logo: '/media/logo/pizza-roma.svg' }} availability="open" onShowRatings={vi.fn()} />,
    );
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/media/hero/pizza-roma.webp', '/media/logo/pizza-roma.webp']);
    unmount();
    const other = render(<VendorCard vendor={base} availability="open" onShowRatings={vi.fn()} />);
    expect([...other.container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/media/x.svg', '/media/l.svg']);
  });

  it('when the customer\'s point is unknown, then the vendor\'s own figure and no distance', () => {
    render(<VendorCard vendor={base} availability="open" onShowRatings={vi.fn()} />);
    const card = screen.getByTestId('vendor-card');
    expect(card).toHaveTextContent('ca. 20–30 Min.');
    expect(within(card).queryByTestId('vendor-distance')).toBeNull();
  });

  it('when the language is English, then rating, fee and distance use English numbers', async () => {
    await setupTestI18n('en');
    try {
      render(<VendorCard vendor={base} availability="open" onShowRatings={vi.fn()} customer={{ lat: 48 + 2 / 111.195, lng: 16, precision: 'postalCode' }} />);
      const card = screen.getByTestId('vendor-card');
      expect(card).toHaveTextContent('4.4');
      expect(card).toHaveTextContent('€1.90');
      expect(card).toHaveTextContent('2.0 km');
    } finally {
      await setupTestI18n('de');
    }
  });

  it('when the vendor is closed, then the closed overlay shows', () => {
    render(<VendorCard vendor={base} availability="closed" onShowRatings={vi.fn()} />);
    expect(screen.getByText('Geschlossen')).toBeInTheDocument();
  });

  it('when the vendor is promoted and pre-order only with free delivery, then both badges and "Kostenlose Lieferung" show', () => {
    render(<VendorCard vendor={{ ...base, isPromoted: true, deliveryFee: 0 }} availability="preorder" onShowRatings={vi.fn()} />);
    expect(screen.getByText('Gesponsert')).toBeInTheDocument();
    expect(screen.getByText('Nur Vorbestellung')).toBeInTheDocument();
    expect(screen.getByText('Kostenlose Lieferung')).toBeInTheDocument();
  });

  it('when it is the demo vendor, then it is marked (Demo)', () => {
    render(<VendorCard vendor={base} availability="open" demo onShowRatings={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Pizzeria Roma (Demo)' })).toBeInTheDocument();
  });

  it('when the rating is clicked, then the ratings popup is asked for this vendor', async () => {
    const onShow = vi.fn();
    render(<VendorCard vendor={base} availability="open" onShowRatings={onShow} />);
    await userEvent.click(screen.getByRole('button', { name: /Bewertungen ansehen/ }));
    expect(onShow).toHaveBeenCalledWith(base);
  });
});

describe('VendorCard cuisine names (issue 25 item 5)', () => {
  afterAll(async () => {
    await setupTestI18n('de');
  });
  it.each([
    ['de', 'doener', 'Döner'],
    ['en', 'getraenke', 'Drinks'],
    ['tr', 'lebensmittel', 'Market'],
    ['en', 'austrian', 'Austrian'],
  ] as const)('when the card is shown in %s for the key "%s", then it reads "%s", not the key', async (lng, cuisine, label) => {
    await setupTestI18n(lng);
    const { container } = render(<VendorCard vendor={{ ...base, cuisine }} availability="open" onShowRatings={vi.fn()} />);
    expect(container.querySelector('.vcard__cuisine')).toHaveTextContent(label);
    expect(container).not.toHaveTextContent(cuisine);
  });
  it('when the vendor system sends a cuisine we do not know, then it is shown as sent', async () => {
    await setupTestI18n('en');
    const { container } = render(<VendorCard vendor={{ ...base, cuisine: 'Georgian' }} availability="open" onShowRatings={vi.fn()} />);
    expect(container.querySelector('.vcard__cuisine')).toHaveTextContent('Georgian');
  });
});

describe('VendorLines (the listing without JavaScript, after the first cards)', () => {
  afterAll(async () => {
    await setupTestI18n('de');
  });
  it('when vendors are listed, then each is one line: its name links to its page with the browsed postal code, then cuisine, rating, time and a note', () => {
    const customer = { lat: 48 + 2 / 111.195, lng: 16, precision: 'postalCode' as const };
    const vendors = [
      { v: base, avail: 'open' as const },
      { v: { ...base, id: 'v2', slug: 'sushi-bar', label: 'Sushi & Bar', cuisine: 'sushi', rating: { value: 0, count: 0 } }, avail: 'preorder' as const },
      { v: { ...base, id: 'v3', slug: '', label: 'Ohne Slug' }, avail: 'closed' as const },
    ];
    render(<VendorLines vendors={vendors} linkSearch={{ postalCode: '1070' }} customer={customer} />);
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(within(lines[0]!).getByRole('link', { name: 'Pizzeria Roma' })).toHaveAttribute('href', '/restaurant/pizzeria-roma?postalCode=1070');
    // 87 of 100 → 4,4 of 5; 2 km from the browsed centre → 20–35 min (as the card)
    expect(lines[0]).toHaveTextContent('Pizzeria Roma · Pizza · 4,4 von 5 Sternen aus 20 Bewertungen · ca. 20–35 Min.');
    expect(within(lines[1]!).getByRole('link', { name: 'Sushi & Bar' })).toHaveAttribute('href', '/restaurant/sushi-bar?postalCode=1070');
    expect(lines[1]).toHaveTextContent('Sushi & Bar · Sushi · Neu · ca. 20–35 Min. · Nur Vorbestellung');
    expect(within(lines[2]!).getByRole('link', { name: 'Ohne Slug' })).toHaveAttribute('href', '/restaurant/v3?postalCode=1070');
    expect(lines[2]).toHaveTextContent(/· Geschlossen$/);
  });
  it('when the listing is in English, then the line is English', async () => {
    await setupTestI18n('en');
    render(<VendorLines vendors={[{ v: base, avail: 'preorder' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Pizzeria Roma · Pizza · 4\.4 out of 5 stars from 20 ratings · .+ · Pre-order only$/);
    expect(screen.getByRole('link', { name: 'Pizzeria Roma' })).toHaveAttribute('href', '/restaurant/pizzeria-roma');
  });
});
