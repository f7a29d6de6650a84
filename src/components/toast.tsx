/**
 * Toasts: short status messages announced politely (role="status", aria-live="polite").
 *
 * The live region is always in the DOM (screen readers only announce changes of an existing region):
 *   - app-wide: mount <Toaster /> once (root layout) and call showToast('Zum Warenkorb hinzugefügt', { durationMs: 1000 }).
 *   - local: const toast = useToast(); toast.show('…'); render {toast.element}.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import './toast.css';

export interface ToastMessage {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
}

export interface ToastOptions {
  /** How long the toast stays, default 3000 ms (the add-to-cart toast uses 1000 ms, spec 1 §9). */
  durationMs?: number;
  tone?: ToastMessage['tone'];
}

let nextId = 1;

/** Presentational live region. */
export function ToastRegion({ toasts, label }: { toasts: ToastMessage[]; label?: string }): ReactNode {
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true" aria-label={label}>
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.tone}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}

/** Local toasts for one screen. */
export function useToast(): { show: (text: string, opts?: ToastOptions) => void; element: ReactNode } {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const set = timers.current;
    return () => set.forEach(clearTimeout);
  }, []);
  const show = useCallback((text: string, opts?: ToastOptions) => {
    const id = nextId++;
    // one toast at a time: a new message replaces the previous one
    setToasts([{ id, text, tone: opts?.tone ?? 'success' }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((ts) => ts.filter((t) => t.id !== id));
    }, opts?.durationMs ?? 3000);
    timers.current.add(timer);
  }, []);
  return { show, element: <ToastRegion toasts={toasts} /> };
}

// ---------------------------------------------------------------------------------------------------------
// App-wide toasts

let globalToasts: ToastMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(text: string, opts?: ToastOptions): void {
  const id = nextId++;
  globalToasts = [...globalToasts.slice(-2), { id, text, tone: opts?.tone ?? 'info' }];
  emit();
  setTimeout(() => {
    globalToasts = globalToasts.filter((t) => t.id !== id);
    emit();
  }, opts?.durationMs ?? 3000);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getToasts = () => globalToasts;

/** Mount once in the root layout. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return <ToastRegion toasts={toasts} />;
}
