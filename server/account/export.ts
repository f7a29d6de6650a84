/**
 * The account export (issue 29, GDPR Art. 15 and 20): every row of the signed-in customer — never anyone else's.
 * The rows come from repositories/account-export.ts; they keep their column names, timestamps are ISO text.
 */
import { EXPORT_SECTIONS, type ExportSection } from '../../src/domain/data-rights.ts';
import type { AccountExport } from '../../src/domain/wire/account-export.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import {
  addressRows, findAccountUser, newsletterRows, orderPushRows, orderRows, profileRows, reviewRows, sessionRows, workplaceRows,
  type ExportRow,
} from './repositories/account-export.ts';

export async function accountExport(q: Queryable, userId: string, now: Date): Promise<AccountExport> {
  const user = await findAccountUser(q, userId);
  if (!user) throw new ApiError(401, 'The account of this access token no longer exists');
  const sections: Record<ExportSection, ExportRow[]> = {
    profile: await profileRows(q, userId),
    addresses: await addressRows(q, userId),
    workplaces: await workplaceRows(q, userId),
    orders: await orderRows(q, userId),
    reviews: await reviewRows(q, userId),
    subscriptions: [...(await newsletterRows(q, user.email)), ...(await orderPushRows(q, userId))],
    sessions: await sessionRows(q, userId),
  };
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    format: 'lieferzone-account-export/1',
    exportedAt: now.toISOString(),
    account: { id: user.id, email: user.email, createdAt: new Date(user.created_at).toISOString(), emailConfirmedAt: iso(user.email_confirmed_at), lastSignInAt: iso(user.last_sign_in_at) },
    ...sections,
    summary: Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, sections[s].length])) as Record<ExportSection, number>,
  };
}
