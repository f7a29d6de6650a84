import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import de from '../../locales/de/lazy/about.json';
import en from '../../locales/en/lazy/about.json';
import tr from '../../locales/tr/lazy/about.json';
import { ABOUT_VALUES, AboutValues } from './about-values.tsx';

async function renderIn(lng: 'en' | 'tr', about: object) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'de', resources: { de: { about: de }, [lng]: { about } }, interpolation: { escapeValue: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <AboutValues />
    </I18nextProvider>,
  );
}

describe('about value cards', () => {
  it('when every language is read, then each of the four values has its own title and description', () => {
    for (const texts of [de, en, tr]) expect(Object.keys(texts.values.items)).toEqual([...ABOUT_VALUES]);
    expect(en.values.items.family.title).not.toBe(de.values.items.family.title);
    expect(tr.values.items.family.title).not.toBe(de.values.items.family.title);
  });

  it('when shown in Turkish, then the four cards carry the Turkish titles', async () => {
    await renderIn('tr', tr);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Aile değerleri', 'Yenilik', 'Kalite', 'Büyüme']);
  });

  it('when an English card text is missing, then that card falls back to German and the others stay English', async () => {
    const partial = structuredClone(en);
    const quality: Partial<typeof en.values.items.quality> = partial.values.items.quality;
    delete quality.title;
    await renderIn('en', partial);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Family values', 'Innovation', 'Qualität', 'Expansion']);
    expect(screen.getByText('From the certified cash register to the order: what we offer has to work reliably every day.')).toBeInTheDocument();
  });
});
