import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import type * as DataModule from './api/account-data.ts';
import { SettingsTab } from './settings-tab.tsx';
import { renderProfileUi } from './test-utils.tsx';

const data = vi.hoisted(() => ({ deleteOwnAccount: vi.fn() }));
vi.mock('./api/account-data.ts', async (orig) => ({ ...(await orig<typeof DataModule>()), ...data }));

beforeAll(async () => {
  await setupTestI18n('de');
});
afterEach(() => data.deleteOwnAccount.mockReset());

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
  await user.click(within(screen.getByRole('alertdialog', { name: 'Konto wirklich löschen?' })).getByRole('button', { name: 'Endgültig löschen' }));
}

describe('settings tab', () => {
  it('when the deletion is confirmed, then the account is deleted, the user signed out, the account data dropped and home shown', async () => {
    data.deleteOwnAccount.mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { store, queryClient, router } = await renderProfileUi(<SettingsTab />);
    const signOut = vi.spyOn(store, 'signOut').mockResolvedValue(undefined);
    queryClient.setQueryData(['account', 'u1', 'profile'], { first_name: 'Anna' });
    await confirmDeletion(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(data.deleteOwnAccount).toHaveBeenCalledOnce();
    expect(signOut).toHaveBeenCalled();
    expect(queryClient.getQueryData(['account', 'u1', 'profile'])).toBeUndefined();
  });

  it('when the deletion fails, then "Das Konto konnte nicht gelöscht werden" and the user stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    data.deleteOwnAccount.mockRejectedValue(new Error('permission denied'));
    const user = userEvent.setup();
    const { store, router } = await renderProfileUi(<SettingsTab />);
    const signOut = vi.spyOn(store, 'signOut');
    await confirmDeletion(user);
    expect(await screen.findByText('Das Konto konnte nicht gelöscht werden. Bitte wenden Sie sich an den Support.')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/profile');
    vi.mocked(console.error).mockRestore();
  });
});
