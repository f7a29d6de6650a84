/**
 * Step 6: what will be sent, grouped by step with a button back to each, then the two consents (spec 3 §5:
 * "Sie müssen die Nutzungsbedingungen akzeptieren", "… die Datenschutzerklärung akzeptieren").
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SummarySection } from '../../components/form-success.tsx';
import type { Fact } from '../../components/page-section.tsx';
import { WORK_TYPES, type WorkType } from '../../domain/forms/constants.ts';
import type { JobApplicationForm } from '../../domain/forms/job-application.ts';
import { CheckField } from './careers-fields.tsx';
import { CAREERS_STEPS, positionOf } from './positions.ts';

const isWorkType = (w: unknown): w is WorkType => WORK_TYPES.some((x) => x === w);

export function ConfirmationStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation(['careers', 'forms']);
  const form = useFormContext<JobApplicationForm>();
  const v = useWatch({ control: form.control }) as Partial<JobApplicationForm>;
  const show = (s: string | null | undefined) => (s?.trim() ? s.trim() : t('careers:summary.none'));
  const position = positionOf(v.position ?? '');
  const documents = (['hasCV', 'hasCoverLetter', 'hasCertificates'] as const).filter((k) => v[k] === true).map((k) => t(`careers:fields.${k}`));

  const sections: { step: number; rows: Fact[] }[] = [
    {
      step: 0,
      rows: [
        { term: t('careers:summary.position'), value: position ? t(`careers:positions.${position.id}.title`) : t('careers:summary.none') },
        { term: t('careers:summary.workType'), value: isWorkType(v.workType) ? t(`forms:workTypes.${v.workType}`) : t('careers:summary.none') },
      ],
    },
    {
      step: 1,
      rows: [
        { term: t('careers:summary.name'), value: show(`${v.firstName ?? ''} ${v.lastName ?? ''}`) },
        { term: t('careers:fields.email'), value: show(v.email) },
        { term: t('careers:fields.phone'), value: show(v.phone) },
        { term: t('careers:fields.dateOfBirth'), value: show(v.dateOfBirth) },
        { term: t('careers:fields.city'), value: show(v.city) },
      ],
    },
    {
      step: 2,
      rows: [
        { term: t('careers:fields.experience'), value: show(v.experience) },
        { term: t('careers:fields.education'), value: show(v.education) },
        { term: t('careers:fields.skills'), value: show(v.skills) },
        { term: t('careers:fields.languages'), value: show(v.languages) },
      ],
    },
    {
      step: 3,
      rows: [
        { term: t('careers:fields.motivation'), value: show(v.motivation) },
        { term: t('careers:fields.whyUs'), value: show(v.whyUs) },
        { term: t('careers:fields.salary'), value: show(v.salary) },
        { term: t('careers:fields.startDate'), value: show(v.startDate) },
      ],
    },
    { step: 4, rows: [{ term: t('careers:summary.documents'), value: documents.length ? documents.join(', ') : t('careers:summary.none') }] },
  ];

  return (
    <div className="form-grid">
      <div className="careers-summary form-summary" data-testid="careers-summary">
        <p className="careers-summary__title">{t('careers:summary.title')}</p>
        {sections.map(({ step, rows }) => {
          const title = t(`careers:steps.${CAREERS_STEPS[step] ?? 'position'}`);
          return (
            <SummarySection
              key={step}
              id={`careers-summary-${step}`}
              title={title}
              facts={rows}
              onEdit={() => onEdit(step)}
              editText={t('careers:summary.edit')}
              editLabel={t('careers:summary.editLabel', { step: title })}
              editClassName="btn--secondary"
            />
          );
        })}
      </div>
      <CheckField name="acceptTerms" label={t('careers:fields.acceptTerms')} />
      <CheckField name="acceptPrivacy" label={t('careers:fields.acceptPrivacy')} />
    </div>
  );
}
