/**
 * A small, short-lived in-process cache (listing pages, vendor records, catalogs). Entries live `ttlMs` at most and
 * the whole cache is cleared by every vendor write in this process; other server nodes see changes after the TTL.
 * Concurrent misses for the same key share one load (no stampede).
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { exp: number; value: V; size: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  private generation = 0;
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    /** approximate size budget (strings count their length, buffers their bytes) */
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.map.get(key);
    if (hit && hit.exp > Date.now()) return hit.value;
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const gen = this.generation;
    const p = load().then(
      (value) => {
        this.pending.delete(key);
        // a write cleared the cache while we were loading: do not store a possibly stale value
        if (gen === this.generation) this.store(key, value);
        return value;
      },
      (err: unknown) => {
        this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, p);
    return p;
  }

  /** The cached value when present and fresh, without loading. */
  peek(key: string): V | undefined {
    const hit = this.map.get(key);
    return hit && hit.exp > Date.now() ? hit.value : undefined;
  }

  /** Stores a value computed elsewhere (ignored when the TTL is 0). */
  set(key: string, value: V): void {
    if (this.ttlMs > 0) this.store(key, value);
  }

  private store(key: string, value: V): void {
    const size = typeof value === 'string' || Buffer.isBuffer(value) ? value.length : 256;
    if (size > this.maxBytes / 8) return; // one huge body must not flush everything else
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.bytes -= old.size;
    }
    const now = Date.now();
    // entries share one TTL, so insertion order is expiry order: drop the expired and, if needed, the oldest
    for (const [k, e] of this.map) {
      if (e.exp > now && this.map.size < this.maxEntries && this.bytes + size <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= e.size;
    }
    this.map.set(key, { exp: now + this.ttlMs, value, size });
    this.bytes += size;
  }

  clear(): void {
    this.generation++;
    this.map.clear();
    this.pending.clear();
    this.bytes = 0;
  }
}

/**
 * Serialized documents (vendor records, catalogs) keyed by id and validated by a version the caller reads from the
 * database on every request (the row's xmin, which changes with every UPDATE of the row, whoever makes it). So a
 * hit is never stale — the database is asked "which version?" (cheap, no jsonb → text), and only changed or
 * unseen documents are serialized again. Bounded: the oldest entries go first.
 *
 * Kept as UTF-8 bytes, each in a buffer of its own: an answer is put together from them by copying bytes
 * (Buffer.concat), never as one large string that is encoded again for every request — a listing page of 30
 * records is ~100 KB, and a single character beyond Latin-1 in any of them makes the joined string twice that
 * (UTF-16) before it is encoded (issue 26: in bench:api's uncached run, that encoding was ~18 % of the main thread's
 * CPU; the uncached zone listing went from ~400-470 to ~1,700-1,900 requests/s at c=16 without it).
 */
export class VersionedDocCache {
  private readonly map = new Map<string, { ver: string; bytes: Buffer }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxBytes = 128 * 1024 * 1024,
  ) {}

  /** The document's bytes when the stored version is `ver` (shared: never written to). */
  get(key: string, ver: string): Buffer | undefined {
    const hit = this.map.get(key);
    return hit && hit.ver === ver ? hit.bytes : undefined;
  }

  /** Stores the document's text as UTF-8 (when it fits the bounds) and returns those bytes. */
  set(key: string, ver: string, text: string): Buffer {
    // its own memory, not a slice of Node's shared pool (a kept slice would keep the whole 8 KB pool alive)
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    bytes.write(text);
    if (bytes.length > this.maxBytes / 8) return bytes;
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.bytes -= old.bytes.length;
    }
    for (const [k, e] of this.map) {
      if (this.map.size < this.maxEntries && this.bytes + bytes.length <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= e.bytes.length;
    }
    this.map.set(key, { ver, bytes });
    this.bytes += bytes.length;
    return bytes;
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }
}
