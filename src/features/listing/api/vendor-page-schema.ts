/**
 * GET /api/v1/vendors?view=BASIC as the listing reads it: the envelope, and each vendor judged on its own by the shared
 * schema of that view (no zones) — a vendor the schema refuses is dropped rather than breaking the page. Loaded with the
 * first list request (see lib/api/fetch-parsed.ts), not with the entry chunk.
 */
import { z } from 'zod';
import { vendorBasicSchema, type VendorBasic } from '../../../domain/wire/vendor.ts';

export interface VendorPage {
  vendors: VendorBasic[];
  nextPageToken?: string;
  totalSize?: number;
}

export const vendorPageSchema = z
  .object({
    vendors: z.array(z.unknown()),
    nextPageToken: z.string().optional(),
    totalSize: z.number().optional(),
  })
  .transform((r): VendorPage => {
    const vendors = r.vendors.flatMap((v) => {
      const parsed = vendorBasicSchema.safeParse(v);
      return parsed.success ? [parsed.data] : [];
    });
    const page: VendorPage = { vendors };
    if (r.nextPageToken) page.nextPageToken = r.nextPageToken;
    if (r.totalSize !== undefined) page.totalSize = r.totalSize;
    return page;
  });
