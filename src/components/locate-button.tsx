/**
 * "Use my location" (issue 15 item 1): a button that asks the browser for the position and hands the nearest
 * Austrian postal code to `onFound`; the spec 1 §8 message of a failure is shown next to it and announced. The work
 * (geolocation, the server's or the offline table's lookup, the messages' texts) loads on the first click.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './locate-button.css';

/** The offline postal table, its own chunk (precached by the service worker), fetched on the first offline lookup. */
const loadPostalTable = () => import('../domain/postal-table.gen.ts').then((m) => m.POSTAL_TABLE);

export interface LocateButtonProps {
  onFound: (postalCode: string) => void;
  className?: string;
  /** show the label as text (otherwise only as the accessible name of an icon button) */
  showLabel?: boolean;
}

export function LocateButton({ onFound, className, showLabel = false }: LocateButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const label = t('common.nav.location.locate');

  async function locate() {
    setBusy(true);
    setMessage('');
    try {
      const { locatePostalCode } = await import('../lib/geo/locate.ts');
      const result = await locatePostalCode(loadPostalTable);
      if (result.ok) onFound(result.postalCode);
      else setMessage(t(`locate.errors.${result.reason}`, { ns: 'geo' }));
    } catch {
      setMessage(t('locate.errors.failed', { ns: 'geo' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={`locate ${className ?? ''}`}>
      <button type="button" className="locate__button" onClick={() => void locate()} disabled={busy} aria-label={showLabel ? undefined : label}
        title={label} data-testid="locate-button">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        {showLabel ? <span>{label}</span> : null}
      </button>
      <span className="locate__message" aria-live="assertive" data-testid="locate-message">{message}</span>
    </span>
  );
}
