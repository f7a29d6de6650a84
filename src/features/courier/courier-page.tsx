/** /courier — the courier application (spec 3 §2.2): the wizard, with the requirements and earnings beside it. */
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta.ts';
import { CourierFactsPanel } from './courier-facts-panel.tsx';
import { CourierWizard } from './courier-wizard.tsx';
import './courier.css';

export function CourierPage() {
  const { t } = useTranslation('courier');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/courier' });
  return (
    <div className="page courier">
      <header className="courier__header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <div className="courier__layout">
        <CourierWizard />
        <CourierFactsPanel />
      </div>
    </div>
  );
}
