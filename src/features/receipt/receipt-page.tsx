/**
 * /receipt/{vendorId}/{orderId} — the customer's receipt (issue 29), linked from the confirmation, tracking and the
 * order history. A lazy chunk with its own translations (namespace `receipt`).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReceiptView } from '../../components/receipt/receipt-view.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { normalizeLanguage } from '../../domain/languages.ts';
import { isHttpError } from '../../lib/api/errors.ts';
import { useAuthStore } from '../../lib/supabase/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { fetchReceiptPdf, receiptQueryOptions } from './api.ts';

export function ReceiptPage({ vendorId, orderId }: { vendorId: string; orderId: string }) {
  const { t, i18n } = useTranslation('receipt');
  const auth = useAuthStore();
  const q = useQuery(receiptQueryOptions(auth, vendorId, orderId));
  useDocumentTitle(q.data ? t('pageTitle', { nr: q.data.orderNr }) : t('title'));
  const lang = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'de';

  if (q.isPending) return <div className="receipt-page"><p role="status">{t('loading')}</p></div>;
  if (q.isError) {
    const status = isHttpError(q.error) ? q.error.status : undefined;
    return (
      <div className="receipt-page">
        <h1>{t('title')}</h1>
        <p role="alert">{status === 401 ? t('signInNeeded') : t('notFound')}</p>
      </div>
    );
  }
  return (
    <div>
      <div className="receipt-page no-print"><BackLink label={t('back')} /></div>
      <ReceiptView receipt={q.data} pdf={(size) => fetchReceiptPdf(auth, { vendorId, orderId, size, lang })} />
    </div>
  );
}
