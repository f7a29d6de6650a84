/** /terms — customer terms (spec 3 §2.7). Texts: the lazy namespace `legal`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { TermsPage } from '../features/legal/terms-page.tsx';

export const Route = createFileRoute('/terms')({
  loader: () => ensureNamespaces('legal'),
  component: TermsPage,
});
