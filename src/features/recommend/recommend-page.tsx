/** /recommend-vendor — recommend a restaurant (spec 3 §2.4): the form, or the thank-you screen after sending. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RecommendForm } from './recommend-form.tsx';
import './recommend.css';

export function RecommendPage() {
  const { t } = useTranslation('recommend');
  useDocumentTitle(t('meta.title'));
  return (
    <div className="page page--narrow recommend">
      <PageHeader className="recommend__header" title={t('title')} intro={t('intro')} introClassName="muted" />
      <RecommendForm />
    </div>
  );
}
