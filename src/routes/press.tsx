/** /press — press page (spec 3 §2.8). Texts: the lazy namespace `press`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { PressPage } from '../features/press/press-page.tsx';

export const Route = createFileRoute('/press')({
  loader: () => ensureNamespaces('press'),
  component: PressPage,
});
