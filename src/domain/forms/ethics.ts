/**
 * Ethics report (spec 3 §2.12, §3, §5) and the reporter's follow-up of a case. Category and description are
 * required; everything else is optional. "Anonymous" drops the contact fields from the submission (they become null
 * whatever was typed), so an anonymous report carries nothing that names the reporter.
 *
 * Follow-up (beyond the spec, EU whistleblower rules): the answer to a report carries a case number and a one-time
 * secret; with both the reporter reads the case's status and messages and writes to the operator.
 */
import { z } from 'zod';
import { uuid } from '../wire/fields.ts';
import { ETHICS_CATEGORIES } from './constants.ts';
import { choice, flag, optionalDate, optionalEmail, optionalPhone, optionalText, requiredText } from './fields.ts';
import { FORM_ERRORS as E } from './messages.ts';

export const ethicsReportSchema = z
  .object({
    category: choice(ETHICS_CATEGORIES, E.categoryRequired),
    description: requiredText(20_000, E.descriptionRequired),
    location: optionalText(500),
    incidentDate: optionalDate(1),
    witnesses: optionalText(5000),
    evidence: optionalText(5000),
    contactName: optionalText(200),
    contactEmail: optionalEmail,
    contactPhone: optionalPhone,
    anonymous: flag,
  })
  .transform((v) => (v.anonymous ? { ...v, contactName: null, contactEmail: null, contactPhone: null } : v));

export type EthicsReportForm = z.input<typeof ethicsReportSchema>;
export type EthicsReport = z.output<typeof ethicsReportSchema>;

export const EMPTY_ETHICS_REPORT: EthicsReportForm = {
  category: '', description: '', location: '', incidentDate: '', witnesses: '', evidence: '',
  contactName: '', contactEmail: '', contactPhone: '', anonymous: false,
};

/** Case number as shown: `EC-` and 8 letters/digits in two groups (`EC-7K3M-Q9XD`); typed in any case, spaces allowed. */
export const CASE_NUMBER = /^EC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** The one-time secret: 26 Crockford base-32 characters (130 bits), shown in groups of 5 or 6 joined by dashes. */
export const CASE_SECRET = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** `ec 7k3m q9xd` → `EC-7K3M-Q9XD` (O read as 0, I and L as 1); any other text is returned trimmed and upper-cased (and then refused). */
export function normalizeCaseNumber(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]+/g, '');
  const m = /^EC([0-9A-Z]{8})$/.exec(compact);
  if (!m?.[1]) return raw.trim().toUpperCase();
  const code = m[1].replace(/O/g, '0').replace(/[IL]/g, '1');
  return `EC-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The secret as typed (groups, spaces, lower case, O for 0, I/L for 1) → its 26 characters. */
export function normalizeCaseSecret(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const caseNumberField = z.string({ error: E.caseNumberInvalid }).max(40, E.caseNumberInvalid).transform(normalizeCaseNumber).pipe(z.string().regex(CASE_NUMBER, E.caseNumberInvalid));
const caseSecretField = z.string({ error: E.caseSecretInvalid }).max(60, E.caseSecretInvalid).transform(normalizeCaseSecret).pipe(z.string().regex(CASE_SECRET, E.caseSecretInvalid));

/** Body of the case look-up: number and secret (sent in the body, never in a URL). */
export const ethicsCaseAccessSchema = z.object({ caseNumber: caseNumberField, caseSecret: caseSecretField });
export type EthicsCaseAccess = z.output<typeof ethicsCaseAccessSchema>;

/** A reporter's message to the operator; `clientId` (a UUID made by the browser) makes a resend harmless. */
export const ethicsCaseMessageRequestSchema = ethicsCaseAccessSchema.extend({
  clientId: uuid,
  body: requiredText(5000, E.messageRequired),
});
export type EthicsCaseMessageRequest = z.output<typeof ethicsCaseMessageRequestSchema>;

export const ETHICS_CASE_STATUSES = ['submitted', 'reviewing', 'closed'] as const;

export const ethicsCaseMessageSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  author: z.enum(['reporter', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});

/** What the reporter sees of a case: no contact data, nothing about who reported. */
export const ethicsCaseSchema = z.object({
  caseNumber: z.string(),
  reference: z.string(),
  status: z.enum(ETHICS_CASE_STATUSES),
  category: z.enum(ETHICS_CATEGORIES),
  createdAt: z.string(),
  messages: z.array(ethicsCaseMessageSchema),
});
export type EthicsCase = z.infer<typeof ethicsCaseSchema>;
