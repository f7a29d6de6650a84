/**
 * Step 5 of the courier application: a summary of exactly what will be sent (preview.ts, the shared step schemas'
 * output), an "edit" button per section back to its step, and the terms box (spec 3 §5: must be ticked).
 */
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SummarySection } from '../../components/form-success.tsx';
import type { Fact } from '../../components/page-section.tsx';
import { COURIER_WEEKDAYS, WEEKDAY_KEYS } from '../../domain/forms/constants.ts';
import { useFormText } from '../public-forms/use-form-text.ts';
import { CheckboxField, ConsentLinks } from '../../components/checkbox-field.tsx';
import { fieldId, type CourierForm } from './courier-field.tsx';
import { courierPreview, formatIsoDate, groupIban, type CourierPreview } from './preview.ts';
import type { CourierStepKey } from './steps.ts';

export function ConfirmationStep({ form, onEdit, stepTitle }: { form: CourierForm; onEdit: (step: number) => void; stepTitle: (key: CourierStepKey) => string }) {
  const { t, i18n } = useTranslation(['courier', 'forms']);
  const text = useFormText();
  useWatch({ control: form.control }); // re-render when a value changes (the summary reads them all)
  const { errors } = useFormState({ control: form.control, name: 'acceptTerms' });
  const preview = courierPreview(form.getValues());

  const orNot = (v: string | null) => v ?? t('courier:summary.notGiven');
  const yesNo = (flag: boolean, detail: string | null) =>
    !flag ? t('courier:summary.no') : detail ? t('courier:summary.yesWith', { detail }) : t('courier:summary.yes');
  const dayLabel = (day: string) => {
    const key = WEEKDAY_KEYS[COURIER_WEEKDAYS.indexOf(day as (typeof COURIER_WEEKDAYS)[number])];
    return key ? t(`forms:weekdays.${key}`) : day;
  };

  const sections = (p: CourierPreview): { key: CourierStepKey; step: number; rows: Fact[] }[] => [
    {
      key: 'personal',
      step: 0,
      rows: [
        { term: t('courier:summary.name'), value: `${p.firstName} ${p.lastName}` },
        { term: t('courier:fields.email'), value: p.email },
        { term: t('courier:fields.phone'), value: p.phone },
        { term: t('courier:summary.address'), value: `${p.address}, ${p.postalCode} ${p.city}` },
        { term: t('courier:fields.dateOfBirth'), value: formatIsoDate(p.dateOfBirth, i18n.resolvedLanguage ?? 'de') },
      ],
    },
    {
      key: 'vehicle',
      step: 1,
      rows: [
        { term: t('courier:steps.vehicle'), value: t(`forms:vehicleTypes.${p.vehicleType}`) },
        { term: t('courier:summary.licence'), value: yesNo(p.hasDriversLicense, p.driversLicenseNumber) },
        { term: t('courier:summary.ownVehicle'), value: yesNo(p.hasOwnVehicle, p.vehicleDetails) },
      ],
    },
    {
      key: 'availability',
      step: 2,
      rows: [
        { term: t('courier:summary.days'), value: p.availability.map(dayLabel).join(', ') },
        { term: t('courier:fields.preferredWorkingHours'), value: orNot(p.preferredWorkingHours) },
      ],
    },
    {
      key: 'payment',
      step: 3,
      rows: [
        { term: t('courier:fields.iban'), value: groupIban(p.iban) },
        { term: t('courier:fields.bankAccountHolder'), value: orNot(p.bankAccountHolder) },
        { term: t('courier:fields.taxNumber'), value: orNot(p.taxNumber) },
      ],
    },
  ];

  return (
    <div className="form-grid">
      {preview ? (
        <>
          <p>{t('courier:summary.intro')}</p>
          <div className="form-summary" data-testid="courier-summary">
            {sections(preview).map((s) => (
              <SummarySection
                key={s.key}
                id={`courier-summary-${s.key}`}
                title={stepTitle(s.key)}
                facts={s.rows}
                onEdit={() => onEdit(s.step)}
                editText={t('courier:summary.edit', { section: stepTitle(s.key) })}
                editClassName="btn--ghost"
              />
            ))}
          </div>
        </>
      ) : (
        <p className="alert alert--info">{t('courier:summary.incomplete')}</p>
      )}
      <CheckboxField
        id={fieldId('acceptTerms')}
        label={t('courier:fields.acceptTerms')}
        registration={form.register('acceptTerms')}
        error={text(errors.acceptTerms?.message)}
      />
      <ConsentLinks className="courier-links" terms={t('courier:termsLink')} privacy={t('courier:privacyLink')} />
    </div>
  );
}
