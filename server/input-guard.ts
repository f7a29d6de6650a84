/**
 * One guard for every request's input, before any handler sees it: strings must be well-formed Unicode without
 * control characters (tab, line feed and carriage return excepted; field schemas may be stricter), and JSON may nest
 * at most MAX_DEPTH levels. PostgreSQL refuses NUL bytes and unpaired surrogates in text and jsonb, and its JSON
 * parser gives up on deep nesting: without this guard each of them surfaced as a 5xx somewhere.
 *
 * Runs on the app's onRequest hook for the query string and the path parameters and on its preValidation hook for
 * the body, in every scope. A JSON body that a scope kept as text (the Supabase-compatible routes parse their own
 * bodies) is parsed here once and handed on parsed.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const MAX_DEPTH = 32;

// C0 controls but \t \n \r, DEL, and the C1 controls
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// one scan for every string: a control character or any surrogate (a well-formed pair is checked below)
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/;

/** Why a string is not acceptable input, or null. */
export function stringProblem(s: string): string | null {
  if (!SUSPECT.test(s)) return null;
  if (s.includes('\u0000')) return 'contains a NUL character (\\u0000)';
  if (!s.isWellFormed()) return 'is not valid Unicode (unpaired surrogate)';
  if (CONTROL.test(s)) return 'contains a control character';
  return null;
}

/** Whether anything in a parsed input value is not acceptable (no paths built: the common case is fine input). */
function hasProblem(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return stringProblem(value) !== null;
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => hasProblem(v, depth + 1));
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    if (hasProblem(k, 0) || hasProblem((value as Record<string, unknown>)[k], depth + 1)) return true;
  }
  return false;
}

/** The first problem of a parsed input value (its path named), or null when every string and the depth are fine. */
export function inputProblem(value: unknown, where: string, depth = 0): string | null {
  if (!hasProblem(value, depth)) return null;
  return describeProblem(value, where, depth);
}

function describeProblem(value: unknown, where: string, depth: number): string | null {
  if (typeof value === 'string') {
    const p = stringProblem(value);
    return p ? `${where} ${p}` : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return `${where} is nested deeper than ${MAX_DEPTH} levels`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = describeProblem(value[i], `${where}[${i}]`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const kp = stringProblem(k);
    if (kp) return `a field name in ${where} ${kp}`;
    const p = describeProblem(v, `${where}.${k.length > 40 ? `${k.slice(0, 40)}…` : k}`, depth + 1);
    if (p) return p;
  }
  return null;
}

export class InputError extends Error {
  readonly statusCode = 400;
  readonly code = 'INVALID_INPUT';
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

const isJson = (req: FastifyRequest) => /\bjson\b/i.test(req.headers['content-type'] ?? '');

/**
 * Parses a JSON body the scope kept as text. Nesting is counted on the text first, so a 5,000-level array is refused
 * without being built. Text that is not JSON stays text: the handler answers its own "malformed" error.
 */
function parseTextBody(text: string): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > MAX_DEPTH) throw new InputError(`The request body is nested deeper than ${MAX_DEPTH} levels`);
    } else if (c === 93 || c === 125) depth--;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The query string and the path parameters (known once the route is matched, before any scope's own hooks). */
function checkQueryAndPath(req: FastifyRequest): void {
  const q = inputProblem(req.query, 'query');
  if (q) throw new InputError(`Invalid query parameter: ${q.replace(/^query\./, '')}`);
  const p = inputProblem(req.params, 'path');
  if (p) throw new InputError(`Invalid path: ${p}`);
}

/** The body (read once the request has been let through: after the scopes' sign-in and rate-limit hooks). */
function checkBody(req: FastifyRequest): void {
  if (typeof req.body === 'string' && req.body !== '' && isJson(req)) req.body = parseTextBody(req.body);
  const b = inputProblem(req.body, 'body');
  if (b) throw new InputError(`Invalid request body: ${b}`);
}

/**
 * Registers the guard for every route of the app (call before the routes' plugins are registered): query and path
 * on the app's first onRequest hook, so a bad one is a 400 before a scope's own sign-in answers 401; the body on
 * preValidation, once it has been read.
 */
export const inputGuardPlugin = fp(
  (app, _opts, done) => {
    const hook = (check: (req: FastifyRequest) => void) => (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
      try {
        check(req);
        done();
      } catch (err) {
        done(err as Error);
      }
    };
    app.addHook('onRequest', hook(checkQueryAndPath));
    app.addHook('preValidation', hook(checkBody));
    done();
  },
  { name: 'lieferzone-input-guard', fastify: '5.x' },
);
