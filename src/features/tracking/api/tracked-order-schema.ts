/**
 * An order as tracking reads it: the full view 2, or view 1 (status and times) with no lines. Loaded with the
 * order request (see lib/api/fetch-parsed.ts), not with the entry chunk.
 */
import { z } from 'zod';
import { orderBasicSchema, orderSchema } from '../../../domain/wire/order.ts';

export const trackedOrderSchema = z.union([orderSchema, orderBasicSchema.transform((o) => ({ ...o, lines: [] }))]);
