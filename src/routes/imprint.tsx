/** /imprint — the same imprint as /impressum (spec 3 §2.1); canonical URL /impressum. Texts: the lazy namespace `legal`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { ImprintPage } from '../features/legal/imprint-page.tsx';

export const Route = createFileRoute('/imprint')({
  loader: () => ensureNamespaces('legal'),
  component: ImprintPage,
});
