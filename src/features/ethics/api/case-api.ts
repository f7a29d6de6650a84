/**
 * The reporter's side of an ethics case (server/public-forms/routes.ts):
 *   POST /api/v1/ethics-cases/lookup    { caseNumber, caseSecret }                 → the case
 *   POST /api/v1/ethics-cases/messages  { caseNumber, caseSecret, clientId, body } → the case after the message
 * Number and secret travel in the body only, never in a URL. No cookies and no account go with these requests
 * (the client's `auth: 'none'`): the reporter stays who they chose to be. Answers are parsed with the shared schema;
 * failures are the client's HttpError, whose kind picks the sentence (case-errors.ts; an unknown number and a wrong
 * secret are the same 404).
 *
 * These are mutations, never queries: nothing of a case (and never its secret) enters the persisted query cache.
 */
import {
  ethicsCaseSchema, type EthicsCase, type EthicsCaseAccess, type EthicsCaseMessageRequest,
} from '../../../domain/forms/ethics.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { parserOf } from '../../../lib/api/parse.ts';

export const ethicsCaseKeys = {
  all: ['ethics-case'] as const,
  lookup: ['ethics-case', 'lookup'] as const,
  message: ['ethics-case', 'message'] as const,
};

const post = (path: string, body: unknown): Promise<EthicsCase> =>
  apiFetch(path, { method: 'POST', body, auth: 'none', parse: parserOf(ethicsCaseSchema, 'ethics case') });

export function lookUpCase(access: EthicsCaseAccess): Promise<EthicsCase> {
  return post('/api/v1/ethics-cases/lookup', { caseNumber: access.caseNumber, caseSecret: access.caseSecret });
}

export function sendCaseMessage(req: EthicsCaseMessageRequest): Promise<EthicsCase> {
  return post('/api/v1/ethics-cases/messages', req);
}
