/**
 * What the courier page shows as the order's state: the server's last known state, moved on by the courier's own
 * actions that are still waiting to be sent (offline), so "Zugestellt" stays pressed after a reload without network.
 * Pure; never moves backwards.
 */
import { displayStatus, statusRank, type DisplayStatus } from '../../domain/status.ts';
import type { CourierAction, DeliveryView } from '../../domain/wire/delivery.ts';

const ACTION_STATE = { pickedUp: 'DELIVERING', delivered: 'DELIVERED' } as const satisfies Record<CourierAction, string>;

export interface ShownState {
  status: DisplayStatus;
  /** true while the shown status rests on an action not yet confirmed by the server */
  waiting: boolean;
  /** the buttons: each is offered until the shown state reached its target */
  canPickUp: boolean;
  canDeliver: boolean;
}

export function shownState(state: DeliveryView['state'], queued: readonly CourierAction[]): ShownState {
  let rank = statusRank(state);
  let waiting = false;
  const cancelled = state === 'CANCELED';
  if (!cancelled) {
    for (const a of queued) {
      const r = statusRank(ACTION_STATE[a]);
      if (r > rank) {
        rank = r;
        waiting = true;
      }
    }
  }
  const shown = cancelled ? 'CANCELED' : (waiting ? (rank >= statusRank('DELIVERED') ? 'DELIVERED' : 'DELIVERING') : state);
  const open = !cancelled && rank < statusRank('DELIVERED');
  return {
    status: displayStatus(shown),
    waiting,
    canPickUp: open && rank < statusRank('DELIVERING'),
    canDeliver: open,
  };
}
