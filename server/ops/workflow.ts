/**
 * The operator's writes on a submission, each one transaction with its audit row: a status move of the workflow
 * (pending → in_review → accepted | rejected, pending → rejected; anything else is 409), for a restaurant sign-up's
 * acceptance also the draft vendor and the desk invitation (accept-signup.ts); and the reply to an ethics case.
 */
import { randomUUID } from 'node:crypto';
import { isLegalTransition, OPS_TRANSITIONS, type OpsInboxDetail, type OpsInboxKind, type OpsStatusBody } from '../../src/domain/wire/ops.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { within } from '../db/within.ts';
import { conflict, notFound } from '../errors.ts';
import { postOperatorReply } from '../public-forms/ethics-cases.ts';
import type { Mailer } from '../supabase/mailer.ts';
import { acceptRestaurantSignup } from './accept-signup.ts';
import { inboxDetail } from './inbox.ts';
import { writeAudit, type AuditActor } from './repositories/audit.ts';
import { lockEthicsCaseNumber, lockSubmissionStatus, setSubmissionStatus } from './repositories/submissions.ts';

export interface WorkflowDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: () => Date;
}

export async function changeStatus(
  deps: WorkflowDeps,
  actor: AuditActor,
  kind: OpsInboxKind,
  id: string,
  body: OpsStatusBody,
): Promise<OpsInboxDetail> {
  return deps.db.tx(async (q) => {
    const from = await lockSubmissionStatus(q, kind, id);
    if (!from) throw notFound(`No ${kind} submission ${id}`);
    if (!isLegalTransition(from, body.status)) {
      const legal = OPS_TRANSITIONS[from];
      throw conflict(
        `Cannot move a ${from} submission to ${body.status}: ${legal.length ? `from ${from} only to ${legal.join(' or ')}` : `${from} is final`}`,
      );
    }
    if (kind === 'restaurant' && body.status === 'accepted') await acceptRestaurantSignup(q, deps, id);
    await setSubmissionStatus(q, kind, id, body.status);
    await writeAudit(q, actor, { entity: kind, entityId: id, action: 'status', from, to: body.status, note: body.note ?? null });
    return inboxDetail(q, kind, id, deps.now());
  });
}

/** The operator's reply to an ethics case (postOperatorReply: the reporter reads it with number + secret). */
export async function replyToEthicsCase(
  deps: WorkflowDeps,
  actor: AuditActor,
  id: string,
  reply: { message: string; clientId?: string | undefined },
): Promise<OpsInboxDetail> {
  return deps.db.tx(async (q) => {
    const report = await lockEthicsCaseNumber(q, id);
    if (!report) throw notFound(`No ethics submission ${id}`);
    if (!report.caseNumber) throw conflict('This report has no case number, so the reporter cannot read a reply: contact them another way');
    await postOperatorReply(within(deps.db, q), report.caseNumber, { clientId: reply.clientId ?? randomUUID(), body: reply.message });
    await writeAudit(q, actor, { entity: 'ethics', entityId: id, action: 'reply', note: reply.message.slice(0, 2000) });
    return inboxDetail(q, 'ethics', id, deps.now());
  });
}
