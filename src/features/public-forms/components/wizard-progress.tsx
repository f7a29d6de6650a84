/**
 * Progress of a multi-step form: "Schritt 2 von 5", the percentage (optional), a bar and the list of step titles
 * with the current one marked (aria-current="step"). Put the step's heading right after it, with
 * `useStepFocus(step)` from features/public-forms so Next and Back move the focus there (components/public-wizard.tsx
 * does both for the public-form wizards).
 */
import { useTranslation } from 'react-i18next';
import './public-form.css';

export interface WizardProgressProps {
  /** the steps' titles, in order */
  steps: readonly string[];
  /** the current step, 0-based */
  current: number;
  /** show "40 % abgeschlossen" (the restaurant sign-up does) */
  showPercent?: boolean;
}

export function WizardProgress({ steps, current, showPercent = false }: WizardProgressProps) {
  const { t } = useTranslation('forms');
  const total = steps.length;
  const n = Math.min(Math.max(current, 0), total - 1) + 1;
  const percent = Math.round((n / total) * 100);
  const stepText = t('wizard.step', { current: n, total });
  return (
    <nav className="wizard-progress" aria-label={t('wizard.progress')}>
      <div className="wizard-progress__meta">
        <span>{stepText}</span>
        {showPercent ? <span>{t('wizard.percent', { percent })}</span> : null}
      </div>
      <div
        className="wizard-progress__bar"
        role="progressbar"
        aria-label={t('wizard.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={n}
        aria-valuetext={stepText}
      >
        <div className="wizard-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="wizard-progress__steps">
        {steps.map((title, i) => (
          <li
            key={title}
            className={`wizard-progress__step${i < n - 1 ? ' wizard-progress__step--done' : ''}`}
            aria-current={i === n - 1 ? 'step' : undefined}
          >
            {i + 1}. {title}
            {i < n - 1 ? <span className="sr-only"> ({t('wizard.done')})</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
