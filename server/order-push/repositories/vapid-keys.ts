/** vendor.push_vapid: demo mode's kept VAPID pair (one row, id 1). Takes the database or transaction handle. */
import type { Queryable } from '../../db/index.ts';

export interface VapidRow {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Stores the pair unless one is kept already (the first node's insert wins). */
export async function insertVapidKeysOnce(q: Queryable, k: VapidRow): Promise<void> {
  await q.query(
    `insert into vendor.push_vapid (id, public_key, private_key, subject) values (1, $1, $2, $3) on conflict (id) do nothing`,
    [k.publicKey, k.privateKey, k.subject],
  );
}

/** The kept pair, or undefined. */
export async function findVapidKeys(q: Queryable): Promise<VapidRow | undefined> {
  const rows = await q.query<{ public_key: string; private_key: string; subject: string }>(
    'select public_key, private_key, subject from vendor.push_vapid where id = 1',
  );
  const r = rows[0];
  return r ? { publicKey: r.public_key, privateKey: r.private_key, subject: r.subject } : undefined;
}
