/** /about — about the company (spec 3 §2.9). Texts: the lazy namespace `about`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { AboutPage } from '../features/about/about-page.tsx';

export const Route = createFileRoute('/about')({
  loader: () => ensureNamespaces('about'),
  component: AboutPage,
});
