/** The four columns of the desk: new, in the kitchen, ready, on the way — oldest first. */
import { useTranslation } from 'react-i18next';
import type { DelayMinutes, DeskAction } from '../../../domain/wire/desk.ts';
import { BOARD_COLUMNS, type Board, type ShownOrder } from '../queue.ts';
import { OrderCard } from './order-card.tsx';

export interface QueueBoardProps {
  board: Board<ShownOrder>;
  now: number;
  unseen: ReadonlySet<string>;
  onAction: (order: ShownOrder, action: DeskAction) => void;
  onDelay: (order: ShownOrder, minutes: DelayMinutes) => void;
  onTicket: (order: ShownOrder) => void;
}

export function QueueBoard({ board, now, unseen, onAction, onDelay, onTicket }: QueueBoardProps) {
  const { t } = useTranslation('desk');
  return (
    <div className="desk-board">
      {BOARD_COLUMNS.map((col) => {
        const orders = board[col];
        return (
          <section key={col} className={`desk-col desk-col--${col}`} aria-labelledby={`desk-col-${col}`} data-testid={`desk-col-${col}`}>
            <h2 id={`desk-col-${col}`}>
              {t(`columns.${col}`)} <span className="desk-col__count">{orders.length}</span>
            </h2>
            {orders.length === 0 ? <p className="note">{t('columns.empty')}</p> : null}
            {orders.map((o) => (
              <OrderCard key={o.id} order={o} now={now} unseen={unseen.has(o.id)} onAction={onAction} onDelay={onDelay} onTicket={onTicket} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
