/**
 * The ethics report's follow-up (beyond spec 3, for the EU whistleblower directive): a report stored through the
 * server gets a random case number and a one-time secret (130 bits, shown to the reporter once; only its sha256 is
 * stored). With both, the reporter reads the case's status and messages and writes to the operator, without saying
 * who they are. A wrong secret is answered exactly like an unknown case number.
 *
 * Nothing here reads or stores an IP address, a user agent or an account id.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EthicsCase, EthicsCaseAccess, EthicsCaseMessageRequest, EthicsReport } from '../../src/domain/forms/ethics.ts';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError, conflict, notFound } from '../errors.ts';
import {
  caseMessageByClientId,
  caseMessages,
  caseRow,
  caseSecretOf,
  insertCaseMessage,
  replaceCaseSecret,
  reportIdOfCase,
  setCaseStatus,
} from './repositories/ethics-cases.ts';
import { fingerprint, repeatedReference, storeSubmission } from './store.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `n` random Crockford base-32 characters (5 bits each, from fresh random bytes). */
function randomBase32(n: number): string {
  const bytes = randomBytes(Math.ceil((n * 5) / 8));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < n) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31] ?? '0';
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

export const newCaseNumber = (): string => {
  const c = randomBase32(8);
  return `EC-${c.slice(0, 4)}-${c.slice(4)}`;
};
/** 26 characters = 130 random bits. */
export const newCaseSecret = (): string => randomBase32(26);
const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A stored report as the reporter gets it: reference, case number and the secret (now or never again). */
export interface EthicsSubmission {
  reference: string;
  caseNumber: string;
  caseSecret: string;
  created: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Stores a report with a fresh case. A resend of the same submission (same id, same data) gets the same reference
 * and case number and a NEW secret (the first answer was lost, and only the hash of the old one exists): the
 * submission id is known to the reporter's browser alone.
 */
export async function submitEthicsReport(db: Db, submissionId: string, report: EthicsReport): Promise<EthicsSubmission> {
  const caseSecret = newCaseSecret();
  for (let attempt = 0; ; attempt++) {
    const caseNumber = newCaseNumber();
    try {
      const stored = await storeSubmission(db, 'ethics-report', submissionId, report, { case_number: caseNumber, case_secret_hash: secretHash(caseSecret) });
      if (stored.created) return { reference: stored.reference, caseNumber, caseSecret, created: true };
      return { ...(await renewSecret(db, submissionId, fingerprint(report), caseSecret)), caseSecret, created: false };
    } catch (err) {
      // a case number drawn twice (40 random bits): draw again
      if ((err as { code?: string }).code === UNIQUE_VIOLATION && attempt < 3) continue;
      throw err;
    }
  }
}

async function renewSecret(q: Queryable, submissionId: string, hash: string, secret: string): Promise<{ reference: string; caseNumber: string }> {
  const reference = await repeatedReference(q, 'ethics-report', submissionId, hash);
  const caseNumber = await replaceCaseSecret(q, submissionId, secretHash(secret));
  if (!caseNumber) throw conflict('This report has no case to follow');
  return { reference, caseNumber };
}

const UNKNOWN_CASE = 'Unknown case number or access code';
const DUMMY_HASH = Buffer.alloc(32);

/** The report id of a case when the secret is right; the same 404 for an unknown number and a wrong secret. */
async function openCase(q: Queryable, access: EthicsCaseAccess): Promise<string> {
  const row = await caseSecretOf(q, access.caseNumber);
  const given = createHash('sha256').update(access.caseSecret).digest();
  const stored = row ? Buffer.from(row.case_secret_hash, 'hex') : DUMMY_HASH;
  const ok = timingSafeEqual(given, stored.length === 32 ? stored : DUMMY_HASH) && row !== null;
  if (!ok) throw notFound(UNKNOWN_CASE);
  return row.id;
}

/** True for the 404 of a wrong case number or secret (it counts against the failure budget). */
export const isUnknownCase = (err: unknown): boolean => err instanceof ApiError && err.status === 404 && err.message === UNKNOWN_CASE;

async function caseView(q: Queryable, reportId: string): Promise<EthicsCase> {
  const r = await caseRow(q, reportId);
  if (!r) throw notFound(UNKNOWN_CASE);
  const messages = await caseMessages(q, reportId);
  const iso = (d: Date | string) => new Date(d).toISOString();
  return {
    caseNumber: r.case_number,
    reference: r.reference,
    status: r.status,
    category: r.category,
    createdAt: iso(r.created_at),
    messages: messages.map((m) => ({ id: m.id, clientId: m.client_id, author: m.author, body: m.body, createdAt: iso(m.created_at) })),
  };
}

/** The reporter's view of a case (number + secret). */
export async function lookUpCase(db: Db, access: EthicsCaseAccess): Promise<EthicsCase> {
  return caseView(db, await openCase(db, access));
}

async function addMessage(q: Queryable, reportId: string, author: 'reporter' | 'operator', clientId: string, body: string): Promise<void> {
  if (await insertCaseMessage(q, { reportId, author, clientId, body })) return;
  const prev = await caseMessageByClientId(q, clientId);
  if (prev?.report_id !== reportId || prev.author !== author || prev.body !== body) {
    throw conflict('This message id was already used for another message');
  }
}

/** A reporter's message (resent with the same client id: stored once); answers the case after it. */
export async function postReporterMessage(db: Db, req: EthicsCaseMessageRequest): Promise<EthicsCase> {
  const reportId = await openCase(db, req);
  await addMessage(db, reportId, 'reporter', req.clientId, req.body);
  return caseView(db, reportId);
}

/**
 * The operator's reply (the back office's use case; tests use it now). Optionally moves the case on
 * (`reviewing`, `closed`). Throws 404 for an unknown case number.
 */
export async function postOperatorReply(
  db: Db,
  caseNumber: string,
  reply: { clientId: string; body: string; status?: 'reviewing' | 'closed' },
): Promise<EthicsCase> {
  return db.tx(async (q) => {
    const reportId = await reportIdOfCase(q, caseNumber);
    if (!reportId) throw notFound(UNKNOWN_CASE);
    await addMessage(q, reportId, 'operator', reply.clientId, reply.body.trim());
    if (reply.status) await setCaseStatus(q, reportId, reply.status);
    return caseView(q, reportId);
  });
}
