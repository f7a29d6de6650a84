/**
 * Localised number and date formats shared by the screens, each Intl formatter built once per locale: building one
 * costs far more than using it, and lists (time slots, cards) format many values per render.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** A rating with one decimal, e.g. `4,6` in German. */
export function formatRating(value: number, locale: string): string {
  return cached(`rating|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);
}

const DATE_STYLES = {
  /** a pre-order slot or a time later this week: weekday, day, month, time */
  slot: { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** when an order was placed or is due: full date and time */
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A date and time on Vienna's wall clock (wherever the device is), in one of the app's styles. */
export function formatViennaDate(d: Date, locale: string, style: keyof typeof DATE_STYLES): string {
  return cached(`${style}|${locale}`, () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: 'Europe/Vienna' })).format(d);
}
