/**
 * The restaurant's UID number (issue 29: printed on its receipts): typed as the tax office wrote it ("ATU 1022 3006"),
 * checked with the shared schema (opsVatIdBodySchema: ATU + 8 digits, the check digit) before it is sent and by the
 * server with the same one; each problem in the operator's words. Empty removes it.
 */
import { useEffect } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { opsVatIdBodySchema, UID_MESSAGES } from '../../../domain/ops-vat-id.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { useSaveVatIdMutation } from '../api/vendor.ts';

interface VatIdForm { vatId: string }
interface VatIdBody { vatId: string | null }

/** The shared schema on the form's text (empty → null: no UID). */
const resolver: Resolver<VatIdForm, unknown, VatIdBody> = (values): ResolverResult<VatIdForm, VatIdBody> => {
  const r = opsVatIdBodySchema.safeParse({ vatId: values.vatId.trim() ? values.vatId : null });
  if (r.success) return { values: r.data, errors: {} };
  return { values: {}, errors: { vatId: { type: 'schema', message: r.error.issues[0]?.message ?? '' } } };
};

const ID = 'ops-vat-id';

export function VatIdForm({ vendorId, vatId }: { vendorId: string; vatId: string | null }) {
  const { t } = useTranslation('ops');
  const save = useSaveVatIdMutation(vendorId);
  const form = useForm<VatIdForm, unknown, VatIdBody>({ resolver, defaultValues: { vatId: vatId ?? '' } });
  const { isDirty, errors } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset({ vatId: vatId ?? '' });
  }, [vatId, form, isDirty]);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (vendor) => form.reset({ vatId: vendor.vatId ?? '' }),
      onError: (err) => {
        if (isHttpError(err) && err.status === 400) {
          form.setError('vatId', { type: 'server', message: err.fields.vatId ?? err.serverMessage ?? '' }, { shouldFocus: true });
        }
      },
    }),
  );
  const raw = errors.vatId?.message;
  const error = raw === undefined ? undefined
    : raw.includes(UID_MESSAGES.checkDigit) ? t('vatId.checkDigit')
      : raw.includes(UID_MESSAGES.format) || raw === '' ? t('vatId.format')
        : t('vatId.refused', { message: raw });
  const message = save.isSuccess && !isDirty
    ? (save.data.vatId ? t('vatId.saved') : t('vatId.removed'))
    : save.isError && !(isHttpError(save.error) && save.error.status === 400) ? t('vatId.failed') : '';
  return (
    <section className="ops-panel card-surface" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('vatId.title')}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="ops-menu">
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label htmlFor={ID} className="field__label">{t('vatId.label')}</label>
          <input id={ID} className="input" autoComplete="off" spellCheck={false} autoCapitalize="characters" maxLength={30}
            placeholder="ATU12345675" aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ID}-error ${ID}-hint` : `${ID}-hint`} {...form.register('vatId')} />
          {error ? <p id={`${ID}-error`} className="field__error">{error}</p> : null}
          <p id={`${ID}-hint`} className="note">{t('vatId.hint')}</p>
        </div>
        <div className="ops-actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>{t('vatId.save')}</button>
          <p role="status" className={message ? (save.isError ? 'field__error' : 'note') : 'sr-only'}>{message}</p>
        </div>
      </form>
    </section>
  );
}
