/**
 * Confirmation and tracking (spec 1 §2, §4): order number, time, restaurant, countdown card, status timeline,
 * address, summary and the actions. Follows the order live (use-live-order.ts: a desk change shows within a second),
 * else polls every 10 s; a status shown never moves backwards (statusRank, remembered
 * per order). When no live order can be loaded the demo order is shown with "Demo-Bestellverfolgung".
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayStatus, hidesCountdown, isFinished, statusRank } from '../../../domain/status.ts';
import { matchZone } from '../../../domain/zones.ts';
import { errorText } from '../../../i18n/error-text.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { replaceCart } from '../../../lib/cart/cart.ts';
import { UUID_PATTERN } from '../../../domain/wire/patterns.ts';
import { orderQueryOptions } from '../api/order.ts';
import { trackingVendorQueryOptions } from '../api/tracking-vendor.ts';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { DEMO_ORDER_NR, DEMO_RESTAURANT_LABEL, demoOrder } from '../demo-order.ts';
import { advanceStatus, findRememberedOrder, loadStatusMemory, saveStatusMemory } from '../remembered-orders.ts';
import { accessKeyFromHash, rememberAccessKey, rememberedKey } from '../order-access-key.ts';
import { orderLinesToCartLines, parseOrderName } from '../reorder.ts';
import { CountdownCard } from './countdown-card.tsx';
import { useEstimateMinutes } from '../use-estimate-minutes.ts';
import { useLiveOrder } from '../use-live-order.ts';
import { DelayNotice } from './delay-notice.tsx';
import { useTrackingFormat } from './format.ts';
import { RateOrderButton } from '../../../components/reviews/rate-order-button.tsx';
import { NotifyOffer } from './notify-offer.tsx';
import { OrderAddress, OrderSummary } from './order-summary.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { TrackingMap } from './tracking-map.tsx';
import { CourierLive } from './courier-live.tsx';
import { AsOf } from './as-of.tsx';
import './tracking.css';
import { now } from '../../../domain/clock.ts';


export interface TrackingViewProps {
  /** order number (without #) */
  orderNr: string | undefined;
  vendor?: string | undefined;
  fullOrderId?: string | undefined;
  confirmation?: boolean;
  /** inside another page (the lookup): the title is a second-level heading */
  embedded?: boolean;
}

export function TrackingView({ orderNr, vendor: vendorParam, fullOrderId, confirmation, embedded }: TrackingViewProps) {
  const Title = embedded ? 'h2' : 'h1';
  const { t } = useTranslation();
  const { dateTime } = useTrackingFormat();
  const navigate = useNavigate();
  const nr = orderNr?.replace(/^#/, '').trim() || undefined;
  const remembered = nr ? findRememberedOrder(nr) : null;
  // the resource name carries the order's uuid (full view); an order placed on this device is found by its number
  const parsed = parseOrderName(fullOrderId) ?? parseOrderName(remembered?.name);
  const vendorRef = parsed?.vendorId ?? vendorParam ?? remembered?.vendorId;
  const orderRef = parsed?.orderId ?? nr;
  // the order's access key (issue 30): from the customer's own link (`#k=…`), kept with the order on this device
  // (read from the window and on each change of the fragment: the page is never rendered on the server, and a router
  // hook here would add an export to the entry chunk)
  const [linkKey, setLinkKey] = useState(() => (typeof window === 'undefined' ? null : accessKeyFromHash(window.location.hash)));
  useEffect(() => {
    const read = () => setLinkKey(accessKeyFromHash(window.location.hash));
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const accessKey = linkKey ?? rememberedKey(remembered);

  const vendorQuery = useQuery({ ...trackingVendorQueryOptions(vendorRef ?? ''), enabled: !!vendorRef });
  const vendorId = vendorRef && UUID_PATTERN.test(vendorRef) ? vendorRef : vendorQuery.data?.id;
  const [live, setLive] = useState(false);
  const orderOptions = orderQueryOptions(vendorId ?? '', orderRef ?? '');
  // while the live stream is open it tells of every change: the 10 s poll pauses (and takes over when it breaks)
  const orderQuery = useQuery({ ...orderOptions, refetchInterval: live ? false : orderOptions.refetchInterval, enabled: !!vendorId && !!orderRef });
  // a change on the desk reaches the page within a second (issue 28); the order's uuid is in both views' answers
  const followed = orderQuery.data;
  const moving = !!followed && !isFinished(followed.fulfillment.state) && followed.fulfillment.state !== 'CANCELED';
  useLiveOrder(vendorId, moving ? followed.id : undefined, orderOptions.queryKey, setLive);

  // a failed refetch keeps the last known order on screen (offline, issue 4); only no data at all means demo
  const vendorFailed = !!vendorRef && !UUID_PATTERN.test(vendorRef) && vendorQuery.isError && !vendorQuery.data;
  const missing = !vendorRef || !orderRef;
  const demo = missing || vendorFailed || (orderQuery.isError && !orderQuery.data);
  const loading = !demo && !orderQuery.data;

  const [demoData] = useState(() => demoOrder(now()));
  const order = demo ? demoData : orderQuery.data;

  // the countdown ends where the delivery range the customer saw ends (issue 25 item 3)
  const estimateMinutes = useEstimateMinutes({
    postalCode: !demo && order && !order.delivery.pickUp ? order.delivery.loc?.postalCode : undefined,
    vendor: vendorQuery.data,
    vendorLoading: vendorQuery.isPending && vendorQuery.fetchStatus === 'fetching',
  });

  const liveNr = demo ? null : (order?.nr ?? null);
  const liveName = demo ? undefined : orderQuery.data?.name;
  const liveCreated = demo ? undefined : orderQuery.data?.createTime;
  useEffect(() => {
    if (!liveNr || !linkKey || !liveName || !liveCreated) return;
    const p = parseOrderName(liveName);
    rememberAccessKey(liveNr, linkKey, p ? { vendorId: p.vendorId, name: liveName, placedAt: liveCreated } : null);
  }, [liveNr, linkKey, liveName, liveCreated]);
  // the shown status never moves backwards (a late answer or a cached page cannot undo progress): the highest status
  // shown before is remembered per order on the device
  const reported = order?.fulfillment.state;
  useEffect(() => {
    if (!liveNr || !reported) return;
    saveStatusMemory(liveNr, advanceStatus(loadStatusMemory(liveNr), reported, now()));
  }, [liveNr, reported]);

  if (loading || !order) {
    return (
      <div className="page tracking-page" aria-busy="true">
        <Title>{confirmation ? t('tracking.thanks') : t('tracking.title')}</Title>
        <p role="status">{t('tracking.loading')}</p>
      </div>
    );
  }

  const shownBefore = liveNr ? loadStatusMemory(liveNr) : null;
  const state =
    !demo && shownBefore && statusRank(shownBefore.state) > statusRank(order.fulfillment.state)
      ? shownBefore.state
      : order.fulfillment.state;
  const display = displayStatus(state);
  const vendor = vendorQuery.data;
  const restaurant = demo ? DEMO_RESTAURANT_LABEL : (vendor?.label ?? remembered?.vendorLabel ?? '');
  const error = demo && !missing ? (orderQuery.error ?? vendorQuery.error) : null;
  // a number that leads to no order is said plainly before the demo order is shown (spec 1 §2; issue 25 item 9)
  const notFound = demo && !!nr && (!vendorRef || (isHttpError(error) && error.status === 404));

  const reorder = () => {
    if (!vendor) return;
    const orderType = order.delivery.pickUp ? 'pickup' : 'delivery';
    const code = order.delivery.loc?.postalCode;
    replaceCart({
      lines: orderLinesToCartLines(order.lines),
      vendorId: vendor.id,
      vendorName: vendor.label,
      vendorSlug: vendor.slug,
      vendorTags: vendor.tags,
      orderType,
      zone: orderType === 'delivery' && code ? matchZone(vendor, code) : null,
    });
    void navigate({ to: '/cart' });
  };

  return (
    <div className="page tracking-page" data-live={live}>
      <Title>{confirmation && !demo ? t('tracking.thanks') : t('tracking.title')}</Title>
      {demo ? (
        <div className="alert alert--demo" data-testid="demo-notice">
          {notFound ? (
            <p data-testid="order-not-found">
              <strong>{t('tracking.notFound', { nr })}</strong>
            </p>
          ) : null}
          {error ? (
            <p>
              <strong>{t('tracking.loadError')}</strong>: {errorText(t, error, 'tracking.fetchFailed')}
            </p>
          ) : null}
          <p>
            <strong>{t('tracking.demoTitle')}</strong> — {t('tracking.demoText')}
          </p>
        </div>
      ) : null}
      <section className="card-surface co-card order-head" aria-label={t('tracking.orderDetails')}>
        <dl className="order-head__facts">
          <div>
            <dt>{t('tracking.orderNumber')}</dt>
            <dd data-testid="order-number">{demo ? DEMO_ORDER_NR : order.nr}</dd>
          </div>
          <div>
            <dt>{t('tracking.orderTime')}</dt>
            <dd>{dateTime(new Date(order.createTime))}</dd>
          </div>
          <div>
            <dt>{t('tracking.restaurant')}</dt>
            <dd data-testid="order-restaurant">{restaurant}</dd>
          </div>
        </dl>
        {!demo ? <AsOf updatedAt={orderQuery.dataUpdatedAt} /> : null}
      </section>
      <div className="tracking-grid">
        <div className="tracking-main">
          {!hidesCountdown(display) ? (
            <CountdownCard
              nr={order.nr}
              orderTime={new Date(order.createTime)}
              deliveryTime={order.fulfillment.delivery?.time}
              packagingTime={order.fulfillment.packaging?.time}
              scheduledTime={order.delivery.time}
              estimateMinutes={estimateMinutes}
              phone={vendor?.phone}
              remember={!demo}
              pickup={order.delivery.pickUp}
            />
          ) : null}
          {!demo ? <DelayNotice fulfillment={order.fulfillment} pickup={order.delivery.pickUp} /> : null}
          {!demo ? (
            <NotifyOffer vendorId={vendorId} orderId={parsed?.orderId ?? undefined} nr={order.nr} accessKey={accessKey} state={state} />
          ) : null}
          <StatusTimeline state={state} cancellation={order.fulfillment.cancellation} postalCode={order.delivery.loc?.postalCode} />
          {!demo && vendor && order.delivery.loc && !order.delivery.pickUp ? (
            <DeliveryEstimate vendor={vendor} postalCode={order.delivery.loc.postalCode}
              deskTime={order.fulfillment.delivery?.time} requested={order.delivery.time} />
          ) : null}
          {order.delivery.pickUp || order.delivery.loc ? (
            <OrderAddress order={order} pickupAddress={vendor ? `${vendor.label}, ${vendor.address.includes(vendor.postalCode) ? vendor.address : `${vendor.address}, ${vendor.postalCode} ${vendor.city}`}` : null} />
          ) : null}
          {!demo && vendorId && parsed?.orderId && !order.delivery.pickUp && display === 'onway' ? (
            <CourierLive vendorId={vendorId} orderId={parsed.orderId} restaurant={vendor} destination={order.delivery.loc} />
          ) : null}
          {!demo ? <TrackingMap restaurant={vendor} destination={order.delivery.pickUp ? null : order.delivery.loc} /> : null}
        </div>
        <div className="tracking-side">
          {order.amount && order.lines.length > 0 ? (
            <OrderSummary order={order} />
          ) : (
            <p className="card-surface co-card note" data-testid="details-private">{t('tracking.detailsPrivate')}</p>
          )}
          <div className="card-surface co-card tracking-actions">
            <button type="button" className="btn btn--primary btn--block" onClick={reorder} disabled={demo || !vendor || order.lines.length === 0}>
              {t('tracking.reorder')}
            </button>
            <RateOrderButton vendorId={demo ? undefined : vendorId} orderId={demo ? undefined : (parsed?.orderId ?? undefined)} state={state}
              accessKey={demo ? undefined : accessKey} />
            {!demo && vendorId && parsed?.orderId ? (
              <Link to="/receipt/$vendorId/$orderId" params={{ vendorId, orderId: parsed.orderId }} className="btn btn--secondary btn--block">
                {t('tracking.receipt')}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
