/**
 * The checkout's street field with address suggestions from 3 characters (spec 1 §5; issue 15 item 2): picking one
 * fills street, house number, postal code and city (the postal code then runs the zone check). Bound to the checkout
 * form through react-hook-form's controller; error and required marker like the other fields.
 */
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressSuggestInput } from '../../../components/address-suggest-input.tsx';
import type { AddressSuggestion } from '../../../lib/geo/use-address-suggestions.ts';
import { fieldId, useFieldError, type CheckoutFormApi } from './text-field.tsx';

export function StreetField({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'street' });
  const error = useFieldError(form, 'street');
  const id = fieldId('street');

  function onSelect(s: AddressSuggestion) {
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue('street', s.street ?? field.value, opts);
    if (s.houseNumber) form.setValue('houseNumber', s.houseNumber, opts);
    form.setValue('postalCode', s.postalCode, opts);
    form.setValue('city', s.city, opts);
  }

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <AddressSuggestInput
        inputId={id}
        inputRef={field.ref}
        label={t('checkout.fields.street')}
        labelSuffix={<span className="field__required" aria-hidden="true"> *</span>}
        value={field.value}
        onValueChange={field.onChange}
        onSelect={onSelect}
        inputProps={{
          name: field.name,
          onBlur: field.onBlur,
          required: true,
          'aria-required': true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          maxLength: 150,
        }}
      />
      {error ? <p id={`${id}-error`} className="field__error" data-testid={`${id}-error`}>{error}</p> : null}
    </div>
  );
}
