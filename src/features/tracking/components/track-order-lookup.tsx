/** /track-order without an order number: enter one, or pick an order placed on this device; then the demo. */
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recentOrders } from '../remembered-orders.ts';
import { ORDER_NR_RE } from '../search-schema.ts';
import { useTrackingFormat } from './format.ts';
import { TrackingView } from './tracking-view.tsx';
import './tracking.css';

export function TrackOrderLookup() {
  const { t } = useTranslation();
  const { dateTime } = useTrackingFormat();
  const navigate = useNavigate();
  const [nr, setNr] = useState('');
  const [error, setError] = useState(false);
  const [orders] = useState(recentOrders);

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = nr.trim().replace(/^#/, '');
    if (!ORDER_NR_RE.test(v)) {
      setError(true);
      document.getElementById('track-nr')?.focus();
      return;
    }
    const known = orders.find((o) => o.nr === v);
    void navigate({ to: '/order/$id', params: { id: v }, search: known ? { vendor: known.vendorId, fullOrderId: known.name } : {} });
  };

  return (
    <div className="page tracking-page">
      <h1>{t('tracking.lookup.title')}</h1>
      <form className="track-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="track-nr" className="field__label">
            {t('tracking.orderNumber')}
          </label>
          <input id="track-nr" className="input" value={nr} maxLength={64} autoComplete="off"
            aria-invalid={error || undefined} aria-describedby={error ? 'track-nr-error' : undefined}
            onChange={(e) => { setNr(e.target.value); setError(false); }} />
          {error ? <p id="track-nr-error" className="field__error">{t('tracking.lookup.invalid')}</p> : null}
        </div>
        <button type="submit" className="btn btn--primary">
          {t('tracking.lookup.submit')}
        </button>
      </form>
      {orders.length > 0 ? (
        <section aria-labelledby="recent-orders-title">
          <h2 id="recent-orders-title">{t('tracking.lookup.recent')}</h2>
          <ul className="recent-orders">
            {orders.map((o) => (
              <li key={o.nr}>
                <Link to="/order/$id" params={{ id: o.nr }} search={{ vendor: o.vendorId, fullOrderId: o.name }}>
                  {t('tracking.lookup.recentItem', { nr: o.nr, restaurant: o.vendorLabel ?? '', time: dateTime(new Date(o.placedAt)) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <TrackingView orderNr={undefined} embedded />
    </div>
  );
}
