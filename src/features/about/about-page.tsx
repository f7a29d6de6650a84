/**
 * /about (spec 3 §1, §2.9): back button, hero, the company's story, its other products, four value cards. Facts as
 * the spec states them: a family company in Linz founded in 2012, expansion in 2026 to Europe, Switzerland and the
 * Balkans. Renders without browser APIs (prerenderable).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageSection } from '../../components/page-section.tsx';
import { BACK_FALLBACK_LABEL, BackLink } from '../../components/back-link.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { AboutValues } from './about-values.tsx';
import './about.css';

const PRODUCTS = ['cashRegister', 'timeTracking', 'clockInOut', 'logbook'] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/about' });
  return (
    <div className="page about">
      <p>
        <BackLink label={t('back', { defaultValue: BACK_FALLBACK_LABEL })} />
      </p>
      <PageHeader className="about__hero" title={t('hero.title')} intro={t('hero.lead')} introClassName="about__lead" />

      <PageSection id="about-story" title={t('story.title')} className="about__section card-surface">
        <p>{t('story.p1')}</p>
        <p>{t('story.p2')}</p>
        <p>{t('story.p3')}</p>
      </PageSection>

      <PageSection id="about-products" title={t('products.title')} className="about__section card-surface">
        <p>{t('products.intro')}</p>
        <ul className="about__grid">
          {PRODUCTS.map((id) => (
            <li key={id} className="about__card">
              <h3>{t(`products.items.${id}.title`)}</h3>
              <p>{t(`products.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <AboutValues />

      <p className="about__links">
        <Link to="/contact" className="btn btn--primary">
          {t('links.contact')}
        </Link>
        <Link to="/press" className="btn btn--secondary">
          {t('links.press')}
        </Link>
      </p>
    </div>
  );
}
