/**
 * Field builders of the public forms: every text is trimmed before it is checked and has a maximum length (the
 * database's checks, migration 0004); every message is a key of FORM_ERRORS. Inputs are what the form holds (strings,
 * booleans); outputs are what is sent and stored: optional texts left empty become null (spec 3 §5).
 * The server parses the browser's output with the same schemas, so every optional field also accepts null.
 */
import { z } from 'zod';
import { emailField, phoneField, postalCodeField } from '../contact.ts';
import { FORM_ERRORS as E, type FormMessageKey } from './messages.ts';
import { isValidIban, normalizeIban } from './iban.ts';
import { nowMs } from '../clock.ts';

/** A required text: blank → `requiredKey`, longer than max → tooLong. */
export const requiredText = (max: number, requiredKey: FormMessageKey = E.required) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, E.tooLong);

/** Trimmed text or null when blank (absent and null are blank too). */
const blankToNull = z
  .string({ error: E.invalidChoice })
  .nullish()
  .transform((v) => {
    const t = (v ?? '').trim();
    return t === '' ? null : t;
  });

/** An optional text: null when blank, at most max characters otherwise. */
export const optionalText = (max: number) => blankToNull.pipe(z.string().max(max, E.tooLong).nullable());

/** The app's one e-mail rule with the forms' messages. */
export const requiredEmail = emailField({ required: E.emailRequired, tooLong: E.tooLong, invalid: E.emailInvalid });

/** An optional e-mail address: null when blank, else the same rule. */
export const optionalEmail = blankToNull.pipe(requiredEmail.nullable());

const phoneMessages = (required: FormMessageKey) => ({ required, tooLong: E.tooLong, invalid: E.phoneInvalid });

/** The app's one phone rule with the forms' messages. */
export const requiredPhone = phoneField(phoneMessages(E.phoneRequired));

/** An optional phone number: null when blank, else the same rule. */
export const optionalPhone = blankToNull.pipe(phoneField(phoneMessages(E.phoneRequired)).nullable());

/** A required Austrian postal code (4 digits). */
export const requiredPostalCode = z
  .string({ error: E.postalCodeRequired })
  .trim()
  .min(1, E.postalCodeRequired)
  .pipe(postalCodeField(E.postalCodeInvalid));

/** An optional Austrian postal code: null when blank. */
export const optionalPostalCode = blankToNull.pipe(postalCodeField(E.postalCodeInvalid).nullable());

/** One value of a fixed list; blank → `requiredKey`, anything else off the list → invalidChoice. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, requiredKey: FormMessageKey) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .pipe(z.enum(values, { error: E.invalidChoice }));

/** A box that must be ticked (terms, privacy, commission, CV uploaded). */
export const mustAccept = (key: FormMessageKey) => z.boolean({ error: key }).refine((v) => v, key);

/** A yes/no box (false when absent). */
export const flag = z.boolean({ error: E.invalidChoice }).default(false);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a real calendar day. */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Today's date (UTC) plus `days`, as `YYYY-MM-DD`. */
const utcDay = (days: number): string => new Date(nowMs() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A date from an `<input type="date">` between 1900-01-01 and `latestDays` days from today (0: today; birth dates
 * must lie in the past, -1). Blank → `requiredKey`.
 */
export const requiredDate = (requiredKey: FormMessageKey, latestDays: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine((s) => isCalendarDate(s) && s >= '1900-01-01' && s <= utcDay(latestDays), E.dateInvalid);

/** An optional date (null when blank), same range rule. */
export const optionalDate = (latestDays: number) =>
  blankToNull.pipe(
    z
      .string()
      .refine((s) => isCalendarDate(s) && s >= '1900-01-01' && s <= utcDay(latestDays), E.dateInvalid)
      .nullable(),
  );

/** An IBAN as typed (spaces allowed), checked with mod 97, stored without spaces in upper case. */
export const requiredIban = z
  .string({ error: E.ibanRequired })
  .trim()
  .min(1, E.ibanRequired)
  .max(42, E.tooLong)
  .refine(isValidIban, E.ibanInvalid)
  .transform(normalizeIban);

/** A web address as people type it: `https://…`, `http://…` or a bare host such as `www.pizza.at` (with a dot). */
const WEBSITE = /^(https?:\/\/)?[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?(\.[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?)+(:\d{1,5})?([/?#][^\s]*)?$/i;

/** An optional web address (null when blank). */
export const optionalWebsite = (max: number) =>
  blankToNull.pipe(z.string().max(max, E.tooLong).regex(WEBSITE, E.websiteInvalid).nullable());

/** `HH:MM` (24 h) as an `<input type="time">` gives it. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
