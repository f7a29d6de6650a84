import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnReview, ReviewStatus } from '../../domain/wire/reviews.ts';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { HttpError } from '../../lib/api/errors.ts';
import RateOrderDialog from './rate-order-dialog.tsx';

type Init = { method?: string; body?: unknown; headers?: Record<string, string> };
const calls: { path: string; init: Init }[] = [];
let answer: (path: string, init: Init) => unknown;
vi.mock('../../lib/api/client.ts', () => ({
  apiFetch: (path: string, init: Init = {}) => {
    calls.push({ path, init });
    const a = answer(path, init);
    return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
  },
}));

const V = '0a000000-0000-4000-8000-000000000001';
const O = '0b6f6f0e-5a1e-4c1e-9d7e-3f0c2b1a9e11';
const open: ReviewStatus = {
  rateable: true, reason: null, deliveredAt: '2026-11-27T11:00:00.000Z', editableUntil: '2026-12-11T11:00:00.000Z', pickUp: false, review: null,
};
const own = (text: string, hidden: OwnReview['hidden'] = null): OwnReview => ({
  id: '0d000000-0000-4000-8000-000000000001', foodStars: 4, deliveryStars: 5, text, reviewer: null,
  orderedAt: '2026-11-27T10:00:00.000Z', products: ['Pizza Margherita'], createdAt: '2026-11-27T12:00:00.000Z',
  updatedAt: '2026-11-27T12:00:00.000Z', reply: null, orderId: O, vendorId: V, editableUntil: '2026-12-11T11:00:00.000Z', hidden,
});

beforeAll(async () => {
  await setupTestI18n('de');
});
beforeEach(() => {
  calls.length = 0;
});

function renderDialog(accessKey?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RateOrderDialog vendorId={V} orderId={O} accessKey={accessKey} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the rating form (issue 30)', () => {
  it('when shown in English, then the last day to change it is in the language\'s one format (en-GB)', async () => {
    await setupTestI18n('en');
    try {
      answer = () => open;
      renderDialog();
      expect(await screen.findByText('You can change your review until 11 December 2026.')).toBeInTheDocument();
    } finally {
      await setupTestI18n('de');
    }
  });

  it('when a text is typed, then at most 1,000 characters are taken, the rest is counted down and sent whole', async () => {
    answer = (_p, init) => (init.method === 'POST' ? own('x'.repeat(1000)) : open);
    renderDialog();
    const text = await screen.findByLabelText('Ihre Bewertung (optional)');
    expect(text).toHaveAttribute('maxLength', '1000');
    expect(screen.getByText('Noch 1000 Zeichen.')).toBeInTheDocument();
    expect(screen.getByText('Sie können Ihre Bewertung bis 11. Dezember 2026 ändern.')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'x'.repeat(994) } });
    expect(screen.getByText('Noch 6 Zeichen.')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByText('Noch 0 Zeichen.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('group', { name: 'Essen' }).querySelector('input[value="4"]')!);
    fireEvent.click(screen.getByRole('group', { name: 'Lieferung' }).querySelector('input[value="5"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Danke für Ihre Bewertung! Sie ist jetzt auf der Seite des Restaurants zu sehen.')).toBeInTheDocument();
    const sent = calls.find((c) => c.init.method === 'POST');
    expect(sent?.path).toBe(`/api/v1/vendors/${V}/orders/${O}/review`);
    expect(sent?.init.body).toEqual({ foodStars: 4, deliveryStars: 5, text: 'x'.repeat(1000) });
  });

  it('when the operator hid the review, then the customer is told so and why, as text', async () => {
    answer = () => ({ ...open, review: own('Schlecht', { at: '2026-11-28T08:00:00.000Z', reason: 'Beleidigend <b>!</b>' }) });
    const { container } = renderDialog();
    expect(await screen.findByText('Ihre Bewertung wurde von unserem Team ausgeblendet. Grund: Beleidigend <b>!</b>')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[role="dialog"] b')).toBeNull();
  });

  it("when the order's access key is kept on the device, then the status and the rating carry it as x-order-key", async () => {
    const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
    answer = (_p, init) => (init.method === 'POST' ? own('Gut') : open);
    renderDialog(key);
    fireEvent.click((await screen.findByRole('group', { name: 'Essen' })).querySelector('input[value="4"]')!);
    fireEvent.click(screen.getByRole('group', { name: 'Lieferung' }).querySelector('input[value="5"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Danke für Ihre Bewertung! Sie ist jetzt auf der Seite des Restaurants zu sehen.')).toBeInTheDocument();
    expect(calls.map((c) => [c.init.method ?? 'GET', c.init.headers?.['x-order-key']])).toEqual([['GET', key], ['POST', key]]);
  });

  it('when a guest has no key for the order and the server refuses (403), then the page says how a guest rates', async () => {
    answer = () => new HttpError({ status: 403, message: 'no key' });
    renderDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('Als Gast bewerten Sie eine Bestellung über den Link aus Ihrer Bestellbestätigung');
    expect(calls[0]?.init.headers?.['x-order-key']).toBeUndefined();
  });
});
