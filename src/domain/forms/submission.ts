/**
 * The wire shape shared by every public form (POST /api/v1/forms/{kind}):
 *   request  `{ submissionId, website?, language?, data }` — submissionId is a UUID the browser makes once per
 *            submission (a resend with the same id gives the same answer and stores one row; the same id with other
 *            data is refused, 409); `website` is the honeypot (a hidden field people leave empty); `language` the
 *            page's language (for the confirmation mail and the 400's sentence);
 *   answer   `{ reference }` (e.g. `CA-2026-000042`); an ethics report's adds `caseNumber` and `caseSecret` (shown once);
 *   400      `{ error: { code: 400, message, status: 'INVALID_ARGUMENT', fields: { <field>: <message key> } } }`.
 */
import { z } from 'zod';
import { apiErrorSchema } from '../wire/order.ts';
import { uuid } from '../wire/fields.ts';
import { courierApplicationSchema } from './courier.ts';
import { ethicsReportSchema } from './ethics.ts';
import { jobApplicationSchema } from './job-application.ts';
import { restaurantSignupSchema } from './restaurant.ts';
import { vendorRecommendationSchema } from './recommendation.ts';

/** The five public forms, as they appear in the URL. */
export const PUBLIC_FORM_KINDS = ['courier-application', 'restaurant-signup', 'vendor-recommendation', 'job-application', 'ethics-report'] as const;
export type PublicFormKind = (typeof PUBLIC_FORM_KINDS)[number];

/** The schema of each form's `data`. */
export const PUBLIC_FORM_SCHEMAS = {
  'courier-application': courierApplicationSchema,
  'restaurant-signup': restaurantSignupSchema,
  'vendor-recommendation': vendorRecommendationSchema,
  'job-application': jobApplicationSchema,
  'ethics-report': ethicsReportSchema,
} as const satisfies Record<PublicFormKind, z.ZodType>;

export type PublicFormData<K extends PublicFormKind> = z.output<(typeof PUBLIC_FORM_SCHEMAS)[K]>;

/** Largest request body of a form submission (bytes). */
export const PUBLIC_FORM_BODY_MAX = 64 * 1024;
/** Longest honeypot value taken (anything in it marks a bot; the length only bounds the parse). */
const HONEYPOT_MAX = 500;

export const FORM_LANGUAGES = ['de', 'en', 'tr'] as const;

/** The envelope around one form's data. */
export const submissionEnvelope = <S extends z.ZodType>(data: S) =>
  z.object({
    submissionId: uuid,
    website: z.string().max(HONEYPOT_MAX, `must be at most ${HONEYPOT_MAX} characters`).optional(),
    language: z.enum(FORM_LANGUAGES).optional(),
    data,
  });

/** The envelope as the server's route takes it before the form's own rules run (they answer per field). */
export const submissionRequestSchema = submissionEnvelope(z.record(z.string(), z.unknown()));

/** The answer to a stored (or repeated) submission. */
export const submissionResponseSchema = z.object({ reference: z.string().max(40) });
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

/** An ethics report's answer: the case number and the one-time secret for the follow-up. */
export const ethicsSubmissionResponseSchema = submissionResponseSchema.extend({
  caseNumber: z.string().max(20),
  caseSecret: z.string().max(40),
});
export type EthicsSubmissionResponse = z.infer<typeof ethicsSubmissionResponseSchema>;

/** A 400 of a form: the API's error shape with each refused field's message key. */
export const formErrorSchema = z.object({
  error: apiErrorSchema.shape.error.extend({ fields: z.record(z.string(), z.string()).optional() }),
});

/** The first message per field of a failed parse (`{ email: 'forms:errors.emailInvalid', 'openingHours.monday.open': … }`). */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const path = i.path.map(String).join('.') || '_';
    out[path] ??= i.message;
  }
  return out;
}
