import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import type * as ProfileModule from '../../lib/supabase/profile.ts';
import type * as DataModule from './api/account-data.ts';
import { ProfileTab } from './profile-tab.tsx';
import { renderProfileUi, USER } from './test-utils.tsx';

const data = vi.hoisted(() => ({ readProfile: vi.fn(), updateProfile: vi.fn() }));
vi.mock('./api/account-data.ts', async (orig) => ({ ...(await orig<typeof DataModule>()), updateProfile: data.updateProfile }));
// the profile's query options call the module's own read: give them the mock
vi.mock('../../lib/supabase/profile.ts', async (orig) => ({
  ...(await orig<typeof ProfileModule>()),
  profileQueryOptions: (userId: string) => ({ queryKey: accountKeys.profile(userId), queryFn: () => data.readProfile(userId) as Promise<unknown> }),
}));

const profile = { id: 'p1', user_id: USER.id, first_name: 'Anna', last_name: 'Huber', phone: null, avatar_url: null, created_at: '2026-01-01' };

beforeAll(async () => {
  await setupTestI18n('de');
});
afterEach(() => {
  data.readProfile.mockReset();
  data.updateProfile.mockReset();
});

describe('profile tab', () => {
  it('when the phone is not a phone number, then its message shows under it and nothing is saved', async () => {
    data.readProfile.mockResolvedValue(profile);
    const user = userEvent.setup();
    await renderProfileUi(<ProfileTab user={USER} />);
    await user.type(await screen.findByLabelText('Telefon (optional)'), '0660-abc');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText('Telefon (optional)')).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein.');
    expect(data.updateProfile).not.toHaveBeenCalled();
  });

  it('when saved, then the update mutation sends the names and phone, the profile query (the nav’s name too) is read again and success shows', async () => {
    data.readProfile.mockResolvedValue(profile);
    data.updateProfile.mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderProfileUi(<ProfileTab user={USER} />);
    const first = await screen.findByLabelText('Vorname');
    expect(first).toHaveValue('Anna');
    // the profile read is for the user of its query key
    expect(data.readProfile).toHaveBeenCalledWith(USER.id);
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.at');
    await user.clear(first);
    await user.type(first, 'Marianne');
    await user.type(screen.getByLabelText('Telefon (optional)'), '+43 660 7654321');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profil erfolgreich aktualisiert!'));
    expect(data.updateProfile).toHaveBeenCalledWith({ first_name: 'Marianne', last_name: 'Huber', phone: '+43 660 7654321' });
    expect(data.readProfile).toHaveBeenCalledTimes(2);
  });

  it('when the profile row is gone, then "Profil nicht gefunden"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    data.readProfile.mockResolvedValue(profile);
    data.updateProfile.mockRejectedValue(Object.assign(new Error('Profile not found'), { code: 'profile_not_found' }));
    const user = userEvent.setup();
    await renderProfileUi(<ProfileTab user={USER} />);
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profil nicht gefunden'));
    vi.mocked(console.error).mockRestore();
  });
});
