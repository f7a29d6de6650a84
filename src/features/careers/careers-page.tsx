/** /careers (spec 3 §2.5): introduction, the application wizard (its first step lists the 7 positions) and the 4 benefits. */
import { useTranslation } from 'react-i18next';
import { PageHeader, PageSection } from '../../components/page-section.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { CareersWizard } from './careers-wizard.tsx';
import './careers.css';

const BENEFITS = ['team', 'flexible', 'learning', 'food'] as const;

export function CareersPage() {
  const { t } = useTranslation('careers');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/careers' });
  return (
    <div className="page careers">
      <PageHeader className="careers__header" title={t('title')} intro={t('intro')} introClassName="muted" />
      <div className="careers__layout">
        <CareersWizard />
        <PageSection id="careers-benefits-title" title={t('benefits.title')} className="card-surface careers-benefits" testId="careers-benefits">
          <ul>
            {BENEFITS.map((b) => (
              <li key={b}>
                <h3>{t(`benefits.items.${b}.title`)}</h3>
                <p className="muted">{t(`benefits.items.${b}.text`)}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
    </div>
  );
}
