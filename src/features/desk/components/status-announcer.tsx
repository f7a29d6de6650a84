/**
 * Announces the queue's changes to a screen reader (issue 32): each order that moved to another column since the last
 * answer ("Bestellung 12: In der Küche"), in a polite live region. The first load announces nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskOrder } from '../../../domain/wire/desk.ts';
import { movesOf } from '../ring.ts';

export function StatusAnnouncer({ orders }: { orders: readonly DeskOrder[] | undefined }) {
  const { t } = useTranslation('desk');
  const before = useRef<Map<string, DeskOrder['fulfillment']['state']> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!orders) return;
    if (before.current) {
      const moves = movesOf(before.current, orders);
      if (moves.length > 0) setText(moves.map((m) => t('ring.moved', { nr: m.nr, column: t(`ring.column.${m.column}`) })).join(' · '));
    }
    before.current = new Map(orders.map((o) => [o.id, o.fulfillment.state]));
  }, [orders, t]);
  return (
    <p className="sr-only" role="status" aria-live="polite" data-testid="desk-announcer">
      {text}
    </p>
  );
}
