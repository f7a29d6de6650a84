/** /restaurant-signup — restaurant partner sign-up (spec 3 §2.3). Texts: the lazy namespaces `forms` and `restaurant-signup`. */
import { createFileRoute } from '@tanstack/react-router';
import { RestaurantSignupPage } from '../features/restaurant-signup/restaurant-signup-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/restaurant-signup')({
  loader: () => ensureNamespaces('forms', 'restaurant-signup'),
  component: RestaurantSignupPage,
});
