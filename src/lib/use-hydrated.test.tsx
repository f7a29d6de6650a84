import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useHydrated } from './use-hydrated.ts';

function serverRenderedPage(): HTMLElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'lz-ssr';
  block.textContent = '{"lng":"de"}';
  document.body.append(block);
  return block;
}

afterEach(() => {
  document.getElementById('lz-ssr')?.remove();
  delete document.documentElement.dataset.app;
});

describe('useHydrated', () => {
  it('when the page was rendered in the browser alone, then the first render already shows the remembered state', () => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    expect(seen[0]).toBe(true);
  });

  it('when a server-rendered page is being taken over, then the first render is false and a later one true', async () => {
    serverRenderedPage();
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return hydrated;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('when something mounts after the server-rendered page was taken over, then it is true at once', () => {
    serverRenderedPage();
    document.documentElement.dataset.app = 'ready';
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    expect(seen[0]).toBe(true);
  });
});
