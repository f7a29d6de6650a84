import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_CITIES, cityDisplayName } from '../../../lib/cities.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SearchBlock } from './search-block.tsx';
import './home.css';

/**
 * The three promises, each with a picture: an SVG file of its own (public/icons/feature-*.svg, Lucide's drawings),
 * loaded when near the screen. Not emoji (an empty box on a system without an emoji font), and not inline drawings:
 * the home route's JavaScript does not grow.
 */
const FEATURES = ['fast', 'quality', 'tracking'] as const;

export function HomePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="home-hero__subtitle">{t('home.subtitle')}</p>
          <SearchBlock />
          <ul className="home-promise" role="list">
            <li>✓ {t('home.promise.noServiceFee')}</li>
            <li>✓ {t('home.promise.samePrices')}</li>
            <li>✓ {t('home.promise.vat')}</li>
          </ul>
        </div>
      </section>

      <div className="page">
        <section aria-labelledby="features-title" className="home-section">
          <h2 id="features-title">{t('home.features.title')}</h2>
          <ul className="home-features" role="list">
            {FEATURES.map((key) => (
              <li key={key} className="card-surface home-feature">
                <img className="home-feature__icon" src={`/icons/feature-${key}.svg`} alt="" width={32} height={32} loading="lazy" decoding="async" />
                <h3>{t(`home.features.${key}.title`)}</h3>
                <p className="muted">{t(`home.features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="guarantee-title" className="home-section home-guarantee">
          <h2 id="guarantee-title">{t('home.guarantee.title')}</h2>
          <p>{t('home.guarantee.text')}</p>
        </section>

        <section aria-labelledby="cities-title" className="home-section">
          <h2 id="cities-title">{t('home.cities.title')}</h2>
          <ul className="home-cities" role="list">
            {HOME_CITIES.map((c) => (
              <li key={c.slug}>
                <Link to="/restaurants" search={{ city: c.slug }} className="home-city">
                  {cityDisplayName(c.slug, i18n.resolvedLanguage)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="home-cities__all">
            <Link to="/restaurants">{t('home.cities.all')}</Link>
          </p>
        </section>

        <section aria-labelledby="apps-title" className="home-section home-apps card-surface">
          <div>
            <h2 id="apps-title">{t('home.apps.title')}</h2>
            <p className="muted">{t('home.apps.text')}</p>
          </div>
          <div className="home-apps__badges">
            <span className="store-badge">
              <span className="store-badge__small">{t('home.apps.soon')}</span>
              <span className="store-badge__big">{t('home.apps.appStore')}</span>
            </span>
            <span className="store-badge">
              <span className="store-badge__small">{t('home.apps.soon')}</span>
              <span className="store-badge__big">{t('home.apps.googlePlay')}</span>
            </span>
          </div>
        </section>
      </div>
    </div>
  );
}
