/**
 * The press page's facts (spec 3 §1, §2.8, §9), one source for the page and the fact sheet in the press kit built
 * at build time (src/build/press-kit.ts, wired in vite.config.ts). The figures are the company's own statements as
 * the spec gives them — 50,000+ customers, 200+ partner restaurants, founded 2025 (the About page says 2012; both
 * are stated as the pages state them) — not measurements of this installation.
 */
import type { CompanyValue } from '../../domain/company.ts';

export const PRESS_STATS = {
  customers: 50_000,
  partners: 200,
  founded: 2025,
} as const;

/** Where the press kit is served; written by the build. */
export const PRESS_KIT_PATH = '/press/lieferzone-presskit.zip';

/** The three press releases, newest first (texts: lazy namespace `press`, `releases.items.<id>`). */
export const PRESS_RELEASES = [
  { id: 'expansion', date: '2025-10-14' },
  { id: 'partners', date: '2025-06-03' },
  { id: 'launch', date: '2025-02-18' },
] as const;

/** The press contact: sample values of this installation (see src/domain/company.ts), marked as such on the page. */
export const PRESS_CONTACT: { email: CompanyValue; phone: CompanyValue } = {
  email: { value: 'presse@lieferzone.example', sample: true },
  phone: { value: '+43 732 123 456 20', sample: true },
};
