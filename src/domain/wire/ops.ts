/**
 * The operator back office (issue 16): the wire shapes of /api/v1/ops/** and of the desk's menu editor
 * (GET/PUT /api/v1/desk/menu). One schema per shape: the server validates requests and serializes answers with them,
 * the ops UI parses answers and drives its forms with them. Money in the back office is integer cents.
 * Cross-field menu rules (min ≤ max, every product priceable by the order pricing) live in src/domain/menu-edit.ts.
 */
import { z } from 'zod';
import { allergenListSchema, dietSchema } from './menu-marks.ts';
import { openingHoursSchema } from './vendor.ts';
import { isoTime, nonEmpty, str, uuid, whole } from './fields.ts';

// ---- inbox ------------------------------------------------------------------------------------------------------------

export const OPS_INBOX_KINDS = ['courier', 'restaurant', 'recommendation', 'job', 'ethics'] as const;
export const opsInboxKindSchema = z.enum(OPS_INBOX_KINDS, { error: `kind must be one of ${OPS_INBOX_KINDS.join(', ')}` });
export type OpsInboxKind = z.infer<typeof opsInboxKindSchema>;

/** The workflow: pending → in_review → accepted | rejected, and pending → rejected. */
export const OPS_STATUSES = ['pending', 'in_review', 'accepted', 'rejected'] as const;
export const opsStatusSchema = z.enum(OPS_STATUSES, { error: `status must be one of ${OPS_STATUSES.join(', ')}` });
export type OpsStatus = z.infer<typeof opsStatusSchema>;

/** The legal moves of the workflow (the server answers 409 for any other). */
export const OPS_TRANSITIONS: Readonly<Record<OpsStatus, readonly OpsStatus[]>> = {
  pending: ['in_review', 'rejected'],
  in_review: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};
export const isLegalTransition = (from: OpsStatus, to: OpsStatus): boolean => OPS_TRANSITIONS[from].includes(to);

const queryInt = (key: string, def: number, min: number, max: number) =>
  z
    .string({ error: `${key} must be given once` })
    .regex(/^\d{1,6}$/, `${key} must be a whole number from ${min} to ${max}`)
    .optional()
    .transform((s) => (s === undefined ? def : Number(s)))
    .refine((n) => n >= min && n <= max, `${key} must be a whole number from ${min} to ${max}`);

/** Filter of a list and of its CSV export: status, free text (reference, names, e-mail), paging (list only). */
export const opsInboxFilterSchema = z.object({
  status: opsStatusSchema.optional(),
  q: z.string({ error: 'q must be given once' }).trim().max(100, 'q must be at most 100 characters').optional(),
});
export const opsInboxQuerySchema = opsInboxFilterSchema.extend({
  page: queryInt('page', 1, 1, 100_000),
  pageSize: queryInt('pageSize', 20, 1, 100),
});

export const opsInboxItemSchema = z.object({
  id: uuid,
  reference: z.string(),
  createdAt: isoTime,
  status: opsStatusSchema,
  /** e.g. the applicant's or restaurant's name; for ethics the category */
  title: z.string(),
  /** e.g. e-mail and city; for ethics "anonym" or the contact */
  subtitle: z.string(),
  /** ethics only: a deadline (acknowledgement 7 days, feedback 3 months) has passed without the step */
  overdue: z.boolean().optional(),
});
export type OpsInboxItem = z.infer<typeof opsInboxItemSchema>;

export const opsInboxPageSchema = z.object({
  items: z.array(opsInboxItemSchema),
  total: whole(0, Number.MAX_SAFE_INTEGER),
  page: whole(1, 100_000),
  pageSize: whole(1, 100),
});
export type OpsInboxPage = z.infer<typeof opsInboxPageSchema>;

export const OPS_AUDIT_ACTIONS = ['status', 'reply', 'zones', 'menu', 'publish', 'hours', 'hide', 'unhide', 'vat_id'] as const;
export const opsAuditEntrySchema = z.object({
  id: z.string(),
  at: isoTime,
  /** the operator's (or the desk account's) e-mail */
  actor: z.string(),
  action: z.enum(OPS_AUDIT_ACTIONS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
});
export type OpsAuditEntry = z.infer<typeof opsAuditEntrySchema>;

export const opsEthicsMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['reporter', 'operator']),
  body: z.string(),
  createdAt: isoTime,
});

/** The EU whistleblower directive's deadlines: acknowledgement within 7 days, feedback within 3 months. */
export const opsEthicsDeadlinesSchema = z.object({
  acknowledgementDue: isoTime,
  /** the first operator reply, null while there is none */
  acknowledgedAt: isoTime.nullable(),
  acknowledgementOverdue: z.boolean(),
  feedbackDue: isoTime,
  /** when the case was closed (accepted or rejected), null while open */
  feedbackGivenAt: isoTime.nullable(),
  feedbackOverdue: z.boolean(),
});

/** A stored field's value as the detail shows it (opening hours are an object of days). */
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()), z.record(z.string(), z.unknown())]);

export const opsInboxDetailSchema = opsInboxItemSchema.extend({
  kind: opsInboxKindSchema,
  /** every stored field of the submission, by column name (never an IP address or device: none is stored) */
  fields: z.record(z.string(), fieldValue),
  audit: z.array(opsAuditEntrySchema),
  /** restaurant sign-ups once accepted: the draft (or published) vendor made from it */
  vendorId: uuid.nullable().optional(),
  ethics: z
    .object({
      caseNumber: z.string().nullable(),
      anonymous: z.boolean(),
      messages: z.array(opsEthicsMessageSchema),
      deadlines: opsEthicsDeadlinesSchema,
    })
    .optional(),
});
export type OpsInboxDetail = z.infer<typeof opsInboxDetailSchema>;

export const opsStatusBodySchema = z.object({
  status: opsStatusSchema,
  /** internal note, kept in the audit trail */
  note: str(2000).optional(),
});
export type OpsStatusBody = z.infer<typeof opsStatusBodySchema>;

export const opsEthicsReplyBodySchema = z.object({
  message: nonEmpty(5000),
  /** the sender's id of this reply (a resend with the same id is stored once); made by the server when absent */
  clientId: uuid.optional(),
});
export type OpsEthicsReplyBody = z.infer<typeof opsEthicsReplyBodySchema>;

export const opsMeSchema = z.object({ email: z.string() });

// ---- menu editor (operator and the vendor's desk) ------------------------------------------------------------------------

export const VAT_RATES = [10, 13, 20] as const;
export const vatRateSchema = z.literal(VAT_RATES, { error: `vatRate must be one of ${VAT_RATES.join(', ')}` });

const cents = (max: number) => whole(0, max);
const editId = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'must be letters, digits, "-" and "_" (at most 100)');

export const menuOptionValueSchema = z.object({ name: nonEmpty(200), priceCents: cents(100_000), allergens: allergenListSchema.optional() });
export const menuOptionGroupSchema = z.object({
  name: nonEmpty(200),
  min: whole(0, 99),
  max: whole(0, 99),
  values: z.array(menuOptionValueSchema).max(100, 'has more than 100 values'),
});
export const menuProductSchema = z.object({
  id: editId.optional(),
  name: nonEmpty(200),
  description: str(2000).optional(),
  priceCents: cents(1_000_000),
  vatRate: vatRateSchema,
  /** allergen codes A … R (src/domain/allergens.ts) */
  allergens: allergenListSchema,
  diet: dietSchema.optional(),
  optionGroups: z.array(menuOptionGroupSchema).max(30, 'has more than 30 option groups'),
  /** the desk's sold-out switch, kept as it is (read-only here) */
  soldOut: z.boolean().optional(),
});
export const menuCategorySchema = z.object({
  id: editId.optional(),
  name: nonEmpty(200),
  products: z.array(menuProductSchema).max(500, 'has more than 500 products'),
});
/** Body of PUT …/menu; the answer is the same shape with every id filled in. */
export const menuBodySchema = z.object({ categories: z.array(menuCategorySchema).max(100, 'has more than 100 categories') });
export type MenuBody = z.infer<typeof menuBodySchema>;
export type MenuProduct = z.infer<typeof menuProductSchema>;
export type MenuOptionGroup = z.infer<typeof menuOptionGroupSchema>;

// ---- vendors --------------------------------------------------------------------------------------------------------------

export const opsZoneSchema = z.object({
  label: nonEmpty(100),
  postalCodes: z.array(z.string().regex(/^\d{4}$/, 'must be an Austrian postal code (4 digits)')).min(1, 'needs at least one postal code').max(500),
  /** delivery fee */
  feeCents: cents(10_000),
  /** minimum order value (below it the minimum-order fee applies) */
  minOrderCents: cents(100_000),
  /** the fee is waived from this subtotal on (0 = never) */
  freeDeliveryFromCents: cents(1_000_000).optional(),
});
export type OpsZone = z.infer<typeof opsZoneSchema>;
export const opsZonesBodySchema = z.object({ zones: z.array(opsZoneSchema).min(1, 'needs at least one zone').max(100, 'has more than 100 zones') });
export type OpsZonesBody = z.infer<typeof opsZonesBodySchema>;

export const opsVendorSchema = z.object({
  id: uuid,
  slug: z.string(),
  label: z.string(),
  state: z.enum(['draft', 'published']),
  publishedAt: isoTime.nullable(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  cuisine: z.string().nullable(),
  /** the UID number on its receipts, if any */
  vatId: z.string().nullable(),
  zones: z.array(opsZoneSchema),
  openingHours: openingHoursSchema,
  menu: menuBodySchema,
  /** the restaurant sign-up it was made from */
  signupId: uuid.nullable(),
  /** the desk accounts linked to it */
  deskEmails: z.array(z.string()),
});
export type OpsVendor = z.infer<typeof opsVendorSchema>;

/** Demo mode only: GET /dev/operator?format=json */
export const opsDemoOperatorSchema = z.object({ email: z.string(), password: z.string() });
