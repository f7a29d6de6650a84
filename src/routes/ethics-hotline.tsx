/** /ethics-hotline — the ethics and whistleblower report page (spec 3 §2.12); /whistleblower shows the same page. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { EthicsPage } from '../features/ethics/ethics-page.tsx';

export const Route = createFileRoute('/ethics-hotline')({
  loader: () => ensureNamespaces('forms', 'ethics'),
  component: EthicsPage,
});
