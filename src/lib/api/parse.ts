/**
 * Answers are parsed at the API boundary by the one wire schema of src/domain/wire (the same the server validates
 * with), never cast: `parseAnswer(vendorSchema, data, 'vendor')`. One that does not fit is an HttpError 'bad-answer'
 * (shown like any failed request: "API request failed: 200 invalid vendor"; the schema's findings in `detail`).
 */
import { z } from 'zod';
import { HttpError } from './errors.ts';

export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, what: string, status = 200): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const err = new HttpError({ status, kind: 'bad-answer', text: `invalid ${what}` });
  err.message = `API request failed: ${status} invalid ${what}`;
  err.detail = z.prettifyError(result.error);
  throw err;
}

/** The `parse` option of apiFetch for a wire schema: `apiFetch(path, { parse: parserOf(vendorSchema, 'vendor') })`. */
export const parserOf =
  <S extends z.ZodType>(schema: S, what: string) =>
  (data: unknown): z.output<S> =>
    parseAnswer(schema, data, what);
