import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { SearchBlock } from './search-block.tsx';
import type { Mock } from 'vitest';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const suggestions = Array.from({ length: 7 }, (_, i) => ({
  postalCode: `80${10 + i}`,
  city: 'Graz',
  place: `Ort ${i}`,
  state: 'Steiermark',
  lat: 47,
  lng: 15,
  label: `80${10 + i} Graz, Ort ${i}`,
}));

let fetchMock: Mock<(input: unknown) => Promise<Response>>;

beforeAll(async () => {
  await setupTestI18n('de');
});
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '' });
  navigate.mockReset();
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ results: suggestions }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBlock() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={qc}>
      <SearchBlock />
    </QueryClientProvider>,
  );
  return user;
}

const geoCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/geo/search'));

describe('home search block', () => {
  it('when fewer than 3 characters are typed, then no suggestions are requested', async () => {
    const user = renderBlock();
    await user.type(screen.getByRole('combobox', { name: 'Ihre Lieferadresse' }), 'Gr');
    // the suggestions' part loads on the focus meanwhile
    await act(() => new Promise<void>((r) => setTimeout(r, 500)));
    expect(geoCalls()).toHaveLength(0);
  });

  it('when typing continues, then one request is made after the typing pauses and at most 5 suggestions show', async () => {
    const user = renderBlock();
    await user.type(screen.getByRole('combobox'), 'Graz');
    // the debounce (300 ms) has not passed yet right after the last key
    expect(geoCalls()).toHaveLength(0);
    await waitFor(() => expect(geoCalls()).toHaveLength(1));
    expect(String(geoCalls()[0]![0])).toBe('/api/geo/search?q=Graz');
    expect(await screen.findAllByRole('option')).toHaveLength(5);
  });

  it('when a suggestion is chosen on the address tab, then postal code, city, street and number are sent', async () => {
    const user = renderBlock();
    const input = screen.getByRole('combobox');
    await user.type(input, 'Annenstraße 5');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({
      to: '/restaurants',
      search: { postalCode: '8010', cityName: 'Graz', street: 'Annenstraße', houseNumber: '5', type: 'address' },
    }));
  });

  it('when four digits are submitted on the address tab, then they are a postal code', async () => {
    const user = renderBlock();
    await user.type(screen.getByRole('combobox'), '1070{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/restaurants', search: { postalCode: '1070', type: 'address' } }));
  });

  it('when a full address is submitted, then its postal code opens the listing and street, number and town are kept', async () => {
    const user = renderBlock();
    await user.type(screen.getByRole('combobox'), 'Neubaugasse 12, 1070 Wien{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({
      to: '/restaurants',
      search: { postalCode: '1070', cityName: 'Wien', street: 'Neubaugasse', houseNumber: '12', type: 'address' },
    }));
  });

  it('when a city is submitted on the city tab, then it goes lower-cased as city', async () => {
    const user = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'Stadt' }));
    await user.type(screen.getByRole('combobox', { name: 'Ihre Stadt' }), 'Wiener Neustadt{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/restaurants', search: { city: 'wiener neustadt', type: 'city' } }));
  });

  it('when free text is submitted on the address tab, then it goes as search', async () => {
    const user = renderBlock();
    await user.type(screen.getByRole('combobox'), 'Neubaugasse 12{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/restaurants', search: { search: 'Neubaugasse 12', type: 'address' } }));
  });

  it('when the field is empty, then an alert names what is missing on that tab and nothing is navigated', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'Postleitzahl' }));
    await user.click(screen.getByRole('button', { name: 'Restaurants finden' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Bitte geben Sie eine Postleitzahl ein.'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when the geo search fails, then the suggestions stay empty silently', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{"error":{"code":500,"message":"x"}}', { status: 500 })));
    const user = renderBlock();
    await user.type(screen.getByRole('combobox'), 'Graz');
    await waitFor(() => expect(geoCalls()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
