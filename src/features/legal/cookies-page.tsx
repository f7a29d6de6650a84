/** /cookies (spec 3 §2.7, §9): status October 2025, cookie types, the table, third parties, management, rights. */
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { LegalText } from './legal-text.tsx';

/** The cookie table of spec 3 §9 (names; purpose, lifetime and how Lieferzone handles each are texts). */
const ROWS = ['session_id', 'cart_data', 'language_pref', 'user_location', 'analytics'] as const;

/** The sections after the table that are one text each: [the section's id, its texts' key]. */
const TEXT_SECTIONS = [
  ['third', 'thirdParties'],
  ['manage', 'manage'],
  ['rights', 'rights'],
  ['contact', 'contact'],
] as const;

export function CookiesPage() {
  const { t } = useTranslation('legal');
  const email = COMPANY.privacyEmail.value;
  return (
    <LegalPage title={t('cookies.title')} description={t('cookies.meta.description')} path="/cookies" updated={t('cookies.updated')}>
      <LegalText k="cookies.intro" />
      <LegalSection id="cookies-types" title={t('cookies.types.title')}>
        <LegalText k="cookies.types.body" />
        {/* scrolls sideways on a phone: focusable, so keyboard users can scroll it too */}
        <div className="legal__table-wrap" role="region" aria-labelledby="cookie-table-caption" tabIndex={0}>
          <table className="legal__table">
            <caption id="cookie-table-caption">{t('cookies.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cookies.table.name')}</th>
                <th scope="col">{t('cookies.table.purpose')}</th>
                <th scope="col">{t('cookies.table.duration')}</th>
                <th scope="col">{t('cookies.table.status')}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((id) => (
                <tr key={id}>
                  <th scope="row">{id === 'analytics' ? t('cookies.table.rows.analytics.name') : <code>{id}</code>}</th>
                  <td>{t(`cookies.table.rows.${id}.purpose` as const)}</td>
                  <td>{t(`cookies.table.rows.${id}.duration` as const)}</td>
                  <td>{t(`cookies.table.rows.${id}.status` as const)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LegalSection>
      {TEXT_SECTIONS.map(([id, key]) => (
        <LegalSection key={id} id={`cookies-${id}`} title={t(`cookies.${key}.title` as const)}>
          <LegalText k={`cookies.${key}.body` as const} email={email} />
        </LegalSection>
      ))}
      <p>
        <LegalText k="cookies.links" />
      </p>
    </LegalPage>
  );
}
