import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import type * as DataModule from '../../lib/supabase/data.ts';
import type { AddressRow } from '../../lib/supabase/types.ts';
import { AddressesTab } from './addresses-tab.tsx';
import { renderProfileUi, USER } from './test-utils.tsx';

const data = vi.hoisted(() => ({
  listAddresses: vi.fn(),
  saveAddress: vi.fn(),
  deleteAddress: vi.fn(),
  setDefaultAddress: vi.fn(),
}));
vi.mock('../../lib/supabase/data.ts', async (orig) => {
  const real = await orig<typeof DataModule>();
  // the list's query options call the module's own listAddresses: give them the mock
  const addressesQueryOptions = (userId: string) => ({ queryKey: accountKeys.addresses(userId), queryFn: () => data.listAddresses(userId) as Promise<AddressRow[]> });
  return { ...real, ...data, addressesQueryOptions };
});

const row = (id: string, title: string, isDefault: boolean): AddressRow => ({
  id,
  user_id: USER.id,
  type: 'home',
  title,
  street: 'Neubaugasse',
  building_number: '12',
  stair: null,
  floor: null,
  door_number: '4',
  city: 'Wien',
  postal_code: '1070',
  country: 'Österreich',
  is_default: isDefault,
  details: null,
  created_at: '2026-01-01T00:00:00Z',
});

beforeAll(async () => {
  await setupTestI18n('de');
});
afterEach(() => {
  Object.values(data).forEach((f) => f.mockReset());
});

async function addAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
  const dialog = screen.getByRole('dialog', { name: 'Neue Adresse' });
  await user.type(within(dialog).getByLabelText(/^Bezeichnung/), 'Zuhause');
  await user.type(within(dialog).getByLabelText(/^Straße/), 'Neubaugasse');
  await user.type(within(dialog).getByLabelText(/^Hausnummer/), '12');
  await user.type(within(dialog).getByLabelText(/^PLZ/), '1070');
  await user.type(within(dialog).getByLabelText(/^Stadt/), 'Wien');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  return dialog;
}

describe('addresses tab', () => {
  it('when the first address is saved, then the save mutation sends it as the default, the dialog closes and the list is read again', async () => {
    data.listAddresses.mockResolvedValueOnce([]).mockResolvedValue([row('a1', 'Zuhause', true)]);
    data.saveAddress.mockResolvedValue(row('a1', 'Zuhause', true));
    const user = userEvent.setup();
    await renderProfileUi(<AddressesTab userId={USER.id} />);
    expect(await screen.findByText('Sie haben noch keine Adresse gespeichert.')).toBeInTheDocument();
    const dialog = await addAddress(user);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(data.saveAddress).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Zuhause', street: 'Neubaugasse', postal_code: '1070', is_default: true }),
      undefined,
    );
    expect(await screen.findByTestId('address-card')).toHaveTextContent('Neubaugasse 12/4, 1070 Wien');
    expect(screen.getByRole('status')).toHaveTextContent('Adresse gespeichert.');
    expect(data.listAddresses).toHaveBeenCalledTimes(2);
  });

  it('when the save fails, then the dialog stays open with "Fehler beim Speichern der Adresse"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    data.listAddresses.mockResolvedValue([row('a1', 'Büro', true)]);
    data.saveAddress.mockRejectedValue(new Error('new row violates row-level security policy'));
    const user = userEvent.setup();
    await renderProfileUi(<AddressesTab userId={USER.id} />);
    await screen.findByTestId('address-card');
    const dialog = await addAddress(user);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Fehler beim Speichern der Adresse'));
    expect(data.saveAddress).toHaveBeenCalledWith(expect.objectContaining({ is_default: false }), undefined);
    vi.mocked(console.error).mockRestore();
  });

  it('when an address is deleted after confirming, then the delete mutation runs and the tab says so; a failure is told', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    data.listAddresses.mockResolvedValue([row('a1', 'Zuhause', true), row('a2', 'Büro', false)]);
    data.deleteAddress.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('boom'));
    const user = userEvent.setup();
    await renderProfileUi(<AddressesTab userId={USER.id} />);
    await user.click(await screen.findByRole('button', { name: 'Adresse Büro löschen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Adresse gelöscht.'));
    expect(data.deleteAddress).toHaveBeenCalledWith('a2');
    await user.click(screen.getByRole('button', { name: 'Adresse Büro löschen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Adresse konnte nicht gelöscht werden.'));
    vi.mocked(console.error).mockRestore();
  });
});
