/**
 * Request validation with the routes' zod schemas (Fastify's validator compiler for the whole app). A request that
 * does not fit is answered 400 in the API's error shape `{ error: { code: 400, message, status: 'INVALID_ARGUMENT' } }`
 * with a precise message naming the field:
 *   body:        "Invalid request: order.delivery.email: is not a valid e-mail address" (up to three problems);
 *   query, path: the parameter's own sentence ("pageSize must be an integer between 1 and 100"), or the parameter
 *                named before zod's words.
 * Runs after the app's input guard (input-guard.ts, preValidation), so strings here are already well-formed.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../errors.ts';

type Issue = z.core.$ZodIssue;

/** "Invalid request: order.delivery.email: is not a valid e-mail address; …" — the first problem of up to 3 fields. */
function formatIssues(issues: readonly Issue[], prefix = ''): string {
  const seen = new Set<string>();
  const firstPerField = issues.filter((i) => {
    const key = i.path.map(String).join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const parts = firstPerField.slice(0, 3).map((i) => {
    const path = [prefix, ...i.path.map(String)].filter(Boolean).join('.');
    const missing = i.code === 'invalid_type' && /received undefined/.test(i.message);
    if (!path) return missing ? 'a JSON body is required' : i.message;
    return `${path}: ${missing ? 'is required' : i.message}`;
  });
  return `Invalid request: ${parts.join('; ')}`;
}

/** The message of a bad query or path parameter: its schema's sentence when it names the parameter. */
function formatParameterIssue(issue: Issue, part: 'querystring' | 'params'): string {
  const key = issue.path.map(String).join('.');
  const msg = issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? 'is required' : issue.message;
  if (key === '' || msg.startsWith(key) || msg.startsWith('Query parameter')) return msg;
  return part === 'querystring' ? `Query parameter "${key}" ${msg}` : `Path parameter "${key}" ${msg}`;
}

/** Parses with a schema or throws the 400 `formatIssues` describes (for values checked inside a use case). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw badRequest(formatIssues(r.error.issues, prefix));
}

/**
 * Fastify's validator compiler for zod route schemas: the parsed (trimmed, defaulted, transformed) value replaces
 * the request's part, and a failure is an ApiError the app's error handler answers as it is.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`Route ${method} ${url}: the ${String(httpPart)} schema is not a zod schema`);
  return (data: unknown) => {
    const r = schema.safeParse(data);
    if (r.success) return { value: r.data };
    const first = r.error.issues[0];
    const message =
      (httpPart === 'querystring' || httpPart === 'params') && first
        ? formatParameterIssue(first, httpPart)
        : formatIssues(r.error.issues);
    return { error: badRequest(message) };
  };
};
