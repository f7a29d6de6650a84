/**
 * Drafts of the public forms in the browser's storage (`lz.form-draft.<formId>`): the typed values, the wizard step
 * and the submission id, so a reload or a closed tab never loses typed text and a submit that was queued offline
 * keeps its id (and, until it is answered, the request body itself). Local storage by default; the ethics form may use session storage (gone when the tab closes).
 */

export type DraftStorageKind = 'local' | 'session';

export interface StoredDraft<V> {
  values: V;
  step: number;
  submissionId: string;
  savedAt: number;
  /** the request body of a submit not yet answered (sent again after a reload if the queued request was lost) */
  pending?: unknown;
}

const PREFIX = 'lz.form-draft.';

function storageOf(kind: DraftStorageKind): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy settings)
  }
}

/** A random UUID (v4) for a new submission. */
export function newSubmissionId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored draft of a form, its values laid over `empty` (fields added since it was saved keep their defaults;
 * stored fields the form no longer has, or of another type, are dropped), or null when there is none or it is unreadable.
 */
export function readDraft<V extends Record<string, unknown>>(formId: string, empty: V, kind: DraftStorageKind = 'local'): StoredDraft<V> | null {
  const raw = storageOf(kind)?.getItem(PREFIX + formId);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !isRecord(parsed.values) || typeof parsed.submissionId !== 'string') return null;
    const values: Record<string, unknown> = { ...empty };
    for (const [k, v] of Object.entries(parsed.values)) {
      if (!Object.hasOwn(empty, k)) continue;
      const def = empty[k];
      if (def === undefined || def === null || (typeof v === typeof def && Array.isArray(v) === Array.isArray(def))) values[k] = v;
    }
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) && parsed.step >= 0 ? parsed.step : 0;
    const savedAt = typeof parsed.savedAt === 'number' ? parsed.savedAt : 0;
    const draft: StoredDraft<V> = { values: values as V, step, submissionId: parsed.submissionId, savedAt };
    if (isRecord(parsed.pending)) draft.pending = parsed.pending;
    return draft;
  } catch {
    return null;
  }
}

/** Saves a draft; false when the storage refused it (full or disabled). */
export function writeDraft<V>(formId: string, draft: StoredDraft<V>, kind: DraftStorageKind = 'local'): boolean {
  try {
    const s = storageOf(kind);
    if (!s) return false;
    s.setItem(PREFIX + formId, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(formId: string, kind: DraftStorageKind = 'local'): void {
  try {
    storageOf(kind)?.removeItem(PREFIX + formId);
  } catch {
    // nothing stored
  }
}
