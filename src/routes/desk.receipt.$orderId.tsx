/**
 * /desk/receipt/$orderId — the restaurant's print of an order's receipt for the courier bag (issue 29): a lazy chunk
 * inside the signed-in desk.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DeskReceipt } from '../features/desk/components/desk-receipt.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/desk/receipt/$orderId')({
  loader: () => ensureNamespaces('receipt'),
  component: DeskReceiptRoute,
});

function DeskReceiptRoute() {
  const { orderId } = Route.useParams();
  return <DeskReceipt key={orderId} orderId={orderId} />;
}
