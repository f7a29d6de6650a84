/**
 * The signed-in desk (issue 14): the live queue in four columns, the alert for unseen new orders (the ring of issue
 * 32: repeating every 10 s, louder and escalated after a minute, cancellations rung apart; system notification, tab
 * title count), the loud banner when the connection is lost, and the actions — queued offline and sent in order
 * (api/actions.ts).
 */
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useMatchRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DelayMinutes, DeskAction, DeskOrder } from '../../../domain/wire/desk.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { newAction, type DeskActionVariables } from '../api/actions.ts';
import { hoursQueryOptions } from '../api/hours.ts';
import { meQueryOptions } from '../api/me.ts';
import { queueQueryOptions } from '../api/orders.ts';
import { setPause, type PauseMinutes } from '../api/pause.ts';
import { subscribeDeskPush, unsubscribeDeskPush } from '../api/push.ts';
import { deskSignOut } from '../desk-auth.ts';
import { useDeskFormat } from '../format.ts';
import { deskKeys, deskMutationKeys } from '../keys.ts';
import { boardOf, unseenNew, withPending, type ShownOrder } from '../queue.ts';
import { useNewOrderNotifications, useWakeLock } from '../use-attention.ts';
import { preloadRingSounds } from '../ring-sound.ts';
import { ESCALATE_AFTER_MS } from '../ring.ts';
import { useFullscreen } from '../use-fullscreen.ts';
import { useRing } from '../use-ring.ts';
import { useLiveQueue } from '../use-live-queue.ts';
import { usePresence } from '../use-presence.ts';
import { useSeen, useSoundSetting } from '../use-seen.ts';
import { AcceptDialog, RefuseDialog } from './action-dialogs.tsx';
import { ActionFailures } from './action-failures.tsx';
import { CatalogDialog } from './catalog-dialog.tsx';
import { ConnectionBanner, ConnectionState } from './connection-banner.tsx';
import { DeskHeader } from './desk-header.tsx';
import { QueueBoard } from './queue-board.tsx';
import { RingAlert } from './ring-alert.tsx';
import { StatusAnnouncer } from './status-announcer.tsx';
import { TicketDialog } from './ticket-dialog.tsx';
import { AutoAcceptedBar } from './auto-accepted.tsx';
import { useAutoAcceptedTicket, useRefusable } from '../use-auto-accepted.ts';
import { DayDialog } from './day-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { nowMs } from '../../../domain/clock.ts';

type Open = { kind: 'accept' | 'refuse' | 'ticket'; order: ShownOrder } | { kind: 'catalog' | 'day' | 'settings' } | null;

/** the view links: the shown one is primary and the current page */
const ACTIVE = { className: 'btn--primary', 'aria-current': 'page' } as const;
const INACTIVE = { className: 'btn--secondary' } as const;

const variablesOf = (m: { state: { variables: unknown } }) => m.state.variables as DeskActionVariables;

export function DeskApp({ onSessionLost }: { onSessionLost: (why: 'session' | 'forbidden') => void }) {
  const { t } = useTranslation('desk');
  const { euro } = useDeskFormat();
  const client = useQueryClient();
  const me = useQuery(meQueryOptions());
  // busy mode in the top bar: set here, on /desk/hours or by the operator (read again every minute)
  const hours = useQuery({ ...hoursQueryOptions(), refetchInterval: 60_000 });
  const queue = useQuery({ ...queueQueryOptions(), enabled: false });
  const status = useLiveQueue(onSessionLost);
  const pending = useMutationState({ filters: { mutationKey: deskMutationKeys.action, status: 'pending' }, select: variablesOf });
  const act = useMutation<DeskOrder, Error, DeskActionVariables>({ mutationKey: deskMutationKeys.action });
  const pause = useMutation({ mutationKey: deskMutationKeys.pause, mutationFn: (m: PauseMinutes) => setPause(client, m), networkMode: 'always' });
  const [seen, markSeen] = useSeen();
  const [soundOn, setSoundOn] = useSoundSetting();
  const [started, setStarted] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  // the "Speisekarte" view is the child route /desk/menu (its own chunk); the queue stays mounted, only hidden
  const matchRoute = useMatchRoute();
  const onMenu = Boolean(matchRoute({ to: '/desk/menu' })) || Boolean(matchRoute({ to: '/desk/reviews' })) || Boolean(matchRoute({ to: '/desk/hours' })) || Boolean(matchRoute({ to: '/desk/receipt/$orderId' }));
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowMs()), 1000);
    return () => clearInterval(timer);
  }, []);

  const shown = useMemo(() => withPending(queue.data?.orders ?? [], pending), [queue.data, pending]);
  const board = useMemo(() => boardOf(shown), [shown]);
  const unseen = useMemo(() => unseenNew(board.new, seen), [board.new, seen]);
  const unseenIds = useMemo(() => new Set(unseen.map((o) => o.id)), [unseen]);

  useDocumentTitle(board.new.length > 0 ? t('titleCount', { count: board.new.length }) : t('title'));
  const unseenKey = useMemo(() => unseen.map((o) => o.id), [unseen]);
  const ring = useRing(unseenKey, queue.data?.orders, started && soundOn);
  const overdue = Object.values(ring.state.waiting).some((since) => now - since >= ESCALATE_AFTER_MS);
  const fullscreen = useFullscreen();
  const notificationText = useCallback(
    (o: DeskOrder) => ({
      title: t('alert.notificationTitle', { nr: o.nr }),
      body: t('alert.notificationBody', { count: o.lines.reduce((n, l) => n + l.qty, 0), total: euro(o.amount.total) }),
    }),
    [t, euro],
  );
  useNewOrderNotifications(board.new, notificationText);
  useWakeLock(started);
  usePresence();

  const start = () => {
    preloadRingSounds();
    fullscreen.enter();
    setStarted(true);
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().then(() => subscribeDeskPush().catch(() => false));
    } else {
      void subscribeDeskPush().catch(() => false);
    }
  };

  // issue 32: an order auto-accept took opens its kitchen ticket once; it stays refusable for a minute
  const openTicket = useCallback((order: ShownOrder) => {
    markSeen([order.id]);
    setOpen({ kind: 'ticket', order });
  }, [markSeen]);
  useAutoAcceptedTicket(shown, now + (queue.data?.skewMs ?? 0), open === null, openTicket);
  const refusable = useRefusable(shown, now + (queue.data?.skewMs ?? 0));

  const onAction = (order: ShownOrder, action: DeskAction) => {
    markSeen([order.id]);
    if (action === 'accept' || action === 'refuse') {
      setOpen({ kind: action, order });
      return;
    }
    act.mutate(newAction({ orderId: order.id, nr: order.nr, action }));
  };

  const onDelay = (order: ShownOrder, delayMinutes: DelayMinutes) => {
    markSeen([order.id]);
    act.mutate(newAction({ orderId: order.id, nr: order.nr, action: 'delay', delayMinutes }));
  };

  const signOut = () => {
    void unsubscribeDeskPush()
      .catch(() => undefined)
      .finally(() => {
        client.removeQueries({ queryKey: deskKeys.all });
        void deskSignOut();
      });
  };

  return (
    <div className="desk">
      <DeskHeader me={me.data} now={now} started={started} onStart={start} soundOn={soundOn} onSound={setSoundOn}
        connection={<ConnectionState status={status} syncedAt={queue.data?.syncedAt} queued={pending.length} />}
        fullscreen={fullscreen.full} onFullscreen={fullscreen.enter}
        pausedUntil={me.data?.vendor.pausedUntil ?? null} busy={hours.data?.busy ?? null} pauseBusy={pause.isPending} onPause={(m) => pause.mutate(m)}
        onCatalog={() => setOpen({ kind: 'catalog' })} onSignOut={signOut} />
      {pause.isError ? <p role="alert" className="alert alert--error">{t('errors.network')}</p> : null}
      <ConnectionBanner status={status} syncedAt={queue.data?.syncedAt} />
      <RingAlert unseen={unseen.length} overdue={overdue} onSeen={() => markSeen(unseen.map((o) => o.id))}
        alarms={ring.state.alarms} onAlarmsSeen={ring.acknowledge} />
      <StatusAnnouncer orders={queue.data?.orders} />
      <ActionFailures />
      <AutoAcceptedBar items={refusable} onRefuse={(order) => setOpen({ kind: 'refuse', order })} />
      <nav aria-label={t('views.label')} className="desk-views">
        <Link to="/desk" className="btn" activeOptions={{ exact: true }} activeProps={ACTIVE} inactiveProps={INACTIVE}>
          {t('views.queue')}
        </Link>
        <Link to="/desk/menu" className="btn" activeProps={ACTIVE} inactiveProps={INACTIVE}>
          {t('views.menu')}
        </Link>
        <Link to="/desk/reviews" className="btn" activeProps={ACTIVE} inactiveProps={INACTIVE}>
          {t('views.reviews')}
        </Link>
        <Link to="/desk/hours" className="btn" activeProps={ACTIVE} inactiveProps={INACTIVE}>
          {t('views.hours')}
        </Link>
        <button type="button" className="btn btn--secondary" onClick={() => setOpen({ kind: 'day' })}>{t('views.day')}</button>
        <button type="button" className="btn btn--secondary" onClick={() => setOpen({ kind: 'settings' })}>{t('views.settings')}</button>
      </nav>
      <div hidden={onMenu}>
        {queue.data ? (
          <QueueBoard board={board} now={now + queue.data.skewMs} unseen={unseenIds} onAction={onAction} onDelay={onDelay}
            onTicket={(order) => setOpen({ kind: 'ticket', order })} />
        ) : (
          <p role="status">{status === 'lost' ? t('errors.load') : t('connection.connecting')}</p>
        )}
      </div>
      <Outlet />
      {open?.kind === 'accept' ? (
        <AcceptDialog nr={open.order.nr} onClose={() => setOpen(null)} onAccept={(prepMinutes) => {
          act.mutate(newAction({ orderId: open.order.id, nr: open.order.nr, action: 'accept', prepMinutes }));
          setOpen(null);
        }} />
      ) : null}
      {open?.kind === 'refuse' ? (
        <RefuseDialog nr={open.order.nr} onClose={() => setOpen(null)} onRefuse={(reason) => {
          act.mutate(newAction({ orderId: open.order.id, nr: open.order.nr, action: 'refuse', reason }));
          setOpen(null);
        }} />
      ) : null}
      {open?.kind === 'ticket' ? <TicketDialog order={open.order} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'catalog' ? <CatalogDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'day' ? <DayDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'settings' ? <SettingsDialog onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
