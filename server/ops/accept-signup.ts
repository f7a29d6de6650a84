/**
 * Accepting a restaurant sign-up (inside the status change's transaction): the vendor as a draft — not listed until
 * it is published — with the sign-up's address, a delivery zone for its postal code (default fee and minimum order,
 * editable), its opening hours and an empty menu; a desk account for the owner's e-mail linked to it, and the
 * invitation mail with a one-time set-password link. Anything failing (the mail too) rolls the whole acceptance back.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { WEEKDAY_KEYS } from '../../src/domain/forms/constants.ts';
import { DEFAULT_OPENING_HOURS } from '../../src/domain/opening-hours.ts';
import type { OpeningHoursEntry, Vendor } from '../../src/domain/types.ts';
import { vendorSchema } from '../../src/domain/wire/vendor.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError, conflict } from '../errors.ts';
import { lookupPostal, slugify } from '../geo/postal.ts';
import { findUserByEmail, insertUser } from '../supabase/auth/repositories/users.ts';
import type { Mailer } from '../supabase/mailer.ts';
import { upsertVendor } from '../vendor-api/vendor-store.ts';
import { sendInvitation } from './mails.ts';
import { linkSignupVendor, restaurantSignup, type SignupRow } from './repositories/submissions.ts';
import { deskAccountVendor, insertDeskAccount, markDraft, slugsLike } from './repositories/vendors.ts';
import { issueSetPasswordLink } from './set-password.ts';

/** Defaults of a new vendor's first zone (spec 3 §9: the partner sets the minimum order; EUR 15–20 recommended). */
export const DEFAULT_ZONE = { feeEuro: 2.9, minOrderEuro: 15 } as const;

const time = (hhmm: string | undefined) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm ?? '');
  return m ? { hours: Math.min(24, Number(m[1])), minutes: Math.min(59, Number(m[2])) } : null;
};

/** The sign-up's week (monday..sunday: open, close, closed) as opening-hours entries; no open day → the defaults. */
export function hoursOfSignup(week: SignupRow['opening_hours']): OpeningHoursEntry[] {
  const out: OpeningHoursEntry[] = [];
  for (const key of WEEKDAY_KEYS) {
    const d = week?.[key];
    const from = time(d?.open);
    const to = time(d?.close);
    if (!d || d.closed || !from || !to) continue;
    out.push({ days: [key.toUpperCase() as OpeningHoursEntry['days'][number]], fromTime: from, toTime: to.hours === 24 ? { hours: 24, minutes: 0 } : to });
  }
  return out.length > 0 ? out : DEFAULT_OPENING_HOURS;
}

async function freeSlug(q: Queryable, base: string): Promise<string> {
  const b = base.slice(0, 80).replace(/-+$/, '') || 'restaurant';
  const taken = new Set(await slugsLike(q, b));
  let slug = b;
  for (let i = 2; taken.has(slug); i++) slug = `${b}-${i}`;
  return slug;
}

function draftVendor(s: SignupRow, id: string, slug: string): Vendor {
  const place = lookupPostal(s.postal_code);
  if (s.country !== 'Österreich' || !place) {
    throw conflict(`Only restaurants in Austria can be created: ${s.postal_code} (${s.country}) is not an Austrian postal code`);
  }
  const cuisineTag = slugify(s.cuisine);
  return vendorSchema.parse({
    id, name: `vendors/${id}`, slug,
    label: s.restaurant_name.trim(), type: 'food', cuisine: s.cuisine,
    rating: { value: 0, count: 0 }, reviewCount: 0,
    deliveryFee: DEFAULT_ZONE.feeEuro, deliveryTime: '30-45', priceRange: 2,
    tags: cuisineTag ? [cuisineTag] : [], isOpen: true, isPromoted: false, popularity: 0,
    postalCode: s.postal_code, city: s.city.trim(), address: `${s.street.trim()} ${s.building_number.trim()}`,
    description: s.description.trim().slice(0, 4000), lat: place.lat, lng: place.lng, phone: s.phone.trim(),
    openingHours: hoursOfSignup(s.opening_hours),
    minOrder: DEFAULT_ZONE.minOrderEuro,
    deliveryZones: [{
      label: `${s.postal_code} ${place.city}`, postalCode: s.postal_code,
      minPrice: DEFAULT_ZONE.minOrderEuro, serviceFee: DEFAULT_ZONE.feeEuro, serviceFeeMax: 0,
    }],
  });
}

/** The owner's auth user (made when missing, with an unusable random password) linked as the vendor's desk. */
async function linkDeskAccount(q: Queryable, s: SignupRow, vendorId: string): Promise<string> {
  const email = s.email.trim().toLowerCase();
  let user = await findUserByEmail(q, email, { forUpdate: true });
  if (user) {
    if (await deskAccountVendor(q, user.id)) throw conflict(`${email} is already the desk account of another restaurant: use another e-mail address for this sign-up`);
  } else {
    user = await insertUser(q, {
      email,
      passwordHash: await bcrypt.hash(randomBytes(32).toString('base64url'), 10),
      metadata: { first_name: s.owner_first_name.trim(), last_name: s.owner_last_name.trim(), desk: true },
      confirmed: true,
    });
  }
  await insertDeskAccount(q, user.id, vendorId);
  return user.id;
}

export async function acceptRestaurantSignup(q: Queryable, deps: { config: Config; mailer: Mailer }, signupId: string): Promise<string> {
  const s = await restaurantSignup(q, signupId);
  if (!s) throw conflict('The sign-up is gone');
  const id = randomUUID();
  const vendor = draftVendor(s, id, await freeSlug(q, slugify(`${s.restaurant_name} ${s.city}`)));
  await upsertVendor(q, { vendor, catalogs: { delivery: { name: `vendors/${id}/catalogs/delivery`, productGroups: [] } } });
  await markDraft(q, id);
  await linkSignupVendor(q, signupId, id);
  const userId = await linkDeskAccount(q, s, id);
  const link = await issueSetPasswordLink(deps.config, q, userId);
  try {
    await sendInvitation(deps.mailer, deps.config, {
      to: s.email.trim(), ownerName: `${s.owner_first_name} ${s.owner_last_name}`, restaurantName: s.restaurant_name, link,
    });
  } catch {
    throw new ApiError(503, 'The invitation mail could not be sent, so the sign-up was not accepted: try again in a few minutes');
  }
  return id;
}
