/**
 * "Abgeholt" and "Zugestellt": big buttons at the bottom of the courier page. A tap offline is kept (waiting for the
 * network, also through a reload) and sent once; the line under the buttons says what happened to the last tap.
 */
import { useTranslation } from 'react-i18next';
import type { CourierAction } from '../../../domain/wire/delivery.ts';
import { messageKeyOf } from '../../../lib/api/error-keys.ts';
import type { ShownState } from '../display-state.ts';
import type { ActionEntry } from '../use-delivery-actions.ts';

const ERROR_KEYS = {
  conflict: 'actions.errors.conflict',
  'not-found': 'actions.errors.gone',
  'rate-limited': 'actions.errors.rate',
  invalid: 'actions.errors.invalid',
  server: 'actions.errors.server',
  network: 'actions.errors.network',
} as const;

export function ActionMessage({ entry }: { entry: ActionEntry | undefined }) {
  const { t } = useTranslation('delivery');
  if (!entry) return null;
  const label = t(`actions.${entry.action}`);
  if (entry.status === 'waiting') return <>{t('actions.waiting', { action: label })}</>;
  if (entry.status === 'sending') return <>{t('actions.sending', { action: label })}</>;
  if (entry.status === 'done') return <>{t('actions.done', { action: label })}</>;
  return <>{t(messageKeyOf(entry.error, ERROR_KEYS), { action: label })}</>;
}

export interface DeliveryActionsProps {
  shown: ShownState;
  last: ActionEntry | undefined;
  onAction: (a: CourierAction) => void;
}

export function DeliveryActions({ shown, last, onAction }: DeliveryActionsProps) {
  const { t } = useTranslation('delivery');
  const failed = last?.status === 'failed';
  return (
    <div className="delivery__actions">
      <div className="delivery__buttons">
        <button type="button" className="btn btn--secondary delivery__action" disabled={!shown.canPickUp} onClick={() => onAction('pickedUp')}>
          {t('actions.pickedUp')}
        </button>
        <button type="button" className="btn btn--primary delivery__action" disabled={!shown.canDeliver} onClick={() => onAction('delivered')}>
          {t('actions.delivered')}
        </button>
      </div>
      <p className={`delivery__action-note${failed ? ' delivery__action-note--error' : ''}`} role={failed ? 'alert' : 'status'}
        data-testid="action-note">
        <ActionMessage entry={last} />
      </p>
    </div>
  );
}
