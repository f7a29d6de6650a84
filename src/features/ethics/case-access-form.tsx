/**
 * Opening a case with its number and one-time secret (POST, never in a URL). Both are checked with the shared
 * schema first (it also takes them as people type them: lower case, spaces, dashes, O for 0). An unknown number
 * and a wrong secret get the same neutral "not found". Nothing typed here is stored.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../components/form-field.tsx';
import { ethicsCaseAccessSchema, type EthicsCase, type EthicsCaseAccess } from '../../domain/forms/ethics.ts';
import { useFormText } from '../public-forms/use-form-text.ts';
import { ethicsCaseKeys, lookUpCase } from './api/case-api.ts';
import { openErrorKey } from './case-errors.ts';

type AccessForm = z.input<typeof ethicsCaseAccessSchema>;

export function CaseAccessForm({ onOpened }: { onOpened: (access: EthicsCaseAccess, data: EthicsCase) => void }) {
  const { t } = useTranslation('ethics');
  const text = useFormText();
  const form = useForm<AccessForm, unknown, EthicsCaseAccess>({
    resolver: zodResolver(ethicsCaseAccessSchema),
    defaultValues: { caseNumber: '', caseSecret: '' },
    reValidateMode: 'onChange',
  });
  // a failed network is said at once (no waiting for it), so 'always'
  const lookup = useMutation({ mutationKey: ethicsCaseKeys.lookup, mutationFn: lookUpCase, networkMode: 'always' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((access) => {
    lookup.mutate(access, { onSuccess: (data) => onOpened(access, data) });
  });

  return (
    <form noValidate className="ethics-form card-surface" aria-labelledby="ethics-case-open-title" onSubmit={(e) => void submit(e)}>
      <h2 id="ethics-case-open-title" className="sr-only">
        {t('case.open')}
      </h2>
      <fieldset className="ethics-form__body" disabled={lookup.isPending}>
        <div className="form-grid">
          <FormField id="ethics-case-number" label={t('case.caseNumber')} hint={t('case.caseNumberHint')} registration={form.register('caseNumber')}
            error={text(errors.caseNumber?.message)} autoComplete="off" autoCapitalize="characters" spellCheck={false} translate="no" />
          <FormField id="ethics-case-secret" label={t('case.caseSecret')} hint={t('case.caseSecretHint')} registration={form.register('caseSecret')}
            error={text(errors.caseSecret?.message)} autoComplete="off" autoCapitalize="characters" spellCheck={false} translate="no" />
        </div>
        <div role="alert" className="ethics-case__alert">
          {lookup.isError ? <p className="alert alert--error">{t(openErrorKey(lookup.error))}</p> : null}
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary">
            {lookup.isPending ? t('case.opening') : t('case.open')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
