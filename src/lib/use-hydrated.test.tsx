import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** A fresh module per test (its "taken over" flag). */
const load = async () => import('./use-hydrated.ts');

function serverRenderedPage(): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'lz-ssr';
  block.textContent = '{"lng":"de"}';
  document.body.append(block);
}

beforeEach(() => vi.resetModules());
afterEach(() => document.getElementById('lz-ssr')?.remove());

describe('useHydrated', () => {
  it('when the page was rendered in the browser alone, then the first render already shows the remembered state', async () => {
    const { useHydrated } = await load();
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    expect(seen[0]).toBe(true);
  });

  it('when a server-rendered page is being taken over, then the first render is false and a later one true', async () => {
    serverRenderedPage();
    const { useHydrated } = await load();
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return hydrated;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('when something mounts after the takeover of a server-rendered page, then it is true at once', async () => {
    serverRenderedPage();
    const { useHydrated, markTakenOver } = await load();
    markTakenOver();
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    expect(seen[0]).toBe(true);
  });

  it('when a part hydrates after the takeover was marked, then it is not re-rendered at once but in a later transition', async () => {
    serverRenderedPage();
    const { useHydrated, markTakenOver } = await load();
    const seen: boolean[] = [];
    let afterEffects: boolean[] | null = null;
    function Part() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      useEffect(() => {
        // what has rendered once the passive effects and React's synchronous work after them are done
        queueMicrotask(() => queueMicrotask(() => (afterEffects ??= [...seen])));
      });
      return <p>{hydrated ? 'remembered' : 'as sent'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Part />);
    seen.length = 0;
    expect(container.textContent).toBe('as sent');
    // the router's Suspense boundary hydrates after the browser's first idle moment on a slow phone
    markTakenOver();
    const errors: unknown[] = [];
    // React's own scheduling, as in the browser (act() would run the transition at once too)
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, <Part />, { onRecoverableError: (e) => errors.push(e) });
      await waitFor(() => expect(container.textContent).toBe('remembered'));
      root.unmount();
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    // the old snapshot (true after the takeover) made React re-render synchronously right after the effects
    expect(afterEffects).toEqual([false]);
  });
});

