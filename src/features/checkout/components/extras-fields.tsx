/**
 * Tip and order note (spec 1 §9 "Tip is optional"; the order's note for the restaurant). The tip is typed in euro or
 * picked from a few amounts; it is added to the total and sent as the order's tip.
 */
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX, parseTip } from '../checkout-form.ts';
import { useFormat } from '../format.ts';
import { fieldId, TextField, type CheckoutFormApi } from './text-field.tsx';

/** Quick tips in euro. */
export const TIP_PRESETS = [1, 2, 3, 5] as const;

export function TipAndNoteFields({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation();
  const { euro } = useFormat();
  const tip = parseTip(useWatch({ control: form.control, name: 'tip' }));
  const { isSubmitted } = useFormState({ control: form.control });
  const pick = (value: string) => form.setValue('tip', value, { shouldDirty: true, shouldValidate: isSubmitted });
  const notesId = fieldId('notes');
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.extras')}</legend>
      <TextField form={form} name="tip" label={t('checkout.tip.label')} inputMode="decimal" autoComplete="off" maxLength={6} />
      <div className="co-segmented co-tips" role="group" aria-label={t('checkout.tip.presets')}>
        <button type="button" className="co-segmented__option" aria-pressed={tip === 0} onClick={() => pick('')}>
          {t('checkout.tip.none')}
        </button>
        {TIP_PRESETS.map((e) => (
          <button key={e} type="button" className="co-segmented__option" aria-pressed={tip === e * 100} onClick={() => pick(String(e))}>
            {euro(e * 100)}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={notesId} className="field__label">
          {t('checkout.notes')}
          <span className="field__optional"> ({t('checkout.optional')})</span>
        </label>
        <textarea id={notesId} className="input co-notes" rows={3} maxLength={NOTES_MAX} {...form.register('notes')} />
      </div>
    </fieldset>
  );
}
