/** Add/edit address dialog (spec 2 §2, §5). Required: title, street, building number, city, postal code. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import type { AddressType } from '../../lib/supabase/types.ts';
import { StreetAddressFields } from './street-address-fields.tsx';
import { useDialogForm } from './use-dialog-form.ts';
import { validateAddress, type AddressForm } from './validation.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';

export interface AddressDialogProps {
  initial: AddressForm;
  editing: boolean;
  onSave: (form: AddressForm) => Promise<void>;
  onClose: () => void;
}

export function AddressDialog({ initial, editing, onSave, onClose }: AddressDialogProps) {
  const { t } = useTranslation();
  const { form, set, error, busy, submit } = useDialogForm(initial, {
    check: (f) => {
      const invalid = validateAddress(f);
      return invalid ? t(invalid) : null;
    },
    save: onSave,
    logLabel: 'address save',
    failMessage: t('profile.addresses.error_saving_address'),
  });

  const id = (k: string) => `address-${k}`;
  return (
    <Dialog open onClose={onClose} title={editing ? t('profile.addresses.dialogEdit') : t('profile.addresses.dialogAdd')}
      closeLabel={t('profile.addresses.cancel')} size="medium">
      <form className="profile-form" noValidate onSubmit={(e) => void submit(e)} data-testid="address-form">
        <div className="field">
          <label htmlFor={id('type')} className="field__label">{t('profile.addresses.type')}</label>
          <select id={id('type')} className="select" value={form.type}
            onChange={(e) => set('type')(e.target.value as AddressType)}>
            {(['home', 'work', 'other'] as const).map((k) => (
              <option key={k} value={k}>{t(`profile.addresses.types.${k}`)}</option>
            ))}
          </select>
        </div>
        <FormField id={id('title')} label={`${t('profile.addresses.title')} *`} maxLength={100} value={form.title} onValueChange={set('title')} />
        <div className="profile-grid">
          <StreetAddressFields idPrefix="address" value={form} set={set} autofill />
        </div>
        <FormField id={id('details')} label={t('profile.addresses.details')} maxLength={1000} value={form.details} onValueChange={set('details')} />
        <div className="profile-check">
          <input id={id('default')} type="checkbox" checked={form.is_default} onChange={(e) => set('is_default')(e.target.checked)} />
          <label htmlFor={id('default')}>{t('profile.addresses.isDefault')}</label>
        </div>
        <DialogFormFooter error={error} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
