/** /restaurant/$id — vendor menu page (spec 1 §2); $id is a vendor id or slug. */
import { useEffect, useMemo } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ServiceKind } from '../domain/types.ts';
import { searchEnum, searchMatch, searchValidator } from '../lib/search-params.ts';
import { postalInfoQueryOptions } from '../lib/api/postal.ts';
import { storeVendorAliases, vendorQueryOptions } from '../lib/api/vendor.ts';
import { storeCatalogAlias } from '../lib/api/catalog.ts';
import { vendorKeys } from '../lib/api/vendor-keys.ts';
import type { Catalog } from '../domain/types.ts';
import { reportHead } from '../lib/ssr-head.ts';
import { vendorStructuredData } from '../domain/reviews.ts';
import { demoRestaurantQueryOptions, loadVendorPage, useMenu } from '../features/vendor/api/vendor-page.ts';
import { VendorError, VendorLoading } from '../features/vendor/components/vendor-states.tsx';
import { VendorPage } from '../features/vendor/components/vendor-page.tsx';

type VendorSearch = { postalCode?: string | undefined; deliveryType?: ServiceKind | undefined };

// bad values are dropped instead of failing the page (a shared link with a typo still opens the menu)
const vendorSearchSchema = searchValidator<VendorSearch>((s) => ({
  postalCode: searchMatch(s.postalCode, /^\d{4}$/),
  deliveryType: searchEnum(s.deliveryType, ['delivery', 'pickup'] as const),
}));

export const Route = createFileRoute('/restaurant/$id')({
  validateSearch: vendorSearchSchema,
  loaderDeps: ({ search }) => ({ postalCode: search.postalCode }),
  // the customer's postal code centre (local data, fast) with the vendor: the first render shows the delivery range
  // for that code, on the server as in the browser (issue 25 item 3)
  loader: async ({ context: { queryClient }, params, deps }) => {
    const [page] = await Promise.all([
      loadVendorPage(queryClient, params.id),
      deps.postalCode ? queryClient.query(postalInfoQueryOptions(deps.postalCode)).catch(() => undefined) : undefined,
    ]);
    return page;
  },
  pendingComponent: VendorLoading,
  errorComponent: VendorError,
  component: RestaurantRoute,
});

function RestaurantRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { demo } = Route.useLoaderData();
  return demo ? <DemoRestaurant search={search} /> : <LiveRestaurant id={id} search={search} />;
}

function LiveRestaurant({ id, search }: { id: string; search: VendorSearch }) {
  const { data: vendor } = useSuspenseQuery(vendorQueryOptions(id));
  // server render only (removed from the browser's code): the rating of real reviews as schema.org data (issue 30)
  if (import.meta.env.SSR) reportHead({ structuredData: vendorStructuredData(vendor) });
  const menu = useMenu(vendor, id);
  // the copies under the vendor's other name, which a server-rendered page does not send (vendor-keys.ts): checkout
  // and tracking ask by id, also offline from the persisted cache
  const client = useQueryClient();
  useEffect(() => {
    storeVendorAliases(client, id, vendor);
    const catalog = client.getQueryData<Catalog>(vendorKeys.catalog(id));
    if (catalog) storeCatalogAlias(client, id, catalog);
  }, [client, id, vendor]);
  const data = useMemo(() => ({ vendor, source: 'live' as const }), [vendor]);
  return <VendorPage key={vendor.id} data={data} menu={menu} search={search} />;
}

function DemoRestaurant({ search }: { search: VendorSearch }) {
  const { data } = useSuspenseQuery(demoRestaurantQueryOptions());
  return (
    <VendorPage key={data.vendor.id} data={{ vendor: data.vendor, source: 'demo' }} menu={{ groups: data.groups, source: 'demo' }} search={search} />
  );
}
