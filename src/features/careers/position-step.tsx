/**
 * Step 1 of the application: the 7 open positions of spec 3 §3 as selectable cards (a radio group; the whole card
 * picks the position), each with department, place, work type, salary, description and three requirements; for a
 * position with more than one work type (customer support: full or part time) the work type to apply for.
 */
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOB_POSITIONS, type JobPositionId } from '../../domain/forms/constants.ts';
import type { JobApplicationForm } from '../../domain/forms/job-application.ts';
import { useFormText } from '../public-forms/use-form-text.ts';
import { fieldId } from './careers-fields.tsx';
import { positionOf, salaryRange, workTypeFor } from './positions.ts';

export function PositionStep() {
  const { t, i18n } = useTranslation(['careers', 'forms']);
  const text = useFormText();
  const form = useFormContext<JobApplicationForm>();
  const { errors } = useFormState({ control: form.control, name: 'position' });
  const chosen = useWatch({ control: form.control, name: 'position' });
  const error = text(errors.position?.message);
  const errorId = `${fieldId('position')}-error`;
  const hintId = `${fieldId('position')}-hint`;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const registration = form.register('position', {
    onChange: (e: { target: { value: string } }) => {
      form.clearErrors('position');
      form.setValue('workType', workTypeFor(e.target.value as JobPositionId, form.getValues('workType') ?? 'fulltime'));
    },
  });
  const chosenTypes = positionOf(chosen)?.workTypes ?? [];

  return (
    <>
      <fieldset className="careers-choice" aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}>
        <legend className="field__label">{t('careers:positionsLegend')}</legend>
        <p id={hintId} className="field__hint">
          {t('careers:positionsHint')}
        </p>
        {error ? (
          <p id={errorId} className="field__error" data-testid={errorId}>
            {error}
          </p>
        ) : null}
        <div className="careers-positions">
          {JOB_POSITIONS.map((p) => {
            const id = `${fieldId('position')}-${p.id}`;
            const salary = salaryRange(p.salary, language);
            return (
              <div key={p.id} className="careers-position" data-testid={`position-${p.id}`}>
                <div className="careers-position__head">
                  <input id={id} type="radio" value={p.id} aria-invalid={error ? true : undefined} aria-describedby={`${id}-meta`} {...registration} />
                  <label htmlFor={id} className="careers-position__title">
                    {t(`careers:positions.${p.id}.title`)}
                  </label>
                </div>
                <p id={`${id}-meta`} className="careers-position__meta">
                  {[
                    t(`careers:positions.${p.id}.department`),
                    t('careers:location'),
                    p.workTypes.map((w) => t(`forms:workTypes.${w}`)).join(' / ') + (p.id === 'intern' ? ` (${t('careers:internshipLength')})` : ''),
                    t(`careers:salary.${p.salary.per}`, salary),
                  ].join(' · ')}
                </p>
                <p>{t(`careers:positions.${p.id}.description`)}</p>
                <p className="careers-position__req-title">{t('careers:requirementsTitle')}</p>
                <ul className="careers-position__req">
                  {t(`careers:positions.${p.id}.requirements`, { returnObjects: true }).map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </fieldset>
      {chosenTypes.length > 1 ? (
        <fieldset className="careers-choice careers-worktypes">
          <legend className="field__label">{t('careers:workTypeLegend')}</legend>
          {chosenTypes.map((w) => (
            <div key={w} className="form-check">
              <input id={`${fieldId('workType')}-${w}`} type="radio" value={w} {...form.register('workType')} />
              <label htmlFor={`${fieldId('workType')}-${w}`}>{t(`forms:workTypes.${w}`)}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
