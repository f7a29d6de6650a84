/**
 * The reporter's side of an ethics case (server/public-forms/routes.ts):
 *   POST /api/v1/ethics-cases/lookup    { caseNumber, caseSecret }                 → the case
 *   POST /api/v1/ethics-cases/messages  { caseNumber, caseSecret, clientId, body } → the case after the message
 * Number and secret travel in the body only, never in a URL. No cookies and no account go with these requests:
 * the reporter stays who they chose to be. Answers are parsed with the shared schema; failures become a
 * CaseRequestError whose `kind` picks the sentence (an unknown number and a wrong secret are the same 404).
 *
 * These are mutations, never queries: nothing of a case (and never its secret) enters the persisted query cache.
 */
import {
  ethicsCaseSchema, type EthicsCase, type EthicsCaseAccess, type EthicsCaseMessageRequest,
} from '../../../domain/forms/ethics.ts';
import { loadRuntimeConfig } from '../../../lib/runtime-config.ts';

export type CaseErrorKind = 'not-found' | 'invalid' | 'rate' | 'conflict' | 'server' | 'network';

export class CaseRequestError extends Error {
  override readonly name = 'CaseRequestError';
  constructor(readonly kind: CaseErrorKind, readonly status?: number) {
    super(`ethics case request failed: ${kind}`);
  }
}

export const ethicsCaseKeys = {
  all: ['ethics-case'] as const,
  lookup: ['ethics-case', 'lookup'] as const,
  message: ['ethics-case', 'message'] as const,
};

export function kindOfStatus(status: number): CaseErrorKind {
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'server';
  return 'invalid';
}

async function post(path: string, body: unknown): Promise<EthicsCase> {
  const { apiBaseUrl } = await loadRuntimeConfig();
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new CaseRequestError('network');
  }
  if (!res.ok) throw new CaseRequestError(kindOfStatus(res.status), res.status);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new CaseRequestError('server', res.status);
  }
  const parsed = ethicsCaseSchema.safeParse(json);
  if (!parsed.success) throw new CaseRequestError('server', res.status);
  return parsed.data;
}

export function lookUpCase(access: EthicsCaseAccess): Promise<EthicsCase> {
  return post('/api/v1/ethics-cases/lookup', { caseNumber: access.caseNumber, caseSecret: access.caseSecret });
}

export function sendCaseMessage(req: EthicsCaseMessageRequest): Promise<EthicsCase> {
  return post('/api/v1/ethics-cases/messages', req);
}

/** The kind of any failure of these requests (an unexpected error counts as the server's). */
export const caseErrorKind = (err: unknown): CaseErrorKind => (err instanceof CaseRequestError ? err.kind : 'server');
