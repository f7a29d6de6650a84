/**
 * The vendor-slug check of a missing path (spec 3 §2.13, §4, §8): the path's last segment is asked for as a vendor
 * through the one vendor query (GET /api/v1/vendors/{slug}, so the vendor page then opens from the cache). The
 * answer per path — the vendor's slug or null — is cached; a failed or refused lookup counts as "not found" and
 * shows no message. Offline, only a vendor already in the (persisted) cache is found: nothing waits for a network.
 */
import { onlineManager, queryOptions } from '@tanstack/react-query';
import { vendorSlugCandidate } from '../../../domain/not-found.ts';
import type { Vendor } from '../../../domain/types.ts';
import { vendorQueryOptions } from '../../../lib/api/vendor.ts';
import { vendorKeys } from '../../../lib/api/vendor-keys.ts';
import { notFoundKeys } from '../keys.ts';

export const slugLookupOptions = (path: string) =>
  queryOptions({
    queryKey: notFoundKeys.lookup(path),
    queryFn: async ({ client }): Promise<string | null> => {
      const slug = vendorSlugCandidate(path);
      if (!slug) return null;
      const cached = client.getQueryData<Vendor>(vendorKeys.detail(slug));
      if (cached) return cached.slug;
      if (!onlineManager.isOnline()) return null;
      try {
        return (await client.query(vendorQueryOptions(slug))).slug;
      } catch {
        return null;
      }
    },
    // decided here, also offline (above): the page must not hang on "searching" while the network is away
    networkMode: 'always',
    staleTime: 10 * 60_000,
    retry: false,
  });
