/**
 * "Meine Daten herunterladen" (issue 29; GDPR Art. 15 access and Art. 20 portability): GET /api/v1/account/export
 * answers every row the signed-in customer's account holds, as JSON. Rows keep their database column names, so
 * the file says exactly what is stored; `summary` counts them for the readable overview in the personal area.
 */
import { z } from 'zod';
import type { ExportSection } from '../data-rights.ts';
import { isoTime } from './fields.ts';

const rows = z.array(z.record(z.string(), z.unknown()));


export const accountExportSchema = z.object({
  format: z.literal('lieferzone-account-export/1'),
  exportedAt: isoTime,
  account: z.object({ id: z.string(), email: z.string(), createdAt: isoTime, emailConfirmedAt: isoTime.nullable(), lastSignInAt: isoTime.nullable() }),
  profile: rows,
  addresses: rows,
  workplaces: rows,
  /** the account's orders, each with its `items` */
  orders: rows,
  reviews: rows,
  /** newsletter subscriptions of the account's e-mail address, and the push notifications of its orders */
  subscriptions: rows,
  /** sign-in sessions (device and address as recorded) */
  sessions: rows,
  /** rows per section (the keys of EXPORT_SECTIONS, checked below; listed here so this chunk imports no other module) */
  summary: z.object({
    profile: z.number(), addresses: z.number(), workplaces: z.number(), orders: z.number(), reviews: z.number(),
    subscriptions: z.number(), sessions: z.number(),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** Compile-time check: the summary has exactly the export's sections. */
type AssertSame<A extends B, B extends C, C = A> = [A, B];
type _SummaryKeysMatch = AssertSame<keyof AccountExport['summary'], ExportSection>;
