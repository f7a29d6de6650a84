import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { setupTestI18n } from '../i18n/test-i18n.ts';
import { setRuntimeConfig } from '../lib/api/client.ts';
import type * as Loader from '../lib/geo/address-suggestions-loader.ts';
import { AddressSuggestInput } from './address-suggest-input.tsx';

const load = vi.hoisted(() => vi.fn<typeof Loader.loadAddressSuggestionFeed>());
vi.mock('../lib/geo/address-suggestions-loader.ts', async (orig) => {
  const real = await orig<typeof Loader>();
  load.mockImplementation(real.loadAddressSuggestionFeed);
  return { loadAddressSuggestionFeed: load };
});

const results = [{ postalCode: '8010', city: 'Graz', place: 'Graz', state: 'Steiermark', lat: 47, lng: 15, label: '8010 Graz' }];

beforeAll(async () => {
  await setupTestI18n('de');
});
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '' });
  load.mockClear();
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ results }), { status: 200 }))));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Field() {
  const [value, setValue] = useState('');
  return <AddressSuggestInput label="Adresse" value={value} onValueChange={setValue} onSelect={vi.fn()} />;
}

function renderField() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <button type="button">davor</button>
      <Field />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AddressSuggestInput', () => {
  it('when the field is only shown, then the suggestions part is not loaded and the combobox is there, collapsed', () => {
    renderField();
    const input = screen.getByRole('combobox', { name: 'Adresse' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-label', 'Vorschläge');
    expect(load).not.toHaveBeenCalled();
  });

  it('when the field is focused and a place typed, then the part loads and the suggestions show', async () => {
    const user = renderField();
    await user.click(screen.getByRole('combobox'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('Graz');
    expect(await screen.findByRole('option', { name: /8010 Graz/ })).toBeVisible();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the text is shortened below 3 characters, then the list closes', async () => {
    const user = renderField();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('Graz');
    await screen.findByRole('option');
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the part cannot be loaded, then the field still takes text and the next focus loads it', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    const user = renderField();
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('Graz');
    await new Promise((r) => setTimeout(r, 400));
    expect(input).toHaveValue('Graz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'davor' }));
    await user.click(input);
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  });
});
