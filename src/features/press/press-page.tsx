/**
 * /press (spec 3 §2.8): three stated figures, press contact, three press releases, about text and the press kit —
 * a real archive built at build time (src/build/press-kit.ts) whose size comes from the build. Renders without
 * browser APIs (prerenderable).
 */
import { useTranslation } from 'react-i18next';
import { FactList, PageHeader, PageSection } from '../../components/page-section.tsx';
import type { CompanyValue } from '../../domain/company.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { formatAtLeast, formatFileSize, formatReleaseDate, pressKitBytes } from './press-format.ts';
import { PRESS_CONTACT, PRESS_KIT_PATH, PRESS_RELEASES, PRESS_STATS } from './press-facts.ts';
import './press.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Sample({ v, href }: { v: CompanyValue; href: string }) {
  return (
    <>
      <a href={href}>{v.value}</a>
      {v.sample ? (
        <span className="press__sample" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
}

export function PressPage() {
  const { t, i18n } = useTranslation('press');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/press' });
  const kitBytes = pressKitBytes(import.meta.env.VITE_PRESS_KIT_BYTES);

  return (
    <div className="page page--narrow content">
      <PageHeader className="content__hero" title={t('title')} intro={t('intro')} />

      <PageSection id="press-stats" title={t('stats.title')} className="content__section card-surface">
        <dl className="press__stats">
          <div className="press__stat">
            <dt>{t('stats.customers')}</dt>
            <dd>{formatAtLeast(PRESS_STATS.customers, lng)}</dd>
          </div>
          <div className="press__stat">
            <dt>{t('stats.partners')}</dt>
            <dd>{formatAtLeast(PRESS_STATS.partners, lng)}</dd>
          </div>
          <div className="press__stat">
            <dt>{t('stats.founded')}</dt>
            <dd>{PRESS_STATS.founded}</dd>
          </div>
        </dl>
        <p className="small muted">{t('stats.note')}</p>
      </PageSection>

      <PageSection id="press-releases" title={t('releases.title')} className="content__section card-surface">
        <ul className="press__releases">
          {PRESS_RELEASES.map((r) => (
            <li key={r.id}>
              <article aria-labelledby={`release-${r.id}`}>
                <p className="small muted">
                  <time dateTime={r.date}>{formatReleaseDate(r.date, lng)}</time>
                </p>
                <h3 id={`release-${r.id}`}>{t(`releases.items.${r.id}.title`)}</h3>
                <p>{t(`releases.items.${r.id}.excerpt`)}</p>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="press-about" title={t('about.title')} className="content__section card-surface">
        <p>{t('about.text')}</p>
      </PageSection>

      <PageSection id="press-kit" title={t('kit.title')} className="content__section card-surface">
        <p>{t('kit.text')}</p>
        <p>
          <a className="btn btn--primary" href={PRESS_KIT_PATH} download>
            {t('kit.download')}
          </a>
        </p>
        {kitBytes !== null ? <p className="small muted" data-testid="press-kit-size">{t('kit.size', { size: formatFileSize(kitBytes, lng) })}</p> : null}
      </PageSection>

      <PageSection id="press-contact" title={t('contact.title')} className="content__section card-surface">
        <p>{t('contact.text')}</p>
        <FactList
          className="press__facts"
          facts={[
            { term: t('contact.email'), value: <Sample v={PRESS_CONTACT.email} href={`mailto:${PRESS_CONTACT.email.value}`} /> },
            { term: t('contact.phone'), value: <Sample v={PRESS_CONTACT.phone} href={tel(PRESS_CONTACT.phone.value)} /> },
          ]}
        />
        <p className="small muted">{t('contact.sampleNote')}</p>
      </PageSection>
    </div>
  );
}
