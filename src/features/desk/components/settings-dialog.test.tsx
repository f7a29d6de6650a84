import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeskSettings } from '../../../domain/wire/desk-day.ts';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import { SettingsDialog } from './settings-dialog.tsx';

type Init = { method?: string; body?: unknown };
const saves: DeskSettings[] = [];
let release: () => void = () => undefined;
vi.mock('../api/desk-fetch.ts', () => ({
  deskFetch: (_path: string, _schema: unknown, init: Init = {}) => {
    if (init.method !== 'PUT') return Promise.resolve({ autoAccept: false, prepMinutes: 20 });
    saves.push(init.body as DeskSettings);
    // the save answers only when the test says so: what shows meanwhile is the point
    return new Promise((resolve) => {
      release = () => resolve(init.body);
    });
  },
}));

beforeAll(async () => {
  await setupTestI18n('de');
});

describe('the desk settings (issue 32)', () => {
  it('when the auto-accept switch is tapped, then it is on within the tap itself, stays on while saving and after', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SettingsDialog onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const toggle = await screen.findByTestId<HTMLInputElement>('desk-auto-accept');
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    // no await: the switch did not flip back after the tap's event (the mutation's pending state comes a task later)
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(saves).toEqual([{ autoAccept: true, prepMinutes: 20 }]));
    expect(toggle.checked).toBe(true);
    release();
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('desk-auto-accept').disabled).toBe(false));
    expect(screen.getByTestId<HTMLInputElement>('desk-auto-accept').checked).toBe(true);
  });
});
