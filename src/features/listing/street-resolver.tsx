/**
 * A street typed without a postal code (issue 25 item 1): asked of the place search (geocoder and its cache, else the
 * streets of vendor addresses) and the signed-in customer's saved addresses. One postal code → the listing of that
 * code with street and number kept for checkout; several → the customer picks; none → what to type instead, or
 * "use my location". Never a silent "0 restaurants".
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateButton } from '../../components/locate-button.tsx';
import { isAustrianPostalCode } from '../../domain/postal-code.ts';
import { resolveStreet, type KnownStreet } from '../../domain/street-resolution.ts';
import { geoSearchQueryOptions } from '../../lib/api/geo-search.ts';
import { matchSavedAddresses } from '../../lib/geo/use-address-suggestions.ts';
import { addressesQueryOptions } from '../../lib/supabase/data.ts';
import { useAuth } from '../../lib/supabase/auth-store.ts';

export interface TypedStreet {
  street: string;
  houseNumber?: string | undefined;
  city?: string | undefined;
}

export function StreetResolver({ typed }: { typed: TypedStreet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const text = typed.houseNumber ? `${typed.street} ${typed.houseNumber}` : typed.street;
  const geo = useQuery(geoSearchQueryOptions(text));
  const saved = useQuery({ ...addressesQueryOptions(user?.id ?? ''), enabled: !!user });
  const waiting = (geo.isPending && geo.fetchStatus !== 'idle') || (!!user && saved.isPending);
  const result = useMemo(() => {
    if (waiting) return null;
    const known: KnownStreet[] = [...(saved.data ? matchSavedAddresses(saved.data, typed.street) : []), ...(geo.data ?? [])];
    return resolveStreet(typed, known);
  }, [waiting, saved.data, geo.data, typed]);

  const open = (postalCode: string, city?: string, street = typed.street) =>
    void navigate({
      to: '/restaurants',
      search: (prev) => ({ ...prev, postalCode, cityName: city, street, houseNumber: typed.houseNumber, search: undefined, city: undefined }),
      replace: true,
    });

  const one = result?.kind === 'one' ? result.place : null;
  useEffect(() => {
    if (one) open(one.postalCode, one.city, one.street);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [one]);

  if (result === null || one) {
    return (
      <p className="listing-street card-surface" role="status">
        {t('listing.street.looking', { street: text })}
      </p>
    );
  }
  if (result.kind === 'several') {
    return (
      <section className="listing-street card-surface" aria-labelledby="listing-street-title">
        <h2 id="listing-street-title">{t('listing.street.severalTitle', { street: typed.street })}</h2>
        <ul className="listing-street__choices">
          {result.places.map((p) => (
            <li key={p.postalCode}>
              <button type="button" className="btn btn--secondary" onClick={() => open(p.postalCode, p.city, p.street)}>
                {`${p.street ?? typed.street}${typed.houseNumber ? ` ${typed.houseNumber}` : ''}, ${p.postalCode} ${p.city}`}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return <UnknownStreet typed={typed} text={text} onPostalCode={(code) => open(code, typed.city)} />;
}

function UnknownStreet({ typed, text, onPostalCode }: { typed: TypedStreet; text: string; onPostalCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (isAustrianPostalCode(code)) onPostalCode(code.trim());
    else setInvalid(true);
  }
  return (
    <section className="listing-street card-surface" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('listing.street.unknownTitle', { street: text })}</h2>
      <p className="muted">{t('listing.street.unknownText', { example: `${text}, 1070 ${typed.city ?? 'Wien'}` })}</p>
      <form className="listing-street__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-code`}>{t('listing.street.postalLabel')}</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={code}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="btn btn--primary">
          {t('listing.street.show')}
        </button>
        <LocateButton showLabel onFound={onPostalCode} />
      </form>
      {invalid && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t('listing.street.postalInvalid')}
        </p>
      )}
    </section>
  );
}
