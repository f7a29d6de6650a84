import { useIsRestoring, useQuery, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type AsyncStorage } from '@tanstack/react-query-persist-client';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_ID, createQueryClient, PERSIST_MAX_AGE_MS } from './query-client.ts';
import { createIdbPersister, PERSIST_KEY, persistOptions, QueryPersistence, saveWhenHidden, shouldPersistMutation } from './query-persistence.tsx';

/** An AsyncStorage in memory (what idb-keyval is in the browser). */
function memoryStorage() {
  const items = new Map<string, string>();
  const storage: AsyncStorage = {
    getItem: (k) => Promise.resolve(items.get(k)),
    setItem: (k, v) => Promise.resolve(void items.set(k, v)),
    removeItem: (k) => Promise.resolve(void items.delete(k)),
  };
  return { items, storage };
}

const vendor = { id: 'v1', label: 'Da Mario' };

/** A client with a vendor query, an account query and a failed listing query in its cache. */
function filledClient(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(['vendor', 'detail', 'v1'], vendor);
  client.setQueryData(['account', 'u1', 'profile'], { first_name: 'Anna' });
  return client;
}

async function pausedMutation(client: QueryClient, key: string[]) {
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(false);
  const mutation = client.getMutationCache().build(client, { mutationKey: key, mutationFn: () => Promise.resolve('sent') });
  void mutation.execute({ nr: 1 }).catch(() => undefined);
  await vi.waitFor(() => expect(mutation.state.isPaused).toBe(true));
  onlineManager.setOnline(true);
  // online again but not resumed: this is the state a closed tab leaves behind
  return mutation;
}

describe('persisted query cache (issue 4)', () => {
  it('when the cache is saved and restored into a new client, then vendor data comes back and personal data does not', async () => {
    const { storage } = memoryStorage();
    const persister = createIdbPersister(storage, 0);
    const source = filledClient();
    await persistQueryClientSave({ queryClient: source, ...persistOptions(source, persister) });
    const target = createQueryClient();
    await persistQueryClientRestore({ queryClient: target, ...persistOptions(target, persister) });
    expect(target.getQueryData(['vendor', 'detail', 'v1'])).toEqual(vendor);
    expect(target.getQueryData(['account', 'u1', 'profile'])).toBeUndefined();
  });

  it('when the stored cache is from another build or older than maxAge, then it is dropped instead of restored', async () => {
    const { storage, items } = memoryStorage();
    const persister = createIdbPersister(storage, 0);
    const source = filledClient();
    await persistQueryClientSave({ queryClient: source, ...persistOptions(source, persister), buster: 'older-build' });
    const target = createQueryClient();
    await persistQueryClientRestore({ queryClient: target, ...persistOptions(target, persister) });
    expect(target.getQueryData(['vendor', 'detail', 'v1'])).toBeUndefined();
    expect(items.has(PERSIST_KEY)).toBe(false);

    vi.useFakeTimers({ now: Date.now() });
    await persistQueryClientSave({ queryClient: source, ...persistOptions(source, persister) });
    vi.setSystemTime(Date.now() + PERSIST_MAX_AGE_MS + 1);
    await persistQueryClientRestore({ queryClient: target, ...persistOptions(target, persister) });
    vi.useRealTimers();
    expect(target.getQueryData(['vendor', 'detail', 'v1'])).toBeUndefined();
    expect(persistOptions(target, persister)).toMatchObject({ buster: BUILD_ID, maxAge: PERSIST_MAX_AGE_MS });
  });

  it('when a mutation is paused, then it is written down only if a reload can resume it (registered defaults): an order is not', async () => {
    const client = createQueryClient();
    client.setMutationDefaults(['profile', 'save'], { mutationFn: () => Promise.resolve('saved') });
    const resumable = await pausedMutation(client, ['profile', 'save']);
    const placeOrder = await pausedMutation(client, ['checkout', 'place-order']);
    expect(shouldPersistMutation(client, resumable)).toBe(true);
    expect(shouldPersistMutation(client, placeOrder)).toBe(false);
  });

  it('when the defaults of a resumable mutation say persist: false, then it is kept in memory only, not written down', async () => {
    const client = createQueryClient();
    client.setMutationDefaults(['public-form'], { mutationFn: () => Promise.resolve('sent') });
    client.setMutationDefaults(['public-form', 'ethics-report'], { meta: { persist: false } });
    const courier = await pausedMutation(client, ['public-form', 'courier-application']);
    const ethics = await pausedMutation(client, ['public-form', 'ethics-report']);
    expect(shouldPersistMutation(client, courier)).toBe(true);
    expect(shouldPersistMutation(client, ethics)).toBe(false);
  });

  it('when the provider has restored the cache, then paused mutations resume, the app is told and its queries see the data', async () => {
    const { storage } = memoryStorage();
    const persister = createIdbPersister(storage, 0);
    // a previous session: a vendor on screen and a resumable write paused by a lost connection
    const before = filledClient();
    before.setMutationDefaults(['profile', 'save'], { mutationFn: () => Promise.resolve('saved') });
    await pausedMutation(before, ['profile', 'save']);
    await persistQueryClientSave({ queryClient: before, ...persistOptions(before, persister) });

    const client = createQueryClient();
    const resumed = vi.fn(() => Promise.resolve('saved'));
    client.setMutationDefaults(['profile', 'save'], { mutationFn: resumed });
    const onRestored = vi.fn();
    function Vendor() {
      const q = useQuery<typeof vendor>({ queryKey: ['vendor', 'detail', 'v1'], queryFn: () => Promise.reject(new Error('offline')), staleTime: Infinity });
      return <p>{q.data ? q.data.label : 'none'}</p>;
    }
    render(
      <QueryPersistence client={client} options={persistOptions(client, persister)} onRestored={onRestored}>
        <Vendor />
      </QueryPersistence>,
    );
    expect(await screen.findByText('Da Mario')).toBeInTheDocument();
    expect(onRestored).toHaveBeenCalledOnce();
    await waitFor(() => expect(resumed).toHaveBeenCalledWith({ nr: 1 }, expect.anything()));
  });

  it('when the cache is restored, then queries wait until it is done, and its end is a transition (what is shown stays shown)', async () => {
    const { storage } = memoryStorage();
    const client = filledClient();
    const onRestored = vi.fn();
    const never = new Promise<never>(() => undefined);
    const seen: boolean[] = [];
    // a part that suspends on the update which ends the restore
    function Part() {
      const restoring = useIsRestoring();
      seen.push(restoring);
      if (!restoring) use(never);
      return <p>Seite</p>;
    }
    render(
      <QueryPersistence client={client} options={persistOptions(client, createIdbPersister(storage, 0))} onRestored={onRestored}>
        <Suspense fallback={<p>Lädt</p>}>
          <Part />
        </Suspense>
      </QueryPersistence>,
    );
    expect(seen).toEqual([true]);
    await waitFor(() => expect(onRestored).toHaveBeenCalledOnce());
    await waitFor(() => expect(seen).toContain(false));
    // an urgent update would have replaced the part by its fallback (and, on a server-rendered page, taken over in one
    // task what React had not taken over yet); a transition keeps what is shown
    expect(screen.queryByText('Lädt')).toBeNull();
    expect(screen.getByText('Seite')).toBeInTheDocument();
  });

  it('when the page is hidden, then the cache is saved at once', async () => {
    const { storage, items } = memoryStorage();
    const client = filledClient();
    const stop = saveWhenHidden(client, persistOptions(client, createIdbPersister(storage)), storage);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(items.get(PERSIST_KEY)).toContain('Da Mario'));
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
