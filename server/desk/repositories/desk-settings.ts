/** vendor.desk_settings: a vendor's auto-accept and default preparation time. Takes the database or transaction handle. */
import type { Queryable } from '../../db/index.ts';

export interface DeskSettingsRow {
  autoAccept: boolean;
  prepMinutes: number;
  /** when auto-accept was switched on (null: off) */
  since: Date | string | null;
}

export async function findDeskSettings(q: Queryable, vendorId: string): Promise<DeskSettingsRow | null> {
  const rows = await q.query<{ auto_accept: boolean; default_prep_minutes: number; since: Date | string | null }>(
    `select auto_accept, default_prep_minutes, auto_accept_since as since from vendor.desk_settings where vendor_id = $1::uuid`,
    [vendorId],
  );
  const r = rows[0];
  return r ? { autoAccept: r.auto_accept, prepMinutes: r.default_prep_minutes, since: r.since } : null;
}

/** Writes the settings; auto-accept's start is `now` when it is switched on, kept while it stays on, cleared when off. */
export async function upsertDeskSettings(
  q: Queryable, vendorId: string, s: { autoAccept: boolean; prepMinutes: number }, now: string,
): Promise<void> {
  await q.query(
    `insert into vendor.desk_settings (vendor_id, auto_accept, default_prep_minutes, auto_accept_since, updated_at)
     values ($1::uuid, $2, $3, case when $2 then $4::timestamptz end, $4::timestamptz)
     on conflict (vendor_id) do update set auto_accept = excluded.auto_accept, default_prep_minutes = excluded.default_prep_minutes,
       auto_accept_since = case when not excluded.auto_accept then null
                                when vendor.desk_settings.auto_accept then vendor.desk_settings.auto_accept_since
                                else excluded.auto_accept_since end,
       updated_at = excluded.updated_at`,
    [vendorId, s.autoAccept, s.prepMinutes, now],
  );
}

/**
 * The orders still RECEIVED and not expired at `now` of the vendors that auto-accept, placed since it was switched
 * on, oldest first (at most 500).
 */
export async function ordersAwaitingAutoAccept(q: Queryable, now: string): Promise<{ id: string; vendorId: string }[]> {
  const rows = await q.query<{ id: string; vendor_id: string }>(
    `select o.id, o.vendor_id from vendor.desk_settings s
       join vendor.orders o on o.vendor_id = s.vendor_id and o.state = 'RECEIVED' and o.created_at >= s.auto_accept_since
      where s.auto_accept and o.expire_time > $1::timestamptz
      order by o.created_at limit 500`,
    [now],
  );
  return rows.map((r) => ({ id: r.id, vendorId: r.vendor_id }));
}
