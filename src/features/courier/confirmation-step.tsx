/**
 * Step 5 of the courier application: a summary of exactly what will be sent (preview.ts, the shared step schemas'
 * output), an "edit" button per section back to its step, and the terms box (spec 3 §5: must be ticked).
 */
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COURIER_WEEKDAYS, WEEKDAY_KEYS } from '../../domain/forms/constants.ts';
import { useFormText } from '../public-forms/use-form-text.ts';
import { CheckboxField, ConsentLinks } from '../../components/checkbox-field.tsx';
import { fieldId, type CourierForm } from './courier-field.tsx';
import { courierPreview, formatIsoDate, groupIban, type CourierPreview } from './preview.ts';
import type { CourierStepKey } from './steps.ts';

interface Row {
  label: string;
  value: string;
}

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

  const sections = (p: CourierPreview): { key: CourierStepKey; step: number; rows: Row[] }[] => [
    {
      key: 'personal',
      step: 0,
      rows: [
        { label: t('courier:summary.name'), value: `${p.firstName} ${p.lastName}` },
        { label: t('courier:fields.email'), value: p.email },
        { label: t('courier:fields.phone'), value: p.phone },
        { label: t('courier:summary.address'), value: `${p.address}, ${p.postalCode} ${p.city}` },
        { label: t('courier:fields.dateOfBirth'), value: formatIsoDate(p.dateOfBirth, i18n.resolvedLanguage ?? 'de') },
      ],
    },
    {
      key: 'vehicle',
      step: 1,
      rows: [
        { label: t('courier:steps.vehicle'), value: t(`forms:vehicleTypes.${p.vehicleType}`) },
        { label: t('courier:summary.licence'), value: yesNo(p.hasDriversLicense, p.driversLicenseNumber) },
        { label: t('courier:summary.ownVehicle'), value: yesNo(p.hasOwnVehicle, p.vehicleDetails) },
      ],
    },
    {
      key: 'availability',
      step: 2,
      rows: [
        { label: t('courier:summary.days'), value: p.availability.map(dayLabel).join(', ') },
        { label: t('courier:fields.preferredWorkingHours'), value: orNot(p.preferredWorkingHours) },
      ],
    },
    {
      key: 'payment',
      step: 3,
      rows: [
        { label: t('courier:fields.iban'), value: groupIban(p.iban) },
        { label: t('courier:fields.bankAccountHolder'), value: orNot(p.bankAccountHolder) },
        { label: t('courier:fields.taxNumber'), value: orNot(p.taxNumber) },
      ],
    },
  ];

  return (
    <div className="form-grid">
      {preview ? (
        <>
          <p>{t('courier:summary.intro')}</p>
          <div className="courier-summary" data-testid="courier-summary">
            {sections(preview).map((s) => (
              <section key={s.key} className="courier-summary__section" aria-labelledby={`courier-summary-${s.key}`}>
                <div className="courier-summary__head">
                  <h4 id={`courier-summary-${s.key}`}>{stepTitle(s.key)}</h4>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => onEdit(s.step)}>
                    {t('courier:summary.edit', { section: stepTitle(s.key) })}
                  </button>
                </div>
                <dl>
                  {s.rows.map((r) => (
                    <div key={r.label} className="courier-summary__row">
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
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
