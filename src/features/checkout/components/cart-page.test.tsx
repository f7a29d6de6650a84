import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '../../../domain/cart.ts';
import { formatEuro } from '../../../domain/display.ts';
import type { DeliveryZone } from '../../../domain/types.ts';
import { clearCart, getCart, replaceCart } from '../../../lib/cart/cart.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { CartPage } from './cart-page.tsx';

const zone: DeliveryZone = { label: 'Neubau', postalCode: '1070', minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 };
const pizza: CartLine = {
  cartItemId: 'p1|size:l',
  productId: 'p1',
  name: 'Pizza Margherita',
  price: 7.5,
  quantity: 1,
  vatPercent: 10,
  options: [{ slug: 'size', label: 'Größe', selectedValues: [{ slug: 'l', label: 'Groß', price: 2, qty: 1 }] }],
  addons: [],
};

function fill(over: Partial<Parameters<typeof replaceCart>[0]> = {}) {
  act(() =>
    replaceCart({
      lines: [pizza],
      vendorId: 'v1',
      vendorName: 'Pizzeria Da Mario',
      vendorSlug: 'da-mario',
      vendorTags: [],
      zone,
      orderType: 'delivery',
      ...over,
    }),
  );
}

// toHaveTextContent collapses the no-break space of the currency format
const eur = (c: number) => formatEuro(c, 'de-AT').replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.clear();
  act(() => clearCart());
});

describe('CartPage (spec 1 §2 "Cart")', () => {
  it('when the subtotal is below the zone minimum, then fee, minimum-order fee, warning and free-delivery hint are shown', async () => {
    fill();
    await renderWithApp(() => <CartPage />);
    expect(screen.getByText('Pizza Margherita')).toBeInTheDocument();
    expect(screen.getByText('Größe: Groß')).toBeInTheDocument();
    expect(screen.getByTestId('subtotal')).toHaveTextContent(eur(950));
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent(eur(250));
    expect(screen.getByTestId('min-order-fee')).toHaveTextContent(eur(250));
    expect(screen.getByTestId('total')).toHaveTextContent(eur(1450));
    expect(screen.getByTestId('min-warning')).toHaveTextContent(`Mindestbestellwert von ${eur(1200)} nicht erreicht. Es fehlen noch ${eur(250)}.`);
    expect(screen.getByTestId('free-delivery-hint')).toHaveTextContent(`Noch ${eur(2050)} bis zur kostenlosen Lieferung.`);
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Pizzeria Da Mario' })).toHaveAttribute('href', '/restaurant/v1');
    expect(screen.getByRole('link', { name: 'Andere Restaurants ansehen' })).toHaveAttribute('href', '/restaurants');
  });

  it('when the zone fee is 0, then the delivery fee reads "kostenlos" and no hint is shown', async () => {
    fill({ zone: { ...zone, serviceFee: 0, minPrice: 0 } });
    await renderWithApp(() => <CartPage />);
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('kostenlos');
    expect(screen.queryByTestId('free-delivery-hint')).toBeNull();
    expect(screen.queryByTestId('min-order-fee')).toBeNull();
    expect(screen.getByTestId('total')).toHaveTextContent(eur(950));
  });

  it('when the vendor requires its minimum (min-order-required) and the cart is below it, then checkout is blocked', async () => {
    fill({ vendorTags: ['min-order-required'] });
    await renderWithApp(() => <CartPage />);
    expect(screen.queryByTestId('min-order-fee')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
    expect(screen.getByTestId('total')).toHaveTextContent(eur(1200 - 250 + 250)); // 9,50 + 2,50 fee
  });

  it('when the order is a pickup, then no delivery or minimum-order fee applies', async () => {
    fill({ orderType: 'pickup' });
    await renderWithApp(() => <CartPage />);
    expect(screen.queryByTestId('delivery-fee')).toBeNull();
    expect(screen.queryByTestId('min-order-fee')).toBeNull();
    expect(screen.getByTestId('total')).toHaveTextContent(eur(950));
  });

  it('when the quantity is raised, then line total and subtotal follow; lowering to 0 removes the line', async () => {
    fill({ zone: null });
    await renderWithApp(() => <CartPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menge von Pizza Margherita erhöhen' }));
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(within(line).getByTestId('line-total')).toHaveTextContent(eur(1900));
    expect(screen.getByTestId('subtotal')).toHaveTextContent(eur(1900));
    await user.click(screen.getByRole('button', { name: 'Menge von Pizza Margherita verringern' }));
    await user.click(screen.getByRole('button', { name: 'Pizza Margherita entfernen' }));
    expect(getCart().lines).toHaveLength(0);
    expect(screen.getByTestId('cart-empty')).toBeInTheDocument();
  });

  it('when a note is typed and the field left, then it is stored on the line', async () => {
    fill();
    await renderWithApp(() => <CartPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Anmerkung'), 'ohne Basilikum');
    await user.tab();
    expect(getCart().lines[0]?.notes).toBe('ohne Basilikum');
  });
});
