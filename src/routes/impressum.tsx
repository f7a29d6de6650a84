/** /impressum — the imprint (spec 3 §2.7); /imprint shows the same page. Texts: the lazy namespace `legal`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { ImprintPage } from '../features/legal/imprint-page.tsx';

export const Route = createFileRoute('/impressum')({
  loader: () => ensureNamespaces('legal'),
  component: ImprintPage,
});
