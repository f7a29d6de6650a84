/** /business — business portal demo (spec 3 §2.14). Texts: the lazy namespace `business`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { BusinessPage } from '../features/business/business-page.tsx';

export const Route = createFileRoute('/business')({
  loader: () => ensureNamespaces('business'),
  component: BusinessPage,
});
