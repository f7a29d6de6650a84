/** The audit trail (public.ops_audit): written inside the transaction of the change it records. */
import type { OpsAuditEntry } from '../../../src/domain/wire/ops.ts';
import type { Queryable } from '../../db/index.ts';

export type AuditEntity = 'courier' | 'restaurant' | 'recommendation' | 'job' | 'ethics' | 'vendor' | 'review';

export interface AuditActor {
  /** null for the demo seeding or a desk account that is gone */
  userId: string | null;
  email: string;
}

export async function writeAudit(
  q: Queryable,
  actor: AuditActor,
  e: { entity: AuditEntity; entityId: string; action: OpsAuditEntry['action']; from?: string | null; to?: string | null; note?: string | null },
): Promise<void> {
  await q.query(
    `insert into public.ops_audit (actor_id, actor_email, entity, entity_id, action, from_status, to_status, note)
     values ($1::uuid, $2, $3, $4::uuid, $5, $6, $7, $8)`,
    [actor.userId, actor.email, e.entity, e.entityId, e.action, e.from ?? null, e.to ?? null, e.note?.trim() ? e.note.trim() : null],
  );
}

export async function auditOf(q: Queryable, entity: AuditEntity, entityId: string): Promise<OpsAuditEntry[]> {
  const rows = await q.query<{ id: string; at: Date | string; actor_email: string; action: OpsAuditEntry['action']; from_status: string | null; to_status: string | null; note: string | null }>(
    `select id, at, actor_email, action, from_status, to_status, note from public.ops_audit
      where entity = $1 and entity_id = $2::uuid order by at, id`,
    [entity, entityId],
  );
  return rows.map((r) => ({
    id: r.id, at: new Date(r.at).toISOString(), actor: r.actor_email, action: r.action, from: r.from_status, to: r.to_status, note: r.note,
  }));
}

/** When an ethics case was last closed (its latest status move to accepted or rejected); null when never. */
export async function lastEthicsClosing(q: Queryable, entityId: string): Promise<Date | string | null> {
  const [closed] = await q.query<{ at: Date | string }>(
    `select at from public.ops_audit where entity = 'ethics' and entity_id = $1::uuid and action = 'status'
        and to_status in ('accepted', 'rejected') order by at desc limit 1`,
    [entityId],
  );
  return closed?.at ?? null;
}
