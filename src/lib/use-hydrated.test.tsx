import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';

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
});
