/** Add/edit address dialog (spec 2 §2, §5). Required: title, street, building number, city, postal code. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import type { AddressType } from '../../lib/supabase/types.ts';
import { ProfileInput } from './field.tsx';
import { validateAddress, type AddressForm } from './validation.ts';

export interface AddressDialogProps {
  initial: AddressForm;
  editing: boolean;
  onSave: (form: AddressForm) => Promise<void>;
  onClose: () => void;
}

export function AddressDialog({ initial, editing, onSave, onClose }: AddressDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<AddressForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AddressForm>(k: K) => (v: AddressForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateAddress(form);
    if (invalid) {
      setError(t(invalid));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(form);
    } catch (err) {
      console.error('address save', err);
      setError(t('profile.addresses.error_saving_address'));
      setBusy(false);
    }
  };

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
        <ProfileInput id={id('title')} label={`${t('profile.addresses.title')} *`} maxLength={100} value={form.title} onValueChange={set('title')} />
        <div className="profile-grid">
          <ProfileInput id={id('street')} label={`${t('profile.addresses.street')} *`} autoComplete="address-line1" maxLength={200}
            value={form.street} onValueChange={set('street')} />
          <ProfileInput id={id('building')} label={`${t('profile.addresses.buildingNumber')} *`} maxLength={20}
            value={form.building_number} onValueChange={set('building_number')} />
          <ProfileInput id={id('stair')} label={t('profile.addresses.stair')} maxLength={20} value={form.stair} onValueChange={set('stair')} />
          <ProfileInput id={id('floor')} label={t('profile.addresses.floor')} maxLength={20} value={form.floor} onValueChange={set('floor')} />
          <ProfileInput id={id('door')} label={t('profile.addresses.door')} maxLength={20} value={form.door_number} onValueChange={set('door_number')} />
          <ProfileInput id={id('postal')} label={`${t('profile.addresses.postalCode')} *`} inputMode="numeric" autoComplete="postal-code"
            maxLength={5} value={form.postal_code} onValueChange={(v) => set('postal_code')(v.replace(/\s/g, ''))} />
          <ProfileInput id={id('city')} label={`${t('profile.addresses.city')} *`} autoComplete="address-level2" maxLength={100}
            value={form.city} onValueChange={set('city')} />
        </div>
        <ProfileInput id={id('details')} label={t('profile.addresses.details')} maxLength={1000} value={form.details} onValueChange={set('details')} />
        <div className="profile-check">
          <input id={id('default')} type="checkbox" checked={form.is_default} onChange={(e) => set('is_default')(e.target.checked)} />
          <label htmlFor={id('default')}>{t('profile.addresses.isDefault')}</label>
        </div>
        <div role="alert" className="profile-message">
          {error ? <p className="alert alert--error">{error}</p> : null}
        </div>
        <div className="profile-card__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>{t('profile.addresses.save')}</button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>{t('profile.addresses.cancel')}</button>
        </div>
      </form>
    </Dialog>
  );
}
