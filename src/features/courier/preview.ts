/**
 * The confirmation step's summary (spec 3 §2.2 step 5): exactly what will be sent, read with the same step schemas
 * the server uses — trimmed, optional blanks as null, the licence number only with the licence box, the vehicle
 * details only with an own vehicle, the IBAN without spaces.
 */
import { courierStepSchemas, type CourierApplication, type CourierApplicationForm } from '../../domain/forms/courier.ts';

/** Everything but the terms box, which is ticked on the confirmation step itself. */
export type CourierPreview = Omit<CourierApplication, 'acceptTerms'>;

/** The data of steps 1–4 as it will be sent, or null while one of those steps is not valid. */
export function courierPreview(values: CourierApplicationForm): CourierPreview | null {
  const [personal, vehicle, availability, payment] = courierStepSchemas;
  const p = personal.safeParse(values);
  const v = vehicle.safeParse(values);
  const a = availability.safeParse(values);
  const m = payment.safeParse(values);
  if (!p.success || !v.success || !a.success || !m.success) return null;
  return { ...p.data, ...v.data, ...a.data, ...m.data };
}

/** An IBAN in groups of four for reading: `AT611904300234573201` → `AT61 1904 3002 3457 3201`. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A `YYYY-MM-DD` date in the page's language, e.g. "12. April 1995"; the text itself when it is no date. */
export function formatIsoDate(iso: string, language: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}
