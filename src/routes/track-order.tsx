/** /track-order?id= — the same tracking page; without an id: order-number form, orders of this device, demo. */
import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderLookup } from '../features/tracking/components/track-order-lookup.tsx';
import { TrackingView } from '../features/tracking/components/tracking-view.tsx';
import { trackingSearchSchema } from '../features/tracking/search-schema.ts';

export const Route = createFileRoute('/track-order')({
  validateSearch: trackingSearchSchema,
  loaderDeps: ({ search }) => search,
  // primes the cache without blocking: the page shows its loading state, then the order (the priming code loads with
  // the page's chunk, not in the shop's first screen)
  loader: ({ context, deps }) =>
    void import('../features/tracking/prefetch.ts').then((t) => t.prefetchTracking(context.queryClient, { nr: deps.id, vendor: deps.vendor, fullOrderId: deps.fullOrderId })),
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  const s = Route.useSearch();
  if (!s.id) return <TrackOrderLookup />;
  return <TrackingView key={s.id} orderNr={s.id} vendor={s.vendor} fullOrderId={s.fullOrderId} />;
}
