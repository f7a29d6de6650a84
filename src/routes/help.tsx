/** /help — the FAQ (spec 3 §2.11); /faq shows the same page. Its texts are the lazy namespace `help`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { FaqPage } from '../features/help/faq-page.tsx';

export const Route = createFileRoute('/help')({
  loader: () => ensureNamespaces('help'),
  component: FaqPage,
});
