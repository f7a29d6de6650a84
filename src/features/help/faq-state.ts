/**
 * The accordion's rules (spec 3 §2.11): one section open at a time (ordering by default), inside a section one
 * question open at a time. A URL hash naming a question (`/help#payment_options`) opens its section and it.
 */
import { DEFAULT_SECTION, isQuestionId, sectionOf, type FaqQuestionId, type FaqSectionId } from './faq-data.ts';

export interface FaqState {
  /** the open section; null when the visitor closed it */
  section: FaqSectionId | null;
  /** the open question of each section (kept while another section is open) */
  questions: Partial<Record<FaqSectionId, FaqQuestionId>>;
}

/** "#payment_options", "payment_options" or "" → the id without "#". */
export const hashId = (hash: string): string => decodeURIComponent(hash.replace(/^#/, ''));

export function initialFaqState(hash: string): FaqState {
  return openQuestion({ section: DEFAULT_SECTION, questions: {} }, hashId(hash)) ?? { section: DEFAULT_SECTION, questions: {} };
}

/** Opening a section closes the one open before; toggling the open one closes it. */
export function toggleSection(state: FaqState, id: FaqSectionId): FaqState {
  return { ...state, section: state.section === id ? null : id };
}

/** Opening a question closes the other question of its section; toggling the open one closes it. */
export function toggleQuestion(state: FaqState, id: FaqQuestionId): FaqState {
  const section = sectionOf(id);
  if (!section) return state;
  const open = state.questions[section] === id;
  const questions = Object.fromEntries(Object.entries(state.questions).filter(([s]) => s !== section)) as FaqState['questions'];
  return { section, questions: open ? questions : { ...questions, [section]: id } };
}

/** Opens a question (and its section) by id; null when the id is no question (the state stays as it is). */
export function openQuestion(state: FaqState, id: string): FaqState | null {
  if (!isQuestionId(id)) return null;
  const section = sectionOf(id);
  if (!section) return null;
  return { section, questions: { ...state.questions, [section]: id } };
}
