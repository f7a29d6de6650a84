/**
 * Street suggestions in the profile's address and workplace dialogs (issue 15 item 2): the server's suggestions
 * (GET /api/geo/search, faked here) and the user's own saved addresses from 3 characters; picking one by keyboard or
 * pointer fills street, building number, postal code and city.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { setRuntimeConfig } from '../../lib/api/client.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import type * as DataModule from '../../lib/supabase/data.ts';
import type { AddressRow } from '../../lib/supabase/types.ts';
import { AddressDialog } from './address-dialog.tsx';
import { EMPTY_ADDRESS } from './schemas.ts';
import { renderProfileUi, USER } from './test-utils.tsx';
import { WorkplaceDialog } from './workplace-dialog.tsx';

const listAddresses = vi.hoisted(() => vi.fn<(userId: string) => Promise<AddressRow[]>>());
vi.mock('../../lib/supabase/data.ts', async (orig) => {
  const real = await orig<typeof DataModule>();
  const addressesQueryOptions = (userId: string) => ({ queryKey: accountKeys.addresses(userId), queryFn: () => listAddresses(userId) });
  return { ...real, addressesQueryOptions };
});

const MARIAHILFER = {
  postalCode: '1060',
  city: 'Wien',
  place: 'Mariahilf',
  state: 'Wien',
  lat: 48.196,
  lng: 16.35,
  label: 'Mariahilfer Straße 10, 1060 Wien',
  street: 'Mariahilfer Straße',
  houseNumber: '10',
};
const SAVED: AddressRow = {
  id: 'a1',
  user_id: USER.id,
  type: 'work',
  title: 'Büro',
  street: 'Mariahilfer Gürtel',
  building_number: '3',
  stair: null,
  floor: null,
  door_number: null,
  city: 'Wien',
  postal_code: '1150',
  country: 'Österreich',
  is_default: false,
  details: null,
  created_at: '2026-01-01T00:00:00Z',
};

let fetchMock: Mock<(input: unknown) => Promise<Response>>;
const geoCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/geo/search'));

beforeAll(async () => {
  await setupTestI18n('de');
});
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '' });
  listAddresses.mockResolvedValue([]);
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ results: [MARIAHILFER] }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  listAddresses.mockReset();
});

const addressProps = () => ({ initial: EMPTY_ADDRESS, editing: false, onSubmit: vi.fn(), saving: false, saveError: null, onClose: vi.fn() });

describe('street suggestions in the profile dialogs', () => {
  it('when fewer than 3 characters are typed, then nothing is requested and no list opens', async () => {
    const user = userEvent.setup();
    await renderProfileUi(<AddressDialog {...addressProps()} />);
    const street = screen.getByRole('combobox', { name: /^Straße/ });
    await user.type(street, 'Ma');
    await new Promise((r) => setTimeout(r, 450));
    expect(geoCalls()).toHaveLength(0);
    expect(listAddresses).not.toHaveBeenCalled();
    expect(street).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a street with a number is typed and a suggestion is picked with the keyboard, then street, number, postal code and city are filled and saved', async () => {
    const p = addressProps();
    const user = userEvent.setup();
    await renderProfileUi(<AddressDialog {...p} />);
    await user.type(screen.getByLabelText(/^Bezeichnung/), 'Zuhause');
    const street = screen.getByRole('combobox', { name: /^Straße/ });
    await user.type(street, 'Mariahilfer 10');
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    expect(String(geoCalls().at(-1)?.[0])).toBe('/api/geo/search?q=Mariahilfer+10');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: /Mariahilfer Straße 10, 1060 Wien/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(street).toHaveValue('Mariahilfer Straße');
    expect(screen.getByLabelText(/^Hausnummer/)).toHaveValue('10');
    expect(screen.getByLabelText(/^PLZ/)).toHaveValue('1060');
    expect(screen.getByLabelText(/^Stadt/)).toHaveValue('Wien');
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(p.onSubmit).not.toHaveBeenCalled(); // Enter picked the suggestion, it did not submit the form
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(p.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Zuhause', street: 'Mariahilfer Straße', building_number: '10', postal_code: '1060', city: 'Wien' }),
      expect.anything(),
    );
  });

  it('when Escape is pressed in the open list, then only the list closes and the typed text stays; the next Escape closes the dialog', async () => {
    const p = addressProps();
    const user = userEvent.setup();
    await renderProfileUi(<AddressDialog {...p} />);
    const street = screen.getByRole('combobox', { name: /^Straße/ });
    await user.type(street, 'Mariahilfer');
    await screen.findByRole('listbox', { name: 'Vorschläge' });
    await user.keyboard('{Escape}');
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveValue('Mariahilfer');
    expect(p.onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('when the user has a saved address on that street, then it is suggested first with its title and fills the workplace form', async () => {
    listAddresses.mockResolvedValue([SAVED]);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderProfileUi(<WorkplaceDialog onSubmit={onSubmit} saving={false} saveError={null} onClose={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: /^Straße/ }), 'Mariahilfer');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveTextContent('Mariahilfer Gürtel 3, 1150 Wien');
    expect(first).toHaveTextContent('Büro');
    expect(second).toHaveTextContent('Mariahilfer Straße 10, 1060 Wien');
    await user.click(first!);
    expect(screen.getByRole('combobox', { name: /^Straße/ })).toHaveValue('Mariahilfer Gürtel');
    expect(screen.getByLabelText(/^Hausnummer/)).toHaveValue('3');
    expect(screen.getByLabelText(/^PLZ/)).toHaveValue('1150');
    expect(screen.getByLabelText(/^Stadt/)).toHaveValue('Wien');
  });

  it('when the geo search fails, then no list opens and the typed street is kept', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 503 })));
    const user = userEvent.setup();
    await renderProfileUi(<AddressDialog {...addressProps()} />);
    const street = screen.getByRole('combobox', { name: /^Straße/ });
    await user.type(street, 'Mariahilfer');
    await waitFor(() => expect(geoCalls().length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveValue('Mariahilfer');
  });
});
