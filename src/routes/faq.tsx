/** /faq — the same FAQ page as /help (spec 3 §2.1); canonical URL /help. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { FaqPage } from '../features/help/faq-page.tsx';

export const Route = createFileRoute('/faq')({
  loader: () => ensureNamespaces('help'),
  component: FaqPage,
});
