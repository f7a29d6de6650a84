/**
 * The opened case (case-view.tsx, case-composer.tsx) with the API answered by a stubbed fetch: the office's
 * messages and the status in words, a message sent with its client id in the body (never the URL) and the thread
 * updated, a failed send keeping the typed text with its id for the resend.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { EthicsCase, EthicsCaseAccess } from '../../domain/forms/ethics.ts';
import ethics from '../../locales/de/lazy/ethics.json';
import forms from '../../locales/de/lazy/forms.json';
import { CaseView } from './case-view.tsx';

const ACCESS: EthicsCaseAccess = { caseNumber: 'EC-7K3M-Q9XD', caseSecret: '0123456789ABCDEFGHJKMNPQRS' };
const CASE: EthicsCase = {
  caseNumber: ACCESS.caseNumber,
  reference: 'ER-2026-000007',
  status: 'reviewing',
  category: 'fraud',
  createdAt: '2026-03-02T09:15:00.000Z',
  messages: [{ id: 'm1', clientId: 'c1', author: 'operator', body: 'Danke, wir prüfen den Fall.', createdAt: '2026-03-03T10:00:00.000Z' }],
};

interface Call { url: string; init: RequestInit }

function stubFetch(answer: (body: Record<string, unknown>) => { status: number; json?: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Promise.resolve(new Response('{}', { status: 200 }));
    calls.push({ url, init });
    const a = answer(JSON.parse(init.body as string) as Record<string, unknown>);
    return Promise.resolve(new Response(a.json === undefined ? null : JSON.stringify(a.json), { status: a.status, headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

async function renderCase(data: EthicsCase = CASE) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'de', ns: ['ethics', 'forms'], resources: { de: { ethics, forms } }, interpolation: { escapeValue: false }, react: { useSuspense: false },
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  let current = data;
  const onUpdate = vi.fn((next: EthicsCase) => {
    current = next;
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CaseView access={ACCESS} data={data} onUpdate={onUpdate} onLeave={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, onUpdate, current: () => current };
}

describe('CaseView', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('when a case is shown, then its status, category and the office message read in words', async () => {
    stubFetch(() => ({ status: 500 }));
    await renderCase();
    expect(screen.getByRole('heading', { name: 'Fall EC-7K3M-Q9XD' })).toHaveFocus();
    expect(screen.getByTestId('ethics-case-status')).toHaveTextContent('In Prüfung');
    expect(screen.getByText('Betrug')).toBeInTheDocument();
    const item = within(screen.getByTestId('ethics-thread')).getByRole('listitem');
    expect(item).toHaveTextContent('Ethikstelle');
    expect(item).toHaveTextContent('Danke, wir prüfen den Fall.');
  });

  it('when a message is sent, then number, secret and client id go in the POST body and the answered thread is taken', async () => {
    const calls = stubFetch((body) => ({
      status: 200,
      json: { ...CASE, messages: [...CASE.messages, { id: 'm2', clientId: body.clientId, author: 'reporter', body: body.body, createdAt: '2026-03-04T08:00:00.000Z' }] },
    }));
    const { onUpdate } = await renderCase();
    fireEvent.change(screen.getByLabelText('Ihre Nachricht an die Ethikstelle'), { target: { value: '  Es gibt eine Zeugin.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/v1/ethics-cases/messages');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    const sent = JSON.parse(init.body as string) as Record<string, string>;
    expect(sent).toEqual({ caseNumber: ACCESS.caseNumber, caseSecret: ACCESS.caseSecret, clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), body: 'Es gibt eine Zeugin.' });
    expect(onUpdate.mock.calls[0]![0].messages.at(-1)).toMatchObject({ author: 'reporter', body: 'Es gibt eine Zeugin.', clientId: sent.clientId });
    expect(await screen.findByText('Ihre Nachricht wurde gesendet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ihre Nachricht an die Ethikstelle')).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });

  it('when sending fails, then the text stays with its client id and the resend carries the same id', async () => {
    let status = 429;
    const calls = stubFetch(() => (status === 200 ? { status, json: CASE } : { status, json: { error: { code: status, message: 'x' } } }));
    await renderCase();
    const box = screen.getByLabelText('Ihre Nachricht an die Ethikstelle');
    fireEvent.change(box, { target: { value: 'Noch eine Frage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText(/Zu viele Nachrichten von dieser Verbindung\. Ihr Text bleibt erhalten/)).toBeInTheDocument();
    expect(box).toHaveValue('Noch eine Frage');
    const stored = JSON.parse(sessionStorage.getItem(`lz.ethics-outbox.${ACCESS.caseNumber}`) ?? '{}') as { body?: string; clientId?: string };
    expect(stored.body).toBe('Noch eine Frage');
    expect(localStorage.length).toBe(0);

    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await screen.findByText('Ihre Nachricht wurde gesendet.');
    const ids = calls.map((c) => (JSON.parse(c.init.body as string) as { clientId: string }).clientId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).toBe(stored.clientId);
  });

  it('when the case is no longer found on refresh, then the neutral not-found sentence is said', async () => {
    stubFetch(() => ({ status: 404, json: { error: { code: 404, message: 'Unknown case number or access code' } } }));
    await renderCase();
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    const sentence = await screen.findByText(/Wir haben keinen Fall mit dieser Fallnummer und diesem Zugangscode gefunden/);
    expect(sentence.closest('[role="alert"]')).not.toBeNull();
  });
});
