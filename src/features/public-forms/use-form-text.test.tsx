import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import de from '../../locales/de/lazy/forms.json';
import en from '../../locales/en/lazy/forms.json';
import tr from '../../locales/tr/lazy/forms.json';
import { FORM_ERRORS } from '../../domain/forms/messages.ts';
import { ERROR_MESSAGE_KEYS } from './error-keys.ts';
import { useFormText } from './use-form-text.ts';

const lookup = (json: unknown, key: string) =>
  key.replace(/^forms:/, '').split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), json);

describe('texts of the public forms', () => {
  const keys = [...Object.values(FORM_ERRORS), ...Object.values(ERROR_MESSAGE_KEYS)];

  it.each([['de', de], ['en', en], ['tr', tr]] as const)('when the %s file is read, then every message key of the schemas and the submit has a text', (_lng, json) => {
    expect(keys.filter((k) => typeof lookup(json, k) !== 'string')).toEqual([]);
  });

  it('when a key is shown in German, then it is the spec\'s wording; a text that is no key stays as it is', async () => {
    const instance = i18n.createInstance();
    await instance.use(initReactI18next).init({ lng: 'de', resources: { de: { forms: de } }, ns: ['forms'], interpolation: { escapeValue: false } });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useFormText(), { wrapper });
    expect(result.current(FORM_ERRORS.licenseRequired)).toBe('Führerschein ist für dieses Fahrzeug erforderlich');
    expect(result.current(FORM_ERRORS.termsRequired)).toBe('Sie müssen die Nutzungsbedingungen akzeptieren');
    expect(result.current('Serverfehler 17')).toBe('Serverfehler 17');
    expect(result.current(undefined)).toBeUndefined();
  });
});
