/**
 * Step 2 of the courier application: the vehicle (spec 3 §2.2, §5). A motorcycle/scooter or car needs the licence
 * box; the licence number is asked only with the box ticked, the vehicle details only with an own vehicle. Each
 * option states its requirements and pay; the age is stated, not checked.
 */
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES, type VehicleType } from '../../domain/forms/constants.ts';
import { useFormText } from '../public-forms/use-form-text.ts';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { FieldNotes } from '../../components/field-notes.tsx';
import { TextAreaField } from '../../components/form-field.tsx';
import { VEHICLE_FACTS } from './courier-facts.ts';
import { CourierField, fieldId, type CourierForm } from './courier-field.tsx';

export function VehicleStep({ form }: { form: CourierForm }) {
  const { t } = useTranslation(['courier', 'forms']);
  const text = useFormText();
  const { errors } = useFormState({ control: form.control, name: ['vehicleType', 'hasDriversLicense', 'vehicleDetails'] });
  const [hasLicence, hasOwnVehicle] = useWatch({ control: form.control, name: ['hasDriversLicense', 'hasOwnVehicle'] });
  const vehicleError = text(errors.vehicleType?.message);
  const detailsError = text(errors.vehicleDetails?.message);
  const groupErrorId = `${fieldId('vehicleType')}-error`;

  const optionHint = (v: VehicleType) => {
    const f = VEHICLE_FACTS[v];
    const common = { age: f.minAge, min: f.earnings.min, max: f.earnings.max };
    return f.licenceClasses ? t('courier:vehicleOption.licensed', { ...common, classes: f.licenceClasses }) : t('courier:vehicleOption.bike', common);
  };

  return (
    <div className="form-grid">
      <fieldset className={`courier-choice${vehicleError ? ' field--invalid' : ''}`}>
        <legend className="field__label">{t('courier:fields.vehicleType')}</legend>
        {VEHICLE_TYPES.map((v) => {
          const id = `${fieldId('vehicleType')}-${v}`;
          return (
            <div key={v} className="courier-option">
              <input
                id={id}
                type="radio"
                value={v}
                {...form.register('vehicleType')}
                aria-invalid={vehicleError ? true : undefined}
                aria-describedby={[`${id}-hint`, vehicleError ? groupErrorId : ''].join(' ').trim()}
              />
              <label htmlFor={id} className="courier-option__title">
                {t(`forms:vehicleTypes.${v}`)}
              </label>
              <span id={`${id}-hint`} className="courier-option__hint">
                {optionHint(v)}
              </span>
            </div>
          );
        })}
        <FieldNotes id={fieldId('vehicleType')} error={vehicleError} />
      </fieldset>

      <CheckboxField
        id={fieldId('hasDriversLicense')}
        label={t('courier:fields.hasDriversLicense')}
        registration={form.register('hasDriversLicense')}
        error={text(errors.hasDriversLicense?.message)}
      />
      {hasLicence ? <CourierField form={form} name="driversLicenseNumber" optional autoComplete="off" maxLength={50} /> : null}

      <CheckboxField id={fieldId('hasOwnVehicle')} label={t('courier:fields.hasOwnVehicle')} registration={form.register('hasOwnVehicle')} />
      {hasOwnVehicle ? (
        <TextAreaField
          id={fieldId('vehicleDetails')}
          label={t('courier:fields.vehicleDetails')}
          labelSuffix={<span className="muted"> {t('forms:field.optional')}</span>}
          registration={form.register('vehicleDetails')}
          error={detailsError}
          hint={t('courier:hints.vehicleDetails')}
          maxLength={500}
          rows={3}
        />
      ) : null}
    </div>
  );
}
