import { act, render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import type { VendorBasic } from '../../domain/types.ts';
import { RatingsDialog } from './ratings-dialog.tsx';

// ratingValue: 87 of 100 is 4.35 stars, one decimal → 4.4
const vendor = { id: 'v1', label: 'Pizzeria Roma', rating: { value: 87, count: 20 } } as VendorBasic;

describe('RatingsDialog (spec 1 §2: the card\'s ratings popup)', () => {
  it('when it is opened, then its summary writes the rating in the language\'s format, also after a language change', async () => {
    const i18n = await setupTestI18n('de');
    render(<RatingsDialog vendor={vendor} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Bewertungen von Pizzeria Roma' })).toHaveTextContent('4,4 von 5 Sternen aus 20 Bewertungen');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Ratings of Pizzeria Roma' })).toHaveTextContent('4.4 out of 5 stars from 20 ratings');
    await act(() => i18n.changeLanguage('de'));
  });

  it('when no vendor is chosen, then nothing is shown', async () => {
    await setupTestI18n('de');
    const { container } = render(<RatingsDialog vendor={null} onClose={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
