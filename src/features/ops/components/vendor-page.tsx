/**
 * A vendor made from a sign-up (issue 16 item 3): its state (draft / published), address and desk accounts, its UID
 * number (issue 29), the delivery zones, the menu editor and "Veröffentlichen" (listed for its postal codes from then on).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { usePublishMutation, vendorQueryOptions } from '../api/vendor.ts';
import { useOpsFormat } from '../format.ts';
import { ZonesEditor } from '../menu/zones-editor.tsx';
import { VendorHours } from './vendor-hours.tsx';
import { VatIdForm } from './vat-id-form.tsx';
import { VendorMenu } from './vendor-menu.tsx';

export function VendorPage({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation('ops');
  const { dateTime } = useOpsFormat();
  const vendor = useQuery(vendorQueryOptions(vendorId));
  const publish = usePublishMutation(vendorId);
  const [confirm, setConfirm] = useState(false);
  const v = vendor.data;
  useDocumentTitle(`${v?.label ?? t('vendor.title')} – ${t('title')}`);
  const products = v ? v.menu.categories.reduce((n, c) => n + c.products.length, 0) : 0;
  const publishMessage = publish.isSuccess
    ? t('vendor.published')
    : publish.isError
      ? isHttpError(publish.error) && publish.error.serverMessage
        ? t('vendor.publishRefused', { message: publish.error.serverMessage })
        : t('vendor.publishFailed')
      : '';

  if (vendor.isPending) return <p role="status">{t('loading')}</p>;
  if (!v) {
    return (
      <p role="alert" className="alert alert--error">
        {isHttpError(vendor.error) && vendor.error.kind === 'not-found' ? t('vendor.notFound') : t('errors.load')}
      </p>
    );
  }
  return (
    <section aria-labelledby="ops-vendor-title" className="ops-vendor">
      <h1 id="ops-vendor-title">{v.label}</h1>
      <p>
        <span className={`ops-chip ops-chip--${v.state === 'published' ? 'accepted' : 'pending'}`}>{t(`vendor.state.${v.state}`)}</span>{' '}
        {v.publishedAt ? <span className="note">{t('vendor.publishedAt', { at: dateTime(v.publishedAt) })}</span> : null}
      </p>
      <dl className="ops-fields">
        <dt>{t('vendor.address')}</dt>
        <dd>{`${v.address}, ${v.postalCode} ${v.city}`}</dd>
        <dt>{t('vendor.cuisine')}</dt>
        <dd>{v.cuisine ?? '–'}</dd>
        <dt>{t('vendor.desk')}</dt>
        <dd>{v.deskEmails.length ? v.deskEmails.join(', ') : '–'}</dd>
        <dt>{t('vendor.hours')}</dt>
        <dd>{v.openingHours.length === 0 ? '–' : v.openingHours.map((h) => {
          const time = (x: { hours: number; minutes: number }) => `${String(x.hours).padStart(2, '0')}:${String(x.minutes).padStart(2, '0')}`;
          return `${h.days.length ? h.days.map((d) => t(`vendor.days.${d}`)).join(', ') : t('vendor.everyDay')} ${time(h.fromTime)}–${time(h.toTime)}`;
        }).join('\n')}</dd>
      </dl>
      <div className="ops-actions">
        <button type="button" className="btn btn--primary" disabled={publish.isPending || v.state === 'published'}
          onClick={() => setConfirm(true)}>
          {t('vendor.publish')}
        </button>
        <p role="status" className={publishMessage ? (publish.isError ? 'field__error' : 'note') : 'sr-only'}>{publishMessage}</p>
      </div>
      <VatIdForm vendorId={vendorId} vatId={v.vatId} />
      <ZonesEditor vendorId={vendorId} zones={v.zones} />
      {/* the server refuses a delivery pause where pickup is not offered (400, shown by the panel) */}
      <VendorHours vendorId={vendorId} canPauseDelivery />
      <VendorMenu vendorId={vendorId} menu={v.menu} />
      <ConfirmDialog
        open={confirm}
        title={t('vendor.confirmTitle')}
        message={products === 0 ? t('vendor.confirmEmpty') : t('vendor.confirmMessage', { count: products })}
        confirmLabel={t('vendor.publish')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setConfirm(false);
          publish.mutate();
        }}
        onCancel={() => setConfirm(false)}
      />
    </section>
  );
}
