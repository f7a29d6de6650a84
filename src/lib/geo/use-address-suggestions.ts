/**
 * Address suggestions for the home search, the checkout's street field and the profile's address dialogs (spec 1 §2,
 * §5, §9: from 3 characters, debounced 300 ms, at most 5, Austria only; issue 15 item 2): the server's places and
 * streets (GET /api/geo/search — a geocoder's streets when one is configured, else streets of vendor addresses) and,
 * for a signed-in user, their own saved addresses, matched here in the browser. Failures empty the list silently
 * (spec 1 §8).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseAddressQuery } from '../../domain/address-query.ts';
import { GEO_DEBOUNCE_MS, GEO_MAX_RESULTS, GEO_MIN_CHARS, geoSearchQueryOptions } from '../api/geo-search.ts';
import { addressesQueryOptions } from '../supabase/data.ts';
import { useAuth } from '../supabase/auth-store.ts';
import type { AddressRow } from '../supabase/types.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

export interface AddressSuggestion {
  key: string;
  label: string;
  /** second line: the federal state, or the saved address's title */
  sub: string;
  postalCode: string;
  city: string;
  street?: string | undefined;
  houseNumber?: string | undefined;
  saved: boolean;
}

/** Folded for matching: lower case, no accents, "str." = "straße". */
const fold = (s: string) =>
  s.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\bstr\b\.?/g, 'strasse').replace(/\s+/g, ' ').trim();

/** The saved addresses whose street starts with (or contains a word starting with) the typed street. */
export function matchSavedAddresses(rows: readonly AddressRow[], text: string): AddressSuggestion[] {
  const q = parseAddressQuery(text);
  const typed = fold(q.street ?? '');
  if (typed.length < GEO_MIN_CHARS) return [];
  return rows
    .filter((r) => {
      const street = fold(r.street);
      return street.startsWith(typed) || street.includes(` ${typed}`);
    })
    .map((r) => ({
      key: `saved|${r.id}`,
      label: `${r.street} ${r.building_number}, ${r.postal_code} ${r.city}`,
      sub: r.title,
      postalCode: r.postal_code,
      city: r.city,
      street: r.street,
      houseNumber: r.building_number,
      saved: true,
    }));
}

const NONE: readonly AddressSuggestion[] = [];

/** The suggestions for `text`; the same array until the text or an answer changes (a field may keep it in state). */
export function useAddressSuggestions(text: string): readonly AddressSuggestion[] {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, GEO_DEBOUNCE_MS);
  const { user } = useAuth();
  const geo = useQuery({ ...geoSearchQueryOptions(debounced), enabled: debounced.length >= GEO_MIN_CHARS, placeholderData: keepPreviousData });
  // the cached list when there is one (invalidated by the screens that change it): typing must not refetch a list
  // another screen shows, e.g. the profile's address tab behind its dialog
  const saved = useQuery({ ...addressesQueryOptions(user?.id ?? ''), enabled: !!user && trimmed.length >= GEO_MIN_CHARS, staleTime: Infinity });
  const long = trimmed.length >= GEO_MIN_CHARS;
  const savedRows = long && saved.isSuccess ? saved.data : undefined;
  const found = long && geo.isSuccess ? geo.data : undefined;
  return useMemo(() => {
    if (!long) return NONE;
    const own = savedRows ? matchSavedAddresses(savedRows, trimmed) : [];
    const server: AddressSuggestion[] = (found ?? []).map((s) => ({
      key: `${s.postalCode}|${s.label}`,
      label: s.label,
      sub: s.state,
      postalCode: s.postalCode,
      city: s.city,
      street: s.street,
      houseNumber: s.houseNumber,
      saved: false,
    }));
    const seen = new Set<string>();
    return [...own, ...server].filter((s) => !seen.has(s.label) && seen.add(s.label)).slice(0, GEO_MAX_RESULTS);
  }, [long, trimmed, savedRows, found]);
}
