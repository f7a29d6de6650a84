/**
 * Sends one public form (POST /api/v1/forms/{kind}) through the app's HTTP client (no token, no cookies) and reads
 * the answer with the shared schemas: `{ reference }` (an ethics report's with case number and secret). A failure
 * is the client's HttpError (a 400's `fields`: path → message key); `formErrorKey` (error-keys.ts) picks the sentence.
 */
import {
  ethicsSubmissionResponseSchema, submissionResponseSchema, type EthicsSubmissionResponse, type SubmissionResponse,
} from '../../domain/forms/submission.ts';
import { apiFetch } from '../../lib/api/client.ts';
import { parserOf } from '../../lib/api/parse.ts';
import type { PublicFormVariables } from './mutation-defaults.ts';

export type PublicFormAnswer = SubmissionResponse & Partial<Omit<EthicsSubmissionResponse, 'reference'>>;

export function sendPublicForm({ kind, body }: PublicFormVariables): Promise<PublicFormAnswer> {
  return apiFetch(`/api/v1/forms/${kind}`, {
    method: 'POST',
    body,
    auth: 'none',
    parse: kind === 'ethics-report' ? parserOf(ethicsSubmissionResponseSchema, 'submission') : parserOf(submissionResponseSchema, 'submission'),
  });
}
