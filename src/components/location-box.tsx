import { useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyLocationInput } from '../domain/search-input.ts';
import { LocateButton } from './locate-button.tsx';

/**
 * Delivery-location box of the top navigation (spec 2 §2, spec 1 §5): Enter submits; empty → alert;
 * 4–5 digits → postalCode, letters/spaces/hyphens → city (lower case), else free search. "Use my location" goes to
 * the listing of the nearest postal code.
 */
export function LocationBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const target = classifyLocationInput(value);
    switch (target.kind) {
      case 'empty':
        window.alert(t('common.nav.location.empty'));
        return;
      case 'postalCode':
        void navigate({ to: '/restaurants', search: { postalCode: target.value } });
        return;
      case 'city':
        void navigate({ to: '/restaurants', search: { city: target.value } });
        return;
      case 'search':
        void navigate({ to: '/restaurants', search: { search: target.value } });
        return;
    }
  }

  return (
    <form className="topnav__location" role="search" onSubmit={onSubmit}>
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
