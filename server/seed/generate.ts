/**
 * Deterministic demo data set: Austrian restaurants and stores in the 12 home-page cities (every Vienna district),
 * with menus, options, zones, opening hours and the special cases the app must show (closed, evenings only,
 * always open, delivery-only, pickup-only, promoted, disturbance, cash-only, card-only, min-order-required).
 * Same output on every run: one seeded PRNG per vendor, no clock, no Math.random.
 * Scale mode adds vendors spread over all Austrian postal codes.
 */
import { createHash } from 'node:crypto';
import type {
  Catalog, CategoryMetadata, DeliveryZone, Disturbance, OpeningHoursEntry, Product, ProductGroup, ProductOption, Vendor,
  Weekday,
} from '../../src/domain/types.ts';
import { priceRange } from '../../src/domain/display.ts';
import { austrianUidFrom } from '../../src/domain/vat-id.ts';
import { DEMO_CATALOG, DEMO_VENDOR } from '../../src/demo/demo-vendor.ts';
import { HOME_CITIES, type HomeCity } from '../geo/home-cities.ts';
import { lookupPostal, postalIndex, slugify, type PostalEntry } from '../geo/postal.ts';
import type { VendorInput } from '../vendor-api/vendor-store.ts';
import { sortAllergens } from '../../src/domain/allergens.ts';
import { seedDiet } from './diet-marks.ts';
import { CUISINES, OPTIONS, type CategoryTpl, type CuisineTpl, type DishTpl } from './menus.ts';
import { AREA_CODES, CITY_STREETS, GENERIC_STREETS, VIENNA_STREETS } from './streets.ts';

// ---------------------------------------------------------------------------------------------------------------
// PRNG

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);
const intBetween = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

/** A stable v4-shaped UUID from a name. */
export function uuidFromName(name: string): string {
  const h = createHash('sha256').update(`lieferzone-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16]!, 16) & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Geography

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371;
  const dLat = ((b.lat - a.lat) * Math.PI) / 180;
  const dLng = ((b.lng - a.lng) * Math.PI) / 180;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos((a.lat * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(s));
}

const nearestCache = new Map<string, string[]>();

/** Other postal codes by distance from `code` (nearest first), within `maxKm`. */
function nearestCodes(code: string, maxKm: number): string[] {
  const key = `${code}|${maxKm}`;
  const cached = nearestCache.get(key);
  if (cached) return cached;
  const self = lookupPostal(code)!;
  const list = postalIndex()
    .entries.filter((e) => e.postalCode !== code)
    .map((e) => ({ code: e.postalCode, d: distanceKm(self, e) }))
    .filter((x) => x.d <= maxKm)
    .sort((a, b) => a.d - b.d || a.code.localeCompare(b.code))
    .map((x) => x.code);
  nearestCache.set(key, list);
  return list;
}

// ---------------------------------------------------------------------------------------------------------------
// Opening hours

const DAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const [MO, TU, WE, TH, FR, SA, SU] = DAYS as [Weekday, Weekday, Weekday, Weekday, Weekday, Weekday, Weekday];
const t = (hhmm: string) => ({ hours: Number(hhmm.slice(0, 2)), minutes: Number(hhmm.slice(3, 5)) });
const oh = (days: Weekday[], from: string, to: string): OpeningHoursEntry => ({ days, fromTime: t(from), toTime: t(to) });

export const HOURS: Record<string, OpeningHoursEntry[]> = {
  standard: [oh([MO, TU, WE, TH], '11:00', '22:00'), oh([FR, SA], '11:00', '23:00'), oh([SU], '12:00', '22:00')],
  lunchDinner: [oh([MO, TU, WE, TH, FR], '11:00', '14:30'), oh([MO, TU, WE, TH, FR], '17:30', '22:30'), oh([SA, SU], '12:00', '22:30')],
  /** overnight ranges: open past midnight */
  late: [oh([SU, MO, TU, WE, TH], '10:00', '02:00'), oh([FR, SA], '10:00', '04:00')],
  lateWeekend: [oh([MO, TU, WE, TH], '11:00', '23:00'), oh([FR, SA], '11:00', '03:00'), oh([SU], '12:00', '23:00')],
  ruhetag: [oh([TU, WE, TH, FR, SA], '11:30', '22:00'), oh([SU], '11:30', '21:00')],
  eveningOnly: [oh([], '17:00', '23:00')],
  healthy: [oh([MO, TU, WE, TH, FR], '08:00', '20:00'), oh([SA], '09:00', '17:00')],
  store: [oh([MO, TU, WE, TH, FR], '07:00', '20:00'), oh([SA], '07:00', '18:00')],
  drinks: [oh([MO, TU, WE, TH], '10:00', '22:00'), oh([FR, SA], '10:00', '02:00'), oh([SU], '14:00', '22:00')],
  always: [],
};

const HOURS_BY_CUISINE: Record<string, string[]> = {
  pizza: ['standard', 'lateWeekend', 'late'],
  italian: ['lunchDinner', 'standard', 'ruhetag'],
  sushi: ['standard', 'lunchDinner'],
  burger: ['lateWeekend', 'standard'],
  healthy: ['healthy', 'standard'],
  vegan: ['healthy', 'ruhetag', 'standard'],
  doener: ['late', 'lateWeekend'],
  asian: ['lunchDinner', 'standard'],
  austrian: ['ruhetag', 'lunchDinner', 'standard'],
  indian: ['lunchDinner', 'standard'],
  lebensmittel: ['store'],
  getraenke: ['drinks', 'store'],
};

// ---------------------------------------------------------------------------------------------------------------
// Menus

function roundPrice(eur: number, store: boolean): number {
  if (store) return Math.round(eur * 100) / 100;
  const p = Math.round(eur * 10) / 10;
  return p >= 10 && Math.round(p * 10) % 10 === 0 && Math.round(p) % 2 === 1 ? p - 0.1 : p; // 11.0 → 10.9 now and then
}

function productId(catKey: string, label: string, used: Set<string>): string {
  const base = `${catKey}-${slugify(label)}`.slice(0, 60).replace(/-+$/, '');
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function option(key: string): ProductOption {
  const o = OPTIONS[key];
  if (!o) throw new Error(`unknown option template ${key}`);
  return { ...o, vals: o.vals.map((v) => ({ ...v })) };
}

interface MenuResult {
  catalog: Catalog;
  categoryMetadata: Record<string, CategoryMetadata>;
}

/** Variant labels that turn a template dish into a second product (large menus). */
const XL_VARIANTS: Record<'food' | 'store', { suffix: string; factor: number }[]> = {
  food: [{ suffix: ' (groß)', factor: 1.3 }, { suffix: ' – Familienportion', factor: 2.2 }],
  store: [{ suffix: ' Bio', factor: 1.4 }, { suffix: ' Vorteilspackung', factor: 1.8 }],
};

/**
 * Picks a deterministic subset of the cuisine's menu: 4–10 categories, 15–80 products (scale: smaller).
 * `xl` menus take every category and dish and add variants up to the 80-product maximum (the long-menu case).
 */
function buildMenu(id: string, cuisine: CuisineTpl, rng: Rng, priceFactor: number, compact: boolean, xl = false): MenuResult {
  const store = cuisine.type === 'store';
  const keepCat = xl ? 1 : compact ? 0.45 : 0.8;
  const keepItem = xl ? 1 : compact ? 0.55 : 0.85;
  const cats = cuisine.categories;
  let chosen = cats.filter((c) => c.core || rng() < keepCat);
  for (const c of cats) if (chosen.length < 4 && !chosen.includes(c)) chosen.push(c);
  chosen = cats.filter((c) => chosen.includes(c)).slice(0, 10);
  const picked = new Map<CategoryTpl, DishTpl[]>();
  for (const c of chosen) {
    const min = Math.min(c.items.length, c.core ? 4 : 2);
    let items = c.items.filter(() => rng() < keepItem);
    if (items.length < min) items = c.items.slice(0, min);
    picked.set(c, items);
  }
  const count = () => [...picked.values()].reduce((n, l) => n + l.length, 0);
  // top up to 15, trim to 80
  for (const c of chosen) {
    for (const d of c.items) {
      if (count() >= 15) break;
      const l = picked.get(c)!;
      if (!l.includes(d)) l.push(d);
    }
  }
  if (xl) {
    for (const { suffix, factor } of XL_VARIANTS[store ? 'store' : 'food']) {
      for (const c of chosen) {
        for (const [label, price, desc, allergens, opts] of c.items) {
          if (count() >= 80) break;
          picked.get(c)!.push([`${label}${suffix}`, Math.round(price * factor * 10) / 10, desc, allergens, opts]);
        }
      }
    }
  }
  while (count() > 80) {
    const biggest = [...picked.values()].sort((a, b) => b.length - a.length)[0]!;
    biggest.pop();
  }
  const used = new Set<string>();
  const productGroups: ProductGroup[] = [];
  const categoryMetadata: Record<string, CategoryMetadata> = {};
  for (const c of chosen) {
    const mine = picked.get(c)!;
    // template order, then the xl variants
    const items = [...c.items.filter((d) => mine.includes(d)), ...mine.filter((d) => !c.items.includes(d))];
    const products: Product[] = items.map(([label, price, desc, allergens, opts]) => {
      const pid = productId(c.key, label, used);
      const p: Product = {
        id: pid,
        label,
        pr: roundPrice(price * (store ? 1 : priceFactor), store),
        vatP: c.vat ?? 10,
        info: { desc, images: [{ url: `/media/product/${c.theme}-${pid}.svg`, tags: ['product'], aspectRatio: 1 }] },
        allergens: sortAllergens(Array.from(allergens)),
      };
      const diet = seedDiet({ label, desc, allergens }, { cuisine: cuisine.key, category: c.key, vat: c.vat ?? 10 });
      if (diet) p.diet = diet;
      if (opts?.length) p.opts = opts.map(option);
      return p;
    });
    const image = `/media/category/${c.theme}-${c.key}.svg`;
    const group: ProductGroup = {
      slug: `vendors/${id}/catalogs/delivery/groups/${c.key}`,
      label: c.label,
      info: { desc: c.desc, images: [{ url: image, tags: ['category'], aspectRatio: 2 }] },
      products,
    };
    if (c.opts?.length) group.opts = c.opts.map(option);
    productGroups.push(group);
    categoryMetadata[c.key] = {
      label: c.label, description: c.desc, image, imageAspectRatio: 2,
      images: [{ url: image, tags: ['category', c.theme], aspectRatio: 2 }],
    };
  }
  return { catalog: { name: `vendors/${id}/catalogs/delivery`, productGroups }, categoryMetadata };
}

// ---------------------------------------------------------------------------------------------------------------
// Vendors

/** Cuisine rotation: every city gets a mix; pizza and döner are the most common, as in real life. */
const CUISINE_CYCLE = ['pizza', 'doener', 'sushi', 'burger', 'austrian', 'asian', 'lebensmittel', 'healthy', 'indian',
  'italian', 'doener', 'pizza', 'vegan', 'asian', 'getraenke', 'burger', 'austrian', 'sushi', 'lebensmittel', 'doener'];

const DISTURBANCES: Disturbance[] = [
  { services: ['delivery'], reason: 'Aufgrund hoher Auslastung verlängern sich die Lieferzeiten derzeit um etwa 20 Minuten.' },
  { services: ['delivery'], reason: 'Wegen Personalmangels liefern wir heute nur eingeschränkt – Abholung ist wie gewohnt möglich.' },
  { services: ['delivery', 'pickup'], reason: 'Technische Störung im Kassensystem: Bestellungen werden telefonisch bestätigt.' },
];

interface Place {
  entry: PostalEntry;
  /** the home city, if any */
  home?: HomeCity;
  streets: string[];
  area: string;
  /** city centre for the distance display */
  centre: { lat: number; lng: number };
}

interface Ctx {
  slugs: Set<string>;
  nameCounters: Map<string, number>;
}

function phoneNumber(rng: Rng, area: string): string {
  const digits = area === '1' || area.startsWith('6') ? 7 : area.length >= 4 ? 5 : 6;
  let n = String(intBetween(rng, 2, 9));
  while (n.length < digits) n += String(intBetween(rng, 0, 9));
  const groups = n.length === 7 ? [n.slice(0, 3), n.slice(3, 5), n.slice(5)] : n.length === 6 ? [n.slice(0, 2), n.slice(2, 4), n.slice(4)] : [n.slice(0, 3), n.slice(3)];
  return `+43 ${area} ${groups.join(' ')}`;
}

function houseNumber(rng: Rng): string {
  const n = Math.floor(1 + rng() ** 1.6 * 140);
  const r = rng();
  return r < 0.1 ? `${n}a` : r < 0.14 ? `${n}b` : String(n);
}

function makeVendor(i: number, place: Place, cuisineKey: string, ctx: Ctx, compact: boolean): VendorInput {
  const rng = prng(seedOf(`vendor:${i}`));
  const cuisine = CUISINES[cuisineKey]!;
  const store = cuisine.type === 'store';
  const e = place.entry;
  const where = e.city === 'Wien' && e.district ? e.district : e.city;

  // name and slug
  const nth = ctx.nameCounters.get(cuisineKey) ?? 0;
  ctx.nameCounters.set(cuisineKey, nth + 1);
  let label = cuisine.names[(nth * 7 + i) % cuisine.names.length]!;
  if (store && /^(Frischmarkt|Markt am Eck|Frische Ecke|Kaufhaus|Getränkelieferdienst)/.test(label)) label = `${label} ${where}`;
  if (label === 'Schnitzelhaus') label = `Schnitzelhaus ${e.city}`;
  const baseSlug = slugify(label.endsWith(where) ? label : `${label} ${where}`);
  let slug = baseSlug;
  for (let n = 2; ctx.slugs.has(slug); n++) slug = `${baseSlug}-${n}`;
  ctx.slugs.add(slug);
  const id = uuidFromName(slug);

  // special cases, spread deterministically over the index
  const closedTag = i % 23 === 5;
  const notOpen = closedTag || i % 37 === 11;
  const eveningOnly = i % 13 === 3;
  const alwaysOpen = !eveningOnly && i % 17 === 2;
  const pickupOnly = i % 14 === 6;
  const deliveryOnly = !pickupOnly && i % 9 === 4;
  const promoted = i % 10 === 1;
  const disturbance = i % 29 === 8 ? DISTURBANCES[i % DISTURBANCES.length]! : null;
  const cashOnly = i % 15 === 7;
  const cardOnly = !cashOnly && i % 19 === 10;
  const minOrderRequired = i % 6 === 0;
  const express = !store && !eveningOnly && i % 8 === 3;
  const withHoliday = i % 31 === 12;

  // location
  const street = pick(rng, place.streets);
  const lat = Math.round((e.lat + between(rng, -0.006, 0.006)) * 1e5) / 1e5;
  const lng = Math.round((e.lng + between(rng, -0.009, 0.009)) * 1e5) / 1e5;

  // zones: own code plus the nearest neighbours; a second, dearer ring further out
  const big = Boolean(place.home);
  const ring = nearestCodes(e.postalCode, big ? 6 : 12);
  const n1 = intBetween(rng, big ? 2 : 1, big ? 4 : 3);
  const n2 = intBetween(rng, 2, big ? 5 : 3);
  const zone1Codes = [e.postalCode, ...ring.slice(0, n1)];
  const zone2Codes = ring.slice(n1, n1 + n2);
  const minPrice = store ? pick(rng, [20, 25, 30]) : pick(rng, [10, 12, 12, 15, 15, 18, 20]);
  const fee = store ? pick(rng, [2.9, 3.9, 4.9]) : pick(rng, [0, 0, 1.5, 1.9, 2.5, 2.9, 3.5]);
  const feeMax = fee === 0 ? 0 : pick(rng, [0, 25, 30, 35, 40, 50]);
  const zones: DeliveryZone[] = pickupOnly
    ? []
    : [
        { label: `Zone 1 – ${where}`, postalCode: zone1Codes, minPrice, serviceFee: fee, serviceFeeMax: feeMax },
        ...(zone2Codes.length
          ? [{ label: 'Zone 2 – Umgebung', postalCode: zone2Codes, minPrice: minPrice + 5, serviceFee: Math.round((fee + 1.5) * 100) / 100, serviceFeeMax: feeMax }]
          : []),
      ];

  // tags
  const tags: string[] = [];
  if (pickupOnly) tags.push('pickup');
  else if (deliveryOnly) tags.push('delivery');
  else tags.push('delivery', 'pickup');
  if (cashOnly) tags.push('delivery-cash');
  else if (cardOnly) tags.push('delivery-card');
  else tags.push('delivery-cash', 'delivery-card');
  if (minOrderRequired) tags.push('min-order-required');
  if (closedTag) tags.push('closed');
  if (express) tags.push('express');
  tags.push(...cuisine.tags, ...(cuisine.nameTags?.[label] ?? []));

  // hours
  let openingHours: OpeningHoursEntry[] = eveningOnly ? HOURS.eveningOnly! : alwaysOpen ? HOURS.always! : HOURS[pick(rng, HOURS_BY_CUISINE[cuisineKey]!)]!;
  openingHours = openingHours.map((h) => ({ ...h, days: [...h.days], fromTime: { ...h.fromTime }, toTime: { ...h.toTime } }));
  if (withHoliday && openingHours.length) openingHours.push({ days: [], fromTime: t('00:00'), toTime: t('00:00'), holiday: true });

  // numbers
  const avg = Math.min(4.95, between(rng, 3.6, 4.95));
  // the planned rating: the seed writes it as `count` reviews of delivered orders (server/reviews/seed-reviews.ts)
  const size = rng() ** 2;
  const orders = 8 + Math.floor(size * 1400);
  const count = (compact ? 1 : 3) + Math.floor(size * (compact ? 4 : 22));
  const priceFactor = (place.home?.slug === 'wien' ? 1.05 : 0.97) * between(rng, 0.94, 1.1);
  // every 19th vendor of the default set (rotating through the cuisines) carries the long (80-product) menu
  const menu = buildMenu(id, cuisine, rng, priceFactor, compact, !compact && i % 19 === 7);
  const deliveryTime = store ? pick(rng, ['45-60', '30-45']) : express ? '15-25' : pick(rng, ['20-30', '25-40', '25-40', '30-45', '35-50']);
  const theme = cuisine.theme;
  const vendor: Vendor = {
    id,
    name: `vendors/${id}`,
    slug,
    label,
    type: cuisine.type,
    cuisine: cuisineKey,
    image: `/media/hero/${theme}-${slug}.svg`,
    imageAspectRatio: 16 / 9,
    logo: `/media/logo/${theme}-${slugify(label)}.svg`,
    rating: { value: Math.round(avg * count), count },
    reviewCount: count,
    deliveryFee: zones[0]?.serviceFee ?? 0,
    deliveryTime,
    distance: `${distanceKm(place.centre, { lat, lng }).toFixed(1)} km`,
    priceRange: priceRange(minPrice),
    tags,
    isOpen: !notOpen,
    isPromoted: promoted,
    popularity: Math.floor(orders * between(rng, 0.5, 1.5)),
    avgOrderValue: Math.round(between(rng, store ? 28 : 16, store ? 55 : 38) * 10) / 10,
    postalCode: e.postalCode,
    city: e.city,
    ...(e.district ? { district: e.district } : {}),
    address: `${street} ${houseNumber(rng)}, ${e.postalCode} ${e.city}`,
    // a well-formed demo UID from the id (no draw from rng: the rest of the data set stays as it was)
    vatId: austrianUidFrom(Number.parseInt(id.slice(0, 8), 16)),
    description: `${pick(rng, cuisine.descriptions)} ${pickupOnly ? `Nur Abholung in ${where}.` : `Wir liefern nach ${where} und Umgebung.`}`,
    lat,
    lng,
    phone: phoneNumber(rng, place.area),
    openingHours,
    minOrder: zones[0]?.minPrice ?? 0,
    deliveryZones: zones,
    disturbance,
    categoryMetadata: menu.categoryMetadata,
    catalog: 'delivery',
  };
  return { vendor, catalogs: { delivery: menu.catalog } };
}

/** How many vendors the default data set has per home city (Vienna: per district). */
export const VIENNA_PER_DISTRICT = 3;
export const CITY_COUNTS: Record<string, number> = {
  graz: 16, linz: 12, salzburg: 12, innsbruck: 10, klagenfurt: 9, 'st-polten': 8, villach: 7, wels: 7, dornbirn: 6,
  steyr: 6, 'wiener-neustadt': 7,
};

function homePlace(city: HomeCity, code: string): Place {
  const entry = lookupPostal(code)!;
  const main = lookupPostal(city.postalCodes[0]!)!;
  return {
    entry,
    home: city,
    streets: city.slug === 'wien' ? VIENNA_STREETS[code] ?? GENERIC_STREETS : CITY_STREETS[city.slug] ?? GENERIC_STREETS,
    area: AREA_CODES[city.slug] ?? '1',
    centre: city.slug === 'wien' ? lookupPostal('1010')! : main,
  };
}

export interface GenerateOptions {
  /** total number of vendors (scale mode); default: the default data set (about 170) */
  vendors?: number;
}

/** The demo vendor (first) and the generated vendors, in a stable order. */
export function generateDataset(opts: GenerateOptions = {}): VendorInput[] {
  const ctx: Ctx = { slugs: new Set([DEMO_VENDOR.slug]), nameCounters: new Map() };
  const out: VendorInput[] = [{ vendor: { ...DEMO_VENDOR, vatId: austrianUidFrom(Number.parseInt(DEMO_VENDOR.id.slice(0, 8), 16)) }, catalogs: { delivery: DEMO_CATALOG } }];
  let i = 0;
  const next = (place: Place, compact = false) => {
    out.push(makeVendor(i, place, CUISINE_CYCLE[i % CUISINE_CYCLE.length]!, ctx, compact));
    i++;
  };
  for (const city of HOME_CITIES) {
    if (city.slug === 'wien') {
      for (let k = 0; k < VIENNA_PER_DISTRICT; k++) for (const code of city.postalCodes) next(homePlace(city, code));
      continue;
    }
    const n = CITY_COUNTS[city.slug] ?? 6;
    for (let k = 0; k < n; k++) {
      // the main postal code most often, the others in turn
      const code = k % 3 === 2 && city.postalCodes.length > 1 ? city.postalCodes[1 + ((k / 3) | 0) % (city.postalCodes.length - 1)]! : city.postalCodes[0]!;
      next(homePlace(city, code));
    }
  }
  const total = opts.vendors ?? out.length;
  if (total > out.length) {
    // scale mode: spread over every Austrian postal code, in a fixed shuffled order
    const entries = [...postalIndex().entries];
    const shuffle = prng(seedOf('scale'));
    for (let k = entries.length - 1; k > 0; k--) {
      const j = Math.floor(shuffle() * (k + 1));
      [entries[k], entries[j]] = [entries[j]!, entries[k]!];
    }
    const homeByName = new Map(HOME_CITIES.map((c) => [c.name, c]));
    let k = 0;
    while (out.length < total) {
      const entry = entries[k % entries.length]!;
      k++;
      const home = homeByName.get(entry.city);
      const place: Place = home
        ? homePlace(home, entry.postalCode)
        : { entry, streets: GENERIC_STREETS, area: pick(prng(seedOf(entry.postalCode)), ['664', '676', '650', '699']), centre: entry };
      next(place, true);
    }
  }
  return out;
}
