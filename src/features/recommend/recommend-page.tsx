/** /recommend-vendor — recommend a restaurant (spec 3 §2.4): the form, or the thank-you screen after sending. */
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RecommendForm } from './recommend-form.tsx';
import './recommend.css';

export function RecommendPage() {
  const { t } = useTranslation('recommend');
  useDocumentTitle(t('meta.title'));
  return (
    <div className="page page--narrow recommend">
      <header className="recommend__header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <RecommendForm />
    </div>
  );
}
