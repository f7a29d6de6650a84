/** Step 3, Geschäftsdaten: cuisine (20 options), description, opening hours per weekday. */
import { useTranslation } from 'react-i18next';
import { CUISINES } from '../../domain/forms/constants.ts';
import { OpeningHoursFieldset } from './opening-hours-fieldset.tsx';
import { SelectField, TextareaField } from './signup-fields.tsx';

export function StepBusiness() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  return (
    <div className="form-grid">
      <SelectField name="cuisine" label={t('fields.cuisine')}>
        <option value="">{t('fields.choose')}</option>
        {CUISINES.map((c) => (
          <option key={c} value={c}>
            {tf(`cuisines.${c}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField name="description" label={t('fields.description')} hint={t('fields.descriptionHint')} />
      <OpeningHoursFieldset />
    </div>
  );
}
