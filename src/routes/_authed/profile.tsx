/** /profile?tab=profile|orders|addresses|workplaces|settings (spec 2 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/profile-page.tsx';
import { profileSearchSchema } from '../../features/profile/search-schema.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTranslation } from 'react-i18next';

export const Route = createFileRoute('/_authed/profile')({
  validateSearch: profileSearchSchema,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  return <ProfilePage tab={tab ?? 'profile'} />;
}
