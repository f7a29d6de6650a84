/** /order/$id?vendor=&fullOrderId= — order tracking (spec 1 §2); the id is the order number without #. */
import { createFileRoute } from '@tanstack/react-router';
import { TrackingView } from '../features/tracking/components/tracking-view.tsx';
import { ORDER_NR_RE, trackingSearchSchema } from '../features/tracking/search-schema.ts';

export const Route = createFileRoute('/order/$id')({
  validateSearch: trackingSearchSchema,
  loaderDeps: ({ search }) => search,
  // primes the cache without blocking: the page shows its loading state, then the order (the priming code loads with
  // the page's chunk, not in the shop's first screen)
  loader: ({ context, params, deps }) =>
    void import('../features/tracking/prefetch.ts').then((t) => t.prefetchTracking(context.queryClient, { nr: params.id.replace(/^#/, ''), vendor: deps.vendor, fullOrderId: deps.fullOrderId })),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const s = Route.useSearch();
  const raw = id.trim().replace(/^#/, '');
  const nr = ORDER_NR_RE.test(raw) ? raw : undefined;
  return <TrackingView key={raw} orderNr={nr} vendor={s.vendor} fullOrderId={s.fullOrderId} />;
}
