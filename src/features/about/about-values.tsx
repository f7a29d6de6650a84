/**
 * The four value cards of /about (spec 3 §2.9): title and description per language; a text missing in English or
 * Turkish falls back to German (i18next's fallback language), never to a bare key.
 */
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/page-section.tsx';

export const ABOUT_VALUES = ['family', 'innovation', 'quality', 'expansion'] as const;

export function AboutValues() {
  const { t } = useTranslation('about');
  return (
    <PageSection id="about-values" title={t('values.title')} className="about__section card-surface">
      <ul className="about__grid">
        {ABOUT_VALUES.map((id) => (
          <li key={id}>
            <article className="about__card" aria-labelledby={`value-${id}`}>
              <h3 id={`value-${id}`}>{t(`values.items.${id}.title`)}</h3>
              <p>{t(`values.items.${id}.description`)}</p>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
