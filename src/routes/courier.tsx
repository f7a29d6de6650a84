/** /courier — the courier application (spec 3 §2.2). Its texts are the lazy namespaces `forms` and `courier`. */
import { createFileRoute } from '@tanstack/react-router';
import { CourierPage } from '../features/courier/courier-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/courier')({
  loader: () => ensureNamespaces('forms', 'courier'),
  component: CourierPage,
});
