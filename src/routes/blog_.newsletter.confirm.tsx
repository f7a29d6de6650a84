/** /blog/newsletter/confirm#token=… — the double opt-in's confirmation (a button POSTs the token). */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { NewsletterTokenPage } from '../features/blog/newsletter-token-page.tsx';

export const Route = createFileRoute('/blog_/newsletter/confirm')({
  loader: () => ensureNamespaces('blog'),
  component: () => <NewsletterTokenPage action="confirm" />,
});
