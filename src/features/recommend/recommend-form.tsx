/**
 * Recommend a restaurant (spec 3 §2.4, §3, §5): name, category and city required, everything else optional; the
 * shared schema judges in the browser and on the server. Cancel goes back one page. The draft survives a reload; a
 * submit pressed offline is queued ("… sobald Sie online sind") and sent once the network is back; on success the
 * thank-you screen takes over (then /restaurants after 3 s).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmitStatus } from '../public-forms/components/form-submit-status.tsx';
import { HoneypotField } from '../public-forms/components/honeypot-field.tsx';
import { RECOMMENDATION_CATEGORIES, RECOMMENDATION_CITIES } from '../../domain/forms/constants.ts';
import {
  EMPTY_VENDOR_RECOMMENDATION, vendorRecommendationSchema, type VendorRecommendation, type VendorRecommendationForm,
} from '../../domain/forms/recommendation.ts';
import { applyFieldErrors } from '../public-forms/field-errors.ts';
import { useFormDraft } from '../public-forms/use-form-draft.ts';
import { usePublicFormSubmit } from '../public-forms/use-public-form-submit.ts';
import { RecommendInput, RecommendSelect, RecommendTextarea } from './recommend-fields.tsx';
import { RecommendThanks } from './recommend-thanks.tsx';

export function RecommendForm() {
  const { t } = useTranslation(['recommend', 'forms']);
  const router = useRouter();
  const form = useForm<VendorRecommendationForm, unknown, VendorRecommendation>({
    resolver: zodResolver(vendorRecommendationSchema),
    defaultValues: EMPTY_VENDOR_RECOMMENDATION,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft('recommend-vendor', form);
  const submit = usePublicFormSubmit('vendor-recommendation', draft);
  const honeypot = useRef<HTMLInputElement>(null);

  const serverFields = submit.state.status === 'error' ? submit.state.fields : null;
  useEffect(() => {
    if (serverFields) applyFieldErrors(form, serverFields);
  }, [serverFields, form]);

  if (submit.state.status === 'success') return <RecommendThanks reference={submit.state.answer.reference} />;

  const locked = submit.state.status === 'submitting' || submit.state.status === 'queued';
  const categories = RECOMMENDATION_CATEGORIES.map((c) => ({ value: c, label: t(`forms:recommendationCategories.${c}`) }));
  const cities = RECOMMENDATION_CITIES.map((c) => ({ value: c, label: c }));
  const cancel = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/restaurants' });
  };

  return (
    <form className="card-surface recommend__form" noValidate onSubmit={(e) => void form.handleSubmit((data) => submit.send(data, honeypot.current?.value))(e)}>
      {draft.restored ? (
        <div className="alert alert--info recommend__draft">
          <p>{t('forms:submit.draftRestored')}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => draft.clear()} disabled={locked}>
            {t('recommend:discard')}
          </button>
        </div>
      ) : null}
      {draft.saveFailed ? <p className="alert alert--info">{t('forms:submit.draftNotSaved')}</p> : null}
      <fieldset disabled={locked} className="recommend__fieldset">
        <legend>{t('recommend:sections.vendor')}</legend>
        <div className="form-grid form-grid--two">
          <RecommendInput form={form} name="vendorName" autoComplete="off" maxLength={200} />
          <RecommendSelect form={form} name="category" options={categories} placeholder={t('recommend:placeholders.category')} />
          <RecommendSelect form={form} name="city" options={cities} placeholder={t('recommend:placeholders.city')} />
          <RecommendInput form={form} name="postalCode" optional inputMode="numeric" autoComplete="off" maxLength={4} />
          <RecommendInput form={form} name="vendorAddress" optional autoComplete="off" maxLength={300} />
          <RecommendInput form={form} name="vendorPhone" optional type="tel" autoComplete="off" maxLength={40} />
          <RecommendInput form={form} name="vendorWebsite" optional type="url" autoComplete="off" maxLength={500} />
        </div>
        <RecommendTextarea form={form} name="description" />
      </fieldset>
      <fieldset disabled={locked} className="recommend__fieldset">
        <legend>{t('recommend:sections.recommender')}</legend>
        <p className="muted small">{t('recommend:recommenderHint')}</p>
        <div className="form-grid form-grid--two">
          <RecommendInput form={form} name="recommenderName" optional autoComplete="name" maxLength={200} />
          <RecommendInput form={form} name="recommenderEmail" optional type="email" autoComplete="email" maxLength={254} />
        </div>
      </fieldset>
      <HoneypotField inputRef={honeypot} />
      <FormSubmitStatus state={submit.state} errorFallback={t('recommend:error')} />
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={cancel}>
          {t('recommend:cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={locked}>
          {submit.state.status === 'submitting' ? t('forms:submit.sending') : t('recommend:submit')}
        </button>
      </div>
    </form>
  );
}
