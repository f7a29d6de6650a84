/** /privacy — privacy statement with the local data wipe (spec 3 §2.7). Texts: the lazy namespace `legal`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { PrivacyPage } from '../features/legal/privacy-page.tsx';

export const Route = createFileRoute('/privacy')({
  loader: () => ensureNamespaces('legal'),
  component: PrivacyPage,
});
