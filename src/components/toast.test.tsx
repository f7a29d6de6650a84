import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, Toaster, useToast } from './toast.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Local() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('Zum Warenkorb hinzugefügt', { durationMs: 1000 })}>
        add
      </button>
      {toast.element}
    </>
  );
}

describe('toast', () => {
  it('when a local toast is shown, then the polite live region holds it for its duration only', async () => {
    render(<Local />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => screen.getByRole('button', { name: 'add' }).click());
    expect(region).toHaveTextContent('Zum Warenkorb hinzugefügt');
    await act(() => vi.advanceTimersByTime(999));
    expect(region).toHaveTextContent('Zum Warenkorb hinzugefügt');
    await act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('when showToast is called, then the mounted Toaster announces it and removes it later', async () => {
    render(<Toaster />);
    act(() => showToast('Gespeichert', { durationMs: 2000 }));
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    await act(() => vi.advanceTimersByTime(2000));
    // only this toast: the app's one Toaster list may still hold another file's toast (the unit files share modules)
    expect(screen.getByRole('status')).not.toHaveTextContent('Gespeichert');
  });
});
