/**
 * The 400 of a public form: each refused field with its message key (the browser shows the key's text in the
 * user's language) and one sentence for people reading the raw answer, in German or English — from the same
 * translation file the browser uses (src/locales/{de,en}/lazy/forms.json), so the wording is the spec's (§5).
 */
import { readFileSync } from 'node:fs';
import { ApiError } from '../errors.ts';

type Lang = 'de' | 'en';

function loadTexts(lang: Lang): Record<string, string> {
  const file = new URL(`../../src/locales/${lang}/lazy/forms.json`, import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { errors?: Record<string, string> };
  return json.errors ?? {};
}

const TEXTS: Record<Lang, Record<string, string>> = { de: loadTexts('de'), en: loadTexts('en') };
const INTRO: Record<Lang, string> = { de: 'Bitte prüfen Sie Ihre Angaben', en: 'Please check your details' };

/** German unless the page was English or Turkish (the field keys carry the Turkish texts). */
export const messageLanguage = (language: string | undefined): Lang => (language === 'en' || language === 'tr' ? 'en' : 'de');

/** `forms:errors.cityRequired` → "Stadt ist erforderlich" (a text that is no key stays as it is). */
export function textOf(key: string, lang: Lang): string {
  const m = /^forms:errors\.(\w+)$/.exec(key);
  return (m?.[1] && TEXTS[lang][m[1]]) || key;
}

/** A 400 naming every refused field (path → message key). */
export class FormFieldsError extends ApiError {
  constructor(
    readonly fields: Record<string, string>,
    lang: Lang,
  ) {
    const parts = Object.entries(fields).slice(0, 5).map(([path, key]) => `${path}: ${textOf(key, lang)}`);
    super(400, `${INTRO[lang]} – ${parts.join('; ')}`);
  }

  body() {
    return { error: { code: 400, message: this.message, status: this.reason, fields: this.fields } };
  }
}
