/**
 * Path and query schemas of the vendor API routes (the bodies and answers are the shared wire schemas of
 * src/domain/wire). Each query parameter is given at most once; its message names it, as the API always did
 * ("pageSize must be an integer between 1 and 100"). Parsed values arrive in the handlers typed and defaulted.
 */
import { z } from 'zod';
import { apiErrorSchema } from '../../src/domain/wire/order.ts';

/** A query parameter as text, given once, at most `max` characters. */
const queryText = (key: string, max: number) =>
  z
    .string({ error: `${key} must be given once` })
    .max(max, `${key} is longer than ${max} characters`)
    .optional();

/** A whole number in min..max (empty or absent: `def`). */
const queryInt = (key: string, def: number, min: number, max: number) => {
  const msg = `${key} must be an integer between ${min} and ${max}`;
  return z
    .string({ error: `${key} must be given once` })
    .max(20, msg)
    .regex(/^(-?\d+)?$/, msg)
    .optional()
    .transform((s) => (s === undefined || s === '' ? def : Number(s)))
    .refine((n) => n >= min && n <= max, msg);
};

/** Seconds as "30" or a Google duration "30s" / "1.5s" (empty or absent: `def`). */
const querySeconds = (key: string, def: number, min: number, max: number) => {
  const msg = `${key} must be a number of seconds between ${min} and ${max}`;
  return z
    .string({ error: `${key} must be given once` })
    .max(20, msg)
    .regex(/^(\d+(\.\d+)?s?)?$/, msg)
    .optional()
    .transform((s) => (s === undefined || s === '' ? def : Number(s.replace(/s$/, ''))))
    .refine((n) => n >= min && n <= max, msg);
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO date-time with a time zone, as a Date (empty or absent: undefined). */
const queryTime = (key: string) => {
  const msg = `${key} must be an ISO date-time with time zone, e.g. 2024-05-01T12:00:00Z`;
  return z
    .string({ error: `${key} must be given once` })
    .max(40, msg)
    .optional()
    .refine((s) => s === undefined || s === '' || ISO_TIME.test(s), msg)
    .transform((s) => (s === undefined || s === '' ? undefined : new Date(s)))
    .refine((d) => d === undefined || !Number.isNaN(d.getTime()), `${key} is not a valid date-time`);
};

/** view: BASIC/FULL or 1/2 (Google enum names or numbers); default FULL. */
const queryView = z
  .string({ error: 'view must be given once' })
  .max(40, 'view must be BASIC (1) or FULL (2)')
  .optional()
  .transform((s, ctx): 1 | 2 => {
    const u = (s ?? '').toUpperCase();
    if (u === '' || u === '2' || u === 'FULL' || u.endsWith('_FULL')) return 2;
    if (u === '1' || u === 'BASIC' || u.endsWith('_BASIC')) return 1;
    ctx.addIssue({ code: 'custom', message: 'view must be BASIC (1) or FULL (2)' });
    return z.NEVER;
  })
  .meta({ description: 'BASIC (1) or FULL (2, default)' });

// ---- path parameters --------------------------------------------------------------------------------------------

const vendorParam = z.string().max(500).meta({ description: 'vendor uuid, resource name vendors/{uuid} (url-encoded) or slug' });
const orderParam = z.string().max(500).meta({ description: 'order uuid, resource name or order number' });

export const vendorParams = z.object({ vendor: vendorParam });
export const resourceNameParams = z.object({ id: vendorParam });
export const catalogParams = z.object({ vendor: vendorParam, catalog: z.string().max(500) });
export const orderParams = z.object({ vendor: vendorParam, order: orderParam });

// ---- query strings ----------------------------------------------------------------------------------------------

export const viewQuery = z.object({ view: queryView });

export const listingQuery = z.object({
  pageSize: queryInt('pageSize', 20, 1, 100),
  pageToken: queryText('pageToken', 1000),
  view: queryView,
  filter: queryText('filter', 300).meta({ description: 'zone:{postal code or city}, tag:{tag} and free words; all must match' }),
  orderBy: queryText('orderBy', 200).meta({ description: 'e.g. "rating desc, label asc" (rating, label, popularity, deliveryFee, minOrder, deliveryTime, promoted)' }),
});

export const categoryCountsQuery = z.object({
  filter: queryText('filter', 300).meta({ description: 'zone:{postal code or city} and free words, as the listing; tag: terms are ignored' }),
  deliveryType: z.enum(['delivery', 'pickup']).optional().meta({ description: 'count only the vendors offering it' }),
});

export const orderListQuery = z.object({
  pageSize: queryInt('pageSize', 20, 1, 100),
  pageToken: queryText('pageToken', 1000),
  view: queryView,
});

const orderIdQuery = queryText('orderId', 200).meta({ description: "the one order a customer follows (its uuid); the vendor token may omit it" });

export const pollQuery = z.object({
  orderId: orderIdQuery,
  pageSize: queryInt('pageSize', 100, 1, 1000),
  timeout: querySeconds('timeout', 30, 0, 60),
  pageToken: queryText('pageToken', 1000),
  startTime: queryTime('startTime'),
});

export const monitorQuery = z.object({
  orderId: orderIdQuery,
  keepAlive: querySeconds('keepAlive', 15, 1, 300),
  startSeq: queryText('startSeq', 20).refine((s) => s === undefined || s === '' || /^\d{1,15}$/.test(s), 'startSeq must be a non-negative integer'),
  startTime: queryTime('startTime'),
});

export const lookupQuery = z.object({
  requestId: z
    .string({ error: (iss) => (iss.input === undefined ? 'Query parameter "requestId" is required' : 'requestId must be given once') })
    .trim()
    .min(1, 'Query parameter "requestId" is required')
    .max(100, 'Query parameter "requestId" is too long (max 100 characters)'),
});

export const updateMaskQuery = (max: number) => z.object({ updateMask: queryText('updateMask', max) });

/** Every error answer: `{ error: { code, message, status } }`. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
