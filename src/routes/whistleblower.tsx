/** /whistleblower — the same page as /ethics-hotline (spec 3 §2.1); canonical URL /ethics-hotline. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { EthicsPage } from '../features/ethics/ethics-page.tsx';

export const Route = createFileRoute('/whistleblower')({
  loader: () => ensureNamespaces('forms', 'ethics'),
  component: EthicsPage,
});
