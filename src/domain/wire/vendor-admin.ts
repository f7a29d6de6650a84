/**
 * Bodies of the vendor-side writes (vendor token): PATCH /api/v1/vendors/{id}?updateMask=…, POST …:import, and the
 * order actions POST …/orders/{orderId}:confirm|:process|:deliver|:complete|:cancel and PATCH …/orders/{orderId}.
 */
import { z } from 'zod';
import { catalogInputSchema } from './catalog.ts';
import { isoTime, str, uuid } from './fields.ts';
import { vendorSchema } from './vendor.ts';

/** Fields a vendor may change with PATCH /v1/vendors/{id}?updateMask=… */
export const PATCHABLE_VENDOR_FIELDS = [
  'label', 'type', 'cuisine', 'image', 'imageAspectRatio', 'logo', 'deliveryFee', 'deliveryTime', 'priceRange',
  'tags', 'isOpen', 'isPromoted', 'popularity', 'avgOrderValue', 'postalCode', 'city', 'district', 'address',
  'description', 'lat', 'lng', 'phone', 'openingHours', 'minOrder', 'deliveryZones', 'disturbance',
  'categoryMetadata', 'slug',
] as const;

const f = vendorSchema.shape;

/**
 * A partial vendor record: each patchable field with its limits, or null to clear it (disturbance: to end it).
 * Other keys are kept so that naming one in the updateMask can be refused by name; `name` must be the vendor's.
 */
export const vendorPatchBodySchema = z
  .object({
    name: str(300).optional(),
    label: f.label.nullable().optional(),
    type: f.type.nullable().optional(),
    cuisine: f.cuisine.nullable(),
    image: f.image.nullable(),
    imageAspectRatio: f.imageAspectRatio.nullable(),
    logo: f.logo.nullable(),
    deliveryFee: f.deliveryFee.nullable().optional(),
    deliveryTime: f.deliveryTime.nullable().optional(),
    priceRange: f.priceRange.nullable().optional(),
    tags: f.tags.nullable().optional(),
    isOpen: f.isOpen.nullable().optional(),
    isPromoted: f.isPromoted.nullable().optional(),
    popularity: f.popularity.nullable().optional(),
    avgOrderValue: f.avgOrderValue.nullable(),
    postalCode: f.postalCode.nullable().optional(),
    city: f.city.nullable().optional(),
    district: f.district.nullable(),
    address: f.address.nullable().optional(),
    description: f.description.nullable(),
    lat: f.lat.nullable().optional(),
    lng: f.lng.nullable().optional(),
    phone: f.phone.nullable(),
    openingHours: f.openingHours.nullable().optional(),
    minOrder: f.minOrder.nullable().optional(),
    deliveryZones: f.deliveryZones.nullable().optional(),
    disturbance: f.disturbance,
    categoryMetadata: f.categoryMetadata.nullable(),
    slug: f.slug.nullable().optional(),
  })
  .catchall(z.unknown());
export type VendorPatchBody = z.output<typeof vendorPatchBodySchema>;

/** A vendor record as :import accepts it: the server sets id and name from the path. */
export const vendorImportRecordSchema = vendorSchema.extend({ id: uuid.optional(), name: str(300).optional() });

/**
 * POST /api/v1/vendors/{id}:import — replaces the vendor record and/or its catalogs. `catalogs`: an array (each keyed
 * by the last segment of its name, default "delivery") or a map key → catalog.
 */
export const vendorImportBodySchema = z.object({
  name: str(300).optional(),
  source: z.object({
    vendor: vendorImportRecordSchema.optional(),
    catalogs: z.union([z.array(catalogInputSchema).max(10), z.record(str(64), catalogInputSchema)]).optional(),
  }),
});
export type VendorImportBody = z.output<typeof vendorImportBodySchema>;

const estimate = z.object({ time: isoTime.nullable().optional() });

/**
 * Body of an order action or order PATCH: the target state (within what the action allows) and the estimates
 * delivery.time / packaging.time (ISO date-time or null), at the top level or under `fulfillment`.
 */
export const orderActionBodySchema = z
  .object({
    /** the order's resource name (checked when sent) */
    name: str(300).optional(),
    state: str(20).optional(),
    reason: str(500).optional(),
    delivery: estimate.optional(),
    packaging: estimate.optional(),
    fulfillment: z
      .object({ state: str(20).optional(), delivery: estimate.optional(), packaging: estimate.optional() })
      .optional(),
  })
  .nullable()
  .optional();
export type OrderActionBody = z.output<typeof orderActionBodySchema>;
