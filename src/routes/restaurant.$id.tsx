/** /restaurant/$id — vendor menu page (spec 1 §2); $id is a vendor id or slug. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { menuQueryOptions, prefetchCatalog } from '../features/vendor/api/catalog.ts';
import { vendorQueryOptions } from '../features/vendor/api/vendor.ts';
import { preloadImage } from '../lib/preload-image.ts';
import { VendorError, VendorLoading } from '../features/vendor/components/vendor-states.tsx';
import { VendorPage } from '../features/vendor/components/vendor-page.tsx';

// bad values are dropped instead of failing the page (a shared link with a typo still opens the menu)
const vendorSearchSchema = z.object({
  postalCode: z.catch(z.optional(z.string().check(z.regex(/^\d{4}$/))), undefined),
  deliveryType: z.catch(z.optional(z.enum(['delivery', 'pickup'])), undefined),
});

export const Route = createFileRoute('/restaurant/$id')({
  validateSearch: vendorSearchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    const vendorOptions = vendorQueryOptions(params.id);
    // first visit: ask for the menu at the same time as the vendor (no waterfall)
    if (queryClient.getQueryData(vendorOptions.queryKey) === undefined) prefetchCatalog(params.id);
    const vendor = await queryClient.ensureQueryData(vendorOptions);
    // the hero image downloads while the menu loads and the page renders, not after
    preloadImage(vendor.vendor.image, 'high');
    await queryClient.ensureQueryData(menuQueryOptions(vendor));
  },
  pendingComponent: VendorLoading,
  errorComponent: VendorError,
  component: RestaurantRoute,
});

function RestaurantRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(vendorQueryOptions(id));
  const { data: menu } = useSuspenseQuery(menuQueryOptions(data));
  return <VendorPage key={data.vendor.id} data={data} menu={menu} search={search} />;
}
