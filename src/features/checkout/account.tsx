/**
 * Checkout for signed-in users (spec 1 §2, §5, §7; issue 5): the default (else the first) saved address selected and
 * put into the address fields; the typed address can be saved to the profile with an optional default flag ("Fehler
 * beim Speichern der Adresse" on failure). Name, phone and e-mail come from the profile (use-checkout-form.ts).
 * Guests see none of this.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import { addressesQueryOptions, saveAddress } from '../../lib/supabase/data.ts';
import { defaultAddress } from '../../lib/supabase/default-address.ts';
import type { AddressInput, AddressRow } from '../../lib/supabase/types.ts';
import { formStreetAddress, type CheckoutForm } from './checkout-form.ts';
import type { CheckoutFormApi } from './components/text-field.tsx';
import { checkoutKeys } from './keys.ts';

/** The address fields of the form when `a` is chosen (the doorbell defaults to the last name). */
export function addressToForm(a: AddressRow, f: CheckoutForm): CheckoutForm {
  return {
    ...f,
    postalCode: a.postal_code,
    city: a.city,
    street: a.street,
    houseNumber: a.building_number,
    apartment: a.door_number ?? '',
    floor: a.floor ?? '',
    staircase: a.stair ?? '',
    entranceNotes: a.details ?? f.entranceNotes,
    doorbell: f.doorbell || f.lastName,
  };
}

/** The saved address the typed street, number and postal code are, if any. */
function sameAddress(list: AddressRow[], street: string, houseNumber: string, postalCode: string): AddressRow | undefined {
  return list.find((a) => a.street === street.trim() && a.building_number === houseNumber.trim() && a.postal_code === postalCode.trim());
}

const ADDRESS_KEYS = ['postalCode', 'city', 'street', 'houseNumber', 'apartment', 'floor', 'staircase', 'entranceNotes', 'doorbell'] as const;

/**
 * `keepTyped`: the form starts from an address the customer chose (this tab's draft, a full address typed on the home
 * page): the default address is not put over it, and a saved address is selected only when it is the typed one.
 */
export function SavedAddresses({ user, form, keepTyped = false }: { user: AuthUser; form: CheckoutFormApi; keepTyped?: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const name = useId();
  const addresses = useQuery(addressesQueryOptions(user.id));
  const list = addresses.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const { getValues, setValue } = form;
  const { isSubmitted } = useFormState({ control: form.control });
  const typed = useWatch({ control: form.control, name: ['street', 'houseNumber', 'postalCode'] });
  const [street, houseNumber, postalCode] = typed;
  const typedSaved = sameAddress(list, street, houseNumber, postalCode);
  const selected = picked ?? (keepTyped ? typedSaved : defaultAddress(list))?.id ?? null;

  const save = useMutation({
    mutationKey: checkoutKeys.saveAddress(),
    mutationFn: (input: AddressInput) => saveAddress(input),
    onSuccess: (row) => {
      setPicked(row.id);
      void qc.invalidateQueries({ queryKey: accountKeys.addresses(user.id) });
    },
    onError: (err) => console.error('checkout address save', err),
  });

  const apply = (a: AddressRow) => {
    const next = addressToForm(a, getValues());
    for (const k of ADDRESS_KEYS) setValue(k, next[k], { shouldValidate: isSubmitted });
  };
  const applyInitial = useEffectEvent(apply);

  // the default (else the first) address goes into the fields once, when the list arrives
  const autoApplied = useRef(false);
  useEffect(() => {
    if (autoApplied.current || !addresses.data) return;
    autoApplied.current = true;
    if (keepTyped) return;
    const first = defaultAddress(addresses.data);
    if (first) applyInitial(first);
  }, [addresses.data, keepTyped]);

  const pick = (a: AddressRow) => {
    setPicked(a.id);
    setIncomplete(false);
    save.reset();
    apply(a);
  };

  const submitSave = () => {
    save.reset();
    const f = getValues();
    const missing = ![f.street, f.houseNumber, f.apartment, f.doorbell].every((v) => v.trim());
    setIncomplete(missing);
    if (missing) return;
    save.mutate({
      type: 'home',
      title: `${f.street.trim()} ${f.houseNumber.trim()}`.slice(0, 100),
      ...formStreetAddress(f),
      is_default: makeDefault,
    });
  };

  const matchesSaved = typedSaved !== undefined;
  const message = incomplete
    ? { tone: 'error', text: t('auth.checkout.required') }
    : save.isError
      ? { tone: 'error', text: t('auth.checkout.saveFailed') }
      : save.isSuccess
        ? { tone: 'ok', text: t('auth.checkout.saved') }
        : null;

  return (
    <div className="card-surface co-card form-section" data-testid="saved-addresses">
      {list.length > 0 ? (
        <fieldset>
          <legend className="form-section__title">{t('auth.checkout.savedAddresses')}</legend>
          {list.map((a) => (
            <label key={a.id} className="co-saved-address">
              <input type="radio" name={name} value={a.id} checked={selected === a.id} onChange={() => pick(a)} />
              <span>
                <strong>{a.title}</strong>
                {a.is_default ? ` (${t('auth.nav.default')})` : ''}
                <br />
                {a.street} {a.building_number}
                {a.door_number ? `/${a.door_number}` : ''}, {a.postal_code} {a.city}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="note">{t('auth.checkout.noAddresses')}</p>
      )}
      {!matchesSaved ? (
        <div className="co-save-address">
          <label className="co-save-address__default">
            <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
            {t('auth.checkout.asDefault')}
          </label>
          <button type="button" className="btn btn--secondary btn--small" disabled={save.isPending} onClick={submitSave}>
            {t('auth.checkout.saveAddress')}
          </button>
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {message ? <p className={message.tone === 'ok' ? 'note' : 'alert alert--error'}>{message.text}</p> : null}
      </div>
    </div>
  );
}
