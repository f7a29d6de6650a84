/**
 * The street-address inputs shared by the address and workplace dialogs (spec 2 §5); required labels end in " *".
 * Registered with the dialog's react-hook-form through FormProvider; a field with a broken rule is marked invalid
 * (the dialog says why in one message). The street field suggests addresses from 3 characters (issue 15 item 2, like
 * the checkout's street field): picking one fills street, building number, postal code and city.
 */
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { AddressSuggestInput } from '../../components/address-suggest-input.tsx';
import type { AddressSuggestion } from '../../lib/geo/use-address-suggestions.ts';
import type { StreetAddressInput } from '../../lib/supabase/types.ts';

export interface StreetAddressFieldsProps {
  /** ids are `${idPrefix}-street`, `${idPrefix}-building`, … */
  idPrefix: string;
  /** browser autofill hints (the customer's own addresses, not a workplace) */
  autofill?: boolean;
}

export function StreetAddressFields({ idPrefix, autofill = false }: StreetAddressFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<StreetAddressInput>();
  const { errors } = formState;
  const id = (k: string) => `${idPrefix}-${k}`;
  const auto = (hint: string) => (autofill ? hint : undefined);
  return (
    <>
      <StreetSuggestField id={id('street')} />
      <FormField id={id('building')} label={`${t('profile.addresses.buildingNumber')} *`} maxLength={20}
        registration={register('building_number')} invalid={!!errors.building_number} />
      <FormField id={id('stair')} label={t('profile.addresses.stair')} maxLength={20} registration={register('stair')} />
      <FormField id={id('floor')} label={t('profile.addresses.floor')} maxLength={20} registration={register('floor')} />
      <FormField id={id('door')} label={t('profile.addresses.door')} maxLength={20} registration={register('door_number')} />
      <FormField id={id('postal')} label={`${t('profile.addresses.postalCode')} *`} inputMode="numeric" autoComplete={auto('postal-code')}
        maxLength={5} registration={register('postal_code')} invalid={!!errors.postal_code} />
      <FormField id={id('city')} label={`${t('profile.addresses.city')} *`} autoComplete={auto('address-level2')} maxLength={100}
        registration={register('city')} invalid={!!errors.city} />
    </>
  );
}

/** The street input as a combobox bound to the dialog's form (react-hook-form controller). */
function StreetSuggestField({ id }: { id: string }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<StreetAddressInput>();
  const { field, fieldState } = useController({ control, name: 'street' });
  const invalid = fieldState.invalid;

  function onSelect(s: AddressSuggestion) {
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    setValue('street', s.street ?? field.value, opts);
    if (s.houseNumber) setValue('building_number', s.houseNumber, opts);
    setValue('postal_code', s.postalCode, opts);
    setValue('city', s.city, opts);
  }

  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <AddressSuggestInput
        inputId={id}
        inputRef={field.ref}
        label={`${t('profile.addresses.street')} *`}
        value={field.value}
        onValueChange={field.onChange}
        onSelect={onSelect}
        inputProps={{ name: field.name, onBlur: field.onBlur, maxLength: 200, 'aria-invalid': invalid ? true : undefined }}
      />
    </div>
  );
}
