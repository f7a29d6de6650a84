/** The listing's category chips with their counts (spec 1 §2; issue 25 item 9). */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { stubFetchEachTest } from '../../test/fetch-mock.ts';
import { categoryCountsOptions } from './api/category-counts.ts';
import { CategoryChips } from './listing-toolbar.tsx';
import { PromoBanners } from './promo-banners.tsx';

const COUNTS = { all: 12, pizza: 4, sushi: 0, burger: 2, gesund: 1, vegetarisch: 1, lebensmittel: 3, express: 5 };

describe('CategoryChips', () => {
  it('when the counts are known, then each chip shows its number and keeps its category as name, the count as description', async () => {
    await setupTestI18n('de');
    render(<CategoryChips value="all" onChange={() => {}} counts={COUNTS} />);
    const pizza = screen.getByRole('button', { name: 'Pizza' });
    expect(pizza).toHaveTextContent('Pizza4');
    expect(pizza).toHaveAccessibleDescription('4 Treffer');
    expect(screen.getByRole('button', { name: 'Alle' })).toHaveAccessibleDescription('12 Treffer');
    expect(screen.getByTestId('chip-count-sushi')).toHaveTextContent('0');
    expect(screen.getByTestId('chip-count-express')).toHaveTextContent('5');
  });

  it('when the language is English, then the description is counted in English', async () => {
    await setupTestI18n('en');
    render(<CategoryChips value="all" onChange={() => {}} counts={COUNTS} />);
    expect(screen.getByRole('button', { name: 'Groceries' })).toHaveAccessibleDescription('3 results');
    expect(screen.getByRole('button', { name: 'Healthy' })).toHaveAccessibleDescription('1 result');
  });

  it('when the counts are not known (loading, offline), then the chips show no numbers and still work', async () => {
    await setupTestI18n('de');
    const onChange = vi.fn();
    render(<CategoryChips value="pizza" onChange={onChange} />);
    expect(screen.queryByTestId('chip-count-all')).toBeNull();
    const sushi = screen.getByRole('button', { name: 'Sushi' });
    expect(sushi).not.toHaveAttribute('aria-describedby');
    await userEvent.click(sushi);
    expect(onChange).toHaveBeenCalledWith('sushi');
    expect(screen.getByRole('button', { name: 'Pizza' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("the listing's category icons", () => {
  // an emoji is an empty box on a system without an emoji font, and each was a font search in the first layout
  const EMOJI = /\p{Extended_Pictographic}/u;

  it('when the chips and the promo banners show, then each draws its icon as a hidden SVG and no text is an emoji', async () => {
    await setupTestI18n('de');
    const { container } = render(
      <>
        <PromoBanners onPick={() => {}} />
        <CategoryChips value="all" onChange={() => {}} />
      </>,
    );
    const chips = screen.getAllByRole('button', { pressed: false }).concat(screen.getByRole('button', { name: 'Alle' }));
    expect(chips).toHaveLength(8);
    for (const chip of chips) expect(chip.querySelector('svg[aria-hidden="true"] path'), chip.textContent).not.toBeNull();
    expect(container.querySelectorAll('.promo__card svg[aria-hidden="true"]')).toHaveLength(6);
    expect(container.textContent).not.toMatch(EMOJI);
  });
});

describe('categoryCountsOptions', () => {
  const fetchMock = stubFetchEachTest();

  it('when fetched, then it asks the counts endpoint with the filter and order type and answers the parsed counts', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ counts: COUNTS }), { status: 200 }));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await qc.query(categoryCountsOptions('zone:1070 döner', 'pickup'))).toEqual(COUNTS);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/v1/vendors:categoryCounts');
    expect(url.searchParams.get('filter')).toBe('zone:1070 döner');
    expect(url.searchParams.get('deliveryType')).toBe('pickup');
  });

  it('when the answer lacks a chip, then it is refused rather than showing a wrong number', async () => {
    const { express: _, ...partial } = COUNTS;
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ counts: partial }), { status: 200 }));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(qc.query(categoryCountsOptions('zone:1070', 'delivery'))).rejects.toThrow();
  });
});
