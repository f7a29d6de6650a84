/** /ops/vendors/{vendorId} — a vendor's delivery zones, menu editor and "Veröffentlichen". */
import { createFileRoute } from '@tanstack/react-router';
import { VendorPage } from '../features/ops/components/vendor-page.tsx';

export const Route = createFileRoute('/ops/vendors/$vendorId')({
  component: VendorRoute,
});

function VendorRoute() {
  const { vendorId } = Route.useParams();
  return <VendorPage vendorId={vendorId} />;
}
