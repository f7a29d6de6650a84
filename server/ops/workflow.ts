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
import { writeAudit, type AuditActor } from './audit.ts';
import { inboxDetail } from './inbox.ts';
import { INBOX_KINDS } from './kinds.ts';

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
  const k = INBOX_KINDS[kind];
  return deps.db.tx(async (q) => {
    const [row] = await q.query<{ status: OpsInboxDetail['status'] }>(
      `select ${k.statusSql} as status from ${k.table} t where t.id = $1::uuid for update`,
      [id],
    );
    if (!row) throw notFound(`No ${kind} submission ${id}`);
    const from = row.status;
    if (!isLegalTransition(from, body.status)) {
      const legal = OPS_TRANSITIONS[from];
      throw conflict(
        `Cannot move a ${from} submission to ${body.status}: ${legal.length ? `from ${from} only to ${legal.join(' or ')}` : `${from} is final`}`,
      );
    }
    if (kind === 'restaurant' && body.status === 'accepted') await acceptRestaurantSignup(q, deps, id);
    const stored = k.stored(body.status);
    if (kind === 'ethics') {
      await q.query(`update ${k.table} set status = $2, resolution = $3 where id = $1::uuid`, [id, stored.status, stored.resolution ?? null]);
    } else {
      await q.query(`update ${k.table} set status = $2 where id = $1::uuid`, [id, stored.status]);
    }
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
    const [r] = await q.query<{ case_number: string | null }>(`select case_number from public.ethics_reports where id = $1::uuid for update`, [id]);
    if (!r) throw notFound(`No ethics submission ${id}`);
    if (!r.case_number) throw conflict('This report has no case number, so the reporter cannot read a reply: contact them another way');
    await postOperatorReply(within(deps.db, q), r.case_number, { clientId: reply.clientId ?? randomUUID(), body: reply.message });
    await writeAudit(q, actor, { entity: 'ethics', entityId: id, action: 'reply', note: reply.message.slice(0, 2000) });
    return inboxDetail(q, 'ethics', id, deps.now());
  });
}
