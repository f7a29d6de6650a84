/** /restaurants — vendor listing (spec 1 §2); search params: features/listing/search-schema.ts. */
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { buildListingFilter, parseListingFilter } from '../domain/listing.ts';
import { listingSearchSchema } from '../features/listing/search-schema.ts';
import { prefetchVendorListing } from '../features/listing/api/vendors.ts';
import { isAustrianPostalCode } from '../domain/postal-code.ts';
import type { PostalCodeInfo } from '../domain/wire/geo.ts';
import { postalInfoQueryOptions } from '../lib/api/postal.ts';
import { ListingPage } from '../features/listing/listing-page.tsx';

export const Route = createFileRoute('/restaurants')({
  validateSearch: listingSearchSchema,
  // keep URLs short: defaults are not written back
  search: { middlewares: [stripSearchParams({ category: 'all', type: 'address' })] },
  loaderDeps: ({ search }) => ({
    filter: buildListingFilter({ postalCode: search.postalCode, city: search.city, category: search.category, search: search.search }),
    postalCode: search.cityName ? undefined : search.postalCode,
  }),
  // prime the cache without blocking the page on the vendors: the listing shows skeletons, then the cards — in the
  // browser; the server renders the cards, so there the loader waits for them (and their follow-up page).
  // The town of a bare postal code (local data, fast) is awaited so the heading does not change and shift.
  loader: async ({ context, deps }) => {
    const listing = prefetchVendorListing(context.queryClient, deps.filter);
    if (import.meta.env.SSR) {
      // The server also brings the category chips' counts (the place and text without a category, for delivery, the
      // order type of a visitor without a stored or chosen other one): the browser, which asks for them once the page
      // is its own (listing-page.tsx), then finds them and evaluates no parsing code (zod) at start — on a slow phone
      // one ~110 ms task right after the page is taken over (issue 27). Without a category the listing's filter is the
      // counts' filter; with one (a tag) the browser asks itself. Only the server's build has this branch (so
      // the entry carries neither the import nor the check).
      const counts = parseListingFilter(deps.filter).tags.length > 0
        ? undefined
        : import('../features/listing/api/category-counts.ts').then(({ categoryCountsOptions }) =>
            context.queryClient.query(categoryCountsOptions(deps.filter, 'delivery')).catch(() => undefined),
          );
      await Promise.all([listing, counts]);
    }
    if (deps.postalCode && isAustrianPostalCode(deps.postalCode)) {
      await context.queryClient.query(postalInfoQueryOptions(deps.postalCode)).catch(() => undefined);
    }
  },
  component: RestaurantsRoute,
});

const selectTown = (info: PostalCodeInfo) => info.city;

function RestaurantsRoute() {
  const search = Route.useSearch();
  // a bare postal code gets its town for the heading (silent fallback: the code alone)
  const { postalCode } = Route.useLoaderDeps();
  const town = useQuery({ ...postalInfoQueryOptions(postalCode ?? ''), select: selectTown });
  return <ListingPage search={search} town={town.data} />;
}
