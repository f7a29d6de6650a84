/**
 * Answers are parsed at the API boundary by the one wire schema of src/domain/wire (the same the server validates
 * with), never cast: `parseAnswer(vendorSchema, data, 'vendor')`.
 */
import { z } from 'zod';
import { InvalidAnswerError } from './errors.ts';

export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new InvalidAnswerError(what, z.prettifyError(result.error));
}
