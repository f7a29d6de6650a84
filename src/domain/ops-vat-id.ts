/**
 * The restaurant's UID number as the back office edits it (issue 29). Its own module, apart from src/domain/vat-id.ts
 * and src/domain/wire/: those are in the customer pages' shared schema chunk (vite.config.ts), this is the back office's only.
 */
import { z } from 'zod';
import { isAustrianUid } from './vat-id.ts';

/** A UID as typed ("atu 1022 3006") in the stored form: no spaces, capitals. */
export const normalizeUid = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a UID (already normalized): its shape, its check digit, or nothing. */
export function uidProblem(uid: string): 'format' | 'checkDigit' | null {
  if (!/^ATU\d{8}$/.test(uid)) return 'format';
  return isAustrianUid(uid) ? null : 'checkDigit';
}

/** The English messages of the wire schemas for each problem (the apps show their own words for them). */
export const UID_MESSAGES = {
  format: 'must be ATU followed by 8 digits, e.g. ATU10223006',
  checkDigit: 'has a wrong check digit: not a valid Austrian UID',
} as const;

/**
 * PUT /api/v1/ops/vendors/{id}/vat-id: the restaurant's UID number, printed on its receipts (issue 29), or null to
 * remove it. Spaces and small letters are forgiven; the shape and the check digit are each refused with their own
 * message.
 */
export const opsVatIdBodySchema = z.object({
  vatId: z
    .string()
    .max(30, 'must be at most 30 characters')
    .transform(normalizeUid)
    .superRefine((uid, ctx) => {
      const problem = uidProblem(uid);
      if (problem) ctx.addIssue({ code: 'custom', message: UID_MESSAGES[problem] });
    })
    .nullable(),
});
export type OpsVatIdBody = z.input<typeof opsVatIdBodySchema>;

