/**
 * Search input classification (spec 1 §2 "Home" submit rules, §5 "Location box and search").
 * Location box: empty → alert; 4–5 digits → postal code; only letters, spaces and hyphens → city (lower case);
 * anything else → free search. Home search: a four-digit value is always a postal code; otherwise the tab decides
 * (address → search, city → city in lower case, postal → postal code).
 */

export type LocationTarget =
  | { kind: 'empty' }
  | { kind: 'postalCode'; value: string }
  | { kind: 'city'; value: string }
  | { kind: 'search'; value: string };

export type HomeSearchType = 'address' | 'city' | 'postal';

function clean(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

export function classifyLocationInput(text: string | null | undefined): LocationTarget {
  const v = clean(text);
  if (v === '') return { kind: 'empty' };
  if (/^\d{4,5}$/.test(v)) return { kind: 'postalCode', value: v };
  if (/^[\p{L}\s-]+$/u.test(v)) return { kind: 'city', value: v.toLocaleLowerCase('de-AT') };
  return { kind: 'search', value: v };
}

export function homeSearchTarget(type: HomeSearchType, text: string | null | undefined): LocationTarget {
  const v = clean(text);
  if (v === '') return { kind: 'empty' };
  if (/^\d{4}$/.test(v)) return { kind: 'postalCode', value: v };
  switch (type) {
    case 'city':
      return { kind: 'city', value: v.toLocaleLowerCase('de-AT') };
    case 'postal':
      return { kind: 'postalCode', value: v };
    case 'address':
    default:
      return { kind: 'search', value: v };
  }
}
