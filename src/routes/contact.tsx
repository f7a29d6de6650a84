/** /contact — contact page (spec 3 §2.10). Texts: the lazy namespace `contact`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { ContactPage } from '../features/contact/contact-page.tsx';

export const Route = createFileRoute('/contact')({
  loader: () => ensureNamespaces('contact'),
  component: ContactPage,
});
