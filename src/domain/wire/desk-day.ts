/**
 * Issue 32 part C, the desk's wire shapes: its settings (auto-accept with a default preparation time) and the day at
 * a glance (GET /api/v1/desk/day?date=YYYY-MM-DD). The server validates and answers with these schemas; the desk
 * parses the answers with them. Amounts are integer cents (the report is for counting cash, not for the wire order).
 */
import { z } from 'zod';
import { isoTime, str } from './fields.ts';
import { prepMinutesSchema } from './desk.ts';
import { cancelReasonSchema, paymentMethodSchema } from './order.ts';
import { fulfillmentStateSchema } from './order.ts';

/** After auto-accept, the restaurant may still refuse the order for this long (then 409). */
export const AUTO_ACCEPT_REFUSE_MS = 60_000;

/** GET/PUT /api/v1/desk/settings. autoAccept is off unless the restaurant switches it on. */
export const deskSettingsSchema = z.object({
  autoAccept: z.boolean(),
  prepMinutes: prepMinutesSchema,
});
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

/** A calendar day (Europe/Vienna) as the report's query names it. */
export const reportDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day as YYYY-MM-DD');

/** One order of the day as the report lists it. */
export const dayOrderSchema = z.object({
  id: z.string(),
  nr: z.string(),
  createTime: isoTime,
  state: fulfillmentStateSchema,
  method: paymentMethodSchema,
  pickUp: z.boolean(),
  totalCents: z.number().int(),
  /** seconds from placing to accepting, when it was accepted */
  acceptSeconds: z.number().nullable(),
  autoAccepted: z.boolean(),
  cancelReason: cancelReasonSchema.nullable(),
  cancelBy: z.enum(['vendor', 'system']).nullable(),
});
export type DayOrder = z.infer<typeof dayOrderSchema>;

export const dayReportSchema = z.object({
  /** YYYY-MM-DD, Europe/Vienna */
  date: str(10),
  /** the day's bounds: Vienna midnight to the next Vienna midnight (23 or 25 hours on a clock change) */
  from: isoTime,
  to: isoTime,
  /** every order placed that day, cancelled ones included */
  orderCount: z.number().int(),
  /** orders not cancelled */
  keptCount: z.number().int(),
  /** revenue of the orders not cancelled, by payment method (card = "atm", paid by card at the door or counter) */
  cashCents: z.number().int(),
  cardCents: z.number().int(),
  totalCents: z.number().int(),
  /** cash the couriers collected on delivery orders not cancelled: what they must hand over */
  courierCashCents: z.number().int(),
  /** cancelled orders by who and why */
  refusedCount: z.number().int(),
  notConfirmedCount: z.number().int(),
  otherCancelledCount: z.number().int(),
  /** mean seconds from placing to accepting over the accepted orders (null: none accepted) */
  avgAcceptSeconds: z.number().nullable(),
  orders: z.array(dayOrderSchema),
});
export type DayReport = z.infer<typeof dayReportSchema>;
