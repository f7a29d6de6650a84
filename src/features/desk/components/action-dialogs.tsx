/** Accept with a preparation time (10/15/20/30/45 min) or refuse with a reason from the list. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { PREP_MINUTES } from '../../../domain/wire/desk.ts';
import type { RefuseReason } from '../../../domain/wire/order.ts';

type Prep = (typeof PREP_MINUTES)[number];

export function AcceptDialog({ nr, onAccept, onClose }: { nr: string; onAccept: (m: Prep) => void; onClose: () => void }) {
  const { t } = useTranslation('desk');
  return (
    <Dialog open onClose={onClose} title={t('accept.title', { nr })} closeLabel={t('accept.cancel')} size="small">
      <fieldset className="desk-choices">
        <legend>{t('accept.prep')}</legend>
        {PREP_MINUTES.map((m) => (
          <button key={m} type="button" className="btn btn--primary desk-choice" onClick={() => onAccept(m)}>
            {t('accept.minutes', { count: m })}
          </button>
        ))}
      </fieldset>
    </Dialog>
  );
}

export const REFUSE_REASONS = ['too_busy', 'closing_soon', 'sold_out', 'outside_area', 'other'] as const satisfies readonly RefuseReason[];

export function RefuseDialog({ nr, onRefuse, onClose }: { nr: string; onRefuse: (r: RefuseReason) => void; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const [reason, setReason] = useState<RefuseReason>('too_busy');
  return (
    <Dialog open onClose={onClose} title={t('refuse.title', { nr })} closeLabel={t('refuse.cancel')} size="small"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>{t('refuse.cancel')}</button>
          <button type="button" className="btn btn--danger" onClick={() => onRefuse(reason)}>{t('refuse.submit')}</button>
        </>
      }>
      <fieldset className="desk-reasons">
        <legend>{t('refuse.reason')}</legend>
        {REFUSE_REASONS.map((r) => (
          <label key={r} className="desk-reason">
            <input type="radio" name="desk-refuse-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {t(`refuse.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
