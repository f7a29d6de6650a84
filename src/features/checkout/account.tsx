/**
 * Checkout for signed-in users (spec 1 §2, §5, §7; issue 5): name, phone and e-mail prefilled from the profile and
 * read-only; the default (else the first) saved address selected; the typed address can be saved to the profile
 * with an optional default flag ("Fehler beim Speichern der Adresse" on failure). Guests see none of this.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, type AuthUser } from '../../lib/supabase/auth-store.ts';
import { addressesQueryOptions, listenForAddressUpdates, saveAddress } from '../../lib/supabase/data.ts';
import type { AddressRow } from '../../lib/supabase/types.ts';
import { formStreetAddress, type CheckoutForm } from './validation.ts';

/** The signed-in user (or null) and the prefill of the personal fields. */
export function useCheckoutAccount(setForm: Dispatch<SetStateAction<CheckoutForm>>): AuthUser | null {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    setForm((f) => ({
      ...f,
      firstName: user.firstName || f.firstName,
      lastName: user.lastName || f.lastName,
      phone: user.phone || f.phone,
      email: user.email || f.email,
    }));
  }, [user, setForm]);
  return user;
}

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

/** Index of the address to select first: the default one, else the first. */
export function initialAddress(list: AddressRow[]): AddressRow | undefined {
  return list.find((a) => a.is_default) ?? list[0];
}

export interface SavedAddressesProps {
  user: AuthUser;
  form: CheckoutForm;
  setForm: Dispatch<SetStateAction<CheckoutForm>>;
}

export function SavedAddresses({ user, form, setForm }: SavedAddressesProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const name = useId();
  const addresses = useQuery(addressesQueryOptions(user.id));
  const [selected, setSelected] = useState<string | null>(null);
  const autoDone = useRef(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => listenForAddressUpdates(qc), [qc]);

  const list = addresses.data ?? [];
  useEffect(() => {
    if (autoDone.current || !addresses.data) return;
    autoDone.current = true;
    const first = initialAddress(addresses.data);
    if (!first) return;
    setSelected(first.id);
    setForm((f) => addressToForm(first, f));
  }, [addresses.data, setForm]);

  const pick = (a: AddressRow) => {
    setSelected(a.id);
    setMessage(null);
    setForm((f) => addressToForm(a, f));
  };

  const save = async () => {
    setMessage(null);
    if (![form.street, form.houseNumber, form.apartment, form.doorbell].every((v) => v.trim())) {
      setMessage({ tone: 'error', text: t('auth.checkout.required') });
      return;
    }
    setSaving(true);
    try {
      const row = await saveAddress({
        type: 'home',
        title: `${form.street.trim()} ${form.houseNumber.trim()}`.slice(0, 100),
        ...formStreetAddress(form),
        is_default: makeDefault,
      });
      setSelected(row.id);
      setMessage({ tone: 'ok', text: t('auth.checkout.saved') });
    } catch (err) {
      console.error('checkout address save', err);
      setMessage({ tone: 'error', text: t('auth.checkout.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  const matchesSaved = list.some(
    (a) => a.street === form.street.trim() && a.building_number === form.houseNumber.trim() && a.postal_code === form.postalCode.trim(),
  );

  return (
    <div className="card-surface co-card form-section" data-testid="saved-addresses">
      {list.length > 0 ? (
        <fieldset>
          <legend className="form-section__title">{t('auth.checkout.savedAddresses')}</legend>
          {list.map((a) => (
            <label key={a.id} className="co-saved-address" style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
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
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center', marginTop: '0.5rem' }}>
          <label style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
            <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
            {t('auth.checkout.asDefault')}
          </label>
          <button type="button" className="btn btn--secondary btn--small" disabled={saving} onClick={() => void save()}>
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
