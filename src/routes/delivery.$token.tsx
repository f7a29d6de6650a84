/**
 * /delivery/$token — the courier's view of one order (issue 14). The token is the whole secret: the page asks the
 * server with it and shows what it answers (or the persisted answer offline). Texts: lazy namespace `delivery`.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPage } from '../features/delivery/components/delivery-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/delivery/$token')({
  loader: () => ensureNamespaces('delivery'),
  component: DeliveryRoute,
});

function DeliveryRoute() {
  const { token } = Route.useParams();
  return <DeliveryPage key={token} token={token} />;
}
