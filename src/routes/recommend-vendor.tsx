/** /recommend-vendor — recommend a restaurant (spec 3 §2.4). Its texts are the lazy namespaces `forms` and `recommend`. */
import { createFileRoute } from '@tanstack/react-router';
import { RecommendPage } from '../features/recommend/recommend-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/recommend-vendor')({
  loader: () => ensureNamespaces('forms', 'recommend'),
  component: RecommendPage,
});
