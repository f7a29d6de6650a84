/**
 * Where a public form's submit stands, announced to screen readers: "Wird gesendet..." (polite), the offline queue
 * ("… gesendet, sobald Sie online sind", polite) or the failure (an alert, red box above the buttons). Nothing is
 * shown while idle or after success (the page shows its own success screen). `errorFallback` is the page's own
 * failure sentence (spec 3 §8: "Fehler beim Senden der Empfehlung"), shown before the reason.
 */
import { useTranslation } from 'react-i18next';
import type { PublicFormSubmitState } from '../use-public-form-submit.ts';
import { useFormText } from '../use-form-text.ts';
import './public-form.css';

export function FormSubmitStatus({ state, errorFallback }: { state: PublicFormSubmitState; errorFallback: string }) {
  const { t } = useTranslation('forms');
  const text = useFormText();
  return (
    <div className="form-status">
      <div role="status" aria-live="polite">
        {state.status === 'submitting' ? <span className="sr-only">{t('submit.sending')}</span> : null}
        {state.status === 'queued' ? (
          <p className="alert alert--info" data-testid="form-queued">
            {t('submit.queued')}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {state.status === 'error' ? (
          <div className="alert alert--error" data-testid="form-error">
            <p className="alert__title">{errorFallback}</p>
            <p>{text(state.messageKey)}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
