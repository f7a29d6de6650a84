import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicReview } from '../../domain/wire/reviews.ts';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { ReviewView } from './review-view.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

const review: PublicReview = {
  id: '0d000000-0000-4000-8000-000000000001',
  foodStars: 4,
  deliveryStars: 5,
  text: 'Knusprig <b>heiß</b> <img src=x onerror="alert(1)">',
  reviewer: null,
  // 23:30 UTC on 30 November is 1 December in Vienna
  orderedAt: '2026-11-30T23:30:00.000Z',
  products: ['Pizza Margherita', 'Cola 0,5 l'],
  createdAt: '2026-12-01T12:00:00.000Z',
  updatedAt: '2026-12-01T12:00:00.000Z',
  reply: { text: 'Danke! <script>alert(2)</script>', at: '2026-12-02T09:00:00.000Z' },
};

describe('one review (issue 30)', () => {
  it('when a guest rated, then the reviewer shows as "Gast" and nothing more', () => {
    const { container } = render(<ReviewView review={review} />);
    expect(container.querySelector('.review__head strong')).toHaveTextContent(/^Gast$/);
  });

  it('when an account rated, then only the name the server shortened shows ("Anna M.")', () => {
    const { container } = render(<ReviewView review={{ ...review, reviewer: 'Anna M.' }} />);
    expect(container.querySelector('.review__head strong')).toHaveTextContent(/^Anna M\.$/);
    expect(container).not.toHaveTextContent('Gast');
  });

  it('when texts hold markup, then review and reply are shown as text, no element is made of them', () => {
    const { container } = render(<ReviewView review={review} />);
    const texts = container.querySelectorAll('.review__text');
    expect([...texts].map((t) => t.textContent)).toEqual([review.text, review.reply?.text]);
    expect(container.querySelector('b, img, script')).toBeNull();
  });

  it('shows the stars, "bestellt am" on Vienna\'s date with the products, and the reply\'s date', () => {
    const { container } = render(<ReviewView review={review} />);
    expect(screen.getByRole('img', { name: '4 von 5 Sternen' })).toHaveTextContent('★★★★☆');
    expect(screen.getByRole('img', { name: '5 von 5 Sternen' })).toBeInTheDocument();
    expect(container).toHaveTextContent('bestellt am 1. Dezember 2026 · Pizza Margherita, Cola 0,5 l');
    expect(container).toHaveTextContent('Antwort des Restaurants · 2. Dezember 2026');
  });

  it('when the order was picked up (no delivery stars) and has no text, then neither is shown', () => {
    const { container } = render(<ReviewView review={{ ...review, deliveryStars: null, text: null, reply: null }} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container).not.toHaveTextContent('Lieferung');
    expect(container.querySelector('.review__text')).toBeNull();
  });
});
