/** /accessibility — accessibility statement (spec 3 §2.7). Texts: the lazy namespace `legal`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { AccessibilityPage } from '../features/legal/accessibility-page.tsx';

export const Route = createFileRoute('/accessibility')({
  loader: () => ensureNamespaces('legal'),
  component: AccessibilityPage,
});
