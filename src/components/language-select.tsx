import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/index.ts';
import { LANGUAGES, normalizeLanguage, type Language } from '../i18n/languages.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'de';
  return (
    <div className="topnav__lang">
      <label htmlFor="lang-select" className="sr-only">
        {t('common.nav.language')}
      </label>
      {/* a phone shows the code only, under the (transparent) select: the header stays one row (layout.css) */}
      <span className="topnav__lang-code" aria-hidden="true">
        {current.toUpperCase()}
      </span>
      <select
        id="lang-select"
        value={current}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {l.toUpperCase()} · {t(`common.languages.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
