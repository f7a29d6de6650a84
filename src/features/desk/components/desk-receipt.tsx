/**
 * The desk's receipt view (issue 29): the same receipt the customer sees, to print for the courier bag (80 mm slip or
 * A4) or download. Its own lazy chunk (/desk/receipt/{orderId}) inside the signed-in desk.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReceiptView } from '../../../components/receipt/receipt-view.tsx';
import { normalizeLanguage } from '../../../domain/languages.ts';
import { deskReceiptQueryOptions, fetchDeskReceiptPdf } from '../api/receipt.ts';

export function DeskReceipt({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('receipt');
  const q = useQuery(deskReceiptQueryOptions(orderId));
  const lang = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'de';
  return (
    <section className="receipt-page" aria-label={t('title')}>
      <p className="no-print"><Link to="/desk">{t('back')}</Link></p>
      {q.isPending ? <p role="status">{t('loading')}</p> : null}
      {q.isError ? <p role="alert">{t('notFound')}</p> : null}
      {q.data ? <ReceiptView receipt={q.data} pdf={(size) => fetchDeskReceiptPdf(orderId, size, lang)} /> : null}
    </section>
  );
}
