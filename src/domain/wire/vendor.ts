/**
 * The vendor record as GET /api/v1/vendors/{id} answers it (spec 1 §3 "Vendor"), with the limits every vendor write
 * (:import, PATCH) is held to. The server validates writes with `vendorSchema`; the app parses answers with it
 * (`vendorBasicSchema` for listings, whose view BASIC leaves the zones out).
 */
import { z } from 'zod';
import { isAustrianUid } from '../vat-id.ts';
import { postalCodeSchema } from '../contact.ts';
import { imageRefSchema, productGroupsSchema } from './catalog.ts';
import { busySchema, specialDaysSchema } from './vendor-schedule.ts';
import { imageUrl, isoTime, money, nonEmpty, str, uuid, whole } from './fields.ts';

export const weekdaySchema = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export type Weekday = z.infer<typeof weekdaySchema>;

export const timeOfDaySchema = z
  .object({
    /** 0..24 (24:00 allowed as an end) */
    hours: whole(0, 24),
    minutes: whole(0, 59),
  })
  .refine((t) => t.hours < 24 || t.minutes === 0, 'must not be later than 24:00');
export type TimeOfDay = z.infer<typeof timeOfDaySchema>;

/** One opening-hours entry. Empty `days` means every day. Holiday entries are ignored. */
export const openingHoursEntrySchema = z.object({
  days: z.array(weekdaySchema).max(7),
  fromTime: timeOfDaySchema,
  toTime: timeOfDaySchema,
  holiday: z.boolean().optional(),
});
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

export const openingHoursSchema = z.array(openingHoursEntrySchema).max(60, 'has more than 60 entries');

export const deliveryZoneSchema = z.object({
  label: str(100),
  postalCode: z.union([postalCodeSchema, z.array(postalCodeSchema).min(1).max(500)]),
  /** euro */
  minPrice: money(1000),
  /** euro */
  serviceFee: money(100),
  /** euro; the fee is waived when the subtotal reaches it (if > 0) */
  serviceFeeMax: money(10000),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliveryZonesSchema = z.array(deliveryZoneSchema).max(100, 'has more than 100 zones');

export const serviceKindSchema = z.enum(['delivery', 'pickup']);
export type ServiceKind = z.infer<typeof serviceKindSchema>;

export const disturbanceSchema = z.object({
  services: z.array(serviceKindSchema).min(1).max(2),
  reason: str(500),
  /** epoch seconds: expected end */
  ets: whole(0, 1e11).optional(),
});
export type Disturbance = z.infer<typeof disturbanceSchema>;

export const vendorRatingSchema = z.object({
  /** sum of all ratings on a 0..5 scale; displayed rating = value / count */
  value: z.number().min(0),
  count: whole(0, Number.MAX_SAFE_INTEGER),
});
export type VendorRating = z.infer<typeof vendorRatingSchema>;

export const categoryMetadataSchema = z.object({
  label: str(200),
  description: str(2000).optional(),
  image: imageUrl.optional(),
  imageAspectRatio: z.number().positive().max(20).optional(),
  images: z.array(imageRefSchema).max(10).optional(),
});
export type CategoryMetadata = z.infer<typeof categoryMetadataSchema>;

export const vendorSchema = z.object({
  id: uuid,
  /** resource name vendors/{id} */
  name: str(300),
  slug: z.string().max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens'),
  label: nonEmpty(200),
  /** food, store, … */
  type: nonEmpty(40),
  cuisine: str(100).optional(),
  image: imageUrl.optional(),
  imageAspectRatio: z.number().positive().max(20).optional(),
  logo: imageUrl.optional(),
  rating: vendorRatingSchema,
  reviewCount: whole(0, Number.MAX_SAFE_INTEGER),
  /** euro, display: the first zone's service fee */
  deliveryFee: money(100),
  /** e.g. "20-30" (minutes) */
  deliveryTime: str(20).regex(/^\d{1,3}(-\d{1,3})?$/, 'must look like "20-30"'),
  /** e.g. "1.2 km" */
  distance: str(20).optional(),
  /** 1..3 */
  priceRange: whole(1, 3),
  tags: z.array(nonEmpty(60)).max(60, 'has more than 60 tags'),
  isOpen: z.boolean(),
  isPromoted: z.boolean(),
  popularity: whole(0, 1e9),
  avgOrderValue: money(10000).optional(),
  postalCode: postalCodeSchema,
  city: nonEmpty(100),
  district: str(100).optional(),
  address: nonEmpty(300),
  /** the restaurant's VAT identification number (UID, e.g. ATU10223006; the check digit is checked): printed on its receipts */
  vatId: z.string().refine(isAustrianUid, 'must be an Austrian UID number: ATU, 7 digits and their check digit').optional(),
  description: str(4000).optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  phone: str(40).optional(),
  openingHours: openingHoursSchema,
  /** euro, display minimum */
  minOrder: money(1000),
  deliveryZones: deliveryZonesSchema,
  disturbance: disturbanceSchema.nullable().optional(),
  categoryMetadata: z
    .record(str(100), categoryMetadataSchema)
    .refine((r) => Object.keys(r).length <= 200, 'has more than 200 categories')
    .optional(),
  /** the delivery catalog's groups: in the FULL view of GET /vendors/{id} only */
  productGroups: productGroupsSchema.optional(),
  /** resource name of that catalog (FULL view) */
  catalog: str(300).optional(),
  /**
   * ISO time until which the vendor takes no new orders (the desk's pause switch); null or absent = not paused.
   * Set by the desk only (PUT /api/v1/desk/pause); ignored in :import and PATCH bodies.
   */
  pausedUntil: isoTime.nullable().optional(),
  /** dates (Europe/Vienna) closed or with other hours than their weekday (issue 32); set by the desk or the back office */
  specialDays: specialDaysSchema.optional(),
  /** busy mode: extra minutes on every estimate, delivery paused (pickup stays); set by the desk or the back office */
  busy: busySchema.nullable().optional(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** A vendor in either view: BASIC (view=1, listings) leaves deliveryZones, categoryMetadata and description out. */
export const vendorBasicSchema = vendorSchema.extend({ deliveryZones: deliveryZonesSchema.optional() });
export type VendorBasic = z.infer<typeof vendorBasicSchema>;

/** GET /api/v1/vendors */
export const vendorListSchema = z.object({
  vendors: z.array(vendorBasicSchema),
  nextPageToken: z.string().optional(),
  totalSize: whole(0, Number.MAX_SAFE_INTEGER).optional(),
});

/** GET /api/v1/vendors:categoryCounts — per listing category chip, how many vendors its listing has. */
export { vendorCategoryCountsSchema } from './category-counts.ts';
