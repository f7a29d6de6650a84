/**
 * Step 3 of the courier application: the days, Monday to Sunday (stored by their German names), at least one
 * (spec 3 §5), and optional preferred hours.
 */
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COURIER_WEEKDAYS, WEEKDAY_KEYS } from '../../domain/forms/constants.ts';
import { FieldNotes } from '../../components/field-notes.tsx';
import { useFormText } from '../public-forms/use-form-text.ts';
import { CourierField, fieldId, type CourierForm } from './courier-field.tsx';

export function AvailabilityStep({ form }: { form: CourierForm }) {
  const { t } = useTranslation(['courier', 'forms']);
  const text = useFormText();
  const { errors } = useFormState({ control: form.control, name: 'availability' });
  const error = text(firstMessage(errors.availability));
  const errorId = `${fieldId('availability')}-error`;
  return (
    <div className="form-grid">
      <fieldset className={`courier-choice${error ? ' field--invalid' : ''}`}>
        <legend className="field__label">{t('courier:fields.availability')}</legend>
        <div className="courier-days">
          {COURIER_WEEKDAYS.map((day, i) => {
            const key = WEEKDAY_KEYS[i] ?? 'monday';
            const id = `${fieldId('availability')}-${key}`;
            return (
              <div key={day} className="form-check courier-day">
                <input
                  id={id}
                  type="checkbox"
                  value={day}
                  {...form.register('availability')}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                <label htmlFor={id}>{t(`forms:weekdays.${key}`)}</label>
              </div>
            );
          })}
        </div>
        <FieldNotes id={fieldId('availability')} error={error} />
      </fieldset>
      <CourierField form={form} name="preferredWorkingHours" optional hint="preferredWorkingHours" maxLength={200} />
    </div>
  );
}

/** The group's message, or the first day's (`availability.N`, an unknown day — only ever from a server). */
function firstMessage(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const own = (e as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  if (!Array.isArray(e)) return undefined;
  for (const item of e as unknown[]) {
    const m = firstMessage(item);
    if (m) return m;
  }
  return undefined;
}
