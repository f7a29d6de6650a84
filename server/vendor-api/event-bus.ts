/**
 * In-process wake-up bus for long polls and monitor streams: whoever appends an order event calls `publish`, every
 * waiter of that vendor wakes and re-reads the database (the database stays the source of truth, so waiters also
 * re-check it periodically to see events written by other server nodes).
 */
export class EventBus {
  private readonly waiters = new Map<string, Set<() => void>>();
  private closed = false;
  private readonly closeListeners = new Set<() => void>();

  publish(vendorId: string): void {
    const set = this.waiters.get(vendorId);
    if (!set) return;
    for (const wake of [...set]) wake();
  }

  /**
   * Resolves on the next publish for this vendor, after `ms`, when `signal` aborts or when the bus closes —
   * whichever comes first. Returns what happened.
   */
  wait(vendorId: string, ms: number, signal?: AbortSignal): Promise<'event' | 'timeout' | 'aborted' | 'closed'> {
    if (this.closed) return Promise.resolve('closed');
    if (signal?.aborted) return Promise.resolve('aborted');
    return new Promise((resolve) => {
      let set = this.waiters.get(vendorId);
      if (!set) {
        set = new Set();
        this.waiters.set(vendorId, set);
      }
      const done = (why: 'event' | 'timeout' | 'aborted' | 'closed') => {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0) this.waiters.delete(vendorId);
        signal?.removeEventListener('abort', onAbort);
        this.closeListeners.delete(onClose);
        resolve(why);
      };
      const wake = () => done('event');
      const onAbort = () => done('aborted');
      const onClose = () => done('closed');
      const timer = setTimeout(() => done('timeout'), Math.max(0, ms));
      set.add(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.closeListeners.add(onClose);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Releases every waiter (server shutdown). */
  close(): void {
    this.closed = true;
    for (const l of [...this.closeListeners]) l();
  }

  waiterCount(): number {
    let n = 0;
    for (const s of this.waiters.values()) n += s.size;
    return n;
  }
}
