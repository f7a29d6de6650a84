import { QueryClient, QueryClientProvider, dehydrate, hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { VALID_FORM_DATA } from '../../domain/forms/cases.ts';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { vendorRecommendationSchema, type VendorRecommendationForm } from '../../domain/forms/recommendation.ts';
import { setRuntimeConfig } from '../../lib/api/client.ts';
import { shouldPersistMutation } from '../../lib/query-persistence.tsx';
import { readDraft } from './draft-storage.ts';
import { registerPublicFormMutations } from './mutation-defaults.ts';
import { useFormDraft } from './use-form-draft.ts';
import { usePublicFormSubmit } from './use-public-form-submit.ts';

const DATA = vendorRecommendationSchema.parse(VALID_FORM_DATA['vendor-recommendation']);
const fetchMock = vi.fn<typeof fetch>();

function newClient() {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  registerPublicFormMutations(qc);
  return qc;
}

function setup(qc = newClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => {
      const form = useForm<VendorRecommendationForm>({ defaultValues: { ...VALID_FORM_DATA['vendor-recommendation'] } as VendorRecommendationForm });
      const draft = useFormDraft('recommend-test', form);
      const submit = usePublicFormSubmit('vendor-recommendation', draft);
      return { form, draft, submit };
    },
    { wrapper },
  );
  return { hook, qc };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);

// the hook loads its sending code on the first submit: load it once up front, so a cold transform on a busy
// machine cannot outlast a test's waitFor and leave a late request to take the next test's mocked answer
beforeAll(async () => {
  await import('./send.ts');
  // the page's language goes with every submission (German here, whatever another test file left)
  await setupTestI18n('de');
});

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setRuntimeConfig({ apiBaseUrl: '' });
  onlineManager.setOnline(true);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => onlineManager.setOnline(true));

describe('submitting a public form', () => {
  it('when sent online, then one POST carries the submission id and data, and the reference comes back', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { reference: 'VR-2026-000007' }));
    const { hook } = setup();
    const id = hook.result.current.draft.submissionId;
    act(() => hook.result.current.submit.send(DATA));
    await waitFor(() => expect(hook.result.current.submit.state).toEqual({ status: 'success', answer: { reference: 'VR-2026-000007' } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/forms/vendor-recommendation');
    expect(sentBodies()[0]).toEqual({ submissionId: id, data: DATA, language: 'de' });
  });

  it('when the honeypot is filled, then its value is sent as website', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { reference: 'VR-2026-000008' }));
    const { hook } = setup();
    act(() => hook.result.current.submit.send(DATA, 'http://spam.example'));
    await waitFor(() => expect(hook.result.current.submit.state.status).toBe('success'));
    expect(sentBodies()[0]?.website).toBe('http://spam.example');
  });

  it('when submitted offline, then it is queued and sent exactly once when the network returns', async () => {
    fetchMock.mockResolvedValue(json(201, { reference: 'VR-2026-000009' }));
    const { hook } = setup();
    act(() => onlineManager.setOnline(false));
    act(() => hook.result.current.submit.send(DATA));
    await waitFor(() => expect(hook.result.current.submit.state.status).toBe('queued'));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(hook.result.current.submit.state.status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the page is reloaded while a submit is queued, then the restored mutation is sent once with the same id', async () => {
    fetchMock.mockResolvedValue(json(201, { reference: 'VR-2026-000010' }));
    const first = setup();
    act(() => onlineManager.setOnline(false));
    act(() => first.hook.result.current.submit.send(DATA));
    await waitFor(() => expect(first.hook.result.current.submit.state.status).toBe('queued'));
    const id = first.hook.result.current.draft.submissionId;
    // what the persister writes down, read into a fresh client as after a reload
    const saved = JSON.parse(JSON.stringify(dehydrate(first.qc, { shouldDehydrateMutation: (m) => shouldPersistMutation(first.qc, m) }))) as DehydratedState;
    first.hook.unmount();
    const qc = newClient();
    hydrate(qc, saved);
    const second = setup(qc);
    expect(second.hook.result.current.draft.submissionId).toBe(id);
    await waitFor(() => expect(second.hook.result.current.submit.state.status).toBe('queued'));
    void qc.resumePausedMutations();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(second.hook.result.current.submit.state.status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0]?.submissionId).toBe(id);
    expect(readDraft('recommend-test', {})).toBeNull();
  });

  it('when the page was closed before the queued request was written down, then the stored body is sent once after the reload', async () => {
    fetchMock.mockResolvedValue(json(201, { reference: 'VR-2026-000013' }));
    const first = setup();
    act(() => onlineManager.setOnline(false));
    act(() => first.hook.result.current.submit.send(DATA));
    await waitFor(() => expect(first.hook.result.current.submit.state.status).toBe('queued'));
    const id = first.hook.result.current.draft.submissionId;
    first.hook.unmount();
    // a fresh cache without the queued mutation: the persister had not saved it yet
    const second = setup(newClient());
    await waitFor(() => expect(second.hook.result.current.submit.state.status).toBe('queued'));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(second.hook.result.current.submit.state.status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0]).toEqual({ submissionId: id, data: DATA, language: 'de' });
  });

  it("when a refused submission's page is reloaded, then nothing is sent again by itself", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 400, message: 'x', status: 'INVALID_ARGUMENT', fields: { city: 'forms:errors.cityRequired' } } }));
    const first = setup();
    act(() => first.hook.result.current.submit.send(DATA));
    await waitFor(() => expect(first.hook.result.current.submit.state.status).toBe('error'));
    first.hook.unmount();
    const second = setup(newClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.hook.result.current.submit.state.status).toBe('idle');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the server refuses fields, then the state has their message keys', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: 400, message: 'Bitte prüfen', status: 'INVALID_ARGUMENT', fields: { city: 'forms:errors.cityRequired' } } }),
    );
    const { hook } = setup();
    act(() => hook.result.current.submit.send(DATA));
    await waitFor(() => expect(hook.result.current.submit.state.status).toBe('error'));
    expect(hook.result.current.submit.state).toMatchObject({ messageKey: 'forms:submit.errorInvalid', fields: { city: 'forms:errors.cityRequired' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the connection fails once, then the same submission is sent again and succeeds', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(201, { reference: 'VR-2026-000011' }));
    const { hook } = setup();
    act(() => hook.result.current.submit.send(DATA));
    await waitFor(() => expect(hook.result.current.submit.state.status).toBe('success'), { timeout: 4000 });
    const [a, b] = sentBodies();
    expect(a?.submissionId).toBe(b?.submissionId);
  });

  it('when the rate limit answers 429, then the error says so and nothing is retried', async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 429, message: 'Zu viele', status: 'RESOURCE_EXHAUSTED' } }, { 'retry-after': '60' }));
    const { hook } = setup();
    act(() => hook.result.current.submit.send(DATA));
    await waitFor(() => expect(hook.result.current.submit.state).toMatchObject({ status: 'error', messageKey: 'forms:submit.errorRate' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the success is reset, then the form is empty and the next submission gets a new id', async () => {
    fetchMock.mockResolvedValue(json(201, { reference: 'VR-2026-000012' }));
    const { hook } = setup();
    const id = hook.result.current.draft.submissionId;
    act(() => hook.result.current.submit.send(DATA));
    await waitFor(() => expect(hook.result.current.submit.state.status).toBe('success'));
    act(() => hook.result.current.submit.reset());
    expect(hook.result.current.submit.state.status).toBe('idle');
    expect(hook.result.current.draft.submissionId).not.toBe(id);
  });
});
