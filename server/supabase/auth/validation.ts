/** Request-shape checks of the auth API, each with the error code and message GoTrue answers. */
import { AuthError } from '../context.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const METADATA_MAX_CHARS = 4096;

/** The body as a JSON object ({} when empty): the auth scope hands bodies over as unparsed strings. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body === 'string') {
    try {
      // JSON that is not an object (an array, a number) is answered like unparsable JSON, too
      return bodyObject(JSON.parse(body) as unknown);
    } catch {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
    }
  }
  if (typeof body !== 'object' || Array.isArray(body)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** A trimmed, lower-cased address; `missingMessage` when none is given. */
export function normEmail(v: unknown, missingMessage: string): string {
  if (typeof v !== 'string' || v.trim() === '') throw new AuthError(400, 'validation_failed', missingMessage);
  const e = v.trim().toLowerCase();
  if (e.length > 254 || !EMAIL_RE.test(e)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return e;
}

/** User metadata (`data`): a JSON object of at most METADATA_MAX_CHARS characters. */
export function metadata(v: unknown): Record<string, unknown> {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw new AuthError(400, 'validation_failed', 'data must be a JSON object');
  if (JSON.stringify(v).length > METADATA_MAX_CHARS) throw new AuthError(400, 'validation_failed', 'User metadata is too large');
  return v as Record<string, unknown>;
}

/** Metadata update: new keys over the old ones, a null value removes its key. */
export function mergeMetadata(old: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged = Object.fromEntries(Object.entries({ ...old, ...changes }).filter(([, v]) => v !== null));
  if (JSON.stringify(merged).length > METADATA_MAX_CHARS) throw new AuthError(400, 'validation_failed', 'User metadata is too large');
  return merged;
}

export type CodeType = 'confirmation' | 'recovery';

/** `type` of POST /verify: signup and email check a sign-up code, recovery a password-reset code. */
export function verifyType(v: unknown): CodeType {
  if (v === 'signup' || v === 'email') return 'confirmation';
  if (v === 'recovery') return 'recovery';
  throw new AuthError(400, 'validation_failed', 'Verify requires a verification type (signup, email or recovery)');
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: unknown): string | undefined {
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}
