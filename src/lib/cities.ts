/** The home page's city grid (spec 1 §2) and display names for city slugs in the listing header. */
export interface HomeCity {
  slug: string;
  name: string;
  /** exonyms where a language has its own name */
  names?: Partial<Record<'en' | 'tr', string>>;
}

export const HOME_CITIES: readonly HomeCity[] = [
  { slug: 'wien', name: 'Wien', names: { en: 'Vienna', tr: 'Viyana' } },
  { slug: 'graz', name: 'Graz' },
  { slug: 'linz', name: 'Linz' },
  { slug: 'salzburg', name: 'Salzburg' },
  { slug: 'innsbruck', name: 'Innsbruck' },
  { slug: 'klagenfurt', name: 'Klagenfurt' },
  { slug: 'st-polten', name: 'St. Pölten' },
  { slug: 'villach', name: 'Villach' },
  { slug: 'wels', name: 'Wels' },
  { slug: 'dornbirn', name: 'Dornbirn' },
  { slug: 'steyr', name: 'Steyr' },
  { slug: 'wiener-neustadt', name: 'Wiener Neustadt' },
];

/** Display name of a city slug or lower-case city ('st-polten' → 'St. Pölten', 'bad ischl' → 'Bad Ischl'). */
export function cityDisplayName(slugOrCity: string, lang: string = 'de'): string {
  const key = slugOrCity.trim().toLowerCase();
  const known = HOME_CITIES.find((c) => c.slug === key || c.name.toLowerCase() === key);
  if (known) return known.names?.[lang as 'en' | 'tr'] ?? known.name;
  return key.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase('de-AT'));
}
