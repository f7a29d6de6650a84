import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { ProfilePage } from './profile-page.tsx';
import { renderProfileUi } from './test-utils.tsx';
import type * as Data from './api/account-data.ts';

vi.mock('./api/account-data.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Data>()),
  fetchOrderStatistics: () => Promise.resolve({ totalOrders: 1, totalSpent: 23.5 }),
}));

describe('profile statistics (issue 25 item 9)', () => {
  beforeAll(async () => {
    await setupTestI18n('tr');
  });
  it('when money was spent, then the label says it counts delivered orders and the sum is in the language\'s format', async () => {
    await renderProfileUi(<ProfilePage tab="settings" />);
    expect(await screen.findByText('Teslim edilen siparişlere harcanan')).toBeInTheDocument();
    // Turkish (tr-TR): no space after the euro sign (German would read "€ 23,50")
    await expect.poll(() => screen.getByTestId('stat-total-spent').textContent).toBe('€23,50');
  });
});
