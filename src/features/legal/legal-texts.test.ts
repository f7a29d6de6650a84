import de from '../../locales/de/lazy/legal.json';
import en from '../../locales/en/lazy/legal.json';
import tr from '../../locales/tr/lazy/legal.json';
import { richTextProblems, textsOf } from '../../test/rich-text.ts';
import { legalComponents } from './legal-text.tsx';
import { TERMS_ARTICLES } from './terms-page.tsx';

const ALLOWED = Object.keys(legalComponents('x@example.org'));

describe('legal texts', () => {
  for (const [lng, texts] of [['de', de], ['en', en], ['tr', tr]] as const) {
    it(`when the ${lng} legal texts are rendered by Trans, then they use only the mapped tags, properly closed`, () => {
      const problems = textsOf(texts).flatMap(([key, text]) => richTextProblems(text, ALLOWED).map((p) => `${key}: ${p}`));
      expect(problems).toEqual([]);
    });

    it(`when the ${lng} terms are read, then they have the 11 articles of spec 3 §2.7 in order, numbered § 1 to § 11`, () => {
      const articles = texts.terms.articles as Record<string, { title: string; body: string }>;
      expect(Object.keys(articles)).toEqual([...TERMS_ARTICLES]);
      expect(TERMS_ARTICLES.map((id, i) => articles[id]?.title.startsWith(`§ ${i + 1} `))).toEqual(TERMS_ARTICLES.map(() => true));
    });
  }

  it('when the German terms are read, then § 6 excludes customer cancellation and refunds except a restaurant cancellation, refunded to the original account', () => {
    const body = de.terms.articles.cancellation.body;
    expect(body).toContain('Eine Stornierung oder Rückerstattung auf Wunsch der Kundin oder des Kunden ist nach dem Absenden ausgeschlossen.');
    expect(body).toContain('Stornierung durch das Restaurant');
    expect(body).toContain('auf das ursprüngliche Konto zurückerstattet');
  });

  it('when the cookie policy is read, then its status is October 2025 in every language', () => {
    expect([de.cookies.updated, en.cookies.updated, tr.cookies.updated]).toEqual(['Stand: Oktober 2025', 'Status: October 2025', 'Tarih: Ekim 2025']);
  });
});
