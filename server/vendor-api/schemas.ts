/**
 * Input schemas of the vendor API (zod): every body is validated and every string length limited before any use
 * case sees it. Unknown keys are dropped. `parseBody` turns the first problems into one precise 400 message.
 */
import { z } from 'zod';
import { badRequest } from '../errors.ts';

const str = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const nonEmpty = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const money = (max: number) => z.number().finite().min(0, 'must not be negative').max(max, `must be at most ${max}`);

/** Relative paths or http(s) URLs only (the app renders them as image sources). */
const imageUrl = str(1000).regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*|data:image\/(svg\+xml|png|jpeg|webp);[^\s"'<>]+)$/, 'must be an http(s) URL or a path starting with /');

// ------------------------------------------------------------------------------------------------------------
// placeOrder

const orderLineOption = z.object({
  slug: nonEmpty(100),
  label: str(200).optional(),
  vals: z
    .array(
      z.object({
        slug: nonEmpty(100),
        label: str(200).optional(),
        qty: z.number().int('must be a whole number').min(0, 'must not be negative').max(99, 'must be at most 99'),
        pr: z.number().finite().optional(),
      }),
    )
    .max(100, 'has more than 100 values'),
});

const orderLine = z.object({
  entry: z.object({
    type: z.literal('product', { message: 'must be "product"' }).optional(),
    productId: nonEmpty(100),
    label: str(300).optional(),
    pr: z.number().finite().optional(),
    vatP: z.number().finite().optional(),
    opts: z.array(orderLineOption).max(50, 'has more than 50 options').optional(),
  }),
  qty: z.number().int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99'),
  total: z.number().finite().optional(),
  note: str(500).optional(),
});

export const placeOrderBody = z.object({
  requestId: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  order: z.object(
    {
      delivery: z.object(
        {
          label: str(200).optional(),
          loc: z
            .object({
              addrLines: z.array(str(200)).max(5, 'has more than 5 lines').optional(),
              city: str(100).optional(),
              postalCode: str(10).optional(),
              formatted: str(500).optional(),
            })
            .optional()
            .nullable(),
          pickUp: z.boolean().optional(),
          mobile: str(40).optional(),
          email: str(254).optional(),
          note: str(1000).optional(),
          time: str(40).optional().nullable(),
          floor: str(50).optional(),
          door: str(50).optional(),
          house: str(50).optional(),
          stair: str(50).optional(),
        }),
      payment: z.object(
        {
          sys: str(20).optional(),
          method: str(20).optional(),
          ccy: str(5).optional(),
        }),
      lines: z.array(orderLine).max(100, 'has more than 100 lines'),
      amount: z
        .object({
          total: z.number().finite().optional(),
          charges: z.array(z.object({ type: str(40), val: z.number().finite() })).max(20).optional(),
        })
        .optional()
        .nullable(),
      tip: money(500).optional().nullable(),
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
export type PlaceOrderBody = z.output<typeof placeOrderBody>;

// ------------------------------------------------------------------------------------------------------------
// Vendor record and catalog (import, PATCH)

const weekday = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
const timeOfDay = z
  .object({
    hours: z.number().int().min(0).max(24),
    minutes: z.number().int().min(0).max(59),
  })
  .refine((t) => t.hours < 24 || t.minutes === 0, 'must not be later than 24:00');

export const openingHoursSchema = z
  .array(
    z.object({
      days: z.array(weekday).max(7),
      fromTime: timeOfDay,
      toTime: timeOfDay,
      holiday: z.boolean().optional(),
    }),
  )
  .max(60, 'has more than 60 entries');

const postalCode = z.string().regex(/^\d{4}$/, 'must be a four-digit Austrian postal code');

export const deliveryZonesSchema = z
  .array(
    z.object({
      label: str(100),
      postalCode: z.union([postalCode, z.array(postalCode).min(1).max(500)]),
      minPrice: money(1000),
      serviceFee: money(100),
      serviceFeeMax: money(10000),
    }),
  )
  .max(100, 'has more than 100 zones');

export const disturbanceSchema = z
  .object({
    services: z.array(z.enum(['delivery', 'pickup'])).min(1).max(2),
    reason: str(500),
    ets: z.number().int().min(0).max(1e11).optional(),
  })
  .nullable();

const imageRef = z.object({
  url: imageUrl,
  tags: z.array(str(60)).max(20).optional(),
  aspectRatio: z.number().finite().positive().max(20).optional(),
});
const info = z.object({ desc: str(2000).optional(), images: z.array(imageRef).max(10).optional() }).optional();

const productOption = z
  .object({
    slug: nonEmpty(100),
    label: str(200),
    min: z.number().int().min(0).max(99).optional(),
    max: z.number().int().min(0).max(99).optional(),
    maxQ: z.number().int().min(1).max(99).optional(),
    free: z.number().int().min(0).max(99).optional(),
    vals: z
      .array(z.object({ slug: nonEmpty(100), label: str(200), pr: money(1000) }))
      .max(100, 'has more than 100 values'),
  })
  .refine((o) => (o.min ?? 0) <= (o.max ?? 20), 'min must not exceed max');

const product = z.object({
  id: nonEmpty(100),
  label: nonEmpty(200),
  pr: money(10000),
  vatP: z.number().min(0).max(30),
  info,
  noInherit: z.boolean().optional(),
  opts: z.array(productOption).max(30).optional(),
  allergens: z.array(str(60)).max(30).optional(),
});

const productGroup = z.object({
  slug: nonEmpty(300),
  label: str(200),
  info,
  noInherit: z.boolean().optional(),
  opts: z.array(productOption).max(30).optional(),
  products: z.array(product).max(500, 'has more than 500 products'),
});

export const productGroupsSchema = z
  .array(productGroup)
  .max(100, 'has more than 100 groups')
  .superRefine((groups, ctx) => {
    const seen = new Set<string>();
    for (const g of groups) {
      for (const p of g.products) {
        if (seen.has(p.id)) ctx.addIssue({ code: 'custom', message: `product id "${p.id}" is used twice` });
        seen.add(p.id);
      }
    }
  });

export const catalogSchema = z.object({
  name: str(300).optional(),
  productGroups: productGroupsSchema,
});

const categoryMetadata = z
  .record(
    str(100),
    z.object({
      label: str(200),
      description: str(2000).optional(),
      image: imageUrl.optional(),
      imageAspectRatio: z.number().finite().positive().max(20).optional(),
      images: z.array(imageRef).max(10).optional(),
    }),
  )
  .refine((r) => Object.keys(r).length <= 200, 'has more than 200 categories');

/** Fields of the vendor record (spec 1 §3) with their limits; shared by import and PATCH. */
export const vendorFields = {
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid'),
  name: str(300).optional(),
  slug: z.string().max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens'),
  label: nonEmpty(200),
  type: nonEmpty(40),
  cuisine: str(100).optional(),
  image: imageUrl.optional(),
  imageAspectRatio: z.number().finite().positive().max(20).optional(),
  logo: imageUrl.optional(),
  rating: z.object({ value: z.number().finite().min(0), count: z.number().int().min(0) }),
  reviewCount: z.number().int().min(0),
  deliveryFee: money(100),
  deliveryTime: str(20).regex(/^\d{1,3}(-\d{1,3})?$/, 'must look like "20-30"'),
  distance: str(20).optional(),
  priceRange: z.number().int().min(1).max(3),
  tags: z.array(nonEmpty(60)).max(60, 'has more than 60 tags'),
  isOpen: z.boolean(),
  isPromoted: z.boolean(),
  popularity: z.number().int().min(0).max(1e9),
  avgOrderValue: money(10000).optional(),
  postalCode,
  city: nonEmpty(100),
  district: str(100).optional(),
  address: nonEmpty(300),
  description: str(4000).optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  phone: str(40).optional(),
  openingHours: openingHoursSchema,
  minOrder: money(1000),
  deliveryZones: deliveryZonesSchema,
  disturbance: disturbanceSchema.optional(),
  categoryMetadata: categoryMetadata.optional(),
  productGroups: productGroupsSchema.optional(),
  catalog: str(300).optional(),
};

export const vendorSchema = z.object(vendorFields);

/** Fields a vendor may change with PATCH /v1/vendors/{id}?updateMask=… */
export const PATCHABLE_VENDOR_FIELDS = [
  'label', 'type', 'cuisine', 'image', 'imageAspectRatio', 'logo', 'deliveryFee', 'deliveryTime', 'priceRange',
  'tags', 'isOpen', 'isPromoted', 'popularity', 'avgOrderValue', 'postalCode', 'city', 'district', 'address',
  'description', 'lat', 'lng', 'phone', 'openingHours', 'minOrder', 'deliveryZones', 'disturbance',
  'categoryMetadata', 'slug',
] as const;

export const importBody = z.object({
  name: str(300).optional(),
  source: z.object(
    {
      vendor: z.unknown().optional(),
      catalogs: z
        .union([z.array(catalogSchema).max(10), z.record(str(64), catalogSchema)])
        .optional(),
    }),
});

// ------------------------------------------------------------------------------------------------------------
// Vendor-side order actions

const isoTime = str(40).nullable();

export const orderActionBody = z
  .object({
    name: str(300).optional(),
    state: str(20).optional(),
    reason: str(500).optional(),
    delivery: z.object({ time: isoTime.optional() }).optional(),
    packaging: z.object({ time: isoTime.optional() }).optional(),
    fulfillment: z
      .object({
        state: str(20).optional(),
        delivery: z.object({ time: isoTime.optional() }).optional(),
        packaging: z.object({ time: isoTime.optional() }).optional(),
      })
      .optional(),
  })
  .optional()
  .nullable();

// ------------------------------------------------------------------------------------------------------------

/** Parses with a schema; the first (up to three) problems become one 400 message like "order.delivery.email: …". */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, prefix = ''): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  throw badRequest(formatIssues(r.error.issues, prefix));
}

export function formatIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): string {
  const parts = issues.slice(0, 3).map((i) => {
    const path = [prefix, ...i.path.map(String)].filter(Boolean).join('.');
    let msg = i.message;
    if (i.code === 'invalid_type' && /received undefined/.test(msg)) msg = 'is required';
    return path ? `${path}: ${msg}` : msg;
  });
  return `Invalid request: ${parts.join('; ')}`;
}
