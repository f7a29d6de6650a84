import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import type { OrderRow } from '../../lib/supabase/types.ts';
import { AddressDialog } from './address-dialog.tsx';
import { OrderCard } from './orders-tab.tsx';
import { EMPTY_ADDRESS } from './validation.ts';

async function renderInRouter(ui: ReactNode) {
  const root = createRootRoute({ component: () => <>{ui}</> });
  const track = createRoute({ getParentRoute: () => root, path: '/track-order', component: () => null });
  const router = createRouter({ routeTree: root.addChildren([track]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await setupTestI18n('de');
});

describe('address dialog', () => {
  it('when saved with required fields missing, then "Bitte füllen Sie alle Pflichtfelder aus" and nothing is saved', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    await renderInRouter(<AddressDialog initial={EMPTY_ADDRESS} editing={false} onSave={onSave} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Straße/), 'Neubaugasse');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Pflichtfelder aus');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when complete, then the form with the default flag is saved; a failed save shows "Fehler beim Speichern der Adresse"', async () => {
    const onSave = vi.fn().mockRejectedValueOnce(new Error('new row violates row-level security policy'));
    const user = userEvent.setup();
    await renderInRouter(<AddressDialog initial={EMPTY_ADDRESS} editing={false} onSave={onSave} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Bezeichnung/), 'Büro');
    await user.type(screen.getByLabelText(/^Straße/), 'Ring');
    await user.type(screen.getByLabelText(/^Hausnummer/), '1');
    await user.type(screen.getByLabelText(/^PLZ/), '1010');
    await user.type(screen.getByLabelText(/^Stadt/), 'Wien');
    await user.click(screen.getByLabelText('Als Standardadresse verwenden'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Fehler beim Speichern der Adresse'));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Büro', street: 'Ring', building_number: '1', postal_code: '1010', city: 'Wien', is_default: true }),
    );
  });
});

describe('order card', () => {
  const order: OrderRow = {
    id: '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11',
    order_number: 'LZ-2026-000007',
    restaurant_id: '7d1f2c3b-1111-4222-8333-944455556666',
    restaurant_name: 'Pizzeria Da Mario',
    status: 'cancelled',
    delivery_type: 'delivery',
    total: '23.50',
    created_at: '2026-05-01T10:00:00Z',
    delivery_address_street: 'Neubaugasse',
    delivery_address_building_number: '12',
    delivery_address_postal_code: '1070',
    delivery_address_city: 'Wien',
    order_items: [
      { product_name: 'Pizza Margherita', quantity: 2 },
      { product_name: 'Tiramisu', quantity: 1 },
      { product_name: 'Cola', quantity: 3 },
      { product_name: 'Wasser', quantity: 1 },
    ],
  };

  it('when an order has four items, then the first two are listed with "+2 weitere", a red status and a tracking link', async () => {
    await renderInRouter(<OrderCard order={order} />);
    const card = screen.getByTestId('order-card');
    expect(card).toHaveTextContent('2× Pizza Margherita');
    expect(card).toHaveTextContent('1× Tiramisu');
    expect(card).not.toHaveTextContent('Cola');
    expect(card).toHaveTextContent('+2 weitere');
    expect(screen.getByText('Storniert')).toHaveAttribute('data-tone', 'red');
    expect(card).toHaveTextContent('23,50');
    const link = screen.getByRole('link', { name: 'Bestellung LZ-2026-000007 verfolgen' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/track-order');
    expect(href.searchParams.get('id')).toBe('LZ-2026-000007');
    expect(href.searchParams.get('fullOrderId')).toBe(`vendors/${order.restaurant_id}/orders/${order.id}`);
  });
});
