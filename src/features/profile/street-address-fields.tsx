/** The street-address inputs shared by the address and workplace dialogs (spec 2 §5); required labels end in " *". */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import type { StreetAddressInput } from '../../lib/supabase/types.ts';

export interface StreetAddressFieldsProps {
  /** ids are `${idPrefix}-street`, `${idPrefix}-building`, … */
  idPrefix: string;
  value: StreetAddressInput;
  set: (k: keyof StreetAddressInput) => (v: string) => void;
  /** browser autofill hints (the customer's own addresses, not a workplace) */
  autofill?: boolean;
}

export function StreetAddressFields({ idPrefix, value, set, autofill = false }: StreetAddressFieldsProps) {
  const { t } = useTranslation();
  const id = (k: string) => `${idPrefix}-${k}`;
  const auto = (hint: string) => (autofill ? hint : undefined);
  return (
    <>
      <FormField id={id('street')} label={`${t('profile.addresses.street')} *`} autoComplete={auto('address-line1')} maxLength={200}
        value={value.street} onValueChange={set('street')} />
      <FormField id={id('building')} label={`${t('profile.addresses.buildingNumber')} *`} maxLength={20}
        value={value.building_number} onValueChange={set('building_number')} />
      <FormField id={id('stair')} label={t('profile.addresses.stair')} maxLength={20} value={value.stair} onValueChange={set('stair')} />
      <FormField id={id('floor')} label={t('profile.addresses.floor')} maxLength={20} value={value.floor} onValueChange={set('floor')} />
      <FormField id={id('door')} label={t('profile.addresses.door')} maxLength={20} value={value.door_number} onValueChange={set('door_number')} />
      <FormField id={id('postal')} label={`${t('profile.addresses.postalCode')} *`} inputMode="numeric" autoComplete={auto('postal-code')}
        maxLength={5} value={value.postal_code} onValueChange={(v) => set('postal_code')(v.replace(/\s/g, ''))} />
      <FormField id={id('city')} label={`${t('profile.addresses.city')} *`} autoComplete={auto('address-level2')} maxLength={100}
        value={value.city} onValueChange={set('city')} />
    </>
  );
}
