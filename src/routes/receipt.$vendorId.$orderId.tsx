/** /receipt/$vendorId/$orderId — the receipt (Beleg) of an order (issue 29): a lazy chunk with its translations. */
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '../features/receipt/receipt-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/receipt/$vendorId/$orderId')({
  loader: () => ensureNamespaces('receipt'),
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { vendorId, orderId } = Route.useParams();
  return <ReceiptPage key={`${vendorId}/${orderId}`} vendorId={vendorId} orderId={orderId} />;
}
