/** /cookies — cookie policy (spec 3 §2.7, §9). Texts: the lazy namespace `legal`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { CookiesPage } from '../features/legal/cookies-page.tsx';

export const Route = createFileRoute('/cookies')({
  loader: () => ensureNamespaces('legal'),
  component: CookiesPage,
});
