/** /ops/inbox/{kind} with a kind that does not exist: said inside the back office, with the way back. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function UnknownInbox() {
  const { t } = useTranslation('ops');
  return (
    <section aria-labelledby="ops-unknown-title">
      <h1 id="ops-unknown-title">{t('unknownInbox.title')}</h1>
      <p><Link to="/ops">{t('unknownInbox.back')}</Link></p>
    </section>
  );
}
