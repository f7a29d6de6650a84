/** Number formats of the press page (pure; used by the page and its tests). */
import { localeOf } from '../../domain/languages.ts';

/** "50.000+" (de), "50,000+" (en): a stated lower bound. */
export function formatAtLeast(n: number, lng: string | undefined): string {
  return `${new Intl.NumberFormat(localeOf(lng)).format(n)}+`;
}

/** A file size in kB (1 kB = 1000 bytes) with one decimal below 10 kB, MB from 1,000,000 bytes. */
export function formatFileSize(bytes: number, lng: string | undefined): string {
  const locale = localeOf(lng);
  if (bytes < 1000) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kB'] : [bytes / 1_000_000, 'MB'];
  const digits = value < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)} ${unit}`;
}

/** An ISO date (YYYY-MM-DD) in the long form of the language: "14. Oktober 2025". */
export function formatReleaseDate(iso: string, lng: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** The press kit's size from the build (`VITE_PRESS_KIT_BYTES`), or null when the build did not set it. */
export function pressKitBytes(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}
