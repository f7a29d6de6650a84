/**
 * Status timeline (spec 1 §4): received, confirmed, preparing, on the way, delivered; the first incomplete step is
 * highlighted. A polite live region announces the status each time it changes.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { displayStatus, isFinished, timeline } from '../../../domain/status.ts';
import type { Cancellation } from '../../../domain/wire/order.ts';

/**
 * A cancelled order says why (issue 14): not confirmed by the restaurant in time, or refused with the restaurant's
 * reason — with a link to order elsewhere (the listing for the order's postal code).
 */
function CancelNotice({ cancellation, postalCode }: { cancellation: Cancellation | undefined; postalCode: string | undefined }) {
  const { t } = useTranslation();
  if (!cancellation) return <p className="alert alert--error">{t('tracking.cancelled')}</p>;
  return (
    <div className="alert alert--error" data-testid="cancel-reason" data-reason={cancellation.reason}>
      <p>
        <strong>
          {cancellation.reason === 'NOT_CONFIRMED'
            ? t('tracking.notConfirmed')
            : t('tracking.refused', { reason: t(`tracking.refuseReasons.${cancellation.reason}`) })}
        </strong>
      </p>
      <p>
        <Link to="/restaurants" search={postalCode ? { postalCode } : {}}>{t('tracking.orderElsewhere')}</Link>
      </p>
    </div>
  );
}

export function StatusTimeline({ state, cancellation, postalCode }: { state: string; cancellation?: Cancellation | undefined; postalCode?: string | undefined }) {
  const { t } = useTranslation();
  const steps = timeline(state);
  const display = displayStatus(state);
  return (
    <section className="card-surface co-card timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{t('tracking.timeline.title')}</h2>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="status-announcer">
        {t('tracking.timeline.announce', { status: t(`tracking.status.${display}`) })}
      </p>
      <p className={`status-pill status-pill--${display}`} data-testid="display-status" data-state={state}>
        {t(`tracking.status.${display}`)}
      </p>
      {display === 'cancelled' ? (
        <CancelNotice cancellation={cancellation} postalCode={postalCode} />
      ) : (
        <ol className="timeline__steps">
          {steps.map((s) => (
            <li
              key={s.step}
              className={`timeline__step${s.done ? ' is-done' : ''}${s.active ? ' is-active' : ''}`}
              aria-current={s.active ? 'step' : undefined}
              data-testid={`step-${s.step}`}
              data-done={s.done}
            >
              <span className="timeline__dot" aria-hidden="true">
                {s.done ? '✓' : ''}
              </span>
              <span>{t(`tracking.steps.${s.step}`)}</span>
              <span className="sr-only">
                {' '}
                {s.done ? t('tracking.timeline.done') : s.active ? t('tracking.timeline.current') : t('tracking.timeline.open')}
              </span>
            </li>
          ))}
        </ol>
      )}
      {isFinished(state) ? <p className="alert alert--success" data-testid="finished">{t('tracking.finished')}</p> : null}
    </section>
  );
}
