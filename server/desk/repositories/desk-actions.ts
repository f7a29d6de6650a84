/**
 * vendor.desk_actions: the stored answer of each desk action (per vendor and actionId), and a delay's claim (a row
 * whose answer is `null` until the change is made). Every function takes the database or transaction handle first.
 */
import type { Queryable } from '../../db/index.ts';

export interface StoredAction {
  order_id: string;
  action: string;
  /** the answer's order as JSON text; 'null' for a delay's claim */
  answer: string;
}

export async function findStoredAction(q: Queryable, vendorId: string, actionId: string): Promise<StoredAction | null> {
  const rows = await q.query<StoredAction>(
    'select order_id, action, answer::text as answer from vendor.desk_actions where vendor_id = $1::uuid and action_id = $2::uuid',
    [vendorId, actionId],
  );
  return rows[0] ?? null;
}

/**
 * Claims the actionId for a delay of the vendor's order `orderId`: true when this call holds the claim (new, or taken
 * over from a claim without an answer older than `staleSeconds`); false when the order is not the vendor's or
 * another claim or answer holds the id.
 */
export async function claimDelayAction(
  q: Queryable, a: { vendorId: string; actionId: string; orderId: string; staleSeconds: number },
): Promise<boolean> {
  const claimed = await q.query<{ one: number }>(
    `insert into vendor.desk_actions (vendor_id, action_id, order_id, action, answer)
       select $1::uuid, $2::uuid, $3::uuid, 'delay', 'null'::jsonb
        where exists (select 1 from vendor.orders o where o.id = $3::uuid and o.vendor_id = $1::uuid)
       on conflict (vendor_id, action_id) do update set created_at = now()
         where vendor.desk_actions.answer = 'null'::jsonb and vendor.desk_actions.action = 'delay'
           and vendor.desk_actions.order_id = $3::uuid and vendor.desk_actions.created_at < now() - make_interval(secs => $4::int)
       returning 1 as one`,
    [a.vendorId, a.actionId, a.orderId, a.staleSeconds],
  );
  return claimed.length > 0;
}

/** Fills in a claimed action's answer: the answer as stored (JSON text), or undefined when the claim is gone. */
export async function setActionAnswer(q: Queryable, vendorId: string, actionId: string, answer: string): Promise<string | undefined> {
  const rows = await q.query<{ answer: string }>(
    `update vendor.desk_actions set answer = $3::jsonb where vendor_id = $1::uuid and action_id = $2::uuid returning answer::text as answer`,
    [vendorId, actionId, answer],
  );
  return rows[0]?.answer;
}

/** Removes a claim that has no answer yet (the change was refused: the id may be decided again). */
export async function dropActionClaim(q: Queryable, vendorId: string, actionId: string): Promise<void> {
  await q.query(
    `delete from vendor.desk_actions where vendor_id = $1::uuid and action_id = $2::uuid and answer = 'null'::jsonb`,
    [vendorId, actionId],
  );
}

/** Stores an action's answer unless the actionId is taken: the answer as stored, or undefined when it was taken. */
export async function insertActionAnswer(
  q: Queryable, a: { vendorId: string; actionId: string; orderId: string; action: string; answer: string },
): Promise<string | undefined> {
  const rows = await q.query<{ answer: string }>(
    `insert into vendor.desk_actions (vendor_id, action_id, order_id, action, answer)
     values ($1::uuid, $2::uuid, $3::uuid, $4, $5::jsonb)
     on conflict (vendor_id, action_id) do nothing returning answer::text as answer`,
    [a.vendorId, a.actionId, a.orderId, a.action, a.answer],
  );
  return rows[0]?.answer;
}
