/** /careers — open positions and the job application (spec 3 §2.5). Its texts are the lazy namespaces `forms` and `careers`. */
import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '../features/careers/careers-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/careers')({
  loader: () => ensureNamespaces('forms', 'careers'),
  component: CareersPage,
});
