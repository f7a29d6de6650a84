/**
 * The blog's newsletter box (spec 3 §2.6) subscribing for real with double opt-in: the server answers the same
 * neutral "check your mailbox" whatever the address's state, and mails a confirmation link. One submission id per
 * typed address, so a resend after a flaky network sends no second mail. Offline, the address stays in the field
 * and the box says so (it is not queued: a subscription is worth a deliberate second click, and nothing is lost).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { normalizeLanguage } from '../../domain/languages.ts';
import { newsletterFormSchema, type NewsletterForm } from '../../domain/newsletter.ts';
import { messageKeyOf } from '../../lib/api/error-keys.ts';
import { newsletterKeys, subscribeNewsletter } from './api/newsletter-api.ts';

const ERROR_KEYS = {
  invalid: 'newsletter.errors.invalid',
  'not-found': 'newsletter.errors.server',
  'rate-limited': 'newsletter.errors.rate',
  server: 'newsletter.errors.server',
  network: 'newsletter.errors.offline',
} as const;

type FieldKey = 'newsletter.errors.required' | 'newsletter.errors.invalid' | 'newsletter.errors.tooLong';
const isFieldKey = (m: string | undefined): m is FieldKey =>
  m === 'newsletter.errors.required' || m === 'newsletter.errors.invalid' || m === 'newsletter.errors.tooLong';

export function NewsletterBox() {
  const { t, i18n } = useTranslation('blog');
  const form = useForm<NewsletterForm, unknown, { email: string }>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onChange',
  });
  // one id per address: sending the same address again (a retry) is the same submission
  const submission = useRef<{ email: string; id: string } | null>(null);
  const subscribe = useMutation({ mutationKey: newsletterKeys.subscribe, mutationFn: subscribeNewsletter, networkMode: 'always' });
  const message = form.formState.errors.email?.message;

  const send = ({ email }: { email: string }) => {
    if (submission.current?.email !== email) submission.current = { email, id: crypto.randomUUID() };
    const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'de';
    subscribe.mutate({ email, language, submissionId: submission.current.id });
  };

  return (
    <section className="newsletter card-surface" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      <p className="muted">{t('newsletter.text')}</p>
      <div role="status">{subscribe.isSuccess ? <p className="alert alert--info">{t('newsletter.sent')}</p> : null}</div>
      {subscribe.isSuccess ? null : (
        <form noValidate className="newsletter__form" onSubmit={(e) => void form.handleSubmit(send)(e)}>
          <FormField
            id="newsletter-email"
            type="email"
            label={t('newsletter.label')}
            autoComplete="email"
            inputMode="email"
            registration={form.register('email')}
            error={isFieldKey(message) ? t(message) : undefined}
          />
          <button type="submit" className="btn btn--primary" disabled={subscribe.isPending}>
            {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </form>
      )}
      <div role="alert">{subscribe.isError ? <p className="alert alert--error">{t(messageKeyOf(subscribe.error, ERROR_KEYS))}</p> : null}</div>
    </section>
  );
}
