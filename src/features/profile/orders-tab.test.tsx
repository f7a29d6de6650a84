import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import type { OrderRow } from '../../lib/supabase/types.ts';
import { OrderCard } from './orders-tab.tsx';
import { renderProfileUi } from './test-utils.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
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
    await renderProfileUi(<OrderCard order={order} />);
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

  it('when the order was placed at 23:30 UTC on 30 November, then the card shows Vienna\'s 00:30 on 1 December, whatever the device zone', async () => {
    // Vienna is UTC+1 in winter (CET)
    await renderProfileUi(<OrderCard order={{ ...order, created_at: '2026-11-30T23:30:00Z' }} />);
    expect(screen.getByTestId('order-card').querySelector('time')).toHaveTextContent('01.12.2026, 00:30');
  });

  it('when the language is English and the order was placed at 22:30 UTC on 1 May (summer time), then the card shows Vienna\'s 00:30 on 2 May in the English format', async () => {
    // Vienna is UTC+2 in summer (CEST); the device's own zone (UTC on CI) would show 22:30 on 1 May
    await setupTestI18n('en');
    try {
      await renderProfileUi(<OrderCard order={{ ...order, created_at: '2026-05-01T22:30:00Z' }} />);
      expect(screen.getByTestId('order-card').querySelector('time')).toHaveTextContent('02/05/2026, 00:30');
    } finally {
      await setupTestI18n('de');
    }
  });

  it('when the order was delivered, then "Bestellung bewerten" is offered (issue 30)', async () => {
    await renderProfileUi(<OrderCard order={{ ...order, status: 'delivered' }} />);
    expect(screen.getByRole('button', { name: 'Bestellung bewerten' })).toBeInTheDocument();
  });

  it('when the order is cancelled or still on its way, then no rating is offered', async () => {
    for (const status of ['cancelled', 'onway'] as const) {
      const { unmount } = await renderProfileUi(<OrderCard order={{ ...order, status }} />);
      expect(screen.queryByRole('button', { name: 'Bestellung bewerten' })).toBeNull();
      unmount();
    }
  });
});
