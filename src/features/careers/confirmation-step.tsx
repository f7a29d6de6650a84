/**
 * Step 6: what will be sent, grouped by step with a button back to each, then the two consents (spec 3 §5:
 * "Sie müssen die Nutzungsbedingungen akzeptieren", "… die Datenschutzerklärung akzeptieren").
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WORK_TYPES, type WorkType } from '../../domain/forms/constants.ts';
import type { JobApplicationForm } from '../../domain/forms/job-application.ts';
import { CheckField } from './careers-fields.tsx';
import { CAREERS_STEPS, positionOf } from './positions.ts';

const isWorkType = (w: unknown): w is WorkType => WORK_TYPES.some((x) => x === w);

interface Row {
  label: string;
  value: string;
}

export function ConfirmationStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation(['careers', 'forms']);
  const form = useFormContext<JobApplicationForm>();
  const v = useWatch({ control: form.control }) as Partial<JobApplicationForm>;
  const show = (s: string | null | undefined) => (s?.trim() ? s.trim() : t('careers:summary.none'));
  const position = positionOf(v.position ?? '');
  const documents = (['hasCV', 'hasCoverLetter', 'hasCertificates'] as const).filter((k) => v[k] === true).map((k) => t(`careers:fields.${k}`));

  const sections: { step: number; rows: Row[] }[] = [
    {
      step: 0,
      rows: [
        { label: t('careers:summary.position'), value: position ? t(`careers:positions.${position.id}.title`) : t('careers:summary.none') },
        { label: t('careers:summary.workType'), value: isWorkType(v.workType) ? t(`forms:workTypes.${v.workType}`) : t('careers:summary.none') },
      ],
    },
    {
      step: 1,
      rows: [
        { label: t('careers:summary.name'), value: show(`${v.firstName ?? ''} ${v.lastName ?? ''}`) },
        { label: t('careers:fields.email'), value: show(v.email) },
        { label: t('careers:fields.phone'), value: show(v.phone) },
        { label: t('careers:fields.dateOfBirth'), value: show(v.dateOfBirth) },
        { label: t('careers:fields.city'), value: show(v.city) },
      ],
    },
    {
      step: 2,
      rows: [
        { label: t('careers:fields.experience'), value: show(v.experience) },
        { label: t('careers:fields.education'), value: show(v.education) },
        { label: t('careers:fields.skills'), value: show(v.skills) },
        { label: t('careers:fields.languages'), value: show(v.languages) },
      ],
    },
    {
      step: 3,
      rows: [
        { label: t('careers:fields.motivation'), value: show(v.motivation) },
        { label: t('careers:fields.whyUs'), value: show(v.whyUs) },
        { label: t('careers:fields.salary'), value: show(v.salary) },
        { label: t('careers:fields.startDate'), value: show(v.startDate) },
      ],
    },
    { step: 4, rows: [{ label: t('careers:summary.documents'), value: documents.length ? documents.join(', ') : t('careers:summary.none') }] },
  ];

  return (
    <div className="form-grid">
      <div className="careers-summary" data-testid="careers-summary">
        <p className="careers-summary__title">{t('careers:summary.title')}</p>
        {sections.map(({ step, rows }) => {
          const title = t(`careers:steps.${CAREERS_STEPS[step] ?? 'position'}`);
          return (
            <section key={step} className="careers-summary__section" aria-label={title}>
              <div className="careers-summary__head">
                <h4>{title}</h4>
                <button type="button" className="btn btn--secondary btn--small" onClick={() => onEdit(step)} aria-label={t('careers:summary.editLabel', { step: title })}>
                  {t('careers:summary.edit')}
                </button>
              </div>
              <dl>
                {rows.map((r) => (
                  <div key={r.label} className="careers-summary__row">
                    <dt>{r.label}</dt>
                    <dd>{r.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
      <CheckField name="acceptTerms" label={t('careers:fields.acceptTerms')} />
      <CheckField name="acceptPrivacy" label={t('careers:fields.acceptPrivacy')} />
    </div>
  );
}
