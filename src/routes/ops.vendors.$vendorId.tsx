/** /ops/vendors/{vendorId} — a vendor's delivery zones, menu editor and "Veröffentlichen". */
import { createFileRoute } from '@tanstack/react-router';
import { VendorPage } from '../features/ops/components/vendor-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/ops/vendors/$vendorId')({
  // the zones' and menu editor's texts (the back office's own come with /ops)
  loader: () => ensureNamespaces('menu-editor', 'hours'),
  component: VendorRoute,
});

function VendorRoute() {
  const { vendorId } = Route.useParams();
  return <VendorPage vendorId={vendorId} />;
}
