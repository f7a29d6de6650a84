/**
 * Status timeline (spec 1 §4): received, confirmed, preparing, on the way, delivered; the first incomplete step is
 * highlighted. A polite live region announces the status each time it changes.
 */
import { useTranslation } from 'react-i18next';
import { displayStatus, isFinished, timeline } from '../../../domain/status.ts';

export function StatusTimeline({ state }: { state: string }) {
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
        <p className="alert alert--error">{t('tracking.cancelled')}</p>
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
