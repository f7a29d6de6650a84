import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { RateOrderButton } from './rate-order-button.tsx';

const V = '0a000000-0000-4000-8000-000000000001';
const O = '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11';

beforeAll(async () => {
  await setupTestI18n('de');
});

describe('"Bestellung bewerten"', () => {
  it('when the order is not delivered yet, then pressing it says when rating becomes possible and opens no form', () => {
    render(<RateOrderButton vendorId={V} orderId={O} state="SHIPPING" />);
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung bewerten' }));
    expect(screen.getByRole('status')).toHaveTextContent('sobald sie geliefert oder abgeholt wurde');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the order is known only by its number (no id from its own link), then no form either', () => {
    render(<RateOrderButton vendorId={V} orderId="100001" state="DELIVERED" />);
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung bewerten' }));
    expect(screen.getByRole('status')).toHaveTextContent('sobald sie geliefert oder abgeholt wurde');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
