/**
 * "Standort wird geteilt" (issue 28): the courier sees that the position is shared while the order is on the way,
 * what the customer sees and for how long, and can stop (and start again). Before pickup it says sharing starts then.
 */
import { useTranslation } from 'react-i18next';
import { useSharePosition } from '../use-share-position.ts';

export function SharePosition({ token, onTheWay, beforePickup }: { token: string; onTheWay: boolean; beforePickup: boolean }) {
  const { t } = useTranslation('delivery');
  const { status, waiting, stop, start } = useSharePosition(token, onTheWay);
  if (!onTheWay) {
    return beforePickup ? <p className="delivery__share delivery__share--later" data-testid="share-position">{t('share.later')}</p> : null;
  }
  return (
    <section className="delivery__card delivery__share" aria-labelledby="share-position-title" data-testid="share-position">
      <h2 id="share-position-title">{t('share.title')}</h2>
      <p role="status" data-testid="share-status" className={`delivery__share-status delivery__share-status--${status}`}>
        {t(`share.status.${status}`)}
      </p>
      {status === 'sharing' ? <p className="delivery__share-hint">{t('share.hint')}</p> : null}
      {status === 'sharing' && waiting ? <p className="delivery__share-hint" data-testid="share-waiting">{t('share.waiting')}</p> : null}
      {status === 'sharing' || status === 'denied' ? (
        <button type="button" className="btn btn--secondary" onClick={stop}>{t('share.stop')}</button>
      ) : null}
      {status === 'stopped' ? (
        <button type="button" className="btn btn--secondary" onClick={start}>{t('share.start')}</button>
      ) : null}
    </section>
  );
}
