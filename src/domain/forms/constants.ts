/**
 * The constants of the public forms (spec 3 §3, §9): the lists the forms offer and the server accepts. Labels are
 * shown through the `forms` namespace (`forms:cuisines.<value>` etc.); stored values are these ids/names.
 */

/** Cuisine options of the restaurant sign-up (20, stored as the German name). */
export const CUISINES = [
  'Italienisch', 'Chinesisch', 'Indisch', 'Türkisch', 'Griechisch', 'Mexikanisch', 'Amerikanisch', 'Französisch',
  'Japanisch', 'Thai', 'Vietnamesisch', 'Österreichisch', 'Deutsch', 'Pizza', 'Burger', 'Sushi', 'Vegetarisch',
  'Vegan', 'Gesund', 'Fast Food',
] as const;
export type Cuisine = (typeof CUISINES)[number];

/** Categories of a restaurant recommendation (11 ids). */
export const RECOMMENDATION_CATEGORIES = [
  'pizza', 'sushi', 'burger', 'asian', 'italian', 'vegetarian', 'healthy', 'dessert', 'cafe', 'groceries', 'other',
] as const;

/** Cities of a restaurant recommendation (10). */
export const RECOMMENDATION_CITIES = [
  'Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt', 'Villach', 'Wels', 'St. Pölten', 'Dornbirn',
] as const;

/** Countries of the restaurant sign-up; the first is the default. */
export const COUNTRIES = ['Österreich', 'Deutschland', 'Schweiz'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Postal codes per country: Austria and Switzerland 4 digits, Germany 5. */
export const POSTAL_CODE_PATTERN: Record<Country, RegExp> = {
  Österreich: /^\d{4}$/,
  Deutschland: /^\d{5}$/,
  Schweiz: /^\d{4}$/,
};

/** Weekdays of the courier's availability, Monday to Sunday, stored by their German names (spec 3 §3). */
export const COURIER_WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;

/** Weekday keys of the restaurant's opening hours, Monday to Sunday. */
export const WEEKDAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const VEHICLE_TYPES = ['bike', 'motorcycle', 'car'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}

/** Default opening hours (spec 3 §3): 11–22 Monday to Thursday, 11–23 Friday and Saturday, 12–22 Sunday. */
export function defaultOpeningHours(): Record<WeekdayKey, DayHours> {
  const day = (open: string, close: string): DayHours => ({ open, close, closed: false });
  return {
    monday: day('11:00', '22:00'),
    tuesday: day('11:00', '22:00'),
    wednesday: day('11:00', '22:00'),
    thursday: day('11:00', '22:00'),
    friday: day('11:00', '23:00'),
    saturday: day('11:00', '23:00'),
    sunday: day('12:00', '22:00'),
  };
}

export const WORK_TYPES = ['fulltime', 'parttime', 'internship'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export interface JobPosition {
  id: string;
  /** stored department name (German, spec 3 §3) */
  department: string;
  /** the work types the position offers; the first is the default */
  workTypes: readonly WorkType[];
  /** yearly gross in euro (the intern's: per month) */
  salary: { min: number; max: number; per: 'year' | 'month' };
  location: 'Wien';
}

/** The 7 open positions (spec 3 §3); texts (title, description, three requirements) in the `careers` namespace. */
export const JOB_POSITIONS = [
  { id: 'software-engineer', department: 'Entwicklung', workTypes: ['fulltime'], salary: { min: 45_000, max: 65_000, per: 'year' }, location: 'Wien' },
  { id: 'product-manager', department: 'Produkt', workTypes: ['fulltime'], salary: { min: 50_000, max: 70_000, per: 'year' }, location: 'Wien' },
  { id: 'marketing-specialist', department: 'Marketing', workTypes: ['fulltime'], salary: { min: 35_000, max: 50_000, per: 'year' }, location: 'Wien' },
  { id: 'customer-support', department: 'Kundenservice', workTypes: ['fulltime', 'parttime'], salary: { min: 28_000, max: 38_000, per: 'year' }, location: 'Wien' },
  { id: 'operations-manager', department: 'Operations', workTypes: ['fulltime'], salary: { min: 45_000, max: 60_000, per: 'year' }, location: 'Wien' },
  { id: 'data-analyst', department: 'Analytics', workTypes: ['fulltime'], salary: { min: 40_000, max: 55_000, per: 'year' }, location: 'Wien' },
  { id: 'intern', department: 'Verschiedene', workTypes: ['internship'], salary: { min: 800, max: 1_200, per: 'month' }, location: 'Wien' },
] as const satisfies readonly JobPosition[];

export const JOB_POSITION_IDS = JOB_POSITIONS.map((p) => p.id) as [JobPositionId, ...JobPositionId[]];
export type JobPositionId = (typeof JOB_POSITIONS)[number]['id'];

/** The start date the careers form suggests (spec 3 §9). */
export const DEFAULT_START_DATE = 'Nach Absprache';

/** Categories of an ethics report (7 ids). */
export const ETHICS_CATEGORIES = ['fraud', 'harassment', 'safety', 'privacy', 'conflict', 'retaliation', 'other'] as const;
