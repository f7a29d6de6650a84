/** /order-confirmation?id=&vendor=&fullOrderId= — confirmation with live tracking (spec 1 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { TrackingView } from '../features/tracking/components/tracking-view.tsx';
import { trackingSearchSchema } from '../features/tracking/search-schema.ts';

export const Route = createFileRoute('/order-confirmation')({
  validateSearch: trackingSearchSchema,
  loaderDeps: ({ search }) => search,
  // primes the cache without blocking: the page shows its loading state, then the order (the priming code loads with
  // the page's chunk, not in the shop's first screen)
  loader: ({ context, deps }) =>
    void import('../features/tracking/prefetch.ts').then((t) => t.prefetchTracking(context.queryClient, { nr: deps.id, vendor: deps.vendor, fullOrderId: deps.fullOrderId })),
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const s = Route.useSearch();
  return <TrackingView key={s.id ?? ''} orderNr={s.id} vendor={s.vendor} fullOrderId={s.fullOrderId} confirmation />;
}
