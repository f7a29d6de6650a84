/**
 * Search over the FAQ's questions and answers: every word typed must occur (in any order) in the question or its
 * answer; questions that match by their own text come first. Case, accents and Turkish dotted/dotless i are ignored
 * ("kasse" finds "Kasse", "odeme" finds "ödeme", "iptal" finds "İptal").
 */
import type { FaqQuestionId, FaqSectionId } from './faq-data.ts';

export interface FaqEntry {
  id: FaqQuestionId;
  section: FaqSectionId;
  question: string;
  /** the answer as written in the translation file (with its tags) */
  answer: string;
}

/** The readable text of a rich answer: tags become spaces, whitespace is collapsed. */
export function plainText(rich: string): string {
  return rich.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

export function normalize(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function searchTerms(query: string): string[] {
  return normalize(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const byQuestion: FaqEntry[] = [];
  const byAnswer: FaqEntry[] = [];
  for (const e of entries) {
    const q = normalize(e.question);
    const all = `${q} ${normalize(plainText(e.answer))}`;
    if (!terms.every((t) => all.includes(t))) continue;
    (terms.every((t) => q.includes(t)) ? byQuestion : byAnswer).push(e);
  }
  return [...byQuestion, ...byAnswer];
}
