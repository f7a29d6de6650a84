/**
 * The body of POST /api/v1/vendors/{id}:placeOrder (spec 1 §3, §7) with every string bounded. Contact fields use the
 * one schema each of contact.ts, so the checkout form and the server accept exactly the same e-mail addresses, phone
 * numbers, postal codes and requestIds. What depends on the vendor (open, zones, payment methods offered, prices) is
 * checked by the server's placeOrder after this schema; client amounts are only compared, never trusted.
 */
import { z } from 'zod';
import { emailSchema, phoneSchema, postalCodeSchema, requestIdSchema } from '../contact.ts';
import { money, nonEmpty, str, whole } from './fields.ts';

const requestLineOptionSchema = z.object({
  slug: nonEmpty(100),
  label: str(200).optional(),
  vals: z
    .array(z.object({ slug: nonEmpty(100), label: str(200).optional(), qty: whole(0, 99), pr: z.number().optional() }))
    .max(100, 'has more than 100 values'),
});

const requestLineSchema = z.object({
  entry: z.object({
    type: z.literal('product', { message: 'must be "product"' }).optional(),
    productId: nonEmpty(100),
    label: str(300).optional(),
    /** the client's unit price: ignored, the server prices from its catalog */
    pr: z.number().optional(),
    vatP: z.number().optional(),
    opts: z.array(requestLineOptionSchema).max(50, 'has more than 50 options').optional(),
  }),
  qty: whole(1, 99),
  total: z.number().optional(),
  note: str(500).optional(),
});

export const placeOrderDeliverySchema = z.object({
  /** the customer's name (required; checked after trimming) */
  label: str(200).optional(),
  /** the delivery address: required for delivery orders */
  loc: z
    .object({
      addrLines: z.array(str(200)).max(5, 'has more than 5 lines').optional(),
      city: str(100).optional(),
      postalCode: postalCodeSchema.optional(),
      formatted: str(500).optional(),
    })
    .nullable()
    .optional(),
  pickUp: z.boolean().optional(),
  mobile: phoneSchema,
  email: emailSchema,
  note: str(1000).optional(),
  /** ISO date-time with time zone of a pre-order; null/absent = as soon as possible */
  time: str(40).nullable().optional(),
  floor: str(50).optional(),
  door: str(50).optional(),
  house: str(50).optional(),
  stair: str(50).optional(),
});

export const placeOrderRequestSchema = z.object({
  /** idempotency key: the same requestId with the same body always answers the same order */
  requestId: requestIdSchema.optional(),
  order: z.object({
    delivery: placeOrderDeliverySchema,
    payment: z.object({
      /** "offline" */
      sys: str(20).optional(),
      /** "cash" or "atm" (bank card on receipt) */
      method: str(20).optional(),
      /** "EUR" */
      ccy: str(5).optional(),
    }),
    lines: z.array(requestLineSchema).max(100, 'has more than 100 lines'),
    /** the client's idea of the amount: a total differing by a cent or more is answered with 409 */
    amount: z
      .object({
        total: z.number().optional(),
        charges: z.array(z.object({ type: str(40), val: z.number() })).max(20).optional(),
      })
      .nullable()
      .optional(),
    /** euro */
    tip: money(500).nullable().optional(),
    via: z
      .object({
        channel: str(20).optional(),
        brand: str(100).optional(),
        client: z.object({ name: str(100), version: str(50) }).optional(),
        locale: str(20).optional(),
        device: z.object({ type: str(50).optional(), platform: str(50).optional() }).optional(),
      })
      .optional(),
  }),
});
/** What a client may send. */
export type PlaceOrderRequestInput = z.input<typeof placeOrderRequestSchema>;
/** What the server's placeOrder works with (trimmed contact fields). */
export type PlaceOrderRequestBody = z.output<typeof placeOrderRequestSchema>;
