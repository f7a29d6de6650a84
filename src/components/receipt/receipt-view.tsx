/**
 * The receipt (Beleg, issue 29) as a page: shown on screen, printed on A4 or an 80 mm slip (@media print and a named
 * @page per paper in receipt.css: the CSP allows no inline <style>), and downloaded as the server's PDF. Shared by the customer's page and the desk's copy for the courier
 * bag; each passes how it downloads the PDF (its own sign-in). Amounts and times in the page's language.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from '../../domain/money.ts';
import type { Receipt, ReceiptSize } from '../../domain/wire/receipt.ts';
import { useDisplayFormat } from '../../lib/use-display-format.ts';
import { saveFile } from '../../lib/save-file.ts';
import './receipt.css';

export interface ReceiptViewProps {
  receipt: Receipt;
  /** the PDF of this receipt in the page's language */
  pdf: (size: ReceiptSize) => Promise<Blob>;
}

export function ReceiptView({ receipt: r, pdf }: ReceiptViewProps) {
  const { t } = useTranslation('receipt');
  const fmt = useDisplayFormat();
  const [paper, setPaper] = useState<ReceiptSize>('a4');
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const eur = (v: number) => fmt.euro(toCents(v));

  const print = (size: ReceiptSize) => {
    setPaper(size);
    // the paper's named @page (receipt.css, chosen by data-paper) is in force before the print dialog reads it
    requestAnimationFrame(() => window.print());
  };
  const downloadPdf = async () => {
    setDownload('busy');
    try {
      saveFile(await pdf(paper), `beleg-${r.orderNr}-${paper}.pdf`);
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  return (
    <div className="receipt-page">
      <div className="receipt-actions no-print" role="group" aria-label={t('title')}>
        <fieldset className="receipt-paper">
          <legend className="sr-only">{t('print')}</legend>
          {(['a4', '80mm'] as const).map((size) => (
            <label key={size}>
              <input type="radio" name="receipt-paper" value={size} checked={paper === size} onChange={() => setPaper(size)} />
              {size === 'a4' ? 'A4' : '80 mm'}
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn--secondary" onClick={() => print('a4')}>{t('printA4')}</button>
        <button type="button" className="btn btn--secondary" onClick={() => print('80mm')}>{t('print80')}</button>
        <button type="button" className="btn btn--primary" onClick={() => void downloadPdf()} disabled={download === 'busy'}>
          {download === 'busy' ? t('downloading') : t('downloadPdf')}
        </button>
        {download === 'failed' ? <p role="alert" className="receipt-error">{t('downloadFailed')}</p> : null}
      </div>

      <article className="receipt" data-paper={paper} aria-labelledby="receipt-title">
        <header className="receipt-head">
          <h1 id="receipt-title">{t('title')} {r.receiptNr}</h1>
          <p className="receipt-vendor"><strong>{r.vendor.label}</strong></p>
          <p>{r.vendor.address}</p>
          <p>{r.vendor.vatId ? `${t('vatId')} ${r.vendor.vatId}` : t('noVatId')}</p>
          <p className="receipt-small">
            {t('intermediary')}: {r.intermediary.name}, {r.intermediary.address} ({t('vatId')} {r.intermediary.vatId})
          </p>
        </header>
        <dl className="receipt-meta">
          <div><dt>{t('receiptNr')}</dt><dd>{r.receiptNr}</dd></div>
          <div><dt>{t('orderNr')}</dt><dd>{r.orderNr}</dd></div>
          <div><dt>{t('date')}</dt><dd>{fmt.dateTime(new Date(r.issuedAt))}</dd></div>
          <div><dt>{r.pickUp ? t('pickup') : t('delivery')}</dt><dd /></div>
        </dl>
        {r.canceled ? <p className="receipt-canceled"><strong>{t('canceled')}</strong></p> : null}
        <table className="receipt-lines">
          <thead>
            <tr><th scope="col">{t('qty')}</th><th scope="col">{t('item')}</th><th scope="col">{t('vatRateShort')}</th><th scope="col">{t('price')}</th></tr>
          </thead>
          <tbody>
            {r.lines.map((l, i) => (
              // lines have no id of their own; their place in the order is theirs
              <tr key={`${String(i)}-${l.label}`}>
                <td>{l.qty}</td>
                <td>
                  {l.label}
                  {l.options.map((o) => <span key={o} className="receipt-option">{o}</span>)}
                </td>
                <td>{l.vatRate} %</td>
                <td className="receipt-amount">{eur(l.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="receipt-totals">
          <div><dt>{t('subtotal')}</dt><dd>{eur(r.subtotal)}</dd></div>
          {r.deliveryFee > 0 ? <div><dt>{t('deliveryFee')} (20 %)</dt><dd>{eur(r.deliveryFee)}</dd></div> : null}
          {r.minOrderFee > 0 ? <div><dt>{t('minOrderFee')} (20 %)</dt><dd>{eur(r.minOrderFee)}</dd></div> : null}
          {r.tip > 0 ? <div><dt>{t('tip')}</dt><dd>{eur(r.tip)}</dd></div> : null}
          <div className="receipt-total"><dt>{t('total')}</dt><dd>{eur(r.total)}</dd></div>
        </dl>
        <table className="receipt-vat">
          <caption>{t('vatTitle')}</caption>
          <thead>
            <tr><th scope="col">{t('vatRate')}</th><th scope="col">{t('net')}</th><th scope="col">{t('tax')}</th><th scope="col">{t('gross')}</th></tr>
          </thead>
          <tbody>
            {r.vat.map((v) => (
              <tr key={v.rate} data-testid={`vat-${String(v.rate)}`}>
                <th scope="row">{v.rate} %</th>
                <td className="receipt-amount">{eur(v.net)}</td>
                <td className="receipt-amount">{eur(v.tax)}</td>
                <td className="receipt-amount">{eur(v.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('payment')}: {r.payment === 'cash' ? t('paymentCash') : t('paymentAtm')}</p>
        <p className="receipt-small receipt-legal">{t('legal')}</p>
      </article>
    </div>
  );
}
