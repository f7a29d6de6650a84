/**
 * GET /api/v1/vendors:categoryCounts (spec 1 §2): per listing category chip, how many vendors its listing has.
 * A module of its own (re-exported by wire/vendor.ts): the listing asks for the counts right after it has taken the
 * server-rendered page over, and this schema loads with zod alone (the `zod` chunk, vite.config.ts), not with every
 * wire schema, whose construction is one long task on a slow phone (issue 27).
 */
import { z } from 'zod';
import { LISTING_CATEGORIES, type ListingCategory } from '../listing.ts';
import { whole } from './fields.ts';

export const vendorCategoryCountsSchema = z.object({
  counts: z.object(
    Object.fromEntries(LISTING_CATEGORIES.map((c) => [c, whole(0, Number.MAX_SAFE_INTEGER)])) as Record<ListingCategory, ReturnType<typeof whole>>,
  ),
});
