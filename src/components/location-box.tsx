import { useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateButton } from './locate-button.tsx';

/**
 * Delivery-location box of the top navigation (spec 2 §2, spec 1 §5): Enter submits; empty → alert;
 * 4–5 digits or a postal code anywhere in an address → postalCode (street, number and town kept), a town → city
 * (lower case), else free search (a street the listing resolves: domain/search-input.ts). "Use my location" goes to
 * the listing of the nearest postal code.
 */
export function LocationBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  async function submit() {
    // the address reading loads on the first submit (its own chunk, shared with the home search and the listing): the
    // top bar is on every page's first load
    const { classifyLocationInput } = await import('../domain/search-input.ts');
    const target = classifyLocationInput(value);
    switch (target.kind) {
      case 'empty':
        window.alert(t('common.nav.location.empty'));
        return;
      case 'postalCode':
        void navigate({
          to: '/restaurants',
          search: { postalCode: target.value, cityName: target.city, street: target.street, houseNumber: target.houseNumber },
        });
        return;
      case 'city':
        void navigate({ to: '/restaurants', search: { city: target.value } });
        return;
      case 'search':
        void navigate({ to: '/restaurants', search: { search: target.value } });
        return;
    }
  }

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    void submit();
  }

  return (
    <form className="topnav__location" role="search" aria-label={t('common.nav.location.label')} onSubmit={onSubmit}>
      <label htmlFor="nav-location" className="sr-only">
        {t('common.nav.location.label')}
      </label>
      <input
        id="nav-location"
        type="text"
        inputMode="search"
        autoComplete="postal-code"
        placeholder={t('common.nav.location.placeholder')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <LocateButton onFound={(postalCode) => void navigate({ to: '/restaurants', search: { postalCode } })} />
      <button type="submit" aria-label={t('common.nav.location.submit')}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
