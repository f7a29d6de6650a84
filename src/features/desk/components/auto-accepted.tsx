/** Issue 32: the orders auto-accept just took, each with "refuse" while the minute to refuse it lasts. */
import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../domain/wire/desk.ts';

export function AutoAcceptedBar<T extends DeskOrder>({ items, onRefuse }: { items: { order: T; secondsLeft: number }[]; onRefuse: (o: T) => void }) {
  const { t } = useTranslation('desk');
  if (items.length === 0) return null;
  return (
    <ul className="desk-auto" aria-label={t('autoAccepted.label')} data-testid="desk-auto-accepted">
      {items.map(({ order, secondsLeft }) => (
        <li key={order.id} className="desk-auto__item">
          <span>{t('autoAccepted.item', { nr: order.nr })}</span>
          <button type="button" className="btn btn--secondary" onClick={() => onRefuse(order)}>
            {t('autoAccepted.refuse', { nr: order.nr, seconds: secondsLeft })}
          </button>
        </li>
      ))}
    </ul>
  );
}
