/** /courier — the courier application (spec 3 §2.2): the wizard, with the requirements and earnings beside it. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-section.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { CourierFactsPanel } from './courier-facts-panel.tsx';
import { CourierWizard } from './courier-wizard.tsx';
import './courier.css';

export function CourierPage() {
  const { t } = useTranslation('courier');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/courier' });
  return (
    <div className="page courier">
      <PageHeader className="courier__header" title={t('title')} intro={t('intro')} introClassName="muted" />
      <div className="courier__layout">
        <CourierWizard />
        <CourierFactsPanel />
      </div>
    </div>
  );
}
