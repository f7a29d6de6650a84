/**
 * The report form's fields (spec 3 §3 "Ethics report", §5): category (select with an empty placeholder option,
 * stored as its id) and description required; location, incident date, witnesses, evidence optional; contact name,
 * e-mail and phone optional and hidden when "anonymous" is ticked. Ticking it also empties the contact fields —
 * the shared schema sends them as null anyway, but an empty field can neither be refused while hidden nor linger in
 * the tab's draft. The fieldset is disabled while the report is being sent or waits for the network.
 */
import type { RefObject, SubmitEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField, TextAreaField } from '../../components/form-field.tsx';
import { HoneypotField } from '../public-forms/components/honeypot-field.tsx';
import { ETHICS_CATEGORIES } from '../../domain/forms/constants.ts';
import type { EthicsReport, EthicsReportForm } from '../../domain/forms/ethics.ts';
import { useFormText } from '../public-forms/use-form-text.ts';

import { now } from '../../domain/clock.ts';

const CONTACT_FIELDS = ['contactName', 'contactEmail', 'contactPhone'] as const;

/** Today in the browser's calendar, `YYYY-MM-DD` (the latest incident date the date picker offers). */
function today(): string {
  const d = now();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface ReportFormProps {
  form: UseFormReturn<EthicsReportForm, unknown, EthicsReport>;
  busy: boolean;
  sending: boolean;
  onSubmit: (e: SubmitEvent<HTMLFormElement>) => void;
  onClear: () => void;
  honeypot: RefObject<HTMLInputElement | null>;
}

export function ReportForm({ form, busy, sending, onSubmit, onClear, honeypot }: ReportFormProps) {
  const { t } = useTranslation(['ethics', 'forms']);
  const text = useFormText();
  const { register, formState, control } = form;
  const { errors } = formState;
  const anonymous = useWatch({ control, name: 'anonymous' });
  const required = <span className="ethics-mark"> {t('forms:field.required')}</span>;
  const optional = <span className="ethics-mark muted"> {t('forms:field.optional')}</span>;

  const anonymousBox = register('anonymous', {
    onChange: (e: { target: { checked: boolean } }) => {
      if (!e.target.checked) return;
      for (const f of CONTACT_FIELDS) form.setValue(f, '', { shouldDirty: true });
      form.clearErrors([...CONTACT_FIELDS]);
    },
  });

  return (
    <form noValidate className="ethics-form" aria-labelledby="ethics-form-title" onSubmit={onSubmit}>
      <fieldset className="ethics-form__body" disabled={busy}>
        <p className="small muted">{t('ethics:form.intro')}</p>
        <div className="form-grid">
          <SelectField id="ethics-category" label={t('ethics:form.category')} labelSuffix={required} registration={register('category')}
            error={text(errors.category?.message)} required>
            <option value="">{t('ethics:form.categoryPlaceholder')}</option>
            {ETHICS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`forms:ethicsCategories.${c}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField id="ethics-description" label={t('ethics:form.description')} labelSuffix={required} registration={register('description')}
            error={text(errors.description?.message)} hint={t('ethics:form.descriptionHint')} rows={7} required />
          <div className="form-grid form-grid--two">
            <FormField id="ethics-location" label={t('ethics:form.location')} labelSuffix={optional} registration={register('location')}
              error={text(errors.location?.message)} autoComplete="off" />
            <FormField id="ethics-incident-date" type="date" max={today()} label={t('ethics:form.incidentDate')} labelSuffix={optional}
              registration={register('incidentDate')} error={text(errors.incidentDate?.message)} />
          </div>
          <TextAreaField id="ethics-witnesses" label={t('ethics:form.witnesses')} labelSuffix={optional} registration={register('witnesses')}
            error={text(errors.witnesses?.message)} rows={3} />
          <TextAreaField id="ethics-evidence" label={t('ethics:form.evidence')} labelSuffix={optional} registration={register('evidence')}
            error={text(errors.evidence?.message)} hint={t('ethics:form.evidenceHint')} rows={3} />

          <div className="ethics-anonymous">
            <label className="form-check" htmlFor="ethics-anonymous">
              <input id="ethics-anonymous" type="checkbox" {...anonymousBox} aria-describedby="ethics-anonymous-hint" />
              <span>{t('ethics:form.anonymous')}</span>
            </label>
            <p id="ethics-anonymous-hint" className="field__hint">
              {t('ethics:form.anonymousHint')}
            </p>
          </div>

          {anonymous ? null : (
            <fieldset className="ethics-contact" aria-describedby="ethics-contact-hint">
              <legend>{t('ethics:form.contactTitle')}</legend>
              <p id="ethics-contact-hint" className="field__hint">
                {t('ethics:form.contactHint')}
              </p>
              <div className="form-grid form-grid--two">
                <FormField id="ethics-contact-name" label={t('ethics:form.contactName')} labelSuffix={optional} registration={register('contactName')}
                  error={text(errors.contactName?.message)} autoComplete="name" />
                <FormField id="ethics-contact-email" type="email" label={t('ethics:form.contactEmail')} labelSuffix={optional}
                  registration={register('contactEmail')} error={text(errors.contactEmail?.message)} autoComplete="email" />
                <FormField id="ethics-contact-phone" type="tel" label={t('ethics:form.contactPhone')} labelSuffix={optional}
                  registration={register('contactPhone')} error={text(errors.contactPhone?.message)} autoComplete="tel" />
              </div>
            </fieldset>
          )}
        </div>
        <HoneypotField inputRef={honeypot} />
        <p className="small muted">{t('ethics:form.draftHint')}</p>
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" onClick={onClear}>
            {t('ethics:form.clear')}
          </button>
          <button type="submit" className="btn btn--primary">
            {sending ? t('forms:submit.sending') : t('ethics:form.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
