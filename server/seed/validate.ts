/**
 * Structural checks of a vendor and its catalog (used by the seed tests; usable for imports): every problem as a
 * readable line, empty when the vendor is sound.
 */
import type { Catalog, ProductOption, Vendor } from '../../src/domain/types.ts';
import { lookupPostal } from '../geo/postal.ts';

const isPostalCode = (code: string): boolean => lookupPostal(code) !== undefined;

const WEEKDAYS = new Set(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LOCAL_MEDIA = /^\/media\/(hero|logo|category|product)\/[a-z0-9]+(-[a-z0-9]+)*\.svg$/;
const isMoney = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export function validateOption(o: ProductOption, where: string): string[] {
  const errs: string[] = [];
  const min = o.min ?? 0;
  const max = o.max ?? 20;
  const maxQ = o.maxQ ?? 1;
  if (!SLUG.test(o.slug)) errs.push(`${where}: bad option slug ${o.slug}`);
  if (!o.label) errs.push(`${where}: option ${o.slug} without label`);
  if (!(Number.isInteger(min) && min >= 0)) errs.push(`${where}: option ${o.slug} min ${min}`);
  if (!(Number.isInteger(max) && max >= 1)) errs.push(`${where}: option ${o.slug} max ${max}`);
  if (min > max) errs.push(`${where}: option ${o.slug} min ${min} > max ${max}`);
  if (!(Number.isInteger(maxQ) && maxQ >= 1)) errs.push(`${where}: option ${o.slug} maxQ ${maxQ}`);
  if ((o.free ?? 0) < 0 || (o.free ?? 0) > max) errs.push(`${where}: option ${o.slug} free ${o.free} outside 0..max`);
  if (!o.vals.length) errs.push(`${where}: option ${o.slug} has no values`);
  if (min > o.vals.length * maxQ) errs.push(`${where}: option ${o.slug} min ${min} cannot be reached`);
  const slugs = new Set<string>();
  for (const v of o.vals) {
    if (!SLUG.test(v.slug) || slugs.has(v.slug)) errs.push(`${where}: option ${o.slug} bad or duplicate value ${v.slug}`);
    slugs.add(v.slug);
    if (!isMoney(v.pr)) errs.push(`${where}: option ${o.slug} value ${v.slug} price ${v.pr}`);
  }
  return errs;
}

export function validateVendor(v: Vendor, catalog: Catalog | undefined): string[] {
  const errs: string[] = [];
  const at = v.slug || v.id;
  if (!UUID.test(v.id)) errs.push(`${at}: id ${v.id} is not a uuid`);
  if (v.name !== `vendors/${v.id}`) errs.push(`${at}: name ${v.name}`);
  if (!SLUG.test(v.slug)) errs.push(`${at}: bad slug`);
  if (!v.label || v.label.length > 200) errs.push(`${at}: bad label`);
  if (!isPostalCode(v.postalCode)) errs.push(`${at}: own postal code ${v.postalCode} is not an Austrian postal code`);
  if (!v.city || !v.address.includes(v.postalCode)) errs.push(`${at}: address "${v.address}" without postal code`);
  if (!(v.lat > 46 && v.lat < 49.1 && v.lng > 9.4 && v.lng < 17.2)) errs.push(`${at}: coordinates outside Austria`);
  if (!(v.rating.count >= 0 && v.rating.value >= 0 && v.rating.value <= 5 * v.rating.count)) errs.push(`${at}: rating ${JSON.stringify(v.rating)}`);
  if (!/^\d+-\d+$/.test(v.deliveryTime)) errs.push(`${at}: deliveryTime ${v.deliveryTime}`);
  if (![1, 2, 3].includes(v.priceRange)) errs.push(`${at}: priceRange ${v.priceRange}`);
  if (!isMoney(v.deliveryFee) || !isMoney(v.minOrder)) errs.push(`${at}: deliveryFee/minOrder`);
  for (const url of [v.image, v.logo]) if (url && !LOCAL_MEDIA.test(url)) errs.push(`${at}: image ${url} is not local media`);
  for (const z of v.deliveryZones) {
    const codes = Array.isArray(z.postalCode) ? z.postalCode : [z.postalCode];
    if (!codes.length) errs.push(`${at}: zone ${z.label} without postal codes`);
    for (const c of codes) if (!isPostalCode(c)) errs.push(`${at}: zone ${z.label} code ${c} is not an Austrian postal code`);
    if (!isMoney(z.minPrice) || !isMoney(z.serviceFee) || !isMoney(z.serviceFeeMax)) errs.push(`${at}: zone ${z.label} money`);
  }
  for (const h of v.openingHours) {
    if (!h.days.every((d) => WEEKDAYS.has(d))) errs.push(`${at}: opening days ${h.days.join(',')}`);
    for (const tm of [h.fromTime, h.toTime]) {
      if (!(Number.isInteger(tm.hours) && tm.hours >= 0 && tm.hours <= 24 && Number.isInteger(tm.minutes) && tm.minutes >= 0 && tm.minutes <= 59)) {
        errs.push(`${at}: opening time ${JSON.stringify(tm)}`);
      }
    }
  }
  if (!catalog) return [...errs, `${at}: no catalog`];
  const groups = catalog.productGroups;
  if (groups.length < 4 || groups.length > 10) errs.push(`${at}: ${groups.length} categories (want 4–10)`);
  const products = groups.flatMap((g) => g.products);
  if (products.length < 15 || products.length > 80) errs.push(`${at}: ${products.length} products (want 15–80)`);
  const ids = new Set<string>();
  for (const g of groups) {
    const key = g.slug.split('/').pop() ?? '';
    if (!g.slug.startsWith(`vendors/${v.id}/catalogs/`) || !SLUG.test(key)) errs.push(`${at}: group slug ${g.slug}`);
    if (v.categoryMetadata && !v.categoryMetadata[key]) errs.push(`${at}: categoryMetadata lacks ${key}`);
    for (const o of g.opts ?? []) errs.push(...validateOption(o, `${at}/${key}`));
    for (const p of g.products) {
      if (ids.has(p.id)) errs.push(`${at}: duplicate product id ${p.id}`);
      ids.add(p.id);
      if (!p.label) errs.push(`${at}: product ${p.id} without label`);
      if (!isMoney(p.pr) || p.pr <= 0) errs.push(`${at}: product ${p.id} price ${p.pr}`);
      if (p.vatP !== 10 && p.vatP !== 20) errs.push(`${at}: product ${p.id} VAT ${p.vatP}`);
      for (const img of p.info?.images ?? []) if (!LOCAL_MEDIA.test(img.url)) errs.push(`${at}: product image ${img.url}`);
      const effective = [...(p.noInherit ? [] : g.opts ?? []), ...(p.opts ?? [])];
      const slugs = effective.map((o) => o.slug);
      if (new Set(slugs).size !== slugs.length) errs.push(`${at}: product ${p.id} has duplicate option slugs ${slugs.join(',')}`);
      for (const o of p.opts ?? []) errs.push(...validateOption(o, `${at}/${p.id}`));
    }
  }
  return errs;
}
