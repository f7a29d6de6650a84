/**
 * /delivery/{token}: the courier's view of one order, made for a phone in one hand — pickup, customer address with
 * navigation and phone, cash to collect, items, and the two actions. Shown from the persisted cache when offline;
 * the status line is a live region, so every change (also from a replayed action) is announced.
 */
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatViennaDate } from '../../../domain/display.ts';
import { localeOf } from '../../../domain/languages.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { deliveryViewQueryOptions } from '../api/delivery-view.ts';
import { shownState } from '../display-state.ts';
import { useDeliveryActions } from '../use-delivery-actions.ts';
import { isOnTheWay } from '../../../domain/courier-position.ts';
import { statusRank } from '../../../domain/status.ts';
import { DeliveryActions } from './delivery-actions.tsx';
import { SharePosition } from './share-position.tsx';
import { CollectCard, ItemsCard } from './delivery-money.tsx';
import { CustomerPlace, PickupPlace } from './delivery-places.tsx';
import './delivery.css';

const subscribeOnline = (cb: () => void) => onlineManager.subscribe(cb);
const useOnline = () => useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true);

export function DeliveryPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('delivery');
  const online = useOnline();
  const query = useQuery(deliveryViewQueryOptions(token));
  const { entries, act } = useDeliveryActions(token);
  const view = query.data;
  useDocumentTitle(view ? t('title', { nr: view.nr }) : t('titleLoading'));

  if (!view) {
    const gone = isHttpError(query.error) && query.error.status === 404;
    return (
      <div className="page delivery">
        <h1>{gone ? t('notFound.title') : t('titleLoading')}</h1>
        <p role="status">{gone ? t('notFound.text') : query.isError ? t('loadError') : !online ? t('offlineNoData') : t('loading')}</p>
      </div>
    );
  }

  const open = entries.filter((e) => e.status === 'waiting' || e.status === 'sending').map((e) => e.action);
  const shown = shownState(view.state, open);
  const last = entries.at(-1);
  const status = t(`status.${shown.status}`);
  const locale = localeOf(i18n.language);
  const asOf = query.dataUpdatedAt ? formatViennaDate(new Date(query.dataUpdatedAt), locale, 'dateTime') : null;
  return (
    <div className="page delivery">
      <h1>{t('heading', { nr: view.nr })}</h1>
      <p className={`delivery__status delivery__status--${shown.status}`} role="status" aria-live="polite" data-testid="delivery-status">
        {shown.waiting ? t('statusWaiting', { status }) : t('statusLine', { status })}
      </p>
      {!online ? <p className="delivery__offline" data-testid="delivery-offline">{t('offline')}</p> : null}
      <CustomerPlace view={view} />
      <CollectCard view={view} />
      <PickupPlace view={view} />
      <ItemsCard view={view} />
      <DeliveryActions shown={shown} last={last} onAction={act} />
      {view.orderType === 'delivery' ? (
        <SharePosition token={token} onTheWay={isOnTheWay(view.state) && shown.status === 'onway'}
          beforePickup={view.state !== 'CANCELED' && statusRank(view.state) < statusRank('SHIPPING')} />
      ) : null}
      <p className="delivery__meta">
        {asOf ? <span data-testid="delivery-as-of">{t('asOf', { time: asOf })}</span> : null}
        {view.expiresAt ? <span> · {t('expires', { time: formatViennaDate(new Date(view.expiresAt), locale, 'dateTime') })}</span> : null}
      </p>
    </div>
  );
}
