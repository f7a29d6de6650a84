/**
 * /restaurant-signup (spec 3 §2.3): a back arrow to the home page, the sign-up wizard with the conditions next to
 * it, and the benefits section below. Texts: the lazy namespaces `restaurant-signup` and `forms`.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-section.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { PartnerBenefits, PartnerFacts } from './partner-info.tsx';
import { SignupWizard } from './signup-wizard.tsx';
import '../../components/back-link.css';
import './restaurant-signup.css';

export function RestaurantSignupPage() {
  const { t } = useTranslation('restaurant-signup');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/restaurant-signup' });
  return (
    <div className="page rsignup">
      <p>
        <Link to="/" className="back-link">
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
      </p>
      <PageHeader className="rsignup__header" title={t('title')} intro={t('intro')} />
      <div className="rsignup__layout">
        <SignupWizard />
        <PartnerFacts />
      </div>
      <PartnerBenefits />
    </div>
  );
}
