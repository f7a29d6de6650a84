import de from '../../locales/de/lazy/help.json';
import en from '../../locales/en/lazy/help.json';
import tr from '../../locales/tr/lazy/help.json';
import { richTextProblems, textsOf } from '../../test/rich-text.ts';
import { FAQ_SECTIONS } from './faq-data.ts';
import { answerComponents } from './faq-question.tsx';

const ALLOWED = Object.keys(answerComponents('x@example.org'));

describe('FAQ texts', () => {
  for (const [lng, texts] of [['de', de], ['en', en], ['tr', tr]] as const) {
    it(`when the ${lng} FAQ is read, then every section and question id of spec 3 §2.11 has its texts`, () => {
      const questions = texts.questions as Record<string, { q?: string; a?: string } | undefined>;
      const sections = texts.sections as Record<string, string | undefined>;
      for (const s of FAQ_SECTIONS) {
        expect(sections[s.id], s.id).toMatch(/\S/);
        for (const id of s.questions) {
          expect(questions[id]?.q, `${id}.q`).toMatch(/\?$/);
          expect((questions[id]?.a ?? '').length, `${id}.a`).toBeGreaterThan(80);
        }
      }
      expect(Object.keys(questions).sort()).toEqual(FAQ_SECTIONS.flatMap((s) => s.questions).sort());
    });

    it(`when the ${lng} texts are rendered by Trans, then they use only the mapped tags, properly closed`, () => {
      const problems = textsOf(texts).flatMap(([key, text]) => richTextProblems(text, ALLOWED).map((p) => `${key}: ${p}`));
      expect(problems).toEqual([]);
    });
  }

  it('when a text has a typo in a tag, then the check reports it', () => {
    expect(richTextProblems('<p>a <strng>b</strng></p>', ALLOWED)).toEqual(['tag <strng> not allowed']);
    expect(richTextProblems('<p>a <strong>b</p></strong>', ALLOWED)).toEqual(['</p> closes <strong>', '</strong> closes <p>']);
    expect(richTextProblems('<p>1 < 2', ALLOWED)).toEqual(['unclosed <p>', 'stray < or > outside a tag']);
  });
});
