import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
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


describe('the end of the takeover', () => {
  /** React's own scheduling, as in the browser (act() would hydrate every boundary at once) */
  async function withoutAct<T>(run: () => Promise<T>): Promise<T> {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      return await run();
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = before;
    }
  }

  it('when a boundary of the page waits for its code, then the takeover is pending until React has hydrated it', async () => {
    serverRenderedPage();
    const { hydrationCheck } = await load();
    let release: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    const Late = lazy(async () => {
      await code;
      loaded = true;
      return { default: () => <p>route</p> };
    });
    const page = (part: ReactNode) => (
      <div>
        <header>shell</header>
        <Suspense fallback={null}>{part}</Suspense>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<p>route</p>));
    const hydrationPending = hydrationCheck(container);
    expect(hydrationPending()).toBe(true);
    await withoutAct(async () => {
      const root = hydrateRoot(container, page(<Late />));
      // the shell is React's, the boundary (its code still loading) is not
      await waitFor(() => expect(Object.keys(container.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber$'))).toBe(true));
      expect(hydrationPending()).toBe(true);
      release();
      await waitFor(() => expect(hydrationPending()).toBe(false));
      expect(loaded).toBe(true);
      root.unmount();
    });
  });

  it('when React has hydrated the page, then watchTakeover marks the takeover and whenTakenOver resolves', async () => {
    serverRenderedPage();
    const { watchTakeover, whenTakenOver, useHydrated } = await load();
    const container = document.createElement('div');
    const page = (
      <main>
        <Suspense fallback={null}>
          <p>menu</p>
        </Suspense>
      </main>
    );
    container.innerHTML = renderToString(page);
    let done = false;
    void whenTakenOver().then(() => (done = true));
    watchTakeover(container, { intervalMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    // not hydrated yet: nothing marked
    expect(done).toBe(false);
    await withoutAct(async () => {
      const root = hydrateRoot(container, page);
      await waitFor(() => expect(done).toBe(true));
      root.unmount();
    });
    // what mounts from now on shows what the device remembers at once
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    expect(seen[0]).toBe(true);
  });

  it('when React never claims the page, then the takeover is marked after the timeout all the same', async () => {
    serverRenderedPage();
    const { watchTakeover, whenTakenOver } = await load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>never hydrated</p>);
    let done = false;
    void whenTakenOver().then(() => (done = true));
    watchTakeover(container, { intervalMs: 5, timeoutMs: 60 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done).toBe(false);
    await waitFor(() => expect(done).toBe(true));
  });

  it('when the page was rendered in the browser alone, then there is nothing to wait for', async () => {
    const { whenTakenOver } = await load();
    let done = false;
    void whenTakenOver().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
