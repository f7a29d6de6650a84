/** /ops: the five inboxes, each a link to its list of open (pending) submissions, and the reviews (issue 30). */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_KINDS } from '../inbox-kinds.ts';

export function OpsHome() {
  const { t } = useTranslation('ops');
  return (
    <section aria-labelledby="ops-home-title">
      <h1 id="ops-home-title">{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <ul className="ops-home">
        {INBOX_KINDS.map((kind) => (
          <li key={kind} className="card-surface ops-home__item">
            <Link to="/ops/inbox/$kind" params={{ kind }} search={{ status: 'pending' }}>{t(`kinds.${kind}`)}</Link>
            <p className="note">{t(`kindHints.${kind}`)}</p>
          </li>
        ))}
        <li className="card-surface ops-home__item">
          <Link to="/ops/reviews">{t('reviews.title')}</Link>
          <p className="note">{t('reviews.hint')}</p>
        </li>
      </ul>
    </section>
  );
}
