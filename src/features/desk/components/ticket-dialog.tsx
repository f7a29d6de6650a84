/**
 * The kitchen ticket: an order in a print-friendly layout (desk.css, @media print prints only the ticket) with, for a
 * delivery, a QR code of the courier link (POST …/courier-link, made once per opened ticket). The ticket is laid out
 * 80 mm wide, on screen as on the thermal paper (issue 32: `.desk-ticket80`, its own @page), so what the kitchen sees
 * is what prints.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import type { DeskOrder } from '../../../domain/wire/desk.ts';
import { courierLinkQueryOptions } from '../api/courier-link.ts';
import { useDeskFormat } from '../format.ts';
import { QrCode } from './qr-code.tsx';

function CourierQr({ orderId }: { orderId: string }) {
  const { t } = useTranslation('desk');
  const link = useQuery(courierLinkQueryOptions(orderId));
  if (link.data) {
    return (
      <figure className="desk-ticket__qr">
        <QrCode text={link.data.url} label={t('ticket.qr')} />
        <figcaption className="note">{t('ticket.qr')}</figcaption>
      </figure>
    );
  }
  return <p role="status" className="note">{link.isError ? t('ticket.qrFailed') : t('ticket.qrLoading')}</p>;
}

/** The thermal roll's page: 80 mm wide, 4 mm above and below (the printer's own margins take the sides). */
const TICKET_PAGE = '@page { size: 80mm 200mm; margin: 4mm 0; }';

/**
 * While the ticket is open the document's page is the roll's (issue 32). A constructed stylesheet, not a <style>
 * element (the CSP allows no inline styles); a named page on the body did not reach Chrome's print of the dialog.
 */
function useTicketPage(): void {
  useEffect(() => {
    let sheet: CSSStyleSheet;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(TICKET_PAGE);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } catch {
      return undefined; // no constructable stylesheets: the printer's default page
    }
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, []);
}

export function TicketDialog({ order, onClose }: { order: DeskOrder; onClose: () => void }) {
  const { t } = useTranslation('desk');
  useTicketPage();
  const { time, euro } = useDeskFormat();
  const d = order.delivery;
  const place = [d.floor ? t('ticket.floor', { floor: d.floor }) : '', d.door ? t('ticket.door', { door: d.door }) : ''].filter(Boolean).join(', ');
  return (
    <Dialog open onClose={onClose} title={t('ticket.title', { nr: order.nr })} closeLabel={t('ticket.close')} size="medium"
      className="desk-ticket"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>{t('ticket.close')}</button>
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>{t('ticket.print')}</button>
        </>
      }>
      <div className="desk-ticket80" data-testid="desk-ticket80">
        <p className="desk-ticket__kind">
          <strong>{d.pickUp ? t('order.pickup') : t('order.delivery')}</strong> · {t('order.placedAt', { time: time(order.createTime) })}
          {d.time ? ` · ${t('order.scheduled', { time: time(d.time) })}` : ''}
        </p>
        <ul className="desk-ticket__lines">
          {order.lines.map((l, i) => (
            <li key={`${l.entry.productId}-${String(i)}`}>
              <strong>{l.qty} ×</strong> {l.entry.label ?? l.entry.productId}
              {l.entry.opts?.map((o) => (
                <span key={o.slug} className="desk-ticket__opt"> + {o.vals.map((v) => v.label ?? v.slug).join(', ')}</span>
              ))}
              {l.note ? <em className="desk-ticket__opt"> – {l.note}</em> : null}
            </li>
          ))}
        </ul>
        {d.note ? <p>{t('order.note')}: {d.note}</p> : null}
        <dl className="desk-ticket__facts">
          <dt>{t('ticket.customer')}</dt>
          <dd>{d.label} · {d.mobile}</dd>
          {d.loc ? (
            <>
              <dt>{t('ticket.address')}</dt>
              <dd>{[...d.loc.addrLines, `${d.loc.postalCode} ${d.loc.city}`].join(', ')}{place ? ` (${place})` : ''}</dd>
            </>
          ) : null}
          <dt>{t('ticket.total')}</dt>
          <dd>{euro(order.amount.total)}</dd>
          <dt>{t('ticket.payment')}</dt>
          <dd>{order.payment.method === 'cash' ? t('order.cash') : t('order.card')}</dd>
        </dl>
        {!d.pickUp ? <CourierQr orderId={order.id} /> : null}
      </div>
    </Dialog>
  );
}
