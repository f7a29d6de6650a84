/**
 * New-workplace dialog (spec 2 §5): react-hook-form with the workplace schema. Required: company, street, building
 * number, city, postal code ("Bitte füllen Sie alle erforderlichen Felder aus"); the monthly budget is optional.
 * The tab owns the add mutation.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { DialogFormFooter } from './dialog-form-footer.tsx';
import { EMPTY_WORKPLACE, summaryMessage, workplaceFormSchema, type WorkplaceForm } from './schemas.ts';
import { StreetAddressFields } from './street-address-fields.tsx';

export interface WorkplaceDialogProps {
  onSubmit: (form: WorkplaceForm) => void;
  saving: boolean;
  /** the translated message of a failed save */
  saveError: string | null;
  onClose: () => void;
}

export function WorkplaceDialog({ onSubmit, saving, saveError, onClose }: WorkplaceDialogProps) {
  const { t } = useTranslation();
  const form = useForm<WorkplaceForm>({ resolver: zodResolver(workplaceFormSchema), defaultValues: EMPTY_WORKPLACE });
  const { register, handleSubmit, formState } = form;
  const summary = summaryMessage(formState.errors, 'profile.workplaces.required');
  const id = (k: string) => `workplace-${k}`;
  return (
    <Dialog open onClose={onClose} title={t('profile.workplaces.dialog')} closeLabel={t('profile.addresses.cancel')}>
      <FormProvider {...form}>
        <form className="profile-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} data-testid="workplace-form">
          <FormField id={id('company')} label={`${t('profile.workplaces.companyName')} *`} autoComplete="organization"
            maxLength={200} registration={register('company_name')} invalid={!!formState.errors.company_name} />
          <div className="profile-grid">
            <StreetAddressFields idPrefix="workplace" />
            <FormField id={id('budget')} label={t('profile.workplaces.monthlyBudget')} inputMode="decimal" maxLength={10}
              registration={register('monthly_budget')} invalid={!!formState.errors.monthly_budget} />
          </div>
          <DialogFormFooter error={summary ? t(summary) : saveError} busy={saving} onCancel={onClose} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
