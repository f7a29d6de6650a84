/**
 * Add/edit address dialog (spec 2 §2, §5): react-hook-form with the address schema. Required: title, street, building
 * number, city, postal code ("Bitte füllen Sie alle Pflichtfelder aus"); the postal code by the shared rule. The tab
 * owns the save mutation: it gets the checked values and tells whether the save runs or failed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { DialogFormFooter } from './dialog-form-footer.tsx';
import { addressFormSchema, summaryMessage, type AddressForm } from './schemas.ts';
import { StreetAddressFields } from './street-address-fields.tsx';

export interface AddressDialogProps {
  initial: AddressForm;
  editing: boolean;
  onSubmit: (form: AddressForm) => void;
  saving: boolean;
  /** the translated message of a failed save */
  saveError: string | null;
  onClose: () => void;
}

export function AddressDialog({ initial, editing, onSubmit, saving, saveError, onClose }: AddressDialogProps) {
  const { t } = useTranslation();
  const form = useForm<AddressForm>({ resolver: zodResolver(addressFormSchema), defaultValues: initial });
  const { register, handleSubmit, formState } = form;
  const summary = summaryMessage(formState.errors, 'profile.addresses.required');
  const id = (k: string) => `address-${k}`;
  return (
    <Dialog open onClose={onClose} title={editing ? t('profile.addresses.dialogEdit') : t('profile.addresses.dialogAdd')}
      closeLabel={t('profile.addresses.cancel')} size="medium">
      <FormProvider {...form}>
        <form className="profile-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} data-testid="address-form">
          <div className="field">
            <label htmlFor={id('type')} className="field__label">{t('profile.addresses.type')}</label>
            <select id={id('type')} className="select" {...register('type')}>
              {(['home', 'work', 'other'] as const).map((k) => (
                <option key={k} value={k}>{t(`profile.addresses.types.${k}`)}</option>
              ))}
            </select>
          </div>
          <FormField id={id('title')} label={`${t('profile.addresses.title')} *`} maxLength={100} registration={register('title')}
            invalid={!!formState.errors.title} />
          <div className="profile-grid">
            <StreetAddressFields idPrefix="address" autofill />
          </div>
          <FormField id={id('details')} label={t('profile.addresses.details')} maxLength={1000} registration={register('details')} />
          <div className="profile-check">
            <input id={id('default')} type="checkbox" {...register('is_default')} />
            <label htmlFor={id('default')}>{t('profile.addresses.isDefault')}</label>
          </div>
          <DialogFormFooter error={summary ? t(summary) : saveError} busy={saving} onCancel={onClose} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
