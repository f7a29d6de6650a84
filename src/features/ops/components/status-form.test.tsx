/**
 * The status workflow (status-form.tsx) with the API answered by a stubbed fetch: only the legal next statuses are
 * offered, a final step asks first, the body carries status and the internal note, the change is announced, and a
 * 409 (someone else moved it) reads as such.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { OpsInboxDetail } from '../../../domain/wire/ops.ts';
import ops from '../../../locales/de/lazy/ops.json';
import { StatusForm } from './status-form.tsx';

vi.mock('../ops-auth.ts', () => ({ opsAccessToken: () => Promise.resolve('operator-token') }));

const DETAIL: OpsInboxDetail = {
  id: '6f1c2a4e-5b7d-4c3e-9a8b-1d2e3f4a5b6c', kind: 'courier', reference: 'CA-2026-000012', createdAt: '2026-11-20T08:00:00.000Z',
  status: 'pending', title: 'Lena Berger', subtitle: 'lena@example.at · Wien', fields: { first_name: 'Lena' }, audit: [],
};

interface Call { url: string; init: RequestInit }

function stubFetch(answer: (body: Record<string, unknown>) => { status: number; json: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Promise.resolve(new Response('{}', { status: 200 }));
    calls.push({ url, init });
    const a = answer(JSON.parse(init.body as string) as Record<string, unknown>);
    return Promise.resolve(new Response(JSON.stringify(a.json), { status: a.status, headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

async function renderForm(detail: OpsInboxDetail = DETAIL) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'de', ns: ['ops'], resources: { de: { ops } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StatusForm kind="courier" detail={detail} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('StatusForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the entry is pending, then only "in review" and "rejected" are offered', async () => {
    await renderForm();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['in_review', 'rejected']);
    expect(screen.getByRole('radio', { name: 'In Prüfung' })).toBeChecked();
  });

  it('when the operator moves it to review with a note, then status and note are sent and the change is announced', async () => {
    const calls = stubFetch((body) => ({ status: 200, json: { ...DETAIL, status: body.status } }));
    await renderForm();
    fireEvent.change(screen.getByLabelText('Interne Notiz (optional)'), { target: { value: '  Führerschein liegt vor  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Status ändern' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status geändert: In Prüfung.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`/api/v1/ops/inbox/courier/${DETAIL.id}/status`);
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer operator-token');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ status: 'in_review', note: 'Führerschein liegt vor' });
  });

  it('when rejecting, then nothing is sent until the dialog is confirmed, and cancel sends nothing', async () => {
    const calls = stubFetch((body) => ({ status: 200, json: { ...DETAIL, status: body.status } }));
    await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Abgelehnt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Status ändern' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ablehnen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Status ändern' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abgelehnt' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status geändert: Abgelehnt.'));
    expect(calls.map((c) => JSON.parse(c.init.body as string) as unknown)).toEqual([{ status: 'rejected' }]);
  });

  it('when the server answers 409, then the operator reads that the status changed meanwhile', async () => {
    stubFetch(() => ({ status: 409, json: { error: { code: 409, message: 'Cannot move from accepted to in_review', status: 'FAILED_PRECONDITION' } } }));
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Status ändern' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Der Status wurde inzwischen geändert.'));
  });

  it('when the entry is closed, then no change is offered', async () => {
    await renderForm({ ...DETAIL, status: 'accepted' });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('Dieser Eintrag ist abgeschlossen.')).toBeVisible();
  });
});
