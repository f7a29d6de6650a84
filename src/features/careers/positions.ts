/**
 * The careers page's view of the 7 open positions (spec 3 §3): the six wizard steps, the salary range as the page
 * shows it ("45.000–65.000" in German, "45,000–65,000" in English) and the work type that goes with a position.
 */
import { JOB_POSITIONS, type JobPositionId, type WorkType } from '../../domain/forms/constants.ts';

/** The six steps of the application, in order (spec 3 §2.5); titles in `careers:steps.<key>`. */
export const CAREERS_STEPS = ['position', 'personal', 'experience', 'motivation', 'documents', 'confirmation'] as const;

/** Spinner time of the submit at least (spec 3 §9: 2 s), then the success screen, then home after 4 s. */
export const MIN_SENDING_MS = 2000;
export const SUCCESS_REDIRECT_MS = 4000;

const NUMBER_LOCALE = { de: 'de-DE', en: 'en-GB', tr: 'tr-TR' } as const;

/** Lower and upper end of a position's salary, grouped as the language writes numbers. */
export function salaryRange(salary: { min: number; max: number }, language: string): { min: string; max: string } {
  const lang = (Object.keys(NUMBER_LOCALE) as (keyof typeof NUMBER_LOCALE)[]).find((l) => language.startsWith(l)) ?? 'de';
  const format = new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 0, useGrouping: true });
  return { min: format.format(salary.min), max: format.format(salary.max) };
}

/** The position of an id (undefined for anything else, e.g. an empty choice). */
export function positionOf(id: string): (typeof JOB_POSITIONS)[number] | undefined {
  return JOB_POSITIONS.find((p) => p.id === id);
}

/**
 * The work type after choosing a position: the one chosen before if the position offers it, else the position's
 * first (an internship is always 'internship', customer support full or part time).
 */
export function workTypeFor(id: JobPositionId, current: string): WorkType {
  const types: readonly WorkType[] = positionOf(id)?.workTypes ?? ['fulltime'];
  return types.find((w) => w === current) ?? types[0] ?? 'fulltime';
}
