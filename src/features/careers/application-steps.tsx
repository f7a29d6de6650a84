/**
 * Steps 2–5 of the application (spec 3 §3, §5): personal data (address, postal code and previous jobs are held but
 * not asked, as in the spec), experience, motivation (start date "Nach Absprache" unless changed) and documents.
 * There is no upload: the boxes say which documents the applicant sends by e-mail afterwards, and the page says so.
 */
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { CheckField, TextField, TextareaField } from './careers-fields.tsx';
import { now } from '../../domain/clock.ts';

export function PersonalStep() {
  const today = now().toISOString().slice(0, 10);
  return (
    <div className="form-grid form-grid--two">
      <TextField name="firstName" autoComplete="given-name" maxLength={100} />
      <TextField name="lastName" autoComplete="family-name" maxLength={100} />
      <TextField name="email" type="email" autoComplete="email" maxLength={254} />
      <TextField name="phone" type="tel" autoComplete="tel" hint="phone" maxLength={40} />
      <TextField name="dateOfBirth" type="date" autoComplete="bday" optional max={today} />
      <TextField name="city" autoComplete="address-level2" optional maxLength={100} />
    </div>
  );
}

export function ExperienceStep() {
  return (
    <div className="form-grid">
      <TextareaField name="experience" hint="experience" maxLength={5000} />
      <TextareaField name="education" hint="education" maxLength={2000} />
      <TextareaField name="skills" hint="skills" optional maxLength={2000} />
      <TextareaField name="languages" hint="languages" optional maxLength={500} />
    </div>
  );
}

export function MotivationStep() {
  return (
    <div className="form-grid">
      <TextareaField name="motivation" hint="motivation" maxLength={5000} />
      <TextareaField name="whyUs" maxLength={5000} />
      <div className="form-grid form-grid--two">
        <TextField name="salary" hint="salary" optional maxLength={100} />
        <TextField name="startDate" hint="startDate" optional maxLength={100} />
      </div>
    </div>
  );
}

export function DocumentsStep() {
  const { t } = useTranslation('careers');
  return (
    <div className="form-grid">
      <p className="alert alert--info" data-testid="careers-documents-note">
        {t('documents.intro', { email: COMPANY.email.value })}
      </p>
      <fieldset className="careers-choice">
        <legend className="field__label">{t('documents.legend')}</legend>
        <CheckField name="hasCV" label={t('documents.hasCV')} hint="hasCV" />
        <CheckField name="hasCoverLetter" label={t('documents.hasCoverLetter')} hint="hasCoverLetter" />
        <CheckField name="hasCertificates" label={t('documents.hasCertificates')} hint="hasCertificates" />
      </fieldset>
    </div>
  );
}
